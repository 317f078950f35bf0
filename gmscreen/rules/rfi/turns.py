"""RFI: Freelancers turn order: sides alternate, keeping the initiative, assists and rounds."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field
from dataclasses import replace
from types import MappingProxyType

from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.actions import MomentumCost
from gmscreen.rules.rfi.constants import KEEP_INITIATIVE_COST


class TurnOrderError(RulesError):
    """A turn the turn order does not allow."""


def _frozen(mapping: Mapping[str, object]) -> MappingProxyType[str, object]:
    return MappingProxyType(dict(mapping))


@dataclass(frozen=True, slots=True)
class TurnOrder:
    """Who acts next in a fight: turns alternate between sides, round after round.

    Build one with `TurnOrder.start`. `side_due` is the side the next turn belongs to; when it has
    nobody left to act this round, the other side takes the remaining turns. `acting` is whoever
    took the latest turn. `kept_by` holds sides that kept the initiative and may not again until
    another side has taken a turn. `turns_per_round` above 1 is the GM's option for major NPCs.
    """

    sides: Mapping[str, str]
    side_order: tuple[str, ...]
    side_due: str
    round: int = 1
    turns_per_round: Mapping[str, int] = field(default_factory=dict)
    turns_taken: Mapping[str, int] = field(default_factory=dict)
    acting: str | None = None
    kept_by: frozenset[str] = frozenset()

    def __post_init__(self) -> None:
        for name in ("sides", "turns_per_round", "turns_taken"):
            object.__setattr__(self, name, _frozen(getattr(self, name)))
        if self.side_due not in self.side_order:
            raise TurnOrderError(f"there is no side {self.side_due!r}", rule="turn order")
        for combatant, turns in self.turns_per_round.items():
            if turns < 1:
                raise TurnOrderError(
                    f"{combatant!r} needs at least 1 turn a round, not {turns}", rule="turn order"
                )

    @classmethod
    def start(
        cls,
        sides: Mapping[str, str],
        *,
        first_side: str,
        turns_per_round: Mapping[str, int] | None = None,
    ) -> TurnOrder:
        """Turn order: start round 1 with `first_side` (the text leaves the choice to the GM).

        Args:
            sides: the side of every combatant.
            first_side: the side that takes the first turn.
            turns_per_round: combatants with more than one turn a round (major NPCs, GM option).
        """
        order = list(dict.fromkeys(sides.values()))
        if first_side not in order:
            raise TurnOrderError(f"no combatant is on the side {first_side!r}", rule="turn order")
        at = order.index(first_side)
        return cls(
            sides=sides,
            side_order=(*order[at:], *order[:at]),
            side_due=first_side,
            turns_per_round=turns_per_round or {},
        )

    def turns_left(self, combatant: str) -> int:
        """How many turns `combatant` still has this round."""
        if combatant not in self.sides:
            raise TurnOrderError(f"{combatant!r} is not in the fight", rule="turn order")
        allowed = self.turns_per_round.get(combatant, 1)
        return allowed - self.turns_taken.get(combatant, 0)

    def waiting(self, side: str) -> tuple[str, ...]:
        """Combatants of `side` who still have a turn this round."""
        return tuple(c for c, s in self.sides.items() if s == side and self.turns_left(c) > 0)

    def _side_after(self, side: str) -> str:
        return self.side_order[(self.side_order.index(side) + 1) % len(self.side_order)]

    @property
    def side_to_act(self) -> str | None:
        """The side whose member takes the next turn; None when the round is over."""
        side = self.side_due
        for _ in self.side_order:
            if self.waiting(side):
                return side
            side = self._side_after(side)
        return None

    @property
    def can_act(self) -> tuple[str, ...]:
        """Everyone who may take the next turn (the side to act picks among them)."""
        side = self.side_to_act
        return () if side is None else self.waiting(side)

    def next_turn(self, combatant: str) -> TurnOrder:
        """Alternating turns: `combatant` takes a turn, and the next turn passes to the other side.

        Raises:
            TurnOrderError: it is not that combatant's side's turn, or it has no turn left.
        """
        if self.turns_left(combatant) <= 0:
            raise TurnOrderError(f"{combatant!r} has no turn left this round", rule="turn order")
        side = self.sides[combatant]
        if side != self.side_to_act:
            raise TurnOrderError(
                f"the next turn belongs to {self.side_to_act!r}, not {side!r}", rule="turn order"
            )
        taken = {**self.turns_taken, combatant: self.turns_taken.get(combatant, 0) + 1}
        return replace(
            self,
            turns_taken=taken,
            acting=combatant,
            side_due=self._side_after(side),
            kept_by=self.kept_by & {side},
        )

    def keep_initiative(self) -> tuple[TurnOrder, MomentumCost]:
        """Keep the initiative: after a turn, 2 momentum hands the next turn to an ally.

        Not again for that side until another side has taken a turn. The cost is Immediate
        (momentum, or threat one for one; NPCs pay threat).

        Raises:
            TurnOrderError: no turn has just ended, the side kept it last time, or no ally waits.
        """
        rule = "keep the initiative"
        if self.acting is None:
            raise TurnOrderError("no turn has just ended", rule=rule)
        side = self.sides[self.acting]
        if side in self.kept_by:
            raise TurnOrderError(
                f"{side!r} kept the initiative last time: the other side must act first", rule=rule
            )
        if not self.waiting(side):
            raise TurnOrderError(f"nobody on {side!r} has a turn left this round", rule=rule)
        kept = replace(self, side_due=side, kept_by=self.kept_by | {side})
        return kept, MomentumCost(KEEP_INITIATIVE_COST, immediate=True)

    def assist(self, assistant: str) -> TurnOrder:
        """Assist out of turn: helping now uses up the assistant's own turn this round.

        Raises:
            TurnOrderError: the assistant has already acted this round.
        """
        if self.turns_taken.get(assistant, 0) or self.turns_left(assistant) <= 0:
            raise TurnOrderError(
                f"{assistant!r} has already acted this round, so cannot assist", rule="assist"
            )
        taken = {**self.turns_taken, assistant: 1}
        return replace(self, turns_taken=taken)

    def end_round(self, *, first_side: str | None = None, early: bool = False) -> TurnOrder:
        """Rounds: once everyone has acted, a new round starts and turns are restored.

        By default the side due next opens the new round, so the alternation carries on;
        `first_side` lets the GM choose otherwise. `early` ends a round with turns unused.
        """
        if not early and self.side_to_act is not None:
            raise TurnOrderError(
                f"{', '.join(self.can_act)} still to act this round", rule="rounds"
            )
        due = self.side_due if first_side is None else first_side
        if due not in self.side_order:
            raise TurnOrderError(f"there is no side {due!r}", rule="rounds")
        return replace(self, round=self.round + 1, turns_taken={}, acting=None, side_due=due)

    def with_combatant(self, combatant: str, side: str, *, turns_per_round: int = 1) -> TurnOrder:
        """A combatant joins the fight; it acts from this round on."""
        order = self.side_order if side in self.side_order else (*self.side_order, side)
        return replace(
            self,
            sides={**self.sides, combatant: side},
            side_order=order,
            turns_per_round={**self.turns_per_round, combatant: turns_per_round},
        )

    def without(self, combatant: str) -> TurnOrder:
        """A combatant leaves the fight (fled, or defeated for the scene)."""
        self.turns_left(combatant)
        return replace(
            self,
            sides={c: s for c, s in self.sides.items() if c != combatant},
            turns_per_round={c: n for c, n in self.turns_per_round.items() if c != combatant},
            turns_taken={c: n for c, n in self.turns_taken.items() if c != combatant},
            acting=None if self.acting == combatant else self.acting,
        )
