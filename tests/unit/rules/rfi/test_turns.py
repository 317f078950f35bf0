"""Turn order: sides alternate, keep the initiative (never twice running), assists, rounds."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gmscreen.rules.rfi.actions import MomentumCost
from gmscreen.rules.rfi.turns import TurnOrder
from gmscreen.rules.rfi.turns import TurnOrderError

SIDES = {"kira": "crew", "odo": "crew", "quark": "crew", "thug": "raiders", "boss": "raiders"}


def fight(**turns: int) -> TurnOrder:
    return TurnOrder.start(SIDES, first_side="crew", turns_per_round=turns)


def test_turns_alternate_between_sides() -> None:
    order = fight().next_turn("kira")
    assert order.side_to_act == "raiders"
    assert set(order.can_act) == {"thug", "boss"}
    order = order.next_turn("boss")
    assert order.side_to_act == "crew"
    assert set(order.can_act) == {"odo", "quark"}


def test_a_turn_out_of_alternation_is_refused() -> None:
    order = fight().next_turn("kira")
    with pytest.raises(TurnOrderError, match="belongs to 'raiders', not 'crew'"):
        order.next_turn("odo")
    with pytest.raises(TurnOrderError, match="'kira' has no turn left this round"):
        order.next_turn("boss").next_turn("kira")


def test_the_larger_side_takes_the_remaining_turns_in_a_row() -> None:
    order = fight().next_turn("kira").next_turn("thug").next_turn("odo").next_turn("boss")
    assert order.side_to_act == "crew"
    order = order.next_turn("quark")
    assert order.side_to_act is None
    assert order.can_act == ()


def test_keeping_the_initiative_costs_two_and_hands_the_turn_to_an_ally() -> None:
    order, cost = fight().next_turn("kira").keep_initiative()
    assert cost == MomentumCost(2, immediate=True)
    assert order.side_to_act == "crew"
    order = order.next_turn("odo")
    assert order.side_to_act == "raiders"


def test_a_side_cannot_keep_the_initiative_twice_in_a_row() -> None:
    order, _cost = fight().next_turn("kira").keep_initiative()
    order = order.next_turn("odo")
    with pytest.raises(TurnOrderError, match="'crew' kept the initiative last time"):
        order.keep_initiative()
    order = order.next_turn("thug")
    order, _cost = order.keep_initiative()
    assert order.side_to_act == "raiders"
    order = order.next_turn("boss").next_turn("quark")
    assert order.kept_by == frozenset()


def test_the_other_side_acting_frees_a_side_to_keep_the_initiative_again() -> None:
    order, _cost = fight(quark=2).next_turn("kira").keep_initiative()
    order = order.next_turn("odo").next_turn("thug")
    assert "crew" not in order.kept_by
    order, _cost = order.next_turn("quark").keep_initiative()
    assert order.next_turn("quark").side_to_act == "raiders"


def test_keeping_the_initiative_needs_a_finished_turn_and_an_ally_left() -> None:
    with pytest.raises(TurnOrderError, match="no turn has just ended"):
        fight().keep_initiative()
    lone = TurnOrder.start({"kira": "crew", "thug": "raiders"}, first_side="crew")
    with pytest.raises(TurnOrderError, match="nobody on 'crew' has a turn left"):
        lone.next_turn("kira").keep_initiative()


def test_an_assist_uses_up_the_assistants_turn() -> None:
    order = fight().next_turn("kira").assist("odo")
    assert order.turns_left("odo") == 0
    assert order.side_to_act == "raiders"
    order = order.next_turn("thug")
    assert order.can_act == ("quark",)
    with pytest.raises(TurnOrderError, match="'kira' has already acted this round"):
        order.assist("kira")


def test_rounds_are_counted_and_refuse_to_end_while_turns_remain() -> None:
    order = fight().next_turn("kira").next_turn("thug")
    with pytest.raises(TurnOrderError, match="still to act this round"):
        order.end_round()
    early = order.end_round(early=True)
    assert early.round == 2
    assert early.turns_left("kira") == 1
    done = order.next_turn("odo").next_turn("boss").next_turn("quark")
    new = done.end_round()
    assert new.round == 2
    assert new.side_to_act == "raiders"  # the crew took the last turn
    assert new.end_round(early=True, first_side="crew").side_to_act == "crew"


def test_a_major_npc_may_be_given_two_turns_a_round() -> None:
    order = fight(boss=2)
    for actor in ("kira", "boss", "odo", "boss", "quark", "thug"):
        order = order.next_turn(actor)
    assert order.side_to_act is None
    with pytest.raises(TurnOrderError, match="at least 1 turn a round"):
        fight(boss=0)


def test_combatants_join_and_leave_the_fight() -> None:
    order = fight().next_turn("kira").without("thug").without("boss")
    assert order.side_to_act == "crew"
    order = order.with_combatant("nog", "raiders")
    assert order.can_act == ("nog",)
    with pytest.raises(TurnOrderError, match="no combatant is on the side 'ferengi'"):
        TurnOrder.start(SIDES, first_side="ferengi")


@given(st.lists(st.integers(0, 10), max_size=20), st.lists(st.booleans(), max_size=20))
def test_a_side_never_acts_twice_running_unless_it_kept_the_initiative_or_stands_alone(
    picks: list[int], keeps: list[bool]
) -> None:
    order = fight(boss=2)
    previous: str | None = None
    kept = False
    for pick, keep in zip(picks, keeps, strict=False):
        if order.side_to_act is None:
            order = order.end_round()
            previous, kept = None, False
            continue
        side = order.side_to_act
        other_waiting = any(order.waiting(s) for s in order.side_order if s != side)
        if previous == side and other_waiting:
            assert kept
        actor = order.can_act[pick % len(order.can_act)]
        order = order.next_turn(actor)
        previous, kept = side, False
        if keep and side not in order.kept_by and order.waiting(side):
            order, _cost = order.keep_initiative()
            kept = True
        elif keep:
            with pytest.raises(TurnOrderError, match=r"initiative|turn left"):
                order.keep_initiative()
