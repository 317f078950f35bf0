"""The turn tracker's combat actions in the GM's language: each action's name in the menu and
what it does in its tooltip (the rules describe them in English, by id)."""

from collections.abc import Iterator
from dataclasses import replace

import pytest
from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot

from gmscreen.model.rfi.tracker import PLAYERS
from gmscreen.model.rfi.tracker import NextTurn
from gmscreen.model.rfi.tracker import Payment
from gmscreen.model.rfi.tracker import SetDefeated
from gmscreen.model.rfi.tracker import StartCombat
from gmscreen.model.rfi.tracker import TakeAction
from gmscreen.model.rfi.tracker_view import action_choices
from gmscreen.model.session import Session
from gmscreen.rules.rfi.actions import ACTIONS
from gmscreen.ui.rfi.action_words import action_description
from gmscreen.ui.rfi.action_words import action_refusal
from gmscreen.ui.rfi.tracker import TrackerPanel
from gmscreen.ui.shell.undo import SessionBridge
from tests.gui.marking import marking

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


def offered(panel: TrackerPanel, action_id: str, who: int = VEX) -> QAction:
    menu = panel.row_menu(who)
    found = menu.findChildren(QAction, f"action-{action_id}")
    assert found, f"{action_id} is not offered"
    return found[0]


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


@pytest.mark.usefixtures("german")
def test_a_description_the_rules_reworded_since_reads_as_the_rules_word_it() -> None:
    """Words the translators have not seen (an action reworded or added since) show the rules'
    English, never the translation of the old words."""
    aim = ACTIONS["aim"]
    assert action_description(aim).startswith("Einen W20")
    assert action_description(replace(aim, summary="Reroll two d20s.")) == "Reroll two d20s."


@pytest.mark.usefixtures("german")
def test_a_german_tracker_says_why_an_action_waits_in_german(tracker: TrackerPanel) -> None:
    assert offered(tracker, "aim", who=TUSK).toolTip() == "nicht am Zug"
    assert tracker.run(TakeAction(tracker.scene_id, VEX, "aim"))
    assert offered(tracker, "aim").toolTip() == (
        "Zielen wurde in diesem Zug schon genommen: jede Nebenaktion einmal pro Zug"
    )
    assert tracker.run(TakeAction(tracker.scene_id, VEX, "sprint"))
    assert (
        offered(tracker, "movement").toolTip() == "Bewegung geht nicht im selben Zug wie Sprinten"
    )
    # The row's chips name the actions taken this turn.
    assert [chip.text() for chip in tracker.rows[VEX].chips] == ["Zielen", "Sprinten"]


def test_every_refusal_the_tracker_meets_is_read_by_a_form(session: Session) -> None:
    """Not in the fight, defeated, not their turn, a minor twice, Movement with Sprint, a third
    major action, a second extra minor: each as the model and the rules word it."""
    bridge = SessionBridge(session)
    scene = session.state.campaign.current_scene_id
    bridge.execute(StartCombat(scene, [VEX, TUSK, RAIDER], first_side=PLAYERS))
    bridge.execute(NextTurn(scene, VEX))
    bridge.execute(SetDefeated(RAIDER, True))
    for action in ("aim", "prepare", "attack", "sprint"):
        taken = TakeAction(scene, VEX, action, payment=Payment.THREAT)  # extras as threat
        assert bridge.execute(taken) is not None, action
    refusals = {
        choice.refusal
        for who in (VEX, TUSK, RAIDER, BROKER)
        for choice in action_choices(session.state, scene, who)
        if choice.refusal
    }
    assert len(refusals) >= 7, refusals
    with marking("RfiActionRefusals"):
        assert not {r for r in refusals if not action_refusal(r).startswith("<")}
    bridge.detach()
