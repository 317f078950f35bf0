"""A Firelock character sheet: every ability rated, plus any free-named skills."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field

from gmscreen.rules.errors import RulesError
from gmscreen.rules.errors import check_between
from gmscreen.rules.firelock.defaults import FirelockDefaults
from gmscreen.rules.firelock.defaults import score_key

Ratings = tuple[tuple[str, int], ...]


@dataclass(frozen=True, slots=True)
class CharacterSheet:
    """The scores a character adds to a challenge roll: each ability, and its skills.

    Build one with `CharacterSheet.create`; direct construction is validated the same way.
    Score names are matched without regard to case or spacing ("melee" finds "Melee").

    Raises:
        RulesError: a missing or unknown ability, a rating outside the GM's range, a blank or
            repeated skill name, or a skill named like an ability.
    """

    name: str
    abilities: Ratings
    skills: Ratings = ()
    defaults: FirelockDefaults = field(default_factory=FirelockDefaults, repr=False)

    @classmethod
    def create(
        cls,
        name: str,
        *,
        abilities: Mapping[str, int],
        skills: Mapping[str, int] | None = None,
        defaults: FirelockDefaults | None = None,
    ) -> CharacterSheet:
        """Rate every ability and any skills; abilities come out in the defaults' order."""
        defaults = defaults or FirelockDefaults()
        given = {score_key(ability): (ability, rating) for ability, rating in abilities.items()}
        rated: list[tuple[str, int]] = []
        missing: list[str] = []
        for ability in defaults.abilities:
            found = given.pop(score_key(ability), None)
            if found is None:
                missing.append(ability)
            else:
                rated.append((ability, found[1]))
        if given:
            unknown = ", ".join(sorted(ability for ability, _ in given.values()))
            raise RulesError(
                f"{unknown} is not an ability (abilities are "
                f"{', '.join(defaults.abilities)}); rate it as a skill",
                rule="Firelock abilities",
            )
        if missing:
            raise RulesError(
                f"{name or 'the sheet'} needs a rating for {', '.join(missing)}",
                rule="Firelock abilities",
            )
        return cls(name, tuple(rated), tuple((skills or {}).items()), defaults)

    def __post_init__(self) -> None:
        if not self.name.strip():
            raise RulesError("a character sheet needs a name", rule="character sheet")
        ability_keys = [score_key(ability) for ability, _ in self.abilities]
        if sorted(ability_keys) != sorted(score_key(a) for a in self.defaults.abilities):
            raise RulesError(
                f"{self.name} must rate exactly {', '.join(self.defaults.abilities)}",
                rule="Firelock abilities",
            )
        seen: set[str] = set(ability_keys)
        for skill, _ in self.skills:
            key = score_key(skill)
            if not key:
                raise RulesError(f"{self.name} has a skill without a name", rule="Firelock skills")
            if key in seen:
                raise RulesError(
                    f"{self.name} already has a score named {skill}", rule="Firelock skills"
                )
            seen.add(key)
        low, high = self.defaults.rating_min, self.defaults.rating_max
        for score, rating in self.abilities + self.skills:
            if isinstance(rating, bool) or not isinstance(rating, int):
                raise RulesError(
                    f"{self.name}'s {score} must be a whole number, not {rating!r}",
                    rule="Firelock ratings",
                )
            check_between(rating, low, high, what=f"{self.name}'s {score}", rule="Firelock ratings")

    def has(self, score: str) -> bool:
        """Whether this sheet rates `score` (an ability or one of its skills)."""
        return self._find(score) is not None

    def rating(self, score: str) -> int:
        """The rating this sheet gives `score`; a score it lacks is refused, not guessed."""
        return self.named(score)[1]

    def named(self, score: str) -> tuple[str, int]:
        """The score as the sheet spells it, with its rating."""
        found = self._find(score)
        if found is None:
            raise RulesError(f"{self.name} has no score named {score}", rule="character sheet")
        return found

    def is_ability(self, score: str) -> bool:
        """Whether `score` is one of the abilities (as opposed to a skill)."""
        return any(score_key(ability) == score_key(score) for ability, _ in self.abilities)

    def _find(self, score: str) -> tuple[str, int] | None:
        key = score_key(score)
        scores = self.abilities + self.skills
        return next(((name, rating) for name, rating in scores if score_key(name) == key), None)
