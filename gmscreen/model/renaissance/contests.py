"""Opposed and variable checks in the roll log: both sides' rounds, one entry per side."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from gmscreen.model.changes import ChangeSet
from gmscreen.model.commands import Clock
from gmscreen.model.commands import Command
from gmscreen.model.commands import CommandError
from gmscreen.model.commands import logged_roll
from gmscreen.model.renaissance.checks import CONTEST_KIND
from gmscreen.model.renaissance.checks import check_json
from gmscreen.model.renaissance.checks import summary_of
from gmscreen.model.renaissance.checks import target_json
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.model.state import JsonDict
from gmscreen.model.state import RollRecord
from gmscreen.rules.renaissance import CheckResult
from gmscreen.rules.renaissance import Contest
from gmscreen.rules.renaissance import ContestOutcome

FIRST, SECOND = "first", "second"
_WINNER = {ContestOutcome.FIRST_WINS: FIRST, ContestOutcome.SECOND_WINS: SECOND}


@dataclass(frozen=True, slots=True)
class ContestSide:
    """Who rolls on one side of a contest, and what check they make ("Stealth")."""

    character_id: int | None
    label: str
    check: str = "skill"


def side_result(contest: Contest, side: str) -> str:
    """How a contest ended for one side: "wins", "loses", "partial", or "" (undecided)."""
    if contest.outcome is ContestOutcome.BOTH_PARTIAL:
        return "partial"
    winner = _WINNER.get(contest.outcome)
    if winner is None:
        return ""
    return "wins" if winner == side else "loses"


def _check_of(contest: Contest, side: str, index: int) -> CheckResult:
    rolled = contest.rounds[index]
    return rolled.first if side == FIRST else rolled.second


class RecordContest(Command):
    """Log an opposed or variable check: each side's entry keeps every round it rolled.

    `records` holds the two entries (first side, second side) once planned.
    """

    def __init__(
        self,
        contest: Contest,
        first: ContestSide,
        second: ContestSide,
        *,
        clock: Clock = datetime.now,
    ) -> None:
        if not contest.rounds:
            raise CommandError("a contest needs at least one round rolled")
        self.contest = contest
        self._sides = {FIRST: first, SECOND: second}
        self._clock = clock
        self.records: tuple[RollRecord, ...] = ()

    @property
    def name(self) -> str:
        first, second = self._sides[FIRST], self._sides[SECOND]
        return f"roll {first.label} against {second.label} ({self.contest.kind.value})"

    def _who(self, state: CampaignState, side: str) -> Character | None:
        return state.find(Character, self._sides[side].character_id)

    def plan(self, state: CampaignState) -> ChangeSet:
        time = self._clock().isoformat(timespec="seconds")
        first_id = state.next_id("roll")
        ids = {FIRST: first_id, SECOND: first_id + 1}
        records = []
        for side, other in ((FIRST, SECOND), (SECOND, FIRST)):
            records.append(self._record(state, side, other, ids, time))
        self.records = tuple(records)
        return ChangeSet(tuple(logged_roll(record) for record in records))

    def _record(
        self, state: CampaignState, side: str, other: str, ids: dict[str, int], time: str
    ) -> RollRecord:
        contest = self.contest
        final = _check_of(contest, side, -1)
        who, opponent = self._who(state, side), self._who(state, other)
        inputs: JsonDict = {
            "label": self._sides[side].label,
            "check": self._sides[side].check,
            **target_json(final.target),
            "method": final.roll.method.value,
            "side": side,
            "partner_roll_id": ids[other],
        }
        rounds = [_check_of(contest, side, index) for index in range(len(contest.rounds))]
        outcome: JsonDict = {
            **check_json(final),
            "rounds": [
                {"roll": check.roll.value, "grade": check.grade.value, "outcome": r.outcome.value}
                for check, r in zip(rounds, contest.rounds, strict=True)
            ],
            "contest": {
                "kind": contest.kind.value,
                "outcome": contest.outcome.value,
                "result": side_result(contest, side),
                "opponent": opponent.name if opponent else self._sides[other].label,
                "opponent_id": opponent.id if opponent else None,
            },
        }
        return RollRecord(
            id=ids[side],
            time=time,
            kind=CONTEST_KIND,
            summary=summary_of(who.name if who else "", inputs, outcome),
            character_id=who.id if who else None,
            inputs=inputs,
            faces=tuple(face for check in rounds for face in check.roll.faces),
            outcome=outcome,
        )
