"""Zones: range bands by shortest path on cycles and islands, map validation, reach and cover."""

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.zones import Link
from gmscreen.rules.rfi.zones import PerceptionOptions
from gmscreen.rules.rfi.zones import Positions
from gmscreen.rules.rfi.zones import RangeBand
from gmscreen.rules.rfi.zones import Zone
from gmscreen.rules.rfi.zones import ZoneMap
from gmscreen.rules.rfi.zones import ZoneMapError
from gmscreen.rules.rfi.zones import enemies_within_reach
from gmscreen.rules.rfi.zones import has_cover
from gmscreen.rules.rfi.zones import perception_difficulty_increase
from gmscreen.rules.rfi.zones import range_band
from gmscreen.rules.rfi.zones import range_bands_from
from gmscreen.rules.rfi.zones import reach_difficulty_increase
from gmscreen.rules.rfi.zones import zone_distance


def chain(*ids: str) -> ZoneMap:
    return ZoneMap(
        zones=tuple(Zone(z) for z in ids),
        links=tuple(Link(a, b) for a, b in itertools.pairwise(ids)),
    )


def test_range_bands_follow_zone_distance_along_a_line() -> None:
    corridor = chain("a", "b", "c", "d", "e")
    assert [range_band(corridor, "a", z) for z in "abcde"] == [
        RangeBand.CLOSE,
        RangeBand.MEDIUM,
        RangeBand.LONG,
        RangeBand.EXTREME,
        RangeBand.EXTREME,
    ]


def test_a_cycle_gives_the_shorter_way_round() -> None:
    ring = chain("a", "b", "c", "d", "e", "f").with_link(Link("f", "a"))
    assert zone_distance(ring, "a", "e") == 2
    assert range_band(ring, "a", "e") is RangeBand.LONG
    assert range_band(ring, "a", "d") is RangeBand.EXTREME


def test_islands_are_unreachable_both_ways() -> None:
    island = chain("a", "b").with_zone(Zone("rock"))
    assert zone_distance(island, "a", "rock") is None
    assert range_band(island, "rock", "a") is RangeBand.UNREACHABLE
    assert range_bands_from(island, "a") == {
        "a": RangeBand.CLOSE,
        "b": RangeBand.MEDIUM,
        "rock": RangeBand.UNREACHABLE,
    }


def test_obstacles_do_not_change_the_range() -> None:
    walled = ZoneMap(
        zones=(Zone("a"), Zone("b")), links=(Link("a", "b", ("wall-taller-than-you",)),)
    )
    assert range_band(walled, "a", "b") is RangeBand.MEDIUM


def test_range_bands_from_shades_a_150_zone_grid() -> None:
    width, height = 15, 10
    zones = tuple(Zone(f"{x},{y}") for x in range(width) for y in range(height))
    links = [Link(f"{x},{y}", f"{x + 1},{y}") for x in range(width - 1) for y in range(height)]
    links += [Link(f"{x},{y}", f"{x},{y + 1}") for x in range(width) for y in range(height - 1)]
    grid = ZoneMap(zones=zones, links=tuple(links))
    bands = range_bands_from(grid, "0,0")
    assert len(bands) == 150
    assert sorted(z for z, band in bands.items() if band is RangeBand.MEDIUM) == ["0,1", "1,0"]
    assert zone_distance(grid, "0,0", "14,9") == 23


@pytest.mark.parametrize(
    ("zones", "links", "message"),
    [
        ((Zone("a"), Zone("a")), (), "two zones share the id 'a'"),
        ((Zone("a"),), (Link("a", "x"),), "unknown zone 'x'"),
        ((Zone("a"),), (Link("a", "a"),), "cannot be linked to itself"),
        ((Zone("a"), Zone("b")), (Link("a", "b"), Link("b", "a")), "linked twice"),
    ],
)
def test_impossible_maps_are_refused(
    zones: tuple[Zone, ...], links: tuple[Link, ...], message: str
) -> None:
    with pytest.raises(ZoneMapError, match=message):
        ZoneMap(zones=zones, links=links)


def test_editing_a_map_returns_a_new_map() -> None:
    base = chain("a", "b", "c")
    cut = base.without_link("b", "c")
    assert range_band(cut, "a", "c") is RangeBand.UNREACHABLE
    assert range_band(base, "a", "c") is RangeBand.LONG
    gone = base.without_zone("b")
    assert [z.id for z in gone.zones] == ["a", "c"]
    assert gone.links == ()
    muddy = base.with_zone(Zone("b", terrain="swamp"))
    assert muddy.zone("b").terrain == "swamp"
    assert len(muddy.zones) == 3


def test_an_unknown_zone_is_named() -> None:
    with pytest.raises(ZoneMapError, match="there is no zone 'z'"):
        range_band(chain("a"), "a", "z")


def test_perception_gets_harder_with_range_by_the_gm_editable_default() -> None:
    assert [
        perception_difficulty_increase(band)
        for band in (RangeBand.CLOSE, RangeBand.MEDIUM, RangeBand.LONG, RangeBand.EXTREME)
    ] == [0, 0, 1, 2]
    sharper = PerceptionOptions(long=0, extreme=1)
    assert perception_difficulty_increase(RangeBand.EXTREME, options=sharper) == 1
    with pytest.raises(RulesError, match="the GM sets the range"):
        perception_difficulty_increase(RangeBand.UNREACHABLE)


SIDES = {"kira": "crew", "odo": "crew", "thug": "raiders"}


def bar() -> Positions:
    return Positions(zone_of={"kira": "bar", "odo": "bar", "thug": "bar", "crate": "bar"})


def test_reach_is_declared_on_placing_and_lost_on_leaving_the_zone() -> None:
    close = bar().place("kira", "bar", within_reach_of=("thug", "crate"))
    assert close.within_reach("thug", "kira")
    assert close.within_reach_of("kira") == {"thug", "crate"}
    moved = close.place("kira", "street")
    assert moved.within_reach_of("kira") == frozenset()
    assert moved.zone("kira") == "street"


def test_reach_across_zones_is_refused() -> None:
    apart = bar().place("thug", "street")
    with pytest.raises(RulesError, match="in different zones"):
        apart.enter_reach("kira", "thug")
    with pytest.raises(RulesError, match="in different zones"):
        apart.place("kira", "bar", within_reach_of=("thug",))


def test_only_enemies_within_reach_make_tasks_harder() -> None:
    ally_only = bar().enter_reach("kira", "odo").enter_reach("kira", "crate")
    assert enemies_within_reach(ally_only, "kira", SIDES) == frozenset()
    assert reach_difficulty_increase(ally_only, "kira", SIDES) == 0
    engaged = ally_only.enter_reach("kira", "thug")
    assert enemies_within_reach(engaged, "kira", SIDES) == {"thug"}
    assert reach_difficulty_increase(engaged, "kira", SIDES) == 1
    assert reach_difficulty_increase(engaged, "kira", SIDES, melee_attack=True) == 0
    assert engaged.leave_reach("thug", "kira").within_reach("kira", "thug") is False


def test_cover_from_the_zone_or_from_a_feature_within_reach() -> None:
    zones = ZoneMap(zones=(Zone("bar", cover_features=("crate",)), Zone("yard", cover=True)))
    assert not has_cover(zones, bar(), "kira")
    assert has_cover(zones, bar().enter_reach("kira", "crate"), "kira")
    assert has_cover(zones, bar().place("odo", "yard"), "odo")


@st.composite
def random_maps(draw: st.DrawFn) -> ZoneMap:
    count = draw(st.integers(1, 9))
    ids = [f"z{i}" for i in range(count)]
    pairs = [(a, b) for i, a in enumerate(ids) for b in ids[i + 1 :]]
    chosen = draw(st.lists(st.sampled_from(pairs), unique=True) if pairs else st.just([]))
    return ZoneMap(zones=tuple(Zone(z) for z in ids), links=tuple(Link(a, b) for a, b in chosen))


def floyd_warshall(zone_map: ZoneMap) -> dict[tuple[str, str], float]:
    ids = [z.id for z in zone_map.zones]
    far = float("inf")
    dist = {(a, b): 0.0 if a == b else far for a in ids for b in ids}
    for link in zone_map.links:
        dist[link.a, link.b] = dist[link.b, link.a] = 1.0
    for k in ids:
        for a in ids:
            for b in ids:
                dist[a, b] = min(dist[a, b], dist[a, k] + dist[k, b])
    return dist


@given(random_maps())
def test_range_bands_match_all_pairs_shortest_paths(zone_map: ZoneMap) -> None:
    expected = floyd_warshall(zone_map)
    for a in zone_map.zones:
        bands = range_bands_from(zone_map, a.id)
        for b in zone_map.zones:
            steps = expected[a.id, b.id]
            distance = None if steps == float("inf") else int(steps)
            assert zone_distance(zone_map, a.id, b.id) == distance
            assert bands[b.id] is range_band(zone_map, b.id, a.id)
