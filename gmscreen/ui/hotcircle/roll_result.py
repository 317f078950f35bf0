"""A rolled test: both pools' dice, who is ahead, the exact odds from here, a button per reroll a
side can still pay for (with the odds after it), and, once settled, the outcome."""

from __future__ import annotations

from fractions import Fraction
from html import escape

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QGridLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QWidget

from gmscreen.rules.hotcircle.ability import AbilityOutcome
from gmscreen.rules.hotcircle.ability import AbilityRoll
from gmscreen.rules.hotcircle.contest import Decider
from gmscreen.rules.hotcircle.contest import Pool
from gmscreen.rules.hotcircle.contest import RerollReason
from gmscreen.rules.hotcircle.contest import Side
from gmscreen.rules.hotcircle.contest import Standing
from gmscreen.rules.hotcircle.obstacle import ObstacleOutcome
from gmscreen.rules.hotcircle.obstacle import ObstacleRoll
from gmscreen.rules.hotcircle.obstacle import Outcome
from gmscreen.rules.hotcircle.pools import Edge
from gmscreen.ui import boxes
from gmscreen.ui.hotcircle.ability_words import ability_words
from gmscreen.ui.hotcircle.artha_words import event_line
from gmscreen.ui.hotcircle.pool_dice import OBSTACLE_COLOUR
from gmscreen.ui.hotcircle.pool_dice import TASK_COLOUR
from gmscreen.ui.hotcircle.pool_dice import PoolDice
from gmscreen.ui.hotcircle.roll_lines import outcome_name
from gmscreen.ui.hotcircle.terms import term
from gmscreen.ui.odds_text import percent
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")
CONTEXT = "HotCircleResult"
DECIDERS = {
    Decider.HIGHER_RESULT: QT_TRANSLATE_NOOP("HotCircleResult", "higher result"),
    Decider.MORE_DICE: QT_TRANSLATE_NOOP("HotCircleResult", "more dice on a tie"),
    Decider.TIE_REROLLED: QT_TRANSLATE_NOOP("HotCircleResult", "tie rolled again"),
}
OUTCOME_COLOURS = {
    Outcome.INTENT: "#2e7d32",
    Outcome.CONSEQUENCE: "#c62828",
    Outcome.OPPONENT_COMPROMISE: "#b35c00",
    Outcome.PLAYER_COMPROMISE: "#b35c00",
}
RerollOption = tuple[Side, RerollReason, int]


def reroll_options(roll: ObstacleRoll | AbilityRoll) -> list[RerollOption]:
    """The rerolls each side can still pay for: (side, what pays, how many are left)."""
    test, contest = roll.test, roll.contest
    options: list[RerollOption] = []
    if test.edge is Edge.ADVANTAGE and not contest.rerolls_paid(RerollReason.ADVANTAGE):
        options.append((Side.PLAYER, RerollReason.ADVANTAGE, 1))
    if isinstance(roll, AbilityRoll):
        left = roll.test.fate_points - contest.rerolls_paid(RerollReason.FATE_POINT, Side.PLAYER)
        if left > 0:
            options.append((Side.PLAYER, RerollReason.FATE_POINT, left))
    else:
        obstacle_test = roll.test
        for side, roller in (
            (Side.PLAYER, obstacle_test.player),
            (Side.OPPONENT, obstacle_test.opponent),
        ):
            if roller is not None:
                left = roller.persona_points - contest.rerolls_paid(
                    RerollReason.PERSONA_POINT, side
                )
                if left > 0:
                    options.append((side, RerollReason.PERSONA_POINT, left))
            compromises = obstacle_test.versus and obstacle_test.stakes.has_compromises
            if compromises and not roll.compromise_accepted_by(side):
                options.append((side, RerollReason.COMPROMISE, 1))
    if test.edge is Edge.DISADVANTAGE and not contest.rerolls_paid(RerollReason.DISADVANTAGE):
        options.append((Side.OPPONENT, RerollReason.DISADVANTAGE, 1))
    return options


POOLS = {
    Pool.TASK: QT_TRANSLATE_NOOP("HotCircleResult", "task"),
    Pool.OBSTACLE: QT_TRANSLATE_NOOP("HotCircleResult", "obstacle"),
}
REASONS = {
    RerollReason.ADVANTAGE: QT_TRANSLATE_NOOP("HotCircleResult", "advantage"),
    RerollReason.DISADVANTAGE: QT_TRANSLATE_NOOP("HotCircleResult", "disadvantage"),
    RerollReason.PERSONA_POINT: QT_TRANSLATE_NOOP("HotCircleResult", "persona point"),
    RerollReason.FATE_POINT: QT_TRANSLATE_NOOP("HotCircleResult", "fate point"),
    RerollReason.COMPROMISE: QT_TRANSLATE_NOOP("HotCircleResult", "accepted compromise"),
}


def pool_name(pool: Pool) -> str:
    """ "task" or "obstacle", in the GM's language."""
    return translate(CONTEXT, POOLS[pool])


def side_name(roll: ObstacleRoll | AbilityRoll, side: Side) -> str:
    """Who a side is, for the buttons: the player character, the opponent, or the GM."""
    if side is Side.PLAYER:
        if isinstance(roll, ObstacleRoll) and roll.test.player.name:
            return roll.test.player.name
        return translate("HotCircleResult", "Player")
    if isinstance(roll, ObstacleRoll) and roll.test.opponent is not None:
        return roll.test.opponent.name or translate("HotCircleResult", "Opponent")
    return translate("HotCircleResult", "GM")


def reroll_text(roll: ObstacleRoll | AbilityRoll, option: RerollOption) -> str:
    """What pays for a reroll: "a persona point (1 left)", "accept Dusk's compromise"."""
    side, reason, left = option
    if reason is RerollReason.COMPROMISE:
        other = side_name(roll, Side.OPPONENT if side is Side.PLAYER else Side.PLAYER)
        return translate("HotCircleResult", "accept %1's compromise").replace("%1", other)
    if reason is RerollReason.PERSONA_POINT:
        return translate("HotCircleResult", "a persona point (%1 left)").replace("%1", str(left))
    if reason is RerollReason.FATE_POINT:
        return translate("HotCircleResult", "a fate point (%1 left)").replace("%1", str(left))
    if reason is RerollReason.ADVANTAGE:
        return translate("HotCircleResult", "their advantage")
    return translate("HotCircleResult", "the player's disadvantage")


def reroll_history(roll: ObstacleRoll | AbilityRoll) -> str:
    """The rerolls made so far, one a line: "Dusk — persona point: obstacle 5 → 4"."""
    return "\n".join(
        f"{side_name(roll, item.side)} — {translate(CONTEXT, REASONS[item.reason])}: "
        f"{pool_name(item.pool)} {item.before.result} → {item.after.result}"
        for item in roll.contest.rerolls
    )


class ContestView(QWidget):
    """Shows a rolled test and asks for rerolls and for settling it."""

    reroll_requested = Signal(str, str, str)  # side, reason, pool
    settle_requested = Signal(bool)  # True: the GM's alternative consequence instead of tax

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.heading = QLabel("")
        self.heading.setWordWrap(True)
        self.task_label = QLabel("")
        self.task_dice = PoolDice(TASK_COLOUR)
        self.obstacle_label = QLabel("")
        self.obstacle_dice = PoolDice(OBSTACLE_COLOUR)
        self.standing = QLabel("")
        self.standing.setWordWrap(True)
        self.odds = QLabel("")
        self.odds.setWordWrap(True)
        self.rerolls = QGridLayout()
        self.reroll_buttons: dict[tuple[Side, RerollReason, Pool], QPushButton] = {}
        self.history = QLabel("")
        self.history.setWordWrap(True)
        self.history.setStyleSheet("color: palette(dark);")
        self.alternative = QCheckBox("")
        self.settle_button = QPushButton(self.tr("Let it ride: settle the test"))
        self.settle_button.setToolTip(
            self.tr("No more rerolls: break any tie, and apply artha, assets and tax")
        )
        self.settle_button.clicked.connect(
            lambda: self.settle_requested.emit(self.alternative.isChecked())
        )
        self.outcome = QLabel("")
        self.outcome.setWordWrap(True)
        self.outcome.setTextFormat(Qt.TextFormat.RichText)
        dice = boxes.grid(
            [[self.task_label, self.task_dice], [self.obstacle_label, self.obstacle_dice]]
        )
        dice.setColumnStretch(1, 1)
        boxes.column(
            self.heading,
            dice,
            self.standing,
            self.odds,
            self.rerolls,
            self.history,
            self.alternative,
            self.settle_button,
            self.outcome,
            parent=self,
            margins=0,
        )
        self.show_test(None)

    def show_test(
        self,
        roll: ObstacleRoll | AbilityRoll | None,
        outcome: ObstacleOutcome | AbilityOutcome | None = None,
        events: tuple[str, ...] = (),
        heading: str = "",
    ) -> None:
        """Show a test being rolled, or settled (with what it did), or nothing."""
        self._clear_rerolls()
        self.setVisible(roll is not None)
        if roll is None:
            return
        self.heading.setText(f"<b>{escape(heading)}</b>")
        self.heading.setVisible(bool(heading))
        contest = outcome.settlement if outcome is not None else roll.contest
        self.task_label.setText(self.tr("Task %dD") % contest.task.dice)
        self.obstacle_label.setText(self.tr("Obstacle %dD") % contest.obstacle.dice)
        self.task_dice.show_roll(contest.task)
        self.obstacle_dice.show_roll(contest.obstacle)
        self.history.setText(reroll_history(roll))
        self.history.setVisible(bool(roll.contest.rerolls))
        settled = outcome is not None
        for widget in (self.odds, self.settle_button):
            widget.setVisible(not settled)
        self.outcome.setVisible(settled)
        self.standing.setVisible(not settled)
        if outcome is not None:
            self.alternative.setVisible(False)
            self.outcome.setText(self._outcome_text(outcome, events))
            return
        self._show_standing(roll)
        self._show_rerolls(roll)
        alternative = roll.test.table.alternative_failure if isinstance(roll, AbilityRoll) else ""
        self.alternative.setText(
            self.tr("If it fails: %s (instead of the tax)") % ability_words(alternative)
        )
        self.alternative.setChecked(False)
        self.alternative.setVisible(bool(alternative))

    def _show_standing(self, roll: ObstacleRoll | AbilityRoll) -> None:
        contest = roll.contest
        standing = contest.standing
        colour = {"task ahead": "#2e7d32", "obstacle ahead": "#c62828"}.get(
            standing.value, "#b35c00"
        )
        words = {
            Standing.TASK_AHEAD: self.tr("The task is ahead"),
            Standing.OBSTACLE_AHEAD: self.tr("The obstacle is ahead"),
            Standing.DEAD_HEAT: self.tr("Dead heat: both would roll again"),
        }[standing]
        tie = ""
        if contest.task.result == contest.obstacle.result and standing is not Standing.DEAD_HEAT:
            # Ties: the roll of more dice wins; say so, or "5 against 5" reads as a mistake.
            tie = " " + self.tr("(a tie: more dice win, %1D against %2D)").replace(
                "%1", str(contest.task.dice)
            ).replace("%2", str(contest.obstacle.dice))
        self.standing.setText(
            f"<b style='color:{colour}'>{words}</b> — {contest.task.result} "
            + self.tr("against")
            + f" {contest.obstacle.result}"
            + tie
        )
        self.odds.setText(
            self.tr(
                "The task wins <b>%s</b> from here, if both sides use the rerolls they hold well"
            )
            % percent(roll.win_probability())
        )

    def _clear_rerolls(self) -> None:
        while self.rerolls.count():
            item = self.rerolls.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.reroll_buttons = {}

    def _show_rerolls(self, roll: ObstacleRoll | AbilityRoll) -> None:
        row = 0
        header_for: Side | None = None
        for option in reroll_options(roll):
            side, reason, _left = option
            if side is not header_for:
                header_for = side
                header = QLabel(
                    self.tr("<b>%s</b> may reroll, paying with") % side_name(roll, side)
                )
                self.rerolls.addWidget(header, row, 0, 1, 3)
                row += 1
            label = QLabel(reroll_text(roll, option))
            label.setWordWrap(True)
            label.setIndent(12)
            self.rerolls.addWidget(label, row, 0)
            odds: dict[Pool, Fraction] = roll.reroll_choices(side)
            for column, pool in enumerate(Pool, start=1):
                button = QPushButton(f"{pool_name(pool)} → {percent(odds[pool])}")
                button.setToolTip(
                    self.tr("Reroll the %s roll; the task then wins %s")
                    % (pool_name(pool), percent(odds[pool]))
                )
                button.clicked.connect(
                    lambda _=False, s=side, r=reason, p=pool: self.reroll_requested.emit(
                        s.value, r.value, p.value
                    )
                )
                self.rerolls.addWidget(button, row, column)
                self.reroll_buttons[(side, reason, pool)] = button
            row += 1
        self.rerolls.setColumnStretch(0, 1)

    def _outcome_text(
        self, outcome: ObstacleOutcome | AbilityOutcome, events: tuple[str, ...]
    ) -> str:
        settlement = outcome.settlement
        lines = []
        if isinstance(outcome, ObstacleOutcome):
            colour = OUTCOME_COLOURS[outcome.outcome]
            lines.append(
                f"<b style='color:{colour}; font-size:large'>{outcome_name(outcome.outcome)}"
                f"</b>: {outcome.narration}"
            )
        elif outcome.asset is not None:
            lines.append(
                f"<b style='color:#2e7d32; font-size:large'>{self.tr('Passed')}</b>: "
                f"{term(outcome.asset.kind)} <i>{outcome.asset.name}</i> "
                + self.tr("noted on %s")
                % outcome.asset.lifepath
            )
        elif outcome.taxes is not None:
            lines.append(
                f"<b style='color:#c62828; font-size:large'>{self.tr('Failed')}</b>: "
                + self.tr("%s's %s is taxed") % (outcome.test.lifepath, term(outcome.taxes))
            )
        else:
            lines.append(
                f"<b style='color:#c62828; font-size:large'>{self.tr('Failed')}</b>: "
                f"{ability_words(outcome.alternative)}"
            )
        decided = (
            f"{settlement.task.result} " + self.tr("against") + f" {settlement.obstacle.result}"
        )
        lines.append(f"{decided} ({translate(CONTEXT, DECIDERS[settlement.decided_by])})")
        lines.extend(event_line(event) for event in events)
        return "<br>".join(lines)
