"""A long File-menu job (export, import) under a progress dialog the GM can cancel."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from typing import Generic
from typing import TypeVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QElapsedTimer
from PySide6.QtCore import QEventLoop
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QProgressDialog
from PySide6.QtWidgets import QWidget

T = TypeVar("T")
STEPS = 1000  # the dialog's range: the job's share done, in thousandths
# The dialog shows only for a job that takes longer than this (a short one just happens).
SHOW_AFTER_MS = 1000


@dataclass(frozen=True, slots=True)
class Finished(Generic[T]):
    """A job that ran to its end, with its result."""

    value: T


def run_with_progress(
    parent: QWidget,
    label: str,
    steps: Generator[float, None, T],
    *,
    show_after_ms: int | None = None,
) -> Finished[T] | None:
    """Run a job given as steps (each yielding its share done, 0 to 1) while the window stays
    responsive; after `SHOW_AFTER_MS` a modal progress dialog shows it, with Cancel.

    Returns the job's result, or None if the GM cancelled (the job is closed at once, and a job
    closed early leaves nothing behind). A job's exception propagates unchanged.
    """
    dialog = QProgressDialog(
        label, QCoreApplication.translate("Progress", "Cancel"), 0, STEPS, parent
    )
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(SHOW_AFTER_MS if show_after_ms is None else show_after_ms)
    dialog.setAutoReset(False)
    dialog.setValue(0)
    clock = QElapsedTimer()
    clock.start()
    try:
        while True:
            try:
                share = next(steps)
            except StopIteration as done:
                return Finished(done.value)
            dialog.setValue(min(STEPS - 1, int(share * STEPS)))  # processes events when shown
            if not dialog.isVisible() and clock.elapsed() > 50:
                # Before the dialog shows: paints, but no clicks (the job reads the campaign).
                QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
                clock.restart()
            if dialog.wasCanceled():
                steps.close()
                return None
    finally:
        dialog.close()
        dialog.deleteLater()
