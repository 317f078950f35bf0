"""Creating a Hot Circle player character: the checks a new character sheet must pass."""

from __future__ import annotations

from collections.abc import Iterable

from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.character import Character
from gmscreen.rules.hotcircle.tables import DOUBLED_LIFEPATH_RATING
from gmscreen.rules.hotcircle.tables import STARTING_LIFEPATH_RATING
from gmscreen.rules.hotcircle.tables import STARTING_TRAITS


def born_lifepath_name(setting: str) -> str:
    """Lifepaths: the first lifepath is childhood, named after its setting ("[setting]-born")."""
    return f"{setting.strip()}-born"


def creation_problems(
    character: Character, *, settings: Iterable[str], starting_lifepaths: int
) -> tuple[str, ...]:
    """Character creation: everything a new player character's sheet breaks, as GM-readable
    lines (empty when it is ready to play).

    A new character has three beliefs and three instincts (checked by `Character`), three
    traits, no conditions, and as many lifepath picks as the campaign starts with: lifepaths
    start at 3D, and one lifepath may be picked twice for 4D. Each lifepath lies in a campaign
    setting, and stays in the setting of the one before unless that one is a bridge.
    """
    problems: list[str] = []
    settings = tuple(settings)
    if not character.player_character:
        problems.append(f"{character.name} is not a player character")
    if len(character.traits) != STARTING_TRAITS:
        problems.append(f"start with {STARTING_TRAITS} traits, not {len(character.traits)}")
    if character.conditions:
        problems.append("a new character starts without conditions")
    picks = 0
    doubled = 0
    for lifepath in character.lifepaths:
        if lifepath.rating == STARTING_LIFEPATH_RATING:
            picks += 1
        elif lifepath.rating == DOUBLED_LIFEPATH_RATING:
            picks += 2
            doubled += 1
        else:
            problems.append(f"{lifepath.name} starts at 3D, or 4D if picked twice")
        if lifepath.setting not in settings:
            problems.append(f"{lifepath.name}'s setting {lifepath.setting!r} is not in play")
        if lifepath.persona_spent or lifepath.fate_spent or lifepath.taxed:
            problems.append(f"{lifepath.name} starts with no artha spent and no tax")
    if doubled > 1:
        problems.append("only one lifepath may be picked twice")
    if picks != starting_lifepaths:
        problems.append(f"pick {starting_lifepaths} lifepaths, not {picks}")
    for before, after in zip(character.lifepaths, character.lifepaths[1:], strict=False):
        if after.setting != before.setting and not before.bridge:
            problems.append(
                f"{after.name} leaves {before.setting}: {before.name} must be agreed as a bridge"
            )
    return tuple(problems)


def check_new_character(
    character: Character, *, settings: Iterable[str], starting_lifepaths: int
) -> None:
    """Character creation: refuse a new player character whose sheet breaks the rules."""
    problems = creation_problems(
        character, settings=settings, starting_lifepaths=starting_lifepaths
    )
    if problems:
        raise RulesError("; ".join(problems), rule="character creation")
