"""A Renaissance D% check: its target number, the roll, the margins and the grade."""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field
from dataclasses import replace

from gmscreen.rules.dice import Dice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.renaissance.grades import Grade
from gmscreen.rules.renaissance.grades import GradeOptions
from gmscreen.rules.renaissance.grades import GradeShift
from gmscreen.rules.renaissance.grades import clamp_target
from gmscreen.rules.renaissance.grades import grade_of_roll
from gmscreen.rules.renaissance.grades import shifted_grade
from gmscreen.rules.renaissance.modifiers import Modifier
from gmscreen.rules.renaissance.modifiers import Modifiers
from gmscreen.rules.renaissance.percentile import PercentileMethod
from gmscreen.rules.renaissance.percentile import PercentileRoll
from gmscreen.rules.renaissance.percentile import entered_percentile
from gmscreen.rules.renaissance.percentile import roll_percentile


@dataclass(frozen=True, slots=True)
class TargetNumber:
    """A check's target number: where its base comes from, its modifier lines, the clamped TN.

    Attributes:
        base: the rating or aptitude combination before modifiers.
        source: what the base is, as the GM reads it ("Search: INT 25 + 50 ranks").
        modifiers: every modifier line; they all stack.
    """

    base: int
    source: str = "target number"
    modifiers: Modifiers = field(default_factory=Modifiers)

    def plus(self, *modifiers: Modifier | int) -> TargetNumber:
        """The same target with more modifier lines (a plain number is a situational one)."""
        return replace(self, modifiers=self.modifiers.plus(*modifiers))

    @property
    def unclamped(self) -> int:
        """Base plus every modifier, before the 1–98 limits."""
        return self.base + self.modifiers.total

    @property
    def value(self) -> int:
        """The TN the roll is compared with: the unclamped total held to 1–98."""
        return clamp_target(self.unclamped)

    @property
    def was_clamped(self) -> bool:
        """Whether the limits changed the total."""
        return self.value != self.unclamped

    def breakdown(self) -> tuple[str, ...]:
        """One line per part, then the TN (and the clamp when it bit), for the roll log."""
        lines = [f"{self.source}: {self.base}", *(str(line) for line in self.modifiers)]
        if self.was_clamped:
            lines.append(f"TN {self.unclamped}, held to {self.value}")
        else:
            lines.append(f"TN {self.value}")
        return tuple(lines)


def as_target(target: TargetNumber | int) -> TargetNumber:
    """A bare number as a target number without modifiers."""
    return target if isinstance(target, TargetNumber) else TargetNumber(base=target)


@dataclass(frozen=True, slots=True)
class CheckResult:
    """Check basics: a rolled D% against a TN, its margin and grade, and any grade shift.

    Attributes:
        target: the target number rolled against.
        roll: the D% and the faces it came from.
        shift: the one upgrade or downgrade applied since, if any.
        grade_options: how the shift was read (see `GradeOptions`).
        rolled_grade: the grade the roll itself earned (worked out, not given).
        grade: the grade after the shift (worked out, not given).
    """

    target: TargetNumber
    roll: PercentileRoll
    shift: GradeShift | None = None
    grade_options: GradeOptions = field(default_factory=GradeOptions, repr=False)
    rolled_grade: Grade = field(init=False)
    grade: Grade = field(init=False)

    def __post_init__(self) -> None:
        rolled = grade_of_roll(target=self.target.value, value=self.roll.value)
        grade = (
            rolled
            if self.shift is None
            else shifted_grade(rolled, self.shift, options=self.grade_options)
        )
        object.__setattr__(self, "rolled_grade", rolled)
        object.__setattr__(self, "grade", grade)

    @property
    def succeeded(self) -> bool:
        """A success is a roll at or under the TN; shifts never change it."""
        return self.rolled_grade.is_success

    @property
    def margin(self) -> int:
        """The margin of success (the roll) or of failure (roll − TN), whichever applies."""
        return self.roll.value if self.succeeded else self.roll.value - self.target.value

    @property
    def margin_of_success(self) -> int | None:
        """MoS: the roll itself on a success, else None."""
        return self.roll.value if self.succeeded else None

    @property
    def margin_of_failure(self) -> int | None:
        """MoF: roll minus TN on a failure, else None."""
        return None if self.succeeded else self.roll.value - self.target.value

    def upgraded(self) -> CheckResult:
        """Upgrading: this check one grade better (at most one shift per check)."""
        return self._shifted(GradeShift.UPGRADE, GradeOptions())

    def downgraded(self, *, options: GradeOptions | None = None) -> CheckResult:
        """Downgrading: this check one grade worse (at most one shift per check)."""
        return self._shifted(GradeShift.DOWNGRADE, options or GradeOptions())

    def _shifted(self, shift: GradeShift, options: GradeOptions) -> CheckResult:
        if self.shift is not None:
            raise RulesError(
                f"this check was already {self.shift.value}d; a check is upgraded or "
                "downgraded once at most",
                rule="upgrading and downgrading",
            )
        return replace(self, shift=shift, grade_options=options)


def resolve_check(target: TargetNumber | int, roll: PercentileRoll | int) -> CheckResult:
    """Check basics: compare a D% (rolled, or typed in as 0–99) with the clamped TN."""
    target = as_target(target)
    roll = roll if isinstance(roll, PercentileRoll) else entered_percentile(roll)
    return CheckResult(target=target, roll=roll)


def roll_check(
    dice: Dice,
    target: TargetNumber | int,
    *,
    method: PercentileMethod = PercentileMethod.ONE_D100,
) -> CheckResult:
    """Check basics: roll a D% with the injected dice and resolve it against the TN."""
    target = as_target(target)
    return resolve_check(target, roll_percentile(dice, method=method))


@dataclass(frozen=True, slots=True)
class SimpleCheckResult:
    """Simple check: the character always succeeds; the roll says whether they excel or stumble.

    A simple check is never exceptional or critical.
    """

    target: TargetNumber
    roll: PercentileRoll

    @property
    def excelled(self) -> bool:
        """Excel on a roll at or under the TN; stumble (but still succeed) above it."""
        return self.roll.value <= self.target.value

    @property
    def label(self) -> str:
        """The outcome as a GM reads it."""
        return "success, excelled" if self.excelled else "success, stumbled"


def resolve_simple_check(
    target: TargetNumber | int, roll: PercentileRoll | int
) -> SimpleCheckResult:
    """Simple check: read a D% (rolled or typed in) as excel or stumble."""
    roll = roll if isinstance(roll, PercentileRoll) else entered_percentile(roll)
    return SimpleCheckResult(target=as_target(target), roll=roll)


def roll_simple_check(
    dice: Dice,
    target: TargetNumber | int,
    *,
    method: PercentileMethod = PercentileMethod.ONE_D100,
) -> SimpleCheckResult:
    """Simple check: roll a D% and read it as excel or stumble."""
    return resolve_simple_check(target, roll_percentile(dice, method=method))
