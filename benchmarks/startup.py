"""Start-up budget: process start to the first painted main window, demo and large campaign.

Budget (GM screen issue): ≤ 1.0 s median for the large campaign; peak memory ≤ 200 MB.
Prints the figures and exits non-zero when over budget.
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.large_campaign import large_campaign_records
from gmscreen.model.demo import demo_records
from gmscreen.store.file import create_campaign
from gmscreen.ui.shell.firstpaint import MARKER

RUNS = 5
BUDGET_SECONDS = 1.0
BUDGET_MEGABYTES = 200


def time_start(path: Path, home: Path) -> tuple[float, float]:
    """Seconds from process start to first paint, and the child's peak memory in MB."""
    env = dict(os.environ, GMSCREEN_FIRST_PAINT="1", HOME=str(home), XDG_CONFIG_HOME=str(home))
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    started = time.time()
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    output = subprocess.run(
        [sys.executable, "-m", "gmscreen", str(path)],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout
    painted = next(
        float(line.split()[1]) for line in output.splitlines() if line.startswith(MARKER)
    )
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return painted - started, max(peak, before) / 1024


def main() -> int:
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        campaigns = {
            "demo": demo_records(),
            "large": large_campaign_records(),
        }
        failed = False
        for name, records in campaigns.items():
            path = root / f"{name}.gmscreen"
            create_campaign(path, records).close()
            time_start(path, root)  # warm the disk cache and the bytecode
            times, peaks = [], []
            for _ in range(RUNS):
                seconds, megabytes = time_start(path, root)
                times.append(seconds)
                peaks.append(megabytes)
            median = statistics.median(times)
            print(
                f"{name:5}: first paint median {median * 1000:.0f} ms "
                f"(min {min(times) * 1000:.0f}, max {max(times) * 1000:.0f}); "
                f"peak memory {max(peaks):.0f} MB"
            )
            if name == "large" and (median > BUDGET_SECONDS or max(peaks) > BUDGET_MEGABYTES):
                failed = True
        print(
            f"budget: large campaign ≤ {BUDGET_SECONDS * 1000:.0f} ms median, "
            f"≤ {BUDGET_MEGABYTES} MB peak: {'OVER' if failed else 'ok'}"
        )
        return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
