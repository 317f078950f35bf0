"""Killing the program at any moment loses at most the action in flight: a child applies random
commands while the parent kills it with SIGKILL, then checks the file after every kill."""

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
from gmscreen.store.file import create_campaign, open_campaign
from tests.integration.store_crash_child import digest
from tests.unit.store.conftest import sample_records

CHILD = Path(__file__).with_name("store_crash_child.py")
COMMANDS = 2000
KILLS = 20


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
    committed_total = kills = interrupted = 0
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
    assert kills >= KILLS
    assert committed_total >= COMMANDS
    assert interrupted > 0  # some kills landed between a command's start and its commit
    print(f"{kills} kills, {interrupted} mid-command, {committed_total} commands committed")
