"""RFI contests: priority, one task per side per round, seizing priority, first to finish wins."""

import json

import pytest

from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.challenge_graph import Challenge
from gmscreen.rules.rfi.challenge_graph import ChallengeError
from gmscreen.rules.rfi.challenge_graph import KeyTask
from gmscreen.rules.rfi.challenge_graph import Structure
from gmscreen.rules.rfi.challenges import ChallengeOverError
from gmscreen.rules.rfi.challenges import KeyTaskUnavailableError
from gmscreen.rules.rfi.contest import ContestOutcome
from gmscreen.rules.rfi.contest import ContestState
from gmscreen.rules.rfi.contest import Side
from gmscreen.rules.rfi.contest import pay_for_priority
from gmscreen.rules.rfi.pools import Pools

PLAYERS, OPPOSITION = Side.PLAYERS, Side.OPPOSITION


def _race() -> Challenge:
    """Both sides race to the same two key tasks, in order."""
    return Challenge(
        structure=Structure.LINEAR,
        key_tasks=(KeyTask(id="reach the ship"), KeyTask(id="launch")),
    )


def test_the_characters_have_priority_unless_the_gm_spends_two_threat() -> None:
    contest = ContestState.start(_race())
    assert (contest.priority, contest.next_side, contest.opening_threat) == (PLAYERS, PLAYERS, 0)
    bought = ContestState.start(_race(), gm_takes_priority=True)
    assert (bought.priority, bought.next_side, bought.opening_threat) == (
        OPPOSITION,
        OPPOSITION,
        2,
    )


def test_each_side_attempts_one_task_per_round_priority_first() -> None:
    contest = ContestState.start(_race())
    with pytest.raises(ChallengeError, match="it is the players' turn in round 1"):
        contest.take_turn(OPPOSITION, "reach the ship", character="rival", passed=True)
    contest = contest.take_turn(PLAYERS, "reach the ship", character="ana", passed=False)
    assert (contest.round, contest.next_side) == (1, OPPOSITION)
    contest = contest.take_turn(OPPOSITION, "reach the ship", character="rival", passed=True)
    assert (contest.round, contest.next_side) == (2, PLAYERS)
    assert [(turn.round, turn.side) for turn in contest.turns] == [(1, PLAYERS), (1, OPPOSITION)]


def test_the_side_without_priority_may_buy_it_after_a_success() -> None:
    contest = ContestState.start(_race())
    contest = contest.take_turn(PLAYERS, "reach the ship", character="ana", passed=True)
    contest = contest.take_turn(
        OPPOSITION, "reach the ship", character="rival", passed=True, seize_priority=True
    )
    assert contest.turns[-1].momentum_spent == 2
    assert (contest.round, contest.priority, contest.next_side) == (2, OPPOSITION, OPPOSITION)
    # Acting last in one round and first in the next: two tasks in a row, and the race won.
    contest = contest.take_turn(OPPOSITION, "launch", character="rival", passed=True)
    assert contest.winner is OPPOSITION
    assert contest.outcome is ContestOutcome.OPPOSITION_WON
    with pytest.raises(ChallengeOverError, match="opposition won"):
        contest.take_turn(PLAYERS, "launch", character="ana", passed=True)


def test_priority_stays_put_unless_bought() -> None:
    contest = ContestState.start(_race(), gm_takes_priority=True)
    contest = contest.take_turn(OPPOSITION, None, character="rival", passed=True)
    contest = contest.take_turn(PLAYERS, "reach the ship", character="ana", passed=True)
    assert (contest.round, contest.priority) == (2, OPPOSITION)


def test_priority_cannot_be_bought_by_its_holder_or_after_a_failure() -> None:
    contest = ContestState.start(_race())
    with pytest.raises(ChallengeError, match="only the side without priority"):
        contest.take_turn(
            PLAYERS, "reach the ship", character="ana", passed=True, seize_priority=True
        )
    contest = contest.take_turn(PLAYERS, "reach the ship", character="ana", passed=True)
    with pytest.raises(ChallengeError, match="only after a success"):
        contest.take_turn(
            OPPOSITION, "reach the ship", character="rival", passed=False, seize_priority=True
        )


def test_the_first_side_to_finish_wins_before_the_other_acts() -> None:
    contest = ContestState.start(_race())
    for _ in range(2):
        contest = contest.take_turn(
            PLAYERS, contest.players.available[0], character="a", passed=True
        )
        if contest.winner is None:
            contest = contest.take_turn(OPPOSITION, "reach the ship", character="r", passed=False)
    assert contest.outcome is ContestOutcome.PLAYERS_WON
    assert contest.round == 2
    assert contest.opposition.done == frozenset()


def test_each_side_keeps_its_own_key_tasks() -> None:
    theirs = Challenge(key_tasks=(KeyTask(id="jam comms"), KeyTask(id="board")))
    contest = ContestState.start(_race(), theirs)
    with pytest.raises(KeyTaskUnavailableError, match="'launch' is still locked"):
        contest.take_turn(PLAYERS, "launch", character="ana", passed=True)
    contest = contest.take_turn(PLAYERS, "reach the ship", character="ana", passed=True)
    contest = contest.take_turn(OPPOSITION, "board", character="rival", passed=True)
    assert contest.opposition.done == frozenset({"board"})
    assert contest.players.done == frozenset({"reach the ship"})


def test_a_contest_can_become_a_conflict() -> None:
    contest = ContestState.start(_race()).become_conflict("they shoot at the ship")
    assert contest.outcome is ContestOutcome.CONFLICT
    with pytest.raises(ChallengeOverError):
        contest.take_turn(PLAYERS, "reach the ship", character="ana", passed=True)


def test_a_contest_survives_a_json_round_trip() -> None:
    contest = ContestState.start(_race(), gm_takes_priority=True)
    contest = contest.take_turn(OPPOSITION, "reach the ship", character="rival", passed=False)
    contest = contest.take_turn(
        PLAYERS, "reach the ship", character="ana", passed=True, seize_priority=True
    )
    contest = contest.take_turn(PLAYERS, None, character="ana", passed=True, label="jam them")
    restored = ContestState.from_dict(json.loads(json.dumps(contest.to_dict())))
    assert restored == contest
    assert restored.next_side is OPPOSITION


def test_the_gm_taking_priority_spends_two_threat_and_is_refused_when_short() -> None:
    """Contests (core, opposition challenges): 2 threat from the GM to take priority."""
    paid = pay_for_priority(Pools(threat=3), OPPOSITION)
    assert (paid.pools.threat, paid.threat_spent) == (1, 2)
    with pytest.raises(RulesError, match="the threat pool holds 1; cannot spend 2"):
        pay_for_priority(Pools(threat=1), OPPOSITION)


def test_the_characters_seize_priority_for_two_momentum_from_the_roll_then_the_pool() -> None:
    """Contests (core, opposition challenges): 2 momentum to gain priority."""
    paid = pay_for_priority(Pools(momentum=4), PLAYERS, from_task=1, available_task_momentum=1)
    assert (paid.from_task, paid.from_pool, paid.pools.momentum) == (1, 1, 3)
    with pytest.raises(RulesError, match="the group pool holds 1 momentum; cannot take 2"):
        pay_for_priority(Pools(momentum=1), PLAYERS)
