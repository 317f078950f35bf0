"""The Hot Circle characters panel: the campaign's characters (player characters first) and the
selected one's sheet."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QInputDialog,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from gmscreen.model.changes import ChangeSet
from gmscreen.model.commands import DeleteRecord
from gmscreen.model.hotcircle.characters import AddCharacter
from gmscreen.model.hotcircle.sheet import sheet_problems
from gmscreen.model.state import Character
from gmscreen.ui.hotcircle.running import run_command
from gmscreen.ui.hotcircle.sheet_form import HotCircleSheetForm
from gmscreen.ui.inline_messages import error_label, show_error
from gmscreen.ui.shell.undo import SessionBridge

ID_ROLE = Qt.ItemDataRole.UserRole + 1


class HotCircleSheetPanel(QWidget):
    """Add, remove and edit characters; every change is one undoable command."""

    def __init__(self, bridge: SessionBridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self.list = QListWidget()
        self.list.currentItemChanged.connect(lambda *_: self._current_changed())
        self.form = HotCircleSheetForm(bridge)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.form)
        self.add_pc_button = QPushButton(self.tr("Add PC…"))
        self.add_pc_button.clicked.connect(lambda: self.add("pc"))
        self.add_npc_button = QPushButton(self.tr("Add NPC…"))
        self.add_npc_button.clicked.connect(lambda: self.add("npc"))
        self.remove_button = QPushButton(self.tr("Remove"))
        self.remove_button.clicked.connect(self.remove_selected)
        self.message = error_label()
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_pc_button)
        buttons.addWidget(self.add_npc_button)
        buttons.addWidget(self.remove_button)
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.list)
        side_layout.addLayout(buttons)
        side_layout.addWidget(self.message)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(side)
        splitter.addWidget(scroll)
        splitter.setStretchFactor(1, 4)
        splitter.setSizes([130, 640])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(splitter)
        bridge.changed.connect(self._on_changed)
        self._selected_id: int | None = None
        self._fill()
        first = self.list.item(0)
        self.select_character(int(first.data(ID_ROLE)) if first is not None else None)

    def _fill(self) -> None:
        state = self._bridge.state
        characters = sorted(state.of(Character), key=lambda c: (c.kind != "pc", c.id))
        self.list.blockSignals(True)
        self.list.clear()
        for character in characters:
            text = character.name
            if character.kind == "pc" and character.player:
                text += f" — {character.player}"
            elif character.kind != "pc":
                text += self.tr(" (NPC)")
            if sheet_problems(character):
                text += " ✎"
            item = QListWidgetItem(text)
            item.setData(ID_ROLE, character.id)
            if sheet_problems(character):
                item.setToolTip(self.tr("The sheet is not finished yet"))
            self.list.addItem(item)
        self.list.blockSignals(False)

    def _row_of(self, character_id: int | None) -> int:
        for row in range(self.list.count()):
            if self.list.item(row).data(ID_ROLE) == character_id:
                return row
        return -1

    def selected_id(self) -> int | None:
        """The id of the character whose sheet is shown."""
        return self._selected_id

    def select_character(self, character_id: int | None) -> None:
        """Select a character in the list and show their sheet."""
        self._selected_id = character_id
        row = self._row_of(character_id)
        self.list.blockSignals(True)
        self.list.setCurrentRow(row)
        self.list.blockSignals(False)
        self.form.show_character(character_id)
        self.remove_button.setEnabled(row >= 0)

    def _current_changed(self) -> None:
        item = self.list.currentItem()
        if item is not None:
            self.select_character(int(item.data(ID_ROLE)))

    def _on_changed(self, changes: ChangeSet) -> None:
        if not changes.kinds() & {"character", "campaign"}:
            return
        self._fill()
        keep = self._selected_id
        if self._bridge.state.find(Character, keep) is None:
            first = self.list.item(0)
            keep = int(first.data(ID_ROLE)) if first is not None else None
        self.select_character(keep)

    def add(self, kind: str) -> None:
        """Ask for a name (and a player) and add the character."""
        what = self.tr("player character") if kind == "pc" else self.tr("NPC")
        name, ok = QInputDialog.getText(self, self.tr("Add a %s") % what, self.tr("Name:"))
        if not ok or not name.strip():
            return
        player = ""
        if kind == "pc":
            player, ok = QInputDialog.getText(self, self.tr("Player"), self.tr("Played by:"))
            if not ok:
                return
        command = AddCharacter(name, kind="pc" if kind == "pc" else "npc", player=player)
        refusal = run_command(self._bridge, command)
        show_error(self.message, refusal)
        if not refusal:
            self.select_character(command.character_id)

    def remove_selected(self) -> None:
        """Remove the selected character once the GM confirms; undo brings them back."""
        character = self._bridge.state.find(Character, self._selected_id)
        if character is None:
            return
        answer = QMessageBox.question(
            self,
            self.tr("Remove character"),
            self.tr("Remove %s and their sheet? Undo brings them back.") % character.name,
        )
        if answer == QMessageBox.StandardButton.Yes:
            label = self.tr("remove character %s") % character.name
            show_error(
                self.message,
                run_command(self._bridge, DeleteRecord("character", character.id, label=label)),
            )
