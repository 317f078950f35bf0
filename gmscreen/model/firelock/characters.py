"""Firelock characters in the campaign: adding one with a blank sheet, and editing the sheet."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from gmscreen.model.changes import ChangeSet
from gmscreen.model.changes import RecordChange
from gmscreen.model.character_commands import AddCharacterCommand
from gmscreen.model.commands import Command
from gmscreen.model.commands import CommandError
from gmscreen.model.commands import LabelledCommand
from gmscreen.model.commands import require
from gmscreen.model.firelock.sheet import blank_sheet
from gmscreen.model.firelock.sheet import campaign_defaults
from gmscreen.model.firelock.sheet import repaired_sheet
from gmscreen.model.firelock.sheet import sheet_to_json
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.model.state import JsonDict
from gmscreen.rules.firelock import CharacterSheet

SheetChange = Callable[[CharacterSheet], CharacterSheet]


class AddFirelockCharacter(AddCharacterCommand):
    """Add a player character or an NPC with a blank sheet (every ability at the lowest).

    `character_id` holds the new character's id once the command has been planned.
    """

    npc_tier = "major"

    @staticmethod
    def clean_name(name: str) -> str:
        """Spaces inside the name are folded too."""
        return " ".join(name.split())

    def blank_sheet(self, state: CampaignState) -> JsonDict:
        """Every ability at the campaign's lowest rating."""
        return blank_sheet(campaign_defaults(state))


class EditFirelockSheet(LabelledCommand):
    """Change a character's sheet through the rules' `CharacterSheet`; a refused change raises.

    The rest of the sheet's JSON (anything another tool stored beside the scores) is kept.
    """

    def __init__(self, character_id: int, change: SheetChange, *, label: str) -> None:
        self._id = character_id
        self._change = change
        super().__init__(label=label)

    def plan(self, state: CampaignState) -> ChangeSet:
        before = require(state, "character", self._id)
        assert isinstance(before, Character)
        sheet = self._change(repaired_sheet(state, before))
        after = dataclasses.replace(before, sheet={**before.sheet, **sheet_to_json(sheet)})
        return ChangeSet(() if after == before else (RecordChange.of(before, after),))


class RenameFirelockCharacter(Command):
    """Give a character a new name."""

    def __init__(self, character_id: int, new_name: str) -> None:
        if not new_name.strip():
            raise CommandError("a character needs a name")
        self._id = character_id
        self._new = " ".join(new_name.split())

    @property
    def name(self) -> str:
        return f"rename a character to {self._new}"

    def plan(self, state: CampaignState) -> ChangeSet:
        before = require(state, "character", self._id)
        assert isinstance(before, Character)
        after = dataclasses.replace(before, name=self._new)
        return ChangeSet(() if after == before else (RecordChange.of(before, after),))
