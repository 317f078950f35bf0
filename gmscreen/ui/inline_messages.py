"""Inline refusal messages: a red label under the field it speaks of, hidden while it is silent.

Every panel, sheet and dialog says why an input was refused in place, the same way.
"""

from __future__ import annotations

from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QWidget

from gmscreen.ui import boxes

ERROR_STYLE = "color: #b00020;"


def error_label() -> QLabel:
    """A red, word-wrapped label for a refusal, hidden while it has nothing to say."""
    label = QLabel("")
    label.setStyleSheet(ERROR_STYLE)
    label.setWordWrap(True)
    label.setVisible(False)
    return label


def show_error(label: QLabel, message: str) -> None:
    """Show a refusal in its label, or hide the label when the message is empty."""
    label.setText(message)
    label.setVisible(bool(message))


def stacked(*widgets: QWidget) -> QWidget:
    """Widgets one above the other, with no margins (a field and its refusal)."""
    box = QWidget()
    boxes.column(*widgets, parent=box, margins=0, spacing=1)
    return box
