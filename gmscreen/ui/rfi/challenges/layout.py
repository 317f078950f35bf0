"""Where the flow chart puts each key task: a row deeper than every key task unlocking it."""

from __future__ import annotations

from gmscreen.rules.rfi.challenge_graph import Challenge
from gmscreen.rules.rfi.challenge_graph import Structure

NODE_WIDTH = 140.0
NODE_HEIGHT = 56.0
COLUMN_GAP = 22.0
ROW_GAP = 22.0
BASIC_COLUMNS = 2  # a basic challenge has no order: a compact grid fits a narrow dock


def rows_of(challenge: Challenge) -> list[list[str]]:
    """The key tasks row by row: each after every key task that unlocks it.

    A basic challenge has no order, so its key tasks fill a grid in the GM's order. Within a
    row, key tasks sit under the average place of those unlocking them, so arrows cross less.
    """
    if challenge.structure is Structure.BASIC:
        ids = list(challenge.ids)
        return [ids[start : start + BASIC_COLUMNS] for start in range(0, len(ids), BASIC_COLUMNS)]
    depth: dict[str, int] = {}
    for task_id in challenge.unlock_order:
        before = challenge.prerequisites(task_id)
        depth[task_id] = 1 + max((depth[other] for other in before), default=-1)
    rows: list[list[str]] = [[] for _ in range(max(depth.values()) + 1)]
    for task_id in challenge.ids:
        rows[depth[task_id]].append(task_id)
    place: dict[str, float] = {}
    for row in rows:
        gm_order = {task_id: index for index, task_id in enumerate(row)}

        def under_parents(task_id: str, order: dict[str, int] = gm_order) -> tuple[float, int]:
            parents = [place[p] for p in challenge.prerequisites(task_id) if p in place]
            centre = sum(parents) / len(parents) if parents else 0.0
            return centre, order[task_id]

        row.sort(key=under_parents)
        for index, task_id in enumerate(row):
            place[task_id] = index - (len(row) - 1) / 2
    return rows


def flow_layout(challenge: Challenge) -> dict[str, tuple[float, float]]:
    """The top-left corner of each key task's box, rows centred on one another."""
    found: dict[str, tuple[float, float]] = {}
    for row_index, row in enumerate(rows_of(challenge)):
        for index, task_id in enumerate(row):
            offset = index - (len(row) - 1) / 2
            x = offset * (NODE_WIDTH + COLUMN_GAP) - NODE_WIDTH / 2
            found[task_id] = (x, row_index * (NODE_HEIGHT + ROW_GAP))
    return found
