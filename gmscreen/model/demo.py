"""The demo campaign a GM sees on first start: RFI: Freelancers, a crew, an episode, NPCs."""

from __future__ import annotations

from gmscreen.model.rfi.sheet import DEFAULT_ATTRIBUTES
from gmscreen.model.rfi.sheet import DEFAULT_MAX_STRESS
from gmscreen.model.rfi.sheet import DEFAULT_SKILLS
from gmscreen.model.state import CAMPAIGN_ID
from gmscreen.model.state import Campaign
from gmscreen.model.state import Character
from gmscreen.model.state import Episode
from gmscreen.model.state import JsonDict
from gmscreen.model.state import Pool
from gmscreen.model.state import Record
from gmscreen.model.state import Scene
from gmscreen.model.state import Season
from gmscreen.model.state import Token
from gmscreen.model.state import Trait
from gmscreen.model.state import Zone
from gmscreen.model.state import ZoneLink
from gmscreen.model.state import ZoneMap

# The demo crew, one row each: name, player, attributes and skills (in the defaults' order),
# specialties, truths.
_CREW: tuple[
    tuple[str, str, tuple[int, ...], tuple[int, ...], tuple[str, ...], tuple[str, ...]], ...
] = (
    (
        "Vex Marlo",
        "Sam",
        (9, 11, 8, 10),
        (2, 1, 2, 4),
        ("Evasive manoeuvres", "Zero-g"),
        ("Owes the Broker a favour", "Never leaves crew behind"),
    ),
    (
        "Dr. Ines Calder",
        "Priya",
        (8, 10, 10, 12),
        (1, 4, 2, 1),
        ("Xenobiology", "Field surgery"),
        ("Disgraced corporate scientist",),
    ),
    (
        "Tusk Okafor",
        "Jonah",
        (12, 9, 10, 8),
        (4, 2, 1, 1),
        ("Breaching",),
        ("Ex-marine with a temper",),
    ),
)


def _sheet(attributes: tuple[int, ...], skills: tuple[int, ...], **extra: object) -> JsonDict:
    sheet: JsonDict = {
        "attributes": dict(zip(DEFAULT_ATTRIBUTES, attributes, strict=True)),
        "skills": dict(zip(DEFAULT_SKILLS, skills, strict=True)),
        "specialties": [],
        "truths": [],
        "stress": 0,
        "max_stress": DEFAULT_MAX_STRESS,
        "injuries": [],
    }
    sheet.update(extra)
    return sheet


def demo_records(*, tokens: bool = False) -> list[Record]:
    """Every record of the demo campaign, ready for a new campaign file.

    With `tokens`, the crew and two NPCs already stand on the map (the first-start demo); the
    tests build on the map without them.
    """
    campaign = Campaign(
        id=CAMPAIGN_ID,
        name="Salvage Rights",
        system="rfi",
        settings={
            "attributes": list(DEFAULT_ATTRIBUTES),
            "skills": list(DEFAULT_SKILLS),
            "threat_per_pc": 2,
        },
        current_scene_id=1,
        notes="A demo campaign: a freelance salvage crew and a derelict that is not empty.",
    )
    crew = [
        Character(
            n,
            name,
            "pc",
            player=player,
            sheet=_sheet(attributes, skills, specialties=list(specialties), truths=list(truths)),
        )
        for n, (name, player, attributes, skills, specialties, truths) in enumerate(_CREW, start=1)
    ]
    characters = [
        *crew,
        Character(4, "Raider", "npc", tier="minor", sheet=_sheet((9, 8, 8, 7), (2, 1, 1, 1))),
        Character(
            5, "Captain Haldane", "npc", tier="notable", sheet=_sheet((10, 10, 9, 9), (3, 1, 3, 2))
        ),
        Character(
            6, "The Broker", "npc", tier="major", sheet=_sheet((8, 12, 11, 11), (2, 2, 4, 1))
        ),
    ]
    structure: list[Record] = [
        Season(1, "Season 1: Dead Reckoning", 0),
        Episode(1, 1, "The Derelict", 0, notes="The crew boards the freighter Meridian."),
        Episode(2, 1, "Market Day", 1),
        Scene(1, 1, "Docking approach", 0),
        Scene(2, 1, "Cargo hold", 1),
        Scene(3, 1, "The bridge", 2),
        Scene(4, 2, "The Broker's stall", 0),
    ]
    traits = [
        Trait(1, "Derelict freighter", "location", scene_id=1),
        Trait(
            2, "Drifting debris", "situation", potency=2, scene_id=1, effect="raises the difficulty"
        ),
        Trait(3, "Emergency lighting", "situation", scene_id=1, effect="raises the difficulty"),
        Trait(4, "Raiders already aboard", "situation", visible=False, scene_id=1, notes="GM only"),
        Trait(
            5,
            "Plasma cutter",
            "equipment",
            owner_id=3,
            polarity="positive",
            effect="lowers the difficulty",
        ),
        Trait(
            6,
            "Rattled",
            "personal",
            owner_id=2,
            polarity="negative",
            scene_id=1,
            effect="raises the difficulty",
        ),
        Trait(7, "Cramped corridors", "location", scene_id=2),
    ]
    pools = [
        Pool(1, "momentum", 2),
        Pool(2, "threat", 6),
        Pool(3, "fortune", 3, owner_id=1),
        Pool(4, "fortune", 3, owner_id=2),
        Pool(5, "fortune", 3, owner_id=3),
    ]
    zone_map = ZoneMap(1, "Meridian, aft section", scene_id=1)
    zones = [
        Zone(1, 1, "Airlock", ((0, 0), (200, 0), (200, 150), (0, 150))),
        Zone(2, 1, "Cargo hold", ((220, 0), (520, 0), (520, 300), (220, 300)), terrain="stairs"),
        Zone(3, 1, "Catwalk", ((540, 0), (740, 0), (740, 120), (540, 120)), cover="light"),
        Zone(4, 1, "Engine room", ((540, 140), (740, 140), (740, 300), (540, 300)), hazard="heat"),
    ]
    links = [
        ZoneLink(1, 1, 1, 2),
        ZoneLink(2, 1, 2, 3, obstacles=("waist-high-wall",)),
        ZoneLink(3, 1, 2, 4),
        ZoneLink(4, 1, 3, 4),
    ]
    placed = [
        Token(1, 1, 1, character_id=1, label="Vex Marlo", side="players"),
        Token(2, 1, 2, character_id=3, label="Tusk Okafor", side="players"),
        Token(3, 1, 1, character_id=2, label="Dr. Ines Calder", side="players"),
        Token(4, 1, 4, character_id=4, label="Raider", side="npcs", gm_only=True),
        Token(5, 1, 3, character_id=5, label="Captain Haldane", side="npcs"),
    ]
    records = [campaign, *characters, *structure, *traits, *pools, zone_map, *zones, *links]
    if not tokens:
        return records
    # The first-start demo is mid-session: the crew on the map, a timed challenge under way.
    from gmscreen.model.rfi.scene_challenge import demo_challenge_records

    return records + placed + demo_challenge_records(tracker_id=1, scene_id=1)
