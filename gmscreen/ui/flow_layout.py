"""A row of buttons that wraps onto further lines when its panel is narrower than the row.

A dock column at 1366×768 is about 300 px wide; a row of five buttons fits it in English and
not in German. Rather than scroll the dock sideways, the row continues on the next line, as
words in a paragraph do. Each button keeps its whole text.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtCore import QRect
from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLayout
from PySide6.QtWidgets import QLayoutItem
from PySide6.QtWidgets import QSizePolicy
from PySide6.QtWidgets import QStyle
from PySide6.QtWidgets import QWidget


class FlowLayout(QLayout):
    """Items left to right at their preferred sizes, wrapped to the width they are given.

    Its height depends on its width (`heightForWidth`): a scroll area or box layout holding it
    gives it the lines it needs. Its minimum width is its widest item's.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._place(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._place(rect, move=True)

    def sizeHint(self) -> QSize:
        """All items on one line."""
        shown = self._shown()
        width = sum(item.sizeHint().width() for item in shown)
        width += self._spacing(Qt.Orientation.Horizontal) * max(0, len(shown) - 1)
        height = max((item.sizeHint().height() for item in shown), default=0)
        return QSize(width, height).grownBy(self.contentsMargins())

    def minimumSize(self) -> QSize:
        """The widest item: narrower, a button's text would be cut."""
        size = QSize()
        for item in self._shown():
            size = size.expandedTo(item.minimumSize())
        return size.grownBy(self.contentsMargins())

    def _shown(self) -> list[QLayoutItem]:
        return [item for item in self._items if not item.isEmpty()]

    def _spacing(self, orientation: Qt.Orientation) -> int:
        """The layout's spacing, or the style's between two buttons."""
        if self.spacing() >= 0:
            return self.spacing()
        parent = self.parentWidget()
        if parent is None:
            return 0
        metric = (
            QStyle.PixelMetric.PM_LayoutHorizontalSpacing
            if orientation == Qt.Orientation.Horizontal
            else QStyle.PixelMetric.PM_LayoutVerticalSpacing
        )
        spacing = parent.style().pixelMetric(metric, None, parent)
        if spacing >= 0:
            return spacing
        return parent.style().layoutSpacing(
            QSizePolicy.ControlType.PushButton, QSizePolicy.ControlType.PushButton, orientation
        )

    def _place(self, rect: QRect, *, move: bool) -> int:
        """Lay the items out in `rect` (or only measure); returns the height they take."""
        area = rect.marginsRemoved(self.contentsMargins())
        across = self._spacing(Qt.Orientation.Horizontal)
        down = self._spacing(Qt.Orientation.Vertical)
        x, y, line = area.x(), area.y(), 0
        for item in self._shown():
            size = item.sizeHint().boundedTo(item.maximumSize()).expandedTo(item.minimumSize())
            if x > area.x() and x + size.width() > area.right() + 1:  # no room left: next line
                x, y, line = area.x(), y + line + down, 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), size))
            x += size.width() + across
            line = max(line, size.height())
        return y + line - rect.y() + self.contentsMargins().bottom()
