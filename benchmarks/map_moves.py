"""The rules' part of a token drop stays flat as the map grows: a move costs its move, not the map.

A drop on the zone map is quoted by the movement policy, then made by the command built from that
quote (`gmscreen.model.rfi.movement_policy`). This times both together through a session (in
memory, so the store's part is left out: `benchmarks/store.py` times that), on grids of 150, 500
and 2,000 zones with two tokens in each (`benchmarks.map.big_map_records`), and counts how often
the rules were asked to plan a move per drop. Budget: one plan per drop, and the largest map's
median ≤ 2× the smallest's (today's whole drop through the window: `benchmarks/map.py`).
Prints wall-clock and processor medians with the machine's load; exits non-zero when over budget.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.map import big_map_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.rfi import map_moves
from gmscreen.model.rfi.movement_policy import RFI_MOVEMENT
from gmscreen.model.session import Session
from gmscreen.model.state import Token
from gmscreen.rules.rfi.movement import MoveKind

SIZES = ((15, 10), (25, 20), (50, 40))  # 150, 500 and 2,000 zones
DROPS = 201
FLAT_BUDGET = 2.0  # the largest map's median against the smallest's
PLANS_PER_DROP = 1


def drops(session: Session) -> tuple[list[tuple[float, float]], float]:
    """Milliseconds (wall, processor) per drop, and the rules' plans per drop.

    The benchmark map's first token Sprints back and forth between its sector and the next (an
    enemy shares the sector, nothing to pay), as `benchmarks/map.py` drops it.
    """
    plans = 0
    plan = map_moves.plan_move

    def counting(*args: object, **kwargs: object) -> object:
        nonlocal plans
        plans += 1
        return plan(*args, **kwargs)  # type: ignore[arg-type]

    map_moves.plan_move = counting  # type: ignore[assignment]
    times = []
    try:
        for index in range(DROPS):
            target = 2 if index % 2 == 0 else 1
            wall, cpu = time.perf_counter(), time.process_time()
            quote = RFI_MOVEMENT.quote(session.state, 1, target, MoveKind.SPRINT)
            session.execute(RFI_MOVEMENT.command(quote, None))
            times.append(((time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000))
            token = session.state.find(Token, 1)
            if token is None or token.zone_id != target:
                raise RuntimeError("the benchmark move did not happen")
    finally:
        map_moves.plan_move = plan
    return times[1:], plans / DROPS  # the first drop builds the map's rules graph


def main() -> int:
    medians = []
    over = False
    for columns, rows in SIZES:
        session = Session(MemoryRepository(big_map_records(columns, rows)))
        times, plans = drops(session)
        wall = statistics.median(t[0] for t in times)
        cpu = statistics.median(t[1] for t in times)
        medians.append(wall)
        over |= plans > PLANS_PER_DROP
        print(
            f"{columns * rows} zones, {columns * rows * 2} tokens: quote and move median "
            f"{wall:.3f} ms (processor {cpu:.3f} ms) of {DROPS - 1}, {plans:.0f} rules plan(s) "
            f"per drop (budget {PLANS_PER_DROP}) (load {os.getloadavg()[0]:.1f})"
        )
    ratio = medians[-1] / medians[0]
    over |= ratio > FLAT_BUDGET
    print(
        f"largest map against the smallest: {ratio:.2f}× (budget ≤ {FLAT_BUDGET:.0f}×); "
        f"budget: {'OVER' if over else 'ok'}"
    )
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
