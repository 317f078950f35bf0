"""Ability tests (resources, circles, wises, deeds): establish an asset from a past lifepath."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from dataclasses import field
from dataclasses import replace

from gmscreen.rules.dice import Dice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.character import Asset
from gmscreen.rules.hotcircle.character import Character
from gmscreen.rules.hotcircle.contest import ArthaEffects
from gmscreen.rules.hotcircle.contest import Contest
from gmscreen.rules.hotcircle.contest import KindOfTest
from gmscreen.rules.hotcircle.contest import Pool
from gmscreen.rules.hotcircle.contest import Reroll
from gmscreen.rules.hotcircle.contest import RerollReason
from gmscreen.rules.hotcircle.contest import Settlement
from gmscreen.rules.hotcircle.contest import Side
from gmscreen.rules.hotcircle.contest import reroll_method_allowed
from gmscreen.rules.hotcircle.contest import settle
from gmscreen.rules.hotcircle.pools import Breakdown
from gmscreen.rules.hotcircle.pools import Edge
from gmscreen.rules.hotcircle.pools import LifepathFit
from gmscreen.rules.hotcircle.pools import TaskDice
from gmscreen.rules.hotcircle.pools import check_die_sides
from gmscreen.rules.hotcircle.pools import difficulty_dice
from gmscreen.rules.hotcircle.rolled import RerollingTest
from gmscreen.rules.hotcircle.rolled import RolledTest
from gmscreen.rules.hotcircle.rolled import check_edge_reroll
from gmscreen.rules.hotcircle.rolled import edge_rerolls_left
from gmscreen.rules.hotcircle.tables import DEFAULT_DIE_SIDES
from gmscreen.rules.hotcircle.tables import Ability
from gmscreen.rules.hotcircle.tables import AbilityTable
from gmscreen.rules.hotcircle.tables import AbilityTables
from gmscreen.rules.hotcircle.tables import AssetKind
from gmscreen.rules.hotcircle.tables import Rank


@dataclass(frozen=True, slots=True, kw_only=True)
class AbilityOptions:
    """Where the text is silent about ability tests (GM-editable).

    Attributes:
        tables: the four tables of task bonuses and difficulty modifiers.
        hindering_lifepath_earns_fate_point: the text rewards a player who chooses a hindering
            lifepath in the task roll, but in an ability test the lifepath's fit is judged from
            the asset, and clearing tax is for obstacle tests only; by default no fate point.
    """

    tables: AbilityTables = field(default_factory=AbilityTables)
    hindering_lifepath_earns_fate_point: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class AbilityTest(RerollingTest):
    """An ability test as set up.

    Attributes:
        ability: resources, circles, wises or deeds.
        asset: the gear, contact, subject or focus the player wants to establish.
        lifepath: the past lifepath the asset comes from.
        fit: whether that lifepath makes the asset likely (helpful), unlikely (hindering) or
            neither (neutral).
        rating: the lifepath's rating (needed when helpful).
        task_bonuses: keys of the table's task bonuses that apply (each once).
        obstacle_modifiers: keys of the table's difficulty modifiers; a key may repeat where the
            table lets modifiers repeat for emphasis.
        difficulty: 1–5 on the obstacle scale, for deeds tests only.
        rank: who a deeds test's difficulty is judged for.
        taxed: the abilities taxed on this lifepath (a taxed ability cannot be tested).
        fate_points: fate points the player holds, each one reroll.
        edge: advantage or disadvantage.
        sides: the campaign's die size.
        options: tables and GM-editable defaults.
    """

    ability: Ability
    asset: str
    lifepath: str
    fit: LifepathFit = LifepathFit.NEUTRAL
    rating: int | None = None
    task_bonuses: tuple[str, ...] = ()
    obstacle_modifiers: tuple[str, ...] = ()
    difficulty: int | None = None
    rank: Rank = Rank.AVERAGE
    taxed: frozenset[Ability] = frozenset()
    fate_points: int = 0
    edge: Edge = Edge.NONE
    sides: int = DEFAULT_DIE_SIDES
    options: AbilityOptions = field(default_factory=AbilityOptions)

    def __post_init__(self) -> None:
        object.__setattr__(self, "task_bonuses", tuple(self.task_bonuses))
        object.__setattr__(self, "obstacle_modifiers", tuple(self.obstacle_modifiers))
        object.__setattr__(self, "taxed", frozenset(self.taxed))
        rule = f"{self.ability} test"
        check_die_sides(self.sides)
        if not self.asset.strip():
            raise RulesError(f"name what the {self.ability} test establishes", rule=rule)
        if not self.lifepath.strip():
            raise RulesError("an ability test draws on a named lifepath", rule=rule)
        if self.ability in self.taxed:
            raise RulesError(
                f"{self.lifepath}'s {self.ability} is taxed: clear it before testing it again",
                rule="tax",
            )
        if self.fate_points < 0:
            raise RulesError("fate points cannot be negative", rule="fate points")
        table = self.table
        for key, times in Counter(self.task_bonuses).items():
            table.task_bonus(key)
            if times > 1:
                raise RulesError(f"the {key} bonus counts once", rule=rule)
        for key, times in Counter(self.obstacle_modifiers).items():
            table.obstacle_modifier(key)
            if times > 1 and not table.modifiers_may_repeat:
                raise RulesError(f"the {key} modifier counts once in a {rule}", rule=rule)
        if table.uses_difficulty_scale:
            if self.difficulty is None:
                raise RulesError(f"a {rule} needs a difficulty 1D–5D", rule=rule)
            difficulty_dice(self.difficulty, rank=self.rank)
        elif self.difficulty is not None:
            raise RulesError(f"a {rule} sets its difficulty from its table", rule=rule)
        TaskDice(fit=self.fit, lifepath=self.lifepath, rating=self.rating)

    @property
    def table(self) -> AbilityTable:
        """The task bonuses and difficulty table of this ability."""
        return self.options.tables.table(self.ability)

    @property
    def task_roll_dice(self) -> TaskDice:
        """The lifepath part of the task roll."""
        return TaskDice(fit=self.fit, lifepath=self.lifepath, rating=self.rating)

    @property
    def task_breakdown(self) -> Breakdown:
        """Every die of the task roll and why."""
        bonuses = tuple(
            (row.label, row.dice) for row in map(self.table.task_bonus, self.task_bonuses)
        )
        return self.task_roll_dice.breakdown + bonuses

    @property
    def obstacle_breakdown(self) -> Breakdown:
        """Every die of the obstacle roll and why."""
        table = self.table
        if table.uses_difficulty_scale:
            assert self.difficulty is not None
            return (("difficulty", difficulty_dice(self.difficulty, rank=self.rank)),)
        modifiers = tuple(
            (row.label, row.dice) for row in map(table.obstacle_modifier, self.obstacle_modifiers)
        )
        return (("base difficulty", table.base_difficulty), *modifiers)

    @property
    def asset_kind(self) -> AssetKind:
        """The temporary asset a pass establishes."""
        return self.table.establishes

    @property
    def asset_name(self) -> str:
        """The asset as it will be written on the sheet (a subject becomes "[subject]-wise")."""
        return self.table.asset_name_pattern.format(self.asset.strip())

    def rerolls_left_after(
        self, rerolls: tuple[Reroll, ...], side: Side, *, counting_compromises: bool = True
    ) -> int:
        """Rerolls a side can still make: the player's unspent fate points and an unused
        advantage; the opponent's unused disadvantage (an ability test offers no compromise)."""
        left = edge_rerolls_left(self.edge, rerolls, side)
        if side is Side.PLAYER:
            spent = sum(
                1
                for item in rerolls
                if item.reason is RerollReason.FATE_POINT and item.side is Side.PLAYER
            )
            left += self.fate_points - spent
        return left


class AbilityRoll(RolledTest[AbilityTest]):
    """An ability test after the dice hit the table, while rerolls are still being made."""

    __slots__ = ()


def roll_ability_test(test: AbilityTest, *, dice: Dice) -> AbilityRoll:
    """Ability test: roll the task roll, then the obstacle roll."""
    return AbilityRoll.roll(test, dice=dice)


def reroll_ability_test(
    roll: AbilityRoll, pool: Pool, *, reason: RerollReason, side: Side, dice: Dice
) -> AbilityRoll:
    """Rerolls in an ability test: the player spends fate points (as often as they hold them)
    on either roll; advantage and disadvantage give one reroll as in any test."""
    test, contest = roll.test, roll.contest
    rule = f"{test.ability} test"
    if not reroll_method_allowed(KindOfTest.ABILITY, reason):
        raise RulesError(f"an ability test is rerolled with fate points, not a {reason}", rule=rule)
    if reason is RerollReason.FATE_POINT:
        if side is not Side.PLAYER:
            raise RulesError("fate points are the player's to spend", rule="fate points")
        if contest.rerolls_paid(reason, side) >= test.fate_points:
            raise RulesError(
                f"no fate point left to spend ({test.fate_points} held)", rule="fate points"
            )
    else:
        check_edge_reroll(test.edge, contest, reason, side)
    return replace(roll, contest=contest.rerolled(pool, reason=reason, side=side, dice=dice))


@dataclass(frozen=True, slots=True)
class AbilityOutcome:
    """A resolved ability test: the asset it established, or the tax (or the GM's alternative).

    Attributes:
        asset: the temporary asset a pass notes on the lifepath it came from (None on a failure).
        taxes: the ability taxed on the lifepath (None on a pass or an alternative failure).
        alternative: the GM's alternative consequence, when chosen instead of the tax.
    """

    test: AbilityTest
    contest: Contest
    settlement: Settlement
    asset: Asset | None
    taxes: Ability | None
    effects: ArthaEffects
    alternative: str = ""

    @property
    def passed(self) -> bool:
        """The task roll beat the obstacle roll."""
        return self.settlement.task_wins

    def with_alternative_failure(self) -> AbilityOutcome:
        """Failure: the GM takes the table's alternative consequence instead of the tax."""
        rule = f"{self.test.ability} test"
        if self.passed:
            raise RulesError("a passed test has no failure to replace", rule=rule)
        alternative = self.test.table.alternative_failure
        if not alternative:
            raise RulesError(f"a failed {rule} always taxes the ability", rule=rule)
        return replace(self, taxes=None, alternative=alternative)


def resolve_ability_test(roll: AbilityRoll, *, dice: Dice) -> AbilityOutcome:
    """Ability test outcome: a pass notes a temporary asset on the lifepath; a failure taxes
    the ability on that lifepath until the tax is cleared."""
    test = roll.test
    settlement = settle(roll.contest, dice=dice)
    asset = None
    taxes = None
    if settlement.task_wins:
        asset = Asset(test.asset_kind, test.asset_name, test.lifepath)
    else:
        taxes = test.ability
    earned = int(
        test.fit is LifepathFit.HINDERING and test.options.hindering_lifepath_earns_fate_point
    )
    effects = ArthaEffects(
        side=Side.PLAYER,
        lifepath=test.lifepath,
        fate_points_earned=earned,
        fate_points_spent=roll.contest.rerolls_paid(RerollReason.FATE_POINT, Side.PLAYER),
    )
    return AbilityOutcome(test, roll.contest, settlement, asset, taxes, effects)


def ability_test_for(
    character: Character,
    *,
    ability: Ability,
    lifepath: str,
    asset: str,
    fit: LifepathFit = LifepathFit.NEUTRAL,
    task_bonuses: tuple[str, ...] = (),
    obstacle_modifiers: tuple[str, ...] = (),
    difficulty: int | None = None,
    rank: Rank = Rank.AVERAGE,
    edge: Edge = Edge.NONE,
    sides: int = DEFAULT_DIE_SIDES,
    options: AbilityOptions | None = None,
) -> AbilityTest:
    """Ability test from a sheet: the lifepath's rating and tax and the fate points held come
    from the character (a taxed ability is refused)."""
    source = character.lifepath(lifepath)
    return AbilityTest(
        ability=ability,
        asset=asset,
        lifepath=lifepath,
        fit=fit,
        rating=source.rating,
        task_bonuses=task_bonuses,
        obstacle_modifiers=obstacle_modifiers,
        difficulty=difficulty,
        rank=rank,
        taxed=source.taxed,
        fate_points=character.artha.fate_points,
        edge=edge,
        sides=sides,
        options=options or AbilityOptions(),
    )
