"""A dialog of fields with one inline message saying what is wrong, and OK enabled only when
the fields are valid: every dialog that asks for input lays itself out this way."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractButton
from PySide6.QtWidgets import QAbstractSpinBox
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QDialog
from PySide6.QtWidgets import QDialogButtonBox
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QPlainTextEdit
from PySide6.QtWidgets import QWidget

from gmscreen.ui import boxes
from gmscreen.ui.inline_messages import error_label
from gmscreen.ui.inline_messages import show_error


class ValidatedDialog(QDialog):
    """Fields in `form`, the message in `error`, OK and Cancel under them.

    A subclass fills `form`, overrides `problem` and calls `watch` with the fields it reads.
    OK stays disabled while there is a problem; the message appears once the GM has edited a
    watched field (a fresh dialog is not scolded) or tries to accept anyway. `show_refusal`
    puts a refusal that only running the command found (the rules said no) in the same place.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.form = QFormLayout()
        self.error = error_label()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._edited = False
        boxes.column(self.form, self.error, self.buttons, parent=self)

    @property
    def ok_button(self) -> QAbstractButton:
        """The OK button (enabled only while nothing is wrong)."""
        button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        assert button is not None
        return button

    def problem(self) -> str | None:
        """What is missing or wrong, or None when the dialog can be accepted."""
        return None

    def watch(self, *fields: QWidget) -> None:
        """Check again whenever one of these fields changes."""
        for field in fields:
            if isinstance(field, (QLineEdit, QPlainTextEdit)):
                field.textChanged.connect(self._field_edited)
            elif isinstance(field, QComboBox):
                field.currentIndexChanged.connect(self._field_edited)
            elif isinstance(field, QAbstractSpinBox):
                field.editingFinished.connect(self._field_edited)
        self.revalidate()

    def revalidate(self) -> None:
        """Enable OK when nothing is wrong; say what is, once the GM has edited a field."""
        problem = self.problem()
        self.ok_button.setEnabled(problem is None)
        show_error(self.error, (problem or "") if self._edited else "")

    def show_refusal(self, message: str) -> None:
        """Say why the command was refused (the dialog stays open)."""
        show_error(self.error, message)

    def _field_edited(self) -> None:
        self._edited = True
        self.revalidate()

    def accept(self) -> None:
        problem = self.problem()
        if problem is not None:
            self._edited = True
            show_error(self.error, problem)
            return
        super().accept()
