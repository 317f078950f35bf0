"""The roll log speaks the GM's language: each roll's line is written when shown, from what the
roll keeps, so a German GM reads German lines (old rolls too); a roll an older version logged
with only its English text still shows that text."""

from __future__ import annotations

import re
from collections.abc import Callable
from collections.abc import Iterator
from datetime import datetime

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QTranslator
from pytestqt.qtbot import QtBot

from gmscreen.model.commands import DeleteRecord
from gmscreen.model.firelock import ChallengeSetup
from gmscreen.model.firelock import RecordChallengeRoll
from gmscreen.model.firelock import demo_firelock_records
from gmscreen.model.firelock.sheet import character_sheet
from gmscreen.model.hotcircle.demo import demo_hotcircle_records
from gmscreen.model.hotcircle.rolls import RecordObstacleTest
from gmscreen.model.hotcircle.sheet import read_character
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.renaissance import demo_renaissance_records
from gmscreen.model.renaissance.checks import RecordCheck
from gmscreen.model.rfi.rolls import RecordTaskRoll
from gmscreen.model.session import Session
from gmscreen.model.state import Campaign
from gmscreen.model.state import Character
from gmscreen.model.state import Record
from gmscreen.model.state import RollRecord
from gmscreen.rules.dice import FixedDice
from gmscreen.rules.firelock import ChainStep
from gmscreen.rules.firelock import Offer
from gmscreen.rules.firelock import choose_score
from gmscreen.rules.firelock import roll_challenge
from gmscreen.rules.hotcircle.obstacle import ObstacleTest
from gmscreen.rules.hotcircle.obstacle import roll_obstacle_test
from gmscreen.rules.hotcircle.pools import LifepathFit
from gmscreen.rules.hotcircle.stakes import Stakes
from gmscreen.rules.hotcircle.stakes import roller_for
from gmscreen.rules.renaissance import roll_check
from gmscreen.rules.rfi.resolution import resolve_task_from_faces
from gmscreen.rules.rfi.task import Task
from gmscreen.ui.panels.rolllog import RollLogPanel
from gmscreen.ui.shell.undo import SessionBridge
from gmscreen.ui.shell.workspaces import workspace_for
from gmscreen.ui.workspace import Workspace

OPEN, CLOSE = "⟦", "⟧"


def clock() -> datetime:
    return datetime(2026, 3, 1, 21, 5)


def installed(translator: QTranslator) -> Iterator[QTranslator]:
    app = QCoreApplication.instance()
    assert app is not None
    app.installTranslator(translator)
    yield translator
    app.removeTranslator(translator)


class MarkingTranslator(QTranslator):
    """Marks every word of every text asked for (⟦word⟧), not what is filled into it: a word a
    line shows unmarked did not go through a translation, and would stay English in any
    language."""

    def translate(  # type: ignore[override]
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        text = source.replace("%n", str(n)) if n >= 0 else source
        return re.sub(r"(?<!%)[^\W\d_]+", lambda word: f"{OPEN}{word.group()}{CLOSE}", text)

    def isEmpty(self) -> bool:
        return False


@pytest.fixture
def marking() -> Iterator[QTranslator]:
    yield from installed(MarkingTranslator())


def roll_log(qtbot: QtBot, session: Session, system: str) -> RollLogPanel:
    """The roll log as the system's workspace builds it (with the system's roll lines)."""
    workspace: Workspace = workspace_for(system)
    [spec] = [spec for spec in workspace.panels if spec.name == "rollLogPanel"]
    panel = spec.factory(SessionBridge(session), None)
    assert isinstance(panel, RollLogPanel)
    qtbot.addWidget(panel)
    return panel


def line(panel: RollLogPanel, row: int = 0) -> str:
    text = panel.model.index(row, 2).data()
    assert isinstance(text, str)
    return text


def rfi_session() -> Session:
    from gmscreen.model.demo import demo_records

    return Session(MemoryRepository(demo_records()))


def roll_rfi_task(session: Session) -> str:
    """Vex (character 1) rolls Agility + Pilot against difficulty 2: a 1 and a 5, 3 successes."""
    result = resolve_task_from_faces(Task(attribute=9, skill=3, difficulty=2), [1, 5])
    session.execute(RecordTaskRoll(result, character_id=1, label="Agility + Pilot", clock=clock))
    return "Agility + Pilot"


@pytest.mark.usefixtures("german")  # tests/gui/conftest.py: as a GM who chose Deutsch
def test_a_task_roll_reads_in_german_in_the_roll_log(qtbot: QtBot) -> None:
    session = rfi_session()
    label = roll_rfi_task(session)
    [record] = session.state.of(RollRecord)
    assert "difficulty 2" in record.summary  # the file keeps its English text, as before
    shown = line(roll_log(qtbot, session, "rfi"))
    vex = session.state.find(Character, 1)
    assert vex is not None
    assert shown.startswith(f"{vex.name} — {label}")
    for english in ("difficulty", "passed", "success", "momentum", "complication"):
        assert english not in shown, shown
    assert "Schwierigkeit 2" in shown
    assert "3 Erfolge" in shown


@pytest.mark.usefixtures("german")
def test_a_roll_an_older_version_logged_as_english_text_only_still_shows_it(qtbot: QtBot) -> None:
    old = RollRecord(
        7, "2025-11-02T20:40:00", "rfi-task", "Vex — Agility + Pilot: passed", character_id=1
    )
    unknown = RollRecord(8, "2025-11-02T20:41:00", "rfi-scrying", "Vex scries the future")
    session = Session(MemoryRepository([Campaign(1, "Salvage"), Character(1, "Vex"), old, unknown]))
    panel = roll_log(qtbot, session, "rfi")
    assert [line(panel, row) for row in (0, 1)] == [
        "Vex scries the future",
        "Vex — Agility + Pilot: passed",
    ]
    # A search finds the stored text, as before.
    assert "agility + pilot: passed" in panel.model.search_text(1)


def hotcircle_test(session: Session) -> str:
    def sheet(character_id: int) -> Character:
        found = session.state.find(Character, character_id)
        assert found is not None
        return found

    test = ObstacleTest(
        stakes=Stakes(
            intent="Dusk gives up the ledger",
            task="remind him what his name is worth",
            consequence="Dusk keeps the ledger",
            player_compromise="Dusk lets her read one page",
            opponent_compromise="she owes him a favour",
        ),
        player=roller_for(
            read_character(sheet(1)), fit=LifepathFit.HELPFUL, lifepath="Clerk of the Rolls"
        ),
        opponent=roller_for(
            read_character(sheet(4)), fit=LifepathFit.HELPFUL, lifepath="Guild Enforcer"
        ),
    )
    roll = roll_obstacle_test(test, dice=FixedDice([1, 2, 3, 2, 1, 5, 1, 1, 2]))
    session.execute(
        RecordObstacleTest(roll, character_id=1, opponent_id=4, label="the ledger", clock=clock)
    )
    return "the ledger"


def firelock_roll(session: Session) -> str:
    def approach(who: int, score: str) -> object:
        character = session.state.find(Character, who)
        assert character is not None
        return choose_score(
            character_sheet(session.state, character), score, offered=("Finesse", "Melee")
        )

    result = roll_challenge(
        initiator=approach(1, "Finesse"),  # type: ignore[arg-type]
        responder=approach(4, "Melee"),  # type: ignore[arg-type]
        dice=FixedDice([2, 7]),
    )
    setup = ChallengeSetup(
        title="Duel at the well", steps=(ChainStep("Duel", Offer.both("Finesse", "Melee")),)
    )
    session.execute(
        RecordChallengeRoll(result, scene_id=1, character_ids=(1, 4), setup=setup, clock=clock)
    )
    return "Duel at the well"


def renaissance_check(session: Session) -> str:
    check = roll_check(FixedDice([27]), 75)
    session.execute(RecordCheck(check, character_id=1, label="Search", clock=clock))
    return "Search"


SYSTEMS: dict[str, tuple[Callable[[], list[Record]], Callable[[Session], object]]] = {
    "rfi": (lambda: rfi_session().state.records(), roll_rfi_task),
    "renaissance": (demo_renaissance_records, renaissance_check),
    "hotcircle": (demo_hotcircle_records, hotcircle_test),
    "firelock": (demo_firelock_records, firelock_roll),
}


@pytest.mark.parametrize("system", sorted(SYSTEMS))
def test_every_word_of_each_systems_roll_line_goes_through_a_translation(
    qtbot: QtBot, marking: QTranslator, system: str
) -> None:
    records, roll = SYSTEMS[system]
    session = Session(MemoryRepository(records()))
    roll(session)
    [record] = session.state.of(RollRecord)
    shown = line(roll_log(qtbot, session, system))
    assert shown != record.summary  # written from the roll's data, not the stored text
    # The campaign's own words: names, and what the GM chose or typed for the roll.
    data = {character.name for character in session.state.of(Character)}
    data |= set(strings(record.inputs))
    left = re.sub(f"{OPEN}[^{CLOSE}]*{CLOSE}", " ", shown)
    for text in sorted(data, key=len, reverse=True):
        left = left.replace(text, " ")
    english = re.findall(r"[^\W\d_]{2,}", left)
    assert not english, f"{shown!r}: {english} shown without a translation"


def strings(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


def test_a_roll_of_a_character_no_longer_in_the_campaign_still_names_them(qtbot: QtBot) -> None:
    session = rfi_session()
    roll_rfi_task(session)
    [record] = session.state.of(RollRecord)
    panel = roll_log(qtbot, session, "rfi")
    session.execute(DeleteRecord("character", 1, label="delete Vex"))
    assert "Vex Marlo" in record.summary
    assert line(panel) == record.summary
