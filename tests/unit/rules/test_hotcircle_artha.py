"""Hot Circle artha: advancement thresholds, asset upgrades, conditions and tax clearing."""

import pytest

from gmscreen.rules.dice import FixedDice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.ability import AbilityTest
from gmscreen.rules.hotcircle.ability import reroll_ability_test
from gmscreen.rules.hotcircle.ability import resolve_ability_test
from gmscreen.rules.hotcircle.ability import roll_ability_test
from gmscreen.rules.hotcircle.artha import add_asset
from gmscreen.rules.hotcircle.artha import add_condition
from gmscreen.rules.hotcircle.artha import add_new_lifepath
from gmscreen.rules.hotcircle.artha import apply_ability_outcome
from gmscreen.rules.hotcircle.artha import apply_effects
from gmscreen.rules.hotcircle.artha import apply_obstacle_outcome
from gmscreen.rules.hotcircle.artha import award_artha
from gmscreen.rules.hotcircle.artha import hinder_with_condition
from gmscreen.rules.hotcircle.artha import hindered_tests_left
from gmscreen.rules.hotcircle.artha import lose_permanent_asset
from gmscreen.rules.hotcircle.artha import record_persona_spent
from gmscreen.rules.hotcircle.artha import set_voluntary_condition
from gmscreen.rules.hotcircle.artha import tax_ability
from gmscreen.rules.hotcircle.artha import upgradable_assets
from gmscreen.rules.hotcircle.artha import upgrade_asset
from gmscreen.rules.hotcircle.character import Artha
from gmscreen.rules.hotcircle.character import Asset
from gmscreen.rules.hotcircle.character import Character
from gmscreen.rules.hotcircle.character import Condition
from gmscreen.rules.hotcircle.character import Lifepath
from gmscreen.rules.hotcircle.contest import ArthaEffects
from gmscreen.rules.hotcircle.contest import Pool
from gmscreen.rules.hotcircle.contest import RerollReason
from gmscreen.rules.hotcircle.contest import Side
from gmscreen.rules.hotcircle.obstacle import ObstacleTest
from gmscreen.rules.hotcircle.obstacle import reroll_obstacle_test
from gmscreen.rules.hotcircle.obstacle import resolve_obstacle_test
from gmscreen.rules.hotcircle.obstacle import roll_obstacle_test
from gmscreen.rules.hotcircle.pools import LifepathFit
from gmscreen.rules.hotcircle.pools import TaskDice
from gmscreen.rules.hotcircle.stakes import Hindrance
from gmscreen.rules.hotcircle.stakes import HindranceKind
from gmscreen.rules.hotcircle.stakes import Reward
from gmscreen.rules.hotcircle.stakes import Roller
from gmscreen.rules.hotcircle.stakes import Stakes
from gmscreen.rules.hotcircle.tables import Ability
from gmscreen.rules.hotcircle.tables import AdvancementRules
from gmscreen.rules.hotcircle.tables import AssetKind
from gmscreen.rules.hotcircle.tables import Severity


def npc(*lifepaths: Lifepath, artha: Artha | None = None, **changes: object) -> Character:
    return Character(
        name="Bo",
        player_character=False,
        lifepaths=lifepaths or (Lifepath("Clerk", "City"),),
        artha=artha or Artha(),
        **changes,  # type: ignore[arg-type]
    )


@pytest.mark.parametrize(("rating", "needed"), [(3, 6), (4, 12), (5, 18)])
def test_persona_points_raise_a_lifepath_at_its_threshold(rating: int, needed: int) -> None:
    character = npc(Lifepath("Clerk", "City", rating))
    short = record_persona_spent(character, "Clerk", needed - 1).character.lifepath("Clerk")
    assert (short.rating, short.persona_spent) == (rating, needed - 1)
    change = record_persona_spent(character, "Clerk", needed)
    raised = change.character.lifepath("Clerk")
    assert (raised.rating, raised.persona_spent) == (rating + 1, 0)
    assert change.events == (f"Clerk rises to {rating + 1}D",)


def test_points_past_a_threshold_count_toward_the_next() -> None:
    change = record_persona_spent(npc(Lifepath("Clerk", "City", 3, persona_spent=5)), "Clerk", 3)
    lifepath = change.character.lifepath("Clerk")
    assert (lifepath.rating, lifepath.persona_spent) == (4, 2)


def test_a_lifepath_never_rises_past_6d() -> None:
    change = record_persona_spent(npc(Lifepath("Clerk", "City", 6)), "Clerk", 30)
    assert change.character.lifepath("Clerk").rating == 6
    assert change.events == ()


@pytest.mark.parametrize(
    ("kind", "permanent", "cost"),
    [
        (AssetKind.SUBJECT, AssetKind.WISE, 6),
        (AssetKind.FOCUS, AssetKind.SKILL, 6),
        (AssetKind.GEAR, AssetKind.SPECIAL_ITEM, 9),
        (AssetKind.CONTACT, AssetKind.RELATIONSHIP, 12),
    ],
)
def test_fate_points_upgrade_a_temporary_asset(
    kind: AssetKind, permanent: AssetKind, cost: int
) -> None:
    asset = Asset(kind, "Harbour", "Clerk")
    short = npc(Lifepath("Clerk", "City", fate_spent=cost - 1), assets=(asset,))
    assert upgradable_assets(short, "Clerk") == ()
    with pytest.raises(RulesError, match=f"at {cost} fate points"):
        upgrade_asset(short, asset)
    ready = npc(Lifepath("Clerk", "City", fate_spent=cost + 1), assets=(asset,))
    assert upgradable_assets(ready, "Clerk") == (asset,)
    upgraded = upgrade_asset(ready, asset).character
    assert upgraded.assets == (Asset(permanent, "Harbour", "Clerk"),)
    assert upgraded.lifepath("Clerk").fate_spent == 1
    erase_all = AdvancementRules(erase_all_fate_on_upgrade=True)
    assert upgrade_asset(ready, asset, rules=erase_all).character.lifepath("Clerk").fate_spent == 0


def test_a_permanent_asset_cannot_be_upgraded() -> None:
    asset = Asset(AssetKind.WISE, "Harbour-wise", "Clerk")
    character = npc(Lifepath("Clerk", "City", fate_spent=20), assets=(asset,))
    with pytest.raises(RulesError, match="cannot be upgraded"):
        upgrade_asset(character, asset)


def test_losing_a_permanent_asset_gives_back_its_cost_and_a_persona_point() -> None:
    asset = Asset(AssetKind.SPECIAL_ITEM, "Father's sword", "Clerk")
    change, owed = lose_permanent_asset(npc(assets=(asset,)), asset)
    assert change.character.assets == ()
    assert owed == Artha(fate_points=9, persona_points=1)


@pytest.mark.parametrize(("severity", "hinders"), [(Severity.MINOR, 1), (Severity.MAJOR, 3)])
def test_a_condition_clears_after_hindering_enough_obstacle_tests(
    severity: Severity, hinders: int
) -> None:
    character = npc(conditions=(Condition("Wounded", severity),))
    for count in range(1, hinders):
        character = hinder_with_condition(character, "Wounded").character
        assert character.condition("Wounded").hindered == count
    change = hinder_with_condition(character, "Wounded")
    assert change.character.conditions == ()
    assert change.events == ("Wounded is cleared",)


def test_a_voluntary_condition_replaces_the_last_one_and_gm_conditions_stay() -> None:
    character = npc(conditions=(Condition("Wounded", Severity.MAJOR),))
    character = set_voluntary_condition(character, Condition("Hopeful")).character
    character = set_voluntary_condition(character, Condition("Smug")).character
    assert [c.name for c in character.conditions] == ["Wounded", "Smug"]
    assert character.condition("Smug").voluntary


def test_hindering_with_the_lifepath_clears_its_tax_after_an_obstacle_test() -> None:
    character = npc(Lifepath("Clerk", "City", taxed=frozenset({Ability.CIRCLES, Ability.WISES})))
    test = ObstacleTest(
        stakes=Stakes(intent="a", task="b", consequence="c"),
        player=Roller(
            dice=TaskDice(fit=LifepathFit.HINDERING, lifepath="Clerk", rating=3),
            lifepath_reward=Reward.CLEAR_TAX,
        ),
        difficulty=1,
    )
    outcome = resolve_obstacle_test(
        roll_obstacle_test(test, dice=FixedDice([3, 4])), dice=FixedDice([])
    )
    change = apply_obstacle_outcome(character, outcome)
    assert change.character.lifepath("Clerk").taxed == frozenset()
    assert change.character.artha.fate_points == 0


def test_an_obstacle_test_pays_persona_points_and_advances_the_lifepath() -> None:
    character = npc(
        Lifepath("Clerk", "City", 3, persona_spent=5),
        artha=Artha(persona_points=2),
        conditions=(Condition("Tired"),),
    )
    test = ObstacleTest(
        stakes=Stakes(intent="a", task="b", consequence="c"),
        player=Roller(
            dice=TaskDice(fit=LifepathFit.HELPFUL, lifepath="Clerk", rating=3),
            hindrances=(
                Hindrance(HindranceKind.CONDITION, "Tired", Reward.CLEAR_CONDITION),
                Hindrance(HindranceKind.TRAIT, "Timid"),
            ),
            persona_points=2,
        ),
        difficulty=2,
    )
    roll = roll_obstacle_test(test, dice=FixedDice([1, 1, 1, 6, 6, 6, 6]))
    for _ in range(2):
        roll = reroll_obstacle_test(
            roll,
            Pool.TASK,
            reason=RerollReason.PERSONA_POINT,
            side=Side.PLAYER,
            dice=FixedDice([1, 1, 1]),
        )
    change = apply_obstacle_outcome(character, resolve_obstacle_test(roll, dice=FixedDice([])))
    after = change.character
    assert after.artha == Artha(fate_points=1, persona_points=0)
    assert (after.lifepath("Clerk").rating, after.lifepath("Clerk").persona_spent) == (4, 1)
    assert after.conditions == ()
    assert "Clerk rises to 4D" in change.events


def test_spending_more_artha_than_held_is_refused() -> None:
    effects = ArthaEffects(side=Side.PLAYER, lifepath="Clerk", persona_points_spent=1)
    with pytest.raises(RulesError, match="holds 0 persona points"):
        apply_effects(npc(), effects)


def test_an_ability_test_notes_its_asset_or_its_tax_and_counts_fate_spent() -> None:
    character = npc(artha=Artha(fate_points=1))
    setup = AbilityTest(ability=Ability.RESOURCES, asset="boat", lifepath="Clerk", fate_points=1)
    roll = roll_ability_test(setup, dice=FixedDice([1, 1, 2]))
    roll = reroll_ability_test(
        roll, Pool.OBSTACLE, reason=RerollReason.FATE_POINT, side=Side.PLAYER, dice=FixedDice([1])
    )
    passed = apply_ability_outcome(character, resolve_ability_test(roll, dice=FixedDice([])))
    assert passed.character.assets == (Asset(AssetKind.GEAR, "boat", "Clerk"),)
    assert passed.character.lifepath("Clerk").fate_spent == 1
    assert passed.character.artha.fate_points == 0
    failed_roll = roll_ability_test(setup, dice=FixedDice([1, 1, 2]))
    failed = apply_ability_outcome(character, resolve_ability_test(failed_roll, dice=FixedDice([])))
    assert failed.character.lifepath("Clerk").taxed == frozenset({Ability.RESOURCES})


def test_small_artha_rules() -> None:
    character = npc()
    assert award_artha(character, fate=2, persona=1).character.artha == Artha(2, 1)
    with pytest.raises(RulesError, match="cannot take artha away"):
        award_artha(character, fate=-1)
    taxed = tax_ability(character, "Clerk", Ability.DEEDS).character
    assert taxed.lifepath("Clerk").taxed == frozenset({Ability.DEEDS})
    gear = Asset(AssetKind.GEAR, "boat", "Clerk")
    once = add_asset(character, gear).character
    assert add_asset(once, gear).character.assets == (gear,)
    worse = add_condition(
        add_condition(character, Condition("Hurt")).character, Condition("Hurt", Severity.MAJOR)
    )
    assert worse.character.condition("Hurt").severity is Severity.MAJOR
    grown = add_new_lifepath(character, "Scribe", "City").character
    assert grown.lifepath("Scribe").rating == 3


def test_a_condition_reports_the_hindered_tests_it_still_needs() -> None:
    """Clearing conditions: a minor condition clears after 1 hindered test, a major after 3."""
    major = Condition("Wounded", Severity.MAJOR)
    assert hindered_tests_left(major) == 3
    assert hindered_tests_left(Condition("Wounded", Severity.MAJOR, hindered=2)) == 1
    assert hindered_tests_left(Condition("Tired")) == 1
    assert (
        hindered_tests_left(
            major,
            rules=AdvancementRules(hinders_to_clear=((Severity.MINOR, 1), (Severity.MAJOR, 5))),
        )
        == 5
    )
