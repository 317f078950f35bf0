"""Snapshots: timestamped copies of every record, kept inside the campaign file.

Kept in the file's `snapshot` table (zlib-compressed JSON, the export's record format), so the
one file stays the whole campaign. The newest `keep` snapshots are kept (20 unless the GM sets
another number). Reverting is a command like any other: the current state is snapshotted
first, then one action writes the difference, so Undo brings back the state before the revert.
Rolls made since the snapshot stay in the roll log, marked undone, as an undone roll does.
"""

from __future__ import annotations

import builtins
import dataclasses
import json
import zlib
from dataclasses import dataclass

from sqlalchemy import Connection, delete, func, insert, select

from gmscreen.model.changes import ChangeSet, RecordChange
from gmscreen.model.commands import Command, CommandError
from gmscreen.model.session import Session
from gmscreen.model.state import KINDS, CampaignState, Record, RollRecord
from gmscreen.store.images import stash_json, unstash_json
from gmscreen.store.record_json import records_from_json, records_to_json
from gmscreen.store.repository import (
    ACTION,
    SqliteRepository,
    read_state,
    table,
    timestamp,
    write_setting,
)
from gmscreen.store.tables import SnapshotRow

SNAPSHOT = table(SnapshotRow)
KEEP_KEY = "snapshot_keep"
DEFAULT_KEEP = 20
MOST_KEPT = 1000
SESSION_START = "session start"
ON_DEMAND = "on demand"
BEFORE_REVERT = "before revert"


@dataclass(frozen=True, slots=True)
class SnapshotInfo:
    """A snapshot as the GM's list shows it.

    Attributes:
        taken_at: ISO 8601 time (UTC) it was taken.
        reason: "session start", "on demand" or "before revert".
        action_seq: the newest done action at the time (0: none).
    """

    id: int
    taken_at: str
    label: str
    reason: str
    action_seq: int


class RevertToSnapshot(Command):
    """Bring every record back to a snapshot's; an undo step like any other command."""

    def __init__(self, records: list[Record], *, label: str) -> None:
        self._target = CampaignState(records)
        self._name = label

    @property
    def name(self) -> str:
        return self._name

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
        value = self._repository.get_setting(KEEP_KEY, DEFAULT_KEEP)
        return value if isinstance(value, int) else DEFAULT_KEEP

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
        keep = self.keep
        moment = timestamp(self._repository.clock())
        with self._repository.writing() as connection:
            state = read_state(connection)
            grouped = records_to_json(state.records())
            # The maps' images are already in the image table: the snapshot points at them.
            grouped["zone_map"] = stash_json(connection, grouped["zone_map"])
            data = json.dumps(grouped, ensure_ascii=False)
            seq = _newest_done(connection)
            result = connection.execute(
                insert(SNAPSHOT),
                {
                    "time": moment,
                    "label": label,
                    "reason": reason,
                    "action_seq": seq,
                    "data": zlib.compress(data.encode("utf-8")),
                },
            )
            snapshot_id = result.inserted_primary_key[0] if result.inserted_primary_key else 0
            _prune(connection, keep)
        return SnapshotInfo(int(snapshot_id), moment, label, reason, seq)

    def take_session_start(self) -> SnapshotInfo | None:
        """The snapshot taken when a game session starts; none if nothing changed since the
        newest snapshot."""
        with self._repository.reading() as connection:
            seq = _newest_done(connection)
            newest = connection.execute(
                select(SNAPSHOT.c.action_seq).order_by(SNAPSHOT.c.id.desc()).limit(1)
            ).scalar_one_or_none()
        if newest is not None and newest == seq:
            return None
        return self.take(reason=SESSION_START)

    def records(self, snapshot_id: int) -> builtins.list[Record]:
        """Every record as the snapshot holds it."""
        with self._repository.reading() as connection:
            data = connection.execute(
                select(SNAPSHOT.c.data).where(SNAPSHOT.c.id == snapshot_id)
            ).scalar_one_or_none()
            if data is None:
                raise CommandError(f"there is no snapshot {snapshot_id} any more")
            grouped = json.loads(zlib.decompress(data))
            if isinstance(grouped, dict) and "zone_map" in grouped:
                grouped["zone_map"] = unstash_json(connection, grouped["zone_map"])
        return records_from_json(grouped, ("snapshot",))

    def revert(self, snapshot_id: int, session: Session | None = None) -> ChangeSet:
        """Revert the campaign to a snapshot, as one undoable action.

        The current state is snapshotted first. With a `session` the revert runs through it
        (and it announces the changes); without one it is committed directly and the caller
        must `reload()` its session.
        """
        info = next((s for s in self.list() if s.id == snapshot_id), None)
        if info is None:
            raise CommandError(f"there is no snapshot {snapshot_id} any more")
        command = RevertToSnapshot(
            self.records(snapshot_id), label=f"revert to the snapshot of {info.taken_at[:16]}"
        )
        self.take(f"before reverting to {info.taken_at[:16]}", reason=BEFORE_REVERT)
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


def _prune(connection: Connection, keep: int) -> None:
    newest = select(SNAPSHOT.c.id).order_by(SNAPSHOT.c.id.desc()).limit(keep)
    connection.execute(delete(SNAPSHOT).where(SNAPSHOT.c.id.not_in(newest.scalar_subquery())))
