"""The after-the-roll half of the challenge panel: the totals, the rolls of a complex challenge
so far, the bidding exchange, and who won."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGroupBox
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QWidget

from gmscreen.model.firelock import RunningChallenge
from gmscreen.rules.firelock import ChallengeResult
from gmscreen.rules.firelock import Side
from gmscreen.rules.firelock import SideRoll
from gmscreen.ui import boxes
from gmscreen.ui.firelock.bidding_view import BidForm
from gmscreen.ui.firelock.bidding_view import BidsTable
from gmscreen.ui.firelock.side_names import side_name
from gmscreen.ui.panels.roll_lines import fill

MUTED = "color: palette(mid);"
translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")


def roll_line(roll: SideRoll, who: str) -> str:
    """ "Kim Ashdown: Finesse 6 + die 2 = <b>8</b>" (the score's name is the campaign's)."""
    approach = roll.approach
    what = approach.score or translate("ExchangeView", "obstacle")
    parts = [f"{what} {approach.rating}"]
    for amount in (approach.modifier, approach.situation):
        if amount:
            parts.append(f"{'+' if amount > 0 else '−'} {abs(amount)}")
    parts.append(fill(translate("ExchangeView", "+ die %1"), roll.face))
    return f"{who}: {' '.join(parts)} = <b>{roll.total}</b>"


class ExchangeView(QGroupBox):
    """Shows the challenge as the campaign holds it; the bid form sends the GM's judgements."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Roll and bidding"), parent)
        self.progress = QLabel("")
        self.progress.setWordWrap(True)
        self.progress.setStyleSheet(MUTED)
        self.totals = QLabel(self.tr("Nothing rolled yet: set up the challenge and roll."))
        self.totals.setWordWrap(True)
        self.standing = QLabel("")
        self.standing.setWordWrap(True)
        self.bids = BidsTable()
        self.form = BidForm()
        self.winner = QLabel("")
        self.winner.setObjectName("challengeWinner")
        self.winner.setWordWrap(True)
        self.winner.setStyleSheet("font-size: 13pt; font-weight: 600; color: #1b5e20;")
        boxes.column(
            self.progress,
            self.totals,
            self.standing,
            boxes.grow(self.bids),
            self.form,
            self.winner,
            parent=self,
        )

    def show_challenge(self, challenge: RunningChallenge | None) -> None:
        """Draw the challenge's last roll, its bidding and any winner."""
        rounds = challenge.rounds if challenge is not None else ()
        if challenge is None or not rounds:
            self.progress.setText(self._progress(challenge))
            self.progress.setVisible(bool(self.progress.text()))
            self.totals.setText(self.tr("Nothing rolled yet: set up the challenge and roll."))
            self.standing.setText("")
            self.bids.show_bidding(None)
            self.form.show_turn(None)
            self.winner.setText("")
            return
        last = rounds[-1]
        result, bidding = last.result, last.bidding
        self.progress.setText(self._progress(challenge))
        self.progress.setVisible(bool(self.progress.text()))
        self.totals.setText(self._totals(result))
        if bidding.is_over:
            self.standing.setText("")
        elif not bidding.bids:
            self.standing.setText(
                self.tr("%s is winning by %d. %s bids first and must beat %d.")
                % (
                    side_name(result, result.winner),
                    result.margin,
                    side_name(result, result.loser),
                    result.margin,
                )
                if not result.tied
                else self.tr("A tie: %s started the challenge and is winning. %s bids first.")
                % (side_name(result, Side.INITIATOR), side_name(result, Side.RESPONDER))
            )
        else:
            # %n: Qt's numerus form, "1 bid" / "2 bids" in the English translation.
            leads = self.tr("%1 leads after %n bid(s).", "", len(bidding.bids))
            self.standing.setText(fill(leads, side_name(result, bidding.leader)))
        self.bids.show_bidding(bidding)
        self.form.show_turn(None if bidding.is_over else bidding)
        self.form.setVisible(not bidding.is_over)
        self.winner.setText(self._winner(challenge))

    def _totals(self, result: ChallengeResult) -> str:
        first = roll_line(result.initiator, side_name(result, Side.INITIATOR))
        second = roll_line(result.responder, side_name(result, Side.RESPONDER))
        return f"{first}<br>{second}"

    def _progress(self, challenge: RunningChallenge | None) -> str:
        if challenge is None or len(challenge.setup.steps) < 2:
            return ""
        steps = challenge.setup.steps
        done = [
            self.tr("%s won by %s") % (step.name, side_name(settled.result, settled.winner))
            for step, settled in zip(steps, challenge.chain.settled, strict=False)
        ]
        number = min(len(challenge.rounds), len(steps))
        text = self.tr("Roll %d of %d") % (max(1, number), len(steps))
        return text + (": " + "; ".join(done) if done else "")

    def _winner(self, challenge: RunningChallenge) -> str:
        winner = challenge.winner
        last = challenge.rounds[-1]
        if winner is not None:
            return self.tr("%s wins the challenge.") % side_name(last.result, winner)
        step_winner = last.bidding.winner
        chain = challenge.chain
        if step_winner is not None and chain.current_step is not None:
            return self.tr("%s wins this roll. Next: %s.") % (
                side_name(last.result, step_winner),
                chain.current_step.name,
            )
        return ""
