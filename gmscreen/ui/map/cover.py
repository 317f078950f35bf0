"""A zone's cover as the map shows it, in the GM's language where the words are the app's own.

A zone's cover is free text (the rules only ask whether a zone gives cover at all). The words
the app itself writes or suggests (the demo's "light", the inspector's examples) are shown
translated; anything else is the GM's own text and is shown as they typed it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

# By the text as stored, in any case: "light" from the demo campaign, and the usual others.
COVER_WORDS = {
    "light": QT_TRANSLATE_NOOP("ZoneCover", "light"),
    "heavy": QT_TRANSLATE_NOOP("ZoneCover", "heavy"),
    "partial": QT_TRANSLATE_NOOP("ZoneCover", "partial"),
    "full": QT_TRANSLATE_NOOP("ZoneCover", "full"),
}


def cover_label(cover: str) -> str:
    """The zone's cover as the map shows it: one of the app's words translated, else the GM's
    text as typed (trimmed); "" for none."""
    text = cover.strip()
    known = COVER_WORDS.get(text.casefold())
    return QCoreApplication.translate("ZoneCover", known) if known is not None else text
