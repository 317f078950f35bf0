"""The Renaissance defaults the GM may change, where the rules text is damaged or silent."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QSpinBox
from PySide6.QtWidgets import QWidget

from gmscreen.model.renaissance.options import ROLLED_METHODS
from gmscreen.model.renaissance.options import RenaissanceOptions
from gmscreen.model.renaissance.options import SetRenaissanceOptions
from gmscreen.rules.renaissance import ContestOptions
from gmscreen.rules.renaissance import DefaultingOptions
from gmscreen.rules.renaissance import GradeOptions
from gmscreen.rules.renaissance import InitiativeOptions
from gmscreen.rules.renaissance import LuckOptions
from gmscreen.rules.renaissance import PercentileMethod
from gmscreen.ui.dialogs.validated import ValidatedDialog

NO_CAP = -1


def number(low: int, high: int, value: int, tooltip: str) -> QSpinBox:
    """A spin box with its explanation as tooltip."""
    box = QSpinBox()
    box.setRange(low, high)
    box.setValue(value)
    box.setToolTip(tooltip)
    return box


class RulesOptionsDialog(ValidatedDialog):
    """D% method, downgrade reading, contest rounds, initiative ties, Luck, defaulting, retries."""

    def __init__(self, options: RenaissanceOptions, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Renaissance rule options"))
        self.method = QComboBox()
        methods = {  # "W" for a die in German
            PercentileMethod.ONE_D100: self.tr("1d100"),
            PercentileMethod.TWO_D10: self.tr("2d10, the tens die first"),
        }
        for method in ROLLED_METHODS:
            self.method.addItem(methods.get(method, method.value), method)
        self.method.setCurrentIndex(max(0, self.method.findData(options.percentile_method)))
        self.downgrade = QCheckBox(self.tr("A downgraded critical success becomes basic"))
        self.downgrade.setToolTip(
            self.tr("The text's downgrade list contradicts itself; by default it moves one step")
        )
        self.downgrade.setChecked(options.grades.downgrade_critical_success_to_basic)
        self.rounds = number(
            1, 200, options.contest.max_rounds, self.tr("Rerolled rounds before the GM decides")
        )
        self.modifier_first = QCheckBox(self.tr("Higher initiative modifier wins a tie"))
        self.modifier_first.setChecked(options.initiative.higher_modifier_first)
        self.luck_gain = number(
            0, 10, options.luck.gained_per_session_break, self.tr("Per session start or break")
        )
        maximum = options.luck.maximum
        self.luck_cap = number(
            NO_CAP, 99, NO_CAP if maximum is None else maximum, self.tr("The rules set no cap")
        )
        self.luck_cap.setSpecialValueText(self.tr("no cap"))
        self.skill_penalty = number(
            0,
            90,
            options.defaulting.related_skill_penalty,
            self.tr("Penalty for using a related skill instead"),
        )
        self.aptitude_penalty = number(
            0,
            90,
            options.defaulting.aptitude_penalty,
            self.tr("Penalty for rolling the linked aptitude × 1 instead"),
        )
        self.retry = QCheckBox(self.tr("Offer the optional −10 per earlier try"))
        self.retry.setChecked(options.retry_rule)
        note = QLabel(self.tr("Changing these is one step on the Undo list."))
        note.setStyleSheet("color: palette(mid);")
        form = self.form
        form.addRow(self.tr("Roll D% as"), self.method)
        form.addRow("", self.downgrade)
        form.addRow(self.tr("Contest rounds"), self.rounds)
        form.addRow("", self.modifier_first)
        form.addRow(self.tr("Luck per session"), self.luck_gain)
        form.addRow(self.tr("Luck Point cap"), self.luck_cap)
        form.addRow(self.tr("Defaulting to a skill"), self.skill_penalty)
        form.addRow(self.tr("Defaulting to an aptitude"), self.aptitude_penalty)
        form.addRow("", self.retry)
        form.addRow(note)

    def options(self) -> RenaissanceOptions:
        """The options as the dialog now sets them."""
        cap = self.luck_cap.value()
        return RenaissanceOptions(
            percentile_method=self.method.currentData(),
            grades=GradeOptions(downgrade_critical_success_to_basic=self.downgrade.isChecked()),
            contest=ContestOptions(max_rounds=self.rounds.value()),
            initiative=InitiativeOptions(higher_modifier_first=self.modifier_first.isChecked()),
            luck=LuckOptions(
                gained_per_session_break=self.luck_gain.value(),
                maximum=None if cap == NO_CAP else cap,
            ),
            defaulting=DefaultingOptions(
                related_skill_penalty=self.skill_penalty.value(),
                aptitude_penalty=self.aptitude_penalty.value(),
            ),
            retry_rule=self.retry.isChecked(),
        )

    def command(self) -> SetRenaissanceOptions:
        """The undoable change these options make."""
        return SetRenaissanceOptions(self.options())
