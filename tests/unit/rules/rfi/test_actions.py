"""Action economy: one major and one minor a turn, extras for momentum, and what cannot mix."""

import pytest

from gmscreen.rules.rfi.actions import ACTIONS
from gmscreen.rules.rfi.actions import MAJOR_ACTIONS
from gmscreen.rules.rfi.actions import MINOR_ACTIONS
from gmscreen.rules.rfi.actions import ActionError
from gmscreen.rules.rfi.actions import ActionKind
from gmscreen.rules.rfi.actions import MomentumCost
from gmscreen.rules.rfi.actions import SkillPair
from gmscreen.rules.rfi.actions import action_by_id
from gmscreen.rules.rfi.actions import guard_difficulty
from gmscreen.rules.rfi.spends import EXTRA_MINOR_ACTION
from gmscreen.rules.rfi.spends import SWIFT_ACTION
from gmscreen.rules.rfi.turn_actions import ActionOptions
from gmscreen.rules.rfi.turn_actions import TurnActions


def test_the_action_lists_hold_every_action_of_the_text() -> None:
    assert [a.id for a in MINOR_ACTIONS] == [
        "aim",
        "draw-item",
        "interact",
        "movement",
        "prepare",
        "stand-or-drop-prone",
    ]
    assert {a.id for a in MAJOR_ACTIONS} >= {
        "assist",
        "attack",
        "create-trait",
        "direct",
        "first-aid",
        "guard",
        "pass",
        "ready",
        "sprint",
    }
    assert all(a.kind is ActionKind.MINOR for a in MINOR_ACTIONS)
    assert all(a.kind is ActionKind.MAJOR and a.summary for a in MAJOR_ACTIONS)


def test_fixed_tasks_carry_their_difficulty_and_the_pairs_the_text_names() -> None:
    assert ACTIONS["create-trait"].task_difficulty == 2
    assert ACTIONS["guard"].task_difficulty == 0
    assert ACTIONS["guard"].task_pairs == (SkillPair("Cunning", "Security"),)
    assert ACTIONS["sprint"].task_difficulty == 0
    assert SkillPair("Fitness", "Piloting") in ACTIONS["sprint"].task_pairs
    assert str(ACTIONS["direct"].task_pairs[0]) == "Will + Leadership"


def test_the_first_minor_action_is_free_and_the_second_costs_one_immediate() -> None:
    first = TurnActions().take("aim")
    assert first.costs == ()
    second = first.state.take("draw-item")
    assert second.costs == (MomentumCost(1, immediate=True),)
    assert second.momentum == 1
    assert second.difficulty_increase == 0


def test_the_extra_minor_action_is_not_repeatable_unless_the_gm_allows_it() -> None:
    turn = TurnActions().take("aim").state.take("prepare").state
    with pytest.raises(ActionError, match="only 1 extra minor action"):
        turn.take("interact")
    generous = TurnActions(options=ActionOptions(extra_minor_actions=None))
    for action in ("aim", "prepare"):
        generous = generous.take(action).state
    assert generous.take("interact").momentum == 1


def test_each_minor_action_only_once_a_turn() -> None:
    turn = TurnActions().take("stand-or-drop-prone").state
    with pytest.raises(ActionError, match="Stand / Drop Prone was already taken this turn"):
        turn.take("stand-or-drop-prone")


def test_a_second_major_action_costs_two_and_is_one_harder() -> None:
    first = TurnActions().take("attack")
    assert (first.momentum, first.difficulty_increase) == (0, 0)
    second = first.state.take("attack")
    assert second.costs == (MomentumCost(2, immediate=True),)
    assert second.difficulty_increase == 1
    with pytest.raises(ActionError, match="no more than 2 major actions in a round"):
        second.state.take("guard")


def test_a_directed_action_counts_towards_two_major_actions_a_round() -> None:
    """Direct (combat, major actions): the directed ally's action counts in its two a round."""
    turn = TurnActions().directed()
    assert turn.major_actions_left == 1
    assert turn.take("attack").momentum == 0
    with pytest.raises(ActionError, match="no more than 2 major actions"):
        turn.take("attack").state.take("attack")
    with pytest.raises(ActionError, match="no more than 2 major actions"):
        turn.buy_extra_major()
    with pytest.raises(ActionError, match="no more than 2 major actions"):
        turn.directed().directed()


def test_movement_and_sprint_cannot_share_a_turn_in_either_order() -> None:
    with pytest.raises(ActionError, match="Sprint cannot share a turn with Movement") as refused:
        TurnActions().take("movement").state.take("sprint")
    assert refused.value.rule == "movement"
    with pytest.raises(ActionError, match="Movement cannot share a turn with Sprint"):
        TurnActions().take("sprint").state.take("movement")


def test_direct_costs_its_own_momentum_on_top_of_an_extra_major_action() -> None:
    assert TurnActions().take("direct").costs == (MomentumCost(1),)
    second = TurnActions().take("attack").state.take("direct")
    assert second.momentum == 3
    assert second.costs == (MomentumCost(1), MomentumCost(2, immediate=True))


def test_taking_an_action_never_changes_the_turn_it_was_taken_from() -> None:
    turn = TurnActions()
    taken = turn.take("aim")
    assert turn.minor_taken == ()
    assert taken.state.minor_taken == (action_by_id("aim"),)
    with pytest.raises(ActionError, match="there is no combat action 'dance'"):
        turn.take("dance")


def test_guarding_an_ally_makes_the_guard_task_one_harder() -> None:
    """Guard (combat, major actions): difficulty 0 for yourself, +1 to guard an ally in reach."""
    assert guard_difficulty() == 0
    assert guard_difficulty(protecting_ally=True) == 1


def test_extra_actions_are_bought_as_a_step_and_widen_the_allowance() -> None:
    """Minor and major actions (combat): one of each a turn; Extra Minor Action 1 (Immediate),
    an extra major action 2, its task 1 harder; never more than two majors a round."""
    turn = TurnActions()
    assert (turn.minor_actions_left, turn.major_actions_left) == (1, 1)
    minor = turn.buy_extra_minor()
    assert minor.cost == MomentumCost(1, immediate=True)
    assert minor.state.minor_actions_left == 2
    with pytest.raises(ActionError, match="only 1 extra minor action"):
        minor.state.buy_extra_minor()
    major = minor.state.buy_extra_major()
    assert major.cost == MomentumCost(2, immediate=True)
    assert major.state.major_actions_left == 2
    with pytest.raises(ActionError, match="no more than 2 major actions"):
        major.state.buy_extra_major()
    first = major.state.take("attack")
    second = first.state.take("aim").state.take("prepare").state.take("guard")
    assert (first.costs, first.difficulty_increase) == ((), 0)
    assert (second.costs, second.difficulty_increase) == ((), 1)
    assert (second.state.minor_actions_left, second.state.major_actions_left) == (0, 0)
    assert second.state.momentum_spent == 3


def test_a_turns_total_cost_counts_bought_slots_and_directs_own_cost() -> None:
    """Direct costs 1 momentum on top of whatever its slot cost (combat, major actions)."""
    turn = TurnActions().take("attack").state.take("direct").state.take("aim").state
    assert turn.momentum_spent == 3
    assert turn.take("prepare").state.momentum_spent == 4


def test_extra_actions_have_one_definition_and_it_is_immediate() -> None:
    """Minor actions (combat): "1 Momentum (Immediate)"; extra actions may add threat instead."""
    assert EXTRA_MINOR_ACTION.immediate
    assert SWIFT_ACTION.immediate
    assert TurnActions().take("aim").state.take("prepare").costs == (
        MomentumCost(EXTRA_MINOR_ACTION.cost, immediate=True),
    )
