"""The main window: every named panel docked, the layout remembered and reset."""

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from gmscreen.model.demo import demo_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.new_campaign import new_campaign_records
from gmscreen.model.session import Session
from gmscreen.ui.rfi.challenges.panel import ChallengesPanel
from gmscreen.ui.rfi.task import TaskPanel
from gmscreen.ui.rfi.workspace import WORKSPACE as RFI_WORKSPACE
from gmscreen.ui.shell.mainwindow import MainWindow
from tests.gui.workspaces_walk import SYSTEMS
from tests.gui.workspaces_walk import open_window


def test_main_window_shows_every_panel_and_the_campaign_name(
    qtbot: QtBot, session: Session
) -> None:
    window = MainWindow(session)
    qtbot.addWidget(window)
    with qtbot.waitExposed(window):
        window.show()
    for spec in RFI_WORKSPACE.panels:
        name, title = spec.name, spec.title
        dock = window.docks[name]
        assert dock.isVisible()
        assert dock.windowTitle() == title
    assert window.windowTitle().startswith("Salvage Rights")


def test_a_closed_dock_stays_closed_after_a_restart_until_the_layout_is_reset(
    qtbot: QtBot, session: Session, settings: QSettings
) -> None:
    window = MainWindow(session, settings=settings)
    qtbot.addWidget(window)
    window.show()
    window.docks["referencePanel"].close()
    window.close()
    again = MainWindow(session, settings=settings)
    qtbot.addWidget(again)
    again.show()
    assert not again.docks["referencePanel"].isVisible()
    again.reset_layout()
    assert again.docks["referencePanel"].isVisible()


def test_each_rule_system_gets_its_own_docks_and_switching_back_restores_them(
    qtbot: QtBot, session: Session, settings: QSettings
) -> None:
    window = MainWindow(session, settings=settings)
    qtbot.addWidget(window)
    window.show()
    assert "taskPanel" in window.docks
    firelock = Session(
        MemoryRepository(new_campaign_records("Duel", "firelock", (("Ana", "Sam"),)))
    )
    window.load_session(firelock)
    assert "taskPanel" not in window.docks
    assert {"scenesPanel", "rollLogPanel", "referencePanel", "playerViewPanel"} <= set(window.docks)
    assert window.windowTitle().startswith("Duel")
    window.load_session(session)
    qtbot.waitUntil(lambda: window.panels["taskPanel"].isVisible())


def test_a_challenges_key_task_runs_in_the_task_panel_with_its_difficulty_and_approach(
    qtbot: QtBot, settings: QSettings
) -> None:
    window = MainWindow(Session(MemoryRepository(demo_records(tokens=True))), settings=settings)
    qtbot.addWidget(window)
    window.show()
    challenges = window.panels["challengesPanel"]
    task = window.panels["taskPanel"]
    assert isinstance(challenges, ChallengesPanel)
    assert isinstance(task, TaskPanel)
    challenges.select("engines")
    challenges.run_selected()
    assert task.active.form.base_difficulty.value() == 3
    assert task.active.form.leader.attribute.currentText() == "Reason"


@pytest.mark.parametrize("system", SYSTEMS)
def test_the_edit_menu_offers_campaign_settings_where_the_system_declares_them(
    qtbot: QtBot, system: str
) -> None:
    """RFI keeps its pools' defaults behind Edit ▸ Campaign settings…; the other systems keep
    their options in their own panels, and their Edit menu offers no settings that are RFI's."""
    window = open_window(qtbot, system)
    texts = [action.text() for action in window.edit_menu.actions()]
    assert ("Campaign &settings…" in texts) == (system == "rfi")
