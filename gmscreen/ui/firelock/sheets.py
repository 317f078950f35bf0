"""Firelock character sheets: the characters (PCs first), and the selected one's sheet."""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, QModelIndex, QSortFilterProxyModel, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from gmscreen.model.changes import ChangeSet
from gmscreen.model.commands import Command, DeleteRecord
from gmscreen.model.firelock import AddFirelockCharacter
from gmscreen.model.state import Character, Record
from gmscreen.ui.firelock.sheet_form import FirelockSheetForm
from gmscreen.ui.inline_messages import error_label, show_error
from gmscreen.ui.qtmodels.records import ID_ROLE, SORT_ROLE, Column, RecordTableModel
from gmscreen.ui.shell.undo import SessionBridge


class FirelockSheetsPanel(QWidget):
    """Add, remove and edit Firelock characters; every change is one undoable command."""

    def __init__(self, bridge: SessionBridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self.model = RecordTableModel(
            bridge, "character", [Column(self.tr("Character"), self._label, sort=self._order)]
        )
        self.model.setParent(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)
        self.proxy.sort(0)
        self.list = QListView()
        self.list.setModel(self.proxy)
        self.form = FirelockSheetForm(bridge)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self.form)
        placeholder = QLabel(self.tr("Select a character to see their sheet, or add one."))
        placeholder.setWordWrap(True)
        placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.pages = QStackedWidget()
        self.pages.addWidget(placeholder)
        self.pages.addWidget(scroll)
        self.new_name = QLineEdit()
        self.new_name.setPlaceholderText(self.tr("New character"))
        self.new_name.returnPressed.connect(self.add)
        self.new_kind = QComboBox()
        self.new_kind.addItem(self.tr("PC"), "pc")
        self.new_kind.addItem(self.tr("NPC"), "npc")
        self.add_button = QPushButton(self.tr("Add"))
        self.add_button.clicked.connect(self.add)
        self.remove_button = QPushButton(self.tr("Remove"))
        self.remove_button.setToolTip(self.tr("Remove the selected character (undoable)"))
        self.remove_button.clicked.connect(self.remove_selected)
        self.message = error_label()
        add_row = QHBoxLayout()
        add_row.addWidget(self.new_name, 1)
        add_row.addWidget(self.new_kind)
        add_row.addWidget(self.add_button)
        add_row.addWidget(self.remove_button)
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.list)
        side_layout.addLayout(add_row)
        side_layout.addWidget(self.message)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(side)
        splitter.addWidget(self.pages)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([150, 600])
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        self._selected_id: int | None = None
        self.list.selectionModel().currentChanged.connect(self._current_changed)
        bridge.changed.connect(self._on_changed)
        self.select_character(self.proxy.index(0, 0).data(ID_ROLE))

    def _label(self, record: Record) -> str:
        assert isinstance(record, Character)
        return record.name if record.kind == "pc" else self.tr("%s (NPC)") % record.name

    def _order(self, record: Record) -> int:
        assert isinstance(record, Character)
        return (0 if record.kind == "pc" else 1_000_000) + record.id

    def selected_id(self) -> int | None:
        """The id of the character whose sheet is shown."""
        return self._selected_id

    def select_character(self, character_id: int | None) -> None:
        """Select a character in the list and show their sheet."""
        self._selected_id = character_id
        source_row = self.model.row_of(character_id) if character_id is not None else -1
        index = self.proxy.mapFromSource(self.model.index(source_row, 0))
        selection = self.list.selectionModel()
        if index.isValid() and self.list.currentIndex() != index:
            selection.setCurrentIndex(index, QItemSelectionModel.SelectionFlag.ClearAndSelect)
        self.form.show_character(character_id)
        shown = self._bridge.state.find(Character, character_id) is not None
        self.pages.setCurrentIndex(1 if shown else 0)
        self.remove_button.setEnabled(shown)

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        value = current.data(ID_ROLE) if current.isValid() else None
        if value is not None and int(value) != self._selected_id:
            self.select_character(int(value))

    def _on_changed(self, changes: ChangeSet) -> None:
        if not changes.kinds() & {"character", "campaign"}:
            return
        keep = self._selected_id
        if self._bridge.state.find(Character, keep) is None:
            current = self.list.currentIndex()
            if not current.isValid():
                current = self.proxy.index(0, 0)
            keep = current.data(ID_ROLE) if current.isValid() else None
        self.select_character(keep)

    def _run(self, command: Command) -> bool:
        refusal = self._bridge.attempt(command)
        show_error(self.message, refusal or "")
        return refusal is None

    def add(self) -> None:
        """Add the character named in the entry, with a blank sheet, and show it."""
        name = self.new_name.text().strip()
        if not name:
            show_error(self.message, self.tr("Type the new character's name first."))
            return
        command = AddFirelockCharacter(name, kind=self.new_kind.currentData())
        if self._run(command) and command.character_id is not None:
            self.new_name.clear()
            self.select_character(command.character_id)

    def remove_selected(self) -> None:
        """Remove the selected character once the GM confirms; undo brings them back."""
        character = self._bridge.state.find(Character, self._selected_id)
        if character is None:
            return
        answer = QMessageBox.question(
            self,
            self.tr("Remove character"),
            self.tr("Remove %s? Undo brings them back.") % character.name,
        )
        if answer == QMessageBox.StandardButton.Yes:
            self._run(
                DeleteRecord(
                    "character", character.id, label=self.tr("remove character %s") % character.name
                )
            )
