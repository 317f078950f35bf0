"""Difficult terrain and obstacles as the map names them: the rules' own names in the GM's
language, a kind the GM named (or renamed) in the campaign's tables as they wrote it."""

from __future__ import annotations

from gmscreen.model.rfi.map_commands import DEFAULT_TABLES
from gmscreen.model.rfi.map_commands import hindrance_kind
from gmscreen.rules.rfi.terrain import HindranceKind
from gmscreen.rules.rfi.terrain import TerrainTables
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP
from gmscreen.ui.translatable import translated_copy

# The rules' default names by kind id, marked for the translators (a test keeps them equal to
# the tables in gmscreen/rules/rfi/terrain.py).
KIND_NAMES = {
    "thick-mud": QT_TRANSLATE_NOOP("Hindrances", "Thick mud"),
    "loose-sand": QT_TRANSLATE_NOOP("Hindrances", "Loose sand"),
    "stairs": QT_TRANSLATE_NOOP("Hindrances", "Stairs"),
    "swamp": QT_TRANSLATE_NOOP("Hindrances", "Swamp"),
    "unstable-rubble": QT_TRANSLATE_NOOP("Hindrances", "Unstable rubble"),
    "steep-slope": QT_TRANSLATE_NOOP("Hindrances", "Steep slope"),
    "fast-flowing-water": QT_TRANSLATE_NOOP("Hindrances", "Fast-flowing water"),
    "waist-high-wall": QT_TRANSLATE_NOOP("Hindrances", "Waist-high wall"),
    "short-jump": QT_TRANSLATE_NOOP("Hindrances", "Short jump"),
    "chest-high-wall": QT_TRANSLATE_NOOP("Hindrances", "Chest-high wall"),
    "long-jump": QT_TRANSLATE_NOOP("Hindrances", "Long jump"),
    "wall-taller-than-you": QT_TRANSLATE_NOOP("Hindrances", "Wall taller than you"),
    "long-jump-run-up": QT_TRANSLATE_NOOP("Hindrances", "Long jump with a run-up"),
}


def kind_name(kind: HindranceKind) -> str:
    """A kind's name: the rules' own translated, one the GM gave it as written."""
    return translated_copy(KIND_NAMES, "Hindrances", kind.id, kind.name)


def hindrance_text(kind_id: str, *, obstacle: bool, tables: TerrainTables = DEFAULT_TABLES) -> str:
    """ "Stairs (1)" in the GM's language; an id the tables lack reads as itself."""
    kind = hindrance_kind(kind_id, obstacle=obstacle, tables=tables)
    return kind_id if kind is None else f"{kind_name(kind)} ({kind.cost})"
