"""The roll log: every roll of the campaign, newest first, searchable, undone rolls marked."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractItemModel
from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QModelIndex
from PySide6.QtCore import QObject
from PySide6.QtCore import QPersistentModelIndex
from PySide6.QtCore import QSortFilterProxyModel
from PySide6.QtCore import Qt
from PySide6.QtCore import QTimer
from PySide6.QtGui import QColor
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHeaderView
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QTableView
from PySide6.QtWidgets import QWidget

from gmscreen.model.changes import ChangeSet
from gmscreen.model.state import Character
from gmscreen.model.state import Record
from gmscreen.model.state import RollRecord
from gmscreen.ui import boxes
from gmscreen.ui.panels.roll_lines import RollLines
from gmscreen.ui.panels.roll_lines import roll_line
from gmscreen.ui.qtmodels.records import Column
from gmscreen.ui.qtmodels.records import RecordTableModel
from gmscreen.ui.shell.undo import SessionBridge

SEARCH_PAUSE_MS = 200


def _roll(record: Record) -> RollRecord:
    assert isinstance(record, RollRecord)
    return record


class RollLogModel(RecordTableModel):
    """The roll records, with undone rolls struck through and greyed.

    Each roll reads in the GM's language through `lines` (the campaign's system's roll lines,
    by kind of roll); a roll no line can read shows the summary stored with it.
    """

    def __init__(self, bridge: SessionBridge, lines: RollLines | None = None) -> None:
        def name(character_id: object) -> str:
            if not isinstance(character_id, int):
                return ""
            character = bridge.state.find(Character, character_id)
            return character.name if character is not None else ""

        def who(record: Record) -> str:
            return name(_roll(record).character_id)

        known: RollLines = lines or {}

        def line(record: Record) -> str:
            # Written when shown (a few dozen rows at a time); a search keeps what it read.
            return roll_line(_roll(record), known, name)

        translate = QCoreApplication.translate  # before super().__init__, so not self.tr
        columns = [
            Column(
                translate("RollLogModel", "Time"),
                lambda r: _roll(r).time[11:16] or _roll(r).time,
                sort=lambda r: r.id,
            ),
            Column(translate("RollLogModel", "Who"), who),
            Column(
                translate("RollLogModel", "Roll"),
                line,
                tooltip=line,
            ),
            Column(
                translate("RollLogModel", "Dice"),
                lambda r: " ".join(str(face) for face in _roll(r).faces),
            ),
        ]
        super().__init__(bridge, "roll", columns, newest_first=True)
        self._texts = [column.display for column in columns]
        self._searched: dict[int, tuple[RollRecord, str]] = {}
        self._undone_note = self.tr("(undone)")
        bridge.changed.connect(self._on_names_changed)

    def search_text(self, row: int) -> str:
        """What a search looks in: a row's cells as shown, one per line, case-folded.

        Kept per version of the roll while a search is typed (until a rename, or the search
        is cleared: ~20 MB for 48,000 rolls): each keystroke then only looks, it does not
        write 48,000 lines again.
        """
        record = _roll(self.record_at(row))
        kept = self._searched.get(record.id)
        if kept is not None and kept[0] is record:
            return kept[1]
        texts = [str(text(record)) for text in self._texts]
        if record.undone:
            texts[2] = f"{texts[2]}  {self._undone_note}"
        searched = "\n".join(texts).casefold()
        self._searched[record.id] = (record, searched)
        return searched

    def forget_search(self) -> None:
        """Let go of the texts a search read: the log is shown whole again."""
        self._searched.clear()

    def _on_names_changed(self, changes: ChangeSet) -> None:
        # "Who" reads a character's name: a rename redraws that cell in the rows of that
        # character's rolls only. Signalling the whole column made the search filter re-check
        # every roll (five seconds with 48,000 rolls and a search typed).
        if changes.reset:  # another campaign, or this one reverted: nothing read still holds
            self._searched.clear()
            return
        renamed = {
            change.id
            for change in changes.of_kind("character")
            if not change.structural and "name" in change.fields()
        }
        if renamed:
            # A line names characters too (the roller, an opponent): write them all again.
            self._searched.clear()
            for first, last in self.row_runs(lambda roll: _roll(roll).character_id in renamed):
                self.dataChanged.emit(self.index(first, 1), self.index(last, 2))

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if index.isValid() and self.record_at(index.row()).undone:  # type: ignore[union-attr]
            if role == Qt.ItemDataRole.ForegroundRole:
                return QColor("#8a8a8a")
            if role == Qt.ItemDataRole.FontRole:
                font = QFont()
                font.setStrikeOut(True)
                return font
            if role == Qt.ItemDataRole.DisplayRole and index.column() == 2:
                return f"{super().data(index, role)}  {self._undone_note}"
        return super().data(index, role)


class RollSearch(QSortFilterProxyModel):
    """The rolls whose cells contain the searched text, in any case.

    Checked against the record (`RollLogModel.search_text`): Qt's own filter asked the model
    for every cell of every row, a second per keystroke with 48,000 rolls. It watches the log
    only while a search is typed: attached, it checks every row, which the log shown whole
    does not need.
    """

    def __init__(self, model: RollLogModel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self._needle = ""

    def search(self, text: str) -> None:
        """Keep only the rows containing `text`; an empty text lets go of the log."""
        if not text:
            self.setSourceModel(None)  # type: ignore[arg-type]
            self._model.forget_search()
            return
        self.beginFilterChange()
        self._needle = text.casefold()
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        if self.sourceModel() is None:
            self.setSourceModel(self._model)

    def filterAcceptsRow(
        self, source_row: int, source_parent: QModelIndex | QPersistentModelIndex
    ) -> bool:
        return self._needle in self._model.search_text(source_row)


class RollLogPanel(QWidget):
    """A searchable table of the roll log; the newest roll is at the top."""

    def __init__(
        self,
        bridge: SessionBridge,
        parent: QWidget | None = None,
        *,
        lines: RollLines | None = None,
    ) -> None:
        super().__init__(parent)
        self.model = RollLogModel(bridge, lines)
        self.proxy = RollSearch(self.model, self)
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search rolls: a name, a word of the outcome…"))
        self.search.setClearButtonEnabled(True)
        # A long log takes a moment to search: typing goes on, the search runs at a pause.
        self._typing = QTimer(self)
        self._typing.setSingleShot(True)
        self._typing.setInterval(SEARCH_PAUSE_MS)
        self._typing.timeout.connect(lambda: self._show_search(self.search.text()))
        self.search.textChanged.connect(self._search_changed)
        self.table = QTableView()
        self.table.setAccessibleName(self.tr("Roll log"))
        self.table.setModel(self.model)
        self.table.setSortingEnabled(False)
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        # Fixed widths: sizing columns to their contents would read all 10,000 rows at start.
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        for column, width in ((0, 56), (1, 130), (3, 110)):
            header.resizeSection(column, width)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.empty = QLabel(self.tr("No rolls yet: roll a task and it appears here."))
        self.empty.setStyleSheet("color: palette(mid);")
        boxes.column(self.search, self.table, self.empty, parent=self)
        self.model.rowsInserted.connect(self._update_empty)
        self.model.modelReset.connect(self._update_empty)
        self._update_empty()

    def _search_changed(self, text: str) -> None:
        if text:
            self._typing.start()
        else:  # cleared: every row again, at once
            self._typing.stop()
            self._show_search("")

    def _show_search(self, text: str) -> None:
        """The rows a search keeps, or the whole log without one (no filter in between)."""
        if text:
            self.proxy.search(text)
            self._show(self.proxy)
        else:
            self._show(self.model)
            self.proxy.search("")

    def _show(self, model: QAbstractItemModel) -> None:
        if self.table.model() is not model:
            header = self.table.horizontalHeader().saveState()  # widths the GM set
            selection = self.table.selectionModel()
            self.table.setModel(model)
            selection.deleteLater()  # the view made a new one and keeps the old otherwise
            self.table.horizontalHeader().restoreState(header)

    def _update_empty(self) -> None:
        self.empty.setVisible(self.model.rowCount() == 0)
