"""Renders the acceptance screenshot of a battle in progress offscreen: the demo campaign's map with
range bands shaded from a selected token, the turn tracker mid-round and a wounded character's
sheet, at 1366×768 and 1920×1080.

Everything happens through the panels' own commands, as a GM would do it: combat starts from the
tracker, Vex Marlo aims and stuns the Raider, Captain Haldane shoots Dr. Ines Calder (a deadly
hit: she is dying), and Tusk Okafor's turn begins.

Run: `QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshot_battle.py`.
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
from PySide6.QtWidgets import QScrollArea
from PySide6.QtWidgets import QWidget

from gmscreen.model.demo import demo_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.rfi.tracker import PLAYERS
from gmscreen.model.rfi.tracker import TakeAction
from gmscreen.model.session import Session
from gmscreen.rules.dice import FixedDice
from gmscreen.ui.map.widget import MapWidget
from gmscreen.ui.rfi.attack_dialog import AttackDialog
from gmscreen.ui.rfi.sheets import SheetsPanel
from gmscreen.ui.rfi.tracker import TrackerPanel
from gmscreen.ui.shell.mainwindow import MainWindow

OUT = Path(__file__).resolve().parent / "screenshots"
SIZES = ((1366, 768), (1920, 1080))
VEX, INES, TUSK, RAIDER, HALDANE, BROKER = 1, 2, 3, 4, 5, 6
TUSK_TOKEN = 2
TALL_ENOUGH = 900  # below this the left dock column cannot show the whole fight


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


def attack(
    tracker: TrackerPanel,
    attacker: int,
    target: int,
    faces: list[int],
    *,
    weapon: str,
    severity: int,
    deadly: bool = False,
) -> None:
    """Open the tracker's Attack dialog, roll the given faces, apply."""
    tracker.open_attack(attacker)
    dialog = tracker.attack_dialog
    assert isinstance(dialog, AttackDialog)
    dialog.target.setCurrentIndex(dialog.target.findData(target))
    dialog.kind.setCurrentIndex(1 if deadly else 0)
    dialog.weapon.setText(weapon)
    dialog.severity.setValue(severity)
    dialog.dice = FixedDice(faces)
    dialog.roll()
    dialog.apply()
    if dialog.isVisible():  # refused: say why rather than take a misleading picture
        raise SystemExit(f"the attack was refused: {dialog.error.text()}")


def fight(window: MainWindow) -> None:
    """Start combat and play a couple of turns through the tracker."""
    tracker = window.panels["trackerPanel"]
    assert isinstance(tracker, TrackerPanel)
    scene = tracker.scene_id
    tracker.start_combat([VEX, INES, TUSK, RAIDER, HALDANE, BROKER], PLAYERS)
    tracker.take_turn(VEX)
    tracker.run(TakeAction(scene, VEX, "aim"))
    attack(tracker, VEX, RAIDER, [4, 12], weapon="Stun baton", severity=2)
    tracker.take_turn(HALDANE)
    attack(tracker, HALDANE, INES, [2, 9], weapon="Laser burn", severity=3, deadly=True)
    tracker.take_turn(TUSK)
    tracker.select(TUSK)


def stage(window: MainWindow) -> None:
    """Map, tracker and the wounded character's sheet all in view; Tusk's range bands shaded."""
    for name in ("trackerPanel", "sheetsPanel"):
        window.docks[name].show()
        window.docks[name].raise_()
    sheets = window.panels["sheetsPanel"]
    assert isinstance(sheets, SheetsPanel)
    sheets.select_character(INES)
    settle(50)
    scroll = sheets.pages.widget(1)
    assert isinstance(scroll, QScrollArea)
    scroll.ensureWidgetVisible(sheets.form.injuries, 0, 0)  # her new injury, not her ratings
    if window.height() < TALL_ENOUGH:
        # On a laptop screen every dock of the left column sits at its least height, leaving
        # the tracker three rows: a GM in a fight tabs the pools behind it, as done here.
        host = window.window_layout.host
        assert host is not None
        host.tabifyDockWidget(window.docks["trackerPanel"], window.docks["poolsPanel"])
        window.docks["trackerPanel"].raise_()
    battle_map = window.central
    assert isinstance(battle_map, MapWidget)
    battle_map.scene.tokens[TUSK_TOKEN].setSelected(True)


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    with tempfile.TemporaryDirectory() as folder:
        for width, height in SIZES:
            # Fresh settings for each size: a closing window saves its layout for the next one.
            ini = Path(folder) / f"settings-{width}.ini"
            settings = QSettings(str(ini), QSettings.Format.IniFormat)
            window = MainWindow(
                Session(MemoryRepository(demo_records(tokens=True))), settings=settings
            )
            window.resize(width, height)
            window.show()
            settle()
            fight(window)
            stage(window)
            settle()
            save(window, f"rfi-battle-{width}x{height}.png")
            window.close()
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
