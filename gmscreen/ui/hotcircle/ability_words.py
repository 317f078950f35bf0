"""The ability tests' table rows in the GM's language.

The rules' tables (`gmscreen/rules/hotcircle/tables.py`) name each bonus and modifier, say what
it means and what a failure may bring instead of the tax, in English; the test's form, its pools
and its result show them through here. A row of no listed wording is shown as the rules wrote it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

CONTEXT = "AbilityRows"
# By the rules' words: each row's name, then what it means.
WORDS: dict[str, str] = {
    "Existing gear": QT_TRANSLATE_NOOP("AbilityRows", "Existing gear"),
    "Valuable": QT_TRANSLATE_NOOP("AbilityRows", "Valuable"),
    "Rare": QT_TRANSLATE_NOOP("AbilityRows", "Rare"),
    "Coincidental": QT_TRANSLATE_NOOP("AbilityRows", "Coincidental"),
    "On hand": QT_TRANSLATE_NOOP("AbilityRows", "On hand"),
    "Friendly contact": QT_TRANSLATE_NOOP("AbilityRows", "Friendly contact"),
    "Shared relationship": QT_TRANSLATE_NOOP("AbilityRows", "Shared relationship"),
    "Hostile": QT_TRANSLATE_NOOP("AbilityRows", "Hostile"),
    "Specific lifepath": QT_TRANSLATE_NOOP("AbilityRows", "Specific lifepath"),
    "Rare lifepath": QT_TRANSLATE_NOOP("AbilityRows", "Rare lifepath"),
    "Different rank": QT_TRANSLATE_NOOP("AbilityRows", "Different rank"),
    "Known subject": QT_TRANSLATE_NOOP("AbilityRows", "Known subject"),
    "Obscure": QT_TRANSLATE_NOOP("AbilityRows", "Obscure"),
    "Secret": QT_TRANSLATE_NOOP("AbilityRows", "Secret"),
    "Distant": QT_TRANSLATE_NOOP("AbilityRows", "Distant"),
    "Ancient": QT_TRANSLATE_NOOP("AbilityRows", "Ancient"),
    "Known focus": QT_TRANSLATE_NOOP("AbilityRows", "Known focus"),
    "testing gear already noted": QT_TRANSLATE_NOOP("AbilityRows", "testing gear already noted"),
    "worth a lot, money, or much wanted": QT_TRANSLATE_NOOP(
        "AbilityRows", "worth a lot, money, or much wanted"
    ),
    "rare or out of the ordinary in this setting": QT_TRANSLATE_NOOP(
        "AbilityRows", "rare or out of the ordinary in this setting"
    ),
    "too convenient to own": QT_TRANSLATE_NOOP("AbilityRows", "too convenient to own"),
    "carried right now (portable gear only)": QT_TRANSLATE_NOOP(
        "AbilityRows", "carried right now (portable gear only)"
    ),
    "a known contact who likes them": QT_TRANSLATE_NOOP(
        "AbilityRows", "a known contact who likes them"
    ),
    "both know a relationship": QT_TRANSLATE_NOOP("AbilityRows", "both know a relationship"),
    "the contact is set against them": QT_TRANSLATE_NOOP(
        "AbilityRows", "the contact is set against them"
    ),
    "must have one given lifepath": QT_TRANSLATE_NOOP(
        "AbilityRows", "must have one given lifepath"
    ),
    "an unusual or rare lifepath": QT_TRANSLATE_NOOP("AbilityRows", "an unusual or rare lifepath"),
    "above or below them socially": QT_TRANSLATE_NOOP(
        "AbilityRows", "above or below them socially"
    ),
    "too convenient to know": QT_TRANSLATE_NOOP("AbilityRows", "too convenient to know"),
    "a subject or wise already noted": QT_TRANSLATE_NOOP(
        "AbilityRows", "a subject or wise already noted"
    ),
    "obscure or unusual": QT_TRANSLATE_NOOP("AbilityRows", "obscure or unusual"),
    "deliberately hidden or suppressed": QT_TRANSLATE_NOOP(
        "AbilityRows", "deliberately hidden or suppressed"
    ),
    "from a far-off land": QT_TRANSLATE_NOOP("AbilityRows", "from a far-off land"),
    "from long ago": QT_TRANSLATE_NOOP("AbilityRows", "from long ago"),
    "a focus or skill already noted": QT_TRANSLATE_NOOP(
        "AbilityRows", "a focus or skill already noted"
    ),
    # What a failure may bring instead of the tax (the GM's choice)
    "the contact comes, but hostile": QT_TRANSLATE_NOOP(
        "AbilityRows", "the contact comes, but hostile"
    ),
    "they are sure of the fact, and badly wrong": QT_TRANSLATE_NOOP(
        "AbilityRows", "they are sure of the fact, and badly wrong"
    ),
    "the deed happened, with consequences or a condition": QT_TRANSLATE_NOOP(
        "AbilityRows", "the deed happened, with consequences or a condition"
    ),
}


def ability_words(said: str) -> str:
    """A table row's name or meaning, or a failure's alternative, in the GM's language."""
    known = WORDS.get(said)
    return QCoreApplication.translate(CONTEXT, known) if known is not None else said
