"""Hot Circle rolls against each other: rerolls pick up a whole pool; ties and their breaking."""

import pytest

from gmscreen.rules.dice import FixedDice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.contest import (
    Contest,
    Decider,
    Pool,
    RerollReason,
    Side,
    Standing,
    settle,
    start_contest,
)
from gmscreen.rules.hotcircle.pools import PoolRoll


def test_the_higher_result_wins() -> None:
    contest = start_contest(2, 3, sides=6, dice=FixedDice([5, 2, 4, 4, 1]))
    settlement = settle(contest, dice=FixedDice([]))
    assert settlement.task_wins
    assert settlement.decided_by is Decider.HIGHER_RESULT


def test_on_a_tie_the_roll_with_more_dice_wins() -> None:
    contest = Contest(PoolRoll((4, 1), 6), PoolRoll((4, 4, 2), 6))
    assert contest.standing is Standing.OBSTACLE_AHEAD
    settlement = settle(contest, dice=FixedDice([]))
    assert not settlement.task_wins
    assert settlement.decided_by is Decider.MORE_DICE


def test_a_tie_with_equal_dice_rerolls_both_until_it_breaks() -> None:
    contest = Contest(PoolRoll((3, 6), 6), PoolRoll((6, 2), 6))
    assert contest.standing is Standing.DEAD_HEAT
    settlement = settle(contest, dice=FixedDice([2, 5, 5, 1, 1, 3, 2, 2]))
    assert settlement.decided_by is Decider.TIE_REROLLED
    assert [(t.faces, o.faces) for t, o in settlement.tie_breaks] == [
        ((2, 5), (5, 1)),
        ((1, 3), (2, 2)),
    ]
    assert settlement.task_wins


def test_a_reroll_picks_up_all_the_dice_of_one_roll() -> None:
    contest = Contest(PoolRoll((1, 2, 3), 6), PoolRoll((5,), 6))
    after = contest.rerolled(
        Pool.TASK, reason=RerollReason.PERSONA_POINT, side=Side.PLAYER, dice=FixedDice([6, 1, 1])
    )
    assert after.task.faces == (6, 1, 1)
    assert after.obstacle == contest.obstacle
    (entry,) = after.rerolls
    assert entry.before.faces == (1, 2, 3)
    assert after.rerolls_paid(RerollReason.PERSONA_POINT, Side.PLAYER) == 1
    assert after.rerolls_paid(RerollReason.PERSONA_POINT, Side.OPPONENT) == 0


def test_all_dice_in_a_game_share_one_size() -> None:
    with pytest.raises(RulesError, match="one size"):
        Contest(PoolRoll((3,), 6), PoolRoll((3,), 8))
