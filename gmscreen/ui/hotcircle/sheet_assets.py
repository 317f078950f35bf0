"""A sheet's assets by lifepath: gear, contacts, subjects and foci, and their permanent forms
(special items, relationships, wises, skills) once enough fate points are noted."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QGroupBox
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QTableWidgetItem
from PySide6.QtWidgets import QWidget

from gmscreen.model.state import JsonDict
from gmscreen.rules.hotcircle.artha import upgradable_assets
from gmscreen.rules.hotcircle.character import Asset
from gmscreen.rules.hotcircle.character import Character
from gmscreen.rules.hotcircle.tables import AssetKind
from gmscreen.ui import boxes
from gmscreen.ui.hotcircle.sheet_lifepaths import compact_table
from gmscreen.ui.hotcircle.sheet_lifepaths import fit_table_height
from gmscreen.ui.hotcircle.terms import term


class AssetsBox(QGroupBox):
    """Assets by lifepath: gear, contacts, subjects, foci and their permanent forms."""

    edited = Signal(str, object)  # label, SheetEdit
    upgrade_requested = Signal(object)  # Asset

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Assets"), parent)
        self.table = compact_table([self.tr("Asset"), self.tr("Kind"), self.tr("Lifepath")])
        self.table.currentCellChanged.connect(lambda *_: self._selected())
        self.kind = QComboBox()
        for kind in AssetKind:
            self.kind.addItem(term(kind.value), kind.value)
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("asset"))
        self.lifepath = QComboBox()
        self.add_button = QPushButton(self.tr("Add"))
        self.add_button.clicked.connect(self._add)
        self.remove_button = QPushButton(self.tr("Remove"))
        self.remove_button.clicked.connect(self._remove)
        self.upgrade_button = QPushButton(self.tr("Upgrade"))
        self.upgrade_button.setToolTip(
            self.tr("Spend the fate points noted on its lifepath to make it permanent")
        )
        self.upgrade_button.clicked.connect(self._upgrade)
        boxes.grid(
            [
                [boxes.Span(self.table, 3)],
                [self.kind, boxes.Span(self.name, 2)],
                [boxes.Span(self.lifepath, 3)],
                [self.add_button, self.remove_button, self.upgrade_button],
            ],
            parent=self,
        )
        self._assets: tuple[Asset, ...] = ()
        self._upgradable: set[Asset] = set()

    def show_assets(self, character: Character) -> None:
        """Show a character's assets and which of them can be upgraded now."""
        self._assets = character.assets
        self._upgradable = {
            asset
            for lifepath in character.lifepaths
            for asset in upgradable_assets(character, lifepath.name)
        }
        current = self.lifepath.currentText()
        self.lifepath.clear()
        self.lifepath.addItems([lifepath.name for lifepath in character.lifepaths])
        self.lifepath.setCurrentIndex(max(0, self.lifepath.findText(current)))
        self.table.setRowCount(len(self._assets))
        for row, asset in enumerate(self._assets):
            kind = term(asset.kind) + (" ★" if asset.kind.is_permanent else "")
            for column, value in enumerate((asset.name, kind, asset.lifepath)):
                self.table.setItem(row, column, QTableWidgetItem(value))
        fit_table_height(self.table, len(self._assets))
        self._selected()

    def selected(self) -> Asset | None:
        """The asset selected in the table."""
        row = self.table.currentRow()
        return self._assets[row] if 0 <= row < len(self._assets) else None

    def _selected(self) -> None:
        asset = self.selected()
        self.remove_button.setEnabled(asset is not None)
        self.upgrade_button.setEnabled(asset in self._upgradable)

    def _add(self) -> None:
        entry = {
            "kind": str(self.kind.currentData()),
            "name": self.name.text().strip(),
            "lifepath": self.lifepath.currentText(),
        }

        def add(sheet: JsonDict) -> JsonDict:
            return {**sheet, "assets": [*sheet.get("assets", []), entry]}

        self.edited.emit(f"note {entry['kind']} {entry['name']}", add)  # stored in English
        self.name.clear()

    def _remove(self) -> None:
        asset = self.selected()
        if asset is None:
            return
        gone = {"kind": asset.kind.value, "name": asset.name, "lifepath": asset.lifepath}

        def remove(sheet: JsonDict) -> JsonDict:
            return {**sheet, "assets": [a for a in sheet.get("assets", []) if a != gone]}

        self.edited.emit(f"remove {asset.name}", remove)

    def _upgrade(self) -> None:
        asset = self.selected()
        if asset is not None:
            self.upgrade_requested.emit(asset)
