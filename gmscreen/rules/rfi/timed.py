"""RFI: Freelancers timed challenges: what each task costs in intervals, and the running clock."""

from __future__ import annotations

from collections.abc import Iterable
from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import replace
from typing import Any

from gmscreen.rules.rfi.challenge_graph import ChallengeError
from gmscreen.rules.rfi.challenge_graph import JsonDict
from gmscreen.rules.rfi.challenge_graph import reading_saved
from gmscreen.rules.rfi.constants import BUDGET_INTERVALS_PER_KEY_TASK
from gmscreen.rules.rfi.constants import INTERVALS_PER_COMPLICATION
from gmscreen.rules.rfi.constants import INTERVALS_SAVED
from gmscreen.rules.rfi.constants import TIME_SAVING_MOMENTUM
from gmscreen.rules.rfi.constants import TIME_SAVING_THREAT
from gmscreen.rules.rfi.constants import TIMED_TASK_INTERVALS

RULE = "timed challenges"


@dataclass(frozen=True, slots=True, kw_only=True)
class TimedRules:
    """The numbers of timed challenges, GM-editable; the defaults are the text's.

    Attributes:
        intervals_per_task: what any task attempted during the challenge takes.
        intervals_saved: what one saving (momentum on a success, threat on a failure) saves.
        saving_momentum: momentum spent on a success to save time.
        saving_threat: threat added on a failure to save time.
        intervals_per_complication: what each complication the GM spends on time adds.
        parallel_work: characters work side by side, each on their own clock, and the
            challenge's time is the latest any of them has reached. Off (the default), tasks
            follow one another on a single clock, which is what the suggested budget of 2–3
            intervals per key task assumes.
    """

    intervals_per_task: int = TIMED_TASK_INTERVALS
    intervals_saved: int = INTERVALS_SAVED
    saving_momentum: int = TIME_SAVING_MOMENTUM
    saving_threat: int = TIME_SAVING_THREAT
    intervals_per_complication: int = INTERVALS_PER_COMPLICATION
    parallel_work: bool = False

    def __post_init__(self) -> None:
        if self.intervals_per_task < 1:
            raise ChallengeError(
                f"a task takes at least 1 interval, not {self.intervals_per_task}", rule=RULE
            )
        for name, value in (
            ("the intervals a saving saves", self.intervals_saved),
            ("the momentum that saves time", self.saving_momentum),
            ("the threat that saves time", self.saving_threat),
            ("the intervals a complication adds", self.intervals_per_complication),
        ):
            if value < 0:
                raise ChallengeError(f"{name} cannot be negative ({value})", rule=RULE)

    def to_dict(self) -> JsonDict:
        """These rules as plain JSON values."""
        return {
            "intervals_per_task": self.intervals_per_task,
            "intervals_saved": self.intervals_saved,
            "saving_momentum": self.saving_momentum,
            "saving_threat": self.saving_threat,
            "intervals_per_complication": self.intervals_per_complication,
            "parallel_work": self.parallel_work,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> TimedRules:
        """Timed rules from `to_dict` output; a missing number takes the text's default."""
        with reading_saved("timed challenge rules"):
            defaults = cls()
            return cls(
                intervals_per_task=int(data.get("intervals_per_task", defaults.intervals_per_task)),
                intervals_saved=int(data.get("intervals_saved", defaults.intervals_saved)),
                saving_momentum=int(data.get("saving_momentum", defaults.saving_momentum)),
                saving_threat=int(data.get("saving_threat", defaults.saving_threat)),
                intervals_per_complication=int(
                    data.get("intervals_per_complication", defaults.intervals_per_complication)
                ),
                parallel_work=bool(data.get("parallel_work", defaults.parallel_work)),
            )


@dataclass(frozen=True, slots=True, kw_only=True)
class TimeLimit:
    """Time limit: the interval, the intervals allowed, and what happens when time runs out.

    Attributes:
        interval: how long one interval is, in the GM's words ("15 minutes").
        budget: intervals allowed to finish; None counts time without a deadline.
        consequence: what happens if the characters run out of time.
    """

    interval: str
    budget: int | None = None
    consequence: str = ""

    def __post_init__(self) -> None:
        if not self.interval.strip():
            raise ChallengeError("say how long one interval is ('15 minutes')", rule=RULE)
        if self.budget is not None and self.budget < 1:
            raise ChallengeError(
                f"the time allowed must be at least 1 interval, not {self.budget}", rule=RULE
            )

    def to_dict(self) -> JsonDict:
        """This limit as plain JSON values."""
        return {"interval": self.interval, "budget": self.budget, "consequence": self.consequence}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> TimeLimit:
        """A time limit from `to_dict` output."""
        with reading_saved("time limit"):
            budget = data.get("budget")
            return cls(
                interval=data["interval"],
                budget=None if budget is None else int(budget),
                consequence=data.get("consequence", ""),
            )


def suggested_budget(key_tasks_needed: int) -> tuple[int, int]:
    """Time budget: usually 2–3 intervals per key task needed; the fewer, the more pressure.

    Raises:
        ChallengeError: fewer than one key task.
    """
    if key_tasks_needed < 1:
        raise ChallengeError(
            f"a budget is for at least 1 key task, not {key_tasks_needed}", rule=RULE
        )
    low, high = BUDGET_INTERVALS_PER_KEY_TASK
    return low * key_tasks_needed, high * key_tasks_needed


@dataclass(frozen=True, slots=True, kw_only=True)
class TimeCost:
    """The intervals one task took, and the momentum or threat paid to save time."""

    intervals: int
    saved: int = 0
    added_by_complications: int = 0
    momentum_spent: int = 0
    threat_added: int = 0

    def to_dict(self) -> JsonDict:
        """This cost as plain JSON values."""
        return {
            "intervals": self.intervals,
            "saved": self.saved,
            "added_by_complications": self.added_by_complications,
            "momentum_spent": self.momentum_spent,
            "threat_added": self.threat_added,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> TimeCost:
        """A time cost from `to_dict` output."""
        with reading_saved("time cost"):
            return cls(
                intervals=int(data["intervals"]),
                saved=int(data.get("saved", 0)),
                added_by_complications=int(data.get("added_by_complications", 0)),
                momentum_spent=int(data.get("momentum_spent", 0)),
                threat_added=int(data.get("threat_added", 0)),
            )


def task_time(
    *,
    passed: bool,
    save_with_momentum: bool = False,
    save_with_threat: bool = False,
    complications: int = 0,
    rules: TimedRules = TimedRules(),
) -> TimeCost:
    """Task time in a timed challenge: 2 intervals, less a saving, plus complications.

    Pass or fail, a task takes 2 intervals; 2 momentum on a success, or 2 threat on a failure,
    saves one; each complication the GM spends on time adds one.

    Args:
        passed: the task succeeded (a success at cost counts).
        save_with_momentum: on a success, momentum is spent to save an interval.
        save_with_threat: on a failure, threat is added to cut losses and save an interval.
        complications: complications the GM turns into lost time.
        rules: the numbers, GM-editable.

    Raises:
        ChallengeError: momentum saving time on a failure, threat on a success, or a negative
            number of complications.
    """
    if save_with_momentum and not passed:
        raise ChallengeError("momentum saves time only on a successful task", rule=RULE)
    if save_with_threat and passed:
        raise ChallengeError("threat saves time only on a failed task", rule=RULE)
    if complications < 0:
        raise ChallengeError(f"complications cannot be negative ({complications})", rule=RULE)
    saving = save_with_momentum or save_with_threat
    saved = min(rules.intervals_saved, rules.intervals_per_task) if saving else 0
    added = complications * rules.intervals_per_complication
    return TimeCost(
        intervals=rules.intervals_per_task - saved + added,
        saved=saved,
        added_by_complications=added,
        momentum_spent=rules.saving_momentum if save_with_momentum else 0,
        threat_added=rules.saving_threat if save_with_threat else 0,
    )


@dataclass(frozen=True, slots=True, kw_only=True)
class Clock:
    """The running time of a timed challenge: the challenge's and each character's.

    Attributes:
        limit: the interval, the budget and the consequence.
        rules: the numbers, GM-editable.
        elapsed: intervals gone for the challenge: the latest any character has reached.
        character_elapsed: (character, intervals) pairs: when each character's last task ended.
    """

    limit: TimeLimit
    rules: TimedRules = TimedRules()
    elapsed: int = 0
    character_elapsed: tuple[tuple[str, int], ...] = ()

    def __post_init__(self) -> None:
        pairs = tuple(sorted((str(who), int(when)) for who, when in self.character_elapsed))
        object.__setattr__(self, "character_elapsed", pairs)
        if self.elapsed < 0 or any(when < 0 or when > self.elapsed for _, when in pairs):
            raise ChallengeError(
                "elapsed time must be 0 or more, and no one ahead of the clock", rule=RULE
            )

    def elapsed_for(self, character: str) -> int:
        """When this character's last task ended (0 before their first)."""
        return dict(self.character_elapsed).get(character, 0)

    @property
    def remaining(self) -> int | None:
        """Intervals left before the deadline (0 when past it); None without a budget."""
        if self.limit.budget is None:
            return None
        return max(0, self.limit.budget - self.elapsed)

    @property
    def time_is_up(self) -> bool:
        """Time has run out: the budget is spent, so no further task fits in it."""
        return self.limit.budget is not None and self.elapsed >= self.limit.budget

    def start_for(self, character: str, helpers: Iterable[str] = ()) -> int:
        """When a task by this character (and helpers) starts.

        On one clock it starts now; with parallel work, once everyone taking part is free.
        """
        if not self.rules.parallel_work:
            return self.elapsed
        return max(self.elapsed_for(who) for who in (character, *helpers))

    def spend(self, character: str, intervals: int, *, helpers: Iterable[str] = ()) -> Clock:
        """The clock after a task by this character (and helpers) took `intervals`."""
        if intervals < 0:
            raise ChallengeError(f"a task cannot take {intervals} intervals", rule=RULE)
        taking_part = (character, *helpers)
        end = self.start_for(character, taking_part[1:]) + intervals
        times = dict(self.character_elapsed)
        times.update(dict.fromkeys(taking_part, end))
        return replace(self, elapsed=max(self.elapsed, end), character_elapsed=tuple(times.items()))

    def with_limit(self, limit: TimeLimit) -> Clock:
        """The clock under a new limit (the GM grants more time, or changes the consequence)."""
        return replace(self, limit=limit)

    def to_dict(self) -> JsonDict:
        """This clock as plain JSON values."""
        return {
            "limit": self.limit.to_dict(),
            "rules": self.rules.to_dict(),
            "elapsed": self.elapsed,
            "character_elapsed": dict(self.character_elapsed),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Clock:
        """A clock from `to_dict` output."""
        with reading_saved("challenge clock"):
            return cls(
                limit=TimeLimit.from_dict(data["limit"]),
                rules=TimedRules.from_dict(data.get("rules", {})),
                elapsed=int(data.get("elapsed", 0)),
                character_elapsed=tuple(dict(data.get("character_elapsed", {})).items()),
            )
