"""Opposed RFI: Freelancers tasks: default outcome table, GM override, exact chances."""

import itertools
from collections import Counter
from dataclasses import replace
from fractions import Fraction

import pytest

from gmscreen.rules.dice import FixedDice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.opposed import OpposedDefaults
from gmscreen.rules.rfi.opposed import OpposedReason
from gmscreen.rules.rfi.opposed import OpposedSide
from gmscreen.rules.rfi.opposed import OpposedTask
from gmscreen.rules.rfi.opposed import judge_opposed_task
from gmscreen.rules.rfi.opposed import opposed_difficulty
from gmscreen.rules.rfi.opposed import opposed_odds
from gmscreen.rules.rfi.opposed import override_opposed_winner
from gmscreen.rules.rfi.opposed import resolve_opposed_task
from gmscreen.rules.rfi.resolution import TaskResult
from gmscreen.rules.rfi.resolution import replay_voluntary_failure
from gmscreen.rules.rfi.resolution import resolve_task_from_faces
from gmscreen.rules.rfi.task import Task

GUARD = Task(attribute=9, skill=2)  # TN 11, difficulty 1
THIEF = Task(attribute=10, skill=3)  # TN 13, difficulty 1


def test_both_sides_roll_at_difficulty_1_by_default() -> None:
    assert opposed_difficulty() == 1
    assert opposed_difficulty(2) == 3
    assert GUARD.difficulty == THIEF.difficulty == 1


def test_an_opposed_difficulty_below_0_is_refused() -> None:
    with pytest.raises(RulesError, match="cannot fall below 0") as refused:
        opposed_difficulty(-2)
    assert refused.value.rule == "opposed task difficulty"


def test_the_active_side_rolls_first_and_both_results_are_kept() -> None:
    result = resolve_opposed_task(
        OpposedTask(active=THIEF, reactive=GUARD), FixedDice([13, 20, 12, 19])
    )
    assert result.active.faces == (13, 20)
    assert result.reactive.faces == (12, 19)
    assert result.active.complications == 1


def test_only_the_active_side_succeeding_wins() -> None:
    result = resolve_opposed_task(
        OpposedTask(active=THIEF, reactive=GUARD), FixedDice([5, 20, 12, 19])
    )
    assert result.winner is OpposedSide.ACTIVE
    assert result.reason is OpposedReason.ONLY_ACTIVE_SUCCEEDED


def test_only_the_reactive_side_succeeding_wins() -> None:
    result = resolve_opposed_task(
        OpposedTask(active=THIEF, reactive=GUARD), FixedDice([15, 20, 11, 19])
    )
    assert result.winner is OpposedSide.REACTIVE
    assert result.reason is OpposedReason.ONLY_REACTIVE_SUCCEEDED


@pytest.mark.parametrize(
    ("faces", "winner"),
    [((1, 5, 3, 15), OpposedSide.ACTIVE), ((5, 15, 1, 3), OpposedSide.REACTIVE)],
)
def test_when_both_succeed_more_momentum_wins(faces: tuple[int, ...], winner: OpposedSide) -> None:
    result = resolve_opposed_task(OpposedTask(active=THIEF, reactive=GUARD), FixedDice(faces))
    assert result.winner is winner
    assert result.reason is OpposedReason.MORE_MOMENTUM


def test_a_momentum_tie_goes_to_the_reactive_side() -> None:
    result = resolve_opposed_task(
        OpposedTask(active=THIEF, reactive=GUARD), FixedDice([5, 6, 7, 8])
    )
    assert result.active.momentum == result.reactive.momentum == 1
    assert result.winner is OpposedSide.REACTIVE
    assert result.reason is OpposedReason.MOMENTUM_TIE


def test_the_gm_can_give_ties_to_the_active_side_instead() -> None:
    result = resolve_opposed_task(
        OpposedTask(active=THIEF, reactive=GUARD),
        FixedDice([5, 6, 7, 8]),
        defaults=OpposedDefaults(momentum_tie_winner=OpposedSide.ACTIVE),
    )
    assert result.winner is OpposedSide.ACTIVE


def test_when_both_fail_the_reactive_side_wins_and_nothing_changes() -> None:
    result = resolve_opposed_task(
        OpposedTask(active=THIEF, reactive=GUARD), FixedDice([15, 16, 17, 18])
    )
    assert result.winner is OpposedSide.REACTIVE
    assert result.reason is OpposedReason.BOTH_FAILED
    assert result.nothing_changes


def test_the_gm_overrides_the_default_outcome_and_can_restore_it() -> None:
    result = resolve_opposed_task(
        OpposedTask(active=THIEF, reactive=GUARD),
        FixedDice([15, 16, 17, 18]),
        gm_override=OpposedSide.ACTIVE,
    )
    assert result.default_winner is OpposedSide.REACTIVE
    assert result.winner is OpposedSide.ACTIVE
    assert result.overridden
    assert not result.nothing_changes
    restored = override_opposed_winner(result, None)
    assert restored.winner is OpposedSide.REACTIVE
    assert not restored.overridden


def test_a_success_at_cost_beats_a_failure_but_carries_no_momentum() -> None:
    active = resolve_task_from_faces(replace(THIEF, success_at_cost=True), (15, 16))
    reactive = resolve_task_from_faces(GUARD, (5, 20))
    assert active.succeeded_at_cost
    assert judge_opposed_task(active, reactive).reason is OpposedReason.MOMENTUM_TIE
    failing = resolve_task_from_faces(GUARD, (15, 20))
    assert judge_opposed_task(active, failing).winner is OpposedSide.ACTIVE


def test_a_voluntary_failure_loses_to_a_success() -> None:
    active = replay_voluntary_failure(THIEF)
    reactive = resolve_task_from_faces(GUARD, (5, 20))
    assert judge_opposed_task(active, reactive).winner is OpposedSide.REACTIVE


def _outcome_counts(task: Task) -> Counter[tuple[bool, int]]:
    counts: Counter[tuple[bool, int]] = Counter()
    for faces in itertools.product(range(1, 21), repeat=task.dice_count):
        result = resolve_task_from_faces(task, faces)
        counts[(result.succeeded, result.momentum)] += 1
    return counts


def _representative(task: Task, succeeded: bool, momentum: int) -> TaskResult:
    for faces in itertools.product(range(1, 21), repeat=task.dice_count):
        result = resolve_task_from_faces(task, faces)
        if (result.succeeded, result.momentum) == (succeeded, momentum):
            return result
    raise AssertionError("no such outcome")


@pytest.mark.parametrize(
    "defaults",
    [
        OpposedDefaults(),
        OpposedDefaults(
            momentum_tie_winner=OpposedSide.ACTIVE, both_failed_winner=OpposedSide.ACTIVE
        ),
    ],
)
@pytest.mark.parametrize(
    "reactive_task",
    [
        Task(attribute=9, skill=2, difficulty=2),
        Task(attribute=9, skill=2, difficulty=2, success_at_cost=True),
    ],
)
def test_opposed_odds_match_every_pair_of_outcomes(
    defaults: OpposedDefaults, reactive_task: Task
) -> None:
    active_task = Task(attribute=10, skill=3, has_specialty=True)
    active_counts, reactive_counts = _outcome_counts(active_task), _outcome_counts(reactive_task)
    wins = Counter[OpposedSide]()
    both_fail = 0
    for (a_ok, a_momentum), a_count in active_counts.items():
        for (r_ok, r_momentum), r_count in reactive_counts.items():
            judged = judge_opposed_task(
                _representative(active_task, a_ok, a_momentum),
                _representative(reactive_task, r_ok, r_momentum),
                defaults=defaults,
            )
            wins[judged.winner] += a_count * r_count
            both_fail += a_count * r_count if not (a_ok or r_ok) else 0
    total = 20 ** (active_task.dice_count + reactive_task.dice_count)
    odds = opposed_odds(OpposedTask(active=active_task, reactive=reactive_task), defaults=defaults)
    assert odds.active_wins == Fraction(wins[OpposedSide.ACTIVE], total)
    assert odds.reactive_wins == Fraction(wins[OpposedSide.REACTIVE], total)
    assert odds.both_fail == Fraction(both_fail, total)
