"""The GM-editable defaults of RFI: Freelancers: names, pools, spends, traits, terrain tables."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from dataclasses import field
from dataclasses import replace
from enum import StrEnum

from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.constants import FORTUNE_CAP
from gmscreen.rules.rfi.constants import FORTUNE_SPEND_COST
from gmscreen.rules.rfi.constants import FORTUNE_START
from gmscreen.rules.rfi.constants import MOMENTUM_CAP
from gmscreen.rules.rfi.constants import SCENE_END_MOMENTUM_LOSS
from gmscreen.rules.rfi.constants import THREAT_PER_PLAYER_CHARACTER
from gmscreen.rules.rfi.pools import PoolChange
from gmscreen.rules.rfi.pools import PoolLimits
from gmscreen.rules.rfi.pools import Pools
from gmscreen.rules.rfi.pools import start_episode
from gmscreen.rules.rfi.spends import MOMENTUM_SPENDS
from gmscreen.rules.rfi.spends import MomentumSpend
from gmscreen.rules.rfi.terrain import TerrainTables
from gmscreen.rules.rfi.traits import TraitOptions

RULE = "RFI defaults"

# The texts name only these; the full lists are the GM's to complete.
DEFAULT_ATTRIBUTES: tuple[str, ...] = ("Fitness", "Cunning", "Will", "Reason")
DEFAULT_SKILLS: tuple[str, ...] = ("Security", "Science", "Leadership", "Piloting")


class FortuneTiming(StrEnum):
    """When a fortune spend is made."""

    BEFORE_ROLL = "before the roll"
    AFTER_ROLL = "after the roll"
    ANY_TIME = "any time"


@dataclass(frozen=True, slots=True)
class FortuneSpendOption:
    """A way to spend fortune the GM offers at the table."""

    id: str
    name: str
    timing: FortuneTiming
    description: str
    cost: int = FORTUNE_SPEND_COST

    def __post_init__(self) -> None:
        if not self.id or not self.name.strip():
            raise RulesError("a fortune spend needs an id and a name", rule=RULE)
        if self.cost < 1:
            raise RulesError(f"{self.name}: a fortune spend costs at least 1", rule=RULE)


# The text's own list of fortune spends is missing; these are the usual 2d20 ones.
CLASSIC_FORTUNE_SPENDS: tuple[FortuneSpendOption, ...] = (
    FortuneSpendOption(
        id="die-set-to-one",
        name="Set a die to 1",
        timing=FortuneTiming.BEFORE_ROLL,
        description=(
            "Before rolling, one die of the pool is set to show a 1, a critical success; "
            "the pool keeps its size (no die is added)."
        ),
    ),
    FortuneSpendOption(
        id="reroll-pool",
        name="Reroll the pool",
        timing=FortuneTiming.AFTER_ROLL,
        description="After rolling, roll the task's dice again and take the new result.",
    ),
)


def _check_names(kind: str, names: tuple[str, ...]) -> None:
    if not names:
        raise RulesError(f"keep at least one {kind}", rule=RULE)
    folded = [name.strip().casefold() for name in names]
    if not all(folded):
        raise RulesError(f"a {kind} needs a name", rule=RULE)
    if len(set(folded)) != len(folded):
        raise RulesError(f"two {kind}s share a name", rule=RULE)


def _check_unique_ids(kind: str, ids: Iterable[str]) -> None:
    listed = list(ids)
    if len(set(listed)) != len(listed):
        raise RulesError(f"two {kind} share an id", rule=RULE)


@dataclass(frozen=True, slots=True)
class RfiDefaults:
    """Everything about RFI the GM may change for a campaign, checked whenever it is built.

    Edit with `dataclasses.replace(defaults, fortune_cap=6)`: the copy is validated again, so a
    refused edit raises `RulesError` and the original stays as it was.
    """

    attributes: tuple[str, ...] = DEFAULT_ATTRIBUTES
    skills: tuple[str, ...] = DEFAULT_SKILLS
    threat_per_player_character: int = THREAT_PER_PLAYER_CHARACTER
    fortune_start: int = FORTUNE_START
    fortune_cap: int = FORTUNE_CAP
    momentum_cap: int = MOMENTUM_CAP
    scene_end_momentum_loss: int = SCENE_END_MOMENTUM_LOSS
    fortune_spends: tuple[FortuneSpendOption, ...] = CLASSIC_FORTUNE_SPENDS
    momentum_spends: tuple[MomentumSpend, ...] = MOMENTUM_SPENDS
    traits: TraitOptions = field(default_factory=TraitOptions)
    terrain_tables: TerrainTables = field(default_factory=TerrainTables)

    def __post_init__(self) -> None:
        _check_names("attribute", self.attributes)
        _check_names("skill", self.skills)
        for name, value in (
            ("threat per player character", self.threat_per_player_character),
            ("the momentum cap", self.momentum_cap),
            ("the fortune cap", self.fortune_cap),
            ("the momentum lost at the end of a scene", self.scene_end_momentum_loss),
        ):
            if value < 0:
                raise RulesError(f"{name} cannot be negative ({value})", rule=RULE)
        if not 0 <= self.fortune_start <= self.fortune_cap:
            raise RulesError(
                f"starting fortune must be 0–{self.fortune_cap}, not {self.fortune_start}",
                rule=RULE,
            )
        _check_unique_ids("fortune spends", (spend.id for spend in self.fortune_spends))
        _check_unique_ids("momentum spends", (spend.id for spend in self.momentum_spends))

    @property
    def pool_limits(self) -> PoolLimits:
        """The caps these defaults put on momentum and fortune."""
        return PoolLimits(momentum_cap=self.momentum_cap, fortune_cap=self.fortune_cap)

    def empty_pools(self) -> Pools:
        """Pools with nothing in them, under these caps."""
        return Pools(limits=self.pool_limits)

    def start_episode(
        self, pools: Pools, character_ids: Iterable[str], *, threat_adjustment: int = 0
    ) -> PoolChange:
        """Start an episode with these defaults' threat per character and starting fortune."""
        return start_episode(
            replace(pools, limits=self.pool_limits),
            character_ids,
            threat_per_character=self.threat_per_player_character,
            threat_adjustment=threat_adjustment,
            fortune_start=self.fortune_start,
        )
