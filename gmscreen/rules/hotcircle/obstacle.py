"""Obstacle tests, independent and versus: stakes, both pools, rerolls, ties and the outcome."""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import replace
from enum import StrEnum

from gmscreen.rules.dice import Dice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.contest import ArthaEffects
from gmscreen.rules.hotcircle.contest import Contest
from gmscreen.rules.hotcircle.contest import KindOfTest
from gmscreen.rules.hotcircle.contest import Pool
from gmscreen.rules.hotcircle.contest import Reroll
from gmscreen.rules.hotcircle.contest import RerollReason
from gmscreen.rules.hotcircle.contest import Settlement
from gmscreen.rules.hotcircle.contest import Side
from gmscreen.rules.hotcircle.contest import reroll_method_allowed
from gmscreen.rules.hotcircle.contest import settle
from gmscreen.rules.hotcircle.pools import Breakdown
from gmscreen.rules.hotcircle.pools import Edge
from gmscreen.rules.hotcircle.pools import LifepathFit
from gmscreen.rules.hotcircle.pools import check_die_sides
from gmscreen.rules.hotcircle.pools import difficulty_dice
from gmscreen.rules.hotcircle.rolled import RerollingTest
from gmscreen.rules.hotcircle.rolled import RolledTest
from gmscreen.rules.hotcircle.rolled import check_edge_reroll
from gmscreen.rules.hotcircle.rolled import edge_rerolls_left
from gmscreen.rules.hotcircle.stakes import Reward
from gmscreen.rules.hotcircle.stakes import Roller
from gmscreen.rules.hotcircle.stakes import Stakes
from gmscreen.rules.hotcircle.tables import BONUS_DIE
from gmscreen.rules.hotcircle.tables import DEFAULT_DIE_SIDES
from gmscreen.rules.hotcircle.tables import Difficulty
from gmscreen.rules.hotcircle.tables import Rank

RULE = "obstacle test"


@dataclass(frozen=True, slots=True, kw_only=True)
class ObstacleTest(RerollingTest):
    """An obstacle test as set up: independent (a difficulty) or versus (an opponent's roll).

    Attributes:
        stakes: intent, task, consequence, compromises (versus only).
        player: the player's side.
        opponent: the versus test's opponent; None for an independent test.
        difficulty: 1–5 for an independent test (None in a versus test).
        rank: who the difficulty is judged for (+0D average … +3D master).
        edge: advantage (a player reroll) or disadvantage (a reroll for the GM or opponent).
        sides: the campaign's die size.
    """

    stakes: Stakes
    player: Roller
    opponent: Roller | None = None
    difficulty: Difficulty | int | None = None
    rank: Rank = Rank.AVERAGE
    edge: Edge = Edge.NONE
    sides: int = DEFAULT_DIE_SIDES

    def __post_init__(self) -> None:
        check_die_sides(self.sides)
        if self.opponent is None:
            if self.difficulty is None:
                raise RulesError("an independent test needs a difficulty", rule=RULE)
            difficulty_dice(self.difficulty, rank=self.rank)
            if self.stakes.has_compromises:
                raise RulesError("only a versus test offers compromises", rule="compromise")
        elif self.difficulty is not None:
            raise RulesError("a versus test rolls the opponent's dice, not a difficulty", rule=RULE)

    @property
    def versus(self) -> bool:
        """A versus test: opposed by another character."""
        return self.opponent is not None

    @property
    def task_breakdown(self) -> Breakdown:
        """Every die of the task roll and why, for the log."""
        lines = list(self.player.dice.breakdown)
        if self.opponent is not None:
            lines.extend(
                (f"opponent's hindering {item.kind} {item.name}", BONUS_DIE)
                for item in self.opponent.hindrances
            )
        return tuple(lines)

    @property
    def obstacle_breakdown(self) -> Breakdown:
        """Every die of the obstacle roll and why, for the log."""
        if self.opponent is not None:
            lines = list(self.opponent.dice.breakdown)
        else:
            assert self.difficulty is not None
            lines = [(f"{Difficulty(self.difficulty).label} obstacle", int(self.difficulty))]
            if self.rank is not Rank.AVERAGE:
                rank = self.rank.name.lower()
                article = "an" if rank[0] in "aeiou" else "a"
                lines.append((f"judged for {article} {rank}", int(self.rank)))
        lines.extend(
            (f"hindering {item.kind} {item.name}", BONUS_DIE) for item in self.player.hindrances
        )
        return tuple(lines)

    def rerolls_left_after(
        self, rerolls: tuple[Reroll, ...], side: Side, *, counting_compromises: bool = True
    ) -> int:
        """Rerolls a side can still make: its unused edge, its unspent persona points, and the
        compromise it may accept (versus tests with compromises)."""

        def used(reason: RerollReason) -> int:
            return sum(1 for item in rerolls if item.reason is reason and item.side is side)

        left = edge_rerolls_left(self.edge, rerolls, side)
        roller = _roller(self, side)
        if roller is not None:
            left += roller.persona_points - used(RerollReason.PERSONA_POINT)
        if counting_compromises and self.versus and self.stakes.has_compromises:
            left += 1 - used(RerollReason.COMPROMISE)
        return left


def _roller(test: ObstacleTest, side: Side) -> Roller | None:
    return test.player if side is Side.PLAYER else test.opponent


class ObstacleRoll(RolledTest[ObstacleTest]):
    """An obstacle test after the dice hit the table, while rerolls are still being made."""

    __slots__ = ()

    def compromise_accepted_by(self, side: Side) -> bool:
        """Whether this side has accepted the other side's compromise (for a reroll)."""
        return self.contest.rerolls_paid(RerollReason.COMPROMISE, side) > 0


def roll_obstacle_test(test: ObstacleTest, *, dice: Dice) -> ObstacleRoll:
    """Obstacle test: roll the task roll, then the obstacle roll."""
    return ObstacleRoll.roll(test, dice=dice)


def reroll_obstacle_test(
    roll: ObstacleRoll, pool: Pool, *, reason: RerollReason, side: Side, dice: Dice
) -> ObstacleRoll:
    """Rerolls in an obstacle test: advantage (player, once), disadvantage (GM or opponent,
    once), a persona point (as often as the side has them), or accepting the other side's
    compromise (versus tests, once per side). Either side may reroll either roll."""
    test = roll.test
    contest = roll.contest
    if not reroll_method_allowed(KindOfTest.OBSTACLE, reason):
        raise RulesError(
            "fate points reroll ability tests; obstacle tests take persona points", rule="rerolls"
        )
    if reason in (RerollReason.ADVANTAGE, RerollReason.DISADVANTAGE):
        check_edge_reroll(test.edge, contest, reason, side)
    if reason is RerollReason.PERSONA_POINT:
        roller = _roller(test, side)
        held = roller.persona_points if roller is not None else 0
        if contest.rerolls_paid(reason, side) >= held:
            raise RulesError(
                f"the {side} has no persona point left to spend ({held} held)",
                rule="persona points",
            )
    if reason is RerollReason.COMPROMISE:
        if not (test.versus and test.stakes.has_compromises):
            raise RulesError(
                "only a versus test with compromises offers this reroll", rule="compromise"
            )
        if roll.compromise_accepted_by(side):
            raise RulesError(f"the {side} has already accepted a compromise", rule="compromise")
    return replace(roll, contest=contest.rerolled(pool, reason=reason, side=side, dice=dice))


class Outcome(StrEnum):
    """What happens in the story."""

    INTENT = "intent"
    CONSEQUENCE = "consequence"
    OPPONENT_COMPROMISE = "opponent's compromise"
    """The player won, but had accepted the opponent's compromise in place of the intent."""
    PLAYER_COMPROMISE = "player's compromise"
    """The player lost, but the opponent had accepted the player's compromise."""


@dataclass(frozen=True, slots=True)
class ObstacleOutcome:
    """A resolved obstacle test: final rolls, what happens, and each side's artha effects."""

    test: ObstacleTest
    contest: Contest
    settlement: Settlement
    outcome: Outcome
    effects: tuple[ArthaEffects, ...]

    @property
    def passed(self) -> bool:
        """The task roll beat the obstacle roll."""
        return self.settlement.task_wins

    @property
    def narration(self) -> str:
        """The outcome in the words the table agreed on."""
        stakes = self.test.stakes
        return {
            Outcome.INTENT: stakes.intent,
            Outcome.CONSEQUENCE: stakes.consequence,
            Outcome.OPPONENT_COMPROMISE: stakes.opponent_compromise,
            Outcome.PLAYER_COMPROMISE: stakes.player_compromise,
        }[self.outcome]


def _effects(test: ObstacleTest, contest: Contest, side: Side) -> ArthaEffects | None:
    roller = _roller(test, side)
    if roller is None:
        return None
    hindering = roller.dice.fit is LifepathFit.HINDERING
    fate = sum(1 for item in roller.hindrances if item.reward is Reward.FATE_POINT)
    if hindering and roller.lifepath_reward is Reward.FATE_POINT:
        fate += 1
    return ArthaEffects(
        side=side,
        lifepath=roller.dice.lifepath,
        fate_points_earned=fate,
        persona_points_spent=contest.rerolls_paid(RerollReason.PERSONA_POINT, side),
        conditions_hindered=tuple(
            item.name for item in roller.hindrances if item.reward is Reward.CLEAR_CONDITION
        ),
        clears_tax=hindering and roller.lifepath_reward is Reward.CLEAR_TAX,
    )


def resolve_obstacle_test(roll: ObstacleRoll, *, dice: Dice) -> ObstacleOutcome:
    """Outcome: when rerolls are over, settle ties; the task winning gives the intent, losing
    the consequence; an accepted compromise replaces the side of the outcome it softened."""
    settlement = settle(roll.contest, dice=dice)
    if settlement.task_wins:
        player_settled = roll.compromise_accepted_by(Side.PLAYER)
        outcome = Outcome.OPPONENT_COMPROMISE if player_settled else Outcome.INTENT
    else:
        opponent_settled = roll.compromise_accepted_by(Side.OPPONENT)
        outcome = Outcome.PLAYER_COMPROMISE if opponent_settled else Outcome.CONSEQUENCE
    effects = tuple(
        effect for side in Side if (effect := _effects(roll.test, roll.contest, side)) is not None
    )
    return ObstacleOutcome(roll.test, roll.contest, settlement, outcome, effects)
