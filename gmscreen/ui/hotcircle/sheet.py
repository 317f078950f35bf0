"""The Hot Circle characters panel: the campaign's characters (player characters first) and the
selected one's sheet."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QInputDialog
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QWidget

from gmscreen.model.hotcircle.characters import AddCharacter
from gmscreen.model.hotcircle.sheet import sheet_problems
from gmscreen.model.state import Character
from gmscreen.ui.hotcircle.sheet_form import HotCircleSheetForm
from gmscreen.ui.panels.character_list import CharacterListPanel
from gmscreen.ui.shell.undo import SessionBridge


class HotCircleSheetPanel(CharacterListPanel):
    """Add, remove and edit characters; every change is one undoable command."""

    def __init__(self, bridge: SessionBridge, parent: QWidget | None = None) -> None:
        super().__init__(bridge, HotCircleSheetForm(bridge), parent, sizes=(130, 640))

    def add_controls(self) -> Sequence[tuple[QWidget, int]]:
        """A PC and an NPC are added by name."""
        self.add_pc_button = QPushButton(self.tr("Add PC…"))
        self.add_pc_button.clicked.connect(lambda: self.add("pc"))
        self.add_npc_button = QPushButton(self.tr("Add NPC…"))
        self.add_npc_button.clicked.connect(lambda: self.add("npc"))
        return ((self.add_pc_button, 0), (self.add_npc_button, 0))

    def label(self, character: Character) -> str:
        """Name, player or NPC mark, and ✎ while the sheet is unfinished."""
        text = character.name
        if character.kind == "pc" and character.player:
            text += f" — {character.player}"
        elif character.kind != "pc":
            text += self.tr(" (NPC)")
        return text + (" ✎" if sheet_problems(character) else "")

    def tooltip(self, character: Character) -> str:
        """Why a character is marked ✎."""
        return self.tr("The sheet is not finished yet") if sheet_problems(character) else ""

    def removal_question(self, character: Character) -> str:
        """The sheet goes with them."""
        return self.tr("Remove %s and their sheet? Undo brings them back.") % character.name

    def add(self, kind: str) -> None:
        """Ask for a name (and a player) and add the character."""
        what = self.tr("player character") if kind == "pc" else self.tr("NPC")
        name, ok = QInputDialog.getText(self, self.tr("Add a %s") % what, self.tr("Name:"))
        if not ok or not name.strip():
            return
        player = ""
        if kind == "pc":
            player, ok = QInputDialog.getText(self, self.tr("Player"), self.tr("Played by:"))
            if not ok:
                return
        command = AddCharacter(name, kind="pc" if kind == "pc" else "npc", player=player)
        if self.run(command) and command.character_id is not None:
            self.select_character(command.character_id)
