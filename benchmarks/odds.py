"""Times exact RFI: Freelancers task odds for every task shape against the budget.

Budget: 2 ms median and 20 ms worst per query, after one warm-up call. Shapes: 2-5d20, 0-3
assistants, target numbers 8-17, specialty on and off, complication ranges 1-5, difficulties
0-5 (difficulty 0 both unrolled and rolled). Exits with status 1 when over budget.
"""

from __future__ import annotations

import statistics
import sys
import time
from dataclasses import replace

from gmscreen.rules.rfi.assistance import Assistant
from gmscreen.rules.rfi.odds import task_odds
from gmscreen.rules.rfi.task import Task

MEDIAN_BUDGET_MS = 2.0
WORST_BUDGET_MS = 20.0

# One (attribute, skill) pair per target number, so the skill (the specialty's critical range)
# varies along with it.
RATINGS_BY_TARGET_NUMBER = {
    8: (7, 1),
    9: (7, 2),
    10: (7, 3),
    11: (8, 3),
    12: (8, 4),
    13: (9, 4),
    14: (9, 5),
    15: (10, 5),
    16: (11, 5),
    17: (12, 5),
}
HELPERS = (
    Assistant(attribute=8, skill=2),
    Assistant(attribute=11, skill=4, has_specialty=True),
    Assistant(attribute=12, skill=5),
)


def task_shapes() -> list[list[Task]]:
    """Every task shape, grouped so that each group differs only in difficulty."""
    groups = []
    for bought_dice in range(4):
        for assistant_count in range(4):
            for attribute, skill in RATINGS_BY_TARGET_NUMBER.values():
                for has_specialty in (False, True):
                    for complication_range in range(1, 6):
                        shape = Task(
                            attribute=attribute,
                            skill=skill,
                            has_specialty=has_specialty,
                            complication_range=complication_range,
                            bought_dice=bought_dice,
                            assistants=HELPERS[:assistant_count],
                        )
                        group = [replace(shape, difficulty=0, roll_at_difficulty_zero=True)]
                        group += [replace(shape, difficulty=d) for d in range(6)]
                        groups.append(group)
    return groups


def main() -> int:
    """Time every shape and print the figures; non-zero when over budget."""
    groups = task_shapes()
    task_odds(groups[0][0])  # warm-up: imports and the first tables
    timings_ms: list[float] = []
    first_of_shape_ms: list[float] = []
    for group in groups:
        for position, task in enumerate(group):
            start = time.perf_counter()
            task_odds(task)
            elapsed = (time.perf_counter() - start) * 1000
            timings_ms.append(elapsed)
            if position == 0:
                first_of_shape_ms.append(elapsed)
    median = statistics.median(timings_ms)
    worst = max(timings_ms)
    p99 = statistics.quantiles(timings_ms, n=100)[98]
    print(f"exact odds: {len(timings_ms)} queries over {len(groups)} task shapes")
    print(f"  median {median:.3f} ms (budget {MEDIAN_BUDGET_MS} ms)")
    print(f"  99th percentile {p99:.3f} ms")
    print(f"  worst {worst:.3f} ms (budget {WORST_BUDGET_MS} ms)")
    print(
        f"  first query of each shape (tables not yet cached): median "
        f"{statistics.median(first_of_shape_ms):.3f} ms, worst {max(first_of_shape_ms):.3f} ms"
    )
    over = median > MEDIAN_BUDGET_MS or worst > WORST_BUDGET_MS
    print("OVER BUDGET" if over else "within budget")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
