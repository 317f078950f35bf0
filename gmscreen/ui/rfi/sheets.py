"""Character sheets: the campaign's characters (PCs first), and the selected one's sheet.

Dropping a trait from the trait board onto a character gives it to them.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QMimeData
from PySide6.QtCore import QPoint
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtGui import QDrag
from PySide6.QtGui import QDragEnterEvent
from PySide6.QtGui import QDragMoveEvent
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QAbstractItemView
from PySide6.QtWidgets import QListView
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QWidget

from gmscreen.model.commands import EditRecord
from gmscreen.model.rfi.characters import attribute_names
from gmscreen.model.rfi.characters import skill_names
from gmscreen.model.state import Character
from gmscreen.model.state import Trait
from gmscreen.ui.dialogs.names import SheetNamesDialog
from gmscreen.ui.map.mime import character_mime
from gmscreen.ui.panels.character_list import CharacterListPanel
from gmscreen.ui.qtmodels.records import ID_ROLE
from gmscreen.ui.rfi.character_dialog import CharacterDialog
from gmscreen.ui.rfi.sheet_form import SheetForm
from gmscreen.ui.rfi.traits import TRAIT_MIME
from gmscreen.ui.shell.undo import SessionBridge


def dropped_trait_id(mime: QMimeData) -> int | None:
    """The id of the trait a drag carries, if it carries one."""
    if not mime.hasFormat(TRAIT_MIME):
        return None
    try:
        return int(bytes(mime.data(TRAIT_MIME).data()).decode())
    except ValueError:
        return None


class CharacterList(QListView):
    """The list of characters; a trait dropped on a character is reported, not applied.

    A character dragged out of the list carries its id, so dropping it on the map places a token.
    """

    trait_dropped = Signal(int, int)  # trait id, character id

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAcceptDrops(True)
        self.setDropIndicatorShown(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DragDrop)
        self.setDragEnabled(True)

    def startDrag(self, supported: Qt.DropAction) -> None:
        character_id = self.currentIndex().data(ID_ROLE)
        if character_id is None:
            return
        drag = QDrag(self)
        drag.setMimeData(character_mime(int(character_id)))
        drag.exec(Qt.DropAction.CopyAction)

    def _target(self, mime: QMimeData, position: QPoint) -> tuple[int, int] | None:
        trait_id = dropped_trait_id(mime)
        character_id = self.indexAt(position).data(ID_ROLE)
        if trait_id is None or character_id is None:
            return None
        return trait_id, int(character_id)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if dropped_trait_id(event.mimeData()) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if self._target(event.mimeData(), event.position().toPoint()) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event: QDropEvent) -> None:
        target = self._target(event.mimeData(), event.position().toPoint())
        if target is None:
            event.ignore()
            return
        event.acceptProposedAction()
        self.trait_dropped.emit(*target)


class SheetsPanel(CharacterListPanel):
    """Add, remove and edit characters; every change is one undoable command."""

    watched = frozenset({"character", "trait", "pool", "campaign"})

    def __init__(self, bridge: SessionBridge, parent: QWidget | None = None) -> None:
        super().__init__(
            bridge, SheetForm(bridge), parent, list_view=CharacterList(), sizes=(160, 640)
        )
        assert isinstance(self.list, CharacterList)
        self.list.trait_dropped.connect(self.give_trait)

    def add_controls(self) -> Sequence[tuple[QWidget, int]]:
        """Add… opens the character dialog."""
        self.add_button = QPushButton(self.tr("Add…"))
        self.add_button.setToolTip(self.tr("Add a player character or an NPC"))
        self.add_button.clicked.connect(self.add)
        return ((self.add_button, 0),)

    def side_extras(self) -> Sequence[QWidget]:
        """The campaign's attribute and skill names are edited from here."""
        self.names_button = QPushButton(self.tr("Attribute && skill names…"))
        self.names_button.setToolTip(
            self.tr("Rename, add or remove the campaign's attributes and skills")
        )
        self.names_button.clicked.connect(self.edit_names)
        return (self.names_button,)

    def label(self, character: Character) -> str:
        """A PC by name, an NPC with their tier."""
        if character.kind == "pc":
            return character.name
        tier = {"minor": self.tr("minor NPC"), "notable": self.tr("notable NPC")}.get(
            character.tier or "minor", self.tr("major NPC")
        )
        return self.tr("%s (%s)") % (character.name, tier)

    def tooltip(self, character: Character) -> str:
        """Who plays a PC."""
        if character.kind == "pc" and character.player:
            return self.tr("Played by %s") % character.player
        return ""

    def removal_question(self, character: Character) -> str:
        """Traits, fortune and tokens go with an RFI character."""
        return (
            self.tr(
                "Remove %s? Their traits, fortune and map tokens go with them. "
                "Undo brings everything back."
            )
            % character.name
        )

    # actions
    def add(self) -> None:
        """Ask for a new character and add them (a player character with 3 fortune)."""
        dialog = CharacterDialog(self)
        if dialog.exec():
            command = dialog.command()
            if self.run(command) and command.character_id is not None:
                self.select_character(command.character_id)

    def give_trait(self, trait_id: int, character_id: int) -> None:
        """Give a trait to a character (a trait dropped on them in the list)."""
        state = self._bridge.state
        trait = state.find(Trait, trait_id)
        character = state.find(Character, character_id)
        if trait is None or character is None or trait.owner_id == character.id:
            return
        name = f"give trait {trait.name} to {character.name}"  # stored in English
        self.run(EditRecord("trait", trait.id, label=name, owner_id=character.id))

    def edit_names(self) -> None:
        """Edit the campaign's attribute and skill names; every sheet follows, in one step."""
        state = self._bridge.state
        dialog = SheetNamesDialog(attribute_names(state), skill_names(state), self)
        if dialog.exec():
            self.run(dialog.command())
