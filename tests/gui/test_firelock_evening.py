"""What a GM met running a Firelock evening on a laptop screen: every bid's words in view, the
refusals in German, a narrow centre that never hides half a form."""

import re
import subprocess
import sys
import tempfile
from contextlib import ExitStack
from pathlib import Path
from xml.etree import ElementTree

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QRect
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QScrollArea
from PySide6.QtWidgets import QTableWidget
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from gmscreen.model.firelock import demo_firelock_records
from gmscreen.model.firelock import read_challenge
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.session import Session
from gmscreen.rules.dice import FixedDice
from gmscreen.rules.firelock import FirelockDefaults
from gmscreen.rules.firelock import Plausibility
from gmscreen.ui.firelock import setup_form
from gmscreen.ui.firelock.bidding_view import CLAIM
from gmscreen.ui.firelock.challenge import ChallengePanel
from gmscreen.ui.firelock.rules_dialog import FirelockRulesDialog
from gmscreen.ui.firelock.setup_form import COMBAT_STEPS
from gmscreen.ui.firelock.sheets import FirelockSheetsPanel
from gmscreen.ui.shell.undo import SessionBridge
from tests.gui.marking import Marking

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
            inside = table.visualItemRect(item).adjusted(4, 0, -4, 0)  # Qt's margins, and some
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


MARKED = re.compile(r"<[^<>]*>")
PLACEHOLDER = re.compile(r"%(?:[1-9]|[sd])")


class Pieces(Marking):
    """Marks a context's words as a translation of them, leaving out what a form fills in
    (%1, %s): a fact left English inside a translated form stands outside the marks."""

    def translate(  # type: ignore[override]
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        if context != self.context:
            return None  # type: ignore[return-value]  # null: Qt keeps the source
        return "<" + PLACEHOLDER.sub(lambda fact: ">" + fact[0] + "<", source) + ">"


FACTS = ("Kim Ashdown", "Bo the Duellist", "Finesse", "Melee", "I'm quicker", "I'm quick")


def english_left(text: str, facts: tuple[str, ...] = FACTS) -> str:
    """What of `text` no translation produced: the facts (names, scores, claims) and the
    marked words taken out, innermost first."""
    for fact in facts:
        text = text.replace(fact, "")
    while MARKED.search(text):
        text = MARKED.sub("", text)
    return "".join(re.findall(r"[A-Za-z]+", text))


def test_a_refused_bid_is_worded_in_the_gms_language(qtbot: QtBot, firelock: Session) -> None:
    panel = panel_of(qtbot, firelock, 760)
    form = panel.exchange.form
    translators = [
        Pieces(context) for context in ("BidForm", "BidRefusals", "FirelockRollLines", "BidsTable")
    ]
    with ExitStack() as undo:
        for translator in translators:
            QCoreApplication.installTranslator(translator)
            undo.callback(QCoreApplication.removeTranslator, translator)
        duel(qtbot, panel)
        refusals = []
        bid(qtbot, panel, "I'm quick", 6, mine="Finesse")  # the score Kim rolled with
        refusals.append(form.refusal.text())
        bid(qtbot, panel, "I'm quick", 3)  # the margin is 3: the first bid must beat it
        refusals.append(form.refusal.text())
        bid(qtbot, panel, "I'm quicker", 5, mine="Melee", theirs="Melee")
        bid(qtbot, panel, "I'm quick", 1)  # Bo may undershoot Kim's 5 by 3 at most
        refusals.append(form.refusal.text())
        bid(qtbot, panel, "", 4)
        refusals.append(form.refusal.text())
        assert [english_left(text) for text in refusals] == ["", "", "", ""]
        assert all(number in refusals[2] for number in ("1", "3", "5", "2"))
        form.strength.setValue(1)
        form.claim.setText("I'm quick")
        qtbot.mouseClick(form.fail_button, LEFT)
        ruling = panel.exchange.bids.item(1, 4).text()
        assert english_left(ruling) == ""
        assert "bids must be significant" in ruling


def cut_off(panel: ChallengePanel) -> list[str]:
    """The visible parts of the scrolling form that reach past the centre's right edge."""
    scroll = panel._scroll
    inner, edge = scroll.widget(), scroll.viewport().width()
    cut = []
    for widget in inner.findChildren(QWidget):
        if widget.isVisible() and widget.mapTo(inner, widget.rect().topRight()).x() > edge:
            cut.append(type(widget).__name__ + " " + str(getattr(widget, "text", str)()))
    return cut


@pytest.mark.usefixtures("german")  # conftest.py: the longer German words
def test_a_narrow_centre_in_german_shows_every_part_of_the_challenge(
    qtbot: QtBot, firelock: Session
) -> None:
    # The centre of a 1024×700 window beside the scenes and a dock: about 380 px.
    panel = panel_of(qtbot, firelock, 380)
    assert cut_off(panel) == []
    assert panel.setup_form.combat.isVisible()
    duel(qtbot, panel)
    qtbot.wait(10)  # the form's buttons wrap after the layout settles
    assert panel.exchange.form.accept_button.isVisible()
    assert cut_off(panel) == []
    steps = panel.setup_form.steps
    header = steps.horizontalHeader()
    for column in range(steps.columnCount()):
        heading = steps.horizontalHeaderItem(column)
        assert heading is not None
        room = header.sectionSize(column) - 8  # the heading's margins
        assert header.fontMetrics().horizontalAdvance(heading.text()) <= room, heading.text()


def in_view(panel: ChallengePanel, widget: QWidget) -> bool:
    """Whether all of `widget` shows in the centre's scrolled view."""
    viewport = panel._scroll.viewport()
    top_left = widget.mapTo(viewport, widget.rect().topLeft())
    bottom_right = widget.mapTo(viewport, widget.rect().bottomRight())
    return viewport.rect().contains(top_left) and viewport.rect().contains(bottom_right)


@pytest.mark.usefixtures("german")
def test_after_the_roll_the_whole_bid_form_is_in_view(qtbot: QtBot, firelock: Session) -> None:
    panel = panel_of(qtbot, firelock, 380)
    panel.resize(380, 470)  # a 1024×700 window's centre, in a short window
    panel.activateWindow()
    panel.roll_button.setFocus()  # clicked: Roll has the keyboard, and loses it as it greys
    duel(qtbot, panel)
    qtbot.wait(20)  # the opened bidding laid out
    form = panel.exchange.form
    assert all(in_view(panel, part) for part in (form.turn, form.claim, form.accept_button))


def test_a_bids_heading_cut_short_says_so_and_is_whole_on_hover(
    qtbot: QtBot, firelock: Session
) -> None:
    panel = panel_of(qtbot, firelock, 380)
    table = panel.exchange.bids
    header = table.horizontalHeader()
    assert header.textElideMode() == Qt.TextElideMode.ElideRight
    for column in range(table.columnCount()):
        heading = table.horizontalHeaderItem(column)
        assert heading is not None
        assert heading.toolTip() == heading.text()


def test_a_firelock_refusal_reads_in_the_gms_language(qtbot: QtBot, firelock: Session) -> None:
    panel = panel_of(qtbot, firelock, 760)
    side = panel.initiator
    with ExitStack() as undo:
        translator = Pieces("Refusals")
        QCoreApplication.installTranslator(translator)
        undo.callback(QCoreApplication.removeTranslator, translator)
        side.choose(2, "Reputation")  # Adam's Reputation was not offered: a substitution
        side.ruling.setCurrentIndex(side.ruling.findData(Plausibility.IMPLAUSIBLE))
        assert "<the GM vetoes this substitution" in side.summary.text()
        assert english_left(side.summary.text()) == ""
        assert not panel.roll()
        assert english_left(panel.message.text()) == ""


def test_the_rules_options_show_the_lists_of_names_from_their_start(qtbot: QtBot) -> None:
    dialog = FirelockRulesDialog(FirelockDefaults())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for names in (dialog.abilities, dialog.skills):
        assert names.cursorPosition() == 0  # "Body, Finesse…", not "…ation, Sneak"
        whole = names.fontMetrics().horizontalAdvance(names.text())
        assert names.width() >= min(whole, 480)


def test_a_campaign_reopened_mid_bidding_shows_the_bidding(qtbot: QtBot, firelock: Session) -> None:
    first = panel_of(qtbot, firelock, 380)
    duel(qtbot, first)  # the bidding is open when the GM closes the campaign
    again = panel_of(qtbot, firelock, 380)
    again.resize(380, 470)
    qtbot.wait(20)
    form = again.exchange.form
    assert all(in_view(again, part) for part in (form.turn, form.claim, form.accept_button))


def test_editing_a_refused_bid_takes_its_refusal_away(qtbot: QtBot, firelock: Session) -> None:
    panel = panel_of(qtbot, firelock, 760)
    form = panel.exchange.form
    duel(qtbot, panel)
    bid(qtbot, panel, "I'm quick", 6, mine="Finesse")  # the score Kim rolled with
    assert form.refusal.isVisible()
    assert form.fail_button.isVisible()
    form.choose_score("Melee")  # the GM corrects the bid: the refusal no longer applies
    assert not form.refusal.isVisible()
    assert not form.fail_button.isVisible()
    bid(qtbot, panel, "I'm quick", 2)
    assert form.refusal.isVisible()  # refused again: the margin is 3
    qtbot.keyClicks(form.claim, "er")
    assert not form.refusal.isVisible()


def test_best_champion_waits_for_a_party_and_says_so(qtbot: QtBot, firelock: Session) -> None:
    panel = panel_of(qtbot, firelock, 760)
    panel.setup_form.group.setChecked(True)
    side = panel.initiator
    assert not side.best.isEnabled()  # nobody ticked: the click would pick nobody
    assert side.best.toolTip() == "Tick who is on this side first"
    side.members.item(0).setCheckState(Qt.CheckState.Checked)
    assert side.best.isEnabled()
    qtbot.mouseClick(side.best, LEFT)
    assert side.character_id() == KIM


def test_a_panel_closed_right_after_a_roll_goes_quietly(qtbot: QtBot, firelock: Session) -> None:
    panel = ChallengePanel(SessionBridge(firelock))
    panel.dice = FixedDice([3, 8])
    assert panel.roll()  # the bidding is to scroll into view once laid out
    shiboken6.delete(panel)  # a campaign closed before that: nothing is left to scroll
    qtbot.wait(20)
    assert read_challenge(firelock.state, 1) is not None


@pytest.mark.usefixtures("german")
def test_a_german_decline_shows_the_whole_name_of_who_declined(
    qtbot: QtBot, firelock: Session
) -> None:
    panel = panel_of(qtbot, firelock, 760)
    panel.initiator.choose(KIM, "Finesse")
    panel.responder.choose(BO, "Finesse")
    panel.dice = FixedDice([7, 8])  # Kim 13 against Bo 12: Bo bids first
    qtbot.mouseClick(panel.roll_button, LEFT)
    qtbot.mouseClick(panel.exchange.form.decline_button, LEFT)
    table = panel.exchange.bids
    assert table.item(0, 0).text() == "Bo the Duellist"
    assert hidden_words(table) == []


def test_a_refused_skill_is_said_where_the_gm_sees_it(qtbot: QtBot, firelock: Session) -> None:
    # The Characters dock at 1366×768: the sheet scrolls, and its last line is the refusal.
    panel = FirelockSheetsPanel(SessionBridge(firelock))
    qtbot.addWidget(panel)
    panel.resize(370, 360)
    panel.show()
    qtbot.waitExposed(panel)
    form = panel.form
    form.new_skill.setText("melee")  # Kim has Melee already
    qtbot.mouseClick(form.add_button, LEFT)
    assert form.skill_error.isVisible()
    area = form.parentWidget()
    while not isinstance(area, QScrollArea):
        area = area.parentWidget()
    viewport = area.viewport()

    def shown_whole() -> bool:
        label = form.skill_error
        top = label.mapTo(viewport, label.rect().topLeft())
        bottom = label.mapTo(viewport, label.rect().bottomRight())
        return viewport.rect().contains(top) and viewport.rect().contains(bottom)

    qtbot.waitUntil(shown_whole, timeout=1000)


def extracted(source: Path, context: str) -> set[str]:
    """The texts lupdate finds in `source` for `context` (what the translators are given)."""
    lupdate = Path(sys.executable).parent / "pyside6-lupdate"
    ts = Path(tempfile.mkdtemp()) / "extracted.ts"
    subprocess.run([str(lupdate), str(source), "-ts", str(ts)], check=True, capture_output=True)
    return {
        str(message.findtext("source"))
        for found in ElementTree.parse(ts).getroot().iter("context")
        if found.findtext("name") == context
        for message in found.iter("message")
    }


def test_hit_then_wound_names_its_rolls_for_the_translators() -> None:
    # A German GM read "Hit" and "Wound" in the steps: the names went through tr() as
    # variables, which lupdate never sees.
    found = extracted(Path(setup_form.__file__), "SetupForm")
    assert {name for name, _initiator, _responder in COMBAT_STEPS} <= found
