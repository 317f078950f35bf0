"""Migration 0003 and export version 2: old terrain and obstacle prices become named kinds
everywhere a record lives (tables, undo history, snapshots, JSON exports), at the same price."""

from __future__ import annotations

import json
import shutil
import sqlite3
import zlib
from pathlib import Path

from gmscreen.model.rfi.map_moves import rules_zone_map
from gmscreen.model.state import Zone
from gmscreen.model.state import ZoneLink
from gmscreen.rules.rfi.terrain import TerrainTables
from gmscreen.store.export import import_json
from gmscreen.store.file import open_campaign
from gmscreen.store.identity import SCHEMA_REVISIONS
from gmscreen.store.migrate import Migrations

DATA = Path(__file__).parents[2] / "data"
SCHEMA_2 = Migrations(revisions=SCHEMA_REVISIONS[:2])


def old_snapshot(connection: sqlite3.Connection) -> None:
    """A snapshot as schema 0002 wrote it: a zone of terrain price 3, a link of price 2."""
    records = {
        "zone": [
            {
                "id": 1,
                "map_id": 1,
                "name": "Pier",
                "outline": [],
                "terrain_cost": 3,
                "cover": "",
                "hazard": "",
                "traits": "",
                "gm_only": False,
            },
        ],
        "zone_link": [{"id": 1, "map_id": 1, "zone_a": 1, "zone_b": 2, "obstacle_cost": 2}],
    }
    packed = zlib.compress(json.dumps(records).encode("utf-8"))
    connection.execute(
        "INSERT INTO snapshot (id, time, label, reason, action_seq, data) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        (7, "2026-01-10T21:00:00", "old", "on demand", 0, packed),
    )


def test_migration_0003_names_the_prices_in_tables_history_and_snapshots(tmp_path: Path) -> None:
    path = tmp_path / "old.gmscreen"
    shutil.copyfile(DATA / "campaign-v1.gmscreen", path)
    open_campaign(path, migrations=SCHEMA_2).close()
    connection = sqlite3.connect(path)
    with connection:
        connection.execute("UPDATE zone SET terrain_cost = 2 WHERE id = 1")
        old_snapshot(connection)
    connection.close()
    with open_campaign(path) as migrated:
        state = migrated.repository.load_state()
        pier, link = state.find(Zone, 1), state.find(ZoneLink, 1)
        assert pier is not None
        assert link is not None
        assert (pier.terrain, link.obstacles) == ("swamp", ("waist-high-wall",))
        passage = TerrainTables().passage_cost(leaving=pier.terrain, crossing=link.obstacles)
        assert passage.momentum == 2 + 1  # what the old prices charged
        assert rules_zone_map(state, 1).obstacles_between("1", "2") == ("waist-high-wall",)
        kept = {type(r): r for r in migrated.snapshots.records(7)}
        assert kept[Zone].terrain == "steep-slope"
        assert kept[ZoneLink].obstacles == ("chest-high-wall",)


def test_a_version_1_export_imports_with_named_obstacles(tmp_path: Path) -> None:
    with import_json(DATA / "campaign-v1.json", tmp_path / "imported.gmscreen") as imported:
        link = imported.repository.load_state().find(ZoneLink, 1)
        assert link is not None
        assert link.obstacles == ("waist-high-wall",)
