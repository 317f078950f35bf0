"""Names for screen readers where a control has words but no name: its hint or its tooltip.

A search field's placeholder ("Search rolls: a name…") or a spin box's tooltip ("Luck Points
held…") already says what the control is for; a screen reader announces neither as the name.
An application-wide filter gives such a control that text as its accessible name when it is
first shown, unless it has a name already (its own, its text, or a label that is its buddy).
Controls with no words at all get their name where they are built.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractItemView
from PySide6.QtWidgets import QAbstractSpinBox
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QGroupBox
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QWidget

from gmscreen.ui.shell.app_filters import install_once

NAME_LENGTH = 80  # a tooltip's first sentence, not a paragraph
NAMED_BY_HINT = (QLineEdit, QAbstractSpinBox, QComboBox, QAbstractItemView)


def hint_of(widget: QWidget) -> str:
    """The words the control shows about itself: a placeholder, else its tooltip's first line;
    for a list, the title of the group box it sits in."""
    placeholder = widget.placeholderText() if isinstance(widget, QLineEdit) else ""
    text = placeholder or widget.toolTip()
    if isinstance(widget, QAbstractItemView) and not placeholder:
        group = widget.parentWidget()
        while group is not None and not isinstance(group, QGroupBox):
            group = group.parentWidget()
        text = group.title().replace("&", "") if group is not None else text
    first = text.split("\n", 1)[0].split(". ", 1)[0].strip()
    return first[:NAME_LENGTH]


def has_name(widget: QWidget) -> bool:
    """Whether assistive technology already has a name for the widget."""
    interface = QAccessible.queryAccessibleInterface(widget)
    return interface is not None and bool(interface.text(QAccessible.Text.Name).strip())


def _on_polish(watched: QObject, _event: QEvent) -> bool:
    """Name an unnamed control after its hint the first time it is polished."""
    if isinstance(watched, NAMED_BY_HINT):
        name_after_hint(watched)
    return False


def name_after_hint(widget: QWidget) -> None:
    """Give a control without a name its hint as its name."""
    if not widget.accessibleName() and not has_name(widget):
        hint = hint_of(widget)
        if hint:
            widget.setAccessibleName(hint)


def install_hint_names() -> None:
    """Once per application: every control with a hint and no name gets the hint as its name."""

    def catch_up(widget: QWidget) -> None:
        if isinstance(widget, NAMED_BY_HINT):
            name_after_hint(widget)

    install_once("hintNames", {QEvent.Type.Polish: _on_polish}, catch_up)
