"""A Hot Circle campaign: new records, session zero's settings, the map edits, the scene flow."""

from dataclasses import replace

import pytest

from gmscreen.model.commands import CommandError
from gmscreen.model.hotcircle.creation import EditCreation
from gmscreen.model.hotcircle.creation import SetSceneFlow
from gmscreen.model.hotcircle.creation import read_creation
from gmscreen.model.hotcircle.creation import scene_flow_options
from gmscreen.model.hotcircle.demo import CREATION
from gmscreen.model.hotcircle.demo import demo_hotcircle_records
from gmscreen.model.hotcircle.flow import CutToScene
from gmscreen.model.hotcircle.flow import SetSpotlight
from gmscreen.model.hotcircle.flow import fewest_scenes
from gmscreen.model.hotcircle.flow import scene_flow
from gmscreen.model.hotcircle.flow import session_spotlight
from gmscreen.model.hotcircle.new_campaign import new_hotcircle_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.session import Session
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.model.state import Scene
from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.campaign import Power
from gmscreen.rules.hotcircle.campaign import Relation
from gmscreen.rules.hotcircle.session import SceneFlowOptions


@pytest.fixture
def session() -> Session:
    return Session(MemoryRepository(demo_hotcircle_records()))


def test_a_new_campaign_keeps_session_zero_and_blank_player_characters() -> None:
    records = new_hotcircle_records("The Salt Crown", (("Aria", "Sam"), ("Brann", "")), CREATION)
    state = CampaignState(records)
    assert state.campaign.system == "hotcircle"
    assert read_creation(state.campaign.settings) == CREATION
    aria = state.of(Character)[0]
    assert (aria.name, aria.player, len(aria.sheet["beliefs"])) == ("Aria", "Sam", 3)
    assert state.campaign.current_scene_id == 1
    with pytest.raises(ValueError, match="name"):
        new_hotcircle_records(" ", (), CREATION)


def test_a_campaign_without_session_zero_has_no_creation_to_edit() -> None:
    session = Session(MemoryRepository(new_hotcircle_records("Quick", ())))
    assert read_creation(session.state.campaign.settings) is None
    with pytest.raises(CommandError, match="session zero"):
        session.execute(EditCreation("flip", lambda c: c))


def test_flipping_a_tie_on_the_map_is_one_undo_step(session: Session) -> None:
    before = session.state.records()
    session.execute(
        EditCreation(
            "flip a tie",
            lambda c: replace(
                c, relationships=c.relationships.flipped("Salt Guild", "House Varre")
            ),
        )
    )
    creation = read_creation(session.state.campaign.settings)
    assert creation is not None
    assert creation.relationships.target("Salt Guild", Relation.COMPETE) == (
        "Veiled Choir",
        "House Varre",
    )
    session.undo()
    assert session.state.records() == before


def test_a_second_major_faction_in_a_setting_is_refused(session: Session) -> None:
    before = session.state.records()
    with pytest.raises(RulesError, match="more than one major"):
        session.execute(
            EditCreation("raise", lambda c: c.with_faction_power("House Varre", Power.MAJOR))
        )
    assert session.state.records() == before


def test_the_cut_suggestion_follows_the_gms_scene_flow_setting(session: Session) -> None:
    assert scene_flow(session.state).tally.ability_tests == 1
    assert not scene_flow(session.state).tally.should_cut(scene_flow_options(session.state))
    session.execute(SetSceneFlow(SceneFlowOptions(cut_after_ability_tests=1)))
    assert scene_flow(session.state).tally.should_cut(scene_flow_options(session.state))


def test_cutting_to_a_new_scene_moves_the_spotlight_and_counts_fresh(session: Session) -> None:
    assert [c.name for c in fewest_scenes(session.state)] == ["Brann Holt", "Sister Ilse"]
    before = session.state.records()
    command = CutToScene("Down the well", (2,))
    session.execute(command)
    state = session.state
    assert state.campaign.current_scene_id == command.scene_id
    scene = state.find(Scene, command.scene_id)
    assert scene is not None
    assert scene.episode_id == 2
    flow = scene_flow(state)
    assert (flow.spotlight, flow.tally.ability_tests, flow.tally.obstacle_tests) == ((2,), 0, 0)
    assert dict(session_spotlight(state).scenes) == {"1": 1, "2": 1, "3": 0}
    assert [c.name for c in fewest_scenes(state)] == ["Sister Ilse"]
    session.undo()
    assert session.state.records() == before


def test_the_spotlight_can_be_shared_and_unknown_characters_are_refused(
    session: Session,
) -> None:
    session.execute(SetSpotlight(4, (1, 3)))
    assert scene_flow(session.state).spotlight == (1, 3)
    assert session.undo_name == "spotlight on Aria Venn, Sister Ilse"
    with pytest.raises(CommandError, match="no character 99"):
        session.execute(SetSpotlight(4, (99,)))
    with pytest.raises(CommandError, match="title"):
        session.execute(CutToScene("  ", (1,)))
