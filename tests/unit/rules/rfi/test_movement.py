"""Movement: minor moves and Sprint, terrain and obstacle costs, gear, and the refusals."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gmscreen.rules.rfi.actions import MomentumCost
from gmscreen.rules.rfi.movement import EnemyWithinReachError
from gmscreen.rules.rfi.movement import MoveKind
from gmscreen.rules.rfi.movement import NoRouteError
from gmscreen.rules.rfi.movement import OutOfMoveRangeError
from gmscreen.rules.rfi.movement import cheapest_route
from gmscreen.rules.rfi.movement import plan_move
from gmscreen.rules.rfi.movement import route_cost
from gmscreen.rules.rfi.terrain import TerrainTables
from gmscreen.rules.rfi.zones import Link
from gmscreen.rules.rfi.zones import Positions
from gmscreen.rules.rfi.zones import Zone
from gmscreen.rules.rfi.zones import ZoneMap

SIDES = {"kira": "crew", "odo": "crew", "thug": "raiders"}
TABLES = TerrainTables()

# hangar (mud 1) -- waist-high wall (1) -- deck (rubble 2) -- catwalk -- roof
#        \______________ gantry (swamp 2) ______________/
FIELD = ZoneMap(
    zones=(
        Zone("hangar", terrain="thick-mud"),
        Zone("deck", terrain="unstable-rubble"),
        Zone("catwalk"),
        Zone("roof"),
        Zone("gantry", terrain="swamp"),
        Zone("moon"),
    ),
    links=(
        Link("hangar", "deck", ("waist-high-wall",)),
        Link("deck", "catwalk"),
        Link("catwalk", "roof", ("wall-taller-than-you",)),
        Link("hangar", "gantry"),
        Link("gantry", "catwalk"),
    ),
)


def at(**zones: str) -> Positions:
    return Positions(zone_of=zones)


def test_plain_ground_costs_nothing() -> None:
    move = plan_move(FIELD, at(kira="deck"), "kira", "catwalk", kind=MoveKind.MINOR, sides=SIDES)
    assert move.route.route == ("deck", "catwalk")
    assert move.cost == MomentumCost(2, immediate=True)  # leaving the rubble of the deck


def test_entering_difficult_terrain_is_free_and_leaving_it_costs() -> None:
    into = plan_move(FIELD, at(kira="catwalk"), "kira", "deck", kind=MoveKind.MINOR, sides=SIDES)
    assert into.cost.amount == 0
    out = route_cost(FIELD, ("gantry", "hangar"))
    assert [(step.terrain and step.terrain.kind.name, step.momentum) for step in out.steps] == [
        ("Swamp", 2)
    ]
    assert out.momentum == 2


def test_terrain_left_and_obstacles_crossed_add_up() -> None:
    route = route_cost(FIELD, ("hangar", "deck", "catwalk"))
    assert [step.momentum for step in route.steps] == [1 + 1, 2]
    assert [o.kind.id for o in route.steps[0].obstacles] == ["waist-high-wall"]
    assert route.momentum == 4


def test_sprint_takes_the_cheapest_of_two_routes_round_a_cycle() -> None:
    move = plan_move(FIELD, at(kira="hangar"), "kira", "catwalk", kind=MoveKind.SPRINT, sides=SIDES)
    assert move.route.route == ("hangar", "gantry", "catwalk")
    assert move.cost.amount == 3  # mud 1 + swamp 2, against mud 1 + wall 1 + rubble 2
    assert move.cost.immediate


def test_gear_eases_each_matching_terrain_or_obstacle_by_one_down_to_zero() -> None:
    plain = route_cost(FIELD, ("hangar", "deck", "catwalk"))
    boots = frozenset({"thick-mud", "waist-high-wall"})
    geared = route_cost(FIELD, ("hangar", "deck", "catwalk"), eased=boots)
    assert plain.momentum - geared.momentum == 2
    assert [item.cost for item in geared.steps[0].items] == [0, 0]
    assert [item.eased for item in geared.steps[0].items] == [True, True]
    climber = route_cost(FIELD, ("catwalk", "roof"), eased=frozenset({"wall-taller-than-you"}))
    assert climber.momentum == 2


def test_gear_can_change_which_route_is_cheapest() -> None:
    swamp_boots = frozenset({"unstable-rubble", "waist-high-wall"})
    route = cheapest_route(FIELD, "hangar", "catwalk", max_zones=2, eased=swamp_boots)
    assert route.route == ("hangar", "deck", "catwalk")
    assert route.momentum == 2


def test_a_minor_move_is_refused_with_an_enemy_within_reach() -> None:
    engaged = at(kira="deck", thug="deck").enter_reach("kira", "thug")
    with pytest.raises(EnemyWithinReachError, match="an enemy is within reach: a minor move"):
        plan_move(FIELD, engaged, "kira", "catwalk", kind=MoveKind.MINOR, sides=SIDES)
    with pytest.raises(EnemyWithinReachError):
        plan_move(FIELD, engaged, "kira", "deck", kind=MoveKind.MINOR, sides=SIDES)
    sprint = plan_move(FIELD, engaged, "kira", "catwalk", kind=MoveKind.SPRINT, sides=SIDES)
    assert sprint.positions.within_reach_of("thug") == frozenset()


def test_an_ally_within_reach_does_not_stop_a_minor_move() -> None:
    beside = at(kira="deck", odo="deck").enter_reach("kira", "odo")
    move = plan_move(FIELD, beside, "kira", "catwalk", kind=MoveKind.MINOR, sides=SIDES)
    assert move.positions.zone("kira") == "catwalk"


def test_moves_are_limited_to_medium_and_long_range() -> None:
    here = at(kira="hangar")
    with pytest.raises(OutOfMoveRangeError, match="'catwalk' is at Long range: Movement reaches"):
        plan_move(FIELD, here, "kira", "catwalk", kind=MoveKind.MINOR, sides=SIDES)
    with pytest.raises(OutOfMoveRangeError, match="Extreme range: Sprint reaches Long range"):
        plan_move(FIELD, here, "kira", "roof", kind=MoveKind.SPRINT, sides=SIDES)
    with pytest.raises(NoRouteError, match="no route leads from 'hangar' to 'moon'"):
        plan_move(FIELD, here, "kira", "moon", kind=MoveKind.SPRINT, sides=SIDES)


def test_moving_within_a_zone_sets_reach_and_costs_nothing() -> None:
    here = at(kira="deck", thug="deck")
    move = plan_move(
        FIELD, here, "kira", "deck", kind=MoveKind.MINOR, sides=SIDES, within_reach_of=("thug",)
    )
    assert move.cost.amount == 0
    assert move.positions.within_reach("kira", "thug")
    assert here.within_reach("kira", "thug") is False


def test_cheapest_route_without_a_limit_plans_a_long_trip() -> None:
    route = cheapest_route(FIELD, "hangar", "roof")
    assert route.route == ("hangar", "gantry", "catwalk", "roof")
    assert route.momentum == 1 + 2 + 3
    with pytest.raises(NoRouteError, match="within 1 zone"):
        cheapest_route(FIELD, "hangar", "roof", max_zones=1)


@st.composite
def costed_maps(draw: st.DrawFn) -> ZoneMap:
    count = draw(st.integers(2, 7))
    ids = [f"z{i}" for i in range(count)]
    grounds = st.sampled_from(["", *(kind.id for kind in TABLES.terrain)])
    walls = st.lists(st.sampled_from([kind.id for kind in TABLES.obstacles]), max_size=2)
    zones = [Zone(zone_id, terrain=draw(grounds)) for zone_id in ids]
    pairs = [(a, b) for i, a in enumerate(ids) for b in ids[i + 1 :]]
    links = [
        Link(a, b, tuple(draw(walls)))
        for a, b in draw(st.lists(st.sampled_from(pairs), unique=True, min_size=1))
    ]
    return ZoneMap(zones=tuple(zones), links=tuple(links))


@given(costed_maps(), st.data())
def test_gear_never_makes_a_route_dearer_and_limits_never_make_it_cheaper(
    zone_map: ZoneMap, data: st.DataObject
) -> None:
    ids = [z.id for z in zone_map.zones]
    start, end = data.draw(st.sampled_from(ids)), data.draw(st.sampled_from(ids))
    try:
        free = cheapest_route(zone_map, start, end)
    except NoRouteError:
        return
    everything = frozenset(k.id for k in (*TABLES.terrain, *TABLES.obstacles))
    geared = cheapest_route(zone_map, start, end, eased=everything)
    assert geared.momentum <= free.momentum
    assert geared.momentum >= free.momentum - 3 * geared.zones_crossed
    try:
        limited = cheapest_route(zone_map, start, end, max_zones=2)
    except NoRouteError:
        return
    assert limited.momentum >= free.momentum
    assert route_cost(zone_map, limited.route).momentum == limited.momentum
