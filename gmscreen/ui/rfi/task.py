"""The task panel: choose a task, see its exact odds, roll, and act on the result."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from gmscreen.model.changes import ChangeSet
from gmscreen.model.commands import EditRecord
from gmscreen.model.rfi.pools import ChangePools, read_pools
from gmscreen.model.rfi.rolls import RecordTaskRoll, roll_outcome, task_summary
from gmscreen.model.state import Character, RollRecord
from gmscreen.rules.dice import Dice, SeededDice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi import pools as pool_rules
from gmscreen.rules.rfi.odds import task_odds
from gmscreen.rules.rfi.opposed import OpposedResult, Side, judge_opposed_task
from gmscreen.rules.rfi.resolution import (
    TaskResult,
    fail_task_voluntarily,
    offer_success_at_cost,
    resolve_task,
)
from gmscreen.rules.rfi.spends import MomentumSpend, pay_spend
from gmscreen.ui.rfi.odds_view import OddsView
from gmscreen.ui.rfi.spend_dialog import SpendDialog
from gmscreen.ui.rfi.task_form import TaskChoice, TaskForm
from gmscreen.ui.rfi.task_result import TaskResultView
from gmscreen.ui.shell.undo import SessionBridge


class TaskSide(QGroupBox):
    """One side of a task: the form, its odds and its result."""

    def __init__(self, title: str, bridge: SessionBridge, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.record_id: int | None = None  # the roll log entry of the last roll
        self.label = ""
        self.form = TaskForm(bridge)
        self.problem = QLabel("")
        self.problem.setStyleSheet("color: #b00020;")
        self.problem.setWordWrap(True)
        self.odds = OddsView()
        self.result = TaskResultView()
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addWidget(self.problem)
        layout.addWidget(self.odds)
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        layout.addWidget(line)
        layout.addWidget(self.result)
        self.form.changed.connect(self.update_odds)

    def update_odds(self) -> TaskChoice:
        """Recompute the exact odds for the current choices (a few microseconds, cached)."""
        choice = self.form.choice()
        self.problem.setText(choice.problem)
        if choice.task is None:
            self.odds.show_odds(None, 0)
        else:
            self.odds.show_odds(task_odds(choice.task), choice.task.difficulty)
        return choice


class TaskPanel(QWidget):
    """Tasks and opposed tasks, from choice to roll to what the roll's momentum buys."""

    def __init__(self, bridge: SessionBridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self.dice: Dice = SeededDice()
        self.active = TaskSide(self.tr("Task"), bridge)
        self.reactive = TaskSide(self.tr("Opposed by"), bridge)
        self.reactive.form.base_difficulty.setValue(1)
        self.opposed = QCheckBox(self.tr("Opposed task"))
        self.opposed.setToolTip(self.tr("Both sides roll at base difficulty 1, side by side"))
        self.opposed.toggled.connect(self._show_opposed)
        self.roll_button = QPushButton(self.tr("Roll"))
        self.roll_button.setDefault(True)
        self.roll_button.clicked.connect(self.roll)
        self.fail_button = QPushButton(self.tr("Fail voluntarily"))
        self.fail_button.setToolTip(self.tr("No roll: +1 Threat, +1 Fortune to the character"))
        self.fail_button.clicked.connect(self.fail_voluntarily)
        self.verdict = QLabel("")
        self.verdict.setWordWrap(True)
        self.override = QComboBox()
        self.override.addItem(self.tr("Default outcome"), None)
        self.override.addItem(self.tr("GM: the active side wins"), Side.ACTIVE)
        self.override.addItem(self.tr("GM: the reactive side wins"), Side.REACTIVE)
        self.override.currentIndexChanged.connect(self._show_verdict)
        self.message = QLabel("")
        self.message.setWordWrap(True)
        self._opposed_result: OpposedResult | None = None
        sides = QHBoxLayout()
        sides.addWidget(self.active)
        sides.addWidget(self.reactive)
        buttons = QHBoxLayout()
        buttons.addWidget(self.opposed)
        buttons.addStretch(1)
        buttons.addWidget(self.fail_button)
        buttons.addWidget(self.roll_button)
        verdict_row = QHBoxLayout()
        verdict_row.addWidget(self.verdict, 1)
        verdict_row.addWidget(self.override)
        inner = QWidget()
        inner_layout = QVBoxLayout(inner)
        inner_layout.addLayout(sides)
        inner_layout.addLayout(verdict_row)
        inner_layout.addWidget(self.message)
        inner_layout.addStretch(1)
        scroll = self._scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(inner)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(scroll)
        layout.addLayout(buttons)
        for side in (self.active, self.reactive):
            side.result.save_requested.connect(lambda s=side: self._save(s))
            side.result.buy_off_requested.connect(lambda npc, s=side: self._buy_off(npc))
            side.result.spend_requested.connect(lambda spend, s=side: self._spend(s, spend))
            side.result.at_cost_requested.connect(lambda s=side: self._at_cost(s))
        bridge.changed.connect(self._on_changed)
        self.active.form.refresh()
        self.reactive.form.refresh()
        self._show_opposed(False)

    def _on_changed(self, changes: ChangeSet) -> None:
        if changes.kinds() & {"character", "trait", "campaign"}:
            self.active.form.refresh()
            self.reactive.form.refresh()

    def _show_opposed(self, opposed: bool) -> None:
        self.reactive.setVisible(opposed)
        self.verdict.setVisible(opposed)
        self.override.setVisible(opposed)
        self.fail_button.setVisible(not opposed)

    def _say(self, text: str, *, warning: bool = False) -> None:
        self.message.setText(text)
        self.message.setStyleSheet("color: #b35c00;" if warning else "")

    # rolling
    def _record(self, side: TaskSide, result: TaskResult, choice: TaskChoice) -> bool:
        command = RecordTaskRoll(
            result, character_id=choice.character_id, label=choice.label, payment=choice.payment
        )
        if self._bridge.execute(command) is None:
            return False
        side.result.show_result(result)
        side.record_id = command.record.id if command.record is not None else None
        side.label = choice.label
        return True

    def roll(self) -> bool:
        """Roll the task (both sides of an opposed task) and log it; False if refused."""
        sides = [self.active, self.reactive] if self.opposed.isChecked() else [self.active]
        choices = [side.update_odds() for side in sides]
        for side, choice in zip(sides, choices, strict=True):
            if choice.task is None:
                self._say(f"{side.title()}: {choice.problem}", warning=True)
                return False
        try:
            results = [resolve_task(choice.task, self.dice) for choice in choices if choice.task]
        except RulesError as error:
            self._say(str(error), warning=True)
            return False
        for side, result, choice in zip(sides, results, choices, strict=True):
            if not self._record(side, result, choice):
                return False
        if self.opposed.isChecked():
            self._opposed_result = judge_opposed_task(results[0], results[1])
            self.override.setCurrentIndex(0)
            self._show_verdict()
        self._say("")
        # On a small screen the result sits below the form: bring it into view.
        self._scroll.ensureWidgetVisible(self.active.result)
        return True

    def fail_voluntarily(self) -> None:
        """Fail without rolling: the GM gains threat, the character fortune."""
        choice = self.active.update_odds()
        if choice.task is None:
            self._say(choice.problem, warning=True)
            return
        try:
            result = fail_task_voluntarily(choice.task)
        except RulesError as error:
            self._say(str(error), warning=True)
            return
        self._record(self.active, result, choice)

    def _show_verdict(self) -> None:
        result = self._opposed_result
        if result is None:
            self.verdict.setText("")
            return
        override = self.override.currentData()
        if override is not None:
            result = OpposedResult(
                active=result.active,
                reactive=result.reactive,
                default_winner=result.default_winner,
                reason=result.reason,
                gm_override=override,
            )
        text = self.tr("%s side wins — %s") % (
            result.winner.value.capitalize(),
            result.reason.value,
        )
        if result.overridden:
            text = self.tr("%s side wins (GM's call)") % result.winner.value.capitalize()
        elif result.nothing_changes:
            text += self.tr(": nothing changes")
        self.verdict.setText(f"<b>{text}</b>")

    # after the roll
    def _pools_command(
        self, name: str, operation: Callable[[pool_rules.Pools], pool_rules.PoolChange]
    ) -> bool:
        command = ChangePools(name, operation)
        if self._bridge.execute(command) is None or command.report is None:
            return False
        report = command.report
        lost = report.momentum_lost + report.fortune_lost
        self._say(report.summary, warning=lost > 0)
        return True

    def _save(self, side: TaskSide) -> None:
        amount = side.result.unsaved_momentum
        if amount and self._pools_command(
            self.tr("save %d Momentum") % amount, lambda p: pool_rules.add_momentum(p, amount)
        ):
            side.result.use_momentum(amount)

    def _buy_off(self, npc: bool) -> None:
        if npc:
            self._pools_command(
                self.tr("buy off an NPC complication"), pool_rules.buy_off_npc_complication
            )
        else:
            self._pools_command(self.tr("buy off a complication"), pool_rules.buy_off_complication)

    def _spend(self, side: TaskSide, spend: MomentumSpend) -> None:
        """Ask how to pay the spend (the roll's momentum first, by default), then pay it."""
        dialog = SpendDialog(spend, self._current_pools(), side.result.unsaved_momentum, self)
        if dialog.exec():
            self.pay_spend(side, dialog)

    def pay_spend(self, side: TaskSide, dialog: SpendDialog) -> None:
        """Pay a spend as the dialog describes it, as one undoable command."""
        chosen = dialog.payment()  # checked on accept; the command checks it again
        times, spend = chosen.times, chosen.spend
        paid = chosen.payment
        unsaved = side.result.unsaved_momentum

        def pay(pools: pool_rules.Pools) -> pool_rules.PoolChange:
            return pay_spend(
                pools,
                spend,
                times,
                from_task=paid.from_task,
                from_pool=paid.from_pool,
                from_threat=paid.from_threat,
                available_task_momentum=unsaved,
            ).payment.change

        label = spend.name if times == 1 else f"{spend.name} ×{times}"
        if self._pools_command(self.tr("spend %d Momentum: %s") % (paid.cost, label), pay):
            side.result.use_momentum(paid.from_task)

    def _current_pools(self) -> pool_rules.Pools:
        return read_pools(self._bridge.state)

    def _at_cost(self, side: TaskSide) -> None:
        """The GM lets a failed roll succeed at a cost: the log entry is corrected to match."""
        result = side.result.result
        if result is None or side.record_id is None:
            return
        try:
            at_cost = offer_success_at_cost(result)
        except RulesError as error:
            self._say(str(error), warning=True)
            return
        state = self._bridge.state
        record = state.find(RollRecord, side.record_id)
        character = state.find(Character, record.character_id if record else None)
        who = character.name if character is not None else ""
        command = EditRecord(
            "roll",
            side.record_id,
            label=self.tr("succeed at cost"),
            summary=task_summary(at_cost, who, side.label),
            outcome=roll_outcome(at_cost),
        )
        if self._bridge.execute(command) is not None:
            side.result.show_result(at_cost)

    def smoke_roll(self) -> str | None:
        """Roll the current task once with seeded dice (for `gmscreen --smoke`)."""
        self.dice = SeededDice(20)
        if not self.roll():
            return f"the smoke test's task roll was refused: {self.message.text()}"
        return None
