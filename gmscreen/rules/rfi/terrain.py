"""RFI: Freelancers difficult terrain and obstacles as named tables, and what moving past costs.

The combat chapter prices difficult terrain (to leave a zone) and obstacles (to cross between
zones) at 1–3 momentum, with examples for each price. Here the examples are named kinds the GM
picks from and may edit (`TerrainTables`, part of `RfiDefaults`); gear or adaptations matching
a kind ease it by 1 (the GM's call: list the kind in `eased`).
"""

from __future__ import annotations

from collections.abc import Iterable
from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field
from types import MappingProxyType

from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.actions import MomentumCost
from gmscreen.rules.rfi.constants import GEAR_TERRAIN_REDUCTION
from gmscreen.rules.rfi.constants import OBSTACLE_COST_MAX
from gmscreen.rules.rfi.constants import OBSTACLE_COST_MIN
from gmscreen.rules.rfi.constants import TERRAIN_COST_MAX
from gmscreen.rules.rfi.constants import TERRAIN_COST_MIN

RULE = "difficult terrain and obstacles"


class UnknownKindError(RulesError):
    """A terrain or obstacle the campaign's tables do not name."""


@dataclass(frozen=True, slots=True)
class HindranceKind:
    """One named row of a table: a kind of difficult terrain or of obstacle, and its price."""

    id: str
    name: str
    cost: int


def _kind(kind_id: str, name: str, cost: int) -> HindranceKind:
    return HindranceKind(id=kind_id, name=name, cost=cost)


# The combat chapter's examples, one row each (its tables group them by price).
DIFFICULT_TERRAIN: tuple[HindranceKind, ...] = (
    _kind("thick-mud", "Thick mud", 1),
    _kind("loose-sand", "Loose sand", 1),
    _kind("stairs", "Stairs", 1),
    _kind("swamp", "Swamp", 2),
    _kind("unstable-rubble", "Unstable rubble", 2),
    _kind("steep-slope", "Steep slope", 3),
    _kind("fast-flowing-water", "Fast-flowing water", 3),
)
OBSTACLES: tuple[HindranceKind, ...] = (
    _kind("waist-high-wall", "Waist-high wall", 1),
    _kind("short-jump", "Short jump", 1),
    _kind("chest-high-wall", "Chest-high wall", 2),
    _kind("long-jump", "Long jump", 2),
    _kind("wall-taller-than-you", "Wall taller than you", 3),
    _kind("long-jump-run-up", "Long jump with a run-up", 3),
)


def _index(
    rows: tuple[HindranceKind, ...], what: str, low: int, high: int
) -> Mapping[str, HindranceKind]:
    by_id: dict[str, HindranceKind] = {}
    for row in rows:
        if not row.id or not row.name.strip():
            raise RulesError(f"every {what} needs an id and a name", rule=RULE)
        if row.id in by_id:
            raise RulesError(f"two {what} rows share the id {row.id!r}", rule=RULE)
        if not low <= row.cost <= high:
            raise RulesError(
                f"{row.name}: {what} costs {low}–{high} momentum, not {row.cost}", rule=RULE
            )
        by_id[row.id] = row
    return MappingProxyType(by_id)


@dataclass(frozen=True, slots=True)
class HindranceCost:
    """One item of a move's bill: the kind met, its price after gear, and whether gear eased it."""

    kind: HindranceKind
    cost: int
    eased: bool


@dataclass(frozen=True, slots=True)
class PassageCost:
    """What leaving a zone and crossing into the next costs, item by item, and in total."""

    terrain: HindranceCost | None
    obstacles: tuple[HindranceCost, ...] = ()

    @property
    def items(self) -> tuple[HindranceCost, ...]:
        """Every item paid, terrain first."""
        return (*((self.terrain,) if self.terrain else ()), *self.obstacles)

    @property
    def momentum(self) -> int:
        """The total momentum, the final figure the GM charges."""
        return sum(item.cost for item in self.items)

    @property
    def cost(self) -> MomentumCost:
        """Terrain and obstacle costs are Immediate: momentum, or threat one for one."""
        return MomentumCost(amount=self.momentum, immediate=True)


@dataclass(frozen=True, slots=True)
class TerrainTables:
    """The difficult terrain and obstacle tables of a campaign, checked whenever built.

    Edit with `dataclasses.replace(tables, obstacles=(*tables.obstacles, HindranceKind(...)))`.
    """

    terrain: tuple[HindranceKind, ...] = DIFFICULT_TERRAIN
    obstacles: tuple[HindranceKind, ...] = OBSTACLES
    _terrain: Mapping[str, HindranceKind] = field(init=False, repr=False, compare=False)
    _obstacles: Mapping[str, HindranceKind] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        terrain = _index(self.terrain, "difficult terrain", TERRAIN_COST_MIN, TERRAIN_COST_MAX)
        obstacles = _index(self.obstacles, "obstacle", OBSTACLE_COST_MIN, OBSTACLE_COST_MAX)
        object.__setattr__(self, "_terrain", terrain)
        object.__setattr__(self, "_obstacles", obstacles)

    def terrain_kind(self, kind_id: str) -> HindranceKind:
        """The difficult terrain named `kind_id`; `UnknownKindError` if the table lacks it."""
        try:
            return self._terrain[kind_id]
        except KeyError:
            raise UnknownKindError(f"no difficult terrain {kind_id!r}", rule=RULE) from None

    def obstacle_kind(self, kind_id: str) -> HindranceKind:
        """The obstacle named `kind_id`; `UnknownKindError` if the table lacks it."""
        try:
            return self._obstacles[kind_id]
        except KeyError:
            raise UnknownKindError(f"no obstacle {kind_id!r}", rule=RULE) from None

    def passage_cost(
        self,
        *,
        leaving: str = "",
        crossing: Iterable[str] = (),
        eased: frozenset[str] = frozenset(),
    ) -> PassageCost:
        """Difficult terrain and obstacles: the momentum to leave a zone and cross into the next.

        Args:
            leaving: the difficult terrain of the zone left ("" for none).
            crossing: the obstacles between the two zones, each paid.
            eased: kinds the mover's gear or adaptations ease: each costs 1 less (never below 0).

        Raises:
            UnknownKindError: a kind the tables do not name.
        """
        terrain = self._priced(self.terrain_kind(leaving), eased) if leaving else None
        obstacles = tuple(self._priced(self.obstacle_kind(k), eased) for k in crossing)
        return PassageCost(terrain=terrain, obstacles=obstacles)

    @staticmethod
    def _priced(kind: HindranceKind, eased: frozenset[str]) -> HindranceCost:
        if kind.id in eased:
            return HindranceCost(kind, max(0, kind.cost - GEAR_TERRAIN_REDUCTION), eased=True)
        return HindranceCost(kind, kind.cost, eased=False)
