"""Battle-map commands on the demo map: editing zones, placing tokens, and moves under the rules.

The demo map: Airlock (1) — Cargo hold (2, difficult terrain 1) — Catwalk (3) across an
obstacle of 1, Cargo hold — Engine room (4), Catwalk — Engine room. Momentum 2, threat 6.
"""

import dataclasses

import pytest

from gmscreen.model.commands import CommandError
from gmscreen.model.commands import DeleteRecord
from gmscreen.model.demo import demo_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.rfi.map_commands import AddMap
from gmscreen.model.rfi.map_commands import AddZone
from gmscreen.model.rfi.map_commands import ConnectZones
from gmscreen.model.rfi.map_commands import EditZone
from gmscreen.model.rfi.map_commands import SetBackground
from gmscreen.model.rfi.map_commands import SetObstacles
from gmscreen.model.rfi.map_commands import UseMapForScene
from gmscreen.model.rfi.map_commands import map_for_scene
from gmscreen.model.rfi.map_commands import next_zone_name
from gmscreen.model.rfi.map_commands import tokens_of
from gmscreen.model.rfi.map_moves import ENEMIES_IN_ZONE_SETTING
from gmscreen.model.rfi.map_moves import MoveRefusedError
from gmscreen.model.rfi.map_moves import MoveToken
from gmscreen.model.rfi.map_moves import Payment
from gmscreen.model.rfi.map_moves import quote_move
from gmscreen.model.rfi.map_moves import rules_zone_map
from gmscreen.model.rfi.map_tokens import EditToken
from gmscreen.model.rfi.map_tokens import PlaceToken
from gmscreen.model.rfi.pools import read_pools
from gmscreen.model.session import Session
from gmscreen.model.state import Campaign
from gmscreen.model.state import Token
from gmscreen.model.state import Zone
from gmscreen.model.state import ZoneLink
from gmscreen.model.state import ZoneMap
from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.movement import MoveKind
from gmscreen.rules.rfi.zones import RangeBand
from gmscreen.rules.rfi.zones import range_bands_from

AIRLOCK, CARGO, CATWALK, ENGINE = 1, 2, 3, 4
VEX, RAIDER = 1, 4


@pytest.fixture
def session() -> Session:
    return Session(MemoryRepository(demo_records()))


def place(session: Session, character_id: int, zone_id: int) -> int:
    command = PlaceToken(zone_id, character_id=character_id)
    session.execute(command)
    assert command.token_id is not None
    return command.token_id


def zone_of(session: Session, token_id: int) -> int:
    token = session.state.find(Token, token_id)
    assert token is not None
    return token.zone_id


def square(x: float, y: float, size: float = 100) -> tuple[tuple[float, float], ...]:
    return ((x, y), (x + size, y), (x + size, y + size), (x, y + size))


def test_a_drawn_zone_connected_with_an_obstacle_is_part_of_the_rules_map(
    session: Session,
) -> None:
    add = AddZone(1, next_zone_name(session.state, 1), square(0, 400), terrain="swamp")
    session.execute(add)
    assert add.zone_id == 5
    zone = session.state.find(Zone, 5)
    assert zone is not None
    assert zone.name == "Zone 5"
    connect = ConnectZones(AIRLOCK, 5)
    session.execute(connect)
    assert connect.link_id is not None
    session.execute(SetObstacles(connect.link_id, ("short-jump", "chest-high-wall")))
    link = session.state.find(ZoneLink, connect.link_id)
    assert link is not None
    assert link.obstacles == ("short-jump", "chest-high-wall")
    zone_map = rules_zone_map(session.state, 1)
    assert zone_map.obstacles_between("1", "5") == ("short-jump", "chest-high-wall")
    assert zone_map.zone("5").terrain == "swamp"
    bands = range_bands_from(zone_map, "5")
    assert bands["1"] is RangeBand.MEDIUM
    assert bands["2"] is RangeBand.LONG
    assert bands["4"] is RangeBand.EXTREME


def test_map_edits_the_rules_or_the_map_forbid_are_refused(session: Session) -> None:
    with pytest.raises(RulesError, match="no difficult terrain 'lava'"):
        session.execute(EditZone(CARGO, terrain="lava"))
    with pytest.raises(RulesError, match="no obstacle 'moat'"):
        session.execute(ConnectZones(AIRLOCK, CATWALK, obstacles=("moat",)))
    with pytest.raises(CommandError, match="already connected"):
        session.execute(ConnectZones(CARGO, AIRLOCK))
    with pytest.raises(CommandError, match="itself"):
        session.execute(ConnectZones(CARGO, CARGO))
    with pytest.raises(CommandError, match="already has a zone called 'Airlock'"):
        session.execute(EditZone(CARGO, name="Airlock"))
    with pytest.raises(CommandError, match="three corners"):
        session.execute(AddZone(1, "Sliver", ((0, 0), (10, 10))))
    assert session.undo_name is None


def test_deleting_a_zone_takes_its_connections_and_tokens_in_one_undoable_step(
    session: Session,
) -> None:
    token = place(session, VEX, CARGO)
    session.execute(DeleteRecord("zone", CARGO, label="delete zone Cargo hold"))
    assert session.state.find(Token, token) is None
    assert all(CARGO not in (link.zone_a, link.zone_b) for link in session.state.of(ZoneLink))
    session.undo()
    assert zone_of(session, token) == CARGO
    assert len(session.state.of(ZoneLink)) == 4


def test_a_new_map_for_a_scene_and_its_background(session: Session) -> None:
    add = AddMap("Bridge", scene_id=3)
    session.execute(add)
    assert add.map_id is not None
    found = map_for_scene(session.state, 3)
    assert found is not None
    assert found.id == add.map_id
    session.execute(SetBackground(add.map_id, b"\x89PNG...", "PNG"))
    with_image = session.state.find(ZoneMap, add.map_id)
    assert with_image is not None
    assert (with_image.background, with_image.background_type) == (b"\x89PNG...", "png")
    session.undo()
    without = session.state.find(ZoneMap, add.map_id)
    assert without is not None
    assert without.background is None


def test_placed_tokens_take_their_characters_side_once_per_map(session: Session) -> None:
    vex = place(session, VEX, AIRLOCK)
    raider = place(session, RAIDER, CARGO)
    sides = {token.id: token.side for token in tokens_of(session.state, 1)}
    assert sides == {vex: "players", raider: "npcs"}
    with pytest.raises(CommandError, match="Vex Marlo is already on this map, in Airlock"):
        session.execute(PlaceToken(ENGINE, character_id=VEX))
    assert session.undo_name == "place Raider in Cargo hold"


def test_a_free_minor_move_changes_no_pool_and_undoes(session: Session) -> None:
    vex = place(session, VEX, AIRLOCK)
    move = MoveToken(vex, CARGO)
    session.execute(move)
    assert zone_of(session, vex) == CARGO
    assert move.paid is None
    assert read_pools(session.state).momentum == 2
    assert session.undo_name == "move Vex Marlo to Cargo hold"
    session.undo()
    assert zone_of(session, vex) == AIRLOCK


def test_leaving_difficult_terrain_over_an_obstacle_spends_momentum_in_the_same_step(
    session: Session,
) -> None:
    vex = place(session, VEX, CARGO)
    quote = quote_move(session.state, vex, CATWALK)
    assert quote.cost == 2
    assert quote.cost_lines == (
        "Stairs (leaving Cargo hold) 1",
        "Waist-high wall (Cargo hold → Catwalk) 1",
    )
    session.execute(MoveToken(vex, CATWALK))
    assert zone_of(session, vex) == CATWALK
    assert read_pools(session.state).momentum == 0
    session.undo()
    assert zone_of(session, vex) == CARGO
    assert read_pools(session.state).momentum == 2


def test_short_of_momentum_a_player_adds_threat_or_pays_with_the_task(session: Session) -> None:
    vex = place(session, VEX, CARGO)
    calder = place(session, 2, CARGO)
    session.execute(MoveToken(calder, ENGINE))  # leaving the cargo hold's terrain: 1 momentum
    assert read_pools(session.state).momentum == 1
    with pytest.raises(RulesError, match="holds 1 momentum and the move costs 2: add threat"):
        session.execute(MoveToken(vex, CATWALK))
    session.execute(MoveToken(vex, CATWALK, payment=Payment.THREAT))
    pools = read_pools(session.state)
    assert (pools.momentum, pools.threat) == (1, 8)
    session.execute(MoveToken(vex, CARGO, payment=Payment.TASK))  # the obstacle, back again
    pools = read_pools(session.state)
    assert (pools.momentum, pools.threat) == (1, 8)
    assert zone_of(session, vex) == CARGO


def test_an_npc_pays_its_movement_costs_with_threat(session: Session) -> None:
    raider = place(session, RAIDER, CARGO)
    quote = quote_move(session.state, raider, CATWALK)
    assert quote.payer == "gm"
    session.execute(MoveToken(raider, CATWALK))
    pools = read_pools(session.state)
    assert (pools.momentum, pools.threat) == (2, 4)
    with pytest.raises(RulesError, match="NPC pays its movement costs with threat"):
        session.execute(MoveToken(raider, CARGO, payment=Payment.POOL))


def test_a_minor_move_reaches_medium_range_and_a_sprint_long(session: Session) -> None:
    vex = place(session, VEX, AIRLOCK)
    with pytest.raises(MoveRefusedError) as refused:
        session.execute(MoveToken(vex, ENGINE))
    assert str(refused.value) == (
        "Engine room is at Long range from Vex Marlo: Movement reaches Medium range at most. "
        "A Sprint (major action) would do."
    )
    assert refused.value.sprint_would_do
    sprint = MoveToken(vex, ENGINE, kind=MoveKind.SPRINT)
    session.execute(sprint)
    assert sprint.quote is not None
    assert sprint.quote.route_names == ("Airlock", "Cargo hold", "Engine room")
    assert read_pools(session.state).momentum == 1  # leaving the cargo hold's terrain
    assert session.undo_name == "sprint Vex Marlo to Engine room"


def test_an_enemy_in_the_zone_forbids_a_minor_move_unless_the_gm_turns_that_off(
    session: Session,
) -> None:
    vex = place(session, VEX, AIRLOCK)
    place(session, RAIDER, AIRLOCK)
    with pytest.raises(MoveRefusedError, match=r"Raider within reach\. A Sprint"):
        session.execute(MoveToken(vex, CARGO))
    campaign = session.state.campaign
    settings = {**campaign.settings, ENEMIES_IN_ZONE_SETTING: False}
    session.state.put(dataclasses.replace(campaign, settings=settings))
    assert isinstance(session.state.campaign, Campaign)
    session.execute(MoveToken(vex, CARGO))
    assert zone_of(session, vex) == CARGO


def test_a_zone_no_connection_reaches_is_refused_even_to_a_sprint(session: Session) -> None:
    vex = place(session, VEX, AIRLOCK)
    island = AddZone(1, "Escape pod", square(0, 500))
    session.execute(island)
    assert island.zone_id is not None
    with pytest.raises(MoveRefusedError, match="No connected zones lead") as refused:
        session.execute(MoveToken(vex, island.zone_id, kind=MoveKind.SPRINT))
    assert not refused.value.sprint_would_do


def test_a_token_is_relabelled_hidden_or_given_another_side_in_one_step(
    session: Session,
) -> None:
    raider = place(session, RAIDER, CARGO)
    session.execute(EditToken(raider, label="Raider boss", gm_only=True))
    token = session.state.find(Token, raider)
    assert token is not None
    assert (token.label, token.gm_only, token.side) == ("Raider boss", True, "npcs")
    assert session.undo_name == "edit token Raider"
    with pytest.raises(CommandError, match="no field 'zone_id'"):
        EditToken(raider, zone_id=AIRLOCK)
    free = PlaceToken(AIRLOCK, label="Crate", side="")
    session.execute(free)
    assert free.token_id is not None
    crate = session.state.find(Token, free.token_id)
    assert crate is not None
    assert crate.side == ""  # an object: nobody's enemy
    session.execute(MoveToken(free.token_id, CARGO))  # objects move by the same rules
    assert zone_of(session, free.token_id) == CARGO
    with pytest.raises(CommandError, match="needs a label"):
        session.execute(EditToken(free.token_id, label=" "))


def test_a_scene_shows_the_map_the_gm_chose_for_it_and_only_that_one(session: Session) -> None:
    first_scene = session.state.campaign.current_scene_id
    assert first_scene is not None
    meridian = map_for_scene(session.state, first_scene)
    assert meridian is not None
    sketch = AddMap("Sketch", scene_id=first_scene)
    session.execute(sketch)
    assert sketch.map_id is not None

    session.execute(UseMapForScene(sketch.map_id, first_scene))
    chosen = map_for_scene(session.state, first_scene)
    assert chosen is not None
    assert chosen.id == sketch.map_id
    unbound = session.state.find(ZoneMap, meridian.id)
    assert unbound is not None
    assert unbound.scene_id is None  # still in the campaign, no longer the scene's
    session.undo()
    assert map_for_scene(session.state, first_scene) == meridian


def test_using_a_map_that_is_gone_is_refused(session: Session) -> None:
    scene_id = session.state.campaign.current_scene_id
    assert scene_id is not None
    with pytest.raises(CommandError, match="no map 99"):
        session.execute(UseMapForScene(99, scene_id))
