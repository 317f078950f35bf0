"""The Renaissance check panel driven like a GM would: modifiers, exact odds, roll, shift, undo."""

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from gmscreen.model.memory import MemoryRepository
from gmscreen.model.renaissance import demo_renaissance_records
from gmscreen.model.renaissance.luck import luck_of
from gmscreen.model.renaissance.options import campaign_options
from gmscreen.model.session import Session
from gmscreen.model.state import RollRecord
from gmscreen.rules.dice import FixedDice
from gmscreen.rules.renaissance import ContestKind
from gmscreen.rules.renaissance import PercentileMethod
from gmscreen.rules.renaissance import grade_odds
from gmscreen.ui.renaissance.check_panel import CheckPanel
from gmscreen.ui.renaissance.check_side import CheckSide
from gmscreen.ui.rfi.odds_view import percent
from gmscreen.ui.shell.undo import SessionBridge

ARYN, KATARINA, CHANDRA, GOBLIN, BEAR = 1, 2, 3, 4, 5


@pytest.fixture
def bridge() -> Iterator[SessionBridge]:
    bridge = SessionBridge(Session(MemoryRepository(demo_renaissance_records())))
    yield bridge
    bridge.detach()


@pytest.fixture
def panel(qtbot: QtBot, bridge: SessionBridge) -> CheckPanel:
    panel = CheckPanel(bridge)
    qtbot.addWidget(panel)
    panel.resize(720, 700)
    panel.show()
    return panel


def choose(side: CheckSide, character: int, skill: str) -> None:
    form = side.form
    form.select_character(character)
    form.skill.setCurrentIndex(form.skill.findData(skill))


def tick(qtbot: QtBot, side: CheckSide, key: str) -> None:
    box = side.form.modifiers.lines[key].check
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=box.rect().center())
    assert box.isChecked()


def logged(bridge: SessionBridge) -> list[RollRecord]:
    return bridge.state.of(RollRecord)


def test_a_skill_check_with_three_modifiers_from_odds_to_upgrade_and_undo(
    qtbot: QtBot, panel: CheckPanel, bridge: SessionBridge
) -> None:
    side = panel.first
    choose(side, ARYN, "Search")
    assert "Search: INT 25 + 50 ranks = <b>75</b>" in side.form.base.text()
    modifiers = side.form.modifiers
    # Two assistants (+20), a hard trail (−10), her [Tracking] specialization (+10).
    tick(qtbot, side, "assist")
    modifiers.assistants.setValue(2)
    tick(qtbot, side, "difficulty")
    modifiers.difficulty.setValue(-10)
    tick(qtbot, side, "specialization")
    assert modifiers.lines["assist"].value.text() == "+20"
    assert modifiers.lines["difficulty"].value.text() == "−10"
    assert modifiers.lines["specialization"].value.text() == "+10"
    assert modifiers.lines["passive"].value.text() == "−20"  # shown, but not ticked
    assert modifiers.total.text() == "<b>+20</b>"
    assert "TN 95</b> = 75 + 20" in side.tn.text()

    odds = grade_odds(95)
    assert side.bars.rows() == [(g.label, percent(p)) for g, p in odds.chances]
    assert side.bars.rows()[0] == ("critical success", "9.0%")  # 00, 11 … 88 (99 fails)
    assert f"Success <b>{percent(odds.success)}</b>" in side.success.text()

    panel.dice = FixedDice([27])
    qtbot.mouseClick(panel.roll_button, Qt.MouseButton.LeftButton)
    [record] = logged(bridge)
    assert record.faces == (27,)
    assert record.inputs["target"] == 95
    assert [m["value"] for m in record.inputs["modifiers"]] == [20, 10, -10]  # list order
    assert record.outcome["grade"] == "basic success"
    assert "Basic success" in side.result.grade.text()
    assert "MoS 27" in side.result.detail.text()
    assert side.result.chip.value == 27
    assert not side.result.downgrade.isEnabled()  # a basic success cannot be downgraded

    side.result.spend_luck.setChecked(True)
    qtbot.mouseClick(side.result.upgrade, Qt.MouseButton.LeftButton)
    assert "Exceptional success" in side.result.grade.text()
    assert "upgraded with a Luck Point from basic success" in side.result.detail.text()
    assert luck_of(bridge.state, ARYN) == 0
    assert not side.result.upgrade.isEnabled()  # once per check

    bridge.undo()
    assert "Basic success" in side.result.grade.text()
    assert luck_of(bridge.state, ARYN) == 1
    assert side.result.upgrade.isEnabled()
    bridge.undo()
    assert logged(bridge)[0].undone
    assert "undone" in side.result.detail.text()
    assert not side.result.upgrade.isEnabled()


def test_an_opposed_check_side_by_side_with_a_reroll_round(
    qtbot: QtBot, panel: CheckPanel, bridge: SessionBridge
) -> None:
    panel.mode.setCurrentIndex(panel.mode.findData(ContestKind.OPPOSED))
    assert panel.second.isVisible()
    choose(panel.first, CHANDRA, "Unarmed Combat")
    choose(panel.second, GOBLIN, "Fray")
    assert "TN 80</b>" in panel.first.tn.text()
    assert "TN 65</b>" in panel.second.tn.text()
    assert "Chandra (TN 80) wins <b>63.4%</b>" in panel.contest.odds.text()

    # Both fail (90 against 80, 95 against 65), then both succeed: the higher MoS wins.
    panel.dice = FixedDice([90, 95, 63, 21])
    qtbot.mouseClick(panel.roll_button, Qt.MouseButton.LeftButton)
    chandra, goblin = logged(bridge)
    assert (chandra.character_id, goblin.character_id) == (CHANDRA, GOBLIN)
    assert chandra.outcome["contest"]["result"] == "wins"
    rounds = panel.contest.rounds.text()
    assert "Round 1: Chandra 90 (basic failure), Goblin slaver 95 (exceptional failure)" in rounds
    assert "Round 2: Chandra 63 (exceptional success), Goblin slaver 21" in rounds
    assert "Chandra wins — higher MoS, 63 against 21" in panel.contest.verdict.text()
    assert panel.first.result.chip.value == 63
    assert panel.second.result.chip.value == 21

    bridge.undo()
    assert all(record.undone for record in logged(bridge))
    assert "(undone)" in panel.contest.verdict.text()


def test_a_variable_check_where_both_succeed_is_a_partial_success(
    qtbot: QtBot, panel: CheckPanel, bridge: SessionBridge
) -> None:
    panel.mode.setCurrentIndex(panel.mode.findData(ContestKind.VARIABLE))
    choose(panel.first, ARYN, "Stealth")
    choose(panel.second, BEAR, "Perception")
    assert "both partly succeed" in panel.contest.odds.text()
    panel.dice = FixedDice([51, 42])
    assert panel.roll()
    assert "Both partly succeed" in panel.contest.verdict.text()


def test_a_tn_beyond_98_is_shown_held_to_98(qtbot: QtBot, panel: CheckPanel) -> None:
    side = panel.first
    choose(side, ARYN, "Search")
    line = side.form.modifiers.add_situational("tracks in fresh snow", 40)
    assert line.value.text() == "+40"
    assert "= 115, <b style='color:#b35c00'>held to 98</b>" in side.tn.text()
    assert side.bars.rows()[-1] == ("critical failure", "1.0%")  # only the 99 fails


def test_rushing_and_taking_time_together_are_refused_and_nothing_is_rolled(
    qtbot: QtBot, panel: CheckPanel, bridge: SessionBridge
) -> None:
    side = panel.first
    choose(side, ARYN, "Survival")
    lines = side.form.modifiers.lines
    assert not lines["taking_time"].check.isEnabled()  # a standard action has no timeframe
    side.form.action.setCurrentIndex(side.form.action.findText("Task action"))
    tick(qtbot, side, "taking_time")
    tick(qtbot, side, "rushing")
    assert "both rushed and taken slowly" in side.problem.text()
    panel.dice = FixedDice([10])
    assert not panel.roll()
    assert "both rushed and taken slowly" in panel.message.text()
    assert logged(bridge) == []
    assert bridge.session.undo_name is None


def test_common_checks_and_aptitude_checks_use_the_sheets_aptitudes(
    panel: CheckPanel,
) -> None:
    form = panel.first.form
    form.select_character(KATARINA)
    form.select_check("common", "react-quickly")
    assert "TN 90</b>" in panel.first.tn.text()  # COO 30 × 3, as in the rules' example
    form.select_check("aptitude")
    form.aptitude.setCurrentIndex(form.aptitude.findText("WIL"))
    form.multiplier.setValue(2)
    assert "TN 30</b>" in panel.first.tn.text()
    form.select_check("default-aptitude")
    form.missing.setText("Climbing")
    choice = form.choice()
    assert choice.side.label == "Climbing (defaulting to WIL)"
    assert choice.target is not None
    assert choice.target.value == 15


def test_rule_options_are_changed_through_the_dialog_as_one_undo_step(
    panel: CheckPanel, bridge: SessionBridge
) -> None:
    panel.edit_options()
    dialog = panel.options_dialog
    dialog.method.setCurrentIndex(dialog.method.findData(PercentileMethod.TWO_D10))
    dialog.accept()
    assert campaign_options(bridge.state).percentile_method is PercentileMethod.TWO_D10
    choose(panel.first, ARYN, "Search")
    panel.dice = FixedDice([2, 7])  # tens 2, units 7: 27
    assert panel.roll()
    assert logged(bridge)[0].outcome["roll"] == 27
    assert logged(bridge)[0].inputs["method"] == "2d10"


def test_a_d_percent_rolled_at_the_table_is_typed_in(
    qtbot: QtBot, panel: CheckPanel, bridge: SessionBridge
) -> None:
    choose(panel.first, ARYN, "Search")
    panel.table_roll.setValue(99)
    panel.dice = FixedDice([])  # no dice are asked for
    assert panel.roll()
    [record] = logged(bridge)
    assert record.faces == ()
    assert record.outcome["grade"] == "critical failure"
    assert (
        record.summary == "Aryn — Search, TN 75: rolled at the table 99, critical failure, MoF 24"
    )
    assert panel.table_roll.value() == -1  # back to rolling dice
