"""RFI's momentum spends as the GM reads them: each spend's name and what it buys, in the GM's
language.

The rules name and describe the spends in English (`gmscreen/rules/rfi/spends.py`, Qt-free);
the task result's Spend menu and the spend dialog show them through here, by the spend's id.
The tables below are the translators' copy of the rules' words (lupdate reads the literals); a
test keeps them equal to the rules' spends, so a spend added or reworded there cannot go
untranslated unnoticed.
"""

from __future__ import annotations

from gmscreen.rules.rfi.spends import MomentumSpend
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP
from gmscreen.ui.translatable import translated_copy

CONTEXT = "RfiSpends"
SPEND_NAMES = {
    "create-opportunity": QT_TRANSLATE_NOOP("RfiSpends", "Create Opportunity (buy d20s)"),
    "create-trait": QT_TRANSLATE_NOOP("RfiSpends", "Create a Trait"),
    "keep-initiative": QT_TRANSLATE_NOOP("RfiSpends", "Keep the Initiative"),
    "obtain-information": QT_TRANSLATE_NOOP("RfiSpends", "Obtain Information"),
    "reduce-time": QT_TRANSLATE_NOOP("RfiSpends", "Reduce Time"),
    "swift-action": QT_TRANSLATE_NOOP("RfiSpends", "Swift Action"),
    "extra-minor-action": QT_TRANSLATE_NOOP("RfiSpends", "Extra Minor Action"),
}
SPEND_DESCRIPTIONS = {
    "create-opportunity": QT_TRANSLATE_NOOP(
        "RfiSpends",
        "Once the difficulty is set and before rolling, add d20s to the pool: the 1st extra die "
        "costs 1, the 2nd 2, the 3rd 3; never more than 5d20 rolled.",
    ),
    "create-trait": QT_TRANSLATE_NOOP(
        "RfiSpends",
        "Bring a new trait into the scene, or change, strengthen or remove one in play; it must "
        "follow from the task just passed.",
    ),
    "keep-initiative": QT_TRANSLATE_NOOP(
        "RfiSpends",
        "After your turn, pass the action to someone on your own side instead of the opposition; "
        "that side cannot do it again until the other side has had a turn. NPCs may use it too.",
    ),
    "obtain-information": QT_TRANSLATE_NOOP(
        "RfiSpends",
        "Ask the GM one question tied to the task; the answer is true but may be partial. If the "
        "character could not know, the GM says so and gives the momentum back.",
    ),
    "reduce-time": QT_TRANSLATE_NOOP(
        "RfiSpends",
        "The activity takes less time, usually half; not in action scenes (see timed challenges).",
    ),
    "swift-action": QT_TRANSLATE_NOOP(
        "RfiSpends",
        "Take a second major action on your turn; any task it calls for is 1 difficulty harder.",
    ),
    "extra-minor-action": QT_TRANSLATE_NOOP(
        "RfiSpends",
        "Take one more minor action on your turn; no minor action twice in one turn.",
    ),
}


def spend_name(spend: MomentumSpend) -> str:
    """A momentum spend's name in the GM's language (the rules' for one not listed)."""
    return translated_copy(SPEND_NAMES, CONTEXT, spend.id, spend.name)


def spend_description(spend: MomentumSpend) -> str:
    """What a momentum spend buys, in the GM's language (the rules' for one not listed)."""
    return translated_copy(SPEND_DESCRIPTIONS, CONTEXT, spend.id, spend.description)
