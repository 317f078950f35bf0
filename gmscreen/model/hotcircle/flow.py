"""The scene flow of a Hot Circle session: whose scene it is, the tests made in it, and the cut.

Each scene's `Tracker.state` holds `{"spotlight": [character ids], "ability_tests": n,
"obstacle_tests": n}`. A session is an episode: the spotlight is shared over its scenes.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from dataclasses import field

from gmscreen.model.changes import ChangeSet
from gmscreen.model.changes import RecordChange
from gmscreen.model.character_commands import player_characters
from gmscreen.model.commands import Command
from gmscreen.model.commands import CommandError
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.model.state import JsonDict
from gmscreen.model.state import Scene
from gmscreen.model.state import Tracker
from gmscreen.rules.hotcircle.session import KindOfTest
from gmscreen.rules.hotcircle.session import SceneTally
from gmscreen.rules.hotcircle.session import Spotlight


@dataclass(frozen=True, slots=True)
class SceneFlow:
    """One scene's flow: who stars in it and the tests made so far."""

    scene_id: int | None
    spotlight: tuple[int, ...] = ()
    tally: SceneTally = field(default_factory=SceneTally)


def tracker_of(state: CampaignState, scene_id: int | None) -> Tracker | None:
    """The scene's Tracker record, if it has one."""
    if scene_id is None:
        return None
    return next((t for t in state.of(Tracker) if t.scene_id == scene_id), None)


def _flow_json(flow: SceneFlow) -> JsonDict:
    return {
        "spotlight": list(flow.spotlight),
        "ability_tests": flow.tally.ability_tests,
        "obstacle_tests": flow.tally.obstacle_tests,
    }


def scene_flow(state: CampaignState, scene_id: int | None = None) -> SceneFlow:
    """A scene's flow (the current scene's by default); an unreadable tracker reads as empty."""
    scene_id = state.campaign.current_scene_id if scene_id is None else scene_id
    tracker = tracker_of(state, scene_id)
    if tracker is None:
        return SceneFlow(scene_id)
    data = tracker.state
    try:
        return SceneFlow(
            scene_id,
            tuple(int(value) for value in data.get("spotlight", [])),
            SceneTally(int(data.get("ability_tests", 0)), int(data.get("obstacle_tests", 0))),
        )
    except (TypeError, ValueError):
        return SceneFlow(scene_id)


def flow_changes(state: CampaignState, flow: SceneFlow) -> list[RecordChange]:
    """The Tracker change that makes a scene hold `flow`."""
    if flow.scene_id is None:
        return []
    tracker = tracker_of(state, flow.scene_id)
    data = _flow_json(flow)
    if tracker is None:
        return [RecordChange.of(None, Tracker(state.next_id("tracker"), flow.scene_id, data))]
    if tracker.state == data:
        return []
    return [RecordChange.of(tracker, dataclasses.replace(tracker, state=data))]


def tally_changes(state: CampaignState, kind: KindOfTest) -> list[RecordChange]:
    """One more test counted in the current scene (nothing when no scene is current)."""
    flow = scene_flow(state)
    return flow_changes(state, dataclasses.replace(flow, tally=flow.tally.counted(kind)))


def scenes_in_play_order(state: CampaignState, episode_id: int) -> list[Scene]:
    """An episode's scenes in play order."""
    return sorted(
        (scene for scene in state.of(Scene) if scene.episode_id == episode_id),
        key=lambda scene: (scene.order, scene.id),
    )


def current_episode_id(state: CampaignState) -> int | None:
    """The episode (session) the current scene belongs to."""
    scene = state.find(Scene, state.campaign.current_scene_id)
    return scene.episode_id if scene is not None else None


def session_spotlight(state: CampaignState) -> Spotlight:
    """Scenes each player character has starred in this session (keys are character ids)."""
    spotlight = Spotlight.of(str(pc.id) for pc in player_characters(state))
    episode_id = current_episode_id(state)
    if episode_id is None:
        return spotlight
    known = {name for name, _ in spotlight.scenes}
    for scene in scenes_in_play_order(state, episode_id):
        starring = {str(cid) for cid in scene_flow(state, scene.id).spotlight} & known
        spotlight = spotlight.after_scene(starring)
    return spotlight


def fewest_scenes(state: CampaignState) -> tuple[Character, ...]:
    """Sharing the spotlight: the player characters with the fewest scenes this session."""
    ids = {int(name) for name in session_spotlight(state).next_up()}
    return tuple(pc for pc in player_characters(state) if pc.id in ids)


def _check_characters(state: CampaignState, character_ids: tuple[int, ...]) -> list[str]:
    names = []
    for character_id in character_ids:
        character = state.find(Character, character_id)
        if character is None:
            raise CommandError(f"there is no character {character_id} any more")
        names.append(character.name)
    return names


class SetSpotlight(Command):
    """Say whose scene this is (one or more characters)."""

    def __init__(self, scene_id: int, character_ids: tuple[int, ...]) -> None:
        self._scene_id = scene_id
        self._ids = tuple(dict.fromkeys(character_ids))
        self._names: list[str] = []

    @property
    def name(self) -> str:
        if not self._names:
            return "clear the spotlight"
        return f"spotlight on {', '.join(self._names)}"

    def plan(self, state: CampaignState) -> ChangeSet:
        if state.find(Scene, self._scene_id) is None:
            raise CommandError("that scene no longer exists")
        self._names = _check_characters(state, self._ids)
        flow = scene_flow(state, self._scene_id)
        return ChangeSet(tuple(flow_changes(state, dataclasses.replace(flow, spotlight=self._ids))))


class CutToScene(Command):
    """Cut: a new scene after the current one in this session, starring these characters."""

    def __init__(self, title: str, character_ids: tuple[int, ...]) -> None:
        self._title = title.strip()
        self._ids = tuple(dict.fromkeys(character_ids))
        self.scene_id: int | None = None

    @property
    def name(self) -> str:
        return f"cut to {self._title}"

    def plan(self, state: CampaignState) -> ChangeSet:
        if not self._title:
            raise CommandError("give the new scene a title")
        episode_id = current_episode_id(state)
        if episode_id is None:
            raise CommandError("start a scene of a session first: there is no current scene")
        _check_characters(state, self._ids)
        scenes = scenes_in_play_order(state, episode_id)
        scene = Scene(
            state.next_id("scene"),
            episode_id,
            self._title,
            order=max((s.order for s in scenes), default=0) + 1,
        )
        self.scene_id = scene.id
        campaign = state.campaign
        flow = SceneFlow(scene.id, self._ids)
        tracker = Tracker(state.next_id("tracker"), scene.id, _flow_json(flow))
        return ChangeSet(
            (
                RecordChange.of(None, scene),
                RecordChange.of(None, tracker),
                RecordChange.of(campaign, dataclasses.replace(campaign, current_scene_id=scene.id)),
            )
        )
