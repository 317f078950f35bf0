"""The campaign file's tables as SQLModel classes: one per record kind, plus the action log.

Table names are the model's kind names (`gmscreen.model.state.KINDS`). Columns mirror the record
fields: typed columns for plain values, JSON for free-form dicts and tuples, a BLOB for a map's
background image. Foreign keys are DEFERRABLE INITIALLY DEFERRED: a command's change set may
list a child before its parent, and the check happens when its transaction commits. The
migrations in `gmscreen/store/migrations/versions/` create exactly these tables; a test
compares the two.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import JSON, CheckConstraint, ForeignKey, Index, LargeBinary
from sqlmodel import Field, SQLModel

ACTION_STATUSES = ("done", "undone", "dropped")


def reference(target: str, *, nullable: bool = False) -> Any:
    """A column pointing at another table's id (deferred check, indexed for cascades)."""
    return Field(
        default=None if nullable else ...,
        sa_column_args=[ForeignKey(target, deferrable=True, initially="DEFERRED")],
        index=True,
    )


def json_column() -> Any:
    """A JSON column holding a dict or list (never NULL)."""
    return Field(default_factory=dict, sa_type=JSON)


class CampaignRow(SQLModel, table=True):
    """The one campaign record (id 1)."""

    __tablename__ = "campaign"
    id: int = Field(primary_key=True)
    name: str
    system: str
    settings: dict[str, Any] = json_column()
    # No foreign key: deleting the current scene leaves the campaign record to the model.
    current_scene_id: int | None = None
    notes: str


class SeasonRow(SQLModel, table=True):
    """A season."""

    __tablename__ = "season"
    id: int = Field(primary_key=True)
    title: str
    order: int
    notes: str


class EpisodeRow(SQLModel, table=True):
    """An episode of a season."""

    __tablename__ = "episode"
    id: int = Field(primary_key=True)
    season_id: int = reference("season.id")
    title: str
    order: int
    notes: str


class SceneRow(SQLModel, table=True):
    """A scene of an episode."""

    __tablename__ = "scene"
    id: int = Field(primary_key=True)
    episode_id: int = reference("episode.id")
    title: str
    order: int
    notes: str


class CharacterRow(SQLModel, table=True):
    """A player character or NPC."""

    __tablename__ = "character"
    id: int = Field(primary_key=True)
    name: str
    kind: str
    tier: str | None = None
    player: str
    sheet: dict[str, Any] = json_column()
    notes: str


class TraitRow(SQLModel, table=True):
    """A trait of a scene or a character."""

    __tablename__ = "trait"
    id: int = Field(primary_key=True)
    name: str
    category: str
    potency: int
    owner_id: int | None = reference("character.id", nullable=True)
    polarity: str | None = None
    visible: bool
    scene_id: int | None = reference("scene.id", nullable=True)
    effect: str
    notes: str


class PoolRow(SQLModel, table=True):
    """A pool of points (momentum, threat, fortune…)."""

    __tablename__ = "pool"
    id: int = Field(primary_key=True)
    name: str
    value: int
    owner_id: int | None = reference("character.id", nullable=True)


class ImageRow(SQLModel, table=True):
    """An image (a map background) stored once, under the SHA-256 of its bytes."""

    __tablename__ = "image"
    hash: bytes = Field(primary_key=True, sa_type=LargeBinary)
    data: bytes = Field(sa_type=LargeBinary)


class ZoneMapRow(SQLModel, table=True):
    """A zone map; `background` is the digest of its image in the `image` table."""

    __tablename__ = "zone_map"
    id: int = Field(primary_key=True)
    name: str
    scene_id: int | None = reference("scene.id", nullable=True)
    background: bytes | None = Field(default=None, sa_type=LargeBinary)
    background_type: str


class ZoneRow(SQLModel, table=True):
    """A zone of a map; `outline` is a JSON list of [x, y] points."""

    __tablename__ = "zone"
    id: int = Field(primary_key=True)
    map_id: int = reference("zone_map.id")
    name: str
    outline: list[list[float]] = Field(default_factory=list, sa_type=JSON)
    terrain: str
    cover: str
    hazard: str
    traits: str
    gm_only: bool


class ZoneLinkRow(SQLModel, table=True):
    """Two adjacent zones and the obstacles between them (a JSON list of obstacle kind ids)."""

    __tablename__ = "zone_link"
    id: int = Field(primary_key=True)
    map_id: int = reference("zone_map.id")
    zone_a: int = reference("zone.id")
    zone_b: int = reference("zone.id")
    obstacles: list[str] = Field(default_factory=list, sa_type=JSON)


class TokenRow(SQLModel, table=True):
    """A token standing in a zone."""

    __tablename__ = "token"
    id: int = Field(primary_key=True)
    map_id: int = reference("zone_map.id")
    zone_id: int = reference("zone.id")
    character_id: int | None = reference("character.id", nullable=True)
    label: str
    side: str
    gm_only: bool


class TrackerRow(SQLModel, table=True):
    """The turn tracker of a scene."""

    __tablename__ = "tracker"
    id: int = Field(primary_key=True)
    scene_id: int | None = reference("scene.id", nullable=True)
    state: dict[str, Any] = json_column()


class RollRow(SQLModel, table=True):
    """One entry of the roll log; `faces` is a JSON list. Kept (marked undone) when undone."""

    __tablename__ = "roll"
    __table_args__ = (Index("ix_roll_time", "time"),)
    id: int = Field(primary_key=True)
    time: str
    kind: str
    summary: str
    # No foreign key: the roll log outlives the characters who rolled.
    character_id: int | None = None
    inputs: dict[str, Any] = json_column()
    faces: list[int] = Field(default_factory=list, sa_type=JSON)
    outcome: dict[str, Any] = json_column()
    undone: bool


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


RECORD_TABLES: dict[str, type[SQLModel]] = {
    "campaign": CampaignRow,
    "season": SeasonRow,
    "episode": EpisodeRow,
    "scene": SceneRow,
    "character": CharacterRow,
    "trait": TraitRow,
    "pool": PoolRow,
    "zone_map": ZoneMapRow,
    "zone": ZoneRow,
    "zone_link": ZoneLinkRow,
    "token": TokenRow,
    "tracker": TrackerRow,
    "roll": RollRow,
}
