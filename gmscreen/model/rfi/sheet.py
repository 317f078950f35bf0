"""RFI: Freelancers character sheets as validated JSON inside a `Character` record."""

from __future__ import annotations

import copy
from typing import Any

from gmscreen.model.state import JsonDict
from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.constants import ATTRIBUTE_MAX
from gmscreen.rules.rfi.constants import ATTRIBUTE_MIN
from gmscreen.rules.rfi.constants import SKILL_MAX
from gmscreen.rules.rfi.constants import SKILL_MIN

DEFAULT_ATTRIBUTES = ("Fitness", "Cunning", "Will", "Reason")
DEFAULT_SKILLS = ("Security", "Science", "Leadership", "Piloting")
DEFAULT_MAX_STRESS = 5  # the text gives no stress track size; the GM edits it per character


def blank_sheet(attributes: tuple[str, ...], skills: tuple[str, ...]) -> JsonDict:
    """A sheet with every attribute at 8 and every skill at 1."""
    return {
        "attributes": dict.fromkeys(attributes, 8),
        "skills": dict.fromkeys(skills, 1),
        "specialties": [],
        "truths": [],
        "stress": 0,
        "max_stress": DEFAULT_MAX_STRESS,
        "injuries": [],
    }


def attribute_of(sheet: JsonDict, name: str) -> int:
    """An attribute's rating (8 when the sheet predates the attribute's addition)."""
    return int(sheet.get("attributes", {}).get(name, 8))


def skill_of(sheet: JsonDict, name: str) -> int:
    """A skill's rating (1 when the sheet predates the skill's addition)."""
    return int(sheet.get("skills", {}).get(name, 1))


def with_attribute(sheet: JsonDict, name: str, value: int) -> JsonDict:
    """The sheet with one attribute set; refuses a rating outside 7–12 (character creation)."""
    if not ATTRIBUTE_MIN <= value <= ATTRIBUTE_MAX:
        raise RulesError(
            f"{name} must be {ATTRIBUTE_MIN}–{ATTRIBUTE_MAX}, not {value}", rule="attributes"
        )
    return _with(sheet, "attributes", name, value)


def with_skill(sheet: JsonDict, name: str, value: int) -> JsonDict:
    """The sheet with one skill set; refuses a rating outside 1–5."""
    if not SKILL_MIN <= value <= SKILL_MAX:
        raise RulesError(f"{name} must be {SKILL_MIN}–{SKILL_MAX}, not {value}", rule="skills")
    return _with(sheet, "skills", name, value)


def with_stress(sheet: JsonDict, stress: int, max_stress: int | None = None) -> JsonDict:
    """The sheet with its stress (and optionally its track size) set; 0 ≤ stress ≤ track."""
    track = int(sheet.get("max_stress", DEFAULT_MAX_STRESS)) if max_stress is None else max_stress
    if track < 0:
        raise RulesError(f"a stress track cannot be negative ({track})", rule="stress")
    if not 0 <= stress <= track:
        raise RulesError(f"stress must be 0–{track}, not {stress}", rule="stress")
    new = copy.deepcopy(sheet)
    new["stress"] = stress
    new["max_stress"] = track
    return new


def with_list(sheet: JsonDict, field: str, items: list[Any]) -> JsonDict:
    """The sheet with a list field (specialties, truths, injuries) replaced."""
    if field not in ("specialties", "truths", "injuries"):
        raise ValueError(f"not a list field of an RFI sheet: {field}")
    new = copy.deepcopy(sheet)
    new[field] = list(items)
    return new


def _with(sheet: JsonDict, section: str, name: str, value: int) -> JsonDict:
    new = copy.deepcopy(sheet)
    new.setdefault(section, {})[name] = value
    return new
