"""The first campaign file schema: campaign records, the action log and file settings.

Revision ID: 0001
Revises:
"""

from typing import Any

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None

APPLICATION_ID = 0x474D5343  # "GMSC"; fixed forever, so copied rather than imported


def reference(column: str, target: str, *, nullable: bool = False) -> list[Any]:
    """A deferred foreign key column (checked at COMMIT)."""
    return [
        sa.Column(column, sa.Integer(), nullable=nullable),
        sa.ForeignKeyConstraint([column], [target], deferrable=True, initially="DEFERRED"),
    ]


def text(name: str, *, nullable: bool = False) -> sa.Column[Any]:
    return sa.Column(name, sa.String(), nullable=nullable)


def integer(name: str, *, nullable: bool = False) -> sa.Column[Any]:
    return sa.Column(name, sa.Integer(), nullable=nullable)


def json(name: str) -> sa.Column[Any]:
    return sa.Column(name, sa.JSON(), nullable=False)


def boolean(name: str) -> sa.Column[Any]:
    return sa.Column(name, sa.Boolean(), nullable=False)


def key() -> sa.Column[Any]:
    return sa.Column("id", sa.Integer(), primary_key=True, nullable=False)


def upgrade() -> None:
    op.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    op.create_table(
        "campaign",
        key(),
        text("name"),
        text("system"),
        json("settings"),
        integer("current_scene_id", nullable=True),
        text("notes"),
    )
    op.create_table("season", key(), text("title"), integer("order"), text("notes"))
    op.create_table(
        "episode",
        key(),
        *reference("season_id", "season.id"),
        text("title"),
        integer("order"),
        text("notes"),
    )
    op.create_table(
        "scene",
        key(),
        *reference("episode_id", "episode.id"),
        text("title"),
        integer("order"),
        text("notes"),
    )
    op.create_table(
        "character",
        key(),
        text("name"),
        text("kind"),
        text("tier", nullable=True),
        text("player"),
        json("sheet"),
        text("notes"),
    )
    op.create_table(
        "trait",
        key(),
        text("name"),
        text("category"),
        integer("potency"),
        *reference("owner_id", "character.id", nullable=True),
        text("polarity", nullable=True),
        boolean("visible"),
        *reference("scene_id", "scene.id", nullable=True),
        text("effect"),
        text("notes"),
    )
    op.create_table(
        "pool",
        key(),
        text("name"),
        integer("value"),
        *reference("owner_id", "character.id", nullable=True),
    )
    op.create_table(
        "zone_map",
        key(),
        text("name"),
        *reference("scene_id", "scene.id", nullable=True),
        sa.Column("background", sa.LargeBinary(), nullable=True),
        text("background_type"),
    )
    op.create_table(
        "zone",
        key(),
        *reference("map_id", "zone_map.id"),
        text("name"),
        json("outline"),
        integer("terrain_cost"),
        text("cover"),
        text("hazard"),
        text("traits"),
        boolean("gm_only"),
    )
    op.create_table(
        "zone_link",
        key(),
        *reference("map_id", "zone_map.id"),
        *reference("zone_a", "zone.id"),
        *reference("zone_b", "zone.id"),
        integer("obstacle_cost"),
    )
    op.create_table(
        "token",
        key(),
        *reference("map_id", "zone_map.id"),
        *reference("zone_id", "zone.id"),
        *reference("character_id", "character.id", nullable=True),
        text("label"),
        text("side"),
        boolean("gm_only"),
    )
    op.create_table(
        "tracker", key(), *reference("scene_id", "scene.id", nullable=True), json("state")
    )
    op.create_table(
        "roll",
        key(),
        text("time"),
        text("kind"),
        text("summary"),
        integer("character_id", nullable=True),
        json("inputs"),
        json("faces"),
        json("outcome"),
        boolean("undone"),
    )
    # Indexes on every reference, so deleting a parent never scans a whole child table.
    for table, column in (
        ("episode", "season_id"),
        ("scene", "episode_id"),
        ("trait", "owner_id"),
        ("trait", "scene_id"),
        ("pool", "owner_id"),
        ("zone_map", "scene_id"),
        ("zone", "map_id"),
        ("zone_link", "map_id"),
        ("zone_link", "zone_a"),
        ("zone_link", "zone_b"),
        ("token", "map_id"),
        ("token", "zone_id"),
        ("token", "character_id"),
        ("tracker", "scene_id"),
    ):
        op.create_index(f"ix_{table}_{column}", table, [column])
    op.create_table(
        "action",
        sa.Column("seq", sa.Integer(), primary_key=True, nullable=False),
        text("time"),
        text("name"),
        text("status"),
        json("changes"),
        sa.CheckConstraint("status IN ('done', 'undone', 'dropped')", name="ck_action_status"),
    )
    op.create_index("ix_action_status", "action", ["status", "seq", "name"])
    op.create_table(
        "meta",
        sa.Column("key", sa.String(), primary_key=True, nullable=False),
        json("value"),
    )
    op.execute("PRAGMA user_version = 1")


def downgrade() -> None:
    for table in (
        "meta",
        "action",
        "roll",
        "tracker",
        "token",
        "zone_link",
        "zone",
        "zone_map",
        "pool",
        "trait",
        "character",
        "scene",
        "episode",
        "season",
        "campaign",
    ):
        op.drop_table(table)
    op.execute("PRAGMA user_version = 0")
