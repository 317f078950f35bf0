"""A repository kept in memory: for tests of the model layer and for scratch campaigns."""

from __future__ import annotations

from gmscreen.model.changes import ChangeSet
from gmscreen.model.repository import History, HistoryEntry
from gmscreen.model.state import CampaignState, Record


class MemoryRepository:
    """Implements the session's `Repository` without a file."""

    def __init__(self, records: list[Record] | None = None) -> None:
        self._state = CampaignState(list(records or []))
        self._actions: dict[int, tuple[str, ChangeSet, bool]] = {}
        self._next_seq = 1

    def load_state(self) -> CampaignState:
        return CampaignState(self._state.records())

    def load_history(self) -> History:
        history = History()
        for seq in sorted(self._actions):
            name, _changes, done = self._actions[seq]
            (history.done if done else history.undone).append(HistoryEntry(seq, name))
        return history

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
