"""The Edit menu's Undo names the step's facts in the GM's language too: a Renaissance check's
label, an RFI contest's side, a Hot Circle ability (the history keeps them in English)."""

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from gmscreen.model.hotcircle.demo import demo_hotcircle_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.rfi.contest_commands import TakeContestTurn
from gmscreen.model.rfi.scene_challenge import TaskOutcome
from gmscreen.model.rfi.tracker import PLAYERS
from gmscreen.model.rfi.tracker import NextTurn
from gmscreen.model.rfi.tracker import StartCombat
from gmscreen.model.rfi.tracker import TakeAction
from gmscreen.model.session import Session
from gmscreen.rules.dice import FixedDice
from gmscreen.rules.hotcircle.contest import Pool
from gmscreen.rules.hotcircle.contest import RerollReason
from gmscreen.rules.hotcircle.contest import Side as HotCircleSide
from gmscreen.rules.hotcircle.tables import Ability
from gmscreen.rules.renaissance import Aptitude
from gmscreen.rules.renaissance import ContestKind
from gmscreen.rules.rfi.contest import Side
from gmscreen.ui.hotcircle.roll_panel import HotCircleTestPanel
from gmscreen.ui.renaissance.check_form import APTITUDE
from gmscreen.ui.renaissance.check_panel import CheckPanel
from gmscreen.ui.rfi.challenges.panel import ChallengesPanel
from gmscreen.ui.shell.undo import SessionBridge
from gmscreen.ui.shell.undo_names import shown_name
from tests.gui.marking import marking
from tests.gui.test_hotcircle_tests import choose
from tests.gui.test_rules_words_german import renaissance  # noqa: F401  (in German)
from tests.unit.model.test_challenge_commands import contest_session

ARYN, CHANDRA, GOBLIN = 1, 3, 4  # the Renaissance demo's
VEX, TUSK = 1, 3  # the RFI demo's
pytestmark = pytest.mark.usefixtures("qapp")


@pytest.mark.usefixtures("german")  # conftest.py: as a GM who chose Deutsch
def test_a_renaissance_check_is_named_in_german_in_the_edit_menu(
    renaissance: tuple[CheckPanel, SessionBridge],  # noqa: F811
) -> None:
    """Stored as "roll Aryn's COG × 2 check"; the menu words the check form's label."""
    panel, bridge = renaissance
    form = panel.first.form
    form.select_character(ARYN)
    form.check.setCurrentIndex(form.check.findData(APTITUDE))
    form.aptitude.setCurrentIndex(form.aptitude.findData(Aptitude.COG))
    form.multiplier.setValue(2)
    panel.dice = FixedDice([27])
    assert panel.roll()
    assert bridge.session.undo_name == "roll Aryn's COG × 2 check"
    assert bridge.undo_action.text() == "Rückgängig: Probe auf KOG × 2 für Aryn würfeln"
    bridge.undo()
    assert bridge.redo_action.text() == "Wiederholen: Probe auf KOG × 2 für Aryn würfeln"
    bridge.redo()
    panel.first.result.upgrade.click()  # 27 against TN 2 × COG: a success, shifted up
    assert bridge.session.undo_name == "upgrade Aryn's COG × 2 check"
    assert bridge.undo_action.text() == "Rückgängig: Probe auf KOG × 2 von Aryn verbessern"


@pytest.mark.usefixtures("german")
def test_a_renaissance_opposed_check_names_both_checks_in_german(
    qtbot: QtBot,
    renaissance: tuple[CheckPanel, SessionBridge],  # noqa: F811
) -> None:
    panel, bridge = renaissance
    panel.mode.setCurrentIndex(panel.mode.findData(ContestKind.OPPOSED))
    for side, who in ((panel.first, CHANDRA), (panel.second, GOBLIN)):
        side.form.select_character(who)
        side.form.check.setCurrentIndex(side.form.check.findData(APTITUDE))
        side.form.aptitude.setCurrentIndex(side.form.aptitude.findData(Aptitude.COG))
        side.form.multiplier.setValue(3)
    panel.dice = FixedDice([63, 21])
    qtbot.mouseClick(panel.roll_button, Qt.MouseButton.LeftButton)
    assert bridge.session.undo_name == "roll COG × 3 check against COG × 3 check (opposed check)"
    assert bridge.undo_action.text() == (
        "Rückgängig: Probe auf KOG × 3 gegen Probe auf KOG × 3 würfeln (vergleichende Probe)"
    )


@pytest.mark.usefixtures("german")
def test_an_rfi_contest_turn_names_its_side_in_german(qtbot: QtBot) -> None:
    bridge = SessionBridge(contest_session(gm_takes_priority=True, momentum=2))
    panel = ChallengesPanel(bridge)
    qtbot.addWidget(panel)
    assert panel.run(TakeContestTurn(1, Side.OPPOSITION, "map", TaskOutcome(passed=True)))
    assert bridge.undo_action.text() == "Rückgängig: Gegenseite: „Find the route“ versuchen"
    failed = TaskOutcome(passed=False)
    assert panel.run(TakeContestTurn(1, Side.PLAYERS, "map", failed, character_id=1))
    assert bridge.undo_action.text() == "Rückgängig: Spieler: „Find the route“ versuchen"
    bridge.detach()


@pytest.mark.usefixtures("german")
def test_an_rfi_combat_action_taken_is_named_in_german(session: Session) -> None:
    bridge = SessionBridge(session)
    scene = session.state.campaign.current_scene_id
    bridge.execute(StartCombat(scene, [VEX, TUSK], first_side=PLAYERS))
    bridge.execute(NextTurn(scene, VEX))
    assert bridge.undo_action.text() == "Rückgängig: nächster Zug: Vex Marlo"
    assert bridge.execute(TakeAction(scene, VEX, "aim")) is not None
    assert bridge.session.undo_name == "Vex Marlo: Aim"
    assert bridge.undo_action.text() == "Rückgängig: Vex Marlo: Zielen"
    bridge.detach()


@pytest.mark.usefixtures("german")
def test_a_hot_circle_ability_test_names_its_ability_in_german(qtbot: QtBot) -> None:
    bridge = SessionBridge(Session(MemoryRepository(demo_hotcircle_records())))
    panel = HotCircleTestPanel(bridge)
    qtbot.addWidget(panel)
    panel.tabs.setCurrentIndex(1)
    form = panel.ability
    form.ability.setCurrentIndex(form.ability.findData("resources"))
    form.asset.setText("Oilskin cloak")
    form.lifepath.setCurrentIndex(form.lifepath.findData("Dock Runner"))
    panel.dice = FixedDice([6, 1, 1, 3, 2])
    assert panel.roll()
    assert bridge.undo_action.text() == "Rückgängig: Ressourcen-Probe: Oilskin cloak"
    bridge.detach()


@pytest.mark.usefixtures("german")
def test_a_hot_circle_reroll_names_its_roll_and_its_price_in_german(qtbot: QtBot) -> None:
    """A persona point rerolls the obstacle roll (the panel's own test of it, in German)."""
    bridge = SessionBridge(Session(MemoryRepository(demo_hotcircle_records())))
    panel = HotCircleTestPanel(bridge)
    qtbot.addWidget(panel)
    form = panel.obstacle
    form.intent.setText("slip past the tax-house guard")
    form.task.setText("walk in like a clerk who belongs")
    form.consequence.setText("the guard takes her name")
    choose(form.player, "Aria Venn", "Clerk of the Rolls", 0)
    form.difficulty.setCurrentIndex(2)
    panel.dice = FixedDice([2, 2, 1, 1, 5, 4, 1])
    assert panel.roll()
    button = panel.result.reroll_buttons[
        (HotCircleSide.PLAYER, RerollReason.PERSONA_POINT, Pool.OBSTACLE)
    ]
    panel.dice = FixedDice([1, 3, 1])
    button.click()
    assert bridge.session.undo_name == "reroll the obstacle roll (persona point)"
    assert bridge.undo_action.text() == (
        "Rückgängig: den Hinderniswurf neu würfeln (Persona-Punkt)"
    )
    bridge.detach()


@pytest.mark.usefixtures("qapp")
def test_every_contest_side_and_ability_has_a_form() -> None:
    """A side, ability, roll or reroll price the rules add cannot slip into the menu in English
    unnoticed (the names as TakeContestTurn, RecordAbilityTest and Reroll write them)."""
    with marking("UndoNames"):
        for side in Side:
            assert shown_name(f"{side.value}: attempt 'Run'") == f"<{side.value}: attempt 'Run'>"
        for ability in Ability:
            stored = f"{ability.value} test: Rope"
            assert shown_name(stored, "hotcircle") == f"<{ability.value} test: Rope>"
        for pool in Pool:
            for reason in RerollReason:
                stored = f"reroll the {pool} roll ({reason})"  # as Reroll writes it
                assert shown_name(stored, "hotcircle") == f"<{stored}>"


@pytest.mark.usefixtures("german")
def test_a_possessive_is_read_as_a_check_only_in_a_renaissance_campaign() -> None:
    """An RFI roll of "Open the captain's safe" names no character's check."""
    assert shown_name("roll Open the captain's safe", "rfi") == ("Open the captain's safe würfeln")
    assert shown_name("roll Aryn's COG × 2 check", "renaissance") == (
        "Probe auf KOG × 2 für Aryn würfeln"
    )
