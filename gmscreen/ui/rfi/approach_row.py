"""Who rolls a task and with what: a character, an attribute and a skill, the target number
they give, and whether a specialty applies (the leader's row and each assistant's)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QWidget

from gmscreen.model.rfi.characters import attribute_names
from gmscreen.model.rfi.characters import skill_names
from gmscreen.model.rfi.sheet import attribute_of
from gmscreen.model.rfi.sheet import skill_of
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.ui import boxes
from gmscreen.ui.choice_box import refill


class ApproachRow(QWidget):
    """Character, attribute and skill pickers, with the target number and a specialty choice."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.character = QComboBox()
        self.attribute = QComboBox()
        self.skill = QComboBox()
        self.specialty = QCheckBox(self.tr("Spec."))
        self.specialty.setToolTip(
            self.tr("An applicable specialty: every die at or under the skill is a critical")
        )
        self.tn = QLabel("")
        self.tn.setMinimumWidth(48)
        for combo in (self.character, self.attribute, self.skill):
            combo.currentIndexChanged.connect(lambda *_: self.changed.emit())
        self.specialty.toggled.connect(lambda *_: self.changed.emit())
        for combo in (self.character, self.attribute, self.skill):
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(6)
        layout = boxes.grid(
            [
                [boxes.Span(self.character, 3), self.tn],
                [self.attribute, QLabel("+"), self.skill, self.specialty],
            ],
            parent=self,
            margins=0,
        )
        layout.setColumnStretch(0, 1)
        layout.setColumnStretch(2, 1)

    def fill(self, state: CampaignState, characters: list[Character]) -> None:
        """Offer the campaign's characters and names, keeping the current choices."""
        for combo, items in (
            (self.character, [(c.name, c.id) for c in characters]),
            (self.attribute, [(n, n) for n in attribute_names(state)]),
            (self.skill, [(n, n) for n in skill_names(state)]),
        ):
            refill(combo, items)

    def ratings(self, state: CampaignState) -> tuple[Character | None, int, int]:
        """The chosen character and their attribute and skill ratings."""
        character = state.find(Character, self.character.currentData())
        if character is None:
            return None, 0, 0
        sheet = character.sheet
        return (
            character,
            attribute_of(sheet, str(self.attribute.currentData())),
            skill_of(sheet, str(self.skill.currentData())),
        )

    def label(self) -> str:
        """ "Cunning + Piloting"."""
        return f"{self.attribute.currentText()} + {self.skill.currentText()}"

    def show_target(self, attribute: int, skill: int) -> None:
        """Show the target number the choice gives."""
        self.tn.setText(self.tr("TN %d") % (attribute + skill) if attribute else "")
