"""File ▸ Import from JSON checks the export before asking where to save it."""

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from gmscreen.app import FileCampaigns
from gmscreen.model.demo import demo_records
from gmscreen.store.file import create_campaign
from gmscreen.ui.shell.mainwindow import MainWindow


def test_a_faulty_export_is_refused_before_the_save_dialog(
    qtbot: QtBot, tmp_path: Path, settings: QSettings, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "table.gmscreen"
    create_campaign(path, demo_records()).close()
    campaigns = FileCampaigns()
    window = MainWindow(campaigns.open(path), campaigns=campaigns, settings=settings)
    qtbot.addWidget(window)
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "gmscreen-campaign", "records": [', encoding="utf-8")
    asked_to_save: list[str] = []
    warnings: list[str] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(broken), ""))
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", lambda *a, **k: asked_to_save.append("asked") or ("", "")
    )
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *a: warnings.append(text))
    assert window.file_menu is not None
    window.file_menu.import_json()
    assert asked_to_save == []
    assert len(warnings) == 1
    assert "broken.json" in warnings[0]
    assert not (tmp_path / "broken.gmscreen").exists()
    campaigns.close()
