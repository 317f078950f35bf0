"""The end-of-session checklist as a guided dialog: persona awards, beliefs and instincts, the
trait vote, voluntary conditions, then a summary. Finishing applies everything as one undo step
and keeps the results in the roll log."""

from __future__ import annotations

import dataclasses
from html import escape

from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QWidget
from PySide6.QtWidgets import QWizard
from PySide6.QtWidgets import QWizardPage

from gmscreen.model.character_commands import player_characters
from gmscreen.model.commands import CommandError
from gmscreen.model.hotcircle.flow import current_episode_id
from gmscreen.model.hotcircle.session_end import CharacterEnd
from gmscreen.model.hotcircle.session_end import EndOfSession
from gmscreen.model.hotcircle.session_end import vote_on_traits
from gmscreen.model.hotcircle.sheet import read_character
from gmscreen.model.state import Episode
from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.character import Belief
from gmscreen.rules.hotcircle.character import Condition
from gmscreen.rules.hotcircle.character import Instinct
from gmscreen.rules.hotcircle.character import InstinctForm
from gmscreen.rules.hotcircle.session import SessionReview
from gmscreen.rules.hotcircle.session import session_awards
from gmscreen.rules.hotcircle.tables import Severity
from gmscreen.ui import boxes
from gmscreen.ui.hotcircle.end_of_session_pages import AwardsPage
from gmscreen.ui.hotcircle.end_of_session_pages import BeliefsPage
from gmscreen.ui.hotcircle.end_of_session_pages import ConditionsPage
from gmscreen.ui.hotcircle.end_of_session_pages import TraitVotePage
from gmscreen.ui.hotcircle.running import run_command
from gmscreen.ui.inline_messages import error_label
from gmscreen.ui.inline_messages import show_error
from gmscreen.ui.shell.undo import SessionBridge


class SummaryPage(QWizardPage):
    """What finishing will do, per character, and whether the next session starts now."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Summary"))
        self.setSubTitle(self.tr("Finish saves all of this as one step (Undo takes it back)."))
        self.summary = QLabel("")
        self.summary.setWordWrap(True)
        self.next_session = QCheckBox(self.tr("Start the next session now:"))
        self.next_title = QLineEdit()
        self.error = error_label()
        next_row = boxes.row(self.next_session, boxes.grow(self.next_title))
        boxes.column(self.summary, boxes.STRETCH, next_row, self.error, parent=self)

    def initializePage(self) -> None:
        wizard = self.wizard()
        if isinstance(wizard, EndOfSessionDialog):
            self.summary.setText(wizard.summary_html())


class EndOfSessionDialog(QWizard):
    """Walks the GM through the four end-of-session steps for every player character."""

    def __init__(self, bridge: SessionBridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("End of session"))
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self.resize(720, 560)
        self._bridge = bridge
        state = bridge.state
        self.characters = player_characters(state)
        self.awards = AwardsPage(self.characters)
        self.beliefs = BeliefsPage(self.characters)
        self.trait_vote = TraitVotePage(self.characters)
        self.conditions = ConditionsPage(self.characters)
        self.summary = SummaryPage()
        for page in (self.awards, self.beliefs, self.trait_vote, self.conditions, self.summary):
            self.addPage(page)
        episode = state.find(Episode, current_episode_id(state))
        next_number = len(state.of(Episode)) + 1
        self.summary.next_title.setText(
            self.tr("Session %d") % next_number if episode is not None else ""
        )
        self.summary.next_session.setChecked(episode is not None)
        self.command: EndOfSession | None = None

    def _review(self, character_id: int) -> SessionReview:
        return dataclasses.replace(
            self.awards.review(character_id),
            changed_stances=self.beliefs.changed_stances[character_id].value(),
            changed_instincts=self.beliefs.changed_instincts[character_id].value(),
        )

    def results(self) -> tuple[CharacterEnd, ...]:
        """The checklist's results per character (raises `RulesError` for a refused entry)."""
        found = []
        for record in self.characters:
            beliefs = tuple(
                Belief(stance, goal) for stance, goal in self.beliefs.beliefs[record.id].drafts()
            )
            instincts = tuple(
                Instinct(InstinctForm(form), action, trigger)
                for form, action, trigger in self.beliefs.instincts[record.id].drafts()
            )
            name = self.conditions.names[record.id].text().strip()
            condition = None
            if name:
                severity = Severity(self.conditions.severities[record.id].currentData())
                condition = Condition(name, severity, voluntary=True)
            found.append(
                CharacterEnd(
                    character_id=record.id,
                    review=self._review(record.id),
                    beliefs=beliefs,
                    instincts=instincts,
                    trait_vote=self.trait_vote.vote(record.id),
                    voluntary_condition=condition,
                    epilogue=self.conditions.epilogues[record.id].text().strip(),
                )
            )
        return tuple(found)

    def summary_html(self) -> str:
        """What finishing will do, as rich text (or why it cannot yet)."""
        try:
            results = self.results()
        except RulesError as error:
            return f"<span style='color:#b00020'>{escape(str(error))}</span>"
        lines = []
        for record, result in zip(self.characters, results, strict=True):
            review = result.review
            parts = []
            if result.trait_vote is not None:
                try:
                    _, changed, removed, added = vote_on_traits(
                        read_character(record), result.trait_vote
                    )
                except (RulesError, CommandError) as error:
                    return f"<span style='color:#b00020'>{escape(str(error))}</span>"
                review = dataclasses.replace(review, changed_traits=review.changed_traits + changed)
                if removed:
                    parts.append(f"−{escape(removed)}")
                if added:
                    parts.append(f"+{escape(added)}")
            parts.insert(0, self.tr("+%d persona") % session_awards(review).persona_points)
            if result.voluntary_condition is not None:
                parts.append(self.tr("now %s") % escape(result.voluntary_condition.name))
            lines.append(f"<b>{escape(record.name)}</b>: " + ", ".join(parts))
        return "<br>".join(lines) or self.tr("No player characters.")

    def accept(self) -> None:
        """Finish: apply the checklist as one command; a refusal keeps the dialog open."""
        try:
            results = self.results()
        except RulesError as error:
            show_error(self.summary.error, str(error))
            return
        title = self.summary.next_title.text().strip()
        command = EndOfSession(
            results, next_session=title if self.summary.next_session.isChecked() else None
        )
        refusal = run_command(self._bridge, command)
        show_error(self.summary.error, refusal)
        if refusal:
            return
        self.command = command
        super().accept()
