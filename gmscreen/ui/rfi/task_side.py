"""One side of a task in the task panel: its form, the odds of its choices and its roll."""

from __future__ import annotations

from PySide6.QtWidgets import QGroupBox
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QWidget

from gmscreen.rules.rfi.odds import task_odds
from gmscreen.rules.rfi.resolution import TaskResult
from gmscreen.rules.rfi.task import Task
from gmscreen.ui import boxes
from gmscreen.ui.panels.resolution import divider
from gmscreen.ui.rfi.odds_view import OddsView
from gmscreen.ui.rfi.task_form import TaskChoice
from gmscreen.ui.rfi.task_form import TaskForm
from gmscreen.ui.rfi.task_result import TaskResultView
from gmscreen.ui.shell.undo import SessionBridge


class TaskSide(QGroupBox):
    """One side of a task: the form, its odds and its result."""

    def __init__(self, title: str, bridge: SessionBridge, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.record_id: int | None = None  # the roll log entry of the last roll
        self.rolled: TaskResult | None = None  # that roll as the dice fell
        self.label = ""
        self.form = TaskForm(bridge)
        self.problem = QLabel("")
        self.problem.setStyleSheet("color: #b00020;")
        self.problem.setWordWrap(True)
        self.odds = OddsView()
        self._odds_of: Task | None = None  # the task whose odds are shown
        self.result = TaskResultView()
        # The odds are laid out by the panel, under the form beside Roll, always in view.
        boxes.column(self.form, self.problem, divider(), self.result, parent=self)
        self.form.changed.connect(self.update_odds)

    def hold(self, record_id: int, rolled: TaskResult, label: str) -> None:
        """Make the roll log entry `record_id` (`rolled` as its dice fell) this side's roll; the
        panel shows it in its next pass over the roll display."""
        self.record_id, self.rolled, self.label = record_id, rolled, label

    def update_odds(self) -> TaskChoice:
        """Recompute the exact odds for the current choices (a few microseconds, cached)."""
        choice = self.form.choice()
        self.problem.setText(choice.problem)
        if choice.task == self._odds_of and self._odds_of is not None:
            return choice  # the same task: its odds are on show already
        self._odds_of = choice.task
        if choice.task is None:
            self.odds.show_odds(None, 0)
        else:
            self.odds.show_odds(task_odds(choice.task), choice.task.difficulty)
        return choice
