"""GM actions as commands: each plans a change set from the current state, or refuses.

A command never changes state itself. `plan()` validates (through the rules engine where a rule
applies) and returns the records before and after; the session applies, persists and announces
them, and undo applies the inverse. Refusals raise `CommandError` (or the rules engine's
`RulesError`) and change nothing.
"""

from __future__ import annotations

import dataclasses
from abc import ABC
from abc import abstractmethod
from collections.abc import Callable
from datetime import datetime
from typing import Any

from gmscreen.model.changes import ChangeSet
from gmscreen.model.changes import RecordChange
from gmscreen.model.state import DEPENDENTS
from gmscreen.model.state import KINDS
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Record
from gmscreen.model.state import RollRecord

Clock = Callable[[], datetime]
"""Where a roll command reads the time of its log entry (a fixed clock in tests)."""


class CommandError(ValueError):
    """A command the current state does not allow; the message says why, for the GM."""


class Command(ABC):
    """One GM action. `name` is what the Edit menu shows: "Undo: spend 2 Momentum".

    The generic commands take that text as `label=`, so `name=` stays free for a record's field.
    """

    @property
    @abstractmethod
    def name(self) -> str:
        """A short, lower-case description of the action."""

    @abstractmethod
    def plan(self, state: CampaignState) -> ChangeSet:
        """The records this action changes, or raise `CommandError` if it is not allowed."""


class LabelledCommand(Command):
    """A command whose name is the `label=` its caller words (the generic commands below)."""

    def __init__(self, *, label: str) -> None:
        self._name = label

    @property
    def name(self) -> str:
        return self._name


class CreateRecord(LabelledCommand):
    """Add a new record; `build` receives the fresh id."""

    def __init__(self, kind: str, build: Callable[[int], Record], *, label: str) -> None:
        self._kind = kind
        self._build = build
        super().__init__(label=label)

    def plan(self, state: CampaignState) -> ChangeSet:
        record = self._build(state.next_id(self._kind))
        return ChangeSet((RecordChange.of(None, record),))


class EditRecord(LabelledCommand):
    """Change fields of one record (e.g. rename a trait, set a zone's terrain)."""

    def __init__(self, kind: str, record_id: int, /, *, label: str, **fields: Any) -> None:
        # Positional-only, so the record fields `kind` and `id` can be edited too.
        if kind not in KINDS:
            raise CommandError(f"unknown record kind {kind!r}")
        self._kind = kind
        self._id = record_id
        self._fields = fields
        super().__init__(label=label)

    def plan(self, state: CampaignState) -> ChangeSet:
        before = require(state, self._kind, self._id)
        after = dataclasses.replace(before, **self._fields)
        if after == before:
            return ChangeSet()
        return ChangeSet((RecordChange.of(before, after),))


class DeleteRecord(LabelledCommand):
    """Delete a record and everything that depends on it, in one step."""

    def __init__(self, kind: str, record_id: int, *, label: str) -> None:
        self._kind = kind
        self._id = record_id
        super().__init__(label=label)

    def plan(self, state: CampaignState) -> ChangeSet:
        require(state, self._kind, self._id)
        return ChangeSet(tuple(cascade_deletes(state, self._kind, self._id)))


class Batch(LabelledCommand):
    """Several commands as one undo step, each planned on the state the previous one left."""

    def __init__(self, commands: list[Command], *, label: str) -> None:
        self._commands = commands
        super().__init__(label=label)

    def plan(self, state: CampaignState) -> ChangeSet:
        changes: list[RecordChange] = []
        scratch = CampaignState(state.records())
        for command in self._commands:
            planned = command.plan(scratch)
            planned.apply_to(scratch)
            changes.extend(planned.changes)
        return ChangeSet(tuple(changes))


def require(state: CampaignState, kind: str, record_id: int) -> Record:
    """The record, or a `CommandError` saying it no longer exists."""
    record = state.get(kind, record_id)
    if record is None:
        raise CommandError(f"there is no {kind.replace('_', ' ')} {record_id} any more")
    return record


def cascade_deletes(state: CampaignState, kind: str, record_id: int) -> list[RecordChange]:
    """Deletions of a record and, before it, everything that depends on it."""
    changes: list[RecordChange] = []
    seen: set[tuple[str, int]] = set()

    def visit(visit_kind: str, visit_id: int) -> None:
        if (visit_kind, visit_id) in seen:
            return
        seen.add((visit_kind, visit_id))
        for dependent_kind, field in DEPENDENTS.get(visit_kind, ()):
            for dependent in state.all(dependent_kind):
                if getattr(dependent, field) == visit_id:
                    visit(dependent_kind, dependent.id)
        record = state.get(visit_kind, visit_id)
        if record is not None:
            changes.append(RecordChange.of(record, None))

    visit(kind, record_id)
    return changes


def logged_roll(record: RollRecord) -> RecordChange:
    """The roll log entry of a roll command: undoing the command keeps it, marked undone."""
    return RecordChange.of(dataclasses.replace(record, undone=True), record)
