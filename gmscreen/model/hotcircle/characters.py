"""Hot Circle character commands: add a character, edit the sheet, award artha, conditions.

Every edit reads the sheet as the rules' character, changes it through a rules function (which
refuses what the rules do not allow), and writes it back as one undo step.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from gmscreen.model.changes import ChangeSet
from gmscreen.model.changes import RecordChange
from gmscreen.model.character_commands import AddCharacterCommand
from gmscreen.model.commands import CommandError
from gmscreen.model.commands import LabelledCommand
from gmscreen.model.hotcircle.sheet import blank_sheet
from gmscreen.model.hotcircle.sheet import character_from_sheet
from gmscreen.model.hotcircle.sheet import read_character
from gmscreen.model.hotcircle.sheet import with_character
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character as CharacterRecord
from gmscreen.model.state import JsonDict
from gmscreen.rules.hotcircle.artha import ArthaChange
from gmscreen.rules.hotcircle.artha import add_condition
from gmscreen.rules.hotcircle.artha import award_artha
from gmscreen.rules.hotcircle.artha import upgrade_asset
from gmscreen.rules.hotcircle.character import Asset
from gmscreen.rules.hotcircle.character import Character
from gmscreen.rules.hotcircle.character import Condition

SheetChange = Callable[[Character], Character | ArthaChange]


def _record(state: CampaignState, character_id: int) -> CharacterRecord:
    record = state.find(CharacterRecord, character_id)
    if record is None:
        raise CommandError(f"there is no character {character_id} any more")
    return record


class AddCharacter(AddCharacterCommand):
    """Add a player character (three empty belief and instinct slots) or an NPC."""

    npc_tier = "notable"

    def blank_sheet(self, state: CampaignState) -> JsonDict:
        """A player character's sheet has empty belief and instinct slots to fill in."""
        return blank_sheet(player_character=self._kind == "pc")


class SaveSheet(LabelledCommand):
    """Save a sheet as written (beliefs, instincts, traits, lifepaths …): the rules read it
    first and refuse a sheet that breaks them."""

    def __init__(self, character_id: int, sheet: JsonDict, *, label: str) -> None:
        self._id = character_id
        self._sheet = sheet
        super().__init__(label=label)

    def plan(self, state: CampaignState) -> ChangeSet:
        record = _record(state, self._id)
        character_from_sheet(record.name, self._sheet, player_character=record.kind == "pc")
        if self._sheet == record.sheet:
            return ChangeSet()
        after = dataclasses.replace(record, sheet=self._sheet)
        return ChangeSet((RecordChange.of(record, after),))


class EditSheet(LabelledCommand):
    """Change a character through a rules function; `events` says what happened."""

    def __init__(self, character_id: int, change: SheetChange, *, label: str) -> None:
        self._id = character_id
        self._change = change
        super().__init__(label=label)
        self.events: tuple[str, ...] = ()

    def plan(self, state: CampaignState) -> ChangeSet:
        record = _record(state, self._id)
        result = self._change(read_character(record))
        if isinstance(result, ArthaChange):
            self.events = result.events
            result = result.character
        after = with_character(record, result)
        if after == record:
            return ChangeSet()
        return ChangeSet((RecordChange.of(record, after),))


class AwardArtha(EditSheet):
    """Give a character fate points and persona points."""

    def __init__(self, character_id: int, *, fate: int = 0, persona: int = 0) -> None:
        parts = [f"{fate} fate" if fate else "", f"{persona} persona" if persona else ""]
        super().__init__(
            character_id,
            lambda character: award_artha(character, fate=fate, persona=persona),
            label=f"award {' and '.join(p for p in parts if p) or 'no artha'}",
        )


class ApplyCondition(EditSheet):
    """The GM applies a condition (a worse one of the same name replaces it)."""

    def __init__(self, character_id: int, condition: Condition) -> None:
        super().__init__(
            character_id,
            lambda character: add_condition(character, condition),
            label=f"{condition.severity} condition {condition.name}",
        )


def _without_condition(character: Character, name: str) -> Character:
    character.condition(name)
    kept = tuple(item for item in character.conditions if item.name != name)
    return dataclasses.replace(character, conditions=kept)


class ClearCondition(EditSheet):
    """Remove a condition outright (the GM's ruling; hindering tests clear it on its own)."""

    def __init__(self, character_id: int, name: str) -> None:
        super().__init__(
            character_id,
            lambda character: _without_condition(character, name),
            label=f"clear condition {name}",
        )


class UpgradeAsset(EditSheet):
    """Turn a temporary asset into its permanent form with the fate points noted on its
    lifepath."""

    def __init__(self, character_id: int, asset: Asset) -> None:
        super().__init__(
            character_id,
            lambda character: upgrade_asset(character, asset),
            label=f"upgrade {asset.name}",
        )
