"""RFI bought dice: 1, 2 and 3 for the 1st to 3rd die, at most 3 bought and 5d20 rolled."""

import pytest

from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.pools import Pools
from gmscreen.rules.rfi.purchase import buy_dice
from gmscreen.rules.rfi.purchase import dice_cost
from gmscreen.rules.rfi.purchase import die_cost
from gmscreen.rules.rfi.spends import CREATE_OPPORTUNITY


def test_each_bought_die_has_its_own_price() -> None:
    assert [die_cost(n) for n in (1, 2, 3)] == [1, 2, 3]


def test_buying_one_two_or_three_dice_costs_one_three_or_six() -> None:
    assert [dice_cost(n) for n in (1, 2, 3)] == [1, 3, 6]


def test_the_price_continues_from_dice_already_bought() -> None:
    assert dice_cost(1, already_bought=1) == 2
    assert dice_cost(2, already_bought=1) == 5


def test_the_catalogue_spend_agrees_with_the_price_list() -> None:
    assert [CREATE_OPPORTUNITY.cost_of(n) for n in (1, 2, 3)] == [dice_cost(n) for n in (1, 2, 3)]


def test_there_is_no_fourth_die_price() -> None:
    with pytest.raises(RulesError, match="no bought die 4"):
        die_cost(4)


def test_dice_paid_from_the_pool() -> None:
    bought = buy_dice(Pools(momentum=5, threat=0), 2, from_pool=3)
    assert (bought.pools.momentum, bought.pools.threat) == (2, 0)
    assert (bought.dice_total, bought.bought_total) == (4, 2)


def test_dice_paid_with_threat_cost_the_same() -> None:
    # Nothing from the pool: the whole price (1 + 2 + 3) goes on threat.
    bought = buy_dice(Pools(momentum=0, threat=1), 3)
    assert (bought.pools.momentum, bought.pools.threat) == (0, 7)
    assert bought.dice_total == 5


def test_the_part_not_paid_from_the_pool_goes_on_threat() -> None:
    # Two dice cost 1 + 2: 2 momentum from the pool, the third point added to threat.
    bought = buy_dice(Pools(momentum=2, threat=4), 2, from_pool=2)
    assert (bought.pools.momentum, bought.pools.threat) == (0, 5)
    assert (bought.payment.from_pool, bought.payment.from_threat) == (2, 1)


def test_the_momentum_part_cannot_exceed_the_pool() -> None:
    pools = Pools(momentum=1, threat=0)
    with pytest.raises(RulesError, match="holds 1 momentum; cannot take 2"):
        buy_dice(pools, 2, from_pool=2)
    assert pools == Pools(momentum=1, threat=0)


def test_the_momentum_part_cannot_exceed_the_price() -> None:
    with pytest.raises(RulesError, match="the dice cost 3; the pool cannot pay 4 of it"):
        buy_dice(Pools(momentum=6), 2, from_pool=4)
    with pytest.raises(RulesError, match="cannot pay -1"):
        buy_dice(Pools(momentum=6), 2, from_pool=-1)


def test_a_fourth_bought_die_is_refused() -> None:
    pools = Pools(momentum=6, threat=0)
    with pytest.raises(RulesError, match="no more than 3 extra d20s"):
        buy_dice(pools, 1, from_pool=4, already_bought=3, dice_in_pool=5)
    with pytest.raises(RulesError, match="no more than 3 extra d20s"):
        buy_dice(pools, 4, from_pool=6)
    assert pools == Pools(momentum=6, threat=0)


def test_no_task_rolls_more_than_five_dice() -> None:
    # A talent's bonus die plus one bought die leave room for one more, not two.
    with pytest.raises(RulesError, match="no task rolls more than 5d20"):
        buy_dice(Pools(momentum=6), 2, from_pool=5, already_bought=1, dice_in_pool=4)
    assert (
        buy_dice(Pools(momentum=6), 1, from_pool=2, already_bought=1, dice_in_pool=4).dice_total
        == 5
    )


def test_a_pool_smaller_than_its_bought_dice_is_refused() -> None:
    with pytest.raises(RulesError, match="holds at least 4"):
        buy_dice(Pools(momentum=6), 1, from_pool=3, already_bought=2, dice_in_pool=3)


def test_buying_no_dice_is_refused() -> None:
    with pytest.raises(RulesError, match="buy at least one die"):
        buy_dice(Pools(momentum=6), 0)
