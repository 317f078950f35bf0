"""Killing the program at any moment loses at most the action in flight: a child applies random
commands (and takes snapshots) while the parent kills it with SIGKILL, then checks the file after
every kill; a migration killed at any moment leaves the file as it was or updated, and no
half-written copy survives the next open."""

import json
import random
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from gmscreen.model.session import Session
from gmscreen.store.database import has_hot_journal
from gmscreen.store.file import create_campaign
from gmscreen.store.file import open_campaign
from tests.integration.store_crash_child import digest
from tests.unit.store.conftest import sample_records

CHILD = Path(__file__).with_name("store_crash_child.py")
COMMANDS = 2000
KILLS = 50


def read_lines(stream: object, lines: list[str]) -> None:
    """Collect the child's complete lines (a kill may cut the last one short)."""
    for line in stream:  # type: ignore[attr-defined]
        if line.endswith("\n"):
            lines.append(line[:-1])


def file_digest(path: Path) -> tuple[str, dict[int, str]]:
    """The campaign's digest through a normal open (recovering a cut transaction), and its log."""
    with open_campaign(path) as campaign:
        session = Session(campaign.repository)
        history = campaign.repository.load_history()
        value = digest(
            session.state.records(),
            [entry.name for entry in history.done],
            [entry.name for entry in history.undone],
        )
    connection = sqlite3.connect(path)
    try:
        assert connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        log = dict(connection.execute("SELECT seq, name FROM action"))
    finally:
        connection.close()
    return value, log


@pytest.mark.slow
def test_sigkill_at_random_moments_loses_at_most_the_command_in_flight(tmp_path: Path) -> None:
    path = tmp_path / "crash.gmscreen"
    create_campaign(path, sample_records()).close()
    rng = random.Random(20260301)
    committed_total = kills = interrupted = snapshots = 0
    reported: dict[int, str] = {}
    expected, _log = file_digest(path)
    while committed_total < COMMANDS or kills < KILLS:
        lines: list[str] = []
        with subprocess.Popen(
            [sys.executable, str(CHILD), str(path), str(rng.randrange(10**9)), "1000"],
            stdout=subprocess.PIPE,
            text=True,
        ) as child:
            reader = threading.Thread(target=read_lines, args=(child.stdout, lines))
            reader.start()
            while not lines and child.poll() is None:
                time.sleep(0.005)
            # About 100 commands a run on average: 20-odd runs reach 2,000 commands.
            time.sleep(rng.uniform(0.0, 0.7))
            child.send_signal(signal.SIGKILL)
            child.wait()
            reader.join()
        assert lines[:1] == [f"ready {expected}"]
        pending = None
        for line in lines[1:]:
            word, *rest = line.split(" ")
            if word == "intent":
                pending = rest[0]
            elif word == "committed":
                seq, name, expected = int(rest[0]), json.loads(" ".join(rest[1:-1])), rest[-1]
                if seq:
                    reported[seq] = name
                committed_total += 1
                pending = None
        killed = lines[-1] != "finished"
        kills += killed
        found, log = file_digest(path)
        if killed and pending is not None:
            interrupted += 1
            assert found in (expected, pending)
            expected = found
        else:
            assert found == expected
        assert {seq: log.get(seq) for seq in reported} == reported
        assert not [p.name for p in tmp_path.iterdir() if "partial" in p.name]
        snapshots += lines.count("snapshot")
    assert snapshots > 0
    assert kills >= KILLS
    assert committed_total >= COMMANDS
    assert interrupted > 0  # some kills landed between a command's start and its commit
    print(f"{kills} kills, {interrupted} mid-command, {committed_total} commands committed")


MIGRATION_KILLS = 12
MIGRATION_CHILD = (
    "import sys; from gmscreen.store.file import open_campaign; "
    "print('opening', flush=True); open_campaign(sys.argv[1]).close(); print('done', flush=True)"
)


def records_digest(path: Path) -> str:
    with open_campaign(path) as campaign:
        return digest(Session(campaign.repository).state.records(), [], [])


@pytest.mark.slow
def test_sigkill_during_a_migration_leaves_the_file_whole_and_no_partial_copy(
    tmp_path: Path,
) -> None:
    from gmscreen.model.state import Campaign
    from gmscreen.model.state import Pool
    from gmscreen.model.state import RollRecord
    from gmscreen.store.identity import SCHEMA_REVISIONS
    from gmscreen.store.migrate import Migrations

    records = [Campaign(id=1, name="Old"), Pool(id=1, name="momentum", value=2)] + [
        RollRecord(id=i, time="t", kind="task", summary="x" * 200, faces=(i % 20 + 1,))
        for i in range(1, 20_001)
    ]
    original = tmp_path / "original.gmscreen"
    create_campaign(
        original, records, migrations=Migrations(revisions=SCHEMA_REVISIONS[:1])
    ).close()
    original_bytes = original.read_bytes()
    folder = tmp_path / "kills"
    rng = random.Random(20260302)
    expected: str | None = None
    landed = 0
    for _kill in range(MIGRATION_KILLS):
        folder.mkdir(exist_ok=True)
        for leftover in folder.iterdir():
            leftover.unlink()
        path = folder / "old.gmscreen"
        path.write_bytes(original_bytes)
        with subprocess.Popen(
            [sys.executable, "-c", MIGRATION_CHILD, str(path)], stdout=subprocess.PIPE, text=True
        ) as child:
            assert child.stdout is not None
            assert child.stdout.readline() == "opening\n"
            time.sleep(rng.uniform(0.0, 1.5))
            child.send_signal(signal.SIGKILL)
            child.wait()
            landed += child.returncode == -signal.SIGKILL
        found = records_digest(path)  # the next open: migrates (again) if the kill came first
        expected = expected or found
        assert found == expected
        names = sorted(p.name for p in folder.iterdir())
        assert not [name for name in names if "partial" in name], names
        assert names[0] == "old.gmscreen"
        # Beside it only complete backups, and at most a journal holding nothing to roll back.
        assert all("-backup-" in name or name == "old.gmscreen-journal" for name in names[1:])
        assert not has_hot_journal(path)
    assert landed > 0
