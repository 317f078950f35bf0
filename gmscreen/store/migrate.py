"""Schema migrations: Alembic, imported only here, run inside one transaction on open.

Alembic is configured in code (no alembic.ini): the scripts are the `.py` files shipped in
`gmscreen/store/migrations/`. A file is copied beside itself with SQLite's backup API before it
is migrated. All steps run in one explicit transaction with foreign keys off (SQLite's advice
for rebuilding tables, as batch mode does) and a foreign key check before COMMIT; any failure
rolls back every step, leaving the file exactly as it was.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from sqlalchemy import Connection
from sqlalchemy import text

from gmscreen.store.database import driver_connection
from gmscreen.store.errors import MigrationFailedError
from gmscreen.store.errors import NewerVersionError
from gmscreen.store.identity import SCHEMA_REVISIONS

SCRIPTS = Path(__file__).with_name("migrations")


@dataclass(frozen=True, slots=True)
class Migrations:
    """Where the migration scripts are and the revisions they define, oldest first."""

    script_location: Path = SCRIPTS
    revisions: tuple[str, ...] = SCHEMA_REVISIONS

    @property
    def head(self) -> str:
        """The newest revision: the schema this build writes."""
        return self.revisions[-1]

    def check_known(self, path: Path, revision: str) -> None:
        """Refuse a file whose schema revision this build does not know (a newer version)."""
        if revision not in self.revisions:
            raise NewerVersionError(
                path,
                f"“{path.name}” was saved by a newer version of GM Screen (format "
                f"{revision}). Update GM Screen to open it; the file was not changed.",
            )


def current_revision(connection: Connection) -> str | None:
    """The schema revision recorded in the file, or None for a file without one."""
    row = connection.execute(text("SELECT version_num FROM alembic_version")).first()
    return None if row is None else str(row[0])


def upgrade(
    connection: Connection, migrations: Migrations, *, path: Path, target: str | None = None
) -> None:
    """Bring the schema to `target` (the head by default) in one all-or-nothing transaction.

    Raises:
        MigrationFailedError: a step failed; nothing was changed.
    """
    from alembic import command
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(migrations.script_location))
    config.attributes["connection"] = connection
    raw = driver_connection(connection)
    # Only outside a transaction can foreign keys be switched off.
    raw.execute("PRAGMA foreign_keys = OFF")
    trans = connection.begin()
    try:
        command.upgrade(config, target or migrations.head)
        dangling = raw.execute("PRAGMA foreign_key_check").fetchall()
        if dangling:
            raise ValueError(f"{len(dangling)} broken reference(s), first: {dangling[0]}")
        trans.commit()
    except Exception as error:
        trans.rollback()  # also closes a transaction whose COMMIT failed
        if raw.in_transaction:
            raw.execute("ROLLBACK")
        raise MigrationFailedError(
            path,
            f"Updating “{path.name}” to this version of GM Screen failed; the file was left "
            f"exactly as it was. Please report this problem: {error}",
        ) from error
    finally:
        raw.execute("PRAGMA foreign_keys = ON")


def backup_path(path: Path, old_version: int, now: datetime) -> Path:
    """Where the copy made before migrating a file goes: beside it, named after version and time."""
    stamp = now.strftime("%Y%m%d-%H%M%S")
    return path.with_name(f"{path.stem}.v{old_version}-backup-{stamp}{path.suffix}")


def write_copy(connection: Connection, target: Path) -> None:
    """A consistent copy of the open file at `target`, through SQLite's backup API.

    Written to a temporary name beside `target` and renamed, so `target` is never half-written.
    """
    partial = target.with_name(target.name + PARTIAL)
    remove_partial(partial)
    try:
        destination = sqlite3.connect(partial)
        try:
            driver_connection(connection).backup(destination)
        finally:
            destination.close()
        with partial.open("rb+") as stream:
            os.fsync(stream.fileno())
        os.replace(partial, target)
    except BaseException:
        remove_partial(partial)  # a full disk leaves no 0-byte copy behind
        raise


PARTIAL = ".partial"


def remove_partial(partial: Path) -> None:
    """Delete a half-written copy and the journal SQLite may have left beside it."""
    partial.unlink(missing_ok=True)
    partial.with_name(partial.name + "-journal").unlink(missing_ok=True)


def remove_stale_partials(path: Path) -> None:
    """Half-written copies beside a campaign that a crash left behind (a backup before a
    migration, a new file being built); called once the campaign's lock is ours, so no
    other program is still writing them."""
    patterns = (f"{path.stem}.v*-backup-*{path.suffix}{PARTIAL}", f"{path.name}{PARTIAL}")
    for pattern in patterns:
        for partial in path.parent.glob(pattern):
            with contextlib.suppress(OSError):
                remove_partial(partial)
