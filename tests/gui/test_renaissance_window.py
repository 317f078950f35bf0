"""A Renaissance campaign in the main window: its workspace, a roll in the log, undo, a fit."""

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QScrollArea
from pytestqt.qtbot import QtBot

from gmscreen.model.memory import MemoryRepository
from gmscreen.model.renaissance import demo_renaissance_records
from gmscreen.model.session import Session
from gmscreen.model.state import RollRecord
from gmscreen.rules.dice import FixedDice
from gmscreen.ui.panels.rolllog import RollLogPanel
from gmscreen.ui.renaissance.check_panel import CheckPanel
from gmscreen.ui.renaissance.workspace import WORKSPACE
from gmscreen.ui.shell import workspaces
from gmscreen.ui.shell.mainwindow import MainWindow


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    monkeypatch.setitem(workspaces.WORKSPACES, "renaissance", WORKSPACE)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(Session(MemoryRepository(demo_renaissance_records())), settings=settings)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_the_workspace_puts_the_check_panel_in_the_centre(qtbot: QtBot, window: MainWindow) -> None:
    assert isinstance(window.central, CheckPanel)
    assert set(window.docks) == {spec.name for spec in WORKSPACE.panels}
    qtbot.waitUntil(lambda: not window.panels.waiting())  # the docks behind tabs, once it is up
    for name, dock in window.docks.items():
        assert dock.widget() is not None, name
        assert not dock.widget().grab().isNull(), name


def test_a_check_rolled_in_the_window_reaches_the_log_and_undoes_from_the_edit_menu(
    qtbot: QtBot, window: MainWindow
) -> None:
    check = window.central
    assert isinstance(check, CheckPanel)
    check.dice = FixedDice([12])
    assert check.roll()
    log = window.panels["rollLogPanel"]
    assert isinstance(log, RollLogPanel)
    assert log.model.rowCount() == 1
    assert "Aryn — Search, TN 75: rolled 12, basic success, MoS 12" in log.model.index(0, 2).data()
    assert window.bridge is not None
    window.bridge.undo_action.trigger()
    assert window.bridge.state.of(RollRecord)[0].undone


def test_no_renaissance_panel_needs_a_horizontal_scroll_bar_at_1366_by_768(
    qtbot: QtBot, window: MainWindow
) -> None:
    check = window.central
    assert isinstance(check, CheckPanel)
    for mode in range(check.mode.count()):
        check.mode.setCurrentIndex(mode)
        qtbot.wait(20)
        for area in (*window.findChildren(QScrollArea), check.scroll_area):
            inner = area.widget()
            if inner is None or not area.isVisible():
                continue
            room = area.viewport().width()
            assert inner.minimumSizeHint().width() <= room, (area.objectName(), mode)


def test_the_smoke_roll_logs_a_check(window: MainWindow) -> None:
    check = window.central
    assert isinstance(check, CheckPanel)
    assert check.smoke_roll() is None
    assert window.bridge is not None
    assert window.bridge.session.undo_name == "roll Aryn's Search"
