"""Renders the README's screenshots offscreen: the GM window and the player view, demo campaign,
at 1366×768 and 1920×1080, with a task rolled so the panels show real content.

Run: `make screenshots` (or `QT_QPA_PLATFORM=offscreen .venv/bin/python docs/make_screenshots.py`).
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop
from PySide6.QtCore import QSettings
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QWidget

from gmscreen.model.demo import demo_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.session import Session
from gmscreen.rules.dice import FixedDice
from gmscreen.ui.rfi.task import TaskPanel
from gmscreen.ui.shell.mainwindow import MainWindow

OUT = Path(__file__).resolve().parent / "screenshots"
SIZES = ((1366, 768), (1920, 1080))


def settle(milliseconds: int = 250) -> None:
    """Let Qt lay out and paint before grabbing."""
    loop = QEventLoop()
    QTimer.singleShot(milliseconds, loop.quit)
    loop.exec()


def save(widget: QWidget, name: str) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    path = OUT / name
    widget.grab().save(str(path))
    print(f"saved {path.relative_to(OUT.parent.parent)}")


def roll_a_task(window: MainWindow) -> None:
    """Vex Marlo pilots through the debris: Reason + Piloting with a specialty, a 1 and a 3."""
    task = window.panels["taskPanel"]
    assert isinstance(task, TaskPanel)
    row = task.active.form.leader
    row.attribute.setCurrentIndex(row.attribute.findText("Reason"))
    row.skill.setCurrentIndex(row.skill.findText("Piloting"))
    row.specialty.setChecked(True)
    task.active.form.base_difficulty.setValue(0)
    task.dice = FixedDice([1, 3])
    task.roll()


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as folder:
        settings = QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat)
        for width, height in SIZES:
            window = MainWindow(
                Session(MemoryRepository(demo_records(tokens=True))), settings=settings
            )
            window.resize(width, height)
            window.show()
            settle()
            roll_a_task(window)
            settle()
            save(window, f"gm-window-{width}x{height}.png")
            player = getattr(window, "player_view", None)
            if player is not None:
                player.resize(width, height)
                player.show()
                settle()
                save(player, f"player-view-{width}x{height}.png")
                player.close()
            window.close()
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
