"""Tells a benchmark when the main window first painted (GMSCREEN_FIRST_PAINT=1), and how long
the window then went without answering until its start-up work was done (=settle).

With `settle`, a timer ticks every few milliseconds from the first paint and moves the mouse over
the window at each tick, as a GM would, so every event passes the app-wide filters; the longest
gap between two ticks is how long a GM's click could have waited: until the campaign's file was
open, and until the rest of the start-up work (the panels behind tabs) was done too.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QEvent
from PySide6.QtCore import QObject
from PySide6.QtCore import QPointF
from PySide6.QtCore import Qt
from PySide6.QtCore import QTimer
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QWidget

MARKER = "gmscreen-first-paint"
SETTLED = "gmscreen-settled"
TICK_MS = 5


class FirstPaintReporter(QObject):
    """Prints a marker line with the time on the first paint of the watched window, then quits;
    or, given `stages` (whether the file is open, whether all start-up work is done), ticks
    until each says so and prints for each the longest gap between ticks till then and when it
    was reached (ms after the paint), then quits."""

    def __init__(
        self, parent: QWidget, stages: tuple[Callable[[], bool], ...] | None = None
    ) -> None:
        super().__init__(parent)
        self._window = parent
        self._done = False
        self._stages = list(stages) if stages is not None else None
        self._reached: list[str] = []
        self._painted = 0.0
        self._last = 0.0
        self._longest = 0.0
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self._done and event.type() == QEvent.Type.Paint:
            self._done = True
            print(f"{MARKER} {time.time():.6f}", flush=True, file=sys.stdout)
            if self._stages is None:
                QTimer.singleShot(0, QCoreApplication.quit)
            else:
                self._painted = self._last = time.perf_counter()
                self._timer.start()
        return False

    def _tick(self) -> None:
        now = time.perf_counter()
        self._longest = max(self._longest, now - self._last)
        self._last = now
        assert self._stages is not None
        while self._stages and self._stages[0]():
            self._stages.pop(0)
            self._reached.append(f"{self._longest * 1000:.1f} {(now - self._painted) * 1000:.1f}")
        if not self._stages:
            self._timer.stop()
            print(SETTLED, *self._reached, flush=True, file=sys.stdout)
            QTimer.singleShot(0, QCoreApplication.quit)
            return
        # A GM's mouse moving over the window: an event through every app-wide filter.
        target = self._window.childAt(self._window.width() // 2, self._window.height() // 2)
        target = target if target is not None else self._window
        position = QPointF(target.width() / 2 + (self._last * 1000) % 7, target.height() / 2)
        move = QMouseEvent(
            QEvent.Type.MouseMove,
            position,
            target.mapToGlobal(position),
            Qt.MouseButton.NoButton,
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
        )
        QCoreApplication.sendEvent(target, move)
