"""A sheet's lifepaths: setting, rating, artha noted toward advancement, tax.

Edits (here and in `sheet_assets`) are emitted as a label and a function from the old sheet to
the new one; the form turns them into a command, so the rules check the whole sheet before
anything is saved.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QAbstractItemView
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QGroupBox
from PySide6.QtWidgets import QHeaderView
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QSpinBox
from PySide6.QtWidgets import QTableWidget
from PySide6.QtWidgets import QTableWidgetItem
from PySide6.QtWidgets import QWidget

from gmscreen.model.state import JsonDict
from gmscreen.rules.hotcircle.creation import born_lifepath_name
from gmscreen.rules.hotcircle.tables import AdvancementRules
from gmscreen.ui import boxes
from gmscreen.ui.flow_layout import FlowLayout
from gmscreen.ui.hotcircle.terms import term

SheetEdit = Callable[[JsonDict], JsonDict]


def compact_table(headers: list[str]) -> QTableWidget:
    table = QTableWidget(0, len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)
    header = table.horizontalHeader()
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    for column in range(1, len(headers)):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    return table


def fit_table_height(table: QTableWidget, rows: int) -> None:
    """Show every row without a scroll bar (a sheet has a handful)."""
    row_height = table.verticalHeader().defaultSectionSize()
    header = table.horizontalHeader().sizeHint().height()
    table.setFixedHeight(header + row_height * max(rows, 1) + table.frameWidth() * 2 + 2)


def advancement_text(lifepath_rating: int, persona: int, fate: int) -> str:
    """ "2/12 PP · 3 FP": persona noted toward the next rating, fate toward an upgrade."""
    needed = AdvancementRules().persona_needed(lifepath_rating)
    translate = QCoreApplication.translate
    # PP and FP are the GM's own abbreviations (persona and fate points; German: PP, SP).
    persona_points = translate("LifepathsBox", "PP")
    fate_points = translate("LifepathsBox", "FP")
    persona_text = f"{persona}/{needed}" if needed is not None else f"{persona}"
    return f"{persona_text} {persona_points} · {fate} {fate_points}"


class LifepathsBox(QGroupBox):
    """The lifepaths in order: select one to edit it; add, remove, clear its tax."""

    edited = Signal(str, object)  # label, SheetEdit

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Lifepaths"), parent)
        self.table = compact_table(
            [
                self.tr("Lifepath"),
                self.tr("Setting"),
                self.tr("D"),
                self.tr("Artha"),
                self.tr("Tax"),
            ]
        )
        self.table.currentCellChanged.connect(lambda *_: self._selected())
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("lifepath"))
        self.setting = QComboBox()
        self.setting.setEditable(True)
        self.rating = QSpinBox()
        self.rating.setRange(3, 6)
        self.rating.setSuffix(self.tr("D"))  # a die is "W" in German
        self.bridge = QCheckBox(self.tr("Bridge"))
        self.bridge.setToolTip(self.tr("The GM agreed this lifepath leads into another setting"))
        self.add_button = QPushButton(self.tr("Add"))
        self.add_button.clicked.connect(self._add)
        self.save_button = QPushButton(self.tr("Save"))
        self.save_button.clicked.connect(self._save)
        self.remove_button = QPushButton(self.tr("Remove"))
        self.remove_button.clicked.connect(self._remove)
        self.clear_tax_button = QPushButton(self.tr("Clear tax"))
        self.clear_tax_button.clicked.connect(self._clear_tax)
        buttons = FlowLayout()  # German's longer words put the last button below the rest
        for button in (self.add_button, self.save_button, self.remove_button):
            buttons.addWidget(button)
        buttons.addWidget(self.clear_tax_button)
        layout = boxes.grid(
            [
                [boxes.Span(self.table, 4)],
                [boxes.Span(self.name, 2), boxes.Span(self.setting, 2)],
                [self.rating, self.bridge],
                [boxes.Span(buttons, 4)],
            ],
            parent=self,
        )
        layout.setColumnStretch(1, 1)
        layout.setColumnStretch(2, 1)
        self._lifepaths: list[dict[str, Any]] = []

    def show_lifepaths(self, lifepaths: list[dict[str, Any]], settings: tuple[str, ...]) -> None:
        """Show the sheet's lifepaths and offer the campaign's settings."""
        row_before = self.table.currentRow()
        self._lifepaths = [dict(item) for item in lifepaths]
        self.setting.blockSignals(True)
        text = self.setting.currentText()
        self.setting.clear()
        self.setting.addItems(list(settings))
        self.setting.setEditText(text if text else (settings[0] if settings else ""))
        self.setting.blockSignals(False)
        self.table.blockSignals(True)
        self.table.setRowCount(len(lifepaths))
        for row, item in enumerate(lifepaths):
            rating = int(item.get("rating", 3))
            cells = [
                str(item.get("name", "")) + (" ⇢" if item.get("bridge") else ""),
                str(item.get("setting", "")),
                f"{rating}{self.tr('D')}",
                advancement_text(
                    rating, int(item.get("persona_spent", 0)), int(item.get("fate_spent", 0))
                ),
                ", ".join(term(ability) for ability in item.get("taxed", [])),
            ]
            for column, value in enumerate(cells):
                self.table.setItem(row, column, QTableWidgetItem(value))
        self.table.blockSignals(False)
        fit_table_height(self.table, len(lifepaths))
        if 0 <= row_before < len(lifepaths):
            self.table.selectRow(row_before)
        self._selected()

    def _selected(self) -> None:
        row = self.table.currentRow()
        chosen = 0 <= row < len(self._lifepaths)
        for button in (self.save_button, self.remove_button):
            button.setEnabled(chosen)
        self.clear_tax_button.setEnabled(chosen and bool(self._lifepaths[row].get("taxed")))
        if chosen:
            item = self._lifepaths[row]
            self.name.setText(str(item.get("name", "")))
            self.setting.setEditText(str(item.get("setting", "")))
            self.rating.setValue(int(item.get("rating", 3)))
            self.bridge.setChecked(bool(item.get("bridge", False)))
        elif not self._lifepaths:
            setting = self.setting.currentText().strip()
            self.name.setText(born_lifepath_name(setting) if setting else "")

    def _fields(self) -> dict[str, Any]:
        return {
            "name": self.name.text().strip(),
            "setting": self.setting.currentText().strip(),
            "rating": self.rating.value(),
            "bridge": self.bridge.isChecked(),
        }

    def _add(self) -> None:
        fields = self._fields()
        new = {**fields, "taxed": [], "persona_spent": 0, "fate_spent": 0}

        def add(sheet: JsonDict) -> JsonDict:
            return {**sheet, "lifepaths": [*sheet.get("lifepaths", []), new]}

        self.edited.emit(f"add lifepath {fields['name']}", add)  # stored in English

    def _save(self) -> None:
        row = self.table.currentRow()
        if not 0 <= row < len(self._lifepaths):
            return
        old_name = str(self._lifepaths[row].get("name", ""))
        fields = self._fields()

        def save(sheet: JsonDict) -> JsonDict:
            lifepaths = [dict(item) for item in sheet.get("lifepaths", [])]
            lifepaths[row].update(fields)
            # Assets follow their lifepath when it is renamed.
            assets = [
                {**asset, "lifepath": fields["name"]}
                if asset.get("lifepath") == old_name
                else asset
                for asset in sheet.get("assets", [])
            ]
            return {**sheet, "lifepaths": lifepaths, "assets": assets}

        self.edited.emit(f"edit lifepath {fields['name']}", save)

    def _remove(self) -> None:
        row = self.table.currentRow()
        if not 0 <= row < len(self._lifepaths):
            return
        name = str(self._lifepaths[row].get("name", ""))

        def remove(sheet: JsonDict) -> JsonDict:
            lifepaths = [item for item in sheet.get("lifepaths", []) if item.get("name") != name]
            assets = [a for a in sheet.get("assets", []) if a.get("lifepath") != name]
            return {**sheet, "lifepaths": lifepaths, "assets": assets}

        self.edited.emit(f"remove lifepath {name} and its assets", remove)

    def _clear_tax(self) -> None:
        row = self.table.currentRow()
        if not 0 <= row < len(self._lifepaths):
            return
        name = str(self._lifepaths[row].get("name", ""))

        def clear(sheet: JsonDict) -> JsonDict:
            lifepaths = [
                {**item, "taxed": []} if item.get("name") == name else item
                for item in sheet.get("lifepaths", [])
            ]
            return {**sheet, "lifepaths": lifepaths}

        self.edited.emit(f"clear {name}'s tax", clear)
