"""Firelock bids: the claims a side makes after the roll, and the reasons one is refused."""

from __future__ import annotations

import re
from dataclasses import dataclass
from dataclasses import field
from enum import Enum

from gmscreen.rules.errors import RulesError
from gmscreen.rules.firelock.challenge import Side
from gmscreen.rules.firelock.defaults import score_key
from gmscreen.rules.firelock.sheet import CharacterSheet


class BidRefusal(Enum):
    """Why a bid was refused; each value names the rule that refused it."""

    BIDDING_OVER = "bidding is over"
    OUT_OF_TURN = "sides bid in turn, the side set to lose first"
    DOES_NOT_BEAT_MARGIN = "the first bid beats the margin lost by"
    NOT_NEW = "bids must be new"
    ROLLED_SCORE = "no bid on the score rolled with"
    NOT_RELEVANT = "bids must be relevant"
    NOT_SIGNIFICANT = "bids must be significant"
    SECOND_UNDERBID = "no second underbid in a row"
    UNTRUE = "bids must be true"
    COMPARISON_FALSE = "compared scores are checked against the sheets"


class BidRefusedError(RulesError):
    """A bid (or a decline) the bidding rules refuse; the state it was made on is unchanged."""

    def __init__(self, message: str, *, reason: BidRefusal, side: Side, bid: Bid | None) -> None:
        super().__init__(message, rule=reason.value)
        self.reason = reason
        self.side = side
        self.bid = bid


def claim_key(claim: str) -> str:
    """Compare claims by their words only: case, spacing and punctuation do not make one new."""
    return " ".join(re.findall(r"\w+", claim.casefold()))


@dataclass(frozen=True, slots=True)
class ScoreComparison:
    """A claim that one of the bidder's scores is higher than one of the opponent's."""

    mine: str
    theirs: str


@dataclass(frozen=True, slots=True)
class Bid:
    """An advantage a side points out: its strength, its claim and the GM's rulings on it.

    Attributes:
        strength: the bid's number (the score it rests on, or what the GM sets).
        claim: what the side says, e.g. "I have the high ground".
        relies_on: the bidder's score the claim rests on, if any.
        compares: set when the claim compares one of the bidder's scores with one of the
            opponent's; the engine then checks it against the sheets when both are known.
        relevant: the GM's ruling that the claim applies to this challenge.
        true: the GM's ruling that the claim holds.
    """

    strength: int
    claim: str
    relies_on: str | None = field(default=None, kw_only=True)
    compares: ScoreComparison | None = field(default=None, kw_only=True)
    relevant: bool = field(default=True, kw_only=True)
    true: bool = field(default=True, kw_only=True)

    def __post_init__(self) -> None:
        if not claim_key(self.claim):
            raise RulesError("a bid needs a claim", rule="bids")
        if self.strength < 0:
            raise RulesError(f"a bid's strength cannot be {self.strength}", rule="bids")
        if (
            self.compares is not None
            and self.relies_on is not None
            and score_key(self.relies_on) != score_key(self.compares.mine)
        ):
            raise RulesError(
                f"the claim compares {self.compares.mine}, not {self.relies_on}", rule="bids"
            )

    @classmethod
    def on_score(cls, bidder: CharacterSheet, score: str, claim: str) -> Bid:
        """A bid resting on one of the bidder's scores, as strong as its rating."""
        name, rating = bidder.named(score)
        return cls(rating, claim, relies_on=name)

    @classmethod
    def comparing(
        cls, bidder: CharacterSheet, *, mine: str, theirs: str, claim: str | None = None
    ) -> Bid:
        """A bid claiming the bidder's `mine` beats the opponent's `theirs`, as strong as `mine`."""
        name, rating = bidder.named(mine)
        text = claim or f"my {name} is higher than your {theirs}"
        return cls(rating, text, relies_on=name, compares=ScoreComparison(name, theirs))

    @property
    def score_used(self) -> str | None:
        """The bidder's own score this bid leans on, if any."""
        return self.relies_on or (self.compares.mine if self.compares else None)


@dataclass(frozen=True, slots=True)
class PlacedBid:
    """An accepted bid, who made it, and whether it fell below the bid it answered."""

    side: Side
    bid: Bid
    underbid: bool


@dataclass(frozen=True, slots=True)
class BiddingEnd:
    """How bidding ended: the side that declined, or that failed and why."""

    quitter: Side
    refusal: BidRefusal | None = None
    failed_bid: Bid | None = None

    @property
    def declined(self) -> bool:
        """Whether the side declined rather than failed a bid."""
        return self.refusal is None
