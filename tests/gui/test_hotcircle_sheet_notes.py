"""A Hot Circle sheet's unfinished lines in the GM's language: the model lists them in English,
the sheet form words each one again."""

import pytest
from pytestqt.qtbot import QtBot

from gmscreen.model.hotcircle.sheet import blank_sheet
from gmscreen.model.hotcircle.sheet import sheet_problems
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.new_campaign import new_campaign_records
from gmscreen.model.session import Session
from gmscreen.model.state import Character
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
