"""RFI's combat actions as the GM reads them: each action's name and what it does, in the GM's
language.

The rules name and describe the actions in English (`gmscreen/rules/rfi/actions.py`, Qt-free);
the tracker's action menus show them through here, by the action's id. The tables below are the
translators' copy of the rules' words (lupdate reads the literals); a test keeps them equal to
the rules' tables, so an action added or reworded there cannot go untranslated unnoticed.
"""

from __future__ import annotations

from gmscreen.rules.rfi.actions import ACTIONS
from gmscreen.ui.stored_forms import StoredForms
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP
from gmscreen.ui.translatable import translated_copy

NAMES_CONTEXT = "RfiTerms"  # the names' context since they were first translated
DESCRIPTIONS_CONTEXT = "RfiActions"
ACTION_NAMES = {
    "aim": QT_TRANSLATE_NOOP("RfiTerms", "Aim"),
    "draw-item": QT_TRANSLATE_NOOP("RfiTerms", "Draw Item"),
    "interact": QT_TRANSLATE_NOOP("RfiTerms", "Interact"),
    "movement": QT_TRANSLATE_NOOP("RfiTerms", "Movement"),
    "prepare": QT_TRANSLATE_NOOP("RfiTerms", "Prepare"),
    "stand-or-drop-prone": QT_TRANSLATE_NOOP("RfiTerms", "Stand / Drop Prone"),
    "assist": QT_TRANSLATE_NOOP("RfiTerms", "Assist"),
    "attack": QT_TRANSLATE_NOOP("RfiTerms", "Attack"),
    "create-trait": QT_TRANSLATE_NOOP("RfiTerms", "Create Trait"),
    "direct": QT_TRANSLATE_NOOP("RfiTerms", "Direct"),
    "first-aid": QT_TRANSLATE_NOOP("RfiTerms", "First Aid"),
    "guard": QT_TRANSLATE_NOOP("RfiTerms", "Guard"),
    "other-task": QT_TRANSLATE_NOOP("RfiTerms", "Other Task"),
    "pass": QT_TRANSLATE_NOOP("RfiTerms", "Pass"),
    "ready": QT_TRANSLATE_NOOP("RfiTerms", "Ready"),
    "sprint": QT_TRANSLATE_NOOP("RfiTerms", "Sprint"),
}
ACTION_DESCRIPTIONS = {
    "aim": QT_TRANSLATE_NOOP("RfiActions", "Reroll one d20 of an attack you make later this turn."),
    "draw-item": QT_TRANSLATE_NOOP(
        "RfiActions",
        "Take out something you carry or pick up something within reach; use it at once if "
        "using it needs no task.",
    ),
    "interact": QT_TRANSLATE_NOOP(
        "RfiActions",
        "Work a simple object: open a door, press a panel, give a computer a short command. "
        "Harder interactions are a major action with a task.",
    ),
    "movement": QT_TRANSLATE_NOOP(
        "RfiActions",
        "Move anywhere within Medium range (one zone). Not with an enemy within reach, and not "
        "in a turn with Sprint.",
    ),
    "prepare": QT_TRANSLATE_NOOP(
        "RfiActions", "Get ready for a task; some gear and some major actions need this first."
    ),
    "stand-or-drop-prone": QT_TRANSLATE_NOOP(
        "RfiActions",
        "Get up from the ground, or drop flat to be a smaller target; not both in one turn.",
    ),
    "assist": QT_TRANSLATE_NOOP(
        "RfiActions",
        "Help another character's task. Taken out of turn, it uses up your own turn this round.",
    ),
    "attack": QT_TRANSLATE_NOOP(
        "RfiActions", "Try to injure an enemy or another target with a weapon."
    ),
    "create-trait": QT_TRANSLATE_NOOP(
        "RfiActions",
        "A difficulty 2 task (attribute, skill and specialty to suit) to create, change or remove "
        "a trait, or raise or lower its potency.",
    ),
    "direct": QT_TRANSLATE_NOOP(
        "RfiActions",
        "Only one leader per side. Spend 1 momentum: an ally who hears you takes one action at "
        "once, without the +1 difficulty, and you assist with Will + Leadership.",
    ),
    "first-aid": QT_TRANSLATE_NOOP(
        "RfiActions",
        "Revive a defeated character within reach (difficulty 2), or treat one of their injuries "
        "(difficulty = its severity).",
    ),
    "guard": QT_TRANSLATE_NOOP(
        "RfiActions",
        "A difficulty 0 task: on success, attacks on you are 1 harder until your next turn. "
        "Guarding an ally within reach instead makes the task 1 harder.",
    ),
    "other-task": QT_TRANSLATE_NOOP(
        "RfiActions", "Any other task the GM allows or the situation demands."
    ),
    "pass": QT_TRANSLATE_NOOP("RfiActions", "Do not attempt a task."),
    "ready": QT_TRANSLATE_NOOP(
        "RfiActions",
        "Name a major action and a trigger; when it happens, interrupt to take that action. "
        "Lost if the trigger has not come by your next turn.",
    ),
    "sprint": QT_TRANSLATE_NOOP(
        "RfiActions",
        "Move anywhere within Long range (two zones); a difficulty 0 task on the way can "
        "generate momentum for rough ground. Not in a turn with the Movement minor action.",
    ),
}


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


def action_name(action_id: str, name: str) -> str:
    """A combat action's name in the GM's language (`name`, the rules', for one not listed)."""
    return translated_copy(ACTION_NAMES, NAMES_CONTEXT, action_id, name)


def action_description(action_id: str, summary: str) -> str:
    """What a combat action does (the tracker's tooltip) in the GM's language; `summary`, the
    rules' description, for an action not listed."""
    return translated_copy(ACTION_DESCRIPTIONS, DESCRIPTIONS_CONTEXT, action_id, summary)


def action_named(name: str) -> str:
    """The action the rules call `name` (a chip, a fact of a refusal), in the GM's language;
    any other text as it is."""
    action = next((a for a in ACTIONS.values() if a.name == name), None)
    return name if action is None else action_name(action.id, name)


def action_refusal(refusal: str) -> str:
    """Why an action cannot be taken now, in the GM's language (as stored when no form wrote
    it)."""
    return REFUSAL_FORMS.shown(refusal, action_named)
