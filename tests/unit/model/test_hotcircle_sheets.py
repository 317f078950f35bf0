"""Hot Circle sheets in the campaign: JSON ⇄ rules, drafts, and sheet commands with undo."""

import pytest

from gmscreen.model.commands import CommandError
from gmscreen.model.hotcircle.characters import AddCharacter
from gmscreen.model.hotcircle.characters import ApplyCondition
from gmscreen.model.hotcircle.characters import AwardArtha
from gmscreen.model.hotcircle.characters import ClearCondition
from gmscreen.model.hotcircle.characters import SaveSheet
from gmscreen.model.hotcircle.characters import UpgradeAsset
from gmscreen.model.hotcircle.demo import demo_hotcircle_records
from gmscreen.model.hotcircle.sheet import blank_sheet
from gmscreen.model.hotcircle.sheet import character_from_sheet
from gmscreen.model.hotcircle.sheet import read_character
from gmscreen.model.hotcircle.sheet import sheet_problems
from gmscreen.model.hotcircle.sheet import update_sheet
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.session import Session
from gmscreen.model.state import Character
from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.character import Asset
from gmscreen.rules.hotcircle.character import Condition
from gmscreen.rules.hotcircle.tables import AssetKind
from gmscreen.rules.hotcircle.tables import Severity

ARIA, BRANN = 1, 2


@pytest.fixture
def session() -> Session:
    return Session(MemoryRepository(demo_hotcircle_records()))


def record(session: Session, character_id: int) -> Character:
    found = session.state.find(Character, character_id)
    assert found is not None
    return found


def test_a_sheet_round_trips_through_the_rules_character(session: Session) -> None:
    aria = record(session, ARIA)
    character = read_character(aria)
    assert character.player_character
    assert update_sheet(aria.sheet, character) == aria.sheet


def test_a_blank_player_character_is_unfinished_and_says_what_it_lacks() -> None:
    sheet = blank_sheet()
    character = character_from_sheet("Nova", sheet, player_character=True)
    assert not character.player_character  # held to no counts until all six are written
    problems = sheet_problems(Character(9, "Nova", "pc", sheet=sheet))
    assert "belief 1 needs a stance and a goal" in problems
    assert "instinct 3 is not written yet" in problems


def test_drafted_beliefs_survive_an_artha_award(session: Session) -> None:
    session.execute(AddCharacter("Nova", player="Ana"))
    nova = record(session, 5)
    sheet = dict(nova.sheet)
    sheet["beliefs"] = [
        {"stance": "the tide is coming", "goal": ""},
        {"stance": "", "goal": ""},
        {"stance": "", "goal": ""},
    ]
    session.execute(SaveSheet(5, sheet, label="write beliefs"))
    session.execute(AwardArtha(5, fate=1))
    nova = record(session, 5)
    assert nova.sheet["beliefs"][0]["stance"] == "the tide is coming"
    assert nova.sheet["artha"] == {"fate_points": 1, "persona_points": 0}


def test_a_sheet_the_rules_refuse_is_not_saved(session: Session) -> None:
    before = session.state.records()
    sheet = dict(record(session, ARIA).sheet)
    sheet["lifepaths"] = [dict(sheet["lifepaths"][0], rating=7), *sheet["lifepaths"][1:]]
    with pytest.raises(RulesError, match="3–6"):
        session.execute(SaveSheet(ARIA, sheet, label="edit lifepaths"))
    assert session.state.records() == before


def test_awarding_artha_is_one_undo_step(session: Session) -> None:
    before = session.state.records()
    session.execute(AwardArtha(ARIA, fate=1, persona=2))
    assert read_character(record(session, ARIA)).artha.persona_points == 3
    assert session.undo_name == "award 1 fate and 2 persona"
    session.undo()
    assert session.state.records() == before


def test_a_condition_is_applied_and_cleared(session: Session) -> None:
    session.execute(ApplyCondition(BRANN, Condition("Wounded", Severity.MAJOR)))
    brann = read_character(record(session, BRANN))
    assert brann.condition("Wounded").severity is Severity.MAJOR
    session.execute(ClearCondition(BRANN, "Wounded"))
    assert not read_character(record(session, BRANN)).conditions
    with pytest.raises(RulesError, match="not 'Wounded'"):
        session.execute(ClearCondition(BRANN, "Wounded"))


def test_an_asset_upgrades_only_with_enough_fate_noted(session: Session) -> None:
    subject = Asset(AssetKind.SUBJECT, "Tax rolls-wise", "Clerk of the Rolls")
    with pytest.raises(RulesError, match="6 fate points"):
        session.execute(UpgradeAsset(ARIA, subject))
    sheet = dict(record(session, ARIA).sheet)
    sheet["lifepaths"] = [*sheet["lifepaths"][:2], dict(sheet["lifepaths"][2], fate_spent=6)]
    session.execute(SaveSheet(ARIA, sheet, label="note fate"))
    session.execute(UpgradeAsset(ARIA, subject))
    aria = read_character(record(session, ARIA))
    assert Asset(AssetKind.WISE, "Tax rolls-wise", "Clerk of the Rolls") in aria.assets
    assert aria.lifepath("Clerk of the Rolls").fate_spent == 0


def test_a_new_npc_has_no_belief_slots_and_a_nameless_one_is_refused(session: Session) -> None:
    command = AddCharacter("Harbour guard", kind="npc", player="ignored")
    session.execute(command)
    guard = record(session, 5)
    assert (guard.kind, guard.player, guard.sheet["beliefs"]) == ("npc", "", [])
    assert sheet_problems(guard) == ()
    with pytest.raises(CommandError, match="name"):
        session.execute(AddCharacter("  "))
