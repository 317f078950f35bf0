"""RFI: Freelancers tasks with exact dice: scoring, difficulty, cost, voluntary failure."""

from typing import Any

import pytest

from gmscreen.rules.dice import FixedDice
from gmscreen.rules.errors import DiceError
from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.assistance import Assistant
from gmscreen.rules.rfi.pools import Pools
from gmscreen.rules.rfi.resolution import DieSource
from gmscreen.rules.rfi.resolution import TaskOutcome
from gmscreen.rules.rfi.resolution import fail_task_voluntarily
from gmscreen.rules.rfi.resolution import offer_success_at_cost
from gmscreen.rules.rfi.resolution import replay_voluntary_failure
from gmscreen.rules.rfi.resolution import resolve_task
from gmscreen.rules.rfi.resolution import resolve_task_from_faces
from gmscreen.rules.rfi.task import Task


def test_each_die_at_or_under_the_target_number_scores_one_success() -> None:
    task = Task(attribute=8, skill=2, difficulty=2)  # TN 10
    result = resolve_task_from_faces(task, (10, 11))
    assert task.target_number == 10
    assert [die.successes for die in result.dice] == [1, 0]
    assert result.successes == 1
    assert not result.passed
    assert result.outcome is TaskOutcome.FAILED


def test_target_number_17_succeeds_on_17_and_not_on_18() -> None:
    result = resolve_task_from_faces(Task(attribute=12, skill=5), (17, 18))
    assert [die.successes for die in result.dice] == [1, 0]
    assert [die.critical for die in result.dice] == [False, False]


def test_a_rolled_1_is_a_critical_success_worth_two() -> None:
    result = resolve_task_from_faces(Task(attribute=9, skill=3, difficulty=2), (1, 15))
    assert result.dice[0].critical
    assert result.dice[0].successes == 2
    assert result.passed
    assert result.momentum == 0


def test_without_a_specialty_a_face_under_the_skill_is_an_ordinary_success() -> None:
    result = resolve_task_from_faces(Task(attribute=9, skill=4), (2, 4))
    assert [die.successes for die in result.dice] == [1, 1]
    assert not any(die.critical for die in result.dice)


def test_a_specialty_makes_faces_up_to_the_skill_critical() -> None:
    task = Task(attribute=9, skill=3, has_specialty=True, difficulty=3)
    result = resolve_task_from_faces(task, (3, 4))
    assert [(die.successes, die.critical) for die in result.dice] == [(2, True), (1, False)]
    assert result.successes == 3
    assert result.passed


def test_a_1_with_a_specialty_still_scores_two_not_more() -> None:
    task = Task(attribute=9, skill=3, has_specialty=True, difficulty=4)
    result = resolve_task_from_faces(task, (1, 2))
    assert [die.successes for die in result.dice] == [2, 2]
    assert result.successes == 4


def test_skill_1_with_a_specialty_only_a_1_is_critical() -> None:
    task = Task(attribute=9, skill=1, has_specialty=True)
    result = resolve_task_from_faces(task, (1, 2))
    assert [(die.successes, die.critical) for die in result.dice] == [(2, True), (1, False)]


def test_complication_range_1_only_a_20_causes_a_complication() -> None:
    result = resolve_task_from_faces(Task(attribute=12, skill=5), (19, 20))
    assert [die.complication for die in result.dice] == [False, True]
    assert result.complications == 1


def test_complication_range_5_covers_16_to_20() -> None:
    task = Task(attribute=12, skill=5, complication_range=5, bought_dice=3, difficulty=1)
    result = resolve_task_from_faces(task, (15, 16, 17, 18, 20))
    assert [die.complication for die in result.dice] == [False, True, True, True, True]
    assert result.complications == 4


def test_a_die_can_succeed_and_cause_a_complication() -> None:
    task = Task(attribute=12, skill=5, complication_range=3)  # TN 17, complications 18-20
    result = resolve_task_from_faces(task, (18, 17))
    assert result.dice[0].complication
    assert not result.dice[0].successes
    task = Task(attribute=12, skill=5, complication_range=4)  # complications 17-20
    result = resolve_task_from_faces(task, (17, 20))
    assert (result.dice[0].successes, result.dice[0].complication) == (1, True)
    assert result.passed
    assert result.complications == 2


def test_passing_turns_extra_successes_into_momentum() -> None:
    task = Task(attribute=10, skill=3, difficulty=2, bought_dice=1)
    result = resolve_task_from_faces(task, (1, 5, 13))
    assert result.successes == 4
    assert result.passed
    assert result.momentum == 2
    assert result.outcome is TaskOutcome.PASSED


def test_a_failed_task_earns_no_momentum() -> None:
    result = resolve_task_from_faces(Task(attribute=10, skill=3, difficulty=3), (1, 14))
    assert result.successes == 2
    assert not result.passed
    assert result.momentum == 0


def test_difficulties_above_5_are_allowed() -> None:
    task = Task(attribute=12, skill=5, has_specialty=True, difficulty=7, bought_dice=3)
    result = resolve_task_from_faces(task, (1, 2, 3, 4, 20))
    assert result.successes == 8
    assert result.momentum == 1


def test_difficulty_0_is_an_automatic_success_without_a_roll() -> None:
    dice = FixedDice([20, 20])
    result = resolve_task(Task(attribute=8, skill=1, difficulty=0), dice)
    assert dice.remaining == 2
    assert not result.rolled
    assert result.dice == ()
    assert result.passed
    assert (result.successes, result.momentum, result.complications) == (0, 0, 0)
    assert result.outcome is TaskOutcome.AUTOMATIC_SUCCESS


def test_difficulty_0_rolled_makes_every_success_momentum_and_risks_complications() -> None:
    task = Task(attribute=8, skill=1, difficulty=0, roll_at_difficulty_zero=True)
    result = resolve_task(task, FixedDice([1, 20]))
    assert result.rolled
    assert result.momentum == 2
    assert result.complications == 1
    assert result.outcome is TaskOutcome.PASSED


def test_the_pool_lists_base_bonus_and_bought_dice_in_order_up_to_5d20() -> None:
    task = Task(attribute=9, skill=2, bonus_dice=1, bought_dice=2, difficulty=5)
    result = resolve_task(task, FixedDice([1, 2, 3, 4, 5]))
    assert task.leader_dice == 5
    assert [die.source for die in result.dice] == [
        DieSource.LEADER,
        DieSource.LEADER,
        DieSource.BONUS,
        DieSource.BOUGHT,
        DieSource.BOUGHT,
    ]
    assert result.successes == 6


def test_a_sixth_die_is_refused() -> None:
    with pytest.raises(RulesError, match="never rolls more than 5d20") as refused:
        Task(attribute=9, skill=2, bonus_dice=1, bought_dice=3)
    assert refused.value.rule == "dice pool"


@pytest.mark.parametrize(
    ("options", "rule", "message"),
    [
        ({"attribute": 13}, "target number: attribute", "attribute must be 7–12, not 13"),
        ({"attribute": 6}, "target number: attribute", "not 6"),
        ({"skill": 0}, "target number: skill", "skill must be 1–5, not 0"),
        ({"skill": 6}, "target number: skill", "not 6"),
        ({"complication_range": 6}, "complication range", "1–5, not 6"),
        ({"complication_range": 0}, "complication range", "1–5, not 0"),
        ({"difficulty": -1}, "difficulty", "0 or more, not -1"),
        ({"bought_dice": 4}, "buying d20s", "0–3 extra d20s, not 4"),
        ({"bought_dice": -1}, "buying d20s", "not -1"),
        ({"bonus_dice": -1}, "dice pool", "cannot be negative"),
        ({"bonus_dice": 4}, "dice pool", "= 6"),
        ({"cost_complications": 0}, "success at cost", "at least 1 complication"),
    ],
)
def test_a_task_the_rules_refuse_names_the_rule(
    options: dict[str, Any], rule: str, message: str
) -> None:
    fields: dict[str, Any] = {"attribute": 9, "skill": 2} | options
    with pytest.raises(RulesError, match=message) as refused:
        Task(**fields)
    assert refused.value.rule == rule


def test_success_at_cost_turns_a_failure_into_a_success_with_a_complication() -> None:
    task = Task(attribute=8, skill=2, difficulty=2, success_at_cost=True)
    result = resolve_task_from_faces(task, (5, 20))
    assert not result.passed
    assert result.succeeded
    assert result.outcome is TaskOutcome.SUCCEEDED_AT_COST
    assert (result.dice_complications, result.cost_complications) == (1, 1)
    assert result.complications == 2
    assert result.momentum == 0


def test_success_at_cost_may_cost_more_complications_at_the_gms_word() -> None:
    task = Task(attribute=8, skill=2, difficulty=3, success_at_cost=True, cost_complications=2)
    result = resolve_task_from_faces(task, (5, 12))
    assert result.complications == 2
    assert result.succeeded_at_cost


def test_success_at_cost_does_not_touch_a_passed_task() -> None:
    task = Task(attribute=8, skill=2, difficulty=1, success_at_cost=True)
    result = resolve_task_from_faces(task, (5, 1))
    assert result.outcome is TaskOutcome.PASSED
    assert result.momentum == 2
    assert result.complications == 0


def test_success_at_cost_can_be_offered_after_the_roll_on_the_same_faces() -> None:
    failed = resolve_task_from_faces(Task(attribute=8, skill=2, difficulty=2), (5, 15))
    rescued = offer_success_at_cost(failed, complications=2)
    assert rescued.faces == failed.faces
    assert rescued.outcome is TaskOutcome.SUCCEEDED_AT_COST
    assert rescued.complications == 2


def test_voluntary_failure_rolls_nothing_and_trades_threat_for_fortune() -> None:
    # Core rules, voluntary failure: no dice, no complications, +1 threat, +1 fortune.
    failure = fail_task_voluntarily(
        Task(attribute=8, skill=2, difficulty=2), Pools.create(threat=2, fortune={"ana": 1}), "ana"
    )
    result = failure.result
    assert (failure.pools.threat, failure.pools.fortune_of("ana")) == (3, 2)
    assert result.outcome is TaskOutcome.VOLUNTARY_FAILURE
    assert not result.rolled
    assert not result.passed
    assert not result.succeeded
    assert (result.threat_gained, result.fortune_gained) == (1, 1)
    assert (result.complications, result.momentum) == (0, 0)


@pytest.mark.parametrize(
    "task",
    [
        Task(attribute=8, skill=2, difficulty=0),
        Task(attribute=8, skill=2, difficulty=0, roll_at_difficulty_zero=True),
        Task(attribute=8, skill=2, difficulty=2, success_at_cost=True),
    ],
)
def test_voluntary_failure_is_refused_at_difficulty_0_and_with_success_at_cost(
    task: Task,
) -> None:
    pools = Pools.create(threat=2, fortune={"ana": 1})
    with pytest.raises(RulesError) as refused:
        fail_task_voluntarily(task, pools, "ana")
    assert refused.value.rule == "voluntary failure"


def test_a_voluntary_failure_cannot_then_succeed_at_cost() -> None:
    failed = replay_voluntary_failure(Task(attribute=8, skill=2, difficulty=2))
    with pytest.raises(RulesError, match="voluntarily failed"):
        offer_success_at_cost(failed)


def test_a_result_replays_exactly_from_its_task_and_faces() -> None:
    task = Task(
        attribute=10,
        skill=3,
        has_specialty=True,
        difficulty=3,
        bought_dice=1,
        assistants=(Assistant(attribute=9, skill=2),),
    )
    result = resolve_task(task, FixedDice([2, 19, 20, 11]))
    assert result.faces == (2, 19, 20, 11)
    assert resolve_task_from_faces(result.task, result.faces) == result


def test_replaying_with_the_wrong_number_of_faces_is_refused() -> None:
    with pytest.raises(DiceError, match="rolls 3 dice, 2 faces given"):
        resolve_task_from_faces(Task(attribute=8, skill=2, bought_dice=1), (1, 2))
    with pytest.raises(DiceError, match="rolls 0 dice"):
        resolve_task_from_faces(Task(attribute=8, skill=2, difficulty=0), (1, 2))


def test_replaying_an_impossible_face_is_refused() -> None:
    with pytest.raises(DiceError, match="cannot show 21"):
        resolve_task_from_faces(Task(attribute=8, skill=2), (1, 21))
