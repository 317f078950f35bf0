"""Firelock bidding: after the roll, the sides trade claims until one fails or declines."""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field
from dataclasses import replace

from gmscreen.rules.errors import RulesError
from gmscreen.rules.firelock.bids import Bid
from gmscreen.rules.firelock.bids import BiddingEnd
from gmscreen.rules.firelock.bids import BidRefusal
from gmscreen.rules.firelock.bids import BidRefusedError
from gmscreen.rules.firelock.bids import PlacedBid
from gmscreen.rules.firelock.bids import claim_key
from gmscreen.rules.firelock.challenge import ChallengeResult
from gmscreen.rules.firelock.challenge import Side
from gmscreen.rules.firelock.defaults import FirelockDefaults
from gmscreen.rules.firelock.defaults import score_key

# A bid found untrue was a gamble the side lost; the other refusals are taken back and replaced.
_UNTRUTHS = frozenset({BidRefusal.UNTRUE, BidRefusal.COMPARISON_FALSE})
_PROCEDURAL = frozenset({BidRefusal.BIDDING_OVER, BidRefusal.OUT_OF_TURN})


@dataclass(frozen=True, slots=True)
class Bidding:
    """The bidding rule: the exchange of bids after a challenge roll, as an immutable state.

    The side set to lose bids first and its first bid must beat the margin it lost by. Every
    bid must be new, relevant, true, not on the score its side rolled with, and significant
    (no more than `max_undershoot` below the opponent's last bid); a side that underbid may not
    underbid again on its next bid. `bid` and `decline` return a new state; a refused bid
    raises `BidRefusedError` and the side may replace it, or `fail` with it. A bid found untrue ends
    the bidding at once (GM option). When a side declines or fails, the other side wins.

    Start one with `Bidding(challenge=result)`; the GM's defaults set the numbers.
    """

    challenge: ChallengeResult
    defaults: FirelockDefaults = field(default_factory=FirelockDefaults, repr=False)
    bids: tuple[PlacedBid, ...] = ()
    end: BiddingEnd | None = None

    @property
    def is_over(self) -> bool:
        """Whether a side has declined or failed."""
        return self.end is not None

    @property
    def to_bid(self) -> Side | None:
        """The side whose turn it is to bid or decline; None once bidding is over."""
        if self.end is not None:
            return None
        return self.bids[-1].side.other if self.bids else self.challenge.loser

    @property
    def leader(self) -> Side:
        """The side that would win if bidding stopped now: the last to bid, else the roll's."""
        return self.bids[-1].side if self.bids else self.challenge.winner

    @property
    def winner(self) -> Side | None:
        """The side that won the challenge, once bidding is over."""
        return None if self.end is None else self.end.quitter.other

    @property
    def minimum_strength(self) -> int | None:
        """The lowest strength the next bid may have; None once bidding is over."""
        side = self.to_bid
        if side is None:
            return None
        if not self.bids:
            return self.challenge.margin + 1
        answered = self.bids[-1].bid.strength
        own_last = self._last_bid_of(side)
        if own_last is not None and own_last.underbid:
            return answered
        return max(0, answered - self.defaults.max_undershoot)

    def check(self, side: Side, bid: Bid) -> BidRefusedError | None:
        """Test `bid` by `side` against every bidding rule; the first refusal, or None."""
        refusal = self._turn_refusal(side, bid)
        if refusal is not None:
            return refusal
        rolled = self.challenge.roll_of(side).approach.score
        claims = [
            placed.bid.claim
            for placed in self.bids
            if self.defaults.claims_new_across_sides or placed.side is side
        ]
        if not bid.relevant:
            return self._refuse(
                BidRefusal.NOT_RELEVANT, side, bid, f"the GM rules “{bid.claim}” off the point"
            )
        if claim_key(bid.claim) in {claim_key(claim) for claim in claims}:
            return self._refuse(BidRefusal.NOT_NEW, side, bid, f"“{bid.claim}” was already bid")
        if rolled is not None and bid.score_used and score_key(bid.score_used) == score_key(rolled):
            return self._refuse(
                BidRefusal.ROLLED_SCORE,
                side,
                bid,
                f"{self._name(side)} rolled with {rolled} and cannot bid on it",
            )
        refusal = self._strength_refusal(side, bid)
        if refusal is not None:
            return refusal
        if not bid.true:
            return self._refuse(BidRefusal.UNTRUE, side, bid, f"the GM rules “{bid.claim}” untrue")
        return self._comparison_refusal(side, bid)

    def bid(self, side: Side, bid: Bid) -> Bidding:
        """Place `bid` for `side`: the next state, or the end if the bid proved untrue.

        Raises:
            BidRefusedError: the bid breaks a rule the side may correct (the state is unchanged).
        """
        refused = self.check(side, bid)
        if refused is None:
            return replace(self, bids=(*self.bids, PlacedBid(side, bid, self._is_underbid(bid))))
        if refused.reason in _UNTRUTHS and self.defaults.untrue_bid_ends_bidding:
            return self.fail(refused)
        raise refused

    def decline(self, side: Side) -> Bidding:
        """`side` declines to bid further, and the other side wins the challenge."""
        refused = self._turn_refusal(side, None)
        if refused is not None:
            raise refused
        return replace(self, end=BiddingEnd(side))

    def fail(self, refused: BidRefusedError) -> Bidding:
        """The side whose bid was refused does not replace it, and the other side wins."""
        if refused.reason in _PROCEDURAL:
            raise RulesError(
                "only a refusal of the side whose turn it is can end the bidding",
                rule=refused.reason.value,
            )
        current = self.check(refused.side, refused.bid) if refused.bid is not None else None
        if refused.bid is None or current is None or current.reason is not refused.reason:
            raise RulesError("that refusal does not apply to this bidding", rule="bidding")
        return replace(self, end=BiddingEnd(refused.side, refused.reason, refused.bid))

    def _last_bid_of(self, side: Side) -> PlacedBid | None:
        return next((placed for placed in reversed(self.bids) if placed.side is side), None)

    def _is_underbid(self, bid: Bid) -> bool:
        return bool(self.bids) and bid.strength < self.bids[-1].bid.strength

    def _name(self, side: Side) -> str:
        character = self.challenge.roll_of(side).approach.character
        return character.name if character is not None else "the obstacle"

    def _refuse(
        self, reason: BidRefusal, side: Side, bid: Bid | None, message: str
    ) -> BidRefusedError:
        return BidRefusedError(message, reason=reason, side=side, bid=bid)

    def _turn_refusal(self, side: Side, bid: Bid | None) -> BidRefusedError | None:
        if self.end is not None:
            winner = self._name(self.end.quitter.other)
            return self._refuse(BidRefusal.BIDDING_OVER, side, bid, f"{winner} has already won")
        if side is not self.to_bid:
            return self._refuse(
                BidRefusal.OUT_OF_TURN, side, bid, f"it is {self._name(side.other)}'s turn to bid"
            )
        return None

    def _strength_refusal(self, side: Side, bid: Bid) -> BidRefusedError | None:
        strength = bid.strength
        if not self.bids:
            margin = self.challenge.margin
            if strength > margin:
                return None
            message = f"the first bid must beat the margin of {margin}; {strength} does not"
            return self._refuse(BidRefusal.DOES_NOT_BEAT_MARGIN, side, bid, message)
        answered = self.bids[-1].bid.strength
        floor = answered - self.defaults.max_undershoot
        if strength < floor:
            message = (
                f"{strength} falls more than {self.defaults.max_undershoot} below the last "
                f"bid of {answered}; at least {floor} is needed"
            )
            return self._refuse(BidRefusal.NOT_SIGNIFICANT, side, bid, message)
        own_last = self._last_bid_of(side)
        if own_last is not None and own_last.underbid and strength < answered:
            message = (
                f"{self._name(side)} underbid last time, so this bid must be at least "
                f"{answered}, not {strength}"
            )
            return self._refuse(BidRefusal.SECOND_UNDERBID, side, bid, message)
        return None

    def _comparison_refusal(self, side: Side, bid: Bid) -> BidRefusedError | None:
        bidder = self.challenge.roll_of(side).approach.character
        opponent = self.challenge.roll_of(side.other).approach.character
        compares = bid.compares
        if compares is None or bidder is None or opponent is None:
            return None
        if not (bidder.has(compares.mine) and opponent.has(compares.theirs)):
            return None  # a score a sheet lacks is for the GM to rule on
        mine, my_rating = bidder.named(compares.mine)
        theirs, their_rating = opponent.named(compares.theirs)
        if my_rating > their_rating:
            return None
        message = (
            f"{bidder.name}'s {mine} {my_rating} is not higher than "
            f"{opponent.name}'s {theirs} {their_rating}"
        )
        return self._refuse(BidRefusal.COMPARISON_FALSE, side, bid, message)
