"""Firelock bidding: who bids first, every refusal reason, how it ends, and that it always ends."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gmscreen.rules.dice import FixedDice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.firelock import Bid
from gmscreen.rules.firelock import Bidding
from gmscreen.rules.firelock import BidRefusal
from gmscreen.rules.firelock import BidRefusedError
from gmscreen.rules.firelock import ChallengeResult
from gmscreen.rules.firelock import CharacterSheet
from gmscreen.rules.firelock import FirelockDefaults
from gmscreen.rules.firelock import Side
from gmscreen.rules.firelock import choose_score
from gmscreen.rules.firelock import claim_key
from gmscreen.rules.firelock import roll_challenge
from gmscreen.rules.firelock import static_obstacle

KIM = CharacterSheet.create(
    "Kim",
    abilities={"Body": 3, "Finesse": 6, "Mind": 4, "Sense": 5, "Social": 2},
    skills={"Melee": 5},
)
BO = CharacterSheet.create(
    "Bo",
    abilities={"Body": 6, "Finesse": 4, "Mind": 3, "Sense": 4, "Social": 3},
    skills={"Melee": 3},
)
SWORDPLAY = ("Finesse", "Melee")


def _kim_lost_by_two() -> ChallengeResult:
    """Kim started the duel with Finesse (6 + 2 = 8); Bo answered with Melee (3 + 7 = 10)."""
    return roll_challenge(
        initiator=choose_score(KIM, "Finesse", offered=SWORDPLAY),
        responder=choose_score(BO, "Melee", offered=SWORDPLAY),
        dice=FixedDice([2, 7]),
    )


def _bidding(defaults: FirelockDefaults | None = None) -> Bidding:
    return Bidding(challenge=_kim_lost_by_two(), defaults=defaults or FirelockDefaults())


def _refusal(state: Bidding, side: Side, bid: Bid) -> BidRefusedError:
    with pytest.raises(BidRefusedError) as refused:
        state.bid(side, bid)
    assert refused.value.rule == refused.value.reason.value
    return refused.value


KIM_SIDE, BO_SIDE = Side.INITIATOR, Side.RESPONDER


def _exchange(*strengths: int) -> Bidding:
    """Kim and Bo alternate bids of these strengths, each with a new claim."""
    state = _bidding()
    for number, strength in enumerate(strengths):
        side = KIM_SIDE if number % 2 == 0 else BO_SIDE
        state = state.bid(side, Bid(strength, f"advantage number {number}"))
    return state


# Who bids first, and how bidding ends


def test_the_side_set_to_lose_bids_first_and_must_beat_its_margin() -> None:
    state = _bidding()
    assert state.to_bid is KIM_SIDE
    assert state.leader is BO_SIDE
    assert state.minimum_strength == 3


def test_after_a_tie_the_responder_bids_first_and_must_beat_zero() -> None:
    tie = roll_challenge(
        initiator=choose_score(KIM, "Melee", offered=SWORDPLAY),
        responder=static_obstacle(5),
        dice=FixedDice([4, 4]),
    )
    state = Bidding(challenge=tie)
    assert state.to_bid is BO_SIDE
    assert _refusal(state, BO_SIDE, Bid(0, "the wall is slick")).reason is (
        BidRefusal.DOES_NOT_BEAT_MARGIN
    )
    assert state.bid(BO_SIDE, Bid(1, "the wall is slick")).leader is BO_SIDE


def test_declining_at_once_leaves_the_roll_winner_the_winner() -> None:
    state = _bidding().decline(KIM_SIDE)
    assert state.is_over
    assert state.winner is BO_SIDE
    assert state.end is not None
    assert state.end.declined


def test_the_last_side_to_bid_wins_when_the_other_declines() -> None:
    state = _exchange(3, 1).decline(KIM_SIDE)
    assert state.winner is BO_SIDE
    state = _exchange(3).decline(BO_SIDE)
    assert state.winner is KIM_SIDE


def test_a_side_that_does_not_replace_a_refused_bid_fails_and_loses() -> None:
    state = _bidding()
    refused = _refusal(state, KIM_SIDE, Bid(2, "I have the high ground"))
    ended = state.fail(refused)
    assert ended.winner is BO_SIDE
    assert ended.end is not None
    assert ended.end.refusal is BidRefusal.DOES_NOT_BEAT_MARGIN
    assert ended.end.failed_bid == Bid(2, "I have the high ground")


def test_failing_needs_a_refusal_that_applies_to_the_side_to_bid() -> None:
    state = _bidding()
    out_of_turn = _refusal(state, BO_SIDE, Bid(5, "I am taller"))
    with pytest.raises(RulesError, match="only a refusal of the side whose turn it is"):
        state.fail(out_of_turn)
    stale = _refusal(state, KIM_SIDE, Bid(2, "I have the high ground"))
    later = state.bid(KIM_SIDE, Bid(3, "the sun is behind me"))
    with pytest.raises(RulesError, match="does not apply"):
        later.fail(stale)


def test_a_refused_bid_may_be_replaced() -> None:
    state = _bidding()
    _refusal(state, KIM_SIDE, Bid(2, "I have the high ground"))
    state = state.bid(KIM_SIDE, Bid(4, "I have the high ground"))
    assert [placed.bid.strength for placed in state.bids] == [4]
    assert state.to_bid is BO_SIDE


# One test per refusal reason


def test_bidding_over() -> None:
    state = _bidding().decline(KIM_SIDE)
    assert _refusal(state, KIM_SIDE, Bid(5, "one more thing")).reason is BidRefusal.BIDDING_OVER
    with pytest.raises(BidRefusedError, match="Bo has already won"):
        state.decline(BO_SIDE)


def test_out_of_turn() -> None:
    state = _bidding()
    refused = _refusal(state, BO_SIDE, Bid(5, "I am taller"))
    assert refused.reason is BidRefusal.OUT_OF_TURN
    assert "it is Kim's turn" in str(refused)
    with pytest.raises(BidRefusedError, match="Kim's turn"):
        state.decline(BO_SIDE)


def test_does_not_beat_margin() -> None:
    state = _bidding()
    refused = _refusal(state, KIM_SIDE, Bid(2, "I have the high ground"))
    assert refused.reason is BidRefusal.DOES_NOT_BEAT_MARGIN
    assert "must beat the margin of 2" in str(refused)
    assert state.bid(KIM_SIDE, Bid(3, "I have the high ground")).leader is KIM_SIDE


def test_not_new_whoever_said_it_first() -> None:
    state = _bidding().bid(KIM_SIDE, Bid(5, "I have the high ground"))
    refused = _refusal(state, BO_SIDE, Bid(5, "  i HAVE the high-ground!"))
    assert refused.reason is BidRefusal.NOT_NEW


def test_not_new_may_count_only_the_sides_own_claims() -> None:
    state = Bidding(
        challenge=_kim_lost_by_two(), defaults=FirelockDefaults(claims_new_across_sides=False)
    )
    state = state.bid(KIM_SIDE, Bid(5, "I have the high ground"))
    state = state.bid(BO_SIDE, Bid(5, "I have the high ground"))
    assert _refusal(state, KIM_SIDE, Bid(5, "I have the high ground")).reason is BidRefusal.NOT_NEW


def test_rolled_score() -> None:
    state = _bidding()
    nimble = Bid.on_score(KIM, "finesse", "I'm more nimble than Bo")
    refused = _refusal(state, KIM_SIDE, nimble)
    assert refused.reason is BidRefusal.ROLLED_SCORE
    assert "Kim rolled with Finesse" in str(refused)
    swordsman = Bid.on_score(KIM, "Melee", "I'm the better swordsman")
    assert state.bid(KIM_SIDE, swordsman).bids[-1].bid.strength == 5


def test_not_relevant() -> None:
    state = _bidding()
    off_topic = Bid(5, "my cousin is a baker", relevant=False)
    assert _refusal(state, KIM_SIDE, off_topic).reason is BidRefusal.NOT_RELEVANT


def test_not_significant() -> None:
    state = _exchange(7)
    assert state.minimum_strength == 4
    refused = _refusal(state, BO_SIDE, Bid(3, "I know this ground"))
    assert refused.reason is BidRefusal.NOT_SIGNIFICANT
    assert "at least 4 is needed" in str(refused)
    state = state.bid(BO_SIDE, Bid(4, "I know this ground"))
    assert state.bids[-1].underbid


def test_second_underbid() -> None:
    state = _exchange(7, 4, 5)  # Bo underbid Kim's 7 with 4; Kim answered 5
    assert state.minimum_strength == 5
    refused = _refusal(state, BO_SIDE, Bid(4, "I know this ground"))
    assert refused.reason is BidRefusal.SECOND_UNDERBID
    assert "must be at least 5, not 4" in str(refused)
    assert not state.bid(BO_SIDE, Bid(5, "I know this ground")).bids[-1].underbid


def test_underbids_that_are_not_in_a_row_are_allowed() -> None:
    state = _exchange(7, 4, 4, 4, 5)  # Bo: under, then equal (not under)
    assert state.bid(BO_SIDE, Bid(2, "one more edge")).bids[-1].underbid


def test_untrue_ends_the_bidding_against_the_bluffer() -> None:
    state = _bidding().bid(KIM_SIDE, Bid(5, "Bo is tired", true=False))
    assert state.winner is BO_SIDE
    assert state.end is not None
    assert state.end.refusal is BidRefusal.UNTRUE


def test_untrue_may_be_replaced_when_the_gm_says_so() -> None:
    state = _bidding(FirelockDefaults(untrue_bid_ends_bidding=False))
    assert _refusal(state, KIM_SIDE, Bid(5, "Bo is tired", true=False)).reason is BidRefusal.UNTRUE


def test_comparison_false() -> None:
    state = _bidding()
    wrong = Bid.comparing(KIM, mine="Mind", theirs="Body")
    assert wrong.strength == 4
    ended = state.bid(KIM_SIDE, wrong)
    assert ended.winner is BO_SIDE
    assert ended.end is not None
    assert ended.end.refusal is BidRefusal.COMPARISON_FALSE
    strict = FirelockDefaults(untrue_bid_ends_bidding=False)
    refused = _refusal(
        _bidding(strict), KIM_SIDE, Bid.comparing(KIM, mine="Mind", theirs="Finesse")
    )
    assert "Kim's Mind 4 is not higher than Bo's Finesse 4" in str(refused)


def test_a_true_comparison_stands_even_unasked() -> None:
    swordsman = Bid.comparing(KIM, mine="Melee", theirs="Melee", claim="I'm the better swordsman")
    state = _bidding().bid(KIM_SIDE, swordsman)
    assert state.leader is KIM_SIDE
    bo_strength = Bid.comparing(BO, mine="Body", theirs="Body")
    assert state.bid(BO_SIDE, bo_strength).leader is BO_SIDE


def test_a_comparison_with_a_score_a_sheet_lacks_is_left_to_the_gm() -> None:
    archery = Bid.comparing(KIM, mine="Sense", theirs="Archery", claim="I shoot better")
    assert _bidding().bid(KIM_SIDE, archery).leader is KIM_SIDE
    bluff = Bid.comparing(KIM, mine="Sense", theirs="Archery", claim="I shoot better")
    assert _bidding().bid(KIM_SIDE, Bid(bluff.strength, bluff.claim, true=False)).winner is BO_SIDE


def test_bids_refuse_a_blank_claim_or_negative_strength() -> None:
    with pytest.raises(RulesError, match="needs a claim"):
        Bid(3, " ?! ")
    with pytest.raises(RulesError, match="cannot be -1"):
        Bid(-1, "I am faster")


# Termination

CLAIMS = (
    "I have the high ground",
    "i HAVE the high ground!",
    "the sun is in your eyes",
    "I'm the better swordsman",
    "you are wounded",
    "my blade is longer",
)
DISTINCT_CLAIMS = 5  # the first two are the same claim to the "new" rule


@given(
    faces=st.tuples(st.integers(1, 10), st.integers(1, 10)),
    data=st.data(),
    defaults=st.builds(
        FirelockDefaults,
        claims_new_across_sides=st.booleans(),
        untrue_bid_ends_bidding=st.booleans(),
    ),
)
def test_any_exchange_ends_with_exactly_one_winner(
    faces: tuple[int, int], data: st.DataObject, defaults: FirelockDefaults
) -> None:
    """Bids must be new, so claims from a finite list run out: the text's only bound.

    Strengths alone never stop an exchange (equal bids may follow each other forever), so the
    bound comes from newness: with D distinct claims each side can be accepted at most D times
    (2D when each side's claims are new only to itself). A side whose bid is refused either
    fails with it or replaces it, and it can replace it only with a claim it has not tried
    this turn, so it "cannot replace" after D tries. Every step either accepts a bid, ends the
    exchange, or spends one of those tries, so it ends within (2D + 1) × (D + 1) steps.
    """
    result = roll_challenge(
        initiator=choose_score(KIM, "Finesse", offered=SWORDPLAY),
        responder=choose_score(BO, "Melee", offered=SWORDPLAY),
        dice=FixedDice(faces),
    )
    state = Bidding(challenge=result, defaults=defaults)
    tried: set[str] = set()
    for _ in range((2 * DISTINCT_CLAIMS + 1) * (DISTINCT_CLAIMS + 1)):
        if state.is_over:
            break
        side = state.to_bid
        assert side is not None
        untried = [claim for claim in CLAIMS if claim_key(claim) not in tried]
        if not untried or data.draw(st.integers(0, 9)) == 9:
            leader = state.leader
            state = state.decline(side)
            assert state.winner is leader
            continue
        claim = data.draw(st.sampled_from(untried))
        lowest = state.minimum_strength or 0
        bid = Bid(
            max(0, lowest + data.draw(st.integers(-4, 4))),
            claim,
            relies_on=data.draw(st.sampled_from([None, None, "Body", "Finesse", "Melee"])),
            relevant=data.draw(st.integers(0, 9)) < 9,
            true=data.draw(st.integers(0, 9)) < 9,
        )
        before = state
        refused: BidRefusedError | None = None
        try:
            state = state.bid(side, bid)
        except BidRefusedError as error:
            refused = error
        if refused is not None:
            assert refused.reason not in {BidRefusal.BIDDING_OVER, BidRefusal.OUT_OF_TURN}
            tried.add(claim_key(claim))
            if data.draw(st.integers(0, 5)) == 5:
                state = state.fail(refused)
                assert state.winner is side.other
            continue
        tried = set()
        if state.is_over:  # an untrue bid lost the exchange for its side
            assert state.winner is before.leader
        else:
            assert len(state.bids) == len(before.bids) + 1
    assert state.is_over
    assert state.winner in set(Side)
    assert state.to_bid is None
    assert len(state.bids) <= 2 * DISTINCT_CLAIMS
    with pytest.raises(BidRefusedError):
        state.decline(Side.INITIATOR)
