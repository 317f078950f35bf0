"""The trait board's rows as a model: categories, each holding its traits in id order.

A model rather than one tree item per trait: a long campaign carries thousands of traits
that travel with their owners, and the view asks only for the rows on screen, so building
the board (and adding a row to it) does not grow with every trait in play.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractItemModel,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont

from gmscreen.model.state import Trait
from gmscreen.ui.rfi.trait_dialog import CATEGORIES, category_title

TRAIT_ROLE = Qt.ItemDataRole.UserRole + 1
# A category holding more traits than this starts folded (the GM unfolds it with a click) and
# says how many it holds: the tree lays out every row of an open category, and a long
# campaign's characters carry thousands of traits, so an open one would make building the
# board grow with the campaign.
FOLD_AT = 500
_GROUP = 0  # internal id of a category row; a trait row's is its category's row + 1
_POLARITY = {"positive": QColor("#2e7d32"), "negative": QColor("#c62828")}
_GM_ONLY = QColor("#8a5a00")
# Computed once: the view asks each row's flags when it lays the rows out, thousands of times.
_GROUP_FLAGS = Qt.ItemFlag.ItemIsEnabled
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


class TraitBoardModel(QAbstractItemModel):
    """Three columns (trait, owner, seen by) under one row per category."""

    def __init__(
        self,
        owner_name: Callable[[int | None], str],
        headers: tuple[str, str, str],
        seen_by: tuple[str, str],
    ) -> None:
        """`headers` are the columns' titles, `seen_by` the texts for a trait everyone sees
        and one only the GM sees, in the GM's language."""
        super().__init__()
        self._owner_name = owner_name
        self._headers = headers
        self._seen_by = seen_by
        self._ids: dict[str, list[int]] = {category: [] for category in CATEGORIES}
        self._traits: dict[int, Trait] = {}
        self._bold = QFont()
        self._bold.setBold(True)

    def reset(self, traits: list[Trait]) -> None:
        """Show these traits (in id order) instead of the ones shown."""
        self.beginResetModel()
        self._ids = {category: [] for category in CATEGORIES}
        for trait in traits:
            self._ids.setdefault(trait.category, []).append(trait.id)
        self._traits = {trait.id: trait for trait in traits}
        self.endResetModel()

    def show_trait(self, trait_id: int, trait: Trait | None) -> None:
        """One trait's row added, redrawn, moved to its category or removed (None)."""
        old = self._traits.get(trait_id)
        if old is not None and trait is not None and old.category == trait.category:
            self._traits[trait_id] = trait
            row = self.trait_index(trait_id)
            self.dataChanged.emit(row, row.siblingAtColumn(2))
            return
        if old is not None:
            row = self.trait_index(trait_id)
            self.beginRemoveRows(row.parent(), row.row(), row.row())
            self._ids[old.category].pop(row.row())
            del self._traits[trait_id]
            self.endRemoveRows()
            self._recount(row.parent())
        if trait is None or trait.category not in self._ids:
            return
        ids = self._ids[trait.category]
        position = bisect_left(ids, trait_id)  # rows are in id order, as `scene_traits`
        self.beginInsertRows(self.group_index(trait.category), position, position)
        ids.insert(position, trait_id)
        self._traits[trait_id] = trait
        self.endInsertRows()
        self._recount(self.group_index(trait.category))

    def _recount(self, group: QModelIndex) -> None:
        """Redraw a category's title, which counts a long category's traits."""
        self.dataChanged.emit(group, group, [Qt.ItemDataRole.DisplayRole])

    def group_index(self, category: str) -> QModelIndex:
        """The row of a category."""
        return self.createIndex(CATEGORIES.index(category), 0, _GROUP)

    def trait_index(self, trait_id: int) -> QModelIndex:
        """The row of a trait shown (first column), or an invalid index."""
        trait = self._traits.get(trait_id)
        if trait is None:
            return QModelIndex()
        group = CATEGORIES.index(trait.category)
        row = bisect_left(self._ids[trait.category], trait_id)
        return self.createIndex(row, 0, group + 1)

    def trait_id(self, index: Index) -> int | None:
        """The id of the trait on this row, or None on a category row."""
        if not index.isValid() or index.internalId() == _GROUP:
            return None
        return self._ids[CATEGORIES[index.internalId() - 1]][index.row()]

    def count(self, category: str) -> int:
        """How many traits a category shows."""
        return len(self._ids[category])

    def index(self, row: int, column: int, parent: Index = QModelIndex()) -> QModelIndex:  # noqa: B008
        # Checked here rather than with `hasIndex`: the view asks for every row it lays out.
        if not 0 <= column < 3 or row < 0:
            return QModelIndex()
        if not parent.isValid():
            return self.createIndex(row, column, _GROUP) if row < len(CATEGORIES) else QModelIndex()
        if parent.internalId() != _GROUP or row >= len(self._ids[CATEGORIES[parent.row()]]):
            return QModelIndex()
        return self.createIndex(row, column, parent.row() + 1)

    def parent(self, index: Index = QModelIndex()) -> QModelIndex:  # type: ignore[override]  # noqa: B008
        if not index.isValid() or index.internalId() == _GROUP:
            return QModelIndex()
        return self.createIndex(index.internalId() - 1, 0, _GROUP)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        if not parent.isValid():
            return len(CATEGORIES)
        if parent.internalId() == _GROUP and parent.column() == 0:
            return len(self._ids[CATEGORIES[parent.row()]])
        return 0

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 3

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return _GROUP_FLAGS if index.internalId() == _GROUP else _TRAIT_FLAGS

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return self._headers[section]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        if index.internalId() == _GROUP:
            if index.column() != 0:
                return None
            if role == Qt.ItemDataRole.DisplayRole:
                title, count = (
                    category_title(CATEGORIES[index.row()]),
                    self.count(CATEGORIES[index.row()]),
                )
                return f"{title} ({QLocale().toString(count)})" if count > FOLD_AT else title
            return self._bold if role == Qt.ItemDataRole.FontRole else None
        trait_id = self.trait_id(index)
        trait = self._traits[trait_id] if trait_id is not None else None
        if trait is None:
            return None
        column = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            if column == 0:
                return trait_label(trait)
            if column == 1:
                return self._owner_name(trait.owner_id)
            return self._seen_by[0] if trait.visible else self._seen_by[1]
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
