"""RFI sheet fields: injuries (tick when treated) and the traits a character owns."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
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
