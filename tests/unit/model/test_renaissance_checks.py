"""Renaissance checks in the roll log: TN breakdown, faces, grade, contests, shifts, undo."""

from datetime import datetime

import pytest

from gmscreen.model.commands import CommandError
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.renaissance import demo_renaissance_records
from gmscreen.model.renaissance.checks import CHECK_KIND
from gmscreen.model.renaissance.checks import RecordCheck
from gmscreen.model.renaissance.checks import logged_check
from gmscreen.model.renaissance.contests import ContestSide
from gmscreen.model.renaissance.contests import RecordContest
from gmscreen.model.renaissance.luck import luck_of
from gmscreen.model.renaissance.options import RenaissanceOptions
from gmscreen.model.renaissance.options import SetRenaissanceOptions
from gmscreen.model.renaissance.shifts import ApplyShift
from gmscreen.model.renaissance.shifts import shift_refusal
from gmscreen.model.session import Session
from gmscreen.model.state import RollRecord
from gmscreen.rules.dice import FixedDice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.renaissance import Aptitude
from gmscreen.rules.renaissance import ContestKind
from gmscreen.rules.renaissance import Grade
from gmscreen.rules.renaissance import GradeOptions
from gmscreen.rules.renaissance import GradeShift
from gmscreen.rules.renaissance import TargetNumber
from gmscreen.rules.renaissance import roll_check
from gmscreen.rules.renaissance import roll_contest
from gmscreen.rules.renaissance import skill_target
from gmscreen.rules.renaissance.modifiers import assist
from gmscreen.rules.renaissance.modifiers import difficulty
from gmscreen.rules.renaissance.modifiers import specialization

ARYN, KATARINA, CHANDRA, GOBLIN = 1, 2, 3, 4


def clock() -> datetime:
    return datetime(2025, 5, 1, 20, 15)


@pytest.fixture
def session() -> Session:
    return Session(MemoryRepository(demo_renaissance_records()))


def aryn_search() -> TargetNumber:
    """Aryn's Search 75 with two assistants (+20), a hard trail (−10) and [Tracking] (+10)."""
    return skill_target(skill="Search", aptitude=Aptitude.INT, aptitude_score=25, ranks=50).plus(
        assist([10, 12]), difficulty(-10), specialization("Tracking")
    )


def roll(session: Session, face: int, target: TargetNumber | int = 75, who: int = ARYN) -> int:
    command = RecordCheck(
        roll_check(FixedDice([face]), target), character_id=who, label="Search", clock=clock
    )
    session.execute(command)
    assert command.record is not None
    return command.record.id


def test_a_check_is_logged_with_its_tn_breakdown_faces_and_grade(session: Session) -> None:
    roll_id = roll(session, 27, aryn_search())
    record = session.state.find(RollRecord, roll_id)
    assert record is not None
    assert record.kind == CHECK_KIND
    assert record.time == "2025-05-01T20:15:00"
    assert record.faces == (27,)
    assert record.character_id == ARYN
    assert record.inputs["breakdown"] == [
        "Search: INT 25 + 50 ranks: 75",
        "2 assistants: +20",
        "harder than usual: -10",
        "[Tracking]: +10",
        "TN 95",
    ]
    assert record.inputs["target"] == 95
    assert record.outcome["grade"] == "basic success"
    assert record.outcome["margin_of_success"] == 27
    assert record.summary == "Aryn — Search, TN 95: rolled 27, basic success, MoS 27"


def test_a_tn_over_98_is_logged_as_held_to_98(session: Session) -> None:
    target = TargetNumber(base=90, source="Search").plus(assist([10, 10]))
    record = session.state.find(RollRecord, roll(session, 100, target))
    assert record is not None
    assert (record.inputs["unclamped"], record.inputs["target"]) == (110, 98)
    assert record.inputs["clamped"] is True
    assert record.outcome["roll"] == 0  # a d100 showing 100 reads 00: a critical success
    assert record.outcome["grade"] == "critical success"


def test_undoing_a_check_keeps_its_entry_marked_undone(session: Session) -> None:
    roll_id = roll(session, 50)
    session.undo()
    record = session.state.find(RollRecord, roll_id)
    assert record is not None
    assert record.undone
    session.redo()
    assert not session.state.find(RollRecord, roll_id).undone  # type: ignore[union-attr]


def test_an_upgrade_paid_with_luck_is_one_undo_step(session: Session) -> None:
    roll_id = roll(session, 27)  # basic success against 75
    before = session.state.records()
    session.execute(ApplyShift(roll_id, GradeShift.UPGRADE, spend_luck=True))
    record = session.state.find(RollRecord, roll_id)
    assert record is not None
    assert record.outcome["grade"] == "exceptional success"
    assert record.outcome["rolled_grade"] == "basic success"
    assert record.outcome["margin_of_success"] == 27  # shifts never change the margin
    assert "upgraded with a Luck Point" in record.summary
    assert luck_of(session.state, ARYN) == 0
    assert session.undo_name == "upgrade Aryn's Search with a Luck Point"
    session.undo()
    assert session.state.records() == before


def test_a_check_is_shifted_once_at_most(session: Session) -> None:
    roll_id = roll(session, 27)
    session.execute(ApplyShift(roll_id, GradeShift.UPGRADE))
    before = session.state.records()
    with pytest.raises(CommandError, match="already upgraded"):
        session.execute(ApplyShift(roll_id, GradeShift.DOWNGRADE))
    assert session.state.records() == before


@pytest.mark.parametrize(
    ("face", "shift", "reason"),
    [
        (80, GradeShift.UPGRADE, "a basic failure cannot be upgraded"),
        (27, GradeShift.DOWNGRADE, "a basic success cannot be downgraded"),
        (99, GradeShift.DOWNGRADE, "a critical failure cannot be downgraded"),
    ],
)
def test_a_shift_that_would_change_nothing_is_refused(
    session: Session, face: int, shift: GradeShift, reason: str
) -> None:
    roll_id = roll(session, face)
    with pytest.raises(CommandError, match=reason):
        session.execute(ApplyShift(roll_id, shift))


def test_luck_cannot_be_spent_when_the_roller_has_none(session: Session) -> None:
    roll_id = roll(session, 27, who=CHANDRA)  # Chandra holds 0 Luck Points
    before = session.state.records()
    with pytest.raises(RulesError, match="only 0 Luck Points"):
        session.execute(ApplyShift(roll_id, GradeShift.UPGRADE, spend_luck=True))
    assert session.state.records() == before


def test_an_undone_roll_cannot_be_shifted(session: Session) -> None:
    roll_id = roll(session, 27)
    session.undo()
    record = session.state.find(RollRecord, roll_id)
    assert record is not None
    assert shift_refusal(record, GradeShift.UPGRADE) == "this roll was undone"


def test_a_downgrade_follows_the_campaigns_reading_of_the_damaged_list(session: Session) -> None:
    session.execute(
        SetRenaissanceOptions(
            RenaissanceOptions(grades=GradeOptions(downgrade_critical_success_to_basic=True))
        )
    )
    roll_id = roll(session, 33)  # a double under 75: critical success
    session.execute(ApplyShift(roll_id, GradeShift.DOWNGRADE))
    record = session.state.find(RollRecord, roll_id)
    assert record is not None
    assert record.outcome["grade"] == "basic success"
    assert logged_check(record).grade is Grade.BASIC_SUCCESS


def test_an_opposed_check_logs_both_sides_with_every_round(session: Session) -> None:
    # Chandra's Unarmed Combat 80 against the goblin's Fray 65: both fail, then both succeed.
    contest = roll_contest(FixedDice([90, 95, 63, 21]), 80, 65, kind=ContestKind.OPPOSED)
    command = RecordContest(
        contest,
        ContestSide(CHANDRA, "Unarmed Combat"),
        ContestSide(GOBLIN, "Fray"),
        clock=clock,
    )
    session.execute(command)
    chandra, goblin = command.records
    assert chandra.faces == (90, 63)
    assert goblin.faces == (95, 21)
    assert [r["outcome"] for r in chandra.outcome["rounds"]] == ["reroll", "first side wins"]
    assert chandra.outcome["contest"]["result"] == "wins"
    assert goblin.outcome["contest"]["result"] == "loses"
    assert chandra.inputs["partner_roll_id"] == goblin.id
    assert chandra.summary == (
        "Chandra — Unarmed Combat vs Goblin slaver (opposed check), TN 80: "
        "rolled 63, exceptional success, MoS 63 — wins after 2 rounds"
    )
    session.undo()
    assert all(r.undone for r in session.state.of(RollRecord))


def test_a_variable_check_where_both_succeed_is_partial_for_both(session: Session) -> None:
    # Aryn's Stealth 65 against the bear's Perception 55: 51 and 42, both partly succeed.
    contest = roll_contest(FixedDice([51, 42]), 65, 55, kind=ContestKind.VARIABLE)
    command = RecordContest(contest, ContestSide(ARYN, "Stealth"), ContestSide(5, "Perception"))
    session.execute(command)
    assert [r.outcome["contest"]["result"] for r in command.records] == ["partial", "partial"]
    assert "partly succeeds" in command.records[0].summary
