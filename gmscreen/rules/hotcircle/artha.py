"""Artha: fate and persona points, spending them toward advancement, conditions and tax."""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import replace

from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.ability import AbilityOutcome
from gmscreen.rules.hotcircle.character import Artha
from gmscreen.rules.hotcircle.character import Asset
from gmscreen.rules.hotcircle.character import Character
from gmscreen.rules.hotcircle.character import Condition
from gmscreen.rules.hotcircle.character import Lifepath
from gmscreen.rules.hotcircle.contest import ArthaEffects
from gmscreen.rules.hotcircle.contest import Side
from gmscreen.rules.hotcircle.obstacle import ObstacleOutcome
from gmscreen.rules.hotcircle.tables import LOST_PERMANENT_ASSET_PERSONA
from gmscreen.rules.hotcircle.tables import STARTING_LIFEPATH_RATING
from gmscreen.rules.hotcircle.tables import Ability
from gmscreen.rules.hotcircle.tables import AdvancementRules


@dataclass(frozen=True, slots=True)
class ArthaChange:
    """A character after an artha rule, and what happened, line by line, for the log."""

    character: Character
    events: tuple[str, ...] = ()


def award_artha(character: Character, *, fate: int = 0, persona: int = 0) -> ArthaChange:
    """Artha awards: add fate points and persona points to what the character holds."""
    if fate < 0 or persona < 0:
        raise RulesError("an award cannot take artha away", rule="artha")
    artha = Artha(character.artha.fate_points + fate, character.artha.persona_points + persona)
    events = []
    if fate:
        events.append(f"{character.name} earns {fate} fate point(s)")
    if persona:
        events.append(f"{character.name} earns {persona} persona point(s)")
    return ArthaChange(replace(character, artha=artha), tuple(events))


def record_persona_spent(
    character: Character, lifepath: str, points: int, *, rules: AdvancementRules | None = None
) -> ArthaChange:
    """Lifepath rating: persona points spent on obstacle tests are noted on the lifepath used;
    at 6 (3D), 12 (4D) or 18 (5D) they are erased and the rating rises by 1, up to 6D."""
    rules = rules or AdvancementRules()
    current = character.lifepath(lifepath)
    rating, spent = current.rating, current.persona_spent
    events = []
    # One point at a time: the rating rises the moment a threshold is reached, and later
    # points start counting toward the next one.
    for _ in range(points):
        spent += 1
        needed = rules.persona_needed(rating)
        if needed is not None and rating < rules.rating_max and spent >= needed:
            rating, spent = rating + 1, 0
            events.append(f"{lifepath} rises to {rating}D")
    updated = replace(current, rating=rating, persona_spent=spent)
    return ArthaChange(character.with_lifepath(updated), tuple(events))


def record_fate_spent(character: Character, lifepath: str, points: int) -> ArthaChange:
    """Upgrading assets: fate points spent on ability tests are noted on the lifepath used."""
    current = character.lifepath(lifepath)
    updated = replace(current, fate_spent=current.fate_spent + points)
    return ArthaChange(character.with_lifepath(updated))


def upgradable_assets(
    character: Character, lifepath: str, *, rules: AdvancementRules | None = None
) -> tuple[Asset, ...]:
    """Upgrading assets: the temporary assets of a lifepath its noted fate points can upgrade."""
    rules = rules or AdvancementRules()
    spent = character.lifepath(lifepath).fate_spent
    return tuple(
        asset
        for asset in character.assets_of(lifepath)
        if not asset.kind.is_permanent and rules.upgrade_of(asset.kind)[1] <= spent
    )


def upgrade_asset(
    character: Character, asset: Asset, *, rules: AdvancementRules | None = None
) -> ArthaChange:
    """Upgrading assets: with enough fate points noted on its lifepath (subject or focus 6,
    gear 9, contact 12), a temporary asset becomes a wise, skill, special item or relationship
    and the points are erased."""
    rules = rules or AdvancementRules()
    if asset not in character.assets:
        raise RulesError(f"{character.name} has no {asset.kind} {asset.name}", rule="assets")
    permanent, cost = rules.upgrade_of(asset.kind)
    current = character.lifepath(asset.lifepath)
    if current.fate_spent < cost:
        raise RulesError(
            f"a {asset.kind} becomes a {permanent} at {cost} fate points; "
            f"{asset.lifepath} has {current.fate_spent}",
            rule="upgrading assets",
        )
    left = 0 if rules.erase_all_fate_on_upgrade else current.fate_spent - cost
    upgraded = replace(asset, kind=permanent)
    assets = tuple(upgraded if item == asset else item for item in character.assets)
    character = replace(character, assets=assets)
    character = character.with_lifepath(replace(current, fate_spent=left))
    return ArthaChange(character, (f"{asset.name} becomes a {permanent}",))


def add_asset(character: Character, asset: Asset) -> ArthaChange:
    """Assets: note an asset on its lifepath (a repeat of a noted asset changes nothing)."""
    if asset in character.assets:
        return ArthaChange(character)
    return ArthaChange(
        replace(character, assets=(*character.assets, asset)),
        (f"{asset.kind} {asset.name} noted on {asset.lifepath}",),
    )


def lose_permanent_asset(
    character: Character, asset: Asset, *, rules: AdvancementRules | None = None
) -> tuple[ArthaChange, Artha]:
    """Losing a permanent asset: it goes, and at the end of the session the player gets back
    its fate point cost plus a persona point (returned as the award still to give)."""
    rules = rules or AdvancementRules()
    if asset not in character.assets or not asset.kind.is_permanent:
        raise RulesError(
            f"{asset.name} is not a permanent asset of {character.name}", rule="assets"
        )
    cost = next(cost for _, kind, cost in rules.fate_to_upgrade if kind is asset.kind)
    remaining = tuple(item for item in character.assets if item != asset)
    change = ArthaChange(replace(character, assets=remaining), (f"{asset.name} is lost",))
    return change, Artha(cost, LOST_PERMANENT_ASSET_PERSONA)


def tax_ability(character: Character, lifepath: str, ability: Ability) -> ArthaChange:
    """Tax: a failed ability test taxes that ability on that lifepath until it is cleared."""
    current = character.lifepath(lifepath)
    updated = replace(current, taxed=current.taxed | {ability})
    event = f"{lifepath}'s {ability} is taxed"
    return ArthaChange(character.with_lifepath(updated), (event,))


def clear_tax(character: Character, lifepath: str) -> ArthaChange:
    """Clearing tax: hindering an obstacle test with a lifepath clears every tax on it."""
    current = character.lifepath(lifepath)
    if not current.taxed:
        return ArthaChange(character)
    updated = replace(current, taxed=frozenset())
    return ArthaChange(character.with_lifepath(updated), (f"{lifepath}'s tax is cleared",))


def add_condition(character: Character, condition: Condition) -> ArthaChange:
    """Conditions: the GM applies a condition (or a worse one replaces it, by name)."""
    kept = tuple(item for item in character.conditions if item.name != condition.name)
    event = f"{character.name} is {condition.name} ({condition.severity})"
    return ArthaChange(replace(character, conditions=(*kept, condition)), (event,))


def set_voluntary_condition(character: Character, condition: Condition) -> ArthaChange:
    """Voluntary condition: at the end of a session the player sets one condition of their
    choosing; it replaces the voluntary condition they set before, if any."""
    if not condition.voluntary:
        condition = replace(condition, voluntary=True)
    kept = tuple(item for item in character.conditions if not item.voluntary)
    return add_condition(replace(character, conditions=kept), condition)


def hindered_tests_left(condition: Condition, *, rules: AdvancementRules | None = None) -> int:
    """Clearing conditions: how many more hindered obstacle tests clear this condition (a minor
    condition needs 1 in all, a major one 3)."""
    needed = (rules or AdvancementRules()).hinders_needed(condition.severity)
    return max(0, needed - condition.hindered)


def hinder_with_condition(
    character: Character, name: str, *, rules: AdvancementRules | None = None
) -> ArthaChange:
    """Clearing conditions: each obstacle test a condition hinders counts; a minor condition
    clears after 1, a major one after 3."""
    rules = rules or AdvancementRules()
    condition = character.condition(name)
    updated = replace(condition, hindered=condition.hindered + 1)
    if hindered_tests_left(updated, rules=rules) == 0:
        remaining = tuple(item for item in character.conditions if item.name != name)
        return ArthaChange(replace(character, conditions=remaining), (f"{name} is cleared",))
    conditions = tuple(updated if item.name == name else item for item in character.conditions)
    needed = rules.hinders_needed(condition.severity)
    event = f"{name} has hindered {updated.hindered} of {needed} tests"
    return ArthaChange(replace(character, conditions=conditions), (event,))


def apply_effects(
    character: Character, effects: ArthaEffects, *, rules: AdvancementRules | None = None
) -> ArthaChange:
    """After a test: pay the artha spent on rerolls, note it on the lifepath used (advancing it
    when a threshold is reached), award the fate points earned, count the conditions used to
    hinder, and clear the lifepath's tax when the player chose that."""
    rules = rules or AdvancementRules()
    held = character.artha
    if effects.persona_points_spent > held.persona_points:
        raise RulesError(
            f"{character.name} holds {held.persona_points} persona points, "
            f"not the {effects.persona_points_spent} spent",
            rule="persona points",
        )
    if effects.fate_points_spent > held.fate_points:
        raise RulesError(
            f"{character.name} holds {held.fate_points} fate points, "
            f"not the {effects.fate_points_spent} spent",
            rule="fate points",
        )
    for name in effects.conditions_hindered:
        character.condition(name)
    artha = Artha(
        held.fate_points - effects.fate_points_spent + effects.fate_points_earned,
        held.persona_points - effects.persona_points_spent,
    )
    earned: tuple[str, ...] = ()
    if effects.fate_points_earned:
        # A hindering trait or lifepath pays its fate point here: the GM reads it in the result.
        earned = (f"{character.name} earns {effects.fate_points_earned} fate point(s)",)
    changes = [ArthaChange(replace(character, artha=artha), earned)]
    lifepath_known = any(lp.name == effects.lifepath for lp in character.lifepaths)
    if lifepath_known and effects.persona_points_spent:
        changes.append(
            record_persona_spent(
                changes[-1].character, effects.lifepath, effects.persona_points_spent, rules=rules
            )
        )
    if lifepath_known and effects.fate_points_spent:
        changes.append(
            record_fate_spent(changes[-1].character, effects.lifepath, effects.fate_points_spent)
        )
    for name in effects.conditions_hindered:
        changes.append(hinder_with_condition(changes[-1].character, name, rules=rules))
    if effects.clears_tax:
        changes.append(clear_tax(changes[-1].character, effects.lifepath))
    events = tuple(event for change in changes for event in change.events)
    return ArthaChange(changes[-1].character, events)


def apply_obstacle_outcome(
    character: Character,
    outcome: ObstacleOutcome,
    *,
    side: Side = Side.PLAYER,
    rules: AdvancementRules | None = None,
) -> ArthaChange:
    """After an obstacle test: apply one side's artha effects to its character."""
    for effects in outcome.effects:
        if effects.side is side:
            return apply_effects(character, effects, rules=rules)
    raise RulesError(f"this test has no {side} side", rule="obstacle test")


def apply_ability_outcome(
    character: Character, outcome: AbilityOutcome, *, rules: AdvancementRules | None = None
) -> ArthaChange:
    """After an ability test: artha effects, then the new temporary asset or the tax."""
    change = apply_effects(character, outcome.effects, rules=rules)
    if outcome.asset is not None:
        added = add_asset(change.character, outcome.asset)
    elif outcome.taxes is not None:
        added = tax_ability(change.character, outcome.test.lifepath, outcome.taxes)
    else:
        added = ArthaChange(change.character, (outcome.alternative,))
    return ArthaChange(added.character, change.events + added.events)


def add_new_lifepath(
    character: Character, name: str, setting: str, *, bridge: bool = False
) -> ArthaChange:
    """New lifepath: after a time-skip each character adds a lifepath at 3D."""
    lifepath = Lifepath(name, setting, STARTING_LIFEPATH_RATING, bridge=bridge)
    updated = replace(character, lifepaths=(*character.lifepaths, lifepath))
    return ArthaChange(updated, (f"{character.name} takes the lifepath {name}",))
