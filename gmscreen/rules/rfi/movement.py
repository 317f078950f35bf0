"""RFI: Freelancers movement: minor moves, Sprint, and what terrain and obstacles cost."""

from __future__ import annotations

import heapq
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from itertools import pairwise

from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.actions import MomentumCost
from gmscreen.rules.rfi.constants import GEAR_TERRAIN_REDUCTION, MINOR_MOVE_ZONES, SPRINT_ZONES
from gmscreen.rules.rfi.zones import (
    Positions,
    ZoneMap,
    band_for_distance,
    enemies_within_reach,
    zone_distance,
)


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


def eased_cost(cost: int, kind: str, eased: frozenset[str]) -> int:
    """Gear and adaptations: a trait matching a terrain or obstacle kind cuts its cost by 1."""
    if kind and kind in eased:
        return max(0, cost - GEAR_TERRAIN_REDUCTION)
    return cost


@dataclass(frozen=True, slots=True)
class RouteCost:
    """A route through zones and the momentum it costs, item by item (gear already applied).

    `terrain` lists each zone left with its cost; `obstacles` each crossing (from, to, cost).
    The destination's own terrain is not paid: it is paid when the mover leaves it later.
    """

    route: tuple[str, ...]
    terrain: tuple[tuple[str, int], ...] = ()
    obstacles: tuple[tuple[str, str, int], ...] = ()

    @property
    def zones_crossed(self) -> int:
        """How many zone boundaries the route crosses."""
        return len(self.route) - 1

    @property
    def momentum(self) -> int:
        """The total momentum the route costs."""
        return sum(cost for _zone, cost in self.terrain) + sum(c for _a, _b, c in self.obstacles)

    @property
    def cost(self) -> MomentumCost:
        """Terrain costs are Immediate: momentum from the pool, or threat one for one."""
        return MomentumCost(amount=self.momentum, immediate=True)


def route_cost(
    zone_map: ZoneMap, route: Sequence[str], *, eased: frozenset[str] = frozenset()
) -> RouteCost:
    """Difficult terrain and obstacles: the momentum a given route of adjacent zones costs."""
    if not route:
        raise MovementError("a route needs at least its starting zone", rule="movement")
    terrain: list[tuple[str, int]] = []
    obstacles: list[tuple[str, str, int]] = []
    for here, there in pairwise(route):
        obstacle = zone_map.obstacle_between(here, there)
        ground = zone_map.zone(here).terrain
        if ground is not None:
            terrain.append((here, eased_cost(ground.cost, ground.kind, eased)))
        if obstacle is not None:
            obstacles.append((here, there, eased_cost(obstacle.cost, obstacle.kind, eased)))
    zone_map.zone(route[-1])
    return RouteCost(route=tuple(route), terrain=tuple(terrain), obstacles=tuple(obstacles))


def cheapest_route(
    zone_map: ZoneMap,
    start: str,
    destination: str,
    *,
    max_zones: int | None = None,
    eased: frozenset[str] = frozenset(),
) -> RouteCost:
    """Movement costs: the cheapest route in momentum, crossing at most `max_zones` boundaries.

    Ties go to the route crossing fewer zones, then to the first route in zone-id order, so the
    same map always gives the same answer.

    Raises:
        NoRouteError: when no route of at most `max_zones` steps reaches the destination.
    """
    zone_map.zone(destination)
    queue: list[tuple[int, int, tuple[str, ...]]] = [(0, 0, (start,))]
    settled: set[tuple[str, int] | str] = set()
    zone_map.zone(start)
    while queue:
        momentum, steps, route = heapq.heappop(queue)
        here = route[-1]
        if here == destination:
            return route_cost(zone_map, route, eased=eased)
        state: tuple[str, int] | str = here if max_zones is None else (here, steps)
        if state in settled:
            continue
        settled.add(state)
        if max_zones is not None and steps >= max_zones:
            continue
        ground = zone_map.zone(here).terrain
        leaving = 0 if ground is None else eased_cost(ground.cost, ground.kind, eased)
        for there, obstacle in zone_map.neighbours(here):
            crossing = 0 if obstacle is None else eased_cost(obstacle.cost, obstacle.kind, eased)
            heapq.heappush(queue, (momentum + leaving + crossing, steps + 1, (*route, there)))
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
    eased: frozenset[str] = frozenset(),
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
    route = cheapest_route(zone_map, start, destination, max_zones=kind.max_zones, eased=eased)
    moved = positions.place(mover, destination, within_reach_of=within_reach_of)
    return Move(mover=mover, kind=kind, route=route, positions=moved)
