"""Two sides of a contest (or a roll and its bidding) side by side when the room allows, one
above the other when not.

An opposed roll shows both sides' forms and odds together; a dock column at 1366×768 is about
460 px wide, and two forms need about 700 (more in German). There the sides stack, and the
panel scrolls down, never sideways.
"""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QBoxLayout
from PySide6.QtWidgets import QWidget


class SideBySideLayout(QBoxLayout):
    """A box layout that lays its items left to right when they fit the width it is given,
    else top to bottom.

    Its least width is the stacked arrangement's (its widest item's), so a panel holding it is
    never held wider than its dock by the side-by-side arrangement.
    """

    def __init__(self, parent: QWidget | None = None, *, from_width: int = 0) -> None:
        """`from_width`: side by side only from this width on, even if the items fit in less."""
        super().__init__(QBoxLayout.Direction.LeftToRight, parent)
        self._from_width = from_width

    def side_by_side(self) -> bool:
        """Whether the items stand side by side now."""
        return self.direction() == QBoxLayout.Direction.LeftToRight

    def _widths(self) -> list[int]:
        items = (self.itemAt(index) for index in range(self.count()))
        return [item.minimumSize().width() for item in items if item and not item.isEmpty()]

    def _side_by_side_width(self) -> int:
        """The least width that shows every item side by side."""
        widths = self._widths()
        margins = self.contentsMargins()
        spacing = max(0, self.spacing()) * max(0, len(widths) - 1)
        return max(self._from_width, sum(widths) + spacing + margins.left() + margins.right())

    def minimumSize(self) -> QSize:
        margins = self.contentsMargins()
        stacked = max(self._widths(), default=0) + margins.left() + margins.right()
        return QSize(stacked, super().minimumSize().height())

    def setGeometry(self, rect: QRect) -> None:
        direction = (
            QBoxLayout.Direction.LeftToRight
            if rect.width() >= self._side_by_side_width()
            else QBoxLayout.Direction.TopToBottom
        )
        if direction != self.direction():
            self.setDirection(direction)  # lays out again: the panel's height may change
        super().setGeometry(rect)
