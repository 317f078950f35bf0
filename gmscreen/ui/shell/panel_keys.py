"""Ctrl+1 … Ctrl+9: put the keyboard in a panel, so the whole window works without a mouse.

Tab moves within a panel but rarely from one dock to the next; these keys reach the panels in
the order the View menu lists them (which changes with the rule system), show the panel if it
was closed or behind a tab, and focus its first control. And Tab always moves on: a table
that kept Tab for its own cells would trap the keyboard (its arrow keys still move within it).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QEvent
from PySide6.QtCore import QObject
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QAbstractItemView
from PySide6.QtWidgets import QAbstractScrollArea
from PySide6.QtWidgets import QDockWidget
from PySide6.QtWidgets import QMainWindow
from PySide6.QtWidgets import QPlainTextEdit
from PySide6.QtWidgets import QTextEdit
from PySide6.QtWidgets import QWidget

from gmscreen.ui.shell.app_filters import install_once

PANEL_KEYS = 9


def is_frame(widget: QWidget) -> bool:
    """A scrolling frame around a panel's controls, not a control itself."""
    return isinstance(widget, QAbstractScrollArea) and not isinstance(
        widget, (QAbstractItemView, QTextEdit, QPlainTextEdit)
    )


def first_control(panel: QWidget) -> QWidget | None:
    """The first visible, enabled widget in the panel that takes focus from the Tab key."""
    for widget in [panel, *panel.findChildren(QWidget)]:
        if (
            not is_frame(widget)
            and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
            and widget.isVisible()
            and widget.isEnabled()
        ):
            return widget
    return None


def _on_polish(watched: QObject, _event: QEvent) -> bool:
    """No item view keeps the Tab key for moving between its cells."""
    if isinstance(watched, QAbstractItemView):
        watched.setTabKeyNavigation(False)
    return False


def install_tab_leaves_views() -> None:
    """Once per application."""

    def catch_up(widget: QWidget) -> None:
        if isinstance(widget, QAbstractItemView):
            widget.setTabKeyNavigation(False)

    install_once("tabLeavesViews", {QEvent.Type.Polish: _on_polish}, catch_up)


class PanelKeys(QObject):
    """The window's Ctrl+number actions, over the docks the window has at the time (its `docks`)."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self._window = window
        self.actions: list[QAction] = []
        for number in range(1, PANEL_KEYS + 1):
            action = QAction(
                QCoreApplication.translate(
                    "PanelKeys", "Go to panel %1 (as listed in View)"
                ).replace("%1", str(number)),
                window,
            )
            action.setShortcut(QKeySequence(f"Ctrl+{number}"))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(lambda _=False, index=number - 1: self.go(index))
            window.addAction(action)
            self.actions.append(action)

    def go(self, index: int) -> None:
        """Show the index-th panel and put the keyboard in it."""
        docks = list(getattr(self._window, "docks", {}).values())
        if index >= len(docks):
            return
        dock: QDockWidget = docks[index]
        dock.show()
        dock.raise_()
        panel = dock.widget()
        target = first_control(panel) if panel is not None else None
        if target is not None:
            target.setFocus(Qt.FocusReason.ShortcutFocusReason)
