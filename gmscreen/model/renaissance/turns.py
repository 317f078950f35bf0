"""Commands of Renaissance turn-order play: roll initiative, order ties, next turn, end round."""

from __future__ import annotations

import dataclasses
from abc import abstractmethod
from collections.abc import Sequence
from datetime import datetime

from gmscreen.model.changes import ChangeSet
from gmscreen.model.changes import RecordChange
from gmscreen.model.commands import Clock
from gmscreen.model.commands import Command
from gmscreen.model.commands import CommandError
from gmscreen.model.commands import logged_roll
from gmscreen.model.renaissance.initiative import InitiativeView
from gmscreen.model.renaissance.initiative import TurnState
from gmscreen.model.renaissance.initiative import initiative_view
from gmscreen.model.renaissance.initiative import read_turns
from gmscreen.model.renaissance.initiative import tracker_of
from gmscreen.model.renaissance.initiative import turn_state_json
from gmscreen.model.renaissance.options import campaign_options
from gmscreen.model.scene_commands import SceneCommand
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.model.state import RollRecord
from gmscreen.model.state import Scene
from gmscreen.model.state import Tracker
from gmscreen.rules.errors import RulesError
from gmscreen.rules.renaissance import InitiativeOrder

INITIATIVE_KIND = "renaissance-initiative"


def _scene(state: CampaignState, scene_id: int | None) -> int:
    if scene_id is None or state.find(Scene, scene_id) is None:
        raise CommandError("no scene is being played: start a scene first")
    return scene_id


def _tracker_changes(
    state: CampaignState, scene_id: int, turns: TurnState | None
) -> list[RecordChange]:
    data = turn_state_json(turns)
    tracker = tracker_of(state, scene_id)
    if tracker is None:
        return [RecordChange.of(None, Tracker(state.next_id("tracker"), scene_id, data))]
    if tracker.state == data:
        return []
    return [RecordChange.of(tracker, dataclasses.replace(tracker, state=data))]


def _name(state: CampaignState, character_id: int) -> str:
    character = state.find(Character, character_id)
    return character.name if character is not None else str(character_id)


class RollInitiative(Command):
    """Start (or restart) turn-order play with initiative rolled: round 1, the first to act.

    The rolls come from `roll_initiative` with each character's id as the name. The roll log
    keeps the faces and the order; undoing restores the order there was before.
    """

    def __init__(
        self, scene_id: int | None, order: InitiativeOrder, *, clock: Clock = datetime.now
    ) -> None:
        if not order.turns:
            raise CommandError("choose who rolls initiative")
        self._scene_id, self._order, self._clock = scene_id, order, clock
        self.record: RollRecord | None = None

    @property
    def name(self) -> str:
        return "roll initiative"

    def plan(self, state: CampaignState) -> ChangeSet:
        scene_id = _scene(state, self._scene_id)
        rolls = self._order.turns
        for roll in rolls:
            if not roll.name.isdigit() or state.find(Character, int(roll.name)) is None:
                raise CommandError(f"there is no character {roll.name} to roll initiative for")
        first = int(rolls[0].name)
        turns = TurnState(rolls=rolls, current=first)
        parts = [f"{_name(state, int(r.name))} {r.total} ({r.face}{r.modifier:+d})" for r in rolls]
        ties = [
            ", ".join(_name(state, int(n)) for n in group) for group in self._order.unbroken_ties
        ]
        summary = "Initiative: " + ", ".join(parts)
        if ties:
            summary += " — tied, for the GM to order: " + "; ".join(ties)
        self.record = RollRecord(
            id=state.next_id("roll"),
            time=self._clock().isoformat(timespec="seconds"),
            kind=INITIATIVE_KIND,
            summary=summary,
            inputs={"rolls": [{"id": int(r.name), "modifier": r.modifier} for r in rolls]},
            faces=tuple(r.face for r in rolls),
            outcome={
                "order": [int(r.name) for r in rolls],
                "totals": {r.name: r.total for r in rolls},
                "ties": [[int(n) for n in group] for group in self._order.unbroken_ties],
            },
        )
        changes = _tracker_changes(state, scene_id, turns)
        return ChangeSet((*changes, logged_roll(self.record)))


class TurnCommand(SceneCommand):
    """A change to a scene's running initiative order; `summary` says what happened."""

    def plan(self, state: CampaignState) -> ChangeSet:
        scene_id = _scene(state, self._scene_id)
        turns = read_turns(state, scene_id)
        if turns is None or not turns.rolls:
            raise CommandError("roll initiative first: this scene has no turn order")
        after = self.change(state, turns, initiative_view(state, scene_id))
        return ChangeSet(tuple(_tracker_changes(state, scene_id, after)))

    @abstractmethod
    def change(
        self, state: CampaignState, turns: TurnState, view: InitiativeView
    ) -> TurnState | None:
        """The turn order after this command (None ends turn-order play)."""


class NextTurn(TurnCommand):
    """The acting character's turn ends; the next in initiative order who has not acted starts."""

    def change(
        self, state: CampaignState, turns: TurnState, view: InitiativeView
    ) -> TurnState | None:
        self._label = "next turn"
        acted = turns.acted
        if turns.current is not None and turns.current not in acted:
            acted = (*acted, turns.current)
        waiting = [line.character_id for line in view.lines if line.character_id not in acted]
        if turns.current is None and not waiting:
            raise RulesError(
                f"everyone has acted in round {turns.round}: end the round", rule="turn order"
            )
        current = waiting[0] if waiting else None
        self.summary = (
            f"{_name(state, current)}'s turn"
            if current is not None
            else f"everyone has acted in round {turns.round}"
        )
        return dataclasses.replace(turns, current=current, acted=acted)


class EndRound(TurnCommand):
    """A new round in the same initiative order; anyone who had not acted loses that turn."""

    def change(
        self, state: CampaignState, turns: TurnState, view: InitiativeView
    ) -> TurnState | None:
        self._label = f"end round {turns.round}"
        skipped = [
            line.name
            for line in view.lines
            if line.character_id not in turns.acted and line.character_id != turns.current
        ]
        first = view.lines[0].character_id
        self.summary = f"round {turns.round + 1}: {_name(state, first)} acts first"
        if skipped:
            self.summary += f" ({', '.join(skipped)} did not act in round {turns.round})"
        return dataclasses.replace(turns, round=turns.round + 1, current=first, acted=())


class OrderTie(TurnCommand):
    """The GM puts tied characters in the order they act (all of one tie, first to last)."""

    def __init__(self, scene_id: int | None, character_ids: Sequence[int]) -> None:
        super().__init__(scene_id)
        self._ids = tuple(character_ids)

    def change(
        self, state: CampaignState, turns: TurnState, view: InitiativeView
    ) -> TurnState | None:
        names = [_name(state, i) for i in self._ids]
        self._label = "order the tie: " + ", ".join(names)
        group = view.tie_group(self._ids[0]) if self._ids else ()
        if len(self._ids) < 2 or sorted(group) != sorted(self._ids):
            raise RulesError(
                f"{' and '.join(names) or 'nobody'} are not one tie to order", rule="initiative"
            )
        gm_order = tuple(i for i in turns.gm_order if i not in self._ids) + self._ids
        self.summary = "tie ordered: " + ", ".join(names)
        # Checked by the rules engine, which refuses an order naming someone twice.
        dataclasses.replace(turns, gm_order=gm_order).order(campaign_options(state).initiative)
        current = turns.current
        if current in self._ids and current not in turns.acted:
            # The turn is the tie's: it goes to the first of them, in the new order, yet to act.
            current = next(i for i in self._ids if i not in turns.acted)
        return dataclasses.replace(turns, gm_order=gm_order, current=current)


class EndTurnOrder(TurnCommand):
    """Turn-order play in this scene is over; the order is cleared (undo brings it back)."""

    def change(
        self, state: CampaignState, turns: TurnState, view: InitiativeView
    ) -> TurnState | None:
        self._label = "end turn order"
        self.summary = f"turn order over after {turns.round} round(s)"
        return None
