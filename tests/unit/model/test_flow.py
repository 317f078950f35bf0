"""Moving on: a new scene costs 1 momentum and takes the dying with it; all of it undoes."""

import dataclasses

from gmscreen.model.commands import EditRecord
from gmscreen.model.demo import demo_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.rfi.pools import read_pools
from gmscreen.model.scene_flow import EndScene
from gmscreen.model.scene_flow import StartScene
from gmscreen.model.session import Session
from gmscreen.model.state import Character
from gmscreen.model.state import Pool


def test_a_dying_character_dies_when_the_scene_ends_and_undo_revives_them() -> None:
    session = Session(MemoryRepository(demo_records()))
    ines = session.state.find(Character, 2)
    assert ines is not None
    wounded = dict(ines.sheet)
    wounded["injuries"] = [
        {"name": "Laser burn", "severity": 2, "kind": "deadly", "treated": False}
    ]
    wounded["defeated"] = True
    session.execute(EditRecord("character", 2, label="wound Ines", sheet=wounded))
    before = session.state.records()
    session.execute(StartScene(2))
    after = session.state.find(Character, 2)
    assert after is not None
    assert after.sheet.get("dead") is True
    assert read_pools(session.state).momentum == 1
    session.undo()
    assert session.state.records() == before
    assert dataclasses.replace(ines, sheet=wounded) == session.state.find(Character, 2)


def test_end_scene_in_another_rule_system_only_moves_play_on() -> None:
    """Firelock, Hot Circle and Renaissance keep no Momentum, Threat or Fortune pools."""
    session = Session(MemoryRepository(demo_records()))
    campaign = session.state.campaign
    session.execute(EditRecord("campaign", campaign.id, label="system", system="firelock"))
    pools = session.state.of(Pool)
    session.execute(EndScene(to_next_episode=True))
    assert session.state.campaign.current_scene_id == 4
    assert session.state.of(Pool) == pools
