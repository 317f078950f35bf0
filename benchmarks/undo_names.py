"""Times naming the Edit menu's Undo/Redo steps in the GM's language against a budget.

The menu is relabelled once per announced change (a command, an undo, a redo), not when it
opens, so opening it costs nothing extra; what this times is that relabelling: reading a stored
English name back into the GM's words (`shown_name`), and the bridge's whole update of both
actions. Floor: the same update with the stored names set as they are. Budget: 0.2 ms per
relabel, worst case a name of no known form (every form tried). Exits 1 when over budget.
"""

from __future__ import annotations

import os
import sys
import timeit

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication

from gmscreen.ui.shell.undo_names import shown_name

BUDGET_MS = 0.2
NAMES = {
    "first form": "start combat",
    "a roll": "roll Agility + Pilot",
    "a token placed": "place Raider in Engine room",
    "a Hot Circle cut": "cut to The ledger room",
    "no known form": "Name ändern: Vex Marlo (an older label the UI wrote)",
}
REPEAT = 20_000


def per_call_ms(call: object) -> float:
    """The best of five runs of REPEAT calls, per call, in milliseconds."""
    timer = timeit.Timer(call)  # type: ignore[arg-type]
    return min(timer.repeat(5, REPEAT)) / REPEAT * 1000


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    action = QAction("Undo")
    print(f"load average {os.getloadavg()}")
    floor = per_call_ms(lambda: action.setText(f"Undo: {NAMES['no known form']}"))
    print(f"floor: setText with the stored name       {floor:.4f} ms")
    worst = 0.0
    for what, name in NAMES.items():
        alone = per_call_ms(lambda name=name: shown_name(name))
        relabel = per_call_ms(lambda name=name: action.setText(f"Undo: {shown_name(name)}"))
        worst = max(worst, relabel)
        print(f"{what:<18} shown_name {alone:.4f} ms, relabel {relabel:.4f} ms")
    print(f"worst relabel {worst:.4f} ms, budget {BUDGET_MS} ms")
    del app
    return 0 if worst <= BUDGET_MS else 1


if __name__ == "__main__":
    sys.exit(main())
