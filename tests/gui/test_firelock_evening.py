"""What a GM met running a Firelock evening on a laptop screen: every bid's words in view, the
refusals in German, a narrow centre that never hides half a form."""

import pytest
from PySide6.QtCore import QRect
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QTableWidget
from pytestqt.qtbot import QtBot

from gmscreen.model.firelock import demo_firelock_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.session import Session
from gmscreen.rules.dice import FixedDice
from gmscreen.ui.firelock.bidding_view import CLAIM
from gmscreen.ui.firelock.challenge import ChallengePanel
from gmscreen.ui.shell.undo import SessionBridge

KIM, BO = 1, 4
LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def firelock() -> Session:
    return Session(MemoryRepository(demo_firelock_records()))


def panel_of(qtbot: QtBot, session: Session, width: int) -> ChallengePanel:
    panel = ChallengePanel(SessionBridge(session))
    qtbot.addWidget(panel)
    panel.resize(width, 700)
    panel.show()
    qtbot.waitExposed(panel)
    return panel


def duel(qtbot: QtBot, panel: ChallengePanel) -> None:
    """Kim (Finesse 6) rolls a 3, Bo (Finesse 4) an 8: Kim loses 9 to 12 and bids first."""
    panel.initiator.choose(KIM, "Finesse")
    panel.responder.choose(BO, "Finesse")
    panel.dice = FixedDice([3, 8])
    qtbot.mouseClick(panel.roll_button, LEFT)


def bid(qtbot: QtBot, panel: ChallengePanel, claim: str, strength: int, **score: str) -> None:
    form = panel.exchange.form
    form.choose_score(score.get("mine"))
    form.versus.setCurrentIndex(max(0, form.versus.findData(score.get("theirs"))))
    form.strength.setValue(strength)
    form.claim.setText(claim)
    qtbot.mouseClick(form.accept_button, LEFT)


def hidden_words(table: QTableWidget) -> list[str]:
    """The cells whose words do not all fit in the cell the GM sees (wrapped as drawn)."""
    cut = []
    metrics = table.fontMetrics()
    for row in range(table.rowCount()):
        for column in range(table.columnCount()):
            item = table.item(row, column)
            if item is None or not item.text():
                continue
            inside = table.visualItemRect(item).adjusted(3, 0, -3, 0)
            needed = metrics.boundingRect(
                QRect(0, 0, inside.width(), 10_000), Qt.TextFlag.TextWordWrap, item.text()
            )
            if needed.width() > inside.width() or needed.height() > inside.height():
                cut.append(item.text())
            if table.visualItemRect(item).right() > table.viewport().width():
                cut.append(item.text())
    return cut


@pytest.mark.parametrize("width", [760, 900])
def test_every_bid_shows_its_whole_claim_grounding_and_ruling(
    qtbot: QtBot, firelock: Session, width: int
) -> None:
    # 760: the bidding beside the sides as in the window's centre at 1366×768 (about 330 px
    # for the table); 900: a wider centre.
    panel = panel_of(qtbot, firelock, width)
    duel(qtbot, panel)
    bid(qtbot, panel, "I am quicker than him", 5, mine="Melee", theirs="Melee")
    bid(qtbot, panel, "I have the high ground", 2)
    qtbot.mouseClick(panel.exchange.form.decline_button, LEFT)
    table = panel.exchange.bids
    assert table.rowCount() == 3
    assert table.item(1, 4).text() == "accepted, underbid"
    assert not table.horizontalScrollBar().isVisible()
    assert hidden_words(table) == []
    assert table.columnWidth(CLAIM) >= table.viewport().width() // 3
