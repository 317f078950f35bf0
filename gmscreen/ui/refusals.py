"""A rules engine's refusal in the GM's language.

The engines refuse in English ("a test needs a clear intent", naming the rule it comes from):
their messages are logged and tested as they are. The refusals a GM meets while filling in a
form are listed here by their English words (%1, %2 standing for the numbers or names in them)
and shown translated; one not listed yet is shown as the engine wrote it, so a refusal is never
lost for want of a translation.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from gmscreen.rules.errors import RulesError
from gmscreen.ui.panels.roll_lines import fill
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")
CONTEXT = "Refusals"
# The refusals a form meets as the GM types, by the engine's message (without its rule).
MESSAGES = (
    # Hot Circle: an obstacle test's stakes and sides (rules/hotcircle/stakes.py, obstacle.py)
    QT_TRANSLATE_NOOP("Refusals", "a test needs a clear intent"),
    QT_TRANSLATE_NOOP("Refusals", "a test needs a clear task"),
    QT_TRANSLATE_NOOP("Refusals", "a test needs a clear consequence"),
    QT_TRANSLATE_NOOP(
        "Refusals", "each side offers a compromise, or neither does (a simple versus test)"
    ),
    QT_TRANSLATE_NOOP("Refusals", "an independent test needs a difficulty"),
    QT_TRANSLATE_NOOP("Refusals", "only a versus test offers compromises"),
    # Hot Circle: the end of session's persona awards (rules/hotcircle/session.py)
    QT_TRANSLATE_NOOP("Refusals", "more goals resolved with another PC than goals resolved"),
    # Renaissance: a check's modifier lines (rules/renaissance/modifiers.py) and its form
    QT_TRANSLATE_NOOP("Refusals", "only task actions and jobs have a timeframe, not a %1"),
    QT_TRANSLATE_NOOP("Refusals", "a check cannot be both rushed and taken slowly"),
    QT_TRANSLATE_NOOP("Refusals", "name at least one assistant"),
    QT_TRANSLATE_NOOP("Refusals", "a related skill needs %1 ranks, not %2"),
    QT_TRANSLATE_NOOP("Refusals", "rushing cuts 1–%1% of the time, not %2%"),
    QT_TRANSLATE_NOOP("Refusals", "give the situational modifier a reason"),
    QT_TRANSLATE_NOOP("Refusals", "name the feature that grants the modifier"),
    QT_TRANSLATE_NOOP("Refusals", "pick a related skill"),
    QT_TRANSLATE_NOOP("Refusals", "the character has no skill to roll: add one on the sheet"),
    # Firelock: a side's score and champion, a complex challenge, the rules options
    # (rules/firelock/challenge.py, chains.py, groups.py, defaults.py)
    QT_TRANSLATE_NOOP(
        "Refusals", "the GM vetoes this substitution; pick one of the offered scores"
    ),
    QT_TRANSLATE_NOOP("Refusals", "a clever substitution earns at most +%1, not +%2"),
    QT_TRANSLATE_NOOP("Refusals", "%1 already used %2 in this challenge"),
    QT_TRANSLATE_NOOP("Refusals", "nobody in %1 has an unused score among %2"),
    QT_TRANSLATE_NOOP("Refusals", "%1 must roll with a champion"),
    QT_TRANSLATE_NOOP("Refusals", "%1 has nobody to roll for it"),
    QT_TRANSLATE_NOOP("Refusals", "%1 is not one of %2"),
    QT_TRANSLATE_NOOP("Refusals", "a challenge needs at least one roll"),
    QT_TRANSLATE_NOOP("Refusals", "lowest rating %1 is above highest %2"),
    QT_TRANSLATE_NOOP("Refusals", "abilities must be named, at least one, each once"),
    QT_TRANSLATE_NOOP("Refusals", "substitution penalties cannot be positive"),
    QT_TRANSLATE_NOOP("Refusals", "the bonus cap and the undershoot allowance cannot be negative"),
    QT_TRANSLATE_NOOP("Refusals", "a die needs at least 2 faces, not %1"),
    QT_TRANSLATE_NOOP("Refusals", "%1 already has a score named %2"),
    QT_TRANSLATE_NOOP("Refusals", "%1 has a skill without a name"),
)
# Words inside a refusal that are the rules' own (an action type), by their English.
WORDS = {
    "standard action": QT_TRANSLATE_NOOP("Refusals", "standard action"),
    "quick action": QT_TRANSLATE_NOOP("Refusals", "quick action"),
    "sustained action": QT_TRANSLATE_NOOP("Refusals", "sustained action"),
}
# By the rule's name, as the engine gives it beside its message.
RULES = {
    "obstacle test": QT_TRANSLATE_NOOP("Refusals", "obstacle test"),
    "compromise": QT_TRANSLATE_NOOP("Refusals", "compromise"),
    "end of session": QT_TRANSLATE_NOOP("Refusals", "end of session"),
    "rushing": QT_TRANSLATE_NOOP("Refusals", "rushing"),
    "taking your time": QT_TRANSLATE_NOOP("Refusals", "taking your time"),
    "taking your time and rushing": QT_TRANSLATE_NOOP("Refusals", "taking your time and rushing"),
    "being assisted": QT_TRANSLATE_NOOP("Refusals", "being assisted"),
    "related skill": QT_TRANSLATE_NOOP("Refusals", "related skill"),
    "situational modifiers": QT_TRANSLATE_NOOP("Refusals", "situational modifiers"),
    "modifiers": QT_TRANSLATE_NOOP("Refusals", "modifiers"),
    "skill check": QT_TRANSLATE_NOOP("Refusals", "skill check"),
    "substitutions": QT_TRANSLATE_NOOP("Refusals", "substitutions"),
    "substitution bonus": QT_TRANSLATE_NOOP("Refusals", "substitution bonus"),
    "group challenges": QT_TRANSLATE_NOOP("Refusals", "group challenges"),
    "complex challenges": QT_TRANSLATE_NOOP("Refusals", "complex challenges"),
    "each score once per complex challenge": QT_TRANSLATE_NOOP(
        "Refusals", "each score once per complex challenge"
    ),
    "Firelock defaults": QT_TRANSLATE_NOOP("Refusals", "Firelock defaults"),
    "dice": QT_TRANSLATE_NOOP("Refusals", "dice"),
    "Firelock skills": QT_TRANSLATE_NOOP("Refusals", "Firelock skills"),
}
_PLACE = re.compile(r"%[1-9]")


def _pattern(message: str) -> re.Pattern[str]:
    """The message with each %1, %2 … (in that order) standing for any words or number."""
    return re.compile("(.+?)".join(re.escape(part) for part in _PLACE.split(message)))


_PATTERNS = tuple((_pattern(message), message) for message in MESSAGES)


def _translated(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def refusal_text(error: RulesError) -> str:
    """The refusal as the GM reads it: "a test needs a clear intent (obstacle test)" in their
    language, or the engine's own words for a refusal not listed here."""
    said = str(error.args[0])
    known = next(
        ((found, message) for pattern, message in _PATTERNS if (found := pattern.fullmatch(said))),
        None,
    )
    if known is None:
        return str(error)
    found, message = known
    values = (_translated(WORDS[v]) if v in WORDS else v for v in found.groups())
    text = fill(_translated(message), *values)
    rule = RULES.get(error.rule)
    return text if rule is None else fill(translate("Refusals", "%1 (%2)"), text, _translated(rule))
