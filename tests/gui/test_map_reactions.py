"""The map reacts to a token move with that token alone: no zone, connection or other token is made
again or redrawn from its record, on the GM's map or on the players' mirror of it (see
`gmscreen.model.changes`). Not timed: it counts what a change rebuilds, so a reaction that grows
back to "sync the whole map" fails here before any benchmark notices.
"""

from collections import Counter

import pytest
from pytestqt.qtbot import QtBot

from gmscreen.model.commands import EditRecord
from gmscreen.model.session import Session
from gmscreen.model.state import Token
from gmscreen.ui.map import items
from gmscreen.ui.map.widget import MapWidget
from gmscreen.ui.shell.undo import SessionBridge
from tests.gui.test_map import AIRLOCK, CALDER, CARGO, VEX, drag_token, open_map, place, zone_of


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
