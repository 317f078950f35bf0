"""The name of an undo step in the GM's language, for the Edit menu's Undo and Redo.

The history keeps each step's name as the command wrote it, in English (the model has no
translations, and the file keeps that name for older versions and exports). The commands a GM
meets most write their names in one of the fixed forms below ("place %1 in %2"); the menu reads
the facts back out of the stored name and words them in the GM's language. A name of no known
form (a file from an older version, a rare command, a label the UI already wrote in the GM's
language) is shown as stored.

The forms must match what the commands write: `tests/gui/test_leftover_words_german.py`
runs the commands and reads their names through here.
"""

from __future__ import annotations

from gmscreen.ui.rfi.action_words import action_named
from gmscreen.ui.stored_forms import StoredForms
from gmscreen.ui.stored_forms import Wording
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

CONTEXT = "UndoNames"
# Each English form a command writes its name in, with %1, %2, … for its facts (a name, a
# number, the rest of the label), in order; the translation words the same facts. More specific
# forms come before the general ones they would also match ("roll … against …" before "roll …").
FORMS: tuple[str, ...] = (
    # RFI: the turn tracker
    QT_TRANSLATE_NOOP("UndoNames", "start combat"),
    QT_TRANSLATE_NOOP("UndoNames", "end combat"),
    QT_TRANSLATE_NOOP("UndoNames", "end round %1"),
    QT_TRANSLATE_NOOP("UndoNames", "next turn: %1"),
    QT_TRANSLATE_NOOP("UndoNames", "add %1 to the fight"),
    QT_TRANSLATE_NOOP("UndoNames", "remove %1 from the fight"),
    QT_TRANSLATE_NOOP("UndoNames", "the players keep the initiative"),
    QT_TRANSLATE_NOOP("UndoNames", "the NPCs keep the initiative"),
    QT_TRANSLATE_NOOP("UndoNames", "%1 assists"),
    QT_TRANSLATE_NOOP("UndoNames", "give %1 %2 turn(s) a round"),
    QT_TRANSLATE_NOOP("UndoNames", "mark %1 defeated"),
    QT_TRANSLATE_NOOP("UndoNames", "revive %1"),
    QT_TRANSLATE_NOOP("UndoNames", "%1 attacks %2"),
    QT_TRANSLATE_NOOP("UndoNames", "end of scene: injuries"),
    # RFI and Renaissance: rolls (a Renaissance contest's: below)
    QT_TRANSLATE_NOOP("UndoNames", "roll initiative"),
    QT_TRANSLATE_NOOP("UndoNames", "roll a challenge: %1 vs %2"),
    QT_TRANSLATE_NOOP("UndoNames", "roll %1"),
    QT_TRANSLATE_NOOP("UndoNames", "succeed at cost"),
    QT_TRANSLATE_NOOP("UndoNames", "let the failure stand"),
    # RFI: challenges and scenes
    QT_TRANSLATE_NOOP("UndoNames", "set up challenge '%1'"),
    QT_TRANSLATE_NOOP("UndoNames", "edit challenge '%1'"),
    QT_TRANSLATE_NOOP("UndoNames", "attempt '%1'"),
    QT_TRANSLATE_NOOP("UndoNames", "players: attempt '%1'"),  # a contest's turn, by side
    QT_TRANSLATE_NOOP("UndoNames", "opposition: attempt '%1'"),
    QT_TRANSLATE_NOOP("UndoNames", "reopen '%1'"),
    QT_TRANSLATE_NOOP("UndoNames", "close '%1'"),
    QT_TRANSLATE_NOOP("UndoNames", "turn the challenge into a conflict"),
    QT_TRANSLATE_NOOP("UndoNames", "end the challenge"),
    QT_TRANSLATE_NOOP("UndoNames", "end scene, start %1"),
    QT_TRANSLATE_NOOP("UndoNames", "start scene %1"),
    QT_TRANSLATE_NOOP("UndoNames", "start episode %1"),
    # The map
    QT_TRANSLATE_NOOP("UndoNames", "place token"),
    QT_TRANSLATE_NOOP("UndoNames", "place %1 in %2"),
    QT_TRANSLATE_NOOP("UndoNames", "move token"),
    QT_TRANSLATE_NOOP("UndoNames", "sprint %1 to %2"),
    QT_TRANSLATE_NOOP("UndoNames", "move %1 to %2"),
    QT_TRANSLATE_NOOP("UndoNames", "edit token %1"),
    QT_TRANSLATE_NOOP("UndoNames", "add map %1"),
    QT_TRANSLATE_NOOP("UndoNames", "show map %1 in %2"),
    QT_TRANSLATE_NOOP("UndoNames", "import map %1"),
    QT_TRANSLATE_NOOP("UndoNames", "add zone %1"),
    QT_TRANSLATE_NOOP("UndoNames", "connect %1 and %2"),
    QT_TRANSLATE_NOOP("UndoNames", "set obstacles"),
    QT_TRANSLATE_NOOP("UndoNames", "clear obstacles"),
    QT_TRANSLATE_NOOP("UndoNames", "set map background"),
    QT_TRANSLATE_NOOP("UndoNames", "clear map background"),
    # Steps the panels name (the campaign's, the scenes', the sheets', the map's); those that
    # the general forms below would also match first
    QT_TRANSLATE_NOOP("UndoNames", "change campaign settings"),
    QT_TRANSLATE_NOOP("UndoNames", "add 1 Momentum"),
    QT_TRANSLATE_NOOP("UndoNames", "spend 1 Momentum"),
    QT_TRANSLATE_NOOP("UndoNames", "add 1 Threat"),
    QT_TRANSLATE_NOOP("UndoNames", "spend 1 Threat"),
    QT_TRANSLATE_NOOP("UndoNames", "give %1 1 Fortune"),
    QT_TRANSLATE_NOOP("UndoNames", "%1 spends 1 Fortune"),
    QT_TRANSLATE_NOOP("UndoNames", "revert to the snapshot of %1"),
    QT_TRANSLATE_NOOP("UndoNames", "edit attribute and skill names"),
    QT_TRANSLATE_NOOP("UndoNames", "add season %1"),
    QT_TRANSLATE_NOOP("UndoNames", "add episode %1"),
    QT_TRANSLATE_NOOP("UndoNames", "add scene %1"),
    QT_TRANSLATE_NOOP("UndoNames", "rename season %1"),
    QT_TRANSLATE_NOOP("UndoNames", "rename episode %1"),
    QT_TRANSLATE_NOOP("UndoNames", "rename scene %1"),
    QT_TRANSLATE_NOOP("UndoNames", "rename map to %1"),
    QT_TRANSLATE_NOOP("UndoNames", "rename %1's skill %2 to %3"),
    QT_TRANSLATE_NOOP("UndoNames", "delete zone %1"),
    QT_TRANSLATE_NOOP("UndoNames", "remove connection"),
    QT_TRANSLATE_NOOP("UndoNames", "remove %1 from the map"),
    QT_TRANSLATE_NOOP("UndoNames", "remove character %1"),
    QT_TRANSLATE_NOOP("UndoNames", "edit trait %1"),
    QT_TRANSLATE_NOOP("UndoNames", "remove trait %1"),
    QT_TRANSLATE_NOOP("UndoNames", "give trait %1 to %2"),
    QT_TRANSLATE_NOOP("UndoNames", "set %1's player to %2"),
    QT_TRANSLATE_NOOP("UndoNames", "set %1's stress to %2"),
    QT_TRANSLATE_NOOP("UndoNames", "set %1's stress track to %2"),
    QT_TRANSLATE_NOOP("UndoNames", "set %1's initiative modifier to %2"),
    QT_TRANSLATE_NOOP("UndoNames", "edit %1's injuries"),
    QT_TRANSLATE_NOOP("UndoNames", "edit %1's specialties"),
    QT_TRANSLATE_NOOP("UndoNames", "edit %1's truths"),
    QT_TRANSLATE_NOOP("UndoNames", "add a skill to %1"),
    QT_TRANSLATE_NOOP("UndoNames", "give %1 the skill %2 %3"),
    QT_TRANSLATE_NOOP("UndoNames", "remove %1's skill %2"),
    # Characters and traits
    QT_TRANSLATE_NOOP("UndoNames", "add character %1"),
    QT_TRANSLATE_NOOP("UndoNames", "add trait %1"),
    QT_TRANSLATE_NOOP("UndoNames", "rename %1 to %2"),
    # Renaissance
    QT_TRANSLATE_NOOP("UndoNames", "session break: everyone gains Luck"),
    QT_TRANSLATE_NOOP("UndoNames", "%1 spends %2 Luck Point: %3"),
    QT_TRANSLATE_NOOP("UndoNames", "%1 spends %2 Luck Points: %3"),
    QT_TRANSLATE_NOOP("UndoNames", "%1 spends %2 Luck Point"),
    QT_TRANSLATE_NOOP("UndoNames", "%1 spends %2 Luck Points"),
    QT_TRANSLATE_NOOP("UndoNames", "set %1's Luck Points to %2"),
    QT_TRANSLATE_NOOP("UndoNames", "change the Renaissance rule options"),
    # Firelock
    QT_TRANSLATE_NOOP("UndoNames", "bid %1: %2"),
    QT_TRANSLATE_NOOP("UndoNames", "abandon the challenge"),
    QT_TRANSLATE_NOOP("UndoNames", "the initiator declines to bid"),
    QT_TRANSLATE_NOOP("UndoNames", "the responder declines to bid"),
    QT_TRANSLATE_NOOP("UndoNames", "the initiator fails with a refused bid"),
    QT_TRANSLATE_NOOP("UndoNames", "the responder fails with a refused bid"),
    QT_TRANSLATE_NOOP("UndoNames", "change the Firelock rules options"),
    # Hot Circle
    QT_TRANSLATE_NOOP("UndoNames", "obstacle test: %1"),
    QT_TRANSLATE_NOOP("UndoNames", "resources test: %1"),  # an ability test, by ability
    QT_TRANSLATE_NOOP("UndoNames", "circles test: %1"),
    QT_TRANSLATE_NOOP("UndoNames", "wises test: %1"),
    QT_TRANSLATE_NOOP("UndoNames", "deeds test: %1"),
    QT_TRANSLATE_NOOP("UndoNames", "settle the test"),
    QT_TRANSLATE_NOOP("UndoNames", "award %1 fate and %2 persona"),
    QT_TRANSLATE_NOOP("UndoNames", "award %1 fate"),
    QT_TRANSLATE_NOOP("UndoNames", "award %1 persona"),
    QT_TRANSLATE_NOOP("UndoNames", "clear condition %1"),
    QT_TRANSLATE_NOOP("UndoNames", "upgrade %1"),
    QT_TRANSLATE_NOOP("UndoNames", "reroll"),
    # a reroll, by the roll and what paid for it
    QT_TRANSLATE_NOOP("UndoNames", "reroll the task roll (advantage)"),
    QT_TRANSLATE_NOOP("UndoNames", "reroll the task roll (disadvantage)"),
    QT_TRANSLATE_NOOP("UndoNames", "reroll the task roll (persona point)"),
    QT_TRANSLATE_NOOP("UndoNames", "reroll the task roll (fate point)"),
    QT_TRANSLATE_NOOP("UndoNames", "reroll the task roll (accepted compromise)"),
    QT_TRANSLATE_NOOP("UndoNames", "reroll the obstacle roll (advantage)"),
    QT_TRANSLATE_NOOP("UndoNames", "reroll the obstacle roll (disadvantage)"),
    QT_TRANSLATE_NOOP("UndoNames", "reroll the obstacle roll (persona point)"),
    QT_TRANSLATE_NOOP("UndoNames", "reroll the obstacle roll (fate point)"),
    QT_TRANSLATE_NOOP("UndoNames", "reroll the obstacle roll (accepted compromise)"),
    QT_TRANSLATE_NOOP("UndoNames", "clear the spotlight"),
    QT_TRANSLATE_NOOP("UndoNames", "spotlight on %1"),
    QT_TRANSLATE_NOOP("UndoNames", "cut to %1"),
    QT_TRANSLATE_NOOP("UndoNames", "end of session"),
    QT_TRANSLATE_NOOP("UndoNames", "change when to cut scenes"),
    # The sheets' general forms, after every more specific one (a score, a skill: as stored)
    QT_TRANSLATE_NOOP("UndoNames", "set %1's %2 to %3"),
    QT_TRANSLATE_NOOP("UndoNames", "edit %1's %2"),
    QT_TRANSLATE_NOOP("UndoNames", "remove %1 from %2"),
)


def _as_stored(fact: str) -> str:
    return fact  # a name, or the GM's own words


# Another system's words are imported when its first undo name is read, not at every start:
# they bring that system's rules with them (~30 ms before the first paint).
def check_label(fact: str) -> str:
    """A Renaissance check's stored label in the GM's language."""
    from gmscreen.ui.renaissance.check_labels import check_label as worded

    return worded(fact)


def term(fact: str) -> str:
    """A Hot Circle rules term in the GM's language."""
    from gmscreen.ui.hotcircle.terms import term as worded

    return worded(fact)


def _worded(form: str, *facts: Wording) -> tuple[StoredForms, tuple[Wording, ...]]:
    return StoredForms(CONTEXT, (form,)), facts


# Forms only one rule system's commands write, read first in a campaign of that system (and
# only there: an RFI roll of "Open the captain's safe" is nobody's check), whose facts hold that
# system's stored words, each fact worded by its own function.
SYSTEM_FORMS: dict[str, tuple[tuple[StoredForms, tuple[Wording, ...]], ...]] = {
    # A check's label as the check form stored it ("COG × 2 check", a common check's name).
    "renaissance": (
        _worded(
            QT_TRANSLATE_NOOP("UndoNames", "roll %1 against %2 (opposed check)"),
            check_label,
            check_label,
        ),
        _worded(
            QT_TRANSLATE_NOOP("UndoNames", "roll %1 against %2 (variable check)"),
            check_label,
            check_label,
        ),
        _worded(QT_TRANSLATE_NOOP("UndoNames", "roll %1's %2"), _as_stored, check_label),
        # A grade shift, on a check someone rolled (a Luck Point paid in the same step).
        _worded(
            QT_TRANSLATE_NOOP("UndoNames", "upgrade %1's %2 with a Luck Point"),
            _as_stored,
            check_label,
        ),
        _worded(
            QT_TRANSLATE_NOOP("UndoNames", "downgrade %1's %2 with a Luck Point"),
            _as_stored,
            check_label,
        ),
        _worded(QT_TRANSLATE_NOOP("UndoNames", "upgrade %1's %2"), _as_stored, check_label),
        _worded(QT_TRANSLATE_NOOP("UndoNames", "downgrade %1's %2"), _as_stored, check_label),
        _worded(QT_TRANSLATE_NOOP("UndoNames", "upgrade the check")),
        _worded(QT_TRANSLATE_NOOP("UndoNames", "downgrade the check")),
    ),
    # A sheet's step, with the character's name in brackets ("edit beliefs (Aria Venn)").
    "hotcircle": (
        _worded(QT_TRANSLATE_NOOP("UndoNames", "edit beliefs (%1)"), _as_stored),
        _worded(QT_TRANSLATE_NOOP("UndoNames", "edit instincts (%1)"), _as_stored),
        _worded(QT_TRANSLATE_NOOP("UndoNames", "edit traits (%1)"), _as_stored),
        _worded(QT_TRANSLATE_NOOP("UndoNames", "set artha (%1)"), _as_stored),
        _worded(QT_TRANSLATE_NOOP("UndoNames", "add lifepath %1 (%2)"), _as_stored, _as_stored),
        _worded(QT_TRANSLATE_NOOP("UndoNames", "edit lifepath %1 (%2)"), _as_stored, _as_stored),
        _worded(
            QT_TRANSLATE_NOOP("UndoNames", "remove lifepath %1 and its assets (%2)"),
            _as_stored,
            _as_stored,
        ),
        _worded(QT_TRANSLATE_NOOP("UndoNames", "clear %1's tax (%2)"), _as_stored, _as_stored),
        # an asset noted, by its kind ("note contact Old Mags (Aria Venn)"); the one kind of two
        # words first
        _worded(
            QT_TRANSLATE_NOOP("UndoNames", "note special item %1 (%2)"), _as_stored, _as_stored
        ),
        _worded(QT_TRANSLATE_NOOP("UndoNames", "note %1 %2 (%3)"), term, _as_stored, _as_stored),
        _worded(QT_TRANSLATE_NOOP("UndoNames", "remove %1 (%2)"), _as_stored, _as_stored),
        # session zero's situation and relationship map, on the board
        _worded(QT_TRANSLATE_NOOP("UndoNames", "edit the situation")),
        _worded(QT_TRANSLATE_NOOP("UndoNames", "remove the tie %1 → %2"), _as_stored, _as_stored),
        _worded(QT_TRANSLATE_NOOP("UndoNames", "flip the tie %1 → %2"), _as_stored, _as_stored),
        _worded(QT_TRANSLATE_NOOP("UndoNames", "tie %1 → %2"), _as_stored, _as_stored),
    ),
}
# Forms of one system too loose to come before the general ones (read after them, in that
# system's campaigns): an RFI combat action taken, "Vex Marlo: Aim".
SYSTEM_LAST_FORMS: dict[str, tuple[tuple[StoredForms, tuple[Wording, ...]], ...]] = {
    "rfi": (_worded(QT_TRANSLATE_NOOP("UndoNames", "%1: %2"), _as_stored, action_named),),
}
_FORMS = StoredForms(CONTEXT, FORMS)


def shown_name(stored: str, system: str = "") -> str:
    """`stored` (a history step's name) in the GM's language, or as stored when no known form
    wrote it; `system` is the campaign's rule system (its own forms read first, its loose ones
    last)."""
    readers = (*SYSTEM_FORMS.get(system, ()), (_FORMS, None), *SYSTEM_LAST_FORMS.get(system, ()))
    for forms, facts in readers:
        said = forms.read(stored, facts)
        if said is not None:
            return said
    return stored
