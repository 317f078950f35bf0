"""The turn tracker's combat actions in the GM's language: each action's name in the menu and
what it does in its tooltip (the rules describe them in English, by id)."""

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot

from gmscreen.model.rfi.tracker import PLAYERS
from gmscreen.model.rfi.tracker import NextTurn
from gmscreen.model.session import Session
from gmscreen.rules.rfi.actions import ACTIONS
from gmscreen.ui.rfi.action_words import ACTION_DESCRIPTIONS
from gmscreen.ui.rfi.action_words import ACTION_NAMES
from gmscreen.ui.rfi.action_words import action_description
from gmscreen.ui.rfi.tracker import TrackerPanel
from gmscreen.ui.shell.undo import SessionBridge

VEX, TUSK, RAIDER, BROKER = 1, 3, 4, 6


@pytest.fixture
def tracker(qtbot: QtBot, session: Session) -> Iterator[TrackerPanel]:
    bridge = SessionBridge(session)
    panel = TrackerPanel(bridge)
    qtbot.addWidget(panel)
    panel.start_combat([VEX, TUSK, RAIDER, BROKER], PLAYERS)
    panel.run(NextTurn(panel.scene_id, VEX))
    yield panel
    bridge.detach()


def offered(panel: TrackerPanel, action_id: str) -> QAction:
    menu = panel.row_menu(VEX)
    found = menu.findChildren(QAction, f"action-{action_id}")
    assert found, f"{action_id} is not offered"
    return found[0]


def test_the_translators_tables_are_the_rules_own_words() -> None:
    """A combat action added or reworded in the rules cannot go untranslated unnoticed."""
    assert {action.id: action.name for action in ACTIONS.values()} == ACTION_NAMES
    assert {action.id: action.summary for action in ACTIONS.values()} == ACTION_DESCRIPTIONS


@pytest.mark.usefixtures("german")  # conftest.py: as a GM who chose Deutsch
def test_a_german_tracker_describes_a_combat_action_in_german(tracker: TrackerPanel) -> None:
    aim = offered(tracker, "aim")
    assert aim.text() == "Zielen"
    assert aim.toolTip() == (
        "Einen W20 eines Angriffs, den Sie später in diesem Zug machen, neu würfeln."
    )
    guard = offered(tracker, "guard")
    assert guard.toolTip().startswith("Eine Probe mit Schwierigkeit 0:")


def test_in_english_the_tooltip_is_the_rules_description(tracker: TrackerPanel) -> None:
    assert offered(tracker, "sprint").toolTip() == ACTIONS["sprint"].summary


def test_a_description_the_table_does_not_hold_is_shown_as_the_rules_word_it() -> None:
    """An action the translators have not seen (or reworded since) shows the rules' English,
    never a translation of other words."""
    assert action_description("parley", "Talk it out.") == "Talk it out."
    assert action_description("aim", "Reroll two d20s.") == "Reroll two d20s."
