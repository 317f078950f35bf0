"""Character sheets: the campaign's characters (PCs first), and the selected one's sheet.

Dropping a trait from the trait board onto a character gives it to them.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QItemSelectionModel,
    QMimeData,
    QModelIndex,
    QPoint,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QDrag, QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QLabel,
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
from gmscreen.model.commands import Command, DeleteRecord, EditRecord
from gmscreen.model.rfi.characters import attribute_names, skill_names
from gmscreen.model.state import Character, Record, Trait
from gmscreen.ui.dialogs.names import SheetNamesDialog
from gmscreen.ui.inline_messages import error_label, show_error
from gmscreen.ui.map.mime import character_mime
from gmscreen.ui.qtmodels.records import ID_ROLE, SORT_ROLE, Column, RecordTableModel
from gmscreen.ui.rfi.character_dialog import CharacterDialog
from gmscreen.ui.rfi.sheet_form import SheetForm
from gmscreen.ui.rfi.traits import TRAIT_MIME
from gmscreen.ui.shell.undo import SessionBridge


def dropped_trait_id(mime: QMimeData) -> int | None:
    """The id of the trait a drag carries, if it carries one."""
    if not mime.hasFormat(TRAIT_MIME):
        return None
    try:
        return int(bytes(mime.data(TRAIT_MIME).data()).decode())
    except ValueError:
        return None


class CharacterList(QListView):
    """The list of characters; a trait dropped on a character is reported, not applied.

    A character dragged out of the list carries its id, so dropping it on the map places a token.
    """

    trait_dropped = Signal(int, int)  # trait id, character id

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAcceptDrops(True)
        self.setDropIndicatorShown(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDragEnabled(True)

    def startDrag(self, supported: Qt.DropAction) -> None:
        character_id = self.currentIndex().data(ID_ROLE)
        if character_id is None:
            return
        drag = QDrag(self)
        drag.setMimeData(character_mime(int(character_id)))
        drag.exec(Qt.DropAction.CopyAction)

    def _target(self, mime: QMimeData, position: QPoint) -> tuple[int, int] | None:
        trait_id = dropped_trait_id(mime)
        character_id = self.indexAt(position).data(ID_ROLE)
        if trait_id is None or character_id is None:
            return None
        return trait_id, int(character_id)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if dropped_trait_id(event.mimeData()) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if self._target(event.mimeData(), event.position().toPoint()) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        target = self._target(event.mimeData(), event.position().toPoint())
        if target is None:
            event.ignore()
            return
        event.acceptProposedAction()
        self.trait_dropped.emit(*target)


class SheetsPanel(QWidget):
    """Add, remove and edit characters; every change is one undoable command."""

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
        self.list = CharacterList()
        self.list.setModel(self.proxy)
        self.list.trait_dropped.connect(self.give_trait)
        self.form = SheetForm(bridge)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.form)
        placeholder = QLabel(self.tr("Select a character to see their sheet, or add one."))
        placeholder.setWordWrap(True)
        placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.pages = QStackedWidget()
        self.pages.addWidget(placeholder)
        self.pages.addWidget(scroll)
        self.add_button = QPushButton(self.tr("Add…"))
        self.add_button.setToolTip(self.tr("Add a player character or an NPC"))
        self.add_button.clicked.connect(self.add)
        self.remove_button = QPushButton(self.tr("Remove"))
        self.remove_button.setToolTip(self.tr("Remove the selected character (undoable)"))
        self.remove_button.clicked.connect(self.remove_selected)
        self.names_button = QPushButton(self.tr("Attribute && skill names…"))
        self.names_button.setToolTip(
            self.tr("Rename, add or remove the campaign's attributes and skills")
        )
        self.names_button.clicked.connect(self.edit_names)
        self.message = error_label()
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.list)
        side_layout.addLayout(buttons)
        side_layout.addWidget(self.names_button)
        side_layout.addWidget(self.message)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(side)
        splitter.addWidget(self.pages)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes([160, 640])
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        self._selected_id: int | None = None
        selection = self.list.selectionModel()
        selection.currentChanged.connect(self._current_changed)
        bridge.changed.connect(self._on_changed)
        self.select_character(self.proxy.index(0, 0).data(ID_ROLE))

    # the list
    def _label(self, record: Record) -> str:
        assert isinstance(record, Character)
        if record.kind == "pc":
            return record.name
        tier = {"minor": self.tr("minor NPC"), "notable": self.tr("notable NPC")}.get(
            record.tier or "minor", self.tr("major NPC")
        )
        return self.tr("%s (%s)") % (record.name, tier)

    def _order(self, record: Record) -> int:
        assert isinstance(record, Character)
        return (0 if record.kind == "pc" else 1_000_000) + record.id

    def _tip(self, record: Record) -> str:
        assert isinstance(record, Character)
        if record.kind == "pc" and record.player:
            return self.tr("Played by %s") % record.player
        return ""

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
        # A reset leaves no current row for a moment; the selection is restored after it.
        value = current.data(ID_ROLE) if current.isValid() else None
        if value is not None and int(value) != self._selected_id:
            self.select_character(int(value))

    def _on_changed(self, changes: ChangeSet) -> None:
        if not changes.kinds() & {"character", "trait", "pool", "campaign"}:
            return
        keep = self._selected_id
        if self._bridge.state.find(Character, keep) is None:
            current = self.list.currentIndex()
            if not current.isValid():
                current = self.proxy.index(0, 0)
            keep = current.data(ID_ROLE) if current.isValid() else None
        self.select_character(keep)

    # actions
    def _run(self, command: Command) -> bool:
        """Execute a command; a refusal is shown under the list."""
        refusal = self._bridge.attempt(command)
        show_error(self.message, refusal or "")
        return refusal is None

    def add(self) -> None:
        """Ask for a new character and add them (a player character with 3 fortune)."""
        dialog = CharacterDialog(self)
        if dialog.exec():
            command = dialog.command()
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
            self.tr(
                "Remove %s? Their traits, fortune and map tokens go with them. "
                "Undo brings everything back."
            )
            % character.name,
        )
        if answer == QMessageBox.StandardButton.Yes:
            name = self.tr("remove character %s") % character.name
            self._run(DeleteRecord("character", character.id, label=name))

    def give_trait(self, trait_id: int, character_id: int) -> None:
        """Give a trait to a character (a trait dropped on them in the list)."""
        state = self._bridge.state
        trait = state.find(Trait, trait_id)
        character = state.find(Character, character_id)
        if trait is None or character is None or trait.owner_id == character.id:
            return
        name = self.tr("give trait %s to %s") % (trait.name, character.name)
        self._run(EditRecord("trait", trait.id, label=name, owner_id=character.id))

    def edit_names(self) -> None:
        """Edit the campaign's attribute and skill names; every sheet follows, in one step."""
        state = self._bridge.state
        dialog = SheetNamesDialog(attribute_names(state), skill_names(state), self)
        if dialog.exec():
            self._run(dialog.command())
