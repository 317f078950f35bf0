"""A session at the table survives closing the app: same pools, same roll log, same undo."""

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from gmscreen.app import FileCampaigns
from gmscreen.model.demo import demo_records
from gmscreen.rules.dice import FixedDice
from gmscreen.store.file import create_campaign
from gmscreen.ui.panels.rolllog import RollLogPanel
from gmscreen.ui.rfi.pools import PoolsPanel
from gmscreen.ui.rfi.task import TaskPanel
from gmscreen.ui.shell.campaigns import CampaignOpenError
from gmscreen.ui.shell.mainwindow import MainWindow


def open_window(qtbot: QtBot, path: Path, settings: QSettings) -> tuple[MainWindow, FileCampaigns]:
    campaigns = FileCampaigns()
    window = MainWindow(campaigns.open(path), campaigns=campaigns, settings=settings)
    qtbot.addWidget(window)
    window.show()
    return window, campaigns


def test_a_roll_and_saved_momentum_are_there_after_a_reopen_and_still_undoable(
    qtbot: QtBot, tmp_path: Path, settings: QSettings
) -> None:
    path = tmp_path / "table.gmscreen"
    create_campaign(path, demo_records()).close()
    window, campaigns = open_window(qtbot, path, settings)
    task = window.panels["taskPanel"]
    assert isinstance(task, TaskPanel)
    row = task.active.form.leader
    row.attribute.setCurrentIndex(row.attribute.findText("Reason"))
    row.skill.setCurrentIndex(row.skill.findText("Piloting"))
    row.specialty.setChecked(True)
    task.active.form.base_difficulty.setValue(0)  # + debris 2 + lighting 1 = difficulty 3
    task.dice = FixedDice([1, 3])  # two criticals: 4 successes, 1 momentum
    assert task.roll()
    qtbot.mouseClick(task.active.result.save, Qt.MouseButton.LeftButton)
    window.close()
    campaigns.close()

    again, campaigns = open_window(qtbot, path, settings)
    pools = again.panels["poolsPanel"]
    assert isinstance(pools, PoolsPanel)
    assert pools.momentum.value.text() == "3"  # the demo's 2, plus the 1 saved
    log = again.panels["rollLogPanel"]
    assert isinstance(log, RollLogPanel)
    assert log.model.rowCount() == 1
    assert "passed, 4 successes, 1 momentum" in log.model.record_at(0).summary  # type: ignore[union-attr]
    assert again.bridge is not None
    assert again.bridge.undo_action.text() == "Undo: save 1 Momentum"
    again.bridge.undo_action.trigger()
    assert pools.momentum.value.text() == "2"
    campaigns.close()


def test_a_file_that_is_not_a_campaign_is_refused_and_left_untouched(
    qtbot: QtBot, tmp_path: Path
) -> None:
    path = tmp_path / "notes.gmscreen"
    path.write_bytes(b"session notes, not a campaign")
    with pytest.raises(CampaignOpenError, match="not a GM Screen campaign"):
        FileCampaigns().open(path)
    assert path.read_bytes() == b"session notes, not a campaign"
