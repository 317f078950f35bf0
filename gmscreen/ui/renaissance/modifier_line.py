"""The parts of one modifier line: the line itself, a compact spin box, a situational editor."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QSpinBox
from PySide6.QtWidgets import QToolButton
from PySide6.QtWidgets import QWidget

from gmscreen.rules.renaissance import Modifier
from gmscreen.rules.renaissance import modifiers as rules
from gmscreen.ui import boxes


@dataclass
class ModifierLine:
    """One line: its tick box, the widget that sets it, the value it adds, and how it is built."""

    key: str
    check: QCheckBox
    editor: QWidget | None
    value: QLabel
    build: Callable[[], Modifier]
    not_applicable: Callable[[], str] = lambda: ""


def spin(low: int, high: int, step: int, value: int, suffix: str = "") -> QSpinBox:
    """A compact spin box."""
    box = QSpinBox()
    box.setRange(low, high)
    box.setSingleStep(step)
    box.setValue(value)
    box.setSuffix(suffix)
    return box


def value_label() -> QLabel:
    """The right-aligned label showing what a line adds ("+10", "−20")."""
    label = QLabel("")
    label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    label.setMinimumWidth(label.fontMetrics().horizontalAdvance("−30") + 6)
    return label


class SituationalEditor(QWidget):
    """A situational modifier's reason and value, and a button to remove the line."""

    edited = Signal()
    remove_requested = Signal()

    def __init__(self, reason: str, value: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.reason = QLineEdit(reason)
        self.reason.setPlaceholderText(self.tr("reason, e.g. in the dark"))
        self.amount = spin(-90, 90, 5, value)
        self.remove = QToolButton()
        self.remove.setText("×")
        self.remove.setToolTip(self.tr("Remove this modifier"))
        boxes.row(boxes.grow(self.reason), self.amount, self.remove, parent=self, margins=0)
        self.reason.textChanged.connect(self.edited.emit)
        self.amount.valueChanged.connect(self.edited.emit)
        self.remove.clicked.connect(self.remove_requested.emit)

    def modifier(self) -> Modifier:
        """The situational modifier as typed (refused without a reason)."""
        return rules.situational(self.amount.value(), self.reason.text())
