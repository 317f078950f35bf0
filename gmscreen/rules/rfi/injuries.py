"""RFI: Freelancers injuries: protection, stress, avoiding injury, NPC tiers, defeat and dying."""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import replace
from enum import StrEnum

from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.constants import MIN_SEVERITY
from gmscreen.rules.rfi.constants import NOTABLE_NPC_THREAT_AVOIDANCES_PER_SCENE


class InjuryError(RulesError):
    """An injury the rules refuse, or a combatant that cannot suffer one."""


class CannotAvoidInjuryError(InjuryError):
    """An attempt to avoid an injury the target is not allowed to avoid that way."""


class InjuryKind(StrEnum):
    """Stun injuries last only while defeated; deadly ones can leave a character dying."""

    STUN = "stun"
    DEADLY = "deadly"


class Tier(StrEnum):
    """How a combatant takes injuries: main characters and the three NPC tiers.

    A supporting character without values counts as a minor NPC, one with values as notable.
    """

    MAIN = "main character"
    MINOR_NPC = "minor NPC"
    NOTABLE_NPC = "notable NPC"
    MAJOR_NPC = "major NPC"


class Avoidance(StrEnum):
    """The ways to avoid an injury: taking stress, or (NPCs) the GM spending threat."""

    STRESS = "stress"
    THREAT = "threat"


class Rounding(StrEnum):
    """How to round half a stress track."""

    DOWN = "down"
    UP = "up"


@dataclass(frozen=True, slots=True)
class InjuryOptions:
    """GM-editable readings where the text is silent.

    `notable_stress_rounding`: the text halves notable NPCs' stress without saying how to round.
    `notable_threat_avoidances_per_scene`: the text allows one.
    """

    notable_stress_rounding: Rounding = Rounding.DOWN
    notable_threat_avoidances_per_scene: int = NOTABLE_NPC_THREAT_AVOIDANCES_PER_SCENE


def stress_track(tier: Tier, initial_stress: int, *, options: InjuryOptions | None = None) -> int:
    """Stress by tier: a notable NPC has half the initial stress, a minor NPC none.

    The texts give no formula for initial stress itself: it is the character's own number.
    """
    if initial_stress < 0:
        raise InjuryError(f"stress cannot be negative ({initial_stress})", rule="stress")
    chosen = options or InjuryOptions()
    if tier is Tier.MINOR_NPC:
        return 0
    if tier is Tier.NOTABLE_NPC:
        up = chosen.notable_stress_rounding is Rounding.UP
        return (initial_stress + 1) // 2 if up else initial_stress // 2
    return initial_stress


@dataclass(frozen=True, slots=True)
class Injury:
    """An injury: a trait named for what caused it, with a severity (usually 1–5) and a kind.

    A treated injury imposes no penalty but stays until healed.
    """

    name: str
    severity: int
    kind: InjuryKind
    treated: bool = False

    def __post_init__(self) -> None:
        if self.severity < MIN_SEVERITY:
            raise InjuryError(
                f"severity must be at least {MIN_SEVERITY}, not {self.severity}", rule="injuries"
            )


@dataclass(frozen=True, slots=True)
class Combatant:
    """One combatant's condition in a fight: stress, protection, injuries and defeat.

    `max_stress` is the stress track already adjusted for the tier (see `stress_track`).
    `guarded` is a successful Guard in force until the start of the combatant's next turn.
    """

    tier: Tier = Tier.MAIN
    max_stress: int = 0
    stress: int = 0
    protection: int = 0
    injuries: tuple[Injury, ...] = ()
    defeated: bool = False
    prone: bool = False
    dead: bool = False
    guarded: bool = False
    threat_avoidances_this_scene: int = 0

    def __post_init__(self) -> None:
        if self.protection < 0:
            raise InjuryError(f"protection cannot be negative ({self.protection})", rule="armor")
        if not 0 <= self.stress <= self.max_stress:
            raise InjuryError(
                f"stress must be 0–{self.max_stress}, not {self.stress}", rule="stress"
            )

    @property
    def dying(self) -> bool:
        """Dying: defeated with an untreated deadly injury; dies at scene end without care."""
        return (
            self.defeated
            and not self.dead
            and any(i.kind is InjuryKind.DEADLY and not i.treated for i in self.injuries)
        )

    def injury(self, index: int) -> Injury:
        """The injury at `index`; `InjuryError` if there is none."""
        if not 0 <= index < len(self.injuries):
            raise InjuryError(f"there is no injury number {index + 1}", rule="injuries")
        return self.injuries[index]


def protected_severity(severity: int, protection: int) -> int:
    """Protection: armor lowers an injury's severity by its rating, never below 1."""
    return max(MIN_SEVERITY, severity - protection)


@dataclass(frozen=True, slots=True)
class InjuryOutcome:
    """What an injury did: the target after it and what was paid to avoid it.

    `threat_spent` is threat the GM removes from the pool to let an NPC avoid the injury.
    """

    target: Combatant
    severity: int
    avoided: Avoidance | None = None
    stress_taken: int = 0
    threat_spent: int = 0
    injury: Injury | None = None
    killed: bool = False

    @property
    def defeated(self) -> bool:
        """Whether this injury left the target defeated."""
        return self.avoided is None


def avoidance_refusal(
    target: Combatant,
    severity: int,
    way: Avoidance,
    *,
    options: InjuryOptions | None = None,
) -> CannotAvoidInjuryError | None:
    """Avoiding injury: why `target` may not avoid an injury of `severity` this way, or None."""
    chosen = options or InjuryOptions()
    rule = "avoiding injury"
    if target.tier is Tier.MINOR_NPC:
        return CannotAvoidInjuryError("a minor NPC cannot avoid injury", rule=rule)
    if way is Avoidance.STRESS:
        if target.tier is Tier.MAJOR_NPC:
            return CannotAvoidInjuryError(
                "a major NPC avoids injury with threat, not stress", rule=rule
            )
        if target.stress + severity > target.max_stress:
            return CannotAvoidInjuryError(
                f"taking {severity} stress would pass the stress track "
                f"({target.stress} of {target.max_stress} taken)",
                rule=rule,
            )
        return None
    if target.tier is Tier.MAIN:
        return CannotAvoidInjuryError(
            "a main character avoids injury with stress, not threat", rule=rule
        )
    if (
        target.tier is Tier.NOTABLE_NPC
        and target.threat_avoidances_this_scene >= chosen.notable_threat_avoidances_per_scene
    ):
        return CannotAvoidInjuryError(
            "a notable NPC may avoid injury with threat only once per scene", rule=rule
        )
    return None


def avoidance_choices(
    target: Combatant, severity: int, *, options: InjuryOptions | None = None
) -> tuple[Avoidance, ...]:
    """Avoiding injury: the ways `target` may avoid an injury of this (protected) severity."""
    return tuple(
        way
        for way in Avoidance
        if avoidance_refusal(target, severity, way, options=options) is None
    )


def suffer_injury(
    target: Combatant,
    injury: Injury,
    *,
    avoid: Avoidance | None = None,
    options: InjuryOptions | None = None,
) -> InjuryOutcome:
    """Injuries: protection first, then avoid it (stress or threat) or be injured and defeated.

    A minor NPC takes no injury: any hit defeats it, a stun one knocks it out, a deadly one
    kills it. Anyone else either avoids the injury or gains it and is defeated (and prone).

    Args:
        target: who is hit.
        injury: the injury as inflicted, before protection.
        avoid: how the target avoids it, or None to accept it.
        options: GM readings for notable NPCs.

    Raises:
        CannotAvoidInjuryError: the chosen way of avoiding is not open to the target.
        InjuryError: the target is already dead.
    """
    if target.dead:
        raise InjuryError("the target is already dead", rule="injuries")
    severity = protected_severity(injury.severity, target.protection)
    if avoid is not None:
        refusal = avoidance_refusal(target, severity, avoid, options=options)
        if refusal is not None:
            raise refusal
        if avoid is Avoidance.STRESS:
            after = replace(target, stress=target.stress + severity)
            return InjuryOutcome(after, severity, avoided=avoid, stress_taken=severity)
        after = replace(
            target, threat_avoidances_this_scene=target.threat_avoidances_this_scene + 1
        )
        return InjuryOutcome(after, severity, avoided=avoid, threat_spent=severity)
    if target.tier is Tier.MINOR_NPC:
        killed = injury.kind is InjuryKind.DEADLY
        after = replace(target, defeated=True, prone=True, dead=killed)
        return InjuryOutcome(after, severity, killed=killed)
    taken = replace(injury, severity=severity)
    after = replace(target, injuries=(*target.injuries, taken), defeated=True, prone=True)
    return InjuryOutcome(after, severity, injury=taken)


@dataclass(frozen=True, slots=True)
class SceneEndOptions:
    """GM-editable: the text does not say whether stress clears between scenes (default: no)."""

    clear_stress: bool = False


@dataclass(frozen=True, slots=True)
class SceneEnd:
    """A combatant after the scene ends, and whether it died there."""

    combatant: Combatant
    died: bool = False


def end_scene(combatant: Combatant, *, options: SceneEndOptions | None = None) -> SceneEnd:
    """Scene end: the dying die; defeat ends, stun injuries go; threat avoidances reset."""
    chosen = options or SceneEndOptions()
    died = combatant.dying
    after = replace(
        combatant,
        defeated=combatant.defeated and died,
        dead=combatant.dead or died,
        guarded=False,
        injuries=tuple(i for i in combatant.injuries if i.kind is InjuryKind.DEADLY),
        threat_avoidances_this_scene=0,
        stress=0 if chosen.clear_stress else combatant.stress,
    )
    return SceneEnd(combatant=after, died=died)


def guard(combatant: Combatant) -> Combatant:
    """Guard, passed: attacks on the guarded combatant are 1 harder until its next turn."""
    return replace(combatant, guarded=True)


def start_turn(combatant: Combatant) -> Combatant:
    """Guard: its benefit lasts until the start of the guarded combatant's next turn."""
    return replace(combatant, guarded=False)


def end_turn(combatant: Combatant) -> Combatant:
    """Stun injuries: once no longer defeated, they go at the end of the combatant's next turn."""
    if combatant.defeated:
        return combatant
    kept = tuple(i for i in combatant.injuries if i.kind is not InjuryKind.STUN)
    return replace(combatant, injuries=kept)
