"""Moving through the campaign: ending a scene, starting a scene or an episode, with RFI's rules."""

from __future__ import annotations

import dataclasses

from gmscreen.model.changes import ChangeSet
from gmscreen.model.changes import RecordChange
from gmscreen.model.character_commands import player_characters
from gmscreen.model.commands import Command
from gmscreen.model.commands import CommandError
from gmscreen.model.rfi.attacks import scene_end_changes
from gmscreen.model.rfi.pools import fortune_key
from gmscreen.model.rfi.pools import pool_changes
from gmscreen.model.rfi.pools import read_pools
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Episode
from gmscreen.model.state import Scene
from gmscreen.model.state import Season
from gmscreen.rules.rfi.constants import FORTUNE_START
from gmscreen.rules.rfi.constants import THREAT_PER_PLAYER_CHARACTER
from gmscreen.rules.rfi.pools import PoolChange
from gmscreen.rules.rfi.pools import end_scene
from gmscreen.rules.rfi.pools import start_episode
from gmscreen.rules.systems import RFI_FREELANCERS


def scenes_of(state: CampaignState, episode_id: int) -> list[Scene]:
    """An episode's scenes in play order."""
    return sorted(
        (scene for scene in state.of(Scene) if scene.episode_id == episode_id),
        key=lambda scene: (scene.order, scene.id),
    )


def _episode_of(state: CampaignState, scene_id: int | None) -> int | None:
    scene = state.find(Scene, scene_id)
    return scene.episode_id if scene is not None else None


def episodes_in_order(state: CampaignState) -> list[Episode]:
    """Every episode in play order: by season, then by episode order."""
    seasons = {season.id: (season.order, season.id) for season in state.of(Season)}
    return sorted(
        state.of(Episode),
        key=lambda e: (seasons.get(e.season_id, (0, 0)), e.order, e.id),
    )


def next_scene(state: CampaignState) -> Scene | None:
    """The scene after the current one in its episode, if there is one."""
    current = state.find(Scene, state.campaign.current_scene_id)
    if current is None:
        return None
    scenes = scenes_of(state, current.episode_id)
    index = scenes.index(current)
    return scenes[index + 1] if index + 1 < len(scenes) else None


def next_episode(state: CampaignState) -> Episode | None:
    """The episode after the current scene's (the next season's first, at a season's end)."""
    episode_id = _episode_of(state, state.campaign.current_scene_id)
    episodes = episodes_in_order(state)
    ids = [episode.id for episode in episodes]
    if episode_id not in ids:
        return None
    index = ids.index(episode_id)
    return episodes[index + 1] if index + 1 < len(episodes) else None


def _move_to(
    state: CampaignState, scene: Scene, *, new_episode: bool
) -> tuple[ChangeSet, str, tuple[PoolChange, ...]]:
    """Play moves to `scene`: the current scene ends, and a new episode's resets apply.

    RFI (core, Scenes and Episodes): at a scene's end the group pool loses 1 Momentum and the
    dying roll their die (stun injuries wear off); at an episode's start Threat is set to 2 per
    player character (GM-adjusted) and each Fortune pool refreshed to 3. Other rule systems
    keep no such pools: for them the scene simply moves on. Returns the changes, what the pools'
    rules did in English, and their reports (none outside RFI).
    """
    campaign = state.campaign
    changes = [RecordChange.of(campaign, dataclasses.replace(campaign, current_scene_id=scene.id))]
    if campaign.system != RFI_FREELANCERS.id:
        return ChangeSet(tuple(changes)), "", ()
    pools = read_pools(state)
    said: list[PoolChange] = []
    ending = campaign.current_scene_id is not None
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
    changes.extend(pool_changes(state, pools))
    if ending:
        # The scene that ends takes its dying with it, and its stun injuries wear off.
        changes.extend(scene_end_changes(state))
    summary = "; ".join(report.summary for report in said)
    return ChangeSet(tuple(changes)), summary, tuple(said)


class StartScene(Command):
    """Make a scene the current one, ending the scene being played.

    A scene of another episode than the current one starts that episode: its resets apply too,
    whichever control asked for the move.
    """

    def __init__(self, scene_id: int) -> None:
        self._scene_id = scene_id
        self._title = ""
        self.summary = ""  # what the pools' rules did, in English (the panel words it itself)
        self.reports: tuple[PoolChange, ...] = ()

    @property
    def name(self) -> str:
        return f"start scene {self._title}".strip()

    def plan(self, state: CampaignState) -> ChangeSet:
        scene = state.find(Scene, self._scene_id)
        if scene is None:
            raise CommandError("that scene no longer exists")
        self._title = scene.title
        current = state.campaign.current_scene_id
        if current == scene.id:
            return ChangeSet()
        episode = _episode_of(state, current)
        new_episode = episode is not None and episode != scene.episode_id
        changes, self.summary, self.reports = _move_to(state, scene, new_episode=new_episode)
        return changes


class StartEpisode(Command):
    """Start an episode at its first scene: threat 2 per player character, fortune back to 3."""

    def __init__(self, episode_id: int) -> None:
        self._episode_id = episode_id
        self._title = ""
        self.summary = ""  # what the pools' rules did, in English (the panel words it itself)
        self.reports: tuple[PoolChange, ...] = ()

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
        changes, self.summary, self.reports = _move_to(state, scenes[0], new_episode=True)
        return changes


class EndScene(Command):
    """End the scene being played and go on to the next scene, or to the next episode.

    One undo step either way: the scene-end rules, then the move (and a new episode's resets).
    """

    def __init__(self, *, to_next_episode: bool) -> None:
        self._to_episode = to_next_episode
        self._title = ""
        self.summary = ""  # what the pools' rules did, in English (the panel words it itself)
        self.reports: tuple[PoolChange, ...] = ()

    @property
    def name(self) -> str:
        return f"end scene, start {self._title}".strip()

    def plan(self, state: CampaignState) -> ChangeSet:
        if state.find(Scene, state.campaign.current_scene_id) is None:
            raise CommandError("no scene is being played: start one in the scene navigator")
        if self._to_episode:
            episode = next_episode(state)
            if episode is None:
                raise CommandError("there is no next episode: add one first")
            scenes = scenes_of(state, episode.id)
            if not scenes:
                raise CommandError(f"episode {episode.title!r} has no scene to start with")
            self._title = f"episode {episode.title}"
            changes, self.summary, self.reports = _move_to(state, scenes[0], new_episode=True)
            return changes
        scene = next_scene(state)
        if scene is None:
            raise CommandError("this is the episode's last scene: add a scene or end the episode")
        self._title = f"scene {scene.title}"
        changes, self.summary, self.reports = _move_to(state, scene, new_episode=False)
        return changes
