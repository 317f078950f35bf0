"""Exact Renaissance odds before the roll, by enumerating every D% outcome (never sampling)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from fractions import Fraction

from gmscreen.rules.renaissance.check import TargetNumber
from gmscreen.rules.renaissance.check import as_target
from gmscreen.rules.renaissance.contests import ContestKind
from gmscreen.rules.renaissance.contests import ContestOutcome
from gmscreen.rules.renaissance.contests import judge_contest
from gmscreen.rules.renaissance.grades import ROLL_MAX
from gmscreen.rules.renaissance.grades import ROLL_MIN
from gmscreen.rules.renaissance.grades import Grade
from gmscreen.rules.renaissance.grades import GradeOptions
from gmscreen.rules.renaissance.grades import GradeShift
from gmscreen.rules.renaissance.grades import grade_of_roll
from gmscreen.rules.renaissance.grades import shifted_grade

_OUTCOMES = range(ROLL_MIN, ROLL_MAX + 1)


@dataclass(frozen=True, slots=True)
class GradeOdds:
    """The exact chance of each grade for one TN, best grade first."""

    target: int
    chances: tuple[tuple[Grade, Fraction], ...]

    def chance(self, grade: Grade) -> Fraction:
        """The chance of ending on this grade."""
        return dict(self.chances)[grade]

    @property
    def success(self) -> Fraction:
        """The chance of any success."""
        return sum((p for grade, p in self.chances if grade.is_success), Fraction(0))

    @property
    def failure(self) -> Fraction:
        """The chance of any failure."""
        return 1 - self.success


def grade_odds(
    target: TargetNumber | int,
    *,
    shift: GradeShift | None = None,
    grade_options: GradeOptions | None = None,
) -> GradeOdds:
    """Odds of each grade: count the 100 D% outcomes against the clamped TN.

    Args:
        target: the TN (clamped to 1–98 before counting).
        shift: an upgrade or downgrade known before the roll, applied to every outcome.
        grade_options: how a downgrade is read.
    """
    value = as_target(target).value
    counts: Counter[Grade] = Counter()
    for roll in _OUTCOMES:
        grade = grade_of_roll(target=value, value=roll)
        if shift is not None:
            grade = shifted_grade(grade, shift, options=grade_options)
        counts[grade] += 1
    total = len(_OUTCOMES)
    return GradeOdds(
        target=value, chances=tuple((grade, Fraction(counts[grade], total)) for grade in Grade)
    )


@dataclass(frozen=True, slots=True)
class ContestOdds:
    """Exact odds of a contest between two TNs.

    Attributes:
        per_round: each outcome's chance in one round of two D% rolls.
        first_wins, second_wins, both_partial: each final outcome's chance once rerolls are
            rolled until a round decides.
    """

    per_round: tuple[tuple[ContestOutcome, Fraction], ...]
    first_wins: Fraction
    second_wins: Fraction
    both_partial: Fraction

    @property
    def reroll_per_round(self) -> Fraction:
        """The chance that a round decides nothing and both sides roll again."""
        return dict(self.per_round)[ContestOutcome.REROLL]


def contest_odds(
    first: TargetNumber | int, second: TargetNumber | int, *, kind: ContestKind
) -> ContestOdds:
    """Odds of an opposed or variable check: all 10,000 pairs of rolls, rerolls folded in."""
    first_value, second_value = as_target(first).value, as_target(second).value
    counts: Counter[ContestOutcome] = Counter()
    for first_roll in _OUTCOMES:
        first_margin = first_roll if first_roll <= first_value else None
        for second_roll in _OUTCOMES:
            second_margin = second_roll if second_roll <= second_value else None
            counts[judge_contest(first_margin, second_margin, kind=kind)] += 1
    pairs = len(_OUTCOMES) ** 2
    per_round = tuple((outcome, Fraction(counts[outcome], pairs)) for outcome in ContestOutcome)
    # A TN is at least 1 and a 0 always succeeds, so some round always decides.
    decided = pairs - counts[ContestOutcome.REROLL]

    def final(outcome: ContestOutcome) -> Fraction:
        return Fraction(counts[outcome], decided)

    return ContestOdds(
        per_round=per_round,
        first_wins=final(ContestOutcome.FIRST_WINS),
        second_wins=final(ContestOutcome.SECOND_WINS),
        both_partial=final(ContestOutcome.BOTH_PARTIAL),
    )
