"""Marking text for translation where it is written but translated later.

Qt's own `QT_TRANSLATE_NOOP` is typed as returning `object` in PySide6's stubs, which the strict
type check refuses wherever a `str` is expected. This one has the same name (lupdate finds the
text by that name and its literal arguments) and says what it returns.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """`text`, untranslated; lupdate files it under `context` for the translators.

    Translate it where it is shown, with `QCoreApplication.translate(context, text)` or the
    `tr()` of a class named `context`.
    """
    del context  # read by lupdate, not at run time
    return text
