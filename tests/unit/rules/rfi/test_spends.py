"""RFI momentum spends: the catalogue's costs and flags, and paying from roll, pool or threat."""

import pytest

from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.pools import Pools
from gmscreen.rules.rfi.spends import CREATE_OPPORTUNITY
from gmscreen.rules.rfi.spends import CREATE_TRAIT
from gmscreen.rules.rfi.spends import EXTRA_MINOR_ACTION
from gmscreen.rules.rfi.spends import KEEP_THE_INITIATIVE
from gmscreen.rules.rfi.spends import MOMENTUM_SPENDS
from gmscreen.rules.rfi.spends import OBTAIN_INFORMATION
from gmscreen.rules.rfi.spends import REDUCE_TIME
from gmscreen.rules.rfi.spends import SWIFT_ACTION
from gmscreen.rules.rfi.spends import pay_momentum_cost
from gmscreen.rules.rfi.spends import pay_spend
from gmscreen.rules.rfi.spends import spend_by_id


@pytest.mark.parametrize(
    ("spend_id", "cost", "immediate", "repeatable"),
    [
        ("create-opportunity", 1, True, True),
        ("create-trait", 2, False, False),
        ("keep-initiative", 2, True, False),
        ("obtain-information", 1, False, True),
        ("reduce-time", 2, False, False),
        ("swift-action", 2, True, False),
        ("extra-minor-action", 1, True, False),
    ],
)
def test_the_catalogue_lists_each_spend_as_the_text_prices_it(
    spend_id: str, cost: int, immediate: bool, repeatable: bool
) -> None:
    spend = spend_by_id(spend_id)
    assert (spend.cost, spend.immediate, spend.repeatable) == (cost, immediate, repeatable)
    assert spend.description


def test_the_catalogue_has_seven_spends_with_unique_ids() -> None:
    assert len({spend.id for spend in MOMENTUM_SPENDS}) == len(MOMENTUM_SPENDS) == 7


def test_scene_limits_follow_the_text() -> None:
    assert KEEP_THE_INITIATIVE.action_scene_only
    assert SWIFT_ACTION.action_scene_only
    assert EXTRA_MINOR_ACTION.action_scene_only
    assert REDUCE_TIME.never_in_action_scene


def test_each_bought_die_costs_one_more_than_the_last() -> None:
    assert [CREATE_OPPORTUNITY.cost_of(n) for n in (1, 2, 3)] == [1, 3, 6]
    assert CREATE_OPPORTUNITY.cost_of(1, already_used=2) == 3


def test_an_unknown_spend_id_is_refused() -> None:
    with pytest.raises(RulesError, match="no momentum spend with id 'fly'"):
        spend_by_id("fly")


def test_a_spend_paid_from_the_rolls_momentum_leaves_the_pool_alone() -> None:
    paid = pay_spend(Pools(momentum=4), CREATE_TRAIT, from_task=2, available_task_momentum=3)
    assert paid.pools == Pools(momentum=4)
    assert paid.payment.task_momentum_left == 1
    assert paid.payment.cost == 2


def test_a_spend_paid_from_the_pool() -> None:
    paid = pay_spend(Pools(momentum=4), REDUCE_TIME, from_pool=2)
    assert paid.pools.momentum == 2


def test_a_spend_split_between_the_roll_and_the_pool() -> None:
    paid = pay_spend(
        Pools(momentum=3),
        OBTAIN_INFORMATION,
        3,
        from_task=1,
        from_pool=2,
        available_task_momentum=1,
    )
    assert paid.pools.momentum == 1
    assert paid.payment.task_momentum_left == 0


def test_an_immediate_spend_may_be_paid_with_threat() -> None:
    paid = pay_spend(Pools(momentum=0, threat=1), KEEP_THE_INITIATIVE, from_threat=2)
    assert (paid.pools.momentum, paid.pools.threat) == (0, 3)


def test_an_immediate_spend_may_mix_momentum_and_threat() -> None:
    paid = pay_spend(Pools(momentum=1, threat=0), KEEP_THE_INITIATIVE, from_pool=1, from_threat=1)
    assert (paid.pools.momentum, paid.pools.threat) == (0, 1)


def test_threat_cannot_pay_for_a_spend_that_is_not_immediate() -> None:
    pools = Pools(momentum=0, threat=0)
    with pytest.raises(RulesError, match="only immediate spends can be paid by adding threat"):
        pay_spend(pools, CREATE_TRAIT, from_threat=2)
    assert pools == Pools(momentum=0, threat=0)


def test_a_non_repeatable_spend_is_bought_once_per_task() -> None:
    with pytest.raises(RulesError, match="Reduce Time is not repeatable"):
        pay_spend(Pools(momentum=4), REDUCE_TIME, 2, from_pool=4)
    with pytest.raises(RulesError, match="not repeatable"):
        pay_spend(Pools(momentum=4), REDUCE_TIME, from_pool=2, already_used=1)


def test_a_repeatable_spend_costs_per_use() -> None:
    paid = pay_spend(Pools(momentum=5), OBTAIN_INFORMATION, 3, from_pool=3)
    assert paid.pools.momentum == 2
    assert paid.times == 3


def test_the_parts_must_add_up_to_the_cost() -> None:
    with pytest.raises(RulesError, match="the cost is 2 but the parts add up to 1"):
        pay_spend(Pools(momentum=4), CREATE_TRAIT, from_pool=1)


def test_the_roll_cannot_give_momentum_it_did_not_make() -> None:
    with pytest.raises(RulesError, match="the roll has 1 unsaved momentum; cannot take 2"):
        pay_spend(Pools(), CREATE_TRAIT, from_task=2, available_task_momentum=1)


def test_the_pool_cannot_give_momentum_it_does_not_hold() -> None:
    pools = Pools(momentum=1)
    with pytest.raises(RulesError, match="the group pool holds 1 momentum; cannot take 2"):
        pay_spend(pools, CREATE_TRAIT, from_pool=2)
    assert pools.momentum == 1


def test_dice_bought_before_the_roll_cannot_use_the_rolls_momentum() -> None:
    with pytest.raises(RulesError, match="comes before the roll"):
        pay_spend(Pools(), CREATE_OPPORTUNITY, from_task=1, available_task_momentum=1)


def test_buying_a_fourth_die_through_the_spend_is_refused() -> None:
    with pytest.raises(RulesError, match="at most 3 times"):
        pay_spend(Pools(momentum=6), CREATE_OPPORTUNITY, from_pool=4, already_used=3)


def test_scene_kind_is_checked_when_given() -> None:
    with pytest.raises(RulesError, match="only for action scenes"):
        pay_spend(Pools(momentum=2), SWIFT_ACTION, from_pool=2, in_action_scene=False)
    with pytest.raises(RulesError, match="cannot be used in an action scene"):
        pay_spend(Pools(momentum=2), REDUCE_TIME, from_pool=2, in_action_scene=True)


def test_the_generic_payment_reports_its_split() -> None:
    payment = pay_momentum_cost(
        Pools(momentum=2, threat=0), 3, from_pool=2, from_threat=1, threat_allowed=True, rule="x"
    )
    assert (payment.from_pool, payment.from_threat, payment.pools.threat) == (2, 1, 1)
    assert payment.change.momentum_change == -2
