"""Map images are stored once, by content hash, shared by the map, undo and snapshots."""

import json
import os
import sqlite3
from pathlib import Path

from gmscreen.model.commands import EditRecord
from gmscreen.model.serialize import record_to_dict
from gmscreen.model.session import Session
from gmscreen.model.state import Campaign
from gmscreen.model.state import ZoneMap
from gmscreen.store.export import export_json
from gmscreen.store.export import import_json
from gmscreen.store.file import create_campaign
from gmscreen.store.file import open_campaign
from gmscreen.store.identity import SCHEMA_REVISIONS
from gmscreen.store.migrate import Migrations

IMAGE = os.urandom(2 * 1024 * 1024)  # 2 MB that no compression can shrink
OTHER = os.urandom(64 * 1024)


def count(path: Path, sql: str) -> int:
    connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return int(connection.execute(sql).fetchone()[0])
    finally:
        connection.close()


def test_a_map_image_set_undone_redone_and_snapshotted_is_stored_once(tmp_path: Path) -> None:
    path = tmp_path / "maps.gmscreen"
    records = [Campaign(id=1, name="Maps"), ZoneMap(id=1, name="Deck")]
    with create_campaign(path, records) as campaign:
        session = Session(campaign.repository)
        for _ in range(3):
            session.execute(EditRecord("zone_map", 1, label="set", background=IMAGE))
            session.execute(EditRecord("zone_map", 1, label="clear", background=None))
        session.execute(EditRecord("zone_map", 1, label="set", background=IMAGE))
        session.undo()
        session.redo()
        for number in range(5):
            campaign.snapshots.take(f"snapshot {number}")
        assert campaign.snapshots.records(1)[1].background == IMAGE  # type: ignore[union-attr]
    assert count(path, "SELECT count(*) FROM image") == 1
    assert count(path, "SELECT count(*) FROM action WHERE changes LIKE '%base64%'") == 0
    assert path.stat().st_size < len(IMAGE) * 1.2  # once, not once per drop and snapshot
    with open_campaign(path) as reopened:
        session = Session(reopened.repository)
        assert session.state.find(ZoneMap, 1).background == IMAGE  # type: ignore[union-attr]
        session.undo()
        assert session.state.find(ZoneMap, 1).background is None  # type: ignore[union-attr]
        session.undo()
        assert session.state.find(ZoneMap, 1).background == IMAGE  # type: ignore[union-attr]


def test_an_export_still_carries_the_images_and_an_import_stores_them_once(
    tmp_path: Path,
) -> None:
    path = tmp_path / "maps.gmscreen"
    records = [Campaign(id=1, name="Maps"), ZoneMap(id=1, name="Deck", background=OTHER)]
    with create_campaign(path, records) as campaign:
        Session(campaign.repository).execute(
            EditRecord("zone_map", 1, label="set", background=IMAGE)
        )
        export_json(campaign, tmp_path / "maps.json")
    with import_json(tmp_path / "maps.json", tmp_path / "copy.gmscreen") as copy:
        session = Session(copy.repository)
        assert session.state.find(ZoneMap, 1).background == IMAGE  # type: ignore[union-attr]
        session.undo()
        assert session.state.find(ZoneMap, 1).background == OTHER  # type: ignore[union-attr]
    assert count(tmp_path / "copy.gmscreen", "SELECT count(*) FROM image") == 2


def test_a_file_from_before_images_by_hash_is_migrated(tmp_path: Path) -> None:
    path = tmp_path / "old.gmscreen"
    before_hashing = Migrations(revisions=SCHEMA_REVISIONS[:3])
    records = [Campaign(id=1, name="Old"), ZoneMap(id=1, name="Deck")]
    create_campaign(path, records, migrations=before_hashing).close()
    # As the previous version wrote it: the image in the map's row and inline in the log.
    old_map = record_to_dict(ZoneMap(id=1, name="Deck"))
    new_map = record_to_dict(ZoneMap(id=1, name="Deck", background=IMAGE))
    change = [{"kind": "zone_map", "id": 1, "before": old_map, "after": new_map}]
    connection = sqlite3.connect(path)
    connection.execute("UPDATE zone_map SET background = ?", (IMAGE,))
    connection.execute(
        "INSERT INTO action (time, name, status, changes) VALUES ('t', 'set', 'done', ?)",
        (json.dumps(change),),
    )
    connection.commit()
    connection.close()

    with open_campaign(path) as migrated:
        assert migrated.backup is not None
        session = Session(migrated.repository)
        assert session.state.find(ZoneMap, 1).background == IMAGE  # type: ignore[union-attr]
        session.undo()
        assert session.state.find(ZoneMap, 1).background is None  # type: ignore[union-attr]
        session.redo()
        assert session.state.find(ZoneMap, 1).background == IMAGE  # type: ignore[union-attr]
    assert count(path, "SELECT count(*) FROM image") == 1
    assert count(path, "SELECT length(background) FROM zone_map") == 32
    assert count(path, "SELECT count(*) FROM action WHERE changes LIKE '%base64%'") == 0
