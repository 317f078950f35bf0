"""The trait board: the scene's traits grouped by category, with potency, owner and visibility."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QMimeData, QModelIndex, Qt
from PySide6.QtGui import QDrag
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QToolButton,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from gmscreen.model.changes import ChangeSet
from gmscreen.model.commands import DeleteRecord, EditRecord
from gmscreen.model.rfi.traits import AddTrait, ChangePotency, in_scene, scene_traits
from gmscreen.model.state import Character, Trait
from gmscreen.ui.rfi.trait_board_model import FOLD_AT, TraitBoardModel
from gmscreen.ui.rfi.trait_dialog import CATEGORIES, TraitDialog
from gmscreen.ui.shell.undo import SessionBridge
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

TRAIT_MIME = "application/x-gmscreen-trait"


class TraitTree(QTreeView):
    """The tree of traits; a trait can be dragged out (onto a character, to give it to them)."""

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


class TraitsPanel(QWidget):
    """Add, edit, stack, weaken and remove the current scene's traits."""

    def __init__(self, bridge: SessionBridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self.model = TraitBoardModel(
            self._owner_name,
            (self.tr("Trait"), self.tr("Owner"), self.tr("Seen by")),
            (self.tr("Everyone"), self.tr("GM only")),
        )
        self.tree = TraitTree()
        self.tree.setModel(self.model)
        # One line a row: a row added is laid out without measuring every other row again.
        self.tree.setUniformRowHeights(True)
        self.tree.setAccessibleName(self.tr("Traits in play"))
        header = self.tree.header()
        # Sizing a column to its contents measures the first rows, not every trait.
        header.setResizeContentsPrecision(FOLD_AT)
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        # Sized to their contents when the board is built, not on every change: resizing to
        # contents measures every row of the column, a thousand rows in a long campaign.
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Interactive)
        self.tree.setDragEnabled(True)
        self.tree.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.tree.doubleClicked.connect(lambda *_: self.edit_selected())
        self._unfolded: set[str] = set()  # categories open however many traits they hold
        self.tree.expanded.connect(lambda index: self._fold(index, False))
        self.tree.collapsed.connect(lambda index: self._fold(index, True))
        self.tree.selectionModel().currentChanged.connect(lambda *_: self._update_buttons())
        self.buttons: dict[str, QToolButton] = {}
        row = QHBoxLayout()
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
        layout = QVBoxLayout(self)
        layout.addWidget(self.tree)
        layout.addLayout(row)
        bridge.changed.connect(self._on_changed)
        self.rebuild()

    def _on_changed(self, changes: ChangeSet) -> None:
        # Another scene or a renamed owner redraws the board; a trait edit changes its row.
        if (
            "current_scene_id" in changes.fields("campaign")
            or changes.structural("character")
            or "name" in changes.fields("character")
        ):
            self.rebuild()
            return
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
        for row, category in enumerate(CATEGORIES):
            self.tree.setRowHidden(row, QModelIndex(), self.model.count(category) == 0)
        if trait is not None:
            if selected or self.model.count(trait.category) <= FOLD_AT:
                self.tree.expand(self.model.group_index(trait.category))
            if selected:
                self.tree.setCurrentIndex(self.model.trait_index(trait_id))

    def _fold(self, index: QModelIndex, folded: bool) -> None:
        """Remember a category the GM opened or closed (a trait row has no children)."""
        if not index.parent().isValid():
            if folded:
                self._unfolded.discard(CATEGORIES[index.row()])
                return
            self._unfolded.add(CATEGORIES[index.row()])
            for column in (1, 2):  # the owners of the rows now shown fit
                self.tree.resizeColumnToContents(column)

    def _owner_name(self, owner_id: int | None) -> str:
        owner = self._bridge.state.find(Character, owner_id)
        return owner.name if owner is not None else ""

    def rebuild(self) -> None:
        """Redraw the board for the current scene, keeping the selection."""
        state = self._bridge.state
        selected = self.selected_id()
        unfolded = set(self._unfolded)  # resetting the model folds every category
        self.model.reset(scene_traits(state, state.campaign.current_scene_id))
        shown = self.model.trait_index(selected) if selected is not None else QModelIndex()
        for row, category in enumerate(CATEGORIES):
            count = self.model.count(category)
            self.tree.setRowHidden(row, QModelIndex(), count == 0)
            if count <= FOLD_AT or category in unfolded or shown.parent().row() == row:
                self.tree.expand(self.model.group_index(category))
        if shown.isValid():
            self.tree.setCurrentIndex(shown)
        for column in (1, 2):
            self.tree.resizeColumnToContents(column)
        self._update_buttons()

    def selected_id(self) -> int | None:
        """The id of the selected trait, if a trait is selected."""
        return self.model.trait_id(self.tree.currentIndex())

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
                    EditRecord(
                        "trait", trait.id, label=self.tr("edit trait %s") % trait.name, **fields
                    )
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
                DeleteRecord("trait", trait.id, label=self.tr("remove trait %s") % trait.name)
            )
