"""What a challenge takes from a logged roll is used up, and what is used up is not there to take.

Timed challenges (core): each complication the GM spends on time adds an interval; Momentum
that saves an interval, or seizes priority in a contest, may come from the roll. A complication
bought off never happened, so it cannot cost time; one spent on time cannot be bought off after.
"""

from __future__ import annotations

import pytest

from gmscreen.model.commands import CommandError
from gmscreen.model.commands import EditRecord
from gmscreen.model.rfi.challenge_commands import AttemptKeyTask
from gmscreen.model.rfi.challenge_commands import CreateChallenge
from gmscreen.model.rfi.contest_commands import TakeContestTurn
from gmscreen.model.rfi.roll_steps import buy_off_roll_complication
from gmscreen.model.rfi.roll_steps import save_roll_momentum
from gmscreen.model.rfi.rolls import task_state_of
from gmscreen.model.rfi.scene_challenge import TaskOutcome
from gmscreen.model.rfi.scene_challenge import read_challenge
from gmscreen.model.session import Session
from gmscreen.model.state import RollRecord
from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.challenges import ChallengeState
from gmscreen.rules.rfi.challenges import KeyTaskStatus
from gmscreen.rules.rfi.contest import Side
from tests.unit.model.test_challenge_commands import PASS
from tests.unit.model.test_challenge_commands import SCENE
from tests.unit.model.test_challenge_commands import VEX
from tests.unit.model.test_challenge_commands import contest_session
from tests.unit.model.test_challenge_commands import log_roll
from tests.unit.model.test_challenge_commands import momentum
from tests.unit.model.test_challenge_commands import session_with
from tests.unit.model.test_challenge_commands import threat
from tests.unit.model.test_challenge_commands import timed


def left_on(session: Session, roll_id: int) -> tuple[int, int]:
    """(complications, Momentum) the roll still holds."""
    record = session.state.find(RollRecord, roll_id)
    assert record is not None
    task = task_state_of(record)
    return task.complications, task.momentum


def outcome(session: Session, roll_id: int) -> TaskOutcome:
    record = session.state.find(RollRecord, roll_id)
    assert record is not None
    return TaskOutcome.of_roll(record)


def test_a_complication_bought_off_cannot_also_cost_time() -> None:
    session = session_with(threat=6)
    session.execute(CreateChallenge(SCENE, timed()))
    roll = log_roll(session, passed=True, complications=1, key_task="case")
    session.execute(buy_off_roll_complication(roll, npc=False))
    assert threat(session) == 8
    assert outcome(session, roll).complications == 0
    before = session.state.records()
    with pytest.raises(CommandError, match="0 complication"):
        session.execute(
            AttemptKeyTask(
                SCENE, "case", outcome(session, roll), complications_adding_time=1, roll_id=roll
            )
        )
    assert session.state.records() == before


def test_a_complication_spent_on_time_is_settled_and_undo_gives_it_back() -> None:
    session = session_with(threat=6)
    session.execute(CreateChallenge(SCENE, timed()))
    roll = log_roll(session, passed=True, complications=2, key_task="case")
    session.execute(
        AttemptKeyTask(
            SCENE, "case", outcome(session, roll), complications_adding_time=1, roll_id=roll
        )
    )
    running = read_challenge(session.state, SCENE)
    assert running is not None
    assert running.clock is not None  # type: ignore[union-attr]
    assert running.clock.elapsed == 3  # type: ignore[union-attr]  # 2 for the task, 1 lost
    assert left_on(session, roll) == (1, 0)
    session.execute(buy_off_roll_complication(roll, npc=False))  # the other one
    with pytest.raises(RulesError, match="no complication left"):
        session.execute(buy_off_roll_complication(roll, npc=False))
    session.undo()
    session.undo()
    assert left_on(session, roll) == (2, 0)


def test_momentum_from_the_roll_that_saved_time_cannot_be_saved_again() -> None:
    session = session_with(momentum=3)
    session.execute(CreateChallenge(SCENE, timed()))
    roll = log_roll(session, passed=True, momentum=3, key_task="case")
    session.execute(
        AttemptKeyTask(
            SCENE,
            "case",
            outcome(session, roll),
            character_id=VEX,
            save_time_with_momentum=True,
            roll_id=roll,
        )
    )
    assert momentum(session) == 3  # both Momentum came from the roll
    assert left_on(session, roll) == (0, 1)
    with pytest.raises(RulesError, match="1 Momentum left"):
        session.execute(save_roll_momentum(roll, 2))
    session.execute(save_roll_momentum(roll, 1))
    assert momentum(session) == 4


def test_momentum_from_the_roll_that_seized_priority_is_used_up() -> None:
    session = contest_session(gm_takes_priority=True, momentum=2)
    session.execute(TakeContestTurn(SCENE, Side.OPPOSITION, "map", PASS))
    roll = log_roll(session, passed=True, momentum=2, key_task="map")
    session.execute(
        TakeContestTurn(
            SCENE,
            Side.PLAYERS,
            "map",
            outcome(session, roll),
            character_id=VEX,
            seize_priority=True,
            roll_id=roll,
        )
    )
    assert momentum(session) == 2  # paid from the roll
    assert left_on(session, roll) == (0, 0)
    assert outcome(session, roll).momentum == 0


def test_a_success_at_cost_passes_the_key_task_and_its_complication_may_cost_time() -> None:
    session = session_with()
    session.execute(CreateChallenge(SCENE, timed()))
    roll = log_roll(session, passed=False, complications=1, key_task="case")
    record = session.state.find(RollRecord, roll)
    assert record is not None
    at_cost = {**record.outcome, "outcome": "succeeded at cost"}
    session.execute(EditRecord("roll", roll, label="succeed at cost", outcome=at_cost))
    given = outcome(session, roll)
    assert given.passed
    session.execute(AttemptKeyTask(SCENE, "case", given, complications_adding_time=1, roll_id=roll))
    running = read_challenge(session.state, SCENE)
    assert isinstance(running, ChallengeState)
    assert running.status("case") is KeyTaskStatus.DONE
