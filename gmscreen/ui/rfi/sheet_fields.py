"""The editing fields of a character sheet: a rating that refuses in place, lines, injuries."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gmscreen.model.state import Trait
from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.injuries import Injury, InjuryKind
from gmscreen.ui.inline_messages import error_label, show_error
from gmscreen.ui.rfi.traits import trait_label


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


class LinesEditor(QWidget):
    """Lines of text (specialties, truths): edit one in place, add one, remove the selected.

    Every change is emitted as the whole new list in `edited`; nothing changes on screen until
    the sheet is redrawn from the campaign.
    """

    edited = Signal(list)

    def __init__(self, placeholder: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.list = QListWidget()
        self.list.setMaximumHeight(self.list.fontMetrics().height() * 5 + 8)
        self.list.itemChanged.connect(self._item_edited)
        self.entry = QLineEdit()
        self.entry.setPlaceholderText(placeholder)
        self.entry.returnPressed.connect(self.add_entry)
        self.add_button = QPushButton(self.tr("Add"))
        self.add_button.clicked.connect(self.add_entry)
        self.remove_button = QPushButton(self.tr("Remove"))
        self.remove_button.setEnabled(False)
        self.remove_button.clicked.connect(self.remove_selected)
        self.list.currentRowChanged.connect(self._row_changed)
        row = QHBoxLayout()
        row.addWidget(self.entry, 1)
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.list)
        layout.addLayout(row)
        self._lines: list[str] = []

    def _row_changed(self, row: int) -> None:
        self.remove_button.setEnabled(row >= 0)

    def show_lines(self, lines: list[str]) -> None:
        """Show the lines the sheet holds."""
        self._lines = list(lines)
        self.list.blockSignals(True)
        self.list.clear()
        for line in self._lines:
            item = QListWidgetItem(line)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
            self.list.addItem(item)
        self.list.blockSignals(False)
        self.remove_button.setEnabled(False)

    def add_entry(self) -> None:
        """Add the text typed in the entry as a new line."""
        text = self.entry.text().strip()
        if text:
            self.entry.clear()
            self.edited.emit([*self._lines, text])

    def remove_selected(self) -> None:
        """Remove the selected line."""
        row = self.list.currentRow()
        if 0 <= row < len(self._lines):
            self.edited.emit(self._lines[:row] + self._lines[row + 1 :])

    def _item_edited(self, item: QListWidgetItem) -> None:
        row = self.list.row(item)
        text = item.text().strip()
        if not text or not 0 <= row < len(self._lines):
            self.show_lines(self._lines)  # an emptied line is a slip, not a removal
        elif text != self._lines[row]:
            self.edited.emit([*self._lines[:row], text, *self._lines[row + 1 :]])


class InjuriesEditor(QWidget):
    """The injuries on a sheet: tick one treated, add one, remove the selected."""

    edited = Signal(list)  # the new list of `Injury`

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.list = QListWidget()
        self.list.setMaximumHeight(self.list.fontMetrics().height() * 5 + 8)
        self.list.setToolTip(self.tr("Tick an injury once it has been treated"))
        self.list.itemChanged.connect(self._item_toggled)
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("e.g. Burned hand"))
        self.severity = QSpinBox()
        self.severity.setRange(0, 9)
        self.severity.setValue(1)
        self.severity.setPrefix(self.tr("severity "))
        self.kind = QComboBox()
        self.kind.addItem(self.tr("stun"), InjuryKind.STUN)
        self.kind.addItem(self.tr("deadly"), InjuryKind.DEADLY)
        self.add_button = QPushButton(self.tr("Add"))
        self.add_button.clicked.connect(self.add_entry)
        self.remove_button = QPushButton(self.tr("Remove"))
        self.remove_button.setEnabled(False)
        self.remove_button.clicked.connect(self.remove_selected)
        self.list.currentRowChanged.connect(self._row_changed)
        self.error = error_label()
        entry = QGridLayout()
        entry.addWidget(self.name, 0, 0, 1, 2)
        entry.addWidget(self.severity, 0, 2)
        entry.addWidget(self.kind, 1, 0)
        entry.addWidget(self.add_button, 1, 1)
        entry.addWidget(self.remove_button, 1, 2)
        entry.setColumnStretch(0, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.list)
        layout.addLayout(entry)
        layout.addWidget(self.error)
        self._injuries: list[Injury] = []

    def _row_changed(self, row: int) -> None:
        self.remove_button.setEnabled(row >= 0)

    def show_injuries(self, injuries: list[Injury]) -> None:
        """Show the injuries the sheet holds; a treated one is ticked."""
        self._injuries = list(injuries)
        self.list.blockSignals(True)
        self.list.clear()
        for injury in self._injuries:
            item = QListWidgetItem(
                self.tr("%s — severity %d, %s")
                % (injury.name, injury.severity, self.tr(injury.kind.value))
            )
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            checked = Qt.CheckState.Checked if injury.treated else Qt.CheckState.Unchecked
            item.setCheckState(checked)
            self.list.addItem(item)
        self.list.blockSignals(False)
        self.remove_button.setEnabled(False)

    def add_entry(self) -> None:
        """Add the injury described by the entry fields, or say why it cannot be."""
        name = self.name.text().strip()
        if not name:
            show_error(self.error, self.tr("An injury needs a name (what caused it)."))
            return
        try:
            injury = Injury(name, self.severity.value(), InjuryKind(self.kind.currentData()))
        except RulesError as error:
            show_error(self.error, str(error))
            self.severity.setValue(1)
            return
        show_error(self.error, "")
        self.name.clear()
        self.severity.setValue(1)
        self.edited.emit([*self._injuries, injury])

    def remove_selected(self) -> None:
        """Remove the selected injury (healed, or entered by mistake)."""
        row = self.list.currentRow()
        if 0 <= row < len(self._injuries):
            self.edited.emit(self._injuries[:row] + self._injuries[row + 1 :])

    def _item_toggled(self, item: QListWidgetItem) -> None:
        row = self.list.row(item)
        if 0 <= row < len(self._injuries):
            treated = item.checkState() == Qt.CheckState.Checked
            old = self._injuries[row]
            if treated != old.treated:
                new = Injury(old.name, old.severity, old.kind, treated)
                self.edited.emit([*self._injuries[:row], new, *self._injuries[row + 1 :]])


class TraitList(QListWidget):
    """The traits a character owns, read-only, coloured by polarity."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMaximumHeight(self.fontMetrics().height() * 5 + 8)
        self.setToolTip(
            self.tr("Drag a trait from the trait board onto a character to give it to them")
        )

    def show_traits(self, traits: list[Trait]) -> None:
        """Show these traits."""
        self.clear()
        for trait in traits:
            item = QListWidgetItem(trait_label(trait))
            item.setToolTip(f"{self.tr(trait.category.title())}: {trait.effect}")
            if trait.polarity is not None:
                colour = "#2e7d32" if trait.polarity == "positive" else "#c62828"
                item.setForeground(QBrush(QColor(colour)))
            self.addItem(item)
