"""What a dock shows in place of a panel that raised while built after the first paint.

The GM reads plain words; the panel's own Python error (which the GM cannot act on) is one
click away behind Details…, together with the bug report file it was written to.
"""

from __future__ import annotations

import traceback
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QMessageBox
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from gmscreen.ui.shell.crash_report import report_line
from gmscreen.ui.shell.crash_report import write_report

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")


class PanelFailure(QWidget):
    """Says in a dock that its panel cannot show the campaign; the error is kept in a report."""

    def __init__(self, error: Exception, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.error = "".join(traceback.format_exception_only(error)).strip()
        self.traceback = "".join(traceback.format_exception(error))
        self.report: Path | None = write_report(self.traceback)
        self.message = QLabel(translate("LazyPanels", "This panel cannot show the campaign."))
        self.message.setWordWrap(True)
        self.details_button = QPushButton(translate("LazyPanels", "Details…"))
        self.details_button.clicked.connect(self.show_details)
        layout = QVBoxLayout(self)
        layout.addWidget(self.message)
        layout.addWidget(self.details_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addStretch(1)

    def details(self) -> str:
        """The traceback, and where the report was written (for Show Details elsewhere)."""
        return self.traceback + self._report_line()

    def details_box(self) -> QMessageBox:
        """The box Details… opens: the error and the report file; the traceback behind it."""
        box = QMessageBox(
            QMessageBox.Icon.Information,
            translate("LazyPanels", "Details"),
            self.message.text(),
            QMessageBox.StandardButton.Close,
            self,
        )
        box.setInformativeText(self.error + self._report_line())
        box.setDetailedText(self.traceback)
        return box

    def show_details(self) -> None:
        """Details… was clicked."""
        box = self.details_box()
        box.exec()
        box.deleteLater()  # one box per click, not one kept per click

    def _report_line(self) -> str:
        if self.report is None:  # the traceback is still shown; only the file is missing
            return ""
        return "\n\n" + report_line(self.report)
