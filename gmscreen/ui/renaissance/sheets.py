"""The Renaissance characters panel: the list (PCs first), the selected sheet, session breaks."""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, QModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListView,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from gmscreen.model.changes import ChangeSet
from gmscreen.model.commands import Command, DeleteRecord
from gmscreen.model.renaissance.luck import SessionBreakLuck, luck_of
from gmscreen.model.renaissance.records import AddRenaissanceCharacter
from gmscreen.model.state import Character, Record
from gmscreen.ui.inline_messages import error_label, show_error
from gmscreen.ui.qtmodels.records import ID_ROLE, SORT_ROLE, Column, RecordTableModel
from gmscreen.ui.renaissance.sheet_form import SheetForm
from gmscreen.ui.rfi.character_dialog import CharacterDialog
from gmscreen.ui.shell.undo import SessionBridge

WATCHED = frozenset({"character", "pool", "campaign"})


class SheetsPanel(QWidget):
    """Add, remove and edit characters; a session break gives everyone their Luck Point."""

    def __init__(self, bridge: SessionBridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self.model = RecordTableModel(
            bridge,
            "character",
            [Column(self.tr("Character"), self._label, sort=self._order, tooltip=self._tip)],
            parent=self,
        )
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)
        self.proxy.sort(0)
        self.list = QListView()
        self.list.setObjectName("renaissanceCharacters")
        self.list.setModel(self.proxy)
        self.form = SheetForm(bridge)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self.form)
        self.add_button = QPushButton(self.tr("Add…"))
        self.add_button.setToolTip(self.tr("Add a player character or an NPC"))
        self.add_button.clicked.connect(self.add)
        self.remove_button = QPushButton(self.tr("Remove"))
        self.remove_button.setToolTip(self.tr("Remove the selected character (undoable)"))
        self.remove_button.clicked.connect(self.remove_selected)
        self.session_button = QPushButton(self.tr("Session break: +Luck"))
        self.session_button.setObjectName("sessionBreak")
        self.session_button.setToolTip(
            self.tr("A session starts or the GM declares a break: everyone gains Luck Points")
        )
        self.session_button.clicked.connect(self.session_break)
        self.message = error_label()
        self.report = QLabel("")
        self.report.setWordWrap(True)
        self.report.setVisible(False)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addWidget(self.session_button, 1)
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.list)
        side_layout.addLayout(buttons)
        side_layout.addWidget(self.message)
        side_layout.addWidget(self.report)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(side)
        splitter.addWidget(scroll)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([110, 690])
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        self._selected_id: int | None = None
        self.list.selectionModel().currentChanged.connect(self._current_changed)
        bridge.changed.connect(self._on_changed)
        self.select_character(self.proxy.index(0, 0).data(ID_ROLE))

    # the list
    def _label(self, record: Record) -> str:
        assert isinstance(record, Character)
        points = luck_of(self._bridge.state, record.id)
        luck = self.tr(" — %d Luck") % points if record.kind == "pc" or points else ""
        kind = "" if record.kind == "pc" else self.tr(" (NPC)")
        return f"{record.name}{kind}{luck}"

    def _order(self, record: Record) -> int:
        assert isinstance(record, Character)
        return (0 if record.kind == "pc" else 1_000_000) + record.id

    def _tip(self, record: Record) -> str:
        assert isinstance(record, Character)
        return self.tr("Played by %s") % record.player if record.player else ""

    def selected_id(self) -> int | None:
        """The character whose sheet is shown."""
        return self._selected_id

    def select_character(self, character_id: int | None) -> None:
        """Select a character in the list and show their sheet."""
        self._selected_id = character_id
        row = self.model.row_of(character_id) if character_id is not None else -1
        index = self.proxy.mapFromSource(self.model.index(row, 0))
        if index.isValid() and self.list.currentIndex() != index:
            self.list.selectionModel().setCurrentIndex(
                index, QItemSelectionModel.SelectionFlag.ClearAndSelect
            )
        self.form.show_character(character_id)
        self.remove_button.setEnabled(self._bridge.state.find(Character, character_id) is not None)

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        value = current.data(ID_ROLE) if current.isValid() else None
        if value is not None and int(value) != self._selected_id:
            self.select_character(int(value))

    def _on_changed(self, changes: ChangeSet) -> None:
        if not changes.kinds() & WATCHED:
            return
        rows = self.model.rowCount()
        if changes.touches("pool") and rows:
            # Labels show Luck Points, which live in pools the model does not watch.
            self.model.dataChanged.emit(self.model.index(0, 0), self.model.index(rows - 1, 0))
        keep = self._selected_id
        if self._bridge.state.find(Character, keep) is None:
            first = self.proxy.index(0, 0)
            keep = first.data(ID_ROLE) if first.isValid() else None
        self.select_character(keep)

    # actions
    def _run(self, command: Command) -> bool:
        refusal = self._bridge.attempt(command)
        show_error(self.message, refusal or "")
        return refusal is None

    def add(self) -> None:
        """Ask for a new character and add them with a blank sheet."""
        dialog = CharacterDialog(self)
        dialog.hint.setText(
            self.tr("Scores start at 0 and there are no skills yet: fill them in on the sheet.")
        )
        if dialog.exec():
            kind, tier = dialog.kind.currentData()
            command = AddRenaissanceCharacter(
                dialog.name.text(), kind=kind, tier=tier, player=dialog.player.text()
            )
            if self._run(command) and command.character_id is not None:
                self.select_character(command.character_id)

    def remove_selected(self) -> None:
        """Remove the selected character once the GM confirms; undo brings them back."""
        character = self._bridge.state.find(Character, self._selected_id)
        if character is None:
            return
        answer = QMessageBox.question(
            self,
            self.tr("Remove character"),
            self.tr("Remove %s and their Luck Points? Undo brings them back.") % character.name,
        )
        if answer == QMessageBox.StandardButton.Yes:
            self._run(DeleteRecord("character", character.id, label=f"remove {character.name}"))

    def session_break(self) -> None:
        """Everyone gains their Luck Point(s), as one undoable step."""
        command = SessionBreakLuck()
        if self._run(command):
            self.report.setText(
                self.tr("Session break: %s")
                % ", ".join(f"{name} {points}" for name, points in command.report)
            )
            self.report.setVisible(True)
