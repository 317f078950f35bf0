"""Hot Circle tests in the campaign: logged with their faces, rerolled, settled, undone."""

import dataclasses
from datetime import datetime

import pytest

from gmscreen.model.commands import CommandError
from gmscreen.model.hotcircle.demo import demo_hotcircle_records
from gmscreen.model.hotcircle.flow import scene_flow
from gmscreen.model.hotcircle.replay import replay_ability_test
from gmscreen.model.hotcircle.replay import replay_obstacle_test
from gmscreen.model.hotcircle.rolls import RecordAbilityTest
from gmscreen.model.hotcircle.rolls import RecordObstacleTest
from gmscreen.model.hotcircle.rolls import Reroll
from gmscreen.model.hotcircle.rolls import SettleTest
from gmscreen.model.hotcircle.sheet import read_character
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.session import Session
from gmscreen.model.state import Character
from gmscreen.model.state import RollRecord
from gmscreen.rules.dice import FixedDice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.ability import ability_test_for
from gmscreen.rules.hotcircle.ability import reroll_ability_test
from gmscreen.rules.hotcircle.ability import resolve_ability_test
from gmscreen.rules.hotcircle.ability import roll_ability_test
from gmscreen.rules.hotcircle.contest import Pool
from gmscreen.rules.hotcircle.contest import RerollReason
from gmscreen.rules.hotcircle.contest import Side
from gmscreen.rules.hotcircle.obstacle import ObstacleOutcome
from gmscreen.rules.hotcircle.obstacle import ObstacleTest
from gmscreen.rules.hotcircle.obstacle import Outcome
from gmscreen.rules.hotcircle.obstacle import reroll_obstacle_test
from gmscreen.rules.hotcircle.obstacle import resolve_obstacle_test
from gmscreen.rules.hotcircle.obstacle import roll_obstacle_test
from gmscreen.rules.hotcircle.pools import LifepathFit
from gmscreen.rules.hotcircle.stakes import Stakes
from gmscreen.rules.hotcircle.stakes import roller_for
from gmscreen.rules.hotcircle.tables import Ability
from gmscreen.rules.hotcircle.tables import AssetKind

ARIA, DUSK = 1, 4


def clock() -> datetime:
    return datetime(2024, 12, 21, 20, 0)


@pytest.fixture
def session() -> Session:
    return Session(MemoryRepository(demo_hotcircle_records()))


def sheet_of(session: Session, character_id: int) -> Character:
    record = session.state.find(Character, character_id)
    assert record is not None
    return record


def versus_test(session: Session) -> ObstacleTest:
    aria = read_character(sheet_of(session, ARIA))
    dusk = read_character(sheet_of(session, DUSK))
    return ObstacleTest(
        stakes=Stakes(
            intent="Dusk gives up the ledger",
            task="remind him what his name is worth",
            consequence="Dusk keeps the ledger and knows she came for it",
            player_compromise="Dusk keeps it, but lets her read one page",
            opponent_compromise="she gets it, and owes him a favour",
        ),
        player=roller_for(
            aria, fit=LifepathFit.HELPFUL, lifepath="Clerk of the Rolls", traits=("Soft-spoken",)
        ),
        opponent=roller_for(dusk, fit=LifepathFit.HELPFUL, lifepath="Guild Enforcer"),
    )


def test_a_versus_test_is_logged_open_with_its_faces_and_counted_in_the_scene(
    session: Session,
) -> None:
    test = versus_test(session)
    assert (test.task_dice, test.obstacle_dice) == (5, 4)
    roll = roll_obstacle_test(test, dice=FixedDice([1, 2, 3, 2, 1, 5, 1, 1, 2]))
    tally_before = scene_flow(session.state).tally
    command = RecordObstacleTest(roll, character_id=ARIA, opponent_id=DUSK, clock=clock)
    session.execute(command)
    [record] = session.state.of(RollRecord)
    assert record.faces == (1, 2, 3, 2, 1, 5, 1, 1, 2)
    assert record.outcome["status"] == "open"
    assert (record.outcome["task"], record.outcome["obstacle"]) == (3, 5)
    assert "versus Captain Orrin Dusk" in record.summary
    assert scene_flow(session.state).tally.obstacle_tests == tally_before.obstacle_tests + 1
    replayed, _dice = replay_obstacle_test(record)
    assert replayed == roll


def test_accepting_the_compromise_rerolls_once_and_the_outcome_is_the_compromise(
    session: Session,
) -> None:
    roll = roll_obstacle_test(versus_test(session), dice=FixedDice([1, 2, 3, 2, 1, 5, 1, 1, 2]))
    session.execute(RecordObstacleTest(roll, character_id=ARIA, opponent_id=DUSK, clock=clock))
    [record] = session.state.of(RollRecord)
    rerolled = reroll_obstacle_test(
        roll,
        Pool.TASK,
        reason=RerollReason.COMPROMISE,
        side=Side.PLAYER,
        dice=FixedDice([6, 1, 1, 1, 1]),
    )
    session.execute(Reroll(record.id, rerolled))
    assert session.undo_name == "reroll the task roll (accepted compromise)"
    record = session.state.of(RollRecord)[0]
    assert record.outcome["rerolls"] == [
        {
            "pool": "task",
            "reason": "accepted compromise",
            "side": "player",
            "before": 3,
            "after": 6,
        }
    ]
    with pytest.raises(CommandError, match="changed since"):
        session.execute(Reroll(record.id, rerolled))  # the same reroll twice is refused
    outcome = resolve_obstacle_test(replay_obstacle_test(record)[0], dice=FixedDice([]))
    assert outcome.outcome is Outcome.OPPONENT_COMPROMISE
    session.execute(SettleTest(record.id, outcome))
    settled = session.state.of(RollRecord)[0]
    assert settled.outcome["status"] == "settled"
    assert settled.outcome["narration"] == "she gets it, and owes him a favour"
    with pytest.raises(CommandError, match="let it ride"):
        session.execute(SettleTest(record.id, outcome))


def test_a_persona_point_reroll_is_paid_on_settling_and_noted_on_the_lifepath(
    session: Session,
) -> None:
    roll = roll_obstacle_test(versus_test(session), dice=FixedDice([1, 2, 3, 2, 1, 5, 1, 1, 2]))
    session.execute(RecordObstacleTest(roll, character_id=ARIA, opponent_id=DUSK, clock=clock))
    record_id = session.state.of(RollRecord)[0].id
    rerolled = reroll_obstacle_test(
        roll,
        Pool.OBSTACLE,
        reason=RerollReason.PERSONA_POINT,
        side=Side.PLAYER,
        dice=FixedDice([1, 2, 2, 1]),
    )
    session.execute(Reroll(record_id, rerolled))
    before = session.state.records()
    # 3 against 2 with more dice: the intent; Aria pays her one persona point.
    outcome = resolve_obstacle_test(rerolled, dice=FixedDice([]))
    assert outcome.outcome is Outcome.INTENT
    session.execute(SettleTest(record_id, outcome))
    aria = read_character(sheet_of(session, ARIA))
    assert aria.artha.persona_points == 0
    assert aria.lifepath("Clerk of the Rolls").persona_spent == 3
    session.undo()
    assert session.state.records() == before


def _settle_dead_heat(session: Session) -> tuple[RollRecord, ObstacleOutcome]:
    """Aria's 2D against difficulty 2: 4 against 4; 3 against 3 again; then 6 beats 5."""
    aria = read_character(sheet_of(session, ARIA))
    test = ObstacleTest(
        stakes=Stakes(intent="slip past", task="walk like a clerk", consequence="stopped"),
        player=roller_for(aria, fit=LifepathFit.NEUTRAL),
        difficulty=2,
    )
    roll = roll_obstacle_test(test, dice=FixedDice([4, 2, 1, 4]))
    session.execute(RecordObstacleTest(roll, character_id=ARIA, clock=clock))
    record_id = session.state.of(RollRecord)[0].id
    outcome = resolve_obstacle_test(roll, dice=FixedDice([3, 3, 3, 1, 6, 2, 5, 1]))
    session.execute(SettleTest(record_id, outcome))
    return session.state.of(RollRecord)[0], outcome


def test_a_dead_heat_is_broken_and_its_faces_are_logged(session: Session) -> None:
    record, _outcome = _settle_dead_heat(session)
    assert record.faces == (4, 2, 1, 4, 3, 3, 3, 1, 6, 2, 5, 1)
    assert record.outcome["decided_by"] == "tie rolled again"
    assert record.outcome["passed"] is True


def test_a_logged_tie_break_replays_per_pool_and_a_wrong_sized_one_is_refused(
    session: Session,
) -> None:
    # Ties: with equal dice both pools are rolled again together until the results differ.
    record, outcome = _settle_dead_heat(session)
    assert record.outcome["tie_breaks"] == [
        {"task": [3, 3], "obstacle": [3, 1]},
        {"task": [6, 2], "obstacle": [5, 1]},
    ]
    replayed, dice = replay_obstacle_test(record)
    assert resolve_obstacle_test(replayed, dice=dice).settlement == outcome.settlement
    # The same eight faces, but the first reroll logged as 3D against 1D: refused, not re-split.
    tampered = dataclasses.replace(
        record,
        outcome={
            **record.outcome,
            "tie_breaks": [
                {"task": [3, 3, 3], "obstacle": [1]},
                {"task": [6, 2], "obstacle": [5, 1]},
            ],
        },
    )
    with pytest.raises(RulesError, match="a tie-break roll of a 2D pool needs 2 faces, not 3"):
        replay_obstacle_test(tampered)
    # Per-pool rolls that disagree with the logged faces are refused too.
    mismatched = dataclasses.replace(
        record,
        outcome={
            **record.outcome,
            "tie_breaks": [
                {"task": [3, 3], "obstacle": [3, 1]},
                {"task": [6, 2], "obstacle": [4, 1]},
            ],
        },
    )
    with pytest.raises(RulesError, match="do not match its logged faces"):
        replay_obstacle_test(mismatched)


def test_an_ability_test_passed_notes_the_asset_and_a_fate_reroll_is_paid(
    session: Session,
) -> None:
    aria = read_character(sheet_of(session, ARIA))
    test = ability_test_for(
        aria,
        ability=Ability.RESOURCES,
        lifepath="Dock Runner",
        asset="Oilskin cloak",
        fit=LifepathFit.HELPFUL,
    )
    roll = roll_ability_test(test, dice=FixedDice([1, 2, 3, 5]))  # 3D → 3 against 1D → 5
    session.execute(RecordAbilityTest(roll, character_id=ARIA, clock=clock))
    record = session.state.of(RollRecord)[0]
    assert scene_flow(session.state).tally.ability_tests == 2
    rerolled = reroll_ability_test(
        roll, Pool.TASK, reason=RerollReason.FATE_POINT, side=Side.PLAYER, dice=FixedDice([6, 1, 1])
    )
    session.execute(Reroll(record.id, rerolled))
    record = session.state.of(RollRecord)[0]
    assert replay_ability_test(record)[0] == rerolled
    session.execute(SettleTest(record.id, resolve_ability_test(rerolled, dice=FixedDice([]))))
    aria = read_character(sheet_of(session, ARIA))
    assert aria.artha.fate_points == 1
    assert aria.lifepath("Dock Runner").fate_spent == 1
    assert any(a.kind is AssetKind.GEAR and a.name == "Oilskin cloak" for a in aria.assets)


def test_an_ability_test_failed_taxes_the_lifepath(session: Session) -> None:
    aria = read_character(sheet_of(session, ARIA))
    test = ability_test_for(
        aria, ability=Ability.WISES, lifepath="Harbour-born", asset="Choir debts"
    )
    roll = roll_ability_test(test, dice=FixedDice([2, 1, 5]))
    session.execute(RecordAbilityTest(roll, character_id=ARIA, clock=clock))
    record_id = session.state.of(RollRecord)[0].id
    session.execute(SettleTest(record_id, resolve_ability_test(roll, dice=FixedDice([]))))
    aria = read_character(sheet_of(session, ARIA))
    assert Ability.WISES in aria.lifepath("Harbour-born").taxed
    assert "taxed" in session.state.of(RollRecord)[0].summary


def test_undoing_a_recorded_test_keeps_it_in_the_log_marked_undone(session: Session) -> None:
    before_tally = scene_flow(session.state).tally
    roll = roll_obstacle_test(versus_test(session), dice=FixedDice([1, 2, 3, 2, 1, 5, 1, 1, 2]))
    session.execute(RecordObstacleTest(roll, character_id=ARIA, opponent_id=DUSK, clock=clock))
    session.undo()
    [record] = session.state.of(RollRecord)
    assert record.undone
    assert scene_flow(session.state).tally == before_tally
    with pytest.raises(CommandError, match="undone"):
        session.execute(SettleTest(record.id, resolve_obstacle_test(roll, dice=FixedDice([]))))


def test_a_character_cannot_test_against_themself(session: Session) -> None:
    roll = roll_obstacle_test(versus_test(session), dice=FixedDice([1, 2, 3, 2, 1, 5, 1, 1, 2]))
    with pytest.raises(CommandError, match="themself"):
        session.execute(RecordObstacleTest(roll, character_id=ARIA, opponent_id=ARIA))
