"""GUI test fixtures: a session over an in-memory demo campaign, and settings in a temp folder."""

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from gmscreen.model.demo import demo_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.session import Session


@pytest.fixture
def session() -> Session:
    return Session(MemoryRepository(demo_records()))


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
