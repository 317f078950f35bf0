"""Every control a GM can operate has a name a screen reader can say: its own text, a label
that is its buddy, or an accessible name set where neither exists."""

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractButton
from PySide6.QtWidgets import QAbstractItemView
from PySide6.QtWidgets import QAbstractSlider
from PySide6.QtWidgets import QAbstractSpinBox
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QPlainTextEdit
from PySide6.QtWidgets import QTabBar
from PySide6.QtWidgets import QTextEdit
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from tests.gui.workspaces_walk import SYSTEMS
from tests.gui.workspaces_walk import open_window
from tests.gui.workspaces_walk import visible_widgets

INTERACTIVE = (
    QAbstractButton,
    QComboBox,
    QLineEdit,
    QAbstractSpinBox,
    QAbstractSlider,
    QAbstractItemView,
    QTextEdit,
    QPlainTextEdit,
    QTabBar,
)


def spoken_name(widget: QWidget) -> str:
    """What assistive technology announces for the widget (Qt's accessibility interface)."""
    interface = QAccessible.queryAccessibleInterface(widget)
    return interface.text(QAccessible.Text.Name).strip() if interface is not None else ""


def is_part_of_another(widget: QWidget) -> bool:
    """Pieces Qt builds inside a control (a combo's line edit, a spin box's editor, a scroll
    bar, a view's header): the control they belong to carries the name."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, (QComboBox, QAbstractSpinBox, QAbstractItemView)):
            return True
        parent = parent.parentWidget()
    return widget.objectName().startswith("qt_") or type(widget).__name__ in {
        "QScrollBar",
        "QDockWidgetTitleButton",
        "QToolBarExtension",
    }


@pytest.mark.parametrize("system", SYSTEMS)
def test_every_interactive_control_has_an_accessible_name(qtbot: QtBot, system: str) -> None:
    window = open_window(qtbot, system)
    nameless = sorted(
        {
            f"{type(widget).__name__} {widget.objectName()!r} in "
            f"{type(widget.parentWidget()).__name__}"
            for widget in visible_widgets(window)
            if isinstance(widget, INTERACTIVE)
            and widget.isEnabled()
            and not is_part_of_another(widget)
            and not spoken_name(widget)
        }
    )
    assert not nameless, f"{len(nameless)} controls without a name:\n" + "\n".join(nameless)
