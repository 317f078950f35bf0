"""The trait board: the scene's traits grouped by category, with potency, owner and visibility."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QMimeData
from PySide6.QtCore import QModelIndex
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtGui import QDrag
from PySide6.QtGui import QKeyEvent
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QAbstractItemView
from PySide6.QtWidgets import QHeaderView
from PySide6.QtWidgets import QStyle
from PySide6.QtWidgets import QTableView
from PySide6.QtWidgets import QToolButton
from PySide6.QtWidgets import QWidget

from gmscreen.model.changes import ChangeSet
from gmscreen.model.commands import DeleteRecord
from gmscreen.model.commands import EditRecord
from gmscreen.model.rfi.traits import AddTrait
from gmscreen.model.rfi.traits import ChangePotency
from gmscreen.model.scene_traits import in_scene
from gmscreen.model.scene_traits import scene_traits
from gmscreen.model.state import Character
from gmscreen.model.state import Trait
from gmscreen.ui import boxes
from gmscreen.ui.flow_layout import FlowLayout
from gmscreen.ui.least_height import LeastHeightPanel
from gmscreen.ui.rfi.trait_board_model import FOLD_AT
from gmscreen.ui.rfi.trait_board_model import TraitBoardModel
from gmscreen.ui.rfi.trait_dialog import TraitDialog
from gmscreen.ui.shell.undo import SessionBridge
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

TRAIT_MIME = "application/x-gmscreen-trait"
_TOGGLE_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter)


class TraitBoard(QTableView):
    """The board's rows: a category's title folds or unfolds it (a click, Space or Enter, or
    Left to fold and Right to unfold); a trait can be dragged out (onto a character, to give
    it to them).

    A table of one-line rows rather than a tree: a tree lays out every open row again for each
    row added or removed, a table keeps its rows' heights itself (see `trait_board_model`).
    """

    toggled = Signal(str)  # the category whose title the GM clicked or pressed a key on

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setShowGrid(False)
        self.setWordWrap(False)
        self.setTabKeyNavigation(False)  # Tab leaves the board, as it leaves a tree
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        rows = self.verticalHeader()
        rows.hide()
        # Every row one line high, set once: no row is measured when rows come and go.
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        icon = self.style().pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        rows.setDefaultSectionSize(max(icon, self.fontMetrics().height()) + 6)
        # Sizing a column to its contents reads the first rows, not every trait.
        rows.setResizeContentsPrecision(FOLD_AT)

    def _category(self, index: QModelIndex) -> str | None:
        model = self.model()
        return model.category(index) if isinstance(model, TraitBoardModel) else None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        super().mousePressEvent(event)
        category = self._category(self.indexAt(event.position().toPoint()))
        if category is not None and event.button() == Qt.MouseButton.LeftButton:
            self.toggled.emit(category)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        # A double click on a title is one fold (its press folded already), not a trait edit.
        if self._category(self.indexAt(event.position().toPoint())) is None:
            super().mouseDoubleClickEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        category = self._category(self.currentIndex())
        key = event.key()
        model = self.model()
        if category is None or not isinstance(model, TraitBoardModel):
            super().keyPressEvent(event)
            return
        folded = model.is_folded(category)
        # Left folds an open category, Right opens a folded one, as in a tree.
        arrow = Qt.Key.Key_Right if folded else Qt.Key.Key_Left
        if key in _TOGGLE_KEYS or key == arrow:
            self.toggled.emit(category)
        else:
            super().keyPressEvent(event)

    def startDrag(self, supported: Qt.DropAction) -> None:
        model = self.model()
        trait_id = (
            model.trait_id(self.currentIndex()) if isinstance(model, TraitBoardModel) else None
        )
        if trait_id is None:
            return
        mime = QMimeData()
        mime.setData(TRAIT_MIME, str(trait_id).encode())
        drag = QDrag(self)
        drag.setMimeData(mime)
        drag.exec(Qt.DropAction.LinkAction)


class TraitsPanel(LeastHeightPanel):
    """Add, edit, stack, weaken and remove the current scene's traits."""

    def __init__(self, bridge: SessionBridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self.board = TraitBoard()
        style = self.board.style()
        self.model = TraitBoardModel(
            self._owner_name,
            (self.tr("Trait"), self.tr("Owner"), self.tr("Seen by")),
            (self.tr("Everyone"), self.tr("GM only")),
            (
                style.standardIcon(QStyle.StandardPixmap.SP_ArrowDown),
                style.standardIcon(QStyle.StandardPixmap.SP_ArrowForward),
            ),
        )
        self.board.setModel(self.model)
        self.board.setAccessibleName(self.tr("Traits in play"))
        header = self.board.horizontalHeader()
        header.setHighlightSections(False)
        header.setSectionsClickable(False)  # a title, not a way to select a column
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        # Sized to their contents when the board is built or a category unfolded, not on every
        # change: resizing to contents measures rows of the column.
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Interactive)
        self.board.setDragEnabled(True)
        self.board.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.board.doubleClicked.connect(lambda *_: self.edit_selected())
        self._unfolded: set[str] = set()  # categories open however many traits they hold
        self.board.toggled.connect(
            lambda category: self.fold(category, not self.is_folded(category))
        )
        self.board.selectionModel().currentChanged.connect(lambda *_: self._update_buttons())
        self.buttons: dict[str, QToolButton] = {}
        row = FlowLayout()  # a narrow dock (or longer words) puts the last buttons below
        for key, label, tip, slot in (
            (
                "add",
                QT_TRANSLATE_NOOP("TraitsPanel", "Add…"),
                QT_TRANSLATE_NOOP("TraitsPanel", "Add a trait to the scene"),
                self.add,
            ),
            (
                "edit",
                QT_TRANSLATE_NOOP("TraitsPanel", "Edit…"),
                QT_TRANSLATE_NOOP("TraitsPanel", "Edit the selected trait"),
                self.edit_selected,
            ),
            (
                "stack",
                QT_TRANSLATE_NOOP("TraitsPanel", "+1"),
                QT_TRANSLATE_NOOP("TraitsPanel", "Stack: raise the potency by 1"),
                lambda: self._potency(1),
            ),
            (
                "weaken",
                QT_TRANSLATE_NOOP("TraitsPanel", "−1"),
                QT_TRANSLATE_NOOP("TraitsPanel", "Weaken: lower the potency by 1 (at 0 it goes)"),
                lambda: self._potency(-1),
            ),
            (
                "remove",
                QT_TRANSLATE_NOOP("TraitsPanel", "Remove"),
                QT_TRANSLATE_NOOP("TraitsPanel", "Take the trait out of play"),
                self.remove_selected,
            ),
        ):
            button = QToolButton()
            button.setText(self.tr(label))
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.setToolTip(self.tr(tip))
            button.clicked.connect(slot)
            row.addWidget(button)
            self.buttons[key] = button
        boxes.column(self.board, row, parent=self)
        bridge.changed.connect(self._on_changed)
        self.rebuild()

    def _on_changed(self, changes: ChangeSet) -> None:
        # Another scene (or a character come or gone) redraws the board; a renamed owner redraws
        # the owners shown, and a trait edit its row.
        if "current_scene_id" in changes.fields("campaign") or changes.structural("character"):
            self.rebuild()
            return
        if "name" in changes.fields("character"):
            self.model.owners_renamed()
            self.board.resizeColumnToContents(1)
        if not changes.touches("trait"):
            return
        scene_id = self._bridge.state.campaign.current_scene_id
        for change in changes.of_kind("trait"):
            trait = change.after if isinstance(change.after, Trait) else None
            self._show_trait(change.id, trait if trait and in_scene(trait, scene_id) else None)
        self._update_buttons()

    def _show_trait(self, trait_id: int, trait: Trait | None) -> None:
        """One trait's row added, redrawn, moved to its category or removed (None)."""
        selected = self.selected_id() == trait_id
        self.model.show_trait(trait_id, trait)
        if trait is not None:
            if selected or self.model.count(trait.category) <= FOLD_AT:
                self.fold(trait.category, False)
            if selected:
                self.board.setCurrentIndex(self.model.trait_index(trait_id))

    def is_folded(self, category: str) -> bool:
        """Whether a category's traits are folded away (its title still shows)."""
        return self.model.is_folded(category)

    def fold(self, category: str, folded: bool) -> None:
        """Fold or unfold a category, and remember it: a category the GM opened stays open
        when the board is redrawn, however many traits it holds."""
        if folded == self.model.is_folded(category):
            return
        if folded:
            self._unfolded.discard(category)
        else:
            self._unfolded.add(category)
        self.model.set_folded(category, folded)
        if not folded:
            self._fit_columns()  # the owners of the rows now shown fit

    def _fit_columns(self) -> None:
        for column in (1, 2):
            self.board.resizeColumnToContents(column)

    def _owner_name(self, owner_id: int | None) -> str:
        owner = self._bridge.state.find(Character, owner_id)
        return owner.name if owner is not None else ""

    def rebuild(self) -> None:
        """Redraw the board for the current scene, keeping the selection."""
        state = self._bridge.state
        selected = self.selected_id()
        kept_open = set(self._unfolded)
        category = self.model.category_of(selected) if selected is not None else None
        if category is not None:  # the selected trait's category opens
            kept_open.add(category)
        self.model.reset(scene_traits(state, state.campaign.current_scene_id), kept_open)
        shown = self.model.trait_index(selected) if selected is not None else QModelIndex()
        if shown.isValid():
            self.board.setCurrentIndex(shown)
        self._fit_columns()
        self._update_buttons()

    def selected_id(self) -> int | None:
        """The id of the selected trait, if a trait is selected."""
        return self.model.trait_id(self.board.currentIndex())

    def _update_buttons(self) -> None:
        has = self.selected_id() is not None
        for key in ("edit", "stack", "weaken", "remove"):
            self.buttons[key].setEnabled(has)

    def add(self) -> None:
        """Ask for a new trait and put it in the current scene (stacking onto a twin)."""
        state = self._bridge.state
        blank = Trait(id=0, name="", scene_id=state.campaign.current_scene_id)
        dialog = TraitDialog(blank, state.of(Character), self)
        if dialog.exec():
            self._bridge.execute(AddTrait(dialog.trait()))

    def edit_selected(self) -> None:
        """Edit the selected trait in the dialog, as one undoable change."""
        trait = self._bridge.state.find(Trait, self.selected_id())
        if trait is None:
            return
        dialog = TraitDialog(trait, self._bridge.state.of(Character), self)
        if dialog.exec():
            edited = dialog.trait()
            fields = {
                f.name: getattr(edited, f.name)
                for f in dataclasses.fields(edited)
                if f.name != "id" and getattr(edited, f.name) != getattr(trait, f.name)
            }
            if fields:
                self._bridge.execute(
                    EditRecord("trait", trait.id, label=f"edit trait {trait.name}", **fields)
                )

    def _potency(self, by: int) -> None:
        trait_id = self.selected_id()
        if trait_id is not None:
            self._bridge.execute(ChangePotency(trait_id, by))

    def remove_selected(self) -> None:
        """Take the selected trait out of play."""
        trait = self._bridge.state.find(Trait, self.selected_id())
        if trait is not None:
            self._bridge.execute(
                DeleteRecord("trait", trait.id, label=f"remove trait {trait.name}")
            )
