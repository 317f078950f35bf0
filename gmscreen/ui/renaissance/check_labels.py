"""A Renaissance check's stored label in the GM's language, wherever a roll shows it.

The check form stores each roll's label in English beside the roll ("COG × 2 check",
"Climbing (defaulting to WIL)", a common check's name), so the log, exports and older versions
read it; what the GM reads is worded again from it: the form's words translated, the aptitudes
in it named in the GM's language, the skill names (the campaign's) as they are.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gmscreen.ui.renaissance.terms import CONTEXT
from gmscreen.ui.renaissance.terms import TERMS
from gmscreen.ui.stored_forms import StoredForms
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

# What a defaulting check's label calls the skill the character lacks when the GM names none.
MISSING_SKILL = QT_TRANSLATE_NOOP("CheckForm", "a missing skill")  # the form's own words
# The forms `check_form` writes its labels in (an aptitude check, defaulting), most specific first.
LABEL_FORMS = StoredForms(
    "RenaissanceCheckLabels",
    (
        QT_TRANSLATE_NOOP("RenaissanceCheckLabels", "%1 (defaulting to %2)"),
        QT_TRANSLATE_NOOP("RenaissanceCheckLabels", "%1 check"),
    ),
)


def _fact(text: str) -> str:
    """A fact of a stored label in the GM's language: the unnamed missing skill, or `text`
    with each aptitude in it ("COG", "WIL") named in the GM's language."""
    if text == MISSING_SKILL:
        return QCoreApplication.translate("CheckForm", MISSING_SKILL)
    return " ".join(
        QCoreApplication.translate(CONTEXT, TERMS[word]) if word in TERMS else word
        for word in text.split(" ")
    )


def check_label(stored: str) -> str:
    """A stored check label in the GM's language (a common check's name translated too)."""
    shown = LABEL_FORMS.shown(stored, _fact)
    return shown if shown != stored else QCoreApplication.translate(CONTEXT, stored)
