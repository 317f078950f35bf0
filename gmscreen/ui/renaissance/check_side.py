"""One side of the check panel: the form, the TN with its clamp, the exact odds, the result."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame
from PySide6.QtWidgets import QGridLayout
from PySide6.QtWidgets import QGroupBox
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QWidget

from gmscreen.model.state import CampaignState
from gmscreen.rules.renaissance import TargetNumber
from gmscreen.rules.renaissance import grade_odds
from gmscreen.ui import boxes
from gmscreen.ui.odds_text import percent
from gmscreen.ui.renaissance.check_form import CheckChoice
from gmscreen.ui.renaissance.check_form import CheckForm
from gmscreen.ui.renaissance.check_result import CheckResultView
from gmscreen.ui.renaissance.grade_bars import GradeBars
from gmscreen.ui.renaissance.grade_bars import signed
from gmscreen.ui.shell.undo import SessionBridge

OUTCOME_LEAST = 200  # the TN, odds and result beside the form need at least this


def tn_words(value: int | str) -> str:
    """ "TN 45" in the GM's language (the contest's odds name each side's TN alike)."""
    return QCoreApplication.translate("CheckSide", "TN %1").replace("%1", str(value))


def target_text(target: TargetNumber) -> str:
    """ "TN 95 = 75 + 20", or "TN 98 = 75 + 40 = 115, held to 98" when the limits bite."""
    total = signed(target.modifiers.total).replace("+", "+ ").replace("−", "− ")
    sum_text = f"{target.base} {total}" if target.modifiers.lines else f"{target.base}"
    translate = QCoreApplication.translate
    text = f"<b style='font-size:13pt'>{tn_words(target.value)}</b> = {sum_text}"
    if target.was_clamped:
        held = translate("CheckSide", "held to %1").replace("%1", str(target.value))
        always = translate("CheckSide", "(a TN is always 1–98)")
        text += f" = {target.unclamped}, <b style='color:#b35c00'>{held}</b> {always}"
    return text


class CheckSide(QGroupBox):
    """A check to roll: choices on the left (or above), TN, odds and result beside (or below)."""

    def __init__(self, title: str, bridge: SessionBridge, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self._bridge = bridge
        self.record_id: int | None = None
        self.form = CheckForm(bridge)
        self.tn = QLabel("")
        self.tn.setObjectName("checkTarget")
        self.tn.setWordWrap(True)
        self.tn.setToolTip(self.tr("Base plus every ticked modifier, rounded down, held to 1–98"))
        self.problem = QLabel("")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00020;")
        self.success = QLabel("")
        self.success.setObjectName("checkSuccess")
        self.success.setWordWrap(True)
        self.bars = GradeBars()
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        line.setFrameShadow(QFrame.Shadow.Sunken)
        self.result = CheckResultView()
        self.outcome = QWidget()
        boxes.column(
            self.tn,
            self.problem,
            self.success,
            self.bars,
            line,
            self.result,
            boxes.STRETCH,
            parent=self.outcome,
            margins=0,
        )
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(8, 6, 8, 8)
        self._grid.setHorizontalSpacing(16)
        self._wide = False
        self._side_by_side: bool | None = None
        self.set_wide(False)
        self.form.changed.connect(self.update_view)

    def set_wide(self, wide: bool) -> None:
        """Side by side (one check with room to spare) or stacked (two sides of a contest)."""
        self._wide = wide
        self._arrange(self.width())

    @property
    def side_by_side(self) -> bool:
        """Whether the TN, odds and result stand beside the form (else below it)."""
        return bool(self._side_by_side)

    def _side_by_side_width(self) -> int:
        # The outcome may be squeezed a little (its bars shorten) before the side stacks: a
        # scroll bar coming and going must not flip the arrangement at a laptop's full width.
        margins = self._grid.contentsMargins()
        parts = self.form.minimumSizeHint().width() + OUTCOME_LEAST
        return parts + self._grid.horizontalSpacing() + margins.left() + margins.right()

    def _arrange(self, width: int) -> None:
        # Beside the form only where both fit: in a narrow window (1024 px with the docks open)
        # the odds and the result go below it, never off the side of the centre.
        side_by_side = self._wide and width >= self._side_by_side_width()
        if side_by_side == self._side_by_side:
            return
        self._side_by_side = side_by_side
        self._grid.addWidget(self.form, 0, 0)
        self._grid.addWidget(self.outcome, 0 if side_by_side else 1, 1 if side_by_side else 0)
        self._grid.setColumnStretch(0, 1)
        self._grid.setColumnStretch(1, 1 if side_by_side else 0)

    def minimumSizeHint(self) -> QSize:
        """No wider than stacked needs: a narrow centre stacks the side rather than clip it."""
        margins = self._grid.contentsMargins()
        widest = max(self.form.minimumSizeHint().width(), self.outcome.minimumSizeHint().width())
        width = widest + margins.left() + margins.right()
        return QSize(width, super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._arrange(event.size().width())
        super().resizeEvent(event)

    def update_view(self) -> CheckChoice:
        """Recompute the TN and the exact odds of each grade for the current choices."""
        choice = self.form.choice()
        self.problem.setText(choice.problem)
        self.problem.setVisible(bool(choice.problem))
        if choice.target is None:
            self.tn.setText(f"<b style='font-size:13pt'>{tn_words('—')}</b>")
            self.success.setText("")
            self.bars.show_odds(None)
            return choice
        odds = grade_odds(choice.target)
        self.tn.setText(target_text(choice.target))
        self.success.setText(
            self.tr("Success <b>%s</b> · failure <b>%s</b> — exact, before the roll")
            % (percent(odds.success), percent(odds.failure))
        )
        self.bars.show_odds(odds)
        return choice

    def show_result(self, state: CampaignState) -> None:
        """Show this side's last roll as the roll log holds it now."""
        self.result.show_record(state, self.record_id)
