"""One side of a Firelock challenge: who rolls (or a static obstacle), with which score, any
substitution ruling and the GM's circumstance modifier; in a group challenge, the party too."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QGroupBox
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QListWidget
from PySide6.QtWidgets import QListWidgetItem
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QSpinBox
from PySide6.QtWidgets import QWidget

from gmscreen.model.firelock import Contender
from gmscreen.model.firelock import Team
from gmscreen.model.firelock import repaired_sheet
from gmscreen.model.firelock.sheet import same_score
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.rules.errors import RulesError
from gmscreen.rules.firelock import Approach
from gmscreen.rules.firelock import CharacterSheet
from gmscreen.rules.firelock import FirelockDefaults
from gmscreen.rules.firelock import Plausibility
from gmscreen.rules.firelock import choose_score
from gmscreen.rules.firelock import static_obstacle
from gmscreen.ui import boxes
from gmscreen.ui.choice_box import refill
from gmscreen.ui.inline_messages import ERROR_STYLE
from gmscreen.ui.refusals import refusal_text

OBSTACLE = 0  # the "who" choice of a static obstacle (character ids start at 1)
CHARACTER_ID = Qt.ItemDataRole.UserRole + 1


@dataclass(frozen=True)
class SideChoice:
    """A side's approach as chosen, with the character rolling, or the reason it cannot roll."""

    approach: Approach | None
    character_id: int | None
    problem: str = ""


def ruling_items(defaults: FirelockDefaults) -> list[tuple[str, Plausibility | int]]:
    """The GM's substitution rulings, numbered by the campaign's defaults."""
    translate = QCoreApplication.translate

    def signed(number: int) -> str:
        return f"{number:+d}".replace("-", "−")

    items: list[tuple[str, Plausibility | int]] = [
        (
            translate("SideForm", "mostly sensible (%1)").replace(
                "%1", signed(defaults.mostly_sensible_penalty)
            ),
            Plausibility.MOSTLY_SENSIBLE,
        ),
        (
            translate("SideForm", "dubious (%1)").replace("%1", signed(defaults.dubious_penalty)),
            Plausibility.DUBIOUS,
        ),
        (
            translate("SideForm", "borderline (%1)").replace(
                "%1", signed(defaults.borderline_penalty)
            ),
            Plausibility.BORDERLINE,
        ),
        (translate("SideForm", "implausible: vetoed"), Plausibility.IMPLAUSIBLE),
    ]
    items += [
        (translate("SideForm", "clever: bonus +%1").replace("%1", str(n)), n)
        for n in range(1, defaults.max_substitution_bonus + 1)
    ]
    return items


class SideForm(QGroupBox):
    """The choices of one side; `changed` fires on every edit so the odds can follow."""

    changed = Signal()
    best_requested = Signal()

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.members = QListWidget()
        self.members.setToolTip(self.tr("Tick who is on this side; one of them rolls each time"))
        self.members.setMaximumHeight(self.members.fontMetrics().height() * 4 + 10)
        self.members.itemChanged.connect(self._members_changed)
        self.best = QPushButton(self.tr("Best champion"))
        self.best.setToolTip(self.tr("The member with the highest unused offered score"))
        self.best.clicked.connect(self.best_requested)
        self.prefer_npc = False  # the responder's side starts on an NPC
        self.who = QComboBox()
        self.score = QComboBox()
        self.ruling = QComboBox()
        self.ruling.setToolTip(self.tr("The GM's ruling on a score that was not offered"))
        self.situation = QSpinBox()
        self.situation.setRange(-20, 20)
        self.situation.setPrefix(self.tr("GM "))
        self.situation.setToolTip(self.tr("A circumstance bonus or penalty, apart from any rule"))
        self.obstacle = QSpinBox()
        self.obstacle.setRange(0, 40)
        self.obstacle.setValue(5)
        self.obstacle.setToolTip(self.tr("The fixed number that stands in for a score"))
        self.summary = QLabel("")
        self.summary.setWordWrap(True)
        for combo in (self.who, self.score, self.ruling):
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(8)
        self.who.currentIndexChanged.connect(self._who_changed)
        self.score.currentIndexChanged.connect(self._score_changed)
        self.ruling.currentIndexChanged.connect(lambda *_: self.changed.emit())
        self.situation.valueChanged.connect(lambda *_: self.changed.emit())
        self.obstacle.valueChanged.connect(lambda *_: self.changed.emit())
        score_row = self._score_row = boxes.row(boxes.grow(self.score), self.situation)
        best = boxes.aligned(self.best, Qt.AlignmentFlag.AlignTop)
        party_row = self._party_row = boxes.row(boxes.grow(self.members), best)
        self.form = QFormLayout(self)
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.form.addRow(self.tr("Party"), party_row)
        self.form.addRow(self.tr("Who rolls"), self.who)
        self.form.addRow(self.tr("Score"), score_row)
        self.form.addRow(self.tr("Obstacle"), self.obstacle)
        self.form.addRow(self.tr("Substitution"), self.ruling)
        self.form.addRow("", self.summary)
        self._state: CampaignState | None = None
        self._defaults = FirelockDefaults()
        self._offered: tuple[str, ...] = ()
        self._group = False
        self.set_group(False)

    # filling
    def fill(self, state: CampaignState, defaults: FirelockDefaults) -> None:
        """Offer the campaign's characters (and the rulings its defaults number)."""
        self._state, self._defaults = state, defaults
        ticked = self.ticked_members()
        known = {self.members.item(i).data(CHARACTER_ID) for i in range(self.members.count())}
        self.members.blockSignals(True)
        self.members.clear()
        for character in state.of(Character):
            item = QListWidgetItem(character.name)
            item.setData(CHARACTER_ID, character.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            on = character.id in ticked if character.id in known else False
            item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)
            self.members.addItem(item)
        self.members.blockSignals(False)
        refill(self.ruling, ruling_items(defaults))  # translated by ruling_items
        self._fill_who()

    def _fill_who(self) -> None:
        # A champion is picked from the party: with nobody ticked there is no one to pick.
        party = bool(self.ticked_members())
        self.best.setEnabled(party)
        self.best.setToolTip(
            self.tr("The member with the highest unused offered score")
            if party
            else self.tr("Tick who is on this side first")
        )
        state = self._state
        if state is None:
            return
        # A side with nobody ticked is no party: anyone, or an obstacle, may roll for it.
        allowed = set(self.ticked_members()) if self._group else set()
        offered = [c for c in state.of(Character) if not allowed or c.id in allowed]
        items: list[tuple[str, object]] = [(c.name, c.id) for c in offered]
        if not allowed:
            items.append((self.tr("Static obstacle"), OBSTACLE))
        fallback = 0
        if self.prefer_npc:
            # The responding side usually is the opposition: start on the first NPC.
            npc = next((c.id for c in state.of(Character) if c.kind == "npc"), None)
            ids = [data for _text, data in items]
            if npc is None:
                fallback = min(1, len(items) - 1)
            elif npc in ids:
                fallback = ids.index(npc)
        refill(self.who, items, max(0, fallback))
        self._who_changed()

    def set_group(self, group: bool) -> None:
        """Show or hide the party of a group challenge."""
        self._group = group
        self.form.setRowVisible(self._party_row, group)
        self._fill_who()

    def set_offered(self, offered: tuple[str, ...]) -> None:
        """The scores the GM offers this side for the coming roll.

        New offers (the next roll of a complex challenge) move a substitute back to the best
        offered score: a substitution is asked for, never carried over.
        """
        renewed = offered != self._offered
        self._offered = offered
        self._fill_scores(keep_substitute=not renewed)

    def choose(self, character_id: int, score: str | None = None) -> None:
        """Pick who rolls, and with which score (tests, the best-champion button, scripts)."""
        self.who.setCurrentIndex(self.who.findData(character_id))
        if score is not None:
            self.score.setCurrentIndex(self.score.findData(score))

    def _members_changed(self) -> None:
        self._fill_who()

    def _who_changed(self) -> None:
        obstacle = self.who.currentData() == OBSTACLE
        self.form.setRowVisible(self.obstacle, obstacle)
        self.form.setRowVisible(self._score_row, not obstacle)
        self._fill_scores()

    def _fill_scores(self, *, keep_substitute: bool = True) -> None:
        sheet = self._sheet()
        current = self.score.currentData()
        if not keep_substitute and not any(same_score(current or "", o) for o in self._offered):
            current = None
        self.score.blockSignals(True)
        self.score.clear()
        if sheet is not None:
            for name, rating in sheet.abilities + sheet.skills:
                offered = any(same_score(name, option) for option in self._offered)
                label = f"{name} {rating}" + (self.tr(" — offered") if offered else "")
                self.score.addItem(label, name)
            index = self.score.findData(current)
            if index < 0:  # start on the best offered score
                offered_rows = [
                    i
                    for i in range(self.score.count())
                    if any(same_score(self.score.itemData(i), o) for o in self._offered)
                ]
                index = max(
                    offered_rows, key=lambda i: sheet.rating(self.score.itemData(i)), default=0
                )
            self.score.setCurrentIndex(index)
        self.score.blockSignals(False)
        self._score_changed()

    def _score_changed(self) -> None:
        score = self.score.currentData()
        substituted = score is not None and not any(same_score(score, o) for o in self._offered)
        self.form.setRowVisible(self.ruling, substituted)
        self.changed.emit()

    # reading
    def character_id(self) -> int | None:
        """The character rolling, or None for an obstacle."""
        value = self.who.currentData()
        return None if value in (None, OBSTACLE) else int(value)

    def _sheet(self) -> CharacterSheet | None:
        state = self._state
        character = None if state is None else state.find(Character, self.character_id())
        if state is None or character is None:
            return None
        return repaired_sheet(state, character)

    def ticked_members(self) -> list[int]:
        """The ids of the characters ticked as this side's party."""
        return [
            int(self.members.item(i).data(CHARACTER_ID))
            for i in range(self.members.count())
            if self.members.item(i).checkState() == Qt.CheckState.Checked
        ]

    def team(self, name: str) -> Team | None:
        """This side's party in a group challenge (None outside one, or with nobody ticked)."""
        state = self._state
        if not self._group or state is None or not self.ticked_members():
            return None
        members = []
        for character_id in self.ticked_members():
            character = state.find(Character, character_id)
            if character is not None:
                members.append(Contender(character.id, repaired_sheet(state, character)))
        return Team(name, tuple(members))

    def choice(self) -> SideChoice:
        """The approach the form describes, or why it cannot roll (also shown in `summary`)."""
        choice = self._choice()
        if choice.approach is None:
            self.summary.setStyleSheet(ERROR_STYLE)
            self.summary.setText(choice.problem)
        else:
            self.summary.setStyleSheet("")
            self.summary.setText(self._describe(choice.approach))
        return choice

    def _choice(self) -> SideChoice:
        character_id = self.character_id()
        if self.who.currentData() == OBSTACLE:
            approach = static_obstacle(self.obstacle.value())
            return SideChoice(approach.with_situation(self.situation.value()), None)
        sheet = self._sheet()
        score = self.score.currentData()
        if sheet is None or score is None:
            return SideChoice(None, character_id, self.tr("Choose who rolls."))
        offered = any(same_score(score, option) for option in self._offered)
        try:
            approach = choose_score(
                sheet,
                score,
                offered=self._offered,
                substitution=None if offered else self.ruling.currentData(),
                defaults=self._defaults,
            )
        except RulesError as error:
            return SideChoice(None, character_id, refusal_text(error))
        return SideChoice(approach.with_situation(self.situation.value()), character_id)

    def _describe(self, approach: Approach) -> str:
        parts = [str(approach.rating)]
        for amount in (approach.modifier, approach.situation):
            if amount:
                parts.append(f"{'+' if amount > 0 else '−'} {abs(amount)}")
        text = " ".join(parts)
        if len(parts) > 1:
            text += f" = {approach.bonus}"
        return self.tr("Adds %s to the d10.") % text.replace("-", "−")
