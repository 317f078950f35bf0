"""A task roll against an obstacle roll: rerolls, the tie rule and the winner, every face kept."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import replace
from enum import StrEnum

from gmscreen.rules.dice import Dice
from gmscreen.rules.dice import FixedDice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.pools import PoolRoll
from gmscreen.rules.hotcircle.pools import roll_pool
from gmscreen.rules.sides import TwoSides


class Pool(StrEnum):
    """The two rolls of a test."""

    TASK = "task"
    OBSTACLE = "obstacle"


class Side(TwoSides, StrEnum):
    """Who acts: the player rolls the task; the opponent (the GM or another character) opposes."""

    PLAYER = "player"
    OPPONENT = "opponent"


class RerollReason(StrEnum):
    """What paid for a reroll."""

    ADVANTAGE = "advantage"
    DISADVANTAGE = "disadvantage"
    PERSONA_POINT = "persona point"
    FATE_POINT = "fate point"
    COMPROMISE = "accepted compromise"


class KindOfTest(StrEnum):
    """The two kinds of test, which take different rerolls."""

    OBSTACLE = "obstacle test"
    ABILITY = "ability test"


_REROLL_METHODS = {
    KindOfTest.OBSTACLE: frozenset(RerollReason) - {RerollReason.FATE_POINT},
    KindOfTest.ABILITY: frozenset(
        {RerollReason.FATE_POINT, RerollReason.ADVANTAGE, RerollReason.DISADVANTAGE}
    ),
}


def reroll_method_allowed(kind: KindOfTest, reason: RerollReason) -> bool:
    """Rerolls: obstacle tests take advantage, disadvantage, persona points and compromises;
    ability tests take fate points, advantage and disadvantage. Asked before anything is rolled
    (whether this test still holds such a reroll is the test's own business)."""
    return reason in _REROLL_METHODS[kind]


class Standing(StrEnum):
    """Who is winning right now under the tie rule."""

    TASK_AHEAD = "task ahead"
    OBSTACLE_AHEAD = "obstacle ahead"
    DEAD_HEAT = "dead heat"
    """Equal results from equal dice: both pools would be rolled again until one is higher."""


def standing_of(
    task_result: int, obstacle_result: int, *, task_dice: int, obstacle_dice: int
) -> Standing:
    """Ties: the higher result wins; on equal results the pool with more dice wins."""
    if task_result != obstacle_result:
        return Standing.TASK_AHEAD if task_result > obstacle_result else Standing.OBSTACLE_AHEAD
    if task_dice != obstacle_dice:
        return Standing.TASK_AHEAD if task_dice > obstacle_dice else Standing.OBSTACLE_AHEAD
    return Standing.DEAD_HEAT


@dataclass(frozen=True, slots=True)
class Reroll:
    """One reroll in the log: which pool, who paid and how, and the roll before and after."""

    pool: Pool
    reason: RerollReason
    side: Side
    before: PoolRoll
    after: PoolRoll


@dataclass(frozen=True, slots=True)
class Contest:
    """Both rolls of a test as they stand, and the rerolls made so far."""

    task: PoolRoll
    obstacle: PoolRoll
    rerolls: tuple[Reroll, ...] = ()

    def __post_init__(self) -> None:
        if self.task.sides != self.obstacle.sides:
            raise RulesError(
                f"all dice share one size: d{self.task.sides} against d{self.obstacle.sides}",
                rule="die size",
            )

    @property
    def standing(self) -> Standing:
        """Who would win if the rolls stood now."""
        return standing_of(
            self.task.result,
            self.obstacle.result,
            task_dice=self.task.dice,
            obstacle_dice=self.obstacle.dice,
        )

    def rerolls_paid(self, reason: RerollReason, side: Side | None = None) -> int:
        """How many rerolls this reason (and side, if given) has paid for so far."""
        return sum(
            1
            for reroll in self.rerolls
            if reroll.reason is reason and (side is None or reroll.side is side)
        )

    def rerolled(self, pool: Pool, *, reason: RerollReason, side: Side, dice: Dice) -> Contest:
        """Rerolls: pick up every die of one roll, roll them again, and read the new best die."""
        before = self.task if pool is Pool.TASK else self.obstacle
        after = roll_pool(before.dice, sides=before.sides, dice=dice)
        entry = Reroll(pool, reason, side, before, after)
        if pool is Pool.TASK:
            return replace(self, task=after, rerolls=(*self.rerolls, entry))
        return replace(self, obstacle=after, rerolls=(*self.rerolls, entry))


@dataclass(frozen=True, slots=True)
class ArthaEffects:
    """What a test does to one side's artha, to apply to its character afterwards."""

    side: Side
    lifepath: str
    fate_points_earned: int = 0
    persona_points_spent: int = 0
    fate_points_spent: int = 0
    conditions_hindered: tuple[str, ...] = ()
    clears_tax: bool = False


def start_contest(task_dice: int, obstacle_dice: int, *, sides: int, dice: Dice) -> Contest:
    """Rolling a test: the task roll first, then the obstacle roll, on dice of one size."""
    task = roll_pool(task_dice, sides=sides, dice=dice)
    obstacle = roll_pool(obstacle_dice, sides=sides, dice=dice)
    return Contest(task, obstacle)


class Decider(StrEnum):
    """What decided the test."""

    HIGHER_RESULT = "higher result"
    MORE_DICE = "more dice on a tie"
    TIE_REROLLED = "tie rolled again"


@dataclass(frozen=True, slots=True)
class Settlement:
    """The final rolls of a test once every reroll is done, and whether the task won."""

    task: PoolRoll
    obstacle: PoolRoll
    task_wins: bool
    decided_by: Decider
    tie_breaks: tuple[tuple[PoolRoll, PoolRoll], ...] = ()
    """Each pair of (task, obstacle) rolls made to break a dead heat, in order."""


def settle_from_faces(
    contest: Contest, tie_breaks: Sequence[tuple[Sequence[int], Sequence[int]]] = ()
) -> Settlement:
    """Ties, replayed: `settle` with the tie-break rolls given per pool, as (task faces,
    obstacle faces) pairs in order. Each roll must have its pool's number of dice, and there
    must be exactly as many pairs as it took for the results to differ.

    Raises:
        RulesError: a roll of the wrong size, a pair after the tie was broken, or too few.
    """
    task, obstacle = contest.task, contest.obstacle
    faces = iter(tie_breaks)
    if task.result == obstacle.result and task.dice == obstacle.dice:
        for task_faces, obstacle_faces in faces:
            for pool, given in ((task, task_faces), (obstacle, obstacle_faces)):
                if len(given) != pool.dice:
                    raise RulesError(
                        f"a tie-break roll of a {pool.dice}D pool needs {pool.dice} faces, "
                        f"not {len(given)}",
                        rule="ties",
                    )
            task = PoolRoll(tuple(task_faces), task.sides)
            obstacle = PoolRoll(tuple(obstacle_faces), obstacle.sides)
            if task.result != obstacle.result:
                break
        else:
            raise RulesError("the tie is not broken yet: roll both pools again", rule="ties")
    if next(faces, None) is not None:
        raise RulesError("more tie-break rolls than the tie needed", rule="ties")
    return settle(contest, dice=FixedDice(_flat(tie_breaks)))


def _flat(pairs: Sequence[tuple[Sequence[int], Sequence[int]]]) -> list[int]:
    return [face for task, obstacle in pairs for face in (*task, *obstacle)]


def settle(contest: Contest, *, dice: Dice) -> Settlement:
    """Ties: once rerolls are over, equal results go to the pool with more dice; with equal
    dice both pools are rolled together again until the results differ."""
    task, obstacle = contest.task, contest.obstacle
    if task.result != obstacle.result:
        return Settlement(task, obstacle, task.result > obstacle.result, Decider.HIGHER_RESULT)
    if task.dice != obstacle.dice:
        return Settlement(task, obstacle, task.dice > obstacle.dice, Decider.MORE_DICE)
    breaks: list[tuple[PoolRoll, PoolRoll]] = []
    while task.result == obstacle.result:
        task = roll_pool(task.dice, sides=task.sides, dice=dice)
        obstacle = roll_pool(obstacle.dice, sides=obstacle.sides, dice=dice)
        breaks.append((task, obstacle))
    return Settlement(
        task, obstacle, task.result > obstacle.result, Decider.TIE_REROLLED, tuple(breaks)
    )
