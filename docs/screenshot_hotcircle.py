"""Renders the Hot Circle screenshots offscreen from the demo campaign: the faction relationship
map, a character sheet, and the GM window at 1366×768 with a versus test being rerolled.

Run: `QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshot_hotcircle.py`.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop
from PySide6.QtCore import QSettings
from PySide6.QtCore import Qt
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QWidget

from gmscreen.model.hotcircle.creation import read_creation
from gmscreen.model.hotcircle.demo import demo_hotcircle_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.session import Session
from gmscreen.rules.dice import FixedDice
from gmscreen.ui.hotcircle.relationship_map import RelationshipMapView
from gmscreen.ui.hotcircle.roll_panel import HotCircleTestPanel
from gmscreen.ui.hotcircle.sheet import HotCircleSheetPanel
from gmscreen.ui.hotcircle.workspace import WORKSPACE
from gmscreen.ui.shell import workspaces
from gmscreen.ui.shell.mainwindow import MainWindow
from gmscreen.ui.shell.undo import SessionBridge

OUT = Path(__file__).resolve().parent / "screenshots"


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


def demo_session() -> Session:
    return Session(MemoryRepository(demo_hotcircle_records()))


def relationship_map() -> None:
    creation = read_creation(demo_session().state.campaign.settings)
    assert creation is not None
    view = RelationshipMapView()
    view.resize(900, 560)
    view.show()
    view.show_map(creation.settings, creation.factions, creation.relationships)
    settle()
    save(view, "hotcircle-relationship-map.png")
    view.close()


def character_sheet() -> None:
    panel = HotCircleSheetPanel(SessionBridge(demo_session()))
    panel.resize(460, 1390)
    panel.show()
    settle()
    save(panel, "hotcircle-character-sheet.png")
    panel.close()


def roll_a_versus_test(panel: HotCircleTestPanel) -> None:
    """Aria Venn talks Captain Dusk out of the ledger; her task roll trails 3 against 5."""
    form = panel.obstacle
    form.versus.setChecked(True)
    form.intent.setText("Dusk hands over the burned ledger")
    form.task.setText("remind him what his name is worth")
    form.consequence.setText("Dusk keeps it, and knows she came for it")
    form.player_compromise.setText("he keeps it, but lets her read a page")
    form.opponent_compromise.setText("she gets it, and owes him a favour")
    player = form.player
    player.lifepath.setCurrentIndex(player.lifepath.findData("Clerk of the Rolls"))
    player.fit.setCurrentIndex(0)
    for row in range(player.helps.count()):
        if player.helps.item(row).text().startswith("Soft-spoken"):
            player.helps.item(row).setCheckState(Qt.CheckState.Checked)
    opponent = form.opponent
    opponent.lifepath.setCurrentIndex(opponent.lifepath.findData("Guild Enforcer"))
    opponent.fit.setCurrentIndex(0)
    settle()
    panel.dice = FixedDice([1, 2, 3, 2, 1, 5, 1, 1, 2])
    panel.roll()


def gm_window() -> None:
    workspaces.WORKSPACES["hotcircle"] = WORKSPACE
    with tempfile.TemporaryDirectory() as folder:
        settings = QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(demo_session(), settings=settings)
        window.resize(1366, 768)
        window.show()
        settle()
        panel = window.panels["hotcircleTestPanel"]
        assert isinstance(panel, HotCircleTestPanel)
        roll_a_versus_test(panel)
        settle()
        save(window, "hotcircle-gm-window-1366x768.png")
        window.close()


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    relationship_map()
    character_sheet()
    gm_window()
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
