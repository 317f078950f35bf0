"""The challenge builder's options: a time limit, a contest, and the GM's rulings."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QGroupBox
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QSpinBox
from PySide6.QtWidgets import QWidget

from gmscreen.model.rfi.scene_challenge import ChallengeSetup
from gmscreen.rules.rfi.challenge_graph import Challenge
from gmscreen.rules.rfi.challenges import BranchClosing
from gmscreen.rules.rfi.challenges import ChallengeRules
from gmscreen.rules.rfi.timed import TimedRules
from gmscreen.rules.rfi.timed import TimeLimit
from gmscreen.rules.rfi.timed import suggested_budget
from gmscreen.ui import boxes

MAX_BUDGET = 99
DEFAULT_BUDGET = 6  # 2–3 intervals for each of 2–3 key tasks


class ChallengeOptions(QWidget):
    """Timed (interval, intervals allowed, consequence), contest, and rulings; `changed` fires."""

    changed = Signal()

    def __init__(
        self, start: ChallengeSetup, *, editing: bool, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        limit = start.time_limit
        self.timed = QGroupBox(self.tr("Timed"))
        self.timed.setCheckable(True)
        self.timed.setChecked(limit is not None)
        self.interval = QLineEdit(limit.interval if limit else self.tr("15 minutes"))
        self.budget = QSpinBox()
        self.budget.setRange(1, MAX_BUDGET)
        self.budget.setValue((limit.budget or DEFAULT_BUDGET) if limit else DEFAULT_BUDGET)
        self.budget.setSuffix(self.tr(" intervals"))
        self.suggestion = QLabel("")
        self.suggestion.setStyleSheet("color: palette(mid);")
        self.consequence = QLineEdit(limit.consequence if limit else "")
        self.consequence.setPlaceholderText(self.tr("What happens when time runs out"))
        self.parallel = QCheckBox(self.tr("Characters work side by side (own clocks)"))
        self.parallel.setChecked(start.timed_rules.parallel_work)
        timed_form = QFormLayout(self.timed)
        timed_form.addRow(self.tr("Interval"), self.interval)
        timed_form.addRow(self.tr("Allowed"), boxes.row(self.budget, boxes.grow(self.suggestion)))
        timed_form.addRow(self.tr("Out of time"), self.consequence)
        timed_form.addRow(self.parallel)

        self.contest = QGroupBox(self.tr("Contest"))
        self.contest.setCheckable(True)
        self.contest.setChecked(start.contest)
        self.contest.setEnabled(not editing)  # a running challenge cannot turn into a contest
        self.gm_priority = QCheckBox(self.tr("The GM spends 2 Threat: the opposition acts first"))
        self.gm_priority.setChecked(start.gm_takes_priority)
        boxes.column(
            QLabel(self.tr("The opposition races through the same key tasks.")),
            self.gm_priority,
            boxes.STRETCH,
            parent=self.contest,
        )

        rulings = QGroupBox(self.tr("Rulings"))
        self.failure_final = QCheckBox(self.tr("A failed key task cannot be tried again"))
        self.failure_final.setChecked(start.rules.failure_is_final)
        self.branch_closing = QComboBox()
        self.branch_closing.addItem(self.tr("once its key task succeeds"), BranchClosing.ON_SUCCESS)
        self.branch_closing.addItem(self.tr("as soon as it is attempted"), BranchClosing.ON_ATTEMPT)
        self.branch_closing.setCurrentIndex(
            self.branch_closing.findData(start.rules.branch_closing)
        )
        rules_form = QFormLayout(rulings)
        rules_form.addRow(self.failure_final)
        rules_form.addRow(self.tr("A branch closes others"), self.branch_closing)

        boxes.row(
            boxes.grow(self.timed, 3),
            boxes.grow(self.contest, 2),
            boxes.grow(rulings, 2),
            parent=self,
            margins=0,
        )
        for line in (self.interval, self.consequence):
            line.textEdited.connect(self.changed)
        self.budget.valueChanged.connect(self.changed)
        self.branch_closing.currentIndexChanged.connect(self.changed)
        for box in (self.timed, self.contest):
            box.toggled.connect(self.changed)
        for check in (self.parallel, self.gm_priority, self.failure_final):
            check.toggled.connect(self.changed)

    def time_limit(self) -> TimeLimit | None:
        """The time limit, when the challenge is timed; raises `RulesError` if refused."""
        if not self.timed.isChecked():
            return None
        return TimeLimit(
            interval=self.interval.text().strip(),
            budget=self.budget.value(),
            consequence=self.consequence.text().strip(),
        )

    def timed_rules(self) -> TimedRules:
        """The timed rules: the text's numbers, with parallel work as the GM chose."""
        return TimedRules(parallel_work=self.parallel.isChecked())

    def rules(self) -> ChallengeRules:
        """The GM's rulings on failures and branches."""
        return ChallengeRules(
            failure_is_final=self.failure_final.isChecked(),
            branch_closing=BranchClosing(self.branch_closing.currentData()),
        )

    def suggest_budget(self, challenge: Challenge) -> None:
        """Show the usual budget: 2–3 intervals per key task on the shortest way to victory."""
        needed = challenge.fewest_key_tasks_to_win()
        if needed:
            low, high = suggested_budget(needed)
            self.suggestion.setText(self.tr("suggested %d–%d") % (low, high))
