"""The dialog that pays a momentum spend: how many times, and from the roll, the pool or threat."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QSpinBox
from PySide6.QtWidgets import QWidget

from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.pools import Pools
from gmscreen.rules.rfi.spends import MomentumSpend
from gmscreen.rules.rfi.spends import SpendPayment
from gmscreen.rules.rfi.spends import pay_spend
from gmscreen.ui.dialogs.validated import ValidatedDialog
from gmscreen.ui.rfi.spend_words import spend_description
from gmscreen.ui.rfi.spend_words import spend_name


def default_split(cost: int, unsaved: int, pool: int) -> tuple[int, int, int]:
    """The usual way to pay: the roll's unsaved momentum first, then the pool, then threat."""
    from_task = min(unsaved, cost)
    from_pool = min(pool, cost - from_task)
    return from_task, from_pool, cost - from_task - from_pool


class SpendDialog(ValidatedDialog):
    """Choose how to pay a spend; `payment()` is checked by the rules engine before accepting."""

    def __init__(
        self, spend: MomentumSpend, pools: Pools, unsaved: int, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(spend_name(spend))
        self._spend = spend
        self._pools = pools
        self._unsaved = unsaved
        self.times = QSpinBox()
        self.times.setRange(1, 9 if spend.repeatable else 1)
        self.times.setEnabled(spend.repeatable)
        self.from_task = QSpinBox()
        self.from_pool = QSpinBox()
        self.from_threat = QSpinBox()
        for box, top in ((self.from_task, unsaved), (self.from_pool, pools.momentum)):
            box.setRange(0, top)
        self.from_threat.setRange(0, 99)
        self.from_threat.setEnabled(spend.immediate)
        if not spend.immediate:
            self.from_threat.setToolTip(self.tr("Only immediate spends can be paid with Threat"))
        self.cost = QLabel("")
        description = QLabel(spend_description(spend))
        description.setWordWrap(True)
        form = self.form
        form.addRow(description)
        form.addRow(self.tr("Times"), self.times)
        form.addRow(self.tr("Cost"), self.cost)
        form.addRow(self.tr("From the roll (%d unsaved)") % unsaved, self.from_task)
        form.addRow(self.tr("From the pool (%d)") % pools.momentum, self.from_pool)
        form.addRow(self.tr("As Threat"), self.from_threat)
        self.times.valueChanged.connect(self._suggest)
        self._suggest()

    def _suggest(self) -> None:
        cost = self._spend.cost_of(self.times.value())
        self.cost.setText(self.tr("%d Momentum") % cost)
        task, pool, threat = default_split(cost, self._unsaved, self._pools.momentum)
        self.from_task.setValue(task)
        self.from_pool.setValue(pool)
        self.from_threat.setValue(threat)

    def payment(self) -> SpendPayment:
        """The payment as chosen; raises `RulesError` when the rules refuse it."""
        return pay_spend(
            self._pools,
            self._spend,
            self.times.value(),
            from_task=self.from_task.value(),
            from_pool=self.from_pool.value(),
            from_threat=self.from_threat.value(),
            available_task_momentum=self._unsaved,
        )

    def accept(self) -> None:
        try:
            self.payment()
        except RulesError as error:
            self.show_refusal(str(error))
            return
        super().accept()
