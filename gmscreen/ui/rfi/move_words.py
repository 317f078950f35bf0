"""RFI's moves on the map in the GM's language: a quote offered for payment, a refusal.

The model writes both in English from fixed forms (`model/rfi/map_moves.py`: a quote's
`summary`, a `MoveRefusedError`), kept for the log and the tests; they are read back here by
their form (`ui/stored_forms.py`) with each rules word in them (a kind of move, a range band,
terrain or an obstacle) worded too. A text of no known form reads as the model wrote it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gmscreen.rules.rfi.movement import MoveKind
from gmscreen.rules.rfi.zones import RangeBand
from gmscreen.ui.map.hindrances import CONTEXT as HINDRANCES
from gmscreen.ui.map.items import band_title
from gmscreen.ui.stored_forms import StoredForms
from gmscreen.ui.stored_forms import Wording
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

CONTEXT = "RfiMoveWords"
KINDS = {
    MoveKind.MINOR.value: QT_TRANSLATE_NOOP("RfiMoveWords", "Movement"),
    MoveKind.SPRINT.value: QT_TRANSLATE_NOOP("RfiMoveWords", "Sprint"),
}


def _as_written(fact: str) -> str:
    return fact  # a name the GM gave, a route of names, a number


def _kind(fact: str) -> str:
    known = KINDS.get(fact)
    return fact if known is None else QCoreApplication.translate(CONTEXT, known)


def _band(fact: str) -> str:
    try:
        return band_title(RangeBand(fact))
    except ValueError:
        return fact


def _hindrance(fact: str) -> str:
    return QCoreApplication.translate(HINDRANCES, fact)  # a GM's own kind reads as typed


# What one item of a move's cost says: terrain left behind, an obstacle crossed; each form
# with the wording of each of its facts.
COST_LINES = (
    (
        StoredForms(CONTEXT, (QT_TRANSLATE_NOOP("RfiMoveWords", "%1 (leaving %2) %3"),)),
        (_hindrance, _as_written, _as_written),
    ),
    (
        StoredForms(CONTEXT, (QT_TRANSLATE_NOOP("RfiMoveWords", "%1 (%2 → %3) %4"),)),
        (_hindrance, _as_written, _as_written, _as_written),
    ),
)
Worded = tuple[tuple[StoredForms, tuple[Wording, ...] | None], ...]


def _read(stored: str, forms: Worded) -> str:
    """`stored` worded by the first form that wrote it, else as stored."""
    for form, facts in forms:
        said = form.read(stored, facts)
        if said is not None:
            return said
    return stored


def _cost_lines(fact: str) -> str:
    return "; ".join(_read(line, COST_LINES) for line in fact.split("; "))


# Each form with the wording of each of its facts, the more specific first.
FORMS: Worded = (
    (
        StoredForms(CONTEXT, (QT_TRANSLATE_NOOP("RfiMoveWords", "%1: %2 (%3), free"),)),
        (_as_written, _as_written, _kind),
    ),
    (
        StoredForms(CONTEXT, (QT_TRANSLATE_NOOP("RfiMoveWords", "%1: %2 (%3), %4 momentum: %5"),)),
        (_as_written, _as_written, _kind, _as_written, _cost_lines),
    ),
    (
        StoredForms(
            CONTEXT,
            (
                QT_TRANSLATE_NOOP(
                    "RfiMoveWords",
                    "%1 cannot take the Movement minor action: %2 within reach. "
                    "A Sprint (major action) would do.",
                ),
                QT_TRANSLATE_NOOP(
                    "RfiMoveWords", "%1 cannot take the Movement minor action: %2 within reach."
                ),
                QT_TRANSLATE_NOOP(
                    "RfiMoveWords", "No connected zones lead from where %1 stands to %2."
                ),
            ),
        ),
        None,
    ),
    (
        StoredForms(
            CONTEXT,
            (
                QT_TRANSLATE_NOOP(
                    "RfiMoveWords",
                    "%1 is at %2 range from %3: %4 reaches %5 range at most. "
                    "A Sprint (major action) would do.",
                ),
                QT_TRANSLATE_NOOP(
                    "RfiMoveWords", "%1 is at %2 range from %3: %4 reaches %5 range at most."
                ),
            ),
        ),
        (_as_written, _band, _as_written, _kind, _band),
    ),
)


def move_said(stored: str) -> str:
    """A quote's summary or a move's refusal in the GM's language; as written when of no
    known form."""
    return _read(stored, FORMS)
