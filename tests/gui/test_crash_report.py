"""A bug that escapes a click reaches the GM as one dialog and a report file, not a terminal."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from gmscreen.ui.shell.crash_report import CrashReporter
from gmscreen.ui.shell.crash_report import install


@pytest.fixture
def shown(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """The (text, details) of every crash dialog, instead of blocking on exec()."""
    dialogs: list[tuple[str, str]] = []

    def record(box: QMessageBox) -> int:
        dialogs.append((box.text(), box.detailedText()))
        return 0

    monkeypatch.setattr(QMessageBox, "exec", record)
    return dialogs


@pytest.fixture
def reporter(tmp_path: Path) -> Iterator[CrashReporter]:
    """A crash reporter writing into tmp_path, installed for the test only."""
    reporter = CrashReporter(tmp_path)
    restore = install(reporter)
    try:
        yield reporter
    finally:
        restore()


def _broken_button(qtbot: QtBot) -> QPushButton:
    button = QPushButton("Roll")
    qtbot.addWidget(button)

    def broken() -> None:
        raise ZeroDivisionError("no dice in the pool")

    button.clicked.connect(broken)
    return button


@pytest.mark.qt_no_exception_capture
def test_a_bug_in_a_click_shows_a_dialog_and_keeps_a_report(
    qtbot: QtBot, reporter: CrashReporter, shown: list[tuple[str, str]]
) -> None:
    qtbot.mouseClick(_broken_button(qtbot), Qt.MouseButton.LeftButton)
    assert len(shown) == 1
    text, details = shown[0]
    assert "no dice in the pool" in text
    assert "saved" in text
    assert "ZeroDivisionError" in details
    assert reporter.last_report is not None
    assert str(reporter.last_report) in text
    assert "ZeroDivisionError" in reporter.last_report.read_text(encoding="utf-8")


@pytest.mark.qt_no_exception_capture
def test_the_same_bug_again_is_written_down_but_not_shown_twice(
    qtbot: QtBot, reporter: CrashReporter, tmp_path: Path, shown: list[tuple[str, str]]
) -> None:
    button = _broken_button(qtbot)
    for _ in range(3):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert len(shown) == 1
    assert len(list(tmp_path.iterdir())) == 3


def test_restore_gives_back_the_previous_hook(tmp_path: Path) -> None:
    import sys

    before = sys.excepthook
    restore = install(CrashReporter(tmp_path))
    assert sys.excepthook is not before
    restore()
    assert sys.excepthook is before
