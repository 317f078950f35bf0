"""The Start combat dialog: who is in the fight, and which side acts first."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gmscreen.model.rfi.tracker import NPCS, PLAYERS
from gmscreen.model.state import Character


class StartCombatDialog(QDialog):
    """Choose who fights and which side acts first."""

    def __init__(self, characters: list[Character], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Start combat"))
        self.combatants = QListWidget()
        for character in characters:
            kind = (
                self.tr("player")
                if character.kind == "pc"
                else self.tr("%s NPC") % (character.tier or "minor")
            )
            item = QListWidgetItem(f"{character.name}  ({kind})")
            item.setData(Qt.ItemDataRole.UserRole, character.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
            self.combatants.addItem(item)
        self.first_side = QComboBox()
        self.first_side.addItem(self.tr("The players"), PLAYERS)
        self.first_side.addItem(self.tr("The NPCs"), NPCS)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Who is in the fight?")))
        layout.addWidget(self.combatants)
        layout.addWidget(QLabel(self.tr("Who acts first? (the GM decides)")))
        layout.addWidget(self.first_side)
        layout.addWidget(buttons)

    def chosen(self) -> list[int]:
        """The ids of the ticked characters, in list order."""
        items = (self.combatants.item(row) for row in range(self.combatants.count()))
        return [
            int(item.data(Qt.ItemDataRole.UserRole))
            for item in items
            if item.checkState() == Qt.CheckState.Checked
        ]

    def side(self) -> str:
        """The side chosen to act first."""
        return str(self.first_side.currentData())
