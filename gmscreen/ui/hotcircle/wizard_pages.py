"""The session zero wizard's pages for the campaign and its genre, the settings, and the
player characters.

Each page checks its part with the rules engine and says what is wrong under its fields; Next
stays disabled until the page is right. (Factions are in `wizard_factions`; the relationship
map and the situation in `wizard_situation`.)
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QListWidget
from PySide6.QtWidgets import QListWidgetItem
from PySide6.QtWidgets import QPlainTextEdit
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QSpinBox
from PySide6.QtWidgets import QWidget
from PySide6.QtWidgets import QWizardPage

from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.campaign import check_settings
from gmscreen.rules.hotcircle.tables import DEFAULT_DIE_SIDES
from gmscreen.rules.hotcircle.tables import SETTINGS_MAX
from gmscreen.ui import boxes
from gmscreen.ui.dialogs.new_campaign import browse_path
from gmscreen.ui.dialogs.new_campaign import parse_characters
from gmscreen.ui.dialogs.new_campaign import suggest_path
from gmscreen.ui.inline_messages import error_label
from gmscreen.ui.inline_messages import show_error


class CampaignPage(QWizardPage):
    """Name and file, genre and style, the die size and the lifepaths characters start with."""

    def __init__(self, folder: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Genre and style"))
        self.setSubTitle(
            self.tr("What kind of story will the group tell, and what does it feel like?")
        )
        self._folder = folder
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("e.g. The Salt Crown"))
        self.path = QLineEdit()
        self.name.textChanged.connect(lambda name: suggest_path(self.path, self._folder, name))
        browse = QPushButton(self.tr("Browse…"))
        browse.clicked.connect(lambda: browse_path(self, self.path, self._folder))
        path_row = boxes.row(boxes.grow(self.path), browse)
        self.genre = QLineEdit()
        self.genre.setPlaceholderText(self.tr("e.g. Low fantasy"))
        self.style_field = QLineEdit()
        self.style_field.setPlaceholderText(self.tr("e.g. Morally grey intrigue"))
        self.die_sides = QSpinBox()
        self.die_sides.setRange(2, 100)
        self.die_sides.setValue(DEFAULT_DIE_SIDES)
        self.die_sides.setPrefix("d")
        self.die_sides.setToolTip(self.tr("Every die in the game has this many faces"))
        self.lifepaths = QSpinBox()
        self.lifepaths.setRange(1, 9)
        self.lifepaths.setValue(3)
        self.lifepaths.setToolTip(
            self.tr(
                "2: rank amateurs · 3: young and promising · 4: capable professionals · "
                "5–6: powerful characters"
            )
        )
        self.error = error_label()
        for field in (self.name, self.path, self.genre):
            field.textChanged.connect(self._check)
        form = QFormLayout(self)
        form.addRow(self.tr("Campaign name"), self.name)
        form.addRow(self.tr("File"), path_row)
        form.addRow(self.tr("Genre"), self.genre)
        form.addRow(self.tr("Style"), self.style_field)
        form.addRow(self.tr("Dice"), self.die_sides)
        form.addRow(self.tr("Starting lifepaths"), self.lifepaths)
        form.addRow(self.error)

    def problem(self) -> str:
        """What keeps the page from being complete ("" when nothing does)."""
        if not self.name.text().strip():
            return self.tr("Give the campaign a name.")
        text = self.path.text().strip()
        if not text:
            return self.tr("Choose where to save the campaign.")
        path = Path(text)
        if path.exists():
            return self.tr("%s already exists: choose another file name.") % path.name
        if not path.parent.exists():
            return self.tr("The folder %s does not exist.") % path.parent
        if not self.genre.text().strip():
            return self.tr("Write down a genre.")
        return ""

    def _check(self) -> None:
        show_error(self.error, self.problem() if self.name.text() else "")
        self.completeChanged.emit()

    def isComplete(self) -> bool:
        return not self.problem()


class EntryLine(QLineEdit):
    """A line whose Return adds what was typed and stops there: it never reaches the wizard,
    whose default button would also go to the next page."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.returnPressed.emit()
            event.accept()
            return
        super().keyPressEvent(event)


class SettingsPage(QWizardPage):
    """Four to six lifepath settings: the social backgrounds characters come from."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Lifepath settings"))
        self.setSubTitle(
            self.tr(
                "Group the genre's character types into 4–6 broad, distinct backgrounds: "
                "classes, cultures or environments people grow up in."
            )
        )
        self.list = QListWidget()
        self.list.itemChanged.connect(lambda *_: self._check())
        self.entry = EntryLine()
        self.entry.setPlaceholderText(self.tr("A setting, e.g. Harbour"))
        self.entry.returnPressed.connect(self.add_setting)
        add = QPushButton(self.tr("Add"))
        add.setAutoDefault(False)
        add.clicked.connect(lambda: self.add_setting())
        self.remove = QPushButton(self.tr("Remove"))
        self.remove.clicked.connect(self._remove_selected)
        self.error = error_label()
        entry_row = boxes.row(boxes.grow(self.entry), add, self.remove)
        boxes.column(self.list, entry_row, self.error, parent=self)

    def add_setting(self, name: str = "") -> None:
        """Add a setting (the typed one by default); the list holds at most six."""
        text = (name or self.entry.text()).strip()
        if not text or self.list.count() >= SETTINGS_MAX:
            return
        item = QListWidgetItem(text)
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
        self.list.addItem(item)
        self.entry.clear()
        self._check()

    def _remove_selected(self) -> None:
        self.list.takeItem(self.list.currentRow())
        self._check()

    def settings(self) -> tuple[str, ...]:
        """The settings as listed."""
        return tuple(self.list.item(i).text().strip() for i in range(self.list.count()))

    def problem(self) -> str:
        """Why the settings cannot be used ("" when they can)."""
        try:
            check_settings(self.settings())
        except RulesError as error:
            return str(error)
        return ""

    def _check(self) -> None:
        show_error(self.error, self.problem() if self.list.count() else "")
        self.completeChanged.emit()

    def isComplete(self) -> bool:
        return not self.problem()


class CharactersPage(QWizardPage):
    """The player characters to make (their sheets are written in the Characters panel)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Player characters"))
        self.setSubTitle(
            self.tr(
                "Who will the players play? Their beliefs, instincts, traits and lifepaths "
                "go on their sheets next, each born in one of the settings."
            )
        )
        self.characters = QPlainTextEdit()
        self.characters.setPlaceholderText(self.tr("One a line: Aria Venn — Sam"))
        self.summary = QLabel("")
        self.summary.setWordWrap(True)
        boxes.column(self.characters, self.summary, parent=self)

    def player_characters(self) -> tuple[tuple[str, str], ...]:
        """(character, player) pairs, one a line."""
        return parse_characters(self.characters.toPlainText())
