"""The challenge chart's words in the GM's language: a key task's tooltip (its status,
difficulty, suggested approach, victory condition) and the Run button's."""

import pytest
from pytestqt.qtbot import QtBot

from gmscreen.model.demo import demo_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.rfi.scene_challenge import demo_challenge_records
from gmscreen.model.session import Session
from gmscreen.ui.rfi.challenges.panel import ChallengesPanel
from gmscreen.ui.shell.undo import SessionBridge


@pytest.mark.usefixtures("german")  # conftest.py: as a GM who chose Deutsch
def test_a_key_tasks_tooltips_read_in_german(qtbot: QtBot) -> None:
    bridge = SessionBridge(Session(MemoryRepository([*demo_records(), *demo_challenge_records()])))
    panel = ChallengesPanel(bridge)
    qtbot.addWidget(panel)
    panel.show()
    assert panel.selected == "bridge"  # the demo's first key task available
    tip = panel.chart.items_by_id["bridge"].toolTip()
    assert "<b>Reach the bridge</b> — verfügbar" in tip
    assert "Schwierigkeit 2" in tip
    assert "Difficulty" not in tip
    run = panel.task_bar.run_button.toolTip()
    assert run.startswith("Das Probenfenster einrichten: Schwierigkeit 2")
    assert run.endswith("— verfügbar")
    bridge.detach()
