"""A roll's dice and outcome, and what the GM does next: save, buy off, spend, succeed at cost.

What the roll still holds (complications to settle, Momentum to use) is the roll record's state,
read through the rules engine's `TaskState`: the view only shows it and enables the buttons the
engine would accept.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGridLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QWidget

from gmscreen.rules.rfi.resolution import TaskOutcome
from gmscreen.rules.rfi.resolution import TaskResult
from gmscreen.rules.rfi.spends import MOMENTUM_SPENDS
from gmscreen.rules.rfi.spends import MomentumSpend
from gmscreen.rules.rfi.task_state import TaskState
from gmscreen.ui import boxes
from gmscreen.ui.menu_button import menu_button
from gmscreen.ui.rfi.dice_view import DiceView
from gmscreen.ui.rfi.spend_words import spend_description
from gmscreen.ui.rfi.spend_words import spend_name
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

OUTCOME_COLOURS = {
    TaskOutcome.PASSED: "#2e7d32",
    TaskOutcome.AUTOMATIC_SUCCESS: "#2e7d32",
    TaskOutcome.SUCCEEDED_AT_COST: "#b35c00",
    TaskOutcome.FAILED: "#c62828",
    TaskOutcome.VOLUNTARY_FAILURE: "#6d4c41",
}
# The outcome in words (the colour above only repeats it).
OUTCOME_TITLES = {
    TaskOutcome.PASSED: QT_TRANSLATE_NOOP("TaskResultView", "Passed"),
    TaskOutcome.AUTOMATIC_SUCCESS: QT_TRANSLATE_NOOP("TaskResultView", "Automatic success"),
    TaskOutcome.SUCCEEDED_AT_COST: QT_TRANSLATE_NOOP("TaskResultView", "Succeeded at cost"),
    TaskOutcome.FAILED: QT_TRANSLATE_NOOP("TaskResultView", "Failed"),
    TaskOutcome.VOLUNTARY_FAILURE: QT_TRANSLATE_NOOP("TaskResultView", "Voluntary failure"),
}


class TaskResultView(QWidget):
    """One side's roll: its dice, outcome and the follow-up buttons.

    The panel gives it the roll and what the roll still holds; buttons emit what the GM asked
    for and the panel turns that into commands.
    """

    save_requested = Signal()
    buy_off_requested = Signal(bool)  # True: an NPC's complication, paid by removing threat
    apply_requested = Signal()  # the GM applies a complication in play: settled, nothing paid
    invoke_requested = Signal()  # a negative invoke of a truth or trait during this task
    spend_requested = Signal(object)  # a MomentumSpend
    at_cost_requested = Signal()
    stand_requested = Signal()  # the GM lets the failure stand: no success at cost

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.result: TaskResult | None = None
        self.remaining = TaskState()
        self.dice = DiceView()
        self.outcome = QLabel("")
        self.outcome.setWordWrap(True)
        self.save = QPushButton("")
        self.save.clicked.connect(self.save_requested.emit)
        self.buy_off = menu_button(self.tr("Buy off a complication"))
        buy_menu = self.buy_off.menu()
        buy_menu.addAction(self.tr("Player: add 2 Threat")).triggered.connect(
            lambda: self.buy_off_requested.emit(False)
        )
        buy_menu.addAction(self.tr("NPC: remove 2 Threat")).triggered.connect(
            lambda: self.buy_off_requested.emit(True)
        )
        buy_menu.addSeparator()
        buy_menu.addAction(self.tr("GM applies it in play (no Threat)")).triggered.connect(
            self.apply_requested.emit
        )
        self.spend = menu_button(self.tr("Spend Momentum"))
        spend_menu = self.spend.menu()
        for spend in MOMENTUM_SPENDS:
            if spend.before_roll:
                continue
            flags = [f"{spend.cost}"]
            if spend.immediate:
                flags.append(self.tr("immediate"))
            if spend.repeatable:
                flags.append(self.tr("repeatable"))
            action = spend_menu.addAction(f"{spend_name(spend)} ({', '.join(flags)})")
            action.setToolTip(spend_description(spend))
            action.triggered.connect(lambda _=False, s=spend: self.spend_requested.emit(s))
        spend_menu.setToolTipsVisible(True)
        self.at_cost = QPushButton(self.tr("Succeed at cost"))
        self.at_cost.setToolTip(self.tr("Turn this failure into a success with a complication"))
        self.at_cost.clicked.connect(self.at_cost_requested.emit)
        self.stand = QPushButton(self.tr("Let the failure stand"))
        self.stand.setToolTip(
            self.tr("No success at cost: the task failed, the next roll may come")
        )
        self.stand.clicked.connect(self.stand_requested.emit)
        self.failure_stands = False  # the GM decided: the failure stands
        self.call_pending = False  # the failure waits for the GM's call (a task alone)
        self.invoke = QPushButton(self.tr("Invoke negatively…"))
        self.invoke.setToolTip(
            self.tr(
                "The player brings a truth or trait into play against their character: "
                "+1 Fortune, +1 complication on this task"
            )
        )
        self.invoke.clicked.connect(self.invoke_requested.emit)
        self._grid = QGridLayout()
        self._columns = 0
        self.fit_columns()
        boxes.column(self.dice, self.outcome, self._grid, parent=self, margins=0)
        self.show_result(None)

    def fit_columns(self, width: int | None = None) -> None:
        """Two buttons a row where two fit in `width` px, else one under another: German's
        "0 Momentum in den Pool sparen" beside "Fehlschlag hinnehmen" is wider than a narrow
        window's dock. Without a width, two a row."""
        buttons = self._buttons()
        spacing = max(self._grid.horizontalSpacing(), 0)
        pair = (
            max(b.sizeHint().width() for b in buttons[0::2])
            + spacing
            + max(b.sizeHint().width() for b in buttons[1::2])
        )
        columns = 2 if width is None or pair <= width else 1
        if columns == self._columns:
            return
        self._columns = columns
        for button in buttons:
            self._grid.removeWidget(button)
        for index, button in enumerate(buttons):
            self._grid.addWidget(button, index // columns, index % columns)

    def _buttons(self) -> tuple[QWidget, ...]:
        return (self.save, self.spend, self.buy_off, self.invoke, self.at_cost, self.stand)

    @property
    def unsaved_momentum(self) -> int:
        """The roll's Momentum nobody has saved or spent yet."""
        return self.remaining.momentum

    def show_result(
        self,
        result: TaskResult | None,
        remaining: TaskState | None = None,
        *,
        failure_stands: bool = False,
        call_pending: bool = False,
    ) -> None:
        """Show a roll and what it still holds (a fresh roll's state unless given), or nothing;
        a failure offers success at cost until it stands, and asks for the GM's call while
        `call_pending`."""
        self.result = result
        self.failure_stands, self.call_pending = failure_stands, call_pending
        if remaining is None:
            remaining = TaskState.of(result) if result is not None else TaskState()
        self.remaining = remaining
        self.dice.show_dice(result.dice if result is not None else ())
        self._update()

    def _update(self) -> None:
        result = self.result
        undecided = (
            result is not None and result.outcome is TaskOutcome.FAILED and not self.failure_stands
        )
        # Each widget shown or hidden once per render: one shown, then hidden again, would lay
        # the panel out for nothing.
        for widget in (self.save, self.spend, self.buy_off, self.invoke, self.outcome):
            widget.setVisible(result is not None)
        self.at_cost.setVisible(undecided)
        self.stand.setVisible(undecided and self.call_pending)
        if result is None:
            self.outcome.setText("")
            return
        colour = OUTCOME_COLOURS[result.outcome]
        title = self.tr(OUTCOME_TITLES[result.outcome])
        lines = [f"<b style='color:{colour}'>{title}</b>"]
        remaining = self.remaining
        if result.rolled:
            lines.append(
                self.tr("%n success(es) against difficulty %1", "", result.successes).replace(
                    "%1", str(result.task.difficulty)
                )
            )
        if result.momentum:
            lines.append(
                self.tr("%d Momentum (%d unsaved)") % (result.momentum, remaining.momentum)
            )
        if result.complications or remaining.complications:
            text = self.tr("%n complication(s) to settle", "", remaining.complications)
            style = "color:#c62828" if remaining.complications else ""
            lines.append(f"<b style='{style}'>{text}</b>")
        if result.rolled and result.task.assistants and not result.assistance_counted:
            lines.append(self.tr("assistants' successes not counted: the leader scored none"))
        self.outcome.setText(" · ".join(lines))
        self.save.setText(self.tr("Save %d Momentum to the pool") % remaining.momentum)
        self.save.setEnabled(remaining.momentum > 0)
        # Spends may also be paid from the pool or Threat: only a passed task can take one.
        self.spend.setEnabled(remaining.spendable)
        self.buy_off.setEnabled(remaining.complications > 0)
        self.invoke.setEnabled(result.task is not None)


def spend_label(spend: MomentumSpend) -> str:
    """ "Obtain Information (1 Momentum)"."""
    return f"{spend_name(spend)} ({spend.cost} Momentum)"
