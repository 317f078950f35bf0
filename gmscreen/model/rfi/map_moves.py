"""Token moves on a battle map, checked by RFI's movement rules and paid in the same undo step.

The campaign's zone records become the rules engine's `ZoneMap` (zone ids as strings), kept
until the map's zones or links change; its tokens become `Positions`. Reach is not recorded on the
map, so by default every enemy sharing the mover's zone counts as within reach (campaign setting
`ENEMIES_IN_ZONE_SETTING`, GM-editable).

A move costs what it touches, not the map: the graph is reused, only the tokens of the mover's
zone are placed, and a command made from a quote reuses it while the state is unchanged.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass
from dataclasses import field
from enum import StrEnum
from itertools import pairwise
from typing import Literal
from typing import TypeAlias

from gmscreen.model.changes import ChangeSet
from gmscreen.model.changes import RecordChange
from gmscreen.model.commands import Command
from gmscreen.model.commands import CommandError
from gmscreen.model.map_movement import check_move
from gmscreen.model.rfi.map_commands import PLAYERS_SIDE
from gmscreen.model.rfi.map_commands import links_of
from gmscreen.model.rfi.map_commands import terrain_tables
from gmscreen.model.rfi.map_commands import token_label
from gmscreen.model.rfi.map_commands import tokens_of
from gmscreen.model.rfi.map_commands import zones_of
from gmscreen.model.rfi.pools import pool_changes
from gmscreen.model.rfi.pools import read_pools
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.model.state import Token
from gmscreen.model.state import Zone
from gmscreen.model.state import ZoneLink
from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi import pools as pool_rules
from gmscreen.rules.rfi import zones as rules
from gmscreen.rules.rfi.movement import EnemyWithinReachError
from gmscreen.rules.rfi.movement import MoveKind
from gmscreen.rules.rfi.movement import NoRouteError
from gmscreen.rules.rfi.movement import OutOfMoveRangeError
from gmscreen.rules.rfi.movement import plan_move

ENEMIES_IN_ZONE_SETTING = "map_enemies_in_zone_within_reach"
Payer: TypeAlias = Literal["players", "gm"]


class Payment(StrEnum):
    """How a move's momentum cost is paid (terrain and obstacle costs are Immediate)."""

    POOL = "pool"  # the group momentum pool (player characters)
    THREAT = "threat"  # a player character adds threat; an NPC's cost is threat the GM spends
    TASK = "task"  # momentum of the task just rolled (the Sprint task): nothing left to charge


class MoveRefusedError(CommandError):
    """A move the movement rules refuse; `sprint_would_do` says a Sprint would be allowed."""

    def __init__(self, message: str, *, sprint_would_do: bool = False) -> None:
        super().__init__(message)
        self.sprint_would_do = sprint_would_do


@dataclass(frozen=True, slots=True)
class MoveQuote:
    """A move the rules allow, before it is made: route, cost item by item, and who pays."""

    token_id: int
    mover: str
    kind: MoveKind
    route: tuple[int, ...]  # zone ids from the start to the destination
    route_names: tuple[str, ...]
    cost: int
    cost_lines: tuple[str, ...]
    payer: Payer
    state_version: int = field(default=0, compare=False)  # `CampaignState.version` quoted on

    @property
    def destination(self) -> int:
        """The zone the move ends in."""
        return self.route[-1]

    @property
    def summary(self) -> str:
        """ "Vex Marlo: Cargo hold → Catwalk (Movement), 2 momentum: …" for the GM to confirm."""
        path = " → ".join(self.route_names)
        cost = f"{self.cost} momentum: " + "; ".join(self.cost_lines) if self.cost else "free"
        return f"{self.mover}: {path} ({self.kind.value}), {cost}"


# Graphs by (map, zones' stamp, links' stamp): built once per version of a map's zones and links
# (a token move changes neither), where building and checking it was most of a large map's quote.
_GRAPHS: dict[tuple[int, int, int], rules.ZoneMap] = {}
_GRAPHS_KEPT = 8


def rules_zone_map(state: CampaignState, map_id: int) -> rules.ZoneMap:
    """The rules engine's graph of a map's zones, terrain and obstacles (ids as strings)."""
    key = (map_id, state.stamp("zone"), state.stamp("zone_link"))
    graph = _GRAPHS.get(key)
    if graph is None:
        graph = _zone_graph(zones_of(state, map_id), links_of(state, map_id))
        while len(_GRAPHS) >= _GRAPHS_KEPT:
            del _GRAPHS[next(iter(_GRAPHS))]  # the oldest
        _GRAPHS[key] = graph
    return graph


def _zone_graph(zones_in: Iterable[Zone], links_in: Iterable[ZoneLink]) -> rules.ZoneMap:
    zones = tuple(
        rules.Zone(
            id=str(zone.id),
            name=zone.name,
            terrain=zone.terrain,
            cover=bool(zone.cover.strip()),
            hazards=(zone.hazard,) if zone.hazard.strip() else (),
            traits=tuple(t.strip() for t in zone.traits.split(",") if t.strip()),
        )
        for zone in zones_in
    )
    links = tuple(
        rules.Link(str(link.zone_a), str(link.zone_b), link.obstacles) for link in links_in
    )
    return rules.ZoneMap(zones=zones, links=links)


def enemies_in_zone_within_reach(state: CampaignState) -> bool:
    """Whether enemies sharing a zone count as within reach of each other (the default)."""
    return bool(state.campaign.settings.get(ENEMIES_IN_ZONE_SETTING, True))


def rules_positions(state: CampaignState, map_id: int) -> tuple[rules.Positions, dict[str, str]]:
    """Where every token stands, reach between them, and each token's side (ids as strings).

    A token with no side ("") is an object: it has no enemies and is nobody's enemy.
    """
    return _positions(state, tokens_of(state, map_id))


def mover_positions(state: CampaignState, token: Token) -> tuple[rules.Positions, dict[str, str]]:
    """`rules_positions` of the mover's zone only: all a move needs, since reach never crosses
    zones and a move leaves every reach behind (a crowded map costs its crowded zone, not all)."""
    return zone_positions(state, (token.zone_id,))


def zone_positions(
    state: CampaignState, zone_ids: Iterable[int]
) -> tuple[rules.Positions, dict[str, str]]:
    """`rules_positions` of these zones only, read from the state's index of tokens by zone:
    what a rule about the tokens there needs (reach never crosses zones), at the cost of
    those zones, not of the whole map."""
    return _positions(
        state, [token for zone in dict.fromkeys(zone_ids) for token in state.tokens_in(zone)]
    )


def _positions(state: CampaignState, tokens: list[Token]) -> tuple[rules.Positions, dict[str, str]]:
    zone_of = {str(token.id): str(token.zone_id) for token in tokens}
    sides = {str(token.id): token.side for token in tokens if token.side}
    reach: set[frozenset[str]] = set()
    if enemies_in_zone_within_reach(state):
        # Pairs within each zone only: a map's cost grows with its crowded zones, not tokens².
        by_zone: dict[int, list[Token]] = {}
        for token in tokens:
            if token.side:
                by_zone.setdefault(token.zone_id, []).append(token)
        for members in by_zone.values():
            for token in members:
                for other in members:
                    if token.id < other.id and token.side != other.side:
                        reach.add(frozenset((str(token.id), str(other.id))))
    return rules.Positions(zone_of=zone_of, reach=frozenset(reach)), sides


def payer_of(state: CampaignState, token: Token) -> Payer:
    """Who pays a token's costs: the players for a player character, the GM for an NPC."""
    character = state.find(Character, token.character_id)
    if character is not None:
        return "players" if character.kind == "pc" else "gm"
    return "players" if token.side == PLAYERS_SIDE else "gm"


def quote_move(
    state: CampaignState, token_id: int, zone_id: int, *, kind: MoveKind = MoveKind.MINOR
) -> MoveQuote:
    """Movement rules on the map: may this token move to that zone, by which route, at what cost.

    Raises:
        MoveRefusedError: with the reason in the GM's terms, when the rules refuse the move.
        CommandError: when the token or zone no longer exists or lies on another map.
    """
    token, zone, mover = check_move(state, token_id, zone_id)
    zone_map = rules_zone_map(state, token.map_id)
    positions, sides = mover_positions(state, token)
    sides.setdefault(str(token.id), "")  # an object moves too; it just has no enemies
    try:
        move = plan_move(
            zone_map,
            positions,
            str(token.id),
            str(zone.id),
            kind=kind,
            sides=sides,
            tables=terrain_tables(state),
        )
    except (EnemyWithinReachError, OutOfMoveRangeError, NoRouteError) as error:
        raise refusal(state, token, zone, kind, error) from error
    except RulesError as error:
        raise MoveRefusedError(f"{mover} cannot move to {zone.name}: {error}") from error
    route = move.route
    names = {z: zone_map.zone(z).name for z in route.route}
    lines = []
    for (here, there), step in zip(pairwise(route.route), route.steps, strict=True):
        if step.terrain is not None:
            lines.append(f"{step.terrain.kind.name} (leaving {names[here]}) {step.terrain.cost}")
        crossing = f"{names[here]} → {names[there]}"
        lines += [f"{item.kind.name} ({crossing}) {item.cost}" for item in step.obstacles]
    return MoveQuote(
        token_id=token.id,
        mover=mover,
        kind=kind,
        route=tuple(int(z) for z in route.route),
        route_names=tuple(names[z] for z in route.route),
        cost=route.momentum,
        cost_lines=tuple(lines),
        payer=payer_of(state, token),
        state_version=state.version,
    )


def refusal(
    state: CampaignState, token: Token, zone: Zone, kind: MoveKind, error: RulesError
) -> MoveRefusedError:
    """The movement rules' refusal in the GM's terms, saying whether a Sprint would do."""
    mover = token_label(state, token)
    sprint_would_do = False
    if kind is MoveKind.MINOR and not isinstance(error, NoRouteError):
        try:
            quote_move(state, token.id, zone.id, kind=MoveKind.SPRINT)
            sprint_would_do = True
        except MoveRefusedError:
            pass
    hint = " A Sprint (major action) would do." if sprint_would_do else ""
    if isinstance(error, EnemyWithinReachError):
        enemies = [
            token_label(state, other)
            for other in state.tokens_in(token.zone_id)
            if other.side and other.side != token.side
        ]
        within = ", ".join(enemies) or "an enemy"
        message = f"{mover} cannot take the Movement minor action: {within} within reach."
    elif isinstance(error, NoRouteError):
        message = f"No connected zones lead from where {mover} stands to {zone.name}."
    else:
        start = rules_zone_map(state, token.map_id)
        distance = rules.zone_distance(start, str(token.zone_id), str(zone.id))
        band = rules.band_for_distance(distance).value
        furthest = rules.band_for_distance(kind.max_zones).value
        message = (
            f"{zone.name} is at {band} range from {mover}: "
            f"{kind.value} reaches {furthest} range at most."
        )
    return MoveRefusedError(f"{message}{hint}", sprint_would_do=sprint_would_do)


def charge(
    pools: pool_rules.Pools, quote: MoveQuote, payment: Payment
) -> pool_rules.PoolChange | None:
    """Immediate costs: the pool change paying a move, or None when nothing is left to charge.

    Raises:
        RulesError: when the chosen pool cannot pay, or an NPC is asked to pay momentum.
    """
    reason = f"{quote.mover} moves to {quote.route_names[-1]}"
    if quote.cost == 0 or payment is Payment.TASK:
        return None
    if quote.payer == "gm":
        if payment is Payment.POOL:
            raise RulesError(
                "an NPC pays its movement costs with threat, not the group's momentum",
                rule="immediate costs",
            )
        return pool_rules.spend_threat(pools, quote.cost, reason=reason)
    if payment is Payment.THREAT:
        return pool_rules.add_threat(pools, quote.cost, reason=reason)
    if quote.cost > pools.momentum:
        raise RulesError(
            f"the group pool holds {pools.momentum} momentum and the move costs {quote.cost}: "
            "add threat instead, or Sprint to generate momentum",
            rule="immediate costs",
        )
    return pool_rules.spend_momentum(pools, quote.cost, reason=reason)


class MoveToken(Command):
    """Move a token into another zone under the movement rules, paying its cost in one step.

    `payment` None pays the usual way: the group pool for player characters, threat for NPCs.
    After planning, `quote` holds the move and `paid` the pool change (None when free).
    Made `from_quote`, it plans on that quote while the state is the one it was quoted on.
    """

    def __init__(
        self,
        token_id: int,
        zone_id: int,
        *,
        kind: MoveKind = MoveKind.MINOR,
        payment: Payment | None = None,
    ) -> None:
        self._token_id = token_id
        self._zone_id = zone_id
        self._kind = kind
        self._payment = payment
        self._name = "move token"
        self._quoted: MoveQuote | None = None
        self.quote: MoveQuote | None = None
        self.paid: pool_rules.PoolChange | None = None

    @classmethod
    def from_quote(cls, quote: MoveQuote, *, payment: Payment | None = None) -> MoveToken:
        """The quoted move, paid as chosen; quoted again only if the state changed meanwhile."""
        command = cls(quote.token_id, quote.destination, kind=quote.kind, payment=payment)
        command._quoted = quote
        return command

    @property
    def name(self) -> str:
        return self._name

    def plan(self, state: CampaignState) -> ChangeSet:
        quote = self._quoted
        if quote is None or quote.state_version != state.version:
            quote = quote_move(state, self._token_id, self._zone_id, kind=self._kind)
        payment = self._payment or (Payment.POOL if quote.payer == "players" else Payment.THREAT)
        paid = charge(read_pools(state), quote, payment)
        before = state.find(Token, self._token_id)
        assert before is not None  # quote_move refuses a missing token
        changes = [RecordChange.of(before, dataclasses.replace(before, zone_id=self._zone_id))]
        if paid is not None:
            changes.extend(pool_changes(state, paid.pools))
        self.quote, self.paid = quote, paid
        verb = "sprint" if self._kind is MoveKind.SPRINT else "move"
        self._name = f"{verb} {quote.mover} to {quote.route_names[-1]}"
        return ChangeSet(tuple(changes))
