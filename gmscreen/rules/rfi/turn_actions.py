"""RFI: Freelancers action economy of one turn: free actions, bought extras, what is still allowed.

A turn brings one minor and one major action. More are bought with the spends `Extra Minor
Action` and `Swift Action` (one definition each, in `spends`); buying is its own step
(`buy_extra_minor`, `buy_extra_major`), and taking an action beyond the allowance buys the slot
first, so a table that never buys ahead still pays the same.
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field
from dataclasses import replace

from gmscreen.rules.rfi.actions import ActionError
from gmscreen.rules.rfi.actions import ActionKind
from gmscreen.rules.rfi.actions import CombatAction
from gmscreen.rules.rfi.actions import MomentumCost
from gmscreen.rules.rfi.actions import action_by_id
from gmscreen.rules.rfi.constants import EXTRA_MINOR_ACTIONS_PER_TURN
from gmscreen.rules.rfi.constants import MAJOR_ACTIONS_PER_TURN
from gmscreen.rules.rfi.constants import MAX_MAJOR_ACTIONS_PER_ROUND
from gmscreen.rules.rfi.constants import MINOR_ACTIONS_PER_TURN
from gmscreen.rules.rfi.constants import SWIFT_ACTION_DIFFICULTY_INCREASE
from gmscreen.rules.rfi.spends import EXTRA_MINOR_ACTION
from gmscreen.rules.rfi.spends import SWIFT_ACTION


@dataclass(frozen=True, slots=True)
class ActionOptions:
    """GM-editable limits: the extra minor action spend is not repeatable, so once per turn.

    `extra_minor_actions` None lets a group buy as many as it likes (still each action once).
    """

    extra_minor_actions: int | None = EXTRA_MINOR_ACTIONS_PER_TURN


@dataclass(frozen=True, slots=True)
class ActionPurchase:
    """An extra action bought: the turn with one more slot, and the price (Immediate)."""

    state: TurnActions
    cost: MomentumCost


@dataclass(frozen=True, slots=True)
class ActionTaken:
    """The turn after an action, what it costs, and its task's extra difficulty.

    `costs` holds the action's own cost (Direct's 1 momentum) and, when the action needed a slot
    not yet bought, that slot's price.
    """

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
    `minors_bought` and `majors_bought` count the extra actions paid for this turn.
    """

    minor_taken: tuple[CombatAction, ...] = ()
    major_taken: tuple[CombatAction, ...] = ()
    majors_earlier_this_round: int = 0
    options: ActionOptions = field(default_factory=ActionOptions)
    minors_bought: int = 0
    majors_bought: int = 0

    @property
    def majors_this_round(self) -> int:
        """Major actions taken this round, this turn included."""
        return self.majors_earlier_this_round + len(self.major_taken)

    @property
    def minor_actions_left(self) -> int:
        """Minor actions still allowed this turn without buying another."""
        return MINOR_ACTIONS_PER_TURN + self.minors_bought - len(self.minor_taken)

    @property
    def major_actions_left(self) -> int:
        """Major actions still allowed this turn without buying another (two a round at most)."""
        this_turn = MAJOR_ACTIONS_PER_TURN + self.majors_bought - len(self.major_taken)
        return max(0, min(this_turn, MAX_MAJOR_ACTIONS_PER_ROUND - self.majors_this_round))

    @property
    def momentum_spent(self) -> int:
        """The turn's total action cost: extra actions bought plus actions' own costs."""
        bought = self.minors_bought * EXTRA_MINOR_ACTION.cost
        bought += self.majors_bought * SWIFT_ACTION.cost
        return bought + sum(a.momentum_cost for a in (*self.minor_taken, *self.major_taken))

    def buy_extra_minor(self) -> ActionPurchase:
        """Extra Minor Action: 1 momentum (Immediate) for one more minor action this turn.

        Raises:
            ActionError: the turn already bought as many as the GM allows (once, by default).
        """
        limit = self.options.extra_minor_actions
        if limit is not None and self.minors_bought >= limit:
            raise ActionError(
                f"only {limit} extra minor action(s) a turn", rule="extra minor action"
            )
        cost = MomentumCost(EXTRA_MINOR_ACTION.cost, immediate=EXTRA_MINOR_ACTION.immediate)
        return ActionPurchase(replace(self, minors_bought=self.minors_bought + 1), cost)

    def buy_extra_major(self) -> ActionPurchase:
        """Swift Action: 2 momentum (Immediate) for one more major action, its task 1 harder.

        Raises:
            ActionError: the round already holds two major actions, bought ones included.
        """
        allowed = self.majors_earlier_this_round + MAJOR_ACTIONS_PER_TURN + self.majors_bought
        if allowed >= MAX_MAJOR_ACTIONS_PER_ROUND:
            raise ActionError(
                f"no more than {MAX_MAJOR_ACTIONS_PER_ROUND} major actions in a round",
                rule="major actions",
            )
        cost = MomentumCost(SWIFT_ACTION.cost, immediate=SWIFT_ACTION.immediate)
        return ActionPurchase(replace(self, majors_bought=self.majors_bought + 1), cost)

    def directed(self) -> TurnActions:
        """Direct: the ally directed takes a major action at once, counted in its two a round.

        Raises:
            ActionError: the ally already took two major actions this round.
        """
        if self.majors_this_round >= MAX_MAJOR_ACTIONS_PER_ROUND:
            raise ActionError(
                f"no more than {MAX_MAJOR_ACTIONS_PER_ROUND} major actions in a round",
                rule="major actions",
            )
        return replace(self, majors_earlier_this_round=self.majors_earlier_this_round + 1)

    def take(self, action: CombatAction | str) -> ActionTaken:
        """Action economy: take an action in a free or bought slot, buying one if none is left.

        An extra major action's task is 1 harder; Direct also costs its own 1 momentum.

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
        costs = (MomentumCost(chosen.momentum_cost),) if chosen.momentum_cost else ()
        if chosen.kind is ActionKind.MINOR:
            if chosen.id in (earlier.id for earlier in self.minor_taken):
                raise ActionError(
                    f"{chosen.name} was already taken this turn: each minor action once per turn",
                    rule="minor actions",
                )
            turn = self
            if turn.minor_actions_left <= 0:
                bought = turn.buy_extra_minor()
                turn, costs = bought.state, (*costs, bought.cost)
            state = replace(turn, minor_taken=(*turn.minor_taken, chosen))
            return ActionTaken(state=state, action=chosen, costs=costs)
        turn = self
        if turn.major_actions_left <= 0:
            bought = turn.buy_extra_major()
            turn, costs = bought.state, (*costs, bought.cost)
        extra = len(turn.major_taken) >= MAJOR_ACTIONS_PER_TURN
        state = replace(turn, major_taken=(*turn.major_taken, chosen))
        increase = SWIFT_ACTION_DIFFICULTY_INCREASE if extra else 0
        return ActionTaken(state=state, action=chosen, costs=costs, difficulty_increase=increase)
