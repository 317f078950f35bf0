"""The persistence interface the session writes through; the store implements it."""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field
from typing import Protocol

from gmscreen.model.changes import ChangeSet
from gmscreen.model.state import CampaignState


class RepositoryError(Exception):
    """The repository could not save (or read) a change; nothing was changed. The message says
    what failed and what the GM can do about it (free space, Save As elsewhere…)."""


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    """One action in the undo history: its sequence number in the action log and its name."""

    seq: int
    name: str


@dataclass(slots=True)
class History:
    """The undo history: actions that can be undone (oldest first) and redone (next first)."""

    done: list[HistoryEntry] = field(default_factory=list)
    undone: list[HistoryEntry] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class SnapshotInfo:
    """A snapshot as the GM's list shows it.

    Attributes:
        taken_at: ISO 8601 time (UTC) it was taken.
        reason: "session start", "on demand" or "before revert".
        action_seq: the newest done action at the time (0: none).
    """

    id: int
    taken_at: str
    label: str
    reason: str
    action_seq: int


class Repository(Protocol):
    """Where the session's changes go. Each method is one atomic, durable transaction."""

    def load_state(self) -> CampaignState:
        """Every record of the campaign."""
        ...

    def load_done(self, below: int | None, limit: int | None) -> list[HistoryEntry]:
        """Undo history, as it was left across closing and reopening: the `limit` (None: all)
        newest done actions with a seq below `below` (None: any), oldest first."""
        ...

    def load_undone(self, above: int | None, limit: int | None) -> list[HistoryEntry]:
        """Redo history: the `limit` (None: all) oldest undone actions with a seq above `above`
        (None: any), the next to redo first."""
        ...

    def load_changes(self, seq: int) -> ChangeSet:
        """The change set action `seq` applied."""
        ...

    def commit_action(self, name: str, changes: ChangeSet) -> int:
        """Persist a new action's changes and log it; drops the redo branch. Returns its seq."""
        ...

    def commit_undo(self, seq: int, changes: ChangeSet) -> None:
        """Persist the inverse `changes` of action `seq` and mark it undone."""
        ...

    def commit_redo(self, seq: int, changes: ChangeSet) -> None:
        """Persist action `seq`'s `changes` again and mark it done."""
        ...
