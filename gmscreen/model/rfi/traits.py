"""Traits in the campaign: adding (stacking onto an identical trait), weakening, and the
difficulty a task ends with once the scene's traits apply."""

from __future__ import annotations

import dataclasses
import heapq
from collections.abc import Iterable

from gmscreen.model.changes import ChangeSet
from gmscreen.model.changes import RecordChange
from gmscreen.model.commands import Command
from gmscreen.model.commands import CommandError
from gmscreen.model.scene_traits import in_scene
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Trait
from gmscreen.rules.rfi import traits as rules


def to_rules(trait: Trait) -> rules.Trait:
    """The rules engine's view of a trait record."""
    return rules.Trait(
        name=trait.name,
        category=rules.TraitCategory(trait.category),
        potency=trait.potency,
        owner_id=None if trait.owner_id is None else str(trait.owner_id),
        polarity=None if trait.polarity is None else rules.Polarity(trait.polarity),
        visible_to_players=trait.visible,
    )


def effect_of(trait: Trait) -> rules.TraitEffect:
    """The trait's effect on tasks as the GM set it (no effect when unreadable)."""
    try:
        return rules.TraitEffect(trait.effect)
    except ValueError:
        return rules.TraitEffect.NO_EFFECT


def bears_on_task(trait: Trait, scene_id: int | None, leader_id: int | None) -> bool:
    """Whether a trait may bear on a task led by `leader_id` in a scene: in play there, and
    not someone else's gear or personal trait."""
    return in_scene(trait, scene_id) and trait.owner_id in (None, leader_id)


def task_traits(state: CampaignState, scene_id: int | None, leader_id: int | None) -> list[Trait]:
    """The traits that may bear on a task (see `bears_on_task`), in id order: the scene's own
    and the leader's, read from the state's indexes rather than from every trait in play."""
    if scene_id is None:  # every trait of no scene is in play: the unowned ones
        own = [trait for trait in state.traits_of(None) if trait.scene_id is None]
    else:
        own = [t for t in state.traits_in(scene_id) if t.owner_id in (None, leader_id)]
    if leader_id is None:
        return own
    carried = [trait for trait in state.traits_of(leader_id) if trait.scene_id is None]
    return list(heapq.merge(own, carried, key=lambda trait: trait.id))


def task_difficulty(
    base: int, traits: Iterable[Trait], *, effects: dict[int, rules.TraitEffect] | None = None
) -> rules.DifficultyBreakdown:
    """A task's final difficulty once the chosen traits apply (`effects` overrides per trait)."""
    effects = effects or {}
    return rules.apply_traits(
        base, [(to_rules(trait), effects.get(trait.id, effect_of(trait))) for trait in traits]
    )


class AddTrait(Command):
    """Put a trait in play; an identical trait in the same place stacks (its potency grows)."""

    def __init__(self, trait: Trait) -> None:
        self._trait = trait
        to_rules(trait)  # refuse a nameless trait or a potency below 1 before anything else

    @property
    def name(self) -> str:
        return f"add trait {self._trait.name}"

    def plan(self, state: CampaignState) -> ChangeSet:
        added = to_rules(self._trait)
        # A twin is in the same place and has the same owner: only those are compared.
        for existing in state.traits_at(self._trait.scene_id, self._trait.owner_id):
            if to_rules(existing).is_same_as(added):
                stacked = rules.stack(to_rules(existing), added)
                after = dataclasses.replace(existing, potency=stacked.potency)
                return ChangeSet((RecordChange.of(existing, after),))
        record = dataclasses.replace(self._trait, id=state.next_id("trait"))
        return ChangeSet((RecordChange.of(None, record),))


class ChangePotency(Command):
    """Stack (+1) or weaken (−1) a trait; weakened to nothing, it leaves play."""

    def __init__(self, trait_id: int, by: int) -> None:
        self._trait_id = trait_id
        self._by = by
        self._label = ""

    @property
    def name(self) -> str:
        verb = "stack" if self._by > 0 else "weaken"
        return f"{verb} {self._label}".strip()

    def plan(self, state: CampaignState) -> ChangeSet:
        trait = state.find(Trait, self._trait_id)
        if trait is None:
            raise CommandError("that trait is no longer in play")
        self._label = trait.name
        if self._by > 0:
            after: Trait | None = dataclasses.replace(trait, potency=trait.potency + self._by)
        else:
            weakened = rules.weaken(to_rules(trait), -self._by)
            after = (
                None if weakened is None else dataclasses.replace(trait, potency=weakened.potency)
            )
        return ChangeSet((RecordChange.of(trait, after),))
