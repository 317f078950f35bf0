"""The GM's steps on a logged task roll: save or spend its Momentum, settle its complications.

Each is one undoable `SettleTaskRoll`: the rules engine's `TaskState` decides from what the roll
still holds and refuses what it no longer holds (a second buy-off of one complication).
"""

from __future__ import annotations

from gmscreen.model.changes import ChangeSet
from gmscreen.model.commands import CommandError
from gmscreen.model.rfi.pools import fortune_key
from gmscreen.model.rfi.rolls import SettleTaskRoll
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.model.state import RollRecord
from gmscreen.rules.rfi.pools import Pools
from gmscreen.rules.rfi.spends import MomentumSpend
from gmscreen.rules.rfi.spends import pay_spend
from gmscreen.rules.rfi.task_state import TaskState
from gmscreen.rules.rfi.task_state import TaskStateChange
from gmscreen.rules.rfi.task_state import apply_complication
from gmscreen.rules.rfi.task_state import buy_off_complication
from gmscreen.rules.rfi.task_state import invoke_negatively
from gmscreen.rules.rfi.task_state import save_momentum
from gmscreen.rules.rfi.task_state import use_momentum


def save_roll_momentum(roll_id: int, amount: int) -> SettleTaskRoll:
    """Save `amount` of the roll's unused Momentum to the group pool."""
    return SettleTaskRoll(
        roll_id,
        f"save {amount} Momentum",
        lambda task, pools: save_momentum(task, pools, amount),
    )


def buy_off_roll_complication(roll_id: int, *, npc: bool) -> SettleTaskRoll:
    """Buy off one of the roll's complications: +2 Threat (a player's), −2 Threat (an NPC's)."""
    name = "buy off an NPC complication" if npc else "buy off a complication"
    return SettleTaskRoll(
        roll_id, name, lambda task, pools: buy_off_complication(task, pools, npc=npc)
    )


def apply_roll_complication(roll_id: int) -> SettleTaskRoll:
    """The GM applies one of the roll's complications in play: settled, nothing paid."""
    return SettleTaskRoll(roll_id, "apply a complication", apply_complication)


def spend_roll_momentum(
    roll_id: int,
    spend: MomentumSpend,
    times: int,
    *,
    from_task: int,
    from_pool: int,
    from_threat: int,
) -> SettleTaskRoll:
    """Pay a Momentum spend, taking `from_task` of it from the roll's own Momentum."""

    def pay(task: TaskState, pools: Pools) -> TaskStateChange:
        change = pay_spend(
            pools,
            spend,
            times,
            from_task=from_task,
            from_pool=from_pool,
            from_threat=from_threat,
            available_task_momentum=task.momentum,
        ).payment.change
        return TaskStateChange(use_momentum(task, from_task), change)

    label = spend.name if times == 1 else f"{spend.name} ×{times}"
    cost = from_task + from_pool + from_threat
    return SettleTaskRoll(roll_id, f"spend {cost} Momentum: {label}", pay)


class InvokeNegatively(SettleTaskRoll):
    """The roller's player invokes a truth or trait against their character during the task.

    +1 Fortune to the character, +1 complication on this task; refused for a roll made by an
    NPC or by no one (only a player character holds Fortune).
    """

    def __init__(self, roll_id: int, invoked: str) -> None:
        super().__init__(roll_id, f"invoke {invoked.strip()} negatively", self._invoke)
        self._invoked = invoked
        self._who = ""

    def plan(self, state: CampaignState) -> ChangeSet:
        record = state.find(RollRecord, self._roll_id)
        character = state.find(Character, record.character_id if record else None)
        if character is None or character.kind != "pc":
            raise CommandError("only a player character invokes a truth or trait against them")
        self._who = fortune_key(state, character)
        return super().plan(state)

    def _invoke(self, task: TaskState, pools: Pools) -> TaskStateChange:
        return invoke_negatively(task, pools, self._who, invoked=self._invoked)
