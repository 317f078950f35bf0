"""The records a brand-new campaign starts with: its settings, a first scene, the crew.

Each rule system writes its own (`SystemModel.new_records`): the start every campaign shares
(`gmscreen.model.campaign_start`) with the system's settings, sheets and pools.
"""

from __future__ import annotations

from gmscreen.model.campaign_start import campaign_start
from gmscreen.model.state import Record
from gmscreen.model.system_models import system_model
from gmscreen.rules.systems import system_by_id


def new_campaign_records(
    name: str, system: str, player_characters: tuple[tuple[str, str], ...]
) -> list[Record]:
    """A campaign with one season, episode and scene, and its player characters.

    Raises:
        ValueError: an empty name, an unknown system or an unnamed character.
    """
    if not name.strip():
        raise ValueError("a campaign needs a name")
    system_by_id(system)
    new_records = system_model(system).new_records
    if new_records is not None:
        return new_records(name, player_characters)
    return campaign_start(name, system, {}, player_characters, blank_sheet=dict)
