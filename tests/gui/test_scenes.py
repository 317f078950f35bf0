"""The scene navigator: a new scene costs the pool 1 momentum, a new episode resets threat and
fortune (by the campaign's editable numbers), and both undo."""

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from gmscreen.model.rfi.pools import read_pools
from gmscreen.model.session import Session
from gmscreen.ui.panels.scenes import ScenesPanel
from gmscreen.ui.rfi.campaign_settings import CampaignSettingsDialog
from gmscreen.ui.shell.mainwindow import MainWindow
from gmscreen.ui.shell.undo import SessionBridge

MATCH_CONTAINS = Qt.MatchFlag.MatchContains | Qt.MatchFlag.MatchRecursive


def make_panel(qtbot: QtBot, session: Session) -> tuple[ScenesPanel, SessionBridge]:
    bridge = SessionBridge(session)
    panel = ScenesPanel(bridge)
    qtbot.addWidget(panel)
    return panel, bridge


def test_starting_the_next_scene_loses_one_momentum_and_undo_returns_it(
    qtbot: QtBot, session: Session
) -> None:
    panel, bridge = make_panel(qtbot, session)
    assert read_pools(session.state).momentum == 2
    panel._select("scene", 2)
    panel.start_selected()
    assert session.state.campaign.current_scene_id == 2
    assert read_pools(session.state).momentum == 1
    assert "▶ Cargo hold" in [
        item.text(0) for item in panel.tree.findItems("Cargo hold", MATCH_CONTAINS)
    ]
    bridge.undo()
    assert session.state.campaign.current_scene_id == 1
    assert read_pools(session.state).momentum == 2


def test_a_new_episode_resets_threat_per_player_character_as_the_gm_set_it(
    qtbot: QtBot, session: Session, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = MainWindow(session)
    qtbot.addWidget(window)

    def accept_with_three(dialog: CampaignSettingsDialog) -> int:
        dialog.boxes["threat_per_pc"].setValue(3)
        return 1

    monkeypatch.setattr(CampaignSettingsDialog, "exec", accept_with_three)
    window.edit_campaign_settings()
    panel = window.panels["scenesPanel"]
    assert isinstance(panel, ScenesPanel)
    panel._select("episode", 2)
    panel.start_selected()
    pools = read_pools(session.state)
    assert pools.threat == 9  # 3 player characters × 3
    assert [points for _who, points in pools.fortune] == [3, 3, 3]
    assert window.bridge is not None
    assert window.bridge.undo_action.text() == "Undo: start episode Market Day"
    window.bridge.undo()
    window.bridge.undo()
    assert read_pools(session.state).threat == 6
    assert "threat_per_pc" in session.state.campaign.settings
    assert session.state.campaign.settings["threat_per_pc"] == 2
