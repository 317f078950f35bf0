"""The choices of an obstacle test before the roll: the stakes, both sides, the difficulty,
the edge (and what both kinds of test share: the choice, the edge and difficulty pickers)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QGroupBox
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QWidget

from gmscreen.model.hotcircle.creation import die_sides
from gmscreen.model.state import CampaignState
from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.ability import AbilityTest
from gmscreen.rules.hotcircle.obstacle import ObstacleTest
from gmscreen.rules.hotcircle.pools import Edge
from gmscreen.rules.hotcircle.stakes import Stakes
from gmscreen.rules.hotcircle.tables import Difficulty
from gmscreen.rules.hotcircle.tables import Rank
from gmscreen.ui import boxes
from gmscreen.ui.choice_box import shrinking
from gmscreen.ui.hotcircle.breakdown_words import plus_dice
from gmscreen.ui.hotcircle.breakdown_words import rated
from gmscreen.ui.hotcircle.roll_sides import RollerForm
from gmscreen.ui.refusals import refusal_text
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class RollChoice:
    """A test as chosen, or the reason it cannot be rolled yet."""

    test: ObstacleTest | AbilityTest | None
    problem: str
    character_id: int | None = None
    opponent_id: int | None = None


# The difficulty scale's words and whose eyes judge it, for the translators (the rules' table
# gives the English words).
DIFFICULTY_WORDS = {
    Difficulty.EASY: QT_TRANSLATE_NOOP("RollForms", "easy"),
    Difficulty.ROUTINE: QT_TRANSLATE_NOOP("RollForms", "routine"),
    Difficulty.MODERATE: QT_TRANSLATE_NOOP("RollForms", "moderate"),
    Difficulty.HARD: QT_TRANSLATE_NOOP("RollForms", "hard"),
    Difficulty.VERY_HARD: QT_TRANSLATE_NOOP("RollForms", "very hard"),
}
RANK_WORDS = {
    Rank.AVERAGE: QT_TRANSLATE_NOOP("RollForms", "for average"),
    Rank.APPRENTICE: QT_TRANSLATE_NOOP("RollForms", "for apprentice"),
    Rank.JOURNEYMAN: QT_TRANSLATE_NOOP("RollForms", "for journeyman"),
    Rank.MASTER: QT_TRANSLATE_NOOP("RollForms", "for master"),
}


def edge_combo() -> QComboBox:
    """No edge, advantage (a player reroll), disadvantage (a reroll for the GM or opponent)."""
    translate = QCoreApplication.translate
    combo = QComboBox()
    combo.addItem(translate("RollForms", "no advantage"), Edge.NONE.value)
    combo.addItem(
        translate("RollForms", "advantage (help, assets): player rerolls once"),
        Edge.ADVANTAGE.value,
    )
    combo.addItem(
        translate("RollForms", "disadvantage: GM or opponent rerolls once"),
        Edge.DISADVANTAGE.value,
    )
    return shrinking(combo, 12)  # its choices are sentences, longer in German


def difficulty_row() -> tuple[QComboBox, QComboBox, QHBoxLayout]:
    """The difficulty scale (1D easy … 5D very hard) and whose eyes it is judged through."""
    translate = QCoreApplication.translate
    difficulty = QComboBox()
    for level in Difficulty:
        word = translate("RollForms", DIFFICULTY_WORDS.get(level, level.label))
        difficulty.addItem(rated(word, int(level)), int(level))
    difficulty.setCurrentIndex(1)
    rank = QComboBox()
    for value in Rank:
        judged = translate("RollForms", RANK_WORDS.get(value, value.name.lower()))
        rank.addItem(plus_dice(judged, int(value)) if value else judged, int(value))
    return difficulty, rank, boxes.row(boxes.grow(difficulty), boxes.grow(rank))


class ObstacleForm(QWidget):
    """Intent, task, consequence (and compromises in a versus test), both sides, the edge."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._state: CampaignState | None = None
        self.intent = QLineEdit()
        self.intent.setPlaceholderText(self.tr("what the character wants (and by when)"))
        self.task = QLineEdit()
        self.task.setPlaceholderText(self.tr("how they go about it"))
        self.consequence = QLineEdit()
        self.consequence.setPlaceholderText(self.tr("what happens if they fail"))
        self.versus = QCheckBox(self.tr("Versus test: opposed by a character"))
        self.player_compromise = QLineEdit()
        self.player_compromise.setPlaceholderText(self.tr("softens the consequence"))
        self.opponent_compromise = QLineEdit()
        self.opponent_compromise.setPlaceholderText(self.tr("softens the intent"))
        stakes = QGroupBox(self.tr("Stakes"))
        self.stakes_form = QFormLayout(stakes)
        self.stakes_form.addRow(self.versus)
        self.stakes_form.addRow(self.tr("Intent"), self.intent)
        self.stakes_form.addRow(self.tr("Task"), self.task)
        self.stakes_form.addRow(self.tr("Consequence"), self.consequence)
        self.stakes_form.addRow(self.tr("Player's compromise"), self.player_compromise)
        self.stakes_form.addRow(self.tr("Opponent's compromise"), self.opponent_compromise)
        self.player = RollerForm()
        self.opponent = RollerForm(opponent=True)
        self.difficulty, self.rank, difficulty_layout = difficulty_row()
        self.edge = edge_combo()
        self.player_box = QGroupBox(self.tr("Task roll"))
        boxes.column(self.player, parent=self.player_box)
        self.opponent_box = QGroupBox(self.tr("Obstacle roll: the opponent"))
        boxes.column(self.opponent, parent=self.opponent_box)
        self.difficulty_box = QGroupBox(self.tr("Obstacle roll: difficulty"))
        self.difficulty_box.setLayout(difficulty_layout)
        edge_row = boxes.row(QLabel(self.tr("Edge")), boxes.grow(self.edge))
        boxes.column(
            stakes,
            self.player_box,
            self.opponent_box,
            self.difficulty_box,
            edge_row,
            parent=self,
            margins=0,
        )
        for field in (
            self.intent,
            self.task,
            self.consequence,
            self.player_compromise,
            self.opponent_compromise,
        ):
            field.textChanged.connect(lambda *_: self.changed.emit())
        self.versus.toggled.connect(self._show_versus)
        for combo in (self.difficulty, self.rank, self.edge):
            combo.currentIndexChanged.connect(lambda *_: self.changed.emit())
        self.player.changed.connect(self.changed.emit)
        self.opponent.changed.connect(self.changed.emit)
        self._show_versus(False)

    def refresh(self, state: CampaignState) -> None:
        """Re-read characters from the campaign, keeping the choices."""
        self._state = state
        self.player.refresh(state)
        self.opponent.refresh(state)

    def _show_versus(self, versus: bool) -> None:
        self.stakes_form.setRowVisible(self.player_compromise, versus)
        self.stakes_form.setRowVisible(self.opponent_compromise, versus)
        label = self.stakes_form.labelForField(self.consequence)
        if isinstance(label, QLabel):
            label.setText(self.tr("Opponent's intent") if versus else self.tr("Consequence"))
        self.opponent_box.setVisible(versus)
        self.difficulty_box.setVisible(not versus)
        self.changed.emit()

    def choice(self) -> RollChoice:
        """The test the form describes, or why it cannot be rolled."""
        state = self._state
        if state is None:
            return RollChoice(None, self.tr("No campaign."))
        versus = self.versus.isChecked()
        player_id = self.player.character_id()
        opponent_id = self.opponent.character_id() if versus else None
        try:
            stakes = Stakes(
                intent=self.intent.text().strip(),
                task=self.task.text().strip(),
                consequence=self.consequence.text().strip(),
                player_compromise=self.player_compromise.text().strip() if versus else "",
                opponent_compromise=self.opponent_compromise.text().strip() if versus else "",
            )
            test = ObstacleTest(
                stakes=stakes,
                player=self.player.roller(),
                opponent=self.opponent.roller() if versus else None,
                difficulty=None if versus else int(self.difficulty.currentData()),
                rank=Rank(self.rank.currentData()),
                edge=Edge(self.edge.currentData()),
                sides=die_sides(state),
            )
        except RulesError as error:
            return RollChoice(None, refusal_text(error), player_id, opponent_id)
        if versus and opponent_id is not None and opponent_id == player_id:
            return RollChoice(None, self.tr("Choose someone else to oppose them."), player_id)
        return RollChoice(test, "", player_id, opponent_id)
