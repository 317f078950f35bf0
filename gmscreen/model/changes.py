"""Change sets: what a command did, as before/after records, so it can be undone and persisted."""

from __future__ import annotations

from dataclasses import dataclass

from gmscreen.model.state import KINDS, CampaignState, Record, kind_of


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

    def __bool__(self) -> bool:
        return self.reset or bool(self.changes)
