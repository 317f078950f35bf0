"""Firelock challenge commands: record a roll, bid, decline, fail a bid, abandon a challenge.

Each is one undo step that rewrites the scene's running challenge (`Tracker.state`, see
`gmscreen.model.firelock.exchange_json`) and adds a roll log entry; undoing it restores the
exchange and keeps the log entry, marked undone. A bid the rules refuse raises `BidRefusedError` and
changes nothing. The dice are rolled before the command: a roll is an event it records.
"""

from __future__ import annotations

from abc import abstractmethod
from datetime import datetime

from gmscreen.model.changes import ChangeSet
from gmscreen.model.changes import RecordChange
from gmscreen.model.commands import Clock
from gmscreen.model.commands import Command
from gmscreen.model.commands import CommandError
from gmscreen.model.commands import logged_roll
from gmscreen.model.firelock.exchange import ChallengeSetup
from gmscreen.model.firelock.exchange import Round
from gmscreen.model.firelock.exchange import RunningChallenge
from gmscreen.model.firelock.exchange_json import CHALLENGE_KEY
from gmscreen.model.firelock.exchange_json import bid_to_json
from gmscreen.model.firelock.exchange_json import challenge_from_json
from gmscreen.model.firelock.exchange_json import challenge_to_json
from gmscreen.model.firelock.log import BID_KIND
from gmscreen.model.firelock.log import ROLL_KIND
from gmscreen.model.firelock.log import bid_outcome
from gmscreen.model.firelock.log import bid_summary
from gmscreen.model.firelock.log import ending_json
from gmscreen.model.firelock.log import ending_text
from gmscreen.model.firelock.log import roll_inputs
from gmscreen.model.firelock.log import roll_outcome
from gmscreen.model.firelock.log import roll_summary
from gmscreen.model.firelock.sheet import campaign_defaults
from gmscreen.model.scene_record import tracker_of
from gmscreen.model.scene_record import with_scene_state
from gmscreen.model.state import CampaignState
from gmscreen.model.state import JsonDict
from gmscreen.model.state import RollRecord
from gmscreen.rules.firelock import Bid
from gmscreen.rules.firelock import Bidding
from gmscreen.rules.firelock import ChallengeResult
from gmscreen.rules.firelock import Side


def read_challenge(state: CampaignState, scene_id: int | None) -> RunningChallenge | None:
    """The scene's challenge, or None; `RulesError` if the saved one cannot be read."""
    tracker = tracker_of(state, scene_id)
    data = None if tracker is None else tracker.state.get(CHALLENGE_KEY)
    return None if not data else challenge_from_json(data)


def challenge_change(
    state: CampaignState, scene_id: int | None, challenge: RunningChallenge | None
) -> RecordChange | None:
    """The Tracker change that makes the scene hold `challenge` (None: no challenge)."""
    updates = {} if challenge is None else {CHALLENGE_KEY: challenge_to_json(challenge)}
    changes = with_scene_state(state, scene_id, updates, remove={CHALLENGE_KEY})
    return changes[0] if changes else None


def step_label(challenge: RunningChallenge, index: int) -> str:
    """What the log calls a roll: the step's name in a complex challenge, else the title."""
    steps = challenge.setup.steps
    return steps[index].name if len(steps) > 1 else challenge.setup.title


def _changes(
    state: CampaignState, scene_id: int | None, after: RunningChallenge, record: RollRecord
) -> ChangeSet:
    changes = [logged_roll(record)]
    tracker = challenge_change(state, scene_id, after)
    if tracker is not None:
        changes.append(tracker)
    return ChangeSet(tuple(changes))


class RecordChallengeRoll(Command):
    """Log a challenge roll and open its bidding; starts the challenge from `setup` if needed.

    With no challenge in the scene, or a finished one, the roll starts a new challenge from
    `setup`; otherwise it is the next roll of the running (complex) challenge.
    """

    def __init__(
        self,
        result: ChallengeResult,
        *,
        scene_id: int | None,
        character_ids: tuple[int | None, int | None],
        setup: ChallengeSetup | None = None,
        clock: Clock = datetime.now,
    ) -> None:
        self.result = result
        self._scene_id = scene_id
        self._ids = character_ids
        self._setup = setup
        self._clock = clock
        self.record: RollRecord | None = None
        self.challenge: RunningChallenge | None = None

    @property
    def name(self) -> str:
        result = self.result
        who = [r.approach.character for r in (result.initiator, result.responder)]
        names = [c.name if c is not None else "the obstacle" for c in who]
        return f"roll a challenge: {names[0]} vs {names[1]}"

    def plan(self, state: CampaignState) -> ChangeSet:
        running = read_challenge(state, self._scene_id)
        if running is None or running.is_over:
            if self._setup is None:
                raise CommandError("set up the challenge before rolling")
            running = RunningChallenge(setup=self._setup, defaults=campaign_defaults(state))
        elif running.open_round is not None:
            raise CommandError("finish the bidding on the last roll first")
        chain = running.chain
        chain.check_approach(Side.INITIATOR, self.result.initiator.approach)
        chain.check_approach(Side.RESPONDER, self.result.responder.approach)
        label = step_label(running, len(running.rounds))
        first_id = self._ids[0] if self._ids[0] is not None else self._ids[1]
        self.record = RollRecord(
            id=state.next_id("roll"),
            time=self._clock().isoformat(timespec="seconds"),
            kind=ROLL_KIND,
            summary=roll_summary(self.result, label),
            character_id=first_id,
            inputs=roll_inputs(self.result, label),
            faces=self.result.faces,
            outcome=roll_outcome(self.result),
        )
        bidding = Bidding(challenge=self.result, defaults=running.defaults)
        self.challenge = running.with_round(Round(self.result, self._ids, self.record.id, bidding))
        return _changes(state, self._scene_id, self.challenge, self.record)


class _BiddingCommand(Command):
    """A move in the open bidding: plans the next bidding state and logs it."""

    def __init__(self, side: Side, *, scene_id: int | None, clock: Clock) -> None:
        self.side = side
        self._scene_id = scene_id
        self._clock = clock
        self.bidding: Bidding | None = None  # the bidding after the move, once planned
        self.challenge: RunningChallenge | None = None

    @abstractmethod
    def _move(self, bidding: Bidding) -> Bidding:
        """The bidding after this move; the rules raise if the move is refused."""

    def _summary(self, bidding: Bidding, step: str | None, *, challenge_won: bool) -> str:
        return ending_text(bidding, step, challenge_won=challenge_won)

    def plan(self, state: CampaignState) -> ChangeSet:
        running = read_challenge(state, self._scene_id)
        current = None if running is None else running.open_round
        if running is None or current is None:
            raise CommandError("no bidding is open: roll the challenge first")
        self.bidding = self._move(current.bidding)
        self.challenge = running.with_bidding(self.bidding)
        steps = running.setup.steps
        step = steps[len(running.rounds) - 1].name if len(steps) > 1 else None
        own_id = current.character_ids[0 if self.side is Side.INITIATOR else 1]
        record = RollRecord(
            id=state.next_id("roll"),
            time=self._clock().isoformat(timespec="seconds"),
            kind=BID_KIND,
            summary=self._summary(self.bidding, step, challenge_won=self.challenge.is_over),
            character_id=own_id,
            inputs=self._inputs(),
            outcome={
                **bid_outcome(self.bidding),
                **ending_json(self.bidding, step, challenge_won=self.challenge.is_over),
            },
        )
        return _changes(state, self._scene_id, self.challenge, record)

    def _inputs(self) -> JsonDict:
        return {"side": self.side.value, "move": self.name}


class _BidCommand(_BiddingCommand):
    """A bidding step that names the bid it is about."""

    def __init__(
        self, side: Side, bid: Bid, *, scene_id: int | None, clock: Clock = datetime.now
    ) -> None:
        super().__init__(side, scene_id=scene_id, clock=clock)
        self.bid = bid


class PlaceBid(_BidCommand):
    """Place a bid for a side; a bid the GM rules untrue may end the bidding (GM option).

    Raises (when planned):
        BidRefusedError: the bid breaks a bidding rule; nothing changes.
    """

    @property
    def name(self) -> str:
        return f"bid {self.bid.strength}: {self.bid.claim}"

    def _move(self, bidding: Bidding) -> Bidding:
        return bidding.bid(self.side, self.bid)

    def _summary(self, bidding: Bidding, step: str | None, *, challenge_won: bool) -> str:
        return bid_summary(bidding, self.side, self.bid, step, challenge_won=challenge_won)

    def _inputs(self) -> JsonDict:
        return {"side": self.side.value, "bid": bid_to_json(self.bid)}


class DeclineBid(_BiddingCommand):
    """A side declines to bid further; the other side wins the roll."""

    def __init__(self, side: Side, *, scene_id: int | None, clock: Clock = datetime.now) -> None:
        super().__init__(side, scene_id=scene_id, clock=clock)

    @property
    def name(self) -> str:
        return f"the {self.side.value} declines to bid"

    def _move(self, bidding: Bidding) -> Bidding:
        return bidding.decline(self.side)


class FailBid(_BidCommand):
    """A side keeps a refused bid instead of replacing it, and so loses the bidding."""

    @property
    def name(self) -> str:
        return f"the {self.side.value} fails with a refused bid"

    def _move(self, bidding: Bidding) -> Bidding:
        refused = bidding.check(self.side, self.bid)
        if refused is None:
            raise CommandError("that bid breaks no bidding rule: place it, or decline")
        return bidding.fail(refused)

    def _inputs(self) -> JsonDict:
        # "kept": the log reads this as the bidding's end, not as a bid placed.
        return {"side": self.side.value, "bid": bid_to_json(self.bid), "kept": True}


class AbandonChallenge(Command):
    """Drop the scene's challenge (finished or not); its log entries stay."""

    def __init__(self, *, scene_id: int | None) -> None:
        self._scene_id = scene_id

    @property
    def name(self) -> str:
        return "abandon the challenge"

    def plan(self, state: CampaignState) -> ChangeSet:
        change = challenge_change(state, self._scene_id, None)
        return ChangeSet(() if change is None else (change,))
