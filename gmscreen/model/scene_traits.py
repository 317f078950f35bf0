"""Which traits are in play in a scene, for every rule system: the scene's own and those that
travel with their owner. The GM's traits board and the player view read them the same way."""

from __future__ import annotations

import heapq

from gmscreen.model.state import CampaignState
from gmscreen.model.state import Trait


def in_scene(trait: Trait, scene_id: int | None) -> bool:
    """Whether a trait is in play in a scene: the scene's own, or a character-owned trait with
    no scene (gear and personal traits travel with their owner)."""
    return trait.scene_id == scene_id or (trait.scene_id is None and trait.owner_id is not None)


def scene_traits(state: CampaignState, scene_id: int | None) -> list[Trait]:
    """The traits in play in a scene (see `in_scene`), in id order."""
    own = state.traits_in(scene_id)
    if scene_id is None:
        return own  # every trait of no scene
    travelling = [trait for trait in state.traits_in(None) if trait.owner_id is not None]
    return list(heapq.merge(own, travelling, key=lambda trait: trait.id))
