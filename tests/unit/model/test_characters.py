"""RFI characters: adding one with fortune, kind changes, injuries, and campaign-wide names."""

import pytest

from gmscreen.model.character_commands import characters_in_order
from gmscreen.model.commands import CommandError
from gmscreen.model.demo import demo_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.rfi.characters import AddCharacter
from gmscreen.model.rfi.characters import ChangeSheetNames
from gmscreen.model.rfi.characters import RenameAttribute
from gmscreen.model.rfi.characters import RenameSkill
from gmscreen.model.rfi.characters import SetKind
from gmscreen.model.rfi.characters import attribute_names
from gmscreen.model.rfi.characters import read_injuries
from gmscreen.model.rfi.characters import skill_names
from gmscreen.model.rfi.characters import with_injuries
from gmscreen.model.rfi.pools import fortune_key
from gmscreen.model.rfi.pools import read_pools
from gmscreen.model.rfi.sheet import attribute_of
from gmscreen.model.rfi.sheet import skill_of
from gmscreen.model.session import Session
from gmscreen.model.state import Character
from gmscreen.model.state import Pool
from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.injuries import Injury
from gmscreen.rules.rfi.injuries import InjuryKind


@pytest.fixture
def session() -> Session:
    return Session(MemoryRepository(demo_records()))


def character(session: Session, character_id: int) -> Character:
    found = session.state.find(Character, character_id)
    assert found is not None
    return found


def test_a_new_player_character_starts_with_3_fortune_and_undo_removes_both() -> None:
    session = Session(MemoryRepository(demo_records()))
    before = session.state.records()
    command = AddCharacter("Nova Reyes", player="Ana")
    session.execute(command)
    assert command.character_id == 7
    nova = character(session, 7)
    assert (nova.kind, nova.tier, nova.player) == ("pc", None, "Ana")
    assert read_pools(session.state).fortune_of(fortune_key(session.state, nova)) == 3
    assert attribute_of(nova.sheet, "Fitness") == 8
    assert skill_of(nova.sheet, "Piloting") == 1
    session.undo()
    assert session.state.records() == before


def test_a_new_npc_has_a_tier_and_no_fortune(session: Session) -> None:
    session.execute(AddCharacter("Guard", kind="npc", player="ignored"))
    guard = character(session, 7)
    assert (guard.kind, guard.tier, guard.player) == ("npc", "minor", "")
    assert not [p for p in session.state.of(Pool) if p.owner_id == 7]


def test_a_character_needs_a_name() -> None:
    with pytest.raises(CommandError, match="needs a name"):
        AddCharacter("   ")


def test_player_characters_come_before_npcs(session: Session) -> None:
    session.execute(AddCharacter("Nova"))
    names = [c.name for c in characters_in_order(session.state)]
    assert names[:4] == ["Vex Marlo", "Dr. Ines Calder", "Tusk Okafor", "Nova"]
    assert names[4:] == ["Raider", "Captain Haldane", "The Broker"]


def test_turning_a_pc_into_an_npc_takes_their_fortune_and_back_gives_3(session: Session) -> None:
    session.execute(SetKind(1, "npc", "notable"))
    vex = character(session, 1)
    assert (vex.kind, vex.tier) == ("npc", "notable")
    assert not [p for p in session.state.of(Pool) if p.owner_id == 1]
    assert session.undo_name == "make Vex Marlo a notable NPC"
    session.execute(SetKind(4, "pc"))
    raider = character(session, 4)
    assert (raider.kind, raider.tier) == ("pc", None)
    assert read_pools(session.state).fortune_of("Raider") == 3


def test_renaming_an_attribute_renames_it_on_every_sheet_and_undo_restores(
    session: Session,
) -> None:
    before = session.state.records()
    session.execute(RenameAttribute("Cunning", "Guile"))
    assert attribute_names(session.state) == ("Fitness", "Guile", "Will", "Reason")
    assert attribute_of(character(session, 1).sheet, "Guile") == 11
    assert attribute_of(character(session, 6).sheet, "Guile") == 12
    assert all("Cunning" not in c.sheet["attributes"] for c in session.state.of(Character))
    assert session.undo_name == "rename attribute Cunning to Guile"
    session.undo()
    assert session.state.records() == before


def test_renaming_a_skill_keeps_every_rating(session: Session) -> None:
    session.execute(RenameSkill("Piloting", "Flying"))
    assert skill_names(session.state) == ("Security", "Science", "Leadership", "Flying")
    assert skill_of(character(session, 1).sheet, "Flying") == 4


def test_names_can_be_swapped_added_and_removed_in_one_step(session: Session) -> None:
    session.execute(
        ChangeSheetNames(
            attributes=[("Cunning", "Fitness"), ("Fitness", "Cunning"), ("Will", "Will")],
            skills=[("Security", "Security"), (None, "Medicine")],
        )
    )
    vex = character(session, 1).sheet
    assert vex["attributes"] == {"Fitness": 11, "Cunning": 9, "Will": 8}
    assert vex["skills"] == {"Security": 2, "Medicine": 1}
    assert skill_names(session.state) == ("Security", "Medicine")


def test_duplicate_or_empty_names_are_refused() -> None:
    with pytest.raises(CommandError, match="cannot both be named"):
        ChangeSheetNames(attributes=[("Fitness", "Will"), ("Will", "will")], skills=[(None, "A")])
    with pytest.raises(CommandError, match="an attribute needs a name"):
        ChangeSheetNames(attributes=[("Fitness", " ")], skills=[(None, "A")])
    with pytest.raises(CommandError, match="at least one skill"):
        ChangeSheetNames(attributes=[("Fitness", "Fitness")], skills=[])


def test_renaming_a_name_the_campaign_lacks_is_refused(session: Session) -> None:
    with pytest.raises(CommandError, match="no attribute named Charm"):
        session.execute(RenameAttribute("Charm", "Grace"))
    assert session.undo_name is None


def test_injuries_round_trip_through_the_sheet() -> None:
    injuries = [
        Injury("Broken arm", 2, InjuryKind.DEADLY),
        Injury("Dazed", 1, InjuryKind.STUN, True),
    ]
    sheet = with_injuries({"injuries": []}, injuries)
    assert read_injuries(sheet) == injuries


def test_an_injury_below_severity_1_is_refused() -> None:
    with pytest.raises(RulesError, match="severity must be at least 1"):
        Injury("Graze", 0, InjuryKind.STUN)


def test_two_player_characters_of_one_name_keep_their_own_fortune(session: Session) -> None:
    vex = character(session, 1)
    assert fortune_key(session.state, vex) == "Vex Marlo"
    session.execute(AddCharacter("Vex Marlo", player="Ana"))  # a clone, as the story has it
    clone = character(session, 7)
    assert fortune_key(session.state, vex) == "Vex Marlo #1"
    assert fortune_key(session.state, clone) == "Vex Marlo #7"
    assert read_pools(session.state).fortune_of("Vex Marlo #7") == 3
    session.undo()
    assert fortune_key(session.state, vex) == "Vex Marlo"
