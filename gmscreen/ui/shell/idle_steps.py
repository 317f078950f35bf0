"""Running a long job (a snapshot, opening a campaign) in the window's idle time, one short
step at a time."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator

from PySide6.QtCore import QObject
from PySide6.QtCore import Qt
from PySide6.QtCore import QTimer
from PySide6.QtCore import Signal
from PySide6.QtGui import QGuiApplication

from gmscreen.ui.shell.campaigns import CampaignOpenError

# What a step yields when its job waits for something outside the event loop (another thread):
# the next step runs a little later rather than at the next idle moment, so the waiting job
# neither spins nor keeps Python's lock from the thread it waits for.
LATER = object()
LATER_MS = 10


class IdleSteps(QObject):
    """Runs jobs given as steps (see `Campaigns.snapshot_steps`), one after the other, whenever
    the event loop has nothing else to do, so paints and clicks never wait for more than a step.
    A step that yields `LATER` is followed by the next one `LATER_MS` later. With `busy`, the
    pointer is the busy one (working, and the window answers) while a job runs.

    Signals:
        finished: a job's last step ran.
        failed: a job stopped with this message for the GM.
    """

    finished = Signal()
    failed = Signal(str)

    def __init__(self, parent: QObject, *, busy: bool = False) -> None:
        super().__init__(parent)
        self._busy = busy
        self._showing_busy = False
        self._steps: Iterator[object] | None = None
        self._waiting: deque[Iterator[object]] = deque()
        self._timer = QTimer(self)
        self._timer.setInterval(0)  # a zero timer fires when the event queue is empty
        self._timer.timeout.connect(self._step)

    @property
    def running(self) -> bool:
        """Whether a job has steps left."""
        return self._steps is not None

    def start(self, steps: Iterator[object]) -> None:
        """Run `steps` once the jobs started before have finished."""
        if self._steps is None:
            self._steps = steps
            self._timer.start()
            self._show_busy(True)
        else:
            self._waiting.append(steps)

    def stop(self) -> None:
        """Stop every job (a job stopped early writes nothing)."""
        self._timer.stop()
        jobs = [self._steps, *self._waiting]
        self._steps = None
        self._waiting.clear()
        self._show_busy(False)
        for steps in jobs:
            close = getattr(steps, "close", None)
            if close is not None:
                close()

    def _step(self) -> None:
        if self._steps is None:
            return
        try:
            waiting = next(self._steps) is LATER
        except StopIteration:
            self._next_job()
            self.finished.emit()
        except CampaignOpenError as error:
            self._next_job()
            self.failed.emit(str(error))
        else:
            self._timer.setInterval(LATER_MS if waiting else 0)

    def _next_job(self) -> None:
        self._steps = self._waiting.popleft() if self._waiting else None
        self._timer.setInterval(0)
        if self._steps is None:
            self._timer.stop()
            self._show_busy(False)

    def _show_busy(self, busy: bool) -> None:
        if self._busy and busy != self._showing_busy:
            self._showing_busy = busy
            if busy:
                QGuiApplication.setOverrideCursor(Qt.CursorShape.BusyCursor)
            else:
                QGuiApplication.restoreOverrideCursor()
