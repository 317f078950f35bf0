"""Migrations: a first-schema file is updated after a backup, a failing step changes nothing, the
schema the migrations build is the one the tables declare, and Alembic loads only when needed."""

import json
import shutil
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest
from alembic.autogenerate import compare_metadata
from alembic.config import Config
from alembic.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlmodel import SQLModel

from gmscreen.model.session import Session
from gmscreen.model.state import Campaign
from gmscreen.store import tables  # noqa: F401  (registers the tables in SQLModel.metadata)
from gmscreen.store.errors import MigrationFailedError
from gmscreen.store.export import export_document
from gmscreen.store.file import create_campaign
from gmscreen.store.file import open_campaign
from gmscreen.store.identity import SCHEMA_REVISIONS
from gmscreen.store.migrate import SCRIPTS
from gmscreen.store.migrate import Migrations

DATA = Path(__file__).parents[2] / "data"
FIXTURE = DATA / "campaign-v1.gmscreen"


def folder_bytes(folder: Path) -> dict[str, bytes]:
    return {path.name: path.read_bytes() for path in sorted(folder.iterdir())}


def dump(path: Path) -> list[str]:
    """A database's whole content as SQL (the backup API copies content, not every byte)."""
    connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        return list(connection.iterdump())
    finally:
        connection.close()


def with_named_terrain(document: dict[str, Any]) -> dict[str, Any]:
    """The v1 fixture as migration 0003 must leave it: the Pier–Shed link's obstacle of price 1
    is a waist-high wall, and zones without difficult terrain name none (undo history too)."""
    document["version"] = 2
    records = document["records"]
    (link,) = records["zone_link"]
    assert link.pop("obstacle_cost") == 1
    link["obstacles"] = ["waist-high-wall"]
    zones = [*records["zone"]]
    for action in document["actions"]:
        zones += [c[side] for c in action["changes"] for side in ("before", "after") if c[side]]
    for zone in zones:
        if zone.get("$kind", "zone") == "zone" and "outline" in zone:
            assert zone.pop("terrain_cost") == 0
            zone["terrain"] = ""
    return document


@pytest.fixture
def first_schema_file(tmp_path: Path) -> Path:
    path = tmp_path / "old.gmscreen"
    shutil.copyfile(FIXTURE, path)
    return path


def test_a_first_schema_campaign_is_migrated_after_a_backup_and_keeps_everything(
    first_schema_file: Path,
) -> None:
    expected = with_named_terrain(json.loads((DATA / "campaign-v1.json").read_text("utf-8")))
    with open_campaign(first_schema_file) as migrated:
        assert migrated.backup is not None
        assert migrated.backup.parent == first_schema_file.parent
        assert migrated.backup.name.startswith("old.v1-backup-")
        assert dump(migrated.backup) == dump(FIXTURE)
        assert migrated.backup.read_bytes()[60:64] == (1).to_bytes(4, "big")
        assert export_document(migrated) == expected
        session = Session(migrated.repository)
        assert session.undo_name == "add 1 Threat"
        assert session.redo_name == "shed burns"
        session.redo()
        session.undo()
        assert migrated.snapshots.take("after the update").id == 1
    header = sqlite3.connect(first_schema_file)
    assert header.execute("PRAGMA user_version").fetchone() == (len(SCHEMA_REVISIONS),)
    assert header.execute("SELECT version_num FROM alembic_version").fetchone() == (
        SCHEMA_REVISIONS[-1],
    )
    header.close()
    with open_campaign(first_schema_file) as again:
        assert again.backup is None


def compare(path: Path) -> list[object]:
    engine_connection = sqlite3.connect(path)
    from sqlalchemy import create_engine

    engine = create_engine("sqlite://", creator=lambda: engine_connection)
    with engine.connect() as connection:
        context = MigrationContext.configure(connection, opts={"compare_type": True})
        differences = list(compare_metadata(context, SQLModel.metadata))
    engine.dispose()
    engine_connection.close()
    return differences


def test_the_migrated_and_the_new_schema_are_the_one_the_tables_declare(
    first_schema_file: Path, tmp_path: Path
) -> None:
    open_campaign(first_schema_file).close()
    create_campaign(tmp_path / "new.gmscreen", [Campaign(id=1, name="New")]).close()
    assert compare(first_schema_file) == []
    assert compare(tmp_path / "new.gmscreen") == []


def test_the_known_revisions_are_the_migration_scripts_in_order() -> None:
    config = Config()
    config.set_main_option("script_location", str(SCRIPTS))
    walked = [script.revision for script in ScriptDirectory.from_config(config).walk_revisions()]
    assert tuple(reversed(walked)) == SCHEMA_REVISIONS


def test_each_revision_records_its_schema_version_in_the_file_header(tmp_path: Path) -> None:
    for count in range(1, len(SCHEMA_REVISIONS) + 1):
        path = tmp_path / f"v{count}.gmscreen"
        migrations = Migrations(revisions=SCHEMA_REVISIONS[:count])
        create_campaign(path, [Campaign(id=1, name="C")], migrations=migrations).close()
        assert path.read_bytes()[60:64] == count.to_bytes(4, "big")


BROKEN_STEP = textwrap.dedent(
    '''
    """A step that fails halfway, after DDL, a table rebuild and data changes."""
    import sqlalchemy as sa
    from alembic import op

    revision = "9999"
    down_revision = "{head}"
    branch_labels = None
    depends_on = None


    def upgrade() -> None:
        op.create_table("doomed", sa.Column("id", sa.Integer(), primary_key=True))
        with op.batch_alter_table("pool", recreate="always") as batch:
            batch.add_column(sa.Column("colour", sa.String(), nullable=True))
        op.execute("UPDATE pool SET value = value + 100")
        op.execute("PRAGMA user_version = 99")
        raise RuntimeError("step 9999 failed halfway")
    '''
)


@pytest.fixture
def broken_migrations(tmp_path: Path) -> Migrations:
    scripts = tmp_path / "scripts"
    shutil.copytree(SCRIPTS, scripts, ignore=shutil.ignore_patterns("__pycache__"))
    broken = BROKEN_STEP.replace("{head}", SCHEMA_REVISIONS[-1])
    (scripts / "versions" / "9999_broken.py").write_text(broken)
    return Migrations(script_location=scripts, revisions=(*SCHEMA_REVISIONS, "9999"))


@pytest.mark.parametrize("start", ["first schema", "current schema"])
def test_a_migration_failing_halfway_leaves_the_file_exactly_as_it_was(
    tmp_path: Path, broken_migrations: Migrations, start: str
) -> None:
    folder = tmp_path / "campaigns"
    folder.mkdir()
    path = folder / "campaign.gmscreen"
    if start == "first schema":
        shutil.copyfile(FIXTURE, path)
    else:
        create_campaign(path, [Campaign(id=1, name="C")]).close()
    before = folder_bytes(folder)
    with pytest.raises(MigrationFailedError, match=r"left exactly as it was.*9999 failed halfway"):
        open_campaign(path, migrations=broken_migrations)
    assert folder_bytes(folder) == before
    with open_campaign(path) as opened:
        assert opened.repository.load_state().campaign.id == 1


ALEMBIC_LOADED = textwrap.dedent(
    """
    import sys
    from gmscreen.store.file import open_campaign
    before = "alembic" in sys.modules
    open_campaign(sys.argv[1]).close()
    print(before, "alembic" in sys.modules)
    """
)


def test_alembic_is_imported_only_to_migrate(first_schema_file: Path, tmp_path: Path) -> None:
    current = tmp_path / "current.gmscreen"
    create_campaign(current, [Campaign(id=1, name="C")]).close()

    def loaded(path: Path) -> str:
        command = [sys.executable, "-c", ALEMBIC_LOADED, str(path)]
        return subprocess.run(command, capture_output=True, text=True, check=True).stdout

    assert loaded(current) == "False False\n"
    assert loaded(first_schema_file) == "False True\n"
