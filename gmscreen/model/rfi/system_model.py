"""What RFI: Freelancers' rules add to the shared scene flow, player view and new campaign.

As play moves on, a scene's end and an episode's start apply the pools' rules and take the
ending scene's dying and stun with it; the players see the group's Momentum (the GM's Threat
when the GM lets them) and the fight's turn order.
"""

from __future__ import annotations

import dataclasses

from gmscreen.model.changes import RecordChange
from gmscreen.model.character_commands import player_characters
from gmscreen.model.player_turn_order import PlayerTurnOrder
from gmscreen.model.player_view import hidden_characters
from gmscreen.model.rfi.new_campaign import new_rfi_records
from gmscreen.model.rfi.pools import fortune_key
from gmscreen.model.rfi.pools import pool_changes
from gmscreen.model.rfi.pools import read_pools
from gmscreen.model.rfi.tracker_view import TurnOrderView
from gmscreen.model.rfi.tracker_view import turn_order_view
from gmscreen.model.state import CampaignState
from gmscreen.model.system_model import PlayerPools
from gmscreen.model.system_model import SceneTurn
from gmscreen.model.system_model import SystemModel
from gmscreen.rules.rfi.constants import FORTUNE_START
from gmscreen.rules.rfi.constants import THREAT_PER_PLAYER_CHARACTER
from gmscreen.rules.rfi.pools import PoolChange
from gmscreen.rules.rfi.pools import end_scene
from gmscreen.rules.rfi.pools import start_episode


def scene_rules(state: CampaignState, *, ending: bool, new_episode: bool) -> SceneTurn:
    """RFI (core, Scenes and Episodes) as play moves on.

    At a scene's end the group pool loses 1 Momentum and the dying roll their die (stun
    injuries wear off); at an episode's start Threat is set to 2 per player character
    (GM-adjusted) and each Fortune pool refreshed to 3. Reports the pools' `PoolChange`s.
    """
    campaign = state.campaign
    pools = read_pools(state)
    said: list[PoolChange] = []
    if ending:
        report = end_scene(pools)
        pools = report.pools
        said.append(report)
    if new_episode:
        settings = campaign.settings
        report = start_episode(
            pools,
            [fortune_key(state, pc) for pc in player_characters(state)],
            threat_per_character=int(settings.get("threat_per_pc", THREAT_PER_PLAYER_CHARACTER)),
            threat_adjustment=int(settings.get("threat_adjustment", 0)),
            fortune_start=int(settings.get("fortune_start", FORTUNE_START)),
        )
        pools = report.pools
        said.append(report)
    changes: list[RecordChange] = list(pool_changes(state, pools))
    if ending:
        # The scene that ends takes its dying with it, and its stun injuries wear off. (Imported
        # here: the player view reads this module as the app starts; attacks wait till needed.)
        from gmscreen.model.rfi.attacks import scene_end_changes

        changes.extend(scene_end_changes(state))
    summary = "; ".join(report.summary for report in said)
    return SceneTurn(tuple(changes), tuple(said), summary)


def player_pools(state: CampaignState) -> PlayerPools:
    """The group's Momentum with its cap, and the GM's Threat."""
    pools = read_pools(state)
    return PlayerPools(pools.momentum, pools.limits.momentum_cap, pools.threat)


def player_turn_order(state: CampaignState, scene_id: int | None) -> PlayerTurnOrder | None:
    """The scene's turn order as the players may see it, or None when there is no fight.

    Hidden characters (see `hidden_characters`) are left out, and so is a side with nobody
    left to show; a side to act that shows nobody reads as nobody, so an empty side cannot
    give a hidden combatant away.
    """
    view = turn_order_view(state, scene_id)
    if not view.in_combat:
        return None
    hidden = hidden_characters(state, scene_id)
    sides = tuple(
        (side, kept)
        for side, members in view.sides
        if (kept := tuple(c for c in members if c.character_id not in hidden))
    )
    shown_sides = {side for side, _members in sides}
    to_act = view.side_to_act if view.side_to_act in shown_sides else None
    safe: TurnOrderView = dataclasses.replace(view, sides=sides, side_to_act=to_act)
    return safe.for_players()


SYSTEM_MODEL = SystemModel(
    "rfi",
    new_records=new_rfi_records,
    scene_rules=scene_rules,
    player_pools=player_pools,
    player_turn_order=player_turn_order,
)
