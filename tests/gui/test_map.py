"""The battle map driven with the mouse: drawing and connecting zones, dragging tokens under the
movement rules (free, refused, paid), undo, range shading, drops, and the player-safe map.

The demo map: Airlock (1) — Cargo hold (2, stairs: 1) — Catwalk (3) across a waist-high
wall (1), Cargo hold — Engine room (4), Catwalk — Engine room. Momentum 2, threat 6.
"""

import dataclasses
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtCore import QMimeData
from PySide6.QtCore import QPoint
from PySide6.QtCore import QPointF
from PySide6.QtCore import Qt
from PySide6.QtCore import QUrl
from PySide6.QtGui import QColor
from PySide6.QtGui import QDropEvent
from PySide6.QtGui import QHelpEvent
from PySide6.QtGui import QImage
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QToolTip
from pytestqt.qtbot import QtBot

from gmscreen.model.commands import EditRecord
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.renaissance.records import demo_renaissance_records
from gmscreen.model.rfi.map_commands import EditZone
from gmscreen.model.rfi.map_tokens import PlaceToken
from gmscreen.model.rfi.movement_policy import RFI_MOVEMENT
from gmscreen.model.rfi.pools import read_pools
from gmscreen.model.session import Session
from gmscreen.model.state import Token
from gmscreen.model.state import Zone
from gmscreen.model.state import ZoneLink
from gmscreen.model.state import ZoneMap
from gmscreen.rules.rfi.zones import RangeBand
from gmscreen.ui.map.interaction import Tool
from gmscreen.ui.map.mime import character_mime
from gmscreen.ui.map.widget import MapWidget
from gmscreen.ui.shell.undo import SessionBridge

AIRLOCK, CARGO, CATWALK, ENGINE = 1, 2, 3, 4
VEX, CALDER, RAIDER = 1, 2, 4


@pytest.fixture
def bridge(session: Session) -> SessionBridge:
    return SessionBridge(session)


def open_map(qtbot: QtBot, bridge: SessionBridge, *, player_safe: bool = False) -> MapWidget:
    widget = MapWidget(bridge, player_safe=player_safe, movement=RFI_MOVEMENT)
    qtbot.addWidget(widget)
    widget.resize(1000, 700)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def place(bridge: SessionBridge, character_id: int, zone_id: int) -> int:
    command = PlaceToken(zone_id, character_id=character_id)
    assert bridge.execute(command) is not None
    assert command.token_id is not None
    return command.token_id


def zone_of(bridge: SessionBridge, token_id: int) -> int:
    token = bridge.state.find(Token, token_id)
    assert token is not None
    return token.zone_id


def drag(qtbot: QtBot, widget: MapWidget, start: QPointF, end: QPointF) -> None:
    """Press, move in steps with the button held, release: a drag as a hand makes it.

    QTest remembers the pressed button, so each move reaches the view as a drag.
    """
    viewport = widget.view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=widget.view.mapFromScene(start))
    for step in range(1, 6):
        point = start + (end - start) * (step / 5)
        qtbot.mouseMove(viewport, pos=widget.view.mapFromScene(point))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=widget.view.mapFromScene(end))


def drag_token(qtbot: QtBot, widget: MapWidget, token_id: int, zone_id: int) -> None:
    start = widget.scene.tokens[token_id].scenePos()
    end = widget.scene.zones[zone_id].polygon.boundingRect().center() + QPointF(0, 20)
    drag(qtbot, widget, start, end)


def click(qtbot: QtBot, widget: MapWidget, at: QPointF) -> None:
    pos = widget.view.mapFromScene(at)
    qtbot.mouseClick(widget.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)


def test_draw_a_rectangle_zone_then_connect_it_with_the_mouse(
    qtbot: QtBot, bridge: SessionBridge
) -> None:
    widget = open_map(qtbot, bridge)
    widget.use_tool(Tool.RECTANGLE)
    drag(qtbot, widget, QPointF(12, 188), QPointF(171, 292))
    zone = bridge.state.find(Zone, 5)
    assert zone is not None
    assert zone.name == "Zone 5"
    assert zone.outline == (
        (10.0, 190.0),
        (170.0, 190.0),
        (170.0, 290.0),
        (10.0, 290.0),
    )  # on the 10-grid
    assert 5 in widget.scene.zones
    assert widget.inspector.zone_page.name.text() == "Zone 5"  # selected, ready to be named

    widget.use_tool(Tool.CONNECT)
    drag(qtbot, widget, QPointF(90, 250), QPointF(100, 60))
    links = [link for link in bridge.state.of(ZoneLink) if 5 in (link.zone_a, link.zone_b)]
    assert [(link.zone_a, link.zone_b) for link in links] == [(5, AIRLOCK)]
    assert links[0].id in widget.scene.links
    assert bridge.session.undo_name == "connect Zone 5 and Airlock"
    bridge.undo()
    assert links[0].id not in widget.scene.links


def test_draw_a_polygon_zone_corner_by_corner(qtbot: QtBot, bridge: SessionBridge) -> None:
    widget = open_map(qtbot, bridge)
    widget.use_tool(Tool.POLYGON)
    for corner in (QPointF(0, 400), QPointF(200, 400), QPointF(100, 560)):
        click(qtbot, widget, corner)
    click(qtbot, widget, QPointF(2, 402))  # back on the first corner closes the outline
    zone = bridge.state.find(Zone, 5)
    assert zone is not None
    assert zone.outline == ((0, 400), (200, 400), (100, 560))


def test_dragging_a_token_into_an_adjacent_zone_moves_it_and_undo_moves_it_back(
    qtbot: QtBot, bridge: SessionBridge
) -> None:
    vex = place(bridge, VEX, AIRLOCK)
    widget = open_map(qtbot, bridge)
    drag_token(qtbot, widget, vex, CARGO)
    assert zone_of(bridge, vex) == CARGO
    item = widget.scene.tokens[vex]
    assert widget.scene.zone_at(item.scenePos()) is widget.scene.zones[CARGO]
    assert "Vex Marlo moved to Cargo hold" in widget.banner.text.text()
    assert read_pools(bridge.state).momentum == 2  # nothing to pay: no terrain, no obstacle

    bridge.undo()
    assert zone_of(bridge, vex) == AIRLOCK
    assert widget.scene.zone_at(item.scenePos()) is widget.scene.zones[AIRLOCK]


def test_a_move_the_rules_refuse_says_why_and_the_token_goes_back(
    qtbot: QtBot, bridge: SessionBridge
) -> None:
    vex = place(bridge, VEX, AIRLOCK)
    widget = open_map(qtbot, bridge)
    home = widget.scene.tokens[vex].scenePos()
    drag_token(qtbot, widget, vex, ENGINE)
    assert zone_of(bridge, vex) == AIRLOCK
    assert widget.scene.tokens[vex].scenePos() == home
    assert widget.banner.text.text() == (
        "Engine room is at Long range from Vex Marlo: Movement reaches Medium range at most. "
        "A Sprint (major action) would do."
    )
    assert bridge.session.undo_name == "place Vex Marlo in Airlock"

    # The GM takes the offer: a Sprint through the cargo hold, whose terrain costs 1.
    qtbot.mouseClick(widget.banner.buttons["sprint"], Qt.MouseButton.LeftButton)
    assert widget.banner.buttons["pool"].isVisible()
    qtbot.mouseClick(widget.banner.buttons["pool"], Qt.MouseButton.LeftButton)
    assert zone_of(bridge, vex) == ENGINE
    assert read_pools(bridge.state).momentum == 1


def test_a_move_that_costs_momentum_is_paid_from_the_pool_and_undone_in_one_step(
    qtbot: QtBot, bridge: SessionBridge
) -> None:
    vex = place(bridge, VEX, CARGO)
    widget = open_map(qtbot, bridge)
    drag_token(qtbot, widget, vex, CATWALK)
    assert zone_of(bridge, vex) == CARGO  # waiting for the GM to choose how to pay
    assert widget.banner.text.text().startswith(
        "Vex Marlo: Cargo hold → Catwalk (Movement), 2 momentum: "
        "Stairs (leaving Cargo hold) 1; Waist-high wall (Cargo hold → Catwalk) 1"
    )
    assert widget.banner.buttons["pool"].text() == "Spend 2 Momentum (pool 2)"
    qtbot.mouseClick(widget.banner.buttons["pool"], Qt.MouseButton.LeftButton)
    assert zone_of(bridge, vex) == CATWALK
    assert read_pools(bridge.state).momentum == 0
    assert widget.scene.zone_at(widget.scene.tokens[vex].scenePos()) is widget.scene.zones[CATWALK]

    bridge.undo()
    assert zone_of(bridge, vex) == CARGO
    assert read_pools(bridge.state).momentum == 2


def test_a_cancelled_payment_leaves_the_token_where_it_was(
    qtbot: QtBot, bridge: SessionBridge
) -> None:
    raider = place(bridge, RAIDER, CARGO)
    widget = open_map(qtbot, bridge)
    home = widget.scene.tokens[raider].scenePos()
    drag_token(qtbot, widget, raider, CATWALK)
    assert widget.banner.buttons["threat"].text() == "Spend 2 Threat (pool 6)"
    assert not widget.banner.buttons["pool"].isVisible()  # an NPC pays with threat
    qtbot.mouseClick(widget.banner.buttons["cancel"], Qt.MouseButton.LeftButton)
    assert zone_of(bridge, raider) == CARGO
    assert widget.scene.tokens[raider].scenePos() == home
    assert read_pools(bridge.state).threat == 6


def test_selecting_a_token_shades_every_zone_by_range_band(
    qtbot: QtBot, bridge: SessionBridge
) -> None:
    vex = place(bridge, VEX, AIRLOCK)
    widget = open_map(qtbot, bridge)
    click(qtbot, widget, widget.scene.tokens[vex].scenePos())
    bands = {zone_id: item.band for zone_id, item in widget.scene.zones.items()}
    assert bands == {
        AIRLOCK: RangeBand.CLOSE,
        CARGO: RangeBand.MEDIUM,
        CATWALK: RangeBand.LONG,
        ENGINE: RangeBand.LONG,
    }
    widget.scene.clearSelection()
    assert all(item.band is None for item in widget.scene.zones.values())


def tooltip_at(widget: MapWidget, at: QPointF) -> str:
    """The tooltip the map shows when the mouse rests on a scene point ("" for none)."""
    QToolTip.hideText()
    viewport = widget.view.viewport()
    local = widget.view.mapFromScene(at)
    QApplication.sendEvent(
        viewport, QHelpEvent(QEvent.Type.ToolTip, local, viewport.mapToGlobal(local))
    )
    return QToolTip.text() if QToolTip.isVisible() else ""


def test_hovering_a_zone_shows_its_terrain_and_traits(qtbot: QtBot, bridge: SessionBridge) -> None:
    assert bridge.execute(EditZone(CARGO, traits="Cramped, Dark"))
    widget = open_map(qtbot, bridge)
    qtbot.mouseMove(widget.view.viewport(), pos=widget.view.mapFromScene(QPointF(300, 250)))
    assert widget.status.text() == (
        "Cargo hold · Stairs: 1 momentum to leave · traits: Cramped, Dark"
    )
    assert tooltip_at(widget, QPointF(300, 250)) == widget.status.text()
    # Written when asked for: an edit shows at the next rest of the mouse.
    assert bridge.execute(EditZone(CARGO, traits="Cramped"))
    assert tooltip_at(widget, QPointF(300, 250)).endswith("traits: Cramped")


def test_the_status_line_follows_the_hovered_zone_as_its_range_band_changes(
    qtbot: QtBot, bridge: SessionBridge
) -> None:
    vex = place(bridge, VEX, AIRLOCK)
    widget = open_map(qtbot, bridge)
    viewport = widget.view.viewport()
    qtbot.mouseMove(viewport, pos=QPoint(2, 2))  # from off the zone: the move is seen
    qtbot.mouseMove(viewport, pos=widget.view.mapFromScene(QPointF(300, 250)))
    assert widget.status.text() == "Cargo hold · Stairs: 1 momentum to leave"
    widget.scene.tokens[vex].setSelected(True)  # the mouse stays on the cargo hold
    assert widget.status.text().endswith(" · Medium range")
    assert bridge.execute(EditZone(CARGO, hazard="sparks"))
    assert "hazard: sparks" in widget.status.text()
    widget.scene.clearSelection()
    assert not widget.status.text().endswith("range")


def test_resting_on_a_token_or_a_connection_names_it(qtbot: QtBot, bridge: SessionBridge) -> None:
    vex = place(bridge, VEX, AIRLOCK)
    widget = open_map(qtbot, bridge)
    token = widget.scene.tokens[vex]
    assert tooltip_at(widget, token.scenePos()) == token.label != ""
    link = next(item for item in widget.scene.links.values() if item.link.obstacles)
    assert tooltip_at(widget, link.line.center()) == link.describe()
    assert " ↔ " in link.describe()
    assert "obstacles" in link.describe()


def drop(widget: MapWidget, mime: QMimeData, at: QPointF) -> None:
    viewport = widget.view.viewport()
    local = QPointF(widget.view.mapFromScene(at))
    for kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove):
        event = QDropEvent(
            local,
            Qt.DropAction.CopyAction,
            mime,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            kind,
        )
        QApplication.sendEvent(viewport, event)
    event = QDropEvent(
        local,
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(viewport, event)


def test_a_character_dropped_on_a_zone_becomes_a_token_on_their_side(
    qtbot: QtBot, bridge: SessionBridge
) -> None:
    widget = open_map(qtbot, bridge)
    drop(widget, character_mime(RAIDER), QPointF(640, 250))
    tokens = bridge.state.of(Token)
    assert [(t.zone_id, t.character_id, t.side) for t in tokens] == [(ENGINE, RAIDER, "npcs")]
    assert tokens[0].id in widget.scene.tokens
    assert bridge.session.undo_name == "place Raider in Engine room"


def test_an_image_file_dropped_on_the_map_becomes_its_background(
    qtbot: QtBot, bridge: SessionBridge, tmp_path: Path
) -> None:
    image = QImage(64, 48, QImage.Format.Format_RGB32)
    image.fill(QColor("#336699"))
    path = tmp_path / "deck.png"
    assert image.save(str(path))
    widget = open_map(qtbot, bridge)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    drop(widget, mime, QPointF(100, 100))
    record = bridge.state.find(ZoneMap, 1)
    assert record is not None
    assert record.background == path.read_bytes()
    assert record.background_type == "png"
    assert widget.scene.background is not None


def test_the_player_safe_map_leaves_out_gm_only_zones_and_tokens(
    qtbot: QtBot, bridge: SessionBridge
) -> None:
    place(bridge, VEX, AIRLOCK)
    hidden_token = PlaceToken(ENGINE, label="Sniper", side="npcs", gm_only=True)
    assert bridge.execute(hidden_token)
    assert bridge.execute(EditZone(CATWALK, gm_only=True))
    raider = place(bridge, RAIDER, CATWALK)
    player = open_map(qtbot, bridge, player_safe=True)
    assert set(player.scene.zones) == {AIRLOCK, CARGO, ENGINE}
    assert set(player.scene.tokens) == {1}  # not the sniper, not the raider on the catwalk
    assert all(CATWALK not in (i.link.zone_a, i.link.zone_b) for i in player.scene.links.values())
    centre = player.scene.zones[CARGO].polygon.boundingRect().center()
    assert tooltip_at(player, centre) == ""  # the players see no GM notes

    assert bridge.execute(EditZone(CATWALK, gm_only=False))
    assert CATWALK in player.scene.zones
    assert raider in player.scene.tokens


def test_wheel_zooms_under_the_mouse_and_fit_shows_the_whole_map(
    qtbot: QtBot, bridge: SessionBridge
) -> None:
    widget = open_map(qtbot, bridge)
    view = widget.view
    fitted = view.scale_factor
    viewport = view.viewport()
    at = QPointF(view.mapFromScene(QPointF(300, 150)))
    wheel = QWheelEvent(
        at,
        QPointF(viewport.mapToGlobal(at.toPoint())),
        QPoint(0, 0),
        QPoint(0, 240),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(viewport, wheel)
    assert view.scale_factor == pytest.approx(fitted * 1.25**2)
    assert not view.auto_fit
    view.fit()
    assert view.scale_factor == pytest.approx(fitted)


def test_the_inspector_marks_terrain_and_obstacles_as_undoable_edits(
    qtbot: QtBot, bridge: SessionBridge
) -> None:
    widget = open_map(qtbot, bridge)
    click(qtbot, widget, QPointF(100, 120))
    assert widget.inspector.currentWidget() is widget.inspector.zone_page
    inspector = widget.inspector
    inspector.zone_page.terrain.setCurrentIndex(inspector.zone_page.terrain.findData("swamp"))
    airlock = bridge.state.find(Zone, AIRLOCK)
    assert airlock is not None
    assert airlock.terrain == "swamp"
    assert widget.scene.zones[AIRLOCK].badges[0][0] == "Swamp (2)"

    link = widget.scene.links[1]
    click(qtbot, widget, link.line.center())
    assert inspector.currentWidget() is inspector.link_page
    rows = {
        inspector.link_page.obstacles.item(r).text(): r
        for r in range(inspector.link_page.obstacles.count())
    }
    assert rows["Short jump (1)"] < rows["Chest-high wall (2)"]  # the rules' table, in order
    for name in ("Short jump (1)", "Chest-high wall (2)"):
        inspector.link_page.obstacles.item(rows[name]).setCheckState(Qt.CheckState.Checked)
    record = bridge.state.find(ZoneLink, 1)
    assert record is not None
    assert record.obstacles == ("short-jump", "chest-high-wall")
    assert widget.scene.links[1].label == "Short jump (1), Chest-high wall (2)"
    for _ in range(3):
        bridge.undo()
    airlock = bridge.state.find(Zone, AIRLOCK)
    assert airlock is not None
    assert airlock.terrain == ""
    assert bridge.state.find(ZoneLink, 1) == dataclasses.replace(record, obstacles=())


def test_dragging_a_corner_of_the_selected_zone_reshapes_it(
    qtbot: QtBot, bridge: SessionBridge
) -> None:
    widget = open_map(qtbot, bridge)
    click(qtbot, widget, QPointF(100, 120))  # select the airlock: its corners get handles
    drag(qtbot, widget, QPointF(200, 150), QPointF(180, 190))
    airlock = bridge.state.find(Zone, AIRLOCK)
    assert airlock is not None
    assert airlock.outline == ((0.0, 0.0), (200.0, 0.0), (180.0, 190.0), (0.0, 150.0))
    assert bridge.session.undo_name == "reshape Airlock"


def test_middle_button_drag_pans_the_map(qtbot: QtBot, bridge: SessionBridge) -> None:
    widget = open_map(qtbot, bridge)
    view = widget.view
    viewport = view.viewport()
    before = view.mapToScene(viewport.rect().center())
    middle = Qt.MouseButton.MiddleButton
    qtbot.mousePress(viewport, middle, pos=QPoint(500, 300))
    qtbot.mouseMove(viewport, pos=QPoint(400, 250))
    qtbot.mouseRelease(viewport, middle, pos=QPoint(400, 250))
    after = view.mapToScene(viewport.rect().center())
    shift = (after - before) * view.scale_factor
    assert (round(shift.x()), round(shift.y())) == (100, 50)
    assert not view.auto_fit


def test_a_scene_without_a_map_offers_a_new_one_and_delete_removes_a_zone(
    qtbot: QtBot, bridge: SessionBridge
) -> None:
    widget = open_map(qtbot, bridge)
    campaign = bridge.state.campaign
    assert bridge.execute(
        EditRecord("campaign", campaign.id, label="go to the bridge", current_scene_id=3)
    )
    assert widget.scene.map_id is None
    assert not widget.tool_actions[Tool.RECTANGLE].isEnabled()
    widget.new_map_action.trigger()
    assert widget.scene.map_id == 2
    assert widget.tool_actions[Tool.RECTANGLE].isChecked()
    assert widget.view.scale_factor == 1.0  # an empty map at its own size, not zoomed in
    drag(qtbot, widget, QPointF(0, 0), QPointF(200, 100))
    assert list(widget.scene.zones) == [5]
    widget.use_tool(Tool.SELECT)
    click(qtbot, widget, QPointF(100, 60))
    qtbot.keyClick(widget.view, Qt.Key.Key_Delete)
    assert widget.scene.zones == {}
    assert bridge.session.undo_name == "delete zone Zone 1"


def test_image_data_dropped_from_another_program_is_stored_as_png(
    qtbot: QtBot, bridge: SessionBridge
) -> None:
    image = QImage(32, 32, QImage.Format.Format_RGB32)
    image.fill(QColor("#884422"))
    widget = open_map(qtbot, bridge)
    mime = QMimeData()
    mime.setImageData(image)
    drop(widget, mime, QPointF(100, 100))
    record = bridge.state.find(ZoneMap, 1)
    assert record is not None
    assert record.background is not None
    assert record.background.startswith(b"\x89PNG")
    stored = QImage.fromData(record.background)
    assert stored.pixelColor(5, 5) == QColor("#884422")
    bridge.undo()
    assert widget.scene.background is None


def test_double_clicking_a_zone_puts_the_cursor_in_its_name(
    qtbot: QtBot, bridge: SessionBridge
) -> None:
    widget = open_map(qtbot, bridge)
    pos = widget.view.mapFromScene(QPointF(300, 250))
    qtbot.mouseDClick(widget.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    name = widget.inspector.zone_page.name
    assert name.text() == "Cargo hold"
    assert name.selectedText() == "Cargo hold"
    name.setText("Hold B")
    name.editingFinished.emit()
    zone = bridge.state.find(Zone, CARGO)
    assert zone is not None
    assert zone.name == "Hold B"
    assert bridge.session.undo_name == "rename Cargo hold to Hold B"


def test_the_first_zones_of_a_new_map_stay_where_the_gm_draws_them(qtbot: QtBot) -> None:
    bridge = SessionBridge(Session(MemoryRepository(demo_renaissance_records())))
    widget = MapWidget(bridge)  # a campaign that never had a map
    qtbot.addWidget(widget)
    widget.resize(600, 500)
    widget.show()
    qtbot.waitExposed(widget)
    widget.new_map_action.trigger()
    assert widget.view.scale_factor == 1.0  # an empty map at its own size, not zoomed in
    viewport = widget.view.viewport()
    for start, end in ((QPoint(40, 150), QPoint(140, 230)), (QPoint(180, 150), QPoint(300, 230))):
        qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
        qtbot.mouseMove(viewport, pos=(start + end) / 2)
        qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)
        # The map's room grows around the new zone; the view does not move under the mouse.
        newest = max(widget.scene.zones.values(), key=lambda item: item.zone_id)
        corner = widget.view.mapFromScene(newest.polygon.boundingRect().topLeft())
        assert (corner - start).manhattanLength() <= 24  # within the snap to the map's grid
    assert len(widget.scene.zones) == 2
