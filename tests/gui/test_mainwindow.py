"""The main window: every named panel docked, the layout remembered and reset."""

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from gmscreen.model.session import Session
from gmscreen.ui.mainwindow import DOCKS, MainWindow


def test_main_window_shows_every_panel_and_the_campaign_name(
    qtbot: QtBot, session: Session
) -> None:
    window = MainWindow(session)
    qtbot.addWidget(window)
    with qtbot.waitExposed(window):
        window.show()
    for name, title, _area in DOCKS:
        dock = window.docks[name]
        assert dock.isVisible()
        assert dock.windowTitle() == title
    assert window.windowTitle().startswith("Salvage Rights")


def test_a_closed_dock_stays_closed_after_a_restart_until_the_layout_is_reset(
    qtbot: QtBot, session: Session, settings: QSettings
) -> None:
    window = MainWindow(session, settings=settings)
    qtbot.addWidget(window)
    window.show()
    window.docks["referencePanel"].close()
    window.close()
    again = MainWindow(session, settings=settings)
    qtbot.addWidget(again)
    again.show()
    assert not again.docks["referencePanel"].isVisible()
    again.reset_layout()
    assert again.docks["referencePanel"].isVisible()
