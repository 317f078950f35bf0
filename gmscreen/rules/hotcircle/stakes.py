"""What an obstacle test is about and who rolls it: stakes, the two sides, their hindrances."""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field
from enum import StrEnum

from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.character import Character
from gmscreen.rules.hotcircle.pools import LifepathFit
from gmscreen.rules.hotcircle.pools import TaskDice
from gmscreen.rules.hotcircle.tables import AssetKind

RULE = "obstacle test"


@dataclass(frozen=True, slots=True, kw_only=True)
class Stakes:
    """What an obstacle test is about: intent, task, consequence, and any compromises.

    Attributes:
        intent: what the character wants (and by when, if timing matters).
        task: how they go about it.
        consequence: what happens if they fail (in a versus test, the opponent's intent).
        player_compromise: the player's softer version of the consequence (versus only).
        opponent_compromise: the opponent's softer version of the intent (versus only).
    """

    intent: str
    task: str
    consequence: str
    player_compromise: str = ""
    opponent_compromise: str = ""

    def __post_init__(self) -> None:
        for what in ("intent", "task", "consequence"):
            if not getattr(self, what).strip():
                raise RulesError(f"a test needs a clear {what}", rule=RULE)
        if bool(self.player_compromise.strip()) != bool(self.opponent_compromise.strip()):
            raise RulesError(
                "each side offers a compromise, or neither does (a simple versus test)",
                rule="compromise",
            )

    @property
    def has_compromises(self) -> bool:
        """Both sides offered a compromise (otherwise a simple pass/fail test)."""
        return bool(self.player_compromise.strip())


class HindranceKind(StrEnum):
    """What a character turns against their own roll."""

    TRAIT = "trait"
    CONDITION = "condition"


class Reward(StrEnum):
    """What a character takes for hindering their own roll."""

    FATE_POINT = "fate point"
    CLEAR_CONDITION = "clear the condition"
    CLEAR_TAX = "clear the lifepath's tax"


@dataclass(frozen=True, slots=True)
class Hindrance:
    """A hindering trait or condition a character applies: +1D to the other side's roll.

    A trait earns a fate point; a condition earns a fate point or counts toward clearing it.
    """

    kind: HindranceKind
    name: str
    reward: Reward = Reward.FATE_POINT

    def __post_init__(self) -> None:
        if not self.name.strip():
            raise RulesError(f"name the hindering {self.kind}", rule="hindering traits")
        allowed = {Reward.FATE_POINT}
        if self.kind is HindranceKind.CONDITION:
            allowed.add(Reward.CLEAR_CONDITION)
        if self.reward not in allowed:
            raise RulesError(
                f"a hindering {self.kind} cannot {self.reward}", rule="hindering traits"
            )


@dataclass(frozen=True, slots=True, kw_only=True)
class Roller:
    """One side of a test: its own dice, what it turns against itself, and its persona points.

    Attributes:
        name: who rolls (for the log).
        dice: the side's task dice.
        hindrances: its hindering traits and conditions, each +1D to the other side's roll.
        lifepath_reward: with a hindering lifepath, a fate point or clearing that lifepath's tax.
        persona_points: persona points it holds, each one reroll.
    """

    name: str = ""
    dice: TaskDice = field(default_factory=TaskDice)
    hindrances: tuple[Hindrance, ...] = ()
    lifepath_reward: Reward = Reward.FATE_POINT
    persona_points: int = 0

    def __post_init__(self) -> None:
        object.__setattr__(self, "hindrances", tuple(self.hindrances))
        names = [(item.kind, item.name) for item in self.hindrances]
        if len(set(names)) != len(names):
            raise RulesError("a trait or condition hinders a test only once", rule=RULE)
        if self.lifepath_reward is Reward.CLEAR_CONDITION:
            raise RulesError("a hindering lifepath cannot clear a condition", rule=RULE)
        if self.lifepath_reward is Reward.CLEAR_TAX and self.dice.fit is not LifepathFit.HINDERING:
            raise RulesError("only a hindering lifepath clears its tax", rule="clearing tax")
        if self.persona_points < 0:
            raise RulesError("persona points cannot be negative", rule="persona points")


def roller_for(
    character: Character,
    *,
    fit: LifepathFit,
    lifepath: str = "",
    extra_lifepaths: tuple[str, ...] = (),
    traits: tuple[str, ...] = (),
    conditions: tuple[str, ...] = (),
    wises: tuple[str, ...] = (),
    skills: tuple[str, ...] = (),
    hindrances: tuple[Hindrance, ...] = (),
    lifepath_reward: Reward = Reward.FATE_POINT,
) -> Roller:
    """Task roll from a sheet: the lifepath's rating and every named bonus must be the
    character's own (wises and skills are permanent assets); persona points come from it."""
    rating = None
    if lifepath:
        rating = character.lifepath(lifepath).rating
    for name in extra_lifepaths:
        character.lifepath(name)
    for name in (*conditions, *(h.name for h in hindrances if h.kind is HindranceKind.CONDITION)):
        character.condition(name)
    for name in (*traits, *(h.name for h in hindrances if h.kind is HindranceKind.TRAIT)):
        if name not in character.traits:
            raise RulesError(f"{character.name} has no trait {name!r}", rule="traits")
    for kind, names in ((AssetKind.WISE, wises), (AssetKind.SKILL, skills)):
        owned = {asset.name for asset in character.assets if asset.kind is kind}
        for name in names:
            if name not in owned:
                raise RulesError(f"{character.name} has no {kind} {name!r}", rule="assets")
    dice = TaskDice(
        fit=fit,
        lifepath=lifepath,
        rating=rating,
        extra_lifepaths=extra_lifepaths,
        traits=traits,
        conditions=conditions,
        wises=wises,
        skills=skills,
    )
    return Roller(
        name=character.name,
        dice=dice,
        hindrances=hindrances,
        lifepath_reward=lifepath_reward,
        persona_points=character.artha.persona_points,
    )
