"""RFI's rules terms as the GM reads them: an opposed task's winner and why, and an NPC's tier
are named in English by the rules and the model; the UI shows them through here, translated
(lupdate reads the literals below)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gmscreen.rules.rfi.opposed import OpposedReason
from gmscreen.rules.rfi.opposed import OpposedResult
from gmscreen.rules.rfi.opposed import OpposedSide
from gmscreen.ui.panels.roll_lines import fill
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")
CONTEXT = "RfiTerms"
WINNERS = {
    OpposedSide.ACTIVE: QT_TRANSLATE_NOOP("RfiTerms", "The active side wins"),
    OpposedSide.REACTIVE: QT_TRANSLATE_NOOP("RfiTerms", "The reactive side wins"),
}
REASONS = {
    OpposedReason.ONLY_ACTIVE_SUCCEEDED: QT_TRANSLATE_NOOP(
        "RfiTerms", "only the active side succeeded"
    ),
    OpposedReason.ONLY_REACTIVE_SUCCEEDED: QT_TRANSLATE_NOOP(
        "RfiTerms", "only the reactive side succeeded"
    ),
    OpposedReason.MORE_MOMENTUM: QT_TRANSLATE_NOOP(
        "RfiTerms", "both succeeded; more momentum wins"
    ),
    OpposedReason.MOMENTUM_TIE: QT_TRANSLATE_NOOP("RfiTerms", "both succeeded with equal momentum"),
    OpposedReason.BOTH_FAILED: QT_TRANSLATE_NOOP("RfiTerms", "both failed"),
}
# A character's tier as the model stores it (no tier: a minor NPC).
TIERS = {
    "minor": QT_TRANSLATE_NOOP("RfiTerms", "minor NPC"),
    "notable": QT_TRANSLATE_NOOP("RfiTerms", "notable NPC"),
    "major": QT_TRANSLATE_NOOP("RfiTerms", "major NPC"),
}
# A fight's side as the model stores it.
SIDES = {
    "players": QT_TRANSLATE_NOOP("RfiTerms", "the players"),
    "npcs": QT_TRANSLATE_NOOP("RfiTerms", "the NPCs"),
}


def _translated(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def verdict(result: OpposedResult) -> str:
    """Who won an opposed task and why: "The reactive side wins — both failed: nothing
    changes", or "… (GM's call)" when the GM overrode the table."""
    winner = _translated(WINNERS[result.winner])
    if result.overridden:
        return fill(translate("RfiTerms", "%1 (GM's call)"), winner)
    text = fill(translate("RfiTerms", "%1 — %2"), winner, _translated(REASONS[result.reason]))
    if result.nothing_changes:
        text = fill(translate("RfiTerms", "%1: nothing changes"), text)
    return text


def tier_label(tier: str | None) -> str:
    """An NPC's tier ("notable NPC") in the GM's language; a tier the app does not know is shown
    as it is stored."""
    known = TIERS.get(tier or "minor")
    return _translated(known) if known is not None else str(tier)


def side_name(side: str) -> str:
    """A fight's side ("the players") in the GM's language; a side of the GM's own naming as it
    is stored."""
    known = SIDES.get(side)
    return _translated(known) if known is not None else side
