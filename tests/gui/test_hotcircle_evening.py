"""What a GM tripped over running a Hot Circle evening on a laptop: the fate point a hindering
trait earns said in the result, a tie won on more dice explained, the result kept in view after
a reroll, the Ability tab shown from its top, the log after a dead heat, the lifepath's fit
worded with its dice, and German dice ("W") and words in the test's lists, rerolls and the
sheet's conditions and lifepaths."""

from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QScrollArea
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from gmscreen.model.hotcircle.demo import demo_hotcircle_records
from gmscreen.model.hotcircle.flow import CutToScene
from gmscreen.model.hotcircle.flow import SetSpotlight
from gmscreen.model.hotcircle.sheet import read_character
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.session import Session
from gmscreen.model.state import Character
from gmscreen.model.state import RollRecord
from gmscreen.rules.dice import FixedDice
from gmscreen.rules.hotcircle.contest import Pool
from gmscreen.rules.hotcircle.contest import RerollReason
from gmscreen.rules.hotcircle.contest import Side
from gmscreen.ui.hotcircle.board import SessionBoard
from gmscreen.ui.hotcircle.end_of_session import EndOfSessionDialog
from gmscreen.ui.hotcircle.roll_lines import LINES
from gmscreen.ui.hotcircle.roll_panel import HotCircleTestPanel
from gmscreen.ui.hotcircle.sheet import HotCircleSheetPanel
from gmscreen.ui.panels.roll_lines import names_of
from gmscreen.ui.panels.roll_lines import roll_line
from gmscreen.ui.shell.undo import SessionBridge
from tests.gui.marking import marking
from tests.gui.test_hotcircle_session import ARIA
from tests.gui.test_hotcircle_session import BRANN
from tests.gui.test_hotcircle_session import ILSE
from tests.gui.test_hotcircle_tests import aria
from tests.gui.test_hotcircle_tests import choose
from tests.gui.test_hotcircle_tests import make_panel
from tests.gui.test_hotcircle_tests import set_up_versus
from tests.gui.test_hotcircle_tests import tick
from tests.gui.test_map_systems import open_window


@pytest.fixture
def session() -> Session:
    return Session(MemoryRepository(demo_hotcircle_records()))


def set_up_stubborn_test(panel: HotCircleTestPanel) -> None:
    """Aria reads the ledger on Harbour-born 3D; her Stubborn trait hinders (+1D obstacle)."""
    form = panel.obstacle
    form.intent.setText("read the ledger's last page")
    form.task.setText("by lamplight in the archive")
    form.consequence.setText("the archivist locks her in")
    choose(form.player, "Aria Venn", "Harbour-born", 0)
    tick(form.player.hinders, "Stubborn")


def in_view(panel: HotCircleTestPanel, widget: QWidget) -> bool:
    """The widget's top and bottom lie inside the scroll area's visible part."""
    viewport = panel.scroll_area.viewport()
    top = widget.mapTo(viewport, QPoint(0, 0)).y()
    return top >= 0 and top + widget.height() <= viewport.height()


def test_the_fate_point_a_hindering_trait_earns_is_said(qtbot: QtBot, session: Session) -> None:
    panel, _bridge = make_panel(qtbot, session)
    set_up_stubborn_test(panel)
    fate_before = read_character(aria(session)).artha.fate_points
    panel.dice = FixedDice([6, 1, 1, 2, 2, 2])
    assert panel.roll()
    panel.dice = FixedDice([])
    qtbot.mouseClick(panel.result.settle_button, Qt.MouseButton.LeftButton)
    assert read_character(aria(session)).artha.fate_points == fate_before + 1
    assert "Aria Venn earns 1 fate point(s)" in panel.result.outcome.text()


def test_a_tie_won_on_more_dice_says_so(qtbot: QtBot, session: Session) -> None:
    panel, _bridge = make_panel(qtbot, session)
    set_up_versus(panel)
    panel.dice = FixedDice([1, 2, 5, 2, 1, 5, 1, 1, 2])  # 5 on 5D against 5 on 4D
    assert panel.roll()
    standing = panel.result.standing.text()
    assert "The task is ahead" in standing
    assert "5 against 5 (a tie: more dice win, 5D against 4D)" in standing


def test_after_a_reroll_and_settling_the_result_stays_in_view(
    qtbot: QtBot, session: Session
) -> None:
    panel, _bridge = make_panel(qtbot, session)
    panel.resize(450, 520)  # the Test dock on a 1366×768 screen
    set_up_versus(panel)
    panel.dice = FixedDice([1, 2, 3, 2, 1, 5, 1, 1, 2])
    assert panel.roll()
    panel.scroll_area.verticalScrollBar().setValue(0)  # the GM scrolled up to the stakes
    panel.dice = FixedDice([6, 1, 1, 1, 1])
    assert panel.reroll(Side.PLAYER.value, RerollReason.PERSONA_POINT.value, Pool.TASK.value)
    qtbot.waitUntil(lambda: in_view(panel, panel.result.standing))
    assert "The task is ahead" in panel.result.standing.text()
    panel.scroll_area.verticalScrollBar().setValue(0)
    panel.dice = FixedDice([])
    qtbot.mouseClick(panel.result.settle_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: in_view(panel, panel.result.outcome))


def test_the_ability_tab_shows_its_form_from_the_top(qtbot: QtBot, session: Session) -> None:
    panel, _bridge = make_panel(qtbot, session)
    panel.resize(450, 520)
    bar = panel.scroll_area.verticalScrollBar()
    bar.setValue(bar.maximum())
    assert bar.value() > 0
    panel.tabs.setCurrentIndex(1)
    assert bar.value() == 0
    assert in_view(panel, panel.ability.character)


def test_the_log_of_a_dead_heat_says_the_tie_break_that_decided_it(
    qtbot: QtBot, session: Session
) -> None:
    panel, _bridge = make_panel(qtbot, session)
    set_up_stubborn_test(panel)
    panel.dice = FixedDice([6, 1, 1, 6, 1, 1])  # 6 on 3D against 6 on 3D: a dead heat
    assert panel.roll()
    panel.dice = FixedDice([1, 1, 2, 5, 1, 1])  # the tie-break: 2 against 5
    assert panel.settle()
    [record] = session.state.of(RollRecord)
    line = roll_line(record, LINES, names_of(session.state.of(Character)))
    assert "3D → 2 against 3D → 5, consequence" in line


def test_the_lifepath_fit_says_its_dice_and_fits_beside_the_lifepath(
    qtbot: QtBot, session: Session
) -> None:
    panel, _bridge = make_panel(qtbot, session)
    panel.resize(450, 520)
    roller = panel.obstacle.player
    choose(roller, "Aria Venn", "Harbour-born", 0)
    assert roller.fit.currentText() == "helpful (3D)"
    choose(roller, "Aria Venn", "Clerk of the Rolls", 0)
    assert read_character(aria(session)).lifepath("Clerk of the Rolls").rating == 4
    assert roller.fit.currentText() == "helpful (4D)"
    text_width = roller.fit.fontMetrics().horizontalAdvance(roller.fit.currentText())
    assert text_width < roller.fit.width() - 20  # the arrow's room: the words are whole
    panel.tabs.setCurrentIndex(1)
    ability = panel.ability
    ability.lifepath.setCurrentIndex(ability.lifepath.findData("Clerk of the Rolls"))
    assert ability.fit.itemText(0) == "helpful (4D)"


MARKED_CONTEXTS = {
    "HotCircleResult",
    "HotCircleTerms",
    "RollSides",
    "HotCircleSheetForm",
    "HotCircleSeverity",
    "AwardsPage",
    "EndOfSessionSteps",
    "TraitVotePage",
    "Refusals",
    "AbilityRows",
}


@pytest.fixture
def marked() -> Iterator[None]:
    """The words of MARKED_CONTEXTS marked "<…>" (new ones the German file lacks included)."""
    with ExitStack() as stack:
        for context in MARKED_CONTEXTS:
            stack.enter_context(marking(context))
        yield


@pytest.mark.usefixtures("marked")
def test_the_rerolls_and_the_lists_are_worded_through_translation(
    qtbot: QtBot, session: Session
) -> None:
    panel, _bridge = make_panel(qtbot, session)
    set_up_versus(panel)
    helps = [panel.obstacle.player.helps.item(i).text() for i in range(3)]
    assert all(text.endswith(">") for text in helps), helps  # "Soft-spoken · <trait>"
    panel.dice = FixedDice([1, 2, 3, 2, 1, 5, 1, 1, 2])
    assert panel.roll()
    button = panel.result.reroll_buttons[(Side.PLAYER, RerollReason.PERSONA_POINT, Pool.TASK)]
    assert button.text().startswith("<task> → ")
    labels = [label.text() for label in panel.result.findChildren(type(panel.result.standing))]
    assert any(text.startswith("<a persona point (") for text in labels), labels
    assert any(text.startswith("<accept ") for text in labels), labels
    panel.dice = FixedDice([6, 1, 1, 1, 1])
    panel.reroll(Side.PLAYER.value, RerollReason.PERSONA_POINT.value, Pool.TASK.value)
    assert "<persona point>: <task> 3 → 6" in panel.result.history.text()


@pytest.mark.usefixtures("german")
def test_german_dice_are_w_in_the_test_forms(qtbot: QtBot, session: Session) -> None:
    panel, _bridge = make_panel(qtbot, session)
    roller = panel.obstacle.player
    choose(roller, "Aria Venn", "Harbour-born", 1)
    assert roller.lifepath.currentText() == "Harbour-born 3W"
    difficulties = [panel.obstacle.difficulty.itemText(i) for i in range(5)]
    assert all(text.endswith(f"{i + 1}W") for i, text in enumerate(difficulties)), difficulties
    ranks = [panel.obstacle.rank.itemText(i) for i in range(1, 4)]
    assert all(text.endswith(f"+{i + 1}W") for i, text in enumerate(ranks)), ranks
    assert not any("D" in text.split()[-1] for text in difficulties + ranks)


def sheet_panel(qtbot: QtBot, session: Session) -> HotCircleSheetPanel:
    panel = HotCircleSheetPanel(SessionBridge(session))
    qtbot.addWidget(panel)
    return panel


@pytest.mark.usefixtures("marked")
def test_a_condition_on_the_sheet_is_worded_through_translation(
    qtbot: QtBot, session: Session
) -> None:
    conditions = sheet_panel(qtbot, session).form.conditions
    texts = [conditions.item(i).text() for i in range(conditions.count())]
    assert texts == ["<Tired — <minor>, hindered 0 of 1>"]  # Aria's minor condition


@pytest.mark.usefixtures("german")
def test_german_lifepath_dice_are_w_on_the_sheet(qtbot: QtBot, session: Session) -> None:
    lifepaths = sheet_panel(qtbot, session).form.lifepaths
    table = lifepaths.table
    assert [table.item(row, 2).text() for row in range(table.rowCount())] == ["3W", "3W", "4W"]
    assert lifepaths.rating.suffix() == "W"


@pytest.mark.usefixtures("marked")
def test_the_end_of_session_steps_and_goals_are_worded_through_translation(
    qtbot: QtBot, session: Session
) -> None:
    dialog = EndOfSessionDialog(SessionBridge(session))
    qtbot.addWidget(dialog)  # step 1's subtitle, and step 3's:
    said = "<Award persona points for beliefs furthered and resolved>"
    assert dialog.awards.subTitle() == said
    assert dialog.trait_vote.subTitle().startswith("<Hold a trait vote")
    labels = {label.text() for label in dialog.awards.findChildren(QLabel)}
    assert "<Goals furthered (1 each)>" in labels
    assert "<…resolved with another PC (+1)>" in labels
    spins = dialog.awards.spins[1]  # Aria: more resolved with a PC than resolved is refused
    spins["resolved_with_another_pc"].setValue(2)
    refused = "&lt;more goals resolved with another PC than goals resolved&gt;"
    assert refused in dialog.awards.totals[1].text()
    assert "(&lt;end of session&gt;)" in dialog.awards.totals[1].text()


def test_a_narrow_window_stacks_the_board_rather_than_scroll_it_sideways(
    qtbot: QtBot, tmp_path: Path
) -> None:
    window = open_window(qtbot, tmp_path, "hotcircle")  # 1366×768: side by side
    [board] = window.findChildren(SessionBoard)
    assert board.splitter.orientation() is Qt.Orientation.Horizontal
    window.resize(1024, 700)
    body = board.parentWidget().parentWidget()  # the centre's scroll area, around its viewport
    assert isinstance(body, QScrollArea)
    qtbot.waitUntil(lambda: board.splitter.orientation() is Qt.Orientation.Vertical)
    qtbot.waitUntil(lambda: body.horizontalScrollBar().maximum() == 0)
    end = board.spotlight.end_button
    right = end.mapTo(body.viewport(), QPoint(end.width(), 0)).x()
    assert right <= body.viewport().width()  # End of session is not off the side
    window.resize(1366, 768)
    qtbot.waitUntil(lambda: board.splitter.orientation() is Qt.Orientation.Horizontal)


@pytest.mark.usefixtures("marked")
def test_an_ability_tests_rows_and_alternative_are_worded_through_translation(
    qtbot: QtBot, session: Session
) -> None:
    panel, _bridge = make_panel(qtbot, session)
    form = panel.ability
    panel.tabs.setCurrentIndex(1)  # circles: Aria looks for a harbour pilot through Dock Runner
    for combo, value in ((form.ability, "circles"), (form.lifepath, "Dock Runner")):
        combo.setCurrentIndex(combo.findData(value))
    form.asset.setText("a harbour pilot")
    hostile = form.modifier_spins["hostile"]
    assert hostile.toolTip() == "<the contact is set against them>"
    hostile.setValue(1)
    assert "<Hostile> +1D" in panel.pools.text()
    panel.dice = FixedDice([1, 1, 6, 6])  # the contact is not found
    assert panel.roll()
    alternative = "<the contact comes, but hostile>"
    assert alternative in panel.result.alternative.text()
    panel.result.alternative.setChecked(True)
    panel.dice = FixedDice([])
    qtbot.mouseClick(panel.result.settle_button, Qt.MouseButton.LeftButton)
    assert alternative in panel.result.outcome.text()


def test_a_cut_to_a_new_scene_sets_the_test_up_for_its_star(qtbot: QtBot, session: Session) -> None:
    panel, bridge = make_panel(qtbot, session)
    assert panel.obstacle.player.character_id() == ARIA
    bridge.execute(CutToScene("The archive at night", (BRANN,)))
    assert panel.obstacle.player.character_id() == BRANN
    assert panel.ability.character.currentData() == BRANN
    panel.obstacle.player.character.setCurrentIndex(0)  # the GM picks someone else: kept
    bridge.execute(SetSpotlight(session.state.campaign.current_scene_id, (BRANN, ILSE)))
    assert panel.obstacle.player.character_id() == ARIA
