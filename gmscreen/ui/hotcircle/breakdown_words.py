"""Where a Hot Circle die comes from, in the GM's language.

The rules give every die of a test a reason in English, the kind of source and its name as the
sheet has it ("helpful lifepath Clerk of the Rolls", "trait Soft-spoken", "routine obstacle").
The panel shows the kind translated and the name as written; an ability test's table row is
worded by `ability_words`, and a reason of another shape is shown as the rules wrote it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gmscreen.ui.hotcircle.ability_words import ability_words
from gmscreen.ui.panels.roll_lines import fill
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

CONTEXT = "HotCircleBreakdown"
# Whole reasons (no name in them), by the rules' words.
WHOLE = {
    "neutral lifepath": QT_TRANSLATE_NOOP("HotCircleBreakdown", "neutral lifepath"),
    "easy obstacle": QT_TRANSLATE_NOOP("HotCircleBreakdown", "easy obstacle"),
    "routine obstacle": QT_TRANSLATE_NOOP("HotCircleBreakdown", "routine obstacle"),
    "moderate obstacle": QT_TRANSLATE_NOOP("HotCircleBreakdown", "moderate obstacle"),
    "hard obstacle": QT_TRANSLATE_NOOP("HotCircleBreakdown", "hard obstacle"),
    "very hard obstacle": QT_TRANSLATE_NOOP("HotCircleBreakdown", "very hard obstacle"),
    "judged for an apprentice": QT_TRANSLATE_NOOP("HotCircleBreakdown", "judged for an apprentice"),
    "judged for a journeyman": QT_TRANSLATE_NOOP("HotCircleBreakdown", "judged for a journeyman"),
    "judged for a master": QT_TRANSLATE_NOOP("HotCircleBreakdown", "judged for a master"),
    "difficulty": QT_TRANSLATE_NOOP("HotCircleBreakdown", "difficulty"),
    "base difficulty": QT_TRANSLATE_NOOP("HotCircleBreakdown", "base difficulty"),
}
# A log written before the rules chose the article says "a apprentice": read it the same way.
WHOLE["judged for a apprentice"] = WHOLE["judged for an apprentice"]
# A kind of source followed by its name, by the rules' words for the kind (longest first, so
# "opponent's hindering trait" is not read as a plain "trait").
NAMED = (
    (
        "opponent's hindering trait ",
        QT_TRANSLATE_NOOP("HotCircleBreakdown", "opponent's hindering trait %1"),
    ),
    (
        "opponent's hindering condition ",
        QT_TRANSLATE_NOOP("HotCircleBreakdown", "opponent's hindering condition %1"),
    ),
    ("hindering trait ", QT_TRANSLATE_NOOP("HotCircleBreakdown", "hindering trait %1")),
    ("hindering condition ", QT_TRANSLATE_NOOP("HotCircleBreakdown", "hindering condition %1")),
    ("helpful lifepath ", QT_TRANSLATE_NOOP("HotCircleBreakdown", "helpful lifepath %1")),
    ("neutral lifepath ", QT_TRANSLATE_NOOP("HotCircleBreakdown", "neutral lifepath %1")),
    ("hindering lifepath ", QT_TRANSLATE_NOOP("HotCircleBreakdown", "hindering lifepath %1")),
    ("trait ", QT_TRANSLATE_NOOP("HotCircleBreakdown", "trait %1")),
    ("condition ", QT_TRANSLATE_NOOP("HotCircleBreakdown", "condition %1")),
    ("wise ", QT_TRANSLATE_NOOP("HotCircleBreakdown", "wise %1")),
    ("skill ", QT_TRANSLATE_NOOP("HotCircleBreakdown", "skill %1")),
)


def reason_text(reason: str) -> str:
    """One die's reason ("trait Soft-spoken") in the GM's language, the name as written."""
    whole = WHOLE.get(reason)
    if whole is not None:
        return QCoreApplication.translate(CONTEXT, whole)
    for prefix, template in NAMED:
        if reason.startswith(prefix):
            return fill(QCoreApplication.translate(CONTEXT, template), reason[len(prefix) :])
    return ability_words(reason)  # an ability test's table row ("Existing gear")


def rated(name: str, dice: int) -> str:
    """ "Clerk of the Rolls 4D", "routine 2D": a name and its dice ("W" in German)."""
    return fill(QCoreApplication.translate("RollSetup", "%1 %2D"), name, dice)


def plus_dice(name: str, dice: int) -> str:
    """ "trait Soft-spoken +1D", "for apprentice +1D": a name and the dice it adds."""
    return fill(QCoreApplication.translate("RollSetup", "%1 +%2D"), name, dice)
