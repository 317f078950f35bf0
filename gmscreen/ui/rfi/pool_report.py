"""What a click on the Pools panel did, in the GM's language.

The rules engine reports each pool change with an English summary (kept for the log and the
tests); the panel words it again from the change's numbers: what moved, and what was lost over
a cap. A change the panel has no words for shows the engine's summary.
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication

from gmscreen.rules.rfi.pools import PoolChange
from gmscreen.ui.panels.roll_lines import fill
from gmscreen.ui.rfi.roll_lines import momentum_saved
from gmscreen.ui.rfi.roll_lines import over_cap
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")
CONTEXT = "PoolReport"
# The fortune spends a GM meets most (kept in English with the change: its reason), and their
# words in the GM's language; "Other" asks for nothing more than the record's reason.
FORTUNE_REASONS = {
    "a die set to 1 before the roll": QT_TRANSLATE_NOOP(
        "PoolReport", "a die set to 1 before the roll"
    ),
    "reroll the dice pool": QT_TRANSLATE_NOOP("PoolReport", "reroll the dice pool"),
    "a story declaration": QT_TRANSLATE_NOOP("PoolReport", "a story declaration"),
}


def _translated(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def fortune_reason(reason: str) -> str:
    """A fortune spend's reason in the GM's language (one of the app's own), else as given."""
    known = FORTUNE_REASONS.get(reason)
    return _translated(known) if known is not None else reason


# Changes told by one number, by the rule the engine names: the words and that number.
COUNTED: dict[str, tuple[str, Callable[[PoolChange], int]]] = {
    "spend momentum": (
        QT_TRANSLATE_NOOP("PoolReport", "%1 momentum spent from the group pool"),
        lambda change: -change.momentum_change,
    ),
    "end of scene": (
        QT_TRANSLATE_NOOP("PoolReport", "scene ended: %1 momentum removed"),
        lambda change: -change.momentum_change,
    ),
    "add threat": (
        QT_TRANSLATE_NOOP("PoolReport", "%1 threat added"),
        lambda change: change.threat_change,
    ),
    "spend threat": (
        QT_TRANSLATE_NOOP("PoolReport", "%1 threat spent"),
        lambda change: -change.threat_change,
    ),
    "buy off a complication": (
        QT_TRANSLATE_NOOP("PoolReport", "complication bought off: %1 threat added"),
        lambda change: change.threat_change,
    ),
    "buy off an NPC's complication": (
        QT_TRANSLATE_NOOP("PoolReport", "NPC complication bought off: %1 threat removed"),
        lambda change: -change.threat_change,
    ),
    "deadly attack": (
        QT_TRANSLATE_NOOP("PoolReport", "deadly attack: %1 threat added"),
        lambda change: change.threat_change,
    ),
}


def pool_reports(reports: Iterable[object]) -> str:
    """What several pool rules did, one after the other ("scene ended: …; episode starts: …"):
    the words of RFI's workspace for what its rules did as play moved to another scene (the
    `PoolChange`s among `reports`)."""
    return "; ".join(pool_report(r) for r in reports if isinstance(r, PoolChange))


def pool_report(change: PoolChange, who: str = "") -> str:
    """What `change` did ("1 momentum saved to the group pool"); `who` names the character
    whose fortune changed (the change knows them by their key)."""
    limits = change.pools.limits
    if change.rule == "save momentum":
        return momentum_saved(change.momentum_change, change.momentum_lost, limits.momentum_cap)
    counted = COUNTED.get(change.rule)
    if counted is not None:
        template, number = counted
        return fill(_translated(template), number(change))
    if change.rule == "start of episode" and change.pools.fortune:
        template = translate(
            "PoolReport", "episode starts: threat %1, each of %2 characters at %3 fortune"
        )
        held = change.pools.fortune
        return fill(template, change.pools.threat, len(held), held[0][1])
    if change.rule == "complication":
        return _translated(QT_TRANSLATE_NOOP("PoolReport", "complication applied"))
    fortune = change.fortune_change(who) if who else 0
    if change.rule == "gain fortune" and who:
        text = fill(translate("PoolReport", "%1 gains %2 fortune"), who, fortune)
        return over_cap(text, change.fortune_lost, limits.fortune_cap)
    if change.rule == "spend fortune" and who:
        template = translate("PoolReport", "%1 spends %2 fortune: %3")
        return fill(template, who, -fortune, fortune_reason(change.reason))
    return change.summary
