"""English plurals through Qt's numerus forms: "1 success", "2 successes", never "1 successes"."""

import subprocess
import sys
from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QTranslator
from pytestqt.qtbot import QtBot

from gmscreen.resources import resource_path
from gmscreen.rules.rfi.resolution import resolve_task_from_faces
from gmscreen.rules.rfi.task import Task
from gmscreen.ui.rfi.odds_view import Histogram
from gmscreen.ui.rfi.task_result import TaskResultView

# lrelease comes with PySide6, beside this Python (as packaging/translations.py finds it).
LRELEASE = Path(sys.executable).parent / "pyside6-lrelease"


@pytest.fixture
def english(tmp_path: Path) -> Iterator[None]:
    """The English translation as `make qm` compiles it, installed for the test."""
    qm = tmp_path / "gmscreen_en.qm"
    source = resource_path("translations", "gmscreen_en.ts")
    subprocess.run([str(LRELEASE), "-silent", str(source), "-qm", str(qm)], check=True)
    app = QCoreApplication.instance()
    assert app is not None
    translator = QTranslator()
    assert translator.load(str(qm))
    app.installTranslator(translator)
    yield
    app.removeTranslator(translator)


@pytest.mark.usefixtures("english")
@pytest.mark.parametrize(
    ("faces", "reads"),
    [([5, 20], "1 success against difficulty 1"), ([5, 11], "2 successes against difficulty 1")],
)
def test_successes_read_in_the_singular_and_the_plural(
    qtbot: QtBot, faces: list[int], reads: str
) -> None:
    view = TaskResultView()
    qtbot.addWidget(view)
    view.show_result(resolve_task_from_faces(Task(attribute=9, skill=3, difficulty=1), faces))
    assert reads in view.outcome.text()
    assert "(es)" not in view.outcome.text()


@pytest.mark.usefixtures("english")
def test_the_odds_histogram_reads_one_success_in_the_singular(qtbot: QtBot) -> None:
    histogram = Histogram()
    qtbot.addWidget(histogram)
    histogram.show_distribution((Fraction(1, 4), Fraction(1, 2), Fraction(1, 4)), 1)
    assert histogram.toolTip().splitlines() == [
        "0 successes: 25.0%",
        "1 success: 50.0%",
        "2 successes: 25.0%",
    ]
