"""The session-start snapshot and the GUI thread: the longest time the window cannot paint.

For the large campaign (`benchmarks/large_campaign.py`) and the same with 10,000 and 100,000
logged actions of the benchmark mix (each file built by this script), the app's own path runs:
`FileCampaigns.session_snapshot_steps()` driven by the File menu's `IdleSteps` in a Qt event
loop (offscreen), while a 1 ms probe timer notes every gap between two of its ticks. The
longest gap is the longest the window would have waited to paint or take a click.

Printed beside it, from the same run:
- all at once (before): the same snapshot taken in one go (`snapshots.take()`), as the window
  did before it took them in steps: the freeze the GM saw shortly after start;
- floors: the probe's longest gap with nothing running, and a one-row SQLite commit with the
  app's pragmas (the snapshot's last step writes it once, as every GM action writes once).

Each step is timed in wall-clock and in the GUI thread's own CPU time (which other programs on
a busy machine do not inflate; the probe's idle gap shows how busy it was). Budget: every step
but the last within one frame (16.7 ms of CPU); the last (the one write, which waits for the
disk) within a frame plus the commit floor's p99. Exits 1 when over budget. `--no-100k` skips
the largest campaign (building it takes about two minutes).
"""

from __future__ import annotations

import argparse
import itertools
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.ui_actions import percentile
from benchmarks.ui_actions import sqlite_floor

FRAME_MS = 1000 / 60
SIZES = (("large", 0), ("10k actions", 10_000), ("100k actions", 100_000))


def probe_gaps(run_while: Iterator[bool]) -> float:
    """The longest gap (ms) between two ticks of a 1 ms timer while `run_while` yields True."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtCore import QTimer

    ticks: list[float] = []
    probe = QTimer()
    probe.setInterval(1)
    probe.timeout.connect(lambda: ticks.append(time.perf_counter()))
    probe.start()
    ticks.append(time.perf_counter())
    while next(run_while):
        QCoreApplication.processEvents()
    probe.stop()
    ticks.append(time.perf_counter())
    return max((b - a) * 1000 for a, b in itertools.pairwise(ticks))


def measure(path: Path) -> dict[str, float]:
    """Snapshot one campaign file in steps and in one go; figures in ms."""
    from PySide6.QtCore import QObject

    from gmscreen.app import FileCampaigns
    from gmscreen.ui.shell.idle_steps import IdleSteps

    campaigns = FileCampaigns()
    campaigns.open(path)
    campaign_file = campaigns._require()
    started = time.perf_counter()
    campaign_file.snapshots.take("all at once")
    at_once = (time.perf_counter() - started) * 1000
    campaign_file.snapshots.delete(campaign_file.snapshots.list()[0].id)

    steps: list[float] = []
    cpu: list[float] = []

    def timed(job: Iterator[None]) -> Iterator[None]:
        finished = False
        while not finished:
            begun, begun_cpu = time.perf_counter(), time.thread_time()
            try:
                next(job)
            except StopIteration:
                finished = True
            steps.append((time.perf_counter() - begun) * 1000)
            cpu.append((time.thread_time() - begun_cpu) * 1000)
            if not finished:
                yield

    owner = QObject()
    runner = IdleSteps(owner)
    started = time.perf_counter()
    runner.start(timed(campaigns.session_snapshot_steps()))

    def running() -> Iterator[bool]:
        while True:
            yield runner.running

    longest_gap = probe_gaps(running())
    total = (time.perf_counter() - started) * 1000
    assert [s.reason for s in campaign_file.snapshots.list()] == ["session start"]
    deadline = time.perf_counter() + total / 1000

    def idle() -> Iterator[bool]:
        while True:
            yield time.perf_counter() < deadline

    idle_gap = probe_gaps(idle())
    campaigns.close()
    return {
        "at_once": at_once,
        "longest_step": max(steps[:-1], default=0.0),
        "longest_cpu": max(cpu[:-1], default=0.0),
        "last_step": steps[-1],
        "steps": len(steps),
        "median_step": statistics.median(steps),
        "longest_gap": longest_gap,
        "idle_gap": idle_gap,
        "total": total,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-100k", action="store_true", help="skip the 100k-action campaign")
    arguments = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication

    from benchmarks.large_campaign import build_with_actions

    app = QCoreApplication.instance() or QCoreApplication([])
    over = False
    with tempfile.TemporaryDirectory() as folder:
        commits = sqlite_floor(Path(folder), 200)
        commit_p99 = percentile(commits, 0.99)
        print(
            f"floor: SQLite commit median {statistics.median(commits):.1f} ms, "
            f"p99 {commit_p99:.1f} ms; one frame {FRAME_MS:.1f} ms"
        )
        print(
            f"{'campaign':<14}{'records':>8}{'at once':>10}{'steps':>7}{'median':>8}"
            f"{'longest':>9}{'(CPU)':>8}{'last':>7}{'gap':>7}{'idle gap':>10}{'total':>8}   load"
        )
        for name, actions in SIZES:
            if arguments.no_100k and actions == 100_000:
                continue
            path = Path(folder) / f"{actions}.gmscreen"
            records = build_with_actions(path, actions)
            figures = measure(path)
            load = " ".join(f"{value:.2f}" for value in os.getloadavg())
            print(
                f"{name:<14}{records:>8}{figures['at_once']:>8.0f}ms{figures['steps']:>7.0f}"
                f"{figures['median_step']:>6.1f}ms{figures['longest_step']:>7.1f}ms"
                f"{figures['longest_cpu']:>6.1f}ms"
                f"{figures['last_step']:>5.1f}ms{figures['longest_gap']:>5.1f}ms"
                f"{figures['idle_gap']:>8.1f}ms{figures['total']:>6.0f}ms   {load}",
                flush=True,
            )
            over |= figures["longest_cpu"] > FRAME_MS
            over |= figures["last_step"] > FRAME_MS + commit_p99
    del app
    print("within budget" if not over else "OVER BUDGET")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
