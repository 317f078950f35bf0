"""`gmscreen --smoke`: render every panel once, roll a task, and report what went wrong."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QWidget

from gmscreen.ui.shell.mainwindow import MainWindow


def run_smoke(window: MainWindow, *, roll_task: bool = True) -> str | None:
    """Exercise the open window; None when everything worked, else the reason.

    `roll_task` False skips the task roll, which a campaign opened read-only cannot save.
    """
    app = QApplication.instance()
    assert app is not None
    app.processEvents()
    for name, dock in window.docks.items():
        window.panels[name]  # a panel behind a tab is built when first needed: now
        widget: QWidget | None = dock.widget()
        if widget is None:
            return f"panel {name} has no contents"
        if widget.grab().isNull():
            return f"panel {name} did not render"
    if window.grab().isNull():
        return "the main window did not render"
    roll = getattr(window.panels.get("taskPanel"), "smoke_roll", None) if roll_task else None
    if roll is not None:
        problem: str | None = roll()
        if problem:
            return problem
    app.processEvents()
    window.close()
    return None
