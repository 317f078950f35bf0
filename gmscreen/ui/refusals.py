"""A rules engine's refusal in the GM's language.

The engines refuse in English ("a test needs a clear intent", naming the rule it comes from):
their messages are logged and tested as they are. The refusals a GM meets while filling in a
form are listed here by their English words and shown translated; one not listed yet is shown
as the engine wrote it, so a refusal is never lost for want of a translation.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gmscreen.rules.errors import RulesError
from gmscreen.ui.panels.roll_lines import fill
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

CONTEXT = "Refusals"
# By the engine's message (without its rule): the refusals a form meets as the GM types.
MESSAGES = {
    # Hot Circle: an obstacle test's stakes and sides (rules/hotcircle/stakes.py, obstacle.py)
    "a test needs a clear intent": QT_TRANSLATE_NOOP("Refusals", "a test needs a clear intent"),
    "a test needs a clear task": QT_TRANSLATE_NOOP("Refusals", "a test needs a clear task"),
    "a test needs a clear consequence": QT_TRANSLATE_NOOP(
        "Refusals", "a test needs a clear consequence"
    ),
    "each side offers a compromise, or neither does (a simple versus test)": QT_TRANSLATE_NOOP(
        "Refusals", "each side offers a compromise, or neither does (a simple versus test)"
    ),
    "an independent test needs a difficulty": QT_TRANSLATE_NOOP(
        "Refusals", "an independent test needs a difficulty"
    ),
    "only a versus test offers compromises": QT_TRANSLATE_NOOP(
        "Refusals", "only a versus test offers compromises"
    ),
}
# By the rule's name, as the engine gives it beside its message.
RULES = {
    "obstacle test": QT_TRANSLATE_NOOP("Refusals", "obstacle test"),
    "compromise": QT_TRANSLATE_NOOP("Refusals", "compromise"),
}


def refusal_text(error: RulesError) -> str:
    """The refusal as the GM reads it: "a test needs a clear intent (obstacle test)" in their
    language, or the engine's own words for a refusal not listed here."""
    message = MESSAGES.get(str(error.args[0]))
    if message is None:
        return str(error)
    text = QCoreApplication.translate(CONTEXT, message)
    rule = RULES.get(error.rule)
    if rule is None:
        return text
    template = QCoreApplication.translate(CONTEXT, "%1 (%2)")
    return fill(template, text, QCoreApplication.translate(CONTEXT, rule))
