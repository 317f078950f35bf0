"""RFI: Freelancers movement: minor moves, Sprint, and what terrain and obstacles cost."""

from __future__ import annotations

import heapq
from collections.abc import Iterable
from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from itertools import pairwise

from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.actions import MomentumCost
from gmscreen.rules.rfi.constants import MINOR_MOVE_ZONES
from gmscreen.rules.rfi.constants import SPRINT_ZONES
from gmscreen.rules.rfi.terrain import PassageCost
from gmscreen.rules.rfi.terrain import TerrainTables
from gmscreen.rules.rfi.zones import Positions
from gmscreen.rules.rfi.zones import ZoneMap
from gmscreen.rules.rfi.zones import band_for_distance
from gmscreen.rules.rfi.zones import enemies_within_reach
from gmscreen.rules.rfi.zones import zone_distance

Eased = frozenset[str]  # terrain and obstacle kinds the mover's gear eases by 1
DEFAULT_TABLES = TerrainTables()


class MovementError(RulesError):
    """A move the movement rules refuse."""


class EnemyWithinReachError(MovementError):
    """A minor move attempted while an enemy is within reach of the mover."""


class OutOfMoveRangeError(MovementError):
    """A destination farther than the chosen kind of move can go."""


class NoRouteError(MovementError):
    """A destination no path of zones leads to."""


class MoveKind(StrEnum):
    """The two ways to move between zones in a turn."""

    MINOR = "Movement"
    SPRINT = "Sprint"

    @property
    def max_zones(self) -> int:
        """How many zones this kind of move crosses at most (Medium or Long range)."""
        return MINOR_MOVE_ZONES if self is MoveKind.MINOR else SPRINT_ZONES


@dataclass(frozen=True, slots=True)
class RouteCost:
    """A route through zones and what each step costs (gear already applied).

    `steps[i]` is the passage from `route[i]` to `route[i + 1]`: the difficult terrain left and
    the obstacles crossed. The destination's own terrain is not paid: it is paid when the mover
    leaves it later.
    """

    route: tuple[str, ...]
    steps: tuple[PassageCost, ...] = ()

    @property
    def zones_crossed(self) -> int:
        """How many zone boundaries the route crosses."""
        return len(self.route) - 1

    @property
    def momentum(self) -> int:
        """The total momentum the route costs."""
        return sum(step.momentum for step in self.steps)

    @property
    def cost(self) -> MomentumCost:
        """Terrain costs are Immediate: momentum from the pool, or threat one for one."""
        return MomentumCost(amount=self.momentum, immediate=True)


def _passage(
    zone_map: ZoneMap, here: str, obstacles: tuple[str, ...], tables: TerrainTables, eased: Eased
) -> PassageCost:
    return tables.passage_cost(leaving=zone_map.zone(here).terrain, crossing=obstacles, eased=eased)


def route_cost(
    zone_map: ZoneMap,
    route: Sequence[str],
    *,
    tables: TerrainTables = DEFAULT_TABLES,
    eased: Eased = frozenset(),
) -> RouteCost:
    """Difficult terrain and obstacles: the momentum a given route of adjacent zones costs."""
    if not route:
        raise MovementError("a route needs at least its starting zone", rule="movement")
    steps = tuple(
        _passage(zone_map, here, zone_map.obstacles_between(here, there), tables, eased)
        for here, there in pairwise(route)
    )
    zone_map.zone(route[-1])
    return RouteCost(route=tuple(route), steps=steps)


def cheapest_route(
    zone_map: ZoneMap,
    start: str,
    destination: str,
    *,
    max_zones: int | None = None,
    tables: TerrainTables = DEFAULT_TABLES,
    eased: Eased = frozenset(),
) -> RouteCost:
    """Movement costs: the cheapest route in momentum, crossing at most `max_zones` boundaries.

    Ties go to the route crossing fewer zones, then to the first route in zone-id order, so the
    same map always gives the same answer.

    Raises:
        NoRouteError: when no route of at most `max_zones` steps reaches the destination.
        UnknownKindError: a zone or link names terrain or an obstacle the tables lack.
    """
    zone_map.zone(destination)
    queue: list[tuple[int, int, tuple[str, ...]]] = [(0, 0, (start,))]
    settled: set[tuple[str, int] | str] = set()
    zone_map.zone(start)
    while queue:
        momentum, steps, route = heapq.heappop(queue)
        here = route[-1]
        if here == destination:
            return route_cost(zone_map, route, tables=tables, eased=eased)
        state: tuple[str, int] | str = here if max_zones is None else (here, steps)
        if state in settled:
            continue
        settled.add(state)
        if max_zones is not None and steps >= max_zones:
            continue
        for there, obstacles in zone_map.neighbours(here):
            price = _passage(zone_map, here, obstacles, tables, eased).momentum
            heapq.heappush(queue, (momentum + price, steps + 1, (*route, there)))
    limit = "" if max_zones is None else f" within {max_zones} zone(s)"
    raise NoRouteError(f"no route leads from {start!r} to {destination!r}{limit}", rule="movement")


@dataclass(frozen=True, slots=True)
class Move:
    """A move the rules allow: its route and cost, and where everyone stands afterwards."""

    mover: str
    kind: MoveKind
    route: RouteCost
    positions: Positions

    @property
    def cost(self) -> MomentumCost:
        """What the move costs: Immediate, so a player may add threat instead; an NPC pays threat.

        Short of momentum, a Sprint's difficulty-0 task can generate what the terrain needs.
        """
        return self.route.cost


def plan_move(
    zone_map: ZoneMap,
    positions: Positions,
    mover: str,
    destination: str,
    *,
    kind: MoveKind,
    sides: Mapping[str, str],
    tables: TerrainTables = DEFAULT_TABLES,
    eased: Eased = frozenset(),
    within_reach_of: Iterable[str] = (),
) -> Move:
    """Movement: a minor move reaches Medium range (never with an enemy in reach), Sprint Long.

    Args:
        zone_map: the battlefield.
        positions: where everyone stands now.
        mover: who moves.
        destination: the zone to end in (the mover's own zone to step into or out of reach).
        kind: a minor Movement action or a Sprint major action.
        sides: the side of each combatant, to tell enemies apart.
        tables: the campaign's difficult terrain and obstacle tables.
        eased: terrain and obstacle kinds the mover's gear or adaptations make 1 cheaper.
        within_reach_of: what the mover ends up within reach of, in the destination zone.

    Raises:
        EnemyWithinReachError, OutOfMoveRangeError, NoRouteError: the move is not allowed.
    """
    start = positions.zone(mover)
    zone_map.zone(destination)
    if kind is MoveKind.MINOR and enemies_within_reach(positions, mover, sides):
        raise EnemyWithinReachError(
            "an enemy is within reach: a minor move is not allowed", rule="movement (minor action)"
        )
    distance = zone_distance(zone_map, start, destination)
    if distance is None:
        raise NoRouteError(f"no route leads from {start!r} to {destination!r}", rule="movement")
    if distance > kind.max_zones:
        furthest = band_for_distance(kind.max_zones).value
        raise OutOfMoveRangeError(
            f"{destination!r} is at {band_for_distance(distance).value} range: "
            f"{kind.value} reaches {furthest} range at most",
            rule=f"movement ({kind.value})",
        )
    route = cheapest_route(
        zone_map, start, destination, max_zones=kind.max_zones, tables=tables, eased=eased
    )
    moved = positions.place(mover, destination, within_reach_of=within_reach_of)
    return Move(mover=mover, kind=kind, route=route, positions=moved)
