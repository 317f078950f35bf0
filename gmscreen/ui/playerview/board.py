"""The player view's trait board: the cards by category, shrunk to fit a screen nobody scrolls.

`show_groups` builds the board (a reset, another scene, a group appearing or going);
`update_groups` changes it in place when only the cards of its groups changed: a trait edit
costs one card, not the board.

Sizing every text of the board is what a fit costs; it is done once per text size: a card
added or changed at the size the board has is sized alone and the board measured from the
sizes the other cards keep (a smaller text only when they no longer fit). A fit worked out
before for the same cards, text unit and screen is reused: an undo and its redo measure
nothing.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLayout
from PySide6.QtWidgets import QScrollArea
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from gmscreen.model.player_view import PlayerTraitGroup
from gmscreen.ui.playerview.cards import CardGrid
from gmscreen.ui.playerview.cards import size_texts
from gmscreen.ui.playerview.style import FIT_STEPS
from gmscreen.ui.playerview.style import invalidate_tree
from gmscreen.ui.playerview.style import size_label
from gmscreen.ui.rfi.trait_dialog import category_title

SCENE_CATEGORIES = frozenset({"location", "situation"})
FITS_KEPT = 32  # fits remembered (cards shown, text unit, screen): an undo's, a redo's, …

# What a fit depends on: the text unit, the viewport's width and height, the categories of
# each column and what each grid shows (its cards' traits and its "+ N more" line).
FitKey = tuple[float, int, int, tuple[tuple[str, ...], ...], tuple[object, ...]]


class TraitBoard(QScrollArea):
    """The trait cards, by category: the scene's beside the characters' when there is room.

    A TV cannot scroll: when the cards do not fit, their text shrinks (down to FIT_STEPS[-1]
    of the GM's size) until they do.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("traitBoard")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.viewport().setAutoFillBackground(False)
        self.grids: list[CardGrid] = []
        self.columns: list[QVBoxLayout] = []
        self.fit_scale = 1.0
        self._unit = 20.0
        self._fitted: tuple[float, int, int, QWidget] | None = None
        # The cards since the last fit: "more" or "fewer" only (the next fit searches from
        # the text they have), or None (it tries every size from the largest).
        self._cards: str | None = None
        self._hinted: tuple[float, int, int] | None = None
        self._shape: tuple[tuple[str, ...], ...] = ()  # the categories of each column
        # The board and text size its texts were last given: sized again only at another.
        self._texts: tuple[QWidget, float] | None = None
        # Fits worked out before: the text scale and each grid's columns, oldest first.
        self._fits: dict[FitKey, tuple[float, tuple[int, ...]]] = {}

    def update_groups(self, groups: tuple[PlayerTraitGroup, ...], *, split: bool) -> bool:
        """Show these groups by changing the cards in place; False when the board's shape
        (which categories, in which column) changed and `show_groups` must build it."""
        if self._sides(groups, split=split) != self._shape or not self.grids:
            return False
        unit = self._unit * self.fit_scale
        by_category: dict[str, PlayerTraitGroup] = {group.category: group for group in groups}
        categories = [category for side in self._shape for category in side]
        before = [len(grid.cards) for grid in self.grids]
        changed = False
        for grid, category in zip(self.grids, categories, strict=True):
            for card in grid.show_traits(by_category[category].traits):
                size_texts(card, unit)
                invalidate_tree(card.row)
                card.updateGeometry()
                changed = True
            size_label(grid.more, unit)
            grid.grid.invalidate()
        after = [len(grid.cards) for grid in self.grids]
        grew = all(new >= old for new, old in zip(after, before, strict=True))
        shrank = all(new <= old for new, old in zip(after, before, strict=True))
        # Fewer cards may grow back to a larger text; more, or a card grown by an edit, may
        # need a smaller one or, with the text as small as it goes, fewer columns (a long
        # word must not run off the screen).
        if after != before:
            self.forget_fit(cards="more" if grew else "fewer" if shrank else "moved")
        elif changed:
            self.forget_fit(cards="more")
        for column in self.columns:
            column.invalidate()
        return True

    @staticmethod
    def _sides(groups: tuple[PlayerTraitGroup, ...], *, split: bool) -> tuple[tuple[str, ...], ...]:
        """The categories of each column: the scene's beside the characters' when split."""
        scene_side = tuple(g.category for g in groups if g.category in SCENE_CATEGORIES)
        crew_side = tuple(g.category for g in groups if g.category not in SCENE_CATEGORIES)
        if split and scene_side and crew_side:
            return (scene_side, crew_side)
        return (tuple(g.category for g in groups),)

    def show_groups(self, groups: tuple[PlayerTraitGroup, ...], *, split: bool) -> None:
        """Show these trait groups (sized on the next `fit`); `split` puts the characters'
        traits in a second column."""
        board = QWidget()
        board.setObjectName("traitBoardPage")
        row = QHBoxLayout(board)
        row.setContentsMargins(0, 0, 0, 0)
        self._shape = self._sides(groups, split=split)
        by_category: dict[str, PlayerTraitGroup] = {group.category: group for group in groups}
        self.grids = []
        self.columns = []
        for side in self._shape:
            column = QVBoxLayout()
            self.columns.append(column)
            for group in (by_category[category] for category in side):
                title = QLabel(category_title(group.category))
                title.setObjectName("categoryTitle")
                column.addWidget(title)
                grid = CardGrid(group)
                column.addWidget(grid)
                self.grids.append(grid)
            if not groups:
                empty = QLabel(self.tr("No traits in play"))
                empty.setObjectName("emptyBoard")
                column.addWidget(empty)
            column.addStretch(1)
            row.addLayout(column, 1)
        old = self.takeWidget()
        if old is not None:
            old.deleteLater()
        self.setWidget(board)
        board.setAutoFillBackground(False)  # setWidget turned it on; the window paints the back

    def forget_fit(self, *, cards: str | None = None) -> None:
        """Fit the cards again on the next `fit`, even if nothing it measures changed.

        `cards` "more": cards were only added, and more cards never fit a larger text than
        fewer did (or changed in place: they keep their text unless it no longer fits);
        "fewer": only taken away, and fewer still fit the text they have. Either way the fit
        searches from that text, not from the largest. "moved": some added, some taken away
        (the fit searches from the largest). None: anything may have changed, the style sheet
        too: the texts are sized again and the fits remembered are forgotten.
        """
        # The hint holds only for the size and text unit of the fit before.
        self._cards = cards if self._fitted is not None else None
        self._hinted = self._fitted[:3] if self._fitted is not None else None
        self._fitted = None
        if cards is None:  # the style sheet or the fonts may have changed under the cards
            self._texts = None
            self._fits.clear()

    def fit(self, unit: float) -> None:
        """Size the cards for `unit`, shrinking them as far as needed to show them all."""
        self._unit = unit
        board = self.widget()
        row = board.layout() if board is not None else None
        if board is None or row is None:
            return
        width, height = self.viewport().width(), self.viewport().height()
        if (unit, width, height, board) == self._fitted:
            return
        self._fitted = (unit, width, height, board)
        cards, self._cards, current = self._cards, None, self.fit_scale
        if self._hinted != (unit, width, height):
            cards = None
        key: FitKey = (unit, width, height, self._shape, self._shown())
        if (known := self._fits.pop(key, None)) is not None:
            scale, arrangement = known
            resized = self._size_to(board, unit * scale)
            for grid, columns in zip(self.grids, arrangement, strict=True):
                self._arrange(grid, columns, resized=resized)
            self._forget_sizes(resized=resized)
        elif cards == "fewer":  # grow while a larger text fits, else back to the current one
            scale = tried = current
            for larger in reversed([step for step in FIT_STEPS if step > current]):
                tried = larger
                if not self._sized(board, unit * larger):
                    break
                scale = larger
            if tried != scale or tried == current:  # sized last at another, or not at all
                self._sized(board, unit * scale)
        else:  # shrink until it fits (from the current text when only cards came)
            steps = [step for step in FIT_STEPS if cards != "more" or step <= current]
            scale = steps[-1]
            for step in steps:
                if self._sized(board, unit * step):
                    scale = step
                    break
        self._fits[key] = (scale, tuple(grid.columns for grid in self.grids))
        while len(self._fits) > FITS_KEPT:
            del self._fits[next(iter(self._fits))]
        self.fit_scale = scale
        row.activate()

    def _shown(self) -> tuple[object, ...]:
        """What the grids show: each one's traits and its "+ N more" line."""
        return tuple(
            (tuple(card.trait for card in grid.cards), grid.more.text()) for grid in self.grids
        )

    def _size_to(self, board: QWidget, size: float) -> bool:
        """Give the texts and the gaps of the board their size for a text of `size` px; the
        texts only when they have another size (a card is sized when shown or changed).
        Whether the texts were sized."""
        resized = self._texts != (board, size)
        if resized:
            size_texts(board, size)
            self._texts = (board, size)
        row = board.layout()
        assert isinstance(row, QHBoxLayout)
        row.setSpacing(round(size * 1.2))
        for column in self.columns:
            column.setSpacing(round(size * 0.45))
        gap = round(size * 0.5)
        for grid in self.grids:
            grid.grid.setSpacing(gap)
            grid.grid.setContentsMargins(0, 0, 0, gap)
        return resized

    def _sized(self, board: QWidget, size: float) -> bool:
        """Size the cards for a text of `size` px; whether they then fit the board."""
        row = board.layout()
        assert isinstance(row, QHBoxLayout)
        width, height = self.viewport().width(), self.viewport().height()
        resized = self._size_to(board, size)
        sides = len(self.columns)
        side_width = (width - (sides - 1) * row.spacing()) / sides
        gap, least = round(size * 0.5), round(size * 13)
        for grid in self.grids:
            columns = max(1, int((side_width + gap) // (least + gap)))
            self._arrange(grid, columns, resized=resized)
            # A long word must not push a card past the edge: fewer columns instead.
            while columns > 1 and grid.minimumSizeHint().width() > side_width:
                columns -= 1
                self._arrange(grid, columns, resized=resized)
        self._forget_sizes(resized=resized)
        return board.heightForWidth(width) <= height

    @staticmethod
    def _arrange(grid: CardGrid, columns: int, *, resized: bool) -> None:
        """Lay a grid's cards out in `columns`, its sizes measured again (see `_forget_sizes`)."""
        grid.arrange(columns)
        (invalidate_tree if resized else QLayout.invalidate)(grid.grid)
        grid.updateGeometry()  # its column keeps the grid's sizes too

    def _forget_sizes(self, *, resized: bool) -> None:
        """Drop the sizes the board's layouts keep, so it is measured again.

        Texts `resized`: every size kept is stale. Else only the cards shown or changed since
        the last fit are, and `update_groups` dropped theirs: the board is measured from the
        sizes the other cards keep.
        """
        drop = invalidate_tree if resized else QLayout.invalidate
        for column in self.columns:
            drop(column)
        if (board := self.widget()) is not None and (row := board.layout()) is not None:
            drop(row)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit(self._unit)
