"""Opposed RFI: Freelancers tasks: both results side by side, a default winner, a GM override."""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import replace
from enum import Enum
from fractions import Fraction

from gmscreen.rules.dice import Dice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.constants import OPPOSED_BASE_DIFFICULTY
from gmscreen.rules.rfi.odds import task_odds
from gmscreen.rules.rfi.resolution import TaskResult
from gmscreen.rules.rfi.resolution import resolve_task
from gmscreen.rules.rfi.task import Task


class OpposedSide(Enum):
    """The side attempting something (active) and the side resisting it (reactive)."""

    ACTIVE = "active"
    REACTIVE = "reactive"


class OpposedReason(Enum):
    """Why the default outcome picked its winner."""

    ONLY_ACTIVE_SUCCEEDED = "only the active side succeeded"
    ONLY_REACTIVE_SUCCEEDED = "only the reactive side succeeded"
    MORE_MOMENTUM = "both succeeded; more momentum wins"
    MOMENTUM_TIE = "both succeeded with equal momentum"
    BOTH_FAILED = "both failed"


@dataclass(frozen=True, slots=True, kw_only=True)
class OpposedDefaults:
    """The GM-editable outcome table of opposed tasks (the text's own table is missing).

    Attributes:
        momentum_tie_winner: who wins when both succeed with equal momentum.
        both_failed_winner: who wins when both fail (the reactive side: nothing changes).
    """

    momentum_tie_winner: OpposedSide = OpposedSide.REACTIVE
    both_failed_winner: OpposedSide = OpposedSide.REACTIVE


@dataclass(frozen=True, slots=True, kw_only=True)
class OpposedTask:
    """An opposed task: each side's own task, usually at difficulty 1 adjusted by circumstance.

    Extra characters on a side join that side's task as assistants.
    """

    active: Task
    reactive: Task


@dataclass(frozen=True, slots=True, kw_only=True)
class OpposedResult:
    """Both sides' results side by side, the default winner, and any GM override.

    Attributes:
        active: the active side's resolved task.
        reactive: the reactive side's resolved task.
        default_winner: the winner by the outcome table in `OpposedDefaults`.
        reason: why the default winner won.
        gm_override: the winner the GM chose instead, if any.
    """

    active: TaskResult
    reactive: TaskResult
    default_winner: OpposedSide
    reason: OpposedReason
    gm_override: OpposedSide | None = None

    @property
    def winner(self) -> OpposedSide:
        """The GM's choice when given, else the default winner."""
        return self.gm_override if self.gm_override is not None else self.default_winner

    @property
    def overridden(self) -> bool:
        """Whether the GM overrode the default outcome."""
        return self.gm_override is not None

    @property
    def nothing_changes(self) -> bool:
        """Both sides failed and the reactive side keeps things as they were."""
        return self.reason is OpposedReason.BOTH_FAILED and self.winner is OpposedSide.REACTIVE


@dataclass(frozen=True, slots=True, kw_only=True)
class OpposedOdds:
    """Exact chances of an opposed task's default outcome before the roll."""

    active_wins: Fraction
    reactive_wins: Fraction
    both_fail: Fraction


def opposed_difficulty(modifier: int = 0) -> int:
    """Opposed task difficulty: base 1 for each side, adjusted by circumstances.

    Raises:
        RulesError: the adjustment would make the difficulty negative.
    """
    difficulty = OPPOSED_BASE_DIFFICULTY + modifier
    if difficulty < 0:
        raise RulesError(
            f"an opposed task's difficulty cannot fall below 0 ({OPPOSED_BASE_DIFFICULTY}"
            f" {modifier:+d})",
            rule="opposed task difficulty",
        )
    return difficulty


def resolve_opposed_task(
    opposed: OpposedTask,
    dice: Dice,
    *,
    defaults: OpposedDefaults = OpposedDefaults(),
    gm_override: OpposedSide | None = None,
) -> OpposedResult:
    """Opposed task: the active side rolls first, then the reactive side; then judge both."""
    active = resolve_task(opposed.active, dice)
    reactive = resolve_task(opposed.reactive, dice)
    return judge_opposed_task(active, reactive, defaults=defaults, gm_override=gm_override)


def judge_opposed_task(
    active: TaskResult,
    reactive: TaskResult,
    *,
    defaults: OpposedDefaults = OpposedDefaults(),
    gm_override: OpposedSide | None = None,
) -> OpposedResult:
    """Opposed outcome: one success wins; two compare momentum; two failures change nothing.

    A success at cost counts as a success with no momentum; a voluntary failure as a failure.

    Args:
        active: the active side's resolved task (rolled here, at the table, or failed freely).
        reactive: the reactive side's resolved task.
        defaults: who wins ties and double failures.
        gm_override: the GM's winner, replacing the default outcome.
    """
    if active.succeeded and not reactive.succeeded:
        winner, reason = OpposedSide.ACTIVE, OpposedReason.ONLY_ACTIVE_SUCCEEDED
    elif reactive.succeeded and not active.succeeded:
        winner, reason = OpposedSide.REACTIVE, OpposedReason.ONLY_REACTIVE_SUCCEEDED
    elif not active.succeeded:
        winner, reason = defaults.both_failed_winner, OpposedReason.BOTH_FAILED
    elif active.momentum == reactive.momentum:
        winner, reason = defaults.momentum_tie_winner, OpposedReason.MOMENTUM_TIE
    else:
        winner = OpposedSide.ACTIVE if active.momentum > reactive.momentum else OpposedSide.REACTIVE
        reason = OpposedReason.MORE_MOMENTUM
    return OpposedResult(
        active=active,
        reactive=reactive,
        default_winner=winner,
        reason=reason,
        gm_override=gm_override,
    )


def override_opposed_winner(result: OpposedResult, winner: OpposedSide | None) -> OpposedResult:
    """GM override of an opposed outcome: name the winner, or None to restore the default."""
    return replace(result, gm_override=winner)


def opposed_odds(
    opposed: OpposedTask, *, defaults: OpposedDefaults = OpposedDefaults()
) -> OpposedOdds:
    """Exact chances of the default opposed outcome: active wins, reactive wins, both fail."""
    active, reactive = task_odds(opposed.active), task_odds(opposed.reactive)
    both_fail = (1 - active.probability_to_succeed) * (1 - reactive.probability_to_succeed)
    active_only = active.probability_to_succeed * (1 - reactive.probability_to_succeed)
    more, tie = Fraction(0), Fraction(0)
    for active_momentum, active_chance in enumerate(active.momentum_distribution):
        for reactive_momentum, reactive_chance in enumerate(reactive.momentum_distribution):
            if active_momentum > reactive_momentum:
                more += active_chance * reactive_chance
            elif active_momentum == reactive_momentum:
                tie += active_chance * reactive_chance
    active_wins = active_only + more
    if defaults.momentum_tie_winner is OpposedSide.ACTIVE:
        active_wins += tie
    if defaults.both_failed_winner is OpposedSide.ACTIVE:
        active_wins += both_fail
    return OpposedOdds(active_wins=active_wins, reactive_wins=1 - active_wins, both_fail=both_fail)
