"""A token drop asks the movement rules once, about the mover's own zone, on a graph kept while the
map's zones and links stay as they are: the command made from the drop pays on the drop's quote
unless the campaign changed while the move waited. Not timed: it counts what a drop asks of the
rules, so a drop that grows back to quoting twice or placing the whole map fails here before any
benchmark notices.
"""

import pytest
from pytestqt.qtbot import QtBot

from gmscreen.model.demo import demo_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.rfi import map_moves
from gmscreen.model.rfi.map_commands import SetObstacles
from gmscreen.model.rfi.pools import read_pools
from gmscreen.model.session import Session
from gmscreen.model.state import Record
from gmscreen.model.state import Token
from gmscreen.model.state import Zone
from gmscreen.model.state import ZoneLink
from gmscreen.model.state import ZoneMap
from gmscreen.rules.rfi import zones as rules
from gmscreen.rules.rfi.movement import Move
from gmscreen.rules.rfi.movement import MoveKind
from gmscreen.ui.shell.undo import SessionBridge
from tests.gui.test_map import AIRLOCK
from tests.gui.test_map import CARGO
from tests.gui.test_map import CATWALK
from tests.gui.test_map import RAIDER
from tests.gui.test_map import VEX
from tests.gui.test_map import drag_token
from tests.gui.test_map import open_map
from tests.gui.test_map import place
from tests.gui.test_map import zone_of

CARGO_TO_CATWALK = 2  # the link with the waist-high wall
COLUMNS, ROWS, PER_ZONE = 6, 5, 3


class RulesAsked:
    """Every move the rules were asked to plan, with how many tokens stood in what it was given,
    and every rules graph built from a map's records."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.plans: list[tuple[str, str, int]] = []  # mover, destination, tokens placed
        self.graphs = 0
        plan, build = map_moves.plan_move, map_moves._zone_graph

        def counting_plan(
            zone_map: rules.ZoneMap, positions: rules.Positions, mover: str, to: str, **kw: object
        ) -> Move:
            self.plans.append((mover, to, len(positions.zone_of)))
            return plan(zone_map, positions, mover, to, **kw)  # type: ignore[arg-type]

        def counting_build(*args: object) -> rules.ZoneMap:
            self.graphs += 1
            return build(*args)  # type: ignore[arg-type]

        monkeypatch.setattr(map_moves, "plan_move", counting_plan)
        monkeypatch.setattr(map_moves, "_zone_graph", counting_build)


@pytest.fixture
def bridge(session: Session) -> SessionBridge:
    return SessionBridge(session)


def test_a_free_drop_asks_the_rules_once(
    qtbot: QtBot, bridge: SessionBridge, monkeypatch: pytest.MonkeyPatch
) -> None:
    vex = place(bridge, VEX, AIRLOCK)
    widget = open_map(qtbot, bridge)
    asked = RulesAsked(monkeypatch)
    drag_token(qtbot, widget, vex, CARGO)  # nothing to pay: no terrain, no obstacle
    assert zone_of(bridge, vex) == CARGO
    assert asked.plans == [(str(vex), str(CARGO), 1)]


@pytest.mark.parametrize(("wall_falls", "momentum_left", "quotes"), [(False, 0, 1), (True, 1, 2)])
def test_a_paid_drop_pays_its_quote_unless_the_map_changed_while_it_waited(
    qtbot: QtBot,
    bridge: SessionBridge,
    monkeypatch: pytest.MonkeyPatch,
    wall_falls: bool,
    momentum_left: int,
    quotes: int,
) -> None:
    vex = place(bridge, VEX, CARGO)
    widget = open_map(qtbot, bridge)
    asked = RulesAsked(monkeypatch)
    drag_token(qtbot, widget, vex, CATWALK)
    assert widget.gestures.pending is not None
    assert widget.gestures.pending.cost == 2  # the stairs and the wall, 1 each
    if wall_falls:  # while the GM chooses how to pay: the move is quoted again, only the stairs
        assert bridge.execute(SetObstacles(CARGO_TO_CATWALK, ())) is not None
        assert widget.banner.text.text().startswith(
            "Vex Marlo: Cargo hold → Catwalk (Movement), 1 momentum: Stairs (leaving Cargo hold) 1."
        )
        assert widget.banner.buttons["pool"].text() == "Spend 1 Momentum (pool 2)"
    widget.gestures.pay(map_moves.Payment.POOL)
    assert zone_of(bridge, vex) == CATWALK
    assert read_pools(bridge.state).momentum == momentum_left
    assert asked.plans == [(str(vex), str(CATWALK), 1)] * quotes


def test_a_waiting_move_the_rules_now_refuse_is_called_off_with_the_reason(
    qtbot: QtBot, bridge: SessionBridge
) -> None:
    vex = place(bridge, VEX, CARGO)
    widget = open_map(qtbot, bridge)
    drag_token(qtbot, widget, vex, CATWALK)
    assert widget.gestures.pending is not None
    raider = place(bridge, RAIDER, CARGO)  # an enemy steps up while the GM chooses how to pay
    assert widget.gestures.pending is None
    assert widget.banner.text.text() == (
        "Vex Marlo cannot take the Movement minor action: Raider within reach. "
        "A Sprint (major action) would do."
    )
    back, beside = widget.scene.tokens[vex].scenePos(), widget.scene.tokens[raider].scenePos()
    assert widget.scene.zone_at(back) is widget.scene.zones[CARGO]  # back, beside the raider
    assert back != beside
    assert widget.banner.buttons["sprint"].isVisible()
    assert zone_of(bridge, vex) == CARGO


def grid_records() -> list[Record]:
    """The demo campaign on a grid of sectors, each linked to its neighbours, with three tokens
    of alternating sides in each."""
    kept = [r for r in demo_records() if not isinstance(r, ZoneMap | Zone | ZoneLink | Token)]
    records: list[Record] = [*kept, ZoneMap(1, "Hive", scene_id=1)]
    link_id = token_id = 0
    for row in range(ROWS):
        for column in range(COLUMNS):
            zone_id = row * COLUMNS + column + 1
            x, y = column * 250.0, row * 200.0
            outline = ((x, y), (x + 220, y), (x + 220, y + 170), (x, y + 170))
            records.append(Zone(zone_id, 1, f"Sector {zone_id}", outline))
            for neighbour in ([zone_id - 1] if column else []) + (
                [zone_id - COLUMNS] if row else []
            ):
                link_id += 1
                records.append(ZoneLink(link_id, 1, neighbour, zone_id))
            for index in range(PER_ZONE):
                token_id += 1
                side = ("players", "npcs")[index % 2]
                records.append(Token(token_id, 1, zone_id, label=f"Ganger {token_id}", side=side))
    return records


def test_drops_on_a_crowded_map_place_the_movers_zone_only_and_build_no_graph(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    bridge = SessionBridge(Session(MemoryRepository(grid_records())))
    widget = open_map(qtbot, bridge)

    def drop(zone: int) -> None:
        widget.gestures.drop_token(1, zone, MoveKind.SPRINT)

    drop(2)  # the first look at the map may build its graph
    asked = RulesAsked(monkeypatch)
    for zone in (1, 2, 1, 2):
        drop(zone)
        assert zone_of(bridge, 1) == zone
    # Each drop placed the sector it left (the mover and who stood there), never all ninety
    # tokens; the map's zones and links did not change, so neither did its graph.
    assert asked.plans == [("1", "1", PER_ZONE + 1), ("1", "2", PER_ZONE)] * 2
    assert asked.graphs == 0
    assert bridge.execute(SetObstacles(1, ("waist-high-wall",))) is not None
    drop(1)
    assert asked.graphs == 1  # a map edit: the graph is made again once
