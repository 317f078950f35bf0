"""Moving through the campaign: starting a scene or an episode, with RFI's pool rules."""

from __future__ import annotations

import dataclasses

from gmscreen.model.changes import ChangeSet, RecordChange
from gmscreen.model.commands import Command, CommandError
from gmscreen.model.rfi.attacks import scene_end_changes
from gmscreen.model.rfi.pools import fortune_key, player_characters, pool_changes, read_pools
from gmscreen.model.state import CampaignState, Episode, Scene
from gmscreen.rules.rfi.constants import FORTUNE_START, THREAT_PER_PLAYER_CHARACTER
from gmscreen.rules.rfi.pools import end_scene, start_episode
from gmscreen.rules.systems import RFI_FREELANCERS


def scenes_of(state: CampaignState, episode_id: int) -> list[Scene]:
    """An episode's scenes in play order."""
    return sorted(
        (scene for scene in state.of(Scene) if scene.episode_id == episode_id),
        key=lambda scene: (scene.order, scene.id),
    )


class StartScene(Command):
    """Make a scene the current one; the scene left behind loses 1 momentum from the pool."""

    def __init__(self, scene_id: int) -> None:
        self._scene_id = scene_id
        self._title = ""
        self.summary = ""

    @property
    def name(self) -> str:
        return f"start scene {self._title}".strip()

    def plan(self, state: CampaignState) -> ChangeSet:
        scene = state.find(Scene, self._scene_id)
        if scene is None:
            raise CommandError("that scene no longer exists")
        self._title = scene.title
        campaign = state.campaign
        if campaign.current_scene_id == scene.id:
            return ChangeSet()
        changes = [
            RecordChange.of(campaign, dataclasses.replace(campaign, current_scene_id=scene.id))
        ]
        if campaign.current_scene_id is not None and campaign.system == RFI_FREELANCERS.id:
            report = end_scene(read_pools(state))
            self.summary = report.summary
            changes.extend(pool_changes(state, report.pools))
            # The scene that ends takes its dying with it, and its stun injuries wear off.
            changes.extend(scene_end_changes(state))
        return ChangeSet(tuple(changes))


class StartEpisode(Command):
    """Start an episode at its first scene: threat 2 per player character, fortune back to 3."""

    def __init__(self, episode_id: int) -> None:
        self._episode_id = episode_id
        self._title = ""
        self.summary = ""

    @property
    def name(self) -> str:
        return f"start episode {self._title}".strip()

    def plan(self, state: CampaignState) -> ChangeSet:
        episode = state.find(Episode, self._episode_id)
        if episode is None:
            raise CommandError("that episode no longer exists")
        self._title = episode.title
        scenes = scenes_of(state, episode.id)
        if not scenes:
            raise CommandError(f"episode {episode.title!r} has no scene to start with")
        campaign = state.campaign
        first = scenes[0]
        move = RecordChange.of(campaign, dataclasses.replace(campaign, current_scene_id=first.id))
        if campaign.system != RFI_FREELANCERS.id:
            # Other rule systems keep no threat or fortune: an episode just moves play on.
            return ChangeSet((move,))
        settings = campaign.settings
        pools = read_pools(state)
        if campaign.current_scene_id is not None:
            pools = end_scene(pools).pools
        report = start_episode(
            pools,
            [fortune_key(state, pc) for pc in player_characters(state)],
            threat_per_character=int(settings.get("threat_per_pc", THREAT_PER_PLAYER_CHARACTER)),
            threat_adjustment=int(settings.get("threat_adjustment", 0)),
            fortune_start=int(settings.get("fortune_start", FORTUNE_START)),
        )
        self.summary = report.summary
        changes = [move, *pool_changes(state, report.pools)]
        if campaign.current_scene_id is not None:
            changes.extend(scene_end_changes(state))
        return ChangeSet(tuple(changes))
