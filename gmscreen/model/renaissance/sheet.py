"""Renaissance character sheets as validated JSON inside a `Character` record.

A sheet holds the eight aptitudes and the Luck stat, the initiative modifier the GM set, and the
skills: each with its linked aptitude, ranks, at most one specialization and, for a proficiency
skill, the proficiencies held. Luck Points are not on the sheet: they are a Pool named "luck".
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field
from types import MappingProxyType
from typing import Any

from gmscreen.model.commands import CommandError
from gmscreen.model.state import JsonDict
from gmscreen.rules.renaissance import Aptitude

SHEET_FORMAT = 1
APTITUDES: tuple[Aptitude, ...] = tuple(a for a in Aptitude if a is not Aptitude.LUCK)
"""The aptitudes a skill may be linked to (the Luck stat is not one of them)."""
# Input bounds, not rules: a D% check cannot use more than 99, and the text sets no ranges.
SCORE_MAX = 99
INITIATIVE_LIMIT = 99


class SheetError(CommandError):
    """A sheet value the GM cannot enter; the message says which and why."""


@dataclass(frozen=True, slots=True)
class SkillEntry:
    """One skill on a sheet: linked aptitude, ranks, specialization, proficiencies.

    `proficiency_skill` marks a skill used through proficiencies (a weapon skill, say); using it
    without a fitting one costs −20.
    """

    name: str
    aptitude: Aptitude
    ranks: int = 0
    specialization: str = ""
    proficiency_skill: bool = False
    proficiencies: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not self.name.strip():
            raise SheetError("a skill needs a name")
        if self.aptitude is Aptitude.LUCK:
            raise SheetError(f"{self.name} cannot be linked to the Luck stat")
        if not 0 <= self.ranks <= SCORE_MAX:
            raise SheetError(f"ranks in {self.name} must be 0–{SCORE_MAX}, not {self.ranks}")
        if any(not p.strip() for p in self.proficiencies):
            raise SheetError(f"a proficiency of {self.name} has no name")
        if len({p.casefold() for p in self.proficiencies}) != len(self.proficiencies):
            raise SheetError(f"{self.name} lists a proficiency twice")
        if self.proficiencies and not self.proficiency_skill:
            raise SheetError(f"{self.name} is not a proficiency skill: it holds no proficiencies")

    def rating(self, aptitudes: Mapping[Aptitude, int]) -> int:
        """The skill's rating: linked aptitude plus ranks (the TN before modifiers)."""
        return aptitudes.get(self.aptitude, 0) + self.ranks


@dataclass(frozen=True, slots=True)
class RenaissanceSheet:
    """A whole sheet as typed values; building one validates it."""

    aptitudes: Mapping[Aptitude, int] = field(default_factory=lambda: dict.fromkeys(Aptitude, 0))
    initiative_modifier: int = 0
    skills: tuple[SkillEntry, ...] = ()

    def __post_init__(self) -> None:
        scores = {aptitude: int(self.aptitudes.get(aptitude, 0)) for aptitude in Aptitude}
        for aptitude, score in scores.items():
            if not 0 <= score <= SCORE_MAX:
                raise SheetError(f"{aptitude.value} must be 0–{SCORE_MAX}, not {score}")
        object.__setattr__(self, "aptitudes", MappingProxyType(scores))
        if not -INITIATIVE_LIMIT <= self.initiative_modifier <= INITIATIVE_LIMIT:
            raise SheetError(
                f"an initiative modifier of {self.initiative_modifier:+d} is out of range"
            )
        names = [skill.name.strip().casefold() for skill in self.skills]
        if len(set(names)) != len(names):
            raise SheetError("two skills on one sheet cannot share a name")

    def skill(self, name: str) -> SkillEntry | None:
        """The skill of this name (case does not matter), if the character has it."""
        wanted = name.strip().casefold()
        return next((s for s in self.skills if s.name.strip().casefold() == wanted), None)

    def rating(self, skill: SkillEntry) -> int:
        """A skill's rating with this sheet's aptitudes."""
        return skill.rating(self.aptitudes)

    @property
    def luck_stat(self) -> int:
        """The Luck stat (Luck × 10 checks), not the Luck Points held."""
        return self.aptitudes[Aptitude.LUCK]


def blank_sheet() -> JsonDict:
    """A new character's sheet: every score 0, no skills, for the GM to fill in."""
    return sheet_json(RenaissanceSheet())


def read_sheet(sheet: JsonDict) -> RenaissanceSheet:
    """The typed sheet a character's JSON holds (missing parts read as blank).

    Raises:
        SheetError: a value that cannot be read or breaks the limits.
    """
    try:
        scores = sheet.get("aptitudes", {})
        aptitudes = {a: int(scores.get(a.value, 0)) for a in Aptitude}
        skills = tuple(_skill_from_json(entry) for entry in sheet.get("skills", []))
        initiative = int(sheet.get("initiative", 0))
    except (AttributeError, KeyError, TypeError, ValueError) as error:
        raise SheetError(f"this character sheet cannot be read ({error})") from None
    return RenaissanceSheet(aptitudes=aptitudes, initiative_modifier=initiative, skills=skills)


def _skill_from_json(entry: Any) -> SkillEntry:
    return SkillEntry(
        name=str(entry["name"]),
        aptitude=Aptitude(str(entry["aptitude"])),
        ranks=int(entry.get("ranks", 0)),
        specialization=str(entry.get("specialization", "")).strip(),
        proficiency_skill=bool(entry.get("proficiency_skill", False)),
        proficiencies=tuple(str(p).strip() for p in entry.get("proficiencies", [])),
    )


def sheet_json(sheet: RenaissanceSheet) -> JsonDict:
    """The JSON a `Character.sheet` stores for this sheet."""
    return {
        "format": SHEET_FORMAT,
        "aptitudes": {a.value: sheet.aptitudes[a] for a in Aptitude},
        "initiative": sheet.initiative_modifier,
        "skills": [
            {
                "name": s.name.strip(),
                "aptitude": s.aptitude.value,
                "ranks": s.ranks,
                "specialization": s.specialization.strip(),
                "proficiency_skill": s.proficiency_skill,
                "proficiencies": list(s.proficiencies),
            }
            for s in sheet.skills
        ],
    }


def with_aptitude(sheet: JsonDict, aptitude: Aptitude, score: int) -> JsonDict:
    """The sheet with one aptitude (or the Luck stat) set."""
    typed = read_sheet(sheet)
    return sheet_json(dataclasses.replace(typed, aptitudes={**typed.aptitudes, aptitude: score}))


def with_initiative_modifier(sheet: JsonDict, modifier: int) -> JsonDict:
    """The sheet with its initiative modifier set."""
    return sheet_json(dataclasses.replace(read_sheet(sheet), initiative_modifier=modifier))


def with_skill(sheet: JsonDict, skill: SkillEntry, *, replacing: str | None = None) -> JsonDict:
    """The sheet with a skill added, or put in place of the skill named `replacing`."""
    typed = read_sheet(sheet)
    skills = list(typed.skills)
    if replacing is None:
        skills.append(skill)
    else:
        old = typed.skill(replacing)
        if old is None:
            raise SheetError(f"the sheet has no skill called {replacing}")
        skills[skills.index(old)] = skill
    return sheet_json(dataclasses.replace(typed, skills=tuple(skills)))


def without_skill(sheet: JsonDict, name: str) -> JsonDict:
    """The sheet without the named skill."""
    typed = read_sheet(sheet)
    old = typed.skill(name)
    if old is None:
        raise SheetError(f"the sheet has no skill called {name}")
    return sheet_json(
        dataclasses.replace(typed, skills=tuple(s for s in typed.skills if s is not old))
    )
