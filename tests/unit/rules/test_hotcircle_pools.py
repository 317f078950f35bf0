"""Hot Circle pools: a roll reads its single highest die; task and obstacle dice add up."""

import pytest

from gmscreen.rules.dice import FixedDice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.pools import Edge
from gmscreen.rules.hotcircle.pools import LifepathFit
from gmscreen.rules.hotcircle.pools import PoolRoll
from gmscreen.rules.hotcircle.pools import TaskDice
from gmscreen.rules.hotcircle.pools import combine_edges
from gmscreen.rules.hotcircle.pools import difficulty_dice
from gmscreen.rules.hotcircle.pools import roll_pool
from gmscreen.rules.hotcircle.tables import Difficulty
from gmscreen.rules.hotcircle.tables import Rank


def test_a_pool_reads_its_single_highest_die_and_keeps_every_face() -> None:
    roll = roll_pool(4, sides=6, dice=FixedDice([2, 5, 1, 5]))
    assert roll.result == 5
    assert roll.faces == (2, 5, 1, 5)
    assert roll.dice == 4
    assert str(roll) == "4D [2 5 1 5] → 5"


def test_the_die_size_is_the_campaigns() -> None:
    assert roll_pool(2, sides=10, dice=FixedDice([9, 10])).result == 10
    with pytest.raises(RulesError, match="a d6 cannot show 7"):
        PoolRoll((7,), 6)
    with pytest.raises(RulesError, match="at least 2 faces"):
        roll_pool(1, sides=1, dice=FixedDice([1]))


def test_a_pool_rolls_at_least_one_die() -> None:
    with pytest.raises(RulesError, match="at least 1 die"):
        roll_pool(0, sides=6, dice=FixedDice([]))


@pytest.mark.parametrize(
    ("fit", "rating", "expected"),
    [
        (LifepathFit.HELPFUL, 3, 3),
        (LifepathFit.HELPFUL, 6, 6),
        (LifepathFit.NEUTRAL, 5, 2),
        (LifepathFit.HINDERING, 5, 1),
    ],
)
def test_the_lifepaths_fit_sets_the_base_dice(fit: LifepathFit, rating: int, expected: int) -> None:
    assert TaskDice(fit=fit, lifepath="Smuggler", rating=rating).dice == expected


def test_each_helpful_bonus_adds_one_die() -> None:
    dice = TaskDice(
        fit=LifepathFit.HELPFUL,
        lifepath="Smuggler",
        rating=4,
        extra_lifepaths=("Dockhand",),
        traits=("Sly", "Quick"),
        conditions=("Angry",),
        wises=("Harbour-wise",),
        skills=("Lockpicking-skill",),
    )
    assert dice.dice == 4 + 1 + 2 + 1 + 1 + 1
    assert dice.breakdown[0] == ("helpful lifepath Smuggler", 4)
    assert ("trait Quick", 1) in dice.breakdown


def test_a_helpful_lifepath_needs_a_rating_of_3_to_6() -> None:
    with pytest.raises(RulesError, match="give it"):
        TaskDice(fit=LifepathFit.HELPFUL, lifepath="Smuggler")
    with pytest.raises(RulesError, match="3–6, not 7"):
        TaskDice(fit=LifepathFit.HELPFUL, lifepath="Smuggler", rating=7)


def test_extra_lifepaths_only_add_beside_a_helpful_one() -> None:
    with pytest.raises(RulesError, match="only beside a helpful lifepath"):
        TaskDice(fit=LifepathFit.NEUTRAL, extra_lifepaths=("Dockhand",))


def test_an_average_character_rolls_two_dice() -> None:
    assert TaskDice().dice == 2


@pytest.mark.parametrize(
    ("difficulty", "rank", "expected"),
    [
        (Difficulty.EASY, Rank.AVERAGE, 1),
        (Difficulty.VERY_HARD, Rank.AVERAGE, 5),
        (Difficulty.EASY, Rank.MASTER, 4),
        (Difficulty.MODERATE, Rank.APPRENTICE, 4),
        (Difficulty.ROUTINE, Rank.JOURNEYMAN, 4),
    ],
)
def test_difficulty_is_1_to_5_dice_plus_the_rank_it_is_judged_for(
    difficulty: Difficulty, rank: Rank, expected: int
) -> None:
    assert difficulty_dice(difficulty, rank=rank) == expected


def test_difficulty_outside_the_scale_is_refused() -> None:
    with pytest.raises(RulesError, match="1D–5D, not 6D"):
        difficulty_dice(6)


def test_advantage_counts_once_and_cancels_disadvantage() -> None:
    assert combine_edges(Edge.ADVANTAGE, Edge.ADVANTAGE) is Edge.ADVANTAGE
    assert combine_edges(Edge.ADVANTAGE, Edge.DISADVANTAGE) is Edge.NONE
    assert combine_edges(Edge.DISADVANTAGE, Edge.NONE) is Edge.DISADVANTAGE
    assert combine_edges() is Edge.NONE
