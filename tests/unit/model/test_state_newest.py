"""The newest record of a log that passes a test: what a reopened task panel shows again."""

from gmscreen.model.state import CampaignState
from gmscreen.model.state import RollRecord


def roll(roll_id: int, kind: str = "rfi-task", *, undone: bool = False) -> RollRecord:
    return RollRecord(roll_id, "2026-01-01T20:00", kind, f"roll {roll_id}", undone=undone)


def test_the_newest_accepted_roll_is_the_highest_id_whatever_the_order_they_came_in() -> None:
    state = CampaignState([roll(5), roll(9, undone=True), roll(2), roll(7, "free"), roll(3)])

    def live_task(record: RollRecord) -> bool:
        return record.kind == "rfi-task" and not record.undone

    assert state.newest(RollRecord, live_task) == roll(5)
    state.put(roll(9))  # the undone roll redone
    assert state.newest(RollRecord, live_task) == roll(9)
    assert state.newest(RollRecord, lambda record: record.kind == "attack") is None
