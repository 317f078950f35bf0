"""Firelock character sheets: ratings and skills edited in place, refusals in red, undo."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from gmscreen.model.firelock import demo_firelock_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.session import Session
from gmscreen.model.state import Character
from gmscreen.ui.firelock.sheets import FirelockSheetsPanel
from gmscreen.ui.shell.undo import SessionBridge

KIM = 1
LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def firelock() -> Session:
    return Session(MemoryRepository(demo_firelock_records()))


def make_panel(qtbot: QtBot, session: Session) -> tuple[FirelockSheetsPanel, SessionBridge]:
    bridge = SessionBridge(session)
    panel = FirelockSheetsPanel(bridge)
    qtbot.addWidget(panel)
    panel.resize(400, 760)
    panel.show()
    return panel, bridge


def sheet_of(session: Session, character_id: int = KIM) -> dict[str, dict[str, int]]:
    character = session.state.find(Character, character_id)
    assert character is not None
    return character.sheet


def commit(field: object, value: int) -> None:
    field.setValue(value)  # type: ignore[attr-defined]
    field.editingFinished.emit()  # type: ignore[attr-defined]


def test_the_sheet_shows_the_five_abilities_and_the_free_named_skills(
    qtbot: QtBot, firelock: Session
) -> None:
    panel, _bridge = make_panel(qtbot, firelock)
    form = panel.form
    assert list(form.ability_fields) == ["Body", "Finesse", "Mind", "Sense", "Social"]
    assert form.ability_fields["Finesse"].value() == 6
    assert list(form.skill_fields) == ["Melee", "Sneak", "Climbing"]
    assert form.abilities_box.title() == "Abilities (0–10)"


def test_a_rating_is_one_undo_step_and_a_refused_one_is_explained_in_red(
    qtbot: QtBot, firelock: Session
) -> None:
    panel, bridge = make_panel(qtbot, firelock)
    body = panel.form.ability_fields["Body"]
    commit(body, 7)
    assert sheet_of(firelock)["abilities"]["Body"] == 7
    assert bridge.undo_action.text() == "Undo: set Kim Ashdown's Body to 7"
    before = firelock.state.records()
    commit(body, 12)
    assert body.error.isVisible()
    assert body.error.text() == "Kim Ashdown's Body must be 0–10, not 12 (Firelock ratings)"
    assert body.value() == 7  # the saved value is back in the box
    assert firelock.state.records() == before
    bridge.undo()
    assert body.value() == 3


def test_skills_are_added_renamed_and_removed_and_a_repeat_is_refused(
    qtbot: QtBot, firelock: Session
) -> None:
    panel, bridge = make_panel(qtbot, firelock)
    form = panel.form
    form.new_skill.setText("Lockwork")
    form.new_rating.setValue(4)
    qtbot.mouseClick(form.add_button, LEFT)
    assert sheet_of(firelock)["skills"]["Lockwork"] == 4
    assert list(form.skill_fields) == ["Melee", "Sneak", "Climbing", "Lockwork"]
    form.new_skill.setText("finesse")
    qtbot.mouseClick(form.add_button, LEFT)
    assert "already has a score named finesse" in form.skill_error.text()
    assert form.skill_error.isVisible()
    entry = form.skill_names["Sneak"]
    entry.setText("Stealth")
    entry.editingFinished.emit()
    assert list(sheet_of(firelock)["skills"]) == ["Melee", "Stealth", "Climbing", "Lockwork"]
    commit(form.skill_fields["Melee"], -1)
    assert "must be 0–10, not -1" in form.skill_fields["Melee"].error.text()
    form.remove_skill("Climbing")
    assert "Climbing" not in sheet_of(firelock)["skills"]
    bridge.undo()
    assert list(form.skill_fields) == ["Melee", "Stealth", "Climbing", "Lockwork"]


def test_characters_are_added_with_a_blank_sheet_and_removed_after_a_question(
    qtbot: QtBot, firelock: Session, monkeypatch: pytest.MonkeyPatch
) -> None:
    panel, bridge = make_panel(qtbot, firelock)
    panel.new_name.setText("Old Maud")
    panel.new_kind.setCurrentIndex(panel.new_kind.findData("npc"))
    qtbot.mouseClick(panel.add_button, LEFT)
    added = panel.selected_id()
    character = firelock.state.find(Character, added)
    assert character is not None
    assert (character.name, character.kind) == ("Old Maud", "npc")
    assert [f.value() for f in panel.form.ability_fields.values()] == [0] * 5
    assert not panel.form.identity.isRowVisible(panel.form.player)
    monkeypatch.setattr(QMessageBox, "question", lambda *_args: QMessageBox.StandardButton.Yes)
    qtbot.mouseClick(panel.remove_button, LEFT)
    assert firelock.state.find(Character, added) is None
    bridge.undo()
    assert firelock.state.find(Character, added) is not None
