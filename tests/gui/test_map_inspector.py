"""Reaching the map inspector (double-click, right-click menu, a visible handle) and the map's
small defects: payment buttons never clipped, a dropped token never on top of another, the
player view's preview always equal to the window.

The demo map: Airlock (1) — Cargo hold (2, difficult terrain 1) — Catwalk (3) across an
obstacle of 1 (link 2), Cargo hold — Engine room (4), Catwalk — Engine room.
"""

from pathlib import Path

import pytest
from PySide6.QtCore import QLineF
from PySide6.QtCore import QPointF
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from gmscreen.model.demo import demo_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.rfi.map_commands import EditZone
from gmscreen.model.rfi.map_tokens import PlaceToken
from gmscreen.model.rfi.movement_policy import RFI_MOVEMENT
from gmscreen.model.session import Session
from gmscreen.model.state import Token
from gmscreen.model.state import Zone
from gmscreen.ui.map import style
from gmscreen.ui.map.geometry import line_band
from gmscreen.ui.map.items import TokenItem
from gmscreen.ui.map.widget import MapWidget
from gmscreen.ui.panels.player_preview import PlayerPreviewPanel
from gmscreen.ui.shell.mainwindow import MainWindow
from gmscreen.ui.shell.undo import SessionBridge

CARGO, CATWALK, ENGINE = 2, 3, 4
VEX, CALDER = 1, 2


@pytest.fixture
def bridge(session: Session) -> SessionBridge:
    return SessionBridge(session)


def open_map(qtbot: QtBot, bridge: SessionBridge, width: int = 1000) -> MapWidget:
    widget = MapWidget(bridge, movement=RFI_MOVEMENT)
    qtbot.addWidget(widget)
    widget.resize(width, 700)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def place(bridge: SessionBridge, character_id: int, zone_id: int) -> int:
    command = PlaceToken(zone_id, character_id=character_id)
    assert bridge.execute(command) is not None
    assert command.token_id is not None
    return command.token_id


def double_click(qtbot: QtBot, widget: MapWidget, at: QPointF) -> None:
    pos = widget.view.mapFromScene(at)
    qtbot.mouseDClick(widget.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def entries(menu: QMenu) -> dict[str, QAction]:
    return {a.text(): a for a in menu.actions() if a.text()}


def test_a_folded_inspector_has_a_visible_handle_and_a_toolbar_switch(
    qtbot: QtBot, bridge: SessionBridge
) -> None:
    widget = open_map(qtbot, bridge, width=600)  # narrow: the inspector starts folded
    assert not widget.inspector_shown()
    assert widget._split is not None
    handle = widget._split.handle(1)
    assert handle.isVisible()
    assert handle.width() >= 6
    assert not widget.inspector_action.isChecked()
    widget.inspector_action.trigger()
    assert widget.inspector_shown()
    assert widget.inspector.width() >= 200
    assert widget.inspector_action.isChecked()


def test_double_clicking_a_token_or_a_connection_opens_it_in_the_folded_inspector(
    qtbot: QtBot, bridge: SessionBridge
) -> None:
    vex = place(bridge, VEX, ENGINE)
    widget = open_map(qtbot, bridge, width=600)
    assert not widget.inspector_shown()
    double_click(qtbot, widget, widget.scene.tokens[vex].scenePos())
    token = widget.scene.tokens[vex]
    assert not token.dragging  # a double-click never drags, even as the map narrows
    assert widget.scene.zone_at(token.scenePos()) is widget.scene.zones[ENGINE]
    assert widget.inspector_shown()
    assert widget.inspector.currentWidget() is widget.inspector.token_page
    assert widget.focusWidget() is widget.inspector.token_page.label

    link = next(i for i in widget.scene.links.values() if i.link_id == 2)
    widget.show_inspector(False)
    double_click(qtbot, widget, link.mapToScene(link.boundingRect().center()))
    assert widget.scene.selectedItems() == [link]
    assert widget.inspector_shown()
    assert widget.inspector.currentWidget() is widget.inspector.link_page


def test_right_clicking_a_zone_offers_its_edits_each_one_undo_step(
    qtbot: QtBot, bridge: SessionBridge
) -> None:
    widget = open_map(qtbot, bridge)
    asked: list[object] = []
    widget.scene.context_requested.disconnect(widget._context_menu)  # no modal menu in a test
    widget.scene.context_requested.connect(lambda item, _at: asked.append(item))
    centre = widget.scene.zones[ENGINE].polygon.boundingRect().center()
    pos = widget.view.mapFromScene(centre)
    event = QContextMenuEvent(
        QContextMenuEvent.Reason.Mouse, pos, widget.view.viewport().mapToGlobal(pos)
    )
    QApplication.sendEvent(widget.view.viewport(), event)
    assert asked == [widget.scene.zones[ENGINE]]
    assert widget.scene.selectedItems() == [widget.scene.zones[ENGINE]]

    menu = widget.context_menu(widget.scene.zones[ENGINE])
    actions = entries(menu)
    assert {"Rename…", "Terrain", "Cover…", "GM only (hidden from players)", "Remove zone"} <= set(
        actions
    )
    actions["GM only (hidden from players)"].trigger()
    zone = bridge.state.find(Zone, ENGINE)
    assert zone is not None
    assert zone.gm_only
    terrain = entries(actions["Terrain"].menu())
    terrain["Swamp (2)"].trigger()
    zone = bridge.state.find(Zone, ENGINE)
    assert zone is not None
    assert zone.terrain == "swamp"
    bridge.undo()
    zone = bridge.state.find(Zone, ENGINE)
    assert zone is not None
    assert zone.terrain == ""
    assert zone.gm_only
    entries(widget.context_menu(widget.scene.zones[ENGINE]))["Rename…"].trigger()
    assert widget.inspector_shown()
    assert widget.focusWidget() is widget.inspector.zone_page.name
    entries(widget.context_menu(widget.scene.zones[ENGINE]))["Remove zone"].trigger()
    assert bridge.state.find(Zone, ENGINE) is None


def test_right_clicking_a_token_moves_it_to_a_zone_under_the_rules(
    qtbot: QtBot, bridge: SessionBridge
) -> None:
    vex = place(bridge, VEX, CARGO)
    widget = open_map(qtbot, bridge)
    item = widget.scene.tokens[vex]
    item.setSelected(True)
    actions = entries(widget.context_menu(item))
    assert {"Rename…", "Move to zone", "GM only (hidden from players)", "Remove from map"} <= set(
        actions
    )
    zones = entries(actions["Move to zone"].menu())
    assert not zones["Cargo hold"].isEnabled()  # already there
    zones["Engine room"].trigger()  # adjacent, and leaving the hold's terrain costs 1
    assert widget.banner.isVisible()
    widget.banner.buttons["threat"].click()
    token = bridge.state.find(Token, vex)
    assert token is not None
    assert token.zone_id == ENGINE
    link_menu = widget.context_menu(next(iter(widget.scene.links.values())))
    assert {"Obstacles", "Remove connection"} <= set(entries(link_menu))


def test_payment_buttons_keep_their_whole_label_on_a_narrow_map(
    qtbot: QtBot, bridge: SessionBridge
) -> None:
    vex = place(bridge, VEX, CARGO)
    widget = open_map(qtbot, bridge, width=380)
    widget.gestures.drop_token(vex, CATWALK)
    banner = widget.banner
    assert banner.isVisible()
    shown = [b for k, b in banner.buttons.items() if b.isVisible() and k != "close"]
    assert len(shown) >= 3
    for button in shown:
        assert button.width() >= button.sizeHint().width(), button.text()
        assert banner.rect().contains(button.geometry()), button.text()
    assert banner.geometry().right() <= widget.view.width()


def test_a_token_waiting_for_payment_stands_beside_the_tokens_already_there(
    qtbot: QtBot, bridge: SessionBridge
) -> None:
    calder = place(bridge, CALDER, CATWALK)
    vex = place(bridge, VEX, CARGO)
    widget = open_map(qtbot, bridge)
    widget.gestures.drop_token(vex, CATWALK)  # costs 2: waits for the GM
    assert widget.gestures.pending is not None
    held, there = widget.scene.tokens[vex].scenePos(), widget.scene.tokens[calder].scenePos()
    assert (held - there).manhattanLength() >= style.CHIP_DIAMETER
    assert widget.scene.zone_at(held) is widget.scene.zones[CATWALK]
    widget.banner.buttons["cancel"].click()
    assert widget.scene.zone_at(widget.scene.tokens[vex].scenePos()) is widget.scene.zones[CARGO]


def test_the_preview_follows_the_player_window_when_a_zone_becomes_gm_only(
    qtbot: QtBot, tmp_path: Path, settings: object
) -> None:
    session = Session(MemoryRepository(demo_records()))
    window = MainWindow(session, settings=settings)  # type: ignore[arg-type]
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    window.docks["playerViewPanel"].raise_()
    panel = window.panels["playerViewPanel"]
    assert isinstance(panel, PlayerPreviewPanel)
    qtbot.waitUntil(panel.preview.isVisible)
    player_map = window.player_view.map_widget
    assert isinstance(player_map, MapWidget)
    assert ENGINE in player_map.scene.zones
    assert window.bridge is not None
    with qtbot.waitSignal(panel.preview_updated, timeout=2000):
        window.bridge.execute(EditZone(ENGINE, gm_only=True))
    assert ENGINE not in player_map.scene.zones
    assert panel.preview.image.toImage() == window.player_view.grab().toImage()


def test_tokens_are_found_under_the_pointer_before_their_zone(
    qtbot: QtBot, bridge: SessionBridge
) -> None:
    vex = place(bridge, VEX, ENGINE)
    widget = open_map(qtbot, bridge)
    assert isinstance(widget.scene.editable_at(widget.scene.tokens[vex].scenePos()), TokenItem)


@pytest.mark.parametrize(
    "line",
    [QLineF(0, 0, 100, 0), QLineF(0, 0, 0, 100), QLineF(100, 50, 0, 0), QLineF(0, 90, 80, 0)],
)
def test_a_connection_is_hit_along_its_line_at_its_ends_and_on_its_middle_dot(line: QLineF) -> None:
    band = line_band(line, 8.0)
    band.addEllipse(line.center(), 14, 14)  # as the link adds its middle dot
    normal = QLineF(line.center(), line.p2()).normalVector().unitVector()
    beside = QPointF(normal.dx(), normal.dy())
    assert band.contains(line.center())
    assert band.contains(line.center() + beside * 12)  # on the dot, off the line
    assert band.contains(line.p1())
    assert band.contains(line.p2())
    assert band.contains(line.pointAt(0.25) + beside * 6)
    assert not band.contains(line.pointAt(0.25) + beside * 20)


@pytest.mark.usefixtures("german")
def test_the_right_click_menu_speaks_the_gms_language(qtbot: QtBot, bridge: SessionBridge) -> None:
    vex = place(bridge, VEX, CARGO)
    widget = open_map(qtbot, bridge)
    zone = entries(widget.context_menu(widget.scene.zones[ENGINE]))
    assert {"Umbenennen…", "Gelände", "Deckung…", "Zone entfernen"} <= set(zone)
    token = entries(widget.context_menu(widget.scene.tokens[vex]))
    assert {"In Zone verschieben", "Von der Karte nehmen"} <= set(token)
