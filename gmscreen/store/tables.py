"""The campaign file's tables: one per record kind, plus the action log, images and snapshots.

A record table is built from its record class in `gmscreen.model.state` (table name = kind name,
one column per field, in field order): ints, strings and booleans as typed columns, dicts and
tuples as JSON, bytes as a BLOB, `X | None` as a nullable column. What the record cannot say is
declared here: which columns point at another table, and extra indexes. Foreign keys are
DEFERRABLE INITIALLY DEFERRED: a command's change set may list a child before its parent, and
the check happens when its transaction commits. The migrations in
`gmscreen/store/migrations/versions/` create exactly these tables; a test compares the two.
"""

from __future__ import annotations

import dataclasses
import typing
from typing import Any

from sqlalchemy import JSON
from sqlalchemy import Boolean
from sqlalchemy import CheckConstraint
from sqlalchemy import Column
from sqlalchemy import ForeignKey
from sqlalchemy import Index
from sqlalchemy import Integer
from sqlalchemy import LargeBinary
from sqlalchemy import Table
from sqlalchemy.types import TypeEngine
from sqlmodel import AutoString
from sqlmodel import Field
from sqlmodel import SQLModel

from gmscreen.model.state import KINDS

ACTION_STATUSES = ("done", "undone", "dropped")

# Columns that point at another table's id (indexed, for cascading deletes). Deleting the
# current scene leaves the campaign record to the model, and the roll log outlives the
# characters who rolled: those two references have no foreign key.
REFERENCES: dict[str, dict[str, str]] = {
    "episode": {"season_id": "season.id"},
    "scene": {"episode_id": "episode.id"},
    "trait": {"owner_id": "character.id", "scene_id": "scene.id"},
    "pool": {"owner_id": "character.id"},
    "zone_map": {"scene_id": "scene.id"},
    "zone": {"map_id": "zone_map.id"},
    "zone_link": {"map_id": "zone_map.id", "zone_a": "zone.id", "zone_b": "zone.id"},
    "token": {"map_id": "zone_map.id", "zone_id": "zone.id", "character_id": "character.id"},
    "tracker": {"scene_id": "scene.id"},
}
# The roll log is read in time order.
EXTRA_INDEXES: dict[str, tuple[tuple[str, str], ...]] = {"roll": (("ix_roll_time", "time"),)}


def _column_type(hint: Any) -> tuple[TypeEngine[Any], Any]:
    """The column type of a record field's (non-None) type, and the default of a JSON column."""
    origin = typing.get_origin(hint)
    if hint is bool:
        return Boolean(), None
    if hint is int:
        return Integer(), None
    if hint is str or origin is typing.Literal:
        return AutoString(), None
    if hint is bytes:
        return LargeBinary(), None
    if hint is dict or origin is dict:
        return JSON(), dict
    if origin is tuple:
        return JSON(), list
    raise TypeError(f"no column type for a record field of type {hint!r}")


def _column(kind: str, name: str, hint: Any) -> Column[Any]:
    args = typing.get_args(hint)
    nullable = type(None) in args
    if nullable:
        (hint,) = (arg for arg in args if arg is not type(None))
    column_type, default = _column_type(hint)
    target = REFERENCES.get(kind, {}).get(name)
    keys = [ForeignKey(target, deferrable=True, initially="DEFERRED")] if target else []
    return Column(
        name,
        column_type,
        *keys,
        primary_key=name == "id",
        nullable=nullable,
        index=bool(target),
        default=default,
    )


def record_table(kind: str) -> Table:
    """The table of one record kind, built from its record class."""
    hints = typing.get_type_hints(KINDS[kind])
    columns = [
        _column(kind, field.name, hints[field.name]) for field in dataclasses.fields(KINDS[kind])
    ]
    indexes = [Index(name, column) for name, column in EXTRA_INDEXES.get(kind, ())]
    return Table(kind, SQLModel.metadata, *columns, *indexes)


RECORD_TABLES: dict[str, Table] = {kind: record_table(kind) for kind in KINDS}


class ImageRow(SQLModel, table=True):
    """An image (a map background) stored once, under the SHA-256 of its bytes."""

    __tablename__ = "image"
    hash: bytes = Field(primary_key=True, sa_type=LargeBinary)
    data: bytes = Field(sa_type=LargeBinary)


class ActionRow(SQLModel, table=True):
    """The action log: every committed command, its change set (JSON) and undo status.

    `dropped` marks an undone action that a newer action replaced (the redo branch): kept for
    the record, never offered for redo again.
    """

    __tablename__ = "action"
    __table_args__ = (
        CheckConstraint("status IN ('done', 'undone', 'dropped')", name="ck_action_status"),
        # Covers load_history (status, seq, name) without reading the change sets.
        Index("ix_action_status", "status", "seq", "name"),
    )
    seq: int = Field(primary_key=True)
    time: str
    name: str
    status: str
    changes: list[dict[str, Any]] = Field(default_factory=list, sa_type=JSON)


class MetaRow(SQLModel, table=True):
    """Small file-wide settings as JSON values (snapshots to keep, cloud warning given…)."""

    __tablename__ = "meta"
    key: str = Field(primary_key=True)
    value: Any = Field(default=None, sa_type=JSON)


class SnapshotRow(SQLModel, table=True):
    """A snapshot of every record, kept inside the file (zlib-compressed JSON).

    `action_seq` is the newest done action when it was taken, so an unchanged campaign is not
    snapshotted twice.
    """

    __tablename__ = "snapshot"
    id: int = Field(primary_key=True)
    time: str
    label: str
    reason: str
    action_seq: int
    data: bytes = Field(sa_type=LargeBinary)
