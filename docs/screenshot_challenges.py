"""Renders the challenges panel offscreen: the demo campaign's gated challenge as a flow chart.

Vex has just rolled "Reach the bridge" in the task panel (sent there from the flow chart), so
the panel shows a key task done, one available, branches closed off and the roll to record.

Run: `QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshot_challenges.py`
(writes docs/screenshots/rfi-gated-challenge.png).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop
from PySide6.QtCore import Qt
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from gmscreen.model.demo import demo_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.rfi.scene_challenge import demo_challenge_records
from gmscreen.model.session import Session
from gmscreen.rules.dice import FixedDice
from gmscreen.ui.rfi.challenges.panel import ChallengesPanel
from gmscreen.ui.rfi.task import TaskPanel
from gmscreen.ui.shell.undo import SessionBridge

OUT = Path(__file__).resolve().parent / "screenshots" / "rfi-gated-challenge.png"
SIZE = (440, 640)  # a dock column at 1366×768 is 340–460 wide


def settle(milliseconds: int = 250) -> None:
    """Let Qt lay out and paint before grabbing."""
    loop = QEventLoop()
    QTimer.singleShot(milliseconds, loop.quit)
    loop.exec()


def roll_the_bridge(task: TaskPanel, panel: ChallengesPanel) -> None:
    """Vex takes 'Reach the bridge' (difficulty 2) with Fitness + Piloting: a 1 and a 9."""
    panel.select("bridge")
    panel.run_selected()
    row = task.active.form.leader
    row.character.setCurrentIndex(row.character.findText("Vex Marlo"))
    row.attribute.setCurrentIndex(row.attribute.findText("Fitness"))
    row.skill.setCurrentIndex(row.skill.findText("Piloting"))
    traits = task.active.form.traits
    for index in range(traits.count()):
        traits.item(index).setCheckState(Qt.CheckState.Unchecked)
    task.dice = FixedDice([1, 9])
    task.roll()


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    session = Session(MemoryRepository([*demo_records(), *demo_challenge_records()]))
    bridge = SessionBridge(session)
    task = TaskPanel(bridge)
    panel = ChallengesPanel(bridge)
    panel.run_task_requested.connect(
        lambda difficulty, _label: task.active.form.base_difficulty.setValue(difficulty)
    )
    panel.resize(*SIZE)
    panel.show()
    settle()
    roll_the_bridge(task, panel)
    settle()
    OUT.parent.mkdir(parents=True, exist_ok=True)
    panel.grab().save(str(OUT))
    print(f"saved {OUT.relative_to(OUT.parent.parent.parent)}")
    panel.close()
    task.close()
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
