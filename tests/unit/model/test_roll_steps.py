"""Steps on a logged task roll, each one undo step that the roll's state allows or refuses."""

import pytest

from gmscreen.model.commands import CommandError
from gmscreen.model.demo import demo_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.rfi.pools import read_pools
from gmscreen.model.rfi.roll_steps import InvokeNegatively
from gmscreen.model.rfi.roll_steps import buy_off_roll_complication
from gmscreen.model.rfi.roll_steps import save_roll_momentum
from gmscreen.model.rfi.roll_steps import spend_roll_momentum
from gmscreen.model.rfi.rolls import LetFailureStand
from gmscreen.model.rfi.rolls import RecordTaskRoll
from gmscreen.model.rfi.rolls import task_state_of
from gmscreen.model.rfi.rolls import unsettled_task_rolls
from gmscreen.model.session import Session
from gmscreen.model.state import RollRecord
from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.resolution import resolve_task_from_faces
from gmscreen.rules.rfi.spends import CREATE_TRAIT
from gmscreen.rules.rfi.task import Task

VEX, RAIDER = 1, 4
TASK = Task(attribute=10, skill=4, difficulty=1)  # TN 14


def logged(session: Session, faces: list[int], character_id: int) -> int:
    command = RecordTaskRoll(
        resolve_task_from_faces(TASK, faces), character_id=character_id, label="test"
    )
    session.execute(command)
    assert command.record is not None
    return command.record.id


def test_an_npcs_roll_cannot_invoke_a_truth_against_itself() -> None:
    session = Session(MemoryRepository(demo_records()))
    roll = logged(session, [5, 11], RAIDER)
    before = session.state.records()
    with pytest.raises(CommandError, match="only a player character"):
        session.execute(InvokeNegatively(roll, "Cowardly"))
    assert session.state.records() == before


def test_a_spend_takes_the_rolls_momentum_and_no_more() -> None:
    session = Session(MemoryRepository(demo_records()))
    roll = logged(session, [1, 11], VEX)  # 3 successes at difficulty 1: 2 Momentum
    pool = read_pools(session.state).momentum
    session.execute(
        spend_roll_momentum(roll, CREATE_TRAIT, 1, from_task=2, from_pool=0, from_threat=0)
    )
    record = session.state.find(RollRecord, roll)
    assert record is not None
    assert task_state_of(record).momentum == 0
    assert read_pools(session.state).momentum == pool
    with pytest.raises(RulesError):
        session.execute(
            spend_roll_momentum(roll, CREATE_TRAIT, 1, from_task=2, from_pool=0, from_threat=0)
        )
    session.undo()
    record = session.state.find(RollRecord, roll)
    assert record is not None
    assert task_state_of(record).momentum == 2


def test_the_npcs_complication_is_bought_off_by_the_gm_once() -> None:
    session = Session(MemoryRepository(demo_records()))
    roll = logged(session, [5, 20], RAIDER)
    threat = read_pools(session.state).threat
    session.execute(buy_off_roll_complication(roll, npc=True))
    assert read_pools(session.state).threat == threat - 2
    with pytest.raises(RulesError, match="no complication left"):
        session.execute(buy_off_roll_complication(roll, npc=True))


def test_no_task_is_logged_over_a_roll_still_in_use() -> None:
    """Unsaved Momentum, then a failure not yet let stand, keep the next roll out of the log;
    the reactive side of an opposed task may answer the roll it opposes."""
    session = Session(MemoryRepository(demo_records()))
    roll = logged(session, [1, 11], VEX)  # 2 Momentum, unsaved
    assert [r.id for r in unsettled_task_rolls(session.state)] == [roll]
    with pytest.raises(CommandError, match="still in use"):
        logged(session, [18, 19], VEX)
    answer = RecordTaskRoll(
        resolve_task_from_faces(TASK, [18, 19]), character_id=RAIDER, label="x", opposes=roll
    )
    session.execute(answer)  # the Raider's failure: an opposed task's, no call waits on it
    assert answer.record is not None
    assert [r.id for r in unsettled_task_rolls(session.state)] == [roll]
    session.execute(save_roll_momentum(roll, 2))
    assert unsettled_task_rolls(session.state) == ()

    failed = logged(session, [18, 19], VEX)
    assert [r.id for r in unsettled_task_rolls(session.state)] == [failed]
    session.execute(LetFailureStand(failed))
    assert unsettled_task_rolls(session.state) == ()
    with pytest.raises(CommandError, match="not yet decided"):
        session.execute(LetFailureStand(failed))
    session.undo()
    assert [r.id for r in unsettled_task_rolls(session.state)] == [failed]
