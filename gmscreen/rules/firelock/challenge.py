"""A Firelock challenge roll: each side adds one offered score (or a substitute) to a d10."""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import replace
from enum import Enum
from fractions import Fraction

from gmscreen.rules.dice import Dice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.firelock.defaults import FirelockDefaults
from gmscreen.rules.firelock.defaults import score_key
from gmscreen.rules.firelock.sheet import CharacterSheet
from gmscreen.rules.sides import TwoSides


class Side(TwoSides):
    """The two sides of a challenge; the initiator wins ties."""

    INITIATOR = "initiator"
    RESPONDER = "responder"


class Plausibility(Enum):
    """How believable the GM finds a substitution, which sets its standard penalty."""

    MOSTLY_SENSIBLE = "mostly sensible"
    DUBIOUS = "dubious"
    BORDERLINE = "borderline"
    IMPLAUSIBLE = "implausible"


class SubstitutionVetoedError(RulesError):
    """The GM refused a substitution outright; the side picks an offered score instead."""


@dataclass(frozen=True, slots=True)
class Offer:
    """The scores the GM names for each side of a challenge."""

    initiator: tuple[str, ...]
    responder: tuple[str, ...]

    @classmethod
    def both(cls, *scores: str) -> Offer:
        """Offer the same scores to both sides."""
        return cls(scores, scores)

    def for_side(self, side: Side) -> tuple[str, ...]:
        """The scores offered to `side`."""
        return self.initiator if side is Side.INITIATOR else self.responder


@dataclass(frozen=True, slots=True, kw_only=True)
class Approach:
    """What one side adds to its die: a character's score (maybe substituted) or an obstacle.

    Attributes:
        character: the sheet rolling, or None for a static obstacle.
        score: the score's name as the sheet spells it, or None for a static obstacle.
        rating: the score's rating, or the obstacle's fixed number.
        modifier: the substitution penalty (negative) or bonus (positive); 0 otherwise.
        substituted: whether the score was a substitution for the offered ones.
        situation: a bonus or penalty the GM adds for the circumstances (a whole army trying
            to move quietly), apart from any substitution.
    """

    character: CharacterSheet | None
    score: str | None
    rating: int
    modifier: int = 0
    substituted: bool = False
    situation: int = 0

    @property
    def bonus(self) -> int:
        """What this approach adds to the d10."""
        return self.rating + self.modifier + self.situation

    def with_situation(self, amount: int) -> Approach:
        """The GM's circumstance rule: any bonus or penalty on top of the score."""
        return replace(self, situation=amount)

    @property
    def label(self) -> str:
        """A line for the roll log, e.g. "Adam: Reputation 4 (substitution, −3)"."""
        if self.character is None:
            text = f"obstacle {self.rating}"
        else:
            text = f"{self.character.name}: {self.score} {self.rating}"
        if self.substituted:
            text += f" (substitution, {self.modifier:+d})".replace("-", "−")
        if self.situation:
            text += f" (GM {self.situation:+d})".replace("-", "−")
        return text


def substitution_modifier(
    ruling: Plausibility | int, *, defaults: FirelockDefaults | None = None
) -> int:
    """The substitution rule: a standard penalty by plausibility, any GM penalty, or a small bonus.

    Args:
        ruling: a standard plausibility, or the GM's own modifier (any penalty; a bonus only
            up to the defaults' cap, +3 by the text).
        defaults: the GM's table of penalties and bonus cap.

    Raises:
        SubstitutionVetoedError: the substitution is implausible.
        RulesError: a bonus above the cap.
    """
    defaults = defaults or FirelockDefaults()
    if isinstance(ruling, Plausibility):
        if ruling is Plausibility.IMPLAUSIBLE:
            raise SubstitutionVetoedError(
                "the GM vetoes this substitution; pick one of the offered scores",
                rule="substitutions",
            )
        return {
            Plausibility.MOSTLY_SENSIBLE: defaults.mostly_sensible_penalty,
            Plausibility.DUBIOUS: defaults.dubious_penalty,
            Plausibility.BORDERLINE: defaults.borderline_penalty,
        }[ruling]
    if ruling > defaults.max_substitution_bonus:
        raise RulesError(
            f"a clever substitution earns at most +{defaults.max_substitution_bonus}, "
            f"not +{ruling}",
            rule="substitution bonus",
        )
    return ruling


def choose_score(
    character: CharacterSheet,
    score: str,
    *,
    offered: tuple[str, ...],
    substitution: Plausibility | int | None = None,
    defaults: FirelockDefaults | None = None,
) -> Approach:
    """The scores rule: a side adds one offered score, or a substitute the GM rules on.

    Args:
        character: the sheet rolling.
        score: the ability or skill picked.
        offered: the scores the GM named for this side.
        substitution: the GM's ruling when `score` was not offered (see
            `substitution_modifier`); must be None for an offered score.
        defaults: the GM's table of penalties and bonus cap.

    Raises:
        RulesError: the sheet lacks the score, a substitute without a ruling, or a ruling on
            an offered score.
        SubstitutionVetoedError: the GM vetoed the substitution.
    """
    name, rating = character.named(score)
    if any(score_key(option) == score_key(score) for option in offered):
        if substitution is not None:
            raise RulesError(
                f"{name} was offered, so it is not a substitution", rule="substitutions"
            )
        return Approach(character=character, score=name, rating=rating)
    if substitution is None:
        raise RulesError(
            f"{name} was not offered ({', '.join(offered) or 'nothing'}); "
            "ask the GM to rule on a substitution",
            rule="offered scores",
        )
    modifier = substitution_modifier(substitution, defaults=defaults)
    return Approach(
        character=character, score=name, rating=rating, modifier=modifier, substituted=True
    )


def static_obstacle(difficulty: int) -> Approach:
    """The static obstacle rule: a fixed number stands in for the opposition's score."""
    if difficulty < 0:
        raise RulesError(f"an obstacle's number cannot be {difficulty}", rule="static obstacles")
    return Approach(character=None, score=None, rating=difficulty)


@dataclass(frozen=True, slots=True)
class SideRoll:
    """One side's die face and the approach added to it."""

    approach: Approach
    face: int

    @property
    def total(self) -> int:
        """Die face plus score plus any substitution modifier."""
        return self.face + self.approach.bonus


@dataclass(frozen=True, slots=True)
class ChallengeResult:
    """Both sides' rolls; the higher total wins and a tie goes to the initiator."""

    initiator: SideRoll
    responder: SideRoll

    @property
    def winner(self) -> Side:
        """The side currently winning, before any bidding."""
        tie_or_better = self.initiator.total >= self.responder.total
        return Side.INITIATOR if tie_or_better else Side.RESPONDER

    @property
    def loser(self) -> Side:
        """The side set to lose, which bids first."""
        return self.winner.other

    @property
    def margin(self) -> int:
        """How much the loser lost by (0 on a tie): its first bid must beat this."""
        return abs(self.initiator.total - self.responder.total)

    @property
    def tied(self) -> bool:
        """Whether the totals were equal (the initiator then wins)."""
        return self.initiator.total == self.responder.total

    @property
    def faces(self) -> tuple[int, int]:
        """The initiator's and the responder's die faces, for the roll log and replays."""
        return (self.initiator.face, self.responder.face)

    def roll_of(self, side: Side) -> SideRoll:
        """The roll made by `side`."""
        return self.initiator if side is Side.INITIATOR else self.responder


def roll_challenge(
    *,
    initiator: Approach,
    responder: Approach,
    dice: Dice,
    defaults: FirelockDefaults | None = None,
) -> ChallengeResult:
    """The challenge roll: each side rolls one d10, the initiator first, and adds its score."""
    sides = (defaults or FirelockDefaults()).die_sides
    (initiator_face,) = dice.roll(1, sides)
    (responder_face,) = dice.roll(1, sides)
    return ChallengeResult(SideRoll(initiator, initiator_face), SideRoll(responder, responder_face))


def initiator_win_chance(
    *, initiator: Approach, responder: Approach, defaults: FirelockDefaults | None = None
) -> Fraction:
    """The exact chance that the initiator wins the roll (ties included), before bidding."""
    sides = (defaults or FirelockDefaults()).die_sides
    edge = initiator.bonus - responder.bonus
    wins = sum(
        1 for mine in range(1, sides + 1) for theirs in range(1, sides + 1) if mine + edge >= theirs
    )
    return Fraction(wins, sides * sides)
