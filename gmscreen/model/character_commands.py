"""Adding a character and making one a PC or an NPC, the same way in every rule system: a name,
PC or NPC (with a tier), a player, a blank sheet, and what such a character comes with (a pool),
each in one undoable step."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from gmscreen.model.changes import ChangeSet
from gmscreen.model.changes import RecordChange
from gmscreen.model.commands import Command
from gmscreen.model.commands import CommandError
from gmscreen.model.commands import require
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.model.state import CharacterKind
from gmscreen.model.state import JsonDict
from gmscreen.model.state import NpcTier


def player_characters(state: CampaignState) -> list[Character]:
    """The campaign's player characters, in the order they were added (table order)."""
    return [character for character in state.of(Character) if character.kind == "pc"]


def characters_in_order(state: CampaignState) -> list[Character]:
    """Player characters first, then NPCs, each in the order they were added."""
    characters = state.of(Character)
    return [c for c in characters if c.kind == "pc"] + [c for c in characters if c.kind != "pc"]


class AddCharacterCommand(Command):
    """Add one character; a system fills in `blank_sheet` and, if it has any, `comes_with`.

    An NPC added without a tier gets `npc_tier`; a player is kept for a player character only;
    a character given no `sheet` gets a blank one.
    `character_id` holds the new character's id once the command has been planned.
    """

    npc_tier: NpcTier | None = "minor"

    def __init__(
        self,
        name: str,
        *,
        kind: CharacterKind = "pc",
        tier: NpcTier | None = None,
        player: str = "",
        sheet: JsonDict | None = None,
    ) -> None:
        if not name.strip():
            raise CommandError("a character needs a name")
        self._name = self.clean_name(name)
        self._kind: CharacterKind = kind
        self._tier: NpcTier | None = None if kind == "pc" else (tier or self.npc_tier)
        self._player = player.strip() if kind == "pc" else ""
        self._sheet = sheet
        self.character_id: int | None = None

    @staticmethod
    def clean_name(name: str) -> str:
        """The name as it is kept (without surrounding spaces)."""
        return name.strip()

    @property
    def name(self) -> str:
        return f"add character {self._name}"

    def blank_sheet(self, state: CampaignState) -> JsonDict:
        """The new character's sheet."""
        raise NotImplementedError

    def comes_with(self, state: CampaignState, character: Character) -> Sequence[RecordChange]:
        """Records added with the character (e.g. a player character's pool)."""
        return ()

    def plan(self, state: CampaignState) -> ChangeSet:
        character = Character(
            id=state.next_id("character"),
            name=self._name,
            kind=self._kind,
            tier=self._tier,
            player=self._player,
            sheet=self._sheet or self.blank_sheet(state),
        )
        self.character_id = character.id
        return ChangeSet((RecordChange.of(None, character), *self.comes_with(state, character)))


class SetKindCommand(Command):
    """Make a character a player character or an NPC of a tier (an NPC without one: minor).

    A system adds what changes with the kind in `comes_with` (a pool that comes or goes).
    """

    def __init__(self, character_id: int, kind: CharacterKind, tier: NpcTier | None = None) -> None:
        self._id = character_id
        self._kind: CharacterKind = kind
        self._tier: NpcTier | None = None if kind == "pc" else (tier or "minor")
        self._label = ""

    @property
    def name(self) -> str:
        what = "a player character" if self._kind == "pc" else f"a {self._tier} NPC"
        return f"make {self._label or 'character'} {what}"

    def changed(self, before: Character) -> Character:
        """The character as this kind."""
        return dataclasses.replace(before, kind=self._kind, tier=self._tier)

    def comes_with(self, state: CampaignState, after: Character) -> Sequence[RecordChange]:
        """Records that come or go with the new kind."""
        return ()

    def plan(self, state: CampaignState) -> ChangeSet:
        before = require(state, "character", self._id)
        assert isinstance(before, Character)
        self._label = before.name
        after = self.changed(before)
        if after == before:
            return ChangeSet()
        return ChangeSet((RecordChange.of(before, after), *self.comes_with(state, after)))
