"""Renaissance task actions and jobs: timeframes, shifts, rushing or taking time, time spent."""

from __future__ import annotations

from dataclasses import dataclass

from gmscreen.rules.errors import RulesError
from gmscreen.rules.renaissance.actions import ActionType
from gmscreen.rules.renaissance.grades import Grade
from gmscreen.rules.renaissance.modifiers import Modifier
from gmscreen.rules.renaissance.modifiers import rushing
from gmscreen.rules.renaissance.modifiers import taking_time

MINUTES_PER_HOUR = 60


@dataclass(frozen=True, slots=True)
class TimeOptions:
    """Time rules the GM may change.

    Attributes:
        shift_hours: one shift of work on a job (8 hours; the GM may allow more or less).
        halve_on_exceptional_success: the text's "common rule": an exceptional success on a task
            or job that was not rushed takes half the time.
        halve_on_critical_success: the text is silent on critical successes; by default they
            count as at least as good as exceptional ones.
        failure_percent: share of the timeframe worked before a basic failure shows (25).
        exceptional_failure_percent: the same for an exceptional failure (50).
        critical_failure_percent: the text is silent; by default as an exceptional failure (50).
    """

    shift_hours: int = 8
    halve_on_exceptional_success: bool = True
    halve_on_critical_success: bool = True
    failure_percent: int = 25
    exceptional_failure_percent: int = 50
    critical_failure_percent: int = 50

    @property
    def shift_minutes(self) -> int:
        """One shift in minutes."""
        return self.shift_hours * MINUTES_PER_HOUR


@dataclass(frozen=True, slots=True)
class Timeframe:
    """An amount of working time, in whole minutes (shares of it round down)."""

    minutes: int

    def __post_init__(self) -> None:
        if self.minutes < 0:
            raise RulesError(f"a timeframe cannot be {self.minutes} minutes", rule="timeframes")

    @classmethod
    def of_hours(cls, hours: int) -> Timeframe:
        """A timeframe of whole hours."""
        return cls(hours * MINUTES_PER_HOUR)

    @classmethod
    def of_shifts(cls, shifts: int, *, options: TimeOptions | None = None) -> Timeframe:
        """Jobs: a timeframe counted in shifts of continuous work (8 hours by default)."""
        return cls(shifts * (options or TimeOptions()).shift_minutes)

    def percent(self, share: int) -> Timeframe:
        """This share of the timeframe, in percent, rounded down to a whole minute."""
        return Timeframe(self.minutes * share // 100)

    def describe(self, *, shift_hours: int | None = None) -> str:
        """The time as a GM reads it ("1 h 30 min", or "2 shifts 4 h" when counting shifts)."""
        parts = []
        minutes = self.minutes
        if shift_hours:
            shifts, minutes = divmod(minutes, shift_hours * MINUTES_PER_HOUR)
            if shifts:
                parts.append(f"{shifts} shift" if shifts == 1 else f"{shifts} shifts")
        hours, minutes = divmod(minutes, MINUTES_PER_HOUR)
        if hours:
            parts.append(f"{hours} h")
        if minutes or not parts:
            parts.append(f"{minutes} min")
        return " ".join(parts)


@dataclass(frozen=True, slots=True)
class PlannedTask:
    """A task action or job as the character sets out to do it, before the check."""

    action: ActionType
    timeframe: Timeframe
    planned: Timeframe
    modifier: Modifier | None

    @property
    def rushed(self) -> bool:
        """Whether the character cut the timeframe (which forfeits the exceptional halving)."""
        return self.planned.minutes < self.timeframe.minutes


def plan_task(
    action: ActionType,
    timeframe: Timeframe,
    *,
    extra_percent: int = 0,
    cut_percent: int = 0,
) -> PlannedTask:
    """Taking your time and rushing: the time a task action or job is planned to take.

    Args:
        action: a task action or a job (the only actions with a timeframe).
        timeframe: the task's usual time.
        extra_percent: share of time added to take it slowly (+10 per 50%, at most +30).
        cut_percent: share of time cut to rush it (−10 per 25%, at most 75% for −30).
    """
    if not action.has_timeframe:
        raise RulesError(
            f"only task actions and jobs have a timeframe, not a {action.label}",
            rule="checks for task actions and jobs",
        )
    if extra_percent and cut_percent:
        raise RulesError(
            "a task cannot be both rushed and taken slowly", rule="taking your time and rushing"
        )
    if extra_percent:
        return PlannedTask(
            action,
            timeframe,
            timeframe.percent(100 + extra_percent),
            taking_time(extra_percent, action=action),
        )
    if cut_percent:
        modifier = rushing(cut_percent, action=action)
        return PlannedTask(action, timeframe, timeframe.percent(100 - cut_percent), modifier)
    return PlannedTask(action, timeframe, timeframe, None)


@dataclass(frozen=True, slots=True)
class TaskOutcome:
    """What the check means for the task: done or not, and the time the character worked."""

    plan: PlannedTask
    grade: Grade
    completed: bool
    time_spent: Timeframe
    reason: str


def task_outcome(
    plan: PlannedTask, grade: Grade, *, options: TimeOptions | None = None
) -> TaskOutcome:
    """Checks for task actions and jobs: how long the worked time is, given the check's grade.

    A success takes the planned time (half of it on an exceptional success when not rushed);
    a failure shows after 25% of the planned time, 50% on an exceptional failure.
    """
    options = options or TimeOptions()
    if grade.is_success:
        halves = (grade is Grade.EXCEPTIONAL_SUCCESS and options.halve_on_exceptional_success) or (
            grade is Grade.CRITICAL_SUCCESS and options.halve_on_critical_success
        )
        if halves and not plan.rushed:
            return TaskOutcome(
                plan, grade, True, plan.planned.percent(50), f"{grade.label}: done in half the time"
            )
        return TaskOutcome(plan, grade, True, plan.planned, f"{grade.label}: done")
    share = {
        Grade.BASIC_FAILURE: options.failure_percent,
        Grade.EXCEPTIONAL_FAILURE: options.exceptional_failure_percent,
        Grade.CRITICAL_FAILURE: options.critical_failure_percent,
    }[grade]
    return TaskOutcome(
        plan,
        grade,
        False,
        plan.planned.percent(share),
        f"{grade.label}: gives up after {share}% of the time",
    )
