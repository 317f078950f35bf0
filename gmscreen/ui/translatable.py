"""Marking text for translation where it is written but translated later.

Qt's own `QT_TRANSLATE_NOOP` is typed as returning `object` in PySide6's stubs, which the strict
type check refuses wherever a `str` is expected. This one has the same name (lupdate finds the
text by that name and its literal arguments) and says what it returns.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QCoreApplication


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """`text`, untranslated; lupdate files it under `context` for the translators.

    Translate it where it is shown, with `QCoreApplication.translate(context, text)` or the
    `tr()` of a class named `context`.
    """
    del context  # read by lupdate, not at run time
    return text


def translated_copy(table: Mapping[str, str], context: str, key: str, rules_words: str) -> str:
    """The rules' words for `key` in the GM's language: the translation of the translators'
    copy in `table` while that copy is still the rules' own text; else (a key the table lacks,
    or words reworded since) the rules' English as it is, never a stale translation."""
    copy = table.get(key)
    if copy is None or copy != rules_words:
        return rules_words
    return QCoreApplication.translate(context, copy)
