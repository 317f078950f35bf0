"""RFI pools under random play: caps and floors always hold; a refused operation changes nothing."""

from collections.abc import Callable

from hypothesis import given
from hypothesis import strategies as st

from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi import pools as rules
from gmscreen.rules.rfi.pools import PoolChange
from gmscreen.rules.rfi.pools import Pools
from gmscreen.rules.rfi.purchase import buy_dice
from gmscreen.rules.rfi.purchase import dice_cost
from gmscreen.rules.rfi.resolution import fail_task_voluntarily
from gmscreen.rules.rfi.spends import MOMENTUM_SPENDS
from gmscreen.rules.rfi.spends import pay_spend
from gmscreen.rules.rfi.task import Task

CHARACTERS = ("ana", "bo")
Operation = tuple[str, Callable[[Pools], Pools], bool]

amounts = st.integers(min_value=0, max_value=9)
characters = st.sampled_from(CHARACTERS)


@st.composite
def operations(draw: st.DrawFn, pools: Pools) -> Operation:
    """One operation, its name, and whether the rules must refuse it on these pools."""
    kind = draw(
        st.sampled_from(
            [
                "add momentum", "spend momentum", "end scene", "add threat", "spend threat",
                "add fortune", "spend fortune", "buy off", "npc buy off", "deadly attack",
                "voluntary failure", "invoke", "start episode", "buy dice", "pay spend",
            ]
        )
    )  # fmt: skip
    n = draw(amounts)
    who = draw(characters)

    def after(change: Callable[[Pools], PoolChange]) -> Callable[[Pools], Pools]:
        return lambda p: change(p).pools

    if kind == "add momentum":
        return kind, after(lambda p: rules.add_momentum(p, n)), False
    if kind == "spend momentum":
        return kind, after(lambda p: rules.spend_momentum(p, n)), n > pools.momentum
    if kind == "end scene":
        return kind, after(rules.end_scene), False
    if kind == "add threat":
        return kind, after(lambda p: rules.add_threat(p, n)), False
    if kind == "spend threat":
        return kind, after(lambda p: rules.spend_threat(p, n)), n > pools.threat
    if kind == "add fortune":
        return kind, after(lambda p: rules.add_fortune(p, who, n)), False
    if kind == "spend fortune":
        refused = n > pools.fortune_of(who)
        return kind, after(lambda p: rules.spend_fortune(p, who, n, reason="stunt")), refused
    if kind == "buy off":
        return kind, after(rules.buy_off_complication), False
    if kind == "npc buy off":
        return kind, after(rules.buy_off_npc_complication), pools.threat < 2
    if kind == "deadly attack":
        return kind, after(rules.deadly_attack), False
    if kind == "voluntary failure":
        difficulty = draw(st.integers(min_value=0, max_value=3))
        at_cost = draw(st.booleans())
        refused = difficulty == 0 or at_cost
        task = Task(attribute=8, skill=2, difficulty=difficulty, success_at_cost=at_cost)
        return kind, lambda p: fail_task_voluntarily(task, p, who).pools, refused
    if kind == "invoke":
        return kind, after(lambda p: rules.invoke_negatively(p, who, invoked="reckless")), False
    if kind == "start episode":
        adjustment = draw(st.integers(min_value=-5, max_value=3))
        return (
            kind,
            after(
                lambda p: rules.start_episode(
                    p, CHARACTERS, threat_per_character=2, threat_adjustment=adjustment
                )
            ),
            4 + adjustment < 0,
        )
    if kind == "buy dice":
        count = draw(st.integers(min_value=1, max_value=4))
        already = draw(st.integers(min_value=0, max_value=3))
        from_pool = draw(st.integers(min_value=0, max_value=7))
        too_many = already + count > 3
        cost = 0 if too_many else dice_cost(count, already_bought=already)
        refused = too_many or from_pool > pools.momentum or from_pool > cost
        return (
            kind,
            lambda p: buy_dice(p, count, from_pool=from_pool, already_bought=already).pools,
            refused,
        )
    spend = draw(st.sampled_from(MOMENTUM_SPENDS))
    times = draw(st.integers(min_value=1, max_value=3))
    from_pool = draw(st.integers(min_value=0, max_value=4))
    from_threat = draw(st.integers(min_value=0, max_value=3))
    refused = (
        (not spend.repeatable and times > 1)
        or (spend.max_uses is not None and times > spend.max_uses)
        or from_pool + from_threat != spend.cost_of(times)
        or from_pool > pools.momentum
        or (from_threat > 0 and not spend.immediate)
    )
    return (
        kind,
        lambda p: pay_spend(p, spend, times, from_pool=from_pool, from_threat=from_threat).pools,
        refused,
    )


def assert_within_limits(pools: Pools) -> None:
    assert 0 <= pools.momentum <= pools.limits.momentum_cap
    assert pools.threat >= 0
    for character_id in CHARACTERS:
        assert 0 <= pools.fortune_of(character_id) <= pools.limits.fortune_cap


starting_pools = st.builds(
    lambda momentum, threat, ana, bo: Pools.create(
        momentum=momentum, threat=threat, fortune={"ana": ana, "bo": bo}
    ),
    st.integers(min_value=0, max_value=6),
    st.integers(min_value=0, max_value=12),
    st.integers(min_value=0, max_value=5),
    st.integers(min_value=0, max_value=5),
)


@given(start=starting_pools, data=st.data())
def test_random_play_never_breaks_a_cap_or_a_floor(start: Pools, data: st.DataObject) -> None:
    pools = start
    for _ in range(data.draw(st.integers(min_value=1, max_value=25))):
        name, operation, must_refuse = data.draw(operations(pools))
        snapshot = Pools.create(
            momentum=pools.momentum, threat=pools.threat, fortune=dict(pools.fortune)
        )
        try:
            result = operation(pools)
        except RulesError:
            assert must_refuse, f"{name} was refused on {pools}"
            assert pools == snapshot
            continue
        assert not must_refuse, f"{name} should have been refused on {snapshot}"
        assert_within_limits(result)
        pools = result


@given(start=starting_pools, amount=amounts)
def test_saved_momentum_is_either_kept_or_reported_lost(start: Pools, amount: int) -> None:
    change = rules.add_momentum(start, amount)
    assert change.pools.momentum + change.momentum_lost == start.momentum + amount
    assert change.momentum_lost == max(0, start.momentum + amount - 6)


@given(start=starting_pools, amount=amounts, who=characters)
def test_awarded_fortune_is_either_kept_or_reported_lost(
    start: Pools, amount: int, who: str
) -> None:
    change = rules.add_fortune(start, who, amount)
    assert change.pools.fortune_of(who) + change.fortune_lost == start.fortune_of(who) + amount
    assert change.fortune_lost == max(0, start.fortune_of(who) + amount - 5)
