"""Difficult terrain and obstacles as the map names them: the rules' own names in the GM's
language, a kind the GM named (or renamed) in the campaign's tables as they wrote it.

The translators find the rules' names in this context because `gmscreen/ui/rules_words.py`
hands them to lupdate; a name of the GM's own has no translation and reads as typed.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gmscreen.model.rfi.map_commands import DEFAULT_TABLES
from gmscreen.model.rfi.map_commands import hindrance_kind
from gmscreen.rules.rfi.terrain import HindranceKind
from gmscreen.rules.rfi.terrain import TerrainTables

CONTEXT = "Hindrances"


def kind_name(kind: HindranceKind) -> str:
    """A kind's name: the rules' own translated, one the GM gave it as written."""
    return QCoreApplication.translate(CONTEXT, kind.name)


def hindrance_text(kind_id: str, *, obstacle: bool, tables: TerrainTables = DEFAULT_TABLES) -> str:
    """ "Stairs (1)" in the GM's language; an id the tables lack reads as itself."""
    kind = hindrance_kind(kind_id, obstacle=obstacle, tables=tables)
    return kind_id if kind is None else f"{kind_name(kind)} ({kind.cost})"
