"""The Firelock rules options the GM may change: ability names, rating range, substitution
penalties, the bidding allowances, and the options where the text is silent."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QSpinBox
from PySide6.QtWidgets import QWidget

from gmscreen.rules.errors import RulesError
from gmscreen.rules.firelock import FirelockDefaults
from gmscreen.ui.dialogs.validated import ValidatedDialog
from gmscreen.ui.firelock.setup_form import parse_scores
from gmscreen.ui.refusals import refusal_text

MOST_NAMES_WIDTH = 520  # px: a longer list of names scrolls in its field


def _spin(low: int, high: int, value: int) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(low, high)
    spin.setValue(value)
    return spin


class FirelockRulesDialog(ValidatedDialog):
    """Edit `FirelockDefaults`; OK is refused in place while the rules refuse the values."""

    def __init__(self, defaults: FirelockDefaults, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Firelock rules options"))
        self.abilities = QLineEdit(", ".join(defaults.abilities))
        self.skills = QLineEdit(", ".join(defaults.suggested_skills))
        self.skills.setToolTip(self.tr("Offered when a skill is added; any other name is fine"))
        for names in (self.abilities, self.skills):
            # The whole list in view, from its first name (a line edit shows its end).
            whole = names.fontMetrics().horizontalAdvance(names.text()) + 24
            names.setMinimumWidth(min(whole, MOST_NAMES_WIDTH))
            names.setCursorPosition(0)
        self.rating_min = _spin(-20, 99, defaults.rating_min)
        self.rating_max = _spin(-20, 99, defaults.rating_max)
        self.die_sides = _spin(2, 100, defaults.die_sides)
        self.sensible = _spin(-30, 30, defaults.mostly_sensible_penalty)
        self.dubious = _spin(-30, 30, defaults.dubious_penalty)
        self.borderline = _spin(-30, 30, defaults.borderline_penalty)
        self.bonus_cap = _spin(-10, 30, defaults.max_substitution_bonus)
        self.undershoot = _spin(-10, 30, defaults.max_undershoot)
        self.across_sides = QCheckBox(self.tr("A claim either side made is no longer new"))
        self.across_sides.setChecked(defaults.claims_new_across_sides)
        self.untrue_ends = QCheckBox(self.tr("A bid found untrue loses the bidding"))
        self.untrue_ends.setChecked(defaults.untrue_bid_ends_bidding)
        self.once_per_chain = QCheckBox(self.tr("Each score once per complex challenge"))
        self.once_per_chain.setChecked(defaults.scores_once_per_chain)
        form = self.form
        form.addRow(self.tr("Abilities"), self.abilities)
        form.addRow(self.tr("Suggested skills"), self.skills)
        form.addRow(self.tr("Lowest rating"), self.rating_min)
        form.addRow(self.tr("Highest rating"), self.rating_max)
        form.addRow(self.tr("Die sides"), self.die_sides)
        form.addRow(self.tr("Mostly sensible substitution"), self.sensible)
        form.addRow(self.tr("Dubious substitution"), self.dubious)
        form.addRow(self.tr("Borderline substitution"), self.borderline)
        form.addRow(self.tr("Largest clever bonus"), self.bonus_cap)
        form.addRow(self.tr("A bid may fall short by"), self.undershoot)
        for box in (self.across_sides, self.untrue_ends, self.once_per_chain):
            form.addRow(box)

    def defaults(self) -> FirelockDefaults:
        """The defaults as entered; `RulesError` when the rules refuse them."""
        return FirelockDefaults(
            abilities=parse_scores(self.abilities.text()),
            suggested_skills=parse_scores(self.skills.text()),
            die_sides=self.die_sides.value(),
            rating_min=self.rating_min.value(),
            rating_max=self.rating_max.value(),
            mostly_sensible_penalty=self.sensible.value(),
            dubious_penalty=self.dubious.value(),
            borderline_penalty=self.borderline.value(),
            max_substitution_bonus=self.bonus_cap.value(),
            max_undershoot=self.undershoot.value(),
            claims_new_across_sides=self.across_sides.isChecked(),
            untrue_bid_ends_bidding=self.untrue_ends.isChecked(),
            scores_once_per_chain=self.once_per_chain.isChecked(),
        )

    def accept(self) -> None:
        try:
            self.defaults()
        except RulesError as error:
            self.show_refusal(refusal_text(error))
            return
        super().accept()
