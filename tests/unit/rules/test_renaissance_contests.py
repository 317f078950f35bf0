"""Renaissance opposed, variable and ordered checks, and the exact odds before a roll."""

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from gmscreen.rules.dice import FixedDice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.renaissance import ContestKind
from gmscreen.rules.renaissance import ContestOptions
from gmscreen.rules.renaissance import ContestOutcome
from gmscreen.rules.renaissance import Grade
from gmscreen.rules.renaissance import GradeShift
from gmscreen.rules.renaissance import SecondRollsWhen
from gmscreen.rules.renaissance import contest_odds
from gmscreen.rules.renaissance import grade_odds
from gmscreen.rules.renaissance import judge_contest
from gmscreen.rules.renaissance import resolve_check
from gmscreen.rules.renaissance import roll_contest
from gmscreen.rules.renaissance import roll_ordered

OPPOSED, VARIABLE = ContestKind.OPPOSED, ContestKind.VARIABLE


def test_chandra_wins_with_the_higher_margin_of_success() -> None:
    contest = roll_contest(FixedDice([63, 21]), 80, 65)
    assert contest.outcome is ContestOutcome.FIRST_WINS
    assert len(contest.rounds) == 1
    assert contest.rounds[0].second.margin_of_success == 21


def test_a_lone_success_wins_however_low_its_margin() -> None:
    assert roll_contest(FixedDice([90, 2]), 80, 65).outcome is ContestOutcome.SECOND_WINS
    assert roll_contest(FixedDice([1, 70]), 80, 65).outcome is ContestOutcome.FIRST_WINS


def test_tied_margins_are_rerolled() -> None:
    contest = roll_contest(FixedDice([40, 40, 10, 30]), 80, 65)
    assert [r.outcome for r in contest.rounds] == [
        ContestOutcome.REROLL,
        ContestOutcome.SECOND_WINS,
    ]
    assert contest.settled


def test_two_failures_are_rerolled() -> None:
    contest = roll_contest(FixedDice([90, 95, 97, 20]), 80, 65)
    assert [r.outcome for r in contest.rounds] == [
        ContestOutcome.REROLL,
        ContestOutcome.SECOND_WINS,
    ]


def test_aryn_and_the_bear_both_partly_succeed_in_a_variable_check() -> None:
    contest = roll_contest(FixedDice([51, 42]), 65, 55, kind=VARIABLE)
    assert contest.outcome is ContestOutcome.BOTH_PARTIAL


def test_a_variable_check_with_equal_margins_is_not_rerolled() -> None:
    assert judge_contest(40, 40, kind=VARIABLE) is ContestOutcome.BOTH_PARTIAL


def test_a_variable_check_rerolls_two_failures_and_a_lone_success_wins() -> None:
    contest = roll_contest(FixedDice([90, 80, 60, 20]), 50, 50, kind=VARIABLE)
    assert [r.outcome for r in contest.rounds] == [
        ContestOutcome.REROLL,
        ContestOutcome.SECOND_WINS,
    ]


def test_a_contest_still_undecided_after_the_round_limit_goes_back_to_the_gm() -> None:
    dice = FixedDice([50, 60, 70, 80, 0])
    contest = roll_contest(dice, 1, 1, options=ContestOptions(max_rounds=2))
    assert not contest.settled
    assert len(contest.rounds) == 2
    assert dice.remaining == 1


def test_a_contest_needs_a_round() -> None:
    with pytest.raises(RulesError, match="at least one round"):
        roll_contest(FixedDice([]), 50, 50, options=ContestOptions(max_rounds=0))


def test_an_upgrade_does_not_change_who_wins() -> None:
    first, second = resolve_check(80, 63), resolve_check(65, 21).upgraded()
    assert judge_contest(first.margin_of_success, second.margin_of_success, kind=OPPOSED) is (
        ContestOutcome.FIRST_WINS
    )


def test_ordered_second_check_rolls_only_when_needed() -> None:
    dice = FixedDice([70, 30])
    ordered = roll_ordered(dice, 50, 60, second_rolls_when=SecondRollsWhen.FIRST_FAILS)
    assert ordered.second is not None
    assert ordered.second.succeeded
    dice = FixedDice([20, 30])
    ordered = roll_ordered(dice, 50, 60, second_rolls_when=SecondRollsWhen.FIRST_FAILS)
    assert ordered.second is None
    assert dice.remaining == 1


def test_grade_odds_at_tn_50_by_counting() -> None:
    odds = grade_odds(50)
    assert [odds.chance(grade) * 100 for grade in Grade] == [5, 19, 27, 26, 18, 5]
    assert odds.success == Fraction(51, 100)


def test_grade_odds_hold_the_tn_to_1_and_98() -> None:
    low = grade_odds(0)
    assert low.target == 1
    assert low.chance(Grade.CRITICAL_SUCCESS) == Fraction(1, 100)  # the 0
    assert low.chance(Grade.BASIC_SUCCESS) == Fraction(1, 100)  # the 1
    high = grade_odds(120)
    assert high.target == 98
    assert high.failure == Fraction(1, 100)
    assert high.chance(Grade.CRITICAL_FAILURE) == Fraction(1, 100)


def test_grade_odds_with_an_upgrade_known_before_the_roll() -> None:
    odds = grade_odds(50, shift=GradeShift.UPGRADE)
    assert [odds.chance(grade) * 100 for grade in Grade] == [24, 27, 0, 49, 0, 0]


@given(st.integers(-20, 130))
@settings(max_examples=40)
def test_grade_odds_sum_to_one_and_match_every_roll(target: int) -> None:
    odds = grade_odds(target)
    assert sum(p for _, p in odds.chances) == 1
    for grade in Grade:
        hits = sum(resolve_check(target, roll).grade is grade for roll in range(100))
        assert odds.chance(grade) == Fraction(hits, 100)


def test_opposed_odds_for_tn_1_against_tn_98_by_hand() -> None:
    odds = contest_odds(1, 98, kind=OPPOSED)
    # first wins: 0 or 1 against a 99 (2 pairs), or 1 against 0 (1 pair); 100 pairs reroll.
    assert odds.reroll_per_round == Fraction(100, 10_000)
    assert odds.first_wins == Fraction(3, 9_900)
    assert odds.second_wins == Fraction(9_897, 9_900)
    assert odds.both_partial == 0


def test_variable_odds_give_both_partial_when_both_succeed() -> None:
    odds = contest_odds(50, 50, kind=VARIABLE)
    both = Fraction(51 * 51, 10_000)
    assert dict(odds.per_round)[ContestOutcome.BOTH_PARTIAL] == both
    assert odds.reroll_per_round == Fraction(49 * 49, 10_000)
    assert odds.first_wins == odds.second_wins


@given(st.integers(-10, 110), st.integers(-10, 110), st.sampled_from(ContestKind))
@settings(max_examples=15, deadline=None)
def test_contest_odds_sum_to_one(first: int, second: int, kind: ContestKind) -> None:
    odds = contest_odds(first, second, kind=kind)
    assert odds.first_wins + odds.second_wins + odds.both_partial == 1
    assert sum(p for _, p in odds.per_round) == 1
