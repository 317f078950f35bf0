"""How a rule system declares what its rules add to the model every system shares.

The scene flow (`gmscreen.model.scene_flow`), the player view (`gmscreen.model.player_view`)
and a new campaign (`gmscreen.model.new_campaign`) are the same for every rule system. What a
system's rules do as play moves to another scene, the pools and turn order its players may see
and a new campaign's own records come from the `SYSTEM_MODEL` its own model package declares
(`gmscreen/model/<system>/system_model.py`), found by the system's id through
`gmscreen.model.system_models`, as its UI's `WORKSPACE` is. A hook a system leaves out adds
nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from gmscreen.model.changes import RecordChange
from gmscreen.model.player_turn_order import PlayerTurnOrder
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Record


@dataclass(frozen=True, slots=True)
class SceneTurn:
    """What a rule system's rules did as play moved to another scene.

    `changes` join the move in its one undo step. `reports` are the system's own account of
    what its rules did (its workspace words them for the GM: `Workspace.scene_reports`);
    `summary` says the same in English.
    """

    changes: tuple[RecordChange, ...] = ()
    reports: tuple[object, ...] = ()
    summary: str = ""


class SceneRules(Protocol):
    """A system's rules as play moves on: the current scene ends (`ending`: one was being
    played) and, with `new_episode`, another episode starts; `state` is before the move."""

    def __call__(self, state: CampaignState, *, ending: bool, new_episode: bool) -> SceneTurn: ...


@dataclass(frozen=True, slots=True)
class PlayerPools:
    """The pools the players may see: the group's Momentum (and its cap) and the GM's Threat
    (shown only when the GM lets them see it)."""

    momentum: int
    momentum_cap: int
    threat: int


def no_scene_rules(state: CampaignState, *, ending: bool, new_episode: bool) -> SceneTurn:
    """A system without scene-end or episode-start rules: the scene simply moves on."""
    return SceneTurn()


@dataclass(frozen=True)
class SystemModel:
    """What one rule system's rules add to the shared scene flow, player view and new campaign.

    `scene_rules` apply when play moves to another scene (RFI: Momentum lost, the dying roll,
    a new episode's Threat and Fortune). `player_pools` are the pools the player view shows,
    `player_turn_order` the current fight's order it shows (None: no fight); both are
    player-safe, and None where the system shows nothing of the kind. `new_records` writes a
    new campaign's first records from its name and its player characters (character, player);
    None: the start every campaign shares, alone.
    """

    id: str
    new_records: Callable[[str, tuple[tuple[str, str], ...]], list[Record]] | None = None
    scene_rules: SceneRules = no_scene_rules
    player_pools: Callable[[CampaignState], PlayerPools] | None = None
    player_turn_order: Callable[[CampaignState, int | None], PlayerTurnOrder | None] | None = None
