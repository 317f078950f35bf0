"""GM actions through the whole window: command → commit → every panel's reaction → repaint.

The real main window (offscreen, the player view open as on the table's TV) on the large
campaign with 1,000, 10,000 and 100,000 logged actions of the project's benchmark mix
(`benchmarks.large_campaign.build_with_actions`; each file is built by this script). Each
action runs ROUNDS times, each timed from the command to the end of the repaint: the pending
events are processed (`QApplication.processEvents`, twice: layout requests, timers such as the
preview's redraw, then the update requests, which paint every changed region of the main
window and the player view, as the next frame would). The actions:

- Momentum ±: the pools panel's + / − button, clicked.
- add a trait / edit a trait: `AddTrait` / `EditRecord` through the bridge, as the traits
  panel's dialogs send them.
- add gear (no scene): `AddTrait` of a trait owned by the character whose sheet is shown and
  of no scene (the character's gear, outside any scene): the sheet shows it.
- record a roll: the task panel's Roll button, clicked.
- move a token: the token's zone edited through the bridge (a free move; the map's own drop
  and its cost quotes are the map benchmark's).
- undo / redo: the Edit menu's actions, after each round (undoing each kind in turn).

Floors, measured in the same run: a raw SQLite commit (one row) with the app's pragmas
(`synchronous=FULL`), and a repaint of the whole main window and player view with nothing
changed (`QWidget.repaint` of both: what painting everything costs, where an action paints
only what it changed). Peak memory (RSS) is each campaign's own process.

Budgets: at 10k every action median ≤ 30 ms and p99 ≤ 100 ms; at 100k no median above 1.5×
its 1k figure; peak memory with the 100k campaign ≤ 200 MB. Exits 1 when over budget.
`--no-100k` skips the largest campaign (building it takes about two minutes); `--sizes`
picks the campaigns (e.g. `--sizes 1000,100000` for the growth alone).
"""

from __future__ import annotations

import argparse
import json
import os
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.child_memory import run_child

if TYPE_CHECKING:
    from gmscreen.ui.shell.mainwindow import MainWindow

ROUNDS = 200
SIZES = (1_000, 10_000, 100_000)
MEDIAN_MS, P99_MS, GROWTH, MEMORY_MB = 30.0, 100.0, 1.5, 200.0
ACTIONS = (
    "Momentum ±",
    "add a trait",
    "edit a trait",
    "add gear (no scene)",
    "record a roll",
    "move a token",
    "undo",
    "redo",
)
FLOORS = ("SQLite commit (floor)", "repaint, no change (floor)")


def percentile(values: list[float], fraction: float) -> float:
    """The value below which `fraction` of the values lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def sqlite_floor(folder: Path, count: int) -> list[float]:
    """Milliseconds per one-row commit on a fresh file with the app's pragmas."""
    from gmscreen.store.database import WRITABLE_PRAGMAS

    path = folder / "floor.sqlite"
    path.unlink(missing_ok=True)
    connection = sqlite3.connect(path, isolation_level=None)
    for pragma in WRITABLE_PRAGMAS:
        connection.execute(pragma)
    connection.execute("CREATE TABLE action (seq INTEGER PRIMARY KEY, changes TEXT)")
    times = []
    for seq in range(count):
        started = time.perf_counter()
        connection.execute("BEGIN IMMEDIATE")
        connection.execute("INSERT INTO action VALUES (?, ?)", (seq, '[{"kind":"pool"}]'))
        connection.execute("COMMIT")
        times.append((time.perf_counter() - started) * 1000)
    connection.close()
    return times


def open_window(path: Path) -> tuple[MainWindow, float]:
    """The campaign in the real main window with the player view shown (on the table's TV),
    once the session-start snapshot and the panels built at idle are done; and how long the
    window took to show (ms)."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from gmscreen.app import FileCampaigns
    from gmscreen.ui.shell.mainwindow import MainWindow

    folder = path.parent
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    started = time.perf_counter()
    campaigns = FileCampaigns()
    session = campaigns.open(path)
    window = MainWindow(session, campaigns=campaigns, settings=settings)
    window.show()
    app.processEvents()
    opened_ms = (time.perf_counter() - started) * 1000
    window.player_view.show()  # on the table's TV
    # Let the session-start snapshot (idle steps, started shortly after the first paint) and
    # the panels built at idle finish before anything is timed.
    snapshotting = window.file_menu.snapshotting if window.file_menu is not None else None
    until, give_up = time.perf_counter() + 2.0, time.perf_counter() + 120.0
    while time.perf_counter() < until or (
        snapshotting is not None and snapshotting.running and time.perf_counter() < give_up
    ):
        app.processEvents()
        time.sleep(0.01)
    return window, opened_ms


def painted() -> None:
    """Process the pending events as the next frame would: layout requests and timers (such
    as the preview's redraw), then the update requests, which paint every changed region."""
    from PySide6.QtWidgets import QApplication

    QApplication.processEvents()
    QApplication.processEvents()


def measure(path: Path, rounds: int) -> dict[str, object]:
    """Open the campaign in the main window and time every action (this process only)."""
    from gmscreen.model.commands import EditRecord
    from gmscreen.model.rfi.traits import AddTrait
    from gmscreen.model.state import Token
    from gmscreen.model.state import Trait
    from gmscreen.ui.rfi.pools import PoolsPanel
    from gmscreen.ui.rfi.task import TaskPanel

    window, opened_ms = open_window(path)
    view = window.player_view
    bridge = window.bridge
    assert bridge is not None
    pools, task = window.panels["poolsPanel"], window.panels["taskPanel"]
    assert isinstance(pools, PoolsPanel)
    assert isinstance(task, TaskPanel)
    state = bridge.state
    scene = state.campaign.current_scene_id
    scene_traits = [t.id for t in state.of(Trait) if t.scene_id == scene]
    sheets = window.panels["sheetsPanel"]
    owner = getattr(sheets, "selected_id", lambda: None)()
    assert owner is not None, "the sheets panel shows no character"
    tokens = [t for t in state.of(Token) if t.map_id == 1]

    def repainted() -> None:
        window.repaint()
        view.repaint()

    cpu: dict[str, list[float]] = {name: [] for name in (*ACTIONS, *FLOORS)}

    def timed(name: str, action: Callable[[], object]) -> None:
        begun, processed = time.perf_counter(), time.process_time()
        action()
        painted()
        times[name].append((time.perf_counter() - begun) * 1000)
        cpu[name].append((time.process_time() - processed) * 1000)

    def momentum(round_: int) -> None:
        counter = pools.momentum
        button = counter.plus if round_ % 2 == 0 else counter.minus
        if not button.isEnabled():
            button = counter.minus if button is counter.plus else counter.plus
        button.click()

    def add_trait(round_: int) -> None:
        trait = Trait(0, f"Benchmark trait {round_}", "situation", scene_id=scene)
        bridge.execute(AddTrait(trait))

    def edit_trait(round_: int) -> None:
        trait_id = scene_traits[round_ % len(scene_traits)]
        bridge.execute(EditRecord("trait", trait_id, label="edit trait", potency=1 + round_ % 3))

    def add_gear(round_: int) -> None:
        gear = Trait(0, f"Benchmark gear {round_}", "equipment", owner_id=owner)
        bridge.execute(AddTrait(gear))

    def use_the_last_roll() -> None:
        """What the GM does with a result before the next roll (untimed): the campaign refuses
        a roll over one still in use, so without this every roll after the first is a no-op."""
        result = task.active.result
        for _ in range(8):
            if task.roll_button.isEnabled():
                return
            if result.save.isEnabled():
                result.save.click()
            elif result.remaining.complications:
                result.apply_requested.emit()
            elif result.stand.isEnabled():
                result.stand.click()
            else:
                break
            painted()
        raise RuntimeError(f"the task panel will not roll: {task.roll_button.toolTip()}")

    def roll(_round: int) -> None:
        task.roll_button.click()

    def move(round_: int) -> None:
        token = tokens[round_ % len(tokens)]
        current = bridge.state.find(Token, token.id)
        assert current is not None
        zone = current.zone_id % 16 + 1
        bridge.execute(EditRecord("token", token.id, label="move token", zone_id=zone))

    doing = (momentum, add_trait, edit_trait, add_gear, roll, move)
    doers = dict(zip(ACTIONS[:6], doing, strict=True))
    times: dict[str, list[float]] = {name: [] for name in (*ACTIONS, *FLOORS)}
    for round_ in range(rounds):
        order = list(doers)
        turn = round_ % len(order)
        order = order[turn:] + order[:turn]  # undo each kind in turn
        for name in order:
            if name == "record a roll":
                use_the_last_roll()
            timed(name, lambda n=name, r=round_: doers[n](r))  # type: ignore[misc]
        timed("undo", bridge.undo_action.trigger)
        timed("redo", bridge.redo_action.trigger)
        timed("repaint, no change (floor)", repainted)
    times["SQLite commit (floor)"] = sqlite_floor(path.parent, rounds)
    window.close()
    return {"times": times, "cpu": cpu, "open_ms": opened_ms, "load": os.getloadavg()}


def run_size(actions: int, rounds: int, folder: Path) -> dict[str, object]:
    """Build the campaign and measure it in fresh processes (memory is the measuring one's)."""
    from benchmarks.large_campaign import build_with_actions

    path = folder / f"campaign-{actions}.gmscreen"
    started = time.perf_counter()
    build_with_actions(path, actions)
    built = time.perf_counter() - started
    env = dict(os.environ, HOME=str(folder), XDG_CONFIG_HOME=str(folder))
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    arguments = [__file__, "--measure", str(path), "--rounds", str(rounds)]
    output, _started, peak = run_child(arguments, env, timeout=3600)
    result: dict[str, object] = json.loads(output.splitlines()[-1])
    result["peak_mb"] = peak  # the measuring process's own (see benchmarks.child_memory)
    result["built_s"] = built
    return result


def report(results: dict[int, dict[str, object]]) -> list[str]:
    """Print the table; the budgets missed."""
    sizes = sorted(results)
    print(f"{'action (ms)':28}" + "".join(f"{f'{n:,}: median / p99 (CPU)':>31}" for n in sizes))
    medians: dict[tuple[str, int], float] = {}
    over: list[str] = []
    for name in (*ACTIONS, *FLOORS):
        cells = []
        for size in sizes:
            values = results[size]["times"][name]  # type: ignore[index]
            median, p99 = statistics.median(values), percentile(values, 0.99)
            medians[name, size] = median
            spent = results[size]["cpu"][name]  # type: ignore[index]
            used = f"({statistics.median(spent):5.1f})" if spent else "       "
            cells.append(f"{median:>14.1f} / {p99:>6.1f} {used}")
            if size == 10_000 and name in ACTIONS and (median > MEDIAN_MS or p99 > P99_MS):
                over.append(f"{name} at 10k ({median:.1f} / {p99:.1f} ms)")
        print(f"{name:28}" + "".join(cells))
    if 1_000 in results and 100_000 in results:
        for name in ACTIONS:
            small, large = medians[name, 1_000], medians[name, 100_000]
            if large > GROWTH * small:
                over.append(f"{name} grows {large / small:.1f}× from 1k to 100k")
    for size in sizes:
        result = results[size]
        load = " ".join(f"{value:.2f}" for value in result["load"])  # type: ignore[attr-defined]
        print(
            f"{size:>7,} actions: file built in {result['built_s']:.0f} s; window opened in "
            f"{result['open_ms']:.0f} ms; peak memory {result['peak_mb']:.0f} MB; load {load}"
        )
    if 100_000 in results and float(results[100_000]["peak_mb"]) > MEMORY_MB:  # type: ignore[arg-type]
        over.append(f"peak memory at 100k {results[100_000]['peak_mb']:.0f} MB")
    print(
        f"budget: at 10k median ≤ {MEDIAN_MS:.0f} ms, p99 ≤ {P99_MS:.0f} ms; 100k median ≤ "
        f"{GROWTH}× 1k; peak memory at 100k ≤ {MEMORY_MB:.0f} MB. (CPU): this process's CPU "
        "time per action, median: what the action costs when the machine is shared"
    )
    return over


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-100k", action="store_true", help="skip the 100,000-action campaign")
    parser.add_argument("--rounds", type=int, default=ROUNDS, help="times each action runs")
    parser.add_argument(
        "--sizes",
        type=lambda text: [int(size) for size in text.split(",")],
        default=list(SIZES),
        help="the campaigns' numbers of actions, comma-separated (default: 1000,10000,100000)",
    )
    parser.add_argument("--measure", type=Path, help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    if arguments.measure is not None:
        print(json.dumps(measure(arguments.measure, arguments.rounds)))
        return 0
    sizes = [size for size in arguments.sizes if not (arguments.no_100k and size == 100_000)]
    print(f"load: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f}")
    with tempfile.TemporaryDirectory() as folder:
        results = {size: run_size(size, arguments.rounds, Path(folder)) for size in sizes}
    over = report(results)
    print("within budget" if not over else "OVER BUDGET: " + "; ".join(over))
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
