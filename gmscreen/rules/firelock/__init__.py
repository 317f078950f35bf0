"""Firelock: d10 challenges with substitutions, bidding, chained rolls and champions."""

from gmscreen.rules.firelock.bidding import Bidding
from gmscreen.rules.firelock.bids import (
    Bid,
    BiddingEnd,
    BidRefusal,
    BidRefusedError,
    PlacedBid,
    ScoreComparison,
    claim_key,
)
from gmscreen.rules.firelock.chains import Chain, ChainStep, SettledStep
from gmscreen.rules.firelock.challenge import (
    Approach,
    ChallengeResult,
    Offer,
    Plausibility,
    Side,
    SideRoll,
    SubstitutionVetoedError,
    choose_score,
    initiator_win_chance,
    roll_challenge,
    static_obstacle,
    substitution_modifier,
)
from gmscreen.rules.firelock.defaults import FirelockDefaults, score_key
from gmscreen.rules.firelock.groups import Party, roll_champions
from gmscreen.rules.firelock.sheet import CharacterSheet

__all__ = [
    "Approach",
    "Bid",
    "BidRefusal",
    "BidRefusedError",
    "Bidding",
    "BiddingEnd",
    "Chain",
    "ChainStep",
    "ChallengeResult",
    "CharacterSheet",
    "FirelockDefaults",
    "Offer",
    "Party",
    "PlacedBid",
    "Plausibility",
    "ScoreComparison",
    "SettledStep",
    "Side",
    "SideRoll",
    "SubstitutionVetoedError",
    "choose_score",
    "claim_key",
    "initiator_win_chance",
    "roll_challenge",
    "roll_champions",
    "score_key",
    "static_obstacle",
    "substitution_modifier",
]
