"""What the players may see: the player-safe projection of the campaign behind the player view.

The player view renders nothing but a `PlayerViewContent`, so the rule "nothing GM-only ever
reaches the table" lives here, in one function, tested without Qt.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable
from dataclasses import dataclass
from dataclasses import field
from dataclasses import replace

from gmscreen.model.changes import RecordChange
from gmscreen.model.character_commands import player_characters
from gmscreen.model.player_turn_order import PlayerTurnOrder
from gmscreen.model.scene_traits import in_scene
from gmscreen.model.scene_traits import scene_traits
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.model.state import Episode
from gmscreen.model.state import Polarity
from gmscreen.model.state import Scene
from gmscreen.model.state import Token
from gmscreen.model.state import Trait
from gmscreen.model.state import TraitCategory as Category
from gmscreen.model.state import Zone
from gmscreen.model.state import ZoneMap
from gmscreen.model.system_models import system_model

# The order the player view shows trait groups in: where we are, what is happening, who, with what.
CATEGORY_ORDER: tuple[Category, ...] = ("location", "situation", "personal", "equipment")


@dataclass(frozen=True, slots=True)
class PlayerTrait:
    """A trait as the players see it: no notes, no effect the GM ruled.

    `trait_id` is never shown nor compared: it lets a change of one trait reach its one entry
    (see `with_traits`).
    """

    name: str
    potency: int = 1
    polarity: Polarity | None = None
    owner: str = ""  # the owning character's name; "" for a trait of the scene
    trait_id: int = field(default=0, compare=False)

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
    """Everything the player view shows (besides the map): safe to put in front of players.

    `momentum` and `momentum_cap` are None for a rule system without a momentum pool;
    `threat` is None unless the GM chose to show it; `turn_order` is None outside a fight or
    when the GM hides it.
    """

    campaign_name: str
    episode_title: str
    scene_title: str
    trait_groups: tuple[PlayerTraitGroup, ...]
    momentum: int | None
    momentum_cap: int | None
    threat: int | None
    turn_order: PlayerTurnOrder | None = None

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
    return [trait for trait in scene_traits(state, scene_id) if _shown(trait, pc_ids)]


def _shown(trait: Trait, pc_ids: set[int]) -> bool:
    """Whether players may see a trait in play (see `player_traits`)."""
    return trait.visible and (trait.scene_id is not None or trait.owner_id in pc_ids)


def _trait_id(trait: PlayerTrait) -> int:
    return trait.trait_id


def _player_trait(trait: Trait, owner: str) -> PlayerTrait:
    return PlayerTrait(trait.name, trait.potency, trait.polarity, owner, trait_id=trait.id)


def with_traits(
    content: PlayerViewContent, state: CampaignState, changes: Iterable[RecordChange]
) -> PlayerViewContent | None:
    """`content` with these trait changes applied: each changed trait leaves the group it was
    shown in and joins the one it is shown in now, in id order, so a change costs its traits
    and their groups, not every trait of the campaign. The same as `player_view_of` would
    give; None when the content does not show a trait it should (rebuild then).
    """
    scene_id = state.campaign.current_scene_id
    pc_ids = {pc.id for pc in player_characters(state)}
    groups = {group.category: list(group.traits) for group in content.trait_groups}
    for change in changes:
        for record, joins in ((change.before, False), (change.after, True)):
            if not isinstance(record, Trait) or not in_scene(record, scene_id):
                continue
            if not _shown(record, pc_ids):
                continue
            shown = groups.setdefault(record.category, [])
            where = bisect_left(shown, record.id, key=_trait_id)
            present = where < len(shown) and shown[where].trait_id == record.id
            if joins:
                owner = state.find(Character, record.owner_id)
                shown.insert(where, _player_trait(record, owner.name if owner else ""))
            elif present:
                del shown[where]
            else:
                return None
    return replace(
        content,
        trait_groups=tuple(
            PlayerTraitGroup(category, tuple(groups[category]))
            for category in CATEGORY_ORDER
            if groups.get(category)
        ),
    )


def hidden_characters(state: CampaignState, scene_id: int | None) -> frozenset[int]:
    """Characters the GM keeps off the table in this scene: a GM-only token on one of its maps,
    or a token standing in a GM-only zone (the players' map shows neither)."""
    maps = {m.id for m in state.of(ZoneMap) if scene_id is not None and m.scene_id == scene_id}
    secret_zones = {z.id for z in state.of(Zone) if z.gm_only}
    return frozenset(
        token.character_id
        for token in state.of(Token)
        if token.map_id in maps
        and token.character_id is not None
        and (token.gm_only or token.zone_id in secret_zones)
    )


def player_view_of(
    state: CampaignState, *, show_threat: bool = False, show_turn_order: bool = True
) -> PlayerViewContent:
    """The player-safe content of the player view for the campaign's current scene.

    The pools and the turn order are the campaign's rule system's to give
    (`SystemModel.player_pools`, `player_turn_order`: RFI's Momentum, Threat and fight);
    a system that gives none shows its scene and traits only.

    Args:
        state: the campaign state.
        show_threat: whether the GM lets the players see the threat pool.
        show_turn_order: whether the GM lets the players see the turn order of a fight.
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
                _player_trait(
                    trait, names.get(trait.owner_id, "") if trait.owner_id is not None else ""
                )
                for trait in traits
                if trait.category == category
            ),
        )
        for category in CATEGORY_ORDER
        if any(trait.category == category for trait in traits)
    )
    content = PlayerViewContent(
        campaign_name=campaign.name,
        episode_title=episode.title if episode is not None else "",
        scene_title=scene.title if scene is not None else "",
        trait_groups=groups,
        momentum=None,
        momentum_cap=None,
        threat=None,
    )
    return with_turn_order(
        with_pools(content, state, show_threat=show_threat),
        state,
        show_turn_order=show_turn_order,
    )


def with_turn_order(
    content: PlayerViewContent, state: CampaignState, *, show_turn_order: bool
) -> PlayerViewContent:
    """`content` with the fight's turn order as the state holds it: all a change to tokens,
    zones or the tracker alone can reach (they decide who fights and who stays hidden)."""
    order = system_model(state.campaign.system).player_turn_order
    if order is None:
        return content
    shown = order(state, state.campaign.current_scene_id) if show_turn_order else None
    return replace(content, turn_order=shown)


def with_pools(
    content: PlayerViewContent, state: CampaignState, *, show_threat: bool
) -> PlayerViewContent:
    """`content` with the pools as the state holds them: all a change to pools alone can reach
    (the view need not gather the scene's traits again for a Momentum point)."""
    read = system_model(state.campaign.system).player_pools
    if read is None:
        return content
    pools = read(state)
    return replace(
        content,
        momentum=pools.momentum,
        momentum_cap=pools.momentum_cap,
        threat=pools.threat if show_threat else None,
    )
