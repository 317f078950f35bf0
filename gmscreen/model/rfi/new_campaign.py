"""A new RFI: Freelancers campaign's first records: what every campaign starts with, RFI's
attributes and skills, blank sheets, and the pools (Threat 2 per player character, Fortune 3
each, no Momentum yet)."""

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
from gmscreen.rules.systems import RFI_FREELANCERS


def new_rfi_records(name: str, player_characters: tuple[tuple[str, str], ...]) -> list[Record]:
    """An RFI campaign with one season, episode and scene, its player characters and pools."""
    settings: JsonDict = {
        "attributes": list(DEFAULT_ATTRIBUTES),
        "skills": list(DEFAULT_SKILLS),
        "threat_per_pc": THREAT_PER_PLAYER_CHARACTER,
    }

    def sheet() -> JsonDict:
        return blank_sheet(DEFAULT_ATTRIBUTES, DEFAULT_SKILLS)

    records = campaign_start(
        name, RFI_FREELANCERS.id, settings, player_characters, blank_sheet=sheet
    )
    count = len(player_characters)
    records.append(Pool(1, "momentum", 0))
    records.append(Pool(2, "threat", THREAT_PER_PLAYER_CHARACTER * count))
    records.extend(
        Pool(3 + index, "fortune", FORTUNE_START, owner_id=index + 1) for index in range(count)
    )
    return records
