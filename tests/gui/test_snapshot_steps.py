"""The session-start snapshot is taken in the window's idle time: the GM's clicks go on
meanwhile, and the snapshot holds the campaign as it was when the session started."""

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from gmscreen.app import FileCampaigns
from gmscreen.model.demo import demo_records
from gmscreen.model.state import Pool, RollRecord
from gmscreen.store.file import create_campaign
from gmscreen.ui.rfi.pools import PoolsPanel
from gmscreen.ui.shell.mainwindow import MainWindow


def test_a_click_during_the_session_start_snapshot_is_saved_and_not_in_the_snapshot(
    qtbot: QtBot, tmp_path: Path, settings: QSettings, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("gmscreen.store.steps.STEP_SECONDS", 0.0)  # one record a step
    path = tmp_path / "table.gmscreen"
    rolls = [RollRecord(id, "2026-03-01T20:00:00", "task", f"roll {id}") for id in range(1, 200)]
    create_campaign(path, [*demo_records(), *rolls]).close()
    campaigns = FileCampaigns()
    session = campaigns.open(path)
    session_snapshot = campaigns.session_snapshot_steps
    steps_run: list[None] = []

    def counted() -> Iterator[None]:
        for step in session_snapshot():
            steps_run.append(step)
            yield step

    monkeypatch.setattr(campaigns, "session_snapshot_steps", counted)
    momentum_before = session.state.find(Pool, 1)
    window = MainWindow(session, campaigns=campaigns, settings=settings)
    qtbot.addWidget(window)
    window.show()
    assert window.file_menu is not None
    snapshotting = window.file_menu.snapshotting
    qtbot.waitUntil(lambda: len(steps_run) > 2)  # started, not finished
    assert snapshotting.running
    pools = window.panels["poolsPanel"]
    assert isinstance(pools, PoolsPanel)
    qtbot.mouseClick(pools.momentum.plus, Qt.MouseButton.LeftButton)
    assert pools.momentum.value.text() == str(momentum_before.value + 1)  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: not snapshotting.running, timeout=20_000)

    store = campaigns._require().snapshots
    [snapshot] = store.list()
    assert snapshot.reason == "session start"
    assert momentum_before in store.records(snapshot.id)
    assert len(steps_run) > 100  # the window ran it a slice at a time
    campaigns.close()
