"""A running Firelock challenge as the JSON a scene's Tracker record keeps, and back.

The exchange lives in `Tracker.state["firelock_challenge"]`: the steps the GM set, the parties
of a group challenge, the Firelock defaults it started under, and one round per roll with its
bids and how its bidding ended. Only JSON types are written (lists, never tuples), so what is
read back from the campaign file equals what was written.
"""

from __future__ import annotations

from typing import Any

from gmscreen.model.firelock.exchange import ChallengeSetup
from gmscreen.model.firelock.exchange import Contender
from gmscreen.model.firelock.exchange import Round
from gmscreen.model.firelock.exchange import RunningChallenge
from gmscreen.model.firelock.exchange import Team
from gmscreen.model.firelock.sheet import defaults_from_settings
from gmscreen.model.firelock.sheet import defaults_to_settings
from gmscreen.model.firelock.sheet import sheet_from_json
from gmscreen.model.firelock.sheet import sheet_to_json
from gmscreen.model.state import JsonDict
from gmscreen.rules.errors import RulesError
from gmscreen.rules.firelock import Approach
from gmscreen.rules.firelock import Bid
from gmscreen.rules.firelock import Bidding
from gmscreen.rules.firelock import BiddingEnd
from gmscreen.rules.firelock import BidRefusal
from gmscreen.rules.firelock import ChainStep
from gmscreen.rules.firelock import ChallengeResult
from gmscreen.rules.firelock import FirelockDefaults
from gmscreen.rules.firelock import Offer
from gmscreen.rules.firelock import PlacedBid
from gmscreen.rules.firelock import ScoreComparison
from gmscreen.rules.firelock import Side
from gmscreen.rules.firelock import SideRoll

CHALLENGE_KEY = "firelock_challenge"
EXCHANGE_FORMAT = 1


# To JSON
def _sheet_json(contender: Contender) -> JsonDict:
    return {
        "character_id": contender.character_id,
        "name": contender.sheet.name,
        **sheet_to_json(contender.sheet),
    }


def _approach_json(approach: Approach, character_id: int | None) -> JsonDict:
    sheet = approach.character
    return {
        "who": None if sheet is None else _sheet_json(Contender(character_id, sheet)),
        "score": approach.score,
        "rating": approach.rating,
        "modifier": approach.modifier,
        "substituted": approach.substituted,
        "situation": approach.situation,
    }


def bid_to_json(bid: Bid) -> JsonDict:
    """A bid as JSON."""
    compares = bid.compares
    return {
        "strength": bid.strength,
        "claim": bid.claim,
        "relies_on": bid.relies_on,
        "compares": None if compares is None else [compares.mine, compares.theirs],
        "relevant": bid.relevant,
        "true": bid.true,
    }


def _round_json(rolled: Round) -> JsonDict:
    result, bidding = rolled.result, rolled.bidding
    end = bidding.end
    return {
        "initiator": _approach_json(result.initiator.approach, rolled.character_ids[0]),
        "responder": _approach_json(result.responder.approach, rolled.character_ids[1]),
        "faces": list(result.faces),
        "roll_id": rolled.roll_id,
        "bids": [
            {"side": p.side.value, "underbid": p.underbid, **bid_to_json(p.bid)}
            for p in bidding.bids
        ],
        "end": None
        if end is None
        else {
            "quitter": end.quitter.value,
            "refusal": None if end.refusal is None else end.refusal.name,
            "failed_bid": None if end.failed_bid is None else bid_to_json(end.failed_bid),
        },
    }


def _team_json(team: Team | None) -> JsonDict | None:
    if team is None:
        return None
    return {"name": team.name, "members": [_sheet_json(member) for member in team.members]}


def challenge_to_json(challenge: RunningChallenge) -> JsonDict:
    """The running challenge as the JSON a Tracker record keeps."""
    setup = challenge.setup
    return {
        "format": EXCHANGE_FORMAT,
        "title": setup.title,
        "steps": [
            {
                "name": step.name,
                "initiator": list(step.offer.initiator),
                "responder": list(step.offer.responder),
            }
            for step in setup.steps
        ],
        "continues_while": setup.continues_while.value,
        "initiators": _team_json(setup.initiators),
        "responders": _team_json(setup.responders),
        "defaults": defaults_to_settings(challenge.defaults),
        "rounds": [_round_json(rolled) for rolled in challenge.rounds],
    }


# From JSON
def _contender(data: dict[str, Any], defaults: FirelockDefaults) -> Contender:
    sheet = sheet_from_json(str(data["name"]), data, defaults)
    character_id = data.get("character_id")
    return Contender(None if character_id is None else int(character_id), sheet)


def _approach(data: dict[str, Any], defaults: FirelockDefaults) -> tuple[Approach, int | None]:
    who = data.get("who")
    contender = None if who is None else _contender(who, defaults)
    approach = Approach(
        character=None if contender is None else contender.sheet,
        score=None if data.get("score") is None else str(data["score"]),
        rating=int(data["rating"]),
        modifier=int(data.get("modifier", 0)),
        substituted=bool(data.get("substituted", False)),
        situation=int(data.get("situation", 0)),
    )
    return approach, None if contender is None else contender.character_id


def bid_from_json(data: dict[str, Any]) -> Bid:
    """A bid from its JSON."""
    compares = data.get("compares")
    return Bid(
        int(data["strength"]),
        str(data["claim"]),
        relies_on=None if data.get("relies_on") is None else str(data["relies_on"]),
        compares=None if compares is None else ScoreComparison(str(compares[0]), str(compares[1])),
        relevant=bool(data.get("relevant", True)),
        true=bool(data.get("true", True)),
    )


def _round(data: dict[str, Any], defaults: FirelockDefaults) -> Round:
    initiator, initiator_id = _approach(data["initiator"], defaults)
    responder, responder_id = _approach(data["responder"], defaults)
    first, second = (int(face) for face in data["faces"])
    result = ChallengeResult(SideRoll(initiator, first), SideRoll(responder, second))
    bids = tuple(
        PlacedBid(Side(entry["side"]), bid_from_json(entry), bool(entry.get("underbid", False)))
        for entry in data.get("bids", [])
    )
    end_data = data.get("end")
    end = None
    if end_data is not None:
        refusal = end_data.get("refusal")
        failed = end_data.get("failed_bid")
        end = BiddingEnd(
            Side(end_data["quitter"]),
            None if refusal is None else BidRefusal[str(refusal)],
            None if failed is None else bid_from_json(failed),
        )
    bidding = Bidding(challenge=result, defaults=defaults, bids=bids, end=end)
    roll_id = data.get("roll_id")
    return Round(
        result, (initiator_id, responder_id), None if roll_id is None else int(roll_id), bidding
    )


def _team(data: dict[str, Any] | None, defaults: FirelockDefaults) -> Team | None:
    if data is None:
        return None
    members = tuple(_contender(member, defaults) for member in data["members"])
    return Team(str(data["name"]), members)


def challenge_from_json(data: JsonDict) -> RunningChallenge:
    """The running challenge a Tracker record keeps.

    Raises:
        RulesError: the JSON does not describe a challenge (damaged, or from a newer version).
    """
    try:
        if int(data.get("format", 0)) != EXCHANGE_FORMAT:
            raise RulesError("this challenge was saved by another version", rule="challenge")
        defaults = defaults_from_settings(dict(data.get("defaults", {})))
        steps = tuple(
            ChainStep(
                str(step["name"]),
                Offer(
                    tuple(str(s) for s in step["initiator"]),
                    tuple(str(s) for s in step["responder"]),
                ),
            )
            for step in data["steps"]
        )
        setup = ChallengeSetup(
            title=str(data.get("title", "")),
            steps=steps,
            continues_while=Side(data.get("continues_while", Side.INITIATOR.value)),
            initiators=_team(data.get("initiators"), defaults),
            responders=_team(data.get("responders"), defaults),
        )
        rounds = tuple(_round(entry, defaults) for entry in data.get("rounds", []))
    except (KeyError, TypeError, ValueError) as error:
        if isinstance(error, RulesError):
            raise
        raise RulesError(f"the saved challenge is damaged ({error})", rule="challenge") from error
    return RunningChallenge(setup=setup, defaults=defaults, rounds=rounds)
