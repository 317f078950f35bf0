"""Firelock character sheets as JSON inside a `Character` record, and the GM's Firelock defaults.

A sheet is `{"abilities": {"Body": 3, …}, "skills": {"Melee": 4, …}}`; the campaign's
settings hold the editable `FirelockDefaults` under their own field names. Every edit goes
through the rules engine's `CharacterSheet`, so a sheet the rules refuse is never written.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.model.state import JsonDict
from gmscreen.rules.errors import RulesError
from gmscreen.rules.firelock import CharacterSheet
from gmscreen.rules.firelock import FirelockDefaults
from gmscreen.rules.firelock import score_key

BLANK_RATING = 0  # the text gives no starting ratings: a blank sheet starts at the bottom


def defaults_from_settings(settings: JsonDict) -> FirelockDefaults:
    """The Firelock defaults a campaign's settings hold (the text's values where unset).

    Raises:
        RulesError: settings the rules refuse (e.g. a penalty above zero).
    """
    values: dict[str, Any] = {}
    for field in dataclasses.fields(FirelockDefaults):
        if field.name in settings:
            value = settings[field.name]
            values[field.name] = tuple(str(v) for v in value) if isinstance(value, list) else value
    return FirelockDefaults(**values)


def defaults_to_settings(defaults: FirelockDefaults) -> JsonDict:
    """The defaults as JSON-ready campaign settings (lists, not tuples)."""
    settings: JsonDict = {}
    for field in dataclasses.fields(defaults):
        value = getattr(defaults, field.name)
        settings[field.name] = list(value) if isinstance(value, tuple) else value
    return settings


def campaign_defaults(state: CampaignState) -> FirelockDefaults:
    """The campaign's Firelock defaults; settings the rules refuse fall back to the text's."""
    try:
        return defaults_from_settings(state.campaign.settings)
    except (RulesError, TypeError):
        return FirelockDefaults()


def blank_sheet(defaults: FirelockDefaults | None = None) -> JsonDict:
    """A sheet with every ability at the lowest rating and no skills."""
    defaults = defaults or FirelockDefaults()
    rating = max(BLANK_RATING, defaults.rating_min)
    return {"abilities": dict.fromkeys(defaults.abilities, rating), "skills": {}}


def sheet_to_json(sheet: CharacterSheet) -> JsonDict:
    """A character sheet as the JSON a `Character` record keeps."""
    return {"abilities": dict(sheet.abilities), "skills": dict(sheet.skills)}


def sheet_from_json(
    name: str, data: JsonDict, defaults: FirelockDefaults | None = None
) -> CharacterSheet:
    """The rules' sheet for a character's JSON.

    Raises:
        RulesError: the JSON is not a sheet the rules accept (missing ability, bad rating…).
    """
    abilities = data.get("abilities", {})
    skills = data.get("skills", {})
    if not isinstance(abilities, dict) or not isinstance(skills, dict):
        raise RulesError(f"{name}'s sheet is damaged", rule="character sheet")
    return CharacterSheet.create(name, abilities=abilities, skills=skills, defaults=defaults)


def character_sheet(state: CampaignState, character: Character) -> CharacterSheet:
    """The character's sheet under the campaign's defaults (`RulesError` when it is refused)."""
    return sheet_from_json(character.name, character.sheet, campaign_defaults(state))


def with_rating(sheet: CharacterSheet, score: str, rating: int) -> CharacterSheet:
    """The sheet with one ability or skill rated anew; the rules refuse a bad rating."""
    name, _old = sheet.named(score)
    abilities = tuple((n, rating if n == name else r) for n, r in sheet.abilities)
    skills = tuple((n, rating if n == name else r) for n, r in sheet.skills)
    return dataclasses.replace(sheet, abilities=abilities, skills=skills)


def with_skill(sheet: CharacterSheet, skill: str, rating: int) -> CharacterSheet:
    """The sheet with a new free-named skill; a blank or repeated name is refused."""
    return dataclasses.replace(sheet, skills=(*sheet.skills, (" ".join(skill.split()), rating)))


def without_skill(sheet: CharacterSheet, skill: str) -> CharacterSheet:
    """The sheet without one of its skills (abilities cannot be removed)."""
    if sheet.is_ability(skill):
        raise RulesError(f"{skill} is an ability: every sheet rates it", rule="Firelock abilities")
    name, _rating = sheet.named(skill)
    return dataclasses.replace(sheet, skills=tuple(s for s in sheet.skills if s[0] != name))


def with_skill_renamed(sheet: CharacterSheet, skill: str, new_name: str) -> CharacterSheet:
    """The sheet with a skill renamed, keeping its rating and place."""
    if sheet.is_ability(skill):
        raise RulesError(f"{skill} is an ability and keeps its name", rule="Firelock abilities")
    name, _rating = sheet.named(skill)
    clean = " ".join(new_name.split())
    skills = tuple((clean if n == name else n, r) for n, r in sheet.skills)
    return dataclasses.replace(sheet, skills=skills)


def scores_of(sheet: CharacterSheet) -> list[str]:
    """Every score on the sheet: abilities in order, then skills."""
    return [name for name, _ in sheet.abilities + sheet.skills]


def same_score(first: str, second: str) -> bool:
    """Whether two score names mean the same score (case and spacing aside)."""
    return score_key(first) == score_key(second)


def repaired_sheet(state: CampaignState, character: Character) -> CharacterSheet:
    """The character's sheet, with whatever the rules refuse set back to blank.

    A sheet from before the GM renamed an ability or narrowed the rating range still opens:
    each rating the rules accept is kept, any other ability starts blank, other skills drop.
    """
    defaults = campaign_defaults(state)
    try:
        return character_sheet(state, character)
    except RulesError:
        pass
    low, high = defaults.rating_min, defaults.rating_max
    given = _section(character.sheet, "abilities")
    keyed = {score_key(str(name)): rating for name, rating in given.items()}
    abilities: dict[str, int] = {}
    for ability in defaults.abilities:
        rating = keyed.get(score_key(ability))
        if isinstance(rating, int) and not isinstance(rating, bool) and low <= rating <= high:
            abilities[ability] = rating
        else:
            abilities[ability] = max(BLANK_RATING, low)
    sheet = CharacterSheet.create(character.name or "?", abilities=abilities, defaults=defaults)
    for skill, rating in _section(character.sheet, "skills").items():
        try:
            sheet = with_skill(sheet, str(skill), rating)
        except RulesError:
            continue
    return sheet


def _section(data: JsonDict, name: str) -> dict[str, Any]:
    section = data.get(name)
    return section if isinstance(section, dict) else {}
