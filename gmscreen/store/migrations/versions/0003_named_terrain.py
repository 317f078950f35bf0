"""Named terrain and several obstacles per crossing: zones and links name kinds of the tables.

A zone's `terrain_cost` (0–3) becomes `terrain`, the id of a difficult terrain kind; a link's
`obstacle_cost` (0–3) becomes `obstacles`, a JSON list of obstacle kind ids, each old price the
kind `gmscreen.store.legacy_terrain` names for it (so every move costs what it cost before).
The undo history and the snapshots hold records too, and are rewritten the same way, so undoing
an old edit or reverting to an old snapshot still works.

Revision ID: 0003
Revises: 0002
"""

import json
import zlib
from typing import Any

import sqlalchemy as sa
from alembic import op

from gmscreen.store.legacy_terrain import COST_BY_TERRAIN
from gmscreen.store.legacy_terrain import DOWN
from gmscreen.store.legacy_terrain import OBSTACLE_BY_COST
from gmscreen.store.legacy_terrain import TERRAIN_BY_COST
from gmscreen.store.legacy_terrain import UP
from gmscreen.store.legacy_terrain import convert_changes
from gmscreen.store.legacy_terrain import convert_grouped
from gmscreen.store.legacy_terrain import link_down

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def _case(column: str, names: dict[int, str]) -> str:
    whens = " ".join(f"WHEN {cost} THEN '{name}'" for cost, name in names.items())
    return f"CASE {column} {whens} ELSE '' END"


def _rewrite_history_and_snapshots(convert: dict[str, Any]) -> None:
    """Convert the zone and link records held in the action log and the snapshots."""
    bind = op.get_bind()
    for seq, changes in bind.execute(sa.text("SELECT seq, changes FROM action")).all():
        items = json.loads(changes)
        if convert_changes(items, convert):
            bind.execute(
                sa.text("UPDATE action SET changes = :changes WHERE seq = :seq"),
                {"changes": json.dumps(items, ensure_ascii=False), "seq": seq},
            )
    for snapshot_id, data in bind.execute(sa.text("SELECT id, data FROM snapshot")).all():
        grouped = json.loads(zlib.decompress(data))
        convert_grouped(grouped, convert)
        packed = zlib.compress(json.dumps(grouped, ensure_ascii=False).encode("utf-8"))
        bind.execute(
            sa.text("UPDATE snapshot SET data = :data WHERE id = :id"),
            {"data": packed, "id": snapshot_id},
        )


# Both directions swap a column for another the same way: add the new one empty, fill it from
# the old, then make it required and drop the old.
def _add_unfilled(table: str, column: str, kind: sa.types.TypeEngine[Any]) -> None:
    with op.batch_alter_table(table) as batch:
        batch.add_column(sa.Column(column, kind, nullable=True))


def _require_and_drop(
    table: str, column: str, kind: sa.types.TypeEngine[Any], old_column: str
) -> None:
    with op.batch_alter_table(table) as batch:
        batch.alter_column(column, existing_type=kind, nullable=False)
        batch.drop_column(old_column)


def upgrade() -> None:
    _add_unfilled("zone", "terrain", sa.String())
    _add_unfilled("zone_link", "obstacles", sa.JSON())
    op.execute(f"UPDATE zone SET terrain = {_case('terrain_cost', TERRAIN_BY_COST)}")
    obstacle = _case("obstacle_cost", OBSTACLE_BY_COST)
    op.execute(
        f"UPDATE zone_link SET obstacles = CASE WHEN ({obstacle}) = '' THEN '[]' "
        f"ELSE json_array({obstacle}) END"
    )
    _require_and_drop("zone", "terrain", sa.String(), "terrain_cost")
    _require_and_drop("zone_link", "obstacles", sa.JSON(), "obstacle_cost")
    _rewrite_history_and_snapshots(UP)
    op.execute("PRAGMA user_version = 3")


def downgrade() -> None:
    _add_unfilled("zone", "terrain_cost", sa.Integer())
    _add_unfilled("zone_link", "obstacle_cost", sa.Integer())
    whens = " ".join(f"WHEN '{kind}' THEN {cost}" for kind, cost in COST_BY_TERRAIN.items())
    op.execute(f"UPDATE zone SET terrain_cost = CASE terrain {whens} ELSE 0 END")
    bind = op.get_bind()
    for link_id, kinds in bind.execute(sa.text("SELECT id, obstacles FROM zone_link")).all():
        record = {"obstacles": json.loads(kinds)}
        link_down(record)
        bind.execute(
            sa.text("UPDATE zone_link SET obstacle_cost = :cost WHERE id = :id"),
            {"cost": record["obstacle_cost"], "id": link_id},
        )
    _require_and_drop("zone", "terrain_cost", sa.Integer(), "terrain")
    _require_and_drop("zone_link", "obstacle_cost", sa.Integer(), "obstacles")
    _rewrite_history_and_snapshots(DOWN)
    op.execute("PRAGMA user_version = 2")
