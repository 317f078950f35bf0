"""The session's undo history, read from the repository a page at a time.

The action log grows with every click (100,000 actions after a long campaign), but a GM undoes
a few steps at a time: the session holds a page of the newest done steps and of the next undone
ones, and reads the next page when undo or redo comes near the end of what it holds. Every done
step is older than every undone one, so what is not in memory is the done steps below the
oldest one read and the undone steps above the newest one read; undo and redo only change
steps in memory, so those unread ones are still as the file says.
"""

from __future__ import annotations

from gmscreen.model.repository import HistoryEntry
from gmscreen.model.repository import Repository

PAGE = 200


class UndoHistory:
    """The undo and redo stacks: `done` ends with the step undo reverts, `undone` starts with the
    step redo repeats. Each holds a page of its stack; `prepare` reads the next page before a
    step is committed, so a read never fails half-way through an undo, and the step the Edit
    menu names next is always in memory."""

    def __init__(self, pages: Repository, page_size: int = PAGE) -> None:
        self._pages = pages
        self._page_size = max(2, page_size)
        self.done: list[HistoryEntry] = []
        self.undone: list[HistoryEntry] = []
        self._done_below: int | None = None
        self._undone_above: int | None = None
        self._more_done = self._more_undone = True
        self.prepare()

    @property
    def undo_entry(self) -> HistoryEntry | None:
        """The step undo would revert."""
        return self.done[-1] if self.done else None

    @property
    def redo_entry(self) -> HistoryEntry | None:
        """The step redo would repeat."""
        return self.undone[0] if self.undone else None

    def executed(self, entry: HistoryEntry) -> None:
        """A new step was committed: it is the newest done one, and the redo branch is gone."""
        self.done.append(entry)
        self.undone.clear()
        self._more_undone = False

    def undid(self) -> None:
        """The newest done step was reverted (`prepare`, then commit, then this)."""
        self.undone.insert(0, self.done.pop())

    def redid(self) -> None:
        """The next undone step was repeated (`prepare`, then commit, then this)."""
        self.done.append(self.undone.pop(0))

    def prepare(self) -> None:
        """Read the next page of a stack that holds fewer than two steps while the file has
        more: after the next undo or redo, the one after it is still known."""
        if self._more_done and len(self.done) < 2:
            page = self._pages.load_done(self._done_below, self._page_size)
            self._more_done = len(page) == self._page_size
            if page:
                self._done_below = page[0].seq
                self.done[:0] = page
        if self._more_undone and len(self.undone) < 2:
            page = self._pages.load_undone(self._undone_above, self._page_size)
            self._more_undone = len(page) == self._page_size
            if page:
                self._undone_above = page[-1].seq
                self.undone.extend(page)
