"""Renaissance checks between two characters: opposed, variable and ordered checks."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from gmscreen.rules.dice import Dice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.renaissance.check import CheckResult
from gmscreen.rules.renaissance.check import TargetNumber
from gmscreen.rules.renaissance.check import as_target
from gmscreen.rules.renaissance.check import roll_check
from gmscreen.rules.renaissance.percentile import PercentileMethod


class ContestKind(Enum):
    """Opposed: one side wins. Variable: both may partly succeed."""

    OPPOSED = "opposed check"
    VARIABLE = "variable check"


class ContestOutcome(Enum):
    """How one round of a contest ends."""

    FIRST_WINS = "first side wins"
    SECOND_WINS = "second side wins"
    BOTH_PARTIAL = "both partly succeed"
    REROLL = "reroll"


def judge_contest(first: int | None, second: int | None, *, kind: ContestKind) -> ContestOutcome:
    """Opposed and variable checks: the outcome of one round from two checks' results.

    A lone success wins; two failures are rerolled. Two successes: in an opposed check the
    higher margin of success wins (a tie is rerolled); in a variable check both partly succeed.

    Args:
        first, second: each side's margin of success, or None for a failure.
    """
    if first is None and second is None:
        return ContestOutcome.REROLL
    if second is None:
        return ContestOutcome.FIRST_WINS
    if first is None:
        return ContestOutcome.SECOND_WINS
    if kind is ContestKind.VARIABLE:
        return ContestOutcome.BOTH_PARTIAL
    if first == second:
        return ContestOutcome.REROLL
    return ContestOutcome.FIRST_WINS if first > second else ContestOutcome.SECOND_WINS


@dataclass(frozen=True, slots=True)
class ContestRound:
    """One round: both sides' checks and what they decide."""

    first: CheckResult
    second: CheckResult
    outcome: ContestOutcome


def judge_round(first: CheckResult, second: CheckResult, *, kind: ContestKind) -> ContestRound:
    """Opposed and variable checks: judge two checks already rolled (or typed in)."""
    outcome = judge_contest(first.margin_of_success, second.margin_of_success, kind=kind)
    return ContestRound(first=first, second=second, outcome=outcome)


@dataclass(frozen=True, slots=True)
class Contest:
    """A whole contest: every round rolled, the last one deciding (unless the rounds ran out)."""

    kind: ContestKind
    rounds: tuple[ContestRound, ...]

    @property
    def outcome(self) -> ContestOutcome:
        """The last round's outcome; REROLL only when the round limit was reached."""
        return self.rounds[-1].outcome

    @property
    def settled(self) -> bool:
        """Whether a round decided the contest (otherwise the GM decides or rolls on)."""
        return self.outcome is not ContestOutcome.REROLL


@dataclass(frozen=True, slots=True)
class ContestOptions:
    """Limits the text does not give.

    Attributes:
        max_rounds: rounds rolled before handing a still-undecided contest back to the GM (two
            TNs of 1 can fail together for a long time).
    """

    max_rounds: int = 20


def roll_contest(
    dice: Dice,
    first: TargetNumber | int,
    second: TargetNumber | int,
    *,
    kind: ContestKind = ContestKind.OPPOSED,
    method: PercentileMethod = PercentileMethod.ONE_D100,
    options: ContestOptions | None = None,
) -> Contest:
    """Opposed and variable checks: both sides roll (first side first), rerolling as needed."""
    options = options or ContestOptions()
    if options.max_rounds < 1:
        raise RulesError("a contest needs at least one round", rule=kind.value)
    first, second = as_target(first), as_target(second)
    rounds: list[ContestRound] = []
    while len(rounds) < options.max_rounds:
        rounds.append(
            judge_round(
                roll_check(dice, first, method=method),
                roll_check(dice, second, method=method),
                kind=kind,
            )
        )
        if rounds[-1].outcome is not ContestOutcome.REROLL:
            break
    return Contest(kind=kind, rounds=tuple(rounds))


class SecondRollsWhen(Enum):
    """When the second side of an ordered check rolls at all."""

    FIRST_SUCCEEDS = "if the first succeeds"
    FIRST_FAILS = "if the first fails"


@dataclass(frozen=True, slots=True)
class OrderedCheck:
    """Ordered check: the first side's check, and the second side's only if it was needed."""

    first: CheckResult
    second: CheckResult | None


def roll_ordered(
    dice: Dice,
    first: TargetNumber | int,
    second: TargetNumber | int,
    *,
    second_rolls_when: SecondRollsWhen,
    method: PercentileMethod = PercentileMethod.ONE_D100,
) -> OrderedCheck:
    """Ordered check: the first side rolls; the second only when the first result calls for it.

    When the first result decides which check the second side makes, roll the first with
    `roll_check` and pick the second check from its result instead.
    """
    first_result = roll_check(dice, first, method=method)
    needed = first_result.succeeded == (second_rolls_when is SecondRollsWhen.FIRST_SUCCEEDS)
    second_result = roll_check(dice, second, method=method) if needed else None
    return OrderedCheck(first=first_result, second=second_result)
