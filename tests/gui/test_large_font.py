"""With the system font at 150 % the GM window still fits 1366×768: panels scroll, the task's
Roll button and odds stay in view."""

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gmscreen.ui.rfi.task import TaskPanel
from tests.gui.workspaces_walk import open_window


@pytest.fixture
def large_font(qapp: QApplication) -> Iterator[None]:
    before = qapp.font()
    font = qapp.font()
    font.setPointSizeF(font.pointSizeF() * 1.5)
    qapp.setFont(font)
    yield
    qapp.setFont(before)


def test_rfi_window_at_150_percent_fonts_fits_and_keeps_roll_in_view(
    qtbot: QtBot, large_font: None
) -> None:
    window = open_window(qtbot, "rfi")
    minimum = window.minimumSizeHint()
    assert minimum.width() <= 1366
    assert minimum.height() <= 768
    assert window.window_layout.problem() is None
    panel = window.panels["taskPanel"]
    assert isinstance(panel, TaskPanel)
    screen = QRect(0, 0, 1366, 768)
    for widget in (panel.roll_button, panel.active.odds.pass_chance):
        region = widget.visibleRegion()
        assert not region.isEmpty(), f"{widget!r} is hidden"
        # the whole widget is shown, not a clipped sliver, and it lies inside the window
        assert region.boundingRect().size() == widget.size()
        top_left = widget.mapTo(window, widget.rect().topLeft())
        assert screen.contains(QRect(top_left, widget.size()))
