"""The campaign the app starts with paints from its first look (no SQLAlchemy before the first
paint); the file itself is opened for writing right after, and a file damaged in between is
refused then with the message a refusal before the window gives."""

import sqlite3
from pathlib import Path

import pytest

from gmscreen.app import FileCampaigns
from gmscreen.model.commands import EditRecord
from gmscreen.model.demo import demo_records
from gmscreen.model.state import Pool
from gmscreen.store.errors import CampaignFileError
from gmscreen.store.file import create_campaign, open_campaign
from gmscreen.ui.shell.campaigns import CampaignOpenError
from tests.integration.child_app import run_child


def test_the_window_paints_before_sqlalchemy_and_then_holds_the_file(tmp_path: Path) -> None:
    path = tmp_path / "campaign.gmscreen"
    create_campaign(path, demo_records()).close()
    script = (
        "import sqlite3, sys, time\n"
        "from PySide6.QtCore import QTimer\n"
        "from PySide6.QtWidgets import QApplication\n"
        "app = QApplication([])\n"
        "import gmscreen.ui.shell.mainwindow as shell\n"
        "from gmscreen.app import main\n"
        "seen = []\n"
        "original = shell.MainWindow.paintEvent\n"
        "def paint(window, event):\n"
        "    seen.append('sqlalchemy' in sys.modules)\n"
        "    original(window, event)\n"
        "shell.MainWindow.paintEvent = paint\n"
        "def locked():\n"
        "    try:\n"
        f"        probe = sqlite3.connect('file:{path}?mode=ro', uri=True, timeout=0)\n"
        "        probe.execute('SELECT 1 FROM sqlite_master').fetchall()\n"
        "        probe.close()\n"
        "        return False\n"
        "    except sqlite3.OperationalError:\n"
        "        return True\n"
        "deadline = time.monotonic() + 60\n"
        "def check():\n"
        "    if seen and (locked() or time.monotonic() > deadline):\n"
        "        print('PAINTED WITH SQLALCHEMY', seen[0], 'LOCKED', locked())\n"
        "        app.quit()\n"
        "timer = QTimer(interval=50)\n"
        "timer.timeout.connect(check)\n"
        "timer.start()\n"
        f"sys.exit(main([{str(path)!r}]))\n"
    )
    result = run_child(script, tmp_path / "home")
    assert result.returncode == 0, result.stderr
    assert "PAINTED WITH SQLALCHEMY False LOCKED True" in result.stdout, result.stdout


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
