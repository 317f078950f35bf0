"""The RFI fight as a scene's Tracker record keeps it: the rules' values ⇄ JSON.

A scene's `Tracker.state` holds the fight as JSON (`fight_to_json`): the rules engine's
`TurnOrder` plus each combatant's `TurnActions` for their latest turn this round. An empty state
means no fight. Combatants are characters; the engine knows them by their id as text.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field
from types import MappingProxyType
from typing import Any

from gmscreen.model.commands import CommandError
from gmscreen.model.state import JsonDict
from gmscreen.rules.rfi.actions import action_by_id
from gmscreen.rules.rfi.turn_actions import TurnActions
from gmscreen.rules.rfi.turns import TurnOrder

TRACKER_FORMAT = 1


@dataclass(frozen=True, slots=True)
class Fight:
    """A scene's fight as rules values: the turn order and each combatant's latest turn.

    `turns` is keyed like the turn order (character id as text). Its `majors_earlier_this_round`
    counts every major action of the combatant's earlier turns this round.
    """

    order: TurnOrder
    turns: Mapping[str, TurnActions] = field(default_factory=dict)

    def __post_init__(self) -> None:
        kept = {key: turn for key, turn in self.turns.items() if turn != TurnActions()}
        object.__setattr__(self, "turns", MappingProxyType(kept))

    def turn_of(self, key: str) -> TurnActions:
        """The combatant's latest turn this round (empty before their first)."""
        return self.turns.get(key, TurnActions())


# JSON ⇄ rules values
def fight_to_json(fight: Fight) -> JsonDict:
    """The fight as the JSON a Tracker record stores."""
    order = fight.order
    combatants = []
    for key, side in order.sides.items():
        turn = fight.turn_of(key)
        combatants.append(
            {
                "id": int(key),
                "side": side,
                "turns_per_round": order.turns_per_round.get(key, 1),
                "turns_taken": order.turns_taken.get(key, 0),
                "minor": [action.id for action in turn.minor_taken],
                "major": [action.id for action in turn.major_taken],
                "majors_earlier": turn.majors_earlier_this_round,
                "minors_bought": turn.minors_bought,
                "majors_bought": turn.majors_bought,
            }
        )
    return {
        "format": TRACKER_FORMAT,
        "system": "rfi",
        "round": order.round,
        "side_order": list(order.side_order),
        "side_due": order.side_due,
        "acting": None if order.acting is None else int(order.acting),
        "kept_by": sorted(order.kept_by),
        "combatants": combatants,
    }


FIGHT_KEYS = frozenset(
    {"format", "system", "round", "side_order", "side_due", "acting", "kept_by", "combatants"}
)


def fight_from_json(data: JsonDict) -> Fight | None:
    """The fight a Tracker record stores, or None for no fight; `CommandError` if unreadable.

    The record is shared with other scene state (a running challenge): no "combatants", no fight.
    """
    if not data or "combatants" not in data:
        return None
    try:
        entries: list[dict[str, Any]] = list(data["combatants"])
        sides = {str(int(entry["id"])): str(entry["side"]) for entry in entries}
        side_order = tuple(str(side) for side in data["side_order"])
        side_order += tuple(dict.fromkeys(s for s in sides.values() if s not in side_order))
        acting = data.get("acting")
        acting_key = None if acting is None or str(acting) not in sides else str(int(acting))
        order = TurnOrder(
            sides=sides,
            side_order=side_order,
            side_due=str(data["side_due"]),
            round=int(data["round"]),
            turns_per_round={
                str(int(e["id"])): int(e["turns_per_round"])
                for e in entries
                if int(e.get("turns_per_round", 1)) != 1
            },
            turns_taken={
                str(int(e["id"])): int(e["turns_taken"])
                for e in entries
                if int(e.get("turns_taken", 0)) > 0
            },
            acting=acting_key,
            kept_by=frozenset(str(side) for side in data.get("kept_by", ())),
        )
        turns = {
            str(int(e["id"])): TurnActions(
                minor_taken=tuple(action_by_id(a) for a in e.get("minor", ())),
                major_taken=tuple(action_by_id(a) for a in e.get("major", ())),
                majors_earlier_this_round=int(e.get("majors_earlier", 0)),
                minors_bought=int(e.get("minors_bought", 0)),
                majors_bought=int(e.get("majors_bought", 0)),
            )
            for e in entries
        }
    except (KeyError, TypeError, ValueError) as error:
        raise CommandError(f"this scene's turn tracker cannot be read ({error})") from None
    return Fight(order, turns)
