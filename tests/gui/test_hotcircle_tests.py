"""The Hot Circle test panel driven like a GM: a versus test with a compromise reroll, an
independent test with a persona point, an ability test; exact odds shown; undo follows."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget
from pytestqt.qtbot import QtBot

from gmscreen.model.hotcircle.demo import demo_hotcircle_records
from gmscreen.model.hotcircle.flow import scene_flow
from gmscreen.model.hotcircle.rolls import RecordObstacleTest
from gmscreen.model.hotcircle.sheet import read_character
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.session import Session
from gmscreen.model.state import Character
from gmscreen.model.state import RollRecord
from gmscreen.rules.dice import FixedDice
from gmscreen.rules.hotcircle.contest import Pool
from gmscreen.rules.hotcircle.contest import RerollReason
from gmscreen.rules.hotcircle.contest import Side
from gmscreen.rules.hotcircle.obstacle import ObstacleTest
from gmscreen.rules.hotcircle.odds import task_win_probability
from gmscreen.ui.hotcircle.roll_panel import WAIT_FOR_OPEN_TEST
from gmscreen.ui.hotcircle.roll_panel import HotCircleTestPanel
from gmscreen.ui.hotcircle.roll_sides import RollerForm
from gmscreen.ui.rfi.odds_view import percent
from gmscreen.ui.shell.undo import SessionBridge
from tests.gui.test_window_layout import shown


@pytest.fixture
def session() -> Session:
    return Session(MemoryRepository(demo_hotcircle_records()))


def make_panel(qtbot: QtBot, session: Session) -> tuple[HotCircleTestPanel, SessionBridge]:
    bridge = SessionBridge(session)
    panel = HotCircleTestPanel(bridge)
    qtbot.addWidget(panel)
    panel.resize(460, 900)
    panel.show()
    return panel, bridge


def tick(widget: QListWidget, name: str) -> None:
    for row in range(widget.count()):
        if widget.item(row).text().startswith(name):
            widget.item(row).setCheckState(Qt.CheckState.Checked)
            return
    raise AssertionError(f"{name} is not offered")


def choose(roller: RollerForm, character: str, lifepath: str, fit_index: int) -> None:
    roller.character.setCurrentIndex(roller.character.findText(character))
    roller.lifepath.setCurrentIndex(roller.lifepath.findData(lifepath))
    roller.fit.setCurrentIndex(fit_index)  # 0 helpful, 1 neutral, 2 hindering


def aria(session: Session) -> Character:
    record = session.state.find(Character, 1)
    assert record is not None
    return record


def set_up_versus(panel: HotCircleTestPanel) -> None:
    form = panel.obstacle
    form.versus.setChecked(True)
    form.intent.setText("Dusk hands over the ledger")
    form.task.setText("remind him what his name is worth")
    form.consequence.setText("Dusk keeps the ledger and knows she came for it")
    form.player_compromise.setText("Dusk keeps it, but lets her read one page")
    form.opponent_compromise.setText("she gets it, and owes him a favour")
    choose(form.player, "Aria Venn", "Clerk of the Rolls", 0)
    tick(form.player.helps, "Soft-spoken")
    choose(form.opponent, "Captain Orrin Dusk", "Guild Enforcer", 0)


def test_a_versus_test_with_a_compromise_reroll(qtbot: QtBot, session: Session) -> None:
    panel, bridge = make_panel(qtbot, session)
    set_up_versus(panel)
    choice = panel.update_odds()
    assert isinstance(choice.test, ObstacleTest)
    assert "Task roll 5D" in panel.pools.text()
    assert "trait Soft-spoken +1D" in panel.pools.text()
    bare = task_win_probability(5, 4, sides=6)
    assert f"<b>{percent(bare)}</b> on the dice alone" in panel.before.text()
    assert percent(choice.test.win_probability()) in panel.before.text()

    # Aria rolls 3 on 5D, Dusk 5 on 4D: the obstacle is ahead.
    panel.dice = FixedDice([1, 2, 3, 2, 1, 5, 1, 1, 2])
    assert panel.roll()
    result = panel.result
    assert "The obstacle is ahead" in result.standing.text()
    roll = panel.current_roll()
    assert roll is not None
    odds_after = roll.reroll_choices(Side.PLAYER)
    button = result.reroll_buttons[(Side.PLAYER, RerollReason.COMPROMISE, Pool.TASK)]
    assert button.text() == f"task → {percent(odds_after[Pool.TASK])}"

    # Aria accepts Dusk's compromise and rerolls her task roll: a 6.
    panel.dice = FixedDice([6, 1, 1, 1, 1])
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert bridge.undo_action.text() == "Undo: reroll the task roll (accepted compromise)"
    assert "The task is ahead" in result.standing.text()
    assert (Side.PLAYER, RerollReason.COMPROMISE, Pool.TASK) not in result.reroll_buttons
    assert "accepted compromise: task 3 → 6" in result.history.text()

    panel.dice = FixedDice([])
    qtbot.mouseClick(result.settle_button, Qt.MouseButton.LeftButton)
    assert "Opponent's compromise" in result.outcome.text()
    assert "she gets it, and owes him a favour" in result.outcome.text()
    [record] = session.state.of(RollRecord)
    assert record.faces == (1, 2, 3, 2, 1, 5, 1, 1, 2, 6, 1, 1, 1, 1)
    assert record.outcome["outcome"] == "opponent's compromise"

    # Undo the settling and the reroll: the panel shows the test as it stood.
    bridge.undo()
    bridge.undo()
    assert "The obstacle is ahead" in result.standing.text()
    assert result.settle_button.isVisible()


def test_a_persona_point_reroll_is_paid_and_noted_when_settled(
    qtbot: QtBot, session: Session
) -> None:
    panel, _bridge = make_panel(qtbot, session)
    form = panel.obstacle
    form.intent.setText("slip past the tax-house guard")
    form.task.setText("walk in like a clerk who belongs")
    form.consequence.setText("the guard takes her name")
    choose(form.player, "Aria Venn", "Clerk of the Rolls", 0)
    tick(form.player.hinders, "Tired")  # +1D to the obstacle, counts toward clearing it
    form.difficulty.setCurrentIndex(2)  # 3D moderate, +1D Tired
    assert "hindering condition Tired +1D" in panel.pools.text()
    panel.dice = FixedDice([2, 2, 1, 1, 5, 4, 1, 1])
    assert panel.roll()
    button = panel.result.reroll_buttons[(Side.PLAYER, RerollReason.PERSONA_POINT, Pool.OBSTACLE)]
    panel.dice = FixedDice([1, 3, 1, 2])
    button.click()
    assert "The task is ahead" not in panel.result.standing.text()  # 2 against 3
    panel.dice = FixedDice([])
    panel.result.settle_button.click()
    assert "Consequence" in panel.result.outcome.text()
    sheet = read_character(aria(session))
    assert sheet.artha.persona_points == 0
    assert sheet.lifepath("Clerk of the Rolls").persona_spent == 3
    assert not sheet.conditions  # Tired hindered its one test and is cleared


def test_an_ability_test_notes_gear_and_counts_in_the_scene(qtbot: QtBot, session: Session) -> None:
    panel, _bridge = make_panel(qtbot, session)
    panel.tabs.setCurrentIndex(1)
    form = panel.ability
    form.ability.setCurrentIndex(form.ability.findData("resources"))
    form.asset.setText("Oilskin cloak")
    form.lifepath.setCurrentIndex(form.lifepath.findData("Dock Runner"))
    form.fit.setCurrentIndex(0)
    form.modifier_spins["on_hand"].setValue(1)
    assert "Obstacle roll 2D" in panel.pools.text()
    tally = scene_flow(session.state).tally.ability_tests
    panel.dice = FixedDice([6, 1, 1, 3, 2])
    assert panel.roll()
    assert scene_flow(session.state).tally.ability_tests == tally + 1
    panel.result.settle_button.click()
    assert "Oilskin cloak" in panel.result.outcome.text()
    names = [asset.name for asset in read_character(aria(session)).assets]
    assert "Oilskin cloak" in names


def test_a_test_the_rules_refuse_is_not_rolled(qtbot: QtBot, session: Session) -> None:
    panel, _bridge = make_panel(qtbot, session)
    before = session.state.records()
    panel.dice = FixedDice([1, 1, 1, 1, 1])
    assert not panel.roll()  # no intent, task or consequence yet
    assert "clear intent" in panel.message.text()
    assert session.state.records() == before
    assert panel.problem.isVisible()
    assert not panel.result.isVisible()


def test_a_linked_test_takes_advantage_from_a_passed_one(qtbot: QtBot, session: Session) -> None:
    panel, _bridge = make_panel(qtbot, session)
    form = panel.obstacle
    form.intent.setText("reach the tax-house before the bells")
    form.task.setText("run the rooftops")
    form.consequence.setText("she arrives as the doors are barred")
    choose(form.player, "Aria Venn", "Dock Runner", 0)
    form.difficulty.setCurrentIndex(0)  # 1D easy
    panel.dice = FixedDice([6, 1, 1, 2])
    assert panel.roll()
    panel.result.settle_button.click()
    assert "Intent" in panel.result.outcome.text()
    # An ability test cannot follow a linked obstacle test unless the GM allows it.
    panel.linked.setChecked(True)
    panel.tabs.setCurrentIndex(1)
    panel.ability.asset.setText("Crowbar")
    assert "only an obstacle test follows a linked test" in panel.problem.text()
    panel.tabs.setCurrentIndex(0)
    form.intent.setText("get the ledger out before the fire spreads")
    test = panel.update_odds().test
    assert isinstance(test, ObstacleTest)
    assert test.edge.value == "advantage"
    assert "With advantage" in panel.pools.text()


def test_a_double_click_on_roll_while_rerolls_are_open_keeps_one_test_and_its_rerolls(
    qtbot: QtBot,
) -> None:
    """Roll waits while the GM weighs the open test's rerolls: a double-click rolls one test,
    Roll says why it is disabled, and settling, undo and redo follow the campaign's log."""
    window = shown(qtbot, "hotcircle", None)  # the demo campaign at 1366×768
    assert window.bridge is not None
    bridge, session = window.bridge, window.bridge.session
    panel = window.panels["hotcircleTestPanel"]
    assert isinstance(panel, HotCircleTestPanel)
    window.docks["hotcircleTestPanel"].raise_()
    set_up_versus(panel)
    roll = panel.roll_button
    assert roll.isEnabled()
    panel.dice = FixedDice([1, 2, 3, 2, 1, 5, 1, 1, 2] * 2)
    # A double-click as the window system delivers it: a click, then a double-click press.
    qtbot.mouseClick(roll, Qt.MouseButton.LeftButton)
    qtbot.mouseDClick(roll, Qt.MouseButton.LeftButton)
    [record] = session.state.of(RollRecord)
    assert record.outcome["status"] == "open"
    offered = set(panel.result.reroll_buttons)
    assert (Side.PLAYER, RerollReason.COMPROMISE, Pool.TASK) in offered
    assert (Side.OPPONENT, RerollReason.PERSONA_POINT, Pool.OBSTACLE) in offered
    waiting = panel.tr(WAIT_FOR_OPEN_TEST)
    assert not roll.isEnabled()
    assert roll.toolTip() == waiting
    assert panel.before.text() == waiting
    assert not panel.roll()  # Enter or a script: refused the same way, nothing logged
    assert len(session.state.of(RollRecord)) == 1
    assert set(panel.result.reroll_buttons) == offered

    panel.dice = FixedDice([])
    qtbot.mouseClick(panel.result.settle_button, Qt.MouseButton.LeftButton)
    assert roll.isEnabled()
    assert waiting not in panel.before.text()
    bridge.undo()  # the settling: the test is open again, its rerolls offered
    assert not roll.isEnabled()
    assert set(panel.result.reroll_buttons) == offered
    bridge.undo()  # the roll itself: nothing open any more
    assert roll.isEnabled()
    assert not panel.result.isVisible()
    bridge.redo()  # the roll again: open, Roll waits
    assert not roll.isEnabled()
    assert set(panel.result.reroll_buttons) == offered
    bridge.redo()
    assert roll.isEnabled()
    assert panel.result.outcome.isVisible()  # the settled test's outcome, as before the undo


def test_a_test_is_not_logged_over_an_open_one(qtbot: QtBot, session: Session) -> None:
    """The campaign refuses a second test while one is open, whatever asks for it."""
    panel, bridge = make_panel(qtbot, session)
    set_up_versus(panel)
    panel.dice = FixedDice([1, 2, 3, 2, 1, 5, 1, 1, 2])
    assert panel.roll()
    roll = panel.current_roll()
    assert roll is not None
    refusal = bridge.attempt(RecordObstacleTest(roll, character_id=1))
    assert refusal is not None
    assert "still open" in refusal
    assert len(session.state.of(RollRecord)) == 1
