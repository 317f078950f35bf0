"""Where the map shares a dock with the characters (every system but RFI), a drag from the list
cannot reach a zone: the zone's right-click menu places a character's token there instead."""

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from gmscreen.model.rfi.map_commands import AddMap
from gmscreen.model.rfi.map_commands import AddZone
from gmscreen.model.state import Character
from gmscreen.model.state import Token
from gmscreen.ui.map.widget import MapWidget
from gmscreen.ui.shell.mainwindow import MainWindow
from gmscreen.ui.shell.undo import SessionBridge
from tests.gui.test_map_systems import SQUARE
from tests.gui.test_map_systems import editor_map
from tests.gui.test_map_systems import open_window


def one_zone_map(window: MainWindow) -> tuple[MapWidget, SessionBridge, int]:
    """The GM's map showing a new map of the scene with one zone, "Counting house" (its id)."""
    map_widget = editor_map(window)
    bridge = window.bridge
    assert bridge is not None
    scene_id = bridge.state.campaign.current_scene_id
    new_map = AddMap("Ledger room", scene_id=scene_id)
    bridge.execute(new_map)
    assert new_map.map_id is not None
    add = AddZone(new_map.map_id, "Counting house", SQUARE)
    bridge.execute(add)
    assert add.zone_id is not None
    map_widget.show_map(new_map.map_id)
    return map_widget, bridge, add.zone_id


@pytest.mark.parametrize("system", ["hotcircle", "renaissance"])
def test_a_zone_menu_places_a_character_and_greys_one_already_there(
    qtbot: QtBot, tmp_path: Path, system: str
) -> None:
    window = open_window(qtbot, tmp_path, system)
    map_widget, bridge, zone_id = one_zone_map(window)
    first = bridge.state.of(Character)[0]

    def placing() -> dict[str, object]:
        menu = map_widget.context_menu(map_widget.scene.zones[zone_id])
        [sub] = [a.menu() for a in menu.actions() if a.text() == "Place a character here"]
        return {action.text(): action for action in sub.actions()}

    entries = placing()
    assert first.name in entries
    entries[first.name].trigger()  # type: ignore[attr-defined]

    [token] = bridge.state.of(Token)
    assert (token.character_id, token.zone_id) == (first.id, zone_id)
    assert token.id in map_widget.scene.tokens
    assert not placing()[first.name].isEnabled()  # type: ignore[attr-defined]
    assert bridge.undo_action.text() == f"Undo: place {first.name} in Counting house"
