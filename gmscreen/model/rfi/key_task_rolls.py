"""A key task's roll recorded on it as it is made, and which logged roll a challenge may take.

"Run" on a key task sends it to the task panel; the roll made there is logged and applied to
that key task in one undo step. No other roll is ever offered for a key task: a roll of another
scene, or one made for another key task, is refused by the challenge commands.
"""

from __future__ import annotations

from collections.abc import Callable

from gmscreen.model.changes import ChangeSet
from gmscreen.model.commands import Command
from gmscreen.model.commands import CommandError
from gmscreen.model.rfi.rolls import KEY_TASK_INPUT
from gmscreen.model.rfi.rolls import SCENE_INPUT
from gmscreen.model.rfi.rolls import RecordTaskRoll
from gmscreen.model.rfi.scene_challenge import TASK_ROLL_KIND
from gmscreen.model.rfi.scene_challenge import recorded_rolls
from gmscreen.model.state import CampaignState
from gmscreen.model.state import RollRecord

# Builds the challenge step that applies a logged roll (its GM choices already made).
AttemptFactory = Callable[[RollRecord], Command]


def offered_roll(state: CampaignState, scene_id: int | None) -> RollRecord | None:
    """The newest task roll the scene's challenge may still take, or None.

    Only a roll made in this scene, not undone and not yet recorded, is offered; a roll made
    for a key task is offered for that key task only (when recording it as it was made failed).
    """
    if scene_id is None:
        return None
    used = recorded_rolls(state, scene_id)
    for roll in reversed(state.of(RollRecord)):
        if roll.kind != TASK_ROLL_KIND or roll.undone:
            continue
        if roll.inputs.get(SCENE_INPUT) != scene_id or roll.id in used:
            return None
        return roll
    return None


def key_task_of(roll: RollRecord) -> str | None:
    """The key task a roll was run for, or None."""
    made_for = roll.inputs.get(KEY_TASK_INPUT)
    return str(made_for) if made_for is not None else None


class RollOnKeyTask(Command):
    """Log a key task's roll and apply it to the key task, as one undo step.

    `attempt` builds the challenge step from the logged roll; if the challenge refuses it, the
    whole step is refused and the caller may log the roll alone (it stays offered for its task).
    """

    def __init__(self, roll: RecordTaskRoll, attempt: AttemptFactory) -> None:
        if roll.key_task is None:
            raise CommandError("the roll was not run for a key task")
        self.roll = roll
        self._attempt = attempt
        self.summary = ""
        self.step: Command | None = None  # the challenge step, once planned (for its words)

    @property
    def record(self) -> RollRecord | None:
        """The roll log entry, once planned."""
        return self.roll.record

    @property
    def name(self) -> str:
        return self.roll.name

    def plan(self, state: CampaignState) -> ChangeSet:
        scratch = CampaignState(state.records())
        logged = self.roll.plan(scratch)
        logged.apply_to(scratch)
        record = self.roll.record
        if record is None:
            raise CommandError("the roll could not be logged")
        step = self.step = self._attempt(record)
        applied = step.plan(scratch)
        self.summary = str(getattr(step, "summary", ""))
        return ChangeSet((*logged.changes, *applied.changes))


class KeyTaskRun:
    """A key task sent to the task panel by "Run": its next roll is recorded on it."""

    def __init__(self, task_id: str, label: str, attempt: AttemptFactory) -> None:
        self.task_id = task_id
        self.label = label
        self.attempt = attempt

    def command(self, roll: RecordTaskRoll) -> RollOnKeyTask:
        """The one step that logs `roll` (made for this key task) and records it on the task."""
        return RollOnKeyTask(roll, self.attempt)
