"""The steps of the end-of-session checklist, one page each, one column or tab per character."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QGridLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QSpinBox
from PySide6.QtWidgets import QTabWidget
from PySide6.QtWidgets import QWidget
from PySide6.QtWidgets import QWizardPage

from gmscreen.model.hotcircle.session_end import TraitVote
from gmscreen.model.hotcircle.sheet import belief_drafts
from gmscreen.model.hotcircle.sheet import instinct_drafts
from gmscreen.model.hotcircle.sheet import read_character
from gmscreen.model.state import Character as CharacterRecord
from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.session import END_OF_SESSION_STEPS
from gmscreen.rules.hotcircle.session import SessionReview
from gmscreen.rules.hotcircle.session import session_awards
from gmscreen.rules.hotcircle.tables import Severity
from gmscreen.rules.hotcircle.traitvote import hold_trait_vote
from gmscreen.ui import boxes
from gmscreen.ui.hotcircle.sheet_beliefs import BeliefsBox
from gmscreen.ui.hotcircle.sheet_beliefs import InstinctsBox
from gmscreen.ui.hotcircle.terms import severity_name
from gmscreen.ui.refusals import refusal_text
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

GOALS = (
    ("furthered_goals", QT_TRANSLATE_NOOP("AwardsPage", "Goals furthered (1 each)")),
    ("resolved_simple", QT_TRANSLATE_NOOP("AwardsPage", "Simple goals resolved (2)")),
    ("resolved_moderate", QT_TRANSLATE_NOOP("AwardsPage", "Moderate goals resolved (4)")),
    ("resolved_complex", QT_TRANSLATE_NOOP("AwardsPage", "Complex goals resolved (6)")),
    ("resolved_with_another_pc", QT_TRANSLATE_NOOP("AwardsPage", "…resolved with another PC (+1)")),
)
NO_TRAIT = QT_TRANSLATE_NOOP("TraitVotePage", "(keep every trait)")
# The rules' four steps (END_OF_SESSION_STEPS), for the translators: each page's subtitle.
STEPS = (
    QT_TRANSLATE_NOOP(
        "EndOfSessionSteps", "Award persona points for beliefs furthered and resolved"
    ),
    QT_TRANSLATE_NOOP(
        "EndOfSessionSteps",
        "Set beliefs and instincts for the next session (persona points for changes)",
    ),
    QT_TRANSLATE_NOOP(
        "EndOfSessionSteps", "Hold a trait vote if a significant milestone was passed"
    ),
    QT_TRANSLATE_NOOP(
        "EndOfSessionSteps", "Each player may set one voluntary condition, with a short epilogue"
    ),
)


def step_text(index: int) -> str:
    """The rules' step `index` of the end of session, in the GM's language."""
    said = END_OF_SESSION_STEPS[index]
    return QCoreApplication.translate("EndOfSessionSteps", said) if said in STEPS else said


def voter_names(characters: list[CharacterRecord]) -> list[str]:
    """Everyone at the table who votes: each player (or their character) and the GM."""
    names = [record.player or record.name for record in characters]
    return [*dict.fromkeys(names), "GM"]


class AwardsPage(QWizardPage):
    """Step 1: persona points for beliefs furthered and resolved."""

    def __init__(self, characters: list[CharacterRecord], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("1. Award persona points"))
        self.setSubTitle(step_text(0))
        self.spins: dict[int, dict[str, QSpinBox]] = {}
        self.totals: dict[int, QLabel] = {}
        grid = QGridLayout(self)
        grid.setHorizontalSpacing(18)
        for column, record in enumerate(characters, start=1):
            name = QLabel(f"<b>{record.name}</b>")
            name.setWordWrap(True)
            grid.addWidget(name, 0, column)
            self.spins[record.id] = {}
            for row, (key, _text) in enumerate(GOALS, start=1):
                spin = QSpinBox()
                spin.setRange(0, 9)
                spin.setMaximumWidth(64)
                spin.valueChanged.connect(lambda *_, cid=record.id: self._total(cid))
                grid.addWidget(spin, row, column)
                self.spins[record.id][key] = spin
            self.totals[record.id] = QLabel("")
            grid.addWidget(self.totals[record.id], len(GOALS) + 1, column)
            self._total(record.id)
        for row, (_key, text) in enumerate(GOALS, start=1):
            grid.addWidget(QLabel(self.tr(text)), row, 0)
        grid.addWidget(QLabel(self.tr("<b>Persona points</b>")), len(GOALS) + 1, 0)
        grid.setRowStretch(len(GOALS) + 2, 1)
        grid.setColumnStretch(len(characters) + 1, 1)

    def _total(self, character_id: int) -> None:
        try:
            persona = session_awards(self.review(character_id)).persona_points
        except RulesError as error:
            said = escape(refusal_text(error))
            self.totals[character_id].setText(f"<span style='color:#b00020'>{said}</span>")
            return
        self.totals[character_id].setText(f"<b>+{persona}</b>")

    def review(self, character_id: int) -> SessionReview:
        """The goals furthered and resolved, as entered (raises `RulesError` if impossible)."""
        spins = self.spins[character_id]
        return SessionReview(
            furthered_goals=spins["furthered_goals"].value(),
            resolved_simple=spins["resolved_simple"].value(),
            resolved_moderate=spins["resolved_moderate"].value(),
            resolved_complex=spins["resolved_complex"].value(),
            resolved_with_another_pc=spins["resolved_with_another_pc"].value(),
        )


class BeliefsPage(QWizardPage):
    """Step 2: beliefs and instincts for next session; changed ones earn persona points."""

    def __init__(self, characters: list[CharacterRecord], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("2. Set beliefs and instincts"))
        self.setSubTitle(step_text(1))
        self.tabs = QTabWidget()
        self.beliefs: dict[int, BeliefsBox] = {}
        self.instincts: dict[int, InstinctsBox] = {}
        self.changed_stances: dict[int, QSpinBox] = {}
        self.changed_instincts: dict[int, QSpinBox] = {}
        self._before: dict[int, tuple[list[tuple[str, str]], list[tuple[str, str, str]]]] = {}
        for record in characters:
            page = QWidget()
            beliefs, instincts = BeliefsBox(), InstinctsBox()
            before = (belief_drafts(record.sheet), instinct_drafts(record.sheet))
            beliefs.show_beliefs(before[0])
            instincts.show_instincts(before[1])
            stances, changed = QSpinBox(), QSpinBox()
            for spin in (stances, changed):
                spin.setRange(0, 3)
            beliefs.edited.connect(lambda _d, cid=record.id: self._recount(cid))
            instincts.edited.connect(lambda _d, cid=record.id: self._recount(cid))
            counts = boxes.grid(
                [
                    [QLabel(self.tr("Stances changed (2 each)")), stances],
                    [QLabel(self.tr("Instincts changed (2 each)")), changed],
                ]
            )
            counts.setColumnStretch(2, 1)
            boxes.column(beliefs, instincts, counts, boxes.STRETCH, parent=page)
            self.tabs.addTab(page, record.name)
            self.beliefs[record.id] = beliefs
            self.instincts[record.id] = instincts
            self.changed_stances[record.id] = stances
            self.changed_instincts[record.id] = changed
            self._before[record.id] = before
        boxes.column(self.tabs, parent=self)

    def _recount(self, character_id: int) -> None:
        beliefs_before, instincts_before = self._before[character_id]
        beliefs_now = self.beliefs[character_id].drafts()
        instincts_now = self.instincts[character_id].drafts()
        stances = sum(
            1
            for index, (stance, _goal) in enumerate(beliefs_now)
            if index >= len(beliefs_before) or stance != beliefs_before[index][0]
        )
        changed = sum(
            1
            for index, draft in enumerate(instincts_now)
            if index >= len(instincts_before) or draft != instincts_before[index]
        )
        self.changed_stances[character_id].setValue(stances)
        self.changed_instincts[character_id].setValue(changed)


class TraitVotePage(QWizardPage):
    """Step 3: after a significant milestone, each character's traits are put to the vote."""

    def __init__(self, characters: list[CharacterRecord], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("3. Trait vote"))
        self.setSubTitle(step_text(2))
        self.hold = QCheckBox(self.tr("A significant milestone was passed: hold a trait vote"))
        self.tabs = QTabWidget()
        self.removals: dict[int, dict[str, QComboBox]] = {}
        self.additions: dict[int, dict[str, QLineEdit]] = {}
        self.previews: dict[int, QLabel] = {}
        self._characters = {record.id: record for record in characters}
        voters = voter_names(characters)
        for record in characters:
            page = QWidget()
            grid = QGridLayout(page)
            grid.addWidget(QLabel(self.tr("<b>Voter</b>")), 0, 0)
            grid.addWidget(QLabel(self.tr("<b>Remove</b>")), 0, 1)
            grid.addWidget(QLabel(self.tr("<b>Add</b>")), 0, 2)
            self.removals[record.id], self.additions[record.id] = {}, {}
            traits = read_character(record).traits
            for row, voter in enumerate(voters, start=1):
                deciding = voter == (record.player or record.name)
                grid.addWidget(QLabel(voter + (self.tr(" (deciding)") if deciding else "")), row, 0)
                remove = QComboBox()
                remove.addItem(self.tr(NO_TRAIT), None)
                for trait in traits:
                    remove.addItem(trait, trait)
                remove.currentIndexChanged.connect(lambda *_, cid=record.id: self._preview(cid))
                add = QLineEdit()
                add.setPlaceholderText(self.tr("a new trait"))
                add.textChanged.connect(lambda *_, cid=record.id: self._preview(cid))
                grid.addWidget(remove, row, 1)
                grid.addWidget(add, row, 2)
                self.removals[record.id][voter] = remove
                self.additions[record.id][voter] = add
            preview = QLabel("")
            preview.setWordWrap(True)
            grid.addWidget(preview, len(voters) + 1, 0, 1, 3)
            grid.setRowStretch(len(voters) + 2, 1)
            grid.setColumnStretch(2, 1)
            self.previews[record.id] = preview
            self.tabs.addTab(page, record.name)
            self._preview(record.id)
        self.hold.toggled.connect(self.tabs.setEnabled)
        self.tabs.setEnabled(False)
        boxes.column(self.hold, self.tabs, parent=self)

    def vote(self, character_id: int) -> TraitVote | None:
        """The votes cast for a character (None when no vote is held or nobody voted)."""
        return self._cast(character_id) if self.hold.isChecked() else None

    def _cast(self, character_id: int) -> TraitVote | None:
        removal = tuple(
            (voter, combo.currentData()) for voter, combo in self.removals[character_id].items()
        )
        addition = tuple(
            (voter, field.text().strip())
            for voter, field in self.additions[character_id].items()
            if field.text().strip()
        )
        if not addition and all(choice is None for _voter, choice in removal):
            return None
        record = self._characters[character_id]
        return TraitVote(removal, addition, record.player or record.name)

    def _preview(self, character_id: int) -> None:
        record = self._characters[character_id]
        vote = self._cast(character_id)
        if vote is None:
            self.previews[character_id].setText(self.tr("No change proposed."))
            return
        try:
            result = hold_trait_vote(
                read_character(record),
                removal_votes=dict(vote.removal_votes),
                addition_votes=dict(vote.addition_votes) or {vote.player: "…"},
                player=vote.player,
            )
        except RulesError as error:
            said = escape(refusal_text(error))
            self.previews[character_id].setText(f"<span style='color:#b00020'>{said}</span>")
            return
        removed = result.removal.carried or self.tr("nothing")
        added = result.addition.carried if vote.addition_votes else None
        self.previews[character_id].setText(
            self.tr("Removes: %s · adds: %s") % (removed, added or self.tr("nothing"))
        )


class ConditionsPage(QWizardPage):
    """Step 4: each player may set one voluntary condition, with a short epilogue."""

    def __init__(self, characters: list[CharacterRecord], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("4. Voluntary conditions"))
        self.setSubTitle(step_text(3))
        self.names: dict[int, QLineEdit] = {}
        self.severities: dict[int, QComboBox] = {}
        self.epilogues: dict[int, QLineEdit] = {}
        grid = QGridLayout(self)
        for row, record in enumerate(characters):
            current = [c.name for c in read_character(record).conditions if c.voluntary]
            name = QLineEdit()
            name.setPlaceholderText(
                self.tr("now: %s") % current[0] if current else self.tr("happy, hopeful, angry …")
            )
            severity = QComboBox()
            for value in Severity:
                severity.addItem(severity_name(value.value), value.value)
            epilogue = QLineEdit()
            epilogue.setPlaceholderText(self.tr("a short epilogue that shows it"))
            grid.addWidget(QLabel(f"<b>{record.name}</b>"), row * 2, 0)
            grid.addWidget(name, row * 2, 1)
            grid.addWidget(severity, row * 2, 2)
            grid.addWidget(epilogue, row * 2 + 1, 1, 1, 2)
            self.names[record.id] = name
            self.severities[record.id] = severity
            self.epilogues[record.id] = epilogue
        grid.setColumnStretch(1, 1)
        grid.setRowStretch(len(characters) * 2, 1)
