"""Exact RFI: Freelancers task odds against brute force over every face of every die."""

import itertools
from collections import Counter
from fractions import Fraction

import pytest

from gmscreen.rules.rfi.assistance import Assistant
from gmscreen.rules.rfi.odds import TaskOdds
from gmscreen.rules.rfi.odds import task_odds
from gmscreen.rules.rfi.resolution import resolve_task_from_faces
from gmscreen.rules.rfi.task import Task


def _brute_force(task: Task) -> TaskOdds:
    """Resolve every possible roll once and count, independently of the odds module."""
    successes: Counter[int] = Counter()
    complications: Counter[int] = Counter()
    momentum: Counter[int] = Counter()
    passed = succeeded = 0
    for faces in itertools.product(range(1, 21), repeat=task.dice_count):
        result = resolve_task_from_faces(task, faces)
        successes[result.successes] += 1
        complications[result.complications] += 1
        passed += result.passed
        if result.succeeded:
            succeeded += 1
            momentum[result.momentum] += 1
    total = 20**task.dice_count

    def distribution(counts: Counter[int]) -> tuple[Fraction, ...]:
        return tuple(Fraction(counts[value], total) for value in range(max(counts, default=-1) + 1))

    def mean(counts: Counter[int]) -> Fraction:
        return Fraction(sum(value * count for value, count in counts.items()), total)

    return TaskOdds(
        probability_to_pass=Fraction(passed, total),
        probability_to_succeed=Fraction(succeeded, total),
        probability_of_complication=1 - Fraction(complications[0], total),
        expected_successes=mean(successes),
        expected_momentum=mean(momentum),
        expected_complications=mean(complications),
        success_distribution=distribution(successes),
        complication_distribution=distribution(complications),
        momentum_distribution=distribution(momentum),
    )


SMALL_TASKS = {
    "2d20 plain": Task(attribute=9, skill=2, difficulty=1),
    "2d20 specialty, range 5": Task(
        attribute=12, skill=5, has_specialty=True, difficulty=2, complication_range=5
    ),
    "3d20 bought die, difficulty 3": Task(attribute=10, skill=3, difficulty=3, bought_dice=1),
    "3d20 bonus die, specialty skill 1": Task(
        attribute=7, skill=1, has_specialty=True, difficulty=2, bonus_dice=1
    ),
    "2d20 + 1 assistant": Task(
        attribute=8,
        skill=2,
        difficulty=2,
        assistants=(Assistant(attribute=11, skill=4, has_specialty=True),),
    ),
    "2d20 + 1 assistant, success at cost 2": Task(
        attribute=8,
        skill=3,
        difficulty=3,
        complication_range=2,
        success_at_cost=True,
        cost_complications=2,
        assistants=(Assistant(attribute=9, skill=1),),
    ),
    "3d20 difficulty 0 rolled": Task(
        attribute=9, skill=4, difficulty=0, roll_at_difficulty_zero=True, bought_dice=1
    ),
    "2d20 difficulty 6, out of reach": Task(
        attribute=12, skill=5, has_specialty=True, difficulty=6
    ),
}


@pytest.mark.parametrize("task", SMALL_TASKS.values(), ids=SMALL_TASKS.keys())
def test_exact_odds_equal_brute_force_enumeration(task: Task) -> None:
    assert task_odds(task) == _brute_force(task)


@pytest.mark.slow
def test_exact_odds_equal_brute_force_with_two_assistants_and_a_widened_range() -> None:
    task = Task(
        attribute=10,
        skill=2,
        difficulty=2,
        assistants=(
            Assistant(attribute=8, skill=3, has_specialty=True),
            Assistant(attribute=12, skill=1),
        ),
        assistance_raises_complication_range=True,
    )
    assert task_odds(task) == _brute_force(task)


def test_two_plain_dice_pass_difficulty_1_three_times_in_four() -> None:
    odds = task_odds(Task(attribute=7, skill=3, difficulty=1))  # TN 10: half the faces
    assert odds.probability_to_pass == Fraction(3, 4)
    assert odds.probability_of_complication == 1 - Fraction(19, 20) ** 2


def test_an_unrolled_difficulty_0_task_is_certain_and_safe() -> None:
    odds = task_odds(Task(attribute=7, skill=1, difficulty=0, complication_range=5))
    assert odds.probability_to_pass == odds.probability_to_succeed == 1
    assert odds.probability_of_complication == 0
    assert odds.expected_momentum == odds.expected_complications == 0
    assert odds.success_distribution == (Fraction(1),)


def test_a_rolled_difficulty_0_task_turns_every_success_into_momentum() -> None:
    odds = task_odds(
        Task(attribute=7, skill=1, difficulty=0, roll_at_difficulty_zero=True, complication_range=5)
    )
    assert odds.probability_to_pass == 1
    assert odds.expected_momentum == odds.expected_successes
    assert odds.probability_of_complication == 1 - Fraction(15, 20) ** 2


def test_success_at_cost_always_succeeds_but_its_cost_shows_in_the_complications() -> None:
    plain = task_odds(Task(attribute=8, skill=2, difficulty=3))
    at_cost = task_odds(Task(attribute=8, skill=2, difficulty=3, success_at_cost=True))
    assert at_cost.probability_to_succeed == 1
    assert at_cost.probability_to_pass == plain.probability_to_pass
    assert at_cost.expected_momentum == plain.expected_momentum
    failing = 1 - plain.probability_to_pass
    assert at_cost.expected_complications == plain.expected_complications + failing


def test_an_assistant_only_helps_when_the_leader_scores() -> None:
    # Leader TN 8 at difficulty 2: a 1 scores 2, faces 2-8 score 1, 9-20 nothing. The assistant
    # (TN 17) scores on 17 faces, but only where the leader scored exactly 1 does that matter.
    helper = Assistant(attribute=12, skill=5, has_specialty=True)
    helped = task_odds(Task(attribute=7, skill=1, difficulty=2, assistants=(helper,)))
    leader_scores_nothing = Fraction(12, 20) ** 2
    leader_scores_one = 2 * Fraction(7, 20) * Fraction(12, 20)
    leader_passes_alone = 1 - leader_scores_nothing - leader_scores_one
    assert helped.probability_to_pass == leader_passes_alone + leader_scores_one * Fraction(17, 20)


def test_a_difficulty_out_of_reach_never_succeeds() -> None:
    odds = task_odds(Task(attribute=12, skill=5, has_specialty=True, difficulty=6))
    assert odds.probability_to_pass == odds.probability_to_succeed == 0
    assert odds.momentum_distribution == ()
    assert odds.expected_momentum == 0


@pytest.mark.parametrize("task", SMALL_TASKS.values(), ids=SMALL_TASKS.keys())
def test_distributions_sum_to_one_and_momentum_to_the_chance_to_succeed(task: Task) -> None:
    odds = task_odds(task)
    assert sum(odds.success_distribution) == 1
    assert sum(odds.complication_distribution) == 1
    assert sum(odds.momentum_distribution) == odds.probability_to_succeed


def test_the_largest_task_shape_is_exact_and_sums_to_one() -> None:
    helpers = (
        Assistant(attribute=8, skill=2),
        Assistant(attribute=11, skill=4, has_specialty=True),
        Assistant(attribute=12, skill=5),
    )
    task = Task(
        attribute=12,
        skill=5,
        has_specialty=True,
        difficulty=5,
        bought_dice=3,
        complication_range=4,
        assistants=helpers,
        assistance_raises_complication_range=True,
    )
    odds = task_odds(task)
    assert sum(odds.success_distribution) == 1
    assert len(odds.success_distribution) == 2 * 8 + 1
    # 16 successes: every die critical. Leader 1-5 (specialty), helpers 1, 1-4, 1.
    every_die_critical = Fraction(5, 20) ** 5 * Fraction(1, 20) * Fraction(4, 20) * Fraction(1, 20)
    assert odds.success_distribution[-1] == every_die_critical
