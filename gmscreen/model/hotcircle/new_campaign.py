"""The records a new Hot Circle campaign starts with: session zero's decisions, the first
session and its opening scene, and the player characters with blank sheets."""

from __future__ import annotations

from gmscreen.model.campaign_start import campaign_start
from gmscreen.model.campaign_start import check_new_campaign
from gmscreen.model.hotcircle.creation import creation_settings
from gmscreen.model.hotcircle.sheet import blank_sheet
from gmscreen.model.state import JsonDict
from gmscreen.model.state import Record
from gmscreen.rules.hotcircle.campaign import Campaign as Creation
from gmscreen.rules.hotcircle.session import SceneFlowOptions
from gmscreen.rules.hotcircle.tables import DEFAULT_DIE_SIDES
from gmscreen.rules.systems import HOT_CIRCLE


def new_hotcircle_records(
    name: str,
    player_characters: tuple[tuple[str, str], ...],
    creation: Creation | None = None,
) -> list[Record]:
    """A Hot Circle campaign: what session zero decided (if it was held in the wizard), one
    season, "Session 1" with an opening scene, and the player characters (name, player).

    Raises:
        ValueError: an empty campaign name or an unnamed character.
    """
    check_new_campaign(name, player_characters)
    flow = SceneFlowOptions()
    settings: JsonDict
    if creation is not None:
        settings = creation_settings(creation, scene_flow=flow)
    else:
        settings = {
            "die_sides": DEFAULT_DIE_SIDES,
            "starting_lifepaths": 3,
            "scene_flow": {
                "cut_after_ability_tests": flow.cut_after_ability_tests,
                "cut_after_obstacle_tests": flow.cut_after_obstacle_tests,
            },
        }
    return campaign_start(
        name,
        HOT_CIRCLE.id,
        settings,
        player_characters,
        blank_sheet=blank_sheet,
        episode="Session 1",
    )
