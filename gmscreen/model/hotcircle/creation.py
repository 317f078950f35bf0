"""What session zero decided, kept in `Campaign.settings` ⇄ the rules' `Campaign`, and its edits.

The settings hold: genre, style, the lifepath settings, the factions, the relationship map (each
tie with the faces rolled for it), the situation, the die size, the lifepaths characters start
with, and when the scene flow suggests a cut.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from gmscreen.model.changes import ChangeSet
from gmscreen.model.changes import RecordChange
from gmscreen.model.commands import Command
from gmscreen.model.commands import CommandError
from gmscreen.model.commands import LabelledCommand
from gmscreen.model.state import CampaignState
from gmscreen.model.state import JsonDict
from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.campaign import Campaign
from gmscreen.rules.hotcircle.campaign import Faction
from gmscreen.rules.hotcircle.campaign import Power
from gmscreen.rules.hotcircle.campaign import Relation
from gmscreen.rules.hotcircle.campaign import RelationshipMap
from gmscreen.rules.hotcircle.campaign import Tie
from gmscreen.rules.hotcircle.session import SceneFlowOptions
from gmscreen.rules.hotcircle.tables import DEFAULT_DIE_SIDES

RULE = "campaign creation"


def relationships_json(relationships: RelationshipMap) -> list[JsonDict]:
    """The relationship map as JSON: one entry per tie, faces kept."""
    return [
        {
            "faction": tie.faction,
            "relation": tie.relation.value,
            "other": tie.other,
            "faces": list(tie.faces),
        }
        for tie in relationships.ties
    ]


def relationships_from_json(items: list[Any]) -> RelationshipMap:
    """The relationship map a settings entry holds."""
    return RelationshipMap(
        tuple(
            Tie(
                str(item["faction"]),
                Relation(item["relation"]),
                str(item["other"]),
                tuple(int(face) for face in item.get("faces", [])),
            )
            for item in items
        )
    )


def creation_settings(
    campaign: Campaign, *, scene_flow: SceneFlowOptions | None = None
) -> JsonDict:
    """The campaign settings that hold what session zero decided."""
    flow = scene_flow or SceneFlowOptions()
    return {
        "genre": campaign.genre,
        "style": campaign.style,
        "settings": list(campaign.settings),
        "factions": [
            {"name": faction.name, "setting": faction.setting, "power": faction.power.value}
            for faction in campaign.factions
        ],
        "relationships": relationships_json(campaign.relationships),
        "situation": campaign.situation,
        "die_sides": campaign.die_sides,
        "starting_lifepaths": campaign.starting_lifepaths,
        "scene_flow": {
            "cut_after_ability_tests": flow.cut_after_ability_tests,
            "cut_after_obstacle_tests": flow.cut_after_obstacle_tests,
        },
    }


def read_creation(settings: JsonDict) -> Campaign | None:
    """What session zero decided, or None when this campaign has not been through it.

    Raises:
        RulesError: the settings hold a campaign the rules refuse, or cannot be read.
    """
    if not settings.get("genre"):
        return None
    try:
        return Campaign(
            genre=str(settings["genre"]),
            style=str(settings.get("style", "")),
            settings=tuple(str(name) for name in settings.get("settings", [])),
            factions=tuple(
                Faction(str(item["name"]), str(item["setting"]), Power(item.get("power", "minor")))
                for item in settings.get("factions", [])
            ),
            relationships=relationships_from_json(list(settings.get("relationships", []))),
            situation=str(settings.get("situation", "")),
            die_sides=int(settings.get("die_sides", DEFAULT_DIE_SIDES)),
            starting_lifepaths=int(settings.get("starting_lifepaths", 3)),
        )
    except RulesError:
        raise
    except (KeyError, TypeError, ValueError) as error:
        raise RulesError(
            f"the campaign's session zero cannot be read ({error})", rule=RULE
        ) from None


def die_sides(state: CampaignState) -> int:
    """The campaign's one die size (a d6 unless the group picked another)."""
    return int(state.campaign.settings.get("die_sides", DEFAULT_DIE_SIDES))


def scene_flow_options(state: CampaignState) -> SceneFlowOptions:
    """When the GM wants a cut suggested (the text's 2 ability tests or 1 obstacle test)."""
    flow = state.campaign.settings.get("scene_flow", {})
    try:
        return SceneFlowOptions(
            cut_after_ability_tests=int(flow.get("cut_after_ability_tests", 2)),
            cut_after_obstacle_tests=int(flow.get("cut_after_obstacle_tests", 1)),
        )
    except (RulesError, TypeError, ValueError, AttributeError):
        return SceneFlowOptions()


class EditCreation(LabelledCommand):
    """Change what session zero decided (a tie flipped, a faction's power, the situation); the
    rules check the result before it is saved."""

    def __init__(self, label: str, change: Callable[[Campaign], Campaign]) -> None:
        super().__init__(label=label)
        self._change = change

    def plan(self, state: CampaignState) -> ChangeSet:
        record = state.campaign
        current = read_creation(record.settings)
        if current is None:
            raise CommandError("this campaign has not been through session zero")
        updated = self._change(current)
        settings = dict(record.settings)
        settings.update(creation_settings(updated, scene_flow=scene_flow_options(state)))
        if settings == record.settings:
            return ChangeSet()
        after = dataclasses.replace(record, settings=settings)
        return ChangeSet((RecordChange.of(record, after),))


class SetSceneFlow(Command):
    """Change when a cut is suggested (the GM's house rule)."""

    def __init__(self, options: SceneFlowOptions) -> None:
        self._options = options

    @property
    def name(self) -> str:
        return "change when to cut scenes"

    def plan(self, state: CampaignState) -> ChangeSet:
        record = state.campaign
        settings = dict(record.settings)
        settings["scene_flow"] = {
            "cut_after_ability_tests": self._options.cut_after_ability_tests,
            "cut_after_obstacle_tests": self._options.cut_after_obstacle_tests,
        }
        if settings == record.settings:
            return ChangeSet()
        return ChangeSet((RecordChange.of(record, dataclasses.replace(record, settings=settings)),))
