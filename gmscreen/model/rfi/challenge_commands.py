"""The GM's steps in a scene's RFI challenge, each one undo step with the pools it charges.

Set up, edit and end a challenge; attempt key tasks (or other tasks) with a roll's outcome,
saving time on a timed challenge for momentum or threat; GM rulings that reopen or close a key
task; a challenge turned into a conflict. Contest turns are in `contest_commands`.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Iterable
from dataclasses import replace

from gmscreen.model.changes import ChangeSet
from gmscreen.model.changes import RecordChange
from gmscreen.model.commands import CommandError
from gmscreen.model.rfi.pools import pool_changes
from gmscreen.model.rfi.pools import read_pools
from gmscreen.model.rfi.rolls import KEY_TASK_INPUT
from gmscreen.model.rfi.rolls import SCENE_INPUT
from gmscreen.model.rfi.rolls import state_fields
from gmscreen.model.rfi.rolls import task_state_of
from gmscreen.model.rfi.scene_challenge import TASK_ROLL_KIND
from gmscreen.model.rfi.scene_challenge import ChallengeSetup
from gmscreen.model.rfi.scene_challenge import Running
from gmscreen.model.rfi.scene_challenge import TaskOutcome
from gmscreen.model.rfi.scene_challenge import attempt_text
from gmscreen.model.rfi.scene_challenge import challenge_changes
from gmscreen.model.rfi.scene_challenge import character_key
from gmscreen.model.rfi.scene_challenge import pay_momentum
from gmscreen.model.rfi.scene_challenge import read_challenge
from gmscreen.model.rfi.scene_challenge import recorded_rolls
from gmscreen.model.rfi.scene_challenge import scene_being_played
from gmscreen.model.scene_commands import SceneCommand
from gmscreen.model.state import CampaignState
from gmscreen.model.state import RollRecord
from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.challenges import ChallengeOutcome
from gmscreen.rules.rfi.challenges import ChallengeState
from gmscreen.rules.rfi.contest import ContestState
from gmscreen.rules.rfi.contest import Side
from gmscreen.rules.rfi.contest import pay_for_priority
from gmscreen.rules.rfi.pools import Pools
from gmscreen.rules.rfi.pools import add_threat
from gmscreen.rules.rfi.task_state import use_for_challenge
from gmscreen.rules.rfi.timed import Clock


class ChallengeCommand(SceneCommand):
    """A change to the scene's challenge, with the pools it charges, as one undo step.

    `summary` says what happened, for the panel, once the command has been planned.
    """

    def __init__(self, scene_id: int | None) -> None:
        super().__init__(scene_id)
        self.roll_id: int | None = None  # a roll log entry this step applies
        self.key_task_id: str | None = None  # the key task the roll is applied to, if any
        # What `change` took from that roll (complications spent on time, Momentum paid from
        # it): settled on the roll's record in the same step, so it cannot be used again.
        self.taken_from_roll: tuple[int, int] = (0, 0)

    def plan(self, state: CampaignState) -> ChangeSet:
        scene_id = scene_being_played(state, self._scene_id)
        running = read_challenge(state, scene_id)
        rolls = recorded_rolls(state, scene_id)
        if self.roll_id is not None:
            _check_roll(state, self.roll_id, rolls)
            check_roll_is_for(state.find(RollRecord, self.roll_id), scene_id, self.key_task_id)
            rolls |= {self.roll_id}
        pools = read_pools(state)
        self.taken_from_roll = (0, 0)
        after, paid = self.change(state, running, pools)
        changes = challenge_changes(state, scene_id, after, rolls if after is not None else ())
        if paid is not None and paid != pools:
            changes.extend(pool_changes(state, paid))
        changes.extend(self._settle_roll(state))
        return ChangeSet(tuple(changes))

    def _settle_roll(self, state: CampaignState) -> list[RecordChange]:
        complications, momentum = self.taken_from_roll
        record = None if self.roll_id is None else state.find(RollRecord, self.roll_id)
        if record is None or not (complications or momentum):
            return []
        try:
            left = use_for_challenge(
                task_state_of(record), complications=complications, momentum=momentum
            )
        except RulesError as error:
            raise CommandError(str(error)) from error
        settled = replace(record, outcome={**record.outcome, **state_fields(left)})
        return [RecordChange.of(record, settled)]

    @abstractmethod
    def change(
        self, state: CampaignState, running: Running | None, pools: Pools
    ) -> tuple[Running | None, Pools | None]:
        """The challenge after this step (None: no challenge), and the pools after it."""


def _check_roll(state: CampaignState, roll_id: int, used: frozenset[int]) -> None:
    roll = state.find(RollRecord, roll_id)
    if roll is None or roll.kind != TASK_ROLL_KIND or roll.undone:
        raise CommandError("that task roll is no longer in the roll log")
    if roll_id in used:
        raise CommandError("that roll is already recorded on this challenge: roll again")


def check_roll_is_for(roll: RollRecord | None, scene_id: int, key_task_id: str | None) -> None:
    """Refuse a roll made in another scene, or for another key task than the one it is put on.

    A key task takes only the roll made for it (after "Run"); another task takes a roll of this
    scene that was made for no key task.
    """
    inputs = roll.inputs if roll is not None else {}
    if inputs.get(SCENE_INPUT) != scene_id:
        raise CommandError("that roll was not made in this scene")
    made_for = inputs.get(KEY_TASK_INPUT)
    if made_for != key_task_id:
        if key_task_id is None:
            raise CommandError("that roll was made for a key task: it is recorded there")
        raise CommandError("that roll was not made for this key task: run the key task and roll")


def require_running(running: Running | None) -> Running:
    """The scene's challenge or contest; `CommandError` when none is running."""
    if running is None:
        raise CommandError("no challenge is running in this scene: set one up first")
    return running


def require_challenge(running: Running | None) -> ChallengeState:
    """The scene's challenge; `CommandError` when none is running, or it is a contest."""
    running = require_running(running)
    if isinstance(running, ContestState):
        raise CommandError("this scene runs a contest: record each side's turn instead")
    return running


def require_contest(running: Running | None) -> ContestState:
    """The scene's contest; `CommandError` when none is running, or it is a plain challenge."""
    running = require_running(running)
    if not isinstance(running, ContestState):
        raise CommandError("this scene runs a challenge, not a contest")
    return running


class CreateChallenge(ChallengeCommand):
    """Set up a challenge (or a contest) in the scene; a contest may open on the GM's threat."""

    def __init__(self, scene_id: int | None, setup: ChallengeSetup) -> None:
        super().__init__(scene_id)
        self._setup = setup
        self._label = f"set up challenge '{setup.challenge.name or 'challenge'}'"

    def change(
        self, state: CampaignState, running: Running | None, pools: Pools
    ) -> tuple[Running | None, Pools | None]:
        if running is not None:
            raise CommandError("a challenge is already running in this scene: end it first")
        started = self._setup.start()
        count = len(self._setup.challenge.key_tasks)
        self.summary = f"challenge set up: {count} key tasks"
        if isinstance(started, ContestState) and started.opening_threat:
            step = pay_for_priority(pools, Side.OPPOSITION).change
            self.summary += f"; {step.summary}: the opposition acts first"
            return started, step.pools
        return started, None


def _reshaped(running: ChallengeState, setup: ChallengeSetup) -> ChallengeState:
    ids = set(setup.challenge.ids)
    clock: Clock | None = None
    if setup.time_limit is not None:
        clock = Clock(limit=setup.time_limit, rules=setup.timed_rules)
        if running.clock is not None:
            clock = replace(running.clock, limit=setup.time_limit, rules=setup.timed_rules)
    return replace(
        running,
        challenge=setup.challenge,
        rules=setup.rules,
        clock=clock,
        done=running.done & ids,
        failed=running.failed & ids,
        closed=running.closed & ids,
    )


class EditChallenge(ChallengeCommand):
    """Change a running challenge's key tasks, rules or time limit; progress carries over."""

    def __init__(self, scene_id: int | None, setup: ChallengeSetup) -> None:
        super().__init__(scene_id)
        self._setup = setup
        self._label = f"edit challenge '{setup.challenge.name or 'challenge'}'"

    def change(
        self, state: CampaignState, running: Running | None, pools: Pools
    ) -> tuple[Running | None, Pools | None]:
        running = require_running(running)
        setup = self._setup
        if isinstance(running, ContestState) != setup.contest:
            raise CommandError(
                "a challenge cannot become a contest or stop being one: end it and set up anew"
            )
        self.summary = "challenge changed"
        if isinstance(running, ChallengeState):
            return _reshaped(running, setup), None
        if setup.time_limit is not None:
            raise CommandError("a contest races the opposition, not a clock: no time limit")
        shared = running.opposition.challenge == running.players.challenge
        side_setup = replace(setup, time_limit=None)
        opposition = running.opposition
        opposition = (
            _reshaped(opposition, side_setup) if shared else replace(opposition, rules=setup.rules)
        )
        return replace(
            running, players=_reshaped(running.players, side_setup), opposition=opposition
        ), None


class AttemptKeyTask(ChallengeCommand):
    """A task attempted during the challenge: a key task (or, with None, any other task).

    On a timed challenge, saving an interval costs what the timed rules say (2 momentum on a
    success, paid from the roll's momentum first when `pay_from_roll`, then the group pool; or
    2 threat added on a failure), and complications the GM spends on time add intervals.
    """

    def __init__(
        self,
        scene_id: int | None,
        task_id: str | None,
        outcome: TaskOutcome,
        *,
        character_id: int | None = None,
        helper_ids: Iterable[int] = (),
        save_time_with_momentum: bool = False,
        pay_from_roll: bool = True,
        save_time_with_threat: bool = False,
        complications_adding_time: int = 0,
        final: bool | None = None,
        label: str = "",
        note: str = "",
        roll_id: int | None = None,
    ) -> None:
        super().__init__(scene_id)
        self._task_id, self._outcome = task_id, outcome
        self._character_id, self._helpers = character_id, tuple(helper_ids)
        self._momentum, self._from_roll = save_time_with_momentum, pay_from_roll
        self._threat, self._lost_time = save_time_with_threat, complications_adding_time
        self._final, self._task_label, self._note = final, label, note
        self.roll_id = roll_id
        self.key_task_id = task_id
        self._label = "attempt a task"

    def change(
        self, state: CampaignState, running: Running | None, pools: Pools
    ) -> tuple[Running | None, Pools | None]:
        challenge = require_challenge(running)
        outcome = self._outcome
        if self._lost_time > outcome.complications:
            raise CommandError(
                f"the roll has {outcome.complications} complication(s): "
                f"{self._lost_time} cannot be spent on time"
            )
        name = (
            challenge.challenge.task(self._task_id).label
            if self._task_id is not None
            else self._task_label or "another task"
        )
        self._label = f"attempt '{name}'"
        after = challenge.attempt(
            self._task_id,
            character=character_key(self._character_id),
            passed=outcome.passed,
            final=self._final,
            helpers=[character_key(h) for h in self._helpers],
            save_time_with_momentum=self._momentum,
            save_time_with_threat=self._threat,
            complications_adding_time=self._lost_time,
            label=self._task_label,
            note=self._note,
        )
        attempt = after.attempts[-1]
        parts = [attempt_text(state, attempt, name)]
        paid = pools
        if attempt.time is not None:
            parts.append(f"{attempt.time.intervals} interval(s)")
            from_roll = min(attempt.time.momentum_spent, outcome.momentum) if self._from_roll else 0
            self.taken_from_roll = (self._lost_time, from_roll)
            if attempt.time.momentum_spent:
                paid, text = pay_momentum(
                    paid,
                    attempt.time.momentum_spent,
                    roll_momentum=outcome.momentum,
                    from_roll=self._from_roll,
                    reason="time saved",
                )
                parts.append(text)
            if attempt.time.threat_added:
                paid = add_threat(paid, attempt.time.threat_added, reason="time saved").pools
                parts.append(f"time saved: {attempt.time.threat_added} threat added")
        if after.outcome is not ChallengeOutcome.IN_PROGRESS:
            parts.append(f"challenge {after.outcome.value}")
        self.summary = " — ".join(parts)
        return after, paid


class ReopenKeyTask(ChallengeCommand):
    """GM ruling: a key task failed for good, or closed off, may be tried again."""

    def __init__(self, scene_id: int | None, task_id: str, *, side: Side = Side.PLAYERS) -> None:
        super().__init__(scene_id)
        self._task_id, self._side = task_id, side
        self._label = "reopen a key task"

    def change(
        self, state: CampaignState, running: Running | None, pools: Pools
    ) -> tuple[Running | None, Pools | None]:
        after, label = _ruled(require_running(running), self._side, self._task_id, reopen=True)
        self._label, self.summary = f"reopen '{label}'", f"'{label}' reopened"
        return after, None


class CloseKeyTask(ChallengeCommand):
    """GM ruling: events close off a key task that is not done."""

    def __init__(self, scene_id: int | None, task_id: str, *, side: Side = Side.PLAYERS) -> None:
        super().__init__(scene_id)
        self._task_id, self._side = task_id, side
        self._label = "close a key task"

    def change(
        self, state: CampaignState, running: Running | None, pools: Pools
    ) -> tuple[Running | None, Pools | None]:
        after, label = _ruled(require_running(running), self._side, self._task_id, reopen=False)
        self._label, self.summary = f"close '{label}'", f"'{label}' closed off"
        return after, None


def _ruled(running: Running, side: Side, task_id: str, *, reopen: bool) -> tuple[Running, str]:
    """A GM ruling on one key task (of one side, in a contest), and the key task's name."""
    one = running.side_state(side) if isinstance(running, ContestState) else running
    label = one.challenge.task(task_id).label
    after = one.reopen(task_id) if reopen else one.close(task_id)
    if not isinstance(running, ContestState):
        return after, label
    if side is Side.PLAYERS:
        return replace(running, players=after), label
    return replace(running, opposition=after), label


class TurnIntoConflict(ChallengeCommand):
    """Conflict: the two sides' goals clash, so the challenge ends and combat begins."""

    def __init__(self, scene_id: int | None, note: str = "") -> None:
        super().__init__(scene_id)
        self._note = note
        self._label = "turn the challenge into a conflict"

    def change(
        self, state: CampaignState, running: Running | None, pools: Pools
    ) -> tuple[Running | None, Pools | None]:
        self.summary = "the challenge became a conflict: start combat"
        return require_running(running).become_conflict(self._note), None


class EndChallenge(ChallengeCommand):
    """The challenge is over and cleared from the scene (undo brings it back)."""

    def __init__(self, scene_id: int | None) -> None:
        super().__init__(scene_id)
        self._label = "end the challenge"

    def change(
        self, state: CampaignState, running: Running | None, pools: Pools
    ) -> tuple[Running | None, Pools | None]:
        self.summary = f"challenge ended ({require_running(running).outcome.value})"
        return None, None
