"""Properties of RFI: Freelancers tasks over many generated tasks and rolls."""

import math
from dataclasses import dataclass
from fractions import Fraction

import pytest
from hypothesis import example
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from gmscreen.rules.dice import SeededDice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.assistance import Assistant
from gmscreen.rules.rfi.odds import TaskOdds
from gmscreen.rules.rfi.odds import task_odds
from gmscreen.rules.rfi.resolution import DieSource
from gmscreen.rules.rfi.resolution import resolve_task
from gmscreen.rules.rfi.resolution import resolve_task_from_faces
from gmscreen.rules.rfi.task import Task

assistants = st.builds(
    Assistant,
    attribute=st.integers(7, 12),
    skill=st.integers(1, 5),
    has_specialty=st.booleans(),
)


@st.composite
def tasks(draw: st.DrawFn, max_assistants: int = 3) -> Task:
    bonus_dice = draw(st.integers(0, 3))
    return Task(
        attribute=draw(st.integers(7, 12)),
        skill=draw(st.integers(1, 5)),
        has_specialty=draw(st.booleans()),
        difficulty=draw(st.integers(0, 7)),
        complication_range=draw(st.integers(1, 5)),
        bonus_dice=bonus_dice,
        bought_dice=draw(st.integers(0, 3 - bonus_dice)),
        assistants=tuple(draw(st.lists(assistants, max_size=max_assistants))),
        assistance_raises_complication_range=draw(st.booleans()),
        roll_at_difficulty_zero=draw(st.booleans()),
        success_at_cost=draw(st.booleans()),
        cost_complications=draw(st.integers(1, 3)),
    )


@given(
    bonus_dice=st.integers(0, 6),
    bought_dice=st.integers(0, 6),
    helpers=st.lists(assistants, max_size=4),
    seed=st.integers(0, 2**32),
)
def test_a_task_never_rolls_more_than_5d20_of_its_own(
    bonus_dice: int, bought_dice: int, helpers: list[Assistant], seed: int
) -> None:
    try:
        task = Task(
            attribute=9,
            skill=3,
            bonus_dice=bonus_dice,
            bought_dice=bought_dice,
            assistants=tuple(helpers),
        )
    except RulesError:
        assert bought_dice > 3 or 2 + bonus_dice + bought_dice > 5
        return
    result = resolve_task(task, SeededDice(seed))
    own = [die for die in result.dice if die.source is not DieSource.ASSISTANT]
    helping = [die.assistant_index for die in result.dice if die.source is DieSource.ASSISTANT]
    assert len(own) == 2 + bonus_dice + bought_dice <= 5
    assert helping == list(range(len(helpers)))


@given(task=tasks(), seed=st.integers(0, 2**32))
def test_passed_exactly_when_successes_reach_the_difficulty(task: Task, seed: int) -> None:
    result = resolve_task(task, SeededDice(seed))
    assert result.passed == (result.successes >= task.difficulty)
    if result.passed and result.rolled:
        assert result.momentum == result.successes - task.difficulty
    else:
        assert result.momentum == 0
    assert result.succeeded == (result.passed or task.success_at_cost)


@given(task=tasks(), seed=st.integers(0, 2**32))
def test_totals_are_the_sum_of_the_dice(task: Task, seed: int) -> None:
    result = resolve_task(task, SeededDice(seed))
    assert result.successes == sum(die.successes for die in result.dice if die.counted)
    assert result.dice_complications == sum(die.complication for die in result.dice)
    assert all(0 <= die.successes <= 2 for die in result.dice)
    assert resolve_task_from_faces(result.task, result.faces) == result


@dataclass
class _Sample:
    rolls: int
    passes: int = 0
    with_complication: int = 0
    momentum: int = 0
    complications: int = 0


def _simulate(task: Task, rolls: int, seed: int) -> _Sample:
    """Roll the task `rolls` times; each die is scored by its profile, the rest is done here."""
    leader = [task.leader_profile.score(face) for face in range(21)[1:]]
    helpers = [
        [profile.score(face) for face in range(1, 21)] for profile in task.assistant_profiles
    ]
    leader_successes = [0, *(score.successes for score in leader)]
    leader_complications = [0, *(int(score.complication) for score in leader)]
    helper_tables = [
        ([0, *(s.successes for s in scores)], [0, *(int(s.complication) for s in scores)])
        for scores in helpers
    ]
    per_roll, own = task.dice_count, task.leader_dice
    faces = SeededDice(seed).roll(rolls * per_roll, 20)
    cost = task.cost_complications if task.success_at_cost else 0
    sample = _Sample(rolls=rolls)
    for start in range(0, rolls * per_roll, per_roll):
        roll = faces[start : start + per_roll]
        successes = sum(leader_successes[face] for face in roll[:own])
        complications = sum(leader_complications[face] for face in roll[:own])
        helper_successes = 0
        for face, (successes_of, complications_of) in zip(roll[own:], helper_tables, strict=True):
            helper_successes += successes_of[face]
            complications += complications_of[face]
        if successes:
            successes += helper_successes
        if successes >= task.difficulty:
            sample.passes += 1
            sample.momentum += successes - task.difficulty
        else:
            complications += cost
        sample.with_complication += complications > 0
        sample.complications += complications
    return sample


def _standard_error_of_mean(distribution: tuple[Fraction, ...], rolls: int) -> float:
    mean = sum(value * chance for value, chance in enumerate(distribution))
    variance = sum(value * value * chance for value, chance in enumerate(distribution)) - mean**2
    return math.sqrt(variance / rolls)


def _close(observed: float, expected: Fraction, standard_error: float, rolls: int) -> bool:
    # One roll's worth of slack keeps a near-impossible event seen once from failing the test.
    return abs(observed - float(expected)) <= 4 * standard_error + 1 / rolls


LARGEST = Task(
    attribute=10,
    skill=4,
    has_specialty=True,
    difficulty=4,
    complication_range=3,
    bought_dice=3,
    assistants=(
        Assistant(attribute=8, skill=2),
        Assistant(attribute=11, skill=5, has_specialty=True),
        Assistant(attribute=7, skill=1),
    ),
    assistance_raises_complication_range=True,
    success_at_cost=True,
)
WEAK_LEADER = Task(
    attribute=7,
    skill=1,
    difficulty=2,
    assistants=(Assistant(attribute=12, skill=5, has_specialty=True),),
)


@pytest.mark.slow
@settings(max_examples=8, deadline=None, derandomize=True)
@given(task=tasks().filter(lambda task: task.rolled), seed=st.integers(0, 2**32))
@example(task=LARGEST, seed=1)
@example(task=WEAK_LEADER, seed=2)
def test_exact_odds_agree_with_200000_simulated_rolls(task: Task, seed: int) -> None:
    rolls = 200_000
    odds: TaskOdds = task_odds(task)
    sample = _simulate(task, rolls, seed)

    def proportion_error(p: Fraction) -> float:
        return math.sqrt(float(p * (1 - p)) / rolls)

    pass_rate = sample.passes / rolls
    assert _close(
        pass_rate, odds.probability_to_pass, proportion_error(odds.probability_to_pass), rolls
    )
    complication_rate = sample.with_complication / rolls
    p_complication = odds.probability_of_complication
    assert _close(complication_rate, p_complication, proportion_error(p_complication), rolls)
    momentum_distribution = (
        odds.momentum_distribution[0] + (1 - odds.probability_to_succeed),
        *odds.momentum_distribution[1:],
    )
    assert _close(
        sample.momentum / rolls,
        odds.expected_momentum,
        _standard_error_of_mean(momentum_distribution, rolls),
        rolls,
    )
    assert _close(
        sample.complications / rolls,
        odds.expected_complications,
        _standard_error_of_mean(odds.complication_distribution, rolls),
        rolls,
    )
