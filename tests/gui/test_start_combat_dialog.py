"""Start combat ticks the player characters and the NPCs on the scene's map, no one else."""

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from gmscreen.model.character_commands import characters_in_order
from gmscreen.model.demo import demo_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.session import Session
from gmscreen.ui.rfi.start_combat_dialog import StartCombatDialog
from gmscreen.ui.rfi.start_combat_dialog import ticked_by_default


def test_an_npc_who_is_not_on_the_map_is_not_preselected(qtbot: QtBot) -> None:
    state = Session(MemoryRepository(demo_records(tokens=True))).state
    ticked = ticked_by_default(state, state.campaign.current_scene_id)
    dialog = StartCombatDialog(characters_in_order(state), ticked)
    qtbot.addWidget(dialog)
    rows = [dialog.combatants.item(row) for row in range(dialog.combatants.count())]
    checked = {
        item.text().split("  (")[0]: item.checkState() == Qt.CheckState.Checked for item in rows
    }
    # The Broker has no token on the Meridian's map; the Raider and Haldane do.
    assert checked == {
        "Vex Marlo": True,
        "Dr. Ines Calder": True,
        "Tusk Okafor": True,
        "Raider": True,
        "Captain Haldane": True,
        "The Broker": False,
    }
    assert 6 not in dialog.chosen()


def test_without_anyone_on_the_map_everyone_is_ticked(session: Session) -> None:
    state = session.state  # the demo's map has no tokens
    ticked = ticked_by_default(state, state.campaign.current_scene_id)
    assert ticked == {character.id for character in characters_in_order(state)}
