"""Exact odds of an RFI: Freelancers task before the roll, by enumeration (never sampling).

Every d20 falls into one of a few outcome classes (successes 0, 1 or 2, with or without a
complication). The leader's identical dice are combined by repeated convolution of those
classes, the assistants' dice likewise, and the two tables are joined with the assistance rule:
the assistants' successes count only where the leader scored at least one. All counts are
integers over 20 ** dice, so every probability is an exact fraction.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

from gmscreen.rules.rfi.assistance import assistance_counts
from gmscreen.rules.rfi.constants import DIE_SIDES
from gmscreen.rules.rfi.scoring import DieProfile
from gmscreen.rules.rfi.task import Task

# (successes, complications) -> how many of the 20 ** dice equally likely rolls give it.
_Ways = Mapping[tuple[int, int], int]

_CERTAIN = (Fraction(1),)


@dataclass(frozen=True, slots=True, kw_only=True)
class TaskOdds:
    """Exact chances of a task before the roll.

    Attributes:
        probability_to_pass: successes reach the difficulty.
        probability_to_succeed: passed, or succeeded at cost (1 with success at cost).
        probability_of_complication: at least one complication, from the dice or the cost.
        expected_successes: mean counted successes.
        expected_momentum: mean momentum (0 on a failure or a success at cost).
        expected_complications: mean complications, those of a success at cost included.
        success_distribution: chance of each number of counted successes (index = successes).
        complication_distribution: chance of each number of complications.
        momentum_distribution: chance of succeeding with each amount of momentum; it sums to
            `probability_to_succeed`.
    """

    probability_to_pass: Fraction
    probability_to_succeed: Fraction
    probability_of_complication: Fraction
    expected_successes: Fraction
    expected_momentum: Fraction
    expected_complications: Fraction
    success_distribution: tuple[Fraction, ...]
    complication_distribution: tuple[Fraction, ...]
    momentum_distribution: tuple[Fraction, ...]


def task_odds(task: Task) -> TaskOdds:
    """Exact odds of a task: pass, succeed, complications, momentum, successes.

    Covers difficulty 0 rolled or not, success at cost, bonus and bought dice, and
    assistants (whose successes count only when the leader scores).

    Args:
        task: the task as the GM set it up.

    Returns:
        Exact fractions; each distribution sums to 1 (momentum's to the chance to succeed).
    """
    if not task.rolled:
        return TaskOdds(
            probability_to_pass=Fraction(1),
            probability_to_succeed=Fraction(1),
            probability_of_complication=Fraction(0),
            expected_successes=Fraction(0),
            expected_momentum=Fraction(0),
            expected_complications=Fraction(0),
            success_distribution=_CERTAIN,
            complication_distribution=_CERTAIN,
            momentum_distribution=_CERTAIN,
        )
    ways = _task_ways(
        task.leader_profile,
        task.leader_dice,
        tuple(sorted(task.assistant_profiles, key=_profile_key)),
    )
    difficulty = task.difficulty
    cost = task.cost_complications if task.success_at_cost else 0
    successes_ways: dict[int, int] = {}
    complications_ways: dict[int, int] = {}
    momentum_ways: dict[int, int] = {}
    for (successes, complications), count in ways.items():
        successes_ways[successes] = successes_ways.get(successes, 0) + count
        if successes >= difficulty:
            momentum = successes - difficulty
            momentum_ways[momentum] = momentum_ways.get(momentum, 0) + count
        else:
            complications += cost
            if cost:
                momentum_ways[0] = momentum_ways.get(0, 0) + count
        complications_ways[complications] = complications_ways.get(complications, 0) + count
    total = DIE_SIDES**task.dice_count
    passing = sum(count for successes, count in successes_ways.items() if successes >= difficulty)
    return TaskOdds(
        probability_to_pass=Fraction(passing, total),
        probability_to_succeed=Fraction(sum(momentum_ways.values()), total),
        probability_of_complication=1 - Fraction(complications_ways.get(0, 0), total),
        expected_successes=_mean(successes_ways, total),
        expected_momentum=_mean(momentum_ways, total),
        expected_complications=_mean(complications_ways, total),
        success_distribution=_distribution(successes_ways, total),
        complication_distribution=_distribution(complications_ways, total),
        momentum_distribution=_distribution(momentum_ways, total),
    )


def _mean(ways: Mapping[int, int], total: int) -> Fraction:
    return Fraction(sum(value * count for value, count in ways.items()), total)


def _distribution(ways: Mapping[int, int], total: int) -> tuple[Fraction, ...]:
    # Empty for momentum when the difficulty is out of reach of every roll.
    return tuple(Fraction(ways.get(value, 0), total) for value in range(max(ways, default=-1) + 1))


def _profile_key(profile: DieProfile) -> tuple[int, int, int]:
    return (profile.target_number, profile.critical_up_to, profile.complication_from)


@lru_cache(maxsize=4096)
def _task_ways(
    leader_profile: DieProfile, leader_dice: int, assistant_profiles: tuple[DieProfile, ...]
) -> _Ways:
    leader = _pool_ways(leader_profile, leader_dice)
    assistants = _assistants_ways(assistant_profiles)
    joined: dict[tuple[int, int], int] = {}
    for (leader_successes, leader_complications), leader_count in leader.items():
        counts = assistance_counts(leader_successes)
        for (assistant_successes, assistant_complications), count in assistants.items():
            key = (
                leader_successes + (assistant_successes if counts else 0),
                leader_complications + assistant_complications,
            )
            joined[key] = joined.get(key, 0) + leader_count * count
    return joined


@lru_cache(maxsize=1024)
def _pool_ways(profile: DieProfile, dice: int) -> _Ways:
    if dice == 0:
        return {(0, 0): 1}
    return _convolve(_pool_ways(profile, dice - 1), _die_ways(profile))


@lru_cache(maxsize=1024)
def _assistants_ways(profiles: tuple[DieProfile, ...]) -> _Ways:
    if not profiles:
        return {(0, 0): 1}
    return _convolve(_assistants_ways(profiles[:-1]), _die_ways(profiles[-1]))


@lru_cache(maxsize=1024)
def _die_ways(profile: DieProfile) -> _Ways:
    ways: dict[tuple[int, int], int] = {}
    for face in range(1, DIE_SIDES + 1):
        score = profile.score(face)
        key = (score.successes, int(score.complication))
        ways[key] = ways.get(key, 0) + 1
    return ways


def _convolve(first: _Ways, second: _Ways) -> _Ways:
    combined: dict[tuple[int, int], int] = {}
    for (first_successes, first_complications), first_count in first.items():
        for (second_successes, second_complications), second_count in second.items():
            key = (first_successes + second_successes, first_complications + second_complications)
            combined[key] = combined.get(key, 0) + first_count * second_count
    return combined
