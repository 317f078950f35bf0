"""Difficult terrain and obstacles (combat, movement): named tables, several obstacles, gear."""

from dataclasses import replace

import pytest

from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.actions import MomentumCost
from gmscreen.rules.rfi.defaults import RfiDefaults
from gmscreen.rules.rfi.terrain import HindranceKind
from gmscreen.rules.rfi.terrain import TerrainTables
from gmscreen.rules.rfi.terrain import UnknownKindError

TABLES = TerrainTables()


def test_the_tables_hold_the_texts_examples_at_their_prices() -> None:
    """Difficult terrain 1–3 (mud, sand, stairs 1; swamp, rubble 2; slope, water 3) and
    obstacles 1–3 (waist-high wall, short jump 1; chest-high, long jump 2; taller, run-up 3)."""
    assert {k.name: k.cost for k in TABLES.terrain} == {
        "Thick mud": 1,
        "Loose sand": 1,
        "Stairs": 1,
        "Swamp": 2,
        "Unstable rubble": 2,
        "Steep slope": 3,
        "Fast-flowing water": 3,
    }
    assert {k.name: k.cost for k in TABLES.obstacles} == {
        "Waist-high wall": 1,
        "Short jump": 1,
        "Chest-high wall": 2,
        "Long jump": 2,
        "Wall taller than you": 3,
        "Long jump with a run-up": 3,
    }
    assert RfiDefaults().terrain_tables == TABLES


def test_leaving_terrain_and_crossing_several_obstacles_is_one_immediate_bill() -> None:
    """Leaving difficult terrain or crossing an obstacle costs momentum; Immediate."""
    bill = TABLES.passage_cost(leaving="swamp", crossing=("short-jump", "chest-high-wall"))
    assert [(item.kind.name, item.cost) for item in bill.items] == [
        ("Swamp", 2),
        ("Short jump", 1),
        ("Chest-high wall", 2),
    ]
    assert bill.momentum == 5
    assert bill.cost == MomentumCost(5, immediate=True)
    assert TABLES.passage_cost().momentum == 0


def test_gear_eases_each_matching_kind_by_one_never_below_zero() -> None:
    """Gear or adaptations reduce the cost of a kind of terrain by 1 (GM's discretion)."""
    eased = frozenset({"swamp", "short-jump"})
    bill = TABLES.passage_cost(leaving="swamp", crossing=("short-jump", "long-jump"), eased=eased)
    assert [(item.cost, item.eased) for item in bill.items] == [(1, True), (0, True), (2, False)]
    assert bill.momentum == 3


def test_the_gm_may_edit_the_tables_and_bad_rows_are_refused() -> None:
    """GM-editable defaults: a new kind can be priced; prices stay 1–3 and ids unique."""
    ice = HindranceKind("ice-sheet", "Ice sheet", 2)
    edited = replace(TABLES, terrain=(*TABLES.terrain, ice))
    assert edited.passage_cost(leaving="ice-sheet").momentum == 2
    with pytest.raises(RulesError, match="Ice sheet: difficult terrain costs 1–3 momentum, not 4"):
        replace(TABLES, terrain=(HindranceKind("ice-sheet", "Ice sheet", 4),))
    with pytest.raises(RulesError, match="two obstacle rows share the id 'short-jump'"):
        replace(TABLES, obstacles=(*TABLES.obstacles, TABLES.obstacles[1]))
    with pytest.raises(UnknownKindError, match="no obstacle 'moat'"):
        TABLES.passage_cost(crossing=("moat",))
