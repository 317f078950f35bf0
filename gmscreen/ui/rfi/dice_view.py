"""Rolled d20s as chips: successes, critical successes, complications and uncounted dice marked
by a sign as well as a colour."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QRectF
from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtGui import QFont
from PySide6.QtGui import QPainter
from PySide6.QtGui import QPaintEvent
from PySide6.QtGui import QPen
from PySide6.QtWidgets import QSizePolicy
from PySide6.QtWidgets import QWidget

from gmscreen.rules.rfi.resolution import DieResult
from gmscreen.rules.rfi.resolution import DieSource
from gmscreen.ui.panels.roll_lines import fill
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

CHIP = 38
GAP = 6
COLOURS = {
    "critical": QColor("#1b5e20"),
    "success": QColor("#43a047"),
    "fail": QColor("#757575"),
    "uncounted": QColor("#bdbdbd"),
}
MARKS = {"critical": "★", "success": "✓"}
translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")
CONTEXT = "DiceView"
SOURCES = {
    DieSource.LEADER: QT_TRANSLATE_NOOP("DiceView", "leader"),
    DieSource.BONUS: QT_TRANSLATE_NOOP("DiceView", "bonus die"),
    DieSource.BOUGHT: QT_TRANSLATE_NOOP("DiceView", "bought die"),
}


def die_kind(die: DieResult) -> str:
    """How a die reads on the table: critical, success, fail, or uncounted (an assistant's)."""
    if die.successes and not die.counted:
        return "uncounted"
    if die.critical:
        return "critical"
    return "success" if die.successes else "fail"


def die_label(die: DieResult) -> str:
    """The chip's text: the face with a mark, so no result is told by colour alone (★ critical,
    ✓ success, the face in brackets when an assistant's success does not count)."""
    kind = die_kind(die)
    if kind == "uncounted":
        return f"({die.face})"
    return f"{die.face}{MARKS.get(kind, '')}"


def die_tooltip(die: DieResult) -> str:
    """What a die did, in words (in the GM's language)."""
    if die.source is DieSource.ASSISTANT:
        who = fill(translate("DiceView", "assistant %1"), (die.assistant_index or 0) + 1)
    else:
        who = translate(CONTEXT, SOURCES[die.source])
    parts = [fill(translate("DiceView", "%1 (%2, TN %3)"), die.face, who, die.target_number)]
    if die.critical:
        parts.append(translate("DiceView", "critical success: 2 successes"))
    elif die.successes:
        parts.append(translate("DiceView", "1 success"))
    else:
        parts.append(translate("DiceView", "no success"))
    if die.successes and not die.counted:
        parts.append(translate("DiceView", "not counted: the leader scored nothing"))
    if die.complication:
        parts.append(translate("DiceView", "complication"))
    return "; ".join(parts)


class DiceView(QWidget):
    """Draws a roll's dice in a row; complications get a red ring, criticals a star."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._dice: tuple[DieResult, ...] = ()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def show_dice(self, dice: tuple[DieResult, ...]) -> None:
        """Show these dice (an empty tuple clears the view)."""
        self._dice = dice
        self.setToolTip("\n".join(die_tooltip(die) for die in dice))
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        count = max(1, len(self._dice))
        return QSize(count * (CHIP + GAP), CHIP + 8)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = QFont(self.font())
        font.setBold(True)
        font.setPointSize(font.pointSize() + 2)
        painter.setFont(font)
        for index, die in enumerate(self._dice):
            rect = QRectF(4 + index * (CHIP + GAP), 4, CHIP, CHIP)
            if (
                die.source is DieSource.ASSISTANT
                and index
                and (self._dice[index - 1].source is not DieSource.ASSISTANT)
            ):
                painter.setPen(QPen(QColor("#9e9e9e"), 1, Qt.PenStyle.DashLine))
                x = rect.left() - GAP / 2
                painter.drawLine(int(x), 2, int(x), CHIP + 6)
            painter.setBrush(COLOURS[die_kind(die)])
            ring = QPen(QColor("#d32f2f"), 3) if die.complication else Qt.PenStyle.NoPen
            painter.setPen(ring)
            painter.drawRoundedRect(rect, 8, 8)
            painter.setPen(QColor("white"))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, die_label(die))
            if die.complication:  # the ring's colour alone would not tell everyone
                badge = QRectF(rect.right() - 13, rect.top() - 3, 16, 16)
                painter.setBrush(QColor("#d32f2f"))
                painter.setPen(Qt.PenStyle.NoPen)
                painter.drawEllipse(badge)
                painter.setPen(QColor("white"))
                painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, "!")
        painter.end()
