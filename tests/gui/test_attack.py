"""The Attack dialog driven like a GM would: from the tracker, rolled, applied, undone."""

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from gmscreen.model.demo import demo_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.rfi.attacks import ATTACK_ROLL_KIND
from gmscreen.model.rfi.pools import read_pools
from gmscreen.model.rfi.tracker import PLAYERS
from gmscreen.model.rfi.tracker import NextTurn
from gmscreen.model.rfi.tracker import StartCombat
from gmscreen.model.rfi.tracker_view import turn_order_view
from gmscreen.model.session import Session
from gmscreen.model.state import Character
from gmscreen.model.state import RollRecord
from gmscreen.rules.dice import FixedDice
from gmscreen.rules.rfi.injuries import Avoidance
from gmscreen.ui.rfi.attack_dialog import RESPONSES
from gmscreen.ui.rfi.attack_dialog import AttackDialog
from gmscreen.ui.rfi.tracker import TrackerPanel
from gmscreen.ui.shell.undo import SessionBridge

VEX, INES, TUSK, RAIDER, HALDANE, BROKER = 1, 2, 3, 4, 5, 6


def fighting_session() -> Session:
    session = Session(MemoryRepository(demo_records(tokens=True)))
    session.execute(StartCombat(1, [VEX, INES, TUSK, RAIDER, HALDANE, BROKER], first_side=PLAYERS))
    session.execute(NextTurn(1, VEX))
    return session


def make_dialog(qtbot: QtBot, bridge: SessionBridge, target: int) -> AttackDialog:
    dialog = AttackDialog(bridge, attacker_id=VEX, target_id=target)
    qtbot.addWidget(dialog)
    return dialog


def offered(dialog: AttackDialog) -> set[Avoidance | None]:
    model = dialog.response.model()
    assert isinstance(model, QStandardItemModel)
    return {way for index, (way, _t) in enumerate(RESPONSES) if model.item(index).isEnabled()}


def sheet(session: Session, character_id: int) -> dict[str, object]:
    character = session.state.find(Character, character_id)
    assert character is not None
    return character.sheet


def test_an_attack_from_the_tracker_defeats_the_raider_and_one_undo_takes_it_back(
    qtbot: QtBot,
) -> None:
    session = fighting_session()
    bridge = SessionBridge(session)
    panel = TrackerPanel(bridge)
    qtbot.addWidget(panel)
    menu: QMenu = panel.row_menu(VEX)
    action = next(a for a in menu.actions() if a.objectName() == "attack")
    assert isinstance(action, QAction)
    action.trigger()
    dialog = panel.attack_dialog
    assert dialog is not None
    assert dialog.target.currentData() == RAIDER  # nearest: Long range, as Haldane, and first
    assert dialog.as_action.isChecked()
    assert not dialog.apply_button.isEnabled()
    dialog.dice = FixedDice([3, 18])
    qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
    assert "Hit" in dialog.rolled.text()
    assert offered(dialog) == {None}  # a minor NPC cannot avoid injury
    qtbot.mouseClick(dialog.apply_button, Qt.MouseButton.LeftButton)
    assert sheet(session, RAIDER)["defeated"] is True
    assert "Raider is knocked out" in panel.message.text()
    view = turn_order_view(session.state, 1)
    raider, vex = view.find(RAIDER), view.find(VEX)
    assert raider is not None
    assert raider.defeated
    assert vex is not None
    assert vex.major_actions == ("Attack",)
    bridge.undo()
    view = turn_order_view(session.state, 1)
    assert not view.find(RAIDER).defeated  # type: ignore[union-attr]
    assert view.find(VEX).major_actions == ()  # type: ignore[union-attr]
    (logged,) = session.state.of(RollRecord)
    assert (logged.kind, logged.undone) == (ATTACK_ROLL_KIND, True)


def test_the_responses_offered_follow_the_targets_tier_and_stress(qtbot: QtBot) -> None:
    bridge = SessionBridge(fighting_session())
    pc = make_dialog(qtbot, bridge, TUSK)
    pc.dice = FixedDice([3, 18])
    pc.roll()
    assert offered(pc) == {None, Avoidance.STRESS}
    notable = make_dialog(qtbot, bridge, HALDANE)
    notable.severity.setValue(3)  # over half of Haldane's track of 5
    notable.dice = FixedDice([3, 18])
    notable.roll()
    assert offered(notable) == {None, Avoidance.THREAT}
    notable.protection.setValue(1)
    assert offered(notable) == {None, Avoidance.STRESS, Avoidance.THREAT}


def test_a_refused_attack_says_why_and_cannot_be_applied(qtbot: QtBot) -> None:
    session = fighting_session()
    bridge = SessionBridge(session)
    dialog = make_dialog(qtbot, bridge, BROKER)
    dialog.severity.setValue(7)
    dialog.dice = FixedDice([3, 18])
    dialog.roll()
    dialog.response.setCurrentIndex(2)  # the GM spends threat: 7, but the pool holds 6
    assert "threat pool holds 6" in dialog.error.text()
    assert not dialog.apply_button.isEnabled()
    dialog.apply()
    assert session.state.of(RollRecord) == []


def test_faces_rolled_at_the_table_a_miss_still_costs_the_deadly_threat(qtbot: QtBot) -> None:
    session = fighting_session()
    bridge = SessionBridge(session)
    dialog = make_dialog(qtbot, bridge, HALDANE)
    dialog.kind.setCurrentIndex(1)
    dialog.faces.setText("15, 18")
    dialog.roll()
    assert "Miss" in dialog.rolled.text()
    assert not dialog.hit_box.isEnabled()
    with qtbot.waitSignal(dialog.applied) as applied:
        dialog.apply()
    assert "miss; +1 threat for a deadly attack" in str(applied.args[0])
    assert read_pools(session.state).threat == 7
    assert session.state.of(RollRecord)[0].faces == (15, 18)


def test_the_map_sets_the_scene_for_the_attack(qtbot: QtBot) -> None:
    dialog = make_dialog(qtbot, SessionBridge(fighting_session()), HALDANE)
    assert "Long range" in dialog.setup.text()
    assert "cover" in dialog.setup.text()
    dialog.melee.setChecked(True)
    assert "within reach" in dialog.setup.text()
    assert not dialog.roll_button.isEnabled()  # the rules refuse it: nothing to roll
    dialog.melee.setChecked(False)
    assert dialog.roll_button.isEnabled()
