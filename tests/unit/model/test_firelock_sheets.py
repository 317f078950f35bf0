"""Firelock sheets in the campaign: new and demo records, the GM's defaults, edits and undo."""

import pytest

from gmscreen.model.commands import CommandError
from gmscreen.model.firelock import AddFirelockCharacter
from gmscreen.model.firelock import EditFirelockSheet
from gmscreen.model.firelock import RenameFirelockCharacter
from gmscreen.model.firelock import SetFirelockDefaults
from gmscreen.model.firelock import campaign_defaults
from gmscreen.model.firelock import character_sheet
from gmscreen.model.firelock import defaults_from_settings
from gmscreen.model.firelock import defaults_to_settings
from gmscreen.model.firelock import demo_firelock_records
from gmscreen.model.firelock import new_firelock_records
from gmscreen.model.firelock import repaired_sheet
from gmscreen.model.firelock import sheet_from_json
from gmscreen.model.firelock import sheet_to_json
from gmscreen.model.firelock.sheet import with_rating
from gmscreen.model.firelock.sheet import with_skill
from gmscreen.model.firelock.sheet import with_skill_renamed
from gmscreen.model.firelock.sheet import without_skill
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.session import Session
from gmscreen.model.state import Campaign
from gmscreen.model.state import Character
from gmscreen.rules.errors import RulesError
from gmscreen.rules.firelock import FirelockDefaults

KIM = 1


def demo() -> Session:
    return Session(MemoryRepository(demo_firelock_records()))


def kim(session: Session) -> Character:
    character = session.state.find(Character, KIM)
    assert character is not None
    return character


def test_a_new_campaign_is_firelock_with_the_texts_defaults_and_blank_valid_sheets() -> None:
    records = new_firelock_records("Iron Tide", [("Rhea", "Ann"), ("Tam", "Bo")])
    session = Session(MemoryRepository(records))
    state = session.state
    assert state.campaign.system == "firelock"
    assert campaign_defaults(state) == FirelockDefaults()
    pcs = state.of(Character)
    assert [(c.name, c.player) for c in pcs] == [("Rhea", "Ann"), ("Tam", "Bo")]
    sheet = character_sheet(state, pcs[0])
    assert sheet.abilities == tuple((name, 0) for name in FirelockDefaults().abilities)
    assert sheet.skills == ()


@pytest.mark.parametrize(
    ("name", "pcs", "message"),
    [(" ", [("Rhea", "")], "a campaign needs a name"), ("Tide", [(" ", "Ann")], "needs a name")],
)
def test_a_new_campaign_refuses_a_blank_name(
    name: str, pcs: list[tuple[str, str]], message: str
) -> None:
    with pytest.raises(ValueError, match=message):
        new_firelock_records(name, pcs)


def test_every_demo_sheet_is_one_the_rules_accept() -> None:
    state = demo().state
    sheets = [character_sheet(state, character) for character in state.of(Character)]
    assert sheets[0].rating("Finesse") == 6
    assert sheets[0].rating("melee") == 5


def test_the_gms_defaults_live_in_the_campaign_settings_and_a_refused_setting_falls_back() -> None:
    edited = FirelockDefaults(rating_max=6, dubious_penalty=-4, abilities=("Body", "Wits"))
    assert defaults_from_settings(defaults_to_settings(edited)) == edited
    with pytest.raises(RulesError):
        defaults_from_settings({"dubious_penalty": 2})
    records = demo_firelock_records()
    campaign = records[0]
    assert isinstance(campaign, Campaign)
    records[0] = Campaign(campaign.id, campaign.name, "firelock", {"dubious_penalty": 2})
    assert campaign_defaults(Session(MemoryRepository(records)).state) == FirelockDefaults()


def test_sheet_json_round_trips_through_the_rules_sheet() -> None:
    state = demo().state
    sheet = character_sheet(state, kim(demo()))
    assert sheet_from_json(sheet.name, sheet_to_json(sheet)) == sheet


def test_setting_a_rating_is_one_undo_step_and_undo_restores_the_exact_sheet() -> None:
    session = demo()
    before = session.state.records()
    session.execute(
        EditFirelockSheet(KIM, lambda s: with_rating(s, "Body", 7), label="set Kim's Body to 7")
    )
    assert kim(session).sheet["abilities"]["Body"] == 7
    assert session.undo_name == "set Kim's Body to 7"
    session.undo()
    assert session.state.records() == before


def test_a_rating_outside_the_gms_range_is_refused_and_changes_nothing() -> None:
    session = demo()
    before = session.state.records()
    with pytest.raises(RulesError, match="must be 0–10, not 11"):
        session.execute(EditFirelockSheet(KIM, lambda s: with_rating(s, "Body", 11), label="x"))
    assert session.state.records() == before
    assert session.undo_name is None


def test_skills_are_free_named_added_renamed_and_removed() -> None:
    session = demo()
    session.execute(EditFirelockSheet(KIM, lambda s: with_skill(s, "Lock  picking", 4), label="a"))
    assert kim(session).sheet["skills"]["Lock picking"] == 4
    session.execute(
        EditFirelockSheet(
            KIM, lambda s: with_skill_renamed(s, "lock picking", "Lockwork"), label="b"
        )
    )
    assert list(kim(session).sheet["skills"]) == ["Melee", "Sneak", "Climbing", "Lockwork"]
    session.execute(EditFirelockSheet(KIM, lambda s: without_skill(s, "Sneak"), label="c"))
    assert "Sneak" not in kim(session).sheet["skills"]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda s: with_skill(s, "melee", 2), "already has a score named melee"),
        (lambda s: with_skill(s, "Finesse", 2), "already has a score named Finesse"),
        (lambda s: with_skill(s, "  ", 2), "a skill without a name"),
        (lambda s: without_skill(s, "Body"), "Body is an ability"),
        (lambda s: with_skill_renamed(s, "Melee", "Sneak"), "already has a score named Sneak"),
    ],
)
def test_a_skill_edit_the_rules_refuse_changes_nothing(change: object, message: str) -> None:
    session = demo()
    before = session.state.records()
    with pytest.raises(RulesError, match=message):
        session.execute(EditFirelockSheet(KIM, change, label="x"))  # type: ignore[arg-type]
    assert session.state.records() == before


def test_a_sheet_the_rules_refuse_still_opens_and_the_next_edit_repairs_it() -> None:
    records = demo_firelock_records()
    records[5] = Character(
        KIM, "Kim Ashdown", sheet={"abilities": {"Body": 3, "Finesse": 14}, "skills": {"Melee": 5}}
    )
    session = Session(MemoryRepository(records))
    with pytest.raises(RulesError):
        character_sheet(session.state, kim(session))
    repaired = repaired_sheet(session.state, kim(session))
    assert repaired.rating("Body") == 3
    assert repaired.rating("Finesse") == 0  # out of range: back to blank
    assert repaired.rating("Melee") == 5
    session.execute(EditFirelockSheet(KIM, lambda s: with_rating(s, "Mind", 2), label="x"))
    assert character_sheet(session.state, kim(session)).rating("Mind") == 2


def test_adding_a_character_gives_a_blank_sheet_and_undo_removes_them() -> None:
    session = demo()
    command = AddFirelockCharacter("  Old   Maud ", kind="npc", player="ignored")
    session.execute(command)
    added = session.state.find(Character, command.character_id)
    assert added is not None
    assert (added.name, added.kind, added.player) == ("Old Maud", "npc", "")
    assert character_sheet(session.state, added).skills == ()
    session.undo()
    assert session.state.find(Character, command.character_id) is None
    with pytest.raises(CommandError):
        AddFirelockCharacter(" ")


def test_renaming_a_character_keeps_the_sheet() -> None:
    session = demo()
    sheet = kim(session).sheet
    session.execute(RenameFirelockCharacter(KIM, "Kim  Ash"))
    assert (kim(session).name, kim(session).sheet) == ("Kim Ash", sheet)


def test_the_gms_rules_options_are_one_undo_step_and_other_settings_stay() -> None:
    records = demo_firelock_records()
    campaign = records[0]
    assert isinstance(campaign, Campaign)
    records[0] = Campaign(campaign.id, campaign.name, "firelock", {"threat_per_pc": 2})
    session = Session(MemoryRepository(records))
    before = session.state.records()
    edited = FirelockDefaults(rating_max=6, untrue_bid_ends_bidding=False)
    session.execute(SetFirelockDefaults(edited))
    assert campaign_defaults(session.state) == edited
    assert session.state.campaign.settings["threat_per_pc"] == 2
    with pytest.raises(RulesError, match="must be 0–6, not 7"):
        session.execute(EditFirelockSheet(KIM, lambda s: with_rating(s, "Body", 7), label="x"))
    session.undo()
    assert session.state.records() == before
