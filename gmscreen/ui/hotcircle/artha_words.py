"""What an artha rule did, in the GM's language, for a settled test's result.

The Hot Circle engine words each artha event in English ("Aria earns 1 fate point(s)") and the
roll keeps those lines; the result reads each line back by its form and words it again, with
the rules terms in it (an asset's kind, a taxed ability) translated. A line of no listed form
is shown as the engine wrote it.
"""

from __future__ import annotations

from gmscreen.ui.hotcircle.ability_words import ability_words
from gmscreen.ui.hotcircle.terms import term
from gmscreen.ui.stored_forms import StoredForms
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

# The engine's event forms (`gmscreen/rules/hotcircle/artha.py`), most specific first.
EVENT_FORMS = StoredForms(
    "ArthaEvents",
    (
        QT_TRANSLATE_NOOP("ArthaEvents", "%1 earns %2 fate point(s)"),
        QT_TRANSLATE_NOOP("ArthaEvents", "%1 earns %2 persona point(s)"),
        QT_TRANSLATE_NOOP("ArthaEvents", "%1 rises to %2D"),
        QT_TRANSLATE_NOOP("ArthaEvents", "%1 becomes a %2"),
        QT_TRANSLATE_NOOP("ArthaEvents", "%1 %2 noted on %3"),
        QT_TRANSLATE_NOOP("ArthaEvents", "%1's tax is cleared"),
        QT_TRANSLATE_NOOP("ArthaEvents", "%1's %2 is taxed"),
        QT_TRANSLATE_NOOP("ArthaEvents", "%1 has hindered %2 of %3 tests"),
        QT_TRANSLATE_NOOP("ArthaEvents", "%1 is %2 (%3)"),
        QT_TRANSLATE_NOOP("ArthaEvents", "%1 is cleared"),
        QT_TRANSLATE_NOOP("ArthaEvents", "%1 is lost"),
    ),
)


def event_line(event: str) -> str:
    """One artha event as the engine wrote it, in the GM's language."""
    return EVENT_FORMS.shown(ability_words(event), term)  # a failure's alternative, worded
