"""What ability and obstacle tests share: the advantage and disadvantage rerolls, the rerolls
each side holds, and the odds before the roll and between rerolls.

Which other rerolls a side holds differs (fate points for ability tests; persona points and
compromises for obstacle tests), so each test counts its own in `rerolls_left_after`; the edge
rule, the odds and the roll on the table are written once here.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Generic
from typing import Self
from typing import TypeVar

from gmscreen.rules.dice import Dice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.contest import Contest
from gmscreen.rules.hotcircle.contest import Pool
from gmscreen.rules.hotcircle.contest import Reroll
from gmscreen.rules.hotcircle.contest import RerollReason
from gmscreen.rules.hotcircle.contest import Side
from gmscreen.rules.hotcircle.contest import start_contest
from gmscreen.rules.hotcircle.odds import ContestOdds
from gmscreen.rules.hotcircle.odds import task_win_probability
from gmscreen.rules.hotcircle.pools import Edge
from gmscreen.rules.hotcircle.pools import RollBreakdowns

# Advantage and disadvantage, in any test: the reroll each gives, who holds it, and the refusal
# when another side asks for it.
_EDGE_REROLLS = {
    Edge.ADVANTAGE: (
        RerollReason.ADVANTAGE,
        Side.PLAYER,
        "only the player rerolls for their advantage",
    ),
    Edge.DISADVANTAGE: (
        RerollReason.DISADVANTAGE,
        Side.OPPONENT,
        "only the GM or opponent rerolls for the player's disadvantage",
    ),
}


def edge_rerolls_left(edge: Edge, rerolls: tuple[Reroll, ...], side: Side) -> int:
    """Advantage gives the player one reroll per test, disadvantage the GM (or the opponent)
    one; what is left of it once `rerolls` have been made."""
    if edge not in _EDGE_REROLLS:
        return 0
    reason, holder, _ = _EDGE_REROLLS[edge]
    if side is not holder:
        return 0
    return 1 - sum(1 for item in rerolls if item.reason is reason and item.side is side)


def check_edge_reroll(edge: Edge, contest: Contest, reason: RerollReason, side: Side) -> None:
    """Advantage and disadvantage: refuses a reroll for an edge the test does not have, asked
    for by the wrong side, or already used (one per test).

    Raises:
        RulesError: the reroll is not this side's to make.
    """
    wanted = Edge.ADVANTAGE if reason is RerollReason.ADVANTAGE else Edge.DISADVANTAGE
    _, holder, wrong_side = _EDGE_REROLLS[wanted]
    if side is not holder:
        raise RulesError(wrong_side, rule=str(wanted))
    if edge is not wanted:
        raise RulesError(f"this test has no {wanted}", rule=str(wanted))
    if contest.rerolls_paid(reason):
        raise RulesError(f"{wanted} gives one reroll per test", rule=str(wanted))


class RerollingTest(RollBreakdowns):
    """A test as set up, which knows the rerolls each side holds.

    `counting_compromises` asks whether an offered compromise counts as a reroll held (only a
    versus obstacle test offers one; an ability test has none to count).
    """

    __slots__ = ()

    sides: int

    def rerolls_left_after(
        self, rerolls: tuple[Reroll, ...], side: Side, *, counting_compromises: bool = True
    ) -> int:
        """Rerolls a side can still make once `rerolls` have been made."""
        raise NotImplementedError

    def rerolls_held(self, side: Side, *, counting_compromises: bool = True) -> int:
        """Rerolls a side holds before the roll."""
        return self.rerolls_left_after((), side, counting_compromises=counting_compromises)

    def win_probability(self, *, counting_compromises: bool = True) -> Fraction:
        """Odds before the roll that the task wins, each side spending the rerolls it holds."""
        return task_win_probability(
            self.task_dice,
            self.obstacle_dice,
            sides=self.sides,
            task_rerolls=self.rerolls_held(Side.PLAYER, counting_compromises=counting_compromises),
            obstacle_rerolls=self.rerolls_held(
                Side.OPPONENT, counting_compromises=counting_compromises
            ),
        )


TestT = TypeVar("TestT", bound=RerollingTest)


@dataclass(frozen=True, slots=True)
class RolledTest(Generic[TestT]):
    """A test after the dice hit the table, while rerolls are still being made."""

    test: TestT
    contest: Contest

    @classmethod
    def roll(cls, test: TestT, *, dice: Dice) -> Self:
        """Rolling a test: the task roll first, then the obstacle roll."""
        return cls(
            test, start_contest(test.task_dice, test.obstacle_dice, sides=test.sides, dice=dice)
        )

    def rerolls_left(self, side: Side, *, counting_compromises: bool = True) -> int:
        """Rerolls a side can still make."""
        return self.test.rerolls_left_after(
            self.contest.rerolls, side, counting_compromises=counting_compromises
        )

    def odds(self, *, counting_compromises: bool = True) -> ContestOdds:
        """The odds between rerolls, with the rerolls each side has left."""
        return ContestOdds(
            self.contest,
            self.test.sides,
            self.rerolls_left(Side.PLAYER, counting_compromises=counting_compromises),
            self.rerolls_left(Side.OPPONENT, counting_compromises=counting_compromises),
        )

    def win_probability(self, *, counting_compromises: bool = True) -> Fraction:
        """Odds now: the chance the task wins from these rolls, rerolls still to come."""
        return self.odds(counting_compromises=counting_compromises).win_probability()

    def reroll_choices(
        self, side: Side, *, counting_compromises: bool = True
    ) -> dict[Pool, Fraction]:
        """Odds after a reroll: the chance the task wins if this side spends a reroll now on
        the task roll or on the obstacle roll."""
        return self.odds(counting_compromises=counting_compromises).reroll_choices(side)
