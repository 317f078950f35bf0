"""A running Firelock challenge: its setup, the defaults it started under, and its rounds.

A simple challenge has one step, a complex one several; a group challenge has a party on each
side. Characters are kept as snapshots of their sheets (a `Contender`), so the exchange reads
the same after a reopen even if a sheet is edited meanwhile. See `exchange_json` for how a
scene's Tracker record keeps it.
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import replace

from gmscreen.rules.errors import RulesError
from gmscreen.rules.firelock import Bidding
from gmscreen.rules.firelock import Chain
from gmscreen.rules.firelock import ChainStep
from gmscreen.rules.firelock import ChallengeResult
from gmscreen.rules.firelock import CharacterSheet
from gmscreen.rules.firelock import FirelockDefaults
from gmscreen.rules.firelock import Party
from gmscreen.rules.firelock import SettledStep
from gmscreen.rules.firelock import Side


@dataclass(frozen=True, slots=True)
class Contender:
    """A character taking part, by id, with their sheet as it was when they joined or rolled."""

    character_id: int | None
    sheet: CharacterSheet


@dataclass(frozen=True, slots=True)
class Team:
    """The characters on one side of a group challenge (a `Party` for the rules)."""

    name: str
    members: tuple[Contender, ...]

    def party(self) -> Party:
        """The rules' party."""
        return Party(self.name, tuple(member.sheet for member in self.members))


@dataclass(frozen=True, slots=True, kw_only=True)
class ChallengeSetup:
    """What the GM sets before the first roll: the steps, who presses on, and any parties."""

    title: str
    steps: tuple[ChainStep, ...]
    continues_while: Side = Side.INITIATOR
    initiators: Team | None = None
    responders: Team | None = None

    def __post_init__(self) -> None:
        if not self.steps:
            raise RulesError("a challenge needs at least one roll", rule="complex challenges")

    def chain(self, defaults: FirelockDefaults) -> Chain:
        """The rules' complex challenge this setup starts, before any roll.

        Raises:
            RulesError: a party without members.
        """
        return Chain(
            steps=self.steps,
            continues_while=self.continues_while,
            initiators=self.initiators.party() if self.initiators else None,
            responders=self.responders.party() if self.responders else None,
            defaults=defaults,
        )


@dataclass(frozen=True, slots=True)
class Round:
    """One roll of the challenge, its log entry, and the bidding after it."""

    result: ChallengeResult
    character_ids: tuple[int | None, int | None]
    roll_id: int | None
    bidding: Bidding


@dataclass(frozen=True, slots=True, kw_only=True)
class RunningChallenge:
    """A challenge in play: its setup, the defaults it started under, and its rounds so far."""

    setup: ChallengeSetup
    defaults: FirelockDefaults
    rounds: tuple[Round, ...] = ()

    @property
    def chain(self) -> Chain:
        """The rules' complex challenge, with every round whose bidding is over settled."""
        settled = tuple(
            SettledStep(self.setup.steps[index], r.result, r.bidding.winner, r.bidding)
            for index, r in enumerate(self.rounds)
            if r.bidding.winner is not None
        )
        return replace(self.setup.chain(self.defaults), settled=settled)

    @property
    def open_round(self) -> Round | None:
        """The last round while its bidding is still going on."""
        if self.rounds and not self.rounds[-1].bidding.is_over:
            return self.rounds[-1]
        return None

    @property
    def is_over(self) -> bool:
        """Whether the challenge has a winner."""
        return self.open_round is None and self.chain.is_over

    @property
    def winner(self) -> Side | None:
        """The side that won the whole challenge, once it is over."""
        return self.chain.winner if self.open_round is None else None

    def with_round(self, new: Round) -> RunningChallenge:
        """The challenge with another roll made."""
        return replace(self, rounds=(*self.rounds, new))

    def with_bidding(self, bidding: Bidding) -> RunningChallenge:
        """The challenge with the open round's bidding moved on."""
        current = self.open_round
        if current is None:
            raise RulesError("no bidding is open: roll first", rule="bidding")
        return replace(self, rounds=(*self.rounds[:-1], replace(current, bidding=bidding)))
