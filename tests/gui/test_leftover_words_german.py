"""A German-speaking GM reads German where the last sweep left English: the tracker's words for
an action, a kept initiative, an assist, a combatant's turns a round and a defeat, and the Edit
menu's Undo/Redo naming the step they would take back or repeat."""

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from gmscreen.model.rfi.tracker import (
    PLAYERS,
    Assist,
    KeepInitiative,
    NextTurn,
    SetDefeated,
    SetTurnsPerRound,
    TakeAction,
)
from gmscreen.model.session import Session
from gmscreen.ui.rfi.tracker import TrackerPanel
from gmscreen.ui.shell.undo import SessionBridge

VEX, TUSK, RAIDER, BROKER = 1, 3, 4, 6


@pytest.fixture
def tracker(qtbot: QtBot, session: Session, german: None) -> Iterator[TrackerPanel]:
    bridge = SessionBridge(session)
    panel = TrackerPanel(bridge)
    qtbot.addWidget(panel)
    panel.resize(320, 600)
    panel.show()
    panel.start_combat([VEX, TUSK, RAIDER, BROKER], PLAYERS)
    yield panel
    bridge.detach()


def test_the_tracker_words_an_action_and_its_cost_in_german(tracker: TrackerPanel) -> None:
    tracker.run(NextTurn(tracker.scene_id, VEX))
    assert tracker.run(TakeAction(tracker.scene_id, VEX, "aim"))
    assert tracker.message.text() == "Vex Marlo: Aim"
    assert tracker.run(TakeAction(tracker.scene_id, VEX, "prepare"))
    assert (
        tracker.message.text() == "Vex Marlo: Prepare — 1 Momentum aus dem Gruppenpool ausgegeben"
    )


def test_the_tracker_words_a_kept_initiative_in_german(tracker: TrackerPanel) -> None:
    tracker.run(NextTurn(tracker.scene_id, VEX))
    assert tracker.run(KeepInitiative(tracker.scene_id))
    assert tracker.message.text() == (
        "die Spieler behalten die Initiative: 2 Momentum aus dem Gruppenpool ausgegeben"
    )


def test_the_tracker_words_an_assist_turns_and_a_defeat_in_german(
    tracker: TrackerPanel,
) -> None:
    assert tracker.run(Assist(tracker.scene_id, TUSK))
    assert (
        tracker.message.text() == "Tusk Okafor hilft und verbraucht damit seinen Zug dieser Runde"
    )
    assert tracker.run(SetTurnsPerRound(tracker.scene_id, BROKER, 2))
    assert tracker.message.text() == "The Broker hat 2 Züge pro Runde"
    assert tracker.run(SetDefeated(RAIDER, True))
    assert tracker.message.text() == "Raider ist besiegt"
    assert tracker.run(SetDefeated(RAIDER, False))
    assert tracker.message.text() == "Raider ist wieder auf den Beinen"
