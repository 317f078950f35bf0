"""A fight's turn order as the players may see it: names and places, nothing GM-only.

A rule system whose fights have a turn order gives the player view one of these (see
`SystemModel.player_turn_order`); the player view draws it the same for every system.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class PlayerCombatant:
    """A combatant as the players may see it: a name and where it stands in the order.

    `out` marks one defeated or dead: out of the fight, which the players saw happen (their
    dying or treatment stays GM-only).
    """

    name: str
    current: bool
    acted: bool
    out: bool = False


@dataclass(frozen=True, slots=True)
class PlayerTurnOrder:
    """The turn order for the player view: round, sides in order, names. Nothing GM-only."""

    round: int
    side_to_act: str | None
    sides: tuple[tuple[str, tuple[PlayerCombatant, ...]], ...]
