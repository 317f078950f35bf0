"""A rolled check as the roll log holds it: the D%, grade, MoS or MoF, and the grade shifts.

The view shows one roll log entry and redraws from the campaign, so an undone roll, an upgrade
and its undo all show as the log has them. Its buttons only ask; the panel runs the commands.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtGui import QColor
from PySide6.QtGui import QFont
from PySide6.QtGui import QPainter
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QSizePolicy
from PySide6.QtWidgets import QWidget

from gmscreen.model.commands import CommandError
from gmscreen.model.renaissance.checks import logged_check
from gmscreen.model.renaissance.luck import luck_of
from gmscreen.model.renaissance.shifts import shift_refusal
from gmscreen.model.state import CampaignState
from gmscreen.model.state import RollRecord
from gmscreen.rules.renaissance import Grade
from gmscreen.rules.renaissance import GradeShift
from gmscreen.ui import boxes
from gmscreen.ui.panels.roll_lines import fill
from gmscreen.ui.renaissance.grade_bars import GRADE_COLOURS
from gmscreen.ui.renaissance.grade_bars import GRADE_TEXT_COLOURS
from gmscreen.ui.renaissance.roll_lines import margin
from gmscreen.ui.renaissance.roll_lines import shifted_from
from gmscreen.ui.renaissance.terms import GRADES
from gmscreen.ui.renaissance.terms import capitalised
from gmscreen.ui.renaissance.terms import grade_name

CHIP = 52


class RollChip(QWidget):
    """The D% in a rounded square, coloured by its grade ("07", "55")."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.value: int | None = None
        self.colour = QColor("#9e9e9e")
        self.struck = False
        self.setFixedSize(CHIP, CHIP)

    def show_roll(self, value: int | None, colour: str, *, struck: bool = False) -> None:
        """Show a D% (None: nothing rolled yet)."""
        self.value = value
        self.colour = QColor(colour)
        self.struck = struck
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(CHIP, CHIP)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.value is None:
            painter.setPen(self.palette().mid().color())
            painter.drawRoundedRect(QRectF(1, 1, CHIP - 2, CHIP - 2), 10, 10)
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, "D%")
            painter.end()
            return
        painter.setBrush(self.colour)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(QRectF(0, 0, CHIP, CHIP), 10, 10)
        font = QFont(self.font())
        font.setBold(True)
        font.setPointSize(font.pointSize() + 8)
        font.setStrikeOut(self.struck)
        painter.setFont(font)
        painter.setPen(QColor("white"))
        painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, f"{self.value:02d}")
        painter.end()


class CheckResultView(QWidget):
    """One logged check: the roll, grade and margin; Upgrade and Downgrade while allowed."""

    shift_requested = Signal(object, bool)  # GradeShift, spend a Luck Point

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.record_id: int | None = None
        self.chip = RollChip()
        self.grade = QLabel("")
        self.grade.setObjectName("checkGrade")
        self.grade.setWordWrap(True)
        self.detail = QLabel("")
        self.detail.setObjectName("checkDetail")
        self.detail.setWordWrap(True)
        self.upgrade = QPushButton(self.tr("Upgrade"))
        self.upgrade.setObjectName("upgradeCheck")
        self.upgrade.clicked.connect(lambda: self._ask(GradeShift.UPGRADE))
        self.downgrade = QPushButton(self.tr("Downgrade"))
        self.downgrade.setObjectName("downgradeCheck")
        self.downgrade.clicked.connect(lambda: self._ask(GradeShift.DOWNGRADE))
        self.spend_luck = QCheckBox(self.tr("Spend a Luck Point"))
        self.spend_luck.setObjectName("spendLuck")
        self.spend_luck.setToolTip(self.tr("The roller pays one Luck Point for the shift"))
        text = boxes.column(self.grade, self.detail, boxes.STRETCH, spacing=2)
        top = boxes.row(boxes.aligned(self.chip, Qt.AlignmentFlag.AlignTop), boxes.grow(text))
        buttons = boxes.grid([[self.upgrade, self.downgrade], [boxes.Span(self.spend_luck, 2)]])
        boxes.column(top, buttons, parent=self, margins=0)
        # As tall as its wrapped lines need at its width (German grades take two lines): a
        # fixed height, taken at its preferred width, let the detail run over the grade.
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.show_record(None, None)

    def _ask(self, shift: GradeShift) -> None:
        self.shift_requested.emit(shift, self.spend_luck.isChecked())

    def _refusal(self, record: RollRecord, shift: GradeShift) -> str:
        """Why this check cannot take this shift now ("" when it can), in the GM's language:
        the model decides, the roll's data says which reason it is."""
        refusal = shift_refusal(record, shift)
        if not refusal:
            return ""
        outcome = record.outcome
        if record.undone:
            return self.tr("this roll was undone")
        try:
            logged_check(record)
        except CommandError:
            return refusal  # a log entry that cannot be read: the model's words
        if outcome.get("shift") is not None:
            return self.tr("this check was already shifted: a check shifts once at most")
        if outcome.get("grade") in GRADES:
            if shift is GradeShift.UPGRADE:
                template = self.tr("a %1 cannot be upgraded")
            else:
                template = self.tr("a %1 cannot be downgraded")
            return fill(template, grade_name(outcome["grade"]))
        return refusal

    def show_record(self, state: CampaignState | None, record_id: int | None) -> None:
        """Show this roll log entry as the campaign holds it now (None: nothing rolled yet)."""
        self.record_id = record_id
        record = state.find(RollRecord, record_id) if state is not None else None
        for widget in (self.upgrade, self.downgrade, self.spend_luck):
            widget.setVisible(record is not None)
        if record is None or state is None:
            self.chip.show_roll(None, "#9e9e9e")
            self.grade.setText(self.tr("Not rolled yet"))
            self.detail.setText(self.tr("The chance of each grade is shown above."))
            return
        outcome = record.outcome
        try:
            grade: Grade | None = Grade(outcome.get("grade"))
        except ValueError:
            grade = None
        chip = GRADE_COLOURS[grade] if grade is not None else "#9e9e9e"
        text = GRADE_TEXT_COLOURS[grade] if grade is not None else "palette(text)"
        self.chip.show_roll(int(outcome.get("roll", 0)), chip, struck=record.undone)
        struck = "text-decoration: line-through;" if record.undone else ""
        self.grade.setText(
            f"<b style='font-size:14pt; color:{text}; {struck}'>"
            f"{capitalised(grade_name(grade)) if grade is not None else ''}</b>"
        )
        parts = [margin(outcome), self.tr("TN %s") % record.inputs.get("target")]
        if record.inputs.get("clamped"):
            parts[-1] += self.tr(" (held from %s)") % record.inputs.get("unclamped")
        if outcome.get("shift") is not None:
            parts.insert(0, shifted_from(outcome))
        if record.undone:
            parts.append(self.tr("<b>undone</b>"))
        self.detail.setText(" · ".join(parts))
        for button, shift in (
            (self.upgrade, GradeShift.UPGRADE),
            (self.downgrade, GradeShift.DOWNGRADE),
        ):
            refusal = self._refusal(record, shift)
            button.setEnabled(not refusal)
            button.setToolTip(refusal or self.tr("Once per check; never across success/failure"))
        points = luck_of(state, record.character_id)
        self.spend_luck.setText(self.tr("Spend a Luck Point (%d left)") % points)
        self.spend_luck.setEnabled(points > 0 and record.character_id is not None)
        if points == 0:
            self.spend_luck.setChecked(False)
