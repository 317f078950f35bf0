"""Moving through the campaign: ending a scene, starting a scene or an episode.

The same for every rule system; what a system's rules do as play moves on comes from its
`SystemModel` (`gmscreen.model.system_models`).
"""

from __future__ import annotations

import dataclasses

from gmscreen.model.changes import ChangeSet
from gmscreen.model.changes import RecordChange
from gmscreen.model.commands import Command
from gmscreen.model.commands import CommandError
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Episode
from gmscreen.model.state import Scene
from gmscreen.model.state import Season
from gmscreen.model.system_models import system_model


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
) -> tuple[ChangeSet, str, tuple[object, ...]]:
    """Play moves to `scene`: the current scene ends, and a new episode starts if asked.

    The campaign's rule system adds its own rules to the move (`SystemModel.scene_rules`: RFI's
    pools and scene-end casualties; nothing for the others). Returns the changes, what its
    rules did in English, and its reports.
    """
    campaign = state.campaign
    move = RecordChange.of(campaign, dataclasses.replace(campaign, current_scene_id=scene.id))
    rules = system_model(campaign.system).scene_rules(
        state, ending=campaign.current_scene_id is not None, new_episode=new_episode
    )
    return ChangeSet((move, *rules.changes)), rules.summary, rules.reports


class PlayMove(Command):
    """A command moving play to another scene. Once planned, `summary` says in English what
    the system's rules did on the way (the panel words it itself), `reports` the same in the
    system's own terms."""

    def __init__(self) -> None:
        self._title = ""
        self.summary = ""
        self.reports: tuple[object, ...] = ()

    def _move(self, state: CampaignState, scene: Scene, *, new_episode: bool) -> ChangeSet:
        changes, self.summary, self.reports = _move_to(state, scene, new_episode=new_episode)
        return changes


class StartScene(PlayMove):
    """Make a scene the current one, ending the scene being played.

    A scene of another episode than the current one starts that episode: its resets apply too,
    whichever control asked for the move.
    """

    def __init__(self, scene_id: int) -> None:
        super().__init__()
        self._scene_id = scene_id

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
        return self._move(state, scene, new_episode=new_episode)


class StartEpisode(PlayMove):
    """Start an episode at its first scene, with the system's episode-start rules (RFI: Threat
    2 per player character, Fortune back to 3)."""

    def __init__(self, episode_id: int) -> None:
        super().__init__()
        self._episode_id = episode_id

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
        return self._move(state, scenes[0], new_episode=True)


class EndScene(PlayMove):
    """End the scene being played and go on to the next scene, or to the next episode.

    One undo step either way: the scene-end rules, then the move (and a new episode's resets).
    """

    def __init__(self, *, to_next_episode: bool) -> None:
        super().__init__()
        self._to_episode = to_next_episode

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
            return self._move(state, scenes[0], new_episode=True)
        scene = next_scene(state)
        if scene is None:
            raise CommandError("this is the episode's last scene: add a scene or end the episode")
        self._title = f"scene {scene.title}"
        return self._move(state, scene, new_episode=False)
