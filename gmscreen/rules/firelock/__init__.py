"""Firelock: d10 challenges with substitutions, bidding, chained rolls and champions."""

from gmscreen.rules.firelock.bidding import Bidding
from gmscreen.rules.firelock.bids import Bid
from gmscreen.rules.firelock.bids import BiddingEnd
from gmscreen.rules.firelock.bids import BidRefusal
from gmscreen.rules.firelock.bids import BidRefusedError
from gmscreen.rules.firelock.bids import PlacedBid
from gmscreen.rules.firelock.bids import ScoreComparison
from gmscreen.rules.firelock.bids import claim_key
from gmscreen.rules.firelock.chains import Chain
from gmscreen.rules.firelock.chains import ChainStep
from gmscreen.rules.firelock.chains import SettledStep
from gmscreen.rules.firelock.challenge import Approach
from gmscreen.rules.firelock.challenge import ChallengeResult
from gmscreen.rules.firelock.challenge import Offer
from gmscreen.rules.firelock.challenge import Plausibility
from gmscreen.rules.firelock.challenge import Side
from gmscreen.rules.firelock.challenge import SideRoll
from gmscreen.rules.firelock.challenge import SubstitutionVetoedError
from gmscreen.rules.firelock.challenge import choose_score
from gmscreen.rules.firelock.challenge import initiator_win_chance
from gmscreen.rules.firelock.challenge import roll_challenge
from gmscreen.rules.firelock.challenge import static_obstacle
from gmscreen.rules.firelock.challenge import substitution_modifier
from gmscreen.rules.firelock.defaults import FirelockDefaults
from gmscreen.rules.firelock.defaults import score_key
from gmscreen.rules.firelock.groups import Party
from gmscreen.rules.firelock.groups import roll_champions
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
