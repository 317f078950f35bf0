"""The session: the one writer of campaign state. It runs commands, persists, and announces."""

from __future__ import annotations

from collections.abc import Callable

from gmscreen.model.changes import ChangeSet
from gmscreen.model.commands import Command
from gmscreen.model.commands import CommandError
from gmscreen.model.repository import HistoryEntry
from gmscreen.model.repository import Repository
from gmscreen.model.session_history import PAGE
from gmscreen.model.session_history import UndoHistory
from gmscreen.model.state import CampaignState

Listener = Callable[[ChangeSet], None]


class Session:
    """Executes commands against the campaign state and its repository, with undo and redo.

    The state changes only after the repository has committed, so a failed write leaves both
    as they were. Listeners hear every change, whether it came from a command, undo or redo.
    The undo history stays in the repository; the session holds a page of it
    (`history_page` steps each way, see `UndoHistory`).
    """

    def __init__(self, repository: Repository, *, history_page: int = PAGE) -> None:
        self._repository = repository
        self._history_page = history_page
        self._state = repository.load_state()
        self._history = UndoHistory(repository, history_page)
        self._listeners: list[Listener] = []

    @property
    def state(self) -> CampaignState:
        """The current campaign state (read it; change it only through `execute`)."""
        return self._state

    @property
    def repository(self) -> Repository:
        """Where this session persists."""
        return self._repository

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call `listener` after every change; returns a function that unsubscribes it."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener)

    def execute(self, command: Command) -> ChangeSet:
        """Plan, persist, apply and announce a command; an empty plan records nothing."""
        changes = command.plan(self._state)
        if not changes:
            return changes
        seq = self._repository.commit_action(command.name, changes)
        changes.apply_to(self._state)
        self._history.executed(HistoryEntry(seq, command.name))
        self._announce(changes)
        return changes

    @property
    def undo_name(self) -> str | None:
        """The name of the action undo would revert, or None."""
        entry = self._history.undo_entry
        return entry.name if entry is not None else None

    @property
    def redo_name(self) -> str | None:
        """The name of the action redo would repeat, or None."""
        entry = self._history.redo_entry
        return entry.name if entry is not None else None

    def undo(self) -> ChangeSet:
        """Revert the newest done action."""
        entry = self._history.undo_entry
        if entry is None:
            raise CommandError("there is nothing to undo")
        self._history.prepare()
        changes = self._repository.load_changes(entry.seq).inverted()
        self._repository.commit_undo(entry.seq, changes)
        changes.apply_to(self._state)
        self._history.undid()
        self._announce(changes)
        return changes

    def redo(self) -> ChangeSet:
        """Repeat the action undone last."""
        entry = self._history.redo_entry
        if entry is None:
            raise CommandError("there is nothing to redo")
        self._history.prepare()
        changes = self._repository.load_changes(entry.seq)
        self._repository.commit_redo(entry.seq, changes)
        changes.apply_to(self._state)
        self._history.redid()
        self._announce(changes)
        return changes

    def reload(self) -> None:
        """Re-read state and history from the repository (after a snapshot revert or import)."""
        self._state = self._repository.load_state()
        self._history = UndoHistory(self._repository, self._history_page)
        self._announce(ChangeSet(reset=True))

    def _announce(self, changes: ChangeSet) -> None:
        for listener in list(self._listeners):
            listener(changes)
