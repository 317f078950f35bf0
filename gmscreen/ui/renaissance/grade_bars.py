"""The exact chance of each of the six result grades before a check, as a small bar list."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QRectF
from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtGui import QPainter
from PySide6.QtGui import QPaintEvent
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QSizePolicy
from PySide6.QtWidgets import QWidget

from gmscreen.rules.renaissance import Grade
from gmscreen.rules.renaissance import GradeOdds
from gmscreen.ui.odds_text import percent
from gmscreen.ui.renaissance.terms import capitalised
from gmscreen.ui.renaissance.terms import grade_name

GRADE_COLOURS: dict[Grade, str] = {
    Grade.CRITICAL_SUCCESS: "#1b5e20",
    Grade.EXCEPTIONAL_SUCCESS: "#388e3c",
    Grade.BASIC_SUCCESS: "#66bb6a",
    Grade.BASIC_FAILURE: "#e57373",
    Grade.EXCEPTIONAL_FAILURE: "#e53935",
    Grade.CRITICAL_FAILURE: "#8e0000",
}
GRADE_TEXT_COLOURS: dict[Grade, str] = {
    grade: "#2e7d32" if grade.is_success else "#c62828" for grade in Grade
}
"""Readable on a light background: one green for the successes, one red for the failures."""
ROW = 17
STACKED_ROW = ROW + 11  # a name's line, then its bar
LABEL_WIDTH = 128  # at least; as wide as the grades' names when there is room (German's)
PERCENT_WIDTH = 48
SHORTEST_BAR = 40  # what a name's room leaves the bar at least


def signed(value: int) -> str:
    """A modifier as printed: "+10", "−20" (a true minus sign), "+0"."""
    return f"{value:+d}".replace("-", "−")


class GradeBars(QWidget):
    """Six rows: the grade, a bar as long as its chance, and the chance in exact-odds percent."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.odds: GradeOdds | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def label_width(self) -> int:
        """Room for the longest grade name in the GM's language, as the font draws it."""
        metrics = self.fontMetrics()
        names = (capitalised(grade_name(grade)) for grade in Grade)
        return max(LABEL_WIDTH, max(metrics.horizontalAdvance(name) for name in names) + 6)

    def _label_room(self) -> int:
        """The names' column at this width: whole names if the bars keep their least length,
        else shortened with "…" (the tooltip names every grade whole)."""
        room = self.width() - PERCENT_WIDTH - 8 - SHORTEST_BAR
        return max(LABEL_WIDTH, min(self.label_width(), room))

    def stacked(self, width: int | None = None) -> bool:
        """Whether each grade's name stands on its own line over its bar: when the names (German
        "Außergewöhnlicher Fehlschlag") and a bar of its least length do not fit side by side,
        rather than cut the names short."""
        width = self.width() if width is None else width
        return self.label_width() + SHORTEST_BAR + PERCENT_WIDTH + 8 > width

    def height_for(self, width: int) -> int:
        """The height the rows take at `width` (one line a grade, or two when stacked)."""
        return (STACKED_ROW if self.stacked(width) else ROW) * len(Grade) + 4

    def show_odds(self, odds: GradeOdds | None) -> None:
        """Show the odds of one TN (None clears the bars)."""
        self.odds = odds
        self.setToolTip(
            "\n".join(
                f"{grade_name(g)}: {percent(p)} ({p.numerator}/{p.denominator})"
                for g, p in odds.chances
            )
            if odds is not None
            else ""
        )
        self.update()

    def rows(self) -> list[tuple[str, str]]:
        """Each grade's label and chance as shown (for tests and the screen reader)."""
        if self.odds is None:
            return []
        return [(grade_name(grade), percent(chance)) for grade, chance in self.odds.chances]

    def sizeHint(self) -> QSize:
        width = self.label_width() + PERCENT_WIDTH + 160
        return QSize(width, self.height_for(self.width() if self.isVisible() else width))

    def minimumSizeHint(self) -> QSize:
        return QSize(LABEL_WIDTH + PERCENT_WIDTH + 60, self.height_for(self.width()))

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.odds is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = self.palette().text().color()
        track = self.palette().mid().color()
        track.setAlpha(60)
        stacked = self.stacked()
        label_width = 0 if stacked else self._label_room()
        metrics = self.fontMetrics()
        bar_width = max(10.0, self.width() - label_width - PERCENT_WIDTH - 8)
        name_width = self.width() if stacked else label_width - 6  # stacked: a line of its own
        top = max((chance for _g, chance in self.odds.chances), default=Fraction(0))
        for row, (grade, chance) in enumerate(self.odds.chances):
            y = 2 + row * (STACKED_ROW if stacked else ROW)
            bar_y = y + ROW - 1 if stacked else y + 3  # stacked: under the name, beside the %
            painter.setPen(text)
            painter.drawText(
                QRectF(0, y, name_width, ROW),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                metrics.elidedText(  # squeezed below its least width: "…", whole in the tip
                    capitalised(grade_name(grade)), Qt.TextElideMode.ElideRight, name_width
                ),
            )
            track_rect = QRectF(label_width, bar_y, bar_width, ROW - 6)
            painter.fillRect(track_rect, track)
            # Bars are scaled to the likeliest grade, so rare grades stay visible.
            length = bar_width * float(chance / top) if top else 0.0
            painter.fillRect(
                QRectF(label_width, bar_y, length, ROW - 6), QColor(GRADE_COLOURS[grade])
            )
            painter.drawText(
                QRectF(label_width + bar_width + 4, bar_y - 3, PERCENT_WIDTH, ROW),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight,
                percent(chance),
            )
        painter.end()

    def resizeEvent(self, event: QResizeEvent) -> None:
        # One line a grade, or two: the width decides the height the layout must give.
        self.setFixedHeight(self.height_for(event.size().width()))
        super().resizeEvent(event)
