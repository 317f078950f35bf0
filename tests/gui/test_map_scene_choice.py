"""A scene that carries on in the same place: the GM picks the last scene's map, the players'
screen and an attack's ranges follow once the GM makes it this scene's map, and undo takes that
back.

The demo starts in "Docking approach", whose map holds Vex Marlo (Airlock) and the Raider
(Engine room); the next scene, "Cargo hold", has no map of its own.
"""

import pytest
from pytestqt.qtbot import QtBot

from gmscreen.model.demo import demo_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.rfi.attacks import attack_setup
from gmscreen.model.rfi.map_commands import map_for_scene
from gmscreen.model.scene_flow import EndScene
from gmscreen.model.session import Session
from gmscreen.rules.rfi.zones import RangeBand
from gmscreen.ui.shell.undo import SessionBridge
from gmscreen.ui.shell.undo_names import shown_name
from tests.gui.test_map import open_map

VEX, RAIDER = 1, 4


@pytest.fixture
def bridge() -> SessionBridge:
    return SessionBridge(Session(MemoryRepository(demo_records(tokens=True))))


def next_scene(bridge: SessionBridge) -> int:
    """End the demo's first scene; returns the battle map it leaves behind."""
    first = map_for_scene(bridge.state, bridge.state.campaign.current_scene_id)
    assert first is not None
    assert bridge.execute(EndScene(to_next_episode=False)) is not None
    assert map_for_scene(bridge.state, bridge.state.campaign.current_scene_id) is None
    return first.id


def test_the_gm_picks_the_last_scenes_map_and_makes_it_this_scenes(
    qtbot: QtBot, bridge: SessionBridge
) -> None:
    gm = open_map(qtbot, bridge, player_safe=False)
    players = open_map(qtbot, bridge, player_safe=True)
    meridian = next_scene(bridge)
    assert gm.scene.map_id is None
    assert players.scene.map_id is None
    assert gm.map_choice.currentText() == ""
    assert gm.map_choice.placeholderText() == "Choose a map…"
    assert not gm.use_map_action.isVisible()

    gm.map_choice.activated.emit(gm.map_choice.findData(meridian))
    # The GM sees the map; the players do not yet, and an attack has no ranges to read.
    assert gm.scene.map_id == meridian
    assert players.scene.map_id is None
    assert gm.use_map_action.isVisible()
    assert attack_setup(bridge.state, VEX, RAIDER, melee=False) is None

    gm.use_map_action.trigger()
    assert players.scene.map_id == meridian
    assert not gm.use_map_action.isVisible()
    setup = attack_setup(bridge.state, VEX, RAIDER, melee=False)
    assert setup is not None
    assert setup.band is RangeBand.LONG  # Airlock to Engine room
    name = bridge.session.undo_name or ""
    assert shown_name(name, "rfi") == "show map Meridian, aft section in Cargo hold"

    bridge.undo()
    assert players.scene.map_id is None
    assert gm.scene.map_id == meridian  # the GM still looks at it, and may use it again
    assert gm.use_map_action.isVisible()
    assert attack_setup(bridge.state, VEX, RAIDER, melee=False) is None


def test_the_scenes_own_map_needs_no_choosing(qtbot: QtBot, bridge: SessionBridge) -> None:
    gm = open_map(qtbot, bridge, player_safe=False)
    assert gm.scene.map_id is not None
    assert not gm.use_map_action.isVisible()
