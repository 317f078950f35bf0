"""The campaign the app starts with paints from its first look (no SQLAlchemy before the first
paint); the file itself is opened for writing right after, and a file damaged in between is
refused then with the message a refusal before the window gives."""

import sqlite3
from pathlib import Path

import pytest

from gmscreen.app import EXIT_CANNOT_OPEN
from gmscreen.app import FileCampaigns
from gmscreen.model.commands import EditRecord
from gmscreen.model.demo import demo_records
from gmscreen.model.state import Pool
from gmscreen.store.errors import CampaignFileError
from gmscreen.store.file import create_campaign
from gmscreen.store.file import open_campaign
from gmscreen.ui.shell.campaigns import CampaignOpenError
from tests.integration.child_app import run_child

# The app started on sys.argv[1]; `WHAT_TO_NOTE` (patched into the window) notes something once,
# on the way; when the file is locked (open for writing) or after a minute, it prints the note
# and whether the file is locked.
UNTIL_LOCKED = """
import sqlite3, sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication([])
import gmscreen.ui.shell.mainwindow as shell
from gmscreen.app import main


def locked():
    try:
        probe = sqlite3.connect(f"file:{sys.argv[1]}?mode=ro", uri=True, timeout=0)
        probe.execute("SELECT 1 FROM sqlite_master").fetchall()
        probe.close()
        return False
    except sqlite3.OperationalError:
        return True


noted = []
WHAT_TO_NOTE
deadline = time.monotonic() + 60


def check():
    if noted and (locked() or time.monotonic() > deadline):
        print("NOTED", noted[0], "LOCKED", locked())
        app.quit()


timer = QTimer(interval=50)
timer.timeout.connect(check)
timer.start()
sys.exit(main(sys.argv[1:]))
"""
AT_THE_FIRST_PAINT = """
original = shell.MainWindow.paintEvent
def paint(window, event):
    noted.append("sqlalchemy" in sys.modules)
    original(window, event)
shell.MainWindow.paintEvent = paint
"""
AT_THE_FIRST_CLICK = """
original = shell.MainWindow._after_first_paint
def after(window):
    original(window)
    QTimer.singleShot(0, lambda: noted.append(locked()))  # right after the window appears
shell.MainWindow._after_first_paint = after
"""

MOMENTUM_AT_THE_FIRST_CLICK = """
from gmscreen.model.commands import EditRecord
original = shell.MainWindow._after_first_paint
def after(window):
    original(window)
    def click():  # Momentum +1 right after the window appears, while the file opens
        pool = next(p for p in window.bridge.state.all("pool") if p.name == "momentum")
        change = EditRecord("pool", pool.id, label="Momentum", value=pool.value + 1)
        noted.append(window.bridge.execute(change) is not None)
    QTimer.singleShot(0, click)
shell.MainWindow._after_first_paint = after
"""


def start_until_locked(tmp_path: Path, note: str) -> str:
    """What a start of the app on a demo campaign noted, and whether the file was locked."""
    path = tmp_path / "campaign.gmscreen"
    create_campaign(path, demo_records()).close()
    result = run_child(UNTIL_LOCKED.replace("WHAT_TO_NOTE", note), tmp_path / "home", str(path))
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_the_window_paints_before_sqlalchemy_and_then_holds_the_file(tmp_path: Path) -> None:
    output = start_until_locked(tmp_path, AT_THE_FIRST_PAINT)
    assert "NOTED False LOCKED True" in output, output  # no SQLAlchemy at the first paint


def test_the_window_answers_while_its_file_opens(tmp_path: Path) -> None:
    # Opening the file for writing imports SQLAlchemy and SQLModel (0.4 s): in a thread, so
    # the GM's first click right after the window appears is handled before the file is open.
    output = start_until_locked(tmp_path, AT_THE_FIRST_CLICK)
    assert "NOTED False LOCKED True" in output, output  # not locked yet at the click


def test_a_change_made_while_the_file_opens_is_saved(tmp_path: Path) -> None:
    output = start_until_locked(tmp_path, MOMENTUM_AT_THE_FIRST_CLICK)
    assert "NOTED True LOCKED True" in output, output
    with open_campaign(tmp_path / "campaign.gmscreen") as reopened:
        momentum = next(
            pool for pool in reopened.repository.load_state().all("pool") if pool.name == "momentum"
        )
    before = next(r for r in demo_records() if isinstance(r, Pool) and r.name == "momentum")
    assert momentum.value == before.value + 1


IN_A_SYNCED_FOLDER = """
import sys
from PySide6.QtWidgets import QApplication, QMessageBox
app = QApplication([])
import gmscreen.ui.shell.mainwindow as shell
from gmscreen.app import main

painted = []
original = shell.MainWindow.paintEvent
def paint(window, event):
    painted.append("sqlalchemy" in sys.modules)
    original(window, event)
shell.MainWindow.paintEvent = paint
def told(parent, title, text):
    print("PAINTED WITH SQLALCHEMY", painted[0], "TOLD", text)
    app.quit()
QMessageBox.information = told
sys.exit(main(sys.argv[1:]))
"""


def test_a_campaign_in_a_synced_folder_paints_first_then_warns(tmp_path: Path) -> None:
    path = tmp_path / "Dropbox" / "campaign.gmscreen"
    path.parent.mkdir()
    create_campaign(path, demo_records()).close()
    result = run_child(IN_A_SYNCED_FOLDER, tmp_path / "home", str(path))
    assert result.returncode == 0, result.stderr
    assert "PAINTED WITH SQLALCHEMY False TOLD This campaign is in a folder that Dropbox" in (
        result.stdout
    ), result.stdout


DAMAGED_AFTER_FIRST_LOOK = """
import sqlite3, sys
from PySide6.QtWidgets import QApplication, QMessageBox
import gmscreen.store.opening as opening
from gmscreen.app import main

QMessageBox.critical = lambda parent, title, text: print("DIALOG", text) or 0
prepare = opening.OpeningCampaign.prepare


def damaged_first(campaign):
    with sqlite3.connect(sys.argv[1]) as damage:  # another program, after the first paint
        damage.execute("UPDATE pool SET value = 'lots' WHERE name = 'momentum'")
    damage.close()
    prepare(campaign)


opening.OpeningCampaign.prepare = damaged_first
app = QApplication([])
code = main([sys.argv[1]])
print("WINDOWS", [w.isVisible() for w in app.topLevelWidgets() if w.objectName() == "mainWindow"])
sys.exit(code)
"""


def test_a_file_damaged_after_the_first_paint_gets_its_message(tmp_path: Path) -> None:
    path = tmp_path / "campaign.gmscreen"
    create_campaign(path, demo_records()).close()
    result = run_child(DAMAGED_AFTER_FIRST_LOOK, tmp_path / "home", str(path))
    assert result.returncode == EXIT_CANNOT_OPEN, result.stderr
    assert f"DIALOG {path}: " in result.stdout, result.stdout
    assert "wrong type in “value”" in result.stdout
    assert "WINDOWS [False]" in result.stdout  # the window showing it was closed
    assert "Traceback" not in result.stderr


def test_a_file_damaged_after_its_first_look_is_refused_when_opened(tmp_path: Path) -> None:
    path = tmp_path / "campaign.gmscreen"
    create_campaign(path, demo_records()).close()
    campaigns = FileCampaigns()
    try:
        session = campaigns.open(path, first=True)
        momentum = next(pool for pool in session.state.all("pool") if pool.name == "momentum")
        with sqlite3.connect(path) as damage:
            damage.execute("UPDATE pool SET value = 'lots' WHERE id = ?", (momentum.id,))
        damage.close()
        before = path.read_bytes()
        with pytest.raises(CampaignOpenError, match="wrong type in “value”"):
            campaigns.finish_opening()
        assert campaigns.path is None
        assert path.read_bytes() == before
        with pytest.raises((CampaignFileError, CampaignOpenError)):
            session.execute(EditRecord("pool", momentum.id, label="Momentum", value=1))
        assert path.read_bytes() == before  # nothing was written through the first look
    finally:
        campaigns.close()
    with pytest.raises(CampaignFileError, match="wrong type"):
        open_campaign(path)


def test_a_campaign_opened_by_its_first_command_is_released_when_closed(tmp_path: Path) -> None:
    path = tmp_path / "campaign.gmscreen"
    create_campaign(path, demo_records()).close()
    campaigns = FileCampaigns()
    session = campaigns.open(path, first=True)
    momentum = next(pool for pool in session.state.all("pool") if pool.name == "momentum")
    session.execute(EditRecord("pool", momentum.id, label="Momentum", value=5))
    campaigns.close()  # before the first paint would have finished opening it
    with open_campaign(path) as reopened:  # the lock was released; the change was saved
        assert reopened.repository.load_state().find(Pool, momentum.id) == Pool(
            id=momentum.id, name="momentum", value=5
        )
