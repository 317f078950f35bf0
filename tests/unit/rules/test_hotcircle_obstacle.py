"""Hot Circle obstacle tests: stakes, both pools, who may reroll, and what happens."""

from fractions import Fraction

import pytest

from gmscreen.rules.dice import FixedDice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.character import Artha
from gmscreen.rules.hotcircle.character import Asset
from gmscreen.rules.hotcircle.character import Belief
from gmscreen.rules.hotcircle.character import Character
from gmscreen.rules.hotcircle.character import Condition
from gmscreen.rules.hotcircle.character import Instinct
from gmscreen.rules.hotcircle.character import InstinctForm
from gmscreen.rules.hotcircle.character import Lifepath
from gmscreen.rules.hotcircle.contest import Pool
from gmscreen.rules.hotcircle.contest import RerollReason
from gmscreen.rules.hotcircle.contest import Side
from gmscreen.rules.hotcircle.obstacle import ObstacleTest
from gmscreen.rules.hotcircle.obstacle import Outcome
from gmscreen.rules.hotcircle.obstacle import reroll_obstacle_test
from gmscreen.rules.hotcircle.obstacle import resolve_obstacle_test
from gmscreen.rules.hotcircle.obstacle import roll_obstacle_test
from gmscreen.rules.hotcircle.odds import task_win_probability
from gmscreen.rules.hotcircle.pools import Edge
from gmscreen.rules.hotcircle.pools import LifepathFit
from gmscreen.rules.hotcircle.pools import TaskDice
from gmscreen.rules.hotcircle.stakes import Hindrance
from gmscreen.rules.hotcircle.stakes import HindranceKind
from gmscreen.rules.hotcircle.stakes import Reward
from gmscreen.rules.hotcircle.stakes import Roller
from gmscreen.rules.hotcircle.stakes import Stakes
from gmscreen.rules.hotcircle.stakes import roller_for
from gmscreen.rules.hotcircle.tables import AssetKind
from gmscreen.rules.hotcircle.tables import Difficulty
from gmscreen.rules.hotcircle.tables import Rank

STAKES = Stakes(intent="reach the gate by dawn", task="run the rooftops", consequence="caught")
VERSUS = Stakes(
    intent="talk the guard round",
    task="bribe him",
    consequence="the guard raises the alarm",
    player_compromise="the guard lets me go but keeps the bribe",
    opponent_compromise="he lets me through, and tells his captain",
)
SMUGGLER = TaskDice(fit=LifepathFit.HELPFUL, lifepath="Smuggler", rating=4)


def independent(**changes: object) -> ObstacleTest:
    options: dict[str, object] = {
        "stakes": STAKES,
        "player": Roller(dice=SMUGGLER),
        "difficulty": Difficulty.MODERATE,
    }
    options.update(changes)
    return ObstacleTest(**options)  # type: ignore[arg-type]


def versus(stakes: Stakes = VERSUS, **changes: object) -> ObstacleTest:
    options: dict[str, object] = {
        "stakes": stakes,
        "player": Roller(name="Ada", dice=SMUGGLER, persona_points=1),
        "opponent": Roller(name="Guard", dice=TaskDice(), persona_points=1),
    }
    options.update(changes)
    return ObstacleTest(**options)  # type: ignore[arg-type]


def test_a_test_needs_intent_task_and_consequence() -> None:
    with pytest.raises(RulesError, match="clear consequence"):
        Stakes(intent="escape", task="climb", consequence=" ")


def test_compromises_come_in_pairs_and_only_in_versus_tests() -> None:
    with pytest.raises(RulesError, match="or neither"):
        Stakes(intent="a", task="b", consequence="c", player_compromise="d")
    with pytest.raises(RulesError, match="only a versus test"):
        independent(stakes=VERSUS)


def test_an_independent_test_rolls_the_difficulty_plus_hindrances() -> None:
    test = independent(
        rank=Rank.JOURNEYMAN,
        player=Roller(
            dice=SMUGGLER,
            hindrances=(
                Hindrance(HindranceKind.TRAIT, "Reckless"),
                Hindrance(HindranceKind.CONDITION, "Tired", Reward.CLEAR_CONDITION),
            ),
        ),
    )
    assert test.task_dice == 4
    assert test.obstacle_dice == 3 + 2 + 2
    assert test.obstacle_breakdown[0] == ("moderate obstacle", 3)
    assert test.obstacle_breakdown[1] == ("judged for a journeyman", 2)


def test_a_difficulty_judged_for_an_apprentice_says_so_with_its_article() -> None:
    test = independent(rank=Rank.APPRENTICE, player=Roller(dice=SMUGGLER))
    assert test.obstacle_breakdown[1] == ("judged for an apprentice", 1)


def test_a_versus_test_rolls_the_opponents_task_roll() -> None:
    test = versus(
        player=Roller(dice=SMUGGLER, hindrances=(Hindrance(HindranceKind.TRAIT, "Proud"),)),
        opponent=Roller(
            dice=TaskDice(fit=LifepathFit.HELPFUL, lifepath="Guard", rating=3, traits=("Dutiful",)),
            hindrances=(Hindrance(HindranceKind.CONDITION, "Drunk"),),
        ),
    )
    assert test.task_dice == 4 + 1
    assert test.obstacle_dice == 3 + 1 + 1


def test_setups_that_mix_independent_and_versus_are_refused() -> None:
    with pytest.raises(RulesError, match="needs a difficulty"):
        independent(difficulty=None)
    with pytest.raises(RulesError, match="not a difficulty"):
        versus(difficulty=2)


def test_only_a_hindering_trait_earns_a_fate_point_not_a_clearing() -> None:
    with pytest.raises(RulesError, match="cannot clear the condition"):
        Hindrance(HindranceKind.TRAIT, "Proud", Reward.CLEAR_CONDITION)
    with pytest.raises(RulesError, match="only a hindering lifepath"):
        Roller(dice=SMUGGLER, lifepath_reward=Reward.CLEAR_TAX)


def test_the_task_wins_with_the_higher_result() -> None:
    roll = roll_obstacle_test(independent(), dice=FixedDice([1, 5, 2, 2, 4, 3, 1]))
    outcome = resolve_obstacle_test(roll, dice=FixedDice([]))
    assert outcome.passed
    assert outcome.outcome is Outcome.INTENT
    assert outcome.narration == "reach the gate by dawn"


def test_a_tie_goes_to_the_bigger_pool() -> None:
    roll = roll_obstacle_test(independent(), dice=FixedDice([1, 4, 2, 2, 4, 3, 1]))
    assert resolve_obstacle_test(roll, dice=FixedDice([])).outcome is Outcome.INTENT


def test_advantage_gives_the_player_one_reroll() -> None:
    roll = roll_obstacle_test(independent(edge=Edge.ADVANTAGE), dice=FixedDice([1] * 4 + [5, 1, 1]))
    assert roll.rerolls_left(Side.PLAYER) == 1
    roll = reroll_obstacle_test(
        roll,
        Pool.TASK,
        reason=RerollReason.ADVANTAGE,
        side=Side.PLAYER,
        dice=FixedDice([6, 1, 1, 1]),
    )
    assert roll.rerolls_left(Side.PLAYER) == 0
    with pytest.raises(RulesError, match="one reroll per test"):
        reroll_obstacle_test(
            roll,
            Pool.TASK,
            reason=RerollReason.ADVANTAGE,
            side=Side.PLAYER,
            dice=FixedDice([1] * 4),
        )
    assert resolve_obstacle_test(roll, dice=FixedDice([])).passed


def test_disadvantage_gives_the_gm_the_reroll_not_the_player() -> None:
    roll = roll_obstacle_test(independent(edge=Edge.DISADVANTAGE), dice=FixedDice([6] * 7))
    with pytest.raises(RulesError, match="GM or opponent"):
        reroll_obstacle_test(
            roll, Pool.TASK, reason=RerollReason.DISADVANTAGE, side=Side.PLAYER, dice=FixedDice([])
        )
    roll = reroll_obstacle_test(
        roll,
        Pool.TASK,
        reason=RerollReason.DISADVANTAGE,
        side=Side.OPPONENT,
        dice=FixedDice([2] * 4),
    )
    assert not resolve_obstacle_test(roll, dice=FixedDice([])).passed


def test_persona_points_buy_rerolls_until_they_run_out_and_fate_points_do_not() -> None:
    test = independent(player=Roller(dice=SMUGGLER, persona_points=2))
    roll = roll_obstacle_test(test, dice=FixedDice([1] * 4 + [6, 1, 1]))
    for _ in range(2):
        roll = reroll_obstacle_test(
            roll,
            Pool.OBSTACLE,
            reason=RerollReason.PERSONA_POINT,
            side=Side.PLAYER,
            dice=FixedDice([5, 5, 5]),
        )
    with pytest.raises(RulesError, match="no persona point left"):
        reroll_obstacle_test(
            roll,
            Pool.OBSTACLE,
            reason=RerollReason.PERSONA_POINT,
            side=Side.PLAYER,
            dice=FixedDice([1, 1, 1]),
        )
    with pytest.raises(RulesError, match="fate points reroll ability tests"):
        reroll_obstacle_test(
            roll, Pool.TASK, reason=RerollReason.FATE_POINT, side=Side.PLAYER, dice=FixedDice([])
        )
    outcome = resolve_obstacle_test(roll, dice=FixedDice([]))
    (effects,) = outcome.effects
    assert effects.persona_points_spent == 2
    assert effects.lifepath == "Smuggler"


def test_accepting_the_opponents_compromise_buys_a_reroll_and_softens_the_win() -> None:
    roll = roll_obstacle_test(versus(), dice=FixedDice([1, 1, 1, 1, 6, 1]))
    roll = reroll_obstacle_test(
        roll,
        Pool.TASK,
        reason=RerollReason.COMPROMISE,
        side=Side.PLAYER,
        dice=FixedDice([6, 6, 1, 1]),
    )
    with pytest.raises(RulesError, match="already accepted"):
        reroll_obstacle_test(
            roll, Pool.TASK, reason=RerollReason.COMPROMISE, side=Side.PLAYER, dice=FixedDice([])
        )
    outcome = resolve_obstacle_test(roll, dice=FixedDice([]))
    assert outcome.passed
    assert outcome.outcome is Outcome.OPPONENT_COMPROMISE
    assert outcome.narration == "he lets me through, and tells his captain"


def test_the_opponent_accepting_the_players_compromise_softens_the_loss() -> None:
    roll = roll_obstacle_test(versus(), dice=FixedDice([5, 1, 1, 1, 3, 1]))
    roll = reroll_obstacle_test(
        roll,
        Pool.OBSTACLE,
        reason=RerollReason.COMPROMISE,
        side=Side.OPPONENT,
        dice=FixedDice([6, 2]),
    )
    outcome = resolve_obstacle_test(roll, dice=FixedDice([]))
    assert not outcome.passed
    assert outcome.outcome is Outcome.PLAYER_COMPROMISE
    assert outcome.narration == "the guard lets me go but keeps the bribe"


def test_a_simple_versus_test_offers_no_compromise_reroll() -> None:
    simple = Stakes(intent="win the race", task="sprint", consequence="she wins")
    roll = roll_obstacle_test(versus(stakes=simple), dice=FixedDice([1] * 6))
    with pytest.raises(RulesError, match="with compromises"):
        reroll_obstacle_test(
            roll, Pool.TASK, reason=RerollReason.COMPROMISE, side=Side.PLAYER, dice=FixedDice([])
        )


def test_hindering_choices_earn_fate_points_or_clear() -> None:
    player = Roller(
        dice=TaskDice(fit=LifepathFit.HINDERING, lifepath="Noble", rating=3),
        hindrances=(
            Hindrance(HindranceKind.TRAIT, "Arrogant"),
            Hindrance(HindranceKind.CONDITION, "Wounded", Reward.CLEAR_CONDITION),
            Hindrance(HindranceKind.CONDITION, "Hungry"),
        ),
        lifepath_reward=Reward.CLEAR_TAX,
    )
    test = independent(player=player, difficulty=Difficulty.EASY)
    assert test.task_dice == 1
    assert test.obstacle_dice == 4
    outcome = resolve_obstacle_test(
        roll_obstacle_test(test, dice=FixedDice([2, 1, 1, 1, 1])), dice=FixedDice([])
    )
    (effects,) = outcome.effects
    assert effects.fate_points_earned == 2
    assert effects.conditions_hindered == ("Wounded",)
    assert effects.clears_tax


def test_odds_before_and_after_the_roll_count_the_rerolls_held() -> None:
    test = versus()
    # The player holds 1 persona point and the compromise; so does the opponent.
    assert test.rerolls_held(Side.PLAYER) == 2
    assert test.win_probability() == task_win_probability(
        4, 2, sides=6, task_rerolls=2, obstacle_rerolls=2
    )
    assert test.win_probability(counting_compromises=False) == task_win_probability(
        4, 2, sides=6, task_rerolls=1, obstacle_rerolls=1
    )
    roll = roll_obstacle_test(test, dice=FixedDice([1, 1, 1, 1, 6, 6]))
    assert roll.win_probability(counting_compromises=False) < Fraction(1, 2)
    # Losing 1 against 6: the 4D task roll only needs a 6 (it wins ties with more dice),
    # while the opponent's 2D would have to come up all 1s; the player picks up their own.
    choices = roll.reroll_choices(Side.PLAYER)
    assert choices[Pool.TASK] > choices[Pool.OBSTACLE]
    assert roll.win_probability() == choices[Pool.TASK]
    empty = independent()
    roll = roll_obstacle_test(empty, dice=FixedDice([1, 1, 1, 1, 6, 6, 6]))
    assert roll.win_probability() == 0


def ada() -> Character:
    return Character(
        name="Ada",
        beliefs=(Belief("the guild is rotten", "expose the master"),) * 3,
        instincts=(Instinct(InstinctForm.ALWAYS, "check the exits"),) * 3,
        traits=("Sly", "Proud", "Quick"),
        conditions=(Condition("Tired"),),
        lifepaths=(Lifepath("Dock-born", "Docks"), Lifepath("Smuggler", "Docks", 5)),
        assets=(Asset(AssetKind.WISE, "Harbour-wise", "Smuggler"),),
        artha=Artha(fate_points=1, persona_points=3),
    )


def test_a_roller_from_a_sheet_uses_the_characters_own_numbers() -> None:
    roller = roller_for(
        ada(),
        fit=LifepathFit.HELPFUL,
        lifepath="Smuggler",
        traits=("Sly",),
        wises=("Harbour-wise",),
        hindrances=(Hindrance(HindranceKind.CONDITION, "Tired"),),
    )
    assert roller.dice.dice == 5 + 1 + 1
    assert roller.persona_points == 3


def test_a_roller_from_a_sheet_refuses_what_the_character_lacks() -> None:
    with pytest.raises(RulesError, match="no trait 'Brave'"):
        roller_for(ada(), fit=LifepathFit.NEUTRAL, traits=("Brave",))
    with pytest.raises(RulesError, match="no skill"):
        roller_for(ada(), fit=LifepathFit.NEUTRAL, skills=("Harbour-wise",))
    with pytest.raises(RulesError, match="no lifepath"):
        roller_for(ada(), fit=LifepathFit.HELPFUL, lifepath="Pirate")
