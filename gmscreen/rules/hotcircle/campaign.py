"""Hot Circle campaign creation: genre, lifepath settings, factions, their relationship map."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from dataclasses import field
from dataclasses import replace
from enum import StrEnum

from gmscreen.rules.dice import Dice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.pools import check_die_sides
from gmscreen.rules.hotcircle.tables import DEFAULT_DIE_SIDES
from gmscreen.rules.hotcircle.tables import FACTIONS_PER_SETTING_MAX
from gmscreen.rules.hotcircle.tables import FACTIONS_PER_SETTING_MIN
from gmscreen.rules.hotcircle.tables import MAJOR_FACTIONS_PER_SETTING_MAX
from gmscreen.rules.hotcircle.tables import SETTINGS_MAX
from gmscreen.rules.hotcircle.tables import SETTINGS_MIN


class Power(StrEnum):
    """How much power a faction holds in its setting."""

    MINOR = "minor"
    MAJOR = "major"


@dataclass(frozen=True, slots=True)
class Faction:
    """A faction: a powerful person or organisation in one lifepath setting."""

    name: str
    setting: str
    power: Power = Power.MINOR

    def __post_init__(self) -> None:
        if not self.name.strip() or not self.setting.strip():
            raise RulesError("a faction needs a name and a setting", rule="factions")


def check_settings(settings: Iterable[str]) -> None:
    """Settings: four to six distinct lifepath settings."""
    names = tuple(settings)
    if not SETTINGS_MIN <= len(names) <= SETTINGS_MAX:
        raise RulesError(
            f"a campaign has {SETTINGS_MIN}–{SETTINGS_MAX} lifepath settings, not {len(names)}",
            rule="settings",
        )
    if any(not name.strip() for name in names):
        raise RulesError("a setting needs a name", rule="settings")
    if len({name.casefold() for name in names}) != len(names):
        raise RulesError("two settings share a name", rule="settings")


def check_factions(settings: Iterable[str], factions: Iterable[Faction]) -> None:
    """Factions: one or two per setting, and at most one major power in each."""
    settings = tuple(settings)
    factions = tuple(factions)
    if len({faction.name.casefold() for faction in factions}) != len(factions):
        raise RulesError("two factions share a name", rule="factions")
    for faction in factions:
        if faction.setting not in settings:
            raise RulesError(
                f"{faction.name} belongs to {faction.setting!r}, not a campaign setting",
                rule="factions",
            )
    per_setting = Counter(faction.setting for faction in factions)
    majors = Counter(faction.setting for faction in factions if faction.power is Power.MAJOR)
    for setting in settings:
        count = per_setting[setting]
        if not FACTIONS_PER_SETTING_MIN <= count <= FACTIONS_PER_SETTING_MAX:
            raise RulesError(
                f"{setting} has {count} factions; each setting has "
                f"{FACTIONS_PER_SETTING_MIN} or {FACTIONS_PER_SETTING_MAX}",
                rule="factions",
            )
        if majors[setting] > MAJOR_FACTIONS_PER_SETTING_MAX:
            raise RulesError(f"{setting} has more than one major faction", rule="factions")


class Relation(StrEnum):
    """How one faction deals with another."""

    COMPETE = "competes with"
    COOPERATE = "cooperates with"


@dataclass(frozen=True, slots=True)
class Tie:
    """One arrow of the relationship map, and the faces rolled to find it (none if chosen)."""

    faction: str
    relation: Relation
    other: str
    faces: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "faces", tuple(self.faces))
        if self.faction == self.other:
            raise RulesError(f"{self.faction} cannot {self.relation} itself", rule="situation")

    def __str__(self) -> str:
        return f"{self.faction} {self.relation} {self.other}"


@dataclass(frozen=True, slots=True)
class RelationshipMap:
    """The faction relationship map: directed ties, one relation per ordered pair (editable)."""

    ties: tuple[Tie, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "ties", tuple(self.ties))
        pairs = [(tie.faction, tie.other) for tie in self.ties]
        if len(set(pairs)) != len(pairs):
            raise RulesError(
                "a faction either cooperates or competes with another, not both",
                rule="situation",
            )

    def target(self, faction: str, relation: Relation) -> tuple[str, ...]:
        """The factions this faction has this relation with."""
        return tuple(
            tie.other for tie in self.ties if tie.faction == faction and tie.relation is relation
        )

    def with_tie(self, faction: str, relation: Relation, other: str) -> RelationshipMap:
        """Editing the map: set how `faction` deals with `other` (replacing any earlier tie)."""
        kept = tuple(tie for tie in self.ties if (tie.faction, tie.other) != (faction, other))
        return RelationshipMap((*kept, Tie(faction, relation, other)))

    def without_tie(self, faction: str, other: str) -> RelationshipMap:
        """Editing the map: remove the tie from `faction` to `other`."""
        return RelationshipMap(
            tuple(tie for tie in self.ties if (tie.faction, tie.other) != (faction, other))
        )

    def flipped(self, faction: str, other: str) -> RelationshipMap:
        """An event flips a tie: cooperation becomes competition, or the reverse."""
        for tie in self.ties:
            if (tie.faction, tie.other) == (faction, other):
                relation = (
                    Relation.COMPETE if tie.relation is Relation.COOPERATE else Relation.COOPERATE
                )
                return self.with_tie(faction, relation, other)
        raise RulesError(f"{faction} has no tie to {other}", rule="situation")

    def tensions(self) -> tuple[str, ...]:
        """Reading the map: ties that suggest conflict (a friend of a rival, a one-sided
        friendship), for the group to build the situation from."""
        found = []
        for tie in self.ties:
            if tie.relation is not Relation.COOPERATE:
                continue
            for rival in self.target(tie.faction, Relation.COMPETE):
                if rival in self.target(tie.other, Relation.COOPERATE):
                    found.append(
                        f"{tie.faction} cooperates with {tie.other}, "
                        f"who cooperates with {tie.faction}'s rival {rival}"
                    )
            if tie.faction in self.target(tie.other, Relation.COMPETE):
                found.append(
                    f"{tie.faction} cooperates with {tie.other}, who competes with {tie.faction}"
                )
        return tuple(found)


@dataclass(frozen=True, slots=True, kw_only=True)
class RelationshipRollOptions:
    """How the relationship map is rolled (GM-editable).

    Attributes:
        sides: the die rolled for each tie; None rolls the campaign's die, or, when there are
            more factions than it has faces (the text's 1D cannot reach them), a die with one
            face per faction.
        max_rolls: a guard against dice that never give a usable number.
    """

    sides: int | None = None
    max_rolls: int = 1000


def _roll_other(
    index: int, count: int, taken: set[int], *, sides: int, dice: Dice, max_rolls: int
) -> tuple[int, tuple[int, ...]]:
    faces: list[int] = []
    while len(faces) < max_rolls:
        (face,) = dice.roll(1, sides)
        faces.append(face)
        # Nonsense is rerolled: no faction with that number, the faction itself, or a faction
        # it already has the other relation with.
        if 1 <= face <= count and face - 1 != index and face - 1 not in taken:
            return face - 1, tuple(faces)
    raise RulesError(f"no usable faction number in {max_rolls} rolls", rule="situation")


def roll_relationships(
    factions: Iterable[Faction],
    *,
    dice: Dice,
    die_sides: int = DEFAULT_DIE_SIDES,
    noted: RelationshipMap | None = None,
    options: RelationshipRollOptions | None = None,
) -> RelationshipMap:
    """Situation: number the factions, then roll 1D for each one's rival and 1D for its ally,
    rerolling numbers that make no sense. Ties already noted as obvious are kept, not rolled."""
    options = options or RelationshipRollOptions()
    factions = tuple(factions)
    if len(factions) < 3:
        raise RulesError("rolling a rival and an ally needs at least 3 factions", rule="situation")
    sides = options.sides or max(die_sides, len(factions))
    check_die_sides(sides)
    names = [faction.name for faction in factions]
    relationships = noted or RelationshipMap()
    for tie in relationships.ties:
        if tie.faction not in names or tie.other not in names:
            raise RulesError(f"{tie} names an unknown faction", rule="situation")
    ties = list(relationships.ties)
    for index, name in enumerate(names):
        for relation in (Relation.COMPETE, Relation.COOPERATE):
            if RelationshipMap(tuple(ties)).target(name, relation):
                continue
            taken = {names.index(tie.other) for tie in ties if tie.faction == name}
            other, faces = _roll_other(
                index, len(names), taken, sides=sides, dice=dice, max_rolls=options.max_rolls
            )
            ties.append(Tie(name, relation, names[other], faces))
    return RelationshipMap(tuple(ties))


@dataclass(frozen=True, slots=True, kw_only=True)
class Campaign:
    """A Hot Circle campaign as created in session zero.

    Attributes:
        genre, style: what kind of story it emulates.
        settings: four to six lifepath settings.
        factions: one or two per setting, at most one major power per setting.
        relationships: the faction relationship map.
        situation: the conflict the campaign is about.
        die_sides: the one die size every roll uses (d6 unless the group picks another).
        starting_lifepaths: lifepath picks each character starts with (the GM decides; the
            text discusses 2 to 6).
    """

    genre: str
    style: str
    settings: tuple[str, ...]
    factions: tuple[Faction, ...]
    relationships: RelationshipMap = field(default_factory=RelationshipMap)
    situation: str = ""
    die_sides: int = DEFAULT_DIE_SIDES
    starting_lifepaths: int = 3

    def __post_init__(self) -> None:
        object.__setattr__(self, "settings", tuple(self.settings))
        object.__setattr__(self, "factions", tuple(self.factions))
        if not self.genre.strip():
            raise RulesError("a campaign needs a genre", rule="genre")
        check_die_sides(self.die_sides)
        check_settings(self.settings)
        check_factions(self.settings, self.factions)
        names = {faction.name for faction in self.factions}
        for tie in self.relationships.ties:
            if tie.faction not in names or tie.other not in names:
                raise RulesError(f"{tie} names an unknown faction", rule="situation")
        if self.starting_lifepaths < 1:
            raise RulesError("characters start with at least 1 lifepath", rule="lifepaths")

    def faction(self, name: str) -> Faction:
        """The faction with this name."""
        for faction in self.factions:
            if faction.name == name:
                return faction
        raise RulesError(f"no faction {name!r}", rule="factions")

    def with_faction_power(self, name: str, power: Power) -> Campaign:
        """An event raises a faction to a major power or turns it minor."""
        factions = tuple(
            replace(faction, power=power) if faction.name == name else faction
            for faction in self.factions
        )
        self.faction(name)
        return replace(self, factions=factions)
