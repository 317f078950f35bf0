"""Renaissance turn order in a Tracker record: rolling, ties for the GM, turns, rounds, undo."""

import pytest

from gmscreen.model.commands import CommandError
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.renaissance import demo_renaissance_records
from gmscreen.model.renaissance.initiative import initiative_view
from gmscreen.model.renaissance.initiative import tracker_of
from gmscreen.model.renaissance.initiative import turn_state_from_json
from gmscreen.model.renaissance.options import RenaissanceOptions
from gmscreen.model.renaissance.options import SetRenaissanceOptions
from gmscreen.model.renaissance.turns import EndRound
from gmscreen.model.renaissance.turns import EndTurnOrder
from gmscreen.model.renaissance.turns import NextTurn
from gmscreen.model.renaissance.turns import OrderTie
from gmscreen.model.renaissance.turns import RollInitiative
from gmscreen.model.session import Session
from gmscreen.model.state import RollRecord
from gmscreen.rules.dice import FixedDice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.renaissance import InitiativeOptions
from gmscreen.rules.renaissance import InitiativeOrder
from gmscreen.rules.renaissance import roll_initiative

SCENE = 1
ARYN, KATARINA, CHANDRA, GOBLIN, BEAR = 1, 2, 3, 4, 5
# Initiative modifiers on the demo sheets: Aryn +5, Katarina +6, Chandra +4, goblin +4, bear +3.
MODIFIERS = [(str(ARYN), 5), (str(KATARINA), 6), (str(CHANDRA), 4), (str(GOBLIN), 4)]


@pytest.fixture
def session() -> Session:
    return Session(MemoryRepository(demo_renaissance_records()))


def rolled(faces: list[int], *, higher_modifier_first: bool = True) -> InitiativeOrder:
    options = InitiativeOptions(higher_modifier_first=higher_modifier_first)
    return roll_initiative(FixedDice(faces), MODIFIERS, options=options)


def names(session: Session) -> list[str]:
    return [line.name for line in initiative_view(session.state, SCENE).lines]


def test_rolling_initiative_orders_highest_first_and_logs_the_faces(session: Session) -> None:
    # Aryn 4+5=9, Katarina 9+6=15, Chandra 2+4=6, goblin 10+4=14.
    session.execute(RollInitiative(SCENE, rolled([4, 9, 2, 10])))
    view = initiative_view(session.state, SCENE)
    assert names(session) == ["Lady Katarina", "Goblin slaver", "Aryn", "Chandra"]
    assert view.round == 1
    assert view.current is not None
    assert view.current.name == "Lady Katarina"
    [log] = session.state.of(RollRecord)
    assert log.faces == (9, 10, 4, 2)  # in turn order
    assert log.summary.startswith("Initiative: Lady Katarina 15 (9+6), Goblin slaver 14")


def test_a_tie_is_broken_by_the_higher_modifier_by_default(session: Session) -> None:
    # Aryn 6+5=11 and Katarina 5+6=11: Katarina's +6 goes first; no tie left for the GM.
    session.execute(RollInitiative(SCENE, rolled([6, 5, 1, 2])))
    view = initiative_view(session.state, SCENE)
    assert names(session)[:2] == ["Lady Katarina", "Aryn"]
    assert not any(line.unbroken for line in view.lines)


def test_a_true_tie_is_flagged_until_the_gm_orders_it(session: Session) -> None:
    # Chandra 5+4 and the goblin 5+4: same total, same modifier.
    session.execute(RollInitiative(SCENE, rolled([1, 1, 5, 5])))
    view = initiative_view(session.state, SCENE)
    tied = [line.name for line in view.lines if line.unbroken]
    assert tied == ["Chandra", "Goblin slaver"]
    assert (
        "tied, for the GM to order: Chandra, Goblin slaver"
        in session.state.of(RollRecord)[0].summary
    )
    before = session.state.records()
    session.execute(OrderTie(SCENE, [GOBLIN, CHANDRA]))
    view = initiative_view(session.state, SCENE)
    assert names(session)[:2] == ["Goblin slaver", "Chandra"]
    assert not any(line.unbroken for line in view.lines)
    assert view.tie_group(CHANDRA) == (GOBLIN, CHANDRA)  # still tied: the GM may reorder
    session.undo()
    assert session.state.records() == before


def test_the_gm_may_switch_the_modifier_tie_break_off(session: Session) -> None:
    session.execute(RollInitiative(SCENE, rolled([6, 5, 1, 2])))
    options = RenaissanceOptions(initiative=InitiativeOptions(higher_modifier_first=False))
    session.execute(SetRenaissanceOptions(options))
    view = initiative_view(session.state, SCENE)
    # Still tied, now for the GM, and standing as they were until the GM says otherwise.
    assert [line.name for line in view.lines if line.unbroken] == ["Lady Katarina", "Aryn"]


def test_only_characters_who_are_tied_can_be_ordered_as_a_tie(session: Session) -> None:
    session.execute(RollInitiative(SCENE, rolled([4, 9, 2, 10])))
    with pytest.raises(RulesError, match="not one tie"):
        session.execute(OrderTie(SCENE, [ARYN, CHANDRA]))


def test_turns_go_down_the_order_then_the_round_ends(session: Session) -> None:
    session.execute(RollInitiative(SCENE, rolled([4, 9, 2, 10])))
    for expected in ("Goblin slaver", "Aryn", "Chandra"):
        command = NextTurn(SCENE)
        session.execute(command)
        assert command.summary == f"{expected}'s turn"
    session.execute(NextTurn(SCENE))
    view = initiative_view(session.state, SCENE)
    assert view.current is None
    assert view.round_over
    with pytest.raises(RulesError, match="everyone has acted in round 1"):
        session.execute(NextTurn(SCENE))
    session.execute(EndRound(SCENE))
    view = initiative_view(session.state, SCENE)
    assert view.round == 2
    assert view.current is not None
    assert view.current.name == "Lady Katarina"
    assert not any(line.acted for line in view.lines)


def test_ending_a_round_early_says_who_lost_their_turn(session: Session) -> None:
    session.execute(RollInitiative(SCENE, rolled([4, 9, 2, 10])))
    command = EndRound(SCENE)
    session.execute(command)
    assert "Goblin slaver, Aryn, Chandra did not act in round 1" in command.summary


def test_ending_turn_order_clears_it_and_undo_brings_it_back(session: Session) -> None:
    session.execute(RollInitiative(SCENE, rolled([4, 9, 2, 10])))
    session.execute(NextTurn(SCENE))
    before = session.state.records()
    session.execute(EndTurnOrder(SCENE))
    assert not initiative_view(session.state, SCENE).in_order
    session.undo()
    assert session.state.records() == before


def test_undoing_the_roll_restores_no_order_and_marks_the_log_entry(session: Session) -> None:
    session.execute(RollInitiative(SCENE, rolled([4, 9, 2, 10])))
    session.undo()
    assert not initiative_view(session.state, SCENE).in_order
    assert session.state.of(RollRecord)[0].undone


def test_turn_commands_need_an_order_and_a_scene(session: Session) -> None:
    with pytest.raises(CommandError, match="roll initiative first"):
        session.execute(NextTurn(SCENE))
    with pytest.raises(CommandError, match="no scene"):
        session.execute(RollInitiative(None, rolled([4, 9, 2, 10])))


def test_the_tracker_json_belongs_to_renaissance(session: Session) -> None:
    session.execute(RollInitiative(SCENE, rolled([4, 9, 2, 10])))
    tracker = tracker_of(session.state, SCENE)
    assert tracker is not None
    assert tracker.state["system"] == "renaissance"
    with pytest.raises(CommandError, match="another rule system"):
        turn_state_from_json({**tracker.state, "system": "rfi"})
