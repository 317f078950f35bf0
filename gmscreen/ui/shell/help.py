"""The Help menu's dialogs: a first-evening Quick start and the keyboard shortcuts (the menu
itself is `gmscreen.ui.shell.help_menu`).

The shortcut list is read from the window's actions each time it opens, so it always shows what
the keys really do (including the panels' own shortcuts, which change with the rule system).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import Qt
from PySide6.QtCore import QUrl
from PySide6.QtGui import QAction
from PySide6.QtGui import QKeySequence
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QDialog
from PySide6.QtWidgets import QDialogButtonBox
from PySide6.QtWidgets import QHeaderView
from PySide6.QtWidgets import QMainWindow
from PySide6.QtWidgets import QMenu
from PySide6.QtWidgets import QTableWidget
from PySide6.QtWidgets import QTableWidgetItem
from PySide6.QtWidgets import QTextBrowser
from PySide6.QtWidgets import QWidget

from gmscreen.ui import boxes

ILLUSTRATION_URL = QUrl("gmscreen:window.png")
ILLUSTRATION_WIDTH = 480


@dataclass(frozen=True, slots=True)
class Shortcut:
    """One key and what it does: the action's text without its mnemonic, and where it lives."""

    keys: str
    action: str
    where: str


def _plain(text: str) -> str:
    """An action's text as read aloud: no mnemonic ampersand, no trailing ellipsis."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip("…").strip()


def _place(action: QAction, window: QMainWindow) -> str:
    """The menu or panel an action belongs to, as the GM sees it named."""
    for menu in window.menuBar().findChildren(QMenu):
        if action in menu.actions():
            return _plain(menu.title())
    owner = action.parent()
    while isinstance(owner, QWidget) and owner is not window:
        if owner.windowTitle():
            return _plain(owner.windowTitle())
        owner = owner.parentWidget()
    return QCoreApplication.translate("Help", "Main window")


def shortcuts(window: QMainWindow) -> list[Shortcut]:
    """Every action in the window that has a key, sorted by place then by name."""
    found: dict[tuple[str, str], Shortcut] = {}
    for action in window.findChildren(QAction):
        for sequence in action.shortcuts():
            keys = sequence.toString(QKeySequence.SequenceFormat.NativeText)
            if not keys or not action.text():
                continue
            entry = Shortcut(keys, _plain(action.text()), _place(action, window))
            found[(entry.keys, entry.action)] = entry
    return sorted(found.values(), key=lambda s: (s.where, s.action))


def _close_below(dialog: QDialog, content: QWidget, height: int) -> None:
    """Lay out a help dialog: its content above a Close button, 560 pixels wide."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    buttons.rejected.connect(dialog.reject)
    boxes.column(content, buttons, parent=dialog)
    dialog.resize(560, height)


class ShortcutsDialog(QDialog):
    """Help ▸ Keyboard shortcuts: a table of the keys, built from the window's actions."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        entries = shortcuts(window)
        self.table = QTableWidget(len(entries), 3, self)
        self.table.setAccessibleName(self.tr("Keyboard shortcuts"))
        self.table.setHorizontalHeaderLabels([self.tr("Keys"), self.tr("Action"), self.tr("Where")])
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        for row, entry in enumerate(entries):
            for column, text in enumerate((entry.keys, entry.action, entry.where)):
                self.table.setItem(row, column, QTableWidgetItem(text))
        _close_below(self, self.table, 480)


def quick_start_html() -> str:
    """The Quick start text: a first evening with gmscreen, in short steps."""
    translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")
    steps = [
        translate(
            "QuickStart",
            "<b>Open a campaign.</b> gmscreen starts on the demo campaign. File ▸ New campaign "
            "makes your own; File ▸ Open recent brings back the last ones.",
        ),
        translate(
            "QuickStart",
            "<b>Set the scene.</b> The Scenes panel lists the scenes of the episode. Pick one, "
            "and give it its traits (the weather, the place, the mood).",
        ),
        translate(
            "QuickStart",
            "<b>Roll a task.</b> In the Task panel choose the character, the attribute and the "
            "skill, and the difficulty. The odds show before you roll. Roll, then save what the "
            "players earned or spend it.",
        ),
        translate(
            "QuickStart",
            "<b>Watch the pools.</b> Momentum and Threat (or your system's own currency) sit in "
            "their own panel; every change is one step in Edit ▸ Undo.",
        ),
        translate(
            "QuickStart",
            "<b>Show the players.</b> The Player View panel opens a second window for a second "
            "screen or a projector. It never shows anything marked GM-only.",
        ),
        translate(
            "QuickStart",
            "<b>End the evening.</b> Close the window: everything is already saved. A snapshot "
            "of every session start lets you go back with File ▸ Revert to a snapshot.",
        ),
    ]
    items = "".join(f"<li>{step}</li>" for step in steps)
    keys_hint = translate(
        "QuickStart", "Help ▸ Keyboard shortcuts lists every key the window knows."
    )
    return (
        f"<h2>{translate('QuickStart', 'Your first evening with gmscreen')}</h2>"
        f'<p><img src="{ILLUSTRATION_URL.toString()}" width="{ILLUSTRATION_WIDTH}" '
        f'alt="{translate("QuickStart", "The GM window: panels around the map")}"></p>'
        f"<ol>{items}</ol>"
        f"<p>{keys_hint}</p>"
    )


class QuickStartDialog(QDialog):
    """Help ▸ Quick start, illustrated with a picture of the GM's own window as it is now."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.setWindowTitle(self.tr("Quick start"))
        self.browser = QTextBrowser(self)
        self.browser.setAccessibleName(self.tr("Quick start"))
        picture = window.grab().scaledToWidth(
            ILLUSTRATION_WIDTH, Qt.TransformationMode.SmoothTransformation
        )
        self.browser.document().addResource(
            QTextDocument.ResourceType.ImageResource, ILLUSTRATION_URL, picture
        )
        self.browser.setHtml(quick_start_html())
        _close_below(self, self.browser, 600)
