"""Damaged campaign files are refused with a message naming the problem, bytes untouched
(issue 14, point 3), through `gmscreen FILE --smoke` (exit 2) and File ▸ Open (a dialog)."""

import os
import random
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from gmscreen.model.demo import demo_records
from gmscreen.model.state import Campaign
from gmscreen.store.file import create_campaign
from tests.gui.test_reopen import open_window

Damage = Callable[[Path], None]


def sql(*statements: str) -> Damage:
    """Damage made with plain SQL, as another program (or a curious GM) could."""

    def damage(path: Path) -> None:
        connection = sqlite3.connect(path, isolation_level=None)
        connection.execute("PRAGMA foreign_keys = OFF")
        for statement in statements:
            connection.execute(statement)
        connection.close()

    return damage


def flip_page_bytes(path: Path) -> None:
    """Random bytes over the b-tree header of a page in the middle of the file."""
    data = bytearray(path.read_bytes())
    page_size = int.from_bytes(data[16:18], "big")
    start = page_size * (len(data) // page_size // 2)
    data[start : start + 24] = random.Random(14).randbytes(24)
    path.write_bytes(bytes(data))


def flip_scattered_bytes(path: Path) -> None:
    """200 bytes inverted across the file (past its header): SQLite's report on such a file can
    quote bytes that are not UTF-8 in its error message."""
    data = bytearray(path.read_bytes())
    pick = random.Random(3)
    for _ in range(200):
        data[pick.randrange(4096, len(data))] ^= 0xFF
    path.write_bytes(bytes(data))


DAMAGES: dict[str, tuple[Damage, str]] = {
    "flipped bytes": (flip_page_bytes, "damaged"),
    "scattered bytes inverted": (flip_scattered_bytes, "is damaged"),
    "record table dropped": (sql("DROP TABLE trait"), "“trait” table is missing"),
    "column renamed": (
        sql('ALTER TABLE pool RENAME COLUMN "value" TO amount'),
        "“pool” table has no “value” column",
    ),
    "text where a number belongs": (
        sql("UPDATE pool SET value = 'lots' WHERE id = 1"),
        "“pool” table holds a value of the wrong type in “value”",
    ),
    "sheet holding invalid JSON": (
        sql("UPDATE character SET sheet = '{\"attributes\": ' WHERE id = 1"),
        "“character” table holds malformed JSON",
    ),
    "sheet of the wrong shape": (
        sql("UPDATE character SET sheet = '[1, 2]' WHERE id = 1"),
        "wrong type in “sheet”",
    ),
    "kind no record can have": (
        sql("UPDATE character SET kind = 'wizard' WHERE id = 1"),
        "wrong type in “kind”",
    ),
    "file setting of the wrong type": (
        sql("INSERT OR REPLACE INTO meta (key, value) VALUES ('snapshot_keep', '\"many\"')"),
        "setting “snapshot_keep”",
    ),
    "meta table missing": (sql("DROP TABLE meta"), "“meta” table is missing"),
    "snapshot table missing": (sql("DROP TABLE snapshot"), "“snapshot” table is missing"),
    "dangling reference": (
        sql("UPDATE token SET zone_id = 999 WHERE id = (SELECT min(id) FROM token)"),
        "refers to a missing record",
    ),
    "no campaign record": (sql("DELETE FROM campaign"), "no campaign record"),
}


def smoke(path: Path, home: Path, *prefix: str) -> subprocess.CompletedProcess[str]:
    home.mkdir(exist_ok=True)
    return subprocess.run(
        [*prefix, sys.executable, "-m", "gmscreen", str(path), "--smoke"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env={
            **os.environ,
            "HOME": str(home),
            "XDG_CONFIG_HOME": str(home / ".config"),
            "QT_QPA_PLATFORM": "offscreen",
        },
    )


@pytest.fixture(scope="module")
def demo_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("demo") / "demo.gmscreen"
    create_campaign(path, demo_records(tokens=True)).close()
    return path


@pytest.mark.parametrize("kind", list(DAMAGES))
def test_a_damaged_file_is_refused_with_smoke_naming_the_problem(
    kind: str, demo_file: Path, tmp_path: Path
) -> None:
    damage, problem = DAMAGES[kind]
    path = tmp_path / "campaign.gmscreen"
    shutil.copyfile(demo_file, path)
    damage(path)
    before = path.read_bytes()
    result = smoke(path, tmp_path / "home")
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr
    assert problem in result.stderr
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["campaign.gmscreen", "home"]


def test_a_campaign_setting_the_window_cannot_show_is_refused_with_smoke(
    tmp_path: Path,
) -> None:
    path = tmp_path / "campaign.gmscreen"
    records = [
        Campaign(id=1, name="Caps", settings={"momentum_cap": "six"})
        if isinstance(r, Campaign)
        else r
        for r in demo_records()
    ]
    create_campaign(path, records).close()
    before = path.read_bytes()
    result = smoke(path, tmp_path / "home")
    assert result.returncode == 2, result.stderr
    assert "cannot show “Caps”" in result.stderr
    assert path.read_bytes() == before


@pytest.mark.skipif(os.geteuid() != 0 or not shutil.which("setpriv"), reason="needs root")
def test_a_file_the_gm_may_not_read_is_refused(demo_file: Path, tmp_path: Path) -> None:
    tmp_path.chmod(0o755)
    path = tmp_path / "campaign.gmscreen"
    shutil.copyfile(demo_file, path)
    path.chmod(0o600)  # root's, unreadable for the GM's user below
    home = tmp_path / "home"
    home.mkdir()
    os.chown(home, 65534, 65534)
    result = smoke(path, home, "setpriv", "--reuid=65534", "--regid=65534", "--clear-groups")
    assert result.returncode == 2, result.stderr
    assert "cannot be read" in result.stderr
    assert "Traceback" not in result.stderr


def test_file_open_of_a_damaged_file_shows_a_dialog_and_keeps_the_campaign(
    qtbot: QtBot, demo_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *_a: shown.append(text))
    good = tmp_path / "good.gmscreen"
    shutil.copyfile(demo_file, good)
    bad = tmp_path / "bad.gmscreen"
    shutil.copyfile(demo_file, bad)
    sql("ALTER TABLE pool RENAME COLUMN value TO amount")(bad)
    before = bad.read_bytes()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window, campaigns = open_window(qtbot, good, settings)
    assert window.file_menu is not None
    assert not window.file_menu.open_path(bad)
    assert len(shown) == 1
    assert "no “value” column" in shown[0]
    assert campaigns.path == good
    assert bad.read_bytes() == before
    campaigns.close()
