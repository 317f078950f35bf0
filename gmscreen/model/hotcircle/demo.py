"""A Hot Circle demo campaign for tests and screenshots: a salt-trade city at midwinter."""

from __future__ import annotations

from gmscreen.model.hotcircle.creation import creation_settings
from gmscreen.model.hotcircle.sheet import blank_sheet
from gmscreen.model.hotcircle.sheet import update_sheet
from gmscreen.model.state import CAMPAIGN_ID
from gmscreen.model.state import Campaign
from gmscreen.model.state import Character
from gmscreen.model.state import CharacterKind
from gmscreen.model.state import Episode
from gmscreen.model.state import Record
from gmscreen.model.state import Scene
from gmscreen.model.state import Season
from gmscreen.model.state import Tracker
from gmscreen.rules.hotcircle import character as sheet
from gmscreen.rules.hotcircle.campaign import Campaign as Creation
from gmscreen.rules.hotcircle.campaign import Faction
from gmscreen.rules.hotcircle.campaign import Power
from gmscreen.rules.hotcircle.campaign import Relation
from gmscreen.rules.hotcircle.campaign import RelationshipMap
from gmscreen.rules.hotcircle.campaign import Tie
from gmscreen.rules.hotcircle.character import InstinctForm
from gmscreen.rules.hotcircle.tables import Ability
from gmscreen.rules.hotcircle.tables import AssetKind
from gmscreen.rules.hotcircle.tables import Severity
from gmscreen.rules.systems import HOT_CIRCLE

COMPETE, COOPERATE = Relation.COMPETE, Relation.COOPERATE

FACTIONS = (
    Faction("Regency Council", "Court", Power.MAJOR),
    Faction("House Varre", "Court"),
    Faction("Salt Guild", "Harbour", Power.MAJOR),
    Faction("Tide Knives", "Harbour"),
    Faction("Veiled Choir", "Temple", Power.MAJOR),
    Faction("Marsh Wardens", "Marsh"),
)
TIES = (
    Tie("Regency Council", COMPETE, "Salt Guild", (3,)),
    Tie("Regency Council", COOPERATE, "Veiled Choir", (5,)),
    Tie("House Varre", COMPETE, "Regency Council", (1,)),
    Tie("House Varre", COOPERATE, "Tide Knives", (2, 4)),
    Tie("Salt Guild", COMPETE, "Veiled Choir", (5,)),
    Tie("Salt Guild", COOPERATE, "House Varre", (2,)),
    Tie("Tide Knives", COMPETE, "Marsh Wardens", (6,)),
    Tie("Tide Knives", COOPERATE, "Salt Guild", (3,)),
    Tie("Veiled Choir", COMPETE, "Marsh Wardens", (6,)),
    Tie("Veiled Choir", COOPERATE, "Regency Council", (1,)),
    Tie("Marsh Wardens", COMPETE, "Salt Guild", (6, 3)),
    Tie("Marsh Wardens", COOPERATE, "Veiled Choir", (5,)),
)
CREATION = Creation(
    genre="Low fantasy",
    style="Morally grey intrigue in a salt-trade city",
    settings=("Court", "Harbour", "Temple", "Marsh"),
    factions=FACTIONS,
    relationships=RelationshipMap(TIES),
    situation=(
        "The salt tax lapses at midwinter. The Salt Guild wants it gone for good; the Regency "
        "Council needs it to pay the Choir's temple guard, and House Varre has quietly sold "
        "the Guild its vote."
    ),
)


def _when(trigger: str, action: str) -> sheet.Instinct:
    return sheet.Instinct(InstinctForm.WHEN, action, trigger)


ARIA = sheet.Character(
    name="Aria Venn",
    beliefs=(
        sheet.Belief("the salt tax keeps the poor fed", "find out who bought House Varre's vote"),
        sheet.Belief("a debt is paid in full", "repay Captain Dusk before the tide festival"),
        sheet.Belief("Brann is the last honest man here", "keep his name out of Guild ledgers"),
    ),
    instincts=(
        sheet.Instinct(InstinctForm.ALWAYS, "count the exits when I enter a room"),
        sheet.Instinct(InstinctForm.NEVER, "sign my own name"),
        _when("someone lies to me", "smile and agree"),
    ),
    traits=("Quick-fingered", "Soft-spoken", "Stubborn"),
    conditions=(sheet.Condition("Tired", Severity.MINOR),),
    lifepaths=(
        sheet.Lifepath("Harbour-born", "Harbour", 3),
        sheet.Lifepath("Dock Runner", "Harbour", 3, bridge=True),
        sheet.Lifepath("Clerk of the Rolls", "Court", 4, persona_spent=2, fate_spent=3),
    ),
    assets=(
        sheet.Asset(AssetKind.GEAR, "Forged harbour pass", "Dock Runner"),
        sheet.Asset(AssetKind.WISE, "Smuggling-wise", "Dock Runner"),
        sheet.Asset(AssetKind.SUBJECT, "Tax rolls-wise", "Clerk of the Rolls"),
        sheet.Asset(AssetKind.CONTACT, "Old Mag the fence", "Dock Runner"),
    ),
    artha=sheet.Artha(fate_points=2, persona_points=1),
)
BRANN = sheet.Character(
    name="Brann Holt",
    beliefs=(
        sheet.Belief("the marsh folk are forgotten", "get a Warden a seat on the Council"),
        sheet.Belief("the Watch should answer to the law", "arrest one Tide Knife in public"),
        sheet.Belief("Aria hides something", "learn what she owes Captain Dusk"),
    ),
    instincts=(
        sheet.Instinct(InstinctForm.ALWAYS, "stand between trouble and the innocent"),
        sheet.Instinct(InstinctForm.NEVER, "take a bribe"),
        _when("I hear the marsh horn", "drop everything and answer it"),
    ),
    traits=("Broad-shouldered", "Honest", "Slow to trust"),
    lifepaths=(
        sheet.Lifepath("Marsh-born", "Marsh", 3),
        sheet.Lifepath("Warden Scout", "Marsh", 3, frozenset({Ability.CIRCLES}), bridge=True),
        sheet.Lifepath("Harbour Watchman", "Harbour", 3, persona_spent=4),
    ),
    assets=(sheet.Asset(AssetKind.SKILL, "Tracking-skill", "Warden Scout"),),
    artha=sheet.Artha(fate_points=1, persona_points=2),
)
ILSE = sheet.Character(
    name="Sister Ilse",
    beliefs=(
        sheet.Belief("the Choir has lost its way", "expose the Choir's debt to the Guild"),
        sheet.Belief("every soul can be redeemed", "bring Captain Dusk to confession"),
        sheet.Belief("knowledge is a sacred trust", "recover the burned tax-house ledger"),
    ),
    instincts=(
        sheet.Instinct(InstinctForm.ALWAYS, "listen before I speak"),
        sheet.Instinct(InstinctForm.NEVER, "break the seal of confession"),
        _when("blood is spilled", "pray for both sides aloud"),
    ),
    traits=("Devout", "Sharp-eyed", "Secretive"),
    conditions=(sheet.Condition("Hopeful", Severity.MINOR, voluntary=True),),
    lifepaths=(
        sheet.Lifepath("Temple-born", "Temple", 3),
        sheet.Lifepath("Choir Novice", "Temple", 4),
    ),
    assets=(sheet.Asset(AssetKind.FOCUS, "Calligraphy-skill", "Choir Novice"),),
    artha=sheet.Artha(fate_points=0, persona_points=3),
)
DUSK = sheet.Character(
    name="Captain Orrin Dusk",
    player_character=False,
    beliefs=(sheet.Belief("the Guild is the city", "break the salt tax by midwinter"),),
    traits=("Ruthless", "Patient"),
    lifepaths=(sheet.Lifepath("Guild Enforcer", "Harbour", 4),),
    artha=sheet.Artha(persona_points=1),
)


def _record(
    record_id: int, character: sheet.Character, kind: CharacterKind = "pc", player: str = ""
) -> Character:
    base = blank_sheet(player_character=kind == "pc")
    return Character(
        record_id,
        character.name,
        kind,
        tier="major" if kind == "npc" else None,
        player=player,
        sheet=update_sheet(base, character),
    )


def _flow(spotlight: list[int], ability: int = 0, obstacle: int = 0) -> dict[str, object]:
    return {"spotlight": spotlight, "ability_tests": ability, "obstacle_tests": obstacle}


def demo_hotcircle_records() -> list[Record]:
    """Every record of the demo campaign: three player characters, an NPC, two sessions."""
    return [
        Campaign(
            CAMPAIGN_ID,
            "The Salt Crown",
            HOT_CIRCLE.id,
            creation_settings(CREATION),
            current_scene_id=4,
            notes="A Hot Circle demo: a salt-trade city, a lapsing tax, three protagonists.",
        ),
        Season(1, "Midwinter"),
        Episode(1, 1, "Session 1", order=1),
        Episode(2, 1, "Session 2", order=2),
        Scene(1, 1, "The tax-house fire", order=1),
        Scene(2, 1, "Ambush on the marsh road", order=2),
        Scene(3, 1, "Confession at dawn", order=3),
        Scene(4, 2, "A ledger in the rain", order=1),
        _record(1, ARIA, player="Sam"),
        _record(2, BRANN, player="Priya"),
        _record(3, ILSE, player="Jo"),
        _record(4, DUSK, kind="npc"),
        Tracker(1, 1, _flow([1], obstacle=1)),
        Tracker(2, 2, _flow([2], ability=1, obstacle=1)),
        Tracker(3, 3, _flow([3, 1], ability=2)),
        Tracker(4, 4, _flow([1], ability=1)),
    ]
