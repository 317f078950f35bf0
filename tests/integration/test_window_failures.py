"""Failures reach the GM in the window and leave them where they were (issue 14, points 1–2).

Through the real window: File ▸ Open of a campaign the window cannot show, a start-up whose last
campaign is broken, and a disk that fills up mid-session (a small tmpfs
the test mounts and fills).
"""

import contextlib
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from gmscreen.app import FileCampaigns
from gmscreen.model.demo import demo_records
from gmscreen.model.state import Campaign
from gmscreen.store.database import driver_connection
from gmscreen.store.file import create_campaign
from gmscreen.ui.rfi.pools import PoolsPanel
from gmscreen.ui.shell.mainwindow import MainWindow
from tests.gui.test_reopen import open_window

DIALOGS: list[tuple[str, str]] = []


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture(autouse=True)
def caught_dialogs(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[str, str]]]:
    """Record every warning/critical dialog instead of blocking on it."""
    DIALOGS.clear()

    def record(
        _parent: object, title: str, text: str, *_args: object
    ) -> QMessageBox.StandardButton:
        DIALOGS.append((title, text))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", record)
    # a message with details (a panel's traceback) is a box of its own
    monkeypatch.setattr(
        QMessageBox, "exec", lambda box: record(None, box.windowTitle(), box.text())
    )
    monkeypatch.setattr(QMessageBox, "critical", record)
    monkeypatch.setattr(QMessageBox, "information", record)
    return DIALOGS


def bad_settings_campaign(path: Path) -> Path:
    """A campaign the file checks may pass but the pools panel cannot show: a cap of "six"."""
    records = [
        Campaign(id=r.id, name="Broken caps", settings={**r.settings, "momentum_cap": "six"})
        if isinstance(r, Campaign)
        else r
        for r in demo_records()
    ]
    create_campaign(path, records).close()
    return path


def momentum(window: MainWindow) -> str:
    pools = window.panels["poolsPanel"]
    assert isinstance(pools, PoolsPanel)
    return pools.momentum.value.text()


def test_opening_a_campaign_the_window_cannot_show_leaves_the_gm_where_they_were(
    qtbot: QtBot, tmp_path: Path, settings: QSettings
) -> None:
    good = tmp_path / "good.gmscreen"
    create_campaign(good, demo_records()).close()
    bad = bad_settings_campaign(tmp_path / "bad.gmscreen")
    bad_bytes = bad.read_bytes()
    window, campaigns = open_window(qtbot, good, settings)
    window.file_menu.started()  # type: ignore[union-attr]
    assert window.file_menu is not None

    assert not window.file_menu.open_path(bad)

    assert DIALOGS
    assert "Broken caps" in DIALOGS[-1][1]
    assert campaigns.path == good  # still the open campaign, with every panel
    assert window.windowTitle().startswith("Salvage Rights")
    assert momentum(window) == "2"
    assert settings.value("campaigns/last") == str(good)  # the bad file is not remembered
    assert bad.read_bytes() == bad_bytes
    sqlite3.connect(bad).execute("BEGIN EXCLUSIVE").connection.rollback()  # not locked
    qtbot.mouseClick(window.panels["poolsPanel"].momentum.plus, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert momentum(window) == "3"  # and the window keeps working
    campaigns.close()


def start_up_on(last: Path, home: Path, language: str = "") -> subprocess.CompletedProcess[str]:
    """gmscreen started as a GM would (in `language`, if given) whose last campaign was `last`:
    each warning it shows printed as a line "DIALOG text", then "LAST" and the campaign it
    remembers when it quits after 1.5 s."""
    script = (
        "import sys; from PySide6.QtCore import QSettings, QTimer; "
        "from PySide6.QtWidgets import QApplication, QMessageBox; "
        "QMessageBox.warning = lambda *a: print('DIALOG', a[2].replace(chr(10), ' ')) or 0; "
        "app = QApplication([]); app.setOrganizationName('gmscreen'); "
        "app.setApplicationName('gmscreen'); "
        f"QSettings().setValue('campaigns/last', {str(last)!r}); "
        f"QSettings().setValue('ui/language', {language!r}) if {language!r} else None; "
        "QTimer.singleShot(1500, app.quit); "
        "from gmscreen.app import main; code = main([]); "
        "print('LAST', QSettings().value('campaigns/last')); sys.exit(code)"
    )
    return subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        timeout=120,
        env={
            "HOME": str(home),
            "XDG_CONFIG_HOME": str(home / ".config"),
            "XDG_DOCUMENTS_DIR": str(home / "Documents"),
            "QT_QPA_PLATFORM": "offscreen",
            "PATH": "/usr/bin:/bin",
        },
    )


def test_a_start_up_whose_last_campaign_is_broken_opens_the_demo_and_says_so(
    tmp_path: Path,
) -> None:
    bad = bad_settings_campaign(tmp_path / "bad.gmscreen")
    result = start_up_on(bad, tmp_path / "home")
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert "DIALOG" in result.stdout
    assert "bad.gmscreen" in result.stdout
    assert "demo" in result.stdout
    assert "(demo)" in result.stdout.split("LAST", 1)[1]


class SmallDisk:
    """A 4 MiB tmpfs the test mounts (root only): `fill()` takes every free byte, `free()`
    gives them back, as a GM emptying their downloads folder would."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._filler = folder / "filler.bin"

    def fill(self) -> None:
        with self._filler.open("ab", buffering=0) as stream, contextlib.suppress(OSError):
            while True:
                stream.write(b"\0" * 512)

    def free(self) -> None:
        self._filler.unlink(missing_ok=True)


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[SmallDisk]:
    folder = tmp_path / "disk"
    folder.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", str(folder)],
        capture_output=True,
        check=False,
    )
    if mounted.returncode != 0:
        pytest.skip("a small tmpfs cannot be mounted here (needs root)")
    try:
        yield SmallDisk(folder)
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


def on_a_full_disk(
    qtbot: QtBot, small_disk: SmallDisk, settings: QSettings
) -> tuple[MainWindow, FileCampaigns, PoolsPanel]:
    """The demo campaign open in a window, its file on `small_disk`, which is then filled."""
    path = small_disk.folder / "table.gmscreen"
    create_campaign(path, demo_records()).close()
    window, campaigns = open_window(qtbot, path, settings)
    small_disk.fill()
    pools = window.panels["poolsPanel"]
    assert isinstance(pools, PoolsPanel)
    return window, campaigns, pools


def test_a_full_disk_says_so_once_keeps_the_screen_equal_to_the_file_and_recovers(
    qtbot: QtBot, small_disk: SmallDisk, settings: QSettings
) -> None:
    path = small_disk.folder / "table.gmscreen"
    window, campaigns, pools = on_a_full_disk(qtbot, small_disk, settings)
    for _click in range(12):
        qtbot.mouseClick(pools.momentum.plus, Qt.MouseButton.LeftButton)
    assert momentum(window) == "2"  # nothing was saved, so nothing changed on screen
    assert len(DIALOGS) == 1  # said once, not per click
    assert "full" in DIALOGS[0][1]
    assert "Save As" in DIALOGS[0][1]
    assert window.problem_banner.problem is not None
    assert "full" in window.problem_banner.problem

    small_disk.free()
    qtbot.mouseClick(pools.momentum.plus, Qt.MouseButton.LeftButton)
    assert momentum(window) == "3"
    assert window.problem_banner.problem is None
    window.close()
    campaigns.close()
    again, campaigns = open_window(qtbot, path, settings)
    assert momentum(again) == "3"  # the screen was the file all along
    campaigns.close()


def refuse_writes(campaigns: FileCampaigns, *, refuse: bool) -> None:
    """Make the open file unwritable mid-session (as a drive turning read-only does): SQLite
    refuses every write to it until `refuse` is False again."""
    raw = driver_connection(campaigns._require().repository._connection)
    writes = {sqlite3.SQLITE_INSERT, sqlite3.SQLITE_UPDATE, sqlite3.SQLITE_DELETE}

    def authorize(action: int, *_args: object) -> int:
        return sqlite3.SQLITE_DENY if refuse and action in writes else sqlite3.SQLITE_OK

    raw.set_authorizer(authorize if refuse else None)


def test_undo_redo_and_snapshots_of_an_unwritable_campaign_become_one_message(
    qtbot: QtBot, tmp_path: Path, settings: QSettings
) -> None:
    path = tmp_path / "table.gmscreen"
    create_campaign(path, demo_records()).close()
    window, campaigns = open_window(qtbot, path, settings)
    pools = window.panels["poolsPanel"]
    assert isinstance(pools, PoolsPanel)
    qtbot.mouseClick(pools.momentum.plus, Qt.MouseButton.LeftButton)
    assert window.bridge is not None
    assert window.file_menu is not None
    refuse_writes(campaigns, refuse=True)
    window.bridge.undo_action.trigger()
    window.bridge.undo_action.trigger()
    qtbot.mouseClick(pools.momentum.plus, Qt.MouseButton.LeftButton)
    assert momentum(window) == "3"
    assert window.bridge.undo_action.isEnabled()  # still undoable once the file is writable
    assert len(DIALOGS) == 1
    assert "can no longer be written" in DIALOGS[0][1]
    window.file_menu._snapshot_session_start()  # runs in idle steps; the last one writes
    qtbot.waitUntil(lambda: not window.file_menu.snapshotting.running)  # type: ignore[union-attr]
    assert "snapshot" in DIALOGS[-1][0]
    refuse_writes(campaigns, refuse=False)
    window.bridge.undo_action.trigger()
    assert momentum(window) == "2"
    assert window.problem_banner.problem is None
    window.bridge.redo_action.trigger()
    assert momentum(window) == "3"
    QApplication.processEvents()
    campaigns.close()
