"""Assisted RFI: Freelancers tasks with exact dice: own target numbers, counting, complications."""

import pytest

from gmscreen.rules.dice import FixedDice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.assistance import Assistant
from gmscreen.rules.rfi.assistance import assisted_complication_range
from gmscreen.rules.rfi.resolution import DieSource
from gmscreen.rules.rfi.resolution import resolve_task
from gmscreen.rules.rfi.resolution import resolve_task_from_faces
from gmscreen.rules.rfi.task import Task


def test_an_assistant_rolls_one_die_against_their_own_target_number() -> None:
    task = Task(attribute=8, skill=2, assistants=(Assistant(attribute=11, skill=4),))
    result = resolve_task(task, FixedDice([3, 19, 15]))
    assistant_die = result.dice[-1]
    assert task.dice_count == 3
    assert (assistant_die.source, assistant_die.assistant_index) == (DieSource.ASSISTANT, 0)
    assert assistant_die.target_number == 15
    assert assistant_die.successes == 1  # 15 would fail the leader's TN 10
    assert result.successes == 2


def test_an_assistant_uses_their_own_specialty() -> None:
    task = Task(
        attribute=8,
        skill=2,
        difficulty=3,
        assistants=(Assistant(attribute=9, skill=4, has_specialty=True),),
    )
    result = resolve_task_from_faces(task, (5, 15, 4))
    assert result.dice[-1].critical
    assert result.successes == 3
    assert result.passed


def test_the_leaders_specialty_does_not_help_the_assistant() -> None:
    task = Task(
        attribute=8, skill=4, has_specialty=True, assistants=(Assistant(attribute=9, skill=4),)
    )
    result = resolve_task_from_faces(task, (3, 15, 3))
    assert [die.critical for die in result.dice] == [True, False, False]
    assert result.successes == 3


def test_assistants_add_nothing_when_the_leader_scores_nothing() -> None:
    task = Task(
        attribute=8,
        skill=2,
        difficulty=1,
        assistants=(Assistant(attribute=12, skill=5), Assistant(attribute=12, skill=5)),
    )
    result = resolve_task_from_faces(task, (14, 15, 1, 2))
    assert result.assistant_successes == 3
    assert not result.assistance_counted
    assert [die.counted for die in result.dice] == [True, True, False, False]
    assert result.successes == 0
    assert not result.passed


def test_assistants_complications_count_even_when_their_successes_do_not() -> None:
    task = Task(
        attribute=8,
        skill=2,
        assistants=(Assistant(attribute=12, skill=5), Assistant(attribute=7, skill=1)),
    )
    result = resolve_task_from_faces(task, (14, 20, 3, 20))
    assert result.successes == 0
    assert [die.complication for die in result.dice] == [False, True, False, True]
    assert result.complications == 2


def test_a_bought_die_scoring_is_enough_for_the_assistants_to_count() -> None:
    task = Task(
        attribute=8,
        skill=2,
        difficulty=2,
        bought_dice=1,
        assistants=(Assistant(attribute=10, skill=2),),
    )
    result = resolve_task_from_faces(task, (14, 15, 9, 12))
    assert result.leader_successes == 1
    assert result.assistance_counted
    assert result.successes == 2
    assert result.passed


def test_assistants_dice_do_not_count_against_the_5d20_pool() -> None:
    helpers = tuple(Assistant(attribute=9, skill=2) for _ in range(3))
    task = Task(attribute=9, skill=2, bought_dice=3, assistants=helpers)
    assert task.leader_dice == 5
    assert task.dice_count == 8
    assert len(resolve_task(task, FixedDice([10] * 8)).dice) == 8


@pytest.mark.parametrize(
    ("base_range", "assistants", "raises", "expected"),
    [
        (1, 1, True, 1),  # the first assistant is free
        (1, 3, True, 3),
        (4, 3, True, 5),  # never above 5
        (2, 3, False, 2),  # the GM did not apply the penalty
        (1, 0, True, 1),
    ],
)
def test_assistance_may_widen_the_complication_range_at_the_gms_option(
    base_range: int, assistants: int, raises: bool, expected: int
) -> None:
    assert assisted_complication_range(base_range, assistants, raises_range=raises) == expected


def test_the_widened_range_applies_to_every_die_including_the_assistants() -> None:
    task = Task(
        attribute=8,
        skill=2,
        assistants=(Assistant(attribute=9, skill=2), Assistant(attribute=9, skill=2)),
        assistance_raises_complication_range=True,
    )
    result = resolve_task_from_faces(task, (19, 18, 2, 19))
    assert result.complication_range == 2
    assert [die.complication for die in result.dice] == [True, False, False, True]


def test_an_assistant_the_rules_refuse_names_the_rule() -> None:
    with pytest.raises(RulesError, match="an assistant's skill must be 1–5, not 0") as refused:
        Assistant(attribute=9, skill=0)
    assert refused.value.rule == "target number: skill"
    with pytest.raises(RulesError, match="attribute must be 7–12, not 13"):
        Assistant(attribute=13, skill=2)
