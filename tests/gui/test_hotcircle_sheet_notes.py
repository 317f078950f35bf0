"""A Hot Circle sheet's unfinished lines in the GM's language: the model lists them in English,
the sheet form words each one again."""

import pytest
from pytestqt.qtbot import QtBot

from gmscreen.model.hotcircle.demo import demo_hotcircle_records
from gmscreen.model.hotcircle.sheet import blank_sheet
from gmscreen.model.hotcircle.sheet import sheet_problems
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.new_campaign import new_campaign_records
from gmscreen.model.session import Session
from gmscreen.model.state import Character
from gmscreen.rules.hotcircle.character import Character as HotCircleCharacter
from gmscreen.rules.hotcircle.character import Condition
from gmscreen.rules.hotcircle.character import Lifepath
from gmscreen.rules.hotcircle.creation import creation_problems
from gmscreen.ui.hotcircle.sheet_form import HotCircleSheetForm
from gmscreen.ui.hotcircle.sheet_notes import problem_lines
from gmscreen.ui.shell.undo import SessionBridge
from tests.gui.marking import marking


@pytest.mark.usefixtures("german")  # conftest.py: as a GM who chose Deutsch
def test_a_new_player_characters_sheet_says_what_it_lacks_in_german(qtbot: QtBot) -> None:
    records = new_campaign_records("Probe", "hotcircle", (("Ada", "Sam"),))
    bridge = SessionBridge(Session(MemoryRepository(records)))
    form = HotCircleSheetForm(bridge)
    qtbot.addWidget(form)
    ada = next(c for c in bridge.state.of(Character) if c.name == "Ada")
    form.show_character(ada.id)
    notes = form.notes.text()
    assert notes.startswith("Noch zu schreiben: Überzeugung 1 braucht eine Haltung und ein Ziel;")
    assert "Instinkt 3 ist noch nicht geschrieben" in notes
    assert "belief" not in notes
    bridge.detach()


@pytest.mark.usefixtures("german")
def test_what_a_new_character_breaks_is_said_in_german(qtbot: QtBot) -> None:
    """The creation rules' lines ("pick 3 lifepaths, not 0") follow the sheet's own."""
    nova = Character(99, "Nova", "pc", sheet=blank_sheet())  # in a campaign past session zero
    bridge = SessionBridge(Session(MemoryRepository([*demo_hotcircle_records(), nova])))
    form = HotCircleSheetForm(bridge)
    qtbot.addWidget(form)
    form.show_character(nova.id)
    form.check_button.click()  # "Check as a new character"
    notes = form.notes.text()
    assert notes.startswith("Als neue Figur: ")
    assert "mit 3 Merkmalen beginnen, nicht mit 0" in notes
    assert "Lebenswege wählen, nicht 0" in notes
    assert "start with" not in notes
    assert "lifepaths" not in notes
    bridge.detach()


@pytest.mark.usefixtures("qapp")
def test_every_line_the_model_writes_is_read_by_a_form() -> None:
    """One belief half written, two instincts blank: each kind of line the model writes."""
    sheet = blank_sheet()
    sheet["beliefs"] = [{"stance": "Kin first", "goal": ""}]
    sheet["instincts"] = sheet["instincts"][:2]
    problems = sheet_problems(Character(9, "Nova", "pc", sheet=sheet))
    assert len(problems) == 5
    with marking("HotCircleSheetNotes"):
        assert all(line.startswith("<") for line in problem_lines(problems)), problems


@pytest.mark.usefixtures("qapp")
def test_every_line_the_creation_rules_write_is_read_by_a_form() -> None:
    """A sheet breaking every creation rule at once: each kind of line the rules write."""
    nova = HotCircleCharacter(
        name="Nova",
        player_character=False,
        traits=("Sly",),
        conditions=(Condition("Tired"),),
        lifepaths=(
            Lifepath("Docks-born", "Docks", 4),
            Lifepath("Smuggler", "Docks", 4, fate_spent=1),
            Lifepath("Guard", "City", 5),
            Lifepath("Pirate", "Moon"),
        ),
    )
    problems = creation_problems(nova, settings=("Docks", "City"), starting_lifepaths=3)
    assert len(problems) == 10, problems
    with marking("HotCircleSheetNotes"):
        assert all(line.startswith("<") for line in problem_lines(problems)), problems
