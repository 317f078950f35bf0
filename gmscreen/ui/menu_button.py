"""A button that opens a menu of choices at once (End scene ▸ …, Spend Momentum ▸ …)."""

from __future__ import annotations

from PySide6.QtWidgets import QMenu
from PySide6.QtWidgets import QToolButton


def menu_button(text: str) -> QToolButton:
    """A tool button showing `text` that opens its (empty) menu at once when clicked."""
    button = QToolButton()
    button.setText(text)
    button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
    button.setMenu(QMenu(button))
    return button
