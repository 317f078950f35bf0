"""A scene's RFI challenge: where it is kept, how it is read and written, and the demo one.

A scene's challenge lives in its Tracker record, under the "challenge" key of the record's
state: `ChallengeState.to_dict()` (or `ContestState.to_dict()` for a contest) plus the ids of
the roll log entries already applied to it. The turn tracker keeps its fight in the same record,
so the challenge commands read and write that one key and leave the others as they are.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from dataclasses import field
from typing import Any
from typing import TypeAlias

from gmscreen.model.changes import RecordChange
from gmscreen.model.commands import CommandError
from gmscreen.model.rfi.rolls import TASK_ROLL
from gmscreen.model.rfi.rolls import task_state_of
from gmscreen.model.scene_record import tracker_of
from gmscreen.model.scene_record import with_scene_state
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.model.state import JsonDict
from gmscreen.model.state import Record
from gmscreen.model.state import RollRecord
from gmscreen.model.state import Scene
from gmscreen.model.state import Tracker
from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.challenge_graph import Challenge
from gmscreen.rules.rfi.challenge_graph import KeyTask
from gmscreen.rules.rfi.challenge_graph import Needs
from gmscreen.rules.rfi.challenge_graph import Structure
from gmscreen.rules.rfi.challenges import Attempt
from gmscreen.rules.rfi.challenges import ChallengeRules
from gmscreen.rules.rfi.challenges import ChallengeState
from gmscreen.rules.rfi.challenges import SideOutcome
from gmscreen.rules.rfi.contest import ContestState
from gmscreen.rules.rfi.contest import Side
from gmscreen.rules.rfi.pools import Pools
from gmscreen.rules.rfi.pools import spend_momentum
from gmscreen.rules.rfi.resolution import TaskOutcome as ResolvedAs
from gmscreen.rules.rfi.timed import TimedRules
from gmscreen.rules.rfi.timed import TimeLimit

CHALLENGE_KEY = "challenge"
ROLLS_KEY = "recorded_rolls"  # inside the challenge's JSON: roll log ids already applied
TASK_ROLL_KIND = TASK_ROLL
CREW, OPPOSITION = "crew", "opposition"  # who leads a task when no character is named

Running: TypeAlias = ChallengeState | ContestState


@dataclass(frozen=True, slots=True, kw_only=True)
class ChallengeSetup:
    """What the GM sets up: the key tasks, the rules, and a time limit or a contest.

    A contest races the opposition through the same key tasks; the GM may spend 2 threat at the
    start to give the opposition priority. A contest has no time limit.
    """

    challenge: Challenge
    rules: ChallengeRules = field(default_factory=ChallengeRules)
    time_limit: TimeLimit | None = None
    timed_rules: TimedRules = field(default_factory=TimedRules)
    contest: bool = False
    gm_takes_priority: bool = False

    def start(self) -> Running:
        """The challenge (or contest) as it stands before anyone acts."""
        if self.contest:
            if self.time_limit is not None:
                raise CommandError("a contest races the opposition, not a clock: no time limit")
            return ContestState.start(
                self.challenge, gm_takes_priority=self.gm_takes_priority, rules=self.rules
            )
        return ChallengeState.start(
            self.challenge,
            rules=self.rules,
            time_limit=self.time_limit,
            timed_rules=self.timed_rules,
        )


def setup_of(running: Running) -> ChallengeSetup:
    """The set-up of a running challenge, for the GM to edit."""
    if isinstance(running, ContestState):
        return ChallengeSetup(
            challenge=running.players.challenge,
            rules=running.players.rules,
            contest=True,
            gm_takes_priority=running.opening_threat > 0,
        )
    clock = running.clock
    return ChallengeSetup(
        challenge=running.challenge,
        rules=running.rules,
        time_limit=None if clock is None else clock.limit,
        timed_rules=TimedRules() if clock is None else clock.rules,
    )


@dataclass(frozen=True, slots=True)
class TaskOutcome(SideOutcome):
    """What a task roll gives a challenge: the rules' side outcome (passed or not, its momentum
    and complications), as the model reads it from a logged roll."""

    @classmethod
    def of_roll(cls, roll: RollRecord) -> TaskOutcome:
        """What a logged task roll still gives: a complication bought off or Momentum already
        saved or spent is not there to use again. A success at cost counts as passed (core,
        Success at Cost: the task is not failed; its cost is the complications)."""
        left = task_state_of(roll)
        at_cost = roll.outcome.get("outcome") == ResolvedAs.SUCCEEDED_AT_COST.value
        return cls(
            passed=bool(roll.outcome.get("passed", False)) or at_cost,
            momentum=left.momentum if left.spendable else 0,
            complications=left.complications,
        )


# reading
def _stored(state: CampaignState, scene_id: int | None) -> dict[str, Any] | None:
    tracker = tracker_of(state, scene_id)
    data = None if tracker is None else tracker.state.get(CHALLENGE_KEY)
    if data is None or data == {}:
        return None
    if not isinstance(data, dict):
        raise CommandError("this scene's challenge cannot be read (it is not a record)")
    return data


def read_challenge(state: CampaignState, scene_id: int | None) -> Running | None:
    """The scene's running challenge or contest, or None; `CommandError` if unreadable."""
    data = _stored(state, scene_id)
    if data is None:
        return None
    try:
        return ContestState.from_dict(data) if "players" in data else ChallengeState.from_dict(data)
    except RulesError as error:
        raise CommandError(f"this scene's challenge cannot be read ({error})") from None


def recorded_rolls(state: CampaignState, scene_id: int | None) -> frozenset[int]:
    """The roll log entries already applied to the scene's challenge."""
    data = _stored(state, scene_id) or {}
    try:
        return frozenset(int(roll_id) for roll_id in data.get(ROLLS_KEY, ()))
    except (TypeError, ValueError):
        return frozenset()


def newest_task_roll(state: CampaignState) -> RollRecord | None:
    """The newest task roll in the roll log that is not undone."""
    rolls = [r for r in state.of(RollRecord) if r.kind == TASK_ROLL_KIND and not r.undone]
    return rolls[-1] if rolls else None


def who(state: CampaignState, key: str) -> str:
    """The name behind a challenge's character key (a character id as text, or a group)."""
    character = state.find(Character, int(key)) if key.isdigit() else None
    return character.name if character is not None else key


def character_key(character_id: int | None, *, side: Side = Side.PLAYERS) -> str:
    """How a challenge knows a character: their id as text, or the side acting as a group."""
    if character_id is not None:
        return str(character_id)
    return CREW if side is Side.PLAYERS else OPPOSITION


# writing
def challenge_changes(
    state: CampaignState, scene_id: int, running: Running | None, rolls: Iterable[int]
) -> list[RecordChange]:
    """The Tracker change that stores `running` (None: no challenge), other keys untouched."""
    updates: JsonDict = {}
    if running is not None:
        updates[CHALLENGE_KEY] = {**running.to_dict(), ROLLS_KEY: sorted(set(rolls))}
    return with_scene_state(state, scene_id, updates, remove={CHALLENGE_KEY})


def scene_being_played(state: CampaignState, scene_id: int | None) -> int:
    """The scene's id; `CommandError` when there is no such scene (none is being played)."""
    if scene_id is None or state.find(Scene, scene_id) is None:
        raise CommandError("no scene is being played: start a scene first")
    return scene_id


def pay_momentum(
    pools: Pools, amount: int, *, roll_momentum: int, from_roll: bool, reason: str
) -> tuple[Pools, str]:
    """Momentum paid from the roll's own momentum first (if chosen), then the group pool."""
    from_task = min(amount, roll_momentum) if from_roll else 0
    rest = amount - from_task
    if rest:
        pools = spend_momentum(pools, rest, reason=reason).pools
    sources = ((from_task, "the roll"), (rest, "the group pool"))
    paid = " and ".join(f"{n} momentum from {where}" for n, where in sources if n)
    return pools, f"{reason}: {paid}"


def attempt_text(state: CampaignState, attempt: Attempt, name: str) -> str:
    """One attempt in words: "Vex Marlo: 'Scan the derelict' passed"."""
    verdict = "passed" if attempt.passed else "failed for good" if attempt.final else "failed"
    return f"{who(state, attempt.character)}: '{name}' {verdict}"


def demo_challenge() -> Challenge:
    """The demo's gated challenge: wake the derelict Meridian, by the airlock or the hull."""
    return Challenge(
        name="Wake the Meridian",
        structure=Structure.GATED,
        description="Get aboard and bring the derelict's power back before the raiders do.",
        key_tasks=(
            KeyTask(
                id="scan",
                name="Scan the derelict",
                difficulty=1,
                attributes=("Reason",),
                skills=("Science",),
                unlocks=("airlock", "hull"),
            ),
            KeyTask(
                id="airlock",
                name="Override the airlock",
                difficulty=2,
                attributes=("Cunning",),
                skills=("Security",),
                unlocks=("bridge",),
                closes=("hull",),
            ),
            KeyTask(
                id="hull",
                name="Cut through the hull",
                difficulty=2,
                attributes=("Fitness",),
                skills=("Security",),
                unlocks=("engines",),
                closes=("airlock",),
            ),
            KeyTask(
                id="bridge",
                name="Reach the bridge",
                difficulty=2,
                attributes=("Fitness",),
                skills=("Piloting",),
                unlocks=("power", "distress"),
            ),
            KeyTask(
                id="engines",
                name="Prime the engines",
                difficulty=3,
                attributes=("Reason",),
                skills=("Science",),
                unlocks=("power",),
            ),
            KeyTask(
                id="power",
                name="Restore main power",
                difficulty=3,
                attributes=("Reason",),
                skills=("Science",),
                needs=Needs.ANY,
                victory=True,
            ),
            KeyTask(
                id="distress",
                name="Send a distress call",
                difficulty=2,
                attributes=("Will",),
                skills=("Leadership",),
                victory=True,
            ),
        ),
    )


def demo_challenge_records(*, tracker_id: int = 1, scene_id: int = 1) -> list[Record]:
    """A Tracker record holding the demo challenge under way in the demo's first scene.

    Timed (15-minute intervals, 12 allowed): Dr. Calder has scanned the derelict and Vex has
    overridden the airlock (closing off the hull route), 4 intervals gone. Add it to
    `demo_records()` for tests and screenshots.
    """
    state = ChallengeState.start(
        demo_challenge(),
        time_limit=TimeLimit(
            interval="15 minutes", budget=12, consequence="The raiders' cutter docks first."
        ),
    )
    state = state.attempt("scan", character="2", passed=True)
    state = state.attempt("airlock", character="1", passed=True)
    return [Tracker(tracker_id, scene_id, {CHALLENGE_KEY: {**state.to_dict(), ROLLS_KEY: []}})]
