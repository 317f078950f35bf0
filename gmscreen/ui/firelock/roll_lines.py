"""Firelock's rolls in the roll log, in the GM's language: challenge rolls and bids.

Written from what each roll keeps (both sides' approaches, faces and totals; a bid and how
the bidding ended) when the log shows it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gmscreen.model.firelock.exchange_json import bid_from_json
from gmscreen.model.firelock.log import BID_KIND
from gmscreen.model.firelock.log import ROLL_KIND
from gmscreen.model.firelock.log import bid_text
from gmscreen.model.state import JsonDict
from gmscreen.model.state import RollRecord
from gmscreen.rules.firelock import Side
from gmscreen.rules.firelock.bids import BidRefusal
from gmscreen.ui.panels.roll_lines import Names
from gmscreen.ui.panels.roll_lines import RollLines
from gmscreen.ui.panels.roll_lines import fill
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")
CONTEXT = "FirelockRollLines"
# Why a bid was refused, by the rules' name for it (the roll keeps the name).
REFUSALS = {
    BidRefusal.BIDDING_OVER.name: QT_TRANSLATE_NOOP("FirelockRollLines", "bidding is over"),
    BidRefusal.OUT_OF_TURN.name: QT_TRANSLATE_NOOP(
        "FirelockRollLines", "sides bid in turn, the side set to lose first"
    ),
    BidRefusal.DOES_NOT_BEAT_MARGIN.name: QT_TRANSLATE_NOOP(
        "FirelockRollLines", "the first bid beats the margin lost by"
    ),
    BidRefusal.NOT_NEW.name: QT_TRANSLATE_NOOP("FirelockRollLines", "bids must be new"),
    BidRefusal.ROLLED_SCORE.name: QT_TRANSLATE_NOOP(
        "FirelockRollLines", "no bid on the score rolled with"
    ),
    BidRefusal.NOT_RELEVANT.name: QT_TRANSLATE_NOOP("FirelockRollLines", "bids must be relevant"),
    BidRefusal.NOT_SIGNIFICANT.name: QT_TRANSLATE_NOOP(
        "FirelockRollLines", "bids must be significant"
    ),
    BidRefusal.SECOND_UNDERBID.name: QT_TRANSLATE_NOOP(
        "FirelockRollLines", "no second underbid in a row"
    ),
    BidRefusal.UNTRUE.name: QT_TRANSLATE_NOOP("FirelockRollLines", "bids must be true"),
    BidRefusal.COMPARISON_FALSE.name: QT_TRANSLATE_NOOP(
        "FirelockRollLines", "compared scores are checked against the sheets"
    ),
}
SIDES = (Side.INITIATOR.value, Side.RESPONDER.value)


def _side_name(names: list[str | None], side: str) -> str:
    """Who rolled for a side, as the roll was made; "the obstacle" for no one."""
    name = names[SIDES.index(side)]
    return str(name) if name else translate("FirelockRollLines", "the obstacle")


def _other(side: str) -> str:
    return SIDES[1 - SIDES.index(side)]


def roll_line(record: RollRecord, _names: Names) -> str:
    """ "Hit — Kim: Finesse 6, rolled 2 = 8 vs Bo: Melee 3, rolled 7 = 10: Bo winning by 2"."""
    inputs, outcome = record.inputs, record.outcome
    names = list(inputs["names"])  # rolls logged before names were kept: the summary
    rolled = translate("FirelockRollLines", "%1, rolled %2 = %3")
    totals = outcome["totals"]
    sides = [
        fill(rolled, inputs[side], int(record.faces[index]), int(totals[index]))
        for index, side in enumerate(SIDES)
    ]
    winner = _side_name(names, outcome["winning"])
    if outcome["tied"]:
        standing = fill(translate("FirelockRollLines", "tie, %1 (the initiator) winning"), winner)
    else:
        template = translate("FirelockRollLines", "%1 winning by %2")
        standing = fill(template, winner, int(outcome["margin"]))
    text = fill(translate("FirelockRollLines", "%1 vs %2: %3"), sides[0], sides[1], standing)
    return (
        fill(translate("FirelockRollLines", "%1 — %2"), inputs["step"], text)
        if inputs["step"]
        else text
    )


def _ending(outcome: JsonDict) -> str:
    """ "Bo declines to bid; Kim wins Hit and the challenge"."""
    names, quitter = list(outcome["names"]), str(outcome["quitter"])
    who, winner = _side_name(names, quitter), _side_name(names, _other(quitter))
    if outcome["declined"]:
        text = fill(translate("FirelockRollLines", "%1 declines to bid"), who)
    else:
        reason = translate(CONTEXT, REFUSALS[outcome["refusal"]])
        text = fill(translate("FirelockRollLines", "%1 fails a bid (%2)"), who, reason)
    step = outcome["step"]
    if step is None:
        return fill(translate("FirelockRollLines", "%1; %2 wins the challenge"), text, winner)
    if outcome["challenge_won"]:
        template = translate("FirelockRollLines", "%1; %2 wins %3 and the challenge")
    else:
        template = translate("FirelockRollLines", "%1; %2 wins %3")
    return fill(template, text, winner, step)


def bid_line(record: RollRecord, _names: Names) -> str:
    """ "Kim bids 7 (Body): “I am stronger” — accepted", or how the bidding ended."""
    inputs, outcome = record.inputs, record.outcome
    over = outcome["quitter"] is not None  # rolls logged before endings were kept: the summary
    if "bid" not in inputs or inputs.get("kept"):  # declined, or a refused bid kept: the end
        return _ending(outcome)
    who = _side_name(list(outcome["names"]), str(inputs["side"]))
    ending = _ending(outcome) if over else translate("FirelockRollLines", "accepted")
    template = translate("FirelockRollLines", "%1 bids %2 — %3")
    return fill(template, who, bid_text(bid_from_json(inputs["bid"])), ending)


LINES: RollLines = {ROLL_KIND: roll_line, BID_KIND: bid_line}
