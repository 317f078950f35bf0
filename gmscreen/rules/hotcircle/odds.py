"""Exact odds of Hot Circle tests, before the roll and after each reroll (no sampling).

How rerolls are played in these odds (the text lets anyone reroll in any order, so a policy is
needed to give one number):

* A side that holds rerolls spends one only while it is losing under the tie rule, and rerolls
  whichever roll (its own or the other side's) gives it the better final chance, knowing the
  rerolls both sides still hold. A losing side with rerolls always rerolls (standing loses).
* On a dead heat (equal results from equal dice) nobody is losing: the player may reroll first
  if that beats the even chance of the tie-break, then the opponent may.
* When nobody will reroll, the tie rule settles it: more dice wins, and a dead heat is a fair
  coin (both pools are rolled again until they differ, and equal pools are symmetric).

"After a reroll" therefore means: the named roll has just been rolled again (the reroll is
already paid for and not counted in the rerolls the sides still hold), and play goes on under
the policy above.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import NotRequired
from typing import TypedDict
from typing import Unpack

from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.contest import Contest
from gmscreen.rules.hotcircle.contest import Pool
from gmscreen.rules.hotcircle.contest import Side
from gmscreen.rules.hotcircle.contest import Standing
from gmscreen.rules.hotcircle.contest import standing_of
from gmscreen.rules.hotcircle.pools import check_die_sides

_HALF = Fraction(1, 2)


def result_distribution(dice: int, *, sides: int) -> tuple[Fraction, ...]:
    """Pool result: the chance that the highest of `dice` dice shows 1, 2, … `sides`."""
    check_die_sides(sides)
    if dice < 1:
        raise RulesError(f"a pool rolls at least 1 die, not {dice}", rule="dice pool")
    total = sides**dice
    return tuple(Fraction(top**dice - (top - 1) ** dice, total) for top in range(1, sides + 1))


class _Game:
    """The chance the task wins from a standing, with both sides' rerolls, memoised per call."""

    def __init__(self, task_dice: int, obstacle_dice: int, sides: int) -> None:
        self.task_dice = task_dice
        self.obstacle_dice = obstacle_dice
        self.task_results = result_distribution(task_dice, sides=sides)
        self.obstacle_results = result_distribution(obstacle_dice, sides=sides)
        self.memo: dict[tuple[int, int, int, int], Fraction] = {}
        self.after_memo: dict[tuple[Pool, int, int, int], Fraction] = {}

    def value(self, task: int, obstacle: int, task_rerolls: int, obstacle_rerolls: int) -> Fraction:
        key = (task, obstacle, task_rerolls, obstacle_rerolls)
        if key not in self.memo:
            self.memo[key] = self._solve(*key)
        return self.memo[key]

    def _solve(
        self, task: int, obstacle: int, task_rerolls: int, obstacle_rerolls: int
    ) -> Fraction:
        standing = standing_of(
            task, obstacle, task_dice=self.task_dice, obstacle_dice=self.obstacle_dice
        )
        if standing is Standing.TASK_AHEAD:
            if obstacle_rerolls == 0:
                return Fraction(1)
            return min(self._options(task, obstacle, task_rerolls, obstacle_rerolls - 1))
        if standing is Standing.OBSTACLE_AHEAD:
            if task_rerolls == 0:
                return Fraction(0)
            return max(self._options(task, obstacle, task_rerolls - 1, obstacle_rerolls))
        if_player_stands = _HALF
        if obstacle_rerolls:
            options = self._options(task, obstacle, task_rerolls, obstacle_rerolls - 1)
            if_player_stands = min(_HALF, *options)
        if task_rerolls == 0:
            return if_player_stands
        return max(
            if_player_stands, *self._options(task, obstacle, task_rerolls - 1, obstacle_rerolls)
        )

    def _options(
        self, task: int, obstacle: int, task_rerolls: int, obstacle_rerolls: int
    ) -> tuple[Fraction, Fraction]:
        return (
            self.after(Pool.TASK, task, obstacle, task_rerolls, obstacle_rerolls),
            self.after(Pool.OBSTACLE, task, obstacle, task_rerolls, obstacle_rerolls),
        )

    def after(
        self, pool: Pool, task: int, obstacle: int, task_rerolls: int, obstacle_rerolls: int
    ) -> Fraction:
        # The chance after a reroll does not depend on the face being replaced, so it is
        # memoised on the other roll's result only (this is what keeps d20 odds fast).
        kept = obstacle if pool is Pool.TASK else task
        key = (pool, kept, task_rerolls, obstacle_rerolls)
        if key not in self.after_memo:
            self.after_memo[key] = self._expected(pool, kept, task_rerolls, obstacle_rerolls)
        return self.after_memo[key]

    def _expected(
        self, pool: Pool, kept: int, task_rerolls: int, obstacle_rerolls: int
    ) -> Fraction:
        if pool is Pool.TASK:
            return sum(
                (
                    chance * self.value(new, kept, task_rerolls, obstacle_rerolls)
                    for new, chance in enumerate(self.task_results, start=1)
                ),
                Fraction(0),
            )
        return sum(
            (
                chance * self.value(kept, new, task_rerolls, obstacle_rerolls)
                for new, chance in enumerate(self.obstacle_results, start=1)
            ),
            Fraction(0),
        )


def _check(
    task_dice: int, obstacle_dice: int, sides: int, task_rerolls: int, obstacle_rerolls: int
) -> None:
    check_die_sides(sides)
    for dice, what in ((task_dice, "task"), (obstacle_dice, "obstacle")):
        if dice < 1:
            raise RulesError(f"the {what} roll needs at least 1 die, not {dice}", rule="odds")
    if task_rerolls < 0 or obstacle_rerolls < 0:
        raise RulesError("a side cannot hold fewer than 0 rerolls", rule="odds")


class PoolsInPlay(TypedDict):
    """The two pools and the rerolls each side still holds, as every odds-between-rerolls
    function takes them (keywords); a side holds no reroll unless told."""

    task_dice: int
    obstacle_dice: int
    sides: int
    task_rerolls: NotRequired[int]
    obstacle_rerolls: NotRequired[int]


def _standing_game(
    task_result: int, obstacle_result: int, pools: PoolsInPlay
) -> tuple[_Game, int, int]:
    """The game from rolls already on the table, after checking the pools can read them, with
    the rerolls each side holds."""
    sides = pools["sides"]
    task_rerolls = pools.get("task_rerolls", 0)
    obstacle_rerolls = pools.get("obstacle_rerolls", 0)
    _check(pools["task_dice"], pools["obstacle_dice"], sides, task_rerolls, obstacle_rerolls)
    for result in (task_result, obstacle_result):
        if not 1 <= result <= sides:
            raise RulesError(f"a d{sides} pool cannot read {result}", rule="odds")
    return _Game(pools["task_dice"], pools["obstacle_dice"], sides), task_rerolls, obstacle_rerolls


def task_win_probability(
    task_dice: int,
    obstacle_dice: int,
    *,
    sides: int,
    task_rerolls: int = 0,
    obstacle_rerolls: int = 0,
) -> Fraction:
    """Odds before the roll: the chance the task roll beats the obstacle roll, ties included,
    when the player holds `task_rerolls` and the opponent `obstacle_rerolls`."""
    _check(task_dice, obstacle_dice, sides, task_rerolls, obstacle_rerolls)
    game = _Game(task_dice, obstacle_dice, sides)
    return sum(
        (
            task_chance
            * obstacle_chance
            * game.value(task, obstacle, task_rerolls, obstacle_rerolls)
            for task, task_chance in enumerate(game.task_results, start=1)
            for obstacle, obstacle_chance in enumerate(game.obstacle_results, start=1)
        ),
        Fraction(0),
    )


def standing_win_probability(
    task_result: int, obstacle_result: int, **pools: Unpack[PoolsInPlay]
) -> Fraction:
    """Odds between rerolls: the chance the task wins from the rolls as they stand now."""
    game, task_rerolls, obstacle_rerolls = _standing_game(task_result, obstacle_result, pools)
    return game.value(task_result, obstacle_result, task_rerolls, obstacle_rerolls)


def reroll_win_probability(
    pool: Pool, task_result: int, obstacle_result: int, **pools: Unpack[PoolsInPlay]
) -> Fraction:
    """Odds after a reroll: the chance the task wins once `pool` is rolled again now; the
    rerolls given are those the sides still hold after paying for this one."""
    game, task_rerolls, obstacle_rerolls = _standing_game(task_result, obstacle_result, pools)
    return game.after(pool, task_result, obstacle_result, task_rerolls, obstacle_rerolls)


def reroll_choices(
    side: Side, task_result: int, obstacle_result: int, **pools: Unpack[PoolsInPlay]
) -> dict[Pool, Fraction]:
    """Odds after a reroll, for each roll a side could pick up: the chance the task wins once
    `side` spends one of the rerolls it holds (the counts given are before paying)."""
    paid = pools.copy()
    paid["task_rerolls"] = pools.get("task_rerolls", 0) - (side is Side.PLAYER)
    paid["obstacle_rerolls"] = pools.get("obstacle_rerolls", 0) - (side is Side.OPPONENT)
    if min(paid["task_rerolls"], paid["obstacle_rerolls"]) < 0:
        raise RulesError(f"the {side} holds no reroll to spend", rule="rerolls")
    return {
        pool: reroll_win_probability(pool, task_result, obstacle_result, **paid) for pool in Pool
    }


def advised_reroll(
    side: Side, task_result: int, obstacle_result: int, **pools: Unpack[PoolsInPlay]
) -> Pool:
    """Which roll a side should pick up: the one that leaves it the better chance (its own
    roll on equal chances). The counts given are the rerolls held before paying."""
    odds = reroll_choices(side, task_result, obstacle_result, **pools)
    if side is Side.PLAYER:
        return Pool.OBSTACLE if odds[Pool.OBSTACLE] > odds[Pool.TASK] else Pool.TASK
    return Pool.TASK if odds[Pool.TASK] < odds[Pool.OBSTACLE] else Pool.OBSTACLE


@dataclass(frozen=True, slots=True)
class ContestOdds:
    """A contest on the table and the rerolls each side still holds: the odds an ability or
    obstacle test shows between rerolls (the same policy as above)."""

    contest: Contest
    sides: int
    task_rerolls: int
    obstacle_rerolls: int

    def _pools(self) -> PoolsInPlay:
        return PoolsInPlay(
            task_dice=self.contest.task.dice,
            obstacle_dice=self.contest.obstacle.dice,
            sides=self.sides,
            task_rerolls=self.task_rerolls,
            obstacle_rerolls=self.obstacle_rerolls,
        )

    def win_probability(self) -> Fraction:
        """Odds now: the chance the task wins from these rolls, rerolls still to come."""
        task, obstacle = self.contest.task, self.contest.obstacle
        return standing_win_probability(task.result, obstacle.result, **self._pools())

    def reroll_choices(self, side: Side) -> dict[Pool, Fraction]:
        """Odds after a reroll: the chance the task wins if `side` spends a reroll now on the
        task roll or on the obstacle roll."""
        task, obstacle = self.contest.task, self.contest.obstacle
        return reroll_choices(side, task.result, obstacle.result, **self._pools())
