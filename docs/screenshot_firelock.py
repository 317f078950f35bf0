"""Renders docs/screenshots/firelock-bidding.png: the Firelock challenge panel mid-exchange, with
two accepted bids and a refused one, over the Firelock demo campaign, offscreen.

Run: `QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshot_firelock.py`.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from gmscreen.model.firelock import demo_firelock_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.session import Session
from gmscreen.rules.dice import FixedDice
from gmscreen.ui.firelock.challenge import ChallengePanel
from gmscreen.ui.shell.undo import SessionBridge

OUT = Path(__file__).resolve().parent / "screenshots" / "firelock-bidding.png"
SIZE = (980, 600)
KIM, BO = 1, 4


def settle(milliseconds: int = 250) -> None:
    """Let Qt lay out and paint before grabbing."""
    loop = QEventLoop()
    QTimer.singleShot(milliseconds, loop.quit)
    loop.exec()


def bid(panel: ChallengePanel, claim: str, *, score: str | None = None, strength: int = 0) -> None:
    """Enter a bid the way the GM does and press Accept."""
    form = panel.exchange.form
    if score is not None:
        form.choose_score(score)
    else:
        form.strength.setValue(strength)
    form.claim.setText(claim)
    form.accept_button.click()


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    bridge = SessionBridge(Session(MemoryRepository(demo_firelock_records())))
    panel = ChallengePanel(bridge)
    panel.resize(*SIZE)
    panel.show()
    settle()
    # Kim Ashdown (Finesse 6) duels Bo the Duellist (Melee 3): a 2 and a 7, Kim loses 8 to 10.
    panel.setup_form.title.setText("Duel at the well")
    panel.initiator.choose(KIM, "Finesse")
    panel.responder.choose(BO, "Melee")
    panel.dice = FixedDice([2, 7])
    if not panel.roll():
        print(f"the roll was refused: {panel.message.text()}", file=sys.stderr)
        return 1
    bid(panel, "I'm the better swordsman", score="Melee")
    bid(panel, "I'm far stronger than you", score="Body")
    bid(panel, "The sun is in your eyes", strength=2)  # 4 under Bo's 6: refused
    settle()
    OUT.parent.mkdir(parents=True, exist_ok=True)
    panel.grab().save(str(OUT))
    print(f"saved {OUT.relative_to(OUT.parent.parent.parent)}")
    panel.close()
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
