"""File ▸ Open read-only and `--read-only` (issue 14, point 7): the window says so for as long
as the campaign is open, changes are refused without a dialog per click, the file is untouched."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from gmscreen.model.demo import demo_records
from gmscreen.store.file import create_campaign
from gmscreen.ui.rfi.pools import PoolsPanel
from tests.gui.test_reopen import open_window


def test_file_open_read_only_shows_it_refuses_changes_quietly_and_changes_nothing(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *_a: shown.append(text))
    first = tmp_path / "first.gmscreen"
    create_campaign(first, demo_records()).close()
    shared = tmp_path / "shared.gmscreen"
    create_campaign(shared, demo_records()).close()
    before = shared.read_bytes()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window, campaigns = open_window(qtbot, first, settings)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a, **_k: (str(shared), ""))
    assert window.file_menu is not None
    action = next(
        a for a in window.file_menu.menu.actions() if "read-only" in a.text().replace("&", "")
    )
    action.trigger()

    assert campaigns.path == shared
    assert "read-only" in window.windowTitle()
    assert window.problem_banner.problem is not None
    assert "read-only" in window.problem_banner.problem
    pools = window.panels["poolsPanel"]
    assert isinstance(pools, PoolsPanel)
    for _click in range(3):
        qtbot.mouseClick(pools.momentum.plus, Qt.MouseButton.LeftButton)
    assert pools.momentum.value.text() == "2"
    assert shown == []  # the banner said it already; the status bar says it per click
    assert "read-only" in window.statusBar().currentMessage()
    campaigns.close()
    assert shared.read_bytes() == before
    assert not Path(str(shared) + "-journal").exists()


def test_read_only_on_the_command_line_opens_without_writing(tmp_path: Path) -> None:
    path = tmp_path / "campaign.gmscreen"
    create_campaign(path, demo_records()).close()
    before = path.read_bytes()
    home = tmp_path / "home"
    home.mkdir()
    result = subprocess.run(
        [sys.executable, "-m", "gmscreen", str(path), "--read-only", "--smoke"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env={**os.environ, "HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config")},
    )
    assert result.returncode == 0, result.stderr
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["campaign.gmscreen", "home"]
