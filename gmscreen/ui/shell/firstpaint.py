"""Tells a benchmark when the main window first painted, then quits (GMSCREEN_FIRST_PAINT=1)."""

from __future__ import annotations

import sys
import time

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer

MARKER = "gmscreen-first-paint"


class FirstPaintReporter(QObject):
    """Prints a marker line with the time on the first paint of the watched window, and quits."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._done = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self._done and event.type() == QEvent.Type.Paint:
            self._done = True
            print(f"{MARKER} {time.time():.6f}", flush=True, file=sys.stdout)
            QTimer.singleShot(0, QCoreApplication.quit)
        return False
