"""RFI: Freelancers contests: two sides race through their key tasks, taking turns by priority."""

from __future__ import annotations

from collections.abc import Iterable
from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import replace
from enum import StrEnum
from typing import Any

from gmscreen.rules.rfi.actions import MomentumCost
from gmscreen.rules.rfi.challenge_graph import Challenge
from gmscreen.rules.rfi.challenge_graph import ChallengeError
from gmscreen.rules.rfi.challenge_graph import ChallengeFormatError
from gmscreen.rules.rfi.challenge_graph import JsonDict
from gmscreen.rules.rfi.challenge_graph import reading_saved
from gmscreen.rules.rfi.challenges import SAVE_FORMAT
from gmscreen.rules.rfi.challenges import Attempt
from gmscreen.rules.rfi.challenges import ChallengeOutcome
from gmscreen.rules.rfi.challenges import ChallengeOverError
from gmscreen.rules.rfi.challenges import ChallengeRules
from gmscreen.rules.rfi.challenges import ChallengeState
from gmscreen.rules.rfi.constants import CONTEST_GM_PRIORITY_THREAT
from gmscreen.rules.rfi.constants import CONTEST_SEIZE_PRIORITY_MOMENTUM
from gmscreen.rules.rfi.pools import Pools
from gmscreen.rules.rfi.spends import Payer
from gmscreen.rules.rfi.spends import Payment
from gmscreen.rules.rfi.spends import pay_cost
from gmscreen.rules.sides import TwoSides

RULE = "contests"


class Side(TwoSides, StrEnum):
    """The two sides of a contest."""

    PLAYERS = "players"
    OPPOSITION = "opposition"


class ContestOutcome(StrEnum):
    """Where a contest stands."""

    IN_PROGRESS = "in progress"
    PLAYERS_WON = "players won"
    OPPOSITION_WON = "opposition won"
    CONFLICT = "conflict"


@dataclass(frozen=True, slots=True, kw_only=True)
class ContestTurn:
    """One side's task in a round of a contest, and whether it seized priority with it."""

    round: int
    side: Side
    attempt: Attempt
    seized_priority: bool = False
    momentum_spent: int = 0

    def to_dict(self) -> JsonDict:
        """This turn as plain JSON values."""
        return {
            "round": self.round,
            "side": self.side.value,
            "attempt": self.attempt.to_dict(),
            "seized_priority": self.seized_priority,
            "momentum_spent": self.momentum_spent,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> ContestTurn:
        """A turn from `to_dict` output."""
        return cls(
            round=int(data["round"]),
            side=Side(data["side"]),
            attempt=Attempt.from_dict(data["attempt"]),
            seized_priority=bool(data.get("seized_priority", False)),
            momentum_spent=int(data.get("momentum_spent", 0)),
        )


@dataclass(frozen=True, slots=True, kw_only=True)
class ContestState:
    """A running contest: each side's own challenge, who has priority, and whose turn it is.

    Each round, the side with priority attempts one task, then the other side does. The first
    side to finish its key tasks wins. Start one with `ContestState.start`.

    Attributes:
        players: the characters' challenge.
        opposition: the opposition's challenge (often the same key tasks).
        priority: the side that acts first this round.
        round: the round, from 1.
        acted: the sides that have acted this round, in order.
        priority_next_round: the side that seized priority for the next round, if any.
        opening_threat: threat the GM spent to give the opposition priority at the start.
        turns: every turn taken, in order.
        conflict: the contest turned into a conflict (combat) and ends here.
        conflict_note: why, in the GM's words.
    """

    players: ChallengeState
    opposition: ChallengeState
    priority: Side = Side.PLAYERS
    round: int = 1
    acted: tuple[Side, ...] = ()
    priority_next_round: Side | None = None
    opening_threat: int = 0
    turns: tuple[ContestTurn, ...] = ()
    conflict: bool = False
    conflict_note: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "acted", tuple(Side(side) for side in self.acted))
        if self.round < 1 or self.acted not in ((), (self.priority,)):
            raise ChallengeError("a contest round is out of step", rule=RULE)
        for state in (self.players, self.opposition):
            if state.challenge.direct_opposition or state.clock is not None:
                raise ChallengeError(
                    "each side of a contest runs a plain challenge: no direct opposition or clock",
                    rule=RULE,
                )

    @classmethod
    def start(
        cls,
        players: Challenge,
        opposition: Challenge | None = None,
        *,
        gm_takes_priority: bool = False,
        rules: ChallengeRules | None = None,
    ) -> ContestState:
        """Start a contest: the characters have priority unless the GM spends 2 threat.

        Args:
            players: the characters' key tasks.
            opposition: the opposition's key tasks; None when both race for the same goal.
            gm_takes_priority: the GM spends threat so the opposition acts first.
            rules: how both sides' challenges run.
        """
        return cls(
            players=ChallengeState.start(players, rules=rules or ChallengeRules()),
            opposition=ChallengeState.start(opposition or players, rules=rules or ChallengeRules()),
            priority=Side.OPPOSITION if gm_takes_priority else Side.PLAYERS,
            opening_threat=CONTEST_GM_PRIORITY_THREAT if gm_takes_priority else 0,
        )

    def side_state(self, side: Side) -> ChallengeState:
        """One side's challenge."""
        return self.players if side is Side.PLAYERS else self.opposition

    @property
    def next_side(self) -> Side:
        """The side to act now: the side with priority, then the other."""
        return self.priority if not self.acted else self.priority.other

    @property
    def winner(self) -> Side | None:
        """The first side to have finished its key tasks, if any."""
        for side in Side:
            if self.side_state(side).outcome is ChallengeOutcome.WON:
                return side
        return None

    @property
    def outcome(self) -> ContestOutcome:
        """Which side won, a conflict, or still in progress."""
        if self.conflict:
            return ContestOutcome.CONFLICT
        winner = self.winner
        if winner is None:
            return ContestOutcome.IN_PROGRESS
        return (
            ContestOutcome.PLAYERS_WON if winner is Side.PLAYERS else ContestOutcome.OPPOSITION_WON
        )

    def take_turn(
        self,
        side: Side,
        task_id: str | None,
        *,
        character: str,
        passed: bool,
        seize_priority: bool = False,
        final: bool | None = None,
        helpers: Iterable[str] = (),
        label: str = "",
        note: str = "",
    ) -> ContestState:
        """Contest turn: one side attempts one task, and may buy priority for the next round.

        Only the side without priority may buy it, after a success, for 2 momentum.

        Args:
            side: the side acting; it must be `next_side`.
            task_id: one of that side's key tasks, or None for another task.
            character: who leads the task.
            passed: whether it succeeded.
            seize_priority: the side without priority spends momentum to take it.
            final: rule a failure final (True) or not (False); None follows the rules.
            helpers: characters assisting.
            label: what another task was.
            note: the GM's note.

        Raises:
            ChallengeOverError: the contest is over.
            ChallengeError: out of turn, or priority seized without the right to.
            KeyTaskUnavailableError: the key task cannot be attempted now.
        """
        if self.outcome is not ContestOutcome.IN_PROGRESS:
            raise ChallengeOverError(f"the contest is over ({self.outcome.value})", rule=RULE)
        if side is not self.next_side:
            whose = "the players'" if self.next_side is Side.PLAYERS else "the opposition's"
            raise ChallengeError(f"it is {whose} turn in round {self.round}", rule=RULE)
        if seize_priority and (side is self.priority or not passed):
            raise ChallengeError(
                "only the side without priority can take it, and only after a success",
                rule=RULE,
            )
        state = self.side_state(side).attempt(
            task_id,
            character=character,
            passed=passed,
            final=final,
            helpers=helpers,
            label=label,
            note=note,
        )
        turn = ContestTurn(
            round=self.round,
            side=side,
            attempt=state.attempts[-1],
            seized_priority=seize_priority,
            momentum_spent=CONTEST_SEIZE_PRIORITY_MOMENTUM if seize_priority else 0,
        )
        after = replace(
            self,
            players=state if side is Side.PLAYERS else self.players,
            opposition=state if side is Side.OPPOSITION else self.opposition,
            turns=(*self.turns, turn),
            priority_next_round=side if seize_priority else self.priority_next_round,
        )
        if not self.acted:
            return replace(after, acted=(side,))
        return replace(
            after,
            round=self.round + 1,
            acted=(),
            priority=after.priority_next_round or self.priority,
            priority_next_round=None,
        )

    def become_conflict(self, note: str = "") -> ContestState:
        """Conflict: the contest turns into combat."""
        if self.outcome is not ContestOutcome.IN_PROGRESS:
            raise ChallengeOverError(f"the contest is over ({self.outcome.value})", rule=RULE)
        return replace(self, conflict=True, conflict_note=note)

    def to_dict(self) -> JsonDict:
        """This contest as plain JSON values, for the campaign file."""
        return {
            "format": SAVE_FORMAT,
            "players": self.players.to_dict(),
            "opposition": self.opposition.to_dict(),
            "priority": self.priority.value,
            "round": self.round,
            "acted": [side.value for side in self.acted],
            "priority_next_round": (
                None if self.priority_next_round is None else self.priority_next_round.value
            ),
            "opening_threat": self.opening_threat,
            "turns": [turn.to_dict() for turn in self.turns],
            "conflict": self.conflict,
            "conflict_note": self.conflict_note,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> ContestState:
        """A contest from `to_dict` output, checked again."""
        with reading_saved("contest"):
            if int(data.get("format", SAVE_FORMAT)) > SAVE_FORMAT:
                raise ChallengeFormatError("this contest was saved by a newer gmscreen")
            next_round = data.get("priority_next_round")
            return cls(
                players=ChallengeState.from_dict(data["players"]),
                opposition=ChallengeState.from_dict(data["opposition"]),
                priority=Side(data.get("priority", Side.PLAYERS.value)),
                round=int(data.get("round", 1)),
                acted=tuple(Side(side) for side in data.get("acted", ())),
                priority_next_round=None if next_round is None else Side(next_round),
                opening_threat=int(data.get("opening_threat", 0)),
                turns=tuple(ContestTurn.from_dict(turn) for turn in data.get("turns", ())),
                conflict=bool(data.get("conflict", False)),
                conflict_note=data.get("conflict_note", ""),
            )


def pay_for_priority(
    pools: Pools, side: Side, *, from_task: int = 0, available_task_momentum: int = 0
) -> Payment:
    """Contest priority: the GM spends 2 threat for the opposition to take it (at the start or
    after an opposition success); the characters seize it for 2 momentum, from the roll first
    (`from_task`), then the group pool. Refused when the pool paying is short.
    """
    if side is Side.OPPOSITION:
        cost = MomentumCost(CONTEST_GM_PRIORITY_THREAT)
        return pay_cost(pools, cost, payer=Payer.GM, rule="contests: priority")
    return pay_cost(
        pools,
        MomentumCost(CONTEST_SEIZE_PRIORITY_MOMENTUM),
        payer=Payer.PLAYERS,
        from_task=from_task,
        available_task_momentum=available_task_momentum,
        rule="contests: priority",
    )
