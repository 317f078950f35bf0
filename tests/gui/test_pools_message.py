"""The Pools box keeps its counters whole when a long overflow message appears."""

from pytestqt.qtbot import QtBot

from gmscreen.model.session import Session
from gmscreen.rules.rfi import pools as rules
from gmscreen.ui.rfi.pools import PoolsPanel
from gmscreen.ui.shell.undo import SessionBridge


def test_an_overflow_message_never_squashes_the_counters(qtbot: QtBot, session: Session) -> None:
    bridge = SessionBridge(session)
    panel = PoolsPanel(bridge)
    qtbot.addWidget(panel)
    panel.resize(240, panel.minimumSizeHint().height())
    panel.show()
    qtbot.waitExposed(panel)
    before = panel.momentum.height()
    assert before >= panel.momentum.sizeHint().height()
    # Saving past the cap: the lost Momentum is reported in the panel, at some length.
    panel._run("save 9 Momentum", lambda p: rules.add_momentum(p, 9))
    assert "lost" in panel.message.text()
    qtbot.wait(10)
    assert panel.momentum.height() == before
    assert panel.threat.height() == before
    assert panel.message.height() >= 2 * panel.message.fontMetrics().lineSpacing()
