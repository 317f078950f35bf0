"""The session bridge: a refused command reports its reason and changes nothing."""

from pytestqt.qtbot import QtBot

from gmscreen.model.commands import EditRecord
from gmscreen.model.rfi.pools import ChangePools
from gmscreen.model.session import Session
from gmscreen.rules.rfi.pools import spend_momentum
from gmscreen.ui.shell.undo import SessionBridge


def test_attempt_returns_the_refusal_and_leaves_the_campaign_as_it_was(
    qtbot: QtBot, session: Session
) -> None:
    bridge = SessionBridge(session)
    before = session.state.records()
    with qtbot.waitSignal(bridge.refused) as heard:
        reason = bridge.attempt(ChangePools("spend 9 Momentum", lambda p: spend_momentum(p, 9)))
    assert reason is not None
    assert "holds 2 momentum" in reason
    assert heard.args == [reason]
    assert session.state.records() == before
    assert not bridge.undo_action.isEnabled()
    assert bridge.attempt(EditRecord("campaign", 1, label="rename", name="Hard Vacuum")) is None
    assert bridge.undo_action.text() == "Undo: rename"
