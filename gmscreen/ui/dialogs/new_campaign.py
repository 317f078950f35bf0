"""The New Campaign dialog: name, rule system, where to save it, and the player characters."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QFileDialog
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QPlainTextEdit
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QWidget

from gmscreen.rules.systems import SYSTEMS
from gmscreen.ui import boxes
from gmscreen.ui.dialogs.validated import ValidatedDialog
from gmscreen.ui.shell.campaigns import NewCampaign

EXTENSION = ".gmscreen"


def parse_characters(text: str) -> tuple[tuple[str, str], ...]:
    """One character a line, "Name" or "Name — Player" (also "Name - Player" or "Name, Player")."""
    characters = []
    for line in text.splitlines():
        line = line.strip()
        if not line:
            continue
        for separator in (" — ", " - ", ","):
            if separator in line:
                name, player = line.split(separator, 1)
                characters.append((name.strip(), player.strip()))
                break
        else:
            characters.append((line, ""))
    return tuple(characters)


def suggest_path(field: QLineEdit, folder: Path, name: str) -> None:
    """Put in `field` a file in `folder` named after the campaign (if the name has letters)."""
    safe = "".join(ch for ch in name if ch.isalnum() or ch in " -_").strip()
    if safe:
        field.setText(str(folder / f"{safe}{EXTENSION}"))


def browse_path(parent: QWidget, field: QLineEdit, folder: Path) -> None:
    """Ask where to save the campaign and put the answer (with its extension) in `field`."""
    path, _ = QFileDialog.getSaveFileName(
        parent,
        QCoreApplication.translate("NewCampaignDialog", "Save the campaign as"),
        field.text() or str(folder),
        QCoreApplication.translate("NewCampaignDialog", "Campaigns (*%s)") % EXTENSION,
    )
    if path:
        field.setText(path if path.endswith(EXTENSION) else path + EXTENSION)


class NewCampaignDialog(ValidatedDialog):
    """Asks for everything a new campaign needs; `request()` returns it once accepted."""

    def __init__(self, folder: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New campaign"))
        self.setMinimumWidth(460)
        self._folder = folder
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("e.g. The Long Haul"))
        self.system = QComboBox()
        for system in SYSTEMS:
            self.system.addItem(system.name, system.id)
        self.path = QLineEdit()
        self.name.textChanged.connect(lambda name: suggest_path(self.path, folder, name))
        browse = QPushButton(self.tr("Browse…"))
        browse.clicked.connect(lambda: browse_path(self, self.path, folder))
        path_row = boxes.row(self.path, browse)
        self.characters = QPlainTextEdit()
        self.characters.setPlaceholderText(self.tr("One a line: Vex Marlo — Sam"))
        self.characters.setFixedHeight(110)
        form = self.form
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Rule system"), self.system)
        form.addRow(self.tr("File"), path_row)
        form.addRow(self.tr("Player characters"), self.characters)
        self.watch(self.name, self.path)

    def problem(self) -> str | None:
        """What is missing or wrong, or None when the campaign can be created."""
        if not self.name.text().strip():
            return self.tr("Give the campaign a name.")
        path = Path(self.path.text().strip())
        if not self.path.text().strip():
            return self.tr("Choose where to save the campaign.")
        if path.exists():
            return self.tr("%s already exists: choose another file name.") % path.name
        if not path.parent.exists():
            return self.tr("The folder %s does not exist.") % path.parent
        return None

    def request(self) -> NewCampaign:
        """The campaign the dialog describes."""
        return NewCampaign(
            path=Path(self.path.text().strip()),
            name=self.name.text().strip(),
            system=str(self.system.currentData()),
            player_characters=parse_characters(self.characters.toPlainText()),
        )
