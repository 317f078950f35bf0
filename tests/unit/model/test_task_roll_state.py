"""What a logged task still holds: kept on the roll record, read back the same from old files."""

from gmscreen.model.rfi.rolls import state_fields
from gmscreen.model.rfi.rolls import task_state_of
from gmscreen.model.state import RollRecord
from gmscreen.rules.rfi.task_state import TaskState


def roll(outcome: dict[str, object]) -> RollRecord:
    return RollRecord(1, "2026-01-01T20:00:00", "rfi-task", "a roll", outcome=outcome)


def test_a_roll_logged_before_the_state_was_kept_reads_as_fresh() -> None:
    old = roll(
        {"outcome": "passed", "successes": 3, "momentum": 2, "complications": 1, "passed": True}
    )
    assert task_state_of(old) == TaskState(complications=1, momentum=2, spendable=True)


def test_what_remains_round_trips_through_the_record() -> None:
    left = TaskState(complications=0, momentum=1, spendable=True)
    kept = roll({"momentum": 2, "complications": 1, "passed": True, **state_fields(left)})
    assert task_state_of(kept) == left
