"""A panel's message about its last action goes when the campaign changes again: after an undo
it no longer claims what was undone; after another panel's action it no longer stands."""

from pytestqt.qtbot import QtBot

from gmscreen.model.rfi.pools import read_pools
from gmscreen.model.session import Session
from gmscreen.ui.panels.scenes import ScenesPanel
from gmscreen.ui.rfi.pools import PoolsPanel
from gmscreen.ui.shell.undo import SessionBridge


def test_the_end_of_scene_message_goes_with_its_undo(qtbot: QtBot, session: Session) -> None:
    bridge = SessionBridge(session)
    panel = ScenesPanel(bridge)
    qtbot.addWidget(panel)
    assert panel.end_scene(to_next_episode=False)
    assert "momentum" in panel.message.text()
    assert read_pools(session.state).momentum == 1
    bridge.undo()
    assert read_pools(session.state).momentum == 2
    assert panel.message.text() == ""


def test_another_panels_change_clears_the_message(qtbot: QtBot, session: Session) -> None:
    bridge = SessionBridge(session)
    scenes, pools = ScenesPanel(bridge), PoolsPanel(bridge)
    qtbot.addWidget(scenes)
    qtbot.addWidget(pools)
    assert scenes.end_scene(to_next_episode=False)
    assert "momentum" in scenes.message.text()
    pools.momentum.plus.click()
    assert read_pools(session.state).momentum == 2
    assert scenes.message.text() == ""
