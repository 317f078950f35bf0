"""File ▸ New: a campaign of each rule system opens in its own workspace; Hot Circle goes
through session zero first."""

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from gmscreen.app import FileCampaigns
from gmscreen.model.demo import demo_records
from gmscreen.model.hotcircle.new_campaign import new_hotcircle_records
from gmscreen.store.file import create_campaign
from gmscreen.ui.dialogs.new_campaign import NewCampaignDialog
from gmscreen.ui.hotcircle import wizard
from gmscreen.ui.shell.mainwindow import MainWindow


def open_window(qtbot: QtBot, tmp_path: Path, settings: QSettings) -> MainWindow:
    path = tmp_path / "demo.gmscreen"
    create_campaign(path, demo_records()).close()
    campaigns = FileCampaigns()
    window = MainWindow(campaigns.open(path), campaigns=campaigns, settings=settings)
    qtbot.addWidget(window)
    window.destroyed.connect(campaigns.close)
    return window


def answer_new_campaign(monkeypatch: pytest.MonkeyPatch, path: Path, system: str) -> None:
    def exec_(dialog: NewCampaignDialog) -> int:
        dialog.name.setText("The Long Winter")
        dialog.system.setCurrentIndex(dialog.system.findData(system))
        dialog.path.setText(str(path))
        dialog.characters.setPlainText("Ana — Sam\nBrom — Priya")
        return 1

    monkeypatch.setattr(NewCampaignDialog, "exec", exec_)


@pytest.mark.parametrize(
    ("system", "panel"),
    [("firelock", "firelockSheetsPanel"), ("renaissance", "scenesPanel"), ("rfi", "taskPanel")],
)
def test_a_new_campaign_opens_in_its_rule_systems_workspace(
    qtbot: QtBot,
    tmp_path: Path,
    settings: QSettings,
    monkeypatch: pytest.MonkeyPatch,
    system: str,
    panel: str,
) -> None:
    window = open_window(qtbot, tmp_path, settings)
    answer_new_campaign(monkeypatch, tmp_path / "winter.gmscreen", system)
    assert window.file_menu is not None
    window.file_menu.new_campaign()
    assert window.windowTitle().startswith("The Long Winter")
    assert window.workspace is not None
    assert window.workspace.id == system
    assert panel in window.panels
    assert (tmp_path / "winter.gmscreen").is_file()


def test_a_hot_circle_campaign_is_made_by_session_zero(
    qtbot: QtBot, tmp_path: Path, settings: QSettings, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, tmp_path, settings)
    target = tmp_path / "winter.gmscreen"
    answer_new_campaign(monkeypatch, target, "hotcircle")
    asked: list[str] = []

    def session_zero(*_args: object, **kwargs: object) -> wizard.NewHotCircleCampaign:
        asked.append(str(kwargs["player_characters"]))
        records = new_hotcircle_records("The Long Winter", (("Ana", "Sam"), ("Brom", "Priya")))
        return wizard.NewHotCircleCampaign(target, "The Long Winter", records)

    monkeypatch.setattr(wizard, "run_session_zero", session_zero)
    assert window.file_menu is not None
    window.file_menu.new_campaign()
    assert asked == ["Ana — Sam\nBrom — Priya"]
    assert window.workspace is not None
    assert window.workspace.id == "hotcircle"
    assert target.is_file()
