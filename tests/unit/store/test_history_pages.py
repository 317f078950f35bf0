"""The undo history is read a page at a time: undo and redo still walk the whole of it, across
reopening, and opening a long campaign reads one page, not the whole action log."""

from pathlib import Path

import pytest

from gmscreen.model.commands import EditRecord
from gmscreen.model.repository import HistoryEntry
from gmscreen.model.session import Session
from gmscreen.model.state import Pool
from gmscreen.store.file import create_campaign
from gmscreen.store.file import open_campaign
from tests.unit.store.conftest import sample_records

STEPS = 12
PAGE = 3


def momentum(session: Session) -> int:
    pool = session.state.find(Pool, 1)
    assert pool is not None
    return pool.value


def test_undo_and_redo_walk_the_whole_history_across_pages_and_reopening(
    campaign_path: Path,
) -> None:
    with create_campaign(campaign_path, sample_records()) as campaign:
        session = Session(campaign.repository, history_page=PAGE)
        start = momentum(session)
        for step in range(1, STEPS + 1):
            session.execute(EditRecord("pool", 1, label=f"momentum to {step}", value=step))
    with open_campaign(campaign_path) as campaign:
        session = Session(campaign.repository, history_page=PAGE)
        for step in range(STEPS, 0, -1):
            assert session.undo_name == f"momentum to {step}"
            assert momentum(session) == step
            session.undo()
        assert session.undo_name is None
        assert momentum(session) == start
        for step in range(1, 8):
            assert session.redo_name == f"momentum to {step}"
            session.redo()
            assert momentum(session) == step
    with open_campaign(campaign_path) as campaign:
        session = Session(campaign.repository, history_page=PAGE)
        assert momentum(session) == 7
        assert session.undo_name == "momentum to 7"
        for step in range(8, STEPS + 1):
            assert session.redo_name == f"momentum to {step}"
            session.redo()
        assert session.redo_name is None
        assert momentum(session) == STEPS
        for _ in range(STEPS - 4):
            session.undo()
        session.execute(EditRecord("pool", 1, label="momentum to 0", value=0))
        assert session.redo_name is None
        assert [entry.name for entry in campaign.repository.load_history().done][-2:] == [
            "momentum to 4",
            "momentum to 0",
        ]


def test_opening_reads_one_page_of_a_long_history(
    campaign_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with create_campaign(campaign_path, sample_records()) as campaign:
        session = Session(campaign.repository)
        for step in range(50):
            session.execute(EditRecord("pool", 1, label=f"step {step}", value=step % 7))
    with open_campaign(campaign_path) as campaign:
        repository = campaign.repository
        read: list[HistoryEntry] = []
        load_done = repository.load_done

        def counting(below: int | None, limit: int | None) -> list[HistoryEntry]:
            entries = load_done(below, limit)
            read.extend(entries)
            return entries

        monkeypatch.setattr(repository, "load_done", counting)
        session = Session(repository, history_page=10)
        assert len(read) == 10
        for _ in range(9):
            session.undo()
        assert len(read) == 10
        assert session.undo_name == "step 40"
        session.undo()  # the next page is read before this step is committed
        assert len(read) == 20
        assert session.undo_name == "step 39"
