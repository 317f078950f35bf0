"""The model's Repository over a campaign file: one SQLite transaction per commit.

Each commit writes the records a change set touches (an upsert for every `after`, a delete for
every record that disappears) and the action log row in the same transaction, so the file holds
either all of a command or none of it. Loading reads the record tables (`mapping`); the undo
history is read a page of (seq, name) at a time, and a change set when undo or redo needs it.
"""

from __future__ import annotations

import gc
from collections.abc import Callable
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC
from datetime import datetime
from pathlib import Path
from typing import Any
from typing import cast

from sqlalchemy import Connection
from sqlalchemy import Delete
from sqlalchemy import Insert
from sqlalchemy import Select
from sqlalchemy import Table
from sqlalchemy import bindparam
from sqlalchemy import delete
from sqlalchemy import insert
from sqlalchemy import select
from sqlalchemy import update
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.exc import DBAPIError
from sqlalchemy.exc import IntegrityError
from sqlalchemy.exc import StatementError

from gmscreen.model.changes import ChangeSet
from gmscreen.model.commands import CommandError
from gmscreen.model.repository import History
from gmscreen.model.repository import HistoryEntry
from gmscreen.model.serialize import change_set_from_list
from gmscreen.model.serialize import change_set_to_list
from gmscreen.model.state import CampaignState
from gmscreen.model.state import JsonDict
from gmscreen.model.state import Record
from gmscreen.model.state import ZoneMap
from gmscreen.model.state import kind_of
from gmscreen.store.database import error_name
from gmscreen.store.database import transaction
from gmscreen.store.errors import CampaignFileError
from gmscreen.store.errors import ReadOnlyCampaignError
from gmscreen.store.images import load_images
from gmscreen.store.images import stash_json
from gmscreen.store.images import store_image
from gmscreen.store.images import unstash_json
from gmscreen.store.mapping import record_to_row
from gmscreen.store.mapping import records_from_rows
from gmscreen.store.mapping import row_to_record
from gmscreen.store.mapping import table_rows
from gmscreen.store.mapping import whole_table_query
from gmscreen.store.tables import RECORD_TABLES
from gmscreen.store.tables import ActionRow
from gmscreen.store.tables import ImageRow
from gmscreen.store.tables import MetaRow

Clock = Callable[[], datetime]


def utc_now() -> datetime:
    """The current time in UTC (the default clock of action and snapshot times)."""
    return datetime.now(UTC)


def timestamp(moment: datetime) -> str:
    """How times are written in the file: ISO 8601 with milliseconds and the UTC offset."""
    return moment.isoformat(timespec="milliseconds")


@contextmanager
def paused_garbage_collector() -> Iterator[None]:
    """Pause Python's cycle collector while loading tens of thousands of acyclic records.

    Otherwise it runs over the whole, growing heap again and again during the load (a third
    of the time of opening a large campaign); reference counting still frees everything.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def table(model: type[Any]) -> Table:
    """The SQLAlchemy table of a SQLModel class."""
    return cast(Table, model.__table__)


TABLES: dict[str, Table] = RECORD_TABLES
ACTION = table(ActionRow)
META = table(MetaRow)
IMAGE = table(ImageRow)


def _upsert(records: Table) -> Insert:
    statement = sqlite_insert(records)
    return statement.on_conflict_do_update(
        index_elements=[records.c.id],
        set_={
            column.name: statement.excluded[column.name]
            for column in records.columns
            if column.name != "id"
        },
    )


WHOLE_TABLE_QUERIES = {kind: whole_table_query(kind) for kind in TABLES}
UPSERTS: dict[str, Insert] = {kind: _upsert(records) for kind, records in TABLES.items()}
DELETES: dict[str, Delete] = {
    kind: delete(records).where(records.c.id == bindparam("record_id"))
    for kind, records in TABLES.items()
}


class SqliteRepository:
    """Implements `gmscreen.model.repository.Repository` on an open campaign file."""

    def __init__(
        self, connection: Connection, *, path: Path, read_only: bool = False, clock: Clock = utc_now
    ) -> None:
        self._connection = connection
        self._path = path
        self._read_only = read_only
        self._clock = clock

    @property
    def read_only(self) -> bool:
        """Whether commits are refused (a campaign opened read-only)."""
        return self._read_only

    @property
    def clock(self) -> Clock:
        """Where action and snapshot times come from."""
        return self._clock

    @contextmanager
    def reading(self) -> Iterator[Connection]:
        """A read transaction (a consistent view of the file)."""
        try:
            with transaction(self._connection) as connection:
                yield connection
        except DBAPIError as error:
            raise CampaignFileError(
                self._path,
                f"“{self._path.name}” could not be read ({error.orig}). Nothing was changed. "
                "Check the disk, then try again.",
            ) from error

    @contextmanager
    def writing(self) -> Iterator[Connection]:
        """A write transaction, committed durably at the end or rolled back on any error."""
        if self._read_only:
            raise ReadOnlyCampaignError(
                self._path, f"“{self._path.name}” is open read-only: changes cannot be saved."
            )
        try:
            with transaction(self._connection) as connection:
                yield connection
        except IntegrityError as error:
            if "FOREIGN KEY" in str(error):
                raise CommandError(
                    "this change refers to something that no longer exists, so it was not saved"
                ) from error
            raise CommandError(f"this change was not saved: {error.orig}") from error
        except StatementError as error:
            if isinstance(error.orig, ValueError | OverflowError):  # e.g. NaN in a JSON field
                raise CommandError(f"this change was not saved: {error.orig}") from error
            if isinstance(error, DBAPIError):
                raise save_failure(self._path, error) from error
            raise

    def load_state(self) -> CampaignState:
        with paused_garbage_collector(), self.reading() as connection:
            return read_state(connection)

    def load_history(self) -> History:
        """The whole undo/redo history (the session reads it a page at a time instead)."""
        return History(self.load_done(None, None), self.load_undone(None, None))

    def load_done(self, below: int | None, limit: int | None) -> list[HistoryEntry]:
        statement = select(ACTION.c.seq, ACTION.c.name).where(ACTION.c.status == "done")
        if below is not None:
            statement = statement.where(ACTION.c.seq < below)
        entries = self._history_entries(statement.order_by(ACTION.c.seq.desc()).limit(limit))
        return entries[::-1]

    def load_undone(self, above: int | None, limit: int | None) -> list[HistoryEntry]:
        statement = select(ACTION.c.seq, ACTION.c.name).where(ACTION.c.status == "undone")
        if above is not None:
            statement = statement.where(ACTION.c.seq > above)
        return self._history_entries(statement.order_by(ACTION.c.seq).limit(limit))

    def _history_entries(self, statement: Select[Any, Any]) -> list[HistoryEntry]:
        # ix_action_status (status, seq, name) answers these without reading a change set.
        with self.reading() as connection:
            return [HistoryEntry(seq, name) for seq, name in connection.execute(statement)]

    def load_changes(self, seq: int) -> ChangeSet:
        with self.reading() as connection:
            items = connection.execute(
                select(ACTION.c.changes).where(ACTION.c.seq == seq)
            ).scalar_one_or_none()
            if items is not None:
                items = unstash_changes(connection, items)
        try:
            if items is None:
                raise KeyError(f"there is no action {seq}")
            return change_set_from_list(items)
        except (KeyError, TypeError, ValueError) as error:  # a damaged action log entry
            raise CampaignFileError(
                self._path,
                f"The undo history of “{self._path.name}” is damaged at this step ({error}), "
                "so it cannot be undone or redone. Nothing was changed.",
            ) from error

    def commit_action(self, name: str, changes: ChangeSet) -> int:
        with self.writing() as connection:
            write_changes(connection, changes)
            connection.execute(
                update(ACTION).where(ACTION.c.status == "undone").values(status="dropped")
            )
            result = connection.execute(
                insert(ACTION),
                {
                    "time": timestamp(self._clock()),
                    "name": name,
                    "status": "done",
                    "changes": stash_changes(connection, change_set_to_list(changes)),
                },
            )
            seq = result.inserted_primary_key[0] if result.inserted_primary_key else None
        if not isinstance(seq, int):
            raise RuntimeError("the action log did not number the new action")
        return seq

    def commit_undo(self, seq: int, changes: ChangeSet) -> None:
        self._commit_status(seq, changes, was="done", becomes="undone")

    def commit_redo(self, seq: int, changes: ChangeSet) -> None:
        self._commit_status(seq, changes, was="undone", becomes="done")

    def _commit_status(self, seq: int, changes: ChangeSet, *, was: str, becomes: str) -> None:
        with self.writing() as connection:
            write_changes(connection, changes)
            result = connection.execute(
                update(ACTION)
                .where(ACTION.c.seq == seq, ACTION.c.status == was)
                .values(status=becomes)
            )
            if result.rowcount != 1:
                raise CommandError(f"action {seq} is not {was}: the undo history is out of date")

    def get_setting(self, key: str, default: Any = None) -> Any:
        """A file-wide setting from the meta table, or `default`."""
        with self.reading() as connection:
            value = connection.execute(
                select(META.c.value).where(META.c.key == key)
            ).scalar_one_or_none()
        return default if value is None else value

    def set_setting(self, key: str, value: Any) -> None:
        """Store a file-wide setting (its own small transaction)."""
        with self.writing() as connection:
            write_setting(connection, key, value)

    def settings(self) -> dict[str, Any]:
        """Every file-wide setting."""
        with self.reading() as connection:
            return {str(key): value for key, value in connection.execute(select(META))}


def save_failure(path: Path, error: DBAPIError) -> CampaignFileError:
    """What the GM reads when a write to the campaign file failed (nothing was saved)."""
    name = error_name(error)
    if name.startswith(("SQLITE_READONLY", "SQLITE_CANTOPEN", "SQLITE_PERM", "SQLITE_AUTH")):
        return ReadOnlyCampaignError(
            path,
            f"“{path.name}” can no longer be written, so the last change was not saved and "
            "nothing changed. Check that the file and its folder may be changed, or use "
            "File ▸ Save As to keep a copy elsewhere.",
        )
    if name.startswith("SQLITE_FULL"):
        return CampaignFileError(
            path,
            f"The disk holding “{path.name}” is full, so the last change was not saved and "
            "nothing changed. Free some space, or use File ▸ Save As to keep a copy on "
            "another disk, then try again.",
        )
    return CampaignFileError(
        path,
        f"“{path.name}” could not be saved ({error.orig}), so the last change was not saved "
        "and nothing changed. Check the disk (space, a removed drive), or use File ▸ Save As "
        "to keep a copy elsewhere, then try again.",
    )


def stash_changes(connection: Connection, items: list[JsonDict]) -> list[JsonDict]:
    """A change set's JSON with its maps' images moved to the image table."""
    for item in items:
        if item["kind"] == "zone_map":
            item["before"] = stash_json(connection, item["before"])
            item["after"] = stash_json(connection, item["after"])
    return items


def unstash_changes(connection: Connection, items: Any) -> Any:
    """`stash_changes` undone: the images back in the change set's JSON."""
    if not isinstance(items, list):
        return items
    return [
        unstash_json(connection, item)
        if isinstance(item, dict) and item.get("kind") == "zone_map"
        else item
        for item in items
    ]


def read_state(connection: Connection) -> CampaignState:
    """Every record, read inside the caller's transaction."""
    state = CampaignState()
    for kind, records in TABLES.items():
        query = WHOLE_TABLE_QUERIES[kind]
        if query is None:
            rows = [dict(row) for row in connection.execute(select(records)).mappings()]
            if kind == "zone_map":
                images = load_images(connection, (r["background"] for r in rows if r["background"]))
                for row in rows:
                    if row["background"]:
                        row["background"] = images[bytes(row["background"])]
            for row in rows:
                state.put(row_to_record(kind, row))
        else:
            for record in records_from_rows(kind, table_rows(connection, query)):
                state.put(record)
    return state


def write_changes(connection: Connection, changes: ChangeSet) -> None:
    """Write the `after` side of each change: upsert what exists after, delete what does not."""
    for change in changes.changes:
        if change.after is None:
            connection.execute(DELETES[change.kind], {"record_id": change.id})
        else:
            connection.execute(UPSERTS[change.kind], stored_row(connection, change.after))


def write_records(connection: Connection, records: list[Record]) -> None:
    """Insert records as they are (a new campaign, an import)."""
    for record in records:
        connection.execute(UPSERTS[kind_of(record)], stored_row(connection, record))


def stored_row(connection: Connection, record: Record) -> dict[str, Any]:
    """A record's row as written: a map's image goes to the image table, its digest here."""
    row = record_to_row(record)
    if isinstance(record, ZoneMap) and record.background:
        row["background"] = store_image(connection, record.background)
    return row


def write_setting(connection: Connection, key: str, value: Any) -> None:
    """Insert or replace one file-wide setting inside the caller's transaction."""
    statement = sqlite_insert(META).values(key=key, value=value)
    connection.execute(
        statement.on_conflict_do_update(
            index_elements=[META.c.key], set_={"value": statement.excluded.value}
        )
    )
