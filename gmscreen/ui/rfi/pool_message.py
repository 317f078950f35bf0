"""The Pools panel's word on its last action, in the room left below the counters.

The message asks for no room at all: it shows in what the dock leaves under the last fortune
row. Taking room only while it has text would still move things: the first click's message
would push the panel past its dock, a scroll bar would appear and narrow the panel, and the +
and − buttons would slide sideways under a GM clicking them again. Asking for nothing, the
message can never move a button nor make the dock scroll; the dock's default height leaves it
its lines (`PoolsPanel.sizeHint`). It shows the whole lines that fit, the last one cut with "…"
when the text runs on, and the whole text in its tooltip.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtGui import QTextLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QSizePolicy
from PySide6.QtWidgets import QWidget


def wrapped_lines(text: str, label: QLabel, width: int) -> list[str]:
    """`text` broken into the lines `label`'s font fits in `width` pixels, at word breaks."""
    layout = QTextLayout(text, label.font())
    lines = []
    layout.beginLayout()
    while (line := layout.createLine()).isValid():
        line.setLineWidth(max(1, width))
        lines.append(text[line.textStart() : line.textStart() + line.textLength()].strip())
    layout.endLayout()
    return lines


class PoolMessage(QLabel):
    """A message label that takes only the room its layout has left and fits its text to it.

    `text()` is the whole message; what is painted is as many whole lines of it as fit.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        # Ignored both ways: neither the text's height nor its width feed the panel's minimum.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

    def text(self) -> str:  # Qt's name
        return self._full

    def setText(self, text: str) -> None:  # Qt's name
        self._full = text
        self.setToolTip(text)
        self._fit()

    def clear(self) -> None:  # Qt's name
        self.setText("")

    def lines_shown(self) -> int:
        """How many lines of the message are painted now (0 when it is empty or has no room)."""
        shown = super().text()
        return shown.count("\n") + 1 if shown else 0

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt's name
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        room = self.contentsRect()
        metrics = self.fontMetrics()
        lines = wrapped_lines(self._full, self, room.width()) if self._full else []
        fit = max(0, room.height() // metrics.lineSpacing())
        shown = lines[:fit]
        if len(lines) > fit and shown:
            rest = " ".join(lines[fit - 1 :])
            shown[-1] = metrics.elidedText(rest, Qt.TextElideMode.ElideRight, room.width())
        text = "\n".join(shown)
        if text != super().text():  # an unchanged label is not laid out or painted again
            super().setText(text)
