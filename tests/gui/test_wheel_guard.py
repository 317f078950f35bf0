"""The mouse wheel changes a spin box or combo box only when it has the keyboard focus; over an
unfocused field it scrolls the panel instead."""

from PySide6.QtCore import QPoint
from PySide6.QtCore import QPointF
from PySide6.QtCore import Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QScrollArea
from PySide6.QtWidgets import QSpinBox
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from gmscreen.ui.shell.accessible_names import install_hint_names
from gmscreen.ui.shell.app_filters import AppEvents
from gmscreen.ui.shell.panel_keys import install_tab_leaves_views
from gmscreen.ui.shell.wheel_guard import install_wheel_guard


def wheel_down(widget: QWidget) -> None:
    """One notch of the wheel, towards the GM, with the pointer over the widget's centre."""
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(
        centre,
        QPointF(widget.mapToGlobal(centre.toPoint())),
        QPoint(0, 0),
        QPoint(0, -120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


def panel_with_fields(qtbot: QtBot) -> tuple[QScrollArea, QSpinBox, QComboBox, QSpinBox]:
    install_wheel_guard()
    inner = QWidget()
    layout = QVBoxLayout(inner)
    spin = QSpinBox()
    spin.setRange(0, 10)
    spin.setValue(1)
    combo = QComboBox()
    combo.addItems(["Ana (assists)", "Ben (rolls)", "Cas"])
    focused = QSpinBox()
    layout.addWidget(focused)
    layout.addWidget(spin)
    for _ in range(30):  # tall enough to scroll
        layout.addWidget(QSpinBox())
    layout.addWidget(combo)
    area = QScrollArea()
    area.setWidget(inner)
    area.resize(300, 200)
    qtbot.addWidget(area)
    area.show()
    qtbot.waitExposed(area)
    area.activateWindow()
    focused.setFocus()
    qtbot.waitUntil(lambda: focused.hasFocus())
    return area, spin, combo, focused


def test_the_wheel_over_an_unfocused_field_scrolls_the_panel_and_changes_nothing(
    qtbot: QtBot,
) -> None:
    area, spin, combo, _focused = panel_with_fields(qtbot)
    wheel_down(spin)
    wheel_down(combo)
    assert spin.value() == 1
    assert combo.currentIndex() == 0
    assert area.verticalScrollBar().value() > 0  # the wheel went to the panel
    assert spin.focusPolicy() == Qt.FocusPolicy.StrongFocus  # the wheel gives no focus


def test_the_wheel_changes_the_field_the_gm_focused(qtbot: QtBot) -> None:
    _area, _spin, _combo, focused = panel_with_fields(qtbot)
    focused.setValue(5)
    wheel_down(focused)
    assert focused.value() == 4


def test_the_app_wide_behaviours_share_one_event_filter() -> None:
    # Each application filter costs every event of the app (each paint, each mouse move) a
    # call into Python: the wheel guard, hint names and Tab leaving tables make one between them.
    install_wheel_guard()
    install_hint_names()
    install_tab_leaves_views()
    install_wheel_guard()  # again: nothing more
    filters = QApplication.instance().findChildren(AppEvents)  # type: ignore[union-attr]
    assert len(filters) == 1
    assert filters[0].behaviours >= {"wheelGuard", "hintNames", "tabLeavesViews"}
