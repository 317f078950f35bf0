"""A running RFI: Freelancers challenge: key task states, attempts, victory, time and conflict."""

from __future__ import annotations

from collections.abc import Iterable
from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import replace
from enum import StrEnum
from typing import Any

from gmscreen.rules.rfi.challenge_graph import Challenge
from gmscreen.rules.rfi.challenge_graph import ChallengeError
from gmscreen.rules.rfi.challenge_graph import ChallengeFormatError
from gmscreen.rules.rfi.challenge_graph import JsonDict
from gmscreen.rules.rfi.challenge_graph import Needs
from gmscreen.rules.rfi.challenge_graph import reading_saved
from gmscreen.rules.rfi.timed import Clock
from gmscreen.rules.rfi.timed import TimeCost
from gmscreen.rules.rfi.timed import TimedRules
from gmscreen.rules.rfi.timed import TimeLimit
from gmscreen.rules.rfi.timed import task_time

SAVE_FORMAT = 1


class KeyTaskUnavailableError(ChallengeError):
    """A key task that cannot be attempted now: locked, done, failed for good, or closed."""


class ChallengeOverError(ChallengeError):
    """A step asked of a challenge that is already won, lost, out of time or a conflict."""


class KeyTaskStatus(StrEnum):
    """Where a key task stands in a running challenge."""

    LOCKED = "locked"  # waits for the key tasks that unlock it
    AVAILABLE = "available"  # may be attempted (again, after a failure that was not final)
    DONE = "done"
    FAILED = "failed"  # failed, and the GM ruled it cannot be tried again
    CLOSED = "closed"  # closed off by a branch taken, or behind key tasks that are


class ChallengeOutcome(StrEnum):
    """Where a challenge as a whole stands."""

    IN_PROGRESS = "in progress"
    WON = "won"
    LOST = "lost"  # no order of the remaining key tasks reaches victory any more
    OUT_OF_TIME = "out of time"
    CONFLICT = "conflict"  # handed over to combat: rounds and turns from here


class BranchClosing(StrEnum):
    """When taking a branch closes off the key tasks it closes."""

    ON_SUCCESS = "on success"  # the branch is taken once its key task is done
    ON_ATTEMPT = "on attempt"  # trying the branch at all commits to it


@dataclass(frozen=True, slots=True, kw_only=True)
class ChallengeRules:
    """What the text leaves to the GM about running challenges, as editable defaults.

    Attributes:
        failure_is_final: a failed key task cannot be tried again. Off by default: the text
            only asks that every key task be done, and failures cost time and trouble instead.
            The GM can rule any single failure final when recording it.
        branch_closing: whether a branch closes the others once done, or once attempted.
    """

    failure_is_final: bool = False
    branch_closing: BranchClosing = BranchClosing.ON_SUCCESS

    def to_dict(self) -> JsonDict:
        """These rules as plain JSON values."""
        return {
            "failure_is_final": self.failure_is_final,
            "branch_closing": self.branch_closing.value,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> ChallengeRules:
        """Challenge rules from `to_dict` output."""
        with reading_saved("challenge rules"):
            return cls(
                failure_is_final=bool(data.get("failure_is_final", False)),
                branch_closing=BranchClosing(
                    data.get("branch_closing", BranchClosing.ON_SUCCESS.value)
                ),
            )


@dataclass(frozen=True, slots=True)
class SideOutcome:
    """One side's result in an opposed key task, as rolled at the table or by the engine."""

    passed: bool
    momentum: int = 0
    complications: int = 0

    def __post_init__(self) -> None:
        if self.momentum < 0 or self.complications < 0:
            raise ChallengeError("momentum and complications cannot be negative")

    def to_dict(self) -> JsonDict:
        """This result as plain JSON values."""
        return {
            "passed": self.passed,
            "momentum": self.momentum,
            "complications": self.complications,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> SideOutcome:
        """A side's result from `to_dict` output."""
        return cls(
            passed=bool(data["passed"]),
            momentum=int(data.get("momentum", 0)),
            complications=int(data.get("complications", 0)),
        )


@dataclass(frozen=True, slots=True, kw_only=True)
class OpposedKeyTask:
    """Direct opposition: both sides' results on a key task, and who won.

    The winner is an input: judge it with the opposed task rules (`rfi.opposed`) or the GM.
    """

    players: SideOutcome
    opposition: SideOutcome
    players_won: bool

    def to_dict(self) -> JsonDict:
        """Both results as plain JSON values."""
        return {
            "players": self.players.to_dict(),
            "opposition": self.opposition.to_dict(),
            "players_won": self.players_won,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> OpposedKeyTask:
        """Both results from `to_dict` output."""
        return cls(
            players=SideOutcome.from_dict(data["players"]),
            opposition=SideOutcome.from_dict(data["opposition"]),
            players_won=bool(data["players_won"]),
        )


@dataclass(frozen=True, slots=True, kw_only=True)
class Attempt:
    """One task attempted during a challenge, as the challenge's log keeps it.

    Attributes:
        task_id: the key task attempted, or None for another task (one that helps, creates a
            trait, fends off trouble: it takes time but completes nothing).
        character: who led the task.
        passed: the task succeeded (for an opposed key task: the characters won).
        label: what another task was.
        final: a failure the GM ruled cannot be tried again.
        helpers: characters who assisted, and so spent the same time.
        opposed: both sides' results under direct opposition.
        time: the intervals taken, on a timed challenge.
        started_at: the interval the task started at, on a timed challenge.
        note: the GM's note (a hazard the opposition added on a failure, say).
    """

    task_id: str | None
    character: str
    passed: bool
    label: str = ""
    final: bool = False
    helpers: tuple[str, ...] = ()
    opposed: OpposedKeyTask | None = None
    time: TimeCost | None = None
    started_at: int | None = None
    note: str = ""

    @property
    def ended_at(self) -> int | None:
        """The interval the task ended at, on a timed challenge."""
        if self.time is None or self.started_at is None:
            return None
        return self.started_at + self.time.intervals

    def to_dict(self) -> JsonDict:
        """This attempt as plain JSON values."""
        return {
            "task_id": self.task_id,
            "character": self.character,
            "passed": self.passed,
            "label": self.label,
            "final": self.final,
            "helpers": list(self.helpers),
            "opposed": None if self.opposed is None else self.opposed.to_dict(),
            "time": None if self.time is None else self.time.to_dict(),
            "started_at": self.started_at,
            "note": self.note,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Attempt:
        """An attempt from `to_dict` output."""
        opposed, time = data.get("opposed"), data.get("time")
        started_at = data.get("started_at")
        return cls(
            task_id=data["task_id"],
            character=data["character"],
            passed=bool(data["passed"]),
            label=data.get("label", ""),
            final=bool(data.get("final", False)),
            helpers=tuple(data.get("helpers", ())),
            opposed=None if opposed is None else OpposedKeyTask.from_dict(opposed),
            time=None if time is None else TimeCost.from_dict(time),
            started_at=None if started_at is None else int(started_at),
            note=data.get("note", ""),
        )


@dataclass(frozen=True, slots=True, kw_only=True)
class ChallengeState:
    """A running challenge: which key tasks are done, failed or closed, its log and its clock.

    Every step returns a new state and leaves this one as it was; a refused step raises.
    Start one with `ChallengeState.start`.

    Attributes:
        challenge: the set-up: key tasks, structure, victory conditions, opposition.
        rules: the GM's choices where the text is silent.
        clock: the time limit and time spent, on a timed challenge.
        done: key tasks done.
        failed: key tasks failed for good.
        closed: key tasks closed off by a branch taken (or by the GM).
        attempts: every task attempted, in order.
        won_at: on a timed challenge, the interval at which victory came.
        conflict: the challenge turned into a conflict (combat) and ends here.
        conflict_note: why, in the GM's words.
    """

    challenge: Challenge
    rules: ChallengeRules = ChallengeRules()
    clock: Clock | None = None
    done: frozenset[str] = frozenset()
    failed: frozenset[str] = frozenset()
    closed: frozenset[str] = frozenset()
    attempts: tuple[Attempt, ...] = ()
    won_at: int | None = None
    conflict: bool = False
    conflict_note: str = ""

    def __post_init__(self) -> None:
        for name in ("done", "failed", "closed"):
            ids = frozenset(getattr(self, name))
            object.__setattr__(self, name, ids)
            for task_id in ids:
                self.challenge.task(task_id)
        if self.done & (self.failed | self.closed):
            raise ChallengeError("a key task cannot be both done and failed or closed")
        object.__setattr__(self, "attempts", tuple(self.attempts))

    @classmethod
    def start(
        cls,
        challenge: Challenge,
        *,
        rules: ChallengeRules = ChallengeRules(),
        time_limit: TimeLimit | None = None,
        timed_rules: TimedRules | None = None,
    ) -> ChallengeState:
        """Start a challenge; give a time limit to make it a timed challenge."""
        if time_limit is None:
            return cls(challenge=challenge, rules=rules)
        clock = Clock(limit=time_limit, rules=timed_rules or TimedRules())
        return cls(challenge=challenge, rules=rules, clock=clock)

    def statuses(self) -> dict[str, KeyTaskStatus]:
        """Every key task's status, in the GM's order."""
        found: dict[str, KeyTaskStatus] = {}
        for task_id in self.challenge.unlock_order:
            found[task_id] = self._status(task_id, found)
        return {task_id: found[task_id] for task_id in self.challenge.ids}

    def _status(self, task_id: str, found: Mapping[str, KeyTaskStatus]) -> KeyTaskStatus:
        if task_id in self.done:
            return KeyTaskStatus.DONE
        if task_id in self.failed:
            return KeyTaskStatus.FAILED
        if task_id in self.closed:
            return KeyTaskStatus.CLOSED
        before = [found[other] for other in self.challenge.prerequisites(task_id)]
        if not before:
            return KeyTaskStatus.AVAILABLE
        gone = [status in (KeyTaskStatus.FAILED, KeyTaskStatus.CLOSED) for status in before]
        finished = [status is KeyTaskStatus.DONE for status in before]
        if self.challenge.needs(task_id) is Needs.ALL:
            if all(finished):
                return KeyTaskStatus.AVAILABLE
            return KeyTaskStatus.CLOSED if any(gone) else KeyTaskStatus.LOCKED
        if any(finished):
            return KeyTaskStatus.AVAILABLE
        return KeyTaskStatus.CLOSED if all(gone) else KeyTaskStatus.LOCKED

    def status(self, task_id: str) -> KeyTaskStatus:
        """This key task's status."""
        self.challenge.task(task_id)
        return self.statuses()[task_id]

    @property
    def available(self) -> tuple[str, ...]:
        """The key tasks that may be attempted now, in the GM's order."""
        if self.outcome is not ChallengeOutcome.IN_PROGRESS:
            return ()
        statuses = self.statuses()
        return tuple(
            task_id for task_id in statuses if statuses[task_id] is KeyTaskStatus.AVAILABLE
        )

    @property
    def victory_met(self) -> bool:
        """The victory conditions are done (in time or not)."""
        return self.challenge.victory_met(self.done)

    @property
    def can_still_win(self) -> bool:
        """Some order of the key tasks left still reaches victory."""
        return self.challenge.can_win(done=self.done, blocked=self.failed | self.closed)

    @property
    def outcome(self) -> ChallengeOutcome:
        """Won, lost, out of time, turned into a conflict, or still in progress."""
        if self.conflict:
            return ChallengeOutcome.CONFLICT
        budget = None if self.clock is None else self.clock.limit.budget
        if self.victory_met:
            late = budget is not None and self.won_at is not None and self.won_at > budget
            return ChallengeOutcome.OUT_OF_TIME if late else ChallengeOutcome.WON
        if self.clock is not None and self.clock.time_is_up:
            return ChallengeOutcome.OUT_OF_TIME
        return ChallengeOutcome.IN_PROGRESS if self.can_still_win else ChallengeOutcome.LOST

    @property
    def time_ran_out(self) -> bool:
        """Time ran out before victory, so the time limit's consequence applies."""
        return self.outcome is ChallengeOutcome.OUT_OF_TIME

    def attempt(
        self,
        task_id: str | None,
        *,
        character: str,
        passed: bool | None = None,
        opposed: OpposedKeyTask | None = None,
        final: bool | None = None,
        helpers: Iterable[str] = (),
        save_time_with_momentum: bool = False,
        save_time_with_threat: bool = False,
        complications_adding_time: int = 0,
        label: str = "",
        note: str = "",
    ) -> ChallengeState:
        """Attempt a task during the challenge: a key task (or, with None, any other task).

        A success completes the key task (and takes its branch); a failure leaves it to try
        again unless ruled final. On a timed challenge the task also takes its time.

        Args:
            task_id: the key task attempted, or None for another task.
            character: who leads the task.
            passed: whether it succeeded; give this or `opposed`, not both.
            opposed: both sides' results, required for key tasks under direct opposition.
            final: rule a failure final (True) or not (False); None follows the rules.
            helpers: characters assisting, who spend the same time.
            save_time_with_momentum: timed: 2 momentum spent on a success saves an interval.
            save_time_with_threat: timed: 2 threat added on a failure saves an interval.
            complications_adding_time: timed: complications the GM turns into lost time.
            label: what another task was.
            note: the GM's note.

        Raises:
            ChallengeOverError: the challenge is no longer in progress.
            KeyTaskUnavailableError: the key task is locked, done, failed for good or closed.
            ChallengeError: any other input the rules refuse.
        """
        self._check_in_progress()
        outcome = _passed(passed, opposed)
        crew = _crew(character, helpers)
        if task_id is not None:
            self._check_available(task_id)
            if self.challenge.direct_opposition and opposed is None:
                raise ChallengeError(
                    f"key task '{self.challenge.task(task_id).label}' is opposed in this "
                    "challenge: record both sides' results"
                )
        if final and outcome:
            raise ChallengeError("only a failure can be ruled final")
        time, started_at, clock = self._take_time(
            crew,
            passed=outcome,
            momentum=save_time_with_momentum,
            threat=save_time_with_threat,
            complications=complications_adding_time,
        )
        is_final = not outcome and (self.rules.failure_is_final if final is None else final)
        record = Attempt(
            task_id=task_id,
            character=crew[0],
            passed=outcome,
            label=label,
            final=is_final and task_id is not None,
            helpers=crew[1:],
            opposed=opposed,
            time=time,
            started_at=started_at,
            note=note,
        )
        after = replace(self, clock=clock, attempts=(*self.attempts, record))
        if task_id is not None:
            after = after._settle(task_id, passed=outcome, final=is_final)
        if after.victory_met and not self.victory_met and record.ended_at is not None:
            after = replace(after, won_at=record.ended_at)
        return after

    def _settle(self, task_id: str, *, passed: bool, final: bool) -> ChallengeState:
        done = self.done | {task_id} if passed else self.done
        failed = self.failed | {task_id} if final else self.failed
        closed = self.closed
        if passed or self.rules.branch_closing is BranchClosing.ON_ATTEMPT:
            closed |= frozenset(self.challenge.closes(task_id)) - done
        return replace(self, done=done, failed=failed, closed=closed)

    def _take_time(
        self,
        crew: tuple[str, ...],
        *,
        passed: bool,
        momentum: bool,
        threat: bool,
        complications: int,
    ) -> tuple[TimeCost | None, int | None, Clock | None]:
        if self.clock is None:
            if momentum or threat or complications:
                raise ChallengeError("this challenge is not timed: no time to save or lose")
            return None, None, None
        time = task_time(
            passed=passed,
            save_with_momentum=momentum,
            save_with_threat=threat,
            complications=complications,
            rules=self.clock.rules,
        )
        started_at = self.clock.start_for(crew[0], crew[1:])
        return time, started_at, self.clock.spend(crew[0], time.intervals, helpers=crew[1:])

    def _check_in_progress(self) -> None:
        outcome = self.outcome
        if outcome is ChallengeOutcome.IN_PROGRESS:
            return
        if outcome is ChallengeOutcome.OUT_OF_TIME:
            raise ChallengeOverError(
                "time has run out; the GM may allow more time to go on", rule="timed challenges"
            )
        raise ChallengeOverError(f"the challenge is over ({outcome.value})")

    def _check_available(self, task_id: str) -> None:
        task = self.challenge.task(task_id)
        status = self.status(task_id)
        if status is KeyTaskStatus.AVAILABLE:
            return
        reasons = {
            KeyTaskStatus.DONE: "is already done",
            KeyTaskStatus.FAILED: "failed for good (the GM may reopen it)",
            KeyTaskStatus.CLOSED: "is closed off by a branch taken",
        }
        if status is KeyTaskStatus.LOCKED:
            waiting = [
                f"'{self.challenge.task(other).label}'"
                for other in self.challenge.prerequisites(task_id)
                if other not in self.done
            ]
            joined = (" or " if self.challenge.needs(task_id) is Needs.ANY else " and ").join(
                waiting
            )
            reason = f"is still locked: {joined} first"
        else:
            reason = reasons[status]
        raise KeyTaskUnavailableError(f"key task '{task.label}' {reason}", task_ids=(task_id,))

    def reopen(self, task_id: str) -> ChallengeState:
        """GM ruling: a key task failed for good, or closed off, may be tried again after all."""
        task = self.challenge.task(task_id)
        if self.conflict or self.victory_met:
            raise ChallengeOverError(f"the challenge is over ({self.outcome.value})")
        if task_id not in self.failed | self.closed:
            raise ChallengeError(f"key task '{task.label}' is neither failed nor closed")
        return replace(self, failed=self.failed - {task_id}, closed=self.closed - {task_id})

    def close(self, task_id: str) -> ChallengeState:
        """GM ruling: events close off a key task that is not done."""
        task = self.challenge.task(task_id)
        self._check_in_progress()
        if task_id in self.done:
            raise ChallengeError(f"key task '{task.label}' is already done")
        return replace(self, closed=self.closed | {task_id})

    def become_conflict(self, note: str = "") -> ChallengeState:
        """Conflict: the opposition's goals clash with the characters', so it becomes combat."""
        if self.conflict or self.outcome is ChallengeOutcome.WON:
            raise ChallengeOverError(f"the challenge is over ({self.outcome.value})")
        return replace(self, conflict=True, conflict_note=note)

    def with_time_limit(
        self, limit: TimeLimit, *, timed_rules: TimedRules | None = None
    ) -> ChallengeState:
        """The challenge under a new time limit (more time, a new consequence, or timed now)."""
        if self.clock is None:
            return replace(self, clock=Clock(limit=limit, rules=timed_rules or TimedRules()))
        clock = self.clock.with_limit(limit)
        if timed_rules is not None:
            clock = replace(clock, rules=timed_rules)
        return replace(self, clock=clock)

    def to_dict(self) -> JsonDict:
        """This running challenge as plain JSON values, for the campaign file."""
        return {
            "format": SAVE_FORMAT,
            "challenge": self.challenge.to_dict(),
            "rules": self.rules.to_dict(),
            "clock": None if self.clock is None else self.clock.to_dict(),
            "done": sorted(self.done),
            "failed": sorted(self.failed),
            "closed": sorted(self.closed),
            "attempts": [attempt.to_dict() for attempt in self.attempts],
            "won_at": self.won_at,
            "conflict": self.conflict,
            "conflict_note": self.conflict_note,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> ChallengeState:
        """A running challenge from `to_dict` output, checked again.

        Raises:
            ChallengeFormatError: missing or damaged data, or a newer save format.
            ChallengeError: data the rules refuse.
        """
        with reading_saved("challenge"):
            if int(data.get("format", SAVE_FORMAT)) > SAVE_FORMAT:
                raise ChallengeFormatError("this challenge was saved by a newer gmscreen")
            clock, won_at = data.get("clock"), data.get("won_at")
            return cls(
                challenge=Challenge.from_dict(data["challenge"]),
                rules=ChallengeRules.from_dict(data.get("rules", {})),
                clock=None if clock is None else Clock.from_dict(clock),
                done=frozenset(data.get("done", ())),
                failed=frozenset(data.get("failed", ())),
                closed=frozenset(data.get("closed", ())),
                attempts=tuple(Attempt.from_dict(item) for item in data.get("attempts", ())),
                won_at=None if won_at is None else int(won_at),
                conflict=bool(data.get("conflict", False)),
                conflict_note=data.get("conflict_note", ""),
            )


def _passed(passed: bool | None, opposed: OpposedKeyTask | None) -> bool:
    if (passed is None) == (opposed is None):
        raise ChallengeError("give either whether the task passed or both sides' results")
    return opposed.players_won if opposed is not None else bool(passed)


def _crew(character: str, helpers: Iterable[str]) -> tuple[str, ...]:
    crew = (character, *helpers)
    if not all(who.strip() for who in crew):
        raise ChallengeError("name the character leading the task, and every helper")
    if len(set(crew)) != len(crew):
        raise ChallengeError("a character cannot help their own task, or help twice")
    return crew
