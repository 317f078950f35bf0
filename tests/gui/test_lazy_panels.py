"""The first frame builds only the panels the GM sees; a panel behind a tab is there the moment
its tab is raised, and every panel is built shortly after the window is up."""

import dataclasses

import pytest
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from gmscreen.model.demo import demo_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.session import Session
from gmscreen.ui.rfi.sheets import SheetsPanel
from gmscreen.ui.rfi.workspace import WORKSPACE
from gmscreen.ui.shell import workspaces
from gmscreen.ui.shell.dock_host import PanelBody
from gmscreen.ui.shell.mainwindow import MainWindow

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
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*_args: object) -> SheetsPanel:
        raise ValueError("a sheet holds nonsense")

    specs = tuple(
        dataclasses.replace(spec, factory=broken) if spec.name == "sheetsPanel" else spec
        for spec in WORKSPACE.panels
    )
    monkeypatch.setitem(workspaces.WORKSPACES, "rfi", dataclasses.replace(WORKSPACE, panels=specs))
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: told.append(text))
    window = shown_window(qtbot)
    qtbot.waitExposed(window)
    window.docks["sheetsPanel"].raise_()
    message = panel_in(window, "sheetsPanel")
    assert isinstance(message, QLabel)
    assert "a sheet holds nonsense" in message.text()
    assert told
    assert "Characters" in told[0]
    assert window.problem_banner.problem == told[0]
    qtbot.waitUntil(lambda: not window.panels.waiting())
    QApplication.processEvents()
    assert panel_in(window, "challengesPanel") is window.panels["challengesPanel"]
