"""Renaissance D% checks: reading the dice, TN limits, margins, grades, upgrades and downgrades."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gmscreen.rules.dice import FixedDice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.renaissance import Grade
from gmscreen.rules.renaissance import GradeOptions
from gmscreen.rules.renaissance import GradeShift
from gmscreen.rules.renaissance import PercentileMethod
from gmscreen.rules.renaissance import PercentileRoll
from gmscreen.rules.renaissance import TargetNumber
from gmscreen.rules.renaissance import resolve_check
from gmscreen.rules.renaissance import resolve_simple_check
from gmscreen.rules.renaissance import roll_check
from gmscreen.rules.renaissance import roll_percentile
from gmscreen.rules.renaissance import roll_simple_check
from gmscreen.rules.renaissance import shifted_grade

S = Grade.CRITICAL_SUCCESS, Grade.EXCEPTIONAL_SUCCESS, Grade.BASIC_SUCCESS
F = Grade.BASIC_FAILURE, Grade.EXCEPTIONAL_FAILURE, Grade.CRITICAL_FAILURE


@pytest.mark.parametrize(("face", "value"), [(100, 0), (1, 1), (37, 37), (99, 99)])
def test_a_d100_reads_0_to_99_with_its_100_as_00(face: int, value: int) -> None:
    roll = roll_percentile(FixedDice([face]))
    assert roll.value == value
    assert roll.faces == (face,)
    assert roll.method is PercentileMethod.ONE_D100


@pytest.mark.parametrize(
    ("tens", "units", "value"), [(10, 10, 0), (10, 3, 3), (4, 10, 40), (9, 9, 99), (2, 7, 27)]
)
def test_two_d10_read_tens_then_units_with_10_as_0(tens: int, units: int, value: int) -> None:
    roll = roll_percentile(FixedDice([tens, units]), method=PercentileMethod.TWO_D10)
    assert (roll.value, roll.faces) == (value, (tens, units))


def test_a_roll_whose_faces_disagree_with_its_value_is_refused() -> None:
    with pytest.raises(RulesError, match="read 37"):
        PercentileRoll(value=36, faces=(37,), method=PercentileMethod.ONE_D100)


@pytest.mark.parametrize("value", [-1, 100])
def test_a_typed_in_d_percent_outside_0_to_99_is_refused(value: int) -> None:
    with pytest.raises(RulesError, match="0–99"):
        resolve_check(50, value)


def test_fire_rolls_under_wil_x3_and_his_margin_is_the_roll() -> None:
    result = roll_check(FixedDice([65]), 75)
    assert result.succeeded
    assert result.margin_of_success == 65
    assert result.margin_of_failure is None
    assert result.grade is Grade.EXCEPTIONAL_SUCCESS


def test_fire_rolling_89_fails_by_14() -> None:
    result = resolve_check(75, 89)
    assert not result.succeeded
    assert result.margin_of_failure == 14
    assert result.margin == 14
    assert result.grade is Grade.BASIC_FAILURE


def test_katarinas_33_is_a_critical_not_merely_exceptional_success() -> None:
    assert resolve_check(90, 33).grade is Grade.CRITICAL_SUCCESS
    assert resolve_check(90, 99).grade is Grade.CRITICAL_FAILURE


@pytest.mark.parametrize(
    ("target", "roll", "grade"),
    [
        (50, 29, Grade.BASIC_SUCCESS),  # MoS 29
        (50, 30, Grade.EXCEPTIONAL_SUCCESS),  # MoS 30
        (50, 50, Grade.EXCEPTIONAL_SUCCESS),  # at the TN succeeds
        (50, 51, Grade.BASIC_FAILURE),
        (50, 79, Grade.BASIC_FAILURE),  # MoF 29
        (50, 80, Grade.EXCEPTIONAL_FAILURE),  # MoF 30
        (50, 11, Grade.CRITICAL_SUCCESS),
        (50, 44, Grade.CRITICAL_SUCCESS),
        (50, 55, Grade.CRITICAL_FAILURE),  # a double fails critically, MoF 5
        (50, 88, Grade.CRITICAL_FAILURE),
        (50, 10, Grade.BASIC_SUCCESS),  # 10 is not a double
        (50, 0, Grade.CRITICAL_SUCCESS),
        (95, 99, Grade.CRITICAL_FAILURE),
        (60, 89, Grade.BASIC_FAILURE),  # MoF 29
        (60, 90, Grade.EXCEPTIONAL_FAILURE),  # MoF 30
    ],
)
def test_grade_boundaries(target: int, roll: int, grade: Grade) -> None:
    assert resolve_check(target, roll).grade is grade


@pytest.mark.parametrize(
    ("asked", "held"), [(0, 1), (-40, 1), (1, 1), (98, 98), (99, 98), (120, 98)]
)
def test_the_target_number_is_held_to_1_to_98(asked: int, held: int) -> None:
    target = TargetNumber(base=asked)
    assert target.value == held
    assert target.was_clamped == (asked != held)


def test_tn_0_is_read_as_1() -> None:
    assert resolve_check(0, 0).grade is Grade.CRITICAL_SUCCESS
    assert resolve_check(0, 1).grade is Grade.BASIC_SUCCESS
    assert resolve_check(0, 2).margin_of_failure == 1


def test_tn_120_is_read_as_98() -> None:
    assert resolve_check(120, 98).grade is Grade.EXCEPTIONAL_SUCCESS
    result = resolve_check(120, 99)
    assert result.grade is Grade.CRITICAL_FAILURE
    assert result.margin_of_failure == 1
    assert resolve_check(120, 99).target.breakdown()[-1] == "TN 120, held to 98"


@given(st.integers(-1000, 1000))
def test_a_0_always_succeeds_critically_and_a_99_always_fails_critically(target: int) -> None:
    assert resolve_check(target, 0).grade is Grade.CRITICAL_SUCCESS
    assert resolve_check(target, 99).grade is Grade.CRITICAL_FAILURE


@pytest.mark.parametrize(
    ("before", "after"),
    [
        (Grade.CRITICAL_FAILURE, Grade.BASIC_FAILURE),
        (Grade.EXCEPTIONAL_FAILURE, Grade.BASIC_FAILURE),
        (Grade.BASIC_FAILURE, Grade.BASIC_FAILURE),
        (Grade.BASIC_SUCCESS, Grade.EXCEPTIONAL_SUCCESS),
        (Grade.EXCEPTIONAL_SUCCESS, Grade.CRITICAL_SUCCESS),
        (Grade.CRITICAL_SUCCESS, Grade.CRITICAL_SUCCESS),
    ],
)
def test_upgrades(before: Grade, after: Grade) -> None:
    assert shifted_grade(before, GradeShift.UPGRADE) is after


@pytest.mark.parametrize(
    ("before", "after"),
    [
        (Grade.CRITICAL_SUCCESS, Grade.EXCEPTIONAL_SUCCESS),
        (Grade.EXCEPTIONAL_SUCCESS, Grade.BASIC_SUCCESS),
        (Grade.BASIC_SUCCESS, Grade.BASIC_SUCCESS),
        (Grade.BASIC_FAILURE, Grade.EXCEPTIONAL_FAILURE),
        (Grade.EXCEPTIONAL_FAILURE, Grade.CRITICAL_FAILURE),
        (Grade.CRITICAL_FAILURE, Grade.CRITICAL_FAILURE),
    ],
)
def test_downgrades_move_one_step(before: Grade, after: Grade) -> None:
    assert shifted_grade(before, GradeShift.DOWNGRADE) is after


def test_the_gm_may_read_the_downgrade_list_as_critical_straight_to_basic() -> None:
    options = GradeOptions(downgrade_critical_success_to_basic=True)
    assert shifted_grade(Grade.CRITICAL_SUCCESS, GradeShift.DOWNGRADE, options=options) is (
        Grade.BASIC_SUCCESS
    )
    assert resolve_check(50, 22).downgraded(options=options).grade is Grade.BASIC_SUCCESS


def test_an_upgraded_check_keeps_its_margin_and_roll_grade() -> None:
    result = resolve_check(50, 12).upgraded()
    assert result.grade is Grade.EXCEPTIONAL_SUCCESS
    assert result.rolled_grade is Grade.BASIC_SUCCESS
    assert result.margin_of_success == 12
    assert result.shift is GradeShift.UPGRADE


def test_a_check_is_upgraded_or_downgraded_once_at_most() -> None:
    upgraded = resolve_check(50, 12).upgraded()
    with pytest.raises(RulesError, match="once at most"):
        upgraded.upgraded()
    with pytest.raises(RulesError, match="once at most"):
        upgraded.downgraded()


@given(
    st.integers(-50, 150),
    st.integers(0, 99),
    st.sampled_from(GradeShift),
    st.booleans(),
)
def test_shifts_never_cross_success_and_failure_nor_change_margins(
    target: int, roll: int, shift: GradeShift, straight_to_basic: bool
) -> None:
    result = resolve_check(target, roll)
    options = GradeOptions(downgrade_critical_success_to_basic=straight_to_basic)
    moved = result.upgraded() if shift is GradeShift.UPGRADE else result.downgraded(options=options)
    assert moved.grade.is_success == result.grade.is_success == moved.succeeded
    assert (moved.margin_of_success, moved.margin_of_failure) == (
        result.margin_of_success,
        result.margin_of_failure,
    )
    order = [*S, *F]
    step = order.index(moved.grade) - order.index(result.grade)
    assert step <= 0 if shift is GradeShift.UPGRADE else step >= 0


def test_a_simple_check_always_succeeds_and_excels_at_or_under_the_tn() -> None:
    assert resolve_simple_check(40, 40).excelled
    assert roll_simple_check(FixedDice([100]), 40).label == "success, excelled"
    stumbled = resolve_simple_check(40, 99)
    assert not stumbled.excelled
    assert stumbled.label == "success, stumbled"
