"""RFI: Freelancers action economy: the minor and major action lists and what a turn allows."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType
from typing import TypedDict
from typing import Unpack

from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.constants import CREATE_TRAIT_ACTION_DIFFICULTY
from gmscreen.rules.rfi.constants import DIRECT_COST
from gmscreen.rules.rfi.constants import FIRST_AID_REVIVE_DIFFICULTY
from gmscreen.rules.rfi.constants import GUARD_DIFFICULTY
from gmscreen.rules.rfi.constants import GUARD_FOR_ALLY_DIFFICULTY
from gmscreen.rules.rfi.constants import SPRINT_DIFFICULTY


class ActionError(RulesError):
    """An action the action economy refuses this turn."""


@dataclass(frozen=True, slots=True)
class MomentumCost:
    """What a rule asks to be paid, in points; the model layer charges the pools.

    A player character pays from the task's momentum or the group pool; an `immediate` cost may
    instead be paid by adding threat one for one, or a mix of both. An NPC pays every cost by
    spending threat.
    """

    amount: int = 0
    immediate: bool = False

    def __post_init__(self) -> None:
        if self.amount < 0:
            raise RulesError(f"a cost cannot be negative ({self.amount})", rule="momentum")


class ActionKind(StrEnum):
    """Minor actions support a turn and roll no task; major actions usually hold a task."""

    MINOR = "minor"
    MAJOR = "major"


@dataclass(frozen=True, slots=True)
class SkillPair:
    """An attribute and skill a task is rolled with."""

    attribute: str
    skill: str

    def __str__(self) -> str:
        return f"{self.attribute} + {self.skill}"


@dataclass(frozen=True, slots=True)
class CombatAction:
    """One combat action as data: what it does, its task if fixed, and what it cannot share.

    `task_pairs` lists the attribute + skill pairs the text names (where it names two, the GM
    picks); `excludes` names actions that may not be taken in the same turn as this one.
    """

    id: str
    name: str
    kind: ActionKind
    summary: str
    task_difficulty: int | None = None
    task_pairs: tuple[SkillPair, ...] = ()
    momentum_cost: int = 0
    excludes: tuple[str, ...] = ()


class _Task(TypedDict, total=False):
    """What a major action may add to its name and summary (the fields of `CombatAction`)."""

    task_difficulty: int | None
    task_pairs: tuple[SkillPair, ...]
    momentum_cost: int
    excludes: tuple[str, ...]


def _minor(
    action_id: str, name: str, summary: str, *, excludes: tuple[str, ...] = ()
) -> CombatAction:
    return CombatAction(action_id, name, ActionKind.MINOR, summary, excludes=excludes)


def _major(action_id: str, name: str, summary: str, **task: Unpack[_Task]) -> CombatAction:
    return CombatAction(action_id, name, ActionKind.MAJOR, summary, **task)


MINOR_ACTIONS: tuple[CombatAction, ...] = (
    _minor("aim", "Aim", "Reroll one d20 of an attack you make later this turn."),
    _minor(
        "draw-item",
        "Draw Item",
        "Take out something you carry or pick up something within reach; use it at once if "
        "using it needs no task.",
    ),
    _minor(
        "interact",
        "Interact",
        "Work a simple object: open a door, press a panel, give a computer a short command. "
        "Harder interactions are a major action with a task.",
    ),
    _minor(
        "movement",
        "Movement",
        "Move anywhere within Medium range (one zone). Not with an enemy within reach, and not "
        "in a turn with Sprint.",
        excludes=("sprint",),
    ),
    _minor(
        "prepare",
        "Prepare",
        "Get ready for a task; some gear and some major actions need this first.",
    ),
    _minor(
        "stand-or-drop-prone",
        "Stand / Drop Prone",
        "Get up from the ground, or drop flat to be a smaller target; not both in one turn.",
    ),
)

MAJOR_ACTIONS: tuple[CombatAction, ...] = (
    _major(
        "assist",
        "Assist",
        "Help another character's task. Taken out of turn, it uses up your own turn this round.",
    ),
    _major("attack", "Attack", "Try to injure an enemy or another target with a weapon."),
    _major(
        "create-trait",
        "Create Trait",
        "A difficulty 2 task (attribute, skill and specialty to suit) to create, change or remove "
        "a trait, or raise or lower its potency.",
        task_difficulty=CREATE_TRAIT_ACTION_DIFFICULTY,
    ),
    _major(
        "direct",
        "Direct",
        "Only one leader per side. Spend 1 momentum: an ally who hears you takes one action at "
        "once, without the +1 difficulty, and you assist with Will + Leadership.",
        task_pairs=(SkillPair("Will", "Leadership"),),
        momentum_cost=DIRECT_COST,
    ),
    _major(
        "first-aid",
        "First Aid",
        "Revive a defeated character within reach (difficulty 2), or treat one of their injuries "
        "(difficulty = its severity).",
        task_difficulty=FIRST_AID_REVIVE_DIFFICULTY,
        task_pairs=(SkillPair("Will", "Science"), SkillPair("Cunning", "Science")),
    ),
    _major(
        "guard",
        "Guard",
        "A difficulty 0 task: on success, attacks on you are 1 harder until your next turn. "
        "Guarding an ally within reach instead makes the task 1 harder.",
        task_difficulty=GUARD_DIFFICULTY,
        task_pairs=(SkillPair("Cunning", "Security"),),
    ),
    _major("other-task", "Other Task", "Any other task the GM allows or the situation demands."),
    _major("pass", "Pass", "Do not attempt a task."),
    _major(
        "ready",
        "Ready",
        "Name a major action and a trigger; when it happens, interrupt to take that action. "
        "Lost if the trigger has not come by your next turn.",
    ),
    _major(
        "sprint",
        "Sprint",
        "Move anywhere within Long range (two zones); a difficulty 0 task on the way can "
        "generate momentum for rough ground. Not in a turn with the Movement minor action.",
        task_difficulty=SPRINT_DIFFICULTY,
        task_pairs=(SkillPair("Fitness", "Security"), SkillPair("Fitness", "Piloting")),
        excludes=("movement",),
    ),
)

ACTIONS: Mapping[str, CombatAction] = MappingProxyType(
    {action.id: action for action in (*MINOR_ACTIONS, *MAJOR_ACTIONS)}
)


def guard_difficulty(*, protecting_ally: bool = False) -> int:
    """Guard: a difficulty 0 task for yourself; guarding an ally within reach makes it 1 harder.

    Returns the Guard task's final difficulty.
    """
    return GUARD_DIFFICULTY + (GUARD_FOR_ALLY_DIFFICULTY if protecting_ally else 0)


def action_by_id(action_id: str) -> CombatAction:
    """The combat action with this id; `ActionError` names an unknown one."""
    try:
        return ACTIONS[action_id]
    except KeyError:
        raise ActionError(f"there is no combat action {action_id!r}", rule="actions") from None
