"""Snapshots kept in the campaign file: taken on demand and at session start, rotated, listed
with their times, and reverted to in one undoable step."""

import dataclasses
import os
from collections.abc import Callable
from collections.abc import Generator
from pathlib import Path
from typing import TypeVar

import pytest

from gmscreen.model.changes import ChangeSet
from gmscreen.model.changes import RecordChange
from gmscreen.model.commands import Command
from gmscreen.model.commands import CommandError
from gmscreen.model.commands import DeleteRecord
from gmscreen.model.commands import EditRecord
from gmscreen.model.session import Session
from gmscreen.model.state import Campaign
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.model.state import Pool
from gmscreen.model.state import RollRecord
from gmscreen.model.state import ZoneMap
from gmscreen.store.file import CampaignFile
from gmscreen.store.file import create_campaign
from gmscreen.store.file import open_campaign
from gmscreen.store.steps import finish
from tests.unit.store.conftest import TickingClock

T = TypeVar("T")


def test_snapshots_are_listed_newest_first_with_their_times_and_labels(
    campaign: CampaignFile,
) -> None:
    first = campaign.snapshots.take("before the heist")
    Session(campaign.repository).execute(EditRecord("pool", 1, label="spend", value=0))
    second = campaign.snapshots.take()
    assert [(s.id, s.label, s.reason) for s in campaign.snapshots.list()] == [
        (second.id, "", "on demand"),
        (first.id, "before the heist", "on demand"),
    ]
    assert first.taken_at == "2026-03-01T19:00:01.000+00:00"
    assert second.taken_at > first.taken_at
    assert (first.action_seq, second.action_seq) == (0, 1)


def test_only_the_newest_n_snapshots_are_kept_and_n_can_be_changed(
    campaign: CampaignFile,
) -> None:
    assert campaign.snapshots.keep == 20
    campaign.snapshots.keep = 3
    taken = [campaign.snapshots.take(f"s{i}").id for i in range(5)]
    assert [s.id for s in campaign.snapshots.list()] == taken[:1:-1]
    campaign.snapshots.keep = 2
    assert [s.label for s in campaign.snapshots.list()] == ["s4", "s3"]
    with pytest.raises(ValueError, match="between 1 and"):
        campaign.snapshots.keep = 0


def test_a_session_start_snapshot_is_skipped_when_nothing_changed_since_the_last(
    campaign: CampaignFile,
) -> None:
    assert campaign.snapshots.take_session_start() is not None
    assert campaign.snapshots.take_session_start() is None
    session = Session(campaign.repository)
    session.execute(EditRecord("pool", 1, label="spend", value=0))
    started = campaign.snapshots.take_session_start()
    assert started is not None
    assert started.reason == "session start"


class LoggedRoll(Command):
    @property
    def name(self) -> str:
        return "roll"

    def plan(self, state: CampaignState) -> ChangeSet:
        roll = RollRecord(id=3, time="2026-03-01T19:30:00", kind="task", summary="hit")
        return ChangeSet((RecordChange.of(dataclasses.replace(roll, undone=True), roll),))


def test_reverting_is_one_undoable_step_after_a_snapshot_of_the_current_state(
    campaign_path: Path, campaign: CampaignFile, clock: TickingClock
) -> None:
    session = Session(campaign.repository)
    target = campaign.snapshots.take("clean")
    at_snapshot = session.state.records()
    session.execute(EditRecord("pool", 1, label="spend", value=0))
    session.execute(DeleteRecord("character", 1, label="delete Vex"))
    session.execute(LoggedRoll())
    before_revert = session.state.records()

    session_changes = campaign.snapshots.revert(target.id, session)
    assert session_changes
    state = session.state
    assert state.find(Pool, 1) == Pool(id=1, name="momentum", value=3)
    assert state.find(Character, 1) is not None
    # The roll made since stays in the log, marked undone, as an undone roll does.
    assert state.find(RollRecord, 3) is not None
    assert state.find(RollRecord, 3).undone
    assert [r for r in state.records() if not isinstance(r, RollRecord)] == [
        r for r in at_snapshot if not isinstance(r, RollRecord)
    ]
    assert campaign.snapshots.list()[0].reason == "before revert"
    assert session.undo_name == "revert to the snapshot of 2026-03-01T19:00"

    campaign.close()
    with open_campaign(campaign_path, clock=clock) as reopened:
        session = Session(reopened.repository)
        session.undo()
        assert session.state.records() == before_revert
        assert reopened.repository.load_state().records() == before_revert


def test_reverting_without_a_session_commits_and_the_session_reloads(
    campaign: CampaignFile,
) -> None:
    session = Session(campaign.repository)
    target = campaign.snapshots.take()
    before = session.state.records()
    session.execute(EditRecord("pool", 1, label="spend", value=0))
    campaign.snapshots.revert(target.id)
    session.reload()
    assert session.state.records() == before
    session.undo()
    assert session.state.find(Pool, 1) == Pool(id=1, name="momentum", value=0)


def test_a_deleted_or_unknown_snapshot_cannot_be_reverted_to(campaign: CampaignFile) -> None:
    snapshot = campaign.snapshots.take()
    campaign.snapshots.delete(snapshot.id)
    assert campaign.snapshots.list() == []
    with pytest.raises(CommandError, match="no snapshot"):
        campaign.snapshots.revert(snapshot.id)


def test_snapshots_live_inside_the_one_campaign_file(
    campaign_path: Path, campaign: CampaignFile
) -> None:
    campaign.snapshots.take("kept")
    campaign.close()
    assert [p.name for p in campaign_path.parent.iterdir()] == [campaign_path.name]
    with open_campaign(campaign_path) as reopened:
        assert [s.label for s in reopened.snapshots.list()] == ["kept"]
        snapshot = reopened.snapshots.list()[0]
        assert reopened.snapshots.records(snapshot.id) == reopened.repository.load_state().records()


def run(steps: Generator[None, None, T], *, after_first: Callable[[], object] = lambda: None) -> T:
    """Run a snapshot's steps as a window would, doing `after_first` between the first two."""
    next(steps)
    after_first()
    return finish(steps)


def test_a_snapshot_taken_in_steps_holds_the_moment_it_started_while_commands_run(
    campaign: CampaignFile,
) -> None:
    session = Session(campaign.repository)
    session.execute(EditRecord("pool", 1, label="spend", value=1))
    at_start = session.state.records()
    info = run(
        campaign.snapshots.take_in_steps("steps", state=session.state),
        after_first=lambda: session.execute(EditRecord("pool", 1, label="gain", value=5)),
    )
    assert campaign.snapshots.records(info.id) == at_start
    assert info.action_seq == 1  # the newest action when it started, not the one made since
    assert session.state.find(Pool, 1) == Pool(id=1, name="momentum", value=5)


def test_a_snapshot_stopped_before_its_last_step_leaves_nothing_in_the_file(
    campaign_path: Path, campaign: CampaignFile, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("gmscreen.store.steps.STEP_SECONDS", 0.0)  # a step per record
    campaign.snapshots.take("kept")
    session = Session(campaign.repository)
    session.execute(EditRecord("pool", 1, label="spend", value=1))
    before = campaign_path.read_bytes()
    steps = campaign.snapshots.session_start_in_steps(session.state)
    next(steps)
    next(steps)
    steps.close()
    assert campaign_path.read_bytes() == before
    assert [s.label for s in campaign.snapshots.list()] == ["kept"]


def test_snapshots_share_a_map_image_instead_of_copying_it(tmp_path: Path) -> None:
    path = tmp_path / "map.gmscreen"
    image = os.urandom(2 * 1024 * 1024)  # 2 MB that no compression can shrink
    with create_campaign(path, [Campaign(id=1, name="Maps"), ZoneMap(1, "Deck")]) as campaign:
        session = Session(campaign.repository)
        session.execute(EditRecord("zone_map", 1, label="set", background=image))
        size = path.stat().st_size
        first = run(campaign.snapshots.take_in_steps("one", state=session.state))
        second = campaign.snapshots.take("two")
        assert path.stat().st_size - size < len(image) / 20  # far less than 2 × the image
        for snapshot in (first, second):
            restored = campaign.snapshots.records(snapshot.id)
            assert restored == session.state.records()
            assert restored[1].background == image  # type: ignore[union-attr]
