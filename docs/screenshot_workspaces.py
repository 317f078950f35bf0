"""Renders docs/screenshots/workspace-<system>-1366x768.png: each rule system's workspace in the
GM window at 1366×768, opened right after a campaign of another system in the same window (the
switch that used to carry one system's docks into the next), offscreen.

Run: `make screenshots` (or `QT_QPA_PLATFORM=offscreen .venv/bin/python
docs/screenshot_workspaces.py`).
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop
from PySide6.QtCore import QSettings
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from gmscreen.model.demo import demo_records
from gmscreen.model.firelock import demo_firelock_records
from gmscreen.model.hotcircle.demo import demo_hotcircle_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.renaissance.records import demo_renaissance_records
from gmscreen.model.session import Session
from gmscreen.model.state import Record
from gmscreen.ui.shell.mainwindow import MainWindow

OUT = Path(__file__).resolve().parent / "screenshots"
SIZE = (1366, 768)
DEMOS: dict[str, Callable[[], list[Record]]] = {
    "rfi": lambda: demo_records(tokens=True),
    "firelock": demo_firelock_records,
    "hotcircle": demo_hotcircle_records,
    "renaissance": demo_renaissance_records,
}
BEFORE = {
    "rfi": "renaissance",
    "firelock": "rfi",
    "hotcircle": "firelock",
    "renaissance": "hotcircle",
}


def settle(milliseconds: int = 250) -> None:
    """Let Qt lay out and paint before grabbing."""
    loop = QEventLoop()
    QTimer.singleShot(milliseconds, loop.quit)
    loop.exec()


def campaign(system: str) -> Session:
    return Session(MemoryRepository(DEMOS[system]()))


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        settings = QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat)
        for system, before in BEFORE.items():
            window = MainWindow(campaign(before), settings=settings)
            window.resize(*SIZE)
            window.show()
            settle()
            window.load_session(campaign(system))
            settle()
            path = OUT / f"workspace-{system}-{SIZE[0]}x{SIZE[1]}.png"
            window.grab().save(str(path))
            print(f"saved {path.relative_to(OUT.parent.parent)}")
            window.close()
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
