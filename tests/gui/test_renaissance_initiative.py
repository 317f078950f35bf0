"""The Renaissance initiative panel: roll for the scene, order a tie, take turns, end rounds."""

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from gmscreen.model.memory import MemoryRepository
from gmscreen.model.renaissance import demo_renaissance_records
from gmscreen.model.renaissance.initiative import initiative_view
from gmscreen.model.session import Session
from gmscreen.model.state import RollRecord
from gmscreen.rules.dice import FixedDice
from gmscreen.ui.renaissance.initiative import ID_ROLE
from gmscreen.ui.renaissance.initiative import ORDER
from gmscreen.ui.renaissance.initiative import SETUP
from gmscreen.ui.renaissance.initiative import InitiativePanel
from gmscreen.ui.shell.undo import SessionBridge

ARYN, KATARINA, CHANDRA, GOBLIN, BEAR = 1, 2, 3, 4, 5
SCENE = 1


@pytest.fixture
def bridge() -> Iterator[SessionBridge]:
    bridge = SessionBridge(Session(MemoryRepository(demo_renaissance_records())))
    yield bridge
    bridge.detach()


@pytest.fixture
def panel(qtbot: QtBot, bridge: SessionBridge) -> InitiativePanel:
    panel = InitiativePanel(bridge)
    qtbot.addWidget(panel)
    panel.resize(300, 520)
    panel.show()
    return panel


def order_texts(panel: InitiativePanel) -> list[str]:
    return [panel.order.item(row).text() for row in range(panel.order.count())]


def select(panel: InitiativePanel, character_id: int) -> None:
    for row in range(panel.order.count()):
        if panel.order.item(row).data(ID_ROLE) == character_id:
            panel.order.setCurrentRow(row)


def untick(panel: InitiativePanel, character_id: int) -> None:
    for row in range(panel.roster.count()):
        item = panel.roster.item(row)
        if item.data(ID_ROLE) == character_id:
            item.setCheckState(Qt.CheckState.Unchecked)


def test_initiative_is_rolled_for_the_ticked_characters_and_a_tie_is_flagged(
    qtbot: QtBot, panel: InitiativePanel, bridge: SessionBridge
) -> None:
    assert panel.pages.currentIndex() == SETUP
    assert panel.roster.item(0).text() == "Aryn  (1d10 +5)"
    untick(panel, BEAR)
    # Aryn 4+5=9, Katarina 2+6=8, Chandra 5+4=9, goblin 5+4=9: Aryn's +5 beats the other
    # nines; Chandra and the goblin, both +4, stay tied for the GM.
    panel.dice = FixedDice([4, 2, 5, 5])
    qtbot.mouseClick(panel.roll_button, Qt.MouseButton.LeftButton)
    assert panel.pages.currentIndex() == ORDER
    assert order_texts(panel) == [
        "▶ 1. Aryn — 9 (4+5)",
        "  2. Chandra — 9 (5+4)  ⚠ tie",
        "  3. Goblin slaver — 9 (5+4)  ⚠ tie",
        "  4. Lady Katarina — 8 (2+6)",
    ]
    assert panel.round_label.text() == "Round 1"
    assert panel.turn_label.text() == "Aryn's turn"
    assert "1 tie(s) to order" in panel.message.text()
    [log] = bridge.state.of(RollRecord)
    assert log.faces == (4, 5, 5, 2)

    select(panel, GOBLIN)
    assert panel.up_button.isEnabled()
    assert not panel.down_button.isEnabled()
    qtbot.mouseClick(panel.up_button, Qt.MouseButton.LeftButton)
    assert order_texts(panel)[1:3] == [
        "  2. Goblin slaver — 9 (5+4)  tie",
        "  3. Chandra — 9 (5+4)  tie",
    ]
    assert panel.selected_id() == GOBLIN
    bridge.undo()
    assert order_texts(panel)[1].endswith("⚠ tie")


def test_next_turn_and_end_round_follow_the_order_and_undo(
    qtbot: QtBot, panel: InitiativePanel, bridge: SessionBridge
) -> None:
    untick(panel, BEAR)
    panel.dice = FixedDice([4, 9, 2, 10])  # Katarina 15, goblin 14, Aryn 9, Chandra 6
    assert panel.roll()
    for expected in ("Goblin slaver", "Aryn", "Chandra"):
        qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
        assert panel.turn_label.text() == f"{expected}'s turn"
    assert order_texts(panel)[0].startswith("✓ 1. Lady Katarina")
    qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
    assert panel.turn_label.text() == "Everyone has acted: end the round"
    assert not panel.next_button.isEnabled()
    qtbot.mouseClick(panel.end_round_button, Qt.MouseButton.LeftButton)
    assert panel.round_label.text() == "Round 2"
    assert panel.turn_label.text() == "Lady Katarina's turn"
    bridge.undo()
    assert panel.round_label.text() == "Round 1"
    qtbot.mouseClick(panel.end_button, Qt.MouseButton.LeftButton)
    assert panel.pages.currentIndex() == SETUP
    assert not initiative_view(bridge.state, SCENE).in_order
    bridge.undo()
    assert panel.pages.currentIndex() == ORDER


def test_a_new_roll_replaces_the_order_and_nobody_ticked_is_refused(
    qtbot: QtBot, panel: InitiativePanel, bridge: SessionBridge
) -> None:
    panel.dice = FixedDice([4, 9, 2, 10, 1])
    assert panel.roll()
    qtbot.mouseClick(panel.reroll_button, Qt.MouseButton.LeftButton)
    assert panel.pages.currentIndex() == SETUP
    for character in (ARYN, KATARINA, CHANDRA, GOBLIN, BEAR):
        untick(panel, character)
    assert not panel.roll()
    assert "Tick at least one character" in panel.message.text()
    qtbot.mouseClick(panel.cancel_button, Qt.MouseButton.LeftButton)
    assert panel.pages.currentIndex() == ORDER
    assert len(bridge.state.of(RollRecord)) == 1
