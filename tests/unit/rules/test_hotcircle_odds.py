"""Hot Circle exact odds, checked against brute-force enumeration of every face."""

from fractions import Fraction
from functools import cache
from itertools import product

import pytest
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.contest import Pool
from gmscreen.rules.hotcircle.contest import Side
from gmscreen.rules.hotcircle.odds import advised_reroll
from gmscreen.rules.hotcircle.odds import reroll_choices
from gmscreen.rules.hotcircle.odds import reroll_win_probability
from gmscreen.rules.hotcircle.odds import result_distribution
from gmscreen.rules.hotcircle.odds import standing_win_probability
from gmscreen.rules.hotcircle.odds import task_win_probability

HALF = Fraction(1, 2)


def settle_value(task_faces: tuple[int, ...], obstacle_faces: tuple[int, ...]) -> Fraction:
    """The tie rule read straight off the faces: higher wins, then more dice, then a coin."""
    task, obstacle = max(task_faces), max(obstacle_faces)
    if task != obstacle:
        return Fraction(int(task > obstacle))
    if len(task_faces) != len(obstacle_faces):
        return Fraction(int(len(task_faces) > len(obstacle_faces)))
    return HALF


def all_faces(dice: int, sides: int) -> list[tuple[int, ...]]:
    return list(product(range(1, sides + 1), repeat=dice))


def brute_force(task_dice: int, obstacle_dice: int, sides: int) -> Fraction:
    outcomes = [
        settle_value(task, obstacle)
        for task in all_faces(task_dice, sides)
        for obstacle in all_faces(obstacle_dice, sides)
    ]
    return sum(outcomes, Fraction(0)) / len(outcomes)


def brute_force_game(
    task_dice: int, obstacle_dice: int, sides: int, task_rerolls: int, obstacle_rerolls: int
) -> Fraction:
    """The reroll policy of the odds module, played out over every face tuple."""
    task_rolls = all_faces(task_dice, sides)
    obstacle_rolls = all_faces(obstacle_dice, sides)

    @cache
    def value(task: tuple[int, ...], obstacle: tuple[int, ...], p: int, q: int) -> Fraction:
        def reroll_task(p2: int, q2: int) -> Fraction:
            total = sum((value(new, obstacle, p2, q2) for new in task_rolls), Fraction(0))
            return total / len(task_rolls)

        def reroll_obstacle(p2: int, q2: int) -> Fraction:
            total = sum((value(task, new, p2, q2) for new in obstacle_rolls), Fraction(0))
            return total / len(obstacle_rolls)

        now = settle_value(task, obstacle)
        if now == 1:
            return now if q == 0 else min(reroll_task(p, q - 1), reroll_obstacle(p, q - 1))
        if now == 0:
            return now if p == 0 else max(reroll_task(p - 1, q), reroll_obstacle(p - 1, q))
        stands = HALF if q == 0 else min(HALF, reroll_task(p, q - 1), reroll_obstacle(p, q - 1))
        return stands if p == 0 else max(stands, reroll_task(p - 1, q), reroll_obstacle(p - 1, q))

    outcomes = [
        value(task, obstacle, task_rerolls, obstacle_rerolls)
        for task in task_rolls
        for obstacle in obstacle_rolls
    ]
    return sum(outcomes, Fraction(0)) / len(outcomes)


@pytest.mark.parametrize("sides", [4, 6])
@pytest.mark.parametrize("task_dice", [1, 2, 3])
@pytest.mark.parametrize("obstacle_dice", [1, 2, 3])
def test_odds_without_rerolls_match_brute_force(
    sides: int, task_dice: int, obstacle_dice: int
) -> None:
    assert task_win_probability(task_dice, obstacle_dice, sides=sides) == brute_force(
        task_dice, obstacle_dice, sides
    )


def test_known_odds_on_d6() -> None:
    # 1D against 1D: equal pools, so exactly even; 2D against 1D wins ties as well.
    assert task_win_probability(1, 1, sides=6) == HALF
    assert task_win_probability(2, 1, sides=6) == Fraction(161, 216)
    assert task_win_probability(3, 2, sides=6) == Fraction(5593, 7776)


@pytest.mark.parametrize(
    ("task_dice", "obstacle_dice", "sides", "task_rerolls", "obstacle_rerolls"),
    [
        (1, 1, 6, 1, 0),
        (2, 1, 6, 1, 0),
        (1, 2, 6, 0, 1),
        (2, 2, 6, 1, 0),
        (2, 2, 4, 1, 1),
        (1, 2, 4, 2, 1),
        (2, 1, 4, 1, 2),
    ],
)
def test_odds_with_rerolls_match_the_policy_played_over_every_face(
    task_dice: int, obstacle_dice: int, sides: int, task_rerolls: int, obstacle_rerolls: int
) -> None:
    exact = task_win_probability(
        task_dice,
        obstacle_dice,
        sides=sides,
        task_rerolls=task_rerolls,
        obstacle_rerolls=obstacle_rerolls,
    )
    assert exact == brute_force_game(
        task_dice, obstacle_dice, sides, task_rerolls, obstacle_rerolls
    )


def test_one_reroll_for_the_losing_player_on_1d_against_1d() -> None:
    # Losing 3 against 5. Rerolling the task: a 6 wins, a 5 is a dead heat (1/6 + 1/12).
    # Rerolling the obstacle: a 1 or 2 wins, a 3 is a dead heat (2/6 + 1/12): the better one.
    common = {"task_dice": 1, "obstacle_dice": 1, "sides": 6}
    assert reroll_win_probability(Pool.TASK, 3, 5, **common) == Fraction(1, 4)
    assert reroll_win_probability(Pool.OBSTACLE, 3, 5, **common) == Fraction(5, 12)
    assert standing_win_probability(3, 5, task_rerolls=1, **common) == Fraction(5, 12)
    assert standing_win_probability(3, 5, **common) == 0
    assert advised_reroll(Side.PLAYER, 3, 5, task_rerolls=1, **common) is Pool.OBSTACLE
    # The opponent, losing 5 against 3, is advised the mirror image.
    assert advised_reroll(Side.OPPONENT, 5, 3, obstacle_rerolls=1, **common) is Pool.TASK
    with pytest.raises(RulesError, match="holds no reroll"):
        reroll_choices(Side.PLAYER, 3, 5, **common)


def test_the_odds_of_a_standing_without_rerolls_follow_the_tie_rule() -> None:
    assert standing_win_probability(4, 4, task_dice=3, obstacle_dice=2, sides=6) == 1
    assert standing_win_probability(4, 4, task_dice=2, obstacle_dice=3, sides=6) == 0
    assert standing_win_probability(4, 4, task_dice=2, obstacle_dice=2, sides=6) == HALF
    assert standing_win_probability(5, 4, task_dice=1, obstacle_dice=5, sides=6) == 1


def test_a_dead_heat_on_sixes_is_worth_breaking_by_rerolling_the_opponent() -> None:
    # Both 1D show 6: standing is a coin; rerolling the obstacle wins 5/6 and ties 1/6.
    odds = standing_win_probability(6, 6, task_dice=1, obstacle_dice=1, sides=6, task_rerolls=1)
    assert odds == Fraction(5, 6) + Fraction(1, 6) * HALF


def test_result_distribution_is_the_highest_die() -> None:
    assert result_distribution(2, sides=6) == tuple(
        Fraction(2 * top - 1, 36) for top in range(1, 7)
    )


def test_odds_refuse_impossible_inputs() -> None:
    with pytest.raises(RulesError, match="at least 1 die"):
        task_win_probability(0, 1, sides=6)
    with pytest.raises(RulesError, match="cannot read 7"):
        standing_win_probability(7, 1, task_dice=1, obstacle_dice=1, sides=6)
    with pytest.raises(RulesError, match="fewer than 0"):
        task_win_probability(1, 1, sides=6, task_rerolls=-1)


pools = st.integers(min_value=1, max_value=6)
rerolls = st.integers(min_value=0, max_value=3)
sides = st.sampled_from([2, 4, 6, 8])


@settings(max_examples=40, deadline=None)
@given(task=pools, obstacle=pools, p=rerolls, q=rerolls, s=sides)
def test_swapping_the_sides_gives_the_complement(
    task: int, obstacle: int, p: int, q: int, s: int
) -> None:
    forward = task_win_probability(task, obstacle, sides=s, task_rerolls=p, obstacle_rerolls=q)
    backward = task_win_probability(obstacle, task, sides=s, task_rerolls=q, obstacle_rerolls=p)
    assert forward + backward == 1


@settings(max_examples=40, deadline=None)
@given(task=pools, obstacle=pools, p=rerolls, q=rerolls, s=sides)
def test_more_dice_or_more_rerolls_never_hurt_the_task(
    task: int, obstacle: int, p: int, q: int, s: int
) -> None:
    base = task_win_probability(task, obstacle, sides=s, task_rerolls=p, obstacle_rerolls=q)
    assert 0 <= base <= 1
    assert (
        task_win_probability(task, obstacle, sides=s, task_rerolls=p + 1, obstacle_rerolls=q)
        >= base
    )
    assert (
        task_win_probability(task, obstacle, sides=s, task_rerolls=p, obstacle_rerolls=q + 1)
        <= base
    )
    assert task_win_probability(task + 1, obstacle, sides=s) >= task_win_probability(
        task, obstacle, sides=s
    )
