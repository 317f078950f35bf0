"""JSON export and import of the large campaign with 10,000 (and 100,000) logged actions.

Each file is built by this script (`benchmarks.large_campaign.build_with_actions`). Timed, as
File ▸ Export and File ▸ Import run them (the store's steps, all at once, in this process):

- export: `export_json` of the open campaign to a file (written, synced, renamed);
- import: `read_export` (parse and check everything) plus `import_in_steps` (the new file built
  and opened), as the File menu does (it checks before asking where to save, then imports the
  checked export). The first import of a process also imports Alembic (the new file's schema
  is made by the migrations): that first import is printed apart.

Wall-clock and CPU time (this process's) are printed: on a busy machine the CPU time is the
steadier figure. Floors, in the same run: `json.dumps` of the same document (no indent, the C
encoder) and `json.loads` of the export's text. Budget at 10k: export ≤ 1 s, import ≤ 2 s
(medians of ROUNDS). Exits 1 when over budget. `--no-100k` skips the largest campaign.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

ROUNDS = 3
EXPORT_S, IMPORT_S = 1.0, 2.0


CPU: list[float] = []  # each timed action's CPU time, beside its wall-clock time


def seconds(action: object) -> float:
    """Wall-clock seconds of `action()`; its CPU seconds go to `CPU` (which other programs on a
    busy machine inflate far less)."""
    started, started_cpu = time.perf_counter(), time.process_time()
    action()  # type: ignore[operator]
    CPU.append(time.process_time() - started_cpu)
    return time.perf_counter() - started


def measure(folder: Path, actions: int) -> dict[str, float]:
    from benchmarks.large_campaign import build_with_actions
    from gmscreen.store.export import export_document
    from gmscreen.store.export import export_json
    from gmscreen.store.export import import_in_steps
    from gmscreen.store.export import read_export
    from gmscreen.store.file import open_campaign
    from gmscreen.store.steps import finish

    path = folder / f"{actions}.gmscreen"
    build_with_actions(path, actions)
    exported = folder / f"{actions}.json"
    with open_campaign(path) as campaign:
        CPU.clear()
        exports = [seconds(lambda: export_json(campaign, exported)) for _ in range(ROUNDS)]
        export_cpu = statistics.median(CPU)
        document = export_document(campaign)
    text = exported.read_text(encoding="utf-8")
    dumps = [seconds(lambda: json.dumps(document, ensure_ascii=False)) for _ in range(ROUNDS)]
    loads = [seconds(lambda: json.loads(text)) for _ in range(ROUNDS)]

    def import_once(number: int) -> None:
        target = folder / f"{actions}-{number}.gmscreen"
        checked = read_export(exported)
        finish(import_in_steps(checked, exported, target)).close()
        target.unlink()

    first = seconds(lambda: import_once(0))
    CPU.clear()
    imports = [seconds(lambda n=n: import_once(n)) for n in range(1, ROUNDS + 1)]
    return {
        "export": statistics.median(exports),
        "export CPU": export_cpu,
        "import": statistics.median(imports),
        "import CPU": statistics.median(CPU),
        "first import": first,
        "dumps": statistics.median(dumps),
        "loads": statistics.median(loads),
        "MB": len(text.encode("utf-8")) / 1e6,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-100k", action="store_true", help="skip the 100k-action campaign")
    arguments = parser.parse_args()
    over = False
    print(
        f"{'campaign':<14}{'MB':>6}{'export':>9}{'(CPU)':>8}{'import':>9}{'(CPU)':>8}"
        f"{'(first)':>9}{'dumps floor':>13}{'loads floor':>13}   load"
    )
    with tempfile.TemporaryDirectory() as folder:
        for actions in (10_000, 100_000):
            if arguments.no_100k and actions == 100_000:
                continue
            figures = measure(Path(folder), actions)
            load = " ".join(f"{value:.2f}" for value in os.getloadavg())
            print(
                f"{f'{actions // 1000}k actions':<14}{figures['MB']:>6.1f}"
                f"{figures['export']:>8.2f}s{figures['export CPU']:>7.2f}s"
                f"{figures['import']:>8.2f}s{figures['import CPU']:>7.2f}s"
                f"{figures['first import']:>8.2f}s{figures['dumps']:>12.2f}s"
                f"{figures['loads']:>12.2f}s   {load}",
                flush=True,
            )
            if actions == 10_000:
                over = figures["export"] > EXPORT_S or figures["import"] > IMPORT_S
    print(
        f"budget at 10k: export ≤ {EXPORT_S:.0f} s, import ≤ {IMPORT_S:.0f} s:",
        "OVER BUDGET" if over else "within budget",
    )
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
