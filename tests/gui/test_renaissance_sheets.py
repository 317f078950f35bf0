"""The Renaissance characters panel: aptitudes, skills, Luck Points; each edit one undo step."""

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from gmscreen.model.memory import MemoryRepository
from gmscreen.model.renaissance import demo_renaissance_records
from gmscreen.model.renaissance.luck import luck_of
from gmscreen.model.renaissance.sheet import read_sheet
from gmscreen.model.session import Session
from gmscreen.model.state import Character
from gmscreen.rules.renaissance import Aptitude
from gmscreen.ui.panels.sheet_fields import CheckedSpinBox
from gmscreen.ui.renaissance.sheets import SheetsPanel
from gmscreen.ui.shell.undo import SessionBridge

ARYN, KATARINA, CHANDRA, GOBLIN, BEAR = 1, 2, 3, 4, 5


@pytest.fixture
def bridge() -> Iterator[SessionBridge]:
    bridge = SessionBridge(Session(MemoryRepository(demo_renaissance_records())))
    yield bridge
    bridge.detach()


@pytest.fixture
def panel(qtbot: QtBot, bridge: SessionBridge) -> SheetsPanel:
    panel = SheetsPanel(bridge)
    qtbot.addWidget(panel)
    panel.resize(380, 900)
    panel.show()
    return panel


def type_into(qtbot: QtBot, field: CheckedSpinBox, text: str) -> None:
    """Type a value over the box's contents and press Enter, as a GM does."""
    field.setFocus()
    field.selectAll()
    qtbot.keyClicks(field, text)
    qtbot.keyClick(field, Qt.Key.Key_Return)


def labels(panel: SheetsPanel) -> list[str]:
    return [panel.proxy.index(row, 0).data() for row in range(panel.proxy.rowCount())]


def table(panel: SheetsPanel) -> list[list[str]]:
    grid = panel.form.skills.table
    return [
        [grid.item(row, column).text() for column in range(grid.columnCount())]
        for row in range(grid.rowCount())
    ]


def sheet_of(bridge: SessionBridge, character_id: int) -> dict[str, object]:
    character = bridge.state.find(Character, character_id)
    assert character is not None
    return character.sheet


def test_the_list_shows_player_characters_with_their_luck_then_npcs(panel: SheetsPanel) -> None:
    assert labels(panel) == [
        "Aryn — 1 Luck",
        "Lady Katarina — 2 Luck",
        "Chandra — 0 Luck",
        "Goblin slaver (NPC)",
        "The bear (NPC)",
    ]
    assert table(panel)[0] == ["Search [Tracking]", "INT", "50", "75"]
    assert panel.form.aptitudes[Aptitude.INT].value() == 25
    assert panel.form.initiative.value() == 5


def test_raising_an_aptitude_raises_every_linked_rating_and_undo_restores_it(
    qtbot: QtBot, panel: SheetsPanel, bridge: SessionBridge
) -> None:
    type_into(qtbot, panel.form.aptitudes[Aptitude.INT], "30")
    assert table(panel)[0][3] == "80"
    assert bridge.undo_action.text() == "Undo: set Aryn's INT to 30"
    bridge.undo()
    assert table(panel)[0][3] == "75"
    assert panel.form.aptitudes[Aptitude.INT].value() == 25


def test_a_skill_is_added_renamed_linked_and_specialised_each_as_a_step(
    qtbot: QtBot, panel: SheetsPanel, bridge: SessionBridge
) -> None:
    skills = panel.form.skills
    qtbot.mouseClick(skills.add_button, Qt.MouseButton.LeftButton)
    assert skills.selected_name() == "New skill 1"
    skills.name.setText("Climbing")
    skills.name.editingFinished.emit()
    skills.aptitude.setCurrentIndex(skills.aptitude.findText("STR"))
    skills.aptitude.activated.emit(skills.aptitude.currentIndex())
    type_into(qtbot, skills.ranks, "20")
    skills.specialization.setText("Cliffs")
    skills.specialization.editingFinished.emit()
    climbing = read_sheet(sheet_of(bridge, ARYN)).skill("Climbing")
    assert climbing is not None
    assert (climbing.aptitude, climbing.ranks, climbing.specialization) == (
        Aptitude.STR,
        20,
        "Cliffs",
    )
    assert table(panel)[-1] == ["Climbing [Cliffs]", "STR", "20", "35"]
    for _ in range(5):
        bridge.undo()
    assert read_sheet(sheet_of(bridge, ARYN)).skill("Climbing") is None
    assert read_sheet(sheet_of(bridge, ARYN)).skill("New skill 1") is None


def test_a_duplicate_skill_name_is_refused_in_place(
    panel: SheetsPanel, bridge: SessionBridge
) -> None:
    before = bridge.state.records()
    skills = panel.form.skills
    skills.table.setCurrentCell(1, 0)  # Stealth
    skills.name.setText("search")
    skills.name.editingFinished.emit()
    assert "share a name" in skills.error.text()
    assert skills.name.text() == "Stealth"
    assert bridge.state.records() == before


def test_proficiencies_belong_to_a_proficiency_skill(
    qtbot: QtBot, panel: SheetsPanel, bridge: SessionBridge
) -> None:
    skills = panel.form.skills
    skills.table.setCurrentCell(4, 0)  # Melee Weapons [Spears]: Spears, Knives
    assert skills.proficiency_skill.isChecked()
    assert skills.proficiencies.text() == "Spears, Knives"
    skills.proficiencies.setText("Spears, Knives, Axes")
    skills.proficiencies.editingFinished.emit()
    melee = read_sheet(sheet_of(bridge, ARYN)).skill("Melee Weapons")
    assert melee is not None
    assert melee.proficiencies == ("Spears", "Knives", "Axes")


def test_luck_points_are_spent_and_a_session_break_gives_everyone_one(
    qtbot: QtBot, panel: SheetsPanel, bridge: SessionBridge
) -> None:
    qtbot.mouseClick(panel.form.spend, Qt.MouseButton.LeftButton)
    assert luck_of(bridge.state, ARYN) == 0
    assert labels(panel)[0] == "Aryn — 0 Luck"
    assert not panel.form.spend.isEnabled()
    qtbot.mouseClick(panel.session_button, Qt.MouseButton.LeftButton)
    assert [luck_of(bridge.state, c) for c in (ARYN, KATARINA, CHANDRA)] == [1, 3, 1]
    assert panel.report.text() == "Session break: Aryn 1, Lady Katarina 3, Chandra 1"
    bridge.undo()
    bridge.undo()
    assert [luck_of(bridge.state, c) for c in (ARYN, KATARINA, CHANDRA)] == [1, 2, 0]


def test_an_aptitude_beyond_99_is_refused_in_place_and_changes_nothing(
    qtbot: QtBot, panel: SheetsPanel, bridge: SessionBridge
) -> None:
    before = bridge.state.records()
    field = panel.form.aptitudes[Aptitude.COG]
    type_into(qtbot, field, "150")
    assert field.error.text() == "COG must be 0–99, not 150"
    assert field.value() == 15
    assert bridge.state.records() == before
    assert bridge.session.undo_name is None


def test_removing_a_character_asks_first_and_undo_brings_them_back(
    qtbot: QtBot, panel: SheetsPanel, bridge: SessionBridge, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(
        QMessageBox, "question", lambda *_args, **_kw: QMessageBox.StandardButton.Yes
    )
    panel.select_character(KATARINA)
    qtbot.mouseClick(panel.remove_button, Qt.MouseButton.LeftButton)
    assert bridge.state.find(Character, KATARINA) is None
    assert luck_of(bridge.state, KATARINA) == 0
    bridge.undo()
    assert luck_of(bridge.state, KATARINA) == 2
    assert "Lady Katarina — 2 Luck" in labels(panel)
