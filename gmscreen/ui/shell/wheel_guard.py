"""App-wide: the mouse wheel changes a field only when the GM has put the keyboard focus in it.

Scrolling a panel moves the pointer over spin boxes and combo boxes; without this, each one the
pointer passes takes the wheel for itself (an assistant changed to the roller, a complication
range 1 → 3). One filter on the application covers every panel and dialog: such a field no
longer takes focus from the wheel, and an unfocused one passes the wheel on to whatever scrolls
around it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QSlider,
    QWidget,
)

from gmscreen.ui.shell.app_filters import install_once

GUARDED = (QAbstractSpinBox, QComboBox, QSlider)  # not QScrollBar: it is how scrolling works


class WheelGuard(QObject):
    """An application event filter keeping the wheel away from fields without focus."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Polish and isinstance(watched, GUARDED):
            _no_wheel_focus(watched)
        elif kind == QEvent.Type.Wheel and isinstance(watched, GUARDED) and not _has_focus(watched):
            assert isinstance(event, QWheelEvent)
            _scroll_around(watched, event)
            return True
        return super().eventFilter(watched, event)


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

    install_once(WheelGuard, "wheelGuard", catch_up)
