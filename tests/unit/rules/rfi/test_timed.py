"""RFI timed challenges: intervals per task, savings, complications, clocks and running out."""

import json
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gmscreen.rules.rfi.challenge_graph import Challenge
from gmscreen.rules.rfi.challenge_graph import ChallengeError
from gmscreen.rules.rfi.challenge_graph import KeyTask
from gmscreen.rules.rfi.challenge_graph import Needs
from gmscreen.rules.rfi.challenge_graph import Structure
from gmscreen.rules.rfi.challenges import ChallengeOutcome
from gmscreen.rules.rfi.challenges import ChallengeOverError
from gmscreen.rules.rfi.challenges import ChallengeState
from gmscreen.rules.rfi.timed import Clock
from gmscreen.rules.rfi.timed import TimeCost
from gmscreen.rules.rfi.timed import TimedRules
from gmscreen.rules.rfi.timed import TimeLimit
from gmscreen.rules.rfi.timed import suggested_budget
from gmscreen.rules.rfi.timed import task_time


def _vault() -> Challenge:
    return Challenge(
        structure=Structure.LINEAR,
        key_tasks=(KeyTask(id="door"), KeyTask(id="safe")),
    )


def _timed(budget: int | None = 4, *, parallel: bool = False) -> ChallengeState:
    limit = TimeLimit(interval="10 minutes", budget=budget, consequence="the guards change shift")
    return ChallengeState.start(
        _vault(), time_limit=limit, timed_rules=TimedRules(parallel_work=parallel)
    )


# --- what one task costs ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("passed", "momentum", "threat", "complications", "expected"),
    [
        (True, False, False, 0, TimeCost(intervals=2)),
        (False, False, False, 0, TimeCost(intervals=2)),
        (True, True, False, 0, TimeCost(intervals=1, saved=1, momentum_spent=2)),
        (False, False, True, 0, TimeCost(intervals=1, saved=1, threat_added=2)),
        (True, False, False, 2, TimeCost(intervals=4, added_by_complications=2)),
        (True, True, False, 1, TimeCost(intervals=2, saved=1, momentum_spent=2,
                                        added_by_complications=1)),
        (False, False, True, 3, TimeCost(intervals=4, saved=1, threat_added=2,
                                         added_by_complications=3)),
    ],
)  # fmt: skip
def test_a_task_takes_two_intervals_adjusted_by_savings_and_complications(
    passed: bool, momentum: bool, threat: bool, complications: int, expected: TimeCost
) -> None:
    cost = task_time(
        passed=passed,
        save_with_momentum=momentum,
        save_with_threat=threat,
        complications=complications,
    )
    assert cost == expected


def test_momentum_saves_time_only_on_a_success_and_threat_only_on_a_failure() -> None:
    with pytest.raises(ChallengeError, match="momentum saves time only on a successful task"):
        task_time(passed=False, save_with_momentum=True)
    with pytest.raises(ChallengeError, match="threat saves time only on a failed task"):
        task_time(passed=True, save_with_threat=True)
    with pytest.raises(ChallengeError, match="complications cannot be negative"):
        task_time(passed=True, complications=-1)


def test_the_gm_can_change_the_numbers() -> None:
    rules = TimedRules(intervals_per_task=3, intervals_per_complication=2, saving_momentum=1)
    cost = task_time(passed=True, save_with_momentum=True, complications=1, rules=rules)
    assert cost == TimeCost(intervals=4, saved=1, added_by_complications=2, momentum_spent=1)
    with pytest.raises(ChallengeError, match="at least 1 interval"):
        TimedRules(intervals_per_task=0)


@given(
    passed=st.booleans(),
    save=st.booleans(),
    complications=st.integers(min_value=0, max_value=10),
)
def test_a_task_never_takes_less_than_one_interval(
    passed: bool, save: bool, complications: int
) -> None:
    cost = task_time(
        passed=passed,
        save_with_momentum=save and passed,
        save_with_threat=save and not passed,
        complications=complications,
    )
    assert cost.intervals == 2 - int(save) + complications
    assert cost.intervals >= 1


def test_the_suggested_budget_is_two_to_three_intervals_per_key_task() -> None:
    assert suggested_budget(3) == (6, 9)
    with pytest.raises(ChallengeError):
        suggested_budget(0)


def test_the_fewest_key_tasks_to_win_sizes_a_gated_budget() -> None:
    challenge = Challenge(
        structure=Structure.GATED,
        key_tasks=(
            KeyTask(id="long way", unlocks=("around",)),
            KeyTask(id="around", unlocks=("exit",)),
            KeyTask(id="shortcut", unlocks=("exit",)),
            KeyTask(id="exit", needs=Needs.ANY, victory=True),
        ),
    )
    assert suggested_budget(challenge.fewest_key_tasks_to_win() or 0) == (4, 6)


def test_a_time_limit_needs_an_interval_and_a_positive_budget() -> None:
    with pytest.raises(ChallengeError, match="how long one interval is"):
        TimeLimit(interval=" ", budget=4)
    with pytest.raises(ChallengeError, match="at least 1 interval, not 0"):
        TimeLimit(interval="1 hour", budget=0)


# --- the clock in a running challenge ---------------------------------------------------------


def test_a_timed_challenge_runs_out_of_time() -> None:
    state = _timed(budget=4)
    state = state.attempt("door", character="ana", passed=False, complications_adding_time=1)
    assert state.clock is not None
    assert (state.clock.elapsed, state.clock.remaining) == (3, 1)
    assert state.outcome is ChallengeOutcome.IN_PROGRESS
    state = state.attempt("door", character="ana", passed=True, save_time_with_momentum=True)
    assert state.clock is not None
    assert (state.clock.elapsed, state.clock.remaining) == (4, 0)
    assert state.outcome is ChallengeOutcome.OUT_OF_TIME
    assert state.time_ran_out
    assert state.clock.limit.consequence == "the guards change shift"
    with pytest.raises(ChallengeOverError, match="time has run out"):
        state.attempt("safe", character="ana", passed=True)


def test_more_time_lets_the_challenge_go_on() -> None:
    state = _timed(budget=2).attempt("door", character="ana", passed=True)
    assert state.time_ran_out
    state = state.with_time_limit(TimeLimit(interval="10 minutes", budget=6))
    assert not state.time_ran_out
    assert state.attempt("safe", character="ana", passed=True).outcome is ChallengeOutcome.WON


def test_finishing_on_the_last_interval_is_in_time() -> None:
    state = _timed(budget=4)
    state = state.attempt("door", character="ana", passed=True)
    state = state.attempt("safe", character="bo", passed=True)
    assert state.won_at == 4
    assert state.outcome is ChallengeOutcome.WON
    assert not state.time_ran_out


def test_finishing_after_the_deadline_is_out_of_time() -> None:
    state = _timed(budget=3)
    state = state.attempt("door", character="ana", passed=True, save_time_with_momentum=True)
    state = state.attempt("safe", character="bo", passed=True, complications_adding_time=1)
    assert state.victory_met
    assert state.won_at == 4
    assert state.outcome is ChallengeOutcome.OUT_OF_TIME


def test_threat_on_a_failure_and_other_tasks_count_too() -> None:
    state = _timed(budget=None)
    state = state.attempt("door", character="ana", passed=False, save_time_with_threat=True)
    state = state.attempt(None, character="bo", passed=True, label="create a trait")
    assert state.clock is not None
    assert state.clock.elapsed == 3
    assert state.attempts[0].time == TimeCost(intervals=1, saved=1, threat_added=2)
    assert (state.attempts[1].started_at, state.attempts[1].ended_at) == (1, 3)
    assert state.clock.remaining is None
    assert not state.time_ran_out


def test_on_one_clock_tasks_follow_one_another() -> None:
    state = _timed(budget=None)
    state = state.attempt(None, character="ana", passed=True)
    state = state.attempt(None, character="bo", passed=True)
    assert state.clock is not None
    assert state.clock.elapsed == 4
    assert state.clock.character_elapsed == (("ana", 2), ("bo", 4))


def test_with_parallel_work_each_character_keeps_their_own_clock() -> None:
    state = _timed(budget=None, parallel=True)
    state = state.attempt(None, character="ana", passed=True)
    state = state.attempt(None, character="bo", passed=True, save_time_with_momentum=True)
    assert state.clock is not None
    assert state.clock.character_elapsed == (("ana", 2), ("bo", 1))
    assert state.clock.elapsed == 2
    # Working together waits until both are free: ana at 2, so the joint task runs 2 to 4.
    state = state.attempt("door", character="bo", passed=True, helpers=("ana",))
    assert (state.attempts[-1].started_at, state.attempts[-1].ended_at) == (2, 4)
    assert state.clock is not None
    assert state.clock.character_elapsed == (("ana", 4), ("bo", 4))
    assert state.clock.elapsed == 4


def test_time_cannot_be_saved_or_lost_on_an_untimed_challenge() -> None:
    state = ChallengeState.start(_vault())
    with pytest.raises(ChallengeError, match="not timed"):
        state.attempt("door", character="ana", passed=True, save_time_with_momentum=True)
    assert state.attempt("door", character="ana", passed=True).attempts[-1].time is None


def test_a_running_clock_survives_a_json_round_trip() -> None:
    state = _timed(budget=5, parallel=True)
    state = state.attempt("door", character="ana", passed=False, save_time_with_threat=True)
    state = state.attempt("door", character="bo", passed=True, complications_adding_time=2)
    saved = json.loads(json.dumps(state.to_dict()))
    assert ChallengeState.from_dict(saved) == state
    assert state.clock is not None
    assert Clock.from_dict(state.clock.to_dict()) == state.clock


def test_the_reference_page_budget_table_matches_the_engine() -> None:
    page = Path(__file__).resolve().parents[4] / "resources" / "reference" / "rfi-challenges.md"
    rows = re.findall(r"^\| (\d+) \| (\d+) \| (\d+) \|$", page.read_text(encoding="utf-8"), re.M)
    assert len(rows) >= 3
    for needed, tense, relaxed in rows:
        assert suggested_budget(int(needed)) == (int(tense), int(relaxed))
