"""How Firelock rolls and bids read in the roll log: one line each, and the data to replay them."""

from __future__ import annotations

from gmscreen.model.state import JsonDict
from gmscreen.rules.firelock import Bid
from gmscreen.rules.firelock import Bidding
from gmscreen.rules.firelock import ChallengeResult
from gmscreen.rules.firelock import Side
from gmscreen.rules.firelock import SideRoll

ROLL_KIND = "firelock-challenge"
BID_KIND = "firelock-bid"


def side_name(result: ChallengeResult, side: Side) -> str:
    """Who rolled for a side: the character's name, or "the obstacle"."""
    character = result.roll_of(side).approach.character
    return character.name if character is not None else "the obstacle"


def side_names(result: ChallengeResult) -> list[str | None]:
    """Who rolled for each side (initiator first) as the roll log keeps it; None: the obstacle."""
    rolls = (result.initiator, result.responder)
    return [r.approach.character.name if r.approach.character else None for r in rolls]


def ending_json(bidding: Bidding, step: str | None, *, challenge_won: bool) -> JsonDict:
    """How a bidding ended, as data beside its line: who quit, whether they declined, the
    step it decided (None: a simple challenge) and whether it decided the challenge."""
    end = bidding.end
    return {
        "names": side_names(bidding.challenge),
        "step": step,
        "quitter": None if end is None else end.quitter.value,
        "declined": end is not None and end.declined,
        "challenge_won": challenge_won,
    }


def _roll_text(roll: SideRoll) -> str:
    return f"{roll.approach.label}, rolled {roll.face} = {roll.total}"


def roll_summary(result: ChallengeResult, step: str) -> str:
    """ "Hit — Kim: Finesse 6, rolled 2 = 8 vs Bo: Melee 3, rolled 7 = 10: Bo winning by 2"."""
    head = f"{step} — " if step else ""
    winner = side_name(result, result.winner)
    standing = (
        f"tie, {winner} (the initiator) winning"
        if result.tied
        else f"{winner} winning by {result.margin}"
    )
    return f"{head}{_roll_text(result.initiator)} vs {_roll_text(result.responder)}: {standing}"


def roll_inputs(result: ChallengeResult, step: str) -> JsonDict:
    """What was rolled: the step, and each side's approach as the log shows it."""
    return {
        "step": step,
        "initiator": result.initiator.approach.label,
        "initiator_bonus": result.initiator.approach.bonus,
        "responder": result.responder.approach.label,
        "responder_bonus": result.responder.approach.bonus,
        "names": side_names(result),
    }


def roll_outcome(result: ChallengeResult) -> JsonDict:
    """The roll's outcome before bidding."""
    return {
        "totals": [result.initiator.total, result.responder.total],
        "winning": result.winner.value,
        "margin": result.margin,
        "tied": result.tied,
    }


def bid_text(bid: Bid) -> str:
    """ "7 (Body): “I am stronger”"."""
    leans = f" ({bid.score_used})" if bid.score_used else ""
    return f"{bid.strength}{leans}: “{bid.claim}”"


def ending_text(bidding: Bidding, step: str | None, *, challenge_won: bool) -> str:
    """How a finished bidding reads: who quit, why, and who won the roll or the challenge.

    `step` names the roll of a complex challenge (None for a simple one); `challenge_won` says
    whether this ending decides the whole challenge.
    """
    end = bidding.end
    if end is None:
        return ""
    result = bidding.challenge
    quitter = side_name(result, end.quitter)
    winner = side_name(result, end.quitter.other)
    if end.declined:
        text = f"{quitter} declines to bid"
    else:
        reason = end.refusal.value if end.refusal is not None else "refused"
        text = f"{quitter} fails a bid ({reason})"
    if step is None:
        return f"{text}; {winner} wins the challenge"
    return f"{text}; {winner} wins {step}" + (" and the challenge" if challenge_won else "")


def bid_summary(
    bidding: Bidding, side: Side, bid: Bid, step: str | None, *, challenge_won: bool
) -> str:
    """A placed bid, or a bid that lost the bidding for being untrue."""
    who = side_name(bidding.challenge, side)
    if bidding.is_over:
        ending = ending_text(bidding, step, challenge_won=challenge_won)
        return f"{who} bids {bid_text(bid)} — {ending}"
    return f"{who} bids {bid_text(bid)} — accepted"


def bid_outcome(bidding: Bidding) -> JsonDict:
    """Where the bidding stands after a bid, decline or failure."""
    end = bidding.end
    return {
        "bids": len(bidding.bids),
        "leader": bidding.leader.value,
        "winner": None if bidding.winner is None else bidding.winner.value,
        "refusal": None if end is None or end.refusal is None else end.refusal.name,
    }
