"""The character sheets panel: edits become commands, the rules refuse in the field, undo shows."""

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QMimeData
from PySide6.QtCore import QPointF
from PySide6.QtCore import Qt
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QDialog
from PySide6.QtWidgets import QMessageBox
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from gmscreen.model.commands import EditRecord
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.rfi.pools import read_pools
from gmscreen.model.rfi.sheet import attribute_of
from gmscreen.model.session import Session
from gmscreen.model.state import Campaign
from gmscreen.model.state import Character
from gmscreen.model.state import Pool
from gmscreen.model.state import Trait
from gmscreen.ui.dialogs.names import SheetNamesDialog
from gmscreen.ui.panels.sheet_fields import CheckedSpinBox
from gmscreen.ui.rfi.character_dialog import CharacterDialog
from gmscreen.ui.rfi.sheets import SheetsPanel
from gmscreen.ui.rfi.traits import TRAIT_MIME
from gmscreen.ui.shell.undo import SessionBridge

ACCEPTED = QDialog.DialogCode.Accepted.value


@pytest.fixture
def bridge(session: Session) -> Iterator[SessionBridge]:
    bridge = SessionBridge(session)
    yield bridge
    bridge.detach()


@pytest.fixture
def panel(qtbot: QtBot, bridge: SessionBridge) -> SheetsPanel:
    panel = SheetsPanel(bridge)
    qtbot.addWidget(panel)
    panel.resize(420, 900)
    panel.show()
    return panel


def sheet_of(bridge: SessionBridge, character_id: int) -> dict[str, object]:
    character = bridge.state.find(Character, character_id)
    assert character is not None
    return character.sheet


def type_into(qtbot: QtBot, field: CheckedSpinBox, text: str) -> None:
    """Type a value over the box's contents and press Enter, as a GM does."""
    field.setFocus()
    field.selectAll()
    qtbot.keyClicks(field, text)
    qtbot.keyClick(field, Qt.Key.Key_Return)


def labels(panel: SheetsPanel) -> list[str]:
    return [panel.proxy.index(row, 0).data() for row in range(panel.proxy.rowCount())]


def test_the_list_shows_player_characters_first_then_npcs_with_their_tier(
    panel: SheetsPanel,
) -> None:
    assert labels(panel) == [
        "Vex Marlo",
        "Dr. Ines Calder",
        "Tusk Okafor",
        "Raider (minor NPC)",
        "Captain Haldane (notable NPC)",
        "The Broker (major NPC)",
    ]
    assert panel.selected_id() == 1
    assert panel.form.fortune.text() == "3 / 5"


def test_an_attribute_out_of_range_is_refused_in_the_field_and_changes_nothing(
    qtbot: QtBot, panel: SheetsPanel, bridge: SessionBridge
) -> None:
    cunning = panel.form.attribute_fields["Cunning"]
    type_into(qtbot, cunning, "13")
    assert not cunning.error.isHidden()
    assert "Cunning must be 7–12, not 13" in cunning.error.text()
    assert cunning.value() == 11
    assert attribute_of(sheet_of(bridge, 1), "Cunning") == 11
    assert bridge.session.undo_name is None


def test_a_valid_edit_is_one_command_and_undo_and_redo_show_on_the_sheet(
    qtbot: QtBot, panel: SheetsPanel, bridge: SessionBridge
) -> None:
    cunning = panel.form.attribute_fields["Cunning"]
    type_into(qtbot, cunning, "13")  # refused first: the message goes once a value is taken
    type_into(qtbot, cunning, "12")
    assert cunning.error.isHidden()
    assert attribute_of(sheet_of(bridge, 1), "Cunning") == 12
    assert bridge.session.undo_name == "set Vex Marlo's Cunning to 12"
    bridge.undo()
    assert bridge.session.undo_name is None  # the keystrokes made one step, not two
    assert panel.form.attribute_fields["Cunning"].value() == 11
    bridge.redo()
    assert panel.form.attribute_fields["Cunning"].value() == 12
    assert panel.selected_id() == 1


def test_stress_above_the_track_is_refused_in_the_field(
    qtbot: QtBot, panel: SheetsPanel, bridge: SessionBridge
) -> None:
    type_into(qtbot, panel.form.stress, "6")
    assert "stress must be 0–5, not 6" in panel.form.stress.error.text()
    assert panel.form.stress.value() == 0
    type_into(qtbot, panel.form.max_stress, "7")
    type_into(qtbot, panel.form.stress, "6")
    assert (sheet_of(bridge, 1)["stress"], sheet_of(bridge, 1)["max_stress"]) == (6, 7)


def drop(panel: SheetsPanel, trait_id: int, row: int) -> QDropEvent:
    mime = QMimeData()
    mime.setData(TRAIT_MIME, str(trait_id).encode())
    centre = QPointF(panel.list.visualRect(panel.proxy.index(row, 0)).center())
    event = QDropEvent(
        centre,
        Qt.DropAction.LinkAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    panel.list.dropEvent(event)
    return event


def test_a_trait_dropped_on_a_character_is_given_to_them_undoably(
    panel: SheetsPanel, bridge: SessionBridge
) -> None:
    event = drop(panel, 1, labels(panel).index("Raider (minor NPC)"))
    assert event.isAccepted()
    trait = bridge.state.find(Trait, 1)
    assert trait is not None
    assert trait.owner_id == 4
    assert bridge.session.undo_name == "give trait Derelict freighter to Raider"
    panel.select_character(4)
    assert [panel.form.traits.item(i).text() for i in range(panel.form.traits.count())] == [
        "Derelict freighter"
    ]
    bridge.undo()
    assert panel.form.traits.count() == 0
    assert panel.selected_id() == 4


def test_a_drop_without_a_trait_changes_nothing(panel: SheetsPanel, bridge: SessionBridge) -> None:
    mime = QMimeData()
    mime.setText("not a trait")
    event = QDropEvent(
        QPointF(5, 5),
        Qt.DropAction.LinkAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    panel.list.dropEvent(event)
    assert bridge.session.undo_name is None


def test_renaming_an_attribute_renames_it_on_every_sheet_and_undo_restores(
    panel: SheetsPanel, bridge: SessionBridge, monkeypatch: pytest.MonkeyPatch
) -> None:
    def rename_cunning(dialog: SheetNamesDialog) -> int:
        dialog.attributes.list.item(1).setText("Guile")
        return ACCEPTED

    monkeypatch.setattr(SheetNamesDialog, "exec", rename_cunning)
    panel.edit_names()
    assert list(panel.form.attribute_fields) == ["Fitness", "Guile", "Will", "Reason"]
    assert panel.form.attribute_fields["Guile"].value() == 11
    for character in bridge.state.of(Character):
        assert "Guile" in character.sheet["attributes"]
        assert "Cunning" not in character.sheet["attributes"]
    bridge.undo()
    assert list(panel.form.attribute_fields) == ["Fitness", "Cunning", "Will", "Reason"]
    assert all("Cunning" in c.sheet["attributes"] for c in bridge.state.of(Character))
    assert panel.form.attribute_fields["Cunning"].value() == 11


def test_the_names_dialog_refuses_two_skills_of_one_name(qtbot: QtBot) -> None:
    dialog = SheetNamesDialog(("Fitness",), ("Security", "Science"))
    qtbot.addWidget(dialog)
    dialog.skills.list.item(1).setText("security")
    dialog.accept()
    assert dialog.result() != ACCEPTED
    assert dialog.error.text() == "Two skills cannot both be named security."


def test_adding_a_player_character_gives_them_3_fortune_and_selects_them(
    panel: SheetsPanel, bridge: SessionBridge, monkeypatch: pytest.MonkeyPatch
) -> None:
    def fill(dialog: CharacterDialog) -> int:
        dialog.name.setText("Nova Reyes")
        dialog.player.setText("Ana")
        return ACCEPTED

    monkeypatch.setattr(CharacterDialog, "exec", fill)
    panel.add()
    assert labels(panel)[3] == "Nova Reyes"
    assert panel.selected_id() == 7
    assert [p.value for p in bridge.state.of(Pool) if p.owner_id == 7] == [3]
    assert read_pools(bridge.state).fortune_of("Nova Reyes") == 3
    assert panel.form.fortune.text() == "3 / 5"
    assert panel.form.player.text() == "Ana"
    bridge.undo()
    assert "Nova Reyes" not in labels(panel)
    assert not [p for p in bridge.state.of(Pool) if p.owner_id == 7]
    assert panel.selected_id() in {c.id for c in bridge.state.of(Character)}


def test_removing_a_character_asks_first_and_undo_brings_them_back(
    panel: SheetsPanel, bridge: SessionBridge, monkeypatch: pytest.MonkeyPatch
) -> None:
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    monkeypatch.setattr(QMessageBox, "question", lambda *args: answers.pop(0))
    panel.select_character(3)
    panel.remove_selected()
    assert bridge.state.find(Character, 3) is not None
    panel.remove_selected()
    assert bridge.state.find(Character, 3) is None
    assert bridge.state.find(Trait, 5) is None  # his plasma cutter went with him
    assert "Tusk Okafor" not in labels(panel)
    bridge.undo()
    assert "Tusk Okafor" in labels(panel)
    assert bridge.state.find(Trait, 5) is not None


def test_the_selected_character_stays_selected_across_other_changes_and_a_reload(
    panel: SheetsPanel, bridge: SessionBridge
) -> None:
    panel.select_character(5)
    bridge.execute(EditRecord("character", 1, label="rename", player="Sam R."))
    assert panel.selected_id() == 5
    assert panel.list.currentIndex().data() == "Captain Haldane (notable NPC)"
    bridge.session.reload()
    assert panel.selected_id() == 5
    assert panel.form.name.text() == "Captain Haldane"


def test_making_a_pc_an_npc_moves_them_down_the_list_and_hides_fortune(
    panel: SheetsPanel, bridge: SessionBridge
) -> None:
    panel.form.kind.setCurrentIndex(1)
    panel.form.kind.activated.emit(1)
    assert labels(panel)[:4] == [
        "Dr. Ines Calder",
        "Tusk Okafor",
        "Vex Marlo (minor NPC)",
        "Raider (minor NPC)",
    ]
    assert panel.selected_id() == 1
    assert panel.form.fortune.isHidden()
    assert "takes no stress" in panel.form.stress_note.text()
    bridge.undo()
    assert labels(panel)[0] == "Vex Marlo"
    assert not panel.form.fortune.isHidden()


def test_a_specialty_added_and_an_injury_refused_then_added(
    qtbot: QtBot, panel: SheetsPanel, bridge: SessionBridge
) -> None:
    specialties = panel.form.specialties
    qtbot.keyClicks(specialties.entry, "Salvage law")
    qtbot.keyClick(specialties.entry, Qt.Key.Key_Return)
    assert sheet_of(bridge, 1)["specialties"] == ["Evasive manoeuvres", "Zero-g", "Salvage law"]
    assert specialties.list.count() == 3
    injuries = panel.form.injuries
    injuries.name.setText("Burned hand")
    injuries.severity.setValue(0)
    injuries.add_button.click()
    assert "severity must be at least 1" in injuries.error.text()
    assert sheet_of(bridge, 1)["injuries"] == []
    injuries.severity.setValue(2)
    injuries.add_button.click()
    assert sheet_of(bridge, 1)["injuries"] == [
        {"name": "Burned hand", "severity": 2, "kind": "stun", "treated": False}
    ]
    injuries.list.item(0).setCheckState(Qt.CheckState.Checked)
    assert sheet_of(bridge, 1)["injuries"] == [
        {"name": "Burned hand", "severity": 2, "kind": "stun", "treated": True}
    ]
    bridge.undo()
    assert injuries.list.item(0).checkState() == Qt.CheckState.Unchecked


def test_an_emptied_name_is_refused_in_the_field(qtbot: QtBot, panel: SheetsPanel) -> None:
    panel.form.name.setFocus()
    panel.form.name.clear()
    qtbot.keyClick(panel.form.name, Qt.Key.Key_Return)
    assert panel.form.name_error.text() == "A character needs a name."
    assert panel.form.name.text() == "Vex Marlo"


def test_the_character_list_model_passes_the_model_tester(
    qtmodeltester: ModelTester, panel: SheetsPanel
) -> None:
    qtmodeltester.check(panel.proxy)
    qtmodeltester.check(panel.model)


def test_a_campaign_without_characters_shows_a_hint_until_an_npc_is_added(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    bridge = SessionBridge(Session(MemoryRepository([Campaign(id=1, name="Empty")])))
    panel = SheetsPanel(bridge)
    qtbot.addWidget(panel)
    assert panel.pages.currentIndex() == 0
    assert not panel.remove_button.isEnabled()

    def fill(dialog: CharacterDialog) -> int:
        dialog.name.setText("Harbour guard")
        dialog.kind.setCurrentIndex(2)
        return ACCEPTED

    monkeypatch.setattr(CharacterDialog, "exec", fill)
    panel.add()
    assert labels(panel) == ["Harbour guard (notable NPC)"]
    assert panel.pages.currentIndex() == 1
    assert bridge.state.of(Pool) == []
    assert list(panel.form.attribute_fields) == ["Fitness", "Cunning", "Will", "Reason"]
    bridge.detach()
