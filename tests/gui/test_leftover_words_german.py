"""A German-speaking GM reads German where the last sweep left English: the tracker's words for
an action, a kept initiative, an assist, a combatant's turns a round and a defeat, and the Edit
menu's Undo/Redo naming the step they would take back or repeat."""

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from gmscreen.model.commands import EditRecord
from gmscreen.model.demo import demo_records
from gmscreen.model.firelock import demo_firelock_records
from gmscreen.model.hotcircle.characters import AwardArtha
from gmscreen.model.hotcircle.demo import demo_hotcircle_records
from gmscreen.model.hotcircle.sheet import read_character
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.renaissance import demo_renaissance_records
from gmscreen.model.renaissance.luck import SpendLuck
from gmscreen.model.rfi.challenge_commands import AttemptKeyTask
from gmscreen.model.rfi.challenge_commands import CreateChallenge
from gmscreen.model.rfi.challenge_commands import ReopenKeyTask
from gmscreen.model.rfi.contest_commands import TakeContestTurn
from gmscreen.model.rfi.map_tokens import PlaceToken
from gmscreen.model.rfi.rolls import RecordTaskRoll
from gmscreen.model.rfi.scene_challenge import ChallengeSetup
from gmscreen.model.rfi.scene_challenge import TaskOutcome
from gmscreen.model.rfi.scene_challenge import demo_challenge_records
from gmscreen.model.rfi.tracker import PLAYERS
from gmscreen.model.rfi.tracker import Assist
from gmscreen.model.rfi.tracker import EndCombat
from gmscreen.model.rfi.tracker import EndRound
from gmscreen.model.rfi.tracker import KeepInitiative
from gmscreen.model.rfi.tracker import NextTurn
from gmscreen.model.rfi.tracker import SetDefeated
from gmscreen.model.rfi.tracker import SetTurnsPerRound
from gmscreen.model.rfi.tracker import StartCombat
from gmscreen.model.rfi.tracker import TakeAction
from gmscreen.model.session import Session
from gmscreen.model.state import Character
from gmscreen.model.state import RollRecord
from gmscreen.model.state import Trait
from gmscreen.rules.dice import FixedDice
from gmscreen.rules.hotcircle.artha import award_artha
from gmscreen.rules.hotcircle.artha import tax_ability
from gmscreen.rules.hotcircle.tables import Ability
from gmscreen.rules.rfi.challenge_graph import Challenge
from gmscreen.rules.rfi.challenge_graph import KeyTask
from gmscreen.rules.rfi.contest import Side
from gmscreen.rules.rfi.resolution import Task
from gmscreen.rules.rfi.resolution import resolve_task_from_faces
from gmscreen.ui.firelock.challenge import ChallengePanel
from gmscreen.ui.hotcircle.artha_words import event_line
from gmscreen.ui.panels.roll_lines import names_of
from gmscreen.ui.panels.roll_lines import roll_line
from gmscreen.ui.renaissance.check_form import APTITUDE
from gmscreen.ui.renaissance.check_panel import CheckPanel
from gmscreen.ui.renaissance.roll_lines import LINES as RENAISSANCE_LINES
from gmscreen.ui.rfi.challenges.panel import ChallengesPanel
from gmscreen.ui.rfi.task_traits import TaskTraitList
from gmscreen.ui.rfi.tracker import TrackerPanel
from gmscreen.ui.shell.undo import SessionBridge
from gmscreen.ui.shell.undo_names import shown_name
from tests.gui.marking import Marking
from tests.gui.test_challenges import PASSING
from tests.gui.test_challenges import Table
from tests.unit.model.test_challenge_commands import contest_session
from tests.unit.model.test_challenge_commands import session_with

VEX, TUSK, RAIDER, BROKER = 1, 3, 4, 6
ENGINE_ROOM = 4


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
    assert tracker.message.text() == "Vex Marlo: Zielen"
    assert tracker.run(TakeAction(tracker.scene_id, VEX, "prepare"))
    assert (
        tracker.message.text()
        == "Vex Marlo: Vorbereiten — 1 Momentum aus dem Gruppenpool ausgegeben"
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


def test_the_edit_menu_names_a_roll_and_a_placed_token_in_german(
    qtbot: QtBot, session: Session, german: None
) -> None:
    bridge = SessionBridge(session)
    result = resolve_task_from_faces(Task(attribute=9, skill=3, difficulty=2), [1, 5])
    bridge.execute(RecordTaskRoll(result, character_id=VEX, label="Agility + Pilot"))
    assert bridge.undo_action.text() == "Rückgängig: Agility + Pilot würfeln"
    bridge.execute(PlaceToken(ENGINE_ROOM, label="Raider", side="npcs"))
    assert bridge.undo_action.text() == "Rückgängig: Raider in Engine room platzieren"
    bridge.undo()
    assert bridge.redo_action.text() == "Wiederholen: Raider in Engine room platzieren"
    assert bridge.undo_action.text() == "Rückgängig: Agility + Pilot würfeln"
    bridge.detach()


def test_the_edit_menu_names_fight_steps_in_german(tracker: TrackerPanel) -> None:
    undo = tracker._bridge.undo_action
    assert undo.text() == "Rückgängig: Kampf beginnen"
    tracker.run(NextTurn(tracker.scene_id, VEX))
    assert undo.text() == "Rückgängig: nächster Zug: Vex Marlo"
    tracker.run(KeepInitiative(tracker.scene_id))
    assert undo.text() == "Rückgängig: die Spieler behalten die Initiative"
    tracker.run(SetDefeated(RAIDER, True))
    assert undo.text() == "Rückgängig: Raider als besiegt markieren"


def test_the_edit_menu_names_a_luck_point_spent_in_german(qtbot: QtBot, german: None) -> None:
    bridge = SessionBridge(Session(MemoryRepository(demo_renaissance_records())))
    bridge.execute(SpendLuck(1, reason="ein Wurf neu"))
    assert bridge.undo_action.text() == "Rückgängig: Aryn gibt 1 Glückspunkt aus: ein Wurf neu"
    bridge.detach()


def test_a_step_of_no_known_form_is_named_as_stored(session: Session) -> None:
    """A name the UI already wrote in the GM's language, or one from an older version, stays."""
    bridge = SessionBridge(session)
    bridge.execute(EditRecord("character", VEX, label="Name ändern: Vex", name="Vex"))
    assert bridge.undo_action.text() == "Undo: Name ändern: Vex"
    assert shown_name("rolled dice the old way") == "rolled dice the old way"
    bridge.detach()


def test_in_english_the_edit_menu_shows_the_commands_own_names(session: Session) -> None:
    bridge = SessionBridge(session)
    bridge.execute(PlaceToken(ENGINE_ROOM, label="Raider", side="npcs"))
    assert bridge.undo_action.text() == "Undo: place Raider in Engine room"
    bridge.detach()


def test_a_firelock_challenge_totals_name_the_die_in_german(qtbot: QtBot, german: None) -> None:
    bridge = SessionBridge(Session(MemoryRepository(demo_firelock_records())))
    panel = ChallengePanel(bridge)
    qtbot.addWidget(panel)
    panel.resize(900, 700)
    panel.show()
    panel.initiator.choose(1, "Finesse")  # Kim Ashdown, Finesse 6
    panel.responder.choose(4, "Melee")  # Bo the Duellist, Melee 3
    panel.dice = FixedDice([2, 7])
    panel.roll_button.click()
    assert "Finesse 6 + Würfel 2 = <b>8</b>" in panel.exchange.totals.text()
    assert bridge.undo_action.text() == (
        "Rückgängig: Herausforderung würfeln: Kim Ashdown gegen Bo the Duellist"
    )
    bridge.detach()


def test_the_challenges_panel_words_an_attempt_and_a_ruling_in_german(
    qtbot: QtBot, german: None
) -> None:
    """The demo's timed challenge: Vex reaches the bridge and saves the interval with the
    roll's momentum; then the GM reopens the hull route the airlock closed off."""
    bridge = SessionBridge(Session(MemoryRepository([*demo_records(), *demo_challenge_records()])))
    panel = ChallengesPanel(bridge)
    qtbot.addWidget(panel)
    panel.show()
    passed = TaskOutcome(True, momentum=2)
    assert panel.run(
        AttemptKeyTask(1, "bridge", passed, character_id=VEX, save_time_with_momentum=True)
    )
    assert panel.message.text() == (
        "Vex Marlo: „Reach the bridge“ geschafft — 1 Intervall"
        " — Zeit gespart: 2 Momentum aus dem Wurf"
    )
    assert panel.run(ReopenKeyTask(1, "hull"))
    assert panel.message.text() == "„Cut through the hull“ wieder geöffnet"
    bridge.detach()


def test_a_hot_circle_artha_event_is_worded_in_german(qtbot: QtBot, german: None) -> None:
    """The lines a settled test shows under its result: what the artha rules did."""
    record = next(r for r in demo_hotcircle_records() if type(r).__name__ == "Character")
    aria = read_character(record)
    earned = award_artha(aria, fate=1).events
    assert [event_line(event) for event in earned] == [f"{aria.name} erhält 1 Schicksalspunkt(e)"]
    lifepath = aria.lifepaths[0].name
    (taxed,) = tax_ability(aria, lifepath, Ability.RESOURCES).events
    assert event_line(taxed) == f"{lifepath}: Ressourcen ist belastet"
    assert event_line("an older line") == "an older line"


def test_a_renaissance_aptitude_check_is_named_in_german_in_the_log(
    qtbot: QtBot, german: None
) -> None:
    """The check form stores "COG × 2 check" with the roll; the log words it in German."""
    bridge = SessionBridge(Session(MemoryRepository(demo_renaissance_records())))
    panel = CheckPanel(bridge)
    qtbot.addWidget(panel)
    panel.show()
    form = panel.first.form
    form.select_character(1)  # Aryn
    form.check.setCurrentIndex(form.check.findData(APTITUDE))
    form.multiplier.setValue(2)
    panel.dice = FixedDice([27])
    assert panel.roll()
    record = bridge.state.of(RollRecord)[-1]
    aptitude = form.aptitude.currentText()
    assert record.inputs["label"].endswith(" × 2 check")  # stored as the check form wrote it
    line = roll_line(record, RENAISSANCE_LINES, names_of(bridge.state.of(Character)))
    assert f"Probe auf {aptitude} × 2" in line
    assert "check" not in line
    bridge.detach()


@pytest.fixture
def marking(qtbot: QtBot) -> Iterator[None]:
    translator = Marking()
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


def test_the_steps_a_gm_meets_most_are_read_by_a_form(session: Session, marking: None) -> None:
    """Each name these commands store is read back by one of the forms (so the GM's language
    has words for it), facts and all."""
    bridge = SessionBridge(session)
    scene = session.state.campaign.current_scene_id
    result = resolve_task_from_faces(Task(attribute=9, skill=3, difficulty=2), [1, 5])
    commands = [
        RecordTaskRoll(result, character_id=VEX, label="Agility + Pilot"),
        PlaceToken(ENGINE_ROOM, label="Raider", side="npcs"),
        StartCombat(scene, [VEX, TUSK, RAIDER, BROKER], first_side=PLAYERS),
        NextTurn(scene, VEX),
        KeepInitiative(scene),
        Assist(scene, TUSK),
        SetTurnsPerRound(scene, BROKER, 2),
        SetDefeated(RAIDER, True),
        SetDefeated(RAIDER, False),
        EndRound(scene, early=True),
        EndCombat(scene),
    ]
    shown = []
    for command in commands:
        assert bridge.execute(command) is not None, command
        shown.append(bridge.undo_action.text())
    assert shown == [
        "Undo: <roll Agility + Pilot>",
        "Undo: <place Raider in Engine room>",
        "Undo: <start combat>",
        "Undo: <next turn: Vex Marlo>",
        "Undo: <the players keep the initiative>",
        "Undo: <Tusk Okafor assists>",
        "Undo: <give The Broker 2 turn(s) a round>",
        "Undo: <mark Raider defeated>",
        "Undo: <revive Raider>",
        "Undo: <end round 1>",
        "Undo: <end combat>",
    ]
    bridge.detach()


def test_other_systems_steps_are_read_by_a_form(qtbot: QtBot, marking: None) -> None:
    firelock = SessionBridge(Session(MemoryRepository(demo_firelock_records())))
    panel = ChallengePanel(firelock)
    qtbot.addWidget(panel)
    panel.initiator.choose(1, "Finesse")
    panel.responder.choose(4, "Melee")
    panel.dice = FixedDice([2, 7])
    panel.roll_button.click()
    assert firelock.undo_action.text() == "Undo: <roll a challenge: Kim Ashdown vs Bo the Duellist>"
    renaissance = SessionBridge(Session(MemoryRepository(demo_renaissance_records())))
    renaissance.execute(SpendLuck(1, reason="a reroll"))
    assert renaissance.undo_action.text() == "Undo: <Aryn spends 1 Luck Point: a reroll>"
    hotcircle = SessionBridge(Session(MemoryRepository(demo_hotcircle_records())))
    hotcircle.execute(AwardArtha(1, fate=1, persona=2))
    assert hotcircle.undo_action.text() == "Undo: <award 1 fate and 2 persona>"
    for bridge in (firelock, renaissance, hotcircle):
        bridge.detach()


def test_the_challenges_panel_words_contest_turns_that_seize_priority_in_german(
    qtbot: QtBot, german: None
) -> None:
    """The GM opened the contest; the players seize priority with 1 momentum from the roll and
    1 from the group pool; the opposition seizes it back with 2 threat and wins."""
    bridge = SessionBridge(contest_session(gm_takes_priority=True, momentum=2))
    panel = ChallengesPanel(bridge)
    qtbot.addWidget(panel)
    panel.show()
    passed, rolled = TaskOutcome(passed=True), TaskOutcome(passed=True, momentum=1)
    assert panel.run(TakeContestTurn(1, Side.OPPOSITION, "map", passed))
    seize = TakeContestTurn(1, Side.PLAYERS, "map", rolled, character_id=VEX, seize_priority=True)
    assert panel.run(seize)
    assert panel.message.text() == (
        "Vex Marlo: „Find the route“ geschafft — Priorität ergriffen: 1 Momentum aus dem Wurf"
        " und 1 Momentum aus dem Gruppenpool — Wettstreit läuft"
    )
    assert panel.run(TakeContestTurn(1, Side.PLAYERS, "run", TaskOutcome(passed=False)))
    assert panel.run(TakeContestTurn(1, Side.OPPOSITION, "run", passed, seize_priority=True))
    assert panel.message.text().endswith(
        "— Priorität: 2 Bedrohung von der SL ausgegeben — Wettstreit Gegenseite gewinnt"
    )
    bridge.detach()


def test_the_challenges_panel_words_a_contest_the_gm_opens_in_german(
    qtbot: QtBot, german: None
) -> None:
    bridge = SessionBridge(session_with(threat=6))
    panel = ChallengesPanel(bridge)
    qtbot.addWidget(panel)
    tasks = (KeyTask(id="map", name="Find the route"), KeyTask(id="run", name="Run"))
    race = Challenge(name="Race", key_tasks=tasks)
    setup = ChallengeSetup(challenge=race, contest=True, gm_takes_priority=True)
    assert panel.run(CreateChallenge(1, setup))
    assert panel.message.text() == (
        "Herausforderung angelegt: 2 Schlüsselproben; 2 Bedrohung von der SL ausgegeben:"
        " die Gegenseite handelt zuerst"
    )
    bridge.detach()


def test_a_key_task_rolled_from_the_task_panel_is_worded_in_german(
    qtbot: QtBot, german: None
) -> None:
    """The demo's timed challenge: "Run" on Reach the bridge, then the roll in the task panel
    records the attempt; the task panel says what it did in German."""
    table = Table(qtbot, Session(MemoryRepository([*demo_records(), *demo_challenge_records()])))
    table.panel.refresh()
    table.run("bridge")
    table.roll(PASSING)
    assert "Vex Marlo: „Reach the bridge“ geschafft — 2 Intervalle" in table.task.message.text()
    table.bridge.detach()


@pytest.mark.usefixtures("german")
def test_the_task_forms_traits_in_play_name_their_effect_in_german(qtbot: QtBot) -> None:
    traits = TaskTraitList()
    qtbot.addWidget(traits)
    debris = next(t for t in demo_records() if isinstance(t, Trait) and t.potency == 2)
    traits.fill([debris])
    assert traits.item(0).text() == "Drifting debris 2 — Erhöht die Schwierigkeit"
