"""The Firelock exchange in the campaign: rolls, bids, refusals, endings, chains and groups, each
an undo step with a roll log entry, and a running exchange that survives a reopen."""

import json
from datetime import datetime

import pytest
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from gmscreen.model.commands import CommandError
from gmscreen.model.firelock import CHALLENGE_KEY
from gmscreen.model.firelock import AbandonChallenge
from gmscreen.model.firelock import ChallengeSetup
from gmscreen.model.firelock import Contender
from gmscreen.model.firelock import DeclineBid
from gmscreen.model.firelock import EditFirelockSheet
from gmscreen.model.firelock import FailBid
from gmscreen.model.firelock import PlaceBid
from gmscreen.model.firelock import RecordChallengeRoll
from gmscreen.model.firelock import RunningChallenge
from gmscreen.model.firelock import SetFirelockDefaults
from gmscreen.model.firelock import Team
from gmscreen.model.firelock import challenge_from_json
from gmscreen.model.firelock import challenge_to_json
from gmscreen.model.firelock import character_sheet
from gmscreen.model.firelock import demo_firelock_records
from gmscreen.model.firelock import read_challenge
from gmscreen.model.firelock import tracker_of
from gmscreen.model.firelock.sheet import with_rating
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.serialize import record_from_dict
from gmscreen.model.serialize import record_to_dict
from gmscreen.model.session import Session
from gmscreen.model.state import Character
from gmscreen.model.state import RollRecord
from gmscreen.model.state import Tracker
from gmscreen.rules.dice import FixedDice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.firelock import Approach
from gmscreen.rules.firelock import Bid
from gmscreen.rules.firelock import BidRefusal
from gmscreen.rules.firelock import BidRefusedError
from gmscreen.rules.firelock import ChainStep
from gmscreen.rules.firelock import ChallengeResult
from gmscreen.rules.firelock import CharacterSheet
from gmscreen.rules.firelock import FirelockDefaults
from gmscreen.rules.firelock import Offer
from gmscreen.rules.firelock import Side
from gmscreen.rules.firelock import choose_score
from gmscreen.rules.firelock import roll_challenge
from gmscreen.rules.firelock import static_obstacle

SCENE = 1
KIM, ADAM, SELA, BO, SENTRY = 1, 2, 3, 4, 6
SWORDPLAY = ("Finesse", "Melee")
DUEL = ChallengeSetup(title="Duel at the well", steps=(ChainStep("Duel", Offer.both(*SWORDPLAY)),))
FIGHT = ChallengeSetup(
    title="Fight",
    steps=(ChainStep("Hit", Offer.both(*SWORDPLAY)), ChainStep("Wound", Offer.both("Body"))),
)


def clock() -> datetime:
    return datetime(2025, 3, 1, 20, 15)


def demo() -> Session:
    return Session(MemoryRepository(demo_firelock_records()))


def sheet(session: Session, character_id: int) -> CharacterSheet:
    character = session.state.find(Character, character_id)
    assert character is not None
    return character_sheet(session.state, character)


def approach(session: Session, who: int, score: str, offered: tuple[str, ...]) -> Approach:
    return choose_score(sheet(session, who), score, offered=offered)


def duel_roll(session: Session, faces: tuple[int, int] = (2, 7)) -> ChallengeResult:
    """Kim (Finesse 6) against Bo (Melee 3): with a 2 and a 7, Kim loses 8 to 10."""
    return roll_challenge(
        initiator=approach(session, KIM, "Finesse", SWORDPLAY),
        responder=approach(session, BO, "Melee", SWORDPLAY),
        dice=FixedDice(list(faces)),
    )


def start_duel(session: Session, faces: tuple[int, int] = (2, 7)) -> None:
    session.execute(
        RecordChallengeRoll(
            duel_roll(session, faces),
            scene_id=SCENE,
            character_ids=(KIM, BO),
            setup=DUEL,
            clock=clock,
        )
    )


def running(session: Session) -> RunningChallenge:
    challenge = read_challenge(session.state, SCENE)
    assert challenge is not None
    return challenge


def log(session: Session) -> list[str]:
    return [roll.summary for roll in session.state.of(RollRecord)]


def bid(session: Session, side: Side, strength: int, claim: str, *, true: bool = True) -> None:
    session.execute(PlaceBid(side, Bid(strength, claim, true=true), scene_id=SCENE, clock=clock))


def test_a_roll_is_logged_with_its_faces_and_opens_the_losers_bidding() -> None:
    session = demo()
    start_duel(session)
    [roll] = session.state.of(RollRecord)
    assert roll.faces == (2, 7)
    assert roll.kind == "firelock-challenge"
    assert roll.character_id == KIM
    assert roll.summary == (
        "Duel at the well — Kim Ashdown: Finesse 6, rolled 2 = 8 vs "
        "Bo the Duellist: Melee 3, rolled 7 = 10: Bo the Duellist winning by 2"
    )
    assert roll.outcome == {"totals": [8, 10], "winning": "responder", "margin": 2, "tied": False}
    bidding = running(session).open_round
    assert bidding is not None
    assert bidding.bidding.to_bid is Side.INITIATOR
    assert bidding.bidding.minimum_strength == 3
    assert bidding.roll_id == roll.id


def test_a_full_exchange_two_bids_a_refusal_then_a_decline_decides_the_challenge() -> None:
    session = demo()
    start_duel(session)
    session.execute(
        PlaceBid(
            Side.INITIATOR,
            Bid.on_score(sheet(session, KIM), "Melee", "I'm the better swordsman"),
            scene_id=SCENE,
            clock=clock,
        )
    )
    before_refusal = session.state.records()
    with pytest.raises(BidRefusedError) as refused:
        bid(session, Side.RESPONDER, 1, "I have the high ground")
    assert refused.value.reason is BidRefusal.NOT_SIGNIFICANT
    assert session.state.records() == before_refusal
    bid(session, Side.RESPONDER, 6, "I'm far stronger")
    session.execute(DeclineBid(Side.INITIATOR, scene_id=SCENE, clock=clock))
    challenge = running(session)
    assert challenge.is_over
    assert challenge.winner is Side.RESPONDER
    assert log(session)[1:] == [
        "Kim Ashdown bids 5 (Melee): “I'm the better swordsman” — accepted",
        "Bo the Duellist bids 6: “I'm far stronger” — accepted",
        "Kim Ashdown declines to bid; Bo the Duellist wins the challenge",
    ]
    with pytest.raises(CommandError, match="no bidding is open"):
        bid(session, Side.INITIATOR, 9, "too late")


def test_each_move_undoes_to_the_exact_state_before_it_and_keeps_its_log_entry_undone() -> None:
    session = demo()
    states = [session.state.records()]
    start_duel(session)
    states.append(session.state.records())
    bid(session, Side.INITIATOR, 5, "I'm the better swordsman")
    states.append(session.state.records())
    session.execute(DeclineBid(Side.RESPONDER, scene_id=SCENE, clock=clock))
    states.append(session.state.records())
    session.execute(AbandonChallenge(scene_id=SCENE))
    assert read_challenge(session.state, SCENE) is None
    for index in range(3, -1, -1):
        session.undo()
        kept = [r for r in session.state.records() if not isinstance(r, RollRecord)]
        assert kept == [r for r in states[index] if not isinstance(r, RollRecord)]
        logged = session.state.of(RollRecord)
        assert [r.undone for r in logged] == [False] * index + [True] * (len(logged) - index)
    assert tracker_of(session.state, SCENE) is None  # the roll created it; undo removed it


def test_an_untrue_bid_ends_the_bidding_against_its_side_by_default() -> None:
    session = demo()
    start_duel(session)
    bid(session, Side.INITIATOR, 5, "Bo is half blind", true=False)
    challenge = running(session)
    assert challenge.winner is Side.RESPONDER
    end = challenge.rounds[0].bidding.end
    assert end is not None
    assert end.refusal is BidRefusal.UNTRUE
    assert log(session)[-1].endswith(
        "fails a bid (bids must be true); Bo the Duellist wins the challenge"
    )


def test_a_side_may_lose_with_a_refused_bid_instead_of_replacing_it() -> None:
    session = demo()
    start_duel(session)
    with pytest.raises(CommandError, match="breaks no bidding rule"):
        session.execute(FailBid(Side.INITIATOR, Bid(5, "fine bid"), scene_id=SCENE, clock=clock))
    session.execute(FailBid(Side.INITIATOR, Bid(2, "a weak bid"), scene_id=SCENE, clock=clock))
    challenge = running(session)
    assert challenge.winner is Side.RESPONDER
    end = challenge.rounds[0].bidding.end
    assert end is not None
    assert end.refusal is BidRefusal.DOES_NOT_BEAT_MARGIN


def test_no_second_roll_while_the_bidding_is_open() -> None:
    session = demo()
    start_duel(session)
    with pytest.raises(CommandError, match="finish the bidding"):
        start_duel(session)


def test_the_exchange_keeps_the_sheets_as_they_were_at_the_roll() -> None:
    session = demo()
    start_duel(session)
    session.execute(EditFirelockSheet(BO, lambda s: with_rating(s, "Melee", 9), label="x"))
    # Kim's claim compares her Melee 5 with Bo's Melee as rolled (3), not as edited (9).
    placed = Bid.comparing(sheet(session, KIM), mine="Melee", theirs="Melee")
    session.execute(PlaceBid(Side.INITIATOR, placed, scene_id=SCENE, clock=clock))
    assert running(session).rounds[0].bidding.bids[0].bid == placed


def test_a_complex_challenge_goes_on_while_the_attacker_wins_and_spends_each_score_once() -> None:
    session = demo()
    hit = roll_challenge(
        initiator=approach(session, KIM, "Finesse", SWORDPLAY),
        responder=approach(session, BO, "Melee", SWORDPLAY),
        dice=FixedDice([9, 1]),
    )
    session.execute(
        RecordChallengeRoll(hit, scene_id=SCENE, character_ids=(KIM, BO), setup=FIGHT, clock=clock)
    )
    session.execute(DeclineBid(Side.RESPONDER, scene_id=SCENE, clock=clock))
    assert log(session)[-1] == "Bo the Duellist declines to bid; Kim Ashdown wins Hit"
    challenge = running(session)
    assert not challenge.is_over
    assert challenge.chain.current_step == FIGHT.steps[1]
    wound = roll_challenge(
        initiator=approach(session, KIM, "Body", ("Body",)),
        responder=approach(session, BO, "Body", ("Body",)),
        dice=FixedDice([4, 4]),
    )
    session.execute(
        RecordChallengeRoll(wound, scene_id=SCENE, character_ids=(KIM, BO), clock=clock)
    )
    assert log(session)[-1].startswith("Wound — Kim Ashdown: Body 3, rolled 4 = 7")
    session.execute(DeclineBid(Side.INITIATOR, scene_id=SCENE, clock=clock))
    assert log(session)[-1].endswith("Bo the Duellist wins Wound and the challenge")
    assert running(session).winner is Side.RESPONDER


def test_a_complex_challenge_refuses_a_score_already_spent() -> None:
    session = demo()
    # Diagnosis (Sense or Medicine), then the cure (Mind or Medicine): Medicine only once.
    steps = (
        ChainStep("Diagnosis", Offer.both("Sense", "Medicine")),
        ChainStep("Cure", Offer.both("Mind", "Medicine")),
    )
    setup = ChallengeSetup(title="Fever", steps=steps)
    first = roll_challenge(
        initiator=approach(session, SELA, "Medicine", ("Sense", "Medicine")),
        responder=static_obstacle(6),
        dice=FixedDice([8, 2]),
    )
    session.execute(
        RecordChallengeRoll(first, scene_id=SCENE, character_ids=(SELA, None), setup=setup)
    )
    session.execute(DeclineBid(Side.RESPONDER, scene_id=SCENE))
    again = roll_challenge(
        initiator=approach(session, SELA, "Medicine", ("Mind", "Medicine")),
        responder=static_obstacle(6),
        dice=FixedDice([8, 2]),
    )
    before = session.state.records()
    with pytest.raises(RulesError, match="already used Medicine"):
        session.execute(RecordChallengeRoll(again, scene_id=SCENE, character_ids=(SELA, None)))
    assert session.state.records() == before


def test_a_group_challenge_takes_only_a_champion_of_each_party() -> None:
    session = demo()
    crew = Team("the crew", tuple(Contender(i, sheet(session, i)) for i in (KIM, ADAM, SELA)))
    guards = Team("the gate", (Contender(SENTRY, sheet(session, SENTRY)),))
    setup = ChallengeSetup(
        title="Sneak past the gate",
        steps=(ChainStep("Sneak", Offer(("Finesse", "Sneak"), ("Sense", "Paranoia"))),),
        initiators=crew,
        responders=guards,
    )
    outsider = roll_challenge(
        initiator=approach(session, BO, "Finesse", ("Finesse", "Sneak")),
        responder=approach(session, SENTRY, "Paranoia", ("Sense", "Paranoia")),
        dice=FixedDice([5, 5]),
    )
    with pytest.raises(RulesError, match="Bo the Duellist is not one of the crew"):
        session.execute(
            RecordChallengeRoll(outsider, scene_id=SCENE, character_ids=(BO, SENTRY), setup=setup)
        )
    champion = crew.party().best_champion(("Finesse", "Sneak"))
    assert (champion.character and champion.character.name, champion.score) == (
        "Kim Ashdown",
        "Finesse",
    )
    result = roll_challenge(
        initiator=champion,
        responder=approach(session, SENTRY, "Paranoia", ("Sense", "Paranoia")),
        dice=FixedDice([5, 5]),
    )
    session.execute(
        RecordChallengeRoll(result, scene_id=SCENE, character_ids=(KIM, SENTRY), setup=setup)
    )
    assert running(session).setup.initiators == crew


def test_the_running_exchange_survives_a_reopen_and_the_files_json() -> None:
    session = demo()
    start_duel(session)
    bid(session, Side.INITIATOR, 5, "I'm the better swordsman")
    reopened = Session(session.repository)
    assert read_challenge(reopened.state, SCENE) == running(session)
    [tracker] = session.state.of(Tracker)
    through_json = record_from_dict(json.loads(json.dumps(record_to_dict(tracker))))
    assert through_json == tracker
    reopened.execute(DeclineBid(Side.RESPONDER, scene_id=SCENE))
    assert running(reopened).winner is Side.INITIATOR


def test_a_damaged_or_newer_exchange_is_refused_with_a_message() -> None:
    session = demo()
    start_duel(session)
    data = challenge_to_json(running(session))
    with pytest.raises(RulesError, match="another version"):
        challenge_from_json({**data, "format": 99})
    with pytest.raises(RulesError, match="damaged"):
        challenge_from_json({**data, "rounds": [{"faces": [1]}]})


def test_abandoning_keeps_the_rest_of_the_scenes_tracker_state() -> None:
    records = demo_firelock_records()
    records.append(Tracker(1, SCENE, {"note": "kept"}))
    session = Session(MemoryRepository(records))
    start_duel(session)
    assert set(session.state.of(Tracker)[0].state) == {"note", CHALLENGE_KEY}
    session.execute(AbandonChallenge(scene_id=SCENE))
    assert session.state.of(Tracker)[0].state == {"note": "kept"}


@settings(max_examples=40, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=12), max_size=8), st.booleans())
def test_any_exchange_reads_back_the_same_from_its_json(strengths: list[int], end: bool) -> None:
    session = demo()
    start_duel(session)
    side = Side.INITIATOR
    for number, strength in enumerate(strengths):
        try:
            bid(session, side, strength, f"advantage {number}")
        except BidRefusedError:
            break
        if running(session).is_over:
            break
        side = side.other
    challenge = running(session)
    if end and challenge.open_round is not None:
        bidding = challenge.open_round.bidding
        assert bidding.to_bid is not None
        session.execute(DeclineBid(bidding.to_bid, scene_id=SCENE))
        challenge = running(session)
    data = json.loads(json.dumps(challenge_to_json(challenge)))
    assert challenge_from_json(data) == challenge


def test_a_running_challenge_keeps_the_defaults_it_started_under() -> None:
    session = demo()
    start_duel(session)
    session.execute(SetFirelockDefaults(FirelockDefaults(max_undershoot=0)))
    bid(session, Side.INITIATOR, 5, "I'm the better swordsman")
    bid(session, Side.RESPONDER, 2, "I have the high ground")  # 3 under: allowed as it began
    assert len(running(session).rounds[0].bidding.bids) == 2
