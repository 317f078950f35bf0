"""Hot Circle rolls against each other: rerolls pick up a whole pool; ties and their breaking."""

import pytest

from gmscreen.rules.dice import FixedDice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.contest import Contest
from gmscreen.rules.hotcircle.contest import Decider
from gmscreen.rules.hotcircle.contest import KindOfTest
from gmscreen.rules.hotcircle.contest import Pool
from gmscreen.rules.hotcircle.contest import RerollReason
from gmscreen.rules.hotcircle.contest import Side
from gmscreen.rules.hotcircle.contest import Standing
from gmscreen.rules.hotcircle.contest import reroll_method_allowed
from gmscreen.rules.hotcircle.contest import settle
from gmscreen.rules.hotcircle.contest import settle_from_faces
from gmscreen.rules.hotcircle.contest import start_contest
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


def test_tie_breaks_replayed_per_pool_give_the_live_settlement() -> None:
    """Ties: equal results from equal dice roll both pools again until they differ."""
    contest = Contest(PoolRoll((3, 6), 6), PoolRoll((6, 2), 6))
    replayed = settle_from_faces(contest, [((2, 5), (5, 1)), ((1, 3), (2, 2))])
    assert replayed == settle(contest, dice=FixedDice([2, 5, 5, 1, 1, 3, 2, 2]))
    assert replayed.task_wins
    assert settle_from_faces(Contest(PoolRoll((4,), 6), PoolRoll((2,), 6))).task_wins


def test_a_tie_break_of_the_wrong_size_is_refused_even_when_the_faces_add_up() -> None:
    """Ties: each tie-break roll is its own pool's size; a flat list could hide a wrong split."""
    contest = Contest(PoolRoll((3, 6), 6), PoolRoll((6, 2), 6))
    with pytest.raises(RulesError, match="a tie-break roll of a 2D pool needs 2 faces, not 3"):
        settle_from_faces(contest, [((2, 5, 5), (1,))])
    with pytest.raises(RulesError, match="the tie is not broken yet"):
        settle_from_faces(contest, [((2, 5), (5, 1))])
    with pytest.raises(RulesError, match="more tie-break rolls than the tie needed"):
        settle_from_faces(contest, [((6, 1), (2, 2)), ((1, 1), (1, 1))])
    with pytest.raises(RulesError, match="more tie-break rolls"):
        settle_from_faces(Contest(PoolRoll((4,), 6), PoolRoll((4, 1), 6)), [((1,), (1, 1))])


@pytest.mark.parametrize(
    ("kind", "allowed"),
    [
        (
            KindOfTest.OBSTACLE,
            {"advantage", "disadvantage", "persona point", "accepted compromise"},
        ),
        (KindOfTest.ABILITY, {"advantage", "disadvantage", "fate point"}),
    ],
)
def test_which_rerolls_a_kind_of_test_takes_is_known_before_rolling(
    kind: KindOfTest, allowed: set[str]
) -> None:
    """Rerolls: persona points and compromises reroll obstacle tests, fate points ability tests."""
    assert {r.value for r in RerollReason if reroll_method_allowed(kind, r)} == allowed
