"""The reference pages' topics as the GM reads them before opening one: the search box's hint
names a few, and a topic's name in the GM's language finds its section.

The pages (resources/reference/*.md) are written in English; each `##` heading is a topic. The
table below is the translators' copy of those headings, keyed by the heading and written as a
topic reads inside a sentence ("dice and pools"); a test keeps its keys equal to the pages'
headings, so a section added to a page cannot go untranslated unnoticed.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

CONTEXT = "ReferenceTopics"
TOPICS = {
    # RFI: Freelancers — core rules
    "Task basics": QT_TRANSLATE_NOOP("ReferenceTopics", "task basics"),
    "Difficulty": QT_TRANSLATE_NOOP("ReferenceTopics", "difficulty"),
    "Complication range": QT_TRANSLATE_NOOP("ReferenceTopics", "complication range"),
    "Buying dice": QT_TRANSLATE_NOOP("ReferenceTopics", "buying dice"),
    "Momentum spends": QT_TRANSLATE_NOOP("ReferenceTopics", "momentum spends"),
    "Saving momentum": QT_TRANSLATE_NOOP("ReferenceTopics", "saving momentum"),
    "Threat": QT_TRANSLATE_NOOP("ReferenceTopics", "threat"),
    "Fortune": QT_TRANSLATE_NOOP("ReferenceTopics", "Fortune"),
    "Traits": QT_TRANSLATE_NOOP("ReferenceTopics", "traits"),
    # RFI: Freelancers — combat
    "Zones and range": QT_TRANSLATE_NOOP("ReferenceTopics", "zones and range"),
    "Reach": QT_TRANSLATE_NOOP("ReferenceTopics", "reach"),
    "Noticing things at range": QT_TRANSLATE_NOOP("ReferenceTopics", "noticing things at range"),
    "Terrain, obstacles and cover": QT_TRANSLATE_NOOP(
        "ReferenceTopics", "terrain, obstacles and cover"
    ),
    "Moving": QT_TRANSLATE_NOOP("ReferenceTopics", "moving"),
    "Actions in a turn": QT_TRANSLATE_NOOP("ReferenceTopics", "actions in a turn"),
    "Minor actions": QT_TRANSLATE_NOOP("ReferenceTopics", "minor actions"),
    "Major actions": QT_TRANSLATE_NOOP("ReferenceTopics", "major actions"),
    "Attacks": QT_TRANSLATE_NOOP("ReferenceTopics", "attacks"),
    "Injuries": QT_TRANSLATE_NOOP("ReferenceTopics", "injuries"),
    "NPC tiers": QT_TRANSLATE_NOOP("ReferenceTopics", "NPC tiers"),
    "First aid": QT_TRANSLATE_NOOP("ReferenceTopics", "first aid"),
    "Healing": QT_TRANSLATE_NOOP("ReferenceTopics", "healing"),
    "Combat momentum spends": QT_TRANSLATE_NOOP("ReferenceTopics", "combat momentum spends"),
    "Turn order": QT_TRANSLATE_NOOP("ReferenceTopics", "turn order"),
    "GM-editable defaults": QT_TRANSLATE_NOOP("ReferenceTopics", "GM-editable defaults"),
    # RFI: Freelancers — challenges
    "Key tasks": QT_TRANSLATE_NOOP("ReferenceTopics", "key tasks"),
    "Key task states": QT_TRANSLATE_NOOP("ReferenceTopics", "key task states"),
    "Structures": QT_TRANSLATE_NOOP("ReferenceTopics", "structures"),
    "Gated challenges": QT_TRANSLATE_NOOP("ReferenceTopics", "gated challenges"),
    "Opposition": QT_TRANSLATE_NOOP("ReferenceTopics", "opposition"),
    "Contests": QT_TRANSLATE_NOOP("ReferenceTopics", "contests"),
    "Timed challenges": QT_TRANSLATE_NOOP("ReferenceTopics", "timed challenges"),
    "Time when several characters act": QT_TRANSLATE_NOOP(
        "ReferenceTopics", "time when several characters act"
    ),
    # Firelock
    "Scores": QT_TRANSLATE_NOOP("ReferenceTopics", "scores"),
    "The challenge roll": QT_TRANSLATE_NOOP("ReferenceTopics", "the challenge roll"),
    "Ties": QT_TRANSLATE_NOOP("ReferenceTopics", "ties"),
    "Substitutions": QT_TRANSLATE_NOOP("ReferenceTopics", "substitutions"),
    "Bidding": QT_TRANSLATE_NOOP("ReferenceTopics", "bidding"),
    "Bid strength needed": QT_TRANSLATE_NOOP("ReferenceTopics", "bid strength needed"),
    "How bidding ends": QT_TRANSLATE_NOOP("ReferenceTopics", "how bidding ends"),
    "Complex challenges": QT_TRANSLATE_NOOP("ReferenceTopics", "complex challenges"),
    "Group challenges": QT_TRANSLATE_NOOP("ReferenceTopics", "group challenges"),
    # Hot Circle RPG
    "Dice and pools": QT_TRANSLATE_NOOP("ReferenceTopics", "dice and pools"),
    "Task roll": QT_TRANSLATE_NOOP("ReferenceTopics", "task roll"),
    "Obstacle roll": QT_TRANSLATE_NOOP("ReferenceTopics", "obstacle roll"),
    "Advantage and disadvantage": QT_TRANSLATE_NOOP(
        "ReferenceTopics", "advantage and disadvantage"
    ),
    "Rerolls": QT_TRANSLATE_NOOP("ReferenceTopics", "rerolls"),
    "Stakes and outcome": QT_TRANSLATE_NOOP("ReferenceTopics", "stakes and outcome"),
    "Odds shown on the screen": QT_TRANSLATE_NOOP("ReferenceTopics", "odds shown on the screen"),
    "Ability tests": QT_TRANSLATE_NOOP("ReferenceTopics", "ability tests"),
    "Linked tests": QT_TRANSLATE_NOOP("ReferenceTopics", "linked tests"),
    "Artha": QT_TRANSLATE_NOOP("ReferenceTopics", "artha"),
    "Conditions and tax": QT_TRANSLATE_NOOP("ReferenceTopics", "conditions and tax"),
    "Characters": QT_TRANSLATE_NOOP("ReferenceTopics", "characters"),
    "Trait vote": QT_TRANSLATE_NOOP("ReferenceTopics", "trait vote"),
    "New lifepath": QT_TRANSLATE_NOOP("ReferenceTopics", "new lifepath"),
    "Campaign creation": QT_TRANSLATE_NOOP("ReferenceTopics", "campaign creation"),
    "Running a session": QT_TRANSLATE_NOOP("ReferenceTopics", "running a session"),
    "End of session": QT_TRANSLATE_NOOP("ReferenceTopics", "end of session"),
    # Renaissance
    "Rolling a check": QT_TRANSLATE_NOOP("ReferenceTopics", "rolling a check"),
    "Result grades": QT_TRANSLATE_NOOP("ReferenceTopics", "result grades"),
    "Upgrading and downgrading": QT_TRANSLATE_NOOP("ReferenceTopics", "upgrading and downgrading"),
    "Kinds of check": QT_TRANSLATE_NOOP("ReferenceTopics", "kinds of check"),
    "Common checks": QT_TRANSLATE_NOOP("ReferenceTopics", "common checks"),
    "Modifiers": QT_TRANSLATE_NOOP("ReferenceTopics", "modifiers"),
    "Actions": QT_TRANSLATE_NOOP("ReferenceTopics", "actions"),
    "Time for task actions and jobs": QT_TRANSLATE_NOOP(
        "ReferenceTopics", "time for task actions and jobs"
    ),
    "Sessions and Luck Points": QT_TRANSLATE_NOOP("ReferenceTopics", "sessions and Luck Points"),
}


def topic_name(title: str) -> str:
    """A section's heading as a topic in the GM's language ("dice and pools"); a heading the
    table does not hold (a page edited by hand) as written, in lower case."""
    known = TOPICS.get(title)
    return QCoreApplication.translate(CONTEXT, known) if known is not None else title.casefold()
