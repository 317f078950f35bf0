"""A test before the roll, in words: both pools die by die, the exact odds, a linked test's
edge."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QCoreApplication

from gmscreen.model.hotcircle.rolls import last_settled_test
from gmscreen.model.state import CampaignState
from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.ability import AbilityTest
from gmscreen.rules.hotcircle.contest import Side
from gmscreen.rules.hotcircle.obstacle import ObstacleTest
from gmscreen.rules.hotcircle.odds import task_win_probability
from gmscreen.rules.hotcircle.pools import Edge
from gmscreen.rules.hotcircle.pools import combine_edges
from gmscreen.rules.hotcircle.session import KindOfTest
from gmscreen.rules.hotcircle.session import linked_edge
from gmscreen.ui.hotcircle.breakdown_words import plus_dice
from gmscreen.ui.hotcircle.breakdown_words import rated
from gmscreen.ui.hotcircle.breakdown_words import reason_text
from gmscreen.ui.hotcircle.roll_forms import RollChoice
from gmscreen.ui.odds_text import percent
from gmscreen.ui.panels.roll_lines import fill
from gmscreen.ui.refusals import refusal_text
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")
CONTEXT = "RollSetup"
EDGES = {
    Edge.ADVANTAGE: QT_TRANSLATE_NOOP("RollSetup", "With advantage"),
    Edge.DISADVANTAGE: QT_TRANSLATE_NOOP("RollSetup", "With disadvantage"),
}


def breakdown_text(lines: tuple[tuple[str, int], ...]) -> str:
    """ "helpful lifepath Clerk of the Rolls 4D · trait Soft-spoken +1D", in the GM's language
    (a die is "D" in English, "W" in German)."""
    parts = [rated(reason_text(reason), dice) for reason, dice in lines[:1]]
    parts.extend(plus_dice(reason_text(reason), dice) for reason, dice in lines[1:])
    return " · ".join(parts)


def pool_sizes(test: ObstacleTest | AbilityTest) -> tuple[str, str]:
    """ "Task roll 4D", "Obstacle roll 3D": how many dice each side rolls."""
    task = fill(translate("RollSetup", "Task roll %1D"), test.task_dice)
    obstacle = fill(translate("RollSetup", "Obstacle roll %1D"), test.obstacle_dice)
    return task, obstacle


def pools_html(test: ObstacleTest | AbilityTest) -> str:
    """Both pools, where every die comes from, and the test's edge."""
    task, obstacle = pool_sizes(test)
    text = (
        f"<b>{task}</b>: {breakdown_text(test.task_breakdown)}<br>"
        f"<b>{obstacle}</b>: {breakdown_text(test.obstacle_breakdown)}"
    )
    if test.edge in EDGES:
        text += f"<br>{translate(CONTEXT, EDGES[test.edge])}"
    return text


def odds_html(test: ObstacleTest | AbilityTest) -> str:
    """The exact chance to pass on the dice alone, and with the rerolls each side holds; then
    both pools' sizes."""
    bare = task_win_probability(test.task_dice, test.obstacle_dice, sides=test.sides)
    held = (test.rerolls_held(Side.PLAYER), test.rerolls_held(Side.OPPONENT))
    template = translate("RollSetup", "Chance to pass: <b>%1</b> on the dice alone")
    text = fill(template, percent(bare))
    if any(held):
        template = translate(
            "RollSetup", "; <b>%1</b> with the rerolls held (player %2, opponent %3)"
        )
        text += fill(template, percent(test.win_probability()), held[0], held[1])
    # The pools' sizes (a versus test's opponent sets the obstacle's) beside the odds, in
    # view with Roll while the sides' forms scroll.
    return text + "<br>" + " · ".join(pool_sizes(test))


def with_linked_edge(choice: RollChoice, state: CampaignState) -> RollChoice:
    """Linked tests: the test gets advantage if the last one settled passed, disadvantage if
    not (the two cancel with an edge it already has); refused where the rules refuse a link."""
    if choice.test is None:
        return choice
    last = last_settled_test(state)
    if last is None:
        return dataclasses.replace(
            choice, test=None, problem=translate("RollSetup", "No test to link to.")
        )
    kind = KindOfTest.OBSTACLE if isinstance(choice.test, ObstacleTest) else KindOfTest.ABILITY
    try:
        edge = linked_edge(last[0], kind, first_passed=last[1])
    except RulesError as error:
        return dataclasses.replace(choice, test=None, problem=refusal_text(error))
    test = dataclasses.replace(choice.test, edge=combine_edges(choice.test.edge, edge))
    return dataclasses.replace(choice, test=test)
