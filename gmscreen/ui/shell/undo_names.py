"""The name of an undo step in the GM's language, for the Edit menu's Undo and Redo.

The history keeps each step's name as the command wrote it, in English (the model has no
translations, and the file keeps that name for older versions and exports). The commands a GM
meets most write their names in one of the fixed forms below ("place {} in {}"); the menu reads
the facts back out of the stored name and words them in the GM's language. A name of no known
form (a file from an older version, a rare command, a label the UI already wrote in the GM's
language) is shown as stored.

The forms must match what the commands write: `tests/gui/test_leftover_words_german.py`
runs the commands and reads their names through here.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from gmscreen.ui.panels.roll_lines import fill
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

CONTEXT = "UndoNames"
# Each English form a command writes its name in, with "{}" for a fact (a name, a number, the
# rest of the label), and its words for the GM with %1, %2, … for those facts. More specific
# forms come before the general ones they would also match ("roll … against …" before "roll …").
FORMS: tuple[tuple[str, str], ...] = (
    # RFI: the turn tracker
    ("start combat", QT_TRANSLATE_NOOP("UndoNames", "start combat")),
    ("end combat", QT_TRANSLATE_NOOP("UndoNames", "end combat")),
    ("end round {}", QT_TRANSLATE_NOOP("UndoNames", "end round %1")),
    ("next turn: {}", QT_TRANSLATE_NOOP("UndoNames", "next turn: %1")),
    ("add {} to the fight", QT_TRANSLATE_NOOP("UndoNames", "add %1 to the fight")),
    ("remove {} from the fight", QT_TRANSLATE_NOOP("UndoNames", "remove %1 from the fight")),
    (
        "the players keep the initiative",
        QT_TRANSLATE_NOOP("UndoNames", "the players keep the initiative"),
    ),
    (
        "the NPCs keep the initiative",
        QT_TRANSLATE_NOOP("UndoNames", "the NPCs keep the initiative"),
    ),
    ("{} assists", QT_TRANSLATE_NOOP("UndoNames", "%1 assists")),
    ("give {} {} turn(s) a round", QT_TRANSLATE_NOOP("UndoNames", "give %1 %2 turn(s) a round")),
    ("mark {} defeated", QT_TRANSLATE_NOOP("UndoNames", "mark %1 defeated")),
    ("revive {}", QT_TRANSLATE_NOOP("UndoNames", "revive %1")),
    ("{} attacks {}", QT_TRANSLATE_NOOP("UndoNames", "%1 attacks %2")),
    ("end of scene: injuries", QT_TRANSLATE_NOOP("UndoNames", "end of scene: injuries")),
    # RFI and Renaissance: rolls (a contest names its kind: "opposed check")
    (
        "roll {} against {} (opposed check)",
        QT_TRANSLATE_NOOP("UndoNames", "roll %1 against %2 (opposed check)"),
    ),
    (
        "roll {} against {} (variable check)",
        QT_TRANSLATE_NOOP("UndoNames", "roll %1 against %2 (variable check)"),
    ),
    ("roll initiative", QT_TRANSLATE_NOOP("UndoNames", "roll initiative")),
    ("roll a challenge: {} vs {}", QT_TRANSLATE_NOOP("UndoNames", "roll a challenge: %1 vs %2")),
    ("roll {}", QT_TRANSLATE_NOOP("UndoNames", "roll %1")),
    ("succeed at cost", QT_TRANSLATE_NOOP("UndoNames", "succeed at cost")),
    # RFI: challenges and scenes
    ("set up challenge '{}'", QT_TRANSLATE_NOOP("UndoNames", "set up challenge '%1'")),
    ("edit challenge '{}'", QT_TRANSLATE_NOOP("UndoNames", "edit challenge '%1'")),
    ("attempt '{}'", QT_TRANSLATE_NOOP("UndoNames", "attempt '%1'")),
    ("end scene, start {}", QT_TRANSLATE_NOOP("UndoNames", "end scene, start %1")),
    ("start scene {}", QT_TRANSLATE_NOOP("UndoNames", "start scene %1")),
    ("start episode {}", QT_TRANSLATE_NOOP("UndoNames", "start episode %1")),
    # The map
    ("place token", QT_TRANSLATE_NOOP("UndoNames", "place token")),
    ("place {} in {}", QT_TRANSLATE_NOOP("UndoNames", "place %1 in %2")),
    ("move token", QT_TRANSLATE_NOOP("UndoNames", "move token")),
    ("sprint {} to {}", QT_TRANSLATE_NOOP("UndoNames", "sprint %1 to %2")),
    ("move {} to {}", QT_TRANSLATE_NOOP("UndoNames", "move %1 to %2")),
    ("edit token {}", QT_TRANSLATE_NOOP("UndoNames", "edit token %1")),
    ("add map {}", QT_TRANSLATE_NOOP("UndoNames", "add map %1")),
    ("import map {}", QT_TRANSLATE_NOOP("UndoNames", "import map %1")),
    ("add zone {}", QT_TRANSLATE_NOOP("UndoNames", "add zone %1")),
    ("connect {} and {}", QT_TRANSLATE_NOOP("UndoNames", "connect %1 and %2")),
    ("set obstacles", QT_TRANSLATE_NOOP("UndoNames", "set obstacles")),
    ("clear obstacles", QT_TRANSLATE_NOOP("UndoNames", "clear obstacles")),
    ("set map background", QT_TRANSLATE_NOOP("UndoNames", "set map background")),
    ("clear map background", QT_TRANSLATE_NOOP("UndoNames", "clear map background")),
    # Characters and traits
    ("add character {}", QT_TRANSLATE_NOOP("UndoNames", "add character %1")),
    ("add trait {}", QT_TRANSLATE_NOOP("UndoNames", "add trait %1")),
    ("rename {} to {}", QT_TRANSLATE_NOOP("UndoNames", "rename %1 to %2")),
    # Renaissance
    (
        "session break: everyone gains Luck",
        QT_TRANSLATE_NOOP("UndoNames", "session break: everyone gains Luck"),
    ),
    ("{} spends {} Luck Point: {}", QT_TRANSLATE_NOOP("UndoNames", "%1 spends %2 Luck Point: %3")),
    (
        "{} spends {} Luck Points: {}",
        QT_TRANSLATE_NOOP("UndoNames", "%1 spends %2 Luck Points: %3"),
    ),
    ("{} spends {} Luck Point", QT_TRANSLATE_NOOP("UndoNames", "%1 spends %2 Luck Point")),
    ("{} spends {} Luck Points", QT_TRANSLATE_NOOP("UndoNames", "%1 spends %2 Luck Points")),
    ("set {}'s Luck Points to {}", QT_TRANSLATE_NOOP("UndoNames", "set %1's Luck Points to %2")),
    (
        "change the Renaissance rule options",
        QT_TRANSLATE_NOOP("UndoNames", "change the Renaissance rule options"),
    ),
    # Firelock
    ("bid {}: {}", QT_TRANSLATE_NOOP("UndoNames", "bid %1: %2")),
    ("abandon the challenge", QT_TRANSLATE_NOOP("UndoNames", "abandon the challenge")),
    (
        "change the Firelock rules options",
        QT_TRANSLATE_NOOP("UndoNames", "change the Firelock rules options"),
    ),
    # Hot Circle
    ("obstacle test: {}", QT_TRANSLATE_NOOP("UndoNames", "obstacle test: %1")),
    ("settle the test", QT_TRANSLATE_NOOP("UndoNames", "settle the test")),
    ("clear the spotlight", QT_TRANSLATE_NOOP("UndoNames", "clear the spotlight")),
    ("spotlight on {}", QT_TRANSLATE_NOOP("UndoNames", "spotlight on %1")),
    ("cut to {}", QT_TRANSLATE_NOOP("UndoNames", "cut to %1")),
    ("end of session", QT_TRANSLATE_NOOP("UndoNames", "end of session")),
    ("change when to cut scenes", QT_TRANSLATE_NOOP("UndoNames", "change when to cut scenes")),
)


def _pattern(form: str) -> re.Pattern[str]:
    """The stored names `form` writes: its words as they are, each "{}" one fact or more."""
    return re.compile("(.+?)".join(re.escape(part) for part in form.split("{}")) + r"\Z")


_PATTERNS = tuple((_pattern(form), words) for form, words in FORMS)


def shown_name(stored: str) -> str:
    """`stored` (a history step's name) in the GM's language, or as stored when no known form
    wrote it."""
    for pattern, words in _PATTERNS:
        match = pattern.match(stored)
        if match is not None:
            return fill(QCoreApplication.translate(CONTEXT, words), *match.groups())
    return stored
