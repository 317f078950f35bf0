"""RFI: Freelancers attacks, first aid, healing, and the combat momentum spends as data."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field
from dataclasses import replace

from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.actions import MomentumCost
from gmscreen.rules.rfi.actions import SkillPair
from gmscreen.rules.rfi.constants import ADDED_SEVERITY_COST
from gmscreen.rules.rfi.constants import COMPLICATION_RANGE_MAX
from gmscreen.rules.rfi.constants import COMPLICATION_RANGE_MIN
from gmscreen.rules.rfi.constants import DEADLY_ATTACK_THREAT
from gmscreen.rules.rfi.constants import DEFAULT_DIFFICULTY
from gmscreen.rules.rfi.constants import DISARM_ONE_HANDED_COST
from gmscreen.rules.rfi.constants import DISARM_TWO_HANDED_COST
from gmscreen.rules.rfi.constants import FIRST_AID_REVIVE_DIFFICULTY
from gmscreen.rules.rfi.constants import GUARD_ATTACK_DIFFICULTY
from gmscreen.rules.rfi.constants import HEALING_PROGRESS_PER_INJURY
from gmscreen.rules.rfi.constants import MAX_ADDED_SEVERITY
from gmscreen.rules.rfi.constants import MIN_SEVERITY
from gmscreen.rules.rfi.constants import UNTREATED_HEALING_COMPLICATION_RANGE
from gmscreen.rules.rfi.constants import UNTREATED_HEALING_DIFFICULTY
from gmscreen.rules.rfi.injuries import Combatant
from gmscreen.rules.rfi.injuries import Injury
from gmscreen.rules.rfi.injuries import InjuryKind
from gmscreen.rules.rfi.spends import CREATE_OPPORTUNITY
from gmscreen.rules.rfi.spends import CREATE_TRAIT
from gmscreen.rules.rfi.spends import EXTRA_MINOR_ACTION
from gmscreen.rules.rfi.spends import KEEP_THE_INITIATIVE
from gmscreen.rules.rfi.spends import OBTAIN_INFORMATION
from gmscreen.rules.rfi.spends import SWIFT_ACTION
from gmscreen.rules.rfi.spends import MomentumSpend
from gmscreen.rules.rfi.zones import Positions
from gmscreen.rules.rfi.zones import RangeBand
from gmscreen.rules.rfi.zones import ZoneMap
from gmscreen.rules.rfi.zones import has_cover
from gmscreen.rules.rfi.zones import range_band
from gmscreen.rules.rfi.zones import reach_difficulty_increase


class AttackError(RulesError):
    """An attack the rules refuse."""


class CareError(RulesError):
    """First aid or healing the rules refuse."""


@dataclass(frozen=True, slots=True)
class Weapon:
    """A weapon: the severity of its injuries, the kinds it can inflict, and how it is held.

    `injury_name` suggests the trait an injury from it is called ("Burn"); the GM has the last word.
    """

    name: str
    severity: int
    kinds: frozenset[InjuryKind] = frozenset({InjuryKind.STUN, InjuryKind.DEADLY})
    melee: bool = False
    two_handed: bool = False
    injury_name: str = ""

    def __post_init__(self) -> None:
        if self.severity < MIN_SEVERITY:
            raise AttackError(
                f"{self.name}: severity must be at least {MIN_SEVERITY}", rule="weapons"
            )
        if not self.kinds:
            raise AttackError(
                f"{self.name}: a weapon inflicts stun or deadly injuries", rule="weapons"
            )


@dataclass(frozen=True, slots=True)
class AttackDeclaration:
    """An attack chosen before the roll: the weapon and whether it is meant to stun or kill."""

    weapon: Weapon
    kind: InjuryKind

    @property
    def threat_added(self) -> int:
        """Deadly attacks: choosing one adds 1 threat, hit or miss."""
        return DEADLY_ATTACK_THREAT if self.kind is InjuryKind.DEADLY else 0


def declare_attack(weapon: Weapon, kind: InjuryKind) -> AttackDeclaration:
    """Choosing an attack: stun or deadly, among what the weapon can inflict."""
    if kind not in weapon.kinds:
        raise AttackError(f"{weapon.name} cannot inflict {kind.value} injuries", rule="attacks")
    return AttackDeclaration(weapon=weapon, kind=kind)


@dataclass(frozen=True, slots=True)
class AttackSetup:
    """How the battlefield changes an attack: range, extra difficulty and why, and cover.

    With `opposed_by_cover` the target may turn the ranged attack into an opposed task.
    `difficulty` is the attack task's final difficulty: the GM's base plus `difficulty_increase`.
    """

    band: RangeBand
    difficulty_increase: int = 0
    reasons: tuple[str, ...] = ()
    opposed_by_cover: bool = False
    base_difficulty: int = DEFAULT_DIFFICULTY

    @property
    def difficulty(self) -> int:
        """The attack task's difficulty, every increase included."""
        return self.base_difficulty + self.difficulty_increase


def prepare_attack(
    zone_map: ZoneMap,
    positions: Positions,
    sides: Mapping[str, str],
    attacker: str,
    target: str,
    weapon: Weapon,
    *,
    target_guarded: bool = False,
    base_difficulty: int = DEFAULT_DIFFICULTY,
) -> AttackSetup:
    """Attack set-up: melee needs reach; reach and Guard make it harder; cover opposes ranged fire.

    `base_difficulty` is the GM's (1 unless set); the set-up's `difficulty` is the final one.

    Raises:
        AttackError: a melee attack on a target that is not within reach.
    """
    band = range_band(zone_map, positions.zone(attacker), positions.zone(target))
    reasons: list[str] = []
    increase = 0
    if weapon.melee and not positions.within_reach(attacker, target):
        raise AttackError("a melee attack needs the target within reach", rule="reach")
    reach = reach_difficulty_increase(positions, attacker, sides, melee_attack=weapon.melee)
    if reach:
        increase += reach
        reasons.append("an enemy is within reach of the attacker")
    if target_guarded:
        increase += GUARD_ATTACK_DIFFICULTY
        reasons.append("the target is guarded")
    opposed = not weapon.melee and has_cover(zone_map, positions, target)
    return AttackSetup(
        band, increase, tuple(reasons), opposed_by_cover=opposed, base_difficulty=base_difficulty
    )


def added_severity_cost(added: int) -> MomentumCost:
    """Added severity: 2 momentum for each +1, at most +2."""
    if not 0 <= added <= MAX_ADDED_SEVERITY:
        raise AttackError(
            f"severity can be raised by 0–{MAX_ADDED_SEVERITY}, not {added}",
            rule="added severity",
        )
    return MomentumCost(ADDED_SEVERITY_COST * added)


@dataclass(frozen=True, slots=True)
class AttackResult:
    """An attack after its roll: the injury it inflicts (before protection) and what it cost."""

    hit: bool
    injury: Injury | None = None
    added_severity: int = 0
    cost: MomentumCost = field(default_factory=MomentumCost)


def resolve_attack(
    declaration: AttackDeclaration, *, passed: bool, added_severity: int = 0
) -> AttackResult:
    """Resolving an attack: a passed task inflicts an injury of the weapon's severity.

    Args:
        declaration: the weapon and kind chosen before the roll.
        passed: whether the attack task (rolled by the task engine) passed.
        added_severity: +1 per 2 momentum from the attack (at most +2); only on a hit.
    """
    if not passed:
        if added_severity:
            raise AttackError("severity can only be raised on a hit", rule="added severity")
        return AttackResult(hit=False)
    cost = added_severity_cost(added_severity)
    weapon = declaration.weapon
    injury = Injury(
        name=weapon.injury_name or weapon.name,
        severity=weapon.severity + added_severity,
        kind=declaration.kind,
    )
    return AttackResult(hit=True, injury=injury, added_severity=added_severity, cost=cost)


@dataclass(frozen=True, slots=True)
class CareOptions:
    """Who rolls what for care. The text names Will + Science and Cunning + Science for
    reviving; the GM picks (default Will + Science, as the First Aid section says)."""

    revive_with: SkillPair = field(default_factory=lambda: SkillPair("Will", "Science"))
    treat_with: SkillPair = field(default_factory=lambda: SkillPair("Will", "Science"))
    heal_with: SkillPair = field(default_factory=lambda: SkillPair("Reason", "Science"))


@dataclass(frozen=True, slots=True)
class CareTask:
    """A task to revive, treat or heal: what to roll, how hard, its complication range, and
    (healing) how long. Every figure is final: set the task up with them as they are."""

    skill_pair: SkillPair
    difficulty: int
    complication_range: int = COMPLICATION_RANGE_MIN
    hours: int = 0


def _check_alive(patient: Combatant) -> None:
    if patient.dead:
        raise CareError("the patient is dead", rule="first aid")


def revive_task(patient: Combatant, *, options: CareOptions | None = None) -> CareTask:
    """First aid to revive: a difficulty 2 task brings a defeated patient back into the fight."""
    _check_alive(patient)
    if not patient.defeated:
        raise CareError("the patient is not defeated", rule="first aid")
    return CareTask((options or CareOptions()).revive_with, FIRST_AID_REVIVE_DIFFICULTY)


def revive(patient: Combatant) -> Combatant:
    """First aid to revive, passed: no longer defeated (still prone, injuries stay)."""
    revive_task(patient)
    return replace(patient, defeated=False)


def treat_task(
    patient: Combatant, injury_index: int, *, options: CareOptions | None = None
) -> CareTask:
    """First aid to treat: a task as hard as the injury's severity."""
    _check_alive(patient)
    injury = patient.injury(injury_index)
    if injury.treated:
        raise CareError(f"{injury.name} is already treated", rule="first aid")
    return CareTask((options or CareOptions()).treat_with, injury.severity)


def _with_injury(patient: Combatant, index: int, injury: Injury | None) -> Combatant:
    kept = () if injury is None else (injury,)
    before, after = patient.injuries[:index], patient.injuries[index + 1 :]
    return replace(patient, injuries=(*before, *kept, *after))


def treat(patient: Combatant, injury_index: int) -> Combatant:
    """First aid to treat, passed: the injury stops hindering but stays until healed."""
    treat_task(patient, injury_index)
    injury = patient.injury(injury_index)
    return _with_injury(patient, injury_index, replace(injury, treated=True))


def reopen(patient: Combatant, injury_index: int) -> Combatant:
    """Treated injuries: a complication during strain can reopen one; it needs treating again."""
    injury = patient.injury(injury_index)
    return _with_injury(patient, injury_index, replace(injury, treated=False))


def healing_task(
    patient: Combatant,
    injury_index: int,
    *,
    options: CareOptions | None = None,
    complication_range: int = COMPLICATION_RANGE_MIN,
) -> CareTask:
    """Healing: difficulty and hours both equal severity; untreated, +1 difficulty and range.

    `complication_range` is the task's range before the untreated injury widens it (never past 5).
    """
    _check_alive(patient)
    injury = patient.injury(injury_index)
    untreated = 0 if injury.treated else 1
    return CareTask(
        (options or CareOptions()).heal_with,
        injury.severity + untreated * UNTREATED_HEALING_DIFFICULTY,
        complication_range=min(
            COMPLICATION_RANGE_MAX,
            complication_range + untreated * UNTREATED_HEALING_COMPLICATION_RANGE,
        ),
        hours=injury.severity,
    )


def heal(patient: Combatant, injury_index: int) -> Combatant:
    """Healing, passed: the injury is gone."""
    healing_task(patient, injury_index)
    return _with_injury(patient, injury_index, None)


def healing_progress_track(patient: Combatant) -> int:
    """Healing many injuries as one extended task: a progress track of 3 per injury."""
    if not patient.injuries:
        raise CareError("the patient has no injuries to heal", rule="healing")
    return HEALING_PROGRESS_PER_INJURY * len(patient.injuries)


ADDED_SEVERITY = MomentumSpend(
    id="added-severity",
    name="Added Severity",
    cost=ADDED_SEVERITY_COST,
    immediate=False,
    repeatable=True,
    max_uses=MAX_ADDED_SEVERITY,
    action_scene_only=True,
    description="After a hit: +1 severity per 2 momentum, at most +2.",
)
DISARM = MomentumSpend(
    id="disarm",
    name="Disarm",
    cost=DISARM_ONE_HANDED_COST,
    max_cost=DISARM_TWO_HANDED_COST,
    immediate=False,
    repeatable=False,
    action_scene_only=True,
    description=(
        "The target drops a weapon within its reach: 1 for a one-handed weapon, 2 for two-handed."
    ),
)

# The spends open in combat: the core spends (one definition each, from `spends`) and combat's own.
COMBAT_SPENDS: tuple[MomentumSpend, ...] = (
    ADDED_SEVERITY,
    CREATE_TRAIT,
    EXTRA_MINOR_ACTION,
    KEEP_THE_INITIATIVE,
    OBTAIN_INFORMATION,
    SWIFT_ACTION,
    DISARM,
    CREATE_OPPORTUNITY,
)


def disarm_cost(weapon: Weapon) -> MomentumCost:
    """Disarm: 1 momentum for a one-handed weapon, 2 for a two-handed one."""
    return MomentumCost(DISARM_TWO_HANDED_COST if weapon.two_handed else DISARM_ONE_HANDED_COST)
