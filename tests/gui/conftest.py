"""GUI test fixtures: a session over an in-memory demo campaign, settings in a temp folder, and
gmscreen speaking German."""

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QLocale
from PySide6.QtCore import QSettings

from gmscreen.model.demo import demo_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.session import Session
from gmscreen.ui.shell.language import install_translators

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "packaging"))
import translations  # packaging/translations.py, the project's lupdate/lrelease


@pytest.fixture
def session() -> Session:
    return Session(MemoryRepository(demo_records()))


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def german() -> Iterator[None]:
    """gmscreen in German, as a GM who chose Deutsch starts it (its longer words included)."""
    translations.release()  # the .qm files, as make run/test build them
    before = QLocale()
    installed = install_translators("de")
    yield
    for translator in installed:
        QCoreApplication.removeTranslator(translator)
    QLocale.setDefault(before)
