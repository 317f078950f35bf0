"""An opposed or variable check between the two sides: exact odds, every round, the verdict."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.model.state import RollRecord
from gmscreen.rules.renaissance import ContestKind
from gmscreen.rules.renaissance import ContestOutcome
from gmscreen.rules.renaissance import TargetNumber
from gmscreen.rules.renaissance import contest_odds
from gmscreen.ui.odds_text import percent
from gmscreen.ui.renaissance.check_labels import check_label
from gmscreen.ui.renaissance.check_side import tn_words
from gmscreen.ui.renaissance.terms import grade_name


def roller(state: CampaignState, record: RollRecord) -> str:
    """Who rolled a logged check (the check's label when nobody did)."""
    character = state.find(Character, record.character_id)
    if character is not None:
        return character.name
    return check_label(str(record.inputs.get("label", "")))  # stored in English


def _grade(stored: str) -> str:
    """A round's grade as logged ("exceptional success"), in the GM's language."""
    try:
        return grade_name(stored)
    except KeyError:  # a grade the rules do not know: as it was written
        return stored


class ContestView(QFrame):
    """Before the roll the chance of each ending; after it each round and who won, and why."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.odds = QLabel("")
        self.odds.setObjectName("contestOdds")
        self.rounds = QLabel("")
        self.rounds.setObjectName("contestRounds")
        self.verdict = QLabel("")
        self.verdict.setObjectName("contestVerdict")
        layout = QVBoxLayout(self)
        for label in (self.odds, self.rounds, self.verdict):
            label.setWordWrap(True)
            layout.addWidget(label)

    def show_odds(
        self,
        kind: ContestKind,
        targets: tuple[TargetNumber | None, TargetNumber | None],
        names: tuple[str, str],
    ) -> None:
        """The exact chance of each ending, rerolls folded in (or why it cannot be shown)."""
        first, second = targets
        if first is None or second is None:
            self.odds.setText(self.tr("Both sides need a check to show the odds."))
            return
        odds = contest_odds(first, second, kind=kind)
        # Each side's TN beside its name: the contest's difficulty, in view with its odds.
        named = [
            f"{name} ({tn_words(tn.value)})"
            for name, tn in zip(names, (first, second), strict=True)
        ]
        parts = [
            self.tr("%s wins <b>%s</b>") % (named[0], percent(odds.first_wins)),
            self.tr("%s wins <b>%s</b>") % (named[1], percent(odds.second_wins)),
        ]
        if kind is ContestKind.VARIABLE:
            parts.append(self.tr("both partly succeed <b>%s</b>") % percent(odds.both_partial))
        self.odds.setText(
            self.tr("Before the roll: %s. A round is rerolled %s of the time.")
            % (" · ".join(parts), percent(odds.reroll_per_round))
        )

    def show_rolls(
        self, state: CampaignState, first: RollRecord | None, second: RollRecord | None
    ) -> None:
        """Each round and the verdict of a logged contest (nothing for anything else)."""
        shown = first is not None and second is not None and "contest" in first.outcome
        self.rounds.setVisible(shown)
        self.verdict.setVisible(shown)
        if first is None or second is None or not shown:
            self.rounds.setText("")
            self.verdict.setText("")
            return
        names = (roller(state, first), roller(state, second))
        said = {
            ContestOutcome.FIRST_WINS.value: self.tr("%s wins") % names[0],
            ContestOutcome.SECOND_WINS.value: self.tr("%s wins") % names[1],
            ContestOutcome.BOTH_PARTIAL.value: self.tr("both partly succeed"),
            ContestOutcome.REROLL.value: self.tr("roll again"),
        }
        lines = []
        pairs = zip(first.outcome.get("rounds", ()), second.outcome.get("rounds", ()), strict=False)
        for number, (mine, theirs) in enumerate(pairs, start=1):
            lines.append(
                self.tr("Round %d: %s %02d (%s), %s %02d (%s) — %s")
                % (
                    number,
                    names[0],
                    mine["roll"],
                    _grade(mine["grade"]),
                    names[1],
                    theirs["roll"],
                    _grade(theirs["grade"]),
                    said.get(mine["outcome"], mine["outcome"]),
                )
            )
        self.rounds.setText("<br>".join(lines))
        verdict = self._verdict(first, second, names)
        self.verdict.setText(f"<b style='font-size:12pt'>{verdict}</b>")

    def _verdict(self, first: RollRecord, second: RollRecord, names: tuple[str, str]) -> str:
        result = first.outcome["contest"].get("result", "")
        undone = self.tr(" (undone)") if first.undone else ""
        if result == "partial":
            return self.tr("Both partly succeed") + undone
        if not result:
            rounds = len(first.outcome.get("rounds", ()))
            return self.tr("Still undecided after %d rounds: the GM decides") % rounds + undone
        winner = names[0] if result == "wins" else names[1]
        if first.outcome.get("succeeded") and second.outcome.get("succeeded"):
            high, low = sorted((first.outcome["roll"], second.outcome["roll"]), reverse=True)
            why = self.tr("higher MoS, %d against %d") % (high, low)
        else:
            why = self.tr("the only success")
        return self.tr("%s wins — %s") % (winner, why) + undone
