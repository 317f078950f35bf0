"""The first frame builds only the panels the GM sees; a panel behind a tab is there the moment
its tab is raised, and every panel is built shortly after the window is up."""

import dataclasses
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from gmscreen.model.demo import demo_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.session import Session
from gmscreen.ui.rfi.sheets import SheetsPanel
from gmscreen.ui.rfi.workspace import WORKSPACE
from gmscreen.ui.shell import crash_report
from gmscreen.ui.shell import workspaces
from gmscreen.ui.shell.dock_host import PanelBody
from gmscreen.ui.shell.mainwindow import MainWindow
from gmscreen.ui.shell.panel_failure import PanelFailure

BEHIND = {  # the RFI docks that start behind another tab
    "scenesPanel",
    "trackerPanel",
    "sheetsPanel",
    "challengesPanel",
    "referencePanel",
    "playerViewPanel",
}


def shown_window(qtbot: QtBot) -> MainWindow:
    window = MainWindow(Session(MemoryRepository(demo_records(tokens=True))))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    return window


def panel_in(window: MainWindow, name: str) -> object:
    body = window.docks[name].widget()
    return body.widget() if isinstance(body, PanelBody) else body


def test_the_first_frame_builds_the_panels_in_front_and_no_other(qtbot: QtBot) -> None:
    window = shown_window(qtbot)
    assert set(window.panels.waiting()) == BEHIND  # shown, not painted yet
    qtbot.waitExposed(window)
    # Exactly the docks Qt shows behind another tab waited.
    hidden = {name for name, dock in window.docks.items() if dock.visibleRegion().isEmpty()}
    assert hidden == BEHIND
    for name in set(window.docks) - BEHIND:
        assert panel_in(window, name) is not None, name


def test_a_tab_raised_shows_its_panel_at_once(qtbot: QtBot) -> None:
    window = shown_window(qtbot)
    assert panel_in(window, "sheetsPanel") is None
    window.docks["sheetsPanel"].raise_()
    assert isinstance(panel_in(window, "sheetsPanel"), SheetsPanel)
    assert window.panels["sheetsPanel"] is panel_in(window, "sheetsPanel")


def test_every_panel_is_built_once_the_window_is_up(qtbot: QtBot) -> None:
    window = shown_window(qtbot)
    qtbot.waitUntil(lambda: not window.panels.waiting())
    for name in window.docks:
        assert panel_in(window, name) is window.panels[name], name
    # The players' screen got its map with its panel.
    assert window.player_view.map_widget is not None


def test_a_campaign_opened_in_the_shown_window_is_built_whole(qtbot: QtBot) -> None:
    window = shown_window(qtbot)
    qtbot.waitExposed(window)
    window.load_session(Session(MemoryRepository(demo_records())))
    assert not window.panels.waiting()  # a panel that cannot show it refuses it now


def test_a_panel_behind_a_tab_that_cannot_show_the_campaign_says_so_and_the_rest_works(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    python_error = "invalid literal for int() with base 10: 'six'"

    def broken(*_args: object) -> SheetsPanel:
        int("six")  # a bug in the panel: Python's own words, not the GM's
        raise AssertionError

    specs = tuple(
        dataclasses.replace(spec, factory=broken) if spec.name == "sheetsPanel" else spec
        for spec in WORKSPACE.panels
    )
    monkeypatch.setitem(workspaces.WORKSPACES, "rfi", dataclasses.replace(WORKSPACE, panels=specs))
    reports = tmp_path / "reports"
    monkeypatch.setattr(crash_report, "reports_folder", lambda: reports)
    boxes: list[tuple[str, str, str]] = []  # text, informative text, Show Details

    def seen(box: QMessageBox) -> int:
        boxes.append((box.text(), box.informativeText(), box.detailedText()))
        return QMessageBox.StandardButton.Ok.value

    monkeypatch.setattr(QMessageBox, "exec", seen)
    window = shown_window(qtbot)
    qtbot.waitExposed(window)
    window.docks["sheetsPanel"].raise_()

    banner = "The Characters panel cannot show this campaign. The other panels work."
    assert window.problem_banner.problem == banner
    [(told, _, details)] = boxes  # the GM was told once, the error behind Show Details
    assert told == banner
    assert python_error in details
    failure = panel_in(window, "sheetsPanel")
    assert isinstance(failure, PanelFailure)
    assert failure.message.text() == "This panel cannot show the campaign."
    [report] = reports.iterdir()  # a bug report, for the developers
    assert python_error in report.read_text(encoding="utf-8")
    assert str(report) in details

    qtbot.mouseClick(failure.details_button, Qt.MouseButton.LeftButton)
    text, error_and_report, traceback = boxes[-1]
    assert text == "This panel cannot show the campaign."
    assert python_error in error_and_report
    assert str(report) in error_and_report  # where to find it, to send along
    assert "Traceback" in traceback
    qtbot.waitUntil(lambda: not window.panels.waiting())
    QApplication.processEvents()
    assert panel_in(window, "challengesPanel") is window.panels["challengesPanel"]
