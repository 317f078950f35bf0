"""Renaissance target numbers: skill ratings, aptitude mixes, the common checks, defaulting."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum

from gmscreen.rules.errors import RulesError
from gmscreen.rules.renaissance.check import TargetNumber
from gmscreen.rules.renaissance.modifiers import Modifier
from gmscreen.rules.renaissance.modifiers import ModifierKind


class Aptitude(Enum):
    """The aptitudes checks combine, plus the Luck stat (not the Luck Points a character holds)."""

    COG = "COG"
    COO = "COO"
    DUR = "DUR"
    INT = "INT"
    SAV = "SAV"
    SOM = "SOM"
    STR = "STR"
    WIL = "WIL"
    LUCK = "Luck"


@dataclass(frozen=True, slots=True)
class AptitudeTerm:
    """One aptitude in a combination, times a whole multiplier."""

    aptitude: Aptitude
    multiplier: int = 1

    def __str__(self) -> str:
        name = self.aptitude.value
        return name if self.multiplier == 1 else f"{name} × {self.multiplier}"


@dataclass(frozen=True, slots=True)
class AptitudeFormula:
    """Aptitude check: a TN made of aptitudes, each times a multiplier, summed, then divided.

    The divisor (rounded down) covers rare mixes like four aptitudes halved.
    """

    terms: tuple[AptitudeTerm, ...]
    divisor: int = 1

    def __post_init__(self) -> None:
        if not self.terms:
            raise RulesError("an aptitude check needs at least one aptitude", rule="aptitude check")
        if any(term.multiplier < 1 for term in self.terms) or self.divisor < 1:
            raise RulesError(
                "multipliers and divisors are whole numbers from 1", rule="aptitude check"
            )

    def __str__(self) -> str:
        text = " + ".join(str(term) for term in self.terms)
        return text if self.divisor == 1 else f"({text}) ÷ {self.divisor}"

    @classmethod
    def parse(cls, text: str) -> AptitudeFormula:
        """Read a formula as written in the common checks table: "WIL×2", "SOM + STR", "Luck×10"."""
        terms = []
        for part in text.split("+"):
            match = _TERM.fullmatch(part.strip())
            if match is None:
                raise RulesError(
                    f"cannot read {part.strip()!r} as an aptitude term", rule="aptitude check"
                )
            terms.append(AptitudeTerm(_aptitude_named(match["name"]), int(match["times"] or 1)))
        return cls(tuple(terms))

    def target(self, scores: Mapping[Aptitude, int]) -> TargetNumber:
        """The TN this formula gives a character with these aptitude scores."""
        parts = []
        for term in self.terms:
            if term.aptitude not in scores:
                raise RulesError(
                    f"the character has no {term.aptitude.value} score", rule="aptitude check"
                )
            score = scores[term.aptitude]
            if score < 0:
                raise RulesError(f"{term.aptitude.value} cannot be {score}", rule="aptitude check")
            parts.append(score * term.multiplier)
        return TargetNumber(base=sum(parts) // self.divisor, source=str(self))


_TERM = re.compile(r"(?P<name>[A-Za-z]+)\s*(?:[×xX*]\s*(?P<times>\d+))?")


def _aptitude_named(name: str) -> Aptitude:
    for aptitude in Aptitude:
        if aptitude.value.upper() == name.upper():
            return aptitude
    raise RulesError(f"{name!r} is not an aptitude", rule="aptitude check")


@dataclass(frozen=True, slots=True)
class CommonCheck:
    """A row of the common checks table; a skill check has no aptitude formula.

    `id` is stable (saved settings, roll logs and bots refer to it); `name` is what the GM reads.
    """

    id: str
    name: str
    formula: AptitudeFormula | None

    @property
    def target_text(self) -> str:
        """The TN column as a GM reads it."""
        return "linked aptitude + ranks" if self.formula is None else str(self.formula)


COMMON_CHECKS: tuple[CommonCheck, ...] = (
    CommonCheck("skill-check", "Skill check", None),
    *(
        CommonCheck(check_id, name, AptitudeFormula.parse(formula))
        for check_id, name, formula in (
            ("resist-intimidation", "Resist intimidation", "WIL + SAV"),
            ("overcome-fear", "Overcome fear", "WIL×2"),
            ("resist-social-manipulation", "Resist social manipulation", "SAV + INT"),
            ("difficult-recall", "Difficult recall", "COG×3"),
            ("take-a-chance", "Take a chance / stroke of luck", "Luck×10"),
            ("make-a-guess", "Make a guess", "INT×3"),
            ("get-a-hint", "Get a hint", "INT×3"),
            ("solve-a-puzzle", "Solve a puzzle", "COG×3"),
            ("feat-of-strength", "Feat of strength", "SOM + STR"),
            ("feat-of-endurance", "Feat of endurance", "DUR + WIL"),
            ("react-quickly", "React quickly", "COO×3"),
            ("catch-something", "Catch something", "COO×3"),
            ("difficult-use-of-language", "Difficult use of language", "INT×3"),
        )
    ),
)
"""The common checks table, as shipped; the GM may call for any other check."""


def common_check(check_id: str, *, table: tuple[CommonCheck, ...] = COMMON_CHECKS) -> CommonCheck:
    """Common checks: look a row up by its stable id ("overcome-fear")."""
    for row in table:
        if row.id == check_id:
            return row
    raise RulesError(f"no common check has the id {check_id!r}", rule="common checks")


def skill_target(
    *, skill: str, aptitude: Aptitude, aptitude_score: int, ranks: int
) -> TargetNumber:
    """Skill check: the TN is the skill's rating, its linked aptitude plus the ranks in it."""
    if aptitude_score < 0:
        raise RulesError(f"{aptitude.value} cannot be {aptitude_score}", rule="skill check")
    if ranks < 0:
        raise RulesError(f"ranks in {skill} cannot be {ranks}", rule="skill check")
    return TargetNumber(
        base=aptitude_score + ranks,
        source=f"{skill}: {aptitude.value} {aptitude_score} + {ranks} ranks",
    )


@dataclass(frozen=True, slots=True)
class DefaultingOptions:
    """Defaulting penalties the GM picks (the text leaves them to the GM).

    Attributes:
        related_skill_penalty: size of the penalty for using a related skill instead (its
            example uses 30; large penalties are normal).
        aptitude_penalty: size of the penalty for rolling the linked aptitude ×1 instead (usually
            smaller or waived: 0 by default).
    """

    related_skill_penalty: int = 30
    aptitude_penalty: int = 0


def default_to_skill(
    *, missing_skill: str, skill: str, rating: int, options: DefaultingOptions | None = None
) -> TargetNumber:
    """Defaulting to a related skill: roll its rating with the GM's (large) penalty."""
    options = options or DefaultingOptions()
    return TargetNumber(base=rating, source=f"{skill} (rating)").plus(
        _defaulting(options.related_skill_penalty, f"{skill} for {missing_skill}")
    )


def default_to_aptitude(
    *, missing_skill: str, aptitude: Aptitude, score: int, options: DefaultingOptions | None = None
) -> TargetNumber:
    """Defaulting to an aptitude: roll the missing skill's linked aptitude ×1, penalty optional."""
    options = options or DefaultingOptions()
    target = AptitudeFormula((AptitudeTerm(aptitude),)).target({aptitude: score})
    if options.aptitude_penalty == 0:
        return target
    return target.plus(
        _defaulting(options.aptitude_penalty, f"{aptitude.value} for {missing_skill}")
    )


def _defaulting(penalty: int, label: str) -> Modifier:
    if penalty < 0:
        raise RulesError(f"give the defaulting penalty as a size, not {penalty}", rule="defaulting")
    return Modifier(ModifierKind.DEFAULTING, -penalty, f"defaulting: {label}")
