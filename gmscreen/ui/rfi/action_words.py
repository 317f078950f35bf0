"""RFI's combat actions as the GM reads them: each action's name and what it does, in the GM's
language.

The rules name and describe the actions in English (`gmscreen/rules/rfi/actions.py`, Qt-free);
the tracker's action menus show them through here. The translators find the rules' words in the
contexts below because `gmscreen/ui/rules_words.py` hands them to lupdate; words the rules
reworded since the last translation have none yet and read as the rules' English.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gmscreen.rules.rfi.actions import ACTIONS
from gmscreen.rules.rfi.actions import CombatAction
from gmscreen.ui.stored_forms import StoredForms
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

NAMES_CONTEXT = "RfiTerms"  # the names' context since they were first translated
DESCRIPTIONS_CONTEXT = "RfiActions"


# Why the tracker cannot offer an action now, as the model and the action economy word it
# (gmscreen/model/rfi/tracker_view.py, gmscreen/rules/rfi/turn_actions.py); action names in them
# are the rules' English names.
REFUSAL_FORMS = StoredForms(
    "RfiActionRefusals",
    (
        QT_TRANSLATE_NOOP("RfiActionRefusals", "not in the fight"),
        QT_TRANSLATE_NOOP("RfiActionRefusals", "defeated: cannot act this scene"),
        QT_TRANSLATE_NOOP("RfiActionRefusals", "not their turn"),
        QT_TRANSLATE_NOOP("RfiActionRefusals", "%1 cannot share a turn with %2"),
        QT_TRANSLATE_NOOP(
            "RfiActionRefusals", "%1 was already taken this turn: each minor action once per turn"
        ),
        QT_TRANSLATE_NOOP("RfiActionRefusals", "no more than %1 major actions in a round"),
        QT_TRANSLATE_NOOP("RfiActionRefusals", "only %1 extra minor action(s) a turn"),
    ),
)


def action_name(action: CombatAction) -> str:
    """A combat action's name in the GM's language."""
    return QCoreApplication.translate(NAMES_CONTEXT, action.name)


def action_description(action: CombatAction) -> str:
    """What a combat action does (the tracker's tooltip) in the GM's language."""
    return QCoreApplication.translate(DESCRIPTIONS_CONTEXT, action.summary)


def action_named(name: str) -> str:
    """The action the rules call `name` (a chip, a fact of a refusal), in the GM's language;
    any other text as it is."""
    action = next((a for a in ACTIONS.values() if a.name == name), None)
    return name if action is None else action_name(action)


def action_refusal(refusal: str) -> str:
    """Why an action cannot be taken now, in the GM's language (as stored when no form wrote
    it)."""
    return REFUSAL_FORMS.shown(refusal, action_named)
