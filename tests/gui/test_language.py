"""View ▸ Language: the choice is kept for the next start, and German is what that start shows."""

import sys
from fractions import Fraction
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QLocale
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from gmscreen.model.session import Session
from gmscreen.ui.odds_text import percent
from gmscreen.ui.shell.language import SETTING
from gmscreen.ui.shell.language import install_translators
from gmscreen.ui.shell.mainwindow import MainWindow

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "packaging"))
import translations  # packaging/translations.py, the project's lupdate/lrelease


def test_choosing_a_language_is_kept_for_the_next_start_and_said_so(
    qtbot: QtBot, session: Session, settings: QSettings
) -> None:
    window = MainWindow(session, settings=settings)
    qtbot.addWidget(window)
    menu = window.language_menu
    assert window.language_menu.menuAction() in window.view_menu.actions()
    assert "next start" in menu.title()
    deutsch = next(a for a in menu.actions() if a.text() == "Deutsch")
    deutsch.trigger()
    assert settings.value(SETTING) == "de"
    assert deutsch.isChecked()
    assert menu.note.isVisible()
    assert "next start" in window.statusBar().currentMessage()


def test_a_start_in_german_shows_german_menus_panels_and_numbers(
    qtbot: QtBot, session: Session, german: None
) -> None:
    window = MainWindow(session)
    qtbot.addWidget(window)
    menus = [action.text() for action in window.menuBar().actions()]
    assert "&Bearbeiten" in menus
    assert "&Hilfe" in menus
    assert window.docks["rollLogPanel"].windowTitle() == "Wurfprotokoll"
    assert QLocale().toString(2.5, "f", 1) == "2,5"  # numbers follow the language's locale
    assert percent(Fraction(1, 400)) == "0,25%"  # and so do the odds


def test_a_language_gmscreen_does_not_speak_stays_english_throughout() -> None:
    translations.release()
    before = QLocale()
    installed = install_translators("fr")
    try:
        # only gmscreen's English (for its plurals): neither French text nor Qt's French buttons
        assert len(installed) == 1
        assert QCoreApplication.translate("MainWindow", "&Edit") == "&Edit"
        one = QCoreApplication.translate(
            "TaskResultView", "%n success(es) against difficulty %1", "", 1
        )
        assert one == "1 success against difficulty %1"
    finally:
        for translator in installed:
            QCoreApplication.removeTranslator(translator)
        QLocale.setDefault(before)
