"""A rolled task's complications and Momentum as state: used up, refused, undone, reopened."""

from pathlib import Path

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from gmscreen.app import FileCampaigns
from gmscreen.model.demo import demo_records
from gmscreen.model.rfi.pools import read_pools
from gmscreen.model.rfi.rolls import task_state_of
from gmscreen.model.session import Session
from gmscreen.model.state import RollRecord
from gmscreen.rules.dice import FixedDice
from gmscreen.store.file import create_campaign
from gmscreen.ui.rfi.task import TaskPanel
from gmscreen.ui.shell.mainwindow import MainWindow
from gmscreen.ui.shell.undo import SessionBridge
from tests.gui.test_task_panel import choose
from tests.gui.test_task_panel import untick_all_traits


def rolled_panel(
    qtbot: QtBot, session: Session, faces: list[int]
) -> tuple[TaskPanel, SessionBridge]:
    bridge = SessionBridge(session)
    panel = TaskPanel(bridge)
    qtbot.addWidget(panel)
    panel.show()
    # Vex Marlo: Reason 10 + Piloting 4 = TN 14, no specialty; difficulty 1.
    choose(panel, "Vex Marlo", "Reason", "Piloting")
    untick_all_traits(panel)
    panel.active.form.base_difficulty.setValue(1)
    panel.dice = FixedDice(faces)
    assert panel.roll()
    return panel, bridge


def test_one_complication_is_bought_off_once_then_refused_and_undo_gives_it_back(
    qtbot: QtBot, session: Session
) -> None:
    panel, bridge = rolled_panel(qtbot, session, [5, 20])  # 1 success, 1 complication
    view = panel.active.result
    threat = read_pools(session.state).threat
    assert "1 complication(s) to settle" in view.outcome.text()
    assert view.buy_off.isEnabled()

    assert panel.buy_off(panel.active, npc=False)
    assert read_pools(session.state).threat == threat + 2
    assert "0 complication(s) to settle" in view.outcome.text()
    assert not view.buy_off.isEnabled()

    # The reported bug: a second buy-off went through (Threat 6 -> 8 -> 10). Now refused.
    before = session.state.records()
    assert not panel.buy_off(panel.active, npc=False)
    assert session.state.records() == before
    assert "no complication left" in panel.message.text()

    bridge.undo()
    assert read_pools(session.state).threat == threat
    assert "1 complication(s) to settle" in view.outcome.text()
    assert view.buy_off.isEnabled()


def test_a_negative_invoke_adds_a_complication_to_the_task_and_fortune(
    qtbot: QtBot, session: Session
) -> None:
    panel, _bridge = rolled_panel(qtbot, session, [5, 11])  # 2 successes: 1 Momentum
    view = panel.active.result
    assert not view.buy_off.isEnabled()
    fortune = read_pools(session.state).fortune_of("Vex Marlo")
    assert panel.invoke_negatively(panel.active, "Reckless")
    assert read_pools(session.state).fortune_of("Vex Marlo") == fortune + 1
    assert "1 complication(s) to settle" in view.outcome.text()
    assert view.buy_off.isEnabled()
    [roll] = session.state.of(RollRecord)
    assert task_state_of(roll).complications == 1


def test_saved_momentum_is_used_up_and_the_save_button_says_so(
    qtbot: QtBot, session: Session
) -> None:
    panel, _bridge = rolled_panel(qtbot, session, [5, 11])
    view = panel.active.result
    assert view.save.isEnabled()
    view.save.click()
    assert view.unsaved_momentum == 0
    assert not view.save.isEnabled()
    [roll] = session.state.of(RollRecord)
    assert task_state_of(roll).momentum == 0


def test_what_a_roll_still_holds_survives_a_reopen_and_its_undo(
    qtbot: QtBot, tmp_path: Path, settings: QSettings
) -> None:
    path = tmp_path / "table.gmscreen"
    create_campaign(path, demo_records()).close()
    campaigns = FileCampaigns()
    window = MainWindow(campaigns.open(path), campaigns=campaigns, settings=settings)
    qtbot.addWidget(window)
    task = window.panels["taskPanel"]
    assert isinstance(task, TaskPanel)
    choose(task, "Vex Marlo", "Reason", "Piloting")
    untick_all_traits(task)
    task.active.form.base_difficulty.setValue(1)
    task.dice = FixedDice([5, 20])
    assert task.roll()
    assert task.buy_off(task.active, npc=False)
    window.close()
    campaigns.close()

    campaigns = FileCampaigns()
    again = MainWindow(campaigns.open(path), campaigns=campaigns, settings=settings)
    qtbot.addWidget(again)
    assert again.bridge is not None
    [roll] = again.bridge.state.of(RollRecord)
    assert task_state_of(roll).complications == 0
    # The task panel shows that roll again, with what it still holds.
    panel = again.panels["taskPanel"]
    assert isinstance(panel, TaskPanel)
    assert panel.active.result.result is not None
    assert panel.active.result.result.faces == (5, 20)
    assert "0 complication(s) to settle" in panel.active.result.outcome.text()
    assert not panel.active.result.buy_off.isEnabled()
    again.bridge.undo_action.trigger()
    [roll] = again.bridge.state.of(RollRecord)
    assert task_state_of(roll).complications == 1
    assert panel.active.result.buy_off.isEnabled()
    campaigns.close()
