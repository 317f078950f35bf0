"""What a rolled task still holds after the roll: complications to settle and Momentum to use.

A task's complications and the Momentum it generated are state: buying off a complication uses
one up, a negative invoke of a truth or trait adds one, saving or spending the roll's Momentum
uses it up. Every call returns what remains beside the pools it changed, and refuses what the
task no longer holds.
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import replace

from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi import pools as pool_rules
from gmscreen.rules.rfi.constants import COMPLICATION_BUY_OFF_THREAT
from gmscreen.rules.rfi.pools import PoolChange
from gmscreen.rules.rfi.pools import Pools
from gmscreen.rules.rfi.resolution import TaskResult


@dataclass(frozen=True, slots=True, kw_only=True)
class TaskState:
    """A resolved task's open business.

    Attributes:
        complications: complications not yet settled (bought off or applied by the GM).
        momentum: Momentum the roll generated and nobody has saved or spent yet.
        spendable: whether Momentum may be spent on this task (only when it was passed; never
            on a success at cost).
    """

    complications: int = 0
    momentum: int = 0
    spendable: bool = False

    def __post_init__(self) -> None:
        if self.complications < 0 or self.momentum < 0:
            raise RulesError(
                "a task cannot hold negative complications or Momentum", rule="task outcome"
            )

    @classmethod
    def of(cls, result: TaskResult) -> TaskState:
        """A fresh roll's state: every complication it caused and all the Momentum it made."""
        return cls(
            complications=result.complications,
            momentum=result.momentum,
            spendable=result.passed and result.rolled,
        )


@dataclass(frozen=True, slots=True)
class TaskStateChange:
    """What one operation did: the task's state after it, and the pools after it."""

    task: TaskState
    pools: PoolChange


def _take_complication(task: TaskState, rule: str) -> TaskState:
    if task.complications <= 0:
        raise RulesError("this task has no complication left to settle", rule=rule)
    return replace(task, complications=task.complications - 1)


def buy_off_complication(
    task: TaskState,
    pools: Pools,
    *,
    npc: bool = False,
    threat: int = COMPLICATION_BUY_OFF_THREAT,
) -> TaskStateChange:
    """Buy off one of the task's complications.

    Rule (core, Complications): a player avoids a complication by adding 2 to Threat; for an
    NPC's complication the GM removes 2 from Threat instead. Refused when the task has no
    complication left, or (NPC) when Threat holds less than the price.
    """
    rule = "buy off an NPC's complication" if npc else "buy off a complication"
    left = _take_complication(task, rule)
    if npc:
        change = pool_rules.buy_off_npc_complication(pools, threat=threat)
    else:
        change = pool_rules.buy_off_complication(pools, threat=threat)
    return TaskStateChange(left, change)


def apply_complication(task: TaskState, pools: Pools) -> TaskStateChange:
    """The GM applies one complication in play (a negative trait, a setback): nothing is paid.

    Rule (core, Complications): a complication the GM inflicts is settled; refused when none
    is left.
    """
    left = _take_complication(task, "complication")
    return TaskStateChange(left, PoolChange(pools, pools, "complication", "complication applied"))


def invoke_negatively(
    task: TaskState, pools: Pools, character_id: str, *, invoked: str
) -> TaskStateChange:
    """A player invokes a truth or trait against their character during this task.

    Rule (core, Fortune): bringing a truth or trait into play negatively earns 1 Fortune and
    creates an immediate complication, added here to the task at hand.
    """
    change = pool_rules.invoke_negatively(pools, character_id, invoked=invoked)
    return TaskStateChange(replace(task, complications=task.complications + 1), change)


def _take_momentum(task: TaskState, amount: int, rule: str) -> TaskState:
    if amount < 0:
        raise RulesError(f"an amount cannot be negative ({amount})", rule=rule)
    if amount > task.momentum:
        raise RulesError(
            f"the roll has {task.momentum} Momentum left; cannot use {amount}", rule=rule
        )
    return replace(task, momentum=task.momentum - amount)


def save_momentum(task: TaskState, pools: Pools, amount: int) -> TaskStateChange:
    """Save some of the roll's unused Momentum to the group pool.

    Rule (core, Momentum): Momentum not spent on the task may be saved to the group pool;
    what passes the cap is lost (reported by the pool change).
    """
    left = _take_momentum(task, amount, "save momentum")
    return TaskStateChange(left, pool_rules.add_momentum(pools, amount))


def use_momentum(task: TaskState, amount: int, *, rule: str = "spend momentum") -> TaskState:
    """Take Momentum from the roll for a spend paid elsewhere (see `spends.pay_spend`).

    Rule (core, Momentum): only a passed task's Momentum can be spent on it, never more than
    it generated; a success at cost generates none to spend.
    """
    if amount and not task.spendable:
        raise RulesError("Momentum can only be spent on a task that was passed", rule=rule)
    return _take_momentum(task, amount, rule)


def use_for_challenge(task: TaskState, *, complications: int = 0, momentum: int = 0) -> TaskState:
    """A challenge takes some of what the roll still holds.

    Rule (core, Timed Challenges): each complication the GM uses to make a test take longer
    adds an interval, and is settled by it; Momentum that saves an interval, or (Contests)
    seizes priority, may come from the roll's own. Refused beyond what the roll still holds,
    so a complication bought off, or Momentum already saved, cannot be used again.
    """
    rule = "timed challenges"
    if complications < 0:
        raise RulesError(f"an amount cannot be negative ({complications})", rule=rule)
    if complications > task.complications:
        raise RulesError(
            f"the roll has {task.complications} complication(s) left; "
            f"cannot spend {complications} on time",
            rule=rule,
        )
    left = replace(task, complications=task.complications - complications)
    return use_momentum(left, momentum, rule=rule)


def succeed_at_cost(task: TaskState, at_cost: TaskResult) -> TaskState:
    """The GM turns the failed roll into a success at cost: its automatic complications join.

    Rule (core, Success at Cost): the failed task succeeds with one automatic complication (or
    more, at the GM's word) on top of the dice's, and no Momentum can be spent on it.
    """
    if not at_cost.succeeded_at_cost:
        raise RulesError("this result did not succeed at cost", rule="success at cost")
    return TaskState(
        complications=task.complications + at_cost.cost_complications,
        momentum=0,
        spendable=False,
    )
