"""The main window opens with every named panel docked."""

from pytestqt.qtbot import QtBot

from gmscreen.ui.mainwindow import DOCKS, MainWindow


def test_main_window_shows_every_panel(qtbot: QtBot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    for name, title, _area in DOCKS:
        dock = window.docks[name]
        assert dock.isVisible()
        assert dock.windowTitle() == title
