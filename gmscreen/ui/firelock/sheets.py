"""Firelock character sheets: the characters (PCs first), and the selected one's sheet."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QWidget

from gmscreen.model.firelock import AddFirelockCharacter
from gmscreen.ui.firelock.sheet_form import FirelockSheetForm
from gmscreen.ui.inline_messages import show_error
from gmscreen.ui.panels.character_list import CharacterListPanel
from gmscreen.ui.shell.undo import SessionBridge


class FirelockSheetsPanel(CharacterListPanel):
    """Add, remove and edit Firelock characters; every change is one undoable command."""

    def __init__(self, bridge: SessionBridge, parent: QWidget | None = None) -> None:
        super().__init__(bridge, FirelockSheetForm(bridge), parent, sizes=(150, 600))

    def add_controls(self) -> Sequence[tuple[QWidget, int]]:
        """A name entry and PC/NPC choice beside Add."""
        self.new_name = QLineEdit()
        self.new_name.setPlaceholderText(self.tr("New character"))
        self.new_name.returnPressed.connect(self.add)
        self.new_kind = QComboBox()
        self.new_kind.addItem(self.tr("PC"), "pc")
        self.new_kind.addItem(self.tr("NPC"), "npc")
        self.add_button = QPushButton(self.tr("Add"))
        self.add_button.clicked.connect(self.add)
        return ((self.new_name, 1), (self.new_kind, 0), (self.add_button, 0))

    def add(self) -> None:
        """Add the character named in the entry, with a blank sheet, and show it."""
        name = self.new_name.text().strip()
        if not name:
            show_error(self.message, self.tr("Type the new character's name first."))
            return
        command = AddFirelockCharacter(name, kind=self.new_kind.currentData())
        if self.run(command) and command.character_id is not None:
            self.new_name.clear()
            self.select_character(command.character_id)
