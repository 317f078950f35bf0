"""The zone map as a Firelock GM uses it on game night: a new map drawn, zones connected, a
character placed and moved for free, a zone hidden from the players; in the GM's language."""

from contextlib import ExitStack
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QEvent
from PySide6.QtCore import QObject
from PySide6.QtCore import Qt
from PySide6.QtGui import QPaintEvent
from PySide6.QtGui import QRegion
from PySide6.QtWidgets import QScrollArea
from pytestqt.qtbot import QtBot

from gmscreen.model.demo import demo_records
from gmscreen.model.firelock import demo_firelock_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.rfi.map_commands import AddMap
from gmscreen.model.rfi.map_commands import AddZone
from gmscreen.model.rfi.map_commands import EditZone
from gmscreen.model.rfi.movement_policy import RFI_MOVEMENT
from gmscreen.model.session import Session
from gmscreen.model.uvtt.build import uvtt
from gmscreen.ui.map import inspector_pages
from gmscreen.ui.map.interaction import Tool
from gmscreen.ui.map.widget import MapWidget
from gmscreen.ui.playerview.window import PlayerView
from gmscreen.ui.rules_words import rules_words
from gmscreen.ui.shell.undo import SessionBridge
from tests.gui.test_firelock_evening import Pieces
from tests.gui.test_firelock_evening import extracted
from tests.gui.test_map_import import HOUSE_DOORS
from tests.gui.test_map_import import HOUSE_WALLS
from tests.gui.test_map_systems import editor_map
from tests.gui.test_map_systems import open_window


@pytest.fixture
def bridge() -> SessionBridge:
    return SessionBridge(Session(MemoryRepository(demo_firelock_records())))


def open_map(qtbot: QtBot, bridge: SessionBridge, *, player_safe: bool = False) -> MapWidget:
    widget = MapWidget(bridge, player_safe=player_safe)
    qtbot.addWidget(widget)
    widget.resize(900, 600)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


class Paints(QObject):
    """The area of a widget painted again since the last `clear`."""

    def __init__(self) -> None:
        super().__init__()
        self.area = QRegion()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QPaintEvent):
            self.area = self.area.united(event.region())
        return False


def test_a_new_map_takes_the_no_map_words_off_the_view(qtbot: QtBot, bridge: SessionBridge) -> None:
    widget = open_map(qtbot, bridge)
    assert widget.scene.map_id is None  # "No map for this scene yet" is drawn over the view
    widget.status.setText("…")  # the status line holds its line already: the view keeps its size
    paints = Paints()
    widget.view.viewport().installEventFilter(paints)
    qtbot.wait(200)  # the first paints done
    paints.area = QRegion()
    widget.new_map()
    assert widget.scene.map_id is not None
    whole = widget.view.viewport().rect()
    # The words stood in the middle of the view: all of it is drawn again, without them.
    qtbot.waitUntil(lambda: QRegion(whole).subtracted(paints.area).isEmpty(), timeout=1000)


SQUARE = ((0.0, 0.0), (100.0, 0.0), (100.0, 100.0), (0.0, 100.0))
BESIDE = ((120.0, 0.0), (220.0, 0.0), (220.0, 100.0), (120.0, 100.0))
KIM = 1


def test_the_maps_hints_and_news_are_in_the_gms_language(
    qtbot: QtBot, bridge: SessionBridge
) -> None:
    widget = open_map(qtbot, bridge)
    gestures, news = widget.gestures, widget.banner.text
    translators = [Pieces(context) for context in ("MapTools", "MapGestures", "UndoNames")]
    with ExitStack() as undo:
        for translator in translators:
            QCoreApplication.installTranslator(translator)
            undo.callback(QCoreApplication.removeTranslator, translator)
        widget.new_map()  # the rectangle tool, ready to draw
        assert widget.status.text() == "<Drag to draw a rectangular zone (Esc cancels).>"
        widget.use_tool(Tool.CONNECT)
        assert widget.status.text().startswith("<Drag from one zone to another")
        gestures.add_zone(SQUARE)
        assert news.text() == "<Added >Zone 1<>"
        gestures.add_zone(BESIDE)
        first, second = sorted(widget.scene.zones)
        gestures.connect_zones(first, second)
        assert news.text() == "<>Zone 1< and >Zone 2< connected>"  # what happened
        gestures.place_character(KIM, first)
        assert news.text() == "<>Kim Ashdown< placed in >Zone 1<>"
        (token,) = widget.scene.tokens
        gestures.drop_token(token, second)  # Firelock's moves are free
        assert news.text() == "<>Kim Ashdown< moved to >Zone 2<>"


def test_a_small_zones_name_shrinks_to_fit_before_it_is_cut_short(
    qtbot: QtBot, bridge: SessionBridge
) -> None:
    # Drawn zoomed in on a laptop, a zone 60 units wide: "Zone 2" in the 16-unit font is 61.5.
    widget = open_map(qtbot, bridge)
    widget.new_map()
    widget.gestures.add_zone(((0.0, 0.0), (60.0, 0.0), (60.0, 60.0), (0.0, 60.0)))
    widget.gestures.add_zone(((80.0, 0.0), (140.0, 0.0), (140.0, 60.0), (80.0, 60.0)))
    (_first, second) = (widget.scene.zones[z] for z in sorted(widget.scene.zones))
    assert second.zone.name == "Zone 2"
    name, width, size = second.name_text()
    assert name == "Zone 2"  # whole, a little smaller
    assert 10 <= size < 16
    assert width <= 60
    widget.gestures.run(EditZone(second.zone.id, label="rename", name="The Greave's back room"))
    name, width, size = widget.scene.zones[second.zone.id].name_text()
    assert name.endswith("…")  # only a name too long for the least size is cut short
    assert size == 10
    assert width <= 60


def test_the_players_screen_gives_a_firelock_map_the_room_of_the_trait_board(
    qtbot: QtBot, bridge: SessionBridge
) -> None:
    view = PlayerView(bridge)
    qtbot.addWidget(view)
    players_map = MapWidget(bridge, player_safe=True)
    view.set_map_widget(players_map)
    view.show()
    qtbot.waitExposed(view)
    assert view.board.isHidden()  # Firelock puts no traits in play: no "No traits in play"
    assert view.map_area.isHidden()  # and the scene has no map: no empty dark field either
    scene_map = AddMap("Ash Market", scene_id=bridge.state.campaign.current_scene_id)
    bridge.execute(scene_map)
    assert scene_map.map_id is not None
    bridge.execute(AddZone(scene_map.map_id, "Stalls", SQUARE))
    assert not view.map_area.isHidden()
    qtbot.waitUntil(lambda: view.map_area.width() > 0.9 * view.page.width() - 60)
    rfi = PlayerView(SessionBridge(Session(MemoryRepository(demo_records()))))
    qtbot.addWidget(rfi)
    assert not rfi.board.isHidden()


@pytest.mark.usefixtures("german")  # conftest.py: the longer German words
def test_every_map_tool_is_a_click_away_in_a_narrow_dock(
    qtbot: QtBot, bridge: SessionBridge
) -> None:
    # The map dock beside the sheets at 1366×768 is about 370 px wide: a toolbar hid the
    # drawing tools behind a » menu there.
    widget = open_map(qtbot, bridge)
    widget.resize(370, 480)
    widget.new_map()
    qtbot.wait(20)
    for tool, action in widget.tool_actions.items():
        button = widget.toolbar.buttons[action]
        assert button.isVisible(), tool
        right = button.mapTo(widget, button.rect().topRight()).x()
        assert right <= widget.width(), tool
    assert not widget.toolbar.buttons[widget.use_map_action].isVisible()  # not needed here
    assert widget.view.height() > 300  # the rows of tools leave the map its room


def test_the_map_dock_of_a_firelock_window_does_not_scroll(qtbot: QtBot, tmp_path: Path) -> None:
    window = open_window(qtbot, tmp_path, "firelock")
    gm_map = editor_map(window)
    dock = window.docks["mapPanel"]
    dock.raise_()
    gm_map.new_map()
    gm_map.gestures.add_zone(SQUARE)  # a map with zones asks the view for more height
    gm_map.gestures.add_zone(BESIDE)
    gm_map.show_map(gm_map.scene.map_id)
    qtbot.wait(50)
    body = gm_map.parentWidget().parentWidget()  # the panel's scroll area (PanelBody)
    assert isinstance(body, QScrollArea)
    assert not body.verticalScrollBar().isVisible()
    assert all(gm_map.toolbar.buttons[a].isVisible() for a in gm_map.tool_actions.values())


def test_the_maps_kinds_of_move_reach_the_translators() -> None:
    # The wrapping toolbar shows RFI's "move as" choice where the overflow hid it: its labels
    # are the model's, shown through the map's context.
    registered = rules_words()["MapWidget"]
    assert [label for label, _kind in RFI_MOVEMENT.kinds] == registered


def test_a_small_zones_marks_shrink_to_fit_it(qtbot: QtBot, bridge: SessionBridge) -> None:
    widget = open_map(qtbot, bridge)
    widget.new_map()
    widget.gestures.add_zone(((0.0, 0.0), (60.0, 0.0), (60.0, 70.0), (0.0, 70.0)))
    widget.gestures.add_zone(((100.0, 0.0), (300.0, 0.0), (300.0, 200.0), (100.0, 200.0)))
    small, large = (widget.scene.zones[z].zone.id for z in sorted(widget.scene.zones))
    for zone_id in (small, large):
        widget.gestures.run(EditZone(zone_id, label="hide", gm_only=True))
    small_item, large_item = widget.scene.zones[small], widget.scene.zones[large]
    ((text, _colour, width),) = small_item.badges
    assert text == "GM only"
    assert width <= 56  # inside the zone, not over its border
    assert small_item.badge_size < 12
    assert large_item.badge_size == 12


def test_the_map_tools_keys_work_from_the_map_itself(qtbot: QtBot, bridge: SessionBridge) -> None:
    # The tooltips say "Rectangle (R)", "Inspector (I)": the keys worked only with the focus
    # on the toolbar, never from the map the GM is looking at.
    widget = open_map(qtbot, bridge)
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow)  # shortcuts go to the active window
    widget.new_map()
    widget.use_tool(Tool.SELECT)
    widget.view.setFocus()
    qtbot.keyClick(widget.view, Qt.Key.Key_R)
    assert widget.gestures.tool is Tool.RECTANGLE
    qtbot.keyClick(widget.view, Qt.Key.Key_C)
    assert widget.gestures.tool is Tool.CONNECT
    widget.gestures.add_zone(SQUARE)
    widget.show_inspector(True)
    name = widget.inspector.zone_page.name
    name.setFocus()
    name.selectAll()
    qtbot.keyClicks(name, "Forge")  # letters typed in a field stay letters
    assert name.text() == "Forge"
    assert widget.gestures.tool is Tool.CONNECT


def test_a_tokens_sides_are_given_to_the_translators() -> None:
    # The inspector's side choice read "Players" and "NPCs" in German.
    found = extracted(Path(inspector_pages.__file__), "MapInspector")
    assert {label for _key, label in inspector_pages.SIDES} <= found


def test_an_imported_map_file_is_reported_in_the_gms_language(
    qtbot: QtBot, bridge: SessionBridge, tmp_path: Path
) -> None:
    widget = open_map(qtbot, bridge)
    folder = tmp_path / "not a file.uvtt"
    folder.mkdir()
    with ExitStack() as undo:
        translator = Pieces("MapImporter")
        QCoreApplication.installTranslator(translator)
        undo.callback(QCoreApplication.removeTranslator, translator)
        assert not widget.importer.import_path(str(folder))
        assert widget.banner.text.text().startswith("<>not a file.uvtt< could not be read: >")
        assert widget.importer.import_file(uvtt((12, 6), HOUSE_WALLS, HOUSE_DOORS), "house.uvtt")
        preview = widget.importer.preview
        assert preview is not None
        preview.import_button.click()
        # Each part through a translation (the zones' and links' counts in numerus forms).
        expected = "<Imported >house<: ><3 zone(s)><, ><2 link(s)>< (one undo step)>"
        assert widget.banner.text.text() == expected
