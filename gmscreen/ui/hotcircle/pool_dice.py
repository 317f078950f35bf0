"""A rolled pool's faces as chips; the die that gives the pool its result has a gold ring."""

from __future__ import annotations

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

from gmscreen.rules.hotcircle.pools import PoolRoll

CHIP, GAP = 30, 5
TASK_COLOUR, OBSTACLE_COLOUR, BEST_RING = QColor("#2f5d9b"), QColor("#6d4c41"), QColor("#f0b54a")


class PoolDice(QWidget):
    """A pool's faces as chips; the die that gives the result has a gold ring."""

    def __init__(self, colour: QColor, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._colour = colour
        self._faces: tuple[int, ...] = ()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def show_roll(self, roll: PoolRoll | None) -> None:
        """Show a pool's faces (None clears it)."""
        self._faces = roll.faces if roll is not None else ()
        self.setToolTip(str(roll) if roll is not None else "")
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(max(1, len(self._faces)) * (CHIP + GAP), CHIP + 6)

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self._faces:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = QFont(self.font())
        font.setBold(True)
        painter.setFont(font)
        best = self._faces.index(max(self._faces))
        per_row = max(1, (self.width() - 4) // (CHIP + GAP))
        for index, face in enumerate(self._faces[:per_row]):
            rect = QRectF(3 + index * (CHIP + GAP), 3, CHIP, CHIP)
            painter.setPen(QPen(BEST_RING, 3) if index == best else Qt.PenStyle.NoPen)
            painter.setBrush(self._colour if index == best else self._colour.lighter(150))
            painter.drawRoundedRect(rect, 6, 6)
            painter.setPen(QColor("white"))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(face))
        painter.end()
