"""Renders docs/screenshots/renaissance-check.png: the Renaissance check panel after a roll.

Aryn searches for the bear's trail: Search 75 with two assistants (+20), her [Tracking]
specialization (+10) and a hard trail (−10), so TN 95; the d100 shows 38, an exceptional success.
The panel shows the modifier lines, the TN, the exact chance of each grade and the result.

Run: `QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshot_renaissance.py`.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from gmscreen.model.memory import MemoryRepository
from gmscreen.model.renaissance import demo_renaissance_records
from gmscreen.model.session import Session
from gmscreen.rules.dice import FixedDice
from gmscreen.ui.renaissance.check_panel import CheckPanel
from gmscreen.ui.shell.undo import SessionBridge

OUT = Path(__file__).resolve().parent / "screenshots" / "renaissance-check.png"
SIZE = (860, 590)
ARYN = 1


def settle(milliseconds: int = 250) -> None:
    """Let Qt lay out and paint before grabbing."""
    loop = QEventLoop()
    QTimer.singleShot(milliseconds, loop.quit)
    loop.exec()


def roll_with_three_modifiers(panel: CheckPanel) -> None:
    """Aryn's Search with assistants, her specialization and a hard trail, rolled as a 38."""
    form = panel.first.form
    form.select_character(ARYN)
    form.skill.setCurrentIndex(form.skill.findData("Search"))
    modifiers = form.modifiers
    modifiers.lines["assist"].check.setChecked(True)
    modifiers.assistants.setValue(2)
    modifiers.lines["specialization"].check.setChecked(True)
    modifiers.lines["difficulty"].check.setChecked(True)
    modifiers.difficulty.setValue(-10)
    panel.dice = FixedDice([38])
    if not panel.roll():
        raise SystemExit(f"the roll was refused: {panel.message.text()}")


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    bridge = SessionBridge(Session(MemoryRepository(demo_renaissance_records())))
    panel = CheckPanel(bridge)
    panel.resize(*SIZE)
    panel.show()
    settle()
    roll_with_three_modifiers(panel)
    panel.scroll_area.verticalScrollBar().setValue(0)
    settle()
    OUT.parent.mkdir(parents=True, exist_ok=True)
    panel.grab().save(str(OUT))
    print(f"saved {OUT.relative_to(OUT.parent.parent.parent)}")
    panel.close()
    bridge.detach()
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
