"""A German-speaking GM reads German where a panel words what the rules or the model decided:
a refusal while typing a test, a difficulty, a check's shift and margin, an opposed task's
verdict, the tracker's round, an NPC's tier, a pool change. (Each of these showed the engines'
English before.)"""

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from gmscreen.model.character_commands import characters_in_order
from gmscreen.model.hotcircle.demo import demo_hotcircle_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.renaissance import demo_renaissance_records
from gmscreen.model.rfi.pools import read_pools
from gmscreen.model.rfi.tracker import NPCS
from gmscreen.model.rfi.tracker import PLAYERS
from gmscreen.model.session import Session
from gmscreen.rules.dice import FixedDice
from gmscreen.ui.hotcircle.roll_panel import HotCircleTestPanel
from gmscreen.ui.panels.scenes import ScenesPanel
from gmscreen.ui.renaissance.check_panel import CheckPanel
from gmscreen.ui.renaissance.initiative import ID_ROLE
from gmscreen.ui.renaissance.initiative import InitiativePanel
from gmscreen.ui.rfi.dice_view import DiceView
from gmscreen.ui.rfi.pools import PoolsPanel
from gmscreen.ui.rfi.start_combat_dialog import StartCombatDialog
from gmscreen.ui.rfi.task import TaskPanel
from gmscreen.ui.rfi.tracker import TrackerPanel
from gmscreen.ui.shell.undo import SessionBridge

ARYN = 1  # the Renaissance demo's first character


@pytest.fixture
def renaissance(qtbot: QtBot, german: None) -> Iterator[tuple[CheckPanel, SessionBridge]]:
    bridge = SessionBridge(Session(MemoryRepository(demo_renaissance_records())))
    panel = CheckPanel(bridge)
    qtbot.addWidget(panel)
    panel.resize(720, 700)
    panel.show()
    yield panel, bridge
    bridge.detach()


def test_an_obstacle_test_without_an_intent_is_refused_in_german(
    qtbot: QtBot, german: None
) -> None:
    panel = HotCircleTestPanel(SessionBridge(Session(MemoryRepository(demo_hotcircle_records()))))
    qtbot.addWidget(panel)
    form = panel.obstacle
    form.task.setText("remind him what his name is worth")
    form.consequence.setText("Dusk keeps the ledger")
    panel.update_odds()
    assert panel.problem.text() == "eine Probe braucht eine klare Absicht (Hindernisprobe)"


def test_an_obstacle_test_shows_its_pools_and_odds_in_german(qtbot: QtBot, german: None) -> None:
    panel = HotCircleTestPanel(SessionBridge(Session(MemoryRepository(demo_hotcircle_records()))))
    qtbot.addWidget(panel)
    form = panel.obstacle
    form.intent.setText("Dusk hands over the ledger")
    form.task.setText("remind him what his name is worth")
    form.consequence.setText("Dusk keeps the ledger")
    form.player.fit.setCurrentIndex(1)  # a neutral lifepath: 2D
    form.difficulty.setCurrentIndex(form.difficulty.findData(2))  # routine
    assert panel.update_odds().test is not None
    assert panel.pools.text().startswith("<b>Probenwurf 2W</b>: neutraler Lebensweg")
    assert "<b>Hinderniswurf 2W</b>: Routine-Hindernis 2W" in panel.pools.text()
    assert panel.before.text().startswith("Chance zu bestehen: <b>")


def test_a_settled_obstacle_test_says_how_it_came_out_in_german(qtbot: QtBot, german: None) -> None:
    panel = HotCircleTestPanel(SessionBridge(Session(MemoryRepository(demo_hotcircle_records()))))
    qtbot.addWidget(panel)
    form = panel.obstacle
    form.intent.setText("slip past the guard")
    form.task.setText("walk in like a clerk")
    form.consequence.setText("the guard takes her name")
    form.player.fit.setCurrentIndex(1)  # a neutral lifepath: 2D
    form.difficulty.setCurrentIndex(form.difficulty.findData(2))  # routine: 2D
    panel.dice = FixedDice([1, 1, 6, 6])  # nothing against 2 successes
    assert panel.roll()
    panel.result.settle_button.click()
    outcome = panel.result.outcome.text()
    assert ">Folge</b>: the guard takes her name" in outcome
    assert "(höheres Ergebnis)" in outcome


def test_a_renaissance_difficulty_is_named_in_german(
    renaissance: tuple[CheckPanel, SessionBridge],
) -> None:
    panel, _bridge = renaissance
    modifiers = panel.first.form.modifiers
    modifiers.difficulty.setValue(-10)
    assert modifiers.difficulty_name.text() == "schwerer als üblich"
    modifiers.difficulty.setValue(30)
    assert modifiers.difficulty_name.text() == "sehr leicht"


def test_a_modifier_a_standard_action_cannot_take_says_why_in_german(
    renaissance: tuple[CheckPanel, SessionBridge],
) -> None:
    panel, _bridge = renaissance
    rushing = panel.first.form.modifiers.lines["rushing"].value
    assert rushing.text() == "—"
    assert rushing.toolTip() == (
        "nur Aufgabenhandlungen und Tätigkeiten haben einen Zeitrahmen, keine Standardhandlung"
        " (Überstürzen)"
    )


def test_a_shifted_renaissance_check_says_its_margin_and_shift_in_german(
    qtbot: QtBot, renaissance: tuple[CheckPanel, SessionBridge]
) -> None:
    panel, _bridge = renaissance
    side = panel.first
    side.form.select_character(ARYN)
    side.form.skill.setCurrentIndex(side.form.skill.findData("Search"))
    panel.dice = FixedDice([27])
    qtbot.mouseClick(panel.roll_button, Qt.MouseButton.LeftButton)
    assert "ES 27" in side.result.detail.text()
    side.result.spend_luck.setChecked(True)
    qtbot.mouseClick(side.result.upgrade, Qt.MouseButton.LeftButton)
    detail = side.result.detail.text()
    assert "mit einem Glückspunkt verbessert von einfacher Erfolg" in detail
    assert "MoS" not in detail
    assert "upgraded" not in detail
    assert side.result.upgrade.toolTip() == (
        "diese Probe wurde schon verbessert oder verschlechtert: das geht nur einmal je Probe"
    )


def test_the_renaissance_initiative_panel_says_whose_turn_in_german(
    qtbot: QtBot, german: None
) -> None:
    bridge = SessionBridge(Session(MemoryRepository(demo_renaissance_records())))
    panel = InitiativePanel(bridge)
    qtbot.addWidget(panel)
    panel.show()
    for row in range(panel.roster.count()):  # Aryn (+5) and Lady Katarina (+6) only
        if panel.roster.item(row).data(ID_ROLE) not in (1, 2):
            panel.roster.item(row).setCheckState(Qt.CheckState.Unchecked)
    panel.dice = FixedDice([9, 1])  # Aryn 14, Katarina 7
    assert panel.roll()
    panel.next_button.click()
    assert panel.message.text() == "Lady Katarina ist am Zug"
    panel.end_round_button.click()
    assert panel.message.text() == "Runde 2: Aryn handelt zuerst"
    panel.end_button.click()
    assert panel.message.text() == "Zugreihenfolge nach 2 Runden beendet"
    bridge.detach()


def test_an_opposed_task_where_both_fail_is_judged_in_german(
    qtbot: QtBot, session: Session, german: None
) -> None:
    panel = TaskPanel(SessionBridge(session))
    qtbot.addWidget(panel)
    panel.resize(900, 800)
    panel.show()
    panel.opposed.setChecked(True)
    form = panel.active.form
    form.leader.character.setCurrentIndex(form.leader.character.findText("Vex Marlo"))
    reactive = panel.reactive.form
    reactive.leader.character.setCurrentIndex(reactive.leader.character.findText("Raider"))
    panel.dice = FixedDice([20, 20, 20, 20])  # nobody succeeds
    assert panel.roll()
    assert panel.verdict.text() == (
        "<b>Die reagierende Seite gewinnt — beide sind gescheitert: nichts ändert sich</b>"
    )
    dice = panel.findChildren(DiceView)[0].toolTip().splitlines()
    assert dice[0].startswith("20 (Anführer, ZW ")
    assert dice[0].endswith("kein Erfolg; Komplikation")


def test_momentum_saved_from_a_task_is_reported_in_german(
    qtbot: QtBot, session: Session, german: None
) -> None:
    panel = TaskPanel(SessionBridge(session))
    qtbot.addWidget(panel)
    panel.show()
    form = panel.active.form
    form.leader.character.setCurrentIndex(form.leader.character.findText("Vex Marlo"))
    form.leader.attribute.setCurrentIndex(form.leader.attribute.findData("Reason"))
    form.leader.skill.setCurrentIndex(form.leader.skill.findData("Piloting"))
    form.leader.specialty.setChecked(True)
    for index in range(form.traits.count()):
        form.traits.item(index).setCheckState(Qt.CheckState.Unchecked)
    form.base_difficulty.setValue(1)
    panel.dice = FixedDice([3, 12])  # a critical and a success against difficulty 1: 2 momentum
    assert panel.roll()
    assert panel.active.result.unsaved_momentum == 2
    qtbot.mouseClick(panel.active.result.save, Qt.MouseButton.LeftButton)
    assert panel.message.text() == "2 Momentum in den Gruppenpool gespart"


def test_the_tracker_says_who_acts_first_in_german(
    qtbot: QtBot, session: Session, german: None
) -> None:
    panel = TrackerPanel(SessionBridge(session))
    qtbot.addWidget(panel)
    panel.resize(320, 600)
    panel.show()
    qtbot.mouseClick(panel.combat_button, Qt.MouseButton.LeftButton)
    dialog = panel.start_dialog
    assert dialog is not None
    dialog.first_side.setCurrentIndex(dialog.first_side.findData(PLAYERS))
    dialog.accept()
    assert panel.message.text() == "Runde 1: die Spieler handeln zuerst"
    panel.end_round(first_side=NPCS, early=True)
    assert panel.message.text() == "Runde 2: die NSC handeln zuerst"
    panel.take_turn(4)  # the Raider
    assert panel.message.text() == "Raider ist am Zug"
    panel.combat_button.click()  # end combat
    assert panel.message.text() == "Kampf nach 2 Runden beendet"


def test_ending_a_scene_says_what_the_pools_lost_in_german(
    qtbot: QtBot, session: Session, german: None
) -> None:
    panel = ScenesPanel(SessionBridge(session))
    qtbot.addWidget(panel)
    assert read_pools(session.state).momentum > 0
    assert panel.end_scene(to_next_episode=True)
    assert panel.message.text() == (
        "Szene beendet: 1 Momentum entfernt; Episode beginnt: Bedrohung 6, jede der 3 Figuren"
        " mit 3 Fortuna"
    )


def test_the_start_combat_dialog_names_npc_tiers_in_german(
    qtbot: QtBot, session: Session, german: None
) -> None:
    dialog = StartCombatDialog(characters_in_order(session.state))
    qtbot.addWidget(dialog)
    rows = [dialog.combatants.item(row).text() for row in range(dialog.combatants.count())]
    assert "Raider  (kleiner NSC)" in rows
    assert "Captain Haldane  (nennenswerter NSC)" in rows
    assert "The Broker  (wichtiger NSC)" in rows


def test_the_pools_panel_reports_a_momentum_change_in_german(
    qtbot: QtBot, session: Session, german: None
) -> None:
    panel = PoolsPanel(SessionBridge(session))
    qtbot.addWidget(panel)
    panel.show()
    qtbot.mouseClick(panel.momentum.plus, Qt.MouseButton.LeftButton)
    assert panel.message.text() == "1 Momentum in den Gruppenpool gespart"
    qtbot.mouseClick(panel.threat.plus, Qt.MouseButton.LeftButton)
    assert panel.message.text() == "1 Bedrohung hinzugefügt"
