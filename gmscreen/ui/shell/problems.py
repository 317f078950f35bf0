"""Where store failures reach the GM: a dialog the first time, then a banner that stays.

A campaign that stops being writable (a full disk, a removed drive, permissions) fails on every
click; the GM is told once with a dialog, and the banner keeps saying it (without another
dialog) until a change is saved again.
"""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QMessageBox, QStatusBar, QWidget


class ProblemBanner(QLabel):
    """A banner in the status bar naming the current problem with the file; hidden when none."""

    def __init__(self, window: QWidget, status_bar: QStatusBar) -> None:
        super().__init__(window)
        self.setObjectName("problemBanner")
        self.setWordWrap(True)
        self.setStyleSheet("QLabel { background: #fff3cd; color: #5c4400; padding: 2px 6px; }")
        self._window = window
        status_bar.addPermanentWidget(self, 1)
        self.hide()

    @property
    def problem(self) -> str | None:
        """The problem the banner shows, or None."""
        return self.text() if self.isVisibleTo(self._window) else None

    def report(self, title: str, message: str) -> None:
        """Tell the GM: a dialog unless the banner already says the same thing, then the banner."""
        repeated = self.problem == message
        self.setText(message)
        self.setToolTip(message)
        self.show()
        if not repeated:
            QMessageBox.warning(self._window, title, message)

    def clear(self) -> None:
        """A change was saved again: the problem is gone."""
        self.hide()
        self.setText("")
