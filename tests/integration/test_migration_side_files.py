"""Copies half-written by a crash or a full disk never stay beside a campaign (issue 14,
point 5)."""

import os
import subprocess
import sys
from pathlib import Path

from gmscreen.model.demo import demo_records
from gmscreen.model.state import Campaign
from gmscreen.store.file import create_campaign
from gmscreen.store.file import open_campaign
from gmscreen.store.identity import SCHEMA_REVISIONS
from gmscreen.store.migrate import Migrations
from tests.integration.test_window_failures import SmallDisk
from tests.integration.test_window_failures import small_disk  # noqa: F401


def smoke(path: Path, home: Path) -> subprocess.CompletedProcess[str]:
    home.mkdir(exist_ok=True)
    return subprocess.run(
        [sys.executable, "-m", "gmscreen", str(path), "--smoke"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env={**os.environ, "HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config")},
    )


def test_partial_copies_a_killed_migration_left_are_gone_after_the_next_open(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "campaigns"
    folder.mkdir()
    path = folder / "table.gmscreen"
    create_campaign(path, demo_records()).close()
    left = [
        folder / "table.v1-backup-20260301-201500.gmscreen.partial",
        folder / "table.v1-backup-20260301-201500.gmscreen.partial-journal",
        folder / "table.gmscreen.partial",
    ]
    for partial in left:
        partial.write_bytes(b"")
    other = folder / "other.v1-backup-20260301-201500.gmscreen.partial"  # another campaign's
    other.write_bytes(b"")

    result = smoke(path, tmp_path / "home")

    assert result.returncode == 0, result.stderr
    assert sorted(p.name for p in folder.iterdir()) == [other.name, path.name]


def test_a_backup_the_disk_has_no_room_for_is_a_message_and_leaves_nothing(
    small_disk: SmallDisk,  # noqa: F811
    tmp_path: Path,
) -> None:
    path = small_disk.folder / "old.gmscreen"
    first_format = Migrations(revisions=SCHEMA_REVISIONS[:1])
    create_campaign(path, [Campaign(id=1, name="Old")], migrations=first_format).close()
    before = path.read_bytes()
    small_disk.fill()

    result = smoke(path, tmp_path / "home")

    assert result.returncode == 2, result.stderr
    assert "backup copy made first could not be written" in result.stderr
    assert "Traceback" not in result.stderr
    assert path.read_bytes() == before
    small_disk.free()
    assert sorted(p.name for p in small_disk.folder.iterdir()) == [path.name]
    with open_campaign(path) as updated:  # and it is updated once there is room
        assert updated.backup is not None
        assert updated.backup.exists()
