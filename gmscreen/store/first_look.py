"""A campaign file's first look: judged and read through sqlite3 alone, before the first paint.

Importing SQLAlchemy and SQLModel is about half of gmscreen's start-up. Everything the window
needs to paint first — the same checks that refuse a damaged file (header, SQLite's quick check,
schema revision, every table and value), the records and a page of the undo history — needs
only a read-only sqlite3 connection (`first_look`). The session starts on an `OpeningCampaign`'s
repository, which serves those reads; `OpeningCampaign.finish` then opens the file for writing
(`open_campaign`, which takes the lock), after the first paint or at the first command,
whichever comes first. No command writes through the first look: every commit waits for it.

Nearly all of `finish`'s time is importing SQLAlchemy, SQLModel and pydantic (0.4 s on an idle
machine); opening the file itself takes a few milliseconds. `OpeningCampaign.prepare` runs that
import in a thread of its own, so the window keeps answering; `finish` (on the window's thread)
then only opens the file, or, called before the import is done, waits for the rest of it.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from gmscreen.model.changes import ChangeSet
from gmscreen.model.commands import CommandError
from gmscreen.model.repository import HistoryEntry
from gmscreen.model.state import KINDS, CampaignState
from gmscreen.store.database import has_hot_journal, read_only_uri, refusal
from gmscreen.store.errors import CampaignFileError, CorruptCampaignError, ReadOnlyCampaignError
from gmscreen.store.identity import (
    SCHEMA_REVISIONS,
    Header,
    check_complete,
    parse_header,
    read_header,
)
from gmscreen.store.mapping import (
    blob_columns,
    driver_rows,
    records_from_rows,
    select_all,
    whole_table_query,
)
from gmscreen.store.validation import check_schema

if TYPE_CHECKING:
    from gmscreen.store.file import CampaignFile

# Where SQLite's header keeps the file change counter (bumped by every committed write).
CHANGE_COUNTER = slice(24, 28)


def examine(path: Path) -> tuple[Header, int, bool]:
    """The file's parsed header, its size, and whether a crashed writer's journal lies beside it.

    Raises:
        CampaignFileError: missing, a folder, or unreadable; NotACampaignError and the other
            header refusals of `parse_header`.
    """
    try:
        if not path.is_file():
            what = "is a folder" if path.is_dir() else "does not exist"
            raise CampaignFileError(path, f"“{path.name}” {what}.")
        data, size = read_header(path)
        hot = has_hot_journal(path)
    except OSError as error:
        raise CampaignFileError(
            path,
            f"“{path.name}” cannot be read ({error.strerror or error}). Check that you may "
            "read the file and its folder.",
        ) from error
    return parse_header(path, data, file_size=size), size, hot


def require_writable(path: Path) -> None:
    """Refuse a file that could not be saved (SQLite would notice only at the first command)."""
    if not (os.access(path, os.W_OK) and os.access(path.resolve().parent, os.W_OK)):
        raise ReadOnlyCampaignError(
            path,
            f"“{path.name}” cannot be written: check that you may change the file and its "
            "folder, or open it read-only.",
        )


def inspect_connection(path: Path, connection: sqlite3.Connection) -> str:
    """Check a campaign's structure (SQLite's quick check) and read its schema revision."""
    try:
        problems = _quick_check(connection)
        if problems != [("ok",)]:
            raise CorruptCampaignError(
                path,
                f"“{path.name}” is damaged ({problems[0][0]}). Use a backup or a snapshot copy.",
            )
        has_version = connection.execute(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'alembic_version'"
        ).fetchone()
        row = (
            connection.execute("SELECT version_num FROM alembic_version").fetchone()
            if has_version
            else None
        )
    except sqlite3.Error as error:
        raise refusal(path, error) from error
    except UnicodeDecodeError as error:
        # SQLite's report on a damaged page can quote its bytes in its error message, which
        # Python cannot decode: the file is damaged all the same.
        raise CorruptCampaignError(
            path, f"“{path.name}” is damaged (unreadable bytes). Use a backup or a snapshot copy."
        ) from error
    if row is None:
        raise CorruptCampaignError(
            path, f"“{path.name}” is damaged: it does not say which format it uses."
        )
    return str(row[0])


def _quick_check(connection: sqlite3.Connection) -> list[tuple[str]]:
    """SQLite's quick check; its report can quote damaged bytes that are not UTF-8."""
    text_factory = connection.text_factory
    connection.text_factory = lambda data: data.decode("utf-8", errors="replace")
    try:
        return connection.execute("PRAGMA quick_check").fetchall()
    finally:
        connection.text_factory = text_factory


Stamp = tuple[bytes, int, int]


def file_stamp(path: Path) -> Stamp:
    """SQLite's change counter, the size and the modification time: whether the file changed."""
    with path.open("rb") as stream:
        counter = stream.read(CHANGE_COUNTER.stop)[CHANGE_COUNTER]
    status = path.stat()
    return counter, status.st_size, status.st_mtime_ns


class FirstLook:
    """A campaign file checked and read on a read-only connection (see the module)."""

    def __init__(self, path: Path, connection: sqlite3.Connection) -> None:
        self.path = path
        self._connection: sqlite3.Connection | None = connection
        try:
            connection.execute("BEGIN")  # the records and the stamp from one moment
            self.stamp = file_stamp(path)
            self.state: CampaignState | None = _read_state(connection)
            connection.execute("COMMIT")
        except sqlite3.Error as error:
            raise refusal(path, error) from error
        except KeyError as error:  # a map's image missing from the image table
            raise CorruptCampaignError(
                path, f"“{path.name}” is damaged ({error}). Use a backup or a snapshot copy."
            ) from error

    def history(self, query: str, bound: int | None, limit: int | None) -> list[HistoryEntry]:
        """A page of (seq, name) of the undo or redo history (`query` names the side)."""
        if self._connection is None:
            raise CampaignFileError(self.path, f"“{self.path.name}” is closed.")
        try:
            rows = self._connection.execute(query, (bound, bound, -1 if limit is None else limit))
            return [HistoryEntry(seq, name) for seq, name in rows]
        except sqlite3.Error as error:
            raise CampaignFileError(
                self.path,
                f"“{self.path.name}” could not be read ({error}). Nothing was changed. "
                "Check the disk, then try again.",
            ) from error

    def close(self) -> None:
        """Close the read-only connection (again: no effect)."""
        if self._connection is not None:
            self._connection.close()
            self._connection = None


DONE_PAGE = (
    "SELECT seq, name FROM (SELECT seq, name FROM action WHERE status = 'done' "
    "AND (? IS NULL OR seq < ?) ORDER BY seq DESC LIMIT ?) ORDER BY seq"
)
UNDONE_PAGE = (
    "SELECT seq, name FROM action WHERE status = 'undone' AND (? IS NULL OR seq > ?) "
    "ORDER BY seq LIMIT ?"
)


def first_look(path: Path | str) -> FirstLook | None:
    """Check a campaign file as `open_campaign` does and read it, through sqlite3 alone.

    None when the file needs `open_campaign` itself first: a crashed writer's journal to roll
    back, or another schema revision (an older file is migrated, a newer one refused there).

    Raises:
        The refusals of `open_campaign` for a file that is not a campaign, damaged, locked by
        another program or not writable; the file is untouched.
    """
    path = Path(path)
    header, size, hot = examine(path)
    if hot:
        return None
    check_complete(path, header, file_size=size)
    try:
        connection = sqlite3.connect(read_only_uri(path), uri=True, timeout=0, isolation_level=None)
        connection.execute("PRAGMA query_only = ON")
    except sqlite3.Error as error:
        raise refusal(path, error) from error
    try:
        revision = inspect_connection(path, connection)
        if revision != SCHEMA_REVISIONS[-1]:
            connection.close()
            return None
        try:
            check_schema(path, connection)
        except sqlite3.Error as error:
            raise refusal(path, error) from error
        require_writable(path)
        return FirstLook(path, connection)
    except BaseException:
        connection.close()
        raise


def _read_state(connection: sqlite3.Connection) -> CampaignState:
    """Every record, as `repository.read_state` reads them (a map's image from its table)."""
    state = CampaignState()
    for kind in KINDS:
        query = whole_table_query(kind)
        if query is None:
            rows = [list(row) for row in connection.execute(select_all(kind))]
            _fill_images(connection, kind, rows)
            chunks: Any = [[tuple(row) for row in rows]] if rows else []
        else:
            chunks = driver_rows(connection, query)
        for record in records_from_rows(kind, chunks):
            state.put(record)
    return state


def _fill_images(connection: sqlite3.Connection, kind: str, rows: list[list[Any]]) -> None:
    """Replace each blob column's image digest by the image (KeyError for a missing one)."""
    for index in blob_columns(kind):
        wanted = sorted({bytes(row[index]) for row in rows if row[index]})
        marks = ", ".join("?" for _ in wanted)
        images = {
            bytes(digest): bytes(data)
            for digest, data in connection.execute(
                f"SELECT hash, data FROM image WHERE hash IN ({marks})", wanted
            )
        }
        for row in rows:
            if row[index]:
                row[index] = images[bytes(row[index])]


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
