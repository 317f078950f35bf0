"""RFI: Freelancers action economy: the minor and major action lists and what a turn allows."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum
from types import MappingProxyType

from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.constants import (
    CREATE_TRAIT_ACTION_DIFFICULTY,
    DIRECT_COST,
    EXTRA_MINOR_ACTION_COST,
    EXTRA_MINOR_ACTIONS_PER_TURN,
    FIRST_AID_REVIVE_DIFFICULTY,
    GUARD_DIFFICULTY,
    MAJOR_ACTIONS_PER_TURN,
    MAX_MAJOR_ACTIONS_PER_ROUND,
    MINOR_ACTIONS_PER_TURN,
    SPRINT_DIFFICULTY,
    SWIFT_ACTION_COST,
    SWIFT_ACTION_DIFFICULTY_INCREASE,
)


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


def _minor(
    action_id: str, name: str, summary: str, *, excludes: tuple[str, ...] = ()
) -> CombatAction:
    return CombatAction(
        id=action_id, name=name, kind=ActionKind.MINOR, summary=summary, excludes=excludes
    )


def _major(
    action_id: str,
    name: str,
    summary: str,
    *,
    task_difficulty: int | None = None,
    task_pairs: tuple[SkillPair, ...] = (),
    momentum_cost: int = 0,
    excludes: tuple[str, ...] = (),
) -> CombatAction:
    return CombatAction(
        id=action_id,
        name=name,
        kind=ActionKind.MAJOR,
        summary=summary,
        task_difficulty=task_difficulty,
        task_pairs=task_pairs,
        momentum_cost=momentum_cost,
        excludes=excludes,
    )


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


def action_by_id(action_id: str) -> CombatAction:
    """The combat action with this id; `ActionError` names an unknown one."""
    try:
        return ACTIONS[action_id]
    except KeyError:
        raise ActionError(f"there is no combat action {action_id!r}", rule="actions") from None


@dataclass(frozen=True, slots=True)
class ActionOptions:
    """GM-editable limits: the extra minor action spend is not repeatable, so once per turn.

    `extra_minor_actions` None lets a group buy as many as it likes (still each action once).
    """

    extra_minor_actions: int | None = EXTRA_MINOR_ACTIONS_PER_TURN


@dataclass(frozen=True, slots=True)
class ActionTaken:
    """The turn after an action, what it costs, and how much harder its task becomes."""

    state: TurnActions
    action: CombatAction
    costs: tuple[MomentumCost, ...] = ()
    difficulty_increase: int = 0

    @property
    def momentum(self) -> int:
        """The total the action costs, whatever pays it."""
        return sum(cost.amount for cost in self.costs)


@dataclass(frozen=True, slots=True)
class TurnActions:
    """The action economy of one turn: one major and one minor, more for momentum.

    `majors_earlier_this_round` counts major actions the character already took this round
    outside this turn (an action gained from Direct), since a round allows two at most.
    """

    minor_taken: tuple[CombatAction, ...] = ()
    major_taken: tuple[CombatAction, ...] = ()
    majors_earlier_this_round: int = 0
    options: ActionOptions = field(default_factory=ActionOptions)

    @property
    def majors_this_round(self) -> int:
        """Major actions taken this round, this turn included."""
        return self.majors_earlier_this_round + len(self.major_taken)

    def take(self, action: CombatAction | str) -> ActionTaken:
        """Action economy: take an action, paying for it if it is beyond the free ones.

        An extra minor action costs 1 momentum (Immediate); an extra major action costs 2
        (momentum or threat) and its task is 1 harder. Direct also costs its own 1 momentum.

        Raises:
            ActionError: the action is not allowed in this turn.
        """
        chosen = action_by_id(action) if isinstance(action, str) else action
        for earlier in (*self.minor_taken, *self.major_taken):
            if chosen.id in earlier.excludes or earlier.id in chosen.excludes:
                raise ActionError(
                    f"{chosen.name} cannot share a turn with {earlier.name}",
                    rule="movement" if chosen.id in ("movement", "sprint") else "actions",
                )
        own_cost = (MomentumCost(chosen.momentum_cost),) if chosen.momentum_cost else ()
        if chosen.kind is ActionKind.MINOR:
            return self._take_minor(chosen, own_cost)
        return self._take_major(chosen, own_cost)

    def _take_minor(self, chosen: CombatAction, own: tuple[MomentumCost, ...]) -> ActionTaken:
        if chosen.id in (earlier.id for earlier in self.minor_taken):
            raise ActionError(
                f"{chosen.name} was already taken this turn: each minor action once per turn",
                rule="minor actions",
            )
        state = replace(self, minor_taken=(*self.minor_taken, chosen))
        extra = len(self.minor_taken) - MINOR_ACTIONS_PER_TURN + 1
        if extra <= 0:
            return ActionTaken(state=state, action=chosen, costs=own)
        limit = self.options.extra_minor_actions
        if limit is not None and extra > limit:
            raise ActionError(
                f"only {limit} extra minor action(s) a turn", rule="extra minor action"
            )
        paid = MomentumCost(EXTRA_MINOR_ACTION_COST, immediate=True)
        return ActionTaken(state=state, action=chosen, costs=(*own, paid))

    def _take_major(self, chosen: CombatAction, own: tuple[MomentumCost, ...]) -> ActionTaken:
        if self.majors_this_round >= MAX_MAJOR_ACTIONS_PER_ROUND:
            raise ActionError(
                f"no more than {MAX_MAJOR_ACTIONS_PER_ROUND} major actions in a round",
                rule="major actions",
            )
        state = replace(self, major_taken=(*self.major_taken, chosen))
        if len(self.major_taken) < MAJOR_ACTIONS_PER_TURN:
            return ActionTaken(state=state, action=chosen, costs=own)
        # The text lets extra actions be bought "by spending Momentum or adding to Threat".
        paid = MomentumCost(SWIFT_ACTION_COST, immediate=True)
        return ActionTaken(
            state=state,
            action=chosen,
            costs=(*own, paid),
            difficulty_increase=SWIFT_ACTION_DIFFICULTY_INCREASE,
        )


def take_directed_action(majors_this_round: int) -> int:
    """Direct: the ally directed takes a major action at once, within the two-a-round limit.

    Returns the ally's major actions this round after it; the action gets no +1 difficulty.

    Raises:
        ActionError: the ally already took two major actions this round.
    """
    if majors_this_round >= MAX_MAJOR_ACTIONS_PER_ROUND:
        raise ActionError(
            f"no more than {MAX_MAJOR_ACTIONS_PER_ROUND} major actions in a round",
            rule="major actions",
        )
    return majors_this_round + 1
