"""Upgrading or downgrading a logged Renaissance check, once, perhaps by spending a Luck Point."""

from __future__ import annotations

import dataclasses

from gmscreen.model.changes import ChangeSet
from gmscreen.model.changes import RecordChange
from gmscreen.model.commands import Command
from gmscreen.model.commands import CommandError
from gmscreen.model.renaissance.checks import logged_check
from gmscreen.model.renaissance.checks import summary_of
from gmscreen.model.renaissance.luck import luck_change
from gmscreen.model.renaissance.luck import luck_of
from gmscreen.model.renaissance.options import campaign_options
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.model.state import RollRecord
from gmscreen.rules.renaissance import CheckResult
from gmscreen.rules.renaissance import GradeOptions
from gmscreen.rules.renaissance import GradeShift
from gmscreen.rules.renaissance import luck_after_spending


def shift_refusal(record: RollRecord, shift: GradeShift) -> str:
    """Why this logged check cannot take this shift now ("" when it can)."""
    if record.undone:
        return "this roll was undone"
    try:
        result = logged_check(record)
    except CommandError as error:
        return str(error)
    if result.shift is not None:
        return f"this check was already {result.shift.value}d: a check shifts once at most"
    if _shifted(result, shift, downgrade_to_basic=False).grade is result.grade:
        verb = "upgraded" if shift is GradeShift.UPGRADE else "downgraded"
        return f"a {result.grade.value} cannot be {verb}"
    return ""


def _shifted(result: CheckResult, shift: GradeShift, *, downgrade_to_basic: bool) -> CheckResult:
    if shift is GradeShift.UPGRADE:
        return result.upgraded()
    return result.downgraded(
        options=GradeOptions(downgrade_critical_success_to_basic=downgrade_to_basic)
    )


class ApplyShift(Command):
    """Upgrade or downgrade a logged check (never across success and failure, once at most).

    With `spend_luck`, the rolling character pays one Luck Point in the same undo step.
    """

    def __init__(self, roll_id: int, shift: GradeShift, *, spend_luck: bool = False) -> None:
        self._id, self._shift, self._luck = roll_id, shift, spend_luck
        self._label = ""

    @property
    def name(self) -> str:
        return self._label or f"{self._shift.value} a check"

    def plan(self, state: CampaignState) -> ChangeSet:
        record = state.find(RollRecord, self._id)
        if record is None:
            raise CommandError(f"there is no roll {self._id} in the log any more")
        refusal = shift_refusal(record, self._shift)
        if refusal:
            raise CommandError(refusal)
        to_basic = campaign_options(state).grades.downgrade_critical_success_to_basic
        result = _shifted(logged_check(record), self._shift, downgrade_to_basic=to_basic)
        who = state.find(Character, record.character_id)
        name = who.name if who is not None else ""
        what = f"{name}'s {record.inputs.get('label', 'check')}" if name else "the check"
        self._label = f"{self._shift.value} {what}"
        changes: list[RecordChange] = []
        if self._luck:
            if who is None:
                raise CommandError("nobody rolled this check: no one can spend Luck on it")
            points = luck_after_spending(luck_of(state, who.id))
            change = luck_change(state, who.id, points)
            if change is not None:
                changes.append(change)
            self._label += " with a Luck Point"
        outcome = {
            **record.outcome,
            "grade": result.grade.value,
            "shift": self._shift.value,
            "luck_spent": self._luck,
            "downgrade_critical_success_to_basic": to_basic,
        }
        after = dataclasses.replace(
            record, outcome=outcome, summary=summary_of(name, record.inputs, outcome)
        )
        changes.insert(0, RecordChange.of(record, after))
        return ChangeSet(tuple(changes))
