"""The Help menu: a first-evening Quick start, the keyboard shortcuts, and About.

The menu is built with the window; its dialogs (`gmscreen.ui.shell.help`) are imported when
the GM first opens one, not on the way to the first paint.
"""

from __future__ import annotations

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMainWindow
from PySide6.QtWidgets import QMenu
from PySide6.QtWidgets import QMessageBox

from gmscreen import __version__


class HelpMenu(QMenu):
    """Quick start, Keyboard shortcuts and About, for the window it is added to."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.setTitle(self.tr("&Help"))
        self._window = window
        self.quick_start_action = self.addAction(self.tr("&Quick start…"))
        self.quick_start_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.quick_start_action.triggered.connect(self.quick_start)
        self.shortcuts_action = self.addAction(self.tr("&Keyboard shortcuts…"))
        self.shortcuts_action.triggered.connect(self.keyboard_shortcuts)
        self.addSeparator()
        self.addAction(self.tr("&About gmscreen")).triggered.connect(self.about)

    def quick_start(self) -> None:
        """The Quick start for a first evening."""
        from gmscreen.ui.shell.help import QuickStartDialog

        QuickStartDialog(self._window).exec()

    def keyboard_shortcuts(self) -> None:
        """Every key the window answers to, and what it does."""
        from gmscreen.ui.shell.help import ShortcutsDialog

        ShortcutsDialog(self._window).exec()

    def about(self) -> None:
        """The program's name, version and purpose."""
        QMessageBox.about(
            self._window,
            self.tr("About gmscreen"),
            self.tr("gmscreen %s — a GM screen for tabletop role-playing games.") % __version__,
        )
