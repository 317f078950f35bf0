"""Where store failures reach the GM: a dialog the first time, then a banner that stays.

A campaign that stops being writable (a full disk, a removed drive, permissions) fails on every
click; the GM is told once with a dialog, and the banner keeps saying it (without another
dialog) until a change is saved again.
"""

from __future__ import annotations

from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QMessageBox
from PySide6.QtWidgets import QStatusBar
from PySide6.QtWidgets import QWidget


class ProblemBanner(QLabel):
    """A banner in the status bar naming the current problem with the file; hidden when none."""

    def __init__(self, window: QWidget, status_bar: QStatusBar) -> None:
        super().__init__(window)
        self.setObjectName("problemBanner")
        self.setWordWrap(True)
        self.setStyleSheet("QLabel { background: #fff3cd; color: #5c4400; padding: 2px 6px; }")
        self._window = window
        self._status_bar = status_bar
        self._standing: str | None = None
        status_bar.addPermanentWidget(self, 1)
        self.hide()

    def set_standing(self, message: str | None) -> None:
        """A state that lasts as long as the campaign is open (opened read-only), or None."""
        self._standing = message
        self.clear()

    @property
    def problem(self) -> str | None:
        """The problem the banner shows, or None."""
        return self.text() if self.isVisibleTo(self._window) else None

    def report(self, title: str, message: str, *, details: str = "") -> None:
        """Tell the GM: a dialog unless the banner already says the same thing, then the banner.

        `details` (a bug's traceback) goes behind the dialog's Show Details, never in the banner.
        """
        if self._standing is not None:  # already said, and said for good: no dialog per click
            self._status_bar.showMessage(message, 8000)
            return
        repeated = self.problem == message
        self.setText(message)
        self.setToolTip(message)
        self.show()
        if repeated:
            return
        if not details:
            QMessageBox.warning(self._window, title, message)
            return
        box = QMessageBox(
            QMessageBox.Icon.Warning, title, message, QMessageBox.StandardButton.Ok, self._window
        )
        box.setDetailedText(details)
        box.exec()
        box.deleteLater()

    def clear(self) -> None:
        """A change was saved again: the problem is gone (a standing state stays shown)."""
        self.setText(self._standing or "")
        self.setToolTip(self._standing or "")
        self.setVisible(self._standing is not None)
