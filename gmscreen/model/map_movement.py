"""What a token move on the zone map costs and whether it is allowed: each rule system's say.

The map itself (zones, links, tokens, ranges, GM-only, backgrounds) is the same for every
system; only moving a token differs. A workspace hands its map a `MovementPolicy`: RFI's checks
its movement rules and charges Momentum (`gmscreen.model.rfi.movement_policy`); systems whose
texts have no movement rules (Firelock, Hot Circle, Renaissance) use `FREE_MOVES`.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Protocol

from gmscreen.model.changes import ChangeSet
from gmscreen.model.changes import RecordChange
from gmscreen.model.commands import Command
from gmscreen.model.commands import CommandError
from gmscreen.model.rfi.map_commands import token_label
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Token
from gmscreen.model.state import Zone


class Quote(Protocol):
    """A move the system allows, before it is made: where to, at what cost, paid by whom."""

    @property
    def token_id(self) -> int: ...
    @property
    def mover(self) -> str: ...
    @property
    def route_names(self) -> tuple[str, ...]: ...
    @property
    def cost(self) -> int: ...
    @property
    def payer(self) -> str: ...
    @property
    def destination(self) -> int: ...
    @property
    def summary(self) -> str: ...
    @property
    def kind(self) -> object: ...


class MovementPolicy(Protocol):
    """A rule system's movement: the kinds of move it knows, quotes, and the command moving.

    `kinds` are (label, kind) pairs; the first is the usual move, any other is chosen for one
    move at a time (RFI's Sprint). `retry_kind` is what a refusal may suggest instead (or None).
    `hindrances`: whether zones' terrain and links' obstacles cost something to cross (RFI);
    without, the map does not offer them.
    `ranges`: whether the system measures distance in range bands between zones (RFI);
    without, a selected token shades no ranges and the map names none.
    """

    @property
    def kinds(self) -> tuple[tuple[str, object], ...]: ...
    @property
    def hindrances(self) -> bool: ...
    @property
    def ranges(self) -> bool: ...
    @property
    def retry_kind(self) -> object | None: ...

    def quote(self, state: CampaignState, token_id: int, zone_id: int, kind: object) -> Quote:
        """The move allowed, or `CommandError` (or a rules error) with the reason."""
        ...

    def command(self, quote: Quote, payment: object | None) -> Command:
        """The one command making the move, paid as chosen (None: the usual way, or free)."""
        ...

    def done_text(self, quote: Quote, command: Command) -> str:
        """What the finished move did, in a line for the GM."""
        ...


@dataclass(frozen=True, slots=True)
class FreeQuote:
    """A move that costs nothing: straight to the zone."""

    token_id: int
    mover: str
    route_names: tuple[str, ...]
    destination: int
    kind: object = "move"
    cost: int = 0
    payer: str = ""

    @property
    def summary(self) -> str:
        """ "Vex: Hall → Cellar" for the GM."""
        return f"{self.mover}: {' → '.join(self.route_names)}"


def check_move(state: CampaignState, token_id: int, zone_id: int) -> tuple[Token, Zone, str]:
    """The token and the zone of a move on one map, or `CommandError` saying what is wrong."""
    token = state.find(Token, token_id)
    zone = state.find(Zone, zone_id)
    if token is None or zone is None:
        raise CommandError("the token or the zone no longer exists")
    mover = token_label(state, token)
    if zone.map_id != token.map_id:
        raise CommandError(f"{zone.name} is on another map than {mover}")
    if zone.id == token.zone_id:
        raise CommandError(f"{mover} is already in {zone.name}")
    return token, zone, mover


class PlaceInZone(Command):
    """Move a token into another zone of its map, with no cost and no rule to check."""

    def __init__(self, token_id: int, zone_id: int) -> None:
        self._token_id = token_id
        self._zone_id = zone_id
        self._name = "move token"

    @property
    def name(self) -> str:
        return self._name

    def plan(self, state: CampaignState) -> ChangeSet:
        token, zone, mover = check_move(state, self._token_id, self._zone_id)
        self._name = f"move {mover} to {zone.name}"
        after = dataclasses.replace(token, zone_id=zone.id)
        return ChangeSet((RecordChange.of(token, after),))


class FreeMoves:
    """Movement for systems whose texts set no movement rules: any zone of the map, for free."""

    kinds: tuple[tuple[str, object], ...] = ()
    retry_kind: object | None = None
    hindrances = False
    ranges = False

    def quote(self, state: CampaignState, token_id: int, zone_id: int, kind: object) -> Quote:
        """Any other zone of the token's map; no route, no cost."""
        token, zone, mover = check_move(state, token_id, zone_id)
        start = state.find(Zone, token.zone_id)
        names = (start.name if start is not None else "?", zone.name)
        return FreeQuote(token.id, mover, names, zone.id)

    def command(self, quote: Quote, payment: object | None) -> Command:
        """A plain move into the quoted zone."""
        return PlaceInZone(quote.token_id, quote.destination)

    def done_text(self, quote: Quote, command: Command) -> str:
        """ "Vex moved to Cellar"."""
        return f"{quote.mover} moved to {quote.route_names[-1]}"


FREE_MOVES: MovementPolicy = FreeMoves()
