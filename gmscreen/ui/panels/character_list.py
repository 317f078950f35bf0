"""The characters panel every rule system shares: the list (PCs first), the selected sheet, add
and remove, refusals in place.

A system's panel subclasses `CharacterListPanel`, gives it its sheet form and its add controls,
and names its characters; the list, keeping the selection across edits and undo, the confirmed
removal and the refusal message are written here once.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QItemSelectionModel
from PySide6.QtCore import QModelIndex
from PySide6.QtCore import QSortFilterProxyModel
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QListView
from PySide6.QtWidgets import QMessageBox
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QScrollArea
from PySide6.QtWidgets import QSplitter
from PySide6.QtWidgets import QStackedWidget
from PySide6.QtWidgets import QWidget

from gmscreen.model.changes import ChangeSet
from gmscreen.model.commands import Command
from gmscreen.model.commands import DeleteRecord
from gmscreen.model.state import Character
from gmscreen.model.state import Record
from gmscreen.ui import boxes
from gmscreen.ui.inline_messages import error_label
from gmscreen.ui.inline_messages import show_error
from gmscreen.ui.panels.sheet_scaffold import SheetFormScaffold
from gmscreen.ui.qtmodels.records import ID_ROLE
from gmscreen.ui.qtmodels.records import SORT_ROLE
from gmscreen.ui.qtmodels.records import Column
from gmscreen.ui.qtmodels.records import RecordTableModel
from gmscreen.ui.shell.undo import SessionBridge

PLACEHOLDER, SHEET = 0, 1


def pcs_first(record: Record) -> int:
    """Sort key: player characters before NPCs, each in the order they were added."""
    assert isinstance(record, Character)
    return (0 if record.kind == "pc" else 1_000_000) + record.id


class CharacterListPanel(QWidget):
    """Add, remove and edit characters; every change is one undoable command.

    Subclasses override `label` (and `tooltip`, `relabelled`), `add_controls` (the widgets
    beside Remove), `side_extras` (widgets under the message) and `removal_question`; `watched`
    names the record kinds whose changes the panel looks at (labels, the form's `owned` ones).
    """

    watched: frozenset[str] = frozenset({"character", "campaign"})

    def __init__(
        self,
        bridge: SessionBridge,
        form: SheetFormScaffold,
        parent: QWidget | None = None,
        *,
        list_view: QListView | None = None,
        sizes: tuple[int, int] = (150, 640),
    ) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self.model = RecordTableModel(
            bridge,
            "character",
            [Column(self.tr("Character"), self._label, sort=pcs_first, tooltip=self._tooltip)],
            parent=self,
        )
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)
        self.proxy.sort(0)
        self.list = list_view if list_view is not None else QListView()
        self.list.setAccessibleName(self.tr("Characters"))
        self.list.setModel(self.proxy)
        self.form = form
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(form)
        placeholder = QLabel(self.tr("Select a character to see their sheet, or add one."))
        placeholder.setWordWrap(True)
        placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.pages = QStackedWidget()
        self.pages.addWidget(placeholder)
        self.pages.addWidget(scroll)
        self.remove_button = QPushButton(self.tr("Remove"))
        self.remove_button.setToolTip(self.tr("Remove the selected character (undoable)"))
        self.remove_button.clicked.connect(self.remove_selected)
        self.message = error_label()
        adds = (boxes.grow(widget, stretch) for widget, stretch in self.add_controls())
        buttons = boxes.row(*adds, self.remove_button)
        side = QWidget()
        boxes.column(self.list, buttons, self.message, *self.side_extras(), parent=side, margins=0)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(side)
        splitter.addWidget(self.pages)
        splitter.setStretchFactor(1, 3)
        splitter.setSizes(list(sizes))
        boxes.column(splitter, parent=self)
        self._selected_id: int | None = None
        self.list.selectionModel().currentChanged.connect(self._current_changed)
        bridge.changed.connect(self._on_changed)
        self.select_character(self.proxy.index(0, 0).data(ID_ROLE))

    # what a system fills in
    def add_controls(self) -> Sequence[tuple[QWidget, int]]:
        """The widgets (with their stretch) that add a character, left of Remove."""
        return ()

    def side_extras(self) -> Sequence[QWidget]:
        """More widgets under the list's message."""
        return ()

    def label(self, character: Character) -> str:
        """How the list names a character."""
        return character.name if character.kind == "pc" else self.tr("%s (NPC)") % character.name

    def tooltip(self, character: Character) -> str:
        """The list's tooltip for a character."""
        return ""

    def removal_question(self, character: Character) -> str:
        """What the GM confirms before a character is removed."""
        return self.tr("Remove %s? Undo brings them back.") % character.name

    def relabelled(self, changes: ChangeSet) -> frozenset[int]:
        """The characters whose labels a change alters through records the model does not
        watch (e.g. a pool shown in them); their rows alone are drawn again."""
        return frozenset()

    # the list
    def _label(self, record: Record) -> str:
        assert isinstance(record, Character)
        return self.label(record)

    def _tooltip(self, record: Record) -> str:
        assert isinstance(record, Character)
        return self.tooltip(record)

    def selected_id(self) -> int | None:
        """The id of the character whose sheet is shown."""
        return self._selected_id

    def select_character(self, character_id: int | None) -> None:
        """Select a character in the list and show their sheet."""
        self._selected_id = character_id
        self._keep_in_list(character_id)
        self.form.show_character(character_id)
        shown = self._bridge.state.find(Character, character_id) is not None
        self.pages.setCurrentIndex(SHEET if shown else PLACEHOLDER)
        self.remove_button.setEnabled(shown)

    def _keep_in_list(self, character_id: int | None) -> None:
        """Make the character's row the list's current one (an edit may have moved it)."""
        row = self.model.row_of(character_id) if character_id is not None else -1
        index = self.proxy.mapFromSource(self.model.index(row, 0))
        if index.isValid() and self.list.currentIndex() != index:
            self.list.selectionModel().setCurrentIndex(
                index, QItemSelectionModel.SelectionFlag.ClearAndSelect
            )

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        # A reset leaves no current row for a moment; the selection is restored after it.
        value = current.data(ID_ROLE) if current.isValid() else None
        if value is not None and int(value) != self._selected_id:
            self.select_character(int(value))

    def _on_changed(self, changes: ChangeSet) -> None:
        if not changes.kinds() & self.watched:
            return
        for character_id in self.relabelled(changes):
            row = self.model.row_of(character_id)
            if row >= 0:
                index = self.model.index(row, 0)
                self.model.dataChanged.emit(index, index)
        keep = self._selected_id
        if self._bridge.state.find(Character, keep) is None:
            current = self.list.currentIndex()
            if not current.isValid():
                current = self.proxy.index(0, 0)
            self.select_character(current.data(ID_ROLE) if current.isValid() else None)
            return
        if changes.reset or keep in changes.ids("character"):
            self._keep_in_list(keep)
        # The sheet shows what the change did to it, in proportion (see SheetFormScaffold).
        self.form.react(changes)

    # actions
    def run(self, command: Command) -> bool:
        """Execute a command; a refusal is shown under the list."""
        refusal = self._bridge.attempt(command)
        show_error(self.message, refusal or "")
        return refusal is None

    def remove_selected(self) -> None:
        """Remove the selected character once the GM confirms; undo brings them back."""
        character = self._bridge.state.find(Character, self._selected_id)
        if character is None:
            return
        answer = QMessageBox.question(
            self, self.tr("Remove character"), self.removal_question(character)
        )
        if answer == QMessageBox.StandardButton.Yes:
            label = f"remove character {character.name}"  # stored in English
            self.run(DeleteRecord("character", character.id, label=label))
