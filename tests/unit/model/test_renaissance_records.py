"""A new Renaissance campaign, the demo, the GM's rule options and character kinds."""

import pytest

from gmscreen.model.commands import CommandError
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.renaissance import demo_renaissance_records
from gmscreen.model.renaissance import new_renaissance_records
from gmscreen.model.renaissance.luck import luck_of
from gmscreen.model.renaissance.options import RenaissanceOptions
from gmscreen.model.renaissance.options import SetRenaissanceOptions
from gmscreen.model.renaissance.options import campaign_options
from gmscreen.model.renaissance.options import options_from_settings
from gmscreen.model.renaissance.options import options_settings
from gmscreen.model.renaissance.records import SetCharacterKind
from gmscreen.model.renaissance.sheet import read_sheet
from gmscreen.model.serialize import record_from_dict
from gmscreen.model.serialize import record_to_dict
from gmscreen.model.session import Session
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.model.state import Pool
from gmscreen.rules.renaissance import ContestOptions
from gmscreen.rules.renaissance import PercentileMethod


def test_a_new_campaign_has_a_scene_blank_sheets_and_luck_pools() -> None:
    state = CampaignState(new_renaissance_records("Ichor", (("Ven", "Ana"), ("Fire", "Bo"))))
    assert state.campaign.system == "renaissance"
    assert state.campaign.current_scene_id == 1
    assert campaign_options(state) == RenaissanceOptions()
    characters = state.of(Character)
    assert [(c.name, c.player, c.kind) for c in characters] == [
        ("Ven", "Ana", "pc"),
        ("Fire", "Bo", "pc"),
    ]
    assert all(read_sheet(c.sheet).skills == () for c in characters)
    assert [(p.name, p.owner_id, p.value) for p in state.of(Pool)] == [
        ("luck", 1, 0),
        ("luck", 2, 0),
    ]


@pytest.mark.parametrize(("name", "characters"), [(" ", ()), ("Ichor", (("", "Ana"),))])
def test_a_new_campaign_needs_names(name: str, characters: tuple[tuple[str, str], ...]) -> None:
    with pytest.raises(ValueError, match="name"):
        new_renaissance_records(name, characters)


def test_every_demo_record_survives_the_files_json_and_every_sheet_reads() -> None:
    for record in demo_renaissance_records():
        assert record_from_dict(record_to_dict(record)) == record
        if isinstance(record, Character):
            read_sheet(record.sheet)


def test_options_round_trip_through_the_campaign_settings() -> None:
    options = RenaissanceOptions(
        percentile_method=PercentileMethod.TWO_D10, contest=ContestOptions(max_rounds=5)
    )
    assert options_from_settings(options_settings(options)) == options


def test_damaged_settings_read_as_the_defaults() -> None:
    assert options_from_settings({"contest_max_rounds": "many"}) == RenaissanceOptions()
    assert options_from_settings({"percentile_method": "entered"}) == RenaissanceOptions()


def test_changing_the_options_is_one_undo_step_that_keeps_other_settings() -> None:
    session = Session(MemoryRepository(demo_renaissance_records()))
    before = session.state.records()
    session.execute(SetRenaissanceOptions(RenaissanceOptions(retry_rule=False)))
    assert campaign_options(session.state).retry_rule is False
    session.undo()
    assert session.state.records() == before


def test_an_npc_made_a_player_character_keeps_their_luck() -> None:
    session = Session(MemoryRepository(demo_renaissance_records()))
    session.execute(SetCharacterKind(1, "npc", "notable"))
    aryn = session.state.find(Character, 1)
    assert aryn is not None
    assert (aryn.kind, aryn.tier, aryn.player) == ("npc", "notable", "")
    assert luck_of(session.state, 1) == 1
    with pytest.raises(CommandError, match="no character 99"):
        session.execute(SetCharacterKind(99, "pc"))
