"""A job the window runs in its idle time may wait for another thread (the campaign's file opening
after the first paint): meanwhile the pointer says the app is working and still answering, the
waiting job is not asked again at every idle moment, and the pointer is back once it ends, also
when it fails."""

import threading
from collections.abc import Iterator

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from gmscreen.ui.shell.campaigns import CampaignOpenError
from gmscreen.ui.shell.idle_steps import LATER
from gmscreen.ui.shell.idle_steps import IdleSteps


def busy_pointer() -> bool:
    cursor = QGuiApplication.overrideCursor()
    return cursor is not None and cursor.shape() == Qt.CursorShape.BusyCursor


def waiting_job(released: threading.Event, asked: list[None], *, fail: bool) -> Iterator[object]:
    """Waits until `released`, which another thread sets 0.3 s after the job's first step."""
    releaser = threading.Timer(0.3, released.set)
    releaser.start()
    try:
        while not released.is_set():
            asked.append(None)
            yield LATER
    finally:
        releaser.cancel()
    if fail:
        raise CampaignOpenError("damaged since its first look")


def test_a_job_waiting_for_a_thread_shows_the_busy_pointer_without_spinning(
    qtbot: QtBot,
) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    steps = IdleSteps(host, busy=True)
    released, asked = threading.Event(), []
    steps.start(waiting_job(released, asked, fail=False))
    assert busy_pointer()
    with qtbot.waitSignal(steps.finished, timeout=10_000):
        pass
    assert not busy_pointer()
    assert QGuiApplication.overrideCursor() is None  # nothing left on the pointer's stack
    # About 30 at one step per 10 ms; asked at every idle moment, it would be thousands.
    assert 0 < len(asked) < 150


def test_the_busy_pointer_goes_when_the_job_fails(qtbot: QtBot) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    steps = IdleSteps(host, busy=True)
    released, asked = threading.Event(), []
    steps.start(waiting_job(released, asked, fail=True))
    assert busy_pointer()
    with qtbot.waitSignal(steps.failed, timeout=10_000) as failure:
        pass
    assert failure.args == ["damaged since its first look"]
    assert QGuiApplication.overrideCursor() is None
