"""Renaissance campaigns: the records a new one starts with, the demo, and adding a character."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from gmscreen.model.campaign_start import campaign_start
from gmscreen.model.changes import RecordChange
from gmscreen.model.character_commands import AddCharacterCommand
from gmscreen.model.character_commands import SetKindCommand
from gmscreen.model.renaissance.luck import LUCK
from gmscreen.model.renaissance.options import RenaissanceOptions
from gmscreen.model.renaissance.options import options_settings
from gmscreen.model.renaissance.sheet import APTITUDES
from gmscreen.model.renaissance.sheet import RenaissanceSheet
from gmscreen.model.renaissance.sheet import SkillEntry
from gmscreen.model.renaissance.sheet import blank_sheet
from gmscreen.model.renaissance.sheet import sheet_json
from gmscreen.model.state import CAMPAIGN_ID
from gmscreen.model.state import Campaign
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.model.state import Episode
from gmscreen.model.state import JsonDict
from gmscreen.model.state import Pool
from gmscreen.model.state import Record
from gmscreen.model.state import Scene
from gmscreen.model.state import Season
from gmscreen.rules.renaissance import Aptitude
from gmscreen.rules.systems import RENAISSANCE


def new_renaissance_records(
    name: str, player_characters: tuple[tuple[str, str], ...]
) -> list[Record]:
    """A Renaissance campaign: default options, one season, episode and scene, and the PCs.

    Each player character has a blank sheet and a Luck Point pool at 0 (the first session
    start gives the first point).

    Raises:
        ValueError: an empty campaign name or an unnamed character.
    """
    records = campaign_start(
        name,
        RENAISSANCE.id,
        options_settings(RenaissanceOptions()),
        player_characters,
        blank_sheet=blank_sheet,
        season="Adventure 1",
        episode="Session 1",
    )
    records.extend(
        Pool(index, LUCK, 0, owner_id=index) for index in range(1, len(player_characters) + 1)
    )
    return records


def _sheet(scores: tuple[int, ...], luck: int, initiative: int, *skills: SkillEntry) -> JsonDict:
    aptitudes: dict[Aptitude, int] = dict(zip(APTITUDES, scores, strict=True))
    aptitudes[Aptitude.LUCK] = luck
    return sheet_json(
        RenaissanceSheet(aptitudes=aptitudes, initiative_modifier=initiative, skills=skills)
    )


def _skill(name: str, aptitude: Aptitude, ranks: int, spec: str = "", *profs: str) -> SkillEntry:
    return SkillEntry(
        name, aptitude, ranks, spec, proficiency_skill=bool(profs), proficiencies=profs
    )


A = Aptitude


def demo_renaissance_records() -> list[Record]:
    """A small Renaissance campaign for tests and screenshots: the rules' example characters.

    Aptitudes in order COG, COO, DUR, INT, SAV, SOM, STR, WIL; then the Luck stat and the
    initiative modifier.
    """
    characters = [
        Character(
            1,
            "Aryn",
            "pc",
            player="Sam",
            sheet=_sheet(
                (15, 20, 20, 25, 10, 15, 15, 20),
                4,
                5,
                _skill("Search", A.INT, 50, "Tracking"),
                _skill("Stealth", A.COO, 45),
                _skill("Survival", A.INT, 30, "Forests"),
                _skill("Knowledge: Beasts", A.COG, 30),
                _skill("Melee Weapons", A.SOM, 35, "Spears", "Spears", "Knives"),
            ),
        ),
        Character(
            2,
            "Lady Katarina",
            "pc",
            player="Priya",
            sheet=_sheet(
                (20, 30, 10, 20, 25, 10, 5, 15),
                5,
                6,
                _skill("Persuasion", A.SAV, 40, "Flattery"),
                _skill("Protocol", A.SAV, 35),
                _skill("Stealth", A.COO, 35),
                _skill("Perception", A.INT, 30),
            ),
        ),
        Character(
            3,
            "Chandra",
            "pc",
            player="Jonah",
            sheet=_sheet(
                (10, 20, 25, 15, 15, 25, 30, 20),
                3,
                4,
                _skill("Unarmed Combat", A.SOM, 55),
                _skill("Melee Weapons", A.SOM, 45, "", "Swords"),
                _skill("Intimidate", A.SAV, 25),
                _skill("Knowledge: Theology", A.COG, 25),
            ),
        ),
        Character(
            4,
            "Goblin slaver",
            "npc",
            tier="minor",
            sheet=_sheet(
                (10, 25, 15, 15, 10, 15, 10, 10),
                2,
                4,
                _skill("Fray", A.COO, 40),
                _skill("Perception", A.INT, 25),
            ),
        ),
        Character(
            5,
            "The bear",
            "npc",
            tier="notable",
            sheet=_sheet(
                (5, 15, 30, 20, 5, 30, 35, 20),
                2,
                3,
                _skill("Perception", A.INT, 35),
                _skill("Unarmed Combat", A.SOM, 40),
            ),
        ),
    ]
    return [
        Campaign(
            CAMPAIGN_ID,
            "The Ichor Woods",
            RENAISSANCE.id,
            options_settings(RenaissanceOptions()),
            current_scene_id=1,
            notes="A demo campaign: a monster-hunter, a socialite and a Drake general.",
        ),
        Season(1, "The Ichor Woods"),
        Episode(1, 1, "Session 1: Sheep Go Missing"),
        Scene(1, 1, "Tracking the bear"),
        Scene(2, 1, "The slavers' camp"),
        *characters,
        Pool(1, LUCK, 1, owner_id=1),
        Pool(2, LUCK, 2, owner_id=2),
        Pool(3, LUCK, 0, owner_id=3),
    ]


class AddRenaissanceCharacter(AddCharacterCommand):
    """Add a character with a blank Renaissance sheet; a player character gets a Luck pool.

    `character_id` holds the new character's id once the command has been planned.
    """

    def blank_sheet(self, state: CampaignState) -> JsonDict:
        """Scores at 0, no skills yet."""
        return blank_sheet()

    def comes_with(self, state: CampaignState, character: Character) -> Sequence[RecordChange]:
        """A player character's Luck Point pool, empty."""
        if character.kind != "pc":
            return ()
        return (RecordChange.of(None, Pool(state.next_id("pool"), LUCK, 0, owner_id=character.id)),)


class SetCharacterKind(SetKindCommand):
    """Make a character a player character or an NPC of a tier (their Luck Points stay)."""

    def changed(self, before: Character) -> Character:
        """An NPC has no player."""
        player = before.player if self._kind == "pc" else ""
        return dataclasses.replace(super().changed(before), player=player)
