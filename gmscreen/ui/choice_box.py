"""Refilling a choice box (a combo box) from the campaign without losing the GM's choice.

Forms re-read their characters, skills and options after every change the session announces;
the choice a GM made must survive that, and the refill itself is no choice (no signal).
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtWidgets import QComboBox


def refill(combo: QComboBox, items: Iterable[tuple[str, object]], fallback: int = 0) -> None:
    """Offer `items` (text, data) instead of what `combo` offered, without a change signal.

    The chosen data stays chosen if it is still offered; otherwise row `fallback` is chosen.
    """
    current = combo.currentData()
    combo.blockSignals(True)
    combo.clear()
    for text, data in items:
        combo.addItem(text, data)
    index = combo.findData(current)
    combo.setCurrentIndex(index if index >= 0 else fallback)
    combo.blockSignals(False)


def shrinking(combo: QComboBox, characters: int = 8) -> QComboBox:
    """Let `combo` be narrower than its longest choice: a choice that reads as a sentence
    (more so in German) would otherwise widen its dock past a 1366×768 screen. The choice
    shown is shortened to the room there is; the list shows every choice whole, and so does
    the tooltip for the chosen one."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(characters)
    combo.currentTextChanged.connect(combo.setToolTip)
    combo.setToolTip(combo.currentText())
    return combo
