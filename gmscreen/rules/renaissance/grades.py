"""Renaissance result grades: reading a D% roll against a TN, upgrading and downgrading it."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from gmscreen.rules.errors import RulesError

TARGET_MIN = 1
TARGET_MAX = 98
ROLL_MIN = 0
ROLL_MAX = 99
EXCEPTIONAL_MARGIN = 30


class Grade(Enum):
    """The six grades a check can end on, from best to worst."""

    CRITICAL_SUCCESS = "critical success"
    EXCEPTIONAL_SUCCESS = "exceptional success"
    BASIC_SUCCESS = "basic success"
    BASIC_FAILURE = "basic failure"
    EXCEPTIONAL_FAILURE = "exceptional failure"
    CRITICAL_FAILURE = "critical failure"

    @property
    def is_success(self) -> bool:
        """Whether this grade is one of the three successes."""
        return self in _SUCCESSES

    @property
    def label(self) -> str:
        """The grade as a GM reads it in the roll log."""
        return self.value


_SUCCESSES = frozenset({Grade.CRITICAL_SUCCESS, Grade.EXCEPTIONAL_SUCCESS, Grade.BASIC_SUCCESS})


class GradeShift(Enum):
    """Moving a check's grade one way, by a feature or a Luck Point."""

    UPGRADE = "upgrade"
    DOWNGRADE = "downgrade"


@dataclass(frozen=True, slots=True)
class GradeOptions:
    """How the GM reads the damaged downgrade list.

    Attributes:
        downgrade_critical_success_to_basic: the text's downgrade list contradicts itself; by
            default a downgrade moves one step (critical → exceptional success). Set this to read
            its second line instead: a critical success drops straight to a basic success.
    """

    downgrade_critical_success_to_basic: bool = False


def clamp_target(target: int) -> int:
    """Target number limits: a TN is never below 1 nor above 98.

    So a roll of 0 always succeeds and a roll of 99 always fails.
    """
    return max(TARGET_MIN, min(TARGET_MAX, target))


def is_double(value: int) -> bool:
    """Doubles: a D% showing the same digit twice (00, 11, …, 99) is a critical."""
    return value % 11 == 0


def check_roll_value(value: int) -> None:
    """D% range: a percentile roll reads 0–99; anything else is refused."""
    if not ROLL_MIN <= value <= ROLL_MAX:
        raise RulesError(f"a D% roll reads 0–99, not {value}", rule="D% check")


def grade_of_roll(*, target: int, value: int) -> Grade:
    """Special results: grade a D% `value` against a `target` (clamped to 1–98 first).

    A double is critical; otherwise a margin of 30 or more is exceptional; anything else is basic.
    The margin of success is the roll itself; the margin of failure is the roll minus the target.
    """
    check_roll_value(value)
    target = clamp_target(target)
    if value <= target:
        if is_double(value):
            return Grade.CRITICAL_SUCCESS
        if value >= EXCEPTIONAL_MARGIN:
            return Grade.EXCEPTIONAL_SUCCESS
        return Grade.BASIC_SUCCESS
    if is_double(value):
        return Grade.CRITICAL_FAILURE
    if value - target >= EXCEPTIONAL_MARGIN:
        return Grade.EXCEPTIONAL_FAILURE
    return Grade.BASIC_FAILURE


_UPGRADES = {
    Grade.CRITICAL_FAILURE: Grade.BASIC_FAILURE,
    Grade.EXCEPTIONAL_FAILURE: Grade.BASIC_FAILURE,
    Grade.BASIC_SUCCESS: Grade.EXCEPTIONAL_SUCCESS,
    Grade.EXCEPTIONAL_SUCCESS: Grade.CRITICAL_SUCCESS,
}

_DOWNGRADES = {
    Grade.CRITICAL_SUCCESS: Grade.EXCEPTIONAL_SUCCESS,
    Grade.EXCEPTIONAL_SUCCESS: Grade.BASIC_SUCCESS,
    Grade.BASIC_FAILURE: Grade.EXCEPTIONAL_FAILURE,
    Grade.EXCEPTIONAL_FAILURE: Grade.CRITICAL_FAILURE,
}


def shifted_grade(grade: Grade, shift: GradeShift, *, options: GradeOptions | None = None) -> Grade:
    """Upgrading and downgrading: the grade a shift leads to, never crossing success/failure.

    An upgrade lifts any exceptional or critical failure to a basic failure and a success one
    step (basic → exceptional → critical); a downgrade drops a success one step and a failure one
    step (basic → exceptional → critical failure). A basic failure cannot be upgraded nor a basic
    success downgraded (they stay as they are), and a critical success stays critical on an
    upgrade, a critical failure critical on a downgrade.
    """
    options = options or GradeOptions()
    if shift is GradeShift.UPGRADE:
        return _UPGRADES.get(grade, grade)
    if grade is Grade.CRITICAL_SUCCESS and options.downgrade_critical_success_to_basic:
        return Grade.BASIC_SUCCESS
    return _DOWNGRADES.get(grade, grade)
