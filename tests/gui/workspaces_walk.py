"""Every rule system's main window, opened on a campaign of that system, for tests that walk
all of its widgets (translatable text, accessible names)."""

from collections.abc import Iterator

from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from gmscreen.model.demo import demo_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.new_campaign import new_campaign_records
from gmscreen.model.session import Session
from gmscreen.model.state import Record
from gmscreen.model.state import RollRecord
from gmscreen.ui.shell.mainwindow import MainWindow

SYSTEMS = ("rfi", "firelock", "hotcircle", "renaissance")


def campaign_records(system: str) -> list[Record]:
    """The demo for RFI; a fresh campaign with two player characters for the others."""
    if system == "rfi":
        return demo_records(tokens=True)
    return new_campaign_records("Probe", system, (("Ada", "Sam"), ("Bo", "Kim")))


def open_window(qtbot: QtBot, system: str) -> MainWindow:
    """The GM window on a campaign of `system`, shown at 1366x768 and settled."""
    window = MainWindow(Session(MemoryRepository(campaign_records(system))))
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    return window


def visible_widgets(window: QWidget) -> Iterator[QWidget]:
    """The window and every descendant the GM can see now."""
    yield window
    for widget in window.findChildren(QWidget):
        if widget.isVisibleTo(window) and widget.isVisible():
            yield widget


def record_texts(window: MainWindow, *, summaries: bool = True, rolls: bool = True) -> set[str]:
    """Every string in the campaign's records: names and notes the GM typed, not the app's.
    Without `summaries`, the English summary each roll keeps is left out; without `rolls`, all
    a roll keeps (its stored English labels too)."""
    assert window.bridge is not None
    found: set[str] = set()

    def collect(value: object) -> None:
        if isinstance(value, str):
            found.add(value)
        elif isinstance(value, dict):
            for item in value.values():
                collect(item)
        elif isinstance(value, (list, tuple, set, frozenset)):
            for item in value:
                collect(item)
        elif hasattr(value, "__dataclass_fields__"):
            for name in value.__dataclass_fields__:
                collect(getattr(value, name))

    for record in window.bridge.state.records():
        if isinstance(record, RollRecord) and not rolls:
            continue
        if isinstance(record, RollRecord) and not summaries:
            collect(record.inputs)
            collect(record.outcome)
        else:
            collect(record)
    return {text for text in found if text.strip()}
