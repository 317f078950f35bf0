"""The Hot Circle characters panel: writing a sheet, conditions, assets, refusals in place, and
the whole window built from the Hot Circle workspace."""

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog
from pytestqt.qtbot import QtBot

from gmscreen.model.hotcircle.demo import demo_hotcircle_records
from gmscreen.model.hotcircle.flow import scene_flow
from gmscreen.model.hotcircle.sheet import read_character
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.session import Session
from gmscreen.model.state import Character
from gmscreen.rules.dice import FixedDice
from gmscreen.rules.hotcircle.tables import AssetKind
from gmscreen.rules.hotcircle.tables import Severity
from gmscreen.ui.hotcircle.board import SessionBoard
from gmscreen.ui.hotcircle.roll_panel import HotCircleTestPanel
from gmscreen.ui.hotcircle.sheet import HotCircleSheetPanel
from gmscreen.ui.hotcircle.workspace import WORKSPACE
from gmscreen.ui.panels.rolllog import RollLogPanel
from gmscreen.ui.shell import workspaces
from gmscreen.ui.shell.mainwindow import MainWindow
from gmscreen.ui.shell.undo import SessionBridge

ARIA = 1


@pytest.fixture
def session() -> Session:
    return Session(MemoryRepository(demo_hotcircle_records()))


def make_panel(qtbot: QtBot, session: Session) -> tuple[HotCircleSheetPanel, SessionBridge]:
    bridge = SessionBridge(session)
    panel = HotCircleSheetPanel(bridge)
    qtbot.addWidget(panel)
    panel.resize(440, 900)
    panel.show()
    return panel, bridge


def record(session: Session, character_id: int) -> Character:
    found = session.state.find(Character, character_id)
    assert found is not None
    return found


def test_a_belief_written_on_the_sheet_is_one_undo_step(qtbot: QtBot, session: Session) -> None:
    panel, bridge = make_panel(qtbot, session)
    assert panel.selected_id() == ARIA
    goal = panel.form.beliefs.goals[1]
    goal.setText("pay Captain Dusk back with his own coin")
    goal.editingFinished.emit()
    assert read_character(record(session, ARIA)).beliefs[1].goal == (
        "pay Captain Dusk back with his own coin"
    )
    assert bridge.undo_action.text() == "Undo: edit beliefs (Aria Venn)"
    bridge.undo()
    assert goal.text() == "repay Captain Dusk before the tide festival"


def test_a_new_player_character_shows_what_is_still_to_write(
    qtbot: QtBot, session: Session, monkeypatch: pytest.MonkeyPatch
) -> None:
    panel, _bridge = make_panel(qtbot, session)
    answers = iter([("Nova Reyes", True), ("Ana", True)])
    monkeypatch.setattr(QInputDialog, "getText", lambda *_args, **_kwargs: next(answers))
    qtbot.mouseClick(panel.add_pc_button, Qt.MouseButton.LeftButton)
    assert panel.selected_id() == 5
    assert panel.list.currentIndex().data() == "Nova Reyes — Ana ✎"
    assert "belief 1 needs a stance and a goal" in panel.form.notes.text()
    panel.form.check_new_character()
    assert "start with 3 traits, not 0" in panel.form.notes.text()


def test_conditions_and_assets_are_edited_and_refusals_shown(
    qtbot: QtBot, session: Session
) -> None:
    panel, _bridge = make_panel(qtbot, session)
    form = panel.form
    form.condition_name.setText("Soaked")
    form.severity.setCurrentIndex(form.severity.findData(Severity.MAJOR.value))
    form.apply_condition_button.click()
    assert "Soaked — major, hindered 0 of 3" in [
        form.conditions.item(i).text() for i in range(form.conditions.count())
    ]
    before = session.state.records()
    form.assets.name.setText("")
    form.assets.add_button.click()  # an asset without a name
    assert form.error.isVisible()
    assert "name cannot be empty" in form.error.text()
    assert session.state.records() == before
    # With 6 fate points noted on Clerk of the Rolls, its subject can become a wise.
    table = form.lifepaths.table
    table.selectRow(2)
    assert form.lifepaths.name.text() == "Clerk of the Rolls"
    sheet = dict(record(session, ARIA).sheet)
    sheet["lifepaths"][2] = dict(sheet["lifepaths"][2], fate_spent=6)
    form._save("note fate", sheet)
    form.assets.table.selectRow(2)
    assert form.assets.upgrade_button.isEnabled()
    form.assets.upgrade_button.click()
    kinds = {a.name: a.kind for a in read_character(record(session, ARIA)).assets}
    assert kinds["Tax rolls-wise"] is AssetKind.WISE


def test_renaming_a_lifepath_keeps_its_assets(qtbot: QtBot, session: Session) -> None:
    panel, _bridge = make_panel(qtbot, session)
    boxes = panel.form.lifepaths
    boxes.table.selectRow(1)
    boxes.name.setText("Dockside Runner")
    boxes.save_button.click()
    aria = read_character(record(session, ARIA))
    assert [a.name for a in aria.assets_of("Dockside Runner")] == [
        "Forged harbour pass",
        "Smuggling-wise",
        "Old Mag the fence",
    ]


def test_the_window_builds_the_hot_circle_workspace(
    qtbot: QtBot, session: Session, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(workspaces.WORKSPACES, "hotcircle", WORKSPACE)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(session, settings=settings)
    qtbot.addWidget(window)
    window.show()
    assert isinstance(window.central, SessionBoard)
    assert {"hotcircleTestPanel", "hotcircleSheetsPanel", "scenesPanel"} <= set(window.docks)
    test_panel = window.panels["hotcircleTestPanel"]
    assert isinstance(test_panel, HotCircleTestPanel)
    test_panel.tabs.setCurrentIndex(1)
    test_panel.ability.asset.setText("Harbour gossip")
    test_panel.ability.ability.setCurrentIndex(test_panel.ability.ability.findData("wises"))
    test_panel.dice = FixedDice([6, 1, 2])
    assert test_panel.roll()
    board = window.central
    assert isinstance(board, SessionBoard)
    assert scene_flow(session.state).tally.ability_tests == 2
    assert "<b>2</b> ability" in board.spotlight.tally.text()
    assert board.spotlight.cut_hint.isVisible()
    log = window.panels["rollLogPanel"]
    assert isinstance(log, RollLogPanel)
    assert log.model.rowCount() == 1
