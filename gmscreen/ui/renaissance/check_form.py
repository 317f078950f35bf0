"""One side of a Renaissance check: who rolls, which check, the action type, and the modifiers."""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QGroupBox
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QSpinBox
from PySide6.QtWidgets import QWidget

from gmscreen.model.character_commands import characters_in_order
from gmscreen.model.commands import CommandError
from gmscreen.model.renaissance.contests import ContestSide
from gmscreen.model.renaissance.options import campaign_options
from gmscreen.model.renaissance.sheet import APTITUDES
from gmscreen.model.renaissance.sheet import RenaissanceSheet
from gmscreen.model.renaissance.sheet import SkillEntry
from gmscreen.model.renaissance.sheet import read_sheet
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.rules.errors import RulesError
from gmscreen.rules.renaissance import COMMON_CHECKS
from gmscreen.rules.renaissance import ActionType
from gmscreen.rules.renaissance import Aptitude
from gmscreen.rules.renaissance import AptitudeFormula
from gmscreen.rules.renaissance import AptitudeTerm
from gmscreen.rules.renaissance import TargetNumber
from gmscreen.rules.renaissance import common_check
from gmscreen.rules.renaissance import default_to_aptitude
from gmscreen.rules.renaissance import default_to_skill
from gmscreen.rules.renaissance import skill_target
from gmscreen.ui import boxes
from gmscreen.ui.choice_box import refill
from gmscreen.ui.panels.roll_lines import fill
from gmscreen.ui.refusals import refusal_text
from gmscreen.ui.renaissance.check_labels import MISSING_SKILL
from gmscreen.ui.renaissance.modifier_lines import ModifierList
from gmscreen.ui.renaissance.terms import check_title
from gmscreen.ui.renaissance.terms import formula_text
from gmscreen.ui.renaissance.terms import term
from gmscreen.ui.shell.undo import SessionBridge

SKILL, APTITUDE, DEFAULT_SKILL, DEFAULT_APTITUDE = (
    "skill",
    "aptitude",
    "default-skill",
    "default-aptitude",
)
COMMON = "common"


@dataclass(frozen=True)
class CheckChoice:
    """The check a side describes (its TN with every modifier line), or why it cannot be rolled;
    `side` is who rolls and which check, as the roll is recorded."""

    target: TargetNumber | None
    problem: str
    side: ContestSide


def combo() -> QComboBox:
    """A combo box that shrinks with its dock instead of forcing a scroll bar."""
    box = QComboBox()
    box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    box.setMinimumContentsLength(8)
    return box


class CheckForm(QWidget):
    """Character, check (skill, aptitude, a common check, or defaulting), action, modifiers."""

    changed = Signal()

    def __init__(self, bridge: SessionBridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self.character = combo()
        self.check = combo()
        self.check.addItem(self.tr("Skill check"), SKILL)
        self.check.addItem(self.tr("Aptitude check (× N)"), APTITUDE)
        for common in COMMON_CHECKS[1:]:
            self.check.addItem(check_title(common), f"{COMMON}:{common.id}")
        self.check.addItem(self.tr("Defaulting to a related skill"), DEFAULT_SKILL)
        self.check.addItem(self.tr("Defaulting to an aptitude"), DEFAULT_APTITUDE)
        self.skill = combo()
        self.aptitude = combo()
        for aptitude in APTITUDES:
            self.aptitude.addItem(term(aptitude), aptitude)
        self.multiplier = QSpinBox()
        self.multiplier.setRange(1, 5)
        self.multiplier.setPrefix("× ")
        self.multiplier.setValue(3)
        aptitude_row = QWidget()
        boxes.row(boxes.grow(self.aptitude), self.multiplier, parent=aptitude_row, margins=0)
        self.missing = QLineEdit()
        self.missing.setPlaceholderText(self.tr("the skill they lack, e.g. Stealth"))
        self.action = combo()
        for action in ActionType:
            self.action.addItem(term(action), action)
        self.base = QLabel("")
        self.base.setObjectName("checkBase")
        self.base.setWordWrap(True)
        self.modifiers = ModifierList()
        self.form = QFormLayout()
        self.form.setContentsMargins(0, 0, 0, 0)
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.form.addRow(self.tr("Who rolls"), self.character)
        self.form.addRow(self.tr("Check"), self.check)
        self.form.addRow(self.tr("Skill"), self.skill)
        self.form.addRow(self.tr("Aptitude"), aptitude_row)
        self.form.addRow(self.tr("Lacking"), self.missing)
        self.form.addRow(self.tr("Action"), self.action)
        self.form.addRow(self.tr("Base"), self.base)
        self._aptitude_row = aptitude_row
        box = QGroupBox(self.tr("Modifiers"))
        boxes.column(self.modifiers, parent=box, margins=(6, 4, 6, 4))
        boxes.column(self.form, box, parent=self, margins=0)
        for box_widget in (self.character, self.check, self.skill, self.aptitude, self.action):
            box_widget.currentIndexChanged.connect(self._update)
        self.multiplier.valueChanged.connect(self._update)
        self.missing.textChanged.connect(self._update)
        self.modifiers.changed.connect(self.changed.emit)

    @property
    def state(self) -> CampaignState:
        """The campaign the form reads."""
        return self._bridge.state

    def refresh(self) -> None:
        """Re-read the characters and their sheets, keeping the choices."""
        refill(self.character, [(c.name, c.id) for c in characters_in_order(self.state)])
        self._update()

    def select_character(self, character_id: int) -> None:
        """Choose who rolls."""
        self.character.setCurrentIndex(max(0, self.character.findData(character_id)))

    def select_check(self, kind: str, name: str = "") -> None:
        """Choose the kind of check (and a common check by name)."""
        key = f"{kind}:{name}" if name else kind
        self.check.setCurrentIndex(max(0, self.check.findData(key)))

    # reading the choice
    def check_kind(self) -> tuple[str, str]:
        """The kind of check chosen, and the common check's name ("" for the others)."""
        kind, _colon, name = str(self.check.currentData()).partition(":")
        return kind, name

    def sheet(self) -> tuple[Character | None, RenaissanceSheet | None, str]:
        """The chosen character and their sheet, or why it cannot be read."""
        character = self.state.find(Character, self.character.currentData())
        if character is None:
            return None, None, self.tr("Choose who rolls.")
        try:
            return character, read_sheet(character.sheet), ""
        except CommandError as error:
            return character, None, str(error)

    def chosen_skill(self, sheet: RenaissanceSheet | None) -> SkillEntry | None:
        """The skill chosen, if the check uses one."""
        if sheet is None or self.check_kind()[0] not in (SKILL, DEFAULT_SKILL):
            return None
        return sheet.skill(str(self.skill.currentData() or ""))

    def _update(self) -> None:
        _character, sheet, _problem = self.sheet()
        kind, _name = self.check_kind()
        skills = [(f"{s.name} ({sheet.rating(s)})", s.name) for s in sheet.skills] if sheet else []
        refill(self.skill, skills)
        self.form.setRowVisible(self.skill, kind in (SKILL, DEFAULT_SKILL))
        self.form.setRowVisible(self._aptitude_row, kind in (APTITUDE, DEFAULT_APTITUDE))
        self.multiplier.setVisible(kind == APTITUDE)
        self.form.setRowVisible(self.missing, kind in (DEFAULT_SKILL, DEFAULT_APTITUDE))
        action = self.action.currentData()
        skill = self.chosen_skill(sheet) if kind == SKILL else None
        options = campaign_options(self.state)
        self.modifiers.set_context(sheet, skill, action, retry_rule=options.retry_rule)
        choice = self.choice()
        if choice.target is not None:
            target = choice.target
            source = self._source_text(sheet) if sheet is not None else target.source
            self.base.setText(f"{escape(source)} = <b>{target.base}</b>")
        else:
            self.base.setText(f"<span style='color:#b00020'>{choice.problem}</span>")
        self.changed.emit()

    def _source_text(self, sheet: RenaissanceSheet) -> str:
        """Where the base TN comes from, in the GM's language ("Search: INT 25 + 50 ranks")."""
        kind, name = self.check_kind()
        aptitude: Aptitude = self.aptitude.currentData()
        if kind == COMMON:
            formula = common_check(name).formula
            return formula_text(formula) if formula is not None else name
        if kind in (APTITUDE, DEFAULT_APTITUDE):
            times = self.multiplier.value() if kind == APTITUDE else 1
            return formula_text(AptitudeFormula((AptitudeTerm(aptitude, times),)))
        skill = self.chosen_skill(sheet)
        if skill is None:
            return ""
        if kind == DEFAULT_SKILL:
            return fill(self.tr("%1 (rating)"), skill.name)
        score = sheet.aptitudes[skill.aptitude]
        template = self.tr("%1: %2 %3 + %4 ranks")
        return fill(template, skill.name, term(skill.aptitude), score, skill.ranks)

    def _base(self, sheet: RenaissanceSheet) -> tuple[TargetNumber, str, str]:
        """The TN before modifiers, the label for the log, and the kind of check."""
        kind, name = self.check_kind()
        options = campaign_options(self.state)
        aptitude: Aptitude = self.aptitude.currentData()
        missing = self.missing.text().strip() or MISSING_SKILL  # stored: worded when shown
        if kind == COMMON:
            row = common_check(name)
            assert row.formula is not None
            return row.formula.target(sheet.aptitudes), row.name, COMMON
        if kind == APTITUDE:
            formula = AptitudeFormula((AptitudeTerm(aptitude, self.multiplier.value()),))
            return formula.target(sheet.aptitudes), f"{formula} check", APTITUDE
        if kind == DEFAULT_APTITUDE:
            target = default_to_aptitude(
                missing_skill=missing,
                aptitude=aptitude,
                score=sheet.aptitudes[aptitude],
                options=options.defaulting,
            )
            return target, f"{missing} (defaulting to {aptitude.value})", kind
        skill = sheet.skill(str(self.skill.currentData() or ""))
        if skill is None:
            raise RulesError(
                "the character has no skill to roll: add one on the sheet", rule="skill check"
            )
        if kind == DEFAULT_SKILL:
            target = default_to_skill(
                missing_skill=missing,
                skill=skill.name,
                rating=sheet.rating(skill),
                options=options.defaulting,
            )
            return target, f"{missing} (defaulting to {skill.name})", kind
        target = skill_target(
            skill=skill.name,
            aptitude=skill.aptitude,
            aptitude_score=sheet.aptitudes[skill.aptitude],
            ranks=skill.ranks,
        )
        return target, skill.name, SKILL

    def choice(self) -> CheckChoice:
        """The check as chosen: base TN plus every ticked modifier line, or the problem."""
        character, sheet, problem = self.sheet()
        kind = self.check_kind()[0]
        character_id = character.id if character is not None else None
        if sheet is None:
            return CheckChoice(None, problem, ContestSide(character_id, "", kind))
        try:
            base, label, kind = self._base(sheet)
        except RulesError as error:
            return CheckChoice(None, refusal_text(error), ContestSide(character_id, "", kind))
        side = ContestSide(character_id, label, kind)
        lines, problem = self.modifiers.modifiers()
        if problem:
            return CheckChoice(None, problem, side)
        try:
            target = base.plus(*lines)
        except RulesError as error:
            return CheckChoice(None, refusal_text(error), side)
        return CheckChoice(target, "", side)
