"""Each rule system's additions to the shared scene flow and player view are its own
declaration, found by its id; a system gmscreen does not know adds nothing."""

from gmscreen.model.commands import EditRecord
from gmscreen.model.demo import demo_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.player_view import player_view_of
from gmscreen.model.scene_flow import EndScene
from gmscreen.model.session import Session
from gmscreen.model.system_models import system_model
from gmscreen.rules.systems import SYSTEMS


def test_every_rule_system_declares_its_model_in_its_own_package() -> None:
    for system in SYSTEMS:
        declared = system_model(system.id)
        assert declared.id == system.id
        assert system_model(system.id) is declared  # imported once


def test_only_rfi_adds_rules_to_the_move_between_scenes() -> None:
    session = Session(MemoryRepository(demo_records()))
    for system in SYSTEMS:
        scene_rules = system_model(system.id).scene_rules
        turn = scene_rules(session.state, ending=True, new_episode=True)
        assert bool(turn.changes) == (system.id == "rfi")
        assert bool(turn.reports) == (system.id == "rfi")


def test_a_campaign_of_an_unknown_system_moves_on_with_no_systems_rules() -> None:
    session = Session(MemoryRepository(demo_records()))
    campaign = session.state.campaign
    session.execute(EditRecord("campaign", campaign.id, label="system", system="example"))
    command = EndScene(to_next_episode=True)
    changes = session.execute(command)
    assert [change.kind for change in changes.changes] == ["campaign"]
    assert session.state.campaign.current_scene_id == 4
    assert command.reports == ()
    shown = player_view_of(session.state, show_threat=True)
    assert (shown.momentum, shown.threat, shown.turn_order) == (None, None, None)
