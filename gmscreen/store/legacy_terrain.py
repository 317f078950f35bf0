"""Zones and links of schema 0002 (export version 1) to named terrain and obstacle lists, and back.

Before schema 0003 a zone held `terrain_cost` (0–3) and a link `obstacle_cost` (0–3). Each price
becomes the first kind of the default tables at that price, so every move costs what it did:
1 thick mud / waist-high wall, 2 swamp / chest-high wall, 3 steep slope / wall taller than you.
The migration and the import of old exports both use this; the names are fixed forever.
"""

from __future__ import annotations

from typing import Any

TERRAIN_BY_COST = {1: "thick-mud", 2: "swamp", 3: "steep-slope"}
OBSTACLE_BY_COST = {1: "waist-high-wall", 2: "chest-high-wall", 3: "wall-taller-than-you"}
COST_BY_TERRAIN = {kind: cost for cost, kind in TERRAIN_BY_COST.items()}
COST_BY_OBSTACLE = {kind: cost for cost, kind in OBSTACLE_BY_COST.items()}
OLD_OBSTACLE_COST_MAX = 3
UNKNOWN_OBSTACLE_COST = 2  # a kind the GM added later: the middle price, for the old schema

RecordDict = dict[str, Any]


def zone_up(record: RecordDict) -> None:
    """An old zone dict, in place: `terrain_cost` becomes `terrain`."""
    if "terrain_cost" in record:
        record["terrain"] = TERRAIN_BY_COST.get(int(record.pop("terrain_cost") or 0), "")


def link_up(record: RecordDict) -> None:
    """An old link dict, in place: `obstacle_cost` becomes a list of `obstacles`."""
    if "obstacle_cost" in record:
        cost = int(record.pop("obstacle_cost") or 0)
        record["obstacles"] = [OBSTACLE_BY_COST[cost]] if cost in OBSTACLE_BY_COST else []


def zone_down(record: RecordDict) -> None:
    """A zone dict back to the old schema, in place."""
    record["terrain_cost"] = COST_BY_TERRAIN.get(str(record.pop("terrain", "")), 0)


def link_down(record: RecordDict) -> None:
    """A link dict back to the old schema: one price, the sum capped at the old maximum."""
    kinds = record.pop("obstacles", []) or []
    total = sum(COST_BY_OBSTACLE.get(str(kind), UNKNOWN_OBSTACLE_COST) for kind in kinds)
    record["obstacle_cost"] = min(OLD_OBSTACLE_COST_MAX, total)


UP = {"zone": zone_up, "zone_link": link_up}
DOWN = {"zone": zone_down, "zone_link": link_down}


def convert_grouped(grouped: Any, convert: dict[str, Any]) -> None:
    """Records grouped by kind (a snapshot, an export's records), in place."""
    if not isinstance(grouped, dict):
        return
    for kind, change in convert.items():
        for record in grouped.get(kind, []) or []:
            if isinstance(record, dict):
                change(record)


def convert_changes(items: Any, convert: dict[str, Any]) -> bool:
    """A change set's JSON list (the action log), in place; whether anything was converted."""
    touched = False
    for item in items if isinstance(items, list) else ():
        if not isinstance(item, dict) or item.get("kind") not in convert:
            continue
        for side in ("before", "after"):
            if isinstance(item.get(side), dict):
                convert[item["kind"]](item[side])
                touched = True
    return touched
