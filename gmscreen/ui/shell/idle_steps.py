"""Running a long job (a snapshot) in the window's idle time, one short step at a time."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator

from PySide6.QtCore import QObject, QTimer, Signal

from gmscreen.ui.shell.campaigns import CampaignOpenError


class IdleSteps(QObject):
    """Runs jobs given as steps (see `Campaigns.snapshot_steps`), one after the other, whenever
    the event loop has nothing else to do, so paints and clicks never wait for more than a step.

    Signals:
        finished: a job's last step ran.
        failed: a job stopped with this message for the GM.
    """

    finished = Signal()
    failed = Signal(str)

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
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
        else:
            self._waiting.append(steps)

    def stop(self) -> None:
        """Stop every job (a job stopped early writes nothing)."""
        self._timer.stop()
        jobs = [self._steps, *self._waiting]
        self._steps = None
        self._waiting.clear()
        for steps in jobs:
            close = getattr(steps, "close", None)
            if close is not None:
                close()

    def _step(self) -> None:
        if self._steps is None:
            return
        try:
            next(self._steps)
        except StopIteration:
            self._next_job()
            self.finished.emit()
        except CampaignOpenError as error:
            self._next_job()
            self.failed.emit(str(error))

    def _next_job(self) -> None:
        self._steps = self._waiting.popleft() if self._waiting else None
        if self._steps is None:
            self._timer.stop()
