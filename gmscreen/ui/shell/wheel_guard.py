"""App-wide: the mouse wheel changes a field only when the GM has put the keyboard focus in it.

Scrolling a panel moves the pointer over spin boxes and combo boxes; without this, each one the
pointer passes takes the wheel for itself (an assistant changed to the roller, a complication
range 1 → 3). One filter on the application covers every panel and dialog: such a field no
longer takes focus from the wheel, and an unfocused one passes the wheel on to whatever scrolls
around it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtCore import QObject
from PySide6.QtCore import QPointF
from PySide6.QtCore import Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QAbstractScrollArea
from PySide6.QtWidgets import QAbstractSpinBox
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QSlider
from PySide6.QtWidgets import QWidget

from gmscreen.ui.shell.app_filters import install_once

GUARDED = (QAbstractSpinBox, QComboBox, QSlider)  # not QScrollBar: it is how scrolling works


def _on_polish(watched: QObject, _event: QEvent) -> bool:
    if isinstance(watched, GUARDED):
        _no_wheel_focus(watched)
    return False


def _on_wheel(watched: QObject, event: QEvent) -> bool:
    """Keep the wheel away from a field without focus (consumed: passed on around it)."""
    if isinstance(watched, GUARDED) and not _has_focus(watched):
        assert isinstance(event, QWheelEvent)
        _scroll_around(watched, event)
        return True
    return False


def _no_wheel_focus(field: QWidget) -> None:
    if field.focusPolicy() == Qt.FocusPolicy.WheelFocus:
        field.setFocusPolicy(Qt.FocusPolicy.StrongFocus)


def _scroll_around(field: QWidget, event: QWheelEvent) -> None:
    """Hand the wheel to the scroll area the field sits in (else to Qt's usual propagation)."""
    parent = field.parentWidget()
    while parent is not None and not isinstance(parent, QAbstractScrollArea):
        parent = parent.parentWidget()
    if parent is None:
        event.ignore()  # ignored and filtered: Qt offers it to the parents
        return
    viewport = parent.viewport()
    position = QPointF(field.mapTo(viewport, event.position().toPoint()))
    forwarded = QWheelEvent(
        position,
        event.globalPosition(),
        event.pixelDelta(),
        event.angleDelta(),
        event.buttons(),
        event.modifiers(),
        event.phase(),
        event.inverted(),
    )
    QApplication.sendEvent(viewport, forwarded)
    event.accept()


def _has_focus(widget: QWidget) -> bool:
    """True when the keyboard focus is in the field (or in its own line edit)."""
    focus = QApplication.focusWidget()
    return focus is not None and (focus is widget or widget.isAncestorOf(focus))


def install_wheel_guard() -> None:
    """Install the guard on the running application (once; later calls do nothing); it also
    covers the fields that exist already."""

    def catch_up(widget: QWidget) -> None:
        if isinstance(widget, GUARDED):
            _no_wheel_focus(widget)

    install_once(
        "wheelGuard", {QEvent.Type.Polish: _on_polish, QEvent.Type.Wheel: _on_wheel}, catch_up
    )
