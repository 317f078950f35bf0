"""Task rolls in the campaign: the roll log entry, plus what the roll itself costs or gives.

The dice are rolled before the command (a roll is an event); the command records it and its
immediate effects — bought dice paid, a voluntary failure's threat and fortune — as one undo
step. Undoing it refunds the effects and keeps the log entry, marked undone.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from datetime import datetime

from gmscreen.model.changes import ChangeSet
from gmscreen.model.changes import RecordChange
from gmscreen.model.commands import Clock
from gmscreen.model.commands import Command
from gmscreen.model.commands import CommandError
from gmscreen.model.commands import logged_roll
from gmscreen.model.rfi.pools import fortune_key
from gmscreen.model.rfi.pools import pool_changes
from gmscreen.model.rfi.pools import read_pools
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.model.state import JsonDict
from gmscreen.model.state import RollRecord
from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.assistance import Assistant
from gmscreen.rules.rfi.pools import Pools
from gmscreen.rules.rfi.purchase import buy_dice
from gmscreen.rules.rfi.resolution import TaskOutcome
from gmscreen.rules.rfi.resolution import TaskResult
from gmscreen.rules.rfi.resolution import fail_task_voluntarily
from gmscreen.rules.rfi.resolution import replay_voluntary_failure
from gmscreen.rules.rfi.resolution import resolve_task_from_faces
from gmscreen.rules.rfi.task import Task
from gmscreen.rules.rfi.task_state import TaskState
from gmscreen.rules.rfi.task_state import TaskStateChange
from gmscreen.rules.rfi.task_state import succeed_at_cost

# A task roll's inputs name the scene it was made in and the key task it was run for (if any),
# so a challenge never takes a stale roll of another scene or of another key task.
SCENE_INPUT, KEY_TASK_INPUT = "scene_id", "key_task"
# The reactive side's roll of an opposed task names the active side's roll it answers.
OPPOSES_INPUT = "opposes"
# In a failed roll's outcome: the GM let the failure stand (no success at cost).
FAILURE_STANDS = "failure_stands"
# An attack's roll (logged by `attacks.MakeAttack`), named here where the roll log finds it
# without importing the combat rules.
ATTACK_ROLL_KIND = "rfi-attack"
UNNAMED_WEAPON = "Attack"  # what an attack with no weapon named is stored as (worded when shown)
TASK_ROLL = "rfi-task"  # a task roll's kind in the roll log


@dataclasses.dataclass(frozen=True, slots=True)
class DicePayment:
    """How much of the bought dice's price the pool's momentum pays; the rest goes on threat."""

    from_pool: int = 0


def task_inputs(result: TaskResult, label: str) -> JsonDict:
    """What was rolled, enough to replay it: the task's settings and the approach's label."""
    task = result.task
    return {
        "label": label,
        "attribute": task.attribute,
        "skill": task.skill,
        "has_specialty": task.has_specialty,
        "difficulty": task.difficulty,
        "complication_range": task.complication_range,
        "bonus_dice": task.bonus_dice,
        "bought_dice": task.bought_dice,
        "assistants": [
            {"attribute": a.attribute, "skill": a.skill, "has_specialty": a.has_specialty}
            for a in task.assistants
        ],
        "assistance_raises_complication_range": task.assistance_raises_complication_range,
        "roll_at_difficulty_zero": task.roll_at_difficulty_zero,
        "success_at_cost": task.success_at_cost,
        "cost_complications": task.cost_complications,
    }


def replay_task(record: RollRecord) -> TaskResult | None:
    """The task result a logged task roll holds, replayed from its inputs and faces.

    None when the record cannot be replayed (another kind of roll, or inputs this version does
    not know). A success at cost shows from the record's outcome, not from the replay.
    """
    inputs = record.inputs
    try:
        task = Task(
            attribute=int(inputs["attribute"]),
            skill=int(inputs["skill"]),
            has_specialty=bool(inputs.get("has_specialty", False)),
            difficulty=int(inputs["difficulty"]),
            complication_range=int(inputs.get("complication_range", 1)),
            bonus_dice=int(inputs.get("bonus_dice", 0)),
            bought_dice=int(inputs.get("bought_dice", 0)),
            assistants=tuple(
                Assistant(
                    attribute=int(a["attribute"]),
                    skill=int(a["skill"]),
                    has_specialty=bool(a.get("has_specialty", False)),
                )
                for a in inputs.get("assistants", ())
            ),
            assistance_raises_complication_range=bool(
                inputs.get("assistance_raises_complication_range", False)
            ),
            roll_at_difficulty_zero=bool(inputs.get("roll_at_difficulty_zero", False)),
            cost_complications=int(inputs.get("cost_complications", 1)),
        )
        if record.outcome.get("outcome") == "voluntary failure":
            return replay_voluntary_failure(task)
        return resolve_task_from_faces(task, record.faces)
    except (KeyError, TypeError, ValueError):  # RulesError and DiceError are ValueErrors
        return None


def task_summary(result: TaskResult, who: str, label: str) -> str:
    """One line for the roll log: "Vex — Cunning + Piloting, difficulty 2: passed, 1 momentum"."""
    parts = [f"{result.outcome.value}"]
    if result.rolled:
        parts.append(f"{result.successes} success{'es' if result.successes != 1 else ''}")
    if result.momentum:
        parts.append(f"{result.momentum} momentum")
    if result.complications:
        count = result.complications
        parts.append(f"{count} complication{'s' if count != 1 else ''}")
    head = f"{who} — {label}" if who else label
    return f"{head}, difficulty {result.task.difficulty}: {', '.join(parts)}"


def roll_outcome(result: TaskResult) -> JsonDict:
    """The outcome of a task as the roll log keeps it."""
    return {
        "outcome": result.outcome.value,
        "successes": result.successes,
        "momentum": result.momentum,
        "complications": result.complications,
        "passed": result.passed,
    }


def state_fields(task: TaskState) -> JsonDict:
    """A task's open business as the roll record's outcome keeps it."""
    return {
        "complications_left": task.complications,
        "momentum_left": task.momentum,
        "momentum_spendable": task.spendable,
    }


def task_state_of(record: RollRecord) -> TaskState:
    """What a logged task still holds; a roll logged before this was kept reads as fresh."""
    outcome = record.outcome
    complications = int(outcome.get("complications", 0))
    momentum = int(outcome.get("momentum", 0))
    return TaskState(
        complications=int(outcome.get("complications_left", complications)),
        momentum=int(outcome.get("momentum_left", momentum)),
        spendable=bool(outcome.get("momentum_spendable", bool(outcome.get("passed")) and momentum)),
    )


def unsettled_task_rolls(state: CampaignState) -> tuple[RollRecord, ...]:
    """The last task roll (with the roll it opposes, in an opposed task) while its result is
    still in use, in the scene it was made in: complications to settle, Momentum nobody saved
    or spent, or (a task alone) a failure the GM has not yet let stand or succeed at a cost.
    Until they are settled no other task is rolled over them.

    Rule (core, Momentum, Complications, Succeed at Cost): a task's unspent Momentum goes to
    the group pool once it is resolved, each complication is inflicted or bought off, and the
    GM may offer success at a cost after the dice fell.
    """
    awaiting = failure_awaiting_call(state)
    if awaiting is not None:
        return (awaiting,)
    return tuple(roll for roll in _last_task_rolls(state) if _holds_business(roll))


def failure_awaiting_call(state: CampaignState) -> RollRecord | None:
    """The last task roll, rolled alone, if it failed and the GM has not yet let the failure
    stand nor let it succeed at a cost (an opposed task's verdict needs no such call)."""
    rolls = _last_task_rolls(state)
    if len(rolls) != 1:
        return None
    failed = rolls[0].outcome.get("outcome") == TaskOutcome.FAILED.value
    return rolls[0] if failed and not rolls[0].outcome.get(FAILURE_STANDS) else None


def _last_task_rolls(state: CampaignState) -> tuple[RollRecord, ...]:
    """The last task roll of the current scene (after the roll it opposes, if any)."""
    scene = state.campaign.current_scene_id
    last = state.newest(RollRecord, lambda roll: roll.kind == TASK_ROLL and not roll.undone)
    if last is None or last.inputs.get(SCENE_INPUT, scene) != scene:
        return ()
    opposed = state.find(RollRecord, last.inputs.get(OPPOSES_INPUT))
    return (last,) if opposed is None or opposed.undone else (opposed, last)


def _holds_business(record: RollRecord) -> bool:
    task = task_state_of(record)
    return task.complications > 0 or task.momentum > 0


class RecordTaskRoll(Command):
    """Log a resolved task and apply what the roll itself does to the pools."""

    def __init__(
        self,
        result: TaskResult,
        *,
        character_id: int | None,
        label: str,
        payment: DicePayment = DicePayment(),
        key_task: str | None = None,
        opposes: int | None = None,
        clock: Clock = datetime.now,
    ) -> None:
        self.result = result
        self.key_task = key_task
        self.opposes = opposes
        self._character_id = character_id
        self._label = label
        self._payment = payment
        self._clock = clock
        self.record: RollRecord | None = None

    @property
    def name(self) -> str:
        return f"roll {self._label}"

    def plan(self, state: CampaignState) -> ChangeSet:
        if any(roll.id != self.opposes for roll in unsettled_task_rolls(state)):
            raise CommandError(
                "the last task roll is still in use: save or spend its Momentum, settle its "
                "complications, let a failure stand or succeed at a cost (or undo it) first"
            )
        result = self.result
        character = state.find(Character, self._character_id)
        pools = read_pools(state)
        if result.task.bought_dice:
            pools = buy_dice(
                pools,
                result.task.bought_dice,
                from_pool=self._payment.from_pool,
                dice_in_pool=result.task.leader_dice - result.task.bought_dice,
            ).pools
        if result.voluntary_failure and character is not None:
            pools = fail_task_voluntarily(result.task, pools, fortune_key(state, character)).pools
        self.record = RollRecord(
            id=state.next_id("roll"),
            time=self._clock().isoformat(timespec="seconds"),
            kind=TASK_ROLL,
            summary=task_summary(result, character.name if character else "", self._label),
            character_id=character.id if character else None,
            inputs={
                **task_inputs(result, self._label),
                SCENE_INPUT: state.campaign.current_scene_id,
                KEY_TASK_INPUT: self.key_task,
                **({OPPOSES_INPUT: self.opposes} if self.opposes is not None else {}),
            },
            faces=result.faces,
            outcome={**roll_outcome(result), **state_fields(TaskState.of(result))},
        )
        changes: list[RecordChange] = [logged_roll(self.record)]
        changes.extend(pool_changes(state, pools))
        return ChangeSet(tuple(changes))


TaskOperation = Callable[[TaskState, Pools], TaskStateChange]


def live_roll(state: CampaignState, roll_id: int) -> RollRecord:
    """The logged roll a step acts on; refused once it is gone or undone."""
    record = state.find(RollRecord, roll_id)
    if record is None or record.undone:
        raise CommandError("that roll is no longer in the log")
    return record


class SettleTaskRoll(Command):
    """Act on a logged task's result (buy off, invoke, save, spend) as one undoable step.

    The rules engine decides from what the roll still holds; the roll record keeps what remains
    beside the pools, so undo gives it back and a reopened campaign shows it. `report` says
    what the operation did.
    """

    def __init__(self, roll_id: int, name: str, operation: TaskOperation) -> None:
        self._roll_id = roll_id
        self._name = name
        self._operation = operation
        self.report: TaskStateChange | None = None

    @property
    def name(self) -> str:
        return self._name

    def plan(self, state: CampaignState) -> ChangeSet:
        record = live_roll(state, self._roll_id)
        self.report = self._operation(task_state_of(record), read_pools(state))
        changed = dataclasses.replace(
            record, outcome={**record.outcome, **state_fields(self.report.task)}
        )
        changes = [RecordChange.of(record, changed), *pool_changes(state, self.report.pools.pools)]
        return ChangeSet(tuple(changes))


class SucceedAtCost(Command):
    """The GM lets a failed roll succeed at a cost: the log entry and what it holds follow."""

    def __init__(self, roll_id: int, at_cost: TaskResult, label: str) -> None:
        self._roll_id = roll_id
        self._at_cost = at_cost
        self._label = label

    @property
    def name(self) -> str:
        return "succeed at cost"

    def plan(self, state: CampaignState) -> ChangeSet:
        record = live_roll(state, self._roll_id)
        try:
            left = succeed_at_cost(task_state_of(record), self._at_cost)
        except RulesError as error:
            raise CommandError(str(error)) from error
        character = state.find(Character, record.character_id)
        who = character.name if character is not None else ""
        changed = dataclasses.replace(
            record,
            summary=task_summary(self._at_cost, who, self._label),
            outcome={**roll_outcome(self._at_cost), **state_fields(left)},
        )
        return ChangeSet((RecordChange.of(record, changed),))


class LetFailureStand(Command):
    """The GM lets a failed roll stand as a failure (no success at cost): its result is used."""

    def __init__(self, roll_id: int) -> None:
        self._roll_id = roll_id

    @property
    def name(self) -> str:
        return "let the failure stand"

    def plan(self, state: CampaignState) -> ChangeSet:
        record = live_roll(state, self._roll_id)
        awaiting = failure_awaiting_call(state)
        if awaiting is None or awaiting.id != record.id:
            raise CommandError("only the last roll's failure, not yet decided, can be let stand")
        changed = dataclasses.replace(record, outcome={**record.outcome, FAILURE_STANDS: True})
        return ChangeSet((RecordChange.of(record, changed),))
