"""RFI pools in the campaign: Pool records ⇄ the rules engine's `Pools`, and pool commands."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from gmscreen.model.changes import ChangeSet
from gmscreen.model.changes import RecordChange
from gmscreen.model.character_commands import player_characters
from gmscreen.model.commands import LabelledCommand
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.model.state import Pool
from gmscreen.rules.rfi.constants import FORTUNE_CAP
from gmscreen.rules.rfi.constants import MOMENTUM_CAP
from gmscreen.rules.rfi.pools import PoolChange
from gmscreen.rules.rfi.pools import PoolLimits
from gmscreen.rules.rfi.pools import Pools

MOMENTUM, THREAT, FORTUNE = "momentum", "threat", "fortune"


def fortune_key(state: CampaignState, character: Character) -> str:
    """The key a character's fortune has in `Pools`: the name, made unique when it is not."""
    unique = _unique_names(state)
    return character.name if character.name in unique else f"{character.name} #{character.id}"


# The names only one player character has, under the characters' stamp: a roll asks for several
# fortune keys, and each would otherwise go through every character.
_UNIQUE_NAMES: dict[int, frozenset[str]] = {}


def _unique_names(state: CampaignState) -> frozenset[str]:
    stamp = state.stamp("character")
    unique = _UNIQUE_NAMES.get(stamp)
    if unique is None:
        names = Counter(pc.name for pc in player_characters(state))
        unique = frozenset(name for name, count in names.items() if count == 1)
        _UNIQUE_NAMES.clear()  # only the newest version is asked for again
        _UNIQUE_NAMES[stamp] = unique
    return unique


def pool_limits(state: CampaignState) -> PoolLimits:
    """The caps the GM set for this campaign (the rules' defaults unless edited)."""
    settings = state.campaign.settings
    return PoolLimits(
        momentum_cap=int(settings.get("momentum_cap", MOMENTUM_CAP)),
        fortune_cap=int(settings.get("fortune_cap", FORTUNE_CAP)),
    )


def find_pool(state: CampaignState, name: str, owner_id: int | None = None) -> Pool | None:
    """The pool record of this name and owner, if the campaign has one."""
    for pool in state.of(Pool):
        if pool.name == name and pool.owner_id == owner_id:
            return pool
    return None


def held_in(
    state: CampaignState, name: str, owner_id: int | None = None, cap: int | None = None
) -> int:
    """What one pool holds (0 without its record), clipped to `cap` when given."""
    pool = find_pool(state, name, owner_id)
    held = pool.value if pool is not None else 0
    # A cap lowered by the GM clips what an old pool holds instead of refusing to open.
    return min(held, cap) if cap is not None else held


def fortune_held(state: CampaignState, character_id: int) -> int:
    """The fortune a player character holds, as `read_pools` reads it, without reading every
    character: a character sheet shows one character's fortune."""
    return held_in(state, FORTUNE, character_id, pool_limits(state).fortune_cap)


def read_pools(state: CampaignState) -> Pools:
    """The campaign's momentum, threat and player characters' fortune as a rules value."""
    limits = pool_limits(state)
    fortune = {
        fortune_key(state, pc): held_in(state, FORTUNE, pc.id, limits.fortune_cap)
        for pc in player_characters(state)
    }
    return Pools.create(
        momentum=held_in(state, MOMENTUM, cap=limits.momentum_cap),
        threat=held_in(state, THREAT),
        fortune=fortune,
        limits=limits,
    )


def pool_changes(state: CampaignState, pools: Pools) -> list[RecordChange]:
    """The Pool record changes that make the campaign hold `pools`."""
    wanted: list[tuple[str, int | None, int]] = [
        (MOMENTUM, None, pools.momentum),
        (THREAT, None, pools.threat),
    ]
    for pc in player_characters(state):
        key = fortune_key(state, pc)
        if key in pools.character_ids:
            wanted.append((FORTUNE, pc.id, pools.fortune_of(key)))
    changes: list[RecordChange] = []
    next_id = state.next_id("pool")
    for name, owner_id, amount in wanted:
        before = find_pool(state, name, owner_id)
        if before is None:
            changes.append(RecordChange.of(None, Pool(next_id, name, amount, owner_id)))
            next_id += 1
        elif before.value != amount:
            changes.append(RecordChange.of(before, Pool(before.id, name, amount, owner_id)))
    return changes


class ChangePools(LabelledCommand):
    """Any pool operation of the rules engine as one command; `report` says what it did.

    The report carries overflow (momentum or fortune lost over a cap) so the UI can show it.
    """

    def __init__(self, name: str, operation: Callable[[Pools], PoolChange]) -> None:
        super().__init__(label=name)
        self._operation = operation
        self.report: PoolChange | None = None

    def plan(self, state: CampaignState) -> ChangeSet:
        self.report = self._operation(read_pools(state))
        return ChangeSet(tuple(pool_changes(state, self.report.pools)))
