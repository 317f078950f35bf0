"""The numbers and tables of Hot Circle RPG as data; the GM can replace any of them."""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field
from enum import IntEnum
from enum import StrEnum

from gmscreen.rules.errors import RulesError

DEFAULT_DIE_SIDES = 6
NEUTRAL_LIFEPATH_DICE = 2
HINDERING_LIFEPATH_DICE = 1
LIFEPATH_RATING_MIN, LIFEPATH_RATING_MAX = 3, 6
STARTING_LIFEPATH_RATING = 3
DOUBLED_LIFEPATH_RATING = 4
BONUS_DIE = 1
DIFFICULTY_MIN, DIFFICULTY_MAX = 1, 5
BELIEFS_PER_CHARACTER = 3
INSTINCTS_PER_CHARACTER = 3
STARTING_TRAITS = 3
SETTINGS_MIN, SETTINGS_MAX = 4, 6
FACTIONS_PER_SETTING_MIN, FACTIONS_PER_SETTING_MAX = 1, 2
MAJOR_FACTIONS_PER_SETTING_MAX = 1
LOST_PERMANENT_ASSET_PERSONA = 1


class Difficulty(IntEnum):
    """The obstacle scale of independent tests and deeds tests: its value is the dice rolled."""

    EASY = 1
    ROUTINE = 2
    MODERATE = 3
    HARD = 4
    VERY_HARD = 5

    @property
    def label(self) -> str:
        """The word the table gives this level (easy … very hard)."""
        return self.name.lower().replace("_", " ")


class Rank(IntEnum):
    """Whose eyes a difficulty is judged through; its value is the dice added to the level."""

    AVERAGE = 0
    APPRENTICE = 1
    JOURNEYMAN = 2
    MASTER = 3


class Ability(StrEnum):
    """The four abilities a character tests to establish an asset from a past lifepath."""

    RESOURCES = "resources"
    CIRCLES = "circles"
    WISES = "wises"
    DEEDS = "deeds"


class AssetKind(StrEnum):
    """Assets: four temporary kinds an ability test creates, and their four permanent forms."""

    GEAR = "gear"
    CONTACT = "contact"
    SUBJECT = "subject"
    FOCUS = "focus"
    SPECIAL_ITEM = "special item"
    RELATIONSHIP = "relationship"
    WISE = "wise"
    SKILL = "skill"

    @property
    def is_permanent(self) -> bool:
        """Special items, relationships, wises and skills stay; the other four are temporary."""
        return self in _PERMANENT


_PERMANENT = frozenset(
    {AssetKind.SPECIAL_ITEM, AssetKind.RELATIONSHIP, AssetKind.WISE, AssetKind.SKILL}
)


class Severity(StrEnum):
    """How heavy a condition is: it sets how many hindered obstacle tests clear it."""

    MINOR = "minor"
    MAJOR = "major"


@dataclass(frozen=True, slots=True)
class DiceModifier:
    """One row of a difficulty or bonus table: a named reason that adds dice."""

    key: str
    label: str
    meaning: str
    dice: int = BONUS_DIE


@dataclass(frozen=True, slots=True, kw_only=True)
class AbilityTable:
    """How one ability test is built: its task bonuses, obstacle table, and what it creates.

    Attributes:
        ability: the ability tested.
        establishes: the temporary asset a passed test notes down.
        asset_name_pattern: how that asset is written on the sheet ("{}-wise").
        task_bonuses: reasons that add dice to the task roll.
        base_difficulty: obstacle dice before modifiers (unused with the difficulty scale).
        base_meaning: what the base difficulty stands for.
        obstacle_modifiers: reasons that add dice to the obstacle roll.
        modifiers_may_repeat: whether one modifier may be counted more than once for emphasis.
        uses_difficulty_scale: the obstacle is set on the easy … very hard scale instead.
        alternative_failure: the consequence the GM may pick instead of the tax ("" for none).
    """

    ability: Ability
    establishes: AssetKind
    asset_name_pattern: str
    task_bonuses: tuple[DiceModifier, ...]
    base_difficulty: int = 1
    base_meaning: str = ""
    obstacle_modifiers: tuple[DiceModifier, ...] = ()
    modifiers_may_repeat: bool = False
    uses_difficulty_scale: bool = False
    alternative_failure: str = ""

    def task_bonus(self, key: str) -> DiceModifier:
        """The task bonus row with this key; refuses a key the table does not have."""
        return _row(self.task_bonuses, key, f"{self.ability} test task bonus")

    def obstacle_modifier(self, key: str) -> DiceModifier:
        """The obstacle modifier row with this key; refuses a key the table does not have."""
        return _row(self.obstacle_modifiers, key, f"{self.ability} test difficulty")


def _row(rows: tuple[DiceModifier, ...], key: str, rule: str) -> DiceModifier:
    for row in rows:
        if row.key == key:
            return row
    known = ", ".join(row.key for row in rows) or "none"
    raise RulesError(f"no modifier {key!r} (known: {known})", rule=rule)


RESOURCES_TABLE = AbilityTable(
    ability=Ability.RESOURCES,
    establishes=AssetKind.GEAR,
    asset_name_pattern="{}",
    task_bonuses=(DiceModifier("existing_gear", "Existing gear", "testing gear already noted"),),
    base_meaning="everyday gear",
    obstacle_modifiers=(
        DiceModifier("valuable", "Valuable", "worth a lot, money, or much wanted"),
        DiceModifier("rare", "Rare", "rare or out of the ordinary in this setting"),
        DiceModifier("coincidental", "Coincidental", "too convenient to own"),
        DiceModifier("on_hand", "On hand", "carried right now (portable gear only)"),
    ),
    modifiers_may_repeat=True,
)
CIRCLES_TABLE = AbilityTable(
    ability=Ability.CIRCLES,
    establishes=AssetKind.CONTACT,
    asset_name_pattern="{}",
    task_bonuses=(
        DiceModifier("friendly_contact", "Friendly contact", "a known contact who likes them"),
        DiceModifier("shared_relationship", "Shared relationship", "both know a relationship"),
    ),
    base_meaning="an ordinary person",
    obstacle_modifiers=(
        DiceModifier("hostile", "Hostile", "the contact is set against them"),
        DiceModifier("specific_lifepath", "Specific lifepath", "must have one given lifepath"),
        DiceModifier("rare_lifepath", "Rare lifepath", "an unusual or rare lifepath"),
        DiceModifier("different_rank", "Different rank", "above or below them socially"),
        DiceModifier("coincidental", "Coincidental", "too convenient to know"),
    ),
    alternative_failure="the contact comes, but hostile",
)
WISES_TABLE = AbilityTable(
    ability=Ability.WISES,
    establishes=AssetKind.SUBJECT,
    asset_name_pattern="{}-wise",
    task_bonuses=(
        DiceModifier("known_subject", "Known subject", "a subject or wise already noted"),
    ),
    base_meaning="common knowledge",
    obstacle_modifiers=(
        DiceModifier("obscure", "Obscure", "obscure or unusual"),
        DiceModifier("secret", "Secret", "deliberately hidden or suppressed"),
        DiceModifier("distant", "Distant", "from a far-off land"),
        DiceModifier("ancient", "Ancient", "from long ago"),
        DiceModifier("coincidental", "Coincidental", "too convenient to know"),
    ),
    modifiers_may_repeat=True,
    alternative_failure="they are sure of the fact, and badly wrong",
)
DEEDS_TABLE = AbilityTable(
    ability=Ability.DEEDS,
    establishes=AssetKind.FOCUS,
    asset_name_pattern="{}-skill",
    task_bonuses=(DiceModifier("known_focus", "Known focus", "a focus or skill already noted"),),
    uses_difficulty_scale=True,
    alternative_failure="the deed happened, with consequences or a condition",
)


@dataclass(frozen=True, slots=True)
class AbilityTables:
    """The four ability test tables (GM-editable: swap one in with `dataclasses.replace`)."""

    resources: AbilityTable = RESOURCES_TABLE
    circles: AbilityTable = CIRCLES_TABLE
    wises: AbilityTable = WISES_TABLE
    deeds: AbilityTable = DEEDS_TABLE

    def table(self, ability: Ability) -> AbilityTable:
        """The table for one ability."""
        table: AbilityTable = getattr(self, ability.value)
        return table


class AwardKind(StrEnum):
    """End-of-session reasons to award persona points."""

    FURTHERED_GOAL = "furthered goal"
    CHANGED_STANCE = "changed stance"
    CHANGED_INSTINCT = "changed instinct"
    CHANGED_TRAIT = "changed trait"
    RESOLVED_SIMPLE_GOAL = "resolved simple goal"
    RESOLVED_MODERATE_GOAL = "resolved moderate goal"
    RESOLVED_COMPLEX_GOAL = "resolved complex goal"
    RESOLVED_WITH_ANOTHER_PC = "resolved goal with another PC"


SESSION_AWARDS: tuple[tuple[AwardKind, int], ...] = (
    (AwardKind.FURTHERED_GOAL, 1),
    (AwardKind.CHANGED_STANCE, 2),
    (AwardKind.CHANGED_INSTINCT, 2),
    (AwardKind.CHANGED_TRAIT, 2),
    (AwardKind.RESOLVED_SIMPLE_GOAL, 2),
    (AwardKind.RESOLVED_MODERATE_GOAL, 4),
    (AwardKind.RESOLVED_COMPLEX_GOAL, 6),
    (AwardKind.RESOLVED_WITH_ANOTHER_PC, 1),
)


@dataclass(frozen=True, slots=True, kw_only=True)
class AdvancementRules:
    """Artha thresholds (GM-editable).

    Attributes:
        persona_to_raise: (rating, persona points spent on that lifepath to raise it by 1).
        rating_max: the highest lifepath rating.
        fate_to_upgrade: (temporary kind, permanent kind, fate points spent on that lifepath).
        erase_all_fate_on_upgrade: the text says to erase the spent points; by default only the
            upgrade's cost is erased and any surplus stays noted (set True to erase them all).
        hinders_to_clear: (severity, hindered obstacle tests that clear the condition).
        session_awards: (reason, persona points) for the end-of-session review.
    """

    persona_to_raise: tuple[tuple[int, int], ...] = ((3, 6), (4, 12), (5, 18))
    rating_max: int = LIFEPATH_RATING_MAX
    fate_to_upgrade: tuple[tuple[AssetKind, AssetKind, int], ...] = (
        (AssetKind.SUBJECT, AssetKind.WISE, 6),
        (AssetKind.FOCUS, AssetKind.SKILL, 6),
        (AssetKind.GEAR, AssetKind.SPECIAL_ITEM, 9),
        (AssetKind.CONTACT, AssetKind.RELATIONSHIP, 12),
    )
    erase_all_fate_on_upgrade: bool = False
    hinders_to_clear: tuple[tuple[Severity, int], ...] = ((Severity.MINOR, 1), (Severity.MAJOR, 3))
    session_awards: tuple[tuple[AwardKind, int], ...] = field(default=SESSION_AWARDS)

    def persona_needed(self, rating: int) -> int | None:
        """Persona points that raise a lifepath of this rating, or None at the top rating."""
        return dict(self.persona_to_raise).get(rating)

    def upgrade_of(self, kind: AssetKind) -> tuple[AssetKind, int]:
        """The permanent form of a temporary asset and its fate point cost."""
        for temporary, permanent, cost in self.fate_to_upgrade:
            if temporary is kind:
                return permanent, cost
        raise RulesError(f"a {kind} cannot be upgraded", rule="upgrading assets")

    def hinders_needed(self, severity: Severity) -> int:
        """How many hindered obstacle tests clear a condition of this severity."""
        return dict(self.hinders_to_clear)[severity]

    def award(self, kind: AwardKind) -> int:
        """Persona points for one end-of-session reason."""
        return dict(self.session_awards)[kind]
