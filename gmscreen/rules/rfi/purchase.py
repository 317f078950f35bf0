"""Buying extra d20s before a task: the price of each die, paid with momentum or threat."""

from __future__ import annotations

from dataclasses import dataclass

from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.constants import BASE_DICE
from gmscreen.rules.rfi.constants import BOUGHT_DIE_COSTS
from gmscreen.rules.rfi.constants import MAX_BOUGHT_DICE
from gmscreen.rules.rfi.constants import MAX_DICE
from gmscreen.rules.rfi.pools import Pools
from gmscreen.rules.rfi.spends import Payment
from gmscreen.rules.rfi.spends import pay_momentum_cost

RULE = "buying d20s"


def die_cost(ordinal: int) -> int:
    """The price of the n-th bought die (1st 1, 2nd 2, 3rd 3), however it is paid."""
    if not 1 <= ordinal <= MAX_BOUGHT_DICE:
        raise RulesError(
            f"bought dice are numbered 1–{MAX_BOUGHT_DICE}; there is no bought die {ordinal}",
            rule=RULE,
        )
    return BOUGHT_DIE_COSTS[ordinal - 1]


def dice_cost(count: int, *, already_bought: int = 0) -> int:
    """The price of `count` more dice when `already_bought` were bought for this task already."""
    if count < 0 or already_bought < 0:
        raise RulesError("dice counts cannot be negative", rule=RULE)
    return sum(die_cost(already_bought + n) for n in range(1, count + 1))


@dataclass(frozen=True, slots=True)
class DicePurchase:
    """Dice bought for one task: how many, the pool size after, and how they were paid."""

    count: int
    bought_total: int
    dice_total: int
    payment: Payment

    @property
    def pools(self) -> Pools:
        """The pools after paying."""
        return self.payment.pools


def check_dice_purchase(
    count: int, *, already_bought: int = 0, dice_in_pool: int | None = None
) -> int:
    """Check that `count` more dice may be bought and return the dice rolled afterwards.

    `dice_in_pool` counts every die already in the pool, bonus dice from talents included; it
    defaults to the two base dice plus those already bought.
    """
    if count < 1:
        raise RulesError("buy at least one die", rule=RULE)
    if not 0 <= already_bought <= MAX_BOUGHT_DICE:
        raise RulesError(
            f"at most {MAX_BOUGHT_DICE} dice can be bought, not {already_bought}", rule=RULE
        )
    in_pool = BASE_DICE + already_bought if dice_in_pool is None else dice_in_pool
    if in_pool < BASE_DICE + already_bought:
        raise RulesError(
            f"a pool with {already_bought} bought dice holds at least {BASE_DICE + already_bought}",
            rule=RULE,
        )
    if already_bought + count > MAX_BOUGHT_DICE:
        raise RulesError(
            f"no more than {MAX_BOUGHT_DICE} extra d20s can be bought for a task "
            f"({already_bought} bought already)",
            rule=RULE,
        )
    if in_pool + count > MAX_DICE:
        raise RulesError(
            f"no task rolls more than {MAX_DICE}d20 ({in_pool} in the pool already)", rule=RULE
        )
    return in_pool + count


def buy_dice(
    pools: Pools,
    count: int = 1,
    *,
    from_pool: int = 0,
    already_bought: int = 0,
    dice_in_pool: int | None = None,
) -> DicePurchase:
    """Buy extra d20s before a task: `from_pool` momentum paid from the group pool, the rest of
    the price added to threat.

    The price does not change with how it is paid; the pool's part cannot exceed the pool or the
    price. Refused past 3 bought dice or 5d20 in all.
    """
    dice_total = check_dice_purchase(
        count, already_bought=already_bought, dice_in_pool=dice_in_pool
    )
    cost = dice_cost(count, already_bought=already_bought)
    if not 0 <= from_pool <= cost:
        raise RulesError(f"the dice cost {cost}; the pool cannot pay {from_pool} of it", rule=RULE)
    payment = pay_momentum_cost(
        pools,
        cost,
        from_pool=from_pool,
        from_threat=cost - from_pool,
        threat_allowed=True,
        rule=RULE,
    )
    return DicePurchase(count, already_bought + count, dice_total, payment)
