"""The map reacts to a token move with that token alone: no zone, connection or other token is made
again or redrawn from its record, on the GM's map or on the players' mirror of it (see
`gmscreen.model.changes`). Not timed: it counts what a change rebuilds, so a reaction that grows
back to "sync the whole map" fails here before any benchmark notices.
"""

from collections import Counter

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor
from PySide6.QtGui import QPainter
from pytestqt.qtbot import QtBot

from gmscreen.model.commands import EditRecord
from gmscreen.model.session import Session
from gmscreen.model.state import Token
from gmscreen.rules.rfi.zones import RangeBand
from gmscreen.ui.map import items
from gmscreen.ui.map import style
from gmscreen.ui.map.items import initials
from gmscreen.ui.map.layer import MapLayer
from gmscreen.ui.map.widget import MapWidget
from gmscreen.ui.shell.undo import SessionBridge
from tests.gui.test_map import AIRLOCK
from tests.gui.test_map import CALDER
from tests.gui.test_map import CARGO
from tests.gui.test_map import VEX
from tests.gui.test_map import drag_token
from tests.gui.test_map import open_map
from tests.gui.test_map import place
from tests.gui.test_map import zone_of


@pytest.fixture
def bridge(session: Session) -> SessionBridge:
    return SessionBridge(session)


class Rebuilds:
    """Every map item made, and every item brought in line with a changed record, by id."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.made: Counter[str] = Counter()
        self.redrawn: Counter[tuple[str, int]] = Counter()
        for cls, update in (
            (items.ZoneItem, "update_zone"),
            (items.LinkItem, "update_link"),
            (items.TokenItem, "update_token"),
        ):
            self._count(monkeypatch, cls, update)

    def _count(self, monkeypatch: pytest.MonkeyPatch, cls: type, update: str) -> None:
        make, bring = cls.__init__, getattr(cls, update)

        def counting_make(item: object, *args: object, **kwargs: object) -> None:
            self.made[cls.__name__] += 1
            make(item, *args, **kwargs)

        def counting_update(item: object, record: object, *args: object) -> None:
            self.redrawn[(cls.__name__, getattr(record, "id", 0))] += 1
            bring(item, record, *args)

        monkeypatch.setattr(cls, "__init__", counting_make)
        monkeypatch.setattr(cls, update, counting_update)


def scene_items(widget: MapWidget) -> set[int]:
    """The identities of every item on a map's scene."""
    return {id(item) for item in widget.scene.items()}


def test_a_token_drop_and_its_undo_redraw_that_token_only_on_both_maps(
    qtbot: QtBot, bridge: SessionBridge, monkeypatch: pytest.MonkeyPatch
) -> None:
    vex, calder = place(bridge, VEX, AIRLOCK), place(bridge, CALDER, CARGO)
    gm, player = open_map(qtbot, bridge), open_map(qtbot, bridge, player_safe=True)
    gm_items, player_items = scene_items(gm), scene_items(player)
    # The zones, the connections, both tokens and the layer that paints them.
    assert len(gm_items) == 4 + 4 + 2 + 1
    rebuilds = Rebuilds(monkeypatch)

    drag_token(qtbot, gm, vex, CARGO)
    assert zone_of(bridge, vex) == CARGO
    assert rebuilds.made == Counter()
    assert rebuilds.redrawn == Counter({("TokenItem", vex): 2})  # the GM's map and the mirror
    assert scene_items(gm) == gm_items
    assert scene_items(player) == player_items
    for widget in (gm, player):  # both stand in the cargo hold, side by side
        moved, other = widget.scene.tokens[vex], widget.scene.tokens[calder]
        assert widget.scene.zone_at(moved.scenePos()) is widget.scene.zones[CARGO]
        assert moved.scenePos() != other.scenePos()

    bridge.undo()
    assert zone_of(bridge, vex) == AIRLOCK
    assert rebuilds.made == Counter()
    assert rebuilds.redrawn == Counter({("TokenItem", vex): 4})
    assert scene_items(gm) == gm_items
    assert scene_items(player) == player_items
    assert player.scene.zone_at(player.scene.tokens[vex].scenePos()) is player.scene.zones[AIRLOCK]


def test_renaming_a_character_redraws_its_token_only(
    qtbot: QtBot, bridge: SessionBridge, monkeypatch: pytest.MonkeyPatch
) -> None:
    vex, _calder = place(bridge, VEX, AIRLOCK), place(bridge, CALDER, CARGO)
    gm = open_map(qtbot, bridge)
    rebuilds = Rebuilds(monkeypatch)
    rename = EditRecord("character", VEX, label="rename Vex", name="Vex Marlowe")
    assert bridge.execute(rename) is not None
    assert rebuilds.made == Counter()
    assert rebuilds.redrawn == Counter({("TokenItem", vex): 1})
    assert gm.scene.tokens[vex].label == "Vex Marlowe"
    token = bridge.state.find(Token, vex)
    assert token is not None
    assert token.zone_id == AIRLOCK


def chip_colour(widget: MapWidget, at: QPointF) -> QColor:
    """The colour the GM sees on a chip standing at a scene point (below its initials), as the
    view paints it now."""
    image = widget.view.viewport().grab().toImage()
    return image.pixelColor(widget.view.mapFromScene(at + QPointF(-4, 12)))


def test_the_layer_paints_a_moved_token_where_it_went_and_no_longer_where_it_stood(
    qtbot: QtBot, bridge: SessionBridge, monkeypatch: pytest.MonkeyPatch
) -> None:
    vex = place(bridge, VEX, AIRLOCK)
    gm = open_map(qtbot, bridge)
    in_airlock = gm.scene.tokens[vex].scenePos()
    players = style.side_colour("players")
    assert chip_colour(gm, in_airlock) == players  # painted by the layer

    drag_token(qtbot, gm, vex, CARGO)
    in_cargo = gm.scene.tokens[vex].scenePos()
    assert zone_of(bridge, vex) == CARGO
    assert chip_colour(gm, in_cargo) == players
    assert chip_colour(gm, in_airlock) != players

    gm.scene.clearSelection()  # no range shading: the undo below changes one token only
    repainted: list[QRectF] = []
    update = MapLayer.update

    def recording(layer: MapLayer, *args: object) -> None:
        repainted.append(QRectF(*args) if args else layer.rect())  # type: ignore[call-overload]
        update(layer, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(MapLayer, "update", recording)
    bridge.undo()
    assert zone_of(bridge, vex) == AIRLOCK
    assert chip_colour(gm, in_airlock) == players
    assert chip_colour(gm, in_cargo) != players
    # Where it stood and where it went were painted again, nothing more.
    assert repainted
    assert all(rect.size() == items.TOKEN_BOUNDS.size() for rect in repainted)


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text the map draws from now on, in the order drawn."""
    texts: list[str] = []
    centred_text = items.centred_text

    def recording(painter: QPainter, centre: QPointF, text: str, width: float, size: int) -> None:
        texts.append(text)
        centred_text(painter, centre, text, width, size)

    monkeypatch.setattr(items, "centred_text", recording)
    return texts


def test_names_too_small_to_read_are_left_out_and_come_back_when_zoomed_in(
    qtbot: QtBot, bridge: SessionBridge, drawn: list[str]
) -> None:
    place(bridge, VEX, AIRLOCK)
    gm = open_map(qtbot, bridge)

    def painted_at(scale: float) -> list[str]:
        gm.view.zoom_by(scale / gm.view.scale_factor)
        drawn.clear()
        gm.view.viewport().grab()  # paints the layer afresh: a new zoom empties its cache
        return drawn

    near = painted_at(1.0)
    assert {"Airlock", "Cargo hold", "VM"} <= set(near)  # zone names and the chip's initials
    assert painted_at(0.3) == []  # 16-pixel names would be under 5 pixels tall: a smudge
    assert "Airlock" in painted_at(1.0)


def test_a_zones_range_band_is_named_above_the_tokens_standing_in_it(
    qtbot: QtBot, bridge: SessionBridge, drawn: list[str]
) -> None:
    vex, calder = place(bridge, VEX, AIRLOCK), place(bridge, CALDER, CARGO)
    gm = open_map(qtbot, bridge)
    gm.scene.tokens[vex].setSelected(True)
    gm.view.zoom_by(1.0 / gm.view.scale_factor)
    gm.view.centerOn(gm.scene.zones[CARGO].polygon.boundingRect().center())
    drawn.clear()
    gm.view.viewport().grab()
    assert gm.scene.zones[CARGO].band == RangeBand.MEDIUM
    calder_letters = initials(gm.scene.tokens[calder].label)
    # The band's word is drawn after (above) the chip standing in the zone: never hidden by it.
    assert drawn.index("Medium") > drawn.index(calder_letters)
