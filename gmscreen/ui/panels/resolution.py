"""The part of a resolution panel (where a rule system's dice are rolled) every system shares.

A system's panel lays its form out in `scrolling(...)`, keeps its odds and Roll outside the
scroll so they stay in view (`essentials`), and separates the form from what the roll shows with
a `divider()`. `ResolutionPanel` adds injectable dice, a message line and commands whose
refusal is said in that line.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QScrollArea
from PySide6.QtWidgets import QWidget

from gmscreen.model.commands import Command
from gmscreen.rules.dice import Dice
from gmscreen.rules.dice import SeededDice
from gmscreen.ui.action_message import cleared_on_change
from gmscreen.ui.inline_messages import ERROR_STYLE
from gmscreen.ui.shell.undo import SessionBridge


def scrolling(inner: QWidget) -> QScrollArea:
    """`inner` in a frameless area that scrolls down but never sideways: a narrow dock wraps
    the form instead of hiding half of it."""
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidget(inner)
    return area


def divider() -> QFrame:
    """The line between a form and what its roll shows."""
    line = QFrame()
    line.setFrameShape(QFrame.Shape.HLine)
    return line


class ResolutionPanel(QWidget):
    """A panel that rolls: its dice (seeded unless a test gives faces), a message line under the
    form, and commands run as one undo step each with their refusal said in that line.

    A system's panel places `message`, puts its form in `scroll_area` (see `scrolling`) and
    implements `roll` and `essentials`.
    """

    scroll_area: QScrollArea

    def __init__(self, bridge: SessionBridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self.dice: Dice = SeededDice()
        self.message = cleared_on_change(QLabel(""), bridge)
        self.message.setWordWrap(True)

    def roll(self) -> bool:
        """Roll what the form sets up and log it; False if refused (the reason is shown)."""
        raise NotImplementedError

    def essentials(self) -> tuple[QWidget, ...]:
        """What the GM must see together without scrolling (the odds and Roll, at least)."""
        raise NotImplementedError

    def _say(self, text: str, *, warning: bool = False) -> None:
        self.message.setText(text)
        self.message.setStyleSheet(ERROR_STYLE if warning else "")

    def _run(self, command: Command) -> bool:
        refusal = self._bridge.attempt(command)
        if refusal is not None:
            self._say(refusal, warning=True)
        return refusal is None
