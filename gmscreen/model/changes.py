"""Change sets: what a command did, as before/after records, so it can be undone and persisted.

A change set is also what every view reacts to, and a view's work must be proportional to the
change, not to the campaign. The convention, in each view's `_on_changed(changes)`:

1. `changes.reset` (reopen, revert, import): rebuild everything.
2. A change to what the view is laid out by (`changes.structural(kind)`: a record created or
   deleted; or `changes.fields(kind)` naming a field that decides membership or order, such as
   the campaign's `current_scene_id`): rebuild that part only.
3. Otherwise update in place what `changes.ids(kind)` / `changes.of_kind(kind)` name: a pool
   value sets one label, an edited trait updates its one card or row.

Kinds a view does not show are ignored without reading the state.
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import fields

from gmscreen.model.state import KINDS
from gmscreen.model.state import CampaignState
from gmscreen.model.state import R
from gmscreen.model.state import Record
from gmscreen.model.state import kind_of


@dataclass(frozen=True, slots=True)
class RecordChange:
    """One record's change: created (before None), deleted (after None) or edited."""

    kind: str
    id: int
    before: Record | None
    after: Record | None

    @staticmethod
    def of(before: Record | None, after: Record | None) -> RecordChange:
        """The change from `before` to `after` (at least one given, both of one kind and id)."""
        record = after if after is not None else before
        if record is None:
            raise ValueError("a change needs a record before or after")
        return RecordChange(kind=kind_of(record), id=record.id, before=before, after=after)

    @property
    def structural(self) -> bool:
        """Whether the record was created or deleted (rather than edited)."""
        return self.before is None or self.after is None

    def fields(self) -> frozenset[str]:
        """The names of the fields that differ (every field of a created or deleted record)."""
        record = self.after if self.after is not None else self.before
        names = frozenset(f.name for f in fields(record)) if record is not None else frozenset()
        if self.structural:
            return names
        return frozenset(
            name for name in names if getattr(self.before, name) != getattr(self.after, name)
        )


@dataclass(frozen=True, slots=True)
class ChangeSet:
    """The record changes of one command, in the order they are applied.

    `reset` means "anything may have changed" (a reload after a revert or an import): views
    rebuild everything.
    """

    changes: tuple[RecordChange, ...] = ()
    reset: bool = False

    def inverted(self) -> ChangeSet:
        """The change set that undoes this one (reverse order, before and after swapped)."""
        return ChangeSet(
            tuple(
                RecordChange(kind=c.kind, id=c.id, before=c.after, after=c.before)
                for c in reversed(self.changes)
            )
        )

    def apply_to(self, state: CampaignState) -> None:
        """Write the `after` side of every change into `state`."""
        for change in self.changes:
            if change.after is None:
                state.remove(change.kind, change.id)
            else:
                state.put(change.after)

    def kinds(self) -> frozenset[str]:
        """The kinds of record this change set touches (for views deciding what to refresh)."""
        if self.reset:
            return frozenset(KINDS)
        return frozenset(change.kind for change in self.changes)

    def touches(self, kind: str) -> bool:
        """Whether any record of this kind changed."""
        return self.reset or any(change.kind == kind for change in self.changes)

    def of_kind(self, kind: str) -> tuple[RecordChange, ...]:
        """The changes to records of one kind, in order (none for a reset: rebuild instead)."""
        return tuple(change for change in self.changes if change.kind == kind)

    def ids(self, kind: str) -> frozenset[int]:
        """The ids of the records of one kind that were created, edited or deleted."""
        return frozenset(change.id for change in self.changes if change.kind == kind)

    def records(self, cls: type[R]) -> list[R]:
        """The before and after versions of the changed records of one class (a trait given
        to another character concerns both characters)."""
        return [
            record
            for change in self.changes
            for record in (change.before, change.after)
            if isinstance(record, cls)
        ]

    def structural(self, kind: str) -> bool:
        """Whether a record of this kind was created or deleted (or anything may have)."""
        return self.reset or any(c.kind == kind and c.structural for c in self.changes)

    def fields(self, kind: str) -> frozenset[str]:
        """The names of the fields that changed on records of this kind (see RecordChange)."""
        if self.reset:
            return frozenset(f.name for f in fields(KINDS[kind]))
        names: frozenset[str] = frozenset()
        for change in self.changes:
            if change.kind == kind:
                names |= change.fields()
        return names

    def __bool__(self) -> bool:
        return self.reset or bool(self.changes)
