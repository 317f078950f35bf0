"""The task result's momentum spends in the GM's language: each spend's name in the Spend menu
and what it buys in its tooltip (the rules name them in English, by id)."""

import pytest
from pytestqt.qtbot import QtBot

from gmscreen.model.session import Session
from gmscreen.ui.rfi.task import TaskPanel
from gmscreen.ui.shell.undo import SessionBridge


@pytest.mark.usefixtures("german")  # conftest.py: as a GM who chose Deutsch
def test_a_german_spend_menu_names_and_describes_each_spend_in_german(
    qtbot: QtBot, session: Session
) -> None:
    panel = TaskPanel(SessionBridge(session))
    qtbot.addWidget(panel)
    menu = panel.active.result.spend.menu()
    assert menu is not None
    entries = {action.text(): action.toolTip() for action in menu.actions()}
    [information] = [text for text in entries if text.startswith("Informationen erhalten (")]
    assert entries[information].startswith("Der SL eine Frage zur Probe stellen;")
    assert not any("Obtain" in text or "Take" in entries[text] for text in entries)
