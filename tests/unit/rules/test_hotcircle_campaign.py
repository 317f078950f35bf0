"""Hot Circle campaign creation: settings, factions, and the rolled relationship map."""

import pytest

from gmscreen.rules.dice import FixedDice
from gmscreen.rules.dice import SeededDice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.campaign import Campaign
from gmscreen.rules.hotcircle.campaign import Faction
from gmscreen.rules.hotcircle.campaign import Power
from gmscreen.rules.hotcircle.campaign import Relation
from gmscreen.rules.hotcircle.campaign import RelationshipMap
from gmscreen.rules.hotcircle.campaign import RelationshipRollOptions
from gmscreen.rules.hotcircle.campaign import Tie
from gmscreen.rules.hotcircle.campaign import roll_relationships

SETTINGS = ("Docks", "City", "Sea", "Court")
FACTIONS = (
    Faction("Guild", "Docks", Power.MAJOR),
    Faction("Watch", "City"),
    Faction("Pirates", "Sea", Power.MAJOR),
    Faction("Crown", "Court", Power.MAJOR),
    Faction("Cult", "City"),
)


def campaign(**changes: object) -> Campaign:
    options: dict[str, object] = {
        "genre": "swashbuckling",
        "style": "larger than life",
        "settings": SETTINGS,
        "factions": FACTIONS,
    }
    options.update(changes)
    return Campaign(**options)  # type: ignore[arg-type]


def test_a_campaign_has_four_to_six_settings() -> None:
    assert campaign().die_sides == 6
    with pytest.raises(RulesError, match="4–6 lifepath settings, not 3"):
        campaign(settings=SETTINGS[:3], factions=FACTIONS[:3])
    with pytest.raises(RulesError, match="4–6 lifepath settings, not 7"):
        campaign(settings=(*SETTINGS, "A", "B", "C"))


def test_each_setting_has_one_or_two_factions_and_at_most_one_major() -> None:
    with pytest.raises(RulesError, match="Sea has 0 factions"):
        campaign(factions=tuple(f for f in FACTIONS if f.setting != "Sea"))
    with pytest.raises(RulesError, match="City has 3 factions"):
        campaign(factions=(*FACTIONS, Faction("Beggars", "City")))
    with pytest.raises(RulesError, match="City has more than one major"):
        campaign().with_faction_power("Watch", Power.MAJOR).with_faction_power("Cult", Power.MAJOR)
    turned = campaign().with_faction_power("Watch", Power.MAJOR)
    assert turned.faction("Watch").power is Power.MAJOR


def test_each_faction_rolls_a_rival_then_an_ally_rerolling_nonsense() -> None:
    # Guild is 1, Watch 2, Pirates 3, Crown 4, Cult 5; a 6 is no faction.
    faces = [
        1, 6, 3,  # Guild: itself, no faction, then competes with Pirates
        3, 2,  # Guild: Pirates again (already its rival), then cooperates with Watch
        5, 1,  # Watch competes with Cult, cooperates with Guild
        4, 2,  # Pirates
        3, 1,  # Crown
        2, 4,  # Cult
    ]  # fmt: skip
    relationships = roll_relationships(FACTIONS, dice=FixedDice(faces))
    first, second = relationships.ties[:2]
    assert first == Tie("Guild", Relation.COMPETE, "Pirates", (1, 6, 3))
    assert second == Tie("Guild", Relation.COOPERATE, "Watch", (3, 2))
    assert relationships.target("Cult", Relation.COOPERATE) == ("Crown",)
    assert len(relationships.ties) == 10


def test_obvious_ties_are_kept_and_only_the_rest_rolled() -> None:
    noted = RelationshipMap((Tie("Crown", Relation.COMPETE, "Pirates"),))
    relationships = roll_relationships(FACTIONS, dice=SeededDice(3), noted=noted)
    assert relationships.target("Crown", Relation.COMPETE) == ("Pirates",)
    for faction in FACTIONS:
        assert len(relationships.target(faction.name, Relation.COMPETE)) == 1
        assert len(relationships.target(faction.name, Relation.COOPERATE)) == 1


def test_more_factions_than_die_faces_roll_a_bigger_die() -> None:
    many = tuple(Faction(f"F{n}", "Docks") for n in range(1, 9))
    relationships = roll_relationships(many, dice=SeededDice(1))
    rivals = {relationships.target(f.name, Relation.COMPETE)[0] for f in many}
    assert rivals <= {f.name for f in many}
    with pytest.raises(RulesError, match="no usable faction number in 3 rolls"):
        roll_relationships(
            FACTIONS,
            dice=FixedDice([1, 1, 1]),
            options=RelationshipRollOptions(max_rolls=3),
        )


def test_the_map_can_be_edited_and_flipped() -> None:
    relationships = RelationshipMap((Tie("Guild", Relation.COOPERATE, "Watch"),))
    flipped = relationships.flipped("Guild", "Watch")
    assert flipped.target("Guild", Relation.COMPETE) == ("Watch",)
    assert flipped.without_tie("Guild", "Watch").ties == ()
    with pytest.raises(RulesError, match="not both"):
        RelationshipMap(
            (Tie("Guild", Relation.COOPERATE, "Watch"), Tie("Guild", Relation.COMPETE, "Watch"))
        )
    with pytest.raises(RulesError, match="itself"):
        Tie("Guild", Relation.COMPETE, "Guild")


def test_the_map_points_out_tensions() -> None:
    relationships = RelationshipMap(
        (
            Tie("Guild", Relation.COOPERATE, "Watch"),
            Tie("Guild", Relation.COMPETE, "Pirates"),
            Tie("Watch", Relation.COOPERATE, "Pirates"),
            Tie("Watch", Relation.COMPETE, "Guild"),
        )
    )
    assert relationships.tensions() == (
        "Guild cooperates with Watch, who cooperates with Guild's rival Pirates",
        "Guild cooperates with Watch, who competes with Guild",
    )


def test_a_campaigns_map_names_only_its_factions() -> None:
    with pytest.raises(RulesError, match="unknown faction"):
        campaign(relationships=RelationshipMap((Tie("Guild", Relation.COMPETE, "Elves"),)))
