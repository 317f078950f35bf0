"""Momentum spends as data the UI can list, and paying for them from momentum or threat."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TypedDict
from typing import Unpack

from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.actions import MomentumCost
from gmscreen.rules.rfi.constants import BOUGHT_DIE_COSTS
from gmscreen.rules.rfi.constants import CREATE_TRAIT_COST
from gmscreen.rules.rfi.constants import EXTRA_MINOR_ACTION_COST
from gmscreen.rules.rfi.constants import KEEP_INITIATIVE_COST
from gmscreen.rules.rfi.constants import MAX_BOUGHT_DICE
from gmscreen.rules.rfi.constants import OBTAIN_INFORMATION_COST
from gmscreen.rules.rfi.constants import REDUCE_TIME_COST
from gmscreen.rules.rfi.constants import SWIFT_ACTION_COST
from gmscreen.rules.rfi.constants import SWIFT_ACTION_DIFFICULTY_INCREASE
from gmscreen.rules.rfi.pools import PoolChange
from gmscreen.rules.rfi.pools import Pools
from gmscreen.rules.rfi.pools import add_threat
from gmscreen.rules.rfi.pools import spend_momentum
from gmscreen.rules.rfi.pools import spend_threat


@dataclass(frozen=True, slots=True)
class MomentumSpend:
    """One way to spend momentum: what it costs, and whether it is immediate or repeatable.

    Immediate spends may be paid with threat instead of momentum. A `cost_step` makes each
    further use dearer than the last (bought dice: 1, then 2, then 3); `max_uses` caps the uses.
    A `before_roll` spend comes before the dice, so it cannot use the roll's momentum.
    `max_cost` marks a spend whose price depends on the case (Disarm: 1 or 2).
    """

    id: str
    name: str
    cost: int
    immediate: bool
    repeatable: bool
    description: str
    cost_step: int = 0
    max_uses: int | None = None
    before_roll: bool = False
    action_scene_only: bool = False
    never_in_action_scene: bool = False
    max_cost: int | None = None

    def __post_init__(self) -> None:
        if not self.id or not self.name.strip():
            raise RulesError("a momentum spend needs an id and a name", rule="momentum spends")
        if self.cost < 0 or self.cost_step < 0:
            raise RulesError(f"{self.name}: a cost cannot be negative", rule="momentum spends")
        if self.max_uses is not None and self.max_uses < 1:
            raise RulesError(f"{self.name}: at least one use is needed", rule="momentum spends")
        if self.action_scene_only and self.never_in_action_scene:
            raise RulesError(
                f"{self.name}: cannot be both only and never in action scenes",
                rule="momentum spends",
            )

    def cost_of(self, times: int = 1, *, already_used: int = 0) -> int:
        """The momentum `times` more uses cost after `already_used` uses on this task or round."""
        return sum(self.cost + self.cost_step * (already_used + use) for use in range(times))


CREATE_OPPORTUNITY = MomentumSpend(
    id="create-opportunity",
    name="Create Opportunity (buy d20s)",
    cost=BOUGHT_DIE_COSTS[0],
    cost_step=BOUGHT_DIE_COSTS[1] - BOUGHT_DIE_COSTS[0],
    max_uses=MAX_BOUGHT_DICE,
    immediate=True,
    repeatable=True,
    before_roll=True,
    description=(
        "Once the difficulty is set and before rolling, add d20s to the pool: the 1st extra die "
        "costs 1, the 2nd 2, the 3rd 3; never more than 5d20 rolled."
    ),
)
CREATE_TRAIT = MomentumSpend(
    id="create-trait",
    name="Create a Trait",
    cost=CREATE_TRAIT_COST,
    immediate=False,
    repeatable=False,
    description=(
        "Bring a new trait into the scene, or change, strengthen or remove one in play; it must "
        "follow from the task just passed."
    ),
)
KEEP_THE_INITIATIVE = MomentumSpend(
    id="keep-initiative",
    name="Keep the Initiative",
    cost=KEEP_INITIATIVE_COST,
    immediate=True,
    repeatable=False,
    action_scene_only=True,
    description=(
        "After your turn, pass the action to someone on your own side instead of the opposition; "
        "that side cannot do it again until the other side has had a turn. NPCs may use it too."
    ),
)
OBTAIN_INFORMATION = MomentumSpend(
    id="obtain-information",
    name="Obtain Information",
    cost=OBTAIN_INFORMATION_COST,
    immediate=False,
    repeatable=True,
    description=(
        "Ask the GM one question tied to the task; the answer is true but may be partial. If the "
        "character could not know, the GM says so and gives the momentum back."
    ),
)
REDUCE_TIME = MomentumSpend(
    id="reduce-time",
    name="Reduce Time",
    cost=REDUCE_TIME_COST,
    immediate=False,
    repeatable=False,
    never_in_action_scene=True,
    description=(
        "The activity takes less time, usually half; not in action scenes (see timed challenges)."
    ),
)
# Extra actions: the combat chapter says extra actions are gained "by spending Momentum or adding
# to Threat" and prices the extra minor action "1 Momentum (Immediate)". The core chapter's spend
# table is silent on Immediate, and the specific combat rule settles it: both are Immediate, so a
# player may add threat instead. These two are the only definitions; combat and the action
# economy use them.
SWIFT_ACTION = MomentumSpend(
    id="swift-action",
    name="Swift Action",
    cost=SWIFT_ACTION_COST,
    immediate=True,
    repeatable=False,
    action_scene_only=True,
    description=(
        "Take a second major action on your turn; any task it calls for is "
        f"{SWIFT_ACTION_DIFFICULTY_INCREASE} difficulty harder."
    ),
)
EXTRA_MINOR_ACTION = MomentumSpend(
    id="extra-minor-action",
    name="Extra Minor Action",
    cost=EXTRA_MINOR_ACTION_COST,
    immediate=True,
    repeatable=False,
    action_scene_only=True,
    description="Take one more minor action on your turn; no minor action twice in one turn.",
)

MOMENTUM_SPENDS: tuple[MomentumSpend, ...] = (
    CREATE_OPPORTUNITY,
    CREATE_TRAIT,
    KEEP_THE_INITIATIVE,
    OBTAIN_INFORMATION,
    REDUCE_TIME,
    SWIFT_ACTION,
    EXTRA_MINOR_ACTION,
)


def spend_by_id(
    spend_id: str, spends: tuple[MomentumSpend, ...] = MOMENTUM_SPENDS
) -> MomentumSpend:
    """Look a momentum spend up by its id; refuses an unknown id."""
    for spend in spends:
        if spend.id == spend_id:
            return spend
    raise RulesError(f"no momentum spend with id {spend_id!r}", rule="momentum spends")


class Payer(StrEnum):
    """Who pays a cost: the players (momentum, or added threat) or the GM (threat spent)."""

    PLAYERS = "players"
    GM = "gm"


@dataclass(frozen=True, slots=True)
class Payment:
    """How a cost was paid: from the roll's unsaved momentum, the pool, as threat added by the
    players, or (`threat_spent`) as threat the GM spent from the threat pool."""

    cost: int
    from_task: int
    from_pool: int
    from_threat: int
    task_momentum_left: int
    change: PoolChange
    threat_spent: int = 0

    @property
    def pools(self) -> Pools:
        """The pools after paying."""
        return self.change.pools


class Split(TypedDict, total=False):
    """How a momentum cost is split (keywords, each 0 unless given): from the roll's unsaved
    momentum (`from_task`, at most `available_task_momentum`), the group pool, and threat."""

    from_task: int
    from_pool: int
    from_threat: int
    available_task_momentum: int


def pay_momentum_cost(
    pools: Pools, cost: int, *, threat_allowed: bool, rule: str, **split: Unpack[Split]
) -> Payment:
    """Pay a momentum cost with the given split; the parts must add up to the cost exactly.

    The roll's part cannot exceed its unsaved momentum, the pool's part cannot exceed the
    pool, and threat pays one for one only where `threat_allowed` (immediate spends).
    """
    from_task = split.get("from_task", 0)
    from_pool = split.get("from_pool", 0)
    from_threat = split.get("from_threat", 0)
    available_task_momentum = split.get("available_task_momentum", 0)
    parts = {"the roll": from_task, "the pool": from_pool, "threat": from_threat}
    for source, amount in parts.items():
        if amount < 0:
            raise RulesError(f"the part paid from {source} cannot be negative", rule=rule)
    if available_task_momentum < 0:
        raise RulesError("a roll cannot leave negative momentum", rule=rule)
    paid = from_task + from_pool + from_threat
    if paid != cost:
        raise RulesError(f"the cost is {cost} but the parts add up to {paid}", rule=rule)
    if from_task > available_task_momentum:
        raise RulesError(
            f"the roll has {available_task_momentum} unsaved momentum; cannot take {from_task}",
            rule=rule,
        )
    if from_pool > pools.momentum:
        raise RulesError(
            f"the group pool holds {pools.momentum} momentum; cannot take {from_pool}", rule=rule
        )
    if from_threat and not threat_allowed:
        raise RulesError("only immediate spends can be paid by adding threat", rule=rule)
    spent = spend_momentum(pools, from_pool, reason=rule)
    threatened = add_threat(spent.pools, from_threat, reason=rule)
    summary = (
        f"{rule}: {cost} paid ({from_task} from the roll, {from_pool} from the pool, "
        f"{from_threat} as threat)"
    )
    change = PoolChange(threatened.pools, pools, rule, summary, reason=rule)
    return Payment(
        cost, from_task, from_pool, from_threat, available_task_momentum - from_task, change
    )


def pay_cost(
    pools: Pools,
    cost: MomentumCost,
    *,
    payer: Payer,
    from_task: int = 0,
    from_threat: int = 0,
    available_task_momentum: int = 0,
    rule: str,
) -> Payment:
    """Momentum and threat: the one pool operation every rule's cost is paid through.

    The players pay from the roll's momentum (`from_task`), add threat one for one for an
    Immediate cost (`from_threat`), and the group pool pays the rest. The GM pays an NPC's (or
    the opposition's) cost by spending threat, refused when the threat pool is short.
    """
    if payer is Payer.GM:
        if from_task or from_threat:
            raise RulesError("the GM pays with threat from the threat pool only", rule=rule)
        change = spend_threat(pools, cost.amount, reason=rule)
        summary = f"{rule}: {cost.amount} threat spent by the GM"
        change = PoolChange(change.pools, pools, rule, summary, reason=rule)
        return Payment(cost.amount, 0, 0, 0, available_task_momentum, change, cost.amount)
    return pay_momentum_cost(
        pools,
        cost.amount,
        from_task=from_task,
        from_pool=max(0, cost.amount - from_task - from_threat),
        from_threat=from_threat,
        available_task_momentum=available_task_momentum,
        threat_allowed=cost.immediate,
        rule=rule,
    )


@dataclass(frozen=True, slots=True)
class SpendPayment:
    """A momentum spend bought `times` times, and how it was paid."""

    spend: MomentumSpend
    times: int
    payment: Payment

    @property
    def pools(self) -> Pools:
        """The pools after paying."""
        return self.payment.pools


def pay_spend(
    pools: Pools,
    spend: MomentumSpend,
    times: int = 1,
    *,
    already_used: int = 0,
    in_action_scene: bool | None = None,
    **split: Unpack[Split],
) -> SpendPayment:
    """Pay for a momentum spend used `times` times, split between the roll, the pool and threat.

    Refuses a non-repeatable spend used more than once on the task (counting `already_used`),
    uses past `max_uses`, threat for a spend that is not immediate, the roll's momentum for a
    spend made before the roll, and (when `in_action_scene` is given) the wrong kind of scene.
    """
    rule = spend.name
    if times < 1 or already_used < 0:
        raise RulesError("a spend is bought at least once", rule=rule)
    if not spend.repeatable and already_used + times > 1:
        raise RulesError(f"{spend.name} is not repeatable: once per task or round", rule=rule)
    if spend.max_uses is not None and already_used + times > spend.max_uses:
        raise RulesError(f"{spend.name} can be used at most {spend.max_uses} times", rule=rule)
    if spend.before_roll and split.get("from_task", 0):
        raise RulesError(
            f"{spend.name} comes before the roll: pay it from the pool or with threat", rule=rule
        )
    if in_action_scene is not None:
        if spend.action_scene_only and not in_action_scene:
            raise RulesError(f"{spend.name} is only for action scenes", rule=rule)
        if spend.never_in_action_scene and in_action_scene:
            raise RulesError(f"{spend.name} cannot be used in an action scene", rule=rule)
    payment = pay_momentum_cost(
        pools,
        spend.cost_of(times, already_used=already_used),
        threat_allowed=spend.immediate,
        rule=rule,
        **split,
    )
    return SpendPayment(spend, times, payment)
