"""The map's toolbar: its buttons wrap onto another row in a narrow dock.

A QToolBar hides what does not fit behind a » menu: in the map dock beside the sheets at
1366×768 (about 370 px) that was every drawing tool, so the GM opened a menu to draw each zone.
"""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame
from PySide6.QtWidgets import QToolButton
from PySide6.QtWidgets import QWidget

from gmscreen.ui.flow_layout import FlowLayout


class WrappingToolBar(QWidget):
    """Widgets and actions left to right, as a toolbar, wrapped to the width it is given."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setAccessibleName(title)
        self._flow = FlowLayout(self)
        self._flow.setContentsMargins(4, 2, 4, 2)
        self._flow.setSpacing(2)
        self.buttons: dict[QAction, QToolButton] = {}

    def hasHeightForWidth(self) -> bool:
        """No: the rows set the toolbar's height as it is resized (`resizeEvent`). A height
        for width would reach the map panel's scroll area, which takes it as the least height
        of the whole panel (the map's preferred height with it) and scrolls the dock."""
        return False

    def resizeEvent(self, event: QResizeEvent) -> None:
        """As many rows as the width needs."""
        super().resizeEvent(event)
        rows = self._flow.heightForWidth(event.size().width())
        if rows != self.minimumHeight():
            self.setFixedHeight(rows)

    def addWidget(self, widget: QWidget) -> None:
        """A widget in the row (a choice of map, of move)."""
        self._flow.addWidget(widget)

    def addSeparator(self) -> None:
        """A thin line between groups of buttons."""
        line = QFrame()
        line.setFrameShape(QFrame.Shape.VLine)
        line.setFrameShadow(QFrame.Shadow.Sunken)
        self._flow.addWidget(line)

    def add_action(self, action: QAction) -> QToolButton:
        """A flat button for `action`, shown while the action is visible; the action is the
        toolbar's too, so its shortcut works where QToolBar's did."""
        self.addAction(action)
        button = QToolButton()
        button.setDefaultAction(action)
        button.setAutoRaise(True)
        self._flow.addWidget(button)
        self.buttons[action] = button
        button.setVisible(action.isVisible())
        action.changed.connect(self._follow_actions)
        return button

    def _follow_actions(self) -> None:
        """A button shows while its action is visible (QToolBar's way)."""
        for action, button in self.buttons.items():
            if button.isVisibleTo(self) != action.isVisible():
                button.setVisible(action.isVisible())
