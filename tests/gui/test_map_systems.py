"""The zone map in every rule system's workspace: built from each system's own package, moves
costed by the system (free where its text sets no movement rules), shown on the player view."""

import importlib
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from gmscreen.model.demo import demo_records
from gmscreen.model.firelock.records import demo_firelock_records
from gmscreen.model.hotcircle.demo import demo_hotcircle_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.renaissance.records import demo_renaissance_records
from gmscreen.model.rfi.map_commands import AddMap
from gmscreen.model.rfi.map_commands import AddZone
from gmscreen.model.rfi.map_commands import ConnectZones
from gmscreen.model.rfi.map_commands import EditZone
from gmscreen.model.rfi.map_tokens import PlaceToken
from gmscreen.model.rfi.movement_policy import RfiMovement
from gmscreen.model.session import Session
from gmscreen.model.state import Pool
from gmscreen.model.state import Record
from gmscreen.model.state import Token
from gmscreen.rules.rfi.zones import RangeBand
from gmscreen.ui.map.widget import MapWidget
from gmscreen.ui.shell import workspaces
from gmscreen.ui.shell.mainwindow import MainWindow

SYSTEMS: dict[str, Callable[[], list[Record]]] = {
    "rfi": demo_records,
    "firelock": demo_firelock_records,
    "hotcircle": demo_hotcircle_records,
    "renaissance": demo_renaissance_records,
}
SQUARE = ((0.0, 0.0), (100.0, 0.0), (100.0, 100.0), (0.0, 100.0))


def open_window(
    qtbot: QtBot, tmp_path: Path, system: str, records: list[Record] | None = None
) -> MainWindow:
    """The window on the system's demo campaign (or on `records`), shown and settled."""
    workspace = importlib.import_module(f"gmscreen.ui.{system}.workspace").WORKSPACE
    assert workspace.id == system
    workspaces.WORKSPACES[system] = workspace
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    campaign = SYSTEMS[system]() if records is None else records
    window = MainWindow(Session(MemoryRepository(campaign)), settings=settings)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: not window.panels.waiting())  # the docks behind tabs, once it is up
    return window


def editor_map(window: MainWindow) -> MapWidget:
    """The GM's map: the centre (RFI) or the Map dock (the others); one only."""
    (found,) = [m for m in window.findChildren(MapWidget) if not m.player_safe]
    return found


@pytest.mark.parametrize("system", sorted(SYSTEMS))
def test_every_workspace_has_the_map_and_the_player_view_shows_it(
    qtbot: QtBot, tmp_path: Path, system: str
) -> None:
    window = open_window(qtbot, tmp_path, system)
    map_widget = editor_map(window)
    assert not map_widget.player_safe
    assert isinstance(window.player_view.map_widget, MapWidget)
    assert window.player_view.map_widget.player_safe
    if system != "rfi":
        dock = window.docks["mapPanel"]
        dock.raise_()
        qtbot.waitUntil(map_widget.isVisible)
        assert map_widget.view.width() > 100


@pytest.mark.parametrize("system", ["firelock", "hotcircle", "renaissance"])
def test_a_move_is_free_in_systems_without_movement_rules(
    qtbot: QtBot, tmp_path: Path, system: str
) -> None:
    window = open_window(qtbot, tmp_path, system)
    bridge = window.bridge
    assert bridge is not None
    map_widget = editor_map(window)
    assert not isinstance(map_widget.gestures.movement, RfiMovement)
    assert map_widget.move_kind.parent() is None or not map_widget.move_kind.isVisible()
    new_map = AddMap("Tavern", scene_id=bridge.state.campaign.current_scene_id)
    bridge.execute(new_map)
    assert new_map.map_id is not None
    zones = []
    for index, name in enumerate(("Bar", "Cellar", "Far loft")):
        outline = tuple((x + 150.0 * index, y) for x, y in SQUARE)
        add = AddZone(new_map.map_id, name, outline)
        bridge.execute(add)
        zones.append(add.zone_id)
    bridge.execute(ConnectZones(zones[0], zones[1]))  # the loft is not connected: still free
    place = PlaceToken(zones[0], label="Guard", side="npcs")
    bridge.execute(place)
    assert place.token_id is not None
    pools = bridge.state.of(Pool)
    map_widget.show_map(new_map.map_id)

    map_widget.gestures.drop_token(place.token_id, zones[2])

    token = bridge.state.find(Token, place.token_id)
    assert token is not None
    assert token.zone_id == zones[2]
    assert bridge.state.of(Pool) == pools  # nothing charged
    assert map_widget.gestures.pending is None
    assert bridge.undo_action.text().endswith("move Guard to Far loft")
    # The players' screen shows the token, and hides a zone once it is GM-only.
    player_scene = window.player_view.map_widget
    assert isinstance(player_scene, MapWidget)
    player_scene.show_map(new_map.map_id)
    assert place.token_id in player_scene.scene.tokens
    bridge.execute(EditZone(zones[2], gm_only=True))
    assert zones[2] not in player_scene.scene.zones
    assert zones[2] in map_widget.scene.zones
    # Terrain and obstacles cost RFI Momentum: a system without them is not offered them.
    assert map_widget.inspector.zone_page.terrain.isHidden()
    assert map_widget.inspector.link_page.obstacles.isHidden()
    menu = map_widget.context_menu(map_widget.scene.zones[zones[0]])
    assert "Terrain" not in [action.text() for action in menu.actions()]
    # Range bands are RFI's: a selected token shades none and the status line names none.
    map_widget.scene.tokens[place.token_id].setSelected(True)
    assert map_widget.scene.shading_from is None
    assert all(item.band is None for item in map_widget.scene.zones.values())
    map_widget.scene.zone_hovered.emit(zones[1])
    assert "range" not in map_widget.status.text()


def test_rfi_moves_keep_their_rules(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path, "rfi")
    map_widget = editor_map(window)
    assert isinstance(map_widget.gestures.movement, RfiMovement)
    assert map_widget.move_kind.count() == 2
    assert not map_widget.inspector.zone_page.terrain.isHidden()
    assert not map_widget.inspector.link_page.obstacles.isHidden()
    bridge = window.bridge
    assert bridge is not None
    zone_id = next(iter(map_widget.scene.zones))
    place = PlaceToken(zone_id, label="Guard", side="npcs")
    bridge.execute(place)
    assert place.token_id is not None
    map_widget.scene.tokens[place.token_id].setSelected(True)
    assert map_widget.scene.shading_from == zone_id
    assert {item.band for item in map_widget.scene.zones.values()} >= {RangeBand.CLOSE}
