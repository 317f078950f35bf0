"""The player view's turn strip: a fallen NPC reads "out of the fight", never "acted"."""

from pytestqt.qtbot import QtBot

from gmscreen.model.player_turn_order import PlayerCombatant
from gmscreen.model.player_turn_order import PlayerTurnOrder
from gmscreen.model.rfi.tracker import NPCS
from gmscreen.model.rfi.tracker import PLAYERS
from gmscreen.ui.playerview.strip import TurnStrip


def test_a_dead_npc_is_marked_out_not_acted(qtbot: QtBot) -> None:
    strip = TurnStrip()
    qtbot.addWidget(strip)
    order = PlayerTurnOrder(
        round=2,
        side_to_act=PLAYERS,
        sides=(
            (PLAYERS, (PlayerCombatant("Vex Marlo", current=False, acted=True),)),
            (NPCS, (PlayerCombatant("Raider", current=False, acted=True, out=True),)),
        ),
    )
    strip.show_order(order)
    marks = {label.text(): label.property("turn") for label in strip.names}
    assert marks == {"✓ Vex Marlo": "acted", "✕ Raider": "out"}
