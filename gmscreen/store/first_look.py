"""A campaign file's first look: judged and read through sqlite3 alone, before the first paint.

Importing SQLAlchemy and SQLModel is about half of gmscreen's start-up. Everything the window
needs to paint first — the same checks that refuse a damaged file (header, SQLite's quick check,
schema revision, every table and value), the records and a page of the undo history — needs
only read-only sqlite3 connections (`first_look`; the checks run in a thread beside the reads,
`FileChecks`). The session starts on a first look (`store.opening.OpeningCampaign`) and the file
is opened for writing after the first paint.
"""

from __future__ import annotations

import os
import sqlite3
import threading
from collections.abc import Generator
from pathlib import Path
from typing import Any

from gmscreen.model.repository import HistoryEntry
from gmscreen.model.state import KINDS
from gmscreen.model.state import CampaignState
from gmscreen.store.database import has_hot_journal
from gmscreen.store.database import read_only_uri
from gmscreen.store.database import refusal
from gmscreen.store.errors import CampaignFileError
from gmscreen.store.errors import CorruptCampaignError
from gmscreen.store.errors import ReadOnlyCampaignError
from gmscreen.store.identity import SCHEMA_REVISIONS
from gmscreen.store.identity import Header
from gmscreen.store.identity import check_complete
from gmscreen.store.identity import parse_header
from gmscreen.store.identity import read_header
from gmscreen.store.mapping import blob_columns
from gmscreen.store.mapping import driver_rows
from gmscreen.store.mapping import records_from_rows
from gmscreen.store.mapping import select_all
from gmscreen.store.mapping import whole_table_query
from gmscreen.store.validation import check_schema

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
    check_structure(path, connection)
    return read_revision(path, connection)


def check_structure(path: Path, connection: sqlite3.Connection) -> None:
    """SQLite's quick check of the file's structure.

    Raises:
        CorruptCampaignError: the file is damaged (as SQLite tells it).
    """
    try:
        problems = _quick_check(connection)
    except sqlite3.Error as error:
        raise refusal(path, error) from error
    except UnicodeDecodeError as error:
        raise _unreadable(path) from error
    if problems != [("ok",)]:
        raise CorruptCampaignError(
            path, f"“{path.name}” is damaged ({problems[0][0]}). Use a backup or a snapshot copy."
        )


def read_revision(path: Path, connection: sqlite3.Connection) -> str:
    """The schema revision the file says it uses.

    Raises:
        CorruptCampaignError: it says none; `refusal`'s errors for a file SQLite cannot read.
    """
    try:
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
        raise _unreadable(path) from error
    if row is None:
        raise CorruptCampaignError(
            path, f"“{path.name}” is damaged: it does not say which format it uses."
        )
    return str(row[0])


def _unreadable(path: Path) -> CorruptCampaignError:
    # SQLite's report on a damaged page can quote its bytes in its error message, which Python
    # cannot decode: the file is damaged all the same.
    return CorruptCampaignError(
        path, f"“{path.name}” is damaged (unreadable bytes). Use a backup or a snapshot copy."
    )


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
    connection = _read_only(path)
    checks = FileChecks(path)
    try:
        try:
            if read_revision(path, connection) != SCHEMA_REVISIONS[-1]:
                checks.wait()  # its connection would stand in the way of a migration
                connection.close()
                return None
            require_writable(path)
            look = FirstLook(path, connection)
        except BaseException:
            checks.raise_refusal()  # a damaged file is refused as damaged, whatever failed here
            raise
        try:
            checks.raise_refusal()
        except BaseException:
            look.close()
            raise
        return look
    except BaseException:
        connection.close()
        raise


def _read_only(path: Path) -> sqlite3.Connection:
    """A read-only sqlite3 connection to the file (it writes nothing, not even by mistake)."""
    try:
        connection = sqlite3.connect(read_only_uri(path), uri=True, timeout=0, isolation_level=None)
        connection.execute("PRAGMA query_only = ON")
    except sqlite3.Error as error:
        raise refusal(path, error) from error
    return connection


class FileChecks:
    """SQLite's quick check, then every table and value (`check_schema`), on a connection of
    their own in a thread of their own, while `first_look` reads the records: SQLite lets go of
    Python's lock while it checks, so on a second core the checks cost no time (on the
    100,000-action campaign they are half of the first look)."""

    def __init__(self, path: Path) -> None:
        self._path = path
        self._refusal: BaseException | None = None
        self._thread = threading.Thread(target=self._check, name="gmscreen-checks")
        self._thread.start()

    def _check(self) -> None:
        try:
            connection = _read_only(self._path)
            try:
                check_structure(self._path, connection)
                try:
                    check_schema(self._path, connection)
                except sqlite3.Error as error:
                    raise refusal(self._path, error) from error
            finally:
                connection.close()
        except BaseException as error:  # raised on the caller's thread by `raise_refusal`
            self._refusal = error

    def wait(self) -> None:
        """Wait for the checks to end."""
        self._thread.join()

    def raise_refusal(self) -> None:
        """Wait for the checks, and raise what refused the file, if anything did."""
        self._thread.join()
        if self._refusal is not None:
            raise self._refusal


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
        try:
            for record in records_from_rows(kind, chunks):
                state.put(record)
        finally:
            # Closed now, also when a value cannot be read (the checks beside it say why),
            # not later, on a connection closed by then.
            if isinstance(chunks, Generator):
                chunks.close()
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
