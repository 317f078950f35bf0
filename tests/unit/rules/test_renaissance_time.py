"""Renaissance task actions and jobs, initiative order and Luck Points."""

import pytest

from gmscreen.rules.dice import FixedDice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.renaissance import ActionType
from gmscreen.rules.renaissance import Grade
from gmscreen.rules.renaissance import InitiativeOptions
from gmscreen.rules.renaissance import InitiativeRoll
from gmscreen.rules.renaissance import LuckOptions
from gmscreen.rules.renaissance import Timeframe
from gmscreen.rules.renaissance import TimeOptions
from gmscreen.rules.renaissance import luck_after_session_break
from gmscreen.rules.renaissance import luck_after_spending
from gmscreen.rules.renaissance import order_initiative
from gmscreen.rules.renaissance import plan_task
from gmscreen.rules.renaissance import roll_initiative
from gmscreen.rules.renaissance import task_outcome

TASK, JOB = ActionType.TASK, ActionType.JOB
HOUR = Timeframe.of_hours(1)


def test_a_shift_is_eight_hours_unless_the_gm_says_otherwise() -> None:
    assert Timeframe.of_shifts(3).minutes == 24 * 60
    assert Timeframe.of_shifts(1, options=TimeOptions(shift_hours=10)).minutes == 600
    assert Timeframe(1_860).describe(shift_hours=8) == "3 shifts 7 h"
    assert Timeframe(90).describe() == "1 h 30 min"
    assert Timeframe(0).describe() == "0 min"


def test_taking_time_stretches_the_timeframe_and_adds_its_bonus() -> None:
    plan = plan_task(TASK, HOUR, extra_percent=100)
    assert plan.planned.minutes == 120
    assert plan.modifier is not None
    assert plan.modifier.value == 20


def test_rushing_cuts_the_timeframe_and_costs_its_penalty() -> None:
    plan = plan_task(JOB, Timeframe.of_shifts(4), cut_percent=50)
    assert plan.planned == Timeframe.of_shifts(2)
    assert plan.modifier is not None
    assert plan.modifier.value == -20
    assert plan.rushed


def test_a_task_is_not_both_rushed_and_slowed() -> None:
    with pytest.raises(RulesError, match="both rushed and taken slowly"):
        plan_task(TASK, HOUR, extra_percent=50, cut_percent=25)


def test_only_tasks_and_jobs_have_a_timeframe() -> None:
    with pytest.raises(RulesError, match="only task actions and jobs"):
        plan_task(ActionType.STANDARD, HOUR)


@pytest.mark.parametrize(
    ("grade", "minutes", "completed"),
    [
        (Grade.BASIC_SUCCESS, 60, True),
        (Grade.EXCEPTIONAL_SUCCESS, 30, True),
        (Grade.CRITICAL_SUCCESS, 30, True),
        (Grade.BASIC_FAILURE, 15, False),
        (Grade.EXCEPTIONAL_FAILURE, 30, False),
        (Grade.CRITICAL_FAILURE, 30, False),
    ],
)
def test_time_spent_by_grade(grade: Grade, minutes: int, completed: bool) -> None:
    outcome = task_outcome(plan_task(TASK, HOUR), grade)
    assert (outcome.time_spent.minutes, outcome.completed) == (minutes, completed)


def test_a_rushed_exceptional_success_is_not_halved() -> None:
    plan = plan_task(TASK, HOUR, cut_percent=25)
    assert task_outcome(plan, Grade.EXCEPTIONAL_SUCCESS).time_spent.minutes == 45


def test_a_slow_exceptional_success_halves_the_stretched_time() -> None:
    plan = plan_task(TASK, HOUR, extra_percent=50)
    assert task_outcome(plan, Grade.EXCEPTIONAL_SUCCESS).time_spent.minutes == 45


def test_a_failed_job_shows_after_a_quarter_of_its_shifts() -> None:
    outcome = task_outcome(plan_task(JOB, Timeframe.of_shifts(3)), Grade.BASIC_FAILURE)
    assert outcome.time_spent.describe(shift_hours=8) == "6 h"


def test_shares_of_time_round_down() -> None:
    outcome = task_outcome(plan_task(TASK, Timeframe(10)), Grade.BASIC_FAILURE)
    assert outcome.time_spent.minutes == 2


def test_the_gm_may_switch_off_the_halving_rule() -> None:
    options = TimeOptions(halve_on_exceptional_success=False, halve_on_critical_success=False)
    plan = plan_task(TASK, HOUR)
    assert task_outcome(plan, Grade.EXCEPTIONAL_SUCCESS, options=options).time_spent == HOUR
    assert task_outcome(plan, Grade.CRITICAL_SUCCESS, options=options).time_spent == HOUR


def test_initiative_is_d10_plus_modifier_highest_first() -> None:
    order = roll_initiative(FixedDice([7, 3, 9]), [("Aryn", 2), ("Fire", 8), ("Goblin", 0)])
    assert order.names == ("Fire", "Aryn", "Goblin")
    assert [(roll.face, roll.total) for roll in order.turns] == [(3, 11), (7, 9), (9, 9)]
    assert order.unbroken_ties == ()  # Aryn's higher modifier breaks the tie


def test_tied_initiative_goes_to_the_higher_modifier() -> None:
    order = roll_initiative(FixedDice([8, 5]), [("A", 2), ("B", 5)])
    assert order.names == ("B", "A")
    assert order.unbroken_ties == ()


def test_ties_the_modifier_cannot_break_go_to_the_gm() -> None:
    rolls = [InitiativeRoll("A", 3, 6), InitiativeRoll("B", 3, 6), InitiativeRoll("C", 0, 2)]
    undecided = order_initiative(rolls)
    assert undecided.names == ("A", "B", "C")
    assert undecided.unbroken_ties == (("A", "B"),)
    decided = order_initiative(rolls, gm_order=["B"])
    assert decided.names == ("B", "A", "C")
    assert decided.unbroken_ties == ()


def test_a_three_way_tie_needs_two_names_from_the_gm() -> None:
    rolls = [InitiativeRoll(name, 1, 5) for name in "XYZ"]
    assert order_initiative(rolls, gm_order=["Z"]).unbroken_ties == (("Z", "X", "Y"),)
    settled = order_initiative(rolls, gm_order=["Z", "X"])
    assert (settled.names, settled.unbroken_ties) == (("Z", "X", "Y"), ())


def test_without_the_modifier_custom_every_tie_is_the_gms() -> None:
    rolls = [InitiativeRoll("A", 2, 8), InitiativeRoll("B", 5, 5)]
    order = order_initiative(rolls, options=InitiativeOptions(higher_modifier_first=False))
    assert order.names == ("A", "B")
    assert order.unbroken_ties == (("A", "B"),)


def test_bad_initiative_inputs_are_refused() -> None:
    with pytest.raises(RulesError, match="once"):
        order_initiative([InitiativeRoll("A", 0, 5), InitiativeRoll("A", 1, 5)])
    with pytest.raises(RulesError, match="not Q"):
        order_initiative([InitiativeRoll("A", 0, 5)], gm_order=["Q"])
    with pytest.raises(RulesError, match="1–10"):
        InitiativeRoll("A", 0, 0)


def test_each_session_break_brings_a_luck_point() -> None:
    assert luck_after_session_break(0) == 1
    assert luck_after_session_break(2) == 3
    capped = LuckOptions(maximum=3)
    assert luck_after_session_break(3, options=capped) == 3
    assert luck_after_session_break(5, options=capped) == 5  # a cap never takes points away


def test_luck_points_are_spent_down_to_zero_and_no_further() -> None:
    assert luck_after_spending(2) == 1
    with pytest.raises(RulesError, match="only 0 Luck Points"):
        luck_after_spending(0)
