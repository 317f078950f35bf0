"""The trait board's rows as one flat table: each category's title row, then its traits in id
order unless the category is folded.

Flat rather than a tree: a tree view lays out every open row again whenever a row comes or
goes (asking the model about each), so with a category of thousands of traits open a trait
added or removed would cost in proportion to the category. A table's rows are sections of its
header, kept by Qt itself: a row added is one insertion there, and the model is asked only
about the rows on screen. A folded category's traits are not rows at all.
"""

from __future__ import annotations

from bisect import bisect_left
from bisect import bisect_right
from collections.abc import Callable
from collections.abc import Iterable

from PySide6.QtCore import QAbstractTableModel
from PySide6.QtCore import QLocale
from PySide6.QtCore import QModelIndex
from PySide6.QtCore import QPersistentModelIndex
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush
from PySide6.QtGui import QColor
from PySide6.QtGui import QFont
from PySide6.QtGui import QIcon
from PySide6.QtGui import QPixmap

from gmscreen.model.state import Trait
from gmscreen.ui.rfi.trait_dialog import CATEGORIES
from gmscreen.ui.rfi.trait_dialog import category_title

TRAIT_ROLE = Qt.ItemDataRole.UserRole + 1
# A category holding more traits than this starts folded (the GM unfolds it with a click) and
# says how many it holds: a long campaign's characters carry thousands of traits, and reading
# them all to size the columns or to scroll past them helps no one.
FOLD_AT = 500
COLUMNS = 3
_POLARITY = {"positive": QColor("#2e7d32"), "negative": QColor("#c62828")}
_GM_ONLY = QColor("#8a5a00")
# Computed once: the view asks each row's flags when it paints or moves through it.
_GROUP_FLAGS = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemNeverHasChildren
_TRAIT_FLAGS = (
    Qt.ItemFlag.ItemIsEnabled
    | Qt.ItemFlag.ItemIsSelectable
    | Qt.ItemFlag.ItemIsDragEnabled
    | Qt.ItemFlag.ItemNeverHasChildren
)

Index = QModelIndex | QPersistentModelIndex


def trait_label(trait: Trait) -> str:
    """ "Dense fog 2", with + or − for a positive or negative trait."""
    sign = {"positive": "+ ", "negative": "− "}.get(trait.polarity or "", "")
    potency = f" {trait.potency}" if trait.potency > 1 else ""
    return f"{sign}{trait.name}{potency}"


class TraitBoardModel(QAbstractTableModel):
    """Three columns (trait, owner, seen by); a title row per category that holds traits."""

    def __init__(
        self,
        owner_name: Callable[[int | None], str],
        headers: tuple[str, str, str],
        seen_by: tuple[str, str],
        fold_marks: tuple[QIcon, QIcon],
    ) -> None:
        """`headers` are the columns' titles, `seen_by` the texts for a trait everyone sees
        and one only the GM sees, in the GM's language; `fold_marks` the marks of an open
        and of a folded category's title."""
        super().__init__()
        self._owner_name = owner_name
        self._headers = headers
        self._seen_by = seen_by
        self._marks = fold_marks
        # A blank mark as wide as the fold marks: a trait's name lines up under its category's.
        blank = QPixmap(16, 16)
        blank.fill(Qt.GlobalColor.transparent)
        self._indent = QIcon(blank)
        self._ids: dict[str, list[int]] = {category: [] for category in CATEGORIES}
        self._traits: dict[int, Trait] = {}
        self._folded: set[str] = set()
        self._starts: list[int] = [0] * len(CATEGORIES)  # each category's first row
        self._total = 0
        self._bold = QFont()
        self._bold.setBold(True)

    # The rows' layout ------------------------------------------------------------------

    def _size(self, category: str) -> int:
        """How many rows a category takes: its title and, unless folded, its traits."""
        count = len(self._ids[category])
        if count == 0:
            return 0
        return 1 if category in self._folded else 1 + count

    def _place(self) -> None:
        """Work out each category's first row (a handful of categories: cheap)."""
        row = 0
        for position, category in enumerate(CATEGORIES):
            self._starts[position] = row
            row += self._size(category)
        self._total = row

    def _at(self, row: int) -> tuple[str, int]:
        """The category on this row and the trait's place in it (-1 on the title row)."""
        position = bisect_right(self._starts, row) - 1
        return CATEGORIES[position], row - self._starts[position] - 1

    # Changes -----------------------------------------------------------------------------

    def reset(self, traits: list[Trait], open_: Iterable[str] = ()) -> None:
        """Show these traits (in id order) instead of the ones shown; a category of more
        than FOLD_AT traits starts folded unless it is one of `open_`."""
        self.beginResetModel()
        self._ids = {category: [] for category in CATEGORIES}
        for trait in traits:
            self._ids.setdefault(trait.category, []).append(trait.id)
        self._traits = {trait.id: trait for trait in traits}
        kept_open = set(open_)
        self._folded = {
            category
            for category in CATEGORIES
            if len(self._ids[category]) > FOLD_AT and category not in kept_open
        }
        self._place()
        self.endResetModel()

    def show_trait(self, trait_id: int, trait: Trait | None) -> None:
        """One trait's row added, redrawn, moved to its category or removed (None)."""
        old = self._traits.get(trait_id)
        if old is not None and trait is not None and old.category == trait.category:
            self._traits[trait_id] = trait
            row = self.trait_index(trait_id)
            if row.isValid():  # a folded category's trait has no row to redraw
                self.dataChanged.emit(row, row.siblingAtColumn(COLUMNS - 1))
            return
        if old is not None:
            self._take(trait_id, old.category)
        if trait is not None and trait.category in self._ids:
            self._put(trait)

    def _take(self, trait_id: int, category: str) -> None:
        """Remove a trait's row, and its category's title row when it was the last."""
        ids = self._ids[category]
        position = bisect_left(ids, trait_id)
        title = self._starts[CATEGORIES.index(category)]
        first = last = title + 1 + position
        if len(ids) == 1:  # the title goes too
            first = title
            last = title if category in self._folded else title + 1
        elif category in self._folded:
            first = last = -1  # only the count in the title changes
        if first >= 0:
            self.beginRemoveRows(QModelIndex(), first, last)
        ids.pop(position)
        del self._traits[trait_id]
        self._place()
        if first >= 0:
            self.endRemoveRows()
        if ids:
            self._recount(category)

    def _put(self, trait: Trait) -> None:
        """Add a trait's row, and its category's title row when it is the first."""
        ids = self._ids[trait.category]
        position = bisect_left(ids, trait.id)  # rows are in id order, as `scene_traits`
        title = self._starts[CATEGORIES.index(trait.category)]
        first = last = title + 1 + position
        if not ids:
            first = title
            last = title if trait.category in self._folded else title + 1
        elif trait.category in self._folded:
            first = last = -1
        if first >= 0:
            self.beginInsertRows(QModelIndex(), first, last)
        ids.insert(position, trait.id)
        self._traits[trait.id] = trait
        self._place()
        if first >= 0:
            self.endInsertRows()
        if len(ids) > 1:
            self._recount(trait.category)

    def _recount(self, category: str) -> None:
        """Redraw a category's title, which counts a long category's traits."""
        title = self.group_index(category)
        self.dataChanged.emit(title, title, [Qt.ItemDataRole.DisplayRole])

    def owners_renamed(self) -> None:
        """Redraw the owner column (the view reads again only the rows on screen)."""
        if self._total:
            top, bottom = self.index(0, 1), self.index(self._total - 1, 1)
            self.dataChanged.emit(top, bottom, [Qt.ItemDataRole.DisplayRole])

    def set_folded(self, category: str, folded: bool) -> None:
        """Fold a category (its traits leave the board, its title stays) or unfold it."""
        if folded == (category in self._folded):
            return
        count = len(self._ids[category])
        title = self._starts[CATEGORIES.index(category)]
        if count and folded:
            self.beginRemoveRows(QModelIndex(), title + 1, title + count)
        elif count:
            self.beginInsertRows(QModelIndex(), title + 1, title + count)
        if folded:
            self._folded.add(category)
        else:
            self._folded.discard(category)
        self._place()
        if count and folded:
            self.endRemoveRows()
        elif count:
            self.endInsertRows()
        if count:
            title_index = self.index(title, 0)
            self.dataChanged.emit(title_index, title_index)

    # Questions ---------------------------------------------------------------------------

    def is_folded(self, category: str) -> bool:
        """Whether a category's traits are folded away (its title still shows)."""
        return category in self._folded

    def group_index(self, category: str) -> QModelIndex:
        """The title row of a category, or an invalid index when it holds no trait."""
        if not self._ids[category]:
            return QModelIndex()
        return self.index(self._starts[CATEGORIES.index(category)], 0)

    def category(self, index: Index) -> str | None:
        """The category whose title is on this row, or None on a trait's row."""
        if not index.isValid():
            return None
        category, position = self._at(index.row())
        return category if position < 0 else None

    def trait_index(self, trait_id: int) -> QModelIndex:
        """The row of a trait shown (first column), or an invalid index (also when folded)."""
        trait = self._traits.get(trait_id)
        if trait is None or trait.category in self._folded:
            return QModelIndex()
        position = bisect_left(self._ids[trait.category], trait_id)
        return self.index(self._starts[CATEGORIES.index(trait.category)] + 1 + position, 0)

    def trait_id(self, index: Index) -> int | None:
        """The id of the trait on this row, or None on a category's title row."""
        if not index.isValid():
            return None
        category, position = self._at(index.row())
        return self._ids[category][position] if position >= 0 else None

    def category_of(self, trait_id: int) -> str | None:
        """The category of a trait on the board (shown or folded)."""
        trait = self._traits.get(trait_id)
        return trait.category if trait is not None else None

    def count(self, category: str) -> int:
        """How many traits a category holds (shown or folded)."""
        return len(self._ids[category])

    # The model's answers to the view -----------------------------------------------------

    def index(self, row: int, column: int, parent: Index = QModelIndex()) -> QModelIndex:  # noqa: B008
        # Checked here rather than with `hasIndex`: the view asks for every cell it paints.
        if parent.isValid() or not (0 <= row < self._total and 0 <= column < COLUMNS):
            return QModelIndex()
        return self.createIndex(row, column)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._total

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else COLUMNS

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return _GROUP_FLAGS if self._at(index.row())[1] < 0 else _TRAIT_FLAGS

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return self._headers[section]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        category, position = self._at(index.row())
        column = index.column()
        if position < 0:
            return self._title(category, role) if column == 0 else None
        trait = self._traits[self._ids[category][position]]
        if role == Qt.ItemDataRole.DisplayRole:
            if column == 0:
                return trait_label(trait)
            if column == 1:
                return self._owner_name(trait.owner_id)
            return self._seen_by[0] if trait.visible else self._seen_by[1]
        if column == 0 and role == Qt.ItemDataRole.DecorationRole:
            return self._indent
        if role == TRAIT_ROLE and column == 0:
            return trait.id
        if role == Qt.ItemDataRole.ToolTipRole and column == 0:
            return trait.effect.capitalize()
        if role == Qt.ItemDataRole.ForegroundRole:
            colour = _POLARITY.get(trait.polarity or "") if column == 0 else None
            if column == 2 and not trait.visible:
                colour = _GM_ONLY
            return QBrush(colour) if colour is not None else None
        return None

    def _title(self, category: str, role: int) -> object:
        """A category's title row: its name (and count when long), bold, marked open or
        folded, and saying so to a screen reader and in its tooltip."""
        folded = category in self._folded
        if role == Qt.ItemDataRole.DisplayRole:
            count = len(self._ids[category])
            title = category_title(category)
            return f"{title} ({QLocale().toString(count)})" if count > FOLD_AT else title
        if role == Qt.ItemDataRole.FontRole:
            return self._bold
        if role == Qt.ItemDataRole.DecorationRole:
            return self._marks[1 if folded else 0]
        if role in (Qt.ItemDataRole.ToolTipRole, Qt.ItemDataRole.AccessibleDescriptionRole):
            return (
                self.tr("Folded: click to show its traits")
                if folded
                else self.tr("Open: click to fold")
            )
        return None
