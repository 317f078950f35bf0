"""Help menu: Quick start, Keyboard shortcuts built from the window's own actions, About."""

from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction
from PySide6.QtGui import QKeySequence
from pytestqt.qtbot import QtBot

from gmscreen.model.session import Session
from gmscreen.ui.shell.help import QuickStartDialog
from gmscreen.ui.shell.help import ShortcutsDialog
from gmscreen.ui.shell.help import shortcuts
from gmscreen.ui.shell.mainwindow import MainWindow


def _menu_texts(window: MainWindow) -> list[str]:
    return [action.text() for action in window.help_menu.actions() if action.text()]


def test_help_offers_quick_start_shortcuts_and_about(qtbot: QtBot, session: Session) -> None:
    window = MainWindow(session)
    qtbot.addWidget(window)
    assert window.help_menu.menuAction() in window.menuBar().actions()
    assert _menu_texts(window) == ["&Quick start…", "&Keyboard shortcuts…", "&About gmscreen"]


def test_shortcut_table_lists_undo_and_the_pool_keys_and_follows_a_new_action(
    qtbot: QtBot, session: Session, settings: QSettings
) -> None:
    window = MainWindow(session, settings=settings)
    qtbot.addWidget(window)
    dialog = ShortcutsDialog(window)
    qtbot.addWidget(dialog)
    rows = {
        dialog.table.item(row, 1).text(): dialog.table.item(row, 0).text()
        for row in range(dialog.table.rowCount())
    }
    undo_keys = QKeySequence(QKeySequence.StandardKey.Undo).toString(
        QKeySequence.SequenceFormat.NativeText
    )
    assert any(action.startswith("Undo") and keys == undo_keys for action, keys in rows.items())
    every_key_in_window = {
        s.toString(QKeySequence.SequenceFormat.NativeText)
        for a in window.findChildren(QAction)
        if a.text()
        for s in a.shortcuts()
    }
    assert set(rows.values()) == every_key_in_window
    # A new action appears the next time, without anyone updating a list.
    extra = QAction("Roll the &dice again…", window)
    extra.setShortcut(QKeySequence("Ctrl+Shift+R"))
    window.addAction(extra)
    found = [s for s in shortcuts(window) if s.action == "Roll the dice again"]
    assert found
    assert found[0].keys == QKeySequence("Ctrl+Shift+R").toString(
        QKeySequence.SequenceFormat.NativeText
    )


def test_quick_start_is_illustrated_with_the_window_and_names_real_menus(
    qtbot: QtBot, session: Session
) -> None:
    window = MainWindow(session)
    qtbot.addWidget(window)
    window.show()
    dialog = QuickStartDialog(window)
    qtbot.addWidget(dialog)
    text = dialog.browser.toPlainText()
    assert "Roll a task" in text
    assert "Undo" in text
    html = dialog.browser.toHtml()
    assert "gmscreen:window.png" in html
    image = dialog.browser.document().resource(1, "gmscreen:window.png")  # 1 = ImageResource
    assert image is not None
    assert not image.isNull()
