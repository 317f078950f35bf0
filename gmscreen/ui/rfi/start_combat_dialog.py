"""The Start combat dialog: who is in the fight, and which side acts first."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QDialog
from PySide6.QtWidgets import QDialogButtonBox
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QListWidget
from PySide6.QtWidgets import QListWidgetItem
from PySide6.QtWidgets import QWidget

from gmscreen.model.rfi.map_commands import map_for_scene
from gmscreen.model.rfi.map_commands import tokens_of
from gmscreen.model.rfi.tracker import NPCS
from gmscreen.model.rfi.tracker import PLAYERS
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.ui import boxes
from gmscreen.ui.rfi.terms import tier_label


def ticked_by_default(state: CampaignState, scene_id: int | None) -> frozenset[int]:
    """Who the dialog ticks at first: the player characters, and the NPCs on the scene's map.

    An NPC with no token on a map that has tokens is elsewhere: left for the GM to add. A scene
    without a map, or with nobody placed on it, ticks everyone (the map is not in use).
    """
    battle_map = map_for_scene(state, scene_id)
    tokens = tokens_of(state, battle_map.id) if battle_map is not None else []
    everyone = state.of(Character)
    if not tokens:
        return frozenset(character.id for character in everyone)
    on_map = {token.character_id for token in tokens}
    return frozenset(c.id for c in everyone if c.kind == "pc" or c.id in on_map)


class StartCombatDialog(QDialog):
    """Choose who fights and which side acts first."""

    def __init__(
        self,
        characters: list[Character],
        ticked: frozenset[int] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Start combat"))
        self.combatants = QListWidget()
        for character in characters:
            kind = self.tr("player") if character.kind == "pc" else tier_label(character.tier)
            item = QListWidgetItem(f"{character.name}  ({kind})")
            item.setData(Qt.ItemDataRole.UserRole, character.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            chosen = ticked is None or character.id in ticked
            item.setCheckState(Qt.CheckState.Checked if chosen else Qt.CheckState.Unchecked)
            self.combatants.addItem(item)
        self.first_side = QComboBox()
        self.first_side.addItem(self.tr("The players"), PLAYERS)
        self.first_side.addItem(self.tr("The NPCs"), NPCS)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        boxes.column(
            QLabel(self.tr("Who is in the fight?")),
            self.combatants,
            QLabel(self.tr("Who acts first? (the GM decides)")),
            self.first_side,
            buttons,
            parent=self,
        )

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
