"""What the players may see: the player-safe projection of the campaign behind the player view.

The player view renders nothing but a `PlayerViewContent`, so the rule "nothing GM-only ever
reaches the table" lives here, in one function, tested without Qt.
"""

from __future__ import annotations

from dataclasses import dataclass

from gmscreen.model.rfi.pools import player_characters, read_pools
from gmscreen.model.rfi.traits import scene_traits
from gmscreen.model.state import CampaignState, Character, Episode, Polarity, Scene, Trait
from gmscreen.model.state import TraitCategory as Category

# The order the player view shows trait groups in: where we are, what is happening, who, with what.
CATEGORY_ORDER: tuple[Category, ...] = ("location", "situation", "personal", "equipment")


@dataclass(frozen=True, slots=True)
class PlayerTrait:
    """A trait as the players see it: no notes, no effect the GM ruled, no id."""

    name: str
    potency: int = 1
    polarity: Polarity | None = None
    owner: str = ""  # the owning character's name; "" for a trait of the scene

    @property
    def label(self) -> str:
        """ "Dense fog 2", with + or − for a positive or negative trait (as the GM board)."""
        sign = {"positive": "+ ", "negative": "− "}.get(self.polarity or "", "")
        potency = f" {self.potency}" if self.potency > 1 else ""
        return f"{sign}{self.name}{potency}"


@dataclass(frozen=True, slots=True)
class PlayerTraitGroup:
    """The shown traits of one category, never empty."""

    category: Category
    traits: tuple[PlayerTrait, ...]


@dataclass(frozen=True, slots=True)
class PlayerViewContent:
    """Everything the player view shows (besides the map): safe to put in front of players."""

    campaign_name: str
    episode_title: str
    scene_title: str
    trait_groups: tuple[PlayerTraitGroup, ...]
    momentum: int
    momentum_cap: int
    threat: int | None  # None unless the GM chose to show threat

    @property
    def traits(self) -> tuple[PlayerTrait, ...]:
        """Every shown trait, group after group."""
        return tuple(trait for group in self.trait_groups for trait in group.traits)


def player_traits(state: CampaignState, scene_id: int | None) -> list[Trait]:
    """The traits of a scene the players may see, in the GM board's order.

    A subset of the GM's `scene_traits`: only traits marked visible, and of the traits that
    travel with a character (no scene of their own) only a player character's. An NPC's
    travelling gear would otherwise show in every scene, giving away an NPC who is not there.
    """
    pc_ids = {pc.id for pc in player_characters(state)}
    return [
        trait
        for trait in scene_traits(state, scene_id)
        if trait.visible and (trait.scene_id is not None or trait.owner_id in pc_ids)
    ]


def player_view_of(state: CampaignState, *, show_threat: bool = False) -> PlayerViewContent:
    """The player-safe content of the player view for the campaign's current scene.

    Args:
        state: the campaign state.
        show_threat: whether the GM lets the players see the threat pool.
    """
    campaign = state.campaign
    scene = state.find(Scene, campaign.current_scene_id)
    episode = state.find(Episode, scene.episode_id) if scene is not None else None
    names = {character.id: character.name for character in state.of(Character)}
    traits = player_traits(state, campaign.current_scene_id)
    groups = tuple(
        PlayerTraitGroup(
            category,
            tuple(
                PlayerTrait(
                    name=trait.name,
                    potency=trait.potency,
                    polarity=trait.polarity,
                    owner=names.get(trait.owner_id, "") if trait.owner_id is not None else "",
                )
                for trait in traits
                if trait.category == category
            ),
        )
        for category in CATEGORY_ORDER
        if any(trait.category == category for trait in traits)
    )
    pools = read_pools(state)
    return PlayerViewContent(
        campaign_name=campaign.name,
        episode_title=episode.title if episode is not None else "",
        scene_title=scene.title if scene is not None else "",
        trait_groups=groups,
        momentum=pools.momentum,
        momentum_cap=pools.limits.momentum_cap,
        threat=pools.threat if show_threat else None,
    )
