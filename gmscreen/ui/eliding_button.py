"""A tool button whose text gives way to a narrow layout: shortened with "…", whole in its tip.

For a button naming something of any length (the combatant who goes next): a long name must
not widen a dock column past the screen, and a short one shows whole.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QToolButton
from PySide6.QtWidgets import QWidget

MIN_CHARACTERS = 12  # the least of the text kept before the "…" (a word and a bit)


class ElidingToolButton(QToolButton):
    """Shows `full_text` shortened to the width its layout gives it; its preferred width is
    the whole text's, its least about `MIN_CHARACTERS` characters'."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self._tip = ""

    def full_text(self) -> str:
        """The text the button stands for, whether or not it shows whole."""
        return self._full

    def set_full_text(self, text: str, tip: str = "") -> None:
        """Show `text` (shortened when the button is too narrow); `tip` follows it in the
        tooltip, which names the whole text when it is shortened."""
        self._full, self._tip = text, tip
        self._elide(self.width())
        self.updateGeometry()

    def _chrome(self) -> int:
        """The button's width beyond its text (margins, the menu arrow)."""
        return super().sizeHint().width() - self.fontMetrics().horizontalAdvance(self.text())

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(
            self._chrome() + self.fontMetrics().horizontalAdvance(self._full), hint.height()
        )

    def minimumSizeHint(self) -> QSize:
        least = self._full[:MIN_CHARACTERS] + ("…" if len(self._full) > MIN_CHARACTERS else "")
        width = self._chrome() + self.fontMetrics().horizontalAdvance(least)
        return QSize(width, super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide(event.size().width())

    def _elide(self, width: int) -> None:
        metrics = self.fontMetrics()
        room = width - self._chrome()
        shown = (
            self._full
            if metrics.horizontalAdvance(self._full) <= room
            else metrics.elidedText(self._full, Qt.TextElideMode.ElideRight, room)
        )
        if shown != self.text():
            self.setText(shown)
        whole = shown == self._full
        self.setToolTip(self._tip if whole else "\n".join(filter(None, (self._full, self._tip))))
