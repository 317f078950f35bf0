"""Luck Points in a Renaissance campaign: one Pool named "luck" per character, and its commands."""

from __future__ import annotations

import dataclasses

from gmscreen.model.changes import ChangeSet
from gmscreen.model.changes import RecordChange
from gmscreen.model.commands import Command
from gmscreen.model.commands import CommandError
from gmscreen.model.renaissance.options import campaign_options
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.model.state import Pool
from gmscreen.rules.renaissance import luck_after_session_break
from gmscreen.rules.renaissance import luck_after_spending

LUCK = "luck"


def luck_pool(state: CampaignState, character_id: int | None) -> Pool | None:
    """The character's Luck Point pool, if they have one."""
    return next((p for p in state.of(Pool) if p.name == LUCK and p.owner_id == character_id), None)


def luck_of(state: CampaignState, character_id: int | None) -> int:
    """The Luck Points a character holds (0 without a pool)."""
    pool = luck_pool(state, character_id)
    return pool.value if pool is not None else 0


def luck_change(
    state: CampaignState, character_id: int, value: int, *, next_id: int | None = None
) -> RecordChange | None:
    """The Pool change that gives a character `value` Luck Points (None when nothing changes)."""
    pool = luck_pool(state, character_id)
    if pool is None:
        new_id = next_id if next_id is not None else state.next_id("pool")
        return RecordChange.of(None, Pool(new_id, LUCK, value, owner_id=character_id))
    if pool.value == value:
        return None
    return RecordChange.of(pool, dataclasses.replace(pool, value=value))


def character(state: CampaignState, character_id: int | None) -> Character:
    """The character, or a `CommandError` saying they are gone."""
    found = state.find(Character, character_id)
    if found is None:
        raise CommandError(f"there is no character {character_id} any more")
    return found


def lucky_characters(state: CampaignState) -> list[Character]:
    """Who gains Luck at a session break: every player character and anyone holding a pool."""
    return [c for c in state.of(Character) if c.kind == "pc" or luck_pool(state, c.id) is not None]


class SpendLuck(Command):
    """A character spends Luck Points (one by default); refused when they have too few."""

    def __init__(self, character_id: int, *, amount: int = 1, reason: str = "") -> None:
        self._id, self._amount, self._reason = character_id, amount, reason.strip()
        self._label = ""

    @property
    def name(self) -> str:
        return self._label or "spend Luck"

    def plan(self, state: CampaignState) -> ChangeSet:
        who = character(state, self._id)
        points = luck_after_spending(luck_of(state, self._id), spent=self._amount)
        noun = "Luck Point" if self._amount == 1 else "Luck Points"
        self._label = f"{who.name} spends {self._amount} {noun}"
        if self._reason:
            self._label += f": {self._reason}"
        change = luck_change(state, self._id, points)
        return ChangeSet((change,) if change is not None else ())


class SetLuck(Command):
    """The GM corrects the Luck Points a character holds."""

    def __init__(self, character_id: int, value: int) -> None:
        self._id, self._value = character_id, value
        self._label = ""

    @property
    def name(self) -> str:
        return self._label or "set Luck Points"

    def plan(self, state: CampaignState) -> ChangeSet:
        who = character(state, self._id)
        if self._value < 0:
            raise CommandError(f"Luck Points cannot be {self._value}")
        self._label = f"set {who.name}'s Luck Points to {self._value}"
        change = luck_change(state, self._id, self._value)
        return ChangeSet((change,) if change is not None else ())


class SessionBreakLuck(Command):
    """Session start or break: every player character (and anyone with a pool) gains Luck.

    The amount and any cap are the campaign's options (1 Luck Point, no cap, by default).
    `report` lists who ends with how many.
    """

    def __init__(self) -> None:
        self.report: tuple[tuple[str, int], ...] = ()

    @property
    def name(self) -> str:
        return "session break: everyone gains Luck"

    def plan(self, state: CampaignState) -> ChangeSet:
        options = campaign_options(state).luck
        characters = lucky_characters(state)
        if not characters:
            raise CommandError("no character holds Luck Points yet")
        changes: list[RecordChange] = []
        next_id = state.next_id("pool")
        report = []
        for each in characters:
            points = luck_after_session_break(luck_of(state, each.id), options=options)
            change = luck_change(state, each.id, points, next_id=next_id)
            if change is not None:
                changes.append(change)
                if change.before is None:
                    next_id += 1
            report.append((each.name, points))
        self.report = tuple(report)
        return ChangeSet(tuple(changes))
