"""RFI: Freelancers battlefields: the zone graph, range bands by zone distance, and reach."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field
from enum import StrEnum
from types import MappingProxyType

from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.constants import CLOSE_RANGE
from gmscreen.rules.rfi.constants import ENEMY_IN_REACH_DIFFICULTY
from gmscreen.rules.rfi.constants import EXTREME_RANGE_FROM
from gmscreen.rules.rfi.constants import LONG_RANGE
from gmscreen.rules.rfi.constants import MEDIUM_RANGE
from gmscreen.rules.rfi.constants import PERCEPTION_RANGE_DIFFICULTY


class ZoneMapError(RulesError):
    """A zone map that cannot exist: unknown zones, duplicate ids or links, costs out of range."""


class RangeBand(StrEnum):
    """How far apart two zones are, named by the rules' range bands."""

    CLOSE = "Close"
    MEDIUM = "Medium"
    LONG = "Long"
    EXTREME = "Extreme"
    UNREACHABLE = "Unreachable"


@dataclass(frozen=True, slots=True)
class Zone:
    """One zone of a battlefield and its terrain effects.

    `terrain` names the zone's difficult terrain in the campaign's `TerrainTables` ("" for
    none); it is paid when leaving the zone. `cover` means the whole zone gives cover;
    `cover_features` name things in the zone that give cover only to someone within reach of
    them. `hazards` and `traits` are free text.
    """

    id: str
    name: str = ""
    terrain: str = ""
    cover: bool = False
    cover_features: tuple[str, ...] = ()
    hazards: tuple[str, ...] = ()
    traits: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not self.id.strip():
            raise ZoneMapError("a zone needs an id", rule="zones")


@dataclass(frozen=True, slots=True)
class Link:
    """Two adjacent zones (the link works both ways) and the obstacles between them.

    `obstacles` names kinds of the campaign's `TerrainTables`; crossing pays for each.
    """

    a: str
    b: str
    obstacles: tuple[str, ...] = ()

    @property
    def ends(self) -> frozenset[str]:
        """The two zones this link joins."""
        return frozenset((self.a, self.b))


@dataclass(frozen=True, slots=True)
class ZoneMap:
    """A battlefield as a graph of zones; cycles and unconnected islands are allowed."""

    zones: tuple[Zone, ...] = ()
    links: tuple[Link, ...] = ()
    _by_id: Mapping[str, Zone] = field(init=False, repr=False, compare=False)
    _neighbours: Mapping[str, tuple[tuple[str, tuple[str, ...]], ...]] = field(
        init=False, repr=False, compare=False
    )

    def __post_init__(self) -> None:
        by_id: dict[str, Zone] = {}
        for zone in self.zones:
            if zone.id in by_id:
                raise ZoneMapError(f"two zones share the id {zone.id!r}", rule="zones")
            by_id[zone.id] = zone
        neighbours: dict[str, list[tuple[str, tuple[str, ...]]]] = {zid: [] for zid in by_id}
        seen: set[frozenset[str]] = set()
        for link in self.links:
            for end in (link.a, link.b):
                if end not in by_id:
                    raise ZoneMapError(f"a link names the unknown zone {end!r}", rule="zones")
            if link.a == link.b:
                raise ZoneMapError(f"zone {link.a!r} cannot be linked to itself", rule="zones")
            if link.ends in seen:
                raise ZoneMapError(
                    f"zones {link.a!r} and {link.b!r} are linked twice", rule="zones"
                )
            seen.add(link.ends)
            neighbours[link.a].append((link.b, link.obstacles))
            neighbours[link.b].append((link.a, link.obstacles))
        object.__setattr__(self, "_by_id", MappingProxyType(by_id))
        frozen = {zid: tuple(sorted(near, key=lambda n: n[0])) for zid, near in neighbours.items()}
        object.__setattr__(self, "_neighbours", MappingProxyType(frozen))

    def zone(self, zone_id: str) -> Zone:
        """The zone with this id; `ZoneMapError` if the map has none."""
        try:
            return self._by_id[zone_id]
        except KeyError:
            raise ZoneMapError(f"there is no zone {zone_id!r} on this map", rule="zones") from None

    def __contains__(self, zone_id: object) -> bool:
        return zone_id in self._by_id

    def neighbours(self, zone_id: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """The zones adjacent to `zone_id`, each with the obstacles between."""
        self.zone(zone_id)
        return self._neighbours[zone_id]

    def obstacles_between(self, a: str, b: str) -> tuple[str, ...]:
        """The obstacles between two adjacent zones; `ZoneMapError` if they are not adjacent."""
        for other, obstacles in self.neighbours(a):
            if other == b:
                return obstacles
        raise ZoneMapError(f"zones {a!r} and {b!r} are not adjacent", rule="zones")

    def with_zone(self, zone: Zone) -> ZoneMap:
        """This map with `zone` added, or replacing the zone with the same id."""
        kept = tuple(z for z in self.zones if z.id != zone.id)
        return ZoneMap(zones=(*kept, zone), links=self.links)

    def without_zone(self, zone_id: str) -> ZoneMap:
        """This map without the zone and every link to it."""
        self.zone(zone_id)
        return ZoneMap(
            zones=tuple(z for z in self.zones if z.id != zone_id),
            links=tuple(link for link in self.links if zone_id not in link.ends),
        )

    def with_link(self, link: Link) -> ZoneMap:
        """This map with `link` added, or replacing the link between the same two zones."""
        kept = tuple(old for old in self.links if old.ends != link.ends)
        return ZoneMap(zones=self.zones, links=(*kept, link))

    def without_link(self, a: str, b: str) -> ZoneMap:
        """This map without the link between `a` and `b`."""
        self.obstacles_between(a, b)
        ends = frozenset((a, b))
        return ZoneMap(zones=self.zones, links=tuple(k for k in self.links if k.ends != ends))


def distances_from(zone_map: ZoneMap, start: str, *, until: str | None = None) -> dict[str, int]:
    """Zone distance: the fewest zone boundaries from `start` to every zone it can reach.

    With `until`, the search stops once that zone's distance is known (breadth first, so it is
    final when found): a near zone costs its neighbourhood, not the whole map.
    """
    zone_map.zone(start)
    distances = {start: 0}
    queue = deque([start])
    while queue and until not in distances:
        here = queue.popleft()
        for there, _obstacle in zone_map.neighbours(here):
            if there not in distances:
                distances[there] = distances[here] + 1
                queue.append(there)
    return distances


def band_for_distance(distance: int | None) -> RangeBand:
    """Range bands: Close at 0 zones, Medium at 1, Long at 2, Extreme at 3 or more."""
    if distance is None:
        return RangeBand.UNREACHABLE
    if distance < 0:
        raise RulesError(f"a zone distance cannot be negative ({distance})", rule="range bands")
    if distance >= EXTREME_RANGE_FROM:
        return RangeBand.EXTREME
    return {
        CLOSE_RANGE: RangeBand.CLOSE,
        MEDIUM_RANGE: RangeBand.MEDIUM,
        LONG_RANGE: RangeBand.LONG,
    }[distance]


def zone_distance(zone_map: ZoneMap, a: str, b: str) -> int | None:
    """Zone distance between two zones by the shortest path; None when no path joins them."""
    zone_map.zone(b)
    return distances_from(zone_map, a, until=b).get(b)


def range_band(zone_map: ZoneMap, a: str, b: str) -> RangeBand:
    """Range band between two zones by the shortest path (Unreachable across islands)."""
    return band_for_distance(zone_distance(zone_map, a, b))


def range_bands_from(zone_map: ZoneMap, start: str) -> dict[str, RangeBand]:
    """Range band from `start` to every zone of the map at once (for shading a map)."""
    distances = distances_from(zone_map, start)
    return {zone.id: band_for_distance(distances.get(zone.id)) for zone in zone_map.zones}


@dataclass(frozen=True, slots=True)
class PerceptionOptions:
    """Perception by range: difficulty added per band (the text's own list is lost; GM-editable)."""

    close: int = PERCEPTION_RANGE_DIFFICULTY[0]
    medium: int = PERCEPTION_RANGE_DIFFICULTY[1]
    long: int = PERCEPTION_RANGE_DIFFICULTY[2]
    extreme: int = PERCEPTION_RANGE_DIFFICULTY[3]


def perception_difficulty_increase(
    band: RangeBand, *, options: PerceptionOptions | None = None
) -> int:
    """Perception by range: how much harder noticing something is at this range band.

    Raises:
        RulesError: for Unreachable zones, whose range the GM must set by hand.
    """
    chosen = options or PerceptionOptions()
    by_band = {
        RangeBand.CLOSE: chosen.close,
        RangeBand.MEDIUM: chosen.medium,
        RangeBand.LONG: chosen.long,
        RangeBand.EXTREME: chosen.extreme,
    }
    if band not in by_band:
        raise RulesError(
            "no path joins the two zones: the GM sets the range by hand", rule="perception by range"
        )
    return by_band[band]


@dataclass(frozen=True, slots=True)
class Positions:
    """Where every combatant and object stands, and who is within reach of whom.

    Reach is a state inside one zone: two things can be within reach of each other only while
    they share a zone, and moving to another zone leaves every reach behind. Objects (a console,
    a crate that gives cover) are placed like combatants, under their own ids.
    """

    zone_of: Mapping[str, str] = field(default_factory=dict)
    reach: frozenset[frozenset[str]] = frozenset()

    def __post_init__(self) -> None:
        object.__setattr__(self, "zone_of", MappingProxyType(dict(self.zone_of)))
        for pair in self.reach:
            if len(pair) != 2:
                raise RulesError("reach joins two different things", rule="reach")
            a, b = sorted(pair)
            if self.zone(a) != self.zone(b):
                raise RulesError(
                    f"{a!r} and {b!r} are in different zones, so cannot be within reach",
                    rule="reach",
                )

    def zone(self, token: str) -> str:
        """The zone `token` stands in; `RulesError` if it is not on the map."""
        try:
            return self.zone_of[token]
        except KeyError:
            raise RulesError(f"{token!r} is not placed on the map", rule="zones") from None

    def in_zone(self, zone_id: str) -> frozenset[str]:
        """Everything standing in `zone_id`."""
        return frozenset(token for token, here in self.zone_of.items() if here == zone_id)

    def within_reach(self, a: str, b: str) -> bool:
        """Whether `a` and `b` are within reach of each other."""
        return frozenset((a, b)) in self.reach

    def within_reach_of(self, token: str) -> frozenset[str]:
        """Everything within reach of `token`."""
        return frozenset(other for pair in self.reach if token in pair for other in pair - {token})

    def place(self, token: str, zone_id: str, *, within_reach_of: Iterable[str] = ()) -> Positions:
        """Reach on moving: put `token` in a zone, within reach of the listed things there.

        Every reach `token` had before is dropped, even when it stays in the same zone: the mover
        declares afresh what it ends up within reach of.
        """
        zone_of = {**self.zone_of, token: zone_id}
        kept = frozenset(pair for pair in self.reach if token not in pair)
        added = frozenset(frozenset((token, other)) for other in within_reach_of)
        for other in within_reach_of:
            if other == token or other not in zone_of:
                raise RulesError(f"{other!r} is not placed on the map", rule="reach")
        return Positions(zone_of=zone_of, reach=kept | added)

    def enter_reach(self, a: str, b: str) -> Positions:
        """Reach: `a` and `b`, in the same zone, come within reach of each other."""
        return Positions(zone_of=self.zone_of, reach=self.reach | {frozenset((a, b))})

    def leave_reach(self, a: str, b: str) -> Positions:
        """Reach: `a` and `b` step out of each other's reach."""
        return Positions(zone_of=self.zone_of, reach=self.reach - {frozenset((a, b))})

    def without(self, token: str) -> Positions:
        """These positions with `token` taken off the map."""
        self.zone(token)
        return Positions(
            zone_of={t: z for t, z in self.zone_of.items() if t != token},
            reach=frozenset(pair for pair in self.reach if token not in pair),
        )


def enemies_within_reach(
    positions: Positions, token: str, sides: Mapping[str, str]
) -> frozenset[str]:
    """Reach: the enemies within reach of `token` (a different side; objects have none)."""
    if token not in sides:
        raise RulesError(f"{token!r} belongs to no side", rule="reach")
    own = sides[token]
    return frozenset(
        other
        for other in positions.within_reach_of(token)
        if other in sides and sides[other] != own
    )


def reach_difficulty_increase(
    positions: Positions, token: str, sides: Mapping[str, str], *, melee_attack: bool = False
) -> int:
    """Enemies within reach: +1 difficulty to every task of `token` that is not a melee attack."""
    if melee_attack or not enemies_within_reach(positions, token, sides):
        return 0
    return ENEMY_IN_REACH_DIFFICULTY


def has_cover(zone_map: ZoneMap, positions: Positions, token: str) -> bool:
    """Cover: the zone gives cover to all in it, or `token` is within reach of a cover feature."""
    zone = zone_map.zone(positions.zone(token))
    if zone.cover:
        return True
    return any(positions.within_reach(token, feature) for feature in zone.cover_features)
