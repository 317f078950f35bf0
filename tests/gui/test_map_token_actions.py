"""A fight on the battle map: a combatant's token attacks from its right-click menu, through
the tracker's own Attack dialog and as one undoable step; outside a fight, and in systems
adding no token actions (Firelock), the menu stays as it was. A move's line is in the GM's
language."""

from collections.abc import Iterator
from contextlib import ExitStack
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from pytestqt.qtbot import QtBot

from gmscreen.model.demo import demo_records
from gmscreen.model.rfi.map_commands import AddZone
from gmscreen.model.rfi.map_moves import Payment
from gmscreen.model.rfi.movement_policy import RFI_MOVEMENT
from gmscreen.model.rfi.tracker import PLAYERS
from gmscreen.model.rfi.tracker import EndCombat
from gmscreen.model.rfi.tracker import NextTurn
from gmscreen.model.rfi.tracker import StartCombat
from gmscreen.model.rfi.tracker_view import turn_order_view
from gmscreen.model.session import Session
from gmscreen.model.state import Character
from gmscreen.rules.dice import FixedDice
from gmscreen.rules.rfi.movement import MoveKind
from gmscreen.ui.map.widget import MapWidget
from gmscreen.ui.rfi.attack_dialog import AttackDialog
from gmscreen.ui.rfi.map_rules import RFI_MAP_UI
from gmscreen.ui.shell.mainwindow import MainWindow
from gmscreen.ui.shell.undo import SessionBridge
from tests.gui.test_firelock_evening import Pieces
from tests.gui.test_firelock_evening import english_left
from tests.gui.test_map import drag_token
from tests.gui.test_map import place
from tests.gui.test_map import zone_of
from tests.gui.test_map_place_from_menu import one_zone_map
from tests.gui.test_map_systems import editor_map
from tests.gui.test_map_systems import open_window

VEX, INES, TUSK, RAIDER, HALDANE = 1, 2, 3, 4, 5
AIRLOCK, CARGO, CATWALK, ENGINE = 1, 2, 3, 4
SYSTEM_ENTRIES = {"attack", "attackTarget"}


def fighting_window(qtbot: QtBot, tmp_path: Path) -> tuple[MainWindow, SessionBridge, MapWidget]:
    """The RFI demo with its crew and two NPCs on the map, in the window; no fight yet."""
    window = open_window(qtbot, tmp_path, "rfi", demo_records(tokens=True))
    bridge = window.bridge
    assert bridge is not None
    return window, bridge, editor_map(window)


def start_fight(bridge: SessionBridge) -> None:
    """Everyone fights; Vex Marlo takes the first turn."""
    fighters = [VEX, INES, TUSK, RAIDER, HALDANE]
    assert bridge.execute(StartCombat(1, fighters, first_side=PLAYERS)) is not None
    assert bridge.execute(NextTurn(1, VEX)) is not None


def token_menu(map_widget: MapWidget, character_id: int) -> dict[str, QAction]:
    """The named entries of the right-click menu of this character's token."""
    (item,) = [t for t in map_widget.scene.tokens.values() if t.token.character_id == character_id]
    menu = map_widget.context_menu(item)
    return {action.objectName(): action for action in menu.actions() if action.objectName()}


def the_dialog(map_widget: MapWidget) -> AttackDialog:
    (dialog,) = map_widget.findChildren(AttackDialog)
    assert dialog.isVisible()
    return dialog


def defeated(bridge: SessionBridge, character_id: int) -> bool:
    combatant = turn_order_view(bridge.state, 1).find(character_id)
    assert combatant is not None
    return combatant.defeated


def test_a_fighting_characters_token_attacks_the_nearest_enemy_as_one_undo_step(
    qtbot: QtBot, tmp_path: Path
) -> None:
    _window, bridge, map_widget = fighting_window(qtbot, tmp_path)
    assert not SYSTEM_ENTRIES & set(token_menu(map_widget, VEX))  # no fight, no attack
    start_fight(bridge)
    entries = token_menu(map_widget, VEX)
    assert entries["attack"].text() == "Attack…"
    assert "attackTarget" not in entries  # Vex has the turn: nobody else attacks Vex from here

    entries["attack"].trigger()
    dialog = the_dialog(map_widget)
    assert dialog.attacker.currentData() == VEX
    assert dialog.target.currentData() == RAIDER  # nearest: Long range, as Haldane, and first
    dialog.dice = FixedDice([3, 18])
    qtbot.mouseClick(dialog.roll_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dialog.apply_button, Qt.MouseButton.LeftButton)
    assert defeated(bridge, RAIDER)
    assert map_widget.banner.isVisible()
    assert "Raider is knocked out" in map_widget.banner.text.text()
    assert bridge.undo_action.text() == "Undo: Vex Marlo attacks Raider"

    bridge.undo()
    assert not defeated(bridge, RAIDER)
    assert bridge.undo_action.text() == "Undo: next turn: Vex Marlo"  # the attack was one step

    assert bridge.execute(EndCombat(1)) is not None
    assert not SYSTEM_ENTRIES & set(token_menu(map_widget, VEX))  # the fight is over


def test_an_enemy_of_the_acting_character_is_attacked_by_them(qtbot: QtBot, tmp_path: Path) -> None:
    _window, bridge, map_widget = fighting_window(qtbot, tmp_path)
    start_fight(bridge)
    assert "attackTarget" not in token_menu(map_widget, TUSK)  # Vex's own side
    entries = token_menu(map_widget, HALDANE)
    assert set(entries) >= SYSTEM_ENTRIES  # Haldane may attack, or be Vex's target
    assert entries["attackTarget"].text() == "Attack this target…"
    assert "Vex Marlo" in entries["attackTarget"].toolTip()

    entries["attackTarget"].trigger()
    dialog = the_dialog(map_widget)
    assert (dialog.attacker.currentData(), dialog.target.currentData()) == (VEX, HALDANE)
    dialog.reject()


def test_a_defeated_characters_token_offers_no_attack(qtbot: QtBot, tmp_path: Path) -> None:
    _window, bridge, map_widget = fighting_window(qtbot, tmp_path)
    start_fight(bridge)
    raider = bridge.state.find(Character, RAIDER)
    assert raider is not None
    token_menu(map_widget, VEX)["attack"].trigger()
    dialog = the_dialog(map_widget)
    dialog.dice = FixedDice([3, 18])
    dialog.roll()
    dialog.apply()
    assert defeated(bridge, RAIDER)
    assert not SYSTEM_ENTRIES & set(token_menu(map_widget, RAIDER))


def test_a_firelock_token_menu_has_no_attack(qtbot: QtBot, tmp_path: Path) -> None:
    map_widget, bridge, zone_id = one_zone_map(open_window(qtbot, tmp_path, "firelock"))
    first = bridge.state.of(Character)[0]
    place(bridge, first.id, zone_id)
    (token,) = map_widget.scene.tokens.values()
    texts = [action.text() for action in map_widget.context_menu(token).actions()]
    assert "Rename…" in texts
    assert not {"Attack…", "Attack this target…"} & set(texts)
    assert not SYSTEM_ENTRIES & set(token_menu(map_widget, first.id))


def rfi_map(qtbot: QtBot, session: Session, zone_id: int) -> tuple[SessionBridge, MapWidget, int]:
    """RFI's map in the window's place, Vex Marlo's token in `zone_id` (its id)."""
    bridge = SessionBridge(session)
    vex = place(bridge, VEX, zone_id)
    widget = MapWidget(bridge, movement=RFI_MOVEMENT, rules_ui=RFI_MAP_UI)
    qtbot.addWidget(widget)
    widget.resize(1000, 700)
    widget.show()
    qtbot.waitExposed(widget)
    return bridge, widget, vex


@contextmanager
def marked(*contexts: str) -> Iterator[None]:
    """The words of these contexts marked as translated (`<…>`, facts outside) in the block."""
    with ExitStack() as undo:
        for context in contexts:
            translator = Pieces(context)
            QCoreApplication.installTranslator(translator)
            undo.callback(QCoreApplication.removeTranslator, translator)
        yield


def test_a_paid_rfi_move_is_said_in_the_gms_language(qtbot: QtBot, session: Session) -> None:
    bridge, widget, vex = rfi_map(qtbot, session, CARGO)
    with marked("RfiMapUi", "PoolReport"):
        drag_token(qtbot, widget, vex, CATWALK)
        widget.gestures.pay(Payment.POOL)
        assert zone_of(bridge, vex) == CATWALK
        # "Vex Marlo moved to Catwalk: 2 momentum spent from the group pool", each part worded
        moved = "<>Vex Marlo< moved to >Catwalk<>"
        paid = "<>2< momentum spent from the group pool>"
        assert widget.banner.text.text() == f"<>{moved}<: >{paid}<>"


def test_an_rfi_moves_price_and_refusals_are_said_in_the_gms_language(
    qtbot: QtBot, session: Session
) -> None:
    bridge, widget, vex = rfi_map(qtbot, session, AIRLOCK)
    facts = ("Vex Marlo", "Raider", "Cargo hold", "Catwalk", "Engine room", "Airlock", "Vault")
    said: list[str] = []
    with marked("RfiMoveWords", "Hindrances", "MapItems", "MoveBanner"):
        # a Sprint that costs: the offer names the stairs and the wall
        widget.gestures.drop_token(vex, CATWALK, MoveKind.SPRINT)
        said.append(widget.banner.text.text())
        widget.gestures.cancel()
        widget.gestures.drop_token(vex, ENGINE)  # too far for the Movement minor action
        said.append(widget.banner.text.text())
        place(bridge, RAIDER, AIRLOCK)  # an enemy within reach
        widget.gestures.drop_token(vex, CARGO)
        said.append(widget.banner.text.text())
        bridge.undo()
        vault = AddZone(1, "Vault", ((500.0, 500.0), (600.0, 500.0), (600.0, 600.0)))
        assert bridge.execute(vault) is not None
        assert vault.zone_id is not None
        widget.gestures.drop_token(vex, vault.zone_id)  # no connected zone leads there
        said.append(widget.banner.text.text())
    assert said[0].startswith(
        "<><>Vex Marlo<: >Airlock → Cargo hold → Catwalk<"
    )  # the offer, worded
    assert "<><Stairs>< (leaving >Cargo hold<) >1<>" in said[0]
    assert "<Sprint>" in said[0]
    assert "<Long>" in said[1]
    assert "<Movement>" in said[1]
    assert ">Raider< within reach" in said[2]
    assert said[3].startswith("<No connected zones lead from where >Vex Marlo< stands to >Vault")
    assert [english_left(text, facts) for text in said] == ["", "", "", ""]
