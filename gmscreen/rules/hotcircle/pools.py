"""Hot Circle dice pools: how many dice a task or obstacle rolls; a roll read by its best die."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from gmscreen.rules.dice import Dice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.errors import check_between
from gmscreen.rules.hotcircle.tables import BONUS_DIE
from gmscreen.rules.hotcircle.tables import DIFFICULTY_MAX
from gmscreen.rules.hotcircle.tables import DIFFICULTY_MIN
from gmscreen.rules.hotcircle.tables import HINDERING_LIFEPATH_DICE
from gmscreen.rules.hotcircle.tables import LIFEPATH_RATING_MAX
from gmscreen.rules.hotcircle.tables import LIFEPATH_RATING_MIN
from gmscreen.rules.hotcircle.tables import NEUTRAL_LIFEPATH_DICE
from gmscreen.rules.hotcircle.tables import Rank


def check_die_sides(sides: int) -> None:
    """Die size: every die in a game shares one size, and a die needs at least two faces."""
    if sides < 2:
        raise RulesError(f"a die needs at least 2 faces, not {sides}", rule="die size")


def check_rating(rating: int, *, rule: str = "lifepath rating") -> None:
    """Lifepath rating: a lifepath is rated 3D to 6D."""
    check_between(
        rating, LIFEPATH_RATING_MIN, LIFEPATH_RATING_MAX, what="a lifepath rating", rule=rule
    )


@dataclass(frozen=True, slots=True)
class PoolRoll:
    """One rolled pool: its faces, kept for the roll log, read as the single highest die."""

    faces: tuple[int, ...]
    sides: int

    def __post_init__(self) -> None:
        object.__setattr__(self, "faces", tuple(self.faces))
        check_die_sides(self.sides)
        if not self.faces:
            raise RulesError("a pool rolls at least one die", rule="dice pool")
        for face in self.faces:
            if not 1 <= face <= self.sides:
                raise RulesError(f"a d{self.sides} cannot show {face}", rule="dice pool")

    @property
    def dice(self) -> int:
        """How many dice the pool rolled (the tie rule compares this)."""
        return len(self.faces)

    @property
    def result(self) -> int:
        """The pool's result: the single highest face."""
        return max(self.faces)

    def __str__(self) -> str:
        faces = " ".join(str(face) for face in self.faces)
        return f"{self.dice}D [{faces}] → {self.result}"


def roll_pool(count: int, *, sides: int, dice: Dice) -> PoolRoll:
    """Rolling a pool: roll every die through the injected dice and keep the faces."""
    check_die_sides(sides)
    if count < 1:
        raise RulesError(f"a pool rolls at least 1 die, not {count}", rule="dice pool")
    return PoolRoll(dice.roll(count, sides), sides)


class LifepathFit(StrEnum):
    """How the lifepath used fits the task: it sets the task roll's base dice."""

    HELPFUL = "helpful"
    NEUTRAL = "neutral"
    HINDERING = "hindering"


def _names(values: Iterable[str], what: str) -> tuple[str, ...]:
    names = tuple(values)
    for name in names:
        if not name.strip():
            raise RulesError(f"each {what} needs a name", rule="task roll")
    return names


@dataclass(frozen=True, slots=True, kw_only=True)
class TaskDice:
    """The task roll's dice: base dice from the lifepath's fit, plus 1D per named bonus.

    Attributes:
        fit: helpful rolls the lifepath's rating, neutral 2D, hindering 1D.
        lifepath: the lifepath the roll is based on ("" for a character without lifepaths).
        rating: that lifepath's rating (3–6); required when it is helpful.
        extra_lifepaths: further helpful lifepaths (only beside a helpful one).
        traits, conditions, wises, skills: the character's helpful ones, 1D each.

    The opponent's hindering traits and conditions also add 1D each; they belong to the test
    (they may earn the opponent a reward), so `obstacle.ObstacleTest` adds them.
    """

    fit: LifepathFit = LifepathFit.NEUTRAL
    lifepath: str = ""
    rating: int | None = None
    extra_lifepaths: tuple[str, ...] = ()
    traits: tuple[str, ...] = ()
    conditions: tuple[str, ...] = ()
    wises: tuple[str, ...] = ()
    skills: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        for name in ("extra_lifepaths", "traits", "conditions", "wises", "skills"):
            object.__setattr__(self, name, _names(getattr(self, name), name.replace("_", " ")))
        if self.rating is not None:
            check_rating(self.rating, rule="task roll")
        if self.fit is LifepathFit.HELPFUL:
            if self.rating is None:
                raise RulesError("a helpful lifepath rolls its rating: give it", rule="task roll")
            if not self.lifepath.strip():
                raise RulesError("name the helpful lifepath", rule="task roll")
        elif self.extra_lifepaths:
            raise RulesError(
                "extra lifepaths add dice only beside a helpful lifepath", rule="task roll"
            )
        if self.fit is LifepathFit.HINDERING and not self.lifepath.strip():
            raise RulesError("name the hindering lifepath", rule="task roll")

    @property
    def base_dice(self) -> int:
        """Dice from the lifepath: its rating if helpful, 2D if neutral, 1D if hindering."""
        if self.fit is LifepathFit.HELPFUL and self.rating is not None:
            return self.rating
        if self.fit is LifepathFit.NEUTRAL:
            return NEUTRAL_LIFEPATH_DICE
        return HINDERING_LIFEPATH_DICE

    @property
    def breakdown(self) -> tuple[tuple[str, int], ...]:
        """Where every die comes from, as (reason, dice) lines for the roll log."""
        lines = [(f"{self.fit} lifepath {self.lifepath}".rstrip(), self.base_dice)]
        for label, names in (
            ("helpful lifepath", self.extra_lifepaths),
            ("trait", self.traits),
            ("condition", self.conditions),
            ("wise", self.wises),
            ("skill", self.skills),
        ):
            lines.extend((f"{label} {name}", BONUS_DIE) for name in names)
        return tuple(lines)

    @property
    def dice(self) -> int:
        """The task roll's total dice."""
        return sum(dice for _, dice in self.breakdown)


Breakdown = tuple[tuple[str, int], ...]
"""Every die of one roll and why: (reason, dice) lines, for the sheet and the log."""


class RollBreakdowns:
    """The two rolls of a test (task and obstacle) as breakdowns; the dice are their sums.

    A test fills in `task_breakdown` and `obstacle_breakdown` (ability and obstacle tests build
    them from different rules); the counts are written once here.
    """

    __slots__ = ()

    @property
    def task_breakdown(self) -> Breakdown:
        """Every die of the task roll and why."""
        raise NotImplementedError

    @property
    def obstacle_breakdown(self) -> Breakdown:
        """Every die of the obstacle roll and why."""
        raise NotImplementedError

    @property
    def task_dice(self) -> int:
        """Dice in the task roll."""
        return sum(dice for _, dice in self.task_breakdown)

    @property
    def obstacle_dice(self) -> int:
        """Dice in the obstacle roll."""
        return sum(dice for _, dice in self.obstacle_breakdown)


def difficulty_dice(difficulty: int, *, rank: Rank = Rank.AVERAGE) -> int:
    """Obstacle difficulty: 1D (easy) to 5D (very hard), +1D/2D/3D when judged for an
    apprentice, journeyman or master rather than an average character."""
    if not DIFFICULTY_MIN <= difficulty <= DIFFICULTY_MAX:
        raise RulesError(
            f"difficulty must be {DIFFICULTY_MIN}D–{DIFFICULTY_MAX}D, not {difficulty}D",
            rule="obstacle difficulty",
        )
    return difficulty + int(rank)


class Edge(StrEnum):
    """Advantage (one reroll for the player) or disadvantage (one for the GM or opponent)."""

    NONE = "none"
    ADVANTAGE = "advantage"
    DISADVANTAGE = "disadvantage"


def combine_edges(*edges: Edge) -> Edge:
    """Advantage and disadvantage: each counts once however often granted, and they cancel."""
    has_advantage = Edge.ADVANTAGE in edges
    has_disadvantage = Edge.DISADVANTAGE in edges
    if has_advantage and not has_disadvantage:
        return Edge.ADVANTAGE
    if has_disadvantage and not has_advantage:
        return Edge.DISADVANTAGE
    return Edge.NONE
