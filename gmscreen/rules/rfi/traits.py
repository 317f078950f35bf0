"""Traits of a scene, a character or a piece of gear, and how they set a task's final difficulty."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from dataclasses import replace
from enum import StrEnum

from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.constants import DIFFICULTY_FLOOR


class TraitCategory(StrEnum):
    """What a trait describes: where, what is going on, who, or what is in hand."""

    LOCATION = "location"
    SITUATION = "situation"
    PERSONAL = "personal"
    EQUIPMENT = "equipment"


class Polarity(StrEnum):
    """Whether a trait that belongs to a character helps or hinders them."""

    POSITIVE = "positive"
    NEGATIVE = "negative"


class TraitEffect(StrEnum):
    """What a trait does to one task."""

    MAKES_POSSIBLE = "makes it possible"
    MAKES_IMPOSSIBLE = "makes it impossible"
    RAISES_DIFFICULTY = "raises the difficulty"
    LOWERS_DIFFICULTY = "lowers the difficulty"
    NO_EFFECT = "no effect"


class ImpossibilityRule(StrEnum):
    """How a trait that makes a task possible meets one that makes it impossible.

    The text only says positive and negative traits can cancel each other; the default lets
    any trait that makes the task possible win.
    """

    POSSIBLE_WINS = "a trait that makes it possible wins"
    IMPOSSIBLE_WINS = "a trait that makes it impossible always wins"
    HIGHER_POTENCY_WINS = "possible wins if its potency is at least the impossible potency"


@dataclass(frozen=True, slots=True)
class TraitOptions:
    """GM-editable trait rules: default effects by polarity and the possible/impossible rule."""

    impossibility: ImpossibilityRule = ImpossibilityRule.POSSIBLE_WINS
    positive_effect: TraitEffect = TraitEffect.LOWERS_DIFFICULTY
    negative_effect: TraitEffect = TraitEffect.RAISES_DIFFICULTY
    neutral_effect: TraitEffect = TraitEffect.NO_EFFECT
    visible_by_default: bool = True


@dataclass(frozen=True, slots=True)
class Trait:
    """A fact that matters in play: "dense fog", "reinforced armor", "wounded leg".

    `potency` counts identical traits stacked together ("dense fog 2"). A trait with an
    `owner_id` belongs to that character, usually as a positive or negative trait.
    """

    name: str
    category: TraitCategory
    potency: int = 1
    owner_id: str | None = None
    polarity: Polarity | None = None
    visible_to_players: bool = True

    def __post_init__(self) -> None:
        if not self.name.strip():
            raise RulesError("a trait needs a name", rule="traits")
        if self.potency < 1:
            raise RulesError(
                f"{self.name}: potency must be at least 1, not {self.potency}", rule="traits"
            )
        if self.owner_id == "":
            raise RulesError(f"{self.name}: an owner needs a character id", rule="traits")

    @property
    def label(self) -> str:
        """The name with its potency when stacked: "Dense fog 2"."""
        return self.name if self.potency == 1 else f"{self.name} {self.potency}"

    def is_same_as(self, other: Trait) -> bool:
        """Whether `other` is the same trait (name ignoring case, category, owner, polarity)."""
        return (
            self.name.strip().casefold() == other.name.strip().casefold()
            and self.category == other.category
            and self.owner_id == other.owner_id
            and self.polarity == other.polarity
        )


def split_potency(typed: str) -> tuple[str, int | None]:
    """A trait typed the rulebook's way: "Dense fog 2" is "Dense fog" at potency 2.

    Rule (core, Traits): a trait's potency is written as a number after its name. A trailing
    whole number of 1 or more is the potency (None when there is none); the rest is the name.
    """
    name = typed.strip()
    head, _, last = name.rpartition(" ")
    if head.strip() and last.isdigit() and int(last) >= 1:
        return head.strip(), int(last)
    return name, None


def stack(existing: Trait, added: Trait) -> Trait:
    """Stacking identical traits: their potencies add up ("dense fog" twice is "dense fog 2")."""
    if not existing.is_same_as(added):
        raise RulesError(
            f"only identical traits stack: {existing.label!r} and {added.label!r} differ",
            rule="stacking traits",
        )
    return replace(existing, potency=existing.potency + added.potency)


def weaken(trait: Trait, by: int = 1) -> Trait | None:
    """Lower a trait's potency; at 0 the trait is gone and None is returned."""
    if by < 0:
        raise RulesError("weaken a trait by a positive amount", rule="stacking traits")
    if by >= trait.potency:
        return None
    return replace(trait, potency=trait.potency - by)


def add_trait(traits: tuple[Trait, ...], added: Trait) -> tuple[Trait, ...]:
    """Put a trait in play: it stacks onto an identical trait already there, or joins the list."""
    for index, existing in enumerate(traits):
        if existing.is_same_as(added):
            return (*traits[:index], stack(existing, added), *traits[index + 1 :])
    return (*traits, added)


def default_effect(trait: Trait, options: TraitOptions | None = None) -> TraitEffect:
    """The effect the GM's defaults suggest for a trait, from its polarity."""
    options = options or TraitOptions()
    if trait.polarity is Polarity.POSITIVE:
        return options.positive_effect
    if trait.polarity is Polarity.NEGATIVE:
        return options.negative_effect
    return options.neutral_effect


@dataclass(frozen=True, slots=True)
class TraitLine:
    """One trait's part in a difficulty: "Dense fog 2: +2"."""

    trait: Trait
    effect: TraitEffect
    difficulty_change: int

    @property
    def text(self) -> str:
        """The line as the GM reads it."""
        if self.effect in (TraitEffect.RAISES_DIFFICULTY, TraitEffect.LOWERS_DIFFICULTY):
            return f"{self.trait.label}: {self.difficulty_change:+d}"
        return f"{self.trait.label}: {self.effect.value}"


@dataclass(frozen=True, slots=True)
class DifficultyBreakdown:
    """A task's final difficulty after its traits, line by line, and whether it can be tried."""

    base: int
    difficulty: int
    lines: tuple[TraitLine, ...]
    impossible: bool
    made_possible: bool
    floored: bool

    @property
    def possible(self) -> bool:
        """Whether the task can be attempted at all."""
        return not self.impossible

    @property
    def text(self) -> str:
        """The whole breakdown, one line each, ending with the result."""
        rows = [f"Base difficulty: {self.base}", *(line.text for line in self.lines)]
        if self.floored:
            rows.append(f"(never below {DIFFICULTY_FLOOR})")
        rows.append("Impossible" if self.impossible else f"Difficulty: {self.difficulty}")
        return "\n".join(rows)


def _change(trait: Trait, effect: TraitEffect) -> int:
    if effect is TraitEffect.RAISES_DIFFICULTY:
        return trait.potency
    if effect is TraitEffect.LOWERS_DIFFICULTY:
        return -trait.potency
    return 0


def apply_traits(
    base_difficulty: int,
    applied: Iterable[tuple[Trait, TraitEffect]],
    *,
    options: TraitOptions | None = None,
) -> DifficultyBreakdown:
    """Traits set a task's difficulty: up or down by potency, or rule the task in or out.

    Raises and lowers are summed first and the total is floored at 0 once, so the order traits
    are listed in never matters. Whether the task stays impossible follows `options.impossibility`.
    """
    options = options or TraitOptions()
    if base_difficulty < DIFFICULTY_FLOOR:
        raise RulesError(
            f"a base difficulty cannot be below {DIFFICULTY_FLOOR} ({base_difficulty})",
            rule="difficulty",
        )
    lines = tuple(TraitLine(trait, effect, _change(trait, effect)) for trait, effect in applied)
    total = base_difficulty + sum(line.difficulty_change for line in lines)
    against = sum(ln.trait.potency for ln in lines if ln.effect is TraitEffect.MAKES_IMPOSSIBLE)
    made_for = sum(ln.trait.potency for ln in lines if ln.effect is TraitEffect.MAKES_POSSIBLE)
    if not against:
        impossible = False
    elif options.impossibility is ImpossibilityRule.IMPOSSIBLE_WINS:
        impossible = True
    elif options.impossibility is ImpossibilityRule.HIGHER_POTENCY_WINS:
        impossible = made_for < against
    else:
        impossible = made_for == 0
    return DifficultyBreakdown(
        base=base_difficulty,
        difficulty=max(DIFFICULTY_FLOOR, total),
        lines=lines,
        impossible=impossible,
        made_possible=bool(made_for) and not impossible,
        floored=total < DIFFICULTY_FLOOR,
    )
