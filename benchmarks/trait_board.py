"""One trait added, edited and removed through the whole window with a long category open.

A long campaign's characters carry thousands of traits; their category starts folded on the
traits board, and a GM may unfold it. Each action is timed from the command to the end of the
repaint (see `benchmarks.ui_actions`: the real main window, offscreen, the player view shown)
with the scene's Situation category open and folded, in two campaigns of the project's
benchmark mix (`benchmarks.large_campaign.build_with_actions`): 25,000 logged actions (2,000
and more traits in the category) and, for comparison, 1,000 (under a hundred). The board is
scrolled to the category's end, where a new trait lands, so the row added, edited or removed
is on screen and painted:

- add a trait: `AddTrait` into the scene's situation traits, as the traits panel's dialog;
- edit a trait: `EditRecord` of a trait's potency, one of the category's last ten;
- remove a trait: `DeleteRecord` of the trait just added.

In the small campaign the player view shows the new trait's card (its category there holds
fewer than the cards it shows), so its figures include the player view fitting its cards
again; in the large one the card is counted, not shown. A category of 500 traits or fewer
opens again when a trait joins it, so only a long one is measured folded.

Floors, measured in the same run: a repaint of the whole main window and player view with
nothing changed, and a raw SQLite commit with the app's pragmas (an action commits once; on a
busy disk its wait shows in the times, not in the CPU). Budget: the long category open, every
median ≤ 16 ms (one frame) and p99 ≤ 100 ms. Exits 1 when over budget.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.child_memory import run_child
from benchmarks.ui_actions import percentile
from benchmarks.ui_actions import sqlite_floor
from gmscreen.model.state import TraitCategory

ROUNDS = 100
SIZES = (1_000, 25_000)
LONG = 2_000  # the larger campaign's category must hold at least this many traits
CATEGORY: TraitCategory = "situation"
MEDIAN_MS, P99_MS = 16.0, 100.0
ACTIONS = ("add a trait", "edit a trait", "remove a trait")
STATES = ("open", "folded")
FLOOR = "repaint, no change (floor)"
COMMIT = "SQLite commit (floor)"


def measure(path: Path, rounds: int) -> dict[str, object]:
    """Open the campaign in the main window and time each action with the category open and
    folded (this process only)."""
    from benchmarks.ui_actions import open_window
    from benchmarks.ui_actions import painted
    from gmscreen.model.commands import DeleteRecord
    from gmscreen.model.commands import EditRecord
    from gmscreen.model.rfi.traits import AddTrait
    from gmscreen.model.state import Trait
    from gmscreen.ui.rfi.trait_board_model import FOLD_AT
    from gmscreen.ui.rfi.traits import TraitsPanel

    window, _opened = open_window(path)
    bridge = window.bridge
    panel = window.panels["traitsPanel"]
    assert bridge is not None
    assert isinstance(panel, TraitsPanel)
    scene = bridge.state.campaign.current_scene_id
    model = panel.model
    count = model.count(CATEGORY)
    panel.fold(CATEGORY, False)
    title = model.group_index(CATEGORY).row()
    last_rows = range(title + count - 9, title + count + 1)
    last_ten = [i for row in last_rows if (i := model.trait_id(model.index(row, 0))) is not None]
    times: dict[str, list[float]] = {}
    cpu: dict[str, list[float]] = {}

    def timed(name: str, action: Callable[[], object]) -> None:
        begun, processed = time.perf_counter(), time.process_time()
        action()
        painted()
        times.setdefault(name, []).append((time.perf_counter() - begun) * 1000)
        cpu.setdefault(name, []).append((time.process_time() - processed) * 1000)

    def repainted() -> None:
        window.repaint()
        window.player_view.repaint()

    # A folded category of FOLD_AT traits or fewer opens when a trait joins it: only a long
    # one is measured folded.
    for state in STATES if count > FOLD_AT else STATES[:1]:
        panel.fold(CATEGORY, state == "folded")
        panel.board.scrollToBottom()
        painted()
        for round_ in range(rounds):
            added = Trait(0, f"Benchmark trait {round_}", CATEGORY, scene_id=scene)
            timed(f"add a trait, {state}", partial(bridge.execute, AddTrait(added)))
            new_id = bridge.state.next_id("trait") - 1
            edit = EditRecord(
                "trait", last_ten[round_ % len(last_ten)], label="edit", potency=1 + round_ % 3
            )
            timed(f"edit a trait, {state}", partial(bridge.execute, edit))
            remove = DeleteRecord("trait", new_id, label="remove trait")
            timed(f"remove a trait, {state}", partial(bridge.execute, remove))
            timed(FLOOR, repainted)
    window.close()
    times[COMMIT] = sqlite_floor(path.parent, rounds)
    return {"times": times, "cpu": cpu, "count": count, "load": os.getloadavg()}


def run_size(actions: int, rounds: int, folder: Path) -> dict[str, object]:
    """Build the campaign and measure it in a fresh process."""
    from benchmarks.large_campaign import build_with_actions

    path = folder / f"campaign-{actions}.gmscreen"
    build_with_actions(path, actions)
    env = dict(os.environ, HOME=str(folder), XDG_CONFIG_HOME=str(folder))
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    arguments = [__file__, "--measure", str(path), "--rounds", str(rounds)]
    output, _started, _peak = run_child(arguments, env, timeout=1800)
    result: dict[str, object] = json.loads(output.splitlines()[-1])
    return result


def report(results: dict[int, dict[str, object]]) -> list[str]:
    """Print the table; the budgets missed."""
    sizes = sorted(results)
    names = [f"{action}, {state}" for action in ACTIONS for state in STATES] + [FLOOR, COMMIT]
    columns = [f"{size:,} ({results[size]['count']:,} traits)" for size in sizes]
    print(f"{'action (ms)':28}" + "".join(f"{column:>36}" for column in columns))
    print(f"{'':28}" + "".join(f"{'median / p99 (CPU)':>36}" for _ in sizes))
    over: list[str] = []
    medians: dict[tuple[str, int], float] = {}
    for name in names:
        cells = []
        for size in sizes:
            times: dict[str, list[float]] = results[size]["times"]  # type: ignore[assignment]
            spent: dict[str, list[float]] = results[size]["cpu"]  # type: ignore[assignment]
            used = f"({statistics.median(spent[name]):5.1f})" if name in spent else " " * 7
            if name not in times:
                cells.append(f"{'—':>36}")
                continue
            median, p99 = statistics.median(times[name]), percentile(times[name], 0.99)
            medians[name, size] = median
            cells.append(f"{median:>20.1f} / {p99:>6.1f} {used}")
            long = int(results[size]["count"]) >= LONG  # type: ignore[call-overload]
            if long and name.endswith(", open") and (median > MEDIAN_MS or p99 > P99_MS):
                over.append(f"{name} at {size:,} actions ({median:.1f} / {p99:.1f} ms)")
        print(f"{name:28}" + "".join(cells))
    for size in sizes:
        ratios = [
            f"{action} {medians[f'{action}, open', size] / medians[f'{action}, folded', size]:.2f}×"
            for action in ACTIONS
            if (f"{action}, folded", size) in medians
        ]
        load = " ".join(f"{value:.2f}" for value in results[size]["load"])  # type: ignore[attr-defined]
        print(f"{size:>7,} actions: open / folded: {', '.join(ratios) or '—'}; load {load}")
    if int(results[sizes[-1]]["count"]) < LONG:  # type: ignore[call-overload]
        over.append(f"the largest campaign's category holds fewer than {LONG:,} traits")
    print(
        f"budget: a category of {LONG:,}+ traits open, median ≤ {MEDIAN_MS:.0f} ms and p99 ≤ "
        f"{P99_MS:.0f} ms per action. (CPU): this process's CPU time per action, median"
    )
    return over


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=ROUNDS, help="times each action runs")
    parser.add_argument(
        "--sizes",
        type=lambda text: [int(size) for size in text.split(",")],
        default=list(SIZES),
        help="the campaigns' numbers of actions, comma-separated (default: 1000,25000)",
    )
    parser.add_argument("--measure", type=Path, help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    if arguments.measure is not None:
        print(json.dumps(measure(arguments.measure, arguments.rounds)))
        return 0
    print(f"load: {' '.join(f'{value:.2f}' for value in os.getloadavg())}")
    with tempfile.TemporaryDirectory() as folder:
        results = {size: run_size(size, arguments.rounds, Path(folder)) for size in arguments.sizes}
    over = report(results)
    print("within budget" if not over else "OVER BUDGET: " + "; ".join(over))
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
