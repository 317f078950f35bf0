"""Who rolled for a side of a Firelock challenge, as the GM reads it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gmscreen.rules.firelock import ChallengeResult
from gmscreen.rules.firelock import Side

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")


def side_name(result: ChallengeResult, side: Side) -> str:
    """Who rolled for a side: the character's name, or "the obstacle" in the GM's language (the
    model's `side_name` is the log's English)."""
    character = result.roll_of(side).approach.character
    return character.name if character is not None else translate("ExchangeView", "the obstacle")
