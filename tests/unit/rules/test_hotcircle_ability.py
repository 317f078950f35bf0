"""Hot Circle ability tests: each ability's difficulty table, fate point rerolls, asset or tax."""

import dataclasses

import pytest

from gmscreen.rules.dice import FixedDice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.ability import AbilityOptions
from gmscreen.rules.hotcircle.ability import AbilityTest
from gmscreen.rules.hotcircle.ability import ability_test_for
from gmscreen.rules.hotcircle.ability import reroll_ability_test
from gmscreen.rules.hotcircle.ability import resolve_ability_test
from gmscreen.rules.hotcircle.ability import roll_ability_test
from gmscreen.rules.hotcircle.character import Artha
from gmscreen.rules.hotcircle.character import Character
from gmscreen.rules.hotcircle.character import Lifepath
from gmscreen.rules.hotcircle.contest import Pool
from gmscreen.rules.hotcircle.contest import RerollReason
from gmscreen.rules.hotcircle.contest import Side
from gmscreen.rules.hotcircle.pools import Edge
from gmscreen.rules.hotcircle.pools import LifepathFit
from gmscreen.rules.hotcircle.tables import Ability
from gmscreen.rules.hotcircle.tables import AbilityTables
from gmscreen.rules.hotcircle.tables import AssetKind
from gmscreen.rules.hotcircle.tables import Difficulty
from gmscreen.rules.hotcircle.tables import Rank


def setup_for(ability: Ability, **changes: object) -> AbilityTest:
    options: dict[str, object] = {
        "ability": ability,
        "asset": "a thing",
        "lifepath": "Smuggler",
        "fit": LifepathFit.HELPFUL,
        "rating": 4,
    }
    if ability is Ability.DEEDS:
        options["difficulty"] = Difficulty.EASY
    options.update(changes)
    return AbilityTest(**options)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("modifiers", "expected"),
    [
        ((), 1),
        (("valuable",), 2),
        (("valuable", "rare", "coincidental", "on_hand"), 5),
        (("valuable", "valuable", "rare"), 4),
    ],
)
def test_resources_difficulty_table(modifiers: tuple[str, ...], expected: int) -> None:
    assert setup_for(Ability.RESOURCES, obstacle_modifiers=modifiers).obstacle_dice == expected


@pytest.mark.parametrize(
    ("modifiers", "expected"),
    [
        ((), 1),
        (("hostile",), 2),
        (("hostile", "specific_lifepath", "rare_lifepath", "different_rank", "coincidental"), 6),
    ],
)
def test_circles_difficulty_table(modifiers: tuple[str, ...], expected: int) -> None:
    assert setup_for(Ability.CIRCLES, obstacle_modifiers=modifiers).obstacle_dice == expected


def test_circles_modifiers_count_once_unless_the_gm_allows_emphasis() -> None:
    with pytest.raises(RulesError, match="counts once"):
        setup_for(Ability.CIRCLES, obstacle_modifiers=("hostile", "hostile"))
    tables = AbilityTables()
    loose = dataclasses.replace(tables.circles, modifiers_may_repeat=True)
    options = AbilityOptions(tables=dataclasses.replace(tables, circles=loose))
    emphasised = setup_for(
        Ability.CIRCLES, obstacle_modifiers=("hostile", "hostile"), options=options
    )
    assert emphasised.obstacle_dice == 3


@pytest.mark.parametrize(
    ("modifiers", "expected"),
    [
        ((), 1),
        (("obscure", "secret", "distant", "ancient", "coincidental"), 6),
        (("ancient", "ancient"), 3),
    ],
)
def test_wises_difficulty_table(modifiers: tuple[str, ...], expected: int) -> None:
    assert setup_for(Ability.WISES, obstacle_modifiers=modifiers).obstacle_dice == expected


@pytest.mark.parametrize(
    ("difficulty", "rank", "expected"),
    [
        (Difficulty.EASY, Rank.AVERAGE, 1),
        (Difficulty.VERY_HARD, Rank.AVERAGE, 5),
        (Difficulty.HARD, Rank.APPRENTICE, 5),
        (Difficulty.ROUTINE, Rank.MASTER, 5),
    ],
)
def test_deeds_use_the_obstacle_difficulty_scale(
    difficulty: Difficulty, rank: Rank, expected: int
) -> None:
    assert setup_for(Ability.DEEDS, difficulty=difficulty, rank=rank).obstacle_dice == expected


def test_deeds_take_no_table_modifiers_and_others_no_scale() -> None:
    with pytest.raises(RulesError, match="no modifier 'rare'"):
        setup_for(Ability.DEEDS, obstacle_modifiers=("rare",))
    with pytest.raises(RulesError, match="needs a difficulty"):
        setup_for(Ability.DEEDS, difficulty=None)
    with pytest.raises(RulesError, match="from its table"):
        setup_for(Ability.RESOURCES, difficulty=3)


@pytest.mark.parametrize(
    ("ability", "bonuses", "expected"),
    [
        (Ability.RESOURCES, ("existing_gear",), 5),
        (Ability.CIRCLES, ("friendly_contact", "shared_relationship"), 6),
        (Ability.WISES, ("known_subject",), 5),
        (Ability.DEEDS, ("known_focus",), 5),
    ],
)
def test_task_bonuses_add_a_die_each(
    ability: Ability, bonuses: tuple[str, ...], expected: int
) -> None:
    assert setup_for(ability, task_bonuses=bonuses).task_dice == expected


def test_the_lifepath_fit_sets_the_task_roll() -> None:
    assert setup_for(Ability.WISES, fit=LifepathFit.NEUTRAL).task_dice == 2
    assert setup_for(Ability.WISES, fit=LifepathFit.HINDERING).task_dice == 1


def test_a_taxed_ability_cannot_be_tested_on_that_lifepath() -> None:
    with pytest.raises(RulesError, match="Smuggler's circles is taxed"):
        setup_for(Ability.CIRCLES, taxed=frozenset({Ability.CIRCLES}))
    assert setup_for(Ability.RESOURCES, taxed=frozenset({Ability.CIRCLES})).task_dice == 4


@pytest.mark.parametrize(
    ("ability", "kind", "name"),
    [
        (Ability.RESOURCES, AssetKind.GEAR, "rowing boat"),
        (Ability.CIRCLES, AssetKind.CONTACT, "rowing boat"),
        (Ability.WISES, AssetKind.SUBJECT, "rowing boat-wise"),
        (Ability.DEEDS, AssetKind.FOCUS, "rowing boat-skill"),
    ],
)
def test_a_pass_notes_a_temporary_asset(ability: Ability, kind: AssetKind, name: str) -> None:
    setup = setup_for(ability, asset="rowing boat")
    outcome = resolve_ability_test(
        roll_ability_test(setup, dice=FixedDice([6, 1, 1, 1, 2])), dice=FixedDice([])
    )
    assert outcome.passed
    assert outcome.asset is not None
    assert (outcome.asset.kind, outcome.asset.name, outcome.asset.lifepath) == (
        kind,
        name,
        "Smuggler",
    )
    assert outcome.taxes is None


def test_a_failure_taxes_the_ability_or_takes_the_gms_alternative() -> None:
    setup = setup_for(Ability.WISES, fit=LifepathFit.NEUTRAL)
    outcome = resolve_ability_test(
        roll_ability_test(setup, dice=FixedDice([2, 1, 5])), dice=FixedDice([])
    )
    assert not outcome.passed
    assert outcome.taxes is Ability.WISES
    alternative = outcome.with_alternative_failure()
    assert alternative.taxes is None
    assert "badly wrong" in alternative.alternative


def test_a_failed_resources_test_always_taxes() -> None:
    setup = setup_for(Ability.RESOURCES, fit=LifepathFit.NEUTRAL)
    outcome = resolve_ability_test(
        roll_ability_test(setup, dice=FixedDice([2, 1, 5])), dice=FixedDice([])
    )
    with pytest.raises(RulesError, match="always taxes"):
        outcome.with_alternative_failure()


def test_fate_points_reroll_either_roll_and_persona_points_do_not() -> None:
    setup = setup_for(Ability.RESOURCES, fit=LifepathFit.NEUTRAL, fate_points=2)
    roll = roll_ability_test(setup, dice=FixedDice([2, 1, 5]))
    assert roll.rerolls_left(Side.PLAYER) == 2
    with pytest.raises(RulesError, match="fate points, not a persona point"):
        reroll_ability_test(
            roll, Pool.TASK, reason=RerollReason.PERSONA_POINT, side=Side.PLAYER, dice=FixedDice([])
        )
    roll = reroll_ability_test(
        roll, Pool.OBSTACLE, reason=RerollReason.FATE_POINT, side=Side.PLAYER, dice=FixedDice([3])
    )
    roll = reroll_ability_test(
        roll, Pool.TASK, reason=RerollReason.FATE_POINT, side=Side.PLAYER, dice=FixedDice([4, 1])
    )
    with pytest.raises(RulesError, match="no fate point left"):
        reroll_ability_test(
            roll, Pool.TASK, reason=RerollReason.FATE_POINT, side=Side.PLAYER, dice=FixedDice([])
        )
    outcome = resolve_ability_test(roll, dice=FixedDice([]))
    assert outcome.passed
    assert outcome.effects.fate_points_spent == 2


def test_disadvantage_in_an_ability_test_is_the_gms_one_reroll() -> None:
    setup = setup_for(Ability.RESOURCES, edge=Edge.DISADVANTAGE)
    roll = roll_ability_test(setup, dice=FixedDice([6, 1, 1, 1, 2]))
    with pytest.raises(RulesError, match="GM or opponent"):
        reroll_ability_test(
            roll, Pool.TASK, reason=RerollReason.DISADVANTAGE, side=Side.PLAYER, dice=FixedDice([])
        )
    roll = reroll_ability_test(
        roll,
        Pool.TASK,
        reason=RerollReason.DISADVANTAGE,
        side=Side.OPPONENT,
        dice=FixedDice([1, 1, 1, 1]),
    )
    assert roll.rerolls_left(Side.OPPONENT) == 0
    assert not resolve_ability_test(roll, dice=FixedDice([])).passed


def test_an_ability_test_from_a_sheet_takes_rating_tax_and_fate_points() -> None:
    character = Character(
        name="Bo",
        player_character=False,
        lifepaths=(Lifepath("Clerk", "City", 5, taxed=frozenset({Ability.DEEDS})),),
        artha=Artha(fate_points=3),
    )
    setup = ability_test_for(
        character, ability=Ability.WISES, lifepath="Clerk", asset="tax law", fit=LifepathFit.HELPFUL
    )
    assert setup.task_dice == 5
    assert setup.fate_points == 3
    with pytest.raises(RulesError, match="taxed"):
        ability_test_for(
            character, ability=Ability.DEEDS, lifepath="Clerk", asset="audit", difficulty=2
        )
