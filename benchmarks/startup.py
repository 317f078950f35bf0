"""Start-up budget: process start to the first painted main window, beside a bare window.

Campaigns: the demo, the large campaign (`benchmarks.large_campaign`) and the large campaign
with 100,000 logged actions of the benchmark mix. Each is started RUNS times as `python -m
gmscreen FILE` (offscreen) until the main window's first paint (`ui.shell.firstpaint`); in the
same run, a bare PySide6 QMainWindow with five docks is started the same way, as the floor.
Building the window (open the campaign, build the main window, in one process with everything
imported) is timed apart for the large and the 100k campaign: it must not grow with the
number of actions. So is the campaign's first look (checked and read through sqlite3 alone,
before the first paint) and opening its file after the paint (SQLAlchemy and SQLModel are
imported then, in a thread while the window answers), each in a fresh process.

After the first paint: started with GMSCREEN_FIRST_PAINT=settle, the window ticks every 5 ms
and moves the mouse over itself at each tick (`ui.shell.firstpaint`); the longest gap between
two ticks is how long a GM's click could have waited, until the campaign's file is open and
until the start-up work is done (the panels behind tabs built). The floor is the same ticking
in the bare window for as long.

Budgets: large ≤ 1.0 s median and ≤ 3× the bare window; 100k ≤ 1.5 s; the window built on
100k no slower than 1.5× on the large one; peak memory ≤ 200 MB. Exits 1 when over budget.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.child_memory import run_child
from benchmarks.large_campaign import large_campaign_records
from gmscreen.model.demo import demo_records
from gmscreen.store.file import create_campaign
from gmscreen.ui.shell.firstpaint import MARKER
from gmscreen.ui.shell.firstpaint import SETTLED

RUNS = 7  # each kind, interleaved: the median of 7 stands a busy moment better than of 5
SETTLE_S = 1.0  # how long the bare window ticks for the floor of the longest wait
LARGE_S, LARGE_RATIO, HUGE_S, BUILD_GROWTH, MEMORY_MB = 1.0, 3.0, 1.5, 1.5, 200
ACTIONS = 100_000

BARE_WINDOW = f"""
import sys, time
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDockWidget, QLabel, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.setCentralWidget(QLabel("map"))
for number in range(5):
    dock = QDockWidget(f"Dock {{number}}", window)
    dock.setWidget(QLabel(f"Panel {{number}}"))
    area = Qt.DockWidgetArea
    window.addDockWidget(area.LeftDockWidgetArea if number < 3 else area.RightDockWidgetArea, dock)
class Reporter(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            print("{MARKER}", f"{{time.time():.6f}}", flush=True)
            watched.removeEventFilter(self)
            QTimer.singleShot(0, QCoreApplication.quit)
        return False
if sys.argv[1:] == ["settle"]:  # the floor of the longest wait: the same ticks, nothing to do
    from gmscreen.ui.shell.firstpaint import FirstPaintReporter
    begun = time.perf_counter()
    reporter = FirstPaintReporter(window, (lambda: time.perf_counter() - begun > {SETTLE_S},))
else:
    reporter = Reporter()
window.installEventFilter(reporter)
window.resize(1366, 768)
window.show()
app.exec()
"""

BUILD_100K = f"""
import sys
from pathlib import Path
sys.path.insert(0, {str(Path(__file__).resolve().parent.parent)!r})
from benchmarks.large_campaign import build_with_actions
build_with_actions(Path(sys.argv[1]), int(sys.argv[2]), with_map=False)
"""

BUILD_WINDOW = """
import sys, time
from pathlib import Path
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from gmscreen.app import FileCampaigns
begun = time.perf_counter()
import gmscreen.store.file
import gmscreen.model.session
stored = time.perf_counter()
from gmscreen.ui.shell.mainwindow import MainWindow
from gmscreen.ui.shell.workspaces import workspace_for
workspace_for("rfi")
shown = time.perf_counter()
started = time.perf_counter()
campaigns = FileCampaigns()
session = campaigns.open(Path(sys.argv[1]))
opened = time.perf_counter()
window = MainWindow(session, campaigns=campaigns)
built = time.perf_counter()
print(f"{(stored - begun) * 1000:.0f} {(shown - stored) * 1000:.0f}")
print(f"{(opened - started) * 1000:.0f} {(built - opened) * 1000:.0f}")
campaigns.close()
"""


FIRST_LOOK = """
import sys, time
from pathlib import Path
from gmscreen.app import FileCampaigns
campaigns = FileCampaigns()
begun = time.perf_counter()
campaigns.open(Path(sys.argv[1]), first=True)
looked = time.perf_counter()
campaigns.finish_opening()
opened = time.perf_counter()
print(f"{(looked - begun) * 1000:.0f} {(opened - looked) * 1000:.0f}")
campaigns.close()
"""


def time_start(command: list[str], home: Path, mode: str = "1") -> tuple[float, float, str]:
    """Seconds from process start to first paint, the child's own peak memory in MB, and its
    output."""
    env = child_environment(home, GMSCREEN_FIRST_PAINT=mode)
    output, started, peak = run_child(command, env, timeout=120)
    painted = next(
        float(line.split()[1]) for line in output.splitlines() if line.startswith(MARKER)
    )
    return painted - started, peak, output


def time_settling(command: list[str], home: Path) -> list[float]:
    """After the first paint, in ms: the longest wait till the file was open, when it was;
    the longest wait till the start-up work was done, when it was (see the module)."""
    _seconds, _peak, output = time_start(command, home, "settle")
    line = next(line for line in output.splitlines() if line.startswith(SETTLED))
    return [float(word) for word in line.split()[1:]]


def time_build(path: Path, home: Path) -> tuple[float, float, float, float]:
    """Milliseconds to open the campaign and to build its main window (imports done), and
    before that to import the store and the model, and the window's modules."""
    output = child_output(BUILD_WINDOW, path, home)
    return float(output[-2]), float(output[-1]), float(output[-4]), float(output[-3])


def time_first_look(path: Path, home: Path) -> tuple[float, float]:
    """Milliseconds for a campaign's first look, then for opening its file after the paint."""
    output = child_output(FIRST_LOOK, path, home)
    return float(output[-2]), float(output[-1])


def child_environment(home: Path, **variables: str) -> dict[str, str]:
    """A child's environment: living in `home`, offscreen unless told otherwise, and writing
    its bytecode (an installed app has it; with PYTHONDONTWRITEBYTECODE, every module changed
    since its bytecode was last written would be compiled again at each start, and timed)."""
    env = dict(os.environ, HOME=str(home), XDG_CONFIG_HOME=str(home), **variables)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def child_output(script: str, path: Path, home: Path) -> list[str]:
    """The words `script` prints when run on `path` in a fresh interpreter living in `home`."""
    env = child_environment(home)
    command = [sys.executable, "-c", script, str(path)]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120, check=True)
    return done.stdout.split()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-100k", action="store_true", help="skip the 100,000-action campaign")
    arguments = parser.parse_args()
    load = " ".join(f"{value:.2f}" for value in os.getloadavg())
    print(f"load: {load}")
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        paths: dict[str, Path] = {}
        for name, records in (("demo", demo_records()), ("large", large_campaign_records())):
            paths[name] = root / f"{name}.gmscreen"
            create_campaign(paths[name], records).close()
        if not arguments.no_100k:
            paths["100k"] = root / "100k.gmscreen"
            # In a child: this process stays small, and so do the children it starts.
            subprocess.run(
                [sys.executable, "-c", BUILD_100K, str(paths["100k"]), str(ACTIONS)],
                check=True,
            )
        commands = {"bare": ["-c", BARE_WINDOW]} | {
            name: ["-m", "gmscreen", str(path)] for name, path in paths.items()
        }
        for command in commands.values():
            time_start(command, root)  # warm the disk cache and the bytecode
        times: dict[str, list[float]] = {name: [] for name in commands}
        peaks: dict[str, float] = dict.fromkeys(commands, 0.0)
        settling: dict[str, list[list[float]]] = {
            name: [] for name in ("bare", "large", "100k") if name in commands
        }
        for _ in range(RUNS):  # interleaved, so a busy moment falls on every kind alike
            for name, command in commands.items():
                seconds, peak, _output = time_start(command, root)
                times[name].append(seconds)
                peaks[name] = max(peaks[name], peak)
            for name, measured in settling.items():
                command = [*commands[name], "settle"] if name == "bare" else commands[name]
                measured.append(time_settling(command, root))
        builds = {
            name: [time_build(paths[name], root) for _ in range(3)]
            for name in ("large", "100k")
            if name in paths
        }
        looks = {
            name: [time_first_look(paths[name], root) for _ in range(3)]
            for name in ("large", "100k")
            if name in paths
        }
    bare = statistics.median(times["bare"])
    over: list[str] = []
    for name, values in times.items():
        median = statistics.median(values)
        print(
            f"{name:5}: first paint median {median * 1000:5.0f} ms "
            f"(min {min(values) * 1000:.0f}, max {max(values) * 1000:.0f}), "
            f"{median / bare:.2f}× bare; peak memory {peaks[name]:.0f} MB"
        )
    for name, measured in builds.items():
        opened, built, store, ui = (
            statistics.median(value[index] for value in measured) for index in range(4)
        )
        print(
            f"{name:5}: open the campaign {opened:.0f} ms, build the window {built:.0f} ms "
            f"(before them, in the same process: import the store and model {store:.0f} ms, "
            f"the window's modules {ui:.0f} ms)"
        )
    for name, measured in looks.items():
        looked, opened = (statistics.median(value[index] for value in measured) for index in (0, 1))
        print(
            f"{name:5}: its first look {looked:.0f} ms (before the first paint); opening the "
            f"file after the paint {opened:.0f} ms (imports SQLAlchemy and SQLModel)"
        )
    floor = statistics.median(value[0] for value in settling["bare"])
    print(
        "after the first paint, the longest the window did not answer, median (worst) of "
        f"{RUNS}; floor: the bare window ticking {SETTLE_S:.0f} s, {floor:.0f} ms median"
    )
    for name, measured in settling.items():
        if name != "bare":
            wait, opened, rest, done = (
                (statistics.median(column), max(column)) for column in zip(*measured, strict=True)
            )
            print(
                f"{name:5}: while its file opened {wait[0]:.0f} ms ({wait[1]:.0f}), open "
                f"{opened[0]:.0f} ms after the paint; until the panels behind tabs were built "
                f"{rest[0]:.0f} ms ({rest[1]:.0f}), done {done[0]:.0f} ms after the paint"
            )
    large = statistics.median(times["large"])
    if large > LARGE_S or large > LARGE_RATIO * bare:
        over.append(f"large {large * 1000:.0f} ms ({large / bare:.1f}× bare)")
    if "100k" in times:
        huge = statistics.median(times["100k"])
        if huge > HUGE_S:
            over.append(f"100k {huge * 1000:.0f} ms")
        large_build = statistics.median(value[1] for value in builds["large"])
        huge_build = statistics.median(value[1] for value in builds["100k"])
        if huge_build > BUILD_GROWTH * large_build:
            over.append(f"window build grows {huge_build / large_build:.1f}× with 100k actions")
    worst = max(peaks[name] for name in commands if name != "bare")
    if worst > MEMORY_MB:
        over.append(f"peak memory {worst:.0f} MB")
    print(
        f"budget: large ≤ {LARGE_S * 1000:.0f} ms and ≤ {LARGE_RATIO:.0f}× bare; 100k ≤ "
        f"{HUGE_S * 1000:.0f} ms; window build flat (≤ {BUILD_GROWTH}×); ≤ {MEMORY_MB} MB peak"
    )
    print("within budget" if not over else "OVER BUDGET: " + "; ".join(over))
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
