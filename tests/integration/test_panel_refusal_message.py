"""A campaign a panel cannot show is refused in the GM's words: which panel, and that the
campaign open before is still open. The panel's own error (a Python message the GM cannot act
on) is behind Show Details and kept in a bug report, never in the message itself.

Through the File menu of the real window, with the real message box.
"""

import dataclasses
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from gmscreen.ui.firelock.workspace import WORKSPACE as FIRELOCK
from gmscreen.ui.shell import crash_report
from gmscreen.ui.shell import workspaces
from tests.gui.test_reopen import open_window
from tests.integration.test_campaign_switch import firelock_campaign
from tests.integration.test_campaign_switch import good_campaign

PYTHON_ERROR = "invalid literal for int() with base 10: 'six'"


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def a_sheets_panel_that_reads_six_as_a_number(monkeypatch: pytest.MonkeyPatch) -> None:
    """Firelock's Characters panel raises Python's own error while built (a bug in it)."""

    def broken(*_args: object) -> None:
        int("six")

    specs = tuple(
        dataclasses.replace(spec, factory=broken) if spec.name == "firelockSheetsPanel" else spec
        for spec in FIRELOCK.panels
    )
    monkeypatch.setitem(
        workspaces.WORKSPACES, "firelock", dataclasses.replace(FIRELOCK, panels=specs)
    )


def test_a_panel_that_cannot_show_a_campaign_is_named_and_its_error_kept_in_the_details(
    qtbot: QtBot, tmp_path: Path, settings: QSettings, monkeypatch: pytest.MonkeyPatch
) -> None:
    reports = tmp_path / "reports"
    monkeypatch.setattr(crash_report, "reports_folder", lambda: reports)
    window, campaigns = open_window(qtbot, good_campaign(tmp_path), settings)
    a_sheets_panel_that_reads_six_as_a_number(monkeypatch)
    duel = firelock_campaign(tmp_path / "duel.gmscreen")
    seen: list[tuple[str, str, bool]] = []

    def look() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            seen.append((box.text(), box.detailedText(), box.icon() == QMessageBox.Icon.Warning))
            box.accept()

    timer = QTimer()
    timer.timeout.connect(look)
    timer.start(20)
    assert window.file_menu is not None
    menu = window.file_menu
    opened: list[bool] = []
    QTimer.singleShot(0, lambda: opened.append(menu.open_path(duel)))
    qtbot.waitUntil(lambda: bool(opened), timeout=20_000)
    timer.stop()

    assert opened == [False]
    assert len(seen) == 1
    text, details, warning = seen[0]
    assert text == (
        "The Characters panel cannot show “Duel at dawn”, so it was not opened. "
        "“Salvage Rights” is still open, as you left it."
    )
    assert "int()" not in text
    assert warning
    assert PYTHON_ERROR in details  # for a bug report
    assert "Traceback" in details
    [report] = reports.iterdir()
    assert PYTHON_ERROR in report.read_text(encoding="utf-8")
    assert str(report) in details  # the GM can send it along
    assert window.bridge is not None
    assert window.bridge.state.campaign.name == "Salvage Rights"  # still open, as they left it
    assert campaigns.path == tmp_path / "table.gmscreen"
    campaigns.close()
