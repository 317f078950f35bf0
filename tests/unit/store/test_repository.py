"""The campaign file as the session's repository: every table round-trips, every command undoes
exactly, and the undo history outlives closing the file."""

import dataclasses
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from gmscreen.model.changes import ChangeSet
from gmscreen.model.changes import RecordChange
from gmscreen.model.commands import Batch
from gmscreen.model.commands import Command
from gmscreen.model.commands import CommandError
from gmscreen.model.commands import CreateRecord
from gmscreen.model.commands import DeleteRecord
from gmscreen.model.commands import EditRecord
from gmscreen.model.commands import logged_roll
from gmscreen.model.session import Session
from gmscreen.model.state import KINDS
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.model.state import Episode
from gmscreen.model.state import Pool
from gmscreen.model.state import Record
from gmscreen.model.state import RollRecord
from gmscreen.model.state import Scene
from gmscreen.model.state import Season
from gmscreen.model.state import Token
from gmscreen.model.state import Tracker
from gmscreen.model.state import Trait
from gmscreen.model.state import Zone
from gmscreen.model.state import ZoneLink
from gmscreen.model.state import ZoneMap
from gmscreen.store.errors import ReadOnlyCampaignError
from gmscreen.store.file import CampaignFile
from gmscreen.store.file import create_campaign
from gmscreen.store.file import open_campaign
from tests.unit.store.conftest import IMAGE
from tests.unit.store.conftest import TickingClock
from tests.unit.store.conftest import sample_records

NEW_RECORDS: dict[str, Callable[[int], Record]] = {
    "season": lambda i: Season(id=i, title="S2"),
    "episode": lambda i: Episode(id=i, season_id=1, title="E2"),
    "scene": lambda i: Scene(id=i, episode_id=1, title="Airlock"),
    "character": lambda i: Character(id=i, name="Mara", kind="npc", tier="major"),
    "trait": lambda i: Trait(id=i, name="Dark", category="location", scene_id=1),
    "pool": lambda i: Pool(id=i, name="threat", value=4),
    "zone_map": lambda i: ZoneMap(id=i, name="Hull", background=IMAGE[:40]),
    "zone": lambda i: Zone(id=i, map_id=1, name="Vent", outline=((1.0, 2.0),)),
    "zone_link": lambda i: ZoneLink(id=i, map_id=1, zone_a=2, zone_b=1),
    "token": lambda i: Token(id=i, map_id=1, zone_id=2, character_id=2),
    "tracker": lambda i: Tracker(id=i, state={"round": 1}),
    "roll": lambda i: RollRecord(id=i, time="t", kind="task", summary="s", faces=(1, 20)),
}
EDITS: dict[str, dict[str, object]] = {
    "campaign": {"name": "Renamed", "settings": {"threat_per_pc": 3}, "current_scene_id": None},
    "season": {"title": "S2b", "order": 5},
    "episode": {"notes": "edited"},
    "scene": {"episode_id": 1, "order": 9},
    "character": {"name": "Mara Vey", "sheet": {"attributes": {"Brawn": 10}}, "player": "Bo"},
    "trait": {"potency": 3, "visible": False, "owner_id": 1},
    "pool": {"value": 0},
    "zone_map": {"background": None, "background_type": ""},
    "zone": {"outline": ((0.0, 0.5), (3.0, 4.0)), "gm_only": True},
    "zone_link": {"obstacles": ("short-jump", "long-jump")},
    "token": {"zone_id": 1, "gm_only": True},
    "tracker": {"state": {"round": 2, "acted": [1]}},
    "roll": {"undone": True, "outcome": {"complications": 1}},
}


def persisted(campaign: CampaignFile) -> list[Record]:
    """What the file holds, read back through a fresh load."""
    return campaign.repository.load_state().records()


def test_every_table_round_trips_through_closing_and_reopening(campaign_path: Path) -> None:
    create_campaign(campaign_path, sample_records()).close()
    with open_campaign(campaign_path) as reopened:
        assert persisted(reopened) == CampaignState(sample_records()).records()


@pytest.mark.parametrize("kind", sorted(NEW_RECORDS))
def test_create_edit_delete_of_each_kind_undo_and_redo_to_the_exact_state(
    campaign: CampaignFile, kind: str
) -> None:
    session = Session(campaign.repository)
    new_id = session.state.next_id(kind)
    commands: list[Command] = [
        CreateRecord(kind, NEW_RECORDS[kind], label=f"add {kind}"),
        EditRecord(kind, new_id, label=f"edit {kind}", **EDITS[kind]),
        DeleteRecord(kind, new_id, label=f"delete {kind}"),
    ]
    states = [persisted(campaign)]
    for command in commands:
        session.execute(command)
        states.append(persisted(campaign))
        assert states[-1] == session.state.records()
    assert states[1] != states[0]
    assert states[2] != states[1]
    assert states[3] == states[0]
    for expected in reversed(states[:-1]):
        session.undo()
        assert persisted(campaign) == session.state.records() == expected
    for expected in states[1:]:
        session.redo()
        assert persisted(campaign) == session.state.records() == expected


def test_editing_the_campaign_record_undoes_exactly(campaign: CampaignFile) -> None:
    session = Session(campaign.repository)
    before = persisted(campaign)
    session.execute(EditRecord("campaign", 1, label="rename", **EDITS["campaign"]))
    assert session.state.campaign.name == "Renamed"
    session.undo()
    assert persisted(campaign) == before


@pytest.mark.parametrize(("kind", "record_id"), [("season", 1), ("character", 1), ("zone", 1)])
def test_a_cascading_delete_is_one_step_and_undo_restores_everything(
    campaign: CampaignFile, kind: str, record_id: int
) -> None:
    session = Session(campaign.repository)
    before = persisted(campaign)
    session.execute(DeleteRecord(kind, record_id, label=f"delete {kind}"))
    assert session.state.get(kind, record_id) is None
    assert persisted(campaign) == session.state.records()
    session.undo()
    assert persisted(campaign) == before


def test_a_batch_is_one_action_in_the_log_and_one_undo(campaign: CampaignFile) -> None:
    session = Session(campaign.repository)
    before = persisted(campaign)
    session.execute(
        Batch(
            [
                CreateRecord("scene", NEW_RECORDS["scene"], label="a"),
                CreateRecord("trait", lambda i: Trait(id=i, name="Smoke", scene_id=2), label="b"),
                EditRecord("campaign", 1, label="c", current_scene_id=2),
            ],
            label="start the airlock scene",
        )
    )
    assert campaign.repository.load_history().done[-1].name == "start the airlock scene"
    session.undo()
    assert persisted(campaign) == before


class Roll(Command):
    """A roll that spends momentum: the roll is logged, the spend is its effect."""

    def __init__(self, roll: RollRecord) -> None:
        self._roll = roll

    @property
    def name(self) -> str:
        return "roll a task"

    def plan(self, state: CampaignState) -> ChangeSet:
        pool = state.find(Pool, 1)
        assert pool is not None
        spend = dataclasses.replace(pool, value=pool.value - 2)
        return ChangeSet((logged_roll(self._roll), RecordChange.of(pool, spend)))


def test_undoing_a_roll_restores_the_pools_and_keeps_the_roll_marked_undone(
    campaign_path: Path, campaign: CampaignFile
) -> None:
    session = Session(campaign.repository)
    roll = RollRecord(id=3, time="2026-03-01T19:00:05", kind="task", summary="1 success")
    session.execute(Roll(roll))
    assert session.state.find(Pool, 1) == Pool(id=1, name="momentum", value=1)
    session.undo()
    campaign.close()
    with open_campaign(campaign_path) as reopened:
        state = reopened.repository.load_state()
        assert state.find(Pool, 1) == Pool(id=1, name="momentum", value=3)
        assert state.find(RollRecord, 3) == dataclasses.replace(roll, undone=True)
        session = Session(reopened.repository)
        session.redo()
        assert reopened.repository.load_state().find(RollRecord, 3) == roll


def test_undo_and_redo_history_survives_closing_and_reopening(
    campaign_path: Path, clock: TickingClock
) -> None:
    with create_campaign(campaign_path, sample_records(), clock=clock) as first:
        session = Session(first.repository)
        original = session.state.records()
        session.execute(EditRecord("pool", 1, label="spend momentum", value=1))
        session.execute(EditRecord("pool", 1, label="gain momentum", value=5))
        session.execute(DeleteRecord("character", 2, label="delete Drone"))
        session.undo()
        expected = session.state.records()
    with open_campaign(campaign_path, clock=clock) as second:
        session = Session(second.repository)
        assert session.state.records() == expected
        assert session.undo_name == "gain momentum"
        assert session.redo_name == "delete Drone"
        session.redo()
        assert session.state.find(Character, 2) is None
        for _ in range(3):
            session.undo()
    with open_campaign(campaign_path, clock=clock) as third:
        session = Session(third.repository)
        assert session.state.records() == original
        assert session.undo_name is None
        assert [entry.name for entry in third.repository.load_history().undone] == [
            "spend momentum",
            "gain momentum",
            "delete Drone",
        ]


def test_a_new_action_after_undo_drops_the_redo_branch_but_keeps_it_logged(
    campaign_path: Path, campaign: CampaignFile
) -> None:
    session = Session(campaign.repository)
    session.execute(EditRecord("pool", 1, label="spend", value=1))
    session.undo()
    session.execute(EditRecord("pool", 1, label="gain", value=6))
    assert campaign.repository.load_history().undone == []
    assert session.redo_name is None
    campaign.close()
    log = sqlite3.connect(campaign_path).execute("SELECT name, status FROM action ORDER BY seq")
    assert log.fetchall() == [("spend", "dropped"), ("gain", "done")]


def test_a_change_pointing_at_a_missing_record_is_refused_and_saves_nothing(
    campaign: CampaignFile,
) -> None:
    session = Session(campaign.repository)
    before = persisted(campaign)
    orphan = CreateRecord("token", lambda i: Token(id=i, map_id=1, zone_id=99), label="add token")
    with pytest.raises(CommandError, match="no longer exists"):
        session.execute(orphan)
    assert persisted(campaign) == before == session.state.records()
    assert campaign.repository.load_history().done == []


def test_a_read_only_campaign_loads_but_saves_nothing(campaign_path: Path) -> None:
    create_campaign(campaign_path, sample_records()).close()
    data = campaign_path.read_bytes()
    with open_campaign(campaign_path, read_only=True) as viewer:
        session = Session(viewer.repository)
        assert session.state.records() == CampaignState(sample_records()).records()
        with pytest.raises(ReadOnlyCampaignError, match="read-only"):
            session.execute(EditRecord("pool", 1, label="spend", value=0))
    assert campaign_path.read_bytes() == data


def test_every_kind_has_a_table_test() -> None:
    assert set(NEW_RECORDS) | {"campaign"} == set(KINDS) == set(EDITS)


def test_a_value_json_cannot_hold_is_refused_and_saves_nothing(campaign: CampaignFile) -> None:
    session = Session(campaign.repository)
    before = persisted(campaign)
    with pytest.raises(CommandError, match="not saved"):
        session.execute(EditRecord("character", 1, label="sheet", sheet={"x": float("nan")}))
    assert persisted(campaign) == before == session.state.records()


def test_a_write_the_disk_refuses_is_reported_and_the_next_one_works(
    campaign: CampaignFile, monkeypatch: pytest.MonkeyPatch
) -> None:
    import sqlalchemy

    from gmscreen.store import repository
    from gmscreen.store.errors import CampaignFileError

    session = Session(campaign.repository)
    real = repository.write_changes

    def full_disk(connection: sqlalchemy.Connection, changes: ChangeSet) -> None:
        real(connection, changes)
        connection.exec_driver_sql("PRAGMA max_page_count = 1")  # no room for anything more
        try:
            connection.exec_driver_sql("INSERT INTO meta VALUES ('filler', randomblob(100000))")
        finally:
            connection.exec_driver_sql("PRAGMA max_page_count = 1073741823")

    monkeypatch.setattr(repository, "write_changes", full_disk)
    with pytest.raises(CampaignFileError, match=r"full, so the last change was not saved"):
        session.execute(EditRecord("pool", 1, label="spend", value=0))
    monkeypatch.setattr(repository, "write_changes", real)
    assert session.state.find(Pool, 1) == Pool(id=1, name="momentum", value=3)
    session.execute(EditRecord("pool", 1, label="spend", value=0))
    assert persisted(campaign) == session.state.records()
