"""A refused bid in the GM's language, worded from the bidding it was refused in.

The bidding rules refuse in English (their message is logged and tested as it is); the GM
reads the rule the bid broke and the facts that broke it, in their language: the margin to
beat, the last bid and the least strength, the score rolled with, the two ratings compared.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gmscreen.rules.firelock import Bidding
from gmscreen.rules.firelock import BidRefusedError
from gmscreen.rules.firelock.bids import BidRefusal
from gmscreen.ui.firelock.roll_lines import REFUSALS
from gmscreen.ui.firelock.side_names import side_name
from gmscreen.ui.panels.roll_lines import fill

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")


def reason_words(reason: BidRefusal) -> str:
    """The rule a bid broke ("bids must be significant") in the GM's language."""
    return translate("FirelockRollLines", REFUSALS[reason.name])


def refusal_facts(bidding: Bidding, refused: BidRefusedError) -> str:
    """What broke the rule ("1 falls more than 3 below the last bid of 5; at least 2 is
    needed"), or the rules' own words where the bidding lacks the facts."""
    facts = _facts(bidding, refused)
    return facts if facts is not None else str(refused.args[0])


def _facts(bidding: Bidding, refused: BidRefusedError) -> str | None:
    result, side, bid, reason = bidding.challenge, refused.side, refused.bid, refused.reason
    who = side_name(result, side)
    claim = bid.claim if bid is not None else ""
    if reason is BidRefusal.NOT_RELEVANT:
        return fill(translate("BidRefusals", "the GM rules “%1” off the point"), claim)
    if reason is BidRefusal.NOT_NEW:
        return fill(translate("BidRefusals", "“%1” was already bid"), claim)
    if reason is BidRefusal.UNTRUE:
        return fill(translate("BidRefusals", "the GM rules “%1” untrue"), claim)
    if reason is BidRefusal.ROLLED_SCORE:
        rolled = result.roll_of(side).approach.score or ""
        return fill(translate("BidRefusals", "%1 rolled with %2 and cannot bid on it"), who, rolled)
    if reason is BidRefusal.OUT_OF_TURN:
        other = side_name(result, side.other)
        return fill(translate("BidRefusals", "it is %1's turn to bid"), other)
    if bid is None:
        return None
    return _strength_facts(bidding, refused, who, bid.strength)


def _strength_facts(
    bidding: Bidding, refused: BidRefusedError, who: str, strength: int
) -> str | None:
    reason = refused.reason
    if reason is BidRefusal.DOES_NOT_BEAT_MARGIN:
        template = translate("BidRefusals", "the first bid must beat the margin of %1; %2 does not")
        return fill(template, bidding.challenge.margin, strength)
    answered = bidding.bids[-1].bid.strength if bidding.bids else None
    if reason is BidRefusal.NOT_SIGNIFICANT and answered is not None:
        undershoot = bidding.defaults.max_undershoot
        template = translate(
            "BidRefusals",
            "%1 falls more than %2 below the last bid of %3; at least %4 is needed",
        )
        return fill(template, strength, undershoot, answered, answered - undershoot)
    if reason is BidRefusal.SECOND_UNDERBID and answered is not None:
        template = translate(
            "BidRefusals", "%1 underbid last time, so this bid must be at least %2, not %3"
        )
        return fill(template, who, answered, strength)
    if reason is BidRefusal.COMPARISON_FALSE:
        return _comparison_facts(bidding, refused)
    return None


def _comparison_facts(bidding: Bidding, refused: BidRefusedError) -> str | None:
    result, side, bid = bidding.challenge, refused.side, refused.bid
    bidder = result.roll_of(side).approach.character
    opponent = result.roll_of(side.other).approach.character
    if bid is None or bid.compares is None or bidder is None or opponent is None:
        return None
    mine, my_rating = bidder.named(bid.compares.mine)
    theirs, their_rating = opponent.named(bid.compares.theirs)
    template = translate("BidRefusals", "%1's %2 %3 is not higher than %4's %5 %6")
    return fill(template, bidder.name, mine, my_rating, opponent.name, theirs, their_rating)
