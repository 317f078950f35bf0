"""Hot Circle tests in the campaign: the roll, each reroll, and settling the test, as commands.

The dice are rolled before a command (a roll is an event); the command records it. Recording a
test logs it, open, and counts it in the scene; each reroll is its own undo step; settling it
breaks any tie and applies what the test does to the characters' artha, assets and tax.
Undoing any of them puts the log entry back as it was (an undone roll stays, marked undone).
"""

from __future__ import annotations

import dataclasses
from datetime import datetime
from typing import ClassVar

from gmscreen.model.changes import ChangeSet
from gmscreen.model.changes import RecordChange
from gmscreen.model.commands import Clock
from gmscreen.model.commands import Command
from gmscreen.model.commands import CommandError
from gmscreen.model.commands import logged_roll
from gmscreen.model.hotcircle.flow import tally_changes
from gmscreen.model.hotcircle.replay import ABILITY_KIND
from gmscreen.model.hotcircle.replay import OBSTACLE_KIND
from gmscreen.model.hotcircle.replay import TIE_BREAKS
from gmscreen.model.hotcircle.replay import ability_test_json
from gmscreen.model.hotcircle.replay import contest_faces
from gmscreen.model.hotcircle.replay import obstacle_test_json
from gmscreen.model.hotcircle.replay import rerolls_json
from gmscreen.model.hotcircle.replay import settlement_faces
from gmscreen.model.hotcircle.replay import tie_breaks_json
from gmscreen.model.hotcircle.sheet import read_character
from gmscreen.model.hotcircle.sheet import with_character
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.model.state import JsonDict
from gmscreen.model.state import RollRecord
from gmscreen.rules.hotcircle.ability import AbilityOutcome
from gmscreen.rules.hotcircle.ability import AbilityRoll
from gmscreen.rules.hotcircle.artha import apply_ability_outcome
from gmscreen.rules.hotcircle.artha import apply_obstacle_outcome
from gmscreen.rules.hotcircle.contest import Contest
from gmscreen.rules.hotcircle.contest import Side
from gmscreen.rules.hotcircle.obstacle import ObstacleOutcome
from gmscreen.rules.hotcircle.obstacle import ObstacleRoll
from gmscreen.rules.hotcircle.session import KindOfTest

OPEN, SETTLED = "open", "settled"


def _standing(contest: Contest) -> JsonDict:
    return {
        "status": OPEN,
        "task": contest.task.result,
        "obstacle": contest.obstacle.result,
        "standing": contest.standing.value,
        "rerolls": rerolls_json(contest),
    }


def _who(state: CampaignState, character_id: int | None) -> Character | None:
    if character_id is None:
        return None
    character = state.find(Character, character_id)
    if character is None:
        raise CommandError(f"there is no character {character_id} any more")
    return character


def _summary(head: str, contest: Contest, ending: str) -> str:
    return (
        f"{head}: {contest.task.dice}D → {contest.task.result} against "
        f"{contest.obstacle.dice}D → {contest.obstacle.result}, {ending}"
    )


class _RecordTest(Command):
    """Log a test just rolled (open for rerolls) and count it in the scene; each kind of test
    says how its log line starts and what inputs it keeps for replaying it."""

    kind: ClassVar[str]
    counted_as: ClassVar[KindOfTest]

    def __init__(
        self, roll: ObstacleRoll | AbilityRoll, *, character_id: int | None, clock: Clock
    ) -> None:
        self._character_id = character_id
        self._clock = clock
        self.record: RollRecord | None = None
        self._roll = roll

    def _described(self, state: CampaignState, player: Character | None) -> tuple[str, JsonDict]:
        """The log line's head and the inputs kept for replaying the test."""
        raise NotImplementedError

    def plan(self, state: CampaignState) -> ChangeSet:
        if open_test(state) is not None:
            raise CommandError(
                "a test is still open: let it ride or undo it before rolling another"
            )
        player = _who(state, self._character_id)
        head, inputs = self._described(state, player)
        contest = self._roll.contest
        self.record = RollRecord(
            id=state.next_id("roll"),
            time=self._clock().isoformat(timespec="seconds"),
            kind=self.kind,
            summary=_summary(head, contest, "rerolls open"),
            character_id=player.id if player else None,
            inputs=inputs,
            faces=contest_faces(contest),
            outcome=_standing(contest),
        )
        changes = [logged_roll(self.record), *tally_changes(state, self.counted_as)]
        return ChangeSet(tuple(changes))


class RecordObstacleTest(_RecordTest):
    """Log an obstacle test just rolled (open for rerolls) and count it in the scene."""

    kind = OBSTACLE_KIND
    counted_as = KindOfTest.OBSTACLE

    def __init__(
        self,
        roll: ObstacleRoll,
        *,
        character_id: int | None,
        opponent_id: int | None = None,
        label: str = "",
        clock: Clock = datetime.now,
    ) -> None:
        super().__init__(roll, character_id=character_id, clock=clock)
        self.roll = roll
        self._opponent_id = opponent_id
        self._label = label or roll.test.stakes.intent

    @property
    def name(self) -> str:
        return f"obstacle test: {self._label}"

    def _described(self, state: CampaignState, player: Character | None) -> tuple[str, JsonDict]:
        _who(state, self._opponent_id)
        if self._opponent_id is not None and self._opponent_id == self._character_id:
            raise CommandError("a character cannot test against themself")
        test = self.roll.test
        versus = f" versus {test.opponent.name}" if test.opponent and test.opponent.name else ""
        head = f"{player.name if player else test.player.name} — {self._label}{versus}"
        inputs = {
            "test": obstacle_test_json(test),
            "label": self._label,
            "head": head,
            "opponent_id": self._opponent_id,
        }
        return head, inputs


class RecordAbilityTest(_RecordTest):
    """Log an ability test just rolled (open for rerolls) and count it in the scene."""

    kind = ABILITY_KIND
    counted_as = KindOfTest.ABILITY

    def __init__(
        self, roll: AbilityRoll, *, character_id: int | None, clock: Clock = datetime.now
    ) -> None:
        super().__init__(roll, character_id=character_id, clock=clock)
        self.roll = roll

    @property
    def name(self) -> str:
        test = self.roll.test
        return f"{test.ability} test: {test.asset_name}"

    def _described(self, state: CampaignState, player: Character | None) -> tuple[str, JsonDict]:
        test = self.roll.test
        head = f"{player.name + ' — ' if player else ''}{test.ability} test for {test.asset_name}"
        return head, {"test": ability_test_json(test), "label": test.asset_name, "head": head}


def _open_record(state: CampaignState, record_id: int, kind: str) -> RollRecord:
    record = state.find(RollRecord, record_id)
    if record is None or record.kind != kind:
        raise CommandError("that test is no longer in the roll log")
    if record.undone:
        raise CommandError("that test was undone")
    if record.outcome.get("status") != OPEN:
        raise CommandError("that test is settled: let it ride")
    return record


def _head(record: RollRecord) -> str:
    return str(record.inputs.get("head", record.kind))


class Reroll(Command):
    """Log one reroll of an open test: paid by a persona point, a fate point, advantage or
    disadvantage, or accepting the compromise. `roll` is the test after the reroll."""

    def __init__(self, record_id: int, roll: ObstacleRoll | AbilityRoll) -> None:
        self._record_id = record_id
        self.roll = roll
        last = roll.contest.rerolls[-1] if roll.contest.rerolls else None
        self._what = f"reroll the {last.pool} roll ({last.reason})" if last else "reroll"

    @property
    def name(self) -> str:
        return self._what

    def plan(self, state: CampaignState) -> ChangeSet:
        kind = OBSTACLE_KIND if isinstance(self.roll, ObstacleRoll) else ABILITY_KIND
        record = _open_record(state, self._record_id, kind)
        contest = self.roll.contest
        if len(contest.rerolls) != len(record.outcome.get("rerolls", [])) + 1:
            raise CommandError("the test changed since this reroll was made: roll it again")
        after = dataclasses.replace(
            record,
            faces=contest_faces(contest),
            outcome=_standing(contest),
            summary=_summary(_head(record), contest, "rerolls open"),
        )
        return ChangeSet((RecordChange.of(record, after),))


class SettleTest(Command):
    """The rerolls are over: break any tie, log the outcome, and apply what the test does to
    each side's character (artha spent and earned, conditions hindered, tax, a new asset)."""

    def __init__(self, record_id: int, outcome: ObstacleOutcome | AbilityOutcome) -> None:
        self._record_id = record_id
        self.outcome = outcome
        self.events: tuple[str, ...] = ()

    @property
    def name(self) -> str:
        return "settle the test"

    def plan(self, state: CampaignState) -> ChangeSet:
        outcome = self.outcome
        obstacle = isinstance(outcome, ObstacleOutcome)
        record = _open_record(state, self._record_id, OBSTACLE_KIND if obstacle else ABILITY_KIND)
        changes: list[RecordChange] = []
        events: list[str] = []
        sides: list[tuple[Side, int | None]] = [(Side.PLAYER, record.character_id)]
        if obstacle:
            sides.append((Side.OPPONENT, record.inputs.get("opponent_id")))
        for side, character_id in sides:
            character = _who(state, character_id)
            if character is None:
                continue
            sheet = read_character(character)
            if isinstance(outcome, ObstacleOutcome):
                change = apply_obstacle_outcome(sheet, outcome, side=side)
            else:
                change = apply_ability_outcome(sheet, outcome)
            events.extend(change.events)
            updated = with_character(character, change.character)
            if updated != character:
                changes.append(RecordChange.of(character, updated))
        self.events = tuple(events)
        settled: JsonDict = {
            **_standing(outcome.contest),
            "status": SETTLED,
            "passed": outcome.passed,
            "decided_by": outcome.settlement.decided_by.value,
            "final_task": outcome.settlement.task.result,
            "final_obstacle": outcome.settlement.obstacle.result,
            TIE_BREAKS: tie_breaks_json(outcome.settlement),
            "events": list(events),
        }
        if isinstance(outcome, ObstacleOutcome):
            settled.update(outcome=outcome.outcome.value, narration=outcome.narration)
            ending = f"{outcome.outcome.value} — {outcome.narration}"
        else:
            settled.update(
                asset=outcome.asset.name if outcome.asset else None,
                taxes=outcome.taxes.value if outcome.taxes else None,
                alternative=outcome.alternative,
            )
            ending = _ability_ending(outcome)
        after = dataclasses.replace(
            record,
            faces=record.faces + settlement_faces(outcome.settlement),
            outcome=settled,
            summary=_summary(_head(record), outcome.contest, ending),
        )
        return ChangeSet((RecordChange.of(record, after), *changes))


def open_test(state: CampaignState) -> RollRecord | None:
    """The test still open for rerolls: the newest test in the log (not undone), unless it is
    settled. While it is open no other test is rolled, so its rerolls are never lost."""
    kinds = (OBSTACLE_KIND, ABILITY_KIND)
    last = state.newest(RollRecord, lambda roll: roll.kind in kinds and not roll.undone)
    return last if last is not None and last.outcome.get("status") == OPEN else None


def last_settled_test(state: CampaignState) -> tuple[KindOfTest, bool] | None:
    """Linked tests: the kind of the last test settled (not undone), and whether it passed."""
    for record in reversed(state.of(RollRecord)):
        if record.kind not in (OBSTACLE_KIND, ABILITY_KIND) or record.undone:
            continue
        if record.outcome.get("status") != SETTLED:
            continue
        kind = KindOfTest.OBSTACLE if record.kind == OBSTACLE_KIND else KindOfTest.ABILITY
        return kind, bool(record.outcome.get("passed"))
    return None


def _ability_ending(outcome: AbilityOutcome) -> str:
    if outcome.asset is not None:
        return f"passed: {outcome.asset.kind} {outcome.asset.name} noted"
    if outcome.taxes is not None:
        return f"failed: {outcome.test.lifepath}'s {outcome.taxes} is taxed"
    return f"failed: {outcome.alternative}"
