"""Opening and creating campaign files: identify, refuse, lock, migrate with a backup.

A file is judged before anything can write to it: its first 100 bytes (SQLite header, our
application id, schema version, size), then a read-only SQLite connection (integrity, schema
revision). A refused file is never opened for writing, so it stays byte-for-byte as it was.
Only then is it opened for writing, which takes the exclusive lock; an older file is copied
beside itself and migrated in one transaction.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Callable
from collections.abc import Generator
from collections.abc import Iterable
from collections.abc import Iterator
from pathlib import Path
from types import TracebackType

from sqlalchemy import Connection
from sqlalchemy.exc import IntegrityError

from gmscreen import __version__
from gmscreen.model.state import CAMPAIGN_ID
from gmscreen.model.state import Campaign
from gmscreen.model.state import Record
from gmscreen.store import database
from gmscreen.store.cloud import synced_folder_service
from gmscreen.store.database import read_only_uri
from gmscreen.store.database import refusal
from gmscreen.store.errors import CampaignFileError
from gmscreen.store.errors import CampaignLockedError
from gmscreen.store.errors import MigrationFailedError
from gmscreen.store.errors import ReadOnlyCampaignError
from gmscreen.store.first_look import Stamp
from gmscreen.store.first_look import examine
from gmscreen.store.first_look import file_stamp
from gmscreen.store.first_look import inspect_connection
from gmscreen.store.first_look import require_writable
from gmscreen.store.identity import check_complete
from gmscreen.store.migrate import PARTIAL
from gmscreen.store.migrate import Migrations
from gmscreen.store.migrate import backup_path
from gmscreen.store.migrate import remove_partial
from gmscreen.store.migrate import remove_stale_partials
from gmscreen.store.migrate import upgrade
from gmscreen.store.migrate import write_copy
from gmscreen.store.repository import Clock
from gmscreen.store.repository import SqliteRepository
from gmscreen.store.repository import utc_now
from gmscreen.store.repository import write_records
from gmscreen.store.repository import write_setting
from gmscreen.store.snapshots import SnapshotStore
from gmscreen.store.steps import finish
from gmscreen.store.validation import check_current_schema

DEFAULT_MIGRATIONS = Migrations()
CLOUD_WARNED_KEY = "cloud_warned_for"
# Writes the content of a new campaign file inside its first transaction.
Filler = Callable[[Connection], None]
# The same in steps, yielding the share of the work done (see `gmscreen.store.steps`).
SteppedFiller = Callable[[Connection], Iterator[float]]


class CampaignFile:
    """An open campaign file: its repository, snapshots, copies and cloud warning.

    Closing it (or leaving its `with` block) releases the lock. Every command is already saved
    when it returns, so closing never loses anything.
    """

    def __init__(
        self,
        path: Path,
        connection: Connection,
        *,
        read_only: bool,
        clock: Clock,
        backup: Path | None = None,
    ) -> None:
        self._path = path
        self._connection: Connection | None = connection
        self._backup = backup
        self.repository = SqliteRepository(connection, path=path, read_only=read_only, clock=clock)
        self.snapshots = SnapshotStore(self.repository)

    @property
    def path(self) -> Path:
        """Where the campaign file is."""
        return self._path

    @property
    def read_only(self) -> bool:
        """Whether the file was opened read-only (nothing can be saved)."""
        return self.repository.read_only

    @property
    def backup(self) -> Path | None:
        """The copy written before this file was migrated on open, if it was."""
        return self._backup

    @property
    def closed(self) -> bool:
        """Whether `close()` was called."""
        return self._connection is None

    def close(self) -> None:
        """Close the file and release its lock (again: no effect)."""
        if self._connection is not None:
            database.close(self._connection)
            self._connection = None

    def save_as(self, target: Path | str, *, overwrite: bool = True) -> None:
        """Write a consistent copy of the whole campaign to `target` (SQLite backup API).

        This file stays the open one. An existing `target` is replaced (the Save As dialog has
        asked) unless `overwrite` is False; a campaign open elsewhere is never replaced.
        """
        target = Path(target)
        self._require_open()
        if target.resolve() == self._path.resolve():
            raise CampaignFileError(target, f"“{target.name}” is this campaign itself.")
        check_replaceable(target, overwrite=overwrite)
        try:
            write_copy(self._require_open(), target)
        except (OSError, sqlite3.Error) as error:
            raise CampaignFileError(
                target, f"A copy could not be written to “{target.name}”: {error}"
            ) from error

    def cloud_warning_needed(self) -> str | None:
        """The cloud service syncing this file's folder, if the GM has not been warned yet."""
        service = synced_folder_service(self._path.resolve())
        if service is None:
            return None
        warned = self.repository.get_setting(CLOUD_WARNED_KEY)
        return None if warned == str(self._path.resolve().parent) else service

    def mark_cloud_warned(self) -> None:
        """Remember (in the file) that the GM was warned about this folder being synced."""
        if not self.read_only:
            self.repository.set_setting(CLOUD_WARNED_KEY, str(self._path.resolve().parent))

    def _require_open(self) -> Connection:
        if self._connection is None:
            raise CampaignFileError(self._path, f"“{self._path.name}” is closed.")
        return self._connection

    def __enter__(self) -> CampaignFile:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()


def open_campaign(
    path: Path | str,
    *,
    read_only: bool = False,
    migrations: Migrations = DEFAULT_MIGRATIONS,
    clock: Clock = utc_now,
    checked: Stamp | None = None,
) -> CampaignFile:
    """Open a campaign file: check it, lock it, migrate an older one (after a backup copy).

    `checked` is the stamp of a file that passed every check at its first look
    (`first_look`): when the file still has it once locked, it is not checked again.

    Raises:
        NotACampaignError, CorruptCampaignError, NewerVersionError: refused, file untouched.
        CampaignLockedError: open in another program, file untouched.
        MigrationFailedError: an older file could not be updated; it was left as it was.
        ReadOnlyCampaignError: the file or its folder cannot be written.
        CampaignFileError: missing, or another reason the message gives.
    """
    path = Path(path)
    header, size, hot = examine(path)
    revision: str | None = None
    if not hot and checked is None:
        check_complete(path, header, file_size=size)
        revision = inspect_read_only(path, migrations)
    if read_only:
        return _open_read_only(path, revision, migrations, clock)
    require_writable(path)
    connection = database.connect(path)
    try:
        if revision is None and not hot and checked is not None:
            if file_stamp(path) == checked:
                revision = migrations.head  # unchanged since it was checked at its first look
            else:  # changed since: judged again, now that the lock holds it still
                header, size, _hot = examine(path)
                check_complete(path, header, file_size=size)
        if revision is None:
            # The lock is ours and SQLite has rolled back the crashed writer's journal.
            revision = inspect_connection(path, database.driver_connection(connection))
            migrations.check_known(path, revision)
            check_current_schema(path, database.driver_connection(connection), revision)
        remove_stale_partials(path)
        backup = None
        if revision != migrations.head:
            backup = backup_path(path, migrations.revisions.index(revision) + 1, clock())
            try:
                write_copy(connection, backup)
            except (OSError, sqlite3.Error) as error:
                raise MigrationFailedError(
                    path,
                    f"“{path.name}” was saved by an older GM Screen and must be updated, but the "
                    f"backup copy made first could not be written ({error}). Nothing was "
                    "changed: free some space beside the file, then open it again.",
                ) from error
            try:
                upgrade(connection, migrations, path=path)
            except MigrationFailedError:
                backup.unlink(missing_ok=True)  # the file itself is untouched
                raise
            check_current_schema(path, database.driver_connection(connection), migrations.head)
        return CampaignFile(path, connection, read_only=False, clock=clock, backup=backup)
    except BaseException:
        database.close(connection)
        raise


def create_campaign(
    path: Path | str,
    records: Iterable[Record],
    *,
    overwrite: bool = False,
    migrations: Migrations = DEFAULT_MIGRATIONS,
    clock: Clock = utc_now,
) -> CampaignFile:
    """Create a campaign file holding `records` (which include the Campaign record) and open it.

    The file is built under a temporary name and renamed at the end, so `path` never holds a
    half-made campaign. An existing file is refused unless `overwrite`.
    """
    path = Path(path)
    records = list(records)
    if not any(isinstance(r, Campaign) and r.id == CAMPAIGN_ID for r in records):
        raise CampaignFileError(
            path, f"A new campaign needs its campaign record (id {CAMPAIGN_ID})."
        )
    check_replaceable(path, overwrite=overwrite)
    build_campaign_file(path, migrations, lambda connection: write_records(connection, records))
    return open_campaign(path, migrations=migrations, clock=clock)


def build_campaign_file(path: Path, migrations: Migrations, fill: Filler) -> None:
    """Make a new campaign file at `path`: schema, then `fill` in one transaction, then rename."""

    def filled(connection: Connection) -> Iterator[float]:
        fill(connection)
        return iter(())

    finish(build_campaign_file_in_steps(path, migrations, filled))


def build_campaign_file_in_steps(
    path: Path, migrations: Migrations, fill: SteppedFiller
) -> Generator[float, None, None]:
    """`build_campaign_file` with a filler that works in steps (yielding its share done); the
    file is renamed into place after the last. Closing the generator before removes the
    half-made file: `path` is left as it was."""
    partial = path.with_name(path.name + PARTIAL)
    remove_partial(partial)
    connection = database.connect(partial)
    try:
        upgrade(connection, migrations, path=path)
        with database.transaction(connection):
            write_setting(connection, "created_with", __version__)
            yield from fill(connection)
        # Only a file that would open is put in place (an import's values included).
        check_current_schema(path, database.driver_connection(connection), migrations.head)
    except BaseException as error:
        database.close(connection)
        remove_partial(partial)
        if isinstance(error, IntegrityError):
            raise CampaignFileError(
                path, f"The new campaign's records do not fit together ({error.orig})."
            ) from error
        raise
    database.close(connection)
    os.replace(partial, path)


def check_replaceable(path: Path, *, overwrite: bool) -> None:
    """Refuse to replace an existing file unless asked, and never a campaign open elsewhere."""
    if not path.exists():
        return
    if not overwrite:
        raise CampaignFileError(path, f"“{path.name}” already exists.")
    if path.is_dir():
        raise CampaignFileError(path, f"“{path.name}” is a folder.")
    try:
        probe = sqlite3.connect(read_only_uri(path), uri=True, timeout=0)
        try:
            probe.execute("SELECT 1 FROM sqlite_master LIMIT 1").fetchall()
        finally:
            probe.close()
    except sqlite3.Error as error:
        failure = refusal(path, error)
        if isinstance(failure, CampaignLockedError):
            raise failure from error


def inspect_read_only(path: Path, migrations: Migrations) -> str:
    """The file's schema revision, checked through a read-only connection that cannot write.

    Raises the campaign error for a locked, damaged or newer file.
    """
    try:
        connection = sqlite3.connect(read_only_uri(path), uri=True, timeout=0)
    except sqlite3.Error as error:
        raise refusal(path, error) from error
    try:
        revision = inspect_connection(path, connection)
        migrations.check_known(path, revision)
        check_current_schema(path, connection, revision)
    except sqlite3.Error as error:
        raise refusal(path, error) from error
    finally:
        connection.close()
    return revision


def _open_read_only(
    path: Path, revision: str | None, migrations: Migrations, clock: Clock
) -> CampaignFile:
    if revision is None:
        raise ReadOnlyCampaignError(
            path,
            f"“{path.name}” was not closed properly. Open it normally once to repair it.",
        )
    if revision != migrations.head:
        raise ReadOnlyCampaignError(
            path,
            f"“{path.name}” was saved by an older GM Screen. Open it normally once to update it.",
        )
    connection = database.connect(path, read_only=True)
    return CampaignFile(path, connection, read_only=True, clock=clock)
