"""What a Hot Circle sheet still lacks, in the GM's language.

The model lists an unfinished sheet's gaps in English ("belief 2 needs a stance and a goal",
`sheet_problems` in gmscreen/model/hotcircle/sheet.py), and the rules what a new character's
sheet breaks ("pick 3 lifepaths, not 4", `creation_problems` in
gmscreen/rules/hotcircle/creation.py); the sheet form reads each line back by its form and
words it again. A line of no listed form is shown as it was written.
"""

from __future__ import annotations

from collections.abc import Iterable

from gmscreen.ui.stored_forms import StoredForms
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

# The forms `sheet_problems` writes its lines in.
PROBLEM_FORMS = StoredForms(
    "HotCircleSheetNotes",
    (
        QT_TRANSLATE_NOOP("HotCircleSheetNotes", "belief %1 needs a stance and a goal"),
        QT_TRANSLATE_NOOP("HotCircleSheetNotes", "a player character has %1 beliefs, not %2"),
        QT_TRANSLATE_NOOP("HotCircleSheetNotes", "instinct %1 is not written yet"),
        QT_TRANSLATE_NOOP("HotCircleSheetNotes", "a player character has %1 instincts, not %2"),
        # The lines `creation_problems` writes (a new character), most specific first.
        QT_TRANSLATE_NOOP("HotCircleSheetNotes", "%1 is not a player character"),
        QT_TRANSLATE_NOOP("HotCircleSheetNotes", "start with %1 traits, not %2"),
        QT_TRANSLATE_NOOP("HotCircleSheetNotes", "a new character starts without conditions"),
        QT_TRANSLATE_NOOP("HotCircleSheetNotes", "%1 starts at 3D, or 4D if picked twice"),
        QT_TRANSLATE_NOOP("HotCircleSheetNotes", "%1's setting %2 is not in play"),
        QT_TRANSLATE_NOOP("HotCircleSheetNotes", "%1 starts with no artha spent and no tax"),
        QT_TRANSLATE_NOOP("HotCircleSheetNotes", "only one lifepath may be picked twice"),
        QT_TRANSLATE_NOOP("HotCircleSheetNotes", "pick %1 lifepaths, not %2"),
        QT_TRANSLATE_NOOP("HotCircleSheetNotes", "%1 leaves %2: %3 must be agreed as a bridge"),
    ),
)


def problem_lines(problems: Iterable[str]) -> list[str]:
    """Each line the model or the rules wrote about an unfinished sheet, in the GM's
    language."""
    return [PROBLEM_FORMS.shown(problem) for problem in problems]
