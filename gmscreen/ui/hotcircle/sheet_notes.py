"""What a Hot Circle sheet still lacks, in the GM's language.

The model lists an unfinished sheet's gaps in English ("belief 2 needs a stance and a goal",
`sheet_problems` in gmscreen/model/hotcircle/sheet.py); the sheet form reads each line back by
its form and words it again. A line of no listed form is shown as the model wrote it.
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
    ),
)


def problem_lines(problems: Iterable[str]) -> list[str]:
    """Each line the model wrote about an unfinished sheet, in the GM's language."""
    return [PROBLEM_FORMS.shown(problem) for problem in problems]
