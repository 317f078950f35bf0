"""Snapshots: timestamped copies of every record, kept inside the campaign file.

Kept in the file's `snapshot` table (zlib-compressed JSON, the export's record format), so the
one file stays the whole campaign; a map's image is not copied but named by its digest in the
image table, so snapshots share every image. The newest `keep` snapshots are kept (20 unless the
GM sets another number). A window takes them in steps of a few milliseconds (`take_in_steps`)
and keeps painting. Reverting is a command like any other: the current state is snapshotted
first, then one action writes the difference, so Undo brings back the state before the revert.
Rolls made since the snapshot stay in the roll log, marked undone, as an undone roll does.
"""

from __future__ import annotations

import builtins
import dataclasses
import hashlib
import json
import zlib
from collections.abc import Generator

from sqlalchemy import Connection
from sqlalchemy import delete
from sqlalchemy import func
from sqlalchemy import insert
from sqlalchemy import select

from gmscreen.model.changes import ChangeSet
from gmscreen.model.changes import RecordChange
from gmscreen.model.commands import CommandError
from gmscreen.model.commands import LabelledCommand
from gmscreen.model.repository import SnapshotInfo
from gmscreen.model.serialize import KIND_KEY
from gmscreen.model.serialize import record_to_dict
from gmscreen.model.session import Session
from gmscreen.model.state import KINDS
from gmscreen.model.state import CampaignState
from gmscreen.model.state import JsonDict
from gmscreen.model.state import Record
from gmscreen.model.state import RollRecord
from gmscreen.model.state import ZoneMap
from gmscreen.store.images import HASH_KEY
from gmscreen.store.images import store_image
from gmscreen.store.images import unstash_json
from gmscreen.store.record_json import records_from_json_in_steps
from gmscreen.store.repository import ACTION
from gmscreen.store.repository import META
from gmscreen.store.repository import TABLES
from gmscreen.store.repository import SqliteRepository
from gmscreen.store.repository import read_state
from gmscreen.store.repository import table
from gmscreen.store.repository import timestamp
from gmscreen.store.repository import write_setting
from gmscreen.store.steps import StepClock
from gmscreen.store.steps import finish
from gmscreen.store.tables import SnapshotRow

SNAPSHOT = table(SnapshotRow)
# One encoder for every record (`json.dumps` with options builds one per call).
_READABLE = json.JSONEncoder(ensure_ascii=False)
ZONE_MAP = TABLES["zone_map"]
KEEP_KEY = "snapshot_keep"
DEFAULT_KEEP = 20
MOST_KEPT = 1000
SESSION_START = "session start"
ON_DEMAND = "on demand"
BEFORE_REVERT = "before revert"


class RevertToSnapshot(LabelledCommand):
    """Bring every record back to a snapshot's; an undo step like any other command."""

    def __init__(self, records: list[Record], *, label: str) -> None:
        self._target = CampaignState(records)
        super().__init__(label=label)

    def plan(self, state: CampaignState) -> ChangeSet:
        changes: list[RecordChange] = []
        for kind in KINDS:
            for record in self._target.all(kind):
                current = state.get(kind, record.id)
                if current != record:
                    changes.append(
                        RecordChange(kind=kind, id=record.id, before=current, after=record)
                    )
        for kind in reversed(KINDS):
            for record in state.all(kind):
                if self._target.get(kind, record.id) is not None:
                    continue
                if isinstance(record, RollRecord):
                    if not record.undone:
                        changes.append(
                            RecordChange.of(record, dataclasses.replace(record, undone=True))
                        )
                else:
                    changes.append(RecordChange.of(record, None))
        return ChangeSet(tuple(changes))


class SnapshotStore:
    """The snapshots of one open campaign file."""

    def __init__(self, repository: SqliteRepository) -> None:
        self._repository = repository

    @property
    def keep(self) -> int:
        """How many snapshots are kept (the oldest go first)."""
        with self._repository.reading() as connection:
            return self.keep_in(connection)

    @keep.setter
    def keep(self, count: int) -> None:
        if not 1 <= count <= MOST_KEPT:
            raise ValueError(f"keep between 1 and {MOST_KEPT} snapshots, not {count}")
        with self._repository.writing() as connection:
            write_setting(connection, KEEP_KEY, count)
            _prune(connection, count)

    def list(self) -> list[SnapshotInfo]:
        """Every snapshot, newest first."""
        statement = select(
            SNAPSHOT.c.id,
            SNAPSHOT.c.time,
            SNAPSHOT.c.label,
            SNAPSHOT.c.reason,
            SNAPSHOT.c.action_seq,
        ).order_by(SNAPSHOT.c.id.desc())
        with self._repository.reading() as connection:
            return [SnapshotInfo(*row) for row in connection.execute(statement)]

    def take(self, label: str = "", *, reason: str = ON_DEMAND) -> SnapshotInfo:
        """Snapshot the campaign now; the oldest beyond `keep` are deleted."""
        return finish(self.take_in_steps(label, reason=reason))

    def take_in_steps(
        self, label: str = "", *, reason: str = ON_DEMAND, state: CampaignState | None = None
    ) -> Generator[None, None, SnapshotInfo]:
        """`take` as steps of a few milliseconds each, so a window keeps painting meanwhile.

        The first step copies the records: `state` (the session's, which equals the file) or,
        without one, the file's. Commands may run between the steps; the snapshot is of the
        moment of that copy. Each later step turns a slice of the records into compressed JSON;
        the last writes the snapshot in one transaction. Nothing is written before it, so a
        job that is stopped (the generator closed, the program killed) leaves no trace.
        """
        moment = timestamp(self._repository.clock())
        with self._repository.reading() as connection:
            records = read_state(connection) if state is None else state.copy()
            seq = _newest_done(connection)
            digests = {
                int(map_id): bytes(digest)
                for map_id, digest in connection.execute(
                    select(ZONE_MAP.c.id, ZONE_MAP.c.background)
                )
                if digest
            }
        yield
        packed = zlib.compressobj()
        pieces: list[bytes] = []
        images: dict[bytes, bytes] = {}  # images not yet in the file (not expected)
        clock = StepClock()
        text = ["{"]
        for number, kind in enumerate(KINDS):
            text.append(f'{", " if number else ""}"{kind}": [')
            for index, record in enumerate(records.all(kind)):
                data = _snapshot_dict(record, digests, images)
                text.append(f"{', ' if index else ''}{_READABLE.encode(data)}")
                if clock.due():
                    pieces.append(packed.compress("".join(text).encode("utf-8")))
                    text.clear()
                    yield
                    clock.restart()
            text.append("]")
        text.append("}")
        pieces.append(packed.compress("".join(text).encode("utf-8")))
        pieces.append(packed.flush())
        yield  # the last step only writes
        with self._repository.writing() as connection:
            for image in images.values():
                store_image(connection, image)
            result = connection.execute(
                insert(SNAPSHOT),
                {
                    "time": moment,
                    "label": label,
                    "reason": reason,
                    "action_seq": seq,
                    "data": b"".join(pieces),
                },
            )
            snapshot_id = result.inserted_primary_key[0] if result.inserted_primary_key else 0
            _prune(connection, self.keep_in(connection))
        return SnapshotInfo(int(snapshot_id), moment, label, reason, seq)

    def keep_in(self, connection: Connection) -> int:
        """`keep`, read inside the caller's transaction."""
        value = connection.execute(
            select(META.c.value).where(META.c.key == KEEP_KEY)
        ).scalar_one_or_none()
        return value if isinstance(value, int) else DEFAULT_KEEP

    def take_session_start(self) -> SnapshotInfo | None:
        """The snapshot taken when a game session starts; none if nothing changed since the
        newest snapshot."""
        return finish(self.session_start_in_steps())

    def session_start_in_steps(
        self, state: CampaignState | None = None
    ) -> Generator[None, None, SnapshotInfo | None]:
        """`take_session_start` in steps (see `take_in_steps`)."""
        with self._repository.reading() as connection:
            seq = _newest_done(connection)
            newest = connection.execute(
                select(SNAPSHOT.c.action_seq).order_by(SNAPSHOT.c.id.desc()).limit(1)
            ).scalar_one_or_none()
        if newest is not None and newest == seq:
            return None
        return (yield from self.take_in_steps(reason=SESSION_START, state=state))

    def records(self, snapshot_id: int) -> builtins.list[Record]:
        """Every record as the snapshot holds it."""
        records: builtins.list[Record] = []
        finish(self._read_in_steps(snapshot_id, records))
        return records

    def _read_in_steps(
        self, snapshot_id: int, records: builtins.list[Record]
    ) -> Generator[float, None, None]:
        """`records` into `records`, in steps yielding the share read."""
        with self._repository.reading() as connection:
            data = connection.execute(
                select(SNAPSHOT.c.data).where(SNAPSHOT.c.id == snapshot_id)
            ).scalar_one_or_none()
            if data is None:
                raise CommandError(f"there is no snapshot {snapshot_id} any more")
            grouped = json.loads(zlib.decompress(data))
            if isinstance(grouped, dict) and "zone_map" in grouped:
                grouped["zone_map"] = unstash_json(connection, grouped["zone_map"])
        yield 0.0
        lists = grouped.values() if isinstance(grouped, dict) else ()
        total = sum(len(items) for items in lists if isinstance(items, list))
        for done in records_from_json_in_steps(grouped, ("snapshot",), records):
            yield done / max(1, total)

    def revert(self, snapshot_id: int, session: Session | None = None) -> ChangeSet:
        """Revert the campaign to a snapshot, as one undoable action.

        The current state is snapshotted first. With a `session` the revert runs through it
        (and it announces the changes); without one it is committed directly and the caller
        must `reload()` its session.
        """
        return finish(self.revert_in_steps(snapshot_id, session))

    def revert_in_steps(
        self, snapshot_id: int, session: Session | None = None
    ) -> Generator[float, None, ChangeSet]:
        """`revert` in steps yielding the share done: reading the snapshot, snapshotting the
        current state, then the revert itself (one step: a command). Stopped before its last
        step, it changes nothing (the snapshot of the current state is not written either)."""
        info = next((s for s in self.list() if s.id == snapshot_id), None)
        if info is None:
            raise CommandError(f"there is no snapshot {snapshot_id} any more")
        records: builtins.list[Record] = []
        state = session.state if session is not None else None  # equal to the file, in memory
        for share in self._read_in_steps(snapshot_id, records):
            yield 0.45 * share
        command = RevertToSnapshot(records, label=f"revert to the snapshot of {info.taken_at[:16]}")
        label = f"before reverting to {info.taken_at[:16]}"
        for _ in self.take_in_steps(label, reason=BEFORE_REVERT, state=state):
            yield 0.5
        if session is not None:
            return session.execute(command)
        changes = command.plan(self._repository.load_state())
        if changes:
            self._repository.commit_action(command.name, changes)
        return changes

    def delete(self, snapshot_id: int) -> None:
        """Delete one snapshot."""
        with self._repository.writing() as connection:
            connection.execute(delete(SNAPSHOT).where(SNAPSHOT.c.id == snapshot_id))


def _newest_done(connection: Connection) -> int:
    value = connection.execute(
        select(func.max(ACTION.c.seq)).where(ACTION.c.status == "done")
    ).scalar_one_or_none()
    return int(value or 0)


def _snapshot_dict(
    record: Record, digests: dict[int, bytes], images: dict[bytes, bytes]
) -> JsonDict:
    """A record as a snapshot holds it: a map's image by its digest in the image table."""
    if isinstance(record, ZoneMap) and record.background is not None:
        digest = digests.get(record.id)
        if digest is None:
            digest = hashlib.sha256(record.background).digest()
            images[digest] = record.background
        data = record_to_dict(dataclasses.replace(record, background=None))
        data["background"] = {HASH_KEY: digest.hex()}
    else:
        data = record_to_dict(record)
    del data[KIND_KEY]
    return data


def _prune(connection: Connection, keep: int) -> None:
    newest = select(SNAPSHOT.c.id).order_by(SNAPSHOT.c.id.desc()).limit(keep)
    connection.execute(delete(SNAPSHOT).where(SNAPSHOT.c.id.not_in(newest.scalar_subquery())))
