"""Bundle budget: the packaged app's size unpacked, its archive's size, and its start-up time.

Budgets (packaging issue): ≤ 180 MB on disk unpacked, ≤ 75 MB archive (MB = 10⁶ bytes), and a
start — process start to the main window's first paint — no slower than 1.2× the same
campaign started from source. Each start is a new process with the files in the disk cache,
source and bundle taking turns; the first start after unpacking (a new user: it creates the
demo campaign) is printed too, outside the budget. Uses the build `make package` left when it
matches the sources (packaging/build.py), else builds one first. Exits 1 when over budget.
"""

from __future__ import annotations

import importlib.util
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import ModuleType

from gmscreen.ui.shell.firstpaint import MARKER

ROOT = Path(__file__).resolve().parent.parent
RUNS = 7
UNPACKED_BUDGET_MB = 180
ARCHIVE_BUDGET_MB = 75
START_RATIO_BUDGET = 1.2
DEMO_FILE_NAME = "Salvage Rights (demo).gmscreen"


def load_build_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("gmscreen_build", ROOT / "packaging" / "build.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def megabytes_on_disk(path: Path) -> float:
    """What `du` counts: allocated blocks, each file once (hard links and symlinks aside)."""
    if path.is_file():
        return path.stat().st_size / 1e6
    seen: set[tuple[int, int]] = set()
    total = 0
    for entry in [path, *path.rglob("*")]:
        status = entry.lstat()
        if (status.st_dev, status.st_ino) not in seen:
            seen.add((status.st_dev, status.st_ino))
            total += getattr(status, "st_blocks", 0) * 512 or status.st_size
    return total / 1e6


def seconds_to_first_paint(command: list[str], env: dict[str, str]) -> float:
    """Start `command`; the time from process start to the window's first paint."""
    started = time.time()
    result = subprocess.run(
        command, env=env, cwd=ROOT, capture_output=True, text=True, timeout=120, check=False
    )
    for line in result.stdout.splitlines():
        if line.startswith(MARKER):
            return float(line.split()[1]) - started
    raise RuntimeError(f"{command[0]} never painted (exit {result.returncode}):\n{result.stderr}")


def main() -> int:
    build_script = load_build_script()
    built = build_script.reuse_build(ROOT / "build" / "pyinstaller")
    if built is None:
        print("no bundle matches the sources: building one as `make package` does", flush=True)
        built = build_script.build(ROOT / "dist", ROOT / "build" / "pyinstaller")
    with tempfile.TemporaryDirectory(prefix="gmscreen-bundle-bench-") as folder:
        unpacked, home = Path(folder) / "unpacked", Path(folder) / "home"
        unpacked.mkdir()
        home.mkdir()
        executable = build_script.unpack(built.archive, unpacked)
        env = build_script.fresh_home_environment(home)
        env.update(
            GMSCREEN_FIRST_PAINT="1", QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen")
        )
        first_start = seconds_to_first_paint([str(executable)], env)
        campaign = home / "Documents" / "gmscreen" / DEMO_FILE_NAME
        commands = {
            "source": [sys.executable, "-m", "gmscreen", str(campaign)],
            "bundle": [str(executable), str(campaign)],
        }
        times: dict[str, list[float]] = {name: [] for name in commands}
        for command in commands.values():
            seconds_to_first_paint(command, env)  # warm the disk cache (and source bytecode)
        for _ in range(RUNS):
            for name, command in commands.items():
                times[name].append(seconds_to_first_paint(command, env))
        unpacked_mb = megabytes_on_disk(unpacked)
    archive_mb = megabytes_on_disk(built.archive)
    source, bundle = (statistics.median(times[name]) for name in ("source", "bundle"))
    ratio = bundle / source
    verdicts = {
        "unpacked": unpacked_mb <= UNPACKED_BUDGET_MB,
        "archive": archive_mb <= ARCHIVE_BUDGET_MB,
        "start": ratio <= START_RATIO_BUDGET,
    }

    def verdict(name: str) -> str:
        return "ok" if verdicts[name] else "OVER"

    print(
        f"bundle unpacked: {unpacked_mb:.1f} MB on disk (budget {UNPACKED_BUDGET_MB}): "
        f"{verdict('unpacked')}"
    )
    print(
        f"archive {built.archive.name}: {archive_mb:.1f} MB (budget {ARCHIVE_BUDGET_MB}): "
        f"{verdict('archive')}"
    )
    print(f"first start after unpacking, new user (creates the demo): {first_start * 1000:.0f} ms")
    for name, spread in times.items():
        median = statistics.median(spread)
        print(
            f"{name:6} start to first paint, demo campaign: median {median * 1000:.0f} ms "
            f"(min {min(spread) * 1000:.0f}, max {max(spread) * 1000:.0f}, {RUNS} runs)"
        )
    print(f"bundle/source start: {ratio:.2f} (budget {START_RATIO_BUDGET}): {verdict('start')}")
    return 0 if all(verdicts.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
