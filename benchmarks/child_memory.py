"""Runs a benchmark's child process so that its peak memory is its own.

On Linux a child's peak resident size starts at its parent's size when it was started, so a
benchmark that built a large campaign in memory would report that as every child's peak. A
small launcher starts the child instead and reports, after the child's own output, when it
started the child and the child's peak.
"""

from __future__ import annotations

import subprocess
import sys

STARTED, PEAK = "child-started", "child-peak-kb"

LAUNCHER = f"""
import os, subprocess, sys, time
print("{STARTED}", f"{{time.time():.6f}}", flush=True)
child = subprocess.Popen(sys.argv[1:])
_pid, status, usage = os.wait4(child.pid, 0)
print("{PEAK}", usage.ru_maxrss, flush=True)
sys.exit(os.waitstatus_to_exitcode(status))
"""


def run_child(
    arguments: list[str], env: dict[str, str], timeout: float
) -> tuple[str, float, float]:
    """Run `python *arguments`; its output, when it started (epoch s) and its peak (MB)."""
    done = subprocess.run(
        [sys.executable, "-c", LAUNCHER, sys.executable, *arguments],
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(arguments)} exited {done.returncode}: {done.stderr[-500:]}")
    lines = done.stdout.splitlines()
    started = next(float(line.split()[1]) for line in lines if line.startswith(STARTED))
    peak = next(int(line.split()[1]) for line in lines if line.startswith(PEAK))
    output = "\n".join(line for line in lines if not line.startswith((STARTED, PEAK)))
    return output, started, peak / 1024
