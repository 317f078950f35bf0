"""A graphics item that draws through one narrow hook, told how much detail the zoom leaves."""

from __future__ import annotations

from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem
from PySide6.QtWidgets import QWidget


class DrawnItem:
    """Mixed into a QGraphicsItem class (listed before it): subclasses implement
    `draw(painter, detail)` instead of `paint`.

    `detail` is how many device pixels one unit of the item takes at the current zoom, so an
    item can leave out what would be unreadable when the view is zoomed far out.
    """

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        self.draw(painter, option.levelOfDetailFromTransform(painter.worldTransform()))

    def draw(self, painter: QPainter, detail: float) -> None:
        """Draw the item in its own coordinates."""
        raise NotImplementedError
