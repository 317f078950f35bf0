"""Resolving an RFI: Freelancers task: every die scored, successes, complications, momentum."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import replace
from enum import Enum

from gmscreen.rules.dice import Dice
from gmscreen.rules.errors import DiceError
from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.assistance import assistance_counts
from gmscreen.rules.rfi.constants import BASE_DICE
from gmscreen.rules.rfi.constants import DIE_SIDES
from gmscreen.rules.rfi.constants import SUCCESS_AT_COST_COMPLICATIONS
from gmscreen.rules.rfi.constants import VOLUNTARY_FAILURE_FORTUNE
from gmscreen.rules.rfi.constants import VOLUNTARY_FAILURE_THREAT
from gmscreen.rules.rfi.pools import PoolChange
from gmscreen.rules.rfi.pools import Pools
from gmscreen.rules.rfi.pools import add_fortune
from gmscreen.rules.rfi.pools import add_threat
from gmscreen.rules.rfi.scoring import DieProfile
from gmscreen.rules.rfi.task import Task


class DieSource(Enum):
    """Whose die it is: the leader's two base dice, a bonus die, a bought die, an assistant's."""

    LEADER = "leader"
    BONUS = "bonus"
    BOUGHT = "bought"
    ASSISTANT = "assistant"


class TaskOutcome(Enum):
    """How a task ended, as a GM would announce it."""

    PASSED = "passed"
    FAILED = "failed"
    SUCCEEDED_AT_COST = "succeeded at cost"
    AUTOMATIC_SUCCESS = "automatic success"
    VOLUNTARY_FAILURE = "voluntary failure"


@dataclass(frozen=True, slots=True, kw_only=True)
class DieResult:
    """One d20 of a task: its face, whose it is, and what it scored.

    Attributes:
        face: the face rolled, 1–20.
        source: leader, bonus, bought or assistant die.
        assistant_index: position in `Task.assistants` for an assistant's die, else None.
        target_number: the target number this die rolled against.
        successes: what the die scored (0, 1, or 2 for a critical success).
        critical: whether the die is a critical success.
        complication: whether the die caused a complication (always counted).
        counted: whether its successes count towards the task (an assistant's count only if
            the leader scored at least one success).
    """

    face: int
    source: DieSource
    assistant_index: int | None
    target_number: int
    successes: int
    critical: bool
    complication: bool
    counted: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class TaskResult:
    """A resolved task; `task` and `faces` replay it exactly with `resolve_task_from_faces`.

    Attributes:
        task: the task as it was set up.
        dice: every die rolled, leader's pool first, then one per assistant.
        complication_range: the range that applied (after any assistance penalty).
        successes: total counted successes.
        leader_successes: successes of the leader's own dice, bonus and bought dice included.
        assistant_successes: successes the assistants' dice scored, counted or not.
        assistance_counted: whether the assistants' successes were added.
        dice_complications: complications caused by the dice.
        cost_complications: automatic complications of a success at cost (0 otherwise).
        voluntary_failure: the character chose to fail without rolling.
        threat_gained: threat the GM gains (1 on a voluntary failure).
        fortune_gained: fortune the character gains (1 on a voluntary failure).
    """

    task: Task
    dice: tuple[DieResult, ...]
    complication_range: int
    successes: int
    leader_successes: int
    assistant_successes: int
    assistance_counted: bool
    dice_complications: int
    cost_complications: int
    voluntary_failure: bool = False
    threat_gained: int = 0
    fortune_gained: int = 0

    @property
    def faces(self) -> tuple[int, ...]:
        """The faces rolled, in the order `resolve_task_from_faces` expects them."""
        return tuple(die.face for die in self.dice)

    @property
    def rolled(self) -> bool:
        """Whether dice were rolled (not for an unrolled difficulty 0 or a voluntary failure)."""
        return bool(self.dice)

    @property
    def passed(self) -> bool:
        """The task is passed when its successes reach the difficulty."""
        return not self.voluntary_failure and self.successes >= self.task.difficulty

    @property
    def succeeded_at_cost(self) -> bool:
        """A failed roll turned into a success by the success-at-cost rule."""
        return self.cost_complications > 0

    @property
    def succeeded(self) -> bool:
        """Whether the character got what they wanted: passed or succeeded at cost."""
        return self.passed or self.succeeded_at_cost

    @property
    def momentum(self) -> int:
        """Successes beyond the difficulty on a passed task; none without a roll or at cost."""
        if not (self.passed and self.rolled):
            return 0
        return self.successes - self.task.difficulty

    @property
    def complications(self) -> int:
        """All complications: the dice's and those of a success at cost."""
        return self.dice_complications + self.cost_complications

    @property
    def outcome(self) -> TaskOutcome:
        """How the task ended."""
        if self.voluntary_failure:
            return TaskOutcome.VOLUNTARY_FAILURE
        if not self.rolled:
            return TaskOutcome.AUTOMATIC_SUCCESS
        if self.passed:
            return TaskOutcome.PASSED
        if self.succeeded_at_cost:
            return TaskOutcome.SUCCEEDED_AT_COST
        return TaskOutcome.FAILED


def resolve_task(task: Task, dice: Dice) -> TaskResult:
    """Task resolution: roll the leader's pool and one d20 per assistant, then score it.

    A difficulty 0 task the GM does not let roll succeeds automatically and rolls nothing.

    Args:
        task: the task as the GM set it up.
        dice: where the faces come from (`SeededDice`, or `FixedDice` to replay).

    Returns:
        The resolved task, with every die it rolled.
    """
    faces = dice.roll(task.dice_count, DIE_SIDES) if task.rolled else ()
    return resolve_task_from_faces(task, faces)


def resolve_task_from_faces(task: Task, faces: Sequence[int]) -> TaskResult:
    """Task resolution from given faces: leader's pool first, then one face per assistant.

    Raises:
        DiceError: the number of faces is not the task's `dice_count`, or a face is not 1–20.
    """
    faces = tuple(faces)
    if len(faces) != task.dice_count:
        raise DiceError(
            f"this task rolls {task.dice_count} dice, {len(faces)} faces given",
            rule="replayed dice",
        )
    for face in faces:
        if not 1 <= face <= DIE_SIDES:
            raise DiceError(f"a d{DIE_SIDES} cannot show {face}", rule="replayed dice")
    if not task.rolled:
        return _unrolled(task)
    leader_faces, assistant_faces = faces[: task.leader_dice], faces[task.leader_dice :]
    leader_profile = task.leader_profile
    leader_dice = tuple(
        _scored_die(face, leader_profile, source=_leader_source(task, position), counted=True)
        for position, face in enumerate(leader_faces)
    )
    leader_successes = sum(die.successes for die in leader_dice)
    counted = assistance_counts(leader_successes)
    assistant_dice = tuple(
        _scored_die(
            face, profile, source=DieSource.ASSISTANT, assistant_index=index, counted=counted
        )
        for index, (face, profile) in enumerate(
            zip(assistant_faces, task.assistant_profiles, strict=True)
        )
    )
    assistant_successes = sum(die.successes for die in assistant_dice)
    successes = leader_successes + (assistant_successes if counted else 0)
    all_dice = leader_dice + assistant_dice
    failed = successes < task.difficulty
    return TaskResult(
        task=task,
        dice=all_dice,
        complication_range=task.effective_complication_range,
        successes=successes,
        leader_successes=leader_successes,
        assistant_successes=assistant_successes,
        assistance_counted=counted,
        dice_complications=sum(die.complication for die in all_dice),
        cost_complications=task.cost_complications if failed and task.success_at_cost else 0,
    )


@dataclass(frozen=True, slots=True)
class VoluntaryFailure:
    """A task failed on purpose: its (unrolled) result and the pools after the trade."""

    result: TaskResult
    change: PoolChange

    @property
    def pools(self) -> Pools:
        """The pools after the GM's threat and the character's fortune were added."""
        return self.change.pools


def fail_task_voluntarily(task: Task, pools: Pools, character_id: str) -> VoluntaryFailure:
    """Voluntary failure: no roll, no complications, +1 threat for the GM, +1 fortune for the
    player character who gave up (fortune past the cap is lost, the threat still comes).

    Raises:
        RulesError: the task is difficulty 0 or uses success at cost, or the character has no
            fortune in `pools`.
    """
    result = replay_voluntary_failure(task)
    pools.fortune_of(character_id)
    rule = "voluntary failure"
    with_threat = add_threat(pools, result.threat_gained, reason=rule)
    gained = add_fortune(with_threat.pools, character_id, result.fortune_gained, reason=rule)
    summary = f"{character_id} fails on purpose: +{result.threat_gained} threat; {gained.summary}"
    change = PoolChange(gained.pools, pools, rule, summary, fortune_lost=gained.fortune_lost)
    return VoluntaryFailure(result, change)


def replay_voluntary_failure(task: Task) -> TaskResult:
    """The result of a logged voluntary failure, read back without touching any pool.

    Raises:
        RulesError: the task is difficulty 0 or uses success at cost.
    """
    rule = "voluntary failure"
    if task.difficulty == 0:
        raise RulesError("a difficulty 0 task cannot be failed voluntarily", rule=rule)
    if task.success_at_cost:
        raise RulesError("a task that may succeed at cost cannot be failed voluntarily", rule=rule)
    return replace(
        _unrolled(task),
        voluntary_failure=True,
        threat_gained=VOLUNTARY_FAILURE_THREAT,
        fortune_gained=VOLUNTARY_FAILURE_FORTUNE,
    )


def offer_success_at_cost(
    result: TaskResult, *, complications: int = SUCCESS_AT_COST_COMPLICATIONS
) -> TaskResult:
    """Success at cost offered after the roll: the same faces, rescored with the option on.

    A passed task is unchanged apart from recording the option; a failed one succeeds with
    `complications` automatic complications and no momentum.

    Raises:
        RulesError: the result is a voluntary failure, or `complications` is below 1.
    """
    if result.voluntary_failure:
        raise RulesError(
            "a voluntarily failed task cannot succeed at cost", rule="voluntary failure"
        )
    task = replace(result.task, success_at_cost=True, cost_complications=complications)
    return resolve_task_from_faces(task, result.faces)


def _unrolled(task: Task) -> TaskResult:
    return TaskResult(
        task=task,
        dice=(),
        complication_range=task.effective_complication_range,
        successes=0,
        leader_successes=0,
        assistant_successes=0,
        assistance_counted=False,
        dice_complications=0,
        cost_complications=0,
    )


def _leader_source(task: Task, position: int) -> DieSource:
    if position < BASE_DICE:
        return DieSource.LEADER
    if position < BASE_DICE + task.bonus_dice:
        return DieSource.BONUS
    return DieSource.BOUGHT


def _scored_die(
    face: int,
    profile: DieProfile,
    *,
    source: DieSource,
    counted: bool,
    assistant_index: int | None = None,
) -> DieResult:
    score = profile.score(face)
    return DieResult(
        face=face,
        source=source,
        assistant_index=assistant_index,
        target_number=profile.target_number,
        successes=score.successes,
        critical=score.critical,
        complication=score.complication,
        counted=counted,
    )
