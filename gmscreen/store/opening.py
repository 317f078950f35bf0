"""A campaign being opened: its first look (`store.first_look`) until the file is open for writing.

The session starts on an `OpeningCampaign`'s repository, which serves the first look's reads;
`OpeningCampaign.finish` then opens the file for writing (`open_campaign`, which takes the lock),
after the first paint or at the first command, whichever comes first. No command writes through
the first look: every commit waits for it.

Nearly all of `finish`'s time is importing SQLAlchemy, SQLModel and pydantic (0.4 s on an idle
machine); opening the file itself takes a few milliseconds. `OpeningCampaign.prepare` runs that
import in a thread of its own, so the window keeps answering; `finish` (on the window's thread)
then only opens the file, or, called before the import is done, waits for the rest of it.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING
from typing import Any

from gmscreen.model.changes import ChangeSet
from gmscreen.model.commands import CommandError
from gmscreen.model.repository import HistoryEntry
from gmscreen.model.state import CampaignState
from gmscreen.store.first_look import DONE_PAGE
from gmscreen.store.first_look import UNDONE_PAGE
from gmscreen.store.first_look import FirstLook
from gmscreen.store.first_look import file_stamp

if TYPE_CHECKING:
    from gmscreen.store.file import CampaignFile


class OpeningCampaign:
    """A campaign being opened: its first look until `finish` opens the file for writing."""

    def __init__(self, look: FirstLook) -> None:
        self._look = look
        self._file: CampaignFile | None = None
        self.changed = False
        self.repository = OpeningRepository(self)
        # The session's `reload`: called when the file changed since its first look.
        self.reloaded: Callable[[], None] | None = None
        self._preparing: threading.Thread | None = None

    @property
    def path(self) -> Path:
        """Where the campaign file is."""
        return self._look.path

    @property
    def look(self) -> FirstLook | None:
        """The first look, while the file is not open yet."""
        return self._look if self._file is None else None

    def close(self) -> None:
        """Close the first look, and the file if a command opened it (again: no effect)."""
        self._look.close()
        if self._file is not None:
            self._file.close()

    def prepare(self) -> None:
        """Start importing what `finish` needs in a thread of its own (once; see the module)."""
        if self._preparing is None and self._file is None:
            self._preparing = threading.Thread(target=_import_writer, name="gmscreen-opening")
            self._preparing.start()

    @property
    def preparing(self) -> bool:
        """Whether `prepare`'s import is still running (`finish` would wait for it)."""
        return self._preparing is not None and self._preparing.is_alive()

    def finish(self) -> CampaignFile:
        """Open the file for writing (once): its lock, and `open_campaign`'s checks again.

        `changed` says whether another program changed the file since its first look (the
        session must read it again).

        Raises:
            The refusals of `open_campaign` (damaged since, locked, no longer writable…).
        """
        if self._file is None:
            from gmscreen.store.file import open_campaign

            self._look.close()  # its reads would keep the lock from this process's own writer
            opened = open_campaign(self._look.path, checked=self._look.stamp)
            try:
                self.changed = file_stamp(self._look.path) != self._look.stamp
            except OSError:
                self.changed = True
            self._file = opened
            if self.changed and self.reloaded is not None:
                self.reloaded()
        return self._file


def _import_writer() -> None:
    """Import what opening a campaign file for writing needs (`OpeningCampaign.prepare`)."""
    # Python's import lock makes `finish` on the window's thread wait for a module this thread
    # is importing; an import that fails here is tried again there, which reports the error.
    with contextlib.suppress(Exception):
        import gmscreen.store.file  # noqa: F401


class OpeningRepository:
    """The session's repository while a campaign opens: reads from the first look, then the
    open file's; every write (and an undo's change set) opens the file first."""

    read_only = False

    def __init__(self, opening: OpeningCampaign) -> None:
        self._opening = opening

    def _file_repository(self) -> Any:
        opening = self._opening.look is not None
        repository = self._opening.finish().repository
        if opening and self._opening.changed:
            raise CommandError(
                "the campaign file was changed by another program since it was opened; it was "
                "read again and nothing was saved: please try again"
            )
        return repository

    def load_state(self) -> CampaignState:
        look = self._opening.look
        if look is not None and look.state is not None:
            state, look.state = look.state, None  # the session keeps it; later reads re-read
            return state
        return self._opening.finish().repository.load_state()

    def load_done(self, below: int | None, limit: int | None) -> list[HistoryEntry]:
        look = self._opening.look
        if look is not None:
            return look.history(DONE_PAGE, below, limit)
        return self._opening.finish().repository.load_done(below, limit)

    def load_undone(self, above: int | None, limit: int | None) -> list[HistoryEntry]:
        look = self._opening.look
        if look is not None:
            return look.history(UNDONE_PAGE, above, limit)
        return self._opening.finish().repository.load_undone(above, limit)

    def load_changes(self, seq: int) -> ChangeSet:
        return self._file_repository().load_changes(seq)  # type: ignore[no-any-return]

    def commit_action(self, name: str, changes: ChangeSet) -> int:
        return self._file_repository().commit_action(name, changes)  # type: ignore[no-any-return]

    def commit_undo(self, seq: int, changes: ChangeSet) -> None:
        self._file_repository().commit_undo(seq, changes)

    def commit_redo(self, seq: int, changes: ChangeSet) -> None:
        self._file_repository().commit_redo(seq, changes)

    def __getattr__(self, name: str) -> Any:
        # The rest of SqliteRepository (settings, clock) is the open file's.
        return getattr(self._opening.finish().repository, name)
