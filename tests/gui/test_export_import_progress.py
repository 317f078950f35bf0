"""File ▸ Export as JSON and File ▸ Import from JSON run under a progress dialog; Cancel stops
them with nothing created (no file, no partial file, no campaign) and tells the GM so."""

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtCore import Qt
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QFileDialog
from PySide6.QtWidgets import QMessageBox
from PySide6.QtWidgets import QProgressDialog
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from gmscreen.app import FileCampaigns
from gmscreen.store.export import export_json
from gmscreen.ui.shell.mainwindow import MainWindow
from tests.gui.test_snapshot_steps import open_table


@pytest.fixture
def window(
    qtbot: QtBot, tmp_path: Path, settings: QSettings, monkeypatch: pytest.MonkeyPatch
) -> Iterator[tuple[MainWindow, FileCampaigns]]:
    monkeypatch.setattr("gmscreen.store.steps.STEP_SECONDS", 0.0)  # a step per record
    main, campaigns, _pools = open_table(qtbot, tmp_path, settings)
    assert main.file_menu is not None
    main.file_menu.progress_after_ms = 0  # show the dialog at once
    yield main, campaigns
    campaigns.close()


class CancelWhenShown:
    """Clicks Cancel in the progress dialog once it shows a label starting `label_start` and
    has made progress; notes the labels of the dialogs seen."""

    def __init__(self, qtbot: QtBot, label_start: str) -> None:
        self.seen: list[str] = []
        self._qtbot = qtbot
        self._label_start = label_start
        self.poll = QTimer()
        self.poll.timeout.connect(self._look)
        self.poll.start(0)

    def _look(self) -> None:
        for widget in QApplication.topLevelWidgets():
            if not isinstance(widget, QProgressDialog) or not widget.isVisible():
                continue
            if widget.labelText() not in self.seen:
                self.seen.append(widget.labelText())
            if widget.labelText().startswith(self._label_start) and widget.value() > 0:
                self.poll.stop()
                button = widget.findChild(QPushButton)
                assert button is not None
                self._qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def trigger(window: MainWindow, text: str) -> None:
    assert window.file_menu is not None
    [action] = [a for a in window.file_menu.menu.actions() if a.text() == text]
    action.trigger()


def test_cancelling_an_export_writes_nothing_and_says_so(
    window: tuple[MainWindow, FileCampaigns],
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    main, campaigns = window
    target = tmp_path / "export.json"
    target.write_text("an older export", encoding="utf-8")
    told: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, **_k: (str(target), ""))
    monkeypatch.setattr(QMessageBox, "information", lambda _p, _t, text, *_a: told.append(text))
    cancel = CancelWhenShown(qtbot, "Exporting")

    trigger(main, "&Export as JSON…")

    assert "Exporting to “export.json”…" in cancel.seen
    assert told == ["The export was cancelled: nothing was written, “export.json” is as it was."]
    assert target.read_text(encoding="utf-8") == "an older export"
    assert sorted(p.name for p in tmp_path.iterdir() if "export" in p.name) == ["export.json"]

    cancel.poll.stop()
    trigger(main, "&Export as JSON…")  # not cancelled: the export is written
    assert target.read_text(encoding="utf-8").startswith('{\n  "format": "gmscreen-campaign"')
    assert len(told) == 1
    assert campaigns.path == tmp_path / "table.gmscreen"


def test_cancelling_an_import_creates_no_campaign_and_says_so(
    window: tuple[MainWindow, FileCampaigns],
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    main, campaigns = window
    source = tmp_path / "export.json"
    export_json(campaigns._require(), source)
    target = tmp_path / "imported.gmscreen"
    told: list[str] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a, **_k: (str(source), ""))
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, **_k: (str(target), ""))
    monkeypatch.setattr(QMessageBox, "information", lambda _p, _t, text, *_a: told.append(text))
    cancel = CancelWhenShown(qtbot, "Importing")

    trigger(main, "&Import from JSON…")

    assert "Checking “export.json”…" in cancel.seen  # checked first, then imported
    assert "Importing “export.json”…" in cancel.seen
    assert told == ["The import was cancelled: no campaign was created."]
    assert sorted(p.name for p in tmp_path.iterdir() if "imported" in p.name) == []
    assert campaigns.path == tmp_path / "table.gmscreen"  # still the campaign the GM had open
    assert main.windowTitle().startswith("Salvage Rights")

    cancel.poll.stop()
    trigger(main, "&Import from JSON…")  # not cancelled: the imported campaign opens
    assert campaigns.path == target
    assert len(told) == 1
