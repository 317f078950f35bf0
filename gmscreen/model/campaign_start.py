"""What every new campaign starts with, whatever its rule system: the campaign record, a first
season, episode and opening scene, and the player characters with blank sheets."""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Sequence

from gmscreen.model.state import CAMPAIGN_ID
from gmscreen.model.state import Campaign
from gmscreen.model.state import Character
from gmscreen.model.state import Episode
from gmscreen.model.state import JsonDict
from gmscreen.model.state import Record
from gmscreen.model.state import Scene
from gmscreen.model.state import Season


def check_new_campaign(name: str, player_characters: Sequence[tuple[str, str]]) -> None:
    """Refuse an empty campaign name or an unnamed character.

    Raises:
        ValueError: an empty campaign name or an unnamed character.
    """
    if not name.strip():
        raise ValueError("a campaign needs a name")
    if any(not character.strip() for character, _player in player_characters):
        raise ValueError("every player character needs a name")


def campaign_start(
    name: str,
    system: str,
    settings: JsonDict,
    player_characters: Sequence[tuple[str, str]],
    *,
    blank_sheet: Callable[[], JsonDict],
    season: str = "Season 1",
    episode: str = "Episode 1",
) -> list[Record]:
    """The campaign, its first season, episode and opening scene, and the player characters
    (name, player) with ids 1, 2, … and blank sheets.

    Raises:
        ValueError: an empty campaign name or an unnamed character.
    """
    check_new_campaign(name, player_characters)
    records: list[Record] = [
        Campaign(CAMPAIGN_ID, name.strip(), system, settings, current_scene_id=1),
        Season(1, season),
        Episode(1, 1, episode),
        Scene(1, 1, "Opening scene"),
    ]
    records.extend(
        Character(index, character.strip(), "pc", player=player.strip(), sheet=blank_sheet())
        for index, (character, player) in enumerate(player_characters, start=1)
    )
    return records
