"""The roll log's search, and the log after a character is renamed: the Who column and a typed
search follow the new name, and only that character's rows are signalled (a search re-checks
those rows, not the whole log)."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from gmscreen.model.commands import EditRecord
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.session import Session
from gmscreen.model.state import Campaign
from gmscreen.model.state import Character
from gmscreen.model.state import RollRecord
from gmscreen.ui.panels.rolllog import RollLogPanel
from gmscreen.ui.shell.undo import SessionBridge


def campaign() -> Session:
    rolls = [
        RollRecord(
            roll_id,
            f"2026-03-01T21:{roll_id:02d}:00",
            "rfi-task",
            "Agility + Pilot: passed",
            character_id=1 if roll_id in (2, 3, 7) else 2,
        )
        for roll_id in range(1, 11)
    ]
    return Session(
        MemoryRepository(
            [Campaign(1, "Salvage"), Character(1, "Vex"), Character(2, "Raider"), *rolls]
        )
    )


def test_a_rename_reaches_the_who_column_and_the_search_through_that_characters_rows(
    qtbot: QtBot,
) -> None:
    bridge = SessionBridge(campaign())
    panel = RollLogPanel(bridge)
    qtbot.addWidget(panel)
    panel.search.setText("Marlo")
    qtbot.waitUntil(lambda: panel.table.model() is panel.proxy)  # at the pause in typing
    assert panel.proxy.rowCount() == 0
    signalled: list[tuple[int, int, int, int]] = []
    panel.model.dataChanged.connect(
        lambda top, bottom: signalled.append(
            (top.row(), bottom.row(), top.column(), bottom.column())
        )
    )
    bridge.execute(EditRecord("character", 1, label="rename Vex", name="Vex Marlo"))
    # Newest first: rolls 7, 3 and 2 are rows 3, 7 and 8; their Who and their line (which
    # may name the roller) are redrawn.
    assert signalled == [(3, 3, 1, 2), (7, 8, 1, 2)]
    assert panel.proxy.rowCount() == 3
    assert {panel.proxy.index(row, 1).data() for row in range(3)} == {"Vex Marlo"}
    bridge.execute(EditRecord("character", 2, label="note", notes="a pirate"))
    assert len(signalled) == 2  # not a rename: nothing to redraw
    panel.search.clear()
    assert panel.model.index(0, 1).data() == "Raider"


def test_the_search_finds_any_cell_as_shown_in_any_case(qtbot: QtBot) -> None:
    session = campaign()
    bridge = SessionBridge(session)
    bridge.execute(EditRecord("roll", 7, label="undo roll", undone=True))
    panel = RollLogPanel(bridge)
    qtbot.addWidget(panel)

    def found(text: str) -> list[int]:
        panel.search.setText(text)
        qtbot.wait(250)  # the search runs when typing pauses
        return [
            panel.model.record_at(panel.proxy.mapToSource(panel.proxy.index(row, 0)).row()).id
            for row in range(panel.proxy.rowCount())
        ]

    panel.table.horizontalHeader().resizeSection(1, 177)  # the GM widened "Who"
    assert found("21:07") == [7]  # the time as shown
    assert found("vEX") == [7, 3, 2]  # who, newest first
    assert found("pilot: PASSED  (UNDONE)") == [7]  # the roll column as shown
    assert found("Raider 21") == []  # never across two cells (who, then time)
    panel.search.clear()  # at once, no pause
    assert panel.table.model().rowCount() == 10
    assert panel.table.horizontalHeader().sectionSize(1) == 177  # kept through the searches
