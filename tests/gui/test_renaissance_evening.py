"""What a GM tripped over running a Renaissance evening on a laptop, in German: the grades'
names cut short beside their bars ("Außergewöhnlicher Feh…"), and the base TN's words
("+ 50 ranks") left in English."""

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from gmscreen.model.renaissance.options import campaign_options
from gmscreen.rules.dice import FixedDice
from gmscreen.rules.renaissance import Aptitude
from gmscreen.rules.renaissance import ContestKind
from gmscreen.rules.renaissance import Grade
from gmscreen.ui.renaissance.check_form import APTITUDE
from gmscreen.ui.renaissance.check_panel import CheckPanel
from gmscreen.ui.renaissance.grade_bars import PERCENT_WIDTH
from gmscreen.ui.renaissance.grade_bars import SHORTEST_BAR
from gmscreen.ui.renaissance.initiative import InitiativePanel
from gmscreen.ui.renaissance.options_dialog import RulesOptionsDialog
from gmscreen.ui.renaissance.sheets import SheetsPanel
from gmscreen.ui.renaissance.terms import capitalised
from gmscreen.ui.renaissance.terms import grade_name
from gmscreen.ui.shell.undo import SessionBridge
from tests.gui.marking import marking
from tests.gui.test_renaissance_check import ARYN
from tests.gui.test_renaissance_check import CHANDRA
from tests.gui.test_renaissance_check import GOBLIN
from tests.gui.test_renaissance_check import KATARINA
from tests.gui.test_renaissance_check import bridge  # noqa: F401  (a fixture)
from tests.gui.test_renaissance_check import choose
from tests.gui.test_renaissance_check import panel  # noqa: F401  (a fixture)
from tests.gui.test_renaissance_initiative import select


@pytest.fixture
def laptop_panel(qtbot: QtBot, panel: CheckPanel) -> CheckPanel:  # noqa: F811
    """The check panel as wide as the centre of a 1366×768 window with its docks open."""
    panel.resize(680, 460)
    qtbot.waitUntil(lambda: panel.first.bars.width() < 300)
    return panel


@pytest.fixture
def initiative(qtbot: QtBot, bridge: SessionBridge) -> InitiativePanel:  # noqa: F811
    """The initiative dock's panel, as wide as the dock at 1366×768."""
    built = InitiativePanel(bridge)
    qtbot.addWidget(built)
    built.resize(270, 480)
    built.show()
    return built


@pytest.mark.usefixtures("german")
def test_german_grade_names_stand_whole_over_their_bars(
    qtbot: QtBot, laptop_panel: CheckPanel
) -> None:
    bars = laptop_panel.first.bars
    longest = max(bars.fontMetrics().horizontalAdvance(capitalised(grade_name(g))) for g in Grade)
    assert "Außergewöhnlicher Fehlschlag" in {capitalised(grade_name(g)) for g in Grade}
    assert longest + SHORTEST_BAR + PERCENT_WIDTH + 8 > bars.width()  # side by side: cut
    assert bars.stacked()  # so each name has its own line, whole
    assert longest <= bars.width()
    qtbot.waitUntil(lambda: bars.height() == bars.height_for(bars.width()))
    assert bars.height() > 6 * 2 * 14  # two lines a grade


def test_english_grade_names_keep_one_line_a_grade(laptop_panel: CheckPanel) -> None:
    bars = laptop_panel.first.bars
    assert not bars.stacked()
    assert bars.height() == bars.height_for(bars.width())


@pytest.fixture
def marked() -> Iterator[None]:
    """The check form's own words marked "<…>", from before the panel is built."""
    with marking("CheckForm"):
        yield


@pytest.mark.usefixtures("marked")
def test_the_base_tn_is_worded_through_translation(laptop_panel: CheckPanel) -> None:
    side = laptop_panel.first
    choose(side, ARYN, "Search")
    assert "&lt;Search: INT 25 + 50 ranks&gt; = <b>75</b>" in side.form.base.text()


@pytest.mark.usefixtures("german")
def test_an_aptitude_check_names_its_aptitude_in_german(laptop_panel: CheckPanel) -> None:
    form = laptop_panel.first.form
    form.select_character(ARYN)
    form.check.setCurrentIndex(form.check.findData(APTITUDE))
    form.aptitude.setCurrentIndex(form.aptitude.findData(Aptitude.COG))
    form.multiplier.setValue(2)
    assert form.base.text() == "KOG × 2 = <b>30</b>"  # Aryn's COG is 15


def test_ordering_a_tie_at_the_top_gives_the_turn_to_who_now_goes_first(
    qtbot: QtBot, initiative: InitiativePanel
) -> None:
    initiative.dice = FixedDice([4, 2, 8, 8, 2])  # Chandra and the goblin tie at 12, first
    qtbot.mouseClick(initiative.roll_button, Qt.MouseButton.LeftButton)
    assert initiative.turn_label.text() == "Chandra's turn"
    select(initiative, GOBLIN)
    qtbot.mouseClick(initiative.up_button, Qt.MouseButton.LeftButton)
    assert initiative.turn_label.text() == "Goblin slaver's turn"
    assert initiative.order.item(0).text().startswith("▶ 1. Goblin slaver")


@pytest.mark.usefixtures("german")
def test_the_turn_order_buttons_fit_the_initiative_dock_in_german(
    qtbot: QtBot, initiative: InitiativePanel
) -> None:
    initiative.dice = FixedDice([4, 2, 8, 8, 2])
    qtbot.mouseClick(initiative.roll_button, Qt.MouseButton.LeftButton)
    buttons = [b for b in initiative.order_controls if b.isVisibleTo(initiative)]
    assert len(buttons) == 6
    assert initiative.minimumSizeHint().width() <= 270  # the dock's width at 1366×768
    for button in buttons:
        right = button.mapTo(initiative, QPoint(button.width(), 0)).x()
        assert right <= initiative.width()
        assert button.fontMetrics().horizontalAdvance(button.text()) < button.width()


def test_a_narrow_centre_puts_the_odds_below_the_form_and_scrolls_the_rest_sideways(
    qtbot: QtBot,
    panel: CheckPanel,  # noqa: F811
) -> None:
    side = panel.first
    qtbot.waitUntil(lambda: side.side_by_side)  # 720 px: the odds beside the form
    panel.resize(340, 600)  # the centre at 1024×700 with the docks open
    qtbot.waitUntil(lambda: not side.side_by_side)
    viewport = panel.scroll_area.viewport()
    left = side.outcome.mapTo(viewport, QPoint(0, 0)).x()
    assert left >= 0
    assert left + side.bars.minimumSizeHint().width() <= viewport.width()
    assert side.outcome.mapTo(side, QPoint(0, 0)).y() > side.form.mapTo(side, QPoint(0, 0)).y()
    # The form cannot wrap below its least width: its right edge is at most a scroll away.
    form = side.form
    right = form.mapTo(viewport, QPoint(form.width(), 0)).x()
    assert right <= viewport.width() + panel.scroll_area.horizontalScrollBar().maximum()
    panel.resize(720, 600)
    qtbot.waitUntil(lambda: side.side_by_side)


@pytest.mark.usefixtures("german")
def test_a_contests_rounds_name_the_grades_in_german(
    qtbot: QtBot,
    panel: CheckPanel,  # noqa: F811
) -> None:
    panel.mode.setCurrentIndex(panel.mode.findData(ContestKind.OPPOSED))
    choose(panel.first, CHANDRA, "Unarmed Combat")
    choose(panel.second, GOBLIN, "Fray")
    panel.dice = FixedDice([90, 95, 63, 21])  # both fail, then both succeed
    qtbot.mouseClick(panel.roll_button, Qt.MouseButton.LeftButton)
    rounds = panel.contest.rounds.text()
    assert "Chandra 90 (einfacher Fehlschlag)" in rounds
    assert "Goblin slaver 95 (außergewöhnlicher Fehlschlag)" in rounds
    assert "failure" not in rounds


@pytest.mark.usefixtures("german")
def test_at_a_laptops_full_width_the_result_stays_beside_the_form_after_a_luck_upgrade(
    qtbot: QtBot, laptop_panel: CheckPanel
) -> None:
    side = laptop_panel.first
    side.form.select_character(KATARINA)
    laptop_panel.dice = FixedDice([7])  # a basic success on her Persuasion 65
    assert laptop_panel.roll()
    assert side.side_by_side
    qtbot.mouseClick(side.result.spend_luck, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(side.result.upgrade, Qt.MouseButton.LeftButton)
    assert "Glückspunkt" in side.result.detail.text()
    qtbot.wait(50)  # a scroll bar may come: the arrangement must not flip with it
    assert side.side_by_side


@pytest.mark.usefixtures("german")
def test_wrapped_german_words_show_every_line(qtbot: QtBot, laptop_panel: CheckPanel) -> None:
    """The difficulty's word beside its box, and a two-line grade over the result's detail."""
    side = laptop_panel.first
    side.form.select_character(KATARINA)
    modifiers = side.form.modifiers
    word = modifiers.difficulty_name
    for value in range(-30, 31, 10):
        modifiers.difficulty.setValue(value)
        qtbot.waitUntil(lambda: word.height() >= word.heightForWidth(word.width()))
    laptop_panel.dice = FixedDice([40])  # an exceptional success: "Außergewöhnlicher Erfolg"
    assert laptop_panel.roll()
    grade, detail = side.result.grade, side.result.detail
    qtbot.waitUntil(lambda: grade.height() >= grade.heightForWidth(grade.width()))
    assert grade.geometry().bottom() < detail.geometry().top()


def test_the_d_percent_methods_are_worded_through_translation(bridge: SessionBridge) -> None:  # noqa: F811
    with marking("RulesOptionsDialog"):
        dialog = RulesOptionsDialog(campaign_options(bridge.state))
        texts = [dialog.method.itemText(i) for i in range(dialog.method.count())]
        dialog.deleteLater()
    assert texts == ["<1d100>", "<2d10, the tens die first>"]


def test_the_next_turn_sets_the_check_up_for_whoever_acts(
    qtbot: QtBot,
    panel: CheckPanel,  # noqa: F811
    initiative: InitiativePanel,
) -> None:
    initiative.dice = FixedDice([4, 9, 8, 2, 2])  # Katarina 15, Chandra 12, Aryn 9, …
    qtbot.mouseClick(initiative.roll_button, Qt.MouseButton.LeftButton)
    assert panel.first.form.character.currentData() == KATARINA
    panel.first.form.select_character(ARYN)  # the GM rolls for someone else meanwhile
    initiative.order.setCurrentRow(2)  # a click in the order is no new turn: kept
    assert panel.first.form.character.currentData() == ARYN
    qtbot.mouseClick(initiative.next_button, Qt.MouseButton.LeftButton)
    assert panel.first.form.character.currentData() == CHANDRA


@pytest.mark.usefixtures("german")
def test_the_characters_dock_may_be_narrowed_in_german(
    qtbot: QtBot,
    bridge: SessionBridge,  # noqa: F811
) -> None:
    sheets = SheetsPanel(bridge)
    qtbot.addWidget(sheets)
    # Add…, Remove and the session break side by side held it 362 px wide in German.
    assert sheets.minimumSizeHint().width() <= 300
    assert sheets.session_button.text() == "Sitzungspause: +Glück"
