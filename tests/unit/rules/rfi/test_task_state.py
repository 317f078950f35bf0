"""A rolled task's complications and Momentum as state (core: Complications, Momentum, Fortune)."""

import pytest

from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.pools import Pools
from gmscreen.rules.rfi.resolution import offer_success_at_cost
from gmscreen.rules.rfi.resolution import resolve_task_from_faces
from gmscreen.rules.rfi.task import Task
from gmscreen.rules.rfi.task_state import TaskState
from gmscreen.rules.rfi.task_state import apply_complication
from gmscreen.rules.rfi.task_state import buy_off_complication
from gmscreen.rules.rfi.task_state import invoke_negatively
from gmscreen.rules.rfi.task_state import save_momentum
from gmscreen.rules.rfi.task_state import succeed_at_cost
from gmscreen.rules.rfi.task_state import use_momentum

# Target number 12 (attribute 9 + skill 3), difficulty 1.
TASK = Task(attribute=9, skill=3, difficulty=1)


def party(threat: int = 6, momentum: int = 0) -> Pools:
    return Pools.create(momentum=momentum, threat=threat, fortune={"ana": 2})


def test_a_roll_holds_its_complications_and_momentum() -> None:
    # 1 is a critical (2 successes), 20 a complication: 2 successes, difficulty 1 -> 1 Momentum.
    state = TaskState.of(resolve_task_from_faces(TASK, [1, 20]))
    assert state == TaskState(complications=1, momentum=1, spendable=True)


def test_buy_off_uses_one_up_and_is_refused_when_none_is_left() -> None:
    """The reported bug: one complication bought off twice, Threat 6 -> 8 -> 10."""
    state = TaskState.of(resolve_task_from_faces(TASK, [5, 20]))
    first = buy_off_complication(state, party(threat=6))
    assert first.task.complications == 0
    assert first.pools.pools.threat == 8
    with pytest.raises(RulesError, match="no complication left"):
        buy_off_complication(first.task, first.pools.pools)


def test_the_gm_buys_off_an_npc_complication_by_removing_two_threat() -> None:
    state = TaskState(complications=2)
    change = buy_off_complication(state, party(threat=3), npc=True)
    assert (change.task.complications, change.pools.pools.threat) == (1, 1)
    with pytest.raises(RulesError, match="takes 2 threat"):
        buy_off_complication(change.task, change.pools.pools, npc=True)


def test_applying_a_complication_settles_it_without_paying() -> None:
    change = apply_complication(TaskState(complications=1), party(threat=4))
    assert change.task.complications == 0
    assert change.pools.pools == party(threat=4)
    with pytest.raises(RulesError):
        apply_complication(change.task, party())


def test_a_negative_invoke_gives_fortune_and_a_complication_to_the_task() -> None:
    state = TaskState.of(resolve_task_from_faces(TASK, [5, 11]))
    assert state.complications == 0
    change = invoke_negatively(state, party(), "ana", invoked="Hot-headed")
    assert change.task.complications == 1
    assert change.pools.pools.fortune_of("ana") == 3
    # ...and that complication can now be bought off, once.
    assert buy_off_complication(change.task, change.pools.pools).task.complications == 0


def test_saving_and_spending_use_the_rolls_momentum_up() -> None:
    # Two 1s are both critical: 4 successes against difficulty 1 -> 3 Momentum.
    state = TaskState.of(resolve_task_from_faces(TASK, [1, 1]))
    assert state.momentum == 3
    spent = use_momentum(state, 2)
    assert spent.momentum == 1
    saved = save_momentum(spent, party(momentum=0), 1)
    assert (saved.task.momentum, saved.pools.pools.momentum) == (0, 1)
    with pytest.raises(RulesError, match="0 Momentum left"):
        save_momentum(saved.task, saved.pools.pools, 1)
    with pytest.raises(RulesError):
        use_momentum(saved.task, 1)


def test_success_at_cost_adds_its_complication_and_leaves_nothing_to_spend() -> None:
    failed = resolve_task_from_faces(Task(attribute=9, skill=3, difficulty=2), [5, 20])
    state = TaskState.of(failed)
    assert (state.complications, state.momentum, state.spendable) == (1, 0, False)
    after = succeed_at_cost(state, offer_success_at_cost(failed))
    assert (after.complications, after.spendable) == (2, False)
    with pytest.raises(RulesError, match="passed"):
        use_momentum(after, 1)
