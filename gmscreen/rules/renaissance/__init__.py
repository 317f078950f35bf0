"""Renaissance (d100): D% checks, grades, modifiers, contests, task time, initiative and luck."""

from gmscreen.rules.renaissance.actions import ActionType
from gmscreen.rules.renaissance.check import CheckResult
from gmscreen.rules.renaissance.check import SimpleCheckResult
from gmscreen.rules.renaissance.check import TargetNumber
from gmscreen.rules.renaissance.check import resolve_check
from gmscreen.rules.renaissance.check import resolve_simple_check
from gmscreen.rules.renaissance.check import roll_check
from gmscreen.rules.renaissance.check import roll_simple_check
from gmscreen.rules.renaissance.checks_table import COMMON_CHECKS
from gmscreen.rules.renaissance.checks_table import Aptitude
from gmscreen.rules.renaissance.checks_table import AptitudeFormula
from gmscreen.rules.renaissance.checks_table import AptitudeTerm
from gmscreen.rules.renaissance.checks_table import CommonCheck
from gmscreen.rules.renaissance.checks_table import DefaultingOptions
from gmscreen.rules.renaissance.checks_table import common_check
from gmscreen.rules.renaissance.checks_table import default_to_aptitude
from gmscreen.rules.renaissance.checks_table import default_to_skill
from gmscreen.rules.renaissance.checks_table import skill_target
from gmscreen.rules.renaissance.contests import Contest
from gmscreen.rules.renaissance.contests import ContestKind
from gmscreen.rules.renaissance.contests import ContestOptions
from gmscreen.rules.renaissance.contests import ContestOutcome
from gmscreen.rules.renaissance.contests import ContestRound
from gmscreen.rules.renaissance.contests import OrderedCheck
from gmscreen.rules.renaissance.contests import SecondRollsWhen
from gmscreen.rules.renaissance.contests import judge_contest
from gmscreen.rules.renaissance.contests import judge_round
from gmscreen.rules.renaissance.contests import roll_contest
from gmscreen.rules.renaissance.contests import roll_ordered
from gmscreen.rules.renaissance.grades import Grade
from gmscreen.rules.renaissance.grades import GradeOptions
from gmscreen.rules.renaissance.grades import GradeShift
from gmscreen.rules.renaissance.grades import clamp_target
from gmscreen.rules.renaissance.grades import grade_of_roll
from gmscreen.rules.renaissance.grades import is_double
from gmscreen.rules.renaissance.grades import shifted_grade
from gmscreen.rules.renaissance.luck import LuckOptions
from gmscreen.rules.renaissance.luck import luck_after_session_break
from gmscreen.rules.renaissance.luck import luck_after_spending
from gmscreen.rules.renaissance.modifiers import Modifier
from gmscreen.rules.renaissance.modifiers import ModifierKind
from gmscreen.rules.renaissance.modifiers import Modifiers
from gmscreen.rules.renaissance.odds import ContestOdds
from gmscreen.rules.renaissance.odds import GradeOdds
from gmscreen.rules.renaissance.odds import contest_odds
from gmscreen.rules.renaissance.odds import grade_odds
from gmscreen.rules.renaissance.percentile import PercentileMethod
from gmscreen.rules.renaissance.percentile import PercentileRoll
from gmscreen.rules.renaissance.percentile import entered_percentile
from gmscreen.rules.renaissance.percentile import roll_percentile
from gmscreen.rules.renaissance.timeframes import PlannedTask
from gmscreen.rules.renaissance.timeframes import TaskOutcome
from gmscreen.rules.renaissance.timeframes import Timeframe
from gmscreen.rules.renaissance.timeframes import TimeOptions
from gmscreen.rules.renaissance.timeframes import plan_task
from gmscreen.rules.renaissance.timeframes import task_outcome
from gmscreen.rules.renaissance.turn_order import InitiativeOptions
from gmscreen.rules.renaissance.turn_order import InitiativeOrder
from gmscreen.rules.renaissance.turn_order import InitiativeRoll
from gmscreen.rules.renaissance.turn_order import order_initiative
from gmscreen.rules.renaissance.turn_order import roll_initiative

__all__ = [
    "COMMON_CHECKS",
    "ActionType",
    "Aptitude",
    "AptitudeFormula",
    "AptitudeTerm",
    "CheckResult",
    "CommonCheck",
    "Contest",
    "ContestKind",
    "ContestOdds",
    "ContestOptions",
    "ContestOutcome",
    "ContestRound",
    "DefaultingOptions",
    "Grade",
    "GradeOdds",
    "GradeOptions",
    "GradeShift",
    "InitiativeOptions",
    "InitiativeOrder",
    "InitiativeRoll",
    "LuckOptions",
    "Modifier",
    "ModifierKind",
    "Modifiers",
    "OrderedCheck",
    "PercentileMethod",
    "PercentileRoll",
    "PlannedTask",
    "SecondRollsWhen",
    "SimpleCheckResult",
    "TargetNumber",
    "TaskOutcome",
    "TimeOptions",
    "Timeframe",
    "clamp_target",
    "common_check",
    "contest_odds",
    "default_to_aptitude",
    "default_to_skill",
    "entered_percentile",
    "grade_odds",
    "grade_of_roll",
    "is_double",
    "judge_contest",
    "judge_round",
    "luck_after_session_break",
    "luck_after_spending",
    "order_initiative",
    "plan_task",
    "resolve_check",
    "resolve_simple_check",
    "roll_check",
    "roll_contest",
    "roll_initiative",
    "roll_ordered",
    "roll_percentile",
    "roll_simple_check",
    "shifted_grade",
    "skill_target",
    "task_outcome",
]
