"""The records a new Hot Circle campaign starts with: session zero's decisions, the first
session and its opening scene, and the player characters with blank sheets."""

from __future__ import annotations

from gmscreen.model.hotcircle.creation import creation_settings
from gmscreen.model.hotcircle.sheet import blank_sheet
from gmscreen.model.state import (
    CAMPAIGN_ID,
    Campaign,
    Character,
    Episode,
    JsonDict,
    Record,
    Scene,
    Season,
)
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
    if not name.strip():
        raise ValueError("a campaign needs a name")
    if any(not character.strip() for character, _player in player_characters):
        raise ValueError("every player character needs a name")
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
    records: list[Record] = [
        Campaign(CAMPAIGN_ID, name.strip(), HOT_CIRCLE.id, settings, current_scene_id=1),
        Season(1, "Season 1"),
        Episode(1, 1, "Session 1"),
        Scene(1, 1, "Opening scene"),
    ]
    for index, (character, player) in enumerate(player_characters, start=1):
        records.append(
            Character(index, character.strip(), "pc", player=player.strip(), sheet=blank_sheet())
        )
    return records
