"""The three RFI pools as one immutable value: group momentum, GM threat, fortune per character."""

from __future__ import annotations

from collections.abc import Iterable
from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field
from dataclasses import replace

from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.constants import COMPLICATION_BUY_OFF_THREAT
from gmscreen.rules.rfi.constants import DEADLY_ATTACK_THREAT
from gmscreen.rules.rfi.constants import FORTUNE_CAP
from gmscreen.rules.rfi.constants import FORTUNE_START
from gmscreen.rules.rfi.constants import MOMENTUM_CAP
from gmscreen.rules.rfi.constants import NEGATIVE_INVOCATION_FORTUNE
from gmscreen.rules.rfi.constants import SCENE_END_MOMENTUM_LOSS

FortuneEntries = tuple[tuple[str, int], ...]


@dataclass(frozen=True, slots=True)
class PoolLimits:
    """How much the group momentum pool and each character's fortune may hold (GM-editable)."""

    momentum_cap: int = MOMENTUM_CAP
    fortune_cap: int = FORTUNE_CAP

    def __post_init__(self) -> None:
        if self.momentum_cap < 0:
            raise RulesError(
                f"the momentum cap cannot be negative ({self.momentum_cap})", rule="pool limits"
            )
        if self.fortune_cap < 0:
            raise RulesError(
                f"the fortune cap cannot be negative ({self.fortune_cap})", rule="pool limits"
            )


@dataclass(frozen=True, slots=True)
class Pools:
    """Momentum, threat and fortune at one moment of play; every operation returns a new value.

    `fortune` holds (character id, points) pairs sorted by id; build it from a mapping with
    `Pools.create`. Construction refuses a pool outside its limits.
    """

    momentum: int = 0
    threat: int = 0
    fortune: FortuneEntries = ()
    limits: PoolLimits = field(default_factory=PoolLimits)

    def __post_init__(self) -> None:
        if not 0 <= self.momentum <= self.limits.momentum_cap:
            raise RulesError(
                f"momentum must be 0–{self.limits.momentum_cap}, not {self.momentum}",
                rule="group momentum pool",
            )
        if self.threat < 0:
            raise RulesError(f"threat cannot be negative ({self.threat})", rule="threat pool")
        ids = [character_id for character_id, _ in self.fortune]
        if len(set(ids)) != len(ids):
            raise RulesError("a character appears twice in the fortune pools", rule="fortune")
        for character_id, points in self.fortune:
            if not character_id:
                raise RulesError("a fortune pool needs a character id", rule="fortune")
            if not 0 <= points <= self.limits.fortune_cap:
                raise RulesError(
                    f"{character_id}'s fortune must be 0–{self.limits.fortune_cap}, not {points}",
                    rule="fortune",
                )
        object.__setattr__(self, "fortune", tuple(sorted(self.fortune)))

    @classmethod
    def create(
        cls,
        *,
        momentum: int = 0,
        threat: int = 0,
        fortune: Mapping[str, int] | None = None,
        limits: PoolLimits | None = None,
    ) -> Pools:
        """Build pools from plain numbers and a {character id: fortune} mapping."""
        return cls(
            momentum=momentum,
            threat=threat,
            fortune=tuple((fortune or {}).items()),
            limits=limits or PoolLimits(),
        )

    @property
    def character_ids(self) -> tuple[str, ...]:
        """The characters who hold a fortune pool, sorted."""
        return tuple(character_id for character_id, _ in self.fortune)

    def fortune_of(self, character_id: str) -> int:
        """The fortune points this character holds; refuses an unknown character."""
        for known_id, points in self.fortune:
            if known_id == character_id:
                return points
        raise RulesError(f"no fortune pool for character {character_id!r}", rule="fortune")

    def with_fortune(self, character_id: str, points: int) -> Pools:
        """These pools with one character's fortune set (the character must already hold a pool)."""
        self.fortune_of(character_id)
        entries = tuple((cid, points if cid == character_id else p) for cid, p in self.fortune)
        return replace(self, fortune=entries)


@dataclass(frozen=True, slots=True)
class PoolChange:
    """What one pool operation did: the pools before and after, what overflowed, and why."""

    pools: Pools
    previous: Pools
    rule: str
    summary: str
    momentum_lost: int = 0
    fortune_lost: int = 0
    reason: str = ""

    @property
    def momentum_change(self) -> int:
        """Momentum gained (positive) or spent (negative)."""
        return self.pools.momentum - self.previous.momentum

    @property
    def threat_change(self) -> int:
        """Threat added (positive) or removed (negative)."""
        return self.pools.threat - self.previous.threat

    def fortune_change(self, character_id: str) -> int:
        """Fortune this character gained or spent (0 for a character in neither pools)."""
        after = dict(self.pools.fortune).get(character_id, 0)
        return after - dict(self.previous.fortune).get(character_id, 0)


def _check_amount(amount: int, rule: str) -> None:
    if amount < 0:
        raise RulesError(f"an amount cannot be negative ({amount})", rule=rule)


def add_momentum(pools: Pools, amount: int, *, rule: str = "save momentum") -> PoolChange:
    """Save momentum to the group pool; whatever passes the cap is lost and reported."""
    _check_amount(amount, rule)
    kept = min(amount, pools.limits.momentum_cap - pools.momentum)
    lost = amount - kept
    summary = f"{kept} momentum saved to the group pool"
    if lost:
        summary += f"; {lost} lost over the cap of {pools.limits.momentum_cap}"
    new = replace(pools, momentum=pools.momentum + kept)
    return PoolChange(new, pools, rule, summary, momentum_lost=lost)


def spend_momentum(pools: Pools, amount: int, *, reason: str = "") -> PoolChange:
    """Spend momentum from the group pool; refuses to spend more than the pool holds."""
    _check_amount(amount, "group momentum pool")
    if amount > pools.momentum:
        raise RulesError(
            f"the group pool holds {pools.momentum} momentum; cannot spend {amount}",
            rule="group momentum pool",
        )
    new = replace(pools, momentum=pools.momentum - amount)
    summary = f"{amount} momentum spent from the group pool"
    return PoolChange(new, pools, "spend momentum", summary, reason=reason)


def end_scene(pools: Pools, *, loss: int = SCENE_END_MOMENTUM_LOSS) -> PoolChange:
    """End of a scene: remove momentum from the group pool if there is any to remove."""
    _check_amount(loss, "end of scene")
    removed = min(loss, pools.momentum)
    new = replace(pools, momentum=pools.momentum - removed)
    return PoolChange(new, pools, "end of scene", f"scene ended: {removed} momentum removed")


def add_threat(pools: Pools, amount: int, *, reason: str = "") -> PoolChange:
    """Add threat to the GM's pool (it has no cap)."""
    _check_amount(amount, "threat pool")
    new = replace(pools, threat=pools.threat + amount)
    return PoolChange(new, pools, "add threat", f"{amount} threat added", reason=reason)


def spend_threat(pools: Pools, amount: int, *, reason: str = "") -> PoolChange:
    """The GM spends threat; refuses to spend more than the pool holds."""
    _check_amount(amount, "threat pool")
    if amount > pools.threat:
        raise RulesError(
            f"the threat pool holds {pools.threat}; cannot spend {amount}", rule="threat pool"
        )
    new = replace(pools, threat=pools.threat - amount)
    return PoolChange(new, pools, "spend threat", f"{amount} threat spent", reason=reason)


def add_fortune(
    pools: Pools, character_id: str, amount: int = 1, *, reason: str = ""
) -> PoolChange:
    """Award fortune to a character; points past the fortune cap are lost and reported."""
    _check_amount(amount, "fortune")
    held = pools.fortune_of(character_id)
    kept = min(amount, pools.limits.fortune_cap - held)
    lost = amount - kept
    summary = f"{character_id} gains {kept} fortune"
    if lost:
        summary += f"; {lost} lost over the cap of {pools.limits.fortune_cap}"
    new = pools.with_fortune(character_id, held + kept)
    return PoolChange(new, pools, "gain fortune", summary, fortune_lost=lost, reason=reason)


def spend_fortune(pools: Pools, character_id: str, amount: int = 1, *, reason: str) -> PoolChange:
    """A character spends fortune, always recorded with a reason; refuses more than they hold."""
    _check_amount(amount, "fortune")
    if not reason.strip():
        raise RulesError("say what the fortune is spent on", rule="fortune")
    held = pools.fortune_of(character_id)
    if amount > held:
        raise RulesError(
            f"{character_id} holds {held} fortune; cannot spend {amount}", rule="fortune"
        )
    new = pools.with_fortune(character_id, held - amount)
    summary = f"{character_id} spends {amount} fortune: {reason}"
    return PoolChange(new, pools, "spend fortune", summary, reason=reason)


def join_character(pools: Pools, character_id: str, *, fortune: int = FORTUNE_START) -> PoolChange:
    """A player character joins play mid-episode with a fortune pool of their own."""
    if character_id in pools.character_ids:
        raise RulesError(f"{character_id} already holds a fortune pool", rule="fortune")
    new = replace(pools, fortune=(*pools.fortune, (character_id, fortune)))
    summary = f"{character_id} joins with {fortune} fortune"
    return PoolChange(new, pools, "fortune", summary)


def leave_character(pools: Pools, character_id: str) -> PoolChange:
    """A player character leaves play; their fortune pool goes with them."""
    pools.fortune_of(character_id)
    entries = tuple(entry for entry in pools.fortune if entry[0] != character_id)
    return PoolChange(replace(pools, fortune=entries), pools, "fortune", f"{character_id} leaves")


def start_episode(
    pools: Pools,
    character_ids: Iterable[str],
    *,
    threat_per_character: int,
    threat_adjustment: int = 0,
    fortune_start: int = FORTUNE_START,
) -> PoolChange:
    """Start of an episode: threat is set per player character (GM-adjusted), fortune refreshed.

    The group momentum pool carries over unchanged: the text does not reset it.
    """
    ids = tuple(character_ids)
    if len(set(ids)) != len(ids):
        raise RulesError("a player character is listed twice", rule="start of episode")
    if threat_per_character < 0:
        raise RulesError("threat per player character cannot be negative", rule="start of episode")
    if not 0 <= fortune_start <= pools.limits.fortune_cap:
        raise RulesError(
            f"starting fortune must be 0–{pools.limits.fortune_cap}, not {fortune_start}",
            rule="start of episode",
        )
    threat = threat_per_character * len(ids) + threat_adjustment
    if threat < 0:
        raise RulesError(
            f"the adjustment leaves the threat pool at {threat}", rule="start of episode"
        )
    new = replace(pools, threat=threat, fortune=tuple((cid, fortune_start) for cid in ids))
    summary = f"episode starts: threat {threat}, each of {len(ids)} characters at {fortune_start}"
    return PoolChange(new, pools, "start of episode", summary)


def buy_off_complication(pools: Pools, *, threat: int = COMPLICATION_BUY_OFF_THREAT) -> PoolChange:
    """A player avoids a complication by adding threat to the GM's pool instead."""
    change = add_threat(pools, threat, reason="complication bought off")
    summary = f"complication bought off: {threat} threat added"
    return replace(change, rule="buy off a complication", summary=summary)


def buy_off_npc_complication(
    pools: Pools, *, threat: int = COMPLICATION_BUY_OFF_THREAT
) -> PoolChange:
    """The GM cancels an NPC's complication by removing threat; refused without enough threat."""
    if pools.threat < threat:
        raise RulesError(
            f"buying off an NPC's complication takes {threat} threat; the pool holds "
            f"{pools.threat}",
            rule="buy off an NPC's complication",
        )
    change = spend_threat(pools, threat, reason="NPC complication bought off")
    summary = f"NPC complication bought off: {threat} threat removed"
    return replace(change, rule="buy off an NPC's complication", summary=summary)


def deadly_attack(pools: Pools, *, threat: int = DEADLY_ATTACK_THREAT) -> PoolChange:
    """Choosing a deadly attack adds threat."""
    change = add_threat(pools, threat, reason="deadly attack")
    return replace(change, rule="deadly attack", summary=f"deadly attack: {threat} threat added")


def invoke_negatively(pools: Pools, character_id: str, *, invoked: str) -> PoolChange:
    """A player brings a truth or trait of their character into play against them: +fortune.

    The complication this creates belongs to the task being resolved, not to the pools.
    """
    if not invoked.strip():
        raise RulesError("name the truth or trait invoked", rule="negative invocation")
    gained = add_fortune(pools, character_id, NEGATIVE_INVOCATION_FORTUNE, reason=invoked)
    summary = f"{character_id} invokes {invoked!r} against themselves; {gained.summary}"
    return replace(gained, rule="negative invocation", summary=summary)
