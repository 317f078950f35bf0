"""The Pools box's message about its last action lives in the room below the rows: it never
squashes a counter nor moves a button, and shows whole lines (all of it in its tooltip)."""

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QToolButton
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from gmscreen.model.session import Session
from gmscreen.rules.rfi import pools as rules
from gmscreen.ui.rfi.pools import PoolsPanel
from gmscreen.ui.shell.undo import SessionBridge


def controls(panel: PoolsPanel) -> list[tuple[QPoint, QSize]]:
    """Where the counters' buttons and each fortune row's buttons and value sit in the panel."""
    found: list[QWidget] = [panel.momentum.minus, panel.momentum.plus]
    found += [panel.threat.minus, panel.threat.plus, *panel.fortune_labels.values()]
    found += panel.findChildren(QToolButton)
    return [(w.mapTo(panel, QPoint(0, 0)), w.size()) for w in found]


@pytest.mark.parametrize("height", ["minimum", "hint"])
def test_an_overflow_message_never_squashes_the_counters_nor_moves_a_button(
    qtbot: QtBot, session: Session, height: str
) -> None:
    panel = PoolsPanel(SessionBridge(session))
    qtbot.addWidget(panel)
    size = panel.minimumSizeHint() if height == "minimum" else panel.sizeHint()
    panel.resize(240, size.height())
    panel.show()
    qtbot.waitExposed(panel)
    counter = panel.momentum.height()
    assert counter >= panel.momentum.sizeHint().height()
    before = controls(panel)
    # Saving past the cap: the lost Momentum is reported in the panel, at some length.
    panel._run("save 9 Momentum", lambda p: rules.add_momentum(p, 9))
    assert "lost" in panel.message.text()
    qtbot.wait(10)
    assert panel.momentum.height() == panel.threat.height() == counter
    assert controls(panel) == before
    assert panel.message.toolTip() == panel.message.text()
    if height == "hint":  # the room the dock gives: two lines
        assert panel.message.lines_shown() == 2


def test_a_message_longer_than_its_room_shows_whole_lines_and_ends_in_an_ellipsis(
    qtbot: QtBot, session: Session
) -> None:
    panel = PoolsPanel(SessionBridge(session))
    qtbot.addWidget(panel)
    panel.resize(240, panel.sizeHint().height())
    panel.show()
    qtbot.waitExposed(panel)
    long = "Vex Marlo spends 1 fortune: " + "a story declaration, " * 8 + "the end"
    panel.message.setText(long)
    qtbot.wait(10)
    assert panel.message.text() == long
    assert panel.message.lines_shown() == 2
    shown = QLabel.text(panel.message)  # what is painted
    assert shown.endswith("…")
    assert shown.startswith("Vex Marlo spends 1 fortune:")
    panel.message.setText("")
    assert panel.message.lines_shown() == 0
    assert panel.message.toolTip() == ""
