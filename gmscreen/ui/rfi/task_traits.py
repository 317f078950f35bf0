"""The task form's list of traits in play, each ticked when it bears on the task.

Kept in step with the campaign one trait at a time: a trait added, edited or gone changes its
one row (see `gmscreen.model.changes`); only another leader or scene fills the list again.
"""

from __future__ import annotations

from bisect import bisect_left
from bisect import insort
from collections.abc import Callable
from collections.abc import Iterable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget
from PySide6.QtWidgets import QListWidgetItem
from PySide6.QtWidgets import QWidget

from gmscreen.model.state import Trait
from gmscreen.rules.rfi.traits import TraitEffect
from gmscreen.ui.rfi.trait_board_model import trait_label
from gmscreen.ui.rfi.trait_dialog import effect_title

TRAIT_ID = Qt.ItemDataRole.UserRole + 1
# Traits with these effects start ticked; the GM unticks what does not bear on the task.
TICKED_EFFECTS = frozenset({"raises the difficulty", "lowers the difficulty"})


class TaskTraitList(QListWidget):
    """The traits a task may use, in id order, with the GM's ticks kept across changes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # One line a row: a row added is laid out without measuring every other row again
        # (a character's gear grows with the campaign).
        self.setUniformItemSizes(True)
        # Kept with the rows rather than read back from each (the odds read the ticks after
        # every change): the ids in row order, and the ticked ones until a tick changes.
        self._ids: list[int] = []
        self._ticked: list[int] | None = None
        self.itemChanged.connect(self._forget_ticks)

    def trait_ids(self) -> list[int]:
        """The ids of the listed traits, top to bottom."""
        return list(self._ids)

    def ticked_ids(self) -> list[int]:
        """The ids of the ticked traits, top to bottom."""
        return list(self._ticks())

    def _ticks(self) -> list[int]:
        """The ticked ids as kept (read from the rows after the GM's tick changed)."""
        if self._ticked is None:
            self._ticked = [
                self._ids[row]
                for row in range(self.count())
                if self.item(row).checkState() == Qt.CheckState.Checked
            ]
        return self._ticked

    def _forget_ticks(self) -> None:
        self._ticked = None

    def fill(self, traits: Iterable[Trait]) -> None:
        """List these traits (in id order); a trait listed before keeps its tick."""
        ticked, known = set(self.ticked_ids()), set(self.trait_ids())
        self.blockSignals(True)
        self.clear()
        self._ids, self._ticked = [], None
        for trait in traits:
            tick = trait.id in ticked if trait.id in known else None
            self.addItem(self._item(trait, tick))
            self._ids.append(trait.id)
        self.blockSignals(False)

    def update_traits(
        self, changes: Iterable[tuple[int, Trait | None]], relevant: Callable[[Trait], bool]
    ) -> bool:
        """Follow traits changed in the campaign, one row each: `changes` gives each trait's
        id and its new version (None when it is gone); `relevant` says whether a trait belongs
        in the list. Returns whether the task's traits changed: a ticked row added, edited or
        removed. An unticked row listed, renamed or dropped (a character's new gear) leaves
        the task, its difficulty and its odds as they were."""
        ids = self._ids  # kept in step with the rows below
        ticked = self._ticks()  # and so are the ticks: no row is read back
        task_changed = False
        self.blockSignals(True)
        for trait_id, after in changes:
            row = bisect_left(ids, trait_id)
            present = row < len(ids) and ids[row] == trait_id
            listed = after is not None and relevant(after)
            was_ticked = present and self.item(row).checkState() == Qt.CheckState.Checked
            if present and not listed:
                self.takeItem(row)
                del ids[row]
                if was_ticked:
                    ticked.remove(trait_id)
            elif present and after is not None:
                text = self._text(after)
                if self.item(row).text() != text:
                    self.item(row).setText(text)
            elif after is not None and listed:
                item = self._item(after, None)
                self.insertItem(row, item)
                ids.insert(row, trait_id)
                if item.checkState() == Qt.CheckState.Checked:
                    insort(ticked, trait_id)
                    task_changed = True
            # A ticked trait edited (its potency, its effect) or gone changes the difficulty.
            task_changed = task_changed or was_ticked
        self.blockSignals(False)
        return task_changed

    @staticmethod
    def _text(trait: Trait) -> str:
        try:
            effect = effect_title(TraitEffect(trait.effect))
        except ValueError:  # an effect the rules do not know: shown as stored
            effect = trait.effect
        return f"{trait_label(trait)} — {effect}"

    def _item(self, trait: Trait, ticked: bool | None) -> QListWidgetItem:
        """A row for a trait, ticked as given (None: as its effect suggests)."""
        item = QListWidgetItem(self._text(trait))
        item.setData(TRAIT_ID, trait.id)
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        if ticked is None:
            ticked = trait.effect in TICKED_EFFECTS
        item.setCheckState(Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked)
        return item
