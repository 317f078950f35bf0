"""Store budgets: per committed command median ≤ 5 ms and p99 ≤ 25 ms, and opening the campaign
≤ 300 ms, measured on the large campaign (10,000 rolls, 60 characters) with 10,000 logged
actions in its action log (a mix of rolls, pool spends, trait and note edits, undos, redos).

The action log is played in memory and written in one transaction: the file is the one those
actions committed one by one would leave. Commands are then timed one by one through a
session on the real file (`synchronous=FULL`: each commit waits for the disk). Opening is
`open_campaign` plus the session loading state and history, in this process with the store
already imported; the import itself and a first open in a fresh process are printed too.
Exits 1 when over budget.
"""

from __future__ import annotations

import dataclasses
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.large_campaign import large_campaign_records
from gmscreen.model.changes import ChangeSet
from gmscreen.model.changes import RecordChange
from gmscreen.model.commands import Command
from gmscreen.model.commands import CreateRecord
from gmscreen.model.commands import EditRecord
from gmscreen.model.session import Session
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.model.state import Pool
from gmscreen.model.state import RollRecord
from gmscreen.model.state import Trait

ACTIONS = 10_000
TIMED_COMMANDS = 1_000
OPENS = 9
COMMAND_MEDIAN_MS, COMMAND_P99_MS, OPEN_MS = 5.0, 25.0, 300.0


class Roll(Command):
    """A logged task roll whose result spends or gains Momentum."""

    def __init__(self, rng: random.Random, character_id: int) -> None:
        self._faces = (rng.randint(1, 20), rng.randint(1, 20))
        self._gain = rng.randint(-2, 2)
        self._character_id = character_id

    @property
    def name(self) -> str:
        return f"roll {self._faces}"

    def plan(self, state: CampaignState) -> ChangeSet:
        roll = RollRecord(
            id=state.next_id("roll"),
            time="2026-03-01T20:00:00",
            kind="rfi-task",
            summary=f"Character {self._character_id} — Agility + Pilot: passed",
            character_id=self._character_id,
            inputs={"attribute": 9, "skill": 2, "difficulty": 1},
            faces=self._faces,
            outcome={"outcome": "passed", "successes": 1, "momentum": self._gain},
        )
        pool = state.find(Pool, 1)
        assert pool is not None
        spend = dataclasses.replace(pool, value=max(0, pool.value + self._gain))
        return ChangeSet(
            (
                RecordChange.of(dataclasses.replace(roll, undone=True), roll),
                RecordChange.of(pool, spend),
            )
        )


def random_command(rng: random.Random, state: CampaignState) -> Command:
    """One GM action of the benchmark's mix."""
    character = rng.randint(1, 60)
    kind = rng.random()
    if kind < 0.4:
        return Roll(rng, character)
    if kind < 0.6:
        return EditRecord("pool", rng.randint(1, 7), label="set pool", value=rng.randint(0, 12))
    if kind < 0.75:
        trait = rng.randint(1, 480)
        return EditRecord("trait", trait, label="set potency", potency=rng.randint(1, 3))
    if kind < 0.9:
        sheet = state.find(Character, character)
        assert sheet is not None
        stress = {**sheet.sheet, "stress": rng.randint(0, 5)}
        return EditRecord("character", character, label="stress", sheet=stress)
    return CreateRecord(
        "trait", lambda i: Trait(id=i, name=f"New trait {i}", owner_id=character), label="add"
    )


def play(session: Session, rng: random.Random, count: int) -> None:
    """`count` actions with the occasional undo and redo."""
    for _ in range(count):
        roll = rng.random()
        if roll < 0.05 and session.undo_name is not None:
            session.undo()
        elif roll < 0.07 and session.redo_name is not None:
            session.redo()
        else:
            session.execute(random_command(rng, session.state))


def build(path: Path) -> None:
    """The large campaign with ACTIONS logged actions, written as those commits would leave it."""
    from benchmarks.large_campaign import build_with_actions

    build_with_actions(path, ACTIONS, with_map=False)


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


COLD_OPEN = """
import sys, time
t0 = time.perf_counter()
from gmscreen.model.session import Session
from gmscreen.store.file import open_campaign
t1 = time.perf_counter()
campaign = open_campaign(sys.argv[1])
Session(campaign.repository)
t2 = time.perf_counter()
campaign.close()
print(f"{(t1 - t0) * 1000:.0f} {(t2 - t1) * 1000:.0f}")
"""


def main() -> int:
    from gmscreen.store.file import open_campaign

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "large.gmscreen"
        started = time.perf_counter()
        build(path)
        print(
            f"built: {ACTIONS} logged actions over {len(large_campaign_records())} records, "
            f"{path.stat().st_size / 1e6:.1f} MB, in {time.perf_counter() - started:.1f} s"
        )
        cold = subprocess.run(
            [sys.executable, "-c", COLD_OPEN, str(path)], capture_output=True, text=True, check=True
        ).stdout.split()
        opens: list[float] = []
        for _ in range(OPENS):
            started = time.perf_counter()
            campaign = open_campaign(path)
            session = Session(campaign.repository)
            opens.append((time.perf_counter() - started) * 1000)
            records, done = len(session.state.records()), session.undo_name
            campaign.close()
        with open_campaign(path) as campaign:
            session = Session(campaign.repository)
            rng = random.Random(11)
            commits: list[float] = []
            undos: list[float] = []
            for _ in range(TIMED_COMMANDS):
                if rng.random() < 0.1 and session.undo_name is not None:
                    started = time.perf_counter()
                    session.undo()
                    undos.append((time.perf_counter() - started) * 1000)
                    continue
                command = random_command(rng, session.state)
                started = time.perf_counter()
                session.execute(command)
                commits.append((time.perf_counter() - started) * 1000)
    median, p99 = statistics.median(commits), percentile(commits, 0.99)
    opened = statistics.median(opens)
    print(f"open: median {opened:.0f} ms, worst {max(opens):.0f} ms ({records} records)")
    print(f"  (reopened with undo offered for {done!r})")
    print(f"open in a fresh process: import {cold[0]} ms (outside the budget), open {cold[1]} ms")
    print(
        f"commit: median {median:.2f} ms, p99 {p99:.2f} ms, worst {max(commits):.2f} ms "
        f"({len(commits)} commands)"
    )
    print(f"undo: median {statistics.median(undos):.2f} ms ({len(undos)} undos)")
    over = [
        name
        for name, value, budget in (
            ("commit median", median, COMMAND_MEDIAN_MS),
            ("commit p99", p99, COMMAND_P99_MS),
            ("open", opened, OPEN_MS),
        )
        if value > budget
    ]
    print("within budget" if not over else f"OVER BUDGET: {', '.join(over)}")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
