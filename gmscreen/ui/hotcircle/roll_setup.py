"""A test before the roll, in words: both pools die by die, the exact odds, a linked test's
edge."""

from __future__ import annotations

import dataclasses

from gmscreen.model.hotcircle.rolls import last_settled_test
from gmscreen.model.state import CampaignState
from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.ability import AbilityTest
from gmscreen.rules.hotcircle.contest import Side
from gmscreen.rules.hotcircle.obstacle import ObstacleTest
from gmscreen.rules.hotcircle.odds import task_win_probability
from gmscreen.rules.hotcircle.pools import Edge, combine_edges
from gmscreen.rules.hotcircle.session import KindOfTest, linked_edge
from gmscreen.ui.hotcircle.roll_forms import RollChoice
from gmscreen.ui.odds_text import percent


def breakdown_text(lines: tuple[tuple[str, int], ...]) -> str:
    """ "helpful lifepath Clerk of the Rolls 4D · trait Soft-spoken +1D"."""
    parts = [f"{reason} {dice}D" for reason, dice in lines[:1]]
    parts.extend(f"{reason} +{dice}D" for reason, dice in lines[1:])
    return " · ".join(parts)


def pools_html(test: ObstacleTest | AbilityTest) -> str:
    """Both pools, where every die comes from, and the test's edge."""
    text = (
        f"<b>Task roll {test.task_dice}D</b>: {breakdown_text(test.task_breakdown)}<br>"
        f"<b>Obstacle roll {test.obstacle_dice}D</b>: {breakdown_text(test.obstacle_breakdown)}"
    )
    if test.edge is not Edge.NONE:
        text += f"<br>With {test.edge.value}"
    return text


def odds_html(test: ObstacleTest | AbilityTest) -> str:
    """The exact chance to pass on the dice alone, and with the rerolls each side holds."""
    bare = task_win_probability(test.task_dice, test.obstacle_dice, sides=test.sides)
    held = (test.rerolls_held(Side.PLAYER), test.rerolls_held(Side.OPPONENT))
    text = f"Chance to pass: <b>{percent(bare)}</b> on the dice alone"
    if any(held):
        text += (
            f"; <b>{percent(test.win_probability())}</b> with the rerolls held "
            f"(player {held[0]}, opponent {held[1]})"
        )
    return text


def with_linked_edge(choice: RollChoice, state: CampaignState) -> RollChoice:
    """Linked tests: the test gets advantage if the last one settled passed, disadvantage if
    not (the two cancel with an edge it already has); refused where the rules refuse a link."""
    if choice.test is None:
        return choice
    last = last_settled_test(state)
    if last is None:
        return dataclasses.replace(choice, test=None, problem="No test to link to.")
    kind = KindOfTest.OBSTACLE if isinstance(choice.test, ObstacleTest) else KindOfTest.ABILITY
    try:
        edge = linked_edge(last[0], kind, first_passed=last[1])
    except RulesError as error:
        return dataclasses.replace(choice, test=None, problem=str(error))
    test = dataclasses.replace(choice.test, edge=combine_edges(choice.test.edge, edge))
    return dataclasses.replace(choice, test=test)
