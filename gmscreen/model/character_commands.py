"""Adding a character, the same way in every rule system: a name, PC or NPC (with a tier), a
player, a blank sheet, and what such a character comes with (a pool), in one undoable step."""

from __future__ import annotations

from collections.abc import Sequence

from gmscreen.model.changes import ChangeSet, RecordChange
from gmscreen.model.commands import Command, CommandError
from gmscreen.model.state import CampaignState, Character, CharacterKind, JsonDict, NpcTier


class AddCharacterCommand(Command):
    """Add one character; a system fills in `blank_sheet` and, if it has any, `comes_with`.

    An NPC added without a tier gets `npc_tier`; a player is kept for a player character only.
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
    ) -> None:
        if not name.strip():
            raise CommandError("a character needs a name")
        self._name = self.clean_name(name)
        self._kind: CharacterKind = kind
        self._tier: NpcTier | None = None if kind == "pc" else (tier or self.npc_tier)
        self._player = player.strip() if kind == "pc" else ""
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
            sheet=self.blank_sheet(state),
        )
        self.character_id = character.id
        return ChangeSet((RecordChange.of(None, character), *self.comes_with(state, character)))
