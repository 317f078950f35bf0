"""Hot Circle characters as values: beliefs, instincts, traits, conditions, lifepaths, assets."""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field
from dataclasses import replace
from enum import StrEnum

from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.pools import check_rating
from gmscreen.rules.hotcircle.tables import BELIEFS_PER_CHARACTER
from gmscreen.rules.hotcircle.tables import INSTINCTS_PER_CHARACTER
from gmscreen.rules.hotcircle.tables import Ability
from gmscreen.rules.hotcircle.tables import AssetKind
from gmscreen.rules.hotcircle.tables import Severity

RULE = "character"


def _text(value: str, what: str, rule: str = RULE) -> None:
    if not value.strip():
        raise RulesError(f"{what} cannot be empty", rule=rule)


@dataclass(frozen=True, slots=True)
class Belief:
    """A belief: a stance on the world and the goal it drives ("I believe … so I must …")."""

    stance: str
    goal: str

    def __post_init__(self) -> None:
        _text(self.stance, "a belief's stance", "beliefs")
        _text(self.goal, "a belief's goal", "beliefs")

    def __str__(self) -> str:
        return f"I believe {self.stance} so I must {self.goal}."


class InstinctForm(StrEnum):
    """The three shapes of an instinct."""

    ALWAYS = "always"
    NEVER = "never"
    WHEN = "when"


@dataclass(frozen=True, slots=True)
class Instinct:
    """An instinct: something the character always or never does, or does when triggered."""

    form: InstinctForm
    action: str
    trigger: str = ""

    def __post_init__(self) -> None:
        _text(self.action, "an instinct", "instincts")
        if (self.form is InstinctForm.WHEN) != bool(self.trigger.strip()):
            raise RulesError(
                "a trigger belongs to, and only to, a 'when … then I …' instinct",
                rule="instincts",
            )

    def __str__(self) -> str:
        if self.form is InstinctForm.WHEN:
            return f"When {self.trigger} then I {self.action}."
        return f"I {self.form} {self.action}."


@dataclass(frozen=True, slots=True)
class Condition:
    """A condition: a temporary trait, minor or major, cleared by hindering obstacle tests.

    `hindered` counts the obstacle tests it has hindered toward clearing it.
    """

    name: str
    severity: Severity = Severity.MINOR
    hindered: int = 0
    voluntary: bool = False

    def __post_init__(self) -> None:
        _text(self.name, "a condition", "conditions")
        if self.hindered < 0:
            raise RulesError("a condition cannot have hindered fewer than 0 tests", rule=RULE)


@dataclass(frozen=True, slots=True)
class Lifepath:
    """A lifepath: a role in one setting, its rating, its taxed abilities, and the artha spent
    on it toward advancement.

    Attributes:
        bridge: the GM agreed this lifepath leads into another setting.
    """

    name: str
    setting: str
    rating: int = 3
    taxed: frozenset[Ability] = frozenset()
    persona_spent: int = 0
    fate_spent: int = 0
    bridge: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "taxed", frozenset(self.taxed))
        _text(self.name, "a lifepath's name", "lifepaths")
        _text(self.setting, f"{self.name}'s setting", "lifepaths")
        check_rating(self.rating)
        if self.persona_spent < 0 or self.fate_spent < 0:
            raise RulesError("artha spent on a lifepath cannot be negative", rule="advancement")


@dataclass(frozen=True, slots=True)
class Asset:
    """An asset from one lifepath: temporary (gear, contact, subject, focus) or permanent."""

    kind: AssetKind
    name: str
    lifepath: str

    def __post_init__(self) -> None:
        _text(self.name, f"a {self.kind}'s name", "assets")
        _text(self.lifepath, f"the lifepath of {self.name}", "assets")


@dataclass(frozen=True, slots=True)
class Artha:
    """The artha a character holds: fate points and persona points."""

    fate_points: int = 0
    persona_points: int = 0

    def __post_init__(self) -> None:
        if self.fate_points < 0 or self.persona_points < 0:
            raise RulesError(
                f"artha cannot go below 0 ({self.fate_points} fate, {self.persona_points} persona)",
                rule="artha",
            )


def _unique(names: list[str], what: str) -> None:
    seen = {name.casefold() for name in names}
    if len(seen) != len(names):
        raise RulesError(f"two {what} share a name", rule=RULE)


@dataclass(frozen=True, slots=True, kw_only=True)
class Character:
    """A character: a player character has three beliefs and three instincts; anyone else has
    whatever the GM defines (an average bystander has nothing at all).

    Attributes:
        name: the character's name.
        player_character: held to the player character rules.
        beliefs, instincts, traits, conditions, lifepaths, assets, artha: the sheet.
    """

    name: str
    player_character: bool = True
    beliefs: tuple[Belief, ...] = ()
    instincts: tuple[Instinct, ...] = ()
    traits: tuple[str, ...] = ()
    conditions: tuple[Condition, ...] = ()
    lifepaths: tuple[Lifepath, ...] = ()
    assets: tuple[Asset, ...] = ()
    artha: Artha = field(default_factory=Artha)

    def __post_init__(self) -> None:
        for name in ("beliefs", "instincts", "traits", "conditions", "lifepaths", "assets"):
            object.__setattr__(self, name, tuple(getattr(self, name)))
        _text(self.name, "a character's name")
        for what, items, needed in (
            ("beliefs", self.beliefs, BELIEFS_PER_CHARACTER),
            ("instincts", self.instincts, INSTINCTS_PER_CHARACTER),
        ):
            if self.player_character and len(items) != needed:
                raise RulesError(
                    f"a player character has {needed} {what}, not {len(items)}", rule=what
                )
            if len(items) > needed:
                raise RulesError(f"no character has more than {needed} {what}", rule=what)
        for trait in self.traits:
            _text(trait, "a trait", "traits")
        _unique(list(self.traits), "traits")
        _unique([condition.name for condition in self.conditions], "conditions")
        _unique([lifepath.name for lifepath in self.lifepaths], "lifepaths")
        known = {lifepath.name for lifepath in self.lifepaths}
        for asset in self.assets:
            if asset.lifepath not in known:
                raise RulesError(
                    f"{asset.name} comes from {asset.lifepath!r}, which {self.name} never lived",
                    rule="assets",
                )
        keys = [(asset.kind, asset.name.casefold(), asset.lifepath) for asset in self.assets]
        if len(set(keys)) != len(keys):
            raise RulesError("an asset is noted twice on the same lifepath", rule="assets")

    def lifepath(self, name: str) -> Lifepath:
        """The lifepath with this name; refuses one the character does not have."""
        for lifepath in self.lifepaths:
            if lifepath.name == name:
                return lifepath
        raise RulesError(f"{self.name} has no lifepath {name!r}", rule="lifepaths")

    def condition(self, name: str) -> Condition:
        """The condition with this name; refuses one the character does not have."""
        for condition in self.conditions:
            if condition.name == name:
                return condition
        raise RulesError(f"{self.name} is not {name!r}", rule="conditions")

    def assets_of(self, lifepath: str) -> tuple[Asset, ...]:
        """The assets noted on one lifepath."""
        self.lifepath(lifepath)
        return tuple(asset for asset in self.assets if asset.lifepath == lifepath)

    def with_lifepath(self, lifepath: Lifepath) -> Character:
        """This character with one lifepath (matched by name) replaced."""
        self.lifepath(lifepath.name)
        lifepaths = tuple(lp if lp.name != lifepath.name else lifepath for lp in self.lifepaths)
        return replace(self, lifepaths=lifepaths)
