"""The language gmscreen speaks: translators installed at start, and View ▸ Language.

The GM's choice is kept in the settings ("" for the system's language). The translators are
installed before the first window exists, so a change takes effect at the next start: panels
build their text once, and half a window in each language would be worse than waiting.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QLibraryInfo
from PySide6.QtCore import QLocale
from PySide6.QtCore import QSettings
from PySide6.QtCore import QTranslator
from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QMenu
from PySide6.QtWidgets import QWidget

from gmscreen.resources import resource_path

SETTING = "ui/language"
SYSTEM_DEFAULT = ""
# The languages offered, by code, each named in its own language (a GM lost in a foreign menu
# still finds their own); "" follows the system.
LANGUAGES = (("en", "English"), ("de", "Deutsch"))


def chosen_language(settings: QSettings | None) -> str:
    """The language code the GM chose, or "" for the system's."""
    value = settings.value(SETTING, SYSTEM_DEFAULT) if settings is not None else SYSTEM_DEFAULT
    return value if isinstance(value, str) else SYSTEM_DEFAULT


def locale_for(code: str) -> QLocale:
    """The locale for a language code; the system's for "" (its numbers and dates too)."""
    return QLocale.system() if code == SYSTEM_DEFAULT else QLocale(code)


def install_translators(code: str) -> list[QTranslator]:
    """Make the application speak `code` (or the system's language): gmscreen's and Qt's text.

    Also makes that locale the default, so spin boxes, dates and numbers shown through QLocale
    follow it. Returns the translators installed (keep them alive); none for English.
    """
    app = QCoreApplication.instance()
    assert app is not None
    locale = locale_for(code)
    QLocale.setDefault(locale)
    installed = []
    folders = (
        ("gmscreen", str(resource_path("translations"))),
        ("qtbase", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)),
    )
    for name, folder in folders:
        translator = QTranslator(app)
        if translator.load(locale, name, "_", folder) and app.installTranslator(translator):
            installed.append(translator)
        elif name == "gmscreen":
            # gmscreen does not speak it (or the system says only "C"): English, whose file
            # holds the plural forms ("1 success"), and Qt's buttons in English too, not mixed.
            english = QTranslator(app)
            if english.load("gmscreen_en", folder) and app.installTranslator(english):
                installed.append(english)
            break
    return installed


class LanguageMenu(QMenu):
    """View ▸ Language: system default, English, Deutsch; applied at the next start."""

    def __init__(self, settings: QSettings | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("&Language (from the next start)"))
        self._settings = settings
        self._started_with = chosen_language(settings)
        self._group = QActionGroup(self)
        choices = [(SYSTEM_DEFAULT, self.tr("System default")), *LANGUAGES]
        for code, name in choices:
            action = self.addAction(name)
            action.setCheckable(True)
            action.setData(code)
            action.setChecked(code == self._started_with)
            self._group.addAction(action)
        self._group.triggered.connect(lambda action: self.choose(str(action.data())))
        self.note = self.addAction("")
        self.note.setEnabled(False)
        self.note.setVisible(False)

    def choose(self, code: str) -> None:
        """Remember `code` for the next start and say so in the menu."""
        if self._settings is not None:
            self._settings.setValue(SETTING, code)
        for action in self._group.actions():
            action.setChecked(action.data() == code)
        pending = code != self._started_with
        self.note.setText(self.tr("The new language is used from the next start."))
        self.note.setVisible(pending)
        parent = self.parentWidget()
        status = getattr(parent, "statusBar", None)
        if pending and callable(status):
            status().showMessage(self.note.text(), 8000)

    def attach_to(self, view_menu: QMenu) -> None:
        """Keep this menu at the end of View, which is rebuilt with each workspace's docks."""

        def append() -> None:
            if self.menuAction() not in view_menu.actions():
                view_menu.addSeparator()
                view_menu.addMenu(self)

        view_menu.aboutToShow.connect(append)
        append()
