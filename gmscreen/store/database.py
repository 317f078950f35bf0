"""The SQLite connection of an open campaign: pragmas, explicit transactions, the lock.

The sqlite3 module's own transaction handling is switched off (`isolation_level = None`) and
every SQLAlchemy transaction starts with an explicit BEGIN, as SQLAlchemy documents for
pysqlite: DDL then runs inside the transaction, so a migration is all or nothing.

A writable campaign runs with the rollback journal (`journal_mode=DELETE`), `synchronous=FULL`,
foreign keys on, and `locking_mode=EXCLUSIVE`: the first transaction takes an exclusive lock
that the connection keeps until it closes. A second program (or window) opening the file is
refused at once; the operating system drops the lock when a process dies, so a crash never
locks the GM out.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING
from typing import Any
from urllib.parse import quote

from gmscreen.store.errors import CampaignFileError
from gmscreen.store.errors import CampaignLockedError
from gmscreen.store.errors import CorruptCampaignError
from gmscreen.store.errors import ReadOnlyCampaignError

if TYPE_CHECKING:
    # Imported where a connection is made: a file's first look before the window's first
    # paint (`first_look`) reads it through sqlite3 alone, without SQLAlchemy's import.
    from sqlalchemy import Connection

LOCK_TIMEOUT_SECONDS = 0.5
JOURNAL_MAGIC = bytes.fromhex("d9d505f920a163d7")
WRITABLE_PRAGMAS = (
    "PRAGMA foreign_keys = ON",
    "PRAGMA journal_mode = DELETE",
    "PRAGMA synchronous = FULL",
    "PRAGMA locking_mode = EXCLUSIVE",
    # Campaign files come from anywhere: never run functions a schema smuggles in.
    "PRAGMA trusted_schema = OFF",
    "PRAGMA cell_size_check = ON",
)


def compact_json(value: Any) -> str:
    """JSON as stored in the file: compact, Unicode kept readable, strict (no NaN/Infinity,
    which SQLite's JSON functions refuse)."""
    return _COMPACT.encode(value)


# One encoder for every value: `json.dumps` with options builds a new one each call, which
# costs more than encoding a small record.
_COMPACT = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def read_only_uri(path: Path) -> str:
    """The URI that opens `path` read-only: SQLite cannot write or create anything through it."""
    return f"file:{quote(str(path.resolve()))}?mode=ro"


def journal_path(path: Path) -> Path:
    """Where SQLite keeps the rollback journal of `path`."""
    return path.with_name(path.name + "-journal")


def has_hot_journal(path: Path) -> bool:
    """Whether a journal beside the file still holds a transaction to roll back (after a crash).

    A journal whose header was zeroed (left by a writer in exclusive mode) holds nothing.
    """
    try:
        with journal_path(path).open("rb") as stream:
            return stream.read(len(JOURNAL_MAGIC)) == JOURNAL_MAGIC
    except FileNotFoundError:
        return False


def error_name(error: BaseException) -> str:
    """SQLite's name for an error ("SQLITE_BUSY"…), through SQLAlchemy's wrapper if any."""
    wrapped = getattr(error, "orig", None)  # a DBAPIError's driver error
    if isinstance(wrapped, BaseException):
        error = wrapped
    return str(getattr(error, "sqlite_errorname", ""))


def refusal(path: Path, error: BaseException) -> CampaignFileError:
    """The campaign error a GM should see for an SQLite error raised while opening `path`."""
    name = error_name(error)
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")):
        return CampaignLockedError(
            path,
            f"“{path.name}” is open in another program, probably another GM Screen window. "
            "Close it there first.",
        )
    if name.startswith(("SQLITE_READONLY", "SQLITE_CANTOPEN")):
        return ReadOnlyCampaignError(
            path,
            f"“{path.name}” cannot be written: check that you may change the file and its "
            "folder, or open it read-only.",
        )
    if name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB", "SQLITE_IOERR", "SQLITE_FORMAT")):
        return CorruptCampaignError(
            path, f"“{path.name}” is damaged and cannot be opened. Use a backup or a snapshot copy."
        )
    return CampaignFileError(path, f"“{path.name}” could not be opened: {error}")


def connect(path: Path, *, read_only: bool = False) -> Connection:
    """Open a SQLAlchemy connection to the campaign file; writable connections take the lock.

    Raises:
        CampaignLockedError: another program holds the file.
        ReadOnlyCampaignError: a writable connection cannot write the file or its folder.
    """
    from sqlalchemy import create_engine
    from sqlalchemy import event
    from sqlalchemy.exc import DBAPIError
    from sqlalchemy.pool import NullPool

    def create() -> sqlite3.Connection:
        if read_only:
            return sqlite3.connect(read_only_uri(path), uri=True, timeout=0, isolation_level=None)
        return sqlite3.connect(path, timeout=LOCK_TIMEOUT_SECONDS, isolation_level=None)

    engine = create_engine(
        "sqlite://", creator=create, poolclass=NullPool, json_serializer=compact_json
    )

    @event.listens_for(engine, "connect")
    def configure(dbapi_connection: sqlite3.Connection, _record: object) -> None:
        dbapi_connection.isolation_level = None
        pragmas = ("PRAGMA query_only = ON",) if read_only else WRITABLE_PRAGMAS
        for pragma in pragmas:
            dbapi_connection.execute(pragma)
        if not read_only:
            # Take the exclusive lock now (and roll back a crashed writer's journal).
            dbapi_connection.execute("BEGIN EXCLUSIVE")
            dbapi_connection.execute("COMMIT")

    @event.listens_for(engine, "begin")
    def begin(connection: Connection) -> None:
        connection.exec_driver_sql("BEGIN")

    try:
        return engine.connect()
    except DBAPIError as error:
        engine.dispose()
        raise refusal(path, error) from error


def driver_connection(connection: Connection) -> sqlite3.Connection:
    """The sqlite3 connection under a SQLAlchemy connection (for the backup API and pragmas)."""
    raw = connection.connection.driver_connection
    if not isinstance(raw, sqlite3.Connection):
        raise TypeError("a campaign connection is always a sqlite3 connection")
    return raw


@contextmanager
def transaction(connection: Connection) -> Iterator[Connection]:
    """One explicit transaction: committed on success, rolled back completely on any error.

    A COMMIT refused by a deferred foreign key leaves SQLite's transaction open; it is rolled
    back here too, so the connection is always clean afterwards.
    """
    trans = connection.begin()
    try:
        yield connection
        trans.commit()
    except BaseException:
        trans.rollback()  # also closes a transaction whose COMMIT failed
        raw = driver_connection(connection)
        if raw.in_transaction:
            raw.execute("ROLLBACK")
        raise


def close(connection: Connection) -> None:
    """Close the connection (which releases the lock) and its engine."""
    engine = connection.engine
    connection.close()
    engine.dispose()
