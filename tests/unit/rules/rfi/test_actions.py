"""Action economy: one major and one minor a turn, extras for momentum, and what cannot mix."""

import pytest

from gmscreen.rules.rfi.actions import (
    ACTIONS,
    MAJOR_ACTIONS,
    MINOR_ACTIONS,
    ActionError,
    ActionKind,
    ActionOptions,
    MomentumCost,
    SkillPair,
    TurnActions,
    action_by_id,
    take_directed_action,
)


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
    majors = take_directed_action(0)
    turn = TurnActions(majors_earlier_this_round=majors)
    assert turn.take("attack").momentum == 0
    with pytest.raises(ActionError, match="no more than 2 major actions"):
        turn.take("attack").state.take("attack")
    with pytest.raises(ActionError, match="no more than 2 major actions"):
        take_directed_action(2)


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
