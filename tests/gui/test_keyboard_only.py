"""A whole RFI task and the pools, from the keyboard alone (no clicks, no setters on widgets)."""

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from gmscreen.model.demo import demo_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.rfi.pools import read_pools
from gmscreen.model.session import Session
from gmscreen.model.state import RollRecord
from gmscreen.rules.dice import FixedDice
from gmscreen.ui.rfi.task import TaskPanel
from gmscreen.ui.shell.mainwindow import MainWindow

MAX_TABS = 80


def key(sequence: str) -> None:
    """Press a key (or chord) wherever the keyboard focus is."""
    target = QApplication.focusWidget() or QApplication.activeWindow()
    assert target is not None, "the keyboard focus went nowhere"
    combination = QKeySequence(sequence)[0]
    QTest.keyClick(target, combination.key(), combination.keyboardModifiers())


def tab_to(widget: QWidget, *, back: bool = False) -> None:
    """Press Tab (Shift+Tab with `back`) until the focus is on `widget`, as a GM would."""
    for _ in range(MAX_TABS):
        if QApplication.focusWidget() is widget:
            return
        key("Shift+Tab" if back else "Tab")
    raise AssertionError(f"Tab never reached {widget!r} (focus: {QApplication.focusWidget()!r})")


def type_text(text: str) -> None:
    target = QApplication.focusWidget()
    assert target is not None
    QTest.keyClicks(target, text)


def go_to_panel(window: MainWindow, name: str) -> None:
    """Ctrl+<position in the View menu> puts the keyboard in that panel."""
    number = list(window.docks).index(name) + 1
    key(f"Ctrl+{number}")
    focused = QApplication.focusWidget()
    assert focused is not None
    assert window.docks[name].isAncestorOf(focused)


def test_a_task_and_the_pools_from_the_keyboard_alone(qtbot: QtBot) -> None:
    session = Session(MemoryRepository(demo_records()))
    window = MainWindow(session)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    panel = window.panels["taskPanel"]
    assert isinstance(panel, TaskPanel)
    panel.dice = FixedDice([3, 12])  # the table's dice: the only thing not done by key
    form = panel.active.form
    momentum_before = read_pools(session.state).momentum

    go_to_panel(window, "taskPanel")
    tab_to(form.leader.character)
    type_text("Vex")
    assert form.leader.character.currentText() == "Vex Marlo"
    tab_to(form.leader.attribute)
    type_text("Reason")
    tab_to(form.leader.skill)
    type_text("Piloting")
    assert (form.leader.attribute.currentText(), form.leader.skill.currentText()) == (
        "Reason",
        "Piloting",
    )
    tab_to(form.leader.specialty)
    key("Space")
    assert form.leader.specialty.isChecked()
    tab_to(form.base_difficulty)
    key("Ctrl+A")
    type_text("1")
    assert form.base_difficulty.value() == 1
    # The traits list: Space toggles the current trait; untick every one of them.
    tab_to(form.traits)
    for row in range(form.traits.count()):
        if form.traits.currentRow() != row:
            key("Down")
        if form.traits.item(row).checkState() == Qt.CheckState.Checked:
            key("Space")
    assert all(
        form.traits.item(row).checkState() == Qt.CheckState.Unchecked
        for row in range(form.traits.count())
    )
    tab_to(panel.roll_button)
    key("Space")
    [roll] = session.state.of(RollRecord)
    assert roll.faces == (3, 12)
    result = panel.active.result
    assert result.unsaved_momentum == 2
    tab_to(result.save, back=True)  # the result sits above the Roll button
    key("Space")
    assert read_pools(session.state).momentum == momentum_before + 2

    # The pools: reach the panel, move Momentum with its keys, undo with the keyboard.
    go_to_panel(window, "poolsPanel")
    pools_before = read_pools(session.state)
    focused = QApplication.focusWidget()
    assert focused is not None
    key("Space")  # the first control of the pools panel acts on Space
    assert read_pools(session.state) != pools_before
    key(QKeySequence(QKeySequence.StandardKey.Undo).toString())
    assert read_pools(session.state) == pools_before
