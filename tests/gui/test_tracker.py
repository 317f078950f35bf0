"""The turn tracker panel driven like a GM would: start a fight, take turns, act, undo."""

import pytest
from PySide6.QtCore import QMimeData
from PySide6.QtCore import QPoint
from PySide6.QtCore import QPointF
from PySide6.QtCore import QRect
from PySide6.QtCore import QSettings
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QMenu
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from gmscreen.model.commands import EditRecord
from gmscreen.model.rfi.pools import read_pools
from gmscreen.model.rfi.tracker import NPCS
from gmscreen.model.rfi.tracker import PLAYERS
from gmscreen.model.rfi.tracker import StartCombat
from gmscreen.model.rfi.tracker_view import turn_order_view
from gmscreen.model.session import Session
from gmscreen.model.state import Character
from gmscreen.ui.rfi.tracker import CHARACTER_MIME
from gmscreen.ui.rfi.tracker import TrackerPanel
from gmscreen.ui.rfi.tracker_rows import DYING
from gmscreen.ui.shell.mainwindow import MainWindow
from gmscreen.ui.shell.undo import SessionBridge

VEX, INES, TUSK, RAIDER, HALDANE, BROKER = 1, 2, 3, 4, 5, 6


def make_panel(qtbot: QtBot, session: Session) -> tuple[TrackerPanel, SessionBridge]:
    bridge = SessionBridge(session)
    panel = TrackerPanel(bridge)
    qtbot.addWidget(panel)
    panel.resize(320, 600)
    panel.show()
    return panel, bridge


def start_fight(qtbot: QtBot, panel: TrackerPanel, *, first: str = PLAYERS) -> None:
    qtbot.mouseClick(panel.combat_button, Qt.MouseButton.LeftButton)
    dialog = panel.start_dialog
    assert dialog is not None
    dialog.first_side.setCurrentIndex(dialog.first_side.findData(first))
    dialog.accept()


def click_row(qtbot: QtBot, panel: TrackerPanel, character_id: int) -> None:
    qtbot.mouseClick(panel.rows[character_id], Qt.MouseButton.LeftButton)


def menu_action(menu: QMenu, *path: str) -> QAction:
    for step in path[:-1]:
        found = next(a for a in menu.actions() if a.text() == step)
        sub = found.menu()
        assert isinstance(sub, QMenu)
        menu = sub
    return next(a for a in menu.actions() if a.text() == path[-1])


def momentum(session: Session) -> int:
    return read_pools(session.state).momentum


def test_starting_a_fight_lists_both_sides_and_the_round(qtbot: QtBot, session: Session) -> None:
    panel, bridge = make_panel(qtbot, session)
    assert panel.findChild(QLabel, "noFight") is not None
    assert not panel.next_button.isEnabled()
    start_fight(qtbot, panel, first=NPCS)
    assert panel.round_label.text() == "Round 1"
    assert set(panel.rows) == {VEX, INES, TUSK, RAIDER, HALDANE, BROKER}
    assert "NPCs pick who acts next" in panel.turn_label.text()
    assert panel.combat_button.text() == "End combat"
    bridge.undo()
    assert panel.rows == {}
    assert panel.round_label.text() == ""


def test_next_turn_goes_to_the_chosen_combatant_and_the_sides_alternate(
    qtbot: QtBot, session: Session
) -> None:
    panel, bridge = make_panel(qtbot, session)
    start_fight(qtbot, panel)
    click_row(qtbot, panel, TUSK)
    assert panel.next_button.text() == "Next: Tusk Okafor"
    qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    tusk = panel.rows[TUSK]
    assert tusk.property("current") is True
    assert tusk.marker.text() == "▶"
    assert "NPCs pick" in panel.turn_label.text()
    # A player character cannot go now: refused, and the panel says why.
    panel.take_turn(VEX)
    assert "the next turn belongs to the NPCs" in panel.message.text()
    qtbot.mouseDClick(panel.rows[RAIDER], Qt.MouseButton.LeftButton)
    assert panel.rows[RAIDER].property("current") is True
    assert panel.rows[TUSK].status.text() == "acted"
    bridge.undo()
    assert panel.rows[TUSK].property("current") is True


def test_keep_the_initiative_charges_2_momentum_and_is_refused_twice_in_a_row(
    qtbot: QtBot, session: Session
) -> None:
    panel, bridge = make_panel(qtbot, session)
    start_fight(qtbot, panel)
    assert not panel.keep_button.isEnabled()  # no turn has ended yet
    panel.take_turn(VEX)
    assert momentum(session) == 2
    qtbot.mouseClick(panel.keep_button, Qt.MouseButton.LeftButton)
    assert momentum(session) == 0
    assert "Players pick" in panel.turn_label.text()
    panel.take_turn(INES)
    assert not panel.keep_button.isEnabled()
    panel.keep_initiative()
    assert "the players kept the initiative last time" in panel.message.text()
    assert momentum(session) == 0
    bridge.undo()  # Ines's turn
    bridge.undo()  # keeping the initiative
    assert momentum(session) == 2
    assert "NPCs pick" in panel.turn_label.text()
    bridge.redo()
    assert momentum(session) == 0


def test_players_may_pay_by_adding_threat(qtbot: QtBot, session: Session) -> None:
    panel, _bridge = make_panel(qtbot, session)
    start_fight(qtbot, panel)
    panel.take_turn(VEX)
    panel.pay_with_threat.setChecked(True)
    panel.keep_initiative()
    pools = read_pools(session.state)
    assert (pools.momentum, pools.threat) == (2, 8)


def test_end_round_counts_rounds_and_can_end_early(qtbot: QtBot, session: Session) -> None:
    panel, bridge = make_panel(qtbot, session)
    start_fight(qtbot, panel)
    qtbot.mouseClick(panel.end_round_button, Qt.MouseButton.LeftButton)
    assert "still to act this round" in panel.message.text()
    assert panel.round_label.text() == "Round 1"
    for who in (VEX, RAIDER, INES, HALDANE, TUSK, BROKER):
        panel.take_turn(who)
    assert panel.turn_label.text() == "Everyone has acted: end the round"
    assert not panel.next_button.isEnabled()
    qtbot.mouseClick(panel.end_round_button, Qt.MouseButton.LeftButton)
    assert panel.round_label.text() == "Round 2"
    assert not any(row.view.acted for row in panel.rows.values())
    panel.end_round(early=True)
    assert panel.round_label.text() == "Round 3"
    bridge.undo()
    bridge.undo()
    assert panel.round_label.text() == "Round 1"
    bridge.redo()
    assert panel.round_label.text() == "Round 2"


def test_a_major_npc_gets_two_turns_from_its_menu(qtbot: QtBot, session: Session) -> None:
    panel, bridge = make_panel(qtbot, session)
    start_fight(qtbot, panel, first=NPCS)
    assert all(a.text() != "Turns a round" for a in panel.row_menu(HALDANE).actions())
    menu_action(panel.row_menu(BROKER), "Turns a round", "2").trigger()
    assert panel.rows[BROKER].status.text() == "0/2 turns"
    for who in (BROKER, VEX, BROKER):
        panel.take_turn(who)
    assert panel.rows[BROKER].status.text() == "2/2 turns"
    assert panel.rows[BROKER].property("current") is True
    bridge.undo()
    assert panel.rows[BROKER].status.text() == "1/2 turns"
    bridge.redo()
    assert panel.rows[BROKER].status.text() == "2/2 turns"


def test_actions_from_the_menu_show_as_chips_and_an_extra_minor_costs_1_momentum(
    qtbot: QtBot, session: Session
) -> None:
    panel, bridge = make_panel(qtbot, session)
    start_fight(qtbot, panel)
    assert not menu_action(panel.row_menu(VEX), "Minor action").isEnabled()
    panel.take_turn(VEX)
    menu_action(panel.row_menu(VEX), "Minor action", "Aim").trigger()
    assert momentum(session) == 2
    extra = menu_action(panel.row_menu(VEX), "Minor action", "Prepare — 1 Momentum")
    assert not menu_action(panel.row_menu(VEX), "Minor action", "Aim").isEnabled()
    extra.trigger()
    assert momentum(session) == 1
    assert [c.text() for c in panel.rows[VEX].chips] == ["Aim", "Prepare"]
    assert "1 momentum spent" in panel.message.text()
    bridge.undo()
    assert momentum(session) == 2
    assert [c.text() for c in panel.rows[VEX].chips] == ["Aim"]
    bridge.redo()
    assert momentum(session) == 1


def test_defeated_rows_are_struck_and_dying_rows_red(qtbot: QtBot, session: Session) -> None:
    panel, bridge = make_panel(qtbot, session)
    start_fight(qtbot, panel)
    menu_action(panel.row_menu(RAIDER), "Defeated").trigger()
    raider = panel.rows[RAIDER]
    assert raider.name.font().strikeOut()
    assert raider.status.text() == "defeated"
    assert not menu_action(panel.row_menu(RAIDER), "Take the next turn").isEnabled()
    haldane = session.state.find(Character, HALDANE)
    assert haldane is not None
    burn = [{"name": "Burn", "severity": 3, "kind": "deadly", "treated": False}]
    bridge.execute(
        EditRecord("character", HALDANE, label="injure", sheet={**haldane.sheet, "injuries": burn})
    )
    captain = panel.rows[HALDANE]
    assert captain.name.font().strikeOut()
    assert captain.status.text() == "DYING"
    assert DYING in captain.name.styleSheet()
    bridge.undo()
    bridge.undo()
    assert not panel.rows[RAIDER].name.font().strikeOut()
    assert panel.rows[HALDANE].status.text() == ""


def test_assist_from_the_menu_uses_up_the_assistants_turn(qtbot: QtBot, session: Session) -> None:
    panel, _bridge = make_panel(qtbot, session)
    start_fight(qtbot, panel)
    panel.take_turn(VEX)
    menu_action(panel.row_menu(TUSK), "Assist now (uses up their turn)").trigger()
    assert [c.text() for c in panel.rows[TUSK].chips] == ["Assist"]
    assert panel.rows[TUSK].status.text() == "acted"
    assert not menu_action(panel.row_menu(TUSK), "Take the next turn").isEnabled()


def test_rows_drag_the_character_id_and_dropped_characters_join(
    qtbot: QtBot, session: Session
) -> None:
    panel, _bridge = make_panel(qtbot, session)
    start_fight(qtbot, panel)
    menu_action(panel.row_menu(RAIDER), "Remove from the fight").trigger()
    assert RAIDER not in panel.rows
    mime = panel.rows[VEX].mime_data()
    assert mime.hasFormat(CHARACTER_MIME)
    assert bytes(mime.data(CHARACTER_MIME).data()) == b"1"
    dropped = QMimeData()
    dropped.setData(CHARACTER_MIME, b"4")
    event = QDropEvent(
        QPointF(10, 10),
        Qt.DropAction.CopyAction,
        dropped,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    panel.dropEvent(event)
    assert RAIDER in panel.rows
    view = turn_order_view(session.state, 1)
    assert [c.name for c in view.sides[1][1]] == ["Captain Haldane", "The Broker", "Raider"]


LONG_STATUS = "Vex Marlo takes the turn; the NPCs pick next, and 2 Momentum keeps the initiative"


def fight_everyone(bridge: SessionBridge) -> None:
    everyone = [c.id for c in bridge.state.of(Character)]
    bridge.execute(
        StartCombat(bridge.state.campaign.current_scene_id, everyone, first_side=PLAYERS)
    )


def area(widget: QWidget, panel: TrackerPanel) -> QRect:
    return QRect(widget.mapTo(panel, QPoint(0, 0)), widget.size())


def rows_in_sight(panel: TrackerPanel) -> int:
    viewport = panel.list_area.viewport()
    return sum(
        viewport.rect().contains(QRect(row.mapTo(viewport, QPoint(0, 0)), row.size()))
        for row in panel.rows.values()
    )


def assert_six_visible_and_nothing_covered(qtbot: QtBot, panel: TrackerPanel) -> None:
    qtbot.waitUntil(lambda: rows_in_sight(panel) >= 6, timeout=1000)  # once laid out
    placed = [panel.list_area, panel.message, panel.next_button, panel.keep_button]
    placed += [panel.end_round_button, panel.combat_button, panel.add_button, panel.pay_with_threat]
    for index, one in enumerate(placed):
        for other in placed[index + 1 :]:
            assert not area(one, panel).intersects(area(other, panel)), (one, other)
        assert panel.rect().contains(area(one, panel))


@pytest.mark.parametrize("size", [(340, 239), (340, 279), (320, 600)])
def test_six_combatants_stay_visible_and_the_status_line_covers_none(
    qtbot: QtBot, session: Session, size: tuple[int, int]
) -> None:
    panel, bridge = make_panel(qtbot, session)
    panel.resize(*size)
    fight_everyone(bridge)
    panel.select(INES)  # the Next button names her: a wide button
    panel.say(LONG_STATUS)
    qtbot.waitUntil(lambda: panel.message.height() > panel.message.fontMetrics().height())
    assert_six_visible_and_nothing_covered(qtbot, panel)


def tracker_in_window(qtbot: QtBot, session: Session, settings: QSettings) -> TrackerPanel:
    window = MainWindow(session, settings=settings)
    qtbot.addWidget(window)
    window.resize(1366, 728)
    window.show()
    qtbot.waitExposed(window)
    window.docks["trackerPanel"].raise_()
    panel = window.panels["trackerPanel"]
    assert isinstance(panel, TrackerPanel)
    assert window.bridge is not None
    fight_everyone(window.bridge)
    panel.say(LONG_STATUS)
    qtbot.waitUntil(lambda: panel.isVisible() and bool(panel.rows))
    return panel


def test_at_1366x728_the_status_line_and_controls_cover_no_combatant(
    qtbot: QtBot, session: Session, settings: QSettings
) -> None:
    panel = tracker_in_window(qtbot, session, settings)
    qtbot.waitUntil(lambda: rows_in_sight(panel) >= 3, timeout=1000)  # the rest scroll
    placed = [panel.list_area, panel.message, panel.next_button, panel.keep_button]
    for index, one in enumerate(placed):
        for other in placed[index + 1 :]:
            assert not area(one, panel).intersects(area(other, panel)), (one, other)


def test_at_1366x728_the_tracker_dock_shows_the_whole_fight(
    qtbot: QtBot, session: Session, settings: QSettings
) -> None:
    panel = tracker_in_window(qtbot, session, settings)
    assert_six_visible_and_nothing_covered(qtbot, panel)
