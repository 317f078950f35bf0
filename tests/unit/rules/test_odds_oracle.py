"""Every odds the GM screen shows, checked against icepool as an outside oracle: exact agreement.

The oracle models each rule afresh from the texts (a die's faces mapped to what they score, then
icepool's exact dice algebra), so a slip in an engine's own enumeration cannot hide behind itself.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

import icepool
import pytest

from gmscreen.rules.firelock.challenge import initiator_win_chance
from gmscreen.rules.firelock.challenge import static_obstacle
from gmscreen.rules.hotcircle.odds import result_distribution
from gmscreen.rules.hotcircle.odds import task_win_probability
from gmscreen.rules.renaissance.grades import Grade
from gmscreen.rules.renaissance.odds import grade_odds
from gmscreen.rules.rfi.assistance import Assistant
from gmscreen.rules.rfi.odds import task_odds
from gmscreen.rules.rfi.task import Task

# --- RFI: Freelancers ------------------------------------------------------------------------

# One (attribute, skill) pair per target number 8–17; the skill is the specialty's critical range.
RFI_RATINGS = ((7, 1), (7, 2), (7, 3), (8, 3), (8, 4), (9, 4), (9, 5), (10, 5), (11, 5), (12, 5))
HELPERS = (
    Assistant(attribute=8, skill=2),
    Assistant(attribute=11, skill=4, has_specialty=True),
    Assistant(attribute=12, skill=5),
)
SCORE = 10  # a die's outcome is successes * SCORE + complications (at most 8 complications)


def rfi_die(target: int, skill: int, *, specialty: bool, complication_range: int) -> icepool.Die:
    """One d20 as the core rules score it: at or under the TN 1, a 1 (or at or under the skill
    with a specialty) 2, and at or over 21 - range one complication."""

    def score(face: int) -> int:
        critical = face == 1 or (specialty and face <= skill)
        successes = 2 if critical else 1 if face <= target else 0
        return successes * SCORE + (1 if face >= 21 - complication_range else 0)

    return icepool.d20.map(score)


def rfi_oracle(task: Task) -> icepool.Die:
    """(counted successes, complications): assistants' successes count only if the leader scored."""
    leader = task.leader_dice @ rfi_die(
        task.target_number,
        task.skill,
        specialty=task.has_specialty,
        complication_range=task.complication_range,
    )
    helpers = icepool.Die([0])
    for helper in task.assistants:
        helpers += rfi_die(
            helper.target_number,
            helper.skill,
            specialty=helper.has_specialty,
            complication_range=task.complication_range,
        )

    def counted(mine: int, theirs: int) -> tuple[int, int]:
        own, help_ = mine // SCORE, theirs // SCORE
        return (own + (help_ if own >= 1 else 0), mine % SCORE + theirs % SCORE)

    return icepool.map(counted, leader, helpers)


def distribution(die: icepool.Die, pick: Callable[[Any], int], size: int) -> tuple[Fraction, ...]:
    """The chance of each value `pick` reads from the die's outcomes, trailing zeros dropped."""
    chances = [Fraction(0)] * size
    for outcome, quantity in die.items():
        chances[pick(outcome)] += Fraction(quantity, die.denominator())
    while len(chances) > 1 and chances[-1] == 0:
        chances.pop()
    return tuple(chances)


@pytest.mark.slow
@pytest.mark.parametrize("bought", range(4), ids=lambda n: f"{2 + n}d20")
@pytest.mark.parametrize("helpers", range(4), ids=lambda n: f"{n}-assistants")
def test_rfi_task_odds_agree_with_icepool(bought: int, helpers: int) -> None:
    """Tasks (core rules): every TN, specialty, complication range and difficulty 0 (rolled)–5."""
    for attribute, skill in RFI_RATINGS:
        for specialty in (False, True):
            for complication_range in (1, 3, 5):
                shape = Task(
                    attribute=attribute,
                    skill=skill,
                    has_specialty=specialty,
                    complication_range=complication_range,
                    bought_dice=bought,
                    assistants=HELPERS[:helpers],
                    roll_at_difficulty_zero=True,
                )
                oracle = rfi_oracle(shape)
                successes = distribution(oracle, lambda o: o[0], 17)
                complications = distribution(oracle, lambda o: o[1], 9)
                for difficulty in range(6):
                    odds = task_odds(Task(**{**_fields(shape), "difficulty": difficulty}))
                    passed = sum(successes[difficulty:], Fraction(0))
                    assert odds.probability_to_pass == passed, (shape, difficulty)
                    assert odds.success_distribution == successes
                    assert odds.complication_distribution == complications
                    assert odds.momentum_distribution == successes[difficulty:]


def _fields(task: Task) -> dict[str, object]:
    return {name: getattr(task, name) for name in Task.__dataclass_fields__}


# --- Hot Circle RPG --------------------------------------------------------------------------


@pytest.mark.parametrize("sides", [6, 10])
def test_hotcircle_pool_results_agree_with_icepool(sides: int) -> None:
    """Dice pools: a pool reads its highest die."""
    for dice in range(1, 9):
        pool = icepool.Die(range(1, sides + 1)).highest(dice, 1)
        expected = tuple(pool.probability(top) for top in range(1, sides + 1))
        assert result_distribution(dice, sides=sides) == expected


@pytest.mark.parametrize("sides", [6, 10])
def test_hotcircle_win_chances_agree_with_icepool(sides: int) -> None:
    """Ties: higher result wins; on equal results more dice wins; a dead heat is a fair coin."""
    die = icepool.Die(range(1, sides + 1))
    for task_dice in range(1, 7):
        for obstacle_dice in range(1, 7):
            task, obstacle = die.highest(task_dice, 1), die.highest(obstacle_dice, 1)
            tie_value = (
                Fraction(1)
                if task_dice > obstacle_dice
                else Fraction(0)
                if task_dice < obstacle_dice
                else Fraction(1, 2)
            )
            expected = (task > obstacle).probability(True) + tie_value * (
                task == obstacle
            ).probability(True)
            assert task_win_probability(task_dice, obstacle_dice, sides=sides) == expected


# --- Renaissance -----------------------------------------------------------------------------


def renaissance_grade(target: int, roll: int) -> Grade:
    """D% check from the text: TN clamped 1–98, doubles critical, a margin of 30 exceptional."""
    target = max(1, min(98, target))
    double = roll % 11 == 0
    if roll <= target:
        if double:
            return Grade.CRITICAL_SUCCESS
        return Grade.EXCEPTIONAL_SUCCESS if roll >= 30 else Grade.BASIC_SUCCESS
    if double:
        return Grade.CRITICAL_FAILURE
    return Grade.EXCEPTIONAL_FAILURE if roll - target >= 30 else Grade.BASIC_FAILURE


def test_renaissance_grade_chances_agree_with_icepool() -> None:
    """Special results: every TN from below 1 to above 98, each grade's chance on a D%."""
    percentile = icepool.Die(range(100))
    for target in range(-5, 106):
        graded = percentile.map(lambda roll, tn=target: renaissance_grade(tn, roll).value)
        odds = grade_odds(target)
        for grade in Grade:
            assert odds.chance(grade) == graded.probability(grade.value), (target, grade)


# --- Firelock --------------------------------------------------------------------------------


def test_firelock_win_chances_agree_with_icepool() -> None:
    """Challenge roll: d10 + score each side; the higher total wins and a tie goes to the
    initiator."""
    for mine in range(13):
        for theirs in range(13):
            initiator = icepool.d10 + mine
            responder = icepool.d10 + theirs
            expected = (initiator >= responder).probability(True)
            chance = initiator_win_chance(
                initiator=static_obstacle(mine), responder=static_obstacle(theirs)
            )
            assert chance == expected, (mine, theirs)
