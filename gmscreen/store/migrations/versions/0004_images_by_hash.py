"""Images stored once, by content hash: the `image` table, maps pointing at it by digest.

Each map's background moves to `image` under its SHA-256 and the map's `background` keeps the
32-byte digest. Inline images in the action log and the snapshots (`{"base64": …}` in a map
record) become `{"sha256": "<hex>"}` references to the same rows, so a map dropped, undone and
snapshotted many times is stored once.

Revision ID: 0004
Revises: 0003
"""

import base64
import hashlib
import json
import zlib
from typing import Any

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def _stash(bind: Any, value: Any) -> Any:
    """`value` with each inline image moved to the image table (see gmscreen.store.images)."""
    if isinstance(value, dict):
        inline = value.get("base64")
        if len(value) == 1 and isinstance(inline, str):
            return {"sha256": _store(bind, base64.b64decode(inline)).hex()}
        return {key: _stash(bind, item) for key, item in value.items()}
    if isinstance(value, list):
        return [_stash(bind, item) for item in value]
    return value


def _store(bind: Any, data: bytes) -> bytes:
    digest = hashlib.sha256(data).digest()
    bind.execute(
        sa.text("INSERT OR IGNORE INTO image (hash, data) VALUES (:hash, :data)"),
        {"hash": digest, "data": data},
    )
    return digest


def upgrade() -> None:
    op.create_table(
        "image",
        sa.Column("hash", sa.LargeBinary(), nullable=False),
        sa.Column("data", sa.LargeBinary(), nullable=False),
        sa.PrimaryKeyConstraint("hash"),
    )
    bind = op.get_bind()
    maps = bind.execute(sa.text("SELECT id, background FROM zone_map")).all()
    for map_id, background in maps:
        if background:
            bind.execute(
                sa.text("UPDATE zone_map SET background = :digest WHERE id = :id"),
                {"digest": _store(bind, bytes(background)), "id": map_id},
            )
    actions = bind.execute(
        sa.text("SELECT seq, changes FROM action WHERE changes LIKE '%\"zone_map\"%'")
    ).all()
    for seq, changes in actions:
        items = json.loads(changes)
        for item in items:
            if isinstance(item, dict) and item.get("kind") == "zone_map":
                item["before"] = _stash(bind, item.get("before"))
                item["after"] = _stash(bind, item.get("after"))
        bind.execute(
            sa.text("UPDATE action SET changes = :changes WHERE seq = :seq"),
            {"changes": json.dumps(items, ensure_ascii=False), "seq": seq},
        )
    for snapshot_id, data in bind.execute(sa.text("SELECT id, data FROM snapshot")).all():
        grouped = json.loads(zlib.decompress(data))
        if isinstance(grouped, dict) and grouped.get("zone_map"):
            grouped["zone_map"] = _stash(bind, grouped["zone_map"])
            packed = zlib.compress(json.dumps(grouped, ensure_ascii=False).encode("utf-8"))
            bind.execute(
                sa.text("UPDATE snapshot SET data = :data WHERE id = :id"),
                {"data": packed, "id": snapshot_id},
            )
    op.execute("PRAGMA user_version = 4")


def downgrade() -> None:
    bind = op.get_bind()
    bind.execute(
        sa.text(
            "UPDATE zone_map SET background = "
            "(SELECT data FROM image WHERE image.hash = zone_map.background) "
            "WHERE background IS NOT NULL"
        )
    )
    op.drop_table("image")
    op.execute("PRAGMA user_version = 3")
