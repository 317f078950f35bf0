"""The part of a character sheet form every rule system shares: which character it shows, the
name and player fields, running an edit as one undoable command, and refusals in place.

A system's form subclasses `SheetFormScaffold`, lays out `name`, `player` and `error` with its
own fields, and draws the sheet in `refresh`. A change reaches the form through `react`, which
does work in proportion to the change: nothing for a change to another character or a record the
shown one does not own, only the parts showing the shown character's own records (`owned`,
`show_owned`) when only those changed, and the whole sheet for the character itself, the
campaign's settings (`campaign_fields`), or a reset.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QGroupBox
from PySide6.QtWidgets import QLayout
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QWidget

from gmscreen.model.changes import ChangeSet
from gmscreen.model.changes import RecordChange
from gmscreen.model.commands import Command
from gmscreen.model.commands import EditRecord
from gmscreen.model.state import Character
from gmscreen.model.state import CharacterKind
from gmscreen.model.state import JsonDict
from gmscreen.model.state import NpcTier
from gmscreen.model.state import Record
from gmscreen.rules.errors import RulesError
from gmscreen.ui import boxes
from gmscreen.ui.inline_messages import error_label
from gmscreen.ui.inline_messages import show_error
from gmscreen.ui.panels.sheet_fields import CheckedSpinBox
from gmscreen.ui.shell.undo import SessionBridge


def titled(title: str, widget: QWidget) -> QGroupBox:
    """A part of the sheet in a box with its title (Traits, Skills …)."""
    box = QGroupBox(title)
    boxes.column(widget, parent=box)
    return box


def _owners(record: Record | None) -> set[int | None]:
    """The characters a record belongs to or names (a trait's owner, a pool's, a roll's)."""
    return {getattr(record, "owner_id", None), getattr(record, "character_id", None)}


class SheetFormScaffold(QWidget):
    """Shows the sheet of `character_id` as the campaign holds it, and edits it by command.

    `error` says why a name, player or kind edit was refused; a rating's refusal goes under its
    own box. `sheet_errors` are the exceptions a sheet change raises when the rules refuse it.
    """

    sheet_errors: tuple[type[Exception], ...] = (RulesError,)
    # The kinds of record a character owns (by `owner_id` or `character_id`) that the sheet
    # shows beside the character's own record, such as RFI's gear and fortune.
    owned: frozenset[str] = frozenset()
    # The campaign's fields a sheet is drawn under: its GM settings (names, caps, defaults),
    # not where play stands (a scene switch leaves every sheet as it is).
    campaign_fields: frozenset[str] = frozenset({"settings"})

    def __init__(self, bridge: SessionBridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self._character_id: int | None = None
        self.name = QLineEdit()
        self.name.setAccessibleName(self.tr("Character name"))
        self.name.editingFinished.connect(self._commit_name)
        self.player = QLineEdit()
        self.player.setAccessibleName(self.tr("Player"))
        self.player.setPlaceholderText(self.tr("who plays them"))
        self.player.editingFinished.connect(self._commit_player)
        self.error = error_label()

    def lay_out(self, *parts: QWidget | QLayout) -> None:
        """Lay the sheet out top to bottom: `parts` in order, close to the dock's edges, and
        the spare height below them (a short sheet does not spread out)."""
        boxes.column(*parts, boxes.STRETCH, parent=self, margins=4)

    # what a system fills in
    def refresh(self) -> None:
        """Show the sheet as the campaign holds it now."""
        raise NotImplementedError

    def show_owned(self, changes: tuple[RecordChange, ...]) -> None:
        """Show what `changes` (to records of `owned` kinds the shown character owns or had
        owned) did to the parts of the sheet showing them; by default, the whole sheet."""
        self.refresh()

    def forget_refusals(self) -> None:
        """Hide the refusals of the character shown before (another one is shown now)."""
        show_error(self.error, "")

    def rename_command(self, character: Character, name: str) -> Command:
        """The command that renames a character."""
        label = f"rename {character.name} to {name}"  # stored in English: undo_names words it
        return EditRecord("character", character.id, label=label, name=name)

    def kind_command(
        self, character: Character, kind: CharacterKind, tier: NpcTier | None
    ) -> Command:
        """The command that makes a character a PC or an NPC of a tier (forms with a kind box)."""
        raise NotImplementedError

    # showing
    @property
    def character_id(self) -> int | None:
        """The character shown."""
        return self._character_id

    def show_character(self, character_id: int | None) -> None:
        """Show another character's sheet (earlier refusals are forgotten)."""
        if character_id != self._character_id:
            self._character_id = character_id
            self.forget_refusals()
        self.refresh()

    def react(self, changes: ChangeSet) -> None:
        """Show what `changes` did to the shown sheet, and nothing more: the whole sheet when
        the character or the campaign's settings changed (or anything may have), the parts
        showing the character's own records when only some of those changed, nothing for
        other records."""
        shown = self._character_id
        if shown is None:
            return
        if (
            changes.reset
            or shown in changes.ids("character")
            or changes.fields("campaign") & self.campaign_fields
        ):
            self.refresh()
            return
        mine = tuple(
            change
            for change in changes.changes
            if change.kind in self.owned and shown in _owners(change.before) | _owners(change.after)
        )
        if mine:
            self.show_owned(mine)

    def _current(self) -> Character | None:
        return self._bridge.state.find(Character, self._character_id)

    def _owner(self) -> str:
        character = self._current()
        return character.name if character is not None else ""

    # editing
    def _run(self, command: Command) -> str:
        """Execute a command; the reason it was refused, or "" when it ran."""
        return self._bridge.attempt(command) or ""

    def _edit_sheet(
        self,
        what: str,
        change: Callable[[JsonDict], JsonDict],
        field: CheckedSpinBox | None = None,
        refuse: Callable[[str], None] | None = None,
    ) -> bool:
        """Change the sheet as one command; a refusal goes to `refuse` or under `field`."""
        character = self._current()
        if character is None:
            return False
        say = refuse if refuse is not None else field.refuse if field is not None else None
        try:
            sheet = change(character.sheet)
        except self.sheet_errors as error:
            if say is not None:
                say(str(error))
            return False
        refusal = self._run(EditRecord("character", character.id, label=what, sheet=sheet))
        if refusal and say is not None:
            say(refusal)
        elif field is not None and not refusal:
            field.clear_error()
        return not refusal

    def _commit_name(self) -> None:
        character = self._current()
        text = self.name.text().strip()
        if character is None or text == character.name:
            return
        if not text:
            show_error(self.error, self.tr("A character needs a name."))
            self.name.setText(character.name)
            return
        show_error(self.error, self._run(self.rename_command(character, text)))

    def _commit_player(self) -> None:
        character = self._current()
        text = self.player.text().strip()
        if character is not None and text != character.player:
            what = f"set {character.name}'s player to {text}"
            command = EditRecord("character", character.id, label=what, player=text)
            show_error(self.error, self._run(command))

    def _commit_kind(self, combo: QComboBox) -> None:
        """Make the character what `combo` (a `kind_combo`) now says."""
        character = self._current()
        if character is not None:
            kind, tier = combo.currentData()
            show_error(self.error, self._run(self.kind_command(character, kind, tier)))
            if self._current() is character:  # refused: show the kind the campaign still holds
                self.refresh()
