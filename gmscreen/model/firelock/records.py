"""The records a Firelock campaign starts with: a new one for the GM, and a demo for tests."""

from __future__ import annotations

from collections.abc import Sequence

from gmscreen.model.campaign_start import campaign_start
from gmscreen.model.firelock.sheet import blank_sheet
from gmscreen.model.firelock.sheet import defaults_to_settings
from gmscreen.model.state import CAMPAIGN_ID
from gmscreen.model.state import Campaign
from gmscreen.model.state import Character
from gmscreen.model.state import Episode
from gmscreen.model.state import JsonDict
from gmscreen.model.state import NpcTier
from gmscreen.model.state import Record
from gmscreen.model.state import Scene
from gmscreen.model.state import Season
from gmscreen.rules.firelock import FirelockDefaults
from gmscreen.rules.systems import FIRELOCK


def new_firelock_records(name: str, player_characters: Sequence[tuple[str, str]]) -> list[Record]:
    """A Firelock campaign with the text's defaults, one season, episode and scene, and its
    player characters (name, player) with blank sheets.

    Raises:
        ValueError: an empty campaign name or an unnamed character.
    """
    settings = defaults_to_settings(FirelockDefaults())
    return campaign_start(name, FIRELOCK.id, settings, player_characters, blank_sheet=blank_sheet)


def _sheet(abilities: tuple[int, int, int, int, int], **skills: int) -> JsonDict:
    return {
        "abilities": dict(zip(FirelockDefaults().abilities, abilities, strict=True)),
        "skills": {name.replace("_", " "): rating for name, rating in skills.items()},
    }


# The demo's people, one row each: name, player (a PC) or tier (an NPC), the five abilities
# in the defaults' order, and skills.
_PCS: tuple[tuple[str, str, tuple[int, int, int, int, int], dict[str, int]], ...] = (
    ("Kim Ashdown", "Sam", (3, 6, 4, 5, 2), {"Melee": 5, "Sneak": 3, "Climbing": 2}),
    ("Adam Vell", "Priya", (6, 3, 2, 3, 3), {"Reputation": 4, "Melee": 4, "Intimidation": 3}),
    ("Sela Quint", "Jo", (2, 3, 6, 4, 5), {"Medicine": 5, "Negotiation": 4, "Charm": 3}),
)
_NPCS: tuple[tuple[str, NpcTier, tuple[int, int, int, int, int], dict[str, int]], ...] = (
    ("Bo the Duellist", "major", (6, 4, 3, 4, 3), {"Melee": 3, "Intimidation": 4}),
    ("Mother Greave", "major", (2, 2, 5, 4, 5), {"Negotiation": 6, "Appraisal": 5}),
    ("Gate Sentry", "minor", (4, 3, 2, 4, 2), {"Paranoia": 5, "Melee": 2}),
)


def _cast() -> list[Character]:
    pcs = [
        Character(n, name, "pc", player=player, sheet=_sheet(abilities, **skills))
        for n, (name, player, abilities, skills) in enumerate(_PCS, start=1)
    ]
    npcs = [
        Character(n, name, "npc", tier=tier, sheet=_sheet(abilities, **skills))
        for n, (name, tier, abilities, skills) in enumerate(_NPCS, start=len(pcs) + 1)
    ]
    return pcs + npcs


def demo_firelock_records() -> list[Record]:
    """A small Firelock campaign: three player characters, three NPCs, two scenes."""
    campaign = Campaign(
        CAMPAIGN_ID,
        "The Ember Road",
        FIRELOCK.id,
        defaults_to_settings(FirelockDefaults()),
        current_scene_id=1,
        notes="A demo campaign: a caravan town, a duel at the well, a shopkeeper who won't budge.",
    )
    return [
        campaign,
        Season(1, "The Ember Road"),
        Episode(1, 1, "Ash Market"),
        Scene(1, 1, "The duel at the well", order=0),
        Scene(2, 1, "Haggling with Mother Greave", order=1),
        *_cast(),
    ]
