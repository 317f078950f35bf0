"""The Renaissance characters panel: the list (PCs first), the selected sheet, session breaks."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QWidget

from gmscreen.model.changes import ChangeSet
from gmscreen.model.renaissance.luck import SessionBreakLuck
from gmscreen.model.renaissance.luck import luck_of
from gmscreen.model.renaissance.records import AddRenaissanceCharacter
from gmscreen.model.state import Character
from gmscreen.model.state import Pool
from gmscreen.ui.panels.character_list import CharacterListPanel
from gmscreen.ui.renaissance.sheet_form import SheetForm
from gmscreen.ui.rfi.character_dialog import CharacterDialog
from gmscreen.ui.shell.undo import SessionBridge


class SheetsPanel(CharacterListPanel):
    """Add, remove and edit characters; a session break gives everyone their Luck Point."""

    watched = frozenset({"character", "pool", "campaign"})

    def __init__(self, bridge: SessionBridge, parent: QWidget | None = None) -> None:
        super().__init__(bridge, SheetForm(bridge), parent, sizes=(110, 690))
        self.list.setObjectName("renaissanceCharacters")

    def add_controls(self) -> Sequence[tuple[QWidget, int]]:
        """Add… opens the character dialog."""
        self.add_button = QPushButton(self.tr("Add…"))
        self.add_button.setToolTip(self.tr("Add a player character or an NPC"))
        self.add_button.clicked.connect(self.add)
        return ((self.add_button, 1),)

    def side_extras(self) -> Sequence[QWidget]:
        """The session break on a row of its own (beside Add… and Remove, German's words held
        the dock wider than a 1024 px window leaves it), and who gained what at the last one."""
        self.session_button = QPushButton(self.tr("Session break: +Luck"))
        self.session_button.setObjectName("sessionBreak")
        self.session_button.setToolTip(
            self.tr("A session starts or the GM declares a break: everyone gains Luck Points")
        )
        self.session_button.clicked.connect(self.session_break)
        self.report = QLabel("")
        self.report.setWordWrap(True)
        self.report.setVisible(False)
        return (self.session_button, self.report)

    def label(self, character: Character) -> str:
        """Name, NPC mark and Luck Points."""
        points = luck_of(self._bridge.state, character.id)
        luck = self.tr(" — %d Luck") % points if character.kind == "pc" or points else ""
        kind = "" if character.kind == "pc" else self.tr(" (NPC)")
        return f"{character.name}{kind}{luck}"

    def tooltip(self, character: Character) -> str:
        """Who plays them."""
        return self.tr("Played by %s") % character.player if character.player else ""

    def removal_question(self, character: Character) -> str:
        """Their Luck Points go with them."""
        return self.tr("Remove %s and their Luck Points? Undo brings them back.") % character.name

    def relabelled(self, changes: ChangeSet) -> frozenset[int]:
        """Labels show Luck Points, which live in pools the list model does not watch."""
        return frozenset(
            pool.owner_id for pool in changes.records(Pool) if pool.owner_id is not None
        )

    # actions
    def add(self) -> None:
        """Ask for a new character and add them with a blank sheet."""
        dialog = CharacterDialog(self)
        dialog.hint.setText(
            self.tr("Scores start at 0 and there are no skills yet: fill them in on the sheet.")
        )
        if dialog.exec():
            kind, tier = dialog.kind.currentData()
            command = AddRenaissanceCharacter(
                dialog.name.text(), kind=kind, tier=tier, player=dialog.player.text()
            )
            if self.run(command) and command.character_id is not None:
                self.select_character(command.character_id)

    def session_break(self) -> None:
        """Everyone gains their Luck Point(s), as one undoable step."""
        command = SessionBreakLuck()
        if self.run(command):
            self.report.setText(
                self.tr("Session break: %s")
                % ", ".join(f"{name} {points}" for name, points in command.report)
            )
            self.report.setVisible(True)
