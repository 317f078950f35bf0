"""The session: commands change state, undo restores it, redo repeats, refusals change nothing."""

import dataclasses

import pytest

from gmscreen.model.changes import ChangeSet
from gmscreen.model.commands import Batch
from gmscreen.model.commands import CommandError
from gmscreen.model.commands import CreateRecord
from gmscreen.model.commands import DeleteRecord
from gmscreen.model.commands import EditRecord
from gmscreen.model.commands import logged_roll
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.session import Session
from gmscreen.model.state import Campaign
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.model.state import Pool
from gmscreen.model.state import RollRecord
from gmscreen.model.state import Token
from gmscreen.model.state import Trait
from gmscreen.model.state import Zone
from gmscreen.model.state import ZoneMap


def make_session() -> Session:
    return Session(MemoryRepository([Campaign(id=1, name="Test")]))


def snapshot(state: CampaignState) -> list[object]:
    return state.records()


def test_create_edit_delete_and_undo_each_back_to_the_exact_prior_state() -> None:
    session = make_session()
    states = [snapshot(session.state)]
    session.execute(
        CreateRecord("character", lambda i: Character(id=i, name="Vex"), label="add Vex")
    )
    states.append(snapshot(session.state))
    session.execute(EditRecord("character", 1, label="rename Vex", notes="pilot"))
    states.append(snapshot(session.state))
    session.execute(DeleteRecord("character", 1, label="delete Vex"))
    assert session.state.find(Character, 1) is None
    for expected in reversed(states):
        session.undo()
        assert snapshot(session.state) == expected
    assert session.undo_name is None
    session.redo()
    session.redo()
    assert session.state.find(Character, 1) == Character(id=1, name="Vex", notes="pilot")


def test_deleting_a_character_takes_its_traits_pool_and_tokens_in_one_step() -> None:
    session = Session(
        MemoryRepository(
            [
                Campaign(id=1, name="Test"),
                Character(id=1, name="Vex"),
                Trait(id=1, name="Wounded", owner_id=1),
                Pool(id=1, name="fortune", value=3, owner_id=1),
                ZoneMap(id=1, name="Deck"),
                Zone(id=1, map_id=1, name="Bridge"),
                Token(id=1, map_id=1, zone_id=1, character_id=1),
            ]
        )
    )
    before = snapshot(session.state)
    session.execute(DeleteRecord("character", 1, label="delete Vex"))
    assert session.state.of(Trait) == []
    assert session.state.of(Pool) == []
    assert session.state.of(Token) == []
    assert session.undo_name == "delete Vex"
    session.undo()
    assert snapshot(session.state) == before


def test_a_refused_command_changes_nothing_and_records_nothing() -> None:
    session = make_session()
    before = snapshot(session.state)
    with pytest.raises(CommandError, match="no character 7"):
        session.execute(EditRecord("character", 7, label="rename", notes="x"))
    assert snapshot(session.state) == before
    assert session.undo_name is None


def test_undoing_a_roll_keeps_its_log_entry_marked_undone() -> None:
    session = make_session()
    roll = RollRecord(id=1, time="2026-01-01T20:00:00", kind="task", summary="2 successes")

    class Roll(CreateRecord):
        def plan(self, state: CampaignState) -> ChangeSet:
            return ChangeSet((logged_roll(roll),))

    session.execute(Roll("roll", lambda i: roll, label="roll"))
    session.undo()
    assert session.state.of(RollRecord) == [dataclasses.replace(roll, undone=True)]
    session.redo()
    assert session.state.of(RollRecord) == [roll]


def test_a_batch_is_one_undo_step_and_listeners_hear_every_change() -> None:
    session = make_session()
    heard: list[frozenset[str]] = []
    session.subscribe(lambda changes: heard.append(changes.kinds()))
    session.execute(
        Batch(
            [
                CreateRecord("character", lambda i: Character(id=i, name="A"), label="a"),
                CreateRecord("character", lambda i: Character(id=i, name="B"), label="b"),
            ],
            label="add two",
        )
    )
    assert [c.name for c in session.state.of(Character)] == ["A", "B"]
    session.undo()
    assert session.state.of(Character) == []
    assert heard == [frozenset({"character"}), frozenset({"character"})]


def test_a_new_action_after_undo_drops_the_redo_branch() -> None:
    session = make_session()
    session.execute(CreateRecord("character", lambda i: Character(id=i, name="A"), label="a"))
    session.undo()
    assert session.redo_name == "a"
    session.execute(CreateRecord("character", lambda i: Character(id=i, name="B"), label="b"))
    assert session.redo_name is None
    with pytest.raises(CommandError, match="nothing to redo"):
        session.redo()
