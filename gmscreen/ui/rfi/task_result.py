"""A roll's dice and outcome, and what the GM does next: save, buy off, spend, succeed at cost."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QMenu,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gmscreen.rules.rfi.resolution import TaskOutcome, TaskResult
from gmscreen.rules.rfi.spends import MOMENTUM_SPENDS, MomentumSpend
from gmscreen.ui.rfi.dice_view import DiceView

OUTCOME_COLOURS = {
    TaskOutcome.PASSED: "#2e7d32",
    TaskOutcome.AUTOMATIC_SUCCESS: "#2e7d32",
    TaskOutcome.SUCCEEDED_AT_COST: "#b35c00",
    TaskOutcome.FAILED: "#c62828",
    TaskOutcome.VOLUNTARY_FAILURE: "#6d4c41",
}


class TaskResultView(QWidget):
    """One side's roll: its dice, outcome and the follow-up buttons.

    The view holds the roll's unsaved momentum; buttons emit what the GM asked for and the
    panel turns that into commands.
    """

    save_requested = Signal()
    buy_off_requested = Signal(bool)  # True: an NPC's complication, paid by removing threat
    spend_requested = Signal(object)  # a MomentumSpend
    at_cost_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.result: TaskResult | None = None
        self.unsaved_momentum = 0
        self.dice = DiceView()
        self.outcome = QLabel("")
        self.outcome.setWordWrap(True)
        self.save = QPushButton("")
        self.save.clicked.connect(self.save_requested.emit)
        self.buy_off = QToolButton()
        self.buy_off.setText(self.tr("Buy off a complication"))
        self.buy_off.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        buy_menu = QMenu(self.buy_off)
        buy_menu.addAction(self.tr("Player: add 2 Threat")).triggered.connect(
            lambda: self.buy_off_requested.emit(False)
        )
        buy_menu.addAction(self.tr("NPC: remove 2 Threat")).triggered.connect(
            lambda: self.buy_off_requested.emit(True)
        )
        self.buy_off.setMenu(buy_menu)
        self.spend = QToolButton()
        self.spend.setText(self.tr("Spend Momentum"))
        self.spend.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        spend_menu = QMenu(self.spend)
        for spend in MOMENTUM_SPENDS:
            if spend.before_roll:
                continue
            flags = [f"{spend.cost}"]
            if spend.immediate:
                flags.append(self.tr("immediate"))
            if spend.repeatable:
                flags.append(self.tr("repeatable"))
            action = spend_menu.addAction(f"{spend.name} ({', '.join(flags)})")
            action.setToolTip(spend.description)
            action.triggered.connect(lambda _=False, s=spend: self.spend_requested.emit(s))
        spend_menu.setToolTipsVisible(True)
        self.spend.setMenu(spend_menu)
        self.at_cost = QPushButton(self.tr("Succeed at cost"))
        self.at_cost.setToolTip(self.tr("Turn this failure into a success with a complication"))
        self.at_cost.clicked.connect(self.at_cost_requested.emit)
        buttons = QGridLayout()
        for index, button in enumerate((self.save, self.spend, self.buy_off, self.at_cost)):
            buttons.addWidget(button, index // 2, index % 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.dice)
        layout.addWidget(self.outcome)
        layout.addLayout(buttons)
        self.show_result(None)

    def show_result(self, result: TaskResult | None) -> None:
        """Show a fresh roll (its momentum all unsaved), or nothing."""
        self.result = result
        self.unsaved_momentum = result.momentum if result is not None else 0
        self.dice.show_dice(result.dice if result is not None else ())
        self._update()

    def use_momentum(self, amount: int) -> None:
        """The roll's momentum was spent or saved: less of it is left."""
        self.unsaved_momentum = max(0, self.unsaved_momentum - amount)
        self._update()

    def _update(self) -> None:
        result = self.result
        visible = result is not None
        for widget in (self.save, self.spend, self.buy_off, self.at_cost, self.outcome):
            widget.setVisible(visible)
        if result is None:
            self.outcome.setText("")
            return
        colour = OUTCOME_COLOURS[result.outcome]
        lines = [f"<b style='color:{colour}'>{result.outcome.value.capitalize()}</b>"]
        if result.rolled:
            lines.append(
                self.tr("%d successes against difficulty %d")
                % (result.successes, result.task.difficulty)
            )
        if result.momentum:
            lines.append(
                self.tr("%d Momentum (%d unsaved)") % (result.momentum, self.unsaved_momentum)
            )
        if result.complications:
            lines.append(
                "<b style='color:#c62828'>"
                + self.tr("%d complication(s)") % result.complications
                + "</b>"
            )
        if result.rolled and result.task.assistants and not result.assistance_counted:
            lines.append(self.tr("assistants' successes not counted: the leader scored none"))
        self.outcome.setText(" · ".join(lines))
        self.save.setText(self.tr("Save %d Momentum to the pool") % self.unsaved_momentum)
        self.save.setEnabled(self.unsaved_momentum > 0)
        self.spend.setEnabled(result.succeeded)
        self.buy_off.setEnabled(result.complications > 0)
        self.at_cost.setVisible(result.outcome is TaskOutcome.FAILED)


def spend_label(spend: MomentumSpend) -> str:
    """ "Obtain Information (1 Momentum)"."""
    return f"{spend.name} ({spend.cost} Momentum)"
