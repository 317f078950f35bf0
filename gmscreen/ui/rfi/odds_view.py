"""The exact odds of a task before it is rolled: headline chances and the successes histogram."""

from __future__ import annotations

from fractions import Fraction

from PySide6.QtCore import QLocale
from PySide6.QtCore import QRectF
from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush
from PySide6.QtGui import QColor
from PySide6.QtGui import QPainter
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QSizePolicy
from PySide6.QtWidgets import QWidget

from gmscreen.rules.rfi.odds import TaskOdds
from gmscreen.ui import boxes
from gmscreen.ui.odds_text import percent


class Histogram(QWidget):
    """Bars for the chance of each number of successes; bars reaching the difficulty are solid
    green, the others hatched grey."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._values: tuple[Fraction, ...] = ()
        self._difficulty = 0
        self.setMinimumHeight(56)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def show_distribution(self, values: tuple[Fraction, ...], difficulty: int) -> None:
        """Draw the distribution of successes against a difficulty."""
        self._values = values
        self._difficulty = difficulty
        self.setToolTip(
            "\n".join(
                self.tr("%n success(es): %1", "", n).replace("%1", percent(p))
                for n, p in enumerate(values)
                if p
            )
        )
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(220, 64)

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self._values:
            return
        painter = QPainter(self)
        top = max(self._values)
        count = len(self._values)
        width = self.width() / count
        label_height = 14
        for successes, chance in enumerate(self._values):
            height = (self.height() - label_height - 2) * float(chance / top) if top else 0
            rect = QRectF(
                successes * width + 2, self.height() - label_height - height, width - 4, height
            )
            passing = successes >= self._difficulty
            # Passing bars solid, failing ones hatched: the pattern tells them apart without colour.
            style = Qt.BrushStyle.SolidPattern if passing else Qt.BrushStyle.BDiagPattern
            painter.fillRect(rect, QBrush(QColor("#43a047" if passing else "#757575"), style))
            painter.setPen(self.palette().text().color())
            painter.drawText(
                QRectF(successes * width, self.height() - label_height, width, label_height),
                Qt.AlignmentFlag.AlignCenter,
                str(successes),
            )
        painter.end()


class OddsView(QWidget):
    """Pass chance, complication chance, expected momentum, and the histogram."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pass_chance = QLabel("")
        self.complication_chance = QLabel("")
        self.momentum = QLabel("")
        for label in (self.pass_chance, self.complication_chance, self.momentum):
            label.setTextFormat(Qt.TextFormat.RichText)
        self.histogram = Histogram()
        # Which side's odds, in an opposed task: stacked in a narrow dock, place cannot tell.
        self.caption = QLabel("")
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        font = self.caption.font()
        font.setBold(True)
        self.caption.setFont(font)
        self.caption.hide()
        chances = boxes.row(self.caption, self.pass_chance, self.complication_chance, self.momentum)
        boxes.column(chances, self.histogram, parent=self, margins=0)

    def set_caption(self, text: str) -> None:
        """Name the side these odds are for ("" for none: a task with one side)."""
        self.caption.setText(text)
        self.caption.setVisible(bool(text))

    def show_odds(self, odds: TaskOdds | None, difficulty: int) -> None:
        """Show a task's odds, or clear the view."""
        if odds is None:
            for label in (self.pass_chance, self.complication_chance, self.momentum):
                label.setText("")
            self.histogram.show_distribution((), 0)
            return
        self.pass_chance.setText(self.tr("Pass <b>%s</b>") % percent(odds.probability_to_pass))
        self.complication_chance.setText(
            self.tr("Complication <b>%s</b>") % percent(odds.probability_of_complication)
        )
        expected = QLocale().toString(float(odds.expected_momentum), "f", 2)  # 0,25 in German
        self.momentum.setText(self.tr("Momentum ≈ <b>%1</b>").replace("%1", expected))
        self.histogram.show_distribution(odds.success_distribution, difficulty)
