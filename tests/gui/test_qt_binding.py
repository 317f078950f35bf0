"""The Qt binding itself: a GM session makes thousands of Qt calls, and none may corrupt Python.

PySide6 6.12.0 on Python 3.11 dropped a reference to None on every call returning nothing, so the
app aborted after a few hundred GM actions; pyproject pins it out and this test guards the pin.
"""

import sys

from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot


def test_thousands_of_widget_calls_leave_python_intact(qtbot: QtBot) -> None:
    label = QLabel()
    qtbot.addWidget(label)
    before = sys.getrefcount(None)
    for number in range(2000):
        label.setText(str(number))
        label.setMinimumWidth(1)
    assert sys.getrefcount(None) - before > -100
