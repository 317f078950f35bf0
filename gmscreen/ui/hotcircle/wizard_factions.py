"""The session zero wizard's factions page: one or two per setting, at most one major."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QAbstractItemView
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QHeaderView
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QTableWidget
from PySide6.QtWidgets import QTableWidgetItem
from PySide6.QtWidgets import QWidget
from PySide6.QtWidgets import QWizardPage

from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.campaign import Faction
from gmscreen.rules.hotcircle.campaign import Power
from gmscreen.rules.hotcircle.campaign import check_factions
from gmscreen.ui import boxes
from gmscreen.ui.hotcircle.terms import term
from gmscreen.ui.inline_messages import error_label
from gmscreen.ui.inline_messages import show_error


class FactionsPage(QWizardPage):
    """One or two factions per setting, minor or major, at most one major in each."""

    def __init__(
        self, settings: Callable[[], tuple[str, ...]], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._settings_source = settings
        self.setTitle(self.tr("Factions"))
        self.setSubTitle(
            self.tr(
                "Who holds power in each setting? Name the 1 or 2 strongest people or "
                "organisations; at most one per setting is a major power."
            )
        )
        self.table = QTableWidget(0, 3)
        self.table.setHorizontalHeaderLabels([self.tr("Faction"), self.tr("Setting"), ""])
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.itemChanged.connect(lambda *_: self._check())
        add = QPushButton(self.tr("Add faction"))
        add.clicked.connect(lambda: self.add_faction())
        remove = QPushButton(self.tr("Remove"))
        remove.clicked.connect(self._remove_selected)
        self.error = error_label()
        boxes.column(self.table, boxes.row(add, remove, boxes.STRETCH), self.error, parent=self)
        self._settings: tuple[str, ...] = ()

    def initializePage(self) -> None:
        self.set_settings(self._settings_source())

    def set_settings(self, settings: tuple[str, ...]) -> None:
        """Offer these settings in each row (a row on a removed setting moves to the first)."""
        self._settings = settings
        for row in range(self.table.rowCount()):
            combo = self._combo(row, 1)
            current = combo.currentText()
            combo.blockSignals(True)
            combo.clear()
            combo.addItems(list(settings))
            combo.setCurrentIndex(max(0, combo.findText(current)))
            combo.blockSignals(False)
        self._check()

    def _combo(self, row: int, column: int) -> QComboBox:
        widget = self.table.cellWidget(row, column)
        assert isinstance(widget, QComboBox)
        return widget

    def add_faction(self, name: str = "", setting: str = "", power: Power = Power.MINOR) -> None:
        """Add a row (a named faction, or an empty row to fill in)."""
        row = self.table.rowCount()
        self.table.blockSignals(True)
        self.table.insertRow(row)
        self.table.setItem(row, 0, QTableWidgetItem(name))
        settings = QComboBox()
        settings.addItems(list(self._settings))
        settings.setCurrentIndex(max(0, settings.findText(setting)))
        settings.currentIndexChanged.connect(lambda *_: self._check())
        self.table.setCellWidget(row, 1, settings)
        powers = QComboBox()
        for value in Power:
            powers.addItem(self.tr("%s power") % term(value.value), value.value)
        powers.setCurrentIndex(powers.findData(power.value))
        powers.currentIndexChanged.connect(lambda *_: self._check())
        self.table.setCellWidget(row, 2, powers)
        self.table.blockSignals(False)
        item = self.table.item(row, 0)
        if not name and item is not None:
            self.table.editItem(item)
        self._check()

    def _remove_selected(self) -> None:
        row = self.table.currentRow()
        if row >= 0:
            self.table.removeRow(row)
            self._check()

    def factions(self) -> tuple[Faction, ...]:
        """The factions as listed (rows without a name are left out)."""
        found = []
        for row in range(self.table.rowCount()):
            item = self.table.item(row, 0)
            name = item.text().strip() if item is not None else ""
            if name:
                power = Power(self._combo(row, 2).currentData())
                found.append(Faction(name, self._combo(row, 1).currentText(), power))
        return tuple(found)

    def problem(self) -> str:
        """Why the factions cannot be used ("" when they can)."""
        try:
            factions = self.factions()
            check_factions(self._settings, factions)
        except RulesError as error:
            return str(error)
        if len(factions) < 3:
            return self.tr("The relationship map needs at least 3 factions.")
        return ""

    def _check(self) -> None:
        show_error(self.error, self.problem() if self.table.rowCount() else "")
        self.completeChanged.emit()

    def isComplete(self) -> bool:
        return not self.problem()
