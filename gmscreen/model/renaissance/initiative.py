"""Renaissance turn-order play in a scene's Tracker record: initiative rolls, the order, the turn.

`Tracker.state` holds the initiative rolls (1d10 face and modifier per character, in the order
they were rolled), the GM's order for ties, the round, whose turn it is and who has acted. The
turn order itself is worked out from the rolls by the rules engine each time it is read, so it
always follows the rules (and the campaign's tie-break option). An empty state means no order.
"""

from __future__ import annotations

from dataclasses import dataclass

from gmscreen.model.commands import CommandError
from gmscreen.model.renaissance.options import campaign_options
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.model.state import JsonDict
from gmscreen.model.state import Tracker
from gmscreen.rules.errors import RulesError
from gmscreen.rules.renaissance import InitiativeOptions
from gmscreen.rules.renaissance import InitiativeOrder
from gmscreen.rules.renaissance import InitiativeRoll
from gmscreen.rules.renaissance import order_initiative

TRACKER_FORMAT = 1
SYSTEM = "renaissance"


@dataclass(frozen=True, slots=True)
class TurnState:
    """A scene's initiative order as stored: rolls keyed by character id (as text)."""

    rolls: tuple[InitiativeRoll, ...]
    gm_order: tuple[int, ...] = ()
    round: int = 1
    current: int | None = None
    acted: tuple[int, ...] = ()

    def order(self, options: InitiativeOptions) -> InitiativeOrder:
        """The turn order the rules give these rolls and the GM's tie order."""
        return order_initiative(
            self.rolls, gm_order=[str(i) for i in self.gm_order], options=options
        )


def turn_state_json(turns: TurnState | None) -> JsonDict:
    """The JSON a Tracker record stores ({} for no turn order)."""
    if turns is None:
        return {}
    return {
        "format": TRACKER_FORMAT,
        "system": SYSTEM,
        "round": turns.round,
        "current": turns.current,
        "acted": list(turns.acted),
        "gm_order": list(turns.gm_order),
        "rolls": [
            {"id": int(roll.name), "modifier": roll.modifier, "face": roll.face}
            for roll in turns.rolls
        ],
    }


def turn_state_from_json(data: JsonDict) -> TurnState | None:
    """The turn order a Tracker record stores, or None; `CommandError` if it cannot be read."""
    if not data:
        return None
    try:
        if data.get("system") != SYSTEM:
            raise ValueError("it holds another rule system's turn order")
        current = data.get("current")
        return TurnState(
            rolls=tuple(
                InitiativeRoll(str(int(r["id"])), int(r["modifier"]), int(r["face"]))
                for r in data["rolls"]
            ),
            gm_order=tuple(int(i) for i in data.get("gm_order", ())),
            round=int(data.get("round", 1)),
            current=None if current is None else int(current),
            acted=tuple(int(i) for i in data.get("acted", ())),
        )
    except (KeyError, TypeError, ValueError, RulesError) as error:
        raise CommandError(f"this scene's initiative order cannot be read ({error})") from None


def tracker_of(state: CampaignState, scene_id: int | None) -> Tracker | None:
    """The scene's Tracker record, if it has one."""
    return next((t for t in state.of(Tracker) if t.scene_id == scene_id), None)


def read_turns(state: CampaignState, scene_id: int | None) -> TurnState | None:
    """The scene's turn order as it stands; characters deleted since drop out of it."""
    tracker = tracker_of(state, scene_id)
    turns = turn_state_from_json(tracker.state) if tracker is not None else None
    if turns is None:
        return None
    alive = {c.id for c in state.of(Character)}
    return TurnState(
        rolls=tuple(r for r in turns.rolls if int(r.name) in alive),
        gm_order=tuple(i for i in turns.gm_order if i in alive),
        round=turns.round,
        current=turns.current if turns.current in alive else None,
        acted=tuple(i for i in turns.acted if i in alive),
    )


def tie_key(roll: InitiativeRoll, options: InitiativeOptions) -> tuple[int, int]:
    """What two rolls must share to be tied once the rules' own tie-break is applied."""
    return (roll.total, roll.modifier if options.higher_modifier_first else 0)


@dataclass(frozen=True, slots=True)
class InitiativeLine:
    """One character in the order.

    `tie` numbers the group of characters the GM may put in any order (0: not tied);
    `unbroken` marks a tie the GM has not ordered yet.
    """

    character_id: int
    name: str
    face: int
    modifier: int
    total: int
    current: bool
    acted: bool
    tie: int
    unbroken: bool


@dataclass(frozen=True, slots=True)
class InitiativeView:
    """A scene's initiative order as the panel shows it; `round` 0 means none."""

    scene_id: int | None
    round: int = 0
    lines: tuple[InitiativeLine, ...] = ()
    problem: str = ""

    @property
    def in_order(self) -> bool:
        """Whether the scene is in turn-order play."""
        return self.round > 0

    @property
    def current(self) -> InitiativeLine | None:
        """Whose turn it is (None before the first turn or once everyone has acted)."""
        return next((line for line in self.lines if line.current), None)

    @property
    def round_over(self) -> bool:
        """Everyone in the order has acted this round."""
        return self.in_order and all(line.acted for line in self.lines)

    def tie_group(self, character_id: int) -> tuple[int, ...]:
        """The characters tied with this one, in turn order (empty when not tied)."""
        line = next((li for li in self.lines if li.character_id == character_id), None)
        if line is None or not line.tie:
            return ()
        return tuple(li.character_id for li in self.lines if li.tie == line.tie)


def initiative_view(state: CampaignState, scene_id: int | None) -> InitiativeView:
    """The scene's initiative order, whose turn, who has acted, and the ties to order."""
    try:
        turns = read_turns(state, scene_id)
    except CommandError as error:
        return InitiativeView(scene_id, problem=str(error))
    if turns is None or not turns.rolls:
        return InitiativeView(scene_id)
    options = campaign_options(state).initiative
    order = turns.order(options)
    unbroken = {name for group in order.unbroken_ties for name in group}
    keys = [tie_key(roll, options) for roll in order.turns]
    groups: dict[tuple[int, int], int] = {}
    for key in keys:
        if keys.count(key) > 1 and key not in groups:
            groups[key] = len(groups) + 1
    lines = []
    for roll, key in zip(order.turns, keys, strict=True):
        character = state.find(Character, int(roll.name))
        lines.append(
            InitiativeLine(
                character_id=int(roll.name),
                name=character.name if character is not None else roll.name,
                face=roll.face,
                modifier=roll.modifier,
                total=roll.total,
                current=turns.current == int(roll.name),
                acted=int(roll.name) in turns.acted,
                tie=groups.get(key, 0),
                unbroken=roll.name in unbroken,
            )
        )
    return InitiativeView(scene_id, round=turns.round, lines=tuple(lines))
