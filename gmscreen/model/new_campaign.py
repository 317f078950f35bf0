"""The records a brand-new campaign starts with: its settings, a first scene, the crew."""

from __future__ import annotations

from gmscreen.model.campaign_start import campaign_start
from gmscreen.model.rfi.sheet import DEFAULT_ATTRIBUTES
from gmscreen.model.rfi.sheet import DEFAULT_SKILLS
from gmscreen.model.rfi.sheet import blank_sheet
from gmscreen.model.state import JsonDict
from gmscreen.model.state import Pool
from gmscreen.model.state import Record
from gmscreen.rules.rfi.constants import FORTUNE_START
from gmscreen.rules.rfi.constants import THREAT_PER_PLAYER_CHARACTER
from gmscreen.rules.systems import FIRELOCK
from gmscreen.rules.systems import HOT_CIRCLE
from gmscreen.rules.systems import RENAISSANCE
from gmscreen.rules.systems import RFI_FREELANCERS
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
    if system == FIRELOCK.id:
        from gmscreen.model.firelock.records import new_firelock_records

        return new_firelock_records(name, player_characters)
    if system == HOT_CIRCLE.id:
        from gmscreen.model.hotcircle.new_campaign import new_hotcircle_records

        return new_hotcircle_records(name, player_characters)
    if system == RENAISSANCE.id:
        from gmscreen.model.renaissance.records import new_renaissance_records

        return new_renaissance_records(name, player_characters)
    settings: JsonDict = {}
    if system == RFI_FREELANCERS.id:
        settings = {
            "attributes": list(DEFAULT_ATTRIBUTES),
            "skills": list(DEFAULT_SKILLS),
            "threat_per_pc": THREAT_PER_PLAYER_CHARACTER,
        }

    def sheet() -> JsonDict:
        return blank_sheet(DEFAULT_ATTRIBUTES, DEFAULT_SKILLS) if system == "rfi" else {}

    records = campaign_start(name, system, settings, player_characters, blank_sheet=sheet)
    if system == RFI_FREELANCERS.id:
        count = len(player_characters)
        records.append(Pool(1, "momentum", 0))
        records.append(Pool(2, "threat", THREAT_PER_PLAYER_CHARACTER * count))
        records.extend(
            Pool(3 + index, "fortune", FORTUNE_START, owner_id=index + 1) for index in range(count)
        )
    return records
