"""One generic table model over a kind of record, kept in step with the session's announcements.

It reacts as `gmscreen.model.changes` describes: a reset re-selects every row; otherwise each
created, edited or deleted record of its kind becomes one row inserted, changed or removed
(found by binary search, rows being in id order), so a new roll in a log of 100,000 costs one
insert, not a rescan. A model with an `include` rule (which may read any record) re-selects instead.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QAbstractTableModel
from PySide6.QtCore import QModelIndex
from PySide6.QtCore import QObject
from PySide6.QtCore import QPersistentModelIndex
from PySide6.QtCore import Qt

from gmscreen.model.changes import ChangeSet
from gmscreen.model.commands import Command
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Record
from gmscreen.ui.shell.undo import SessionBridge

ID_ROLE = Qt.ItemDataRole.UserRole + 1
SORT_ROLE = Qt.ItemDataRole.UserRole + 2
RECORD_ROLE = Qt.ItemDataRole.UserRole + 3

Index = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True)
class Column:
    """A column: its header, what it shows, how it sorts, and the command an edit becomes."""

    header: str
    display: Callable[[Record], Any]
    sort: Callable[[Record], Any] | None = None
    edit: Callable[[Record, Any], Command] | None = None
    tooltip: Callable[[Record], str] | None = None
    alignment: Qt.AlignmentFlag | None = None


class RecordTableModel(QAbstractTableModel):
    """Rows are the records of one kind that pass `include`, in id order (or newest first).

    Changes arrive from the session as change sets and become Qt's begin/end insert/remove calls
    and dataChanged, so views keep their selection and scroll position across edits and undo.
    Edits go out as commands through the bridge; the view updates when the change comes back.
    """

    def __init__(
        self,
        bridge: SessionBridge,
        kind: str,
        columns: Sequence[Column],
        *,
        include: Callable[[Record, CampaignState], bool] | None = None,
        newest_first: bool = False,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self._kind = kind
        self._columns = list(columns)
        self._include = include
        # Ordering here rather than in a sorting proxy: a proxy sorting 10,000 roll-log rows
        # costs a second at start-up, this costs nothing.
        self._newest_first = newest_first
        self._records: list[Record] = self._select()
        bridge.changed.connect(self._on_changed)

    def record_at(self, row: int) -> Record:
        """The record shown in a row."""
        return self._records[row]

    def row_of(self, record_id: int) -> int:
        """The row showing a record id, or -1."""
        row = self._place_of(record_id)
        if row < len(self._records) and self._records[row].id == record_id:
            return row
        return -1

    def row_runs(self, wanted: Callable[[Record], bool]) -> list[tuple[int, int]]:
        """The rows showing a wanted record, as runs of neighbouring rows (first, last)."""
        runs: list[tuple[int, int]] = []
        for row, record in enumerate(self._records):
            if wanted(record):
                if runs and runs[-1][1] == row - 1:
                    runs[-1] = (runs[-1][0], row)
                else:
                    runs.append((row, row))
        return runs

    def _place_of(self, record_id: int) -> int:
        """The row a record id has or would have (rows are in id order, or its reverse)."""
        if self._newest_first:
            return bisect_left(self._records, -record_id, key=lambda record: -record.id)
        return bisect_left(self._records, record_id, key=lambda record: record.id)

    def refresh(self) -> None:
        """Re-select the rows (after the inclusion rule changed, e.g. another scene)."""
        self._sync(self._select())

    # Qt model interface
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt signature
        return 0 if parent.isValid() else len(self._records)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt signature
        return 0 if parent.isValid() else len(self._columns)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if (
            orientation == Qt.Orientation.Horizontal
            and role == Qt.ItemDataRole.DisplayRole
            and 0 <= section < len(self._columns)
        ):
            return self._columns[section].header
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._records):
            return None
        record = self._records[index.row()]
        column = self._columns[index.column()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            return column.display(record)
        if role == ID_ROLE:
            return record.id
        if role == RECORD_ROLE:
            return record
        if role == SORT_ROLE:
            return (column.sort or column.display)(record)
        if role == Qt.ItemDataRole.ToolTipRole and column.tooltip is not None:
            return column.tooltip(record)
        if role == Qt.ItemDataRole.TextAlignmentRole and column.alignment is not None:
            return int(column.alignment | Qt.AlignmentFlag.AlignVCenter)
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if self._columns[index.column()].edit is not None:
            flags |= Qt.ItemFlag.ItemIsEditable
        return flags

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or role != Qt.ItemDataRole.EditRole:
            return False
        edit = self._columns[index.column()].edit
        if edit is None:
            return False
        # The row changes when the session announces the change, not here.
        return self._bridge.execute(edit(self._records[index.row()], value)) is not None

    # keeping in step
    def _select(self) -> list[Record]:
        state = self._bridge.state
        records = state.all(self._kind)
        if self._include is not None:
            records = [record for record in records if self._include(record, state)]
        return records[::-1] if self._newest_first else records

    def _on_changed(self, changes: ChangeSet) -> None:
        if changes.reset:
            self.beginResetModel()
            self._records = self._select()
            self.endResetModel()
        elif self._include is not None:
            self._sync(self._select())  # `include` may read any record: re-select
        else:
            for change in changes.of_kind(self._kind):
                self._update_row(change.id, change.after)

    def _update_row(self, record_id: int, record: Record | None) -> None:
        """Show one record's new version: a row inserted, changed or removed."""
        row = self._place_of(record_id)
        present = row < len(self._records) and self._records[row].id == record_id
        if present and record is None:
            self.beginRemoveRows(QModelIndex(), row, row)
            del self._records[row]
            self.endRemoveRows()
        elif present and record is not None:
            self._records[row] = record
            last = max(0, len(self._columns) - 1)
            self.dataChanged.emit(self.index(row, 0), self.index(row, last))
        elif record is not None:
            self.beginInsertRows(QModelIndex(), row, row)
            self._records.insert(row, record)
            self.endInsertRows()

    def _sync(self, new: list[Record]) -> None:
        new_ids = {record.id for record in new}
        for row in range(len(self._records) - 1, -1, -1):
            if self._records[row].id not in new_ids:
                self.beginRemoveRows(QModelIndex(), row, row)
                del self._records[row]
                self.endRemoveRows()
        old_ids = {record.id for record in self._records}
        for row, record in enumerate(new):
            if record.id not in old_ids:
                self.beginInsertRows(QModelIndex(), row, row)
                self._records.insert(row, record)
                self.endInsertRows()
        for row, record in enumerate(new):
            if self._records[row] != record:
                self._records[row] = record
                self.dataChanged.emit(
                    self.index(row, 0), self.index(row, max(0, len(self._columns) - 1))
                )
