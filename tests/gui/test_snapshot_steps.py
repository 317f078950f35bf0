"""The session-start snapshot is taken in the window's idle time: the GM's clicks go on
meanwhile, and the snapshot holds the campaign as it was when the session started. File ▸
Revert to a snapshot runs under a progress dialog; cancelled, it changes nothing."""

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtCore import Qt
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QInputDialog
from PySide6.QtWidgets import QMessageBox
from PySide6.QtWidgets import QProgressDialog
from pytestqt.qtbot import QtBot

from gmscreen.app import FileCampaigns
from gmscreen.model.demo import demo_records
from gmscreen.model.state import Pool
from gmscreen.model.state import RollRecord
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
    shown: list[str] = []  # Momentum as the window shows it right after the click

    def click_momentum() -> None:
        assert window.file_menu is not None
        assert window.file_menu.snapshotting.running  # started, not finished
        pools = window.panels["poolsPanel"]
        assert isinstance(pools, PoolsPanel)
        qtbot.mouseClick(pools.momentum.plus, Qt.MouseButton.LeftButton)
        shown.append(pools.momentum.value.text())

    def counted() -> Iterator[None]:
        for number, step in enumerate(session_snapshot()):
            steps_run.append(step)
            if number == 3:
                click_momentum()  # the GM clicks between two of the snapshot's steps
            yield step

    monkeypatch.setattr(campaigns, "session_snapshot_steps", counted)
    momentum_before = session.state.find(Pool, 1)
    assert momentum_before is not None
    window = MainWindow(session, campaigns=campaigns, settings=settings)
    qtbot.addWidget(window)
    window.show()
    assert window.file_menu is not None
    snapshotting = window.file_menu.snapshotting
    qtbot.waitUntil(lambda: bool(steps_run) and not snapshotting.running, timeout=20_000)
    assert shown == [str(momentum_before.value + 1)]

    store = campaigns._require().snapshots
    [snapshot] = store.list()
    assert snapshot.reason == "session start"
    assert momentum_before in store.records(snapshot.id)
    assert len(steps_run) > 100  # the window ran it a slice at a time
    campaigns.close()


def open_table(
    qtbot: QtBot, tmp_path: Path, settings: QSettings
) -> tuple[MainWindow, FileCampaigns, PoolsPanel]:
    path = tmp_path / "table.gmscreen"
    rolls = [RollRecord(id, "2026-03-01T20:00:00", "task", f"roll {id}") for id in range(1, 200)]
    create_campaign(path, [*demo_records(), *rolls]).close()
    campaigns = FileCampaigns()
    window = MainWindow(campaigns.open(path), campaigns=campaigns, settings=settings)
    qtbot.addWidget(window)
    window.show()
    assert window.file_menu is not None
    window.file_menu.snapshotting.stop()  # no session-start snapshot in these tests
    pools = window.panels["poolsPanel"]
    assert isinstance(pools, PoolsPanel)
    return window, campaigns, pools


@pytest.mark.parametrize("cancel", [False, True])
def test_file_revert_to_a_snapshot_brings_it_back_or_cancelled_changes_nothing(
    qtbot: QtBot,
    tmp_path: Path,
    settings: QSettings,
    monkeypatch: pytest.MonkeyPatch,
    cancel: bool,
) -> None:
    monkeypatch.setattr("gmscreen.store.steps.STEP_SECONDS", 0.0)  # one record a step
    window, campaigns, pools = open_table(qtbot, tmp_path, settings)
    assert window.file_menu is not None
    window.file_menu.progress_after_ms = 0
    before = pools.momentum.value.text()
    campaigns._require().snapshots.take("before the fight")
    qtbot.mouseClick(pools.momentum.plus, Qt.MouseButton.LeftButton)
    after_click = pools.momentum.value.text()
    told: list[str] = []
    monkeypatch.setattr(QInputDialog, "getItem", lambda _p, _t, _l, items, *_a: (items[0], True))
    monkeypatch.setattr(QMessageBox, "information", lambda _p, _t, text, *_a: told.append(text))
    if cancel:
        poll = QTimer()

        def press_cancel() -> None:
            for widget in QApplication.topLevelWidgets():
                shown = isinstance(widget, QProgressDialog) and widget.isVisible()
                if shown and widget.value() > 0:  # type: ignore[attr-defined]
                    poll.stop()
                    widget.cancel()  # type: ignore[attr-defined]

        poll.timeout.connect(press_cancel)
        poll.start(0)

    window.file_menu.revert_to_snapshot()

    snapshots = campaigns._require().snapshots.list()
    if cancel:
        assert told == ["The revert was cancelled: the campaign is as it was."]
        assert pools.momentum.value.text() == after_click
        assert [s.label for s in snapshots] == ["before the fight"]
    else:
        assert told == []
        assert pools.momentum.value.text() == before
        assert [s.reason for s in snapshots] == ["before revert", "on demand"]
        assert window.bridge is not None
        window.bridge.undo_action.trigger()  # the revert is one undo step
        assert pools.momentum.value.text() == after_click
    campaigns.close()
