"""The task panel after an announcement: one pass over the roll display, and why Roll waits in
view after an undo brings back a roll still in use, as after a roll."""

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtCore import QRect
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from gmscreen.model.session import Session
from gmscreen.rules.dice import FixedDice
from gmscreen.ui.rfi.task import TaskPanel
from gmscreen.ui.rfi.task_result import TaskResultView
from gmscreen.ui.shell.undo import SessionBridge
from tests.gui.test_task_panel import choose
from tests.gui.test_task_panel import make_panel
from tests.gui.test_task_panel import untick_all_traits
from tests.gui.workspaces_walk import open_window


def set_up_a_roll_with_momentum(panel: TaskPanel) -> None:
    """Vex Marlo, Reason + Piloting with a specialty at difficulty 1: a 3 and a 12 pass with
    2 Momentum, which waits to be saved or spent."""
    choose(panel, "Vex Marlo", "Reason", "Piloting")
    untick_all_traits(panel)
    panel.active.form.leader.specialty.setChecked(True)
    panel.active.form.base_difficulty.setValue(1)
    panel.dice = FixedDice([3, 12])


@pytest.fixture
def renders(monkeypatch: pytest.MonkeyPatch) -> list[TaskResultView]:
    """Each roll display rendered, in order (every rendering goes through `show_result`)."""
    rendered: list[TaskResultView] = []
    show: Callable[..., None] = TaskResultView.show_result

    def counted(view: TaskResultView, *args: object, **kwargs: object) -> None:
        rendered.append(view)
        show(view, *args, **kwargs)

    monkeypatch.setattr(TaskResultView, "show_result", counted)
    return rendered


def test_a_roll_and_each_undo_render_the_roll_display_once(
    qtbot: QtBot, renders: list[TaskResultView]
) -> None:
    window = open_window(qtbot, "rfi")
    bridge = window.bridge
    assert bridge is not None
    panel = window.panels["taskPanel"]
    assert isinstance(panel, TaskPanel)
    set_up_a_roll_with_momentum(panel)
    view = panel.active.result
    renders.clear()

    qtbot.mouseClick(panel.roll_button, Qt.MouseButton.LeftButton)
    assert renders == [view]
    assert "Passed" in view.outcome.text()
    assert view.unsaved_momentum == 2
    assert not panel.roll_button.isEnabled()

    renders.clear()
    qtbot.mouseClick(view.save, Qt.MouseButton.LeftButton)
    assert renders == [view]
    assert panel.roll_button.isEnabled()

    renders.clear()
    bridge.undo_action.trigger()  # the save: the roll's Momentum waits again
    assert renders == [view]
    assert view.unsaved_momentum == 2
    assert not panel.roll_button.isEnabled()

    renders.clear()
    bridge.undo_action.trigger()  # the roll
    assert renders == [view]
    assert not view.outcome.isVisible()
    assert panel.roll_button.isEnabled()


def test_an_opposed_roll_renders_each_side_once_per_logged_roll(
    qtbot: QtBot, session: Session, renders: list[TaskResultView]
) -> None:
    """Two log entries, two announcements: the first shows the active side's roll, the second
    shows both sides (the reactive roll opposes the active one)."""
    panel, _bridge = make_panel(qtbot, session)
    panel.opposed.setChecked(True)
    set_up_a_roll_with_momentum(panel)
    panel.dice = FixedDice([3, 12, 1, 1])
    renders.clear()
    assert panel.roll()
    assert renders == [panel.active.result, panel.active.result, panel.reactive.result]
    shown = panel.reactive.result.result
    assert shown is not None
    assert shown.faces == (1, 1)


def inside_viewport(widget: QWidget, panel: TaskPanel) -> bool:
    """Whether all of `widget` lies inside the task panel's scroll area's viewport."""
    viewport = panel.scroll_area.viewport()
    return viewport.rect().contains(QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size()))


def test_after_an_undo_brings_back_a_roll_still_in_use_why_roll_waits_is_in_view(
    qtbot: QtBot, session: Session
) -> None:
    """A short dock: the GM scrolled back up to the form after saving; undoing the save brings
    the roll's Momentum back, Roll waits, and the line saying why scrolls into view."""
    panel, bridge = make_panel(qtbot, session)
    panel.resize(420, panel.minimumSizeHint().height() + 120)
    qtbot.waitExposed(panel)
    set_up_a_roll_with_momentum(panel)
    assert panel.roll()
    qtbot.waitUntil(lambda: inside_viewport(panel.waiting, panel), timeout=2000)
    qtbot.mouseClick(panel.active.result.save, Qt.MouseButton.LeftButton)
    assert panel.waiting.isHidden()
    scroll = panel.scroll_area.verticalScrollBar()
    scroll.setValue(0)  # back up at the form
    qtbot.wait(20)
    assert not inside_viewport(panel.active.result.save, panel)  # the dock is short

    bridge.undo()
    assert not panel.roll_button.isEnabled()
    assert panel.waiting.isVisible()
    qtbot.waitUntil(lambda: inside_viewport(panel.waiting, panel), timeout=2000)
    assert scroll.value() > 0


def test_a_panel_opened_on_a_roll_still_in_use_shows_why_roll_waits(
    qtbot: QtBot, session: Session
) -> None:
    """The campaign was closed with the roll's Momentum unsaved: the panel of the reopened
    campaign shows that roll and the line saying why Roll waits, in a short dock too."""
    first, _bridge = make_panel(qtbot, session)
    set_up_a_roll_with_momentum(first)
    assert first.roll()
    first.close()

    reopened = TaskPanel(SessionBridge(session))
    qtbot.addWidget(reopened)
    reopened.resize(420, reopened.minimumSizeHint().height() + 120)
    reopened.show()
    qtbot.waitExposed(reopened)
    assert not reopened.roll_button.isEnabled()
    qtbot.waitUntil(lambda: inside_viewport(reopened.waiting, reopened), timeout=2000)
    assert reopened.scroll_area.verticalScrollBar().value() > 0
