"""A repository kept in memory: for tests of the model layer and for scratch campaigns."""

from __future__ import annotations

from collections.abc import Callable

from gmscreen.model.changes import ChangeSet
from gmscreen.model.repository import History
from gmscreen.model.repository import HistoryEntry
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Record


class MemoryRepository:
    """Implements the session's `Repository` without a file."""

    def __init__(self, records: list[Record] | None = None) -> None:
        self._state = CampaignState(list(records or []))
        self._actions: dict[int, tuple[str, ChangeSet, bool]] = {}
        self._next_seq = 1

    def load_state(self) -> CampaignState:
        return CampaignState(self._state.records())

    def load_history(self) -> History:
        """The whole undo/redo history."""
        return History(self.load_done(None, None), self.load_undone(None, None))

    def load_done(self, below: int | None, limit: int | None) -> list[HistoryEntry]:
        entries = self._entries(done=True, keep=lambda seq: below is None or seq < below)
        return entries if limit is None else entries[max(0, len(entries) - limit) :]

    def load_undone(self, above: int | None, limit: int | None) -> list[HistoryEntry]:
        entries = self._entries(done=False, keep=lambda seq: above is None or seq > above)
        return entries if limit is None else entries[:limit]

    def _entries(self, *, done: bool, keep: Callable[[int], bool]) -> list[HistoryEntry]:
        return [
            HistoryEntry(seq, name)
            for seq, (name, _changes, is_done) in sorted(self._actions.items())
            if is_done == done and keep(seq)
        ]

    def load_changes(self, seq: int) -> ChangeSet:
        return self._actions[seq][1]

    def commit_action(self, name: str, changes: ChangeSet) -> int:
        for seq in [s for s, (_n, _c, done) in self._actions.items() if not done]:
            del self._actions[seq]
        changes.apply_to(self._state)
        seq = self._next_seq
        self._next_seq += 1
        self._actions[seq] = (name, changes, True)
        return seq

    def commit_undo(self, seq: int, changes: ChangeSet) -> None:
        changes.apply_to(self._state)
        name, original, _done = self._actions[seq]
        self._actions[seq] = (name, original, False)

    def commit_redo(self, seq: int, changes: ChangeSet) -> None:
        changes.apply_to(self._state)
        name, original, _done = self._actions[seq]
        self._actions[seq] = (name, original, True)
