"""RFI traits: stacking potency, and a task's final difficulty and possibility from its traits."""

from dataclasses import replace

import pytest

from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.defaults import RfiDefaults
from gmscreen.rules.rfi.traits import ImpossibilityRule
from gmscreen.rules.rfi.traits import Polarity
from gmscreen.rules.rfi.traits import Trait
from gmscreen.rules.rfi.traits import TraitCategory
from gmscreen.rules.rfi.traits import TraitEffect
from gmscreen.rules.rfi.traits import TraitOptions
from gmscreen.rules.rfi.traits import add_trait
from gmscreen.rules.rfi.traits import apply_traits
from gmscreen.rules.rfi.traits import default_effect
from gmscreen.rules.rfi.traits import stack
from gmscreen.rules.rfi.traits import weaken

FOG = Trait("Dense fog", TraitCategory.SITUATION)
DARKNESS = Trait("Darkness", TraitCategory.SITUATION)
SEALED_DOOR = Trait("Sealed blast door", TraitCategory.LOCATION)
CUTTING_TORCH = Trait("Cutting torch", TraitCategory.EQUIPMENT, owner_id="ana")
SCANNER = Trait("High-tech scanner", TraitCategory.EQUIPMENT)

RAISES = TraitEffect.RAISES_DIFFICULTY
LOWERS = TraitEffect.LOWERS_DIFFICULTY
IMPOSSIBLE = TraitEffect.MAKES_IMPOSSIBLE
POSSIBLE = TraitEffect.MAKES_POSSIBLE


def test_adding_the_same_trait_twice_stacks_its_potency() -> None:
    fog_2 = stack(FOG, Trait("dense fog", TraitCategory.SITUATION))
    assert fog_2.potency == 2
    assert fog_2.label == "Dense fog 2"


def test_only_identical_traits_stack() -> None:
    with pytest.raises(RulesError, match="only identical traits stack"):
        stack(FOG, DARKNESS)
    with pytest.raises(RulesError, match="only identical traits stack"):
        stack(CUTTING_TORCH, replace(CUTTING_TORCH, owner_id="bo"))


def test_a_trait_put_in_play_stacks_onto_its_twin() -> None:
    scene = add_trait((DARKNESS, FOG), FOG)
    assert [trait.label for trait in scene] == ["Darkness", "Dense fog 2"]
    assert [trait.label for trait in add_trait(scene, SCANNER)][-1] == "High-tech scanner"


def test_weakening_a_trait_to_nothing_removes_it() -> None:
    fog_2 = replace(FOG, potency=2)
    assert weaken(fog_2) == FOG
    assert weaken(FOG) is None


def test_a_trait_needs_potency_one_or_more_and_a_name() -> None:
    with pytest.raises(RulesError, match="potency must be at least 1, not 0"):
        Trait("Dense fog", TraitCategory.SITUATION, potency=0)
    with pytest.raises(RulesError, match="a trait needs a name"):
        Trait(" ", TraitCategory.SITUATION)


def test_a_raising_trait_adds_its_potency_to_the_difficulty() -> None:
    result = apply_traits(1, [(replace(FOG, potency=2), RAISES)])
    assert result.difficulty == 3
    assert [line.text for line in result.lines] == ["Dense fog 2: +2"]
    assert result.possible


def test_raises_and_lowers_add_up() -> None:
    result = apply_traits(
        2, [(DARKNESS, RAISES), (SCANNER, LOWERS), (replace(FOG, potency=2), RAISES)]
    )
    assert result.difficulty == 4
    assert [line.text for line in result.lines] == [
        "Darkness: +1",
        "High-tech scanner: -1",
        "Dense fog 2: +2",
    ]


def test_difficulty_never_drops_below_zero() -> None:
    result = apply_traits(1, [(replace(SCANNER, potency=3), LOWERS)])
    assert result.difficulty == 0
    assert result.floored


def test_the_floor_applies_once_so_order_does_not_matter() -> None:
    lowered_first = apply_traits(1, [(replace(SCANNER, potency=3), LOWERS), (DARKNESS, RAISES)])
    raised_first = apply_traits(1, [(DARKNESS, RAISES), (replace(SCANNER, potency=3), LOWERS)])
    assert lowered_first.difficulty == raised_first.difficulty == 0


def test_a_trait_with_no_effect_is_listed_without_changing_anything() -> None:
    result = apply_traits(2, [(DARKNESS, TraitEffect.NO_EFFECT)])
    assert result.difficulty == 2
    assert result.lines[0].text == "Darkness: no effect"


def test_an_impossible_trait_rules_the_task_out() -> None:
    result = apply_traits(1, [(SEALED_DOOR, IMPOSSIBLE)])
    assert result.impossible
    assert result.text.endswith("Impossible")


def test_by_default_a_trait_that_makes_it_possible_wins() -> None:
    result = apply_traits(2, [(SEALED_DOOR, IMPOSSIBLE), (CUTTING_TORCH, POSSIBLE)])
    assert result.possible
    assert result.made_possible
    assert result.difficulty == 2


def test_the_gm_can_let_impossible_always_win() -> None:
    options = TraitOptions(impossibility=ImpossibilityRule.IMPOSSIBLE_WINS)
    result = apply_traits(
        2, [(SEALED_DOOR, IMPOSSIBLE), (CUTTING_TORCH, POSSIBLE)], options=options
    )
    assert result.impossible
    assert not result.made_possible


def test_the_gm_can_weigh_possible_against_impossible_by_potency() -> None:
    options = TraitOptions(impossibility=ImpossibilityRule.HIGHER_POTENCY_WINS)
    door_2 = replace(SEALED_DOOR, potency=2)
    torch_2 = replace(CUTTING_TORCH, potency=2)
    assert apply_traits(
        1, [(door_2, IMPOSSIBLE), (CUTTING_TORCH, POSSIBLE)], options=options
    ).impossible
    assert apply_traits(1, [(door_2, IMPOSSIBLE), (torch_2, POSSIBLE)], options=options).possible


def test_a_negative_base_difficulty_is_refused() -> None:
    with pytest.raises(RulesError, match="cannot be below 0"):
        apply_traits(-1, [])


def test_polarity_suggests_an_effect_the_gm_can_change() -> None:
    wounded = Trait(
        "Wounded leg", TraitCategory.PERSONAL, owner_id="bo", polarity=Polarity.NEGATIVE
    )
    inspired = replace(wounded, name="Inspired", polarity=Polarity.POSITIVE)
    assert default_effect(wounded) is RAISES
    assert default_effect(inspired) is LOWERS
    assert default_effect(FOG) is TraitEffect.NO_EFFECT
    harsh = replace(RfiDefaults().traits, negative_effect=IMPOSSIBLE)
    assert default_effect(wounded, harsh) is IMPOSSIBLE


def test_the_breakdown_reads_line_by_line() -> None:
    result = apply_traits(1, [(replace(FOG, potency=2), RAISES)])
    assert result.text == "Base difficulty: 1\nDense fog 2: +2\nDifficulty: 3"
