"""Renders the RFI workspace in German and with the system font at 150 %, at 1366×768.

Run: `make screenshots`, or `QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshot_i18n.py`.
Each picture is made in a fresh process (a translator and an application font are process-wide).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

OUT = Path(__file__).resolve().parent / "screenshots"
SHOTS = {"rfi-de-1366x768.png": ("de", 1.0), "rfi-font150-1366x768.png": ("en", 1.5)}


def render(name: str, language: str, font_scale: float) -> None:
    """One screenshot: the demo campaign, a task rolled, in `language` at `font_scale`."""
    from PySide6.QtCore import QEventLoop
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from gmscreen.model.demo import demo_records
    from gmscreen.model.memory import MemoryRepository
    from gmscreen.model.session import Session
    from gmscreen.rules.dice import FixedDice
    from gmscreen.ui.rfi.task import TaskPanel
    from gmscreen.ui.shell.language import install_translators
    from gmscreen.ui.shell.mainwindow import MainWindow

    app = QApplication.instance() or QApplication([])
    install_translators(language)
    font = app.font()
    font.setPointSizeF(font.pointSizeF() * font_scale)
    app.setFont(font)
    window = MainWindow(Session(MemoryRepository(demo_records(tokens=True))))
    window.resize(1366, 768)
    window.show()
    panel = window.panels["taskPanel"]
    assert isinstance(panel, TaskPanel)
    panel.dice = FixedDice([3, 12])
    panel.roll()
    loop = QEventLoop()
    QTimer.singleShot(400, loop.quit)
    loop.exec()
    OUT.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(OUT / name))
    print(f"wrote {OUT / name}")
    window.close()


def main() -> int:
    """Render each screenshot in its own process."""
    if len(sys.argv) == 4:
        render(sys.argv[1], sys.argv[2], float(sys.argv[3]))
        return 0
    for name, (language, scale) in SHOTS.items():
        command = [sys.executable, __file__, name, language, str(scale)]
        subprocess.run(command, check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
