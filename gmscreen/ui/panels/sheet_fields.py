"""Sheet fields every system's sheet form uses: a rating that refuses in place, named ratings,
and editable lines of text."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGridLayout
from PySide6.QtWidgets import QGroupBox
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QListWidget
from PySide6.QtWidgets import QListWidgetItem
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QSpinBox
from PySide6.QtWidgets import QWidget

from gmscreen.ui import boxes
from gmscreen.ui.inline_messages import error_label
from gmscreen.ui.inline_messages import show_error


class CheckedSpinBox(QSpinBox):
    """A rating box that takes a wider range than the rules allow, so the rules can refuse.

    It emits `committed` once per finished edit (Enter or leaving the box) when the value
    differs from the saved one; `refuse` shows why in `error` and puts the saved value back.
    The owner places `error` in its layout, under the box.
    """

    committed = Signal(int)

    def __init__(self, minimum: int, maximum: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRange(minimum, maximum)
        self.error = error_label()
        self._saved = 0
        self.editingFinished.connect(self._finished)

    def show_saved(self, value: int) -> None:
        """Show the value the sheet holds."""
        self._saved = value
        self.setValue(value)

    def refuse(self, message: str) -> None:
        """Say why the value was refused and show the saved value again."""
        show_error(self.error, message)
        self.setValue(self._saved)

    def clear_error(self) -> None:
        """Forget an earlier refusal."""
        show_error(self.error, "")

    def _finished(self) -> None:
        if self.value() != self._saved:
            self.committed.emit(self.value())


class RatingsBox(QGroupBox):
    """Named ratings (attributes or skills) in two columns, each refusal under its box.

    `committed` carries the name and the value of a finished edit.
    """

    committed = Signal(str, int)

    def __init__(self, title: str, minimum: int, maximum: int) -> None:
        super().__init__(title)
        self._range = (minimum, maximum)
        self._grid = QGridLayout(self)
        self._grid.setColumnStretch(1, 1)
        self._grid.setColumnStretch(3, 1)
        self.fields: dict[str, CheckedSpinBox] = {}

    def set_names(self, names: tuple[str, ...]) -> None:
        """Show one box per name, in order (the old boxes go)."""
        for field in self.fields.values():
            field.blockSignals(True)  # a dying box that had focus must not commit
        self.fields.clear()
        while self._grid.count():
            item = self._grid.takeAt(0)
            if item is not None and (widget := item.widget()) is not None:
                widget.deleteLater()
        for index, name in enumerate(names):
            field = CheckedSpinBox(*self._range)
            field.setObjectName(f"rating-{name}")
            field.committed.connect(lambda value, n=name: self.committed.emit(n, value))
            row, column = divmod(index, 2)
            self._grid.addWidget(QLabel(name), row * 3, column * 2)
            self._grid.addWidget(field, row * 3, column * 2 + 1)
            self._grid.addWidget(field.error, row * 3 + 1 + column, 0, 1, 4)
            self.fields[name] = field


def short_list(parent: QWidget | None = None) -> QListWidget:
    """A list about five lines high (a sheet shows several of them)."""
    widget = QListWidget(parent)
    widget.setMaximumHeight(widget.fontMetrics().height() * 5 + 8)
    return widget


class ListEditor(QWidget):
    """A short list of a sheet's entries with Add and Remove; a subclass adds the entry fields.

    Every change is emitted as the whole new list in `edited`; nothing changes on screen until
    the sheet is redrawn from the campaign.
    """

    edited = Signal(list)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.list = short_list()
        self.add_button = QPushButton(self.tr("Add"))
        self.add_button.clicked.connect(self.add_entry)
        self.remove_button = QPushButton(self.tr("Remove"))
        self.remove_button.setEnabled(False)
        self.remove_button.clicked.connect(self.remove_selected)
        self.list.currentRowChanged.connect(lambda row: self.remove_button.setEnabled(row >= 0))
        self.body = boxes.column(self.list, parent=self, margins=0)
        self._entries: list[Any] = []

    def add_entry(self) -> None:
        """Add what the entry fields describe."""
        raise NotImplementedError

    def _show_items(self, entries: list[Any], items: list[QListWidgetItem]) -> None:
        self._entries = list(entries)
        self.list.blockSignals(True)
        self.list.clear()
        for item in items:
            self.list.addItem(item)
        self.list.blockSignals(False)
        self.remove_button.setEnabled(False)

    def remove_selected(self) -> None:
        """Remove the selected entry."""
        row = self.list.currentRow()
        if 0 <= row < len(self._entries):
            self.edited.emit(self._entries[:row] + self._entries[row + 1 :])

    def _replace(self, row: int, entry: Any) -> None:
        self.edited.emit([*self._entries[:row], entry, *self._entries[row + 1 :]])


class LinesEditor(ListEditor):
    """Lines of text (specialties, truths): edit one in place, add one, remove the selected."""

    def __init__(self, placeholder: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.list.itemChanged.connect(self._item_edited)
        self.entry = QLineEdit()
        self.entry.setPlaceholderText(placeholder)
        self.entry.returnPressed.connect(self.add_entry)
        self.body.addLayout(boxes.row(boxes.grow(self.entry), self.add_button, self.remove_button))

    def show_lines(self, lines: list[str]) -> None:
        """Show the lines the sheet holds."""
        items = [QListWidgetItem(line) for line in lines]
        for item in items:
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
        self._show_items(lines, items)

    def add_entry(self) -> None:
        """Add the text typed in the entry as a new line."""
        text = self.entry.text().strip()
        if text:
            self.entry.clear()
            self.edited.emit([*self._entries, text])

    def _item_edited(self, item: QListWidgetItem) -> None:
        row = self.list.row(item)
        text = item.text().strip()
        if not text or not 0 <= row < len(self._entries):
            self.show_lines(self._entries)  # an emptied line is a slip, not a removal
        elif text != self._entries[row]:
            self._replace(row, text)
