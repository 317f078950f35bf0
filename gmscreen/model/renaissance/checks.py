"""Renaissance checks in the roll log: a check or a contest recorded, a grade shifted afterwards.

The dice are rolled before the command (a roll is an event): the command logs the check with
its TN breakdown, faces and grade. Undoing it keeps the entry, marked undone. Upgrading or
downgrading a logged check (by a feature, or by spending a Luck Point) is its own undo step.
"""

from __future__ import annotations

import dataclasses
from datetime import datetime

from gmscreen.model.changes import ChangeSet
from gmscreen.model.commands import Clock
from gmscreen.model.commands import Command
from gmscreen.model.commands import CommandError
from gmscreen.model.commands import logged_roll
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.model.state import JsonDict
from gmscreen.model.state import RollRecord
from gmscreen.rules.errors import RulesError
from gmscreen.rules.renaissance import CheckResult
from gmscreen.rules.renaissance import GradeOptions
from gmscreen.rules.renaissance import GradeShift
from gmscreen.rules.renaissance import TargetNumber
from gmscreen.rules.renaissance import resolve_check

CHECK_KIND = "renaissance-check"
CONTEST_KIND = "renaissance-contest"
CHECK_KINDS = frozenset({CHECK_KIND, CONTEST_KIND})


def target_json(target: TargetNumber) -> JsonDict:
    """A TN as the roll log keeps it: base, every modifier line, the total and the clamp."""
    return {
        "source": target.source,
        "base": target.base,
        "modifiers": [
            {"kind": line.kind.value, "value": line.value, "label": line.label}
            for line in target.modifiers
        ],
        "modifier_total": target.modifiers.total,
        "unclamped": target.unclamped,
        "target": target.value,
        "clamped": target.was_clamped,
        "breakdown": list(target.breakdown()),
    }


def check_json(result: CheckResult) -> JsonDict:
    """A check's result as the roll log keeps it."""
    return {
        "roll": result.roll.value,
        "grade": result.grade.value,
        "rolled_grade": result.rolled_grade.value,
        "succeeded": result.succeeded,
        "margin_of_success": result.margin_of_success,
        "margin_of_failure": result.margin_of_failure,
        "shift": None if result.shift is None else result.shift.value,
        "luck_spent": False,
    }


def logged_check(record: RollRecord) -> CheckResult:
    """The final check of a logged check or contest side, with any shift already applied."""
    if record.kind not in CHECK_KINDS:
        raise CommandError("only a Renaissance check can be upgraded or downgraded")
    try:
        result = resolve_check(int(record.inputs["target"]), int(record.outcome["roll"]))
        shift = record.outcome.get("shift")
        if shift is not None:
            # The downgrade is read as it was when it was applied, whatever the options say now.
            options = GradeOptions(
                downgrade_critical_success_to_basic=bool(
                    record.outcome.get("downgrade_critical_success_to_basic", False)
                )
            )
            result = dataclasses.replace(result, shift=GradeShift(shift), grade_options=options)
    except (KeyError, TypeError, ValueError, RulesError) as error:
        raise CommandError(f"this roll log entry cannot be read ({error})") from None
    return result


def margin_text(outcome: JsonDict) -> str:
    """ "MoS 26" or "MoF 14"."""
    if outcome.get("succeeded"):
        return f"MoS {outcome.get('margin_of_success')}"
    return f"MoF {outcome.get('margin_of_failure')}"


def grade_text(outcome: JsonDict) -> str:
    """The grade, with the one it was shifted from: "exceptional success (upgraded from basic)"."""
    grade = str(outcome.get("grade", ""))
    shift = outcome.get("shift")
    if shift is None:
        return grade
    how = " with a Luck Point" if outcome.get("luck_spent") else ""
    return f"{grade} ({shift}d{how} from {outcome.get('rolled_grade')})"


CONTEST_RESULTS = {"wins": "wins", "loses": "loses", "partial": "partly succeeds"}


def summary_of(who: str, inputs: JsonDict, outcome: JsonDict) -> str:
    """One roll log line for a check or one side of a contest."""
    head = f"{who} — {inputs.get('label', 'check')}" if who else str(inputs.get("label", "check"))
    contest = outcome.get("contest")
    if contest:
        head += f" vs {contest.get('opponent', '?')} ({contest.get('kind', 'contest')})"
    roll = int(outcome.get("roll", 0))
    rolled = "rolled at the table" if inputs.get("method") == "entered" else "rolled"
    text = f"{head}, TN {inputs.get('target')}: {rolled} {roll:02d}, {grade_text(outcome)}"
    text += f", {margin_text(outcome)}"
    if contest:
        text += f" — {CONTEST_RESULTS.get(contest.get('result', ''), 'undecided: the GM decides')}"
        rounds = len(outcome.get("rounds", ()))
        if rounds > 1:
            text += f" after {rounds} rounds"
    return text


class RecordCheck(Command):
    """Log a rolled check: its TN breakdown, the faces, the D%, MoS or MoF and the grade."""

    def __init__(
        self,
        result: CheckResult,
        *,
        character_id: int | None,
        label: str,
        check: str = "skill",
        clock: Clock = datetime.now,
    ) -> None:
        self.result = result
        self._character_id, self._label, self._check = character_id, label, check
        self._clock = clock
        self._who = ""
        self.record: RollRecord | None = None

    @property
    def name(self) -> str:
        return f"roll {self._who}{self._label}"

    def plan(self, state: CampaignState) -> ChangeSet:
        who = state.find(Character, self._character_id)
        self._who = f"{who.name}'s " if who is not None else ""
        inputs = {
            "label": self._label,
            "check": self._check,
            **target_json(self.result.target),
            "method": self.result.roll.method.value,
        }
        outcome = check_json(self.result)
        self.record = RollRecord(
            id=state.next_id("roll"),
            time=self._clock().isoformat(timespec="seconds"),
            kind=CHECK_KIND,
            summary=summary_of(who.name if who else "", inputs, outcome),
            character_id=who.id if who else None,
            inputs=inputs,
            faces=self.result.roll.faces,
            outcome=outcome,
        )
        return ChangeSet((logged_roll(self.record),))
