"""The turn tracker: alternating sides, keeping the initiative, rounds, actions, undo and JSON."""

import dataclasses
import json

import pytest
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from gmscreen.model.commands import Command
from gmscreen.model.commands import CommandError
from gmscreen.model.demo import demo_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.player_turn_order import PlayerCombatant
from gmscreen.model.rfi.fight_json import fight_from_json
from gmscreen.model.rfi.fight_json import fight_to_json
from gmscreen.model.rfi.pools import find_pool
from gmscreen.model.rfi.pools import read_pools
from gmscreen.model.rfi.tracker import NPCS
from gmscreen.model.rfi.tracker import PLAYERS
from gmscreen.model.rfi.tracker import AddCombatant
from gmscreen.model.rfi.tracker import Assist
from gmscreen.model.rfi.tracker import EndCombat
from gmscreen.model.rfi.tracker import EndRound
from gmscreen.model.rfi.tracker import KeepInitiative
from gmscreen.model.rfi.tracker import NextTurn
from gmscreen.model.rfi.tracker import Payment
from gmscreen.model.rfi.tracker import RemoveCombatant
from gmscreen.model.rfi.tracker import SetDefeated
from gmscreen.model.rfi.tracker import SetTurnsPerRound
from gmscreen.model.rfi.tracker import StartCombat
from gmscreen.model.rfi.tracker import TakeAction
from gmscreen.model.rfi.tracker import read_fight
from gmscreen.model.rfi.tracker_view import CombatantView
from gmscreen.model.rfi.tracker_view import action_choices
from gmscreen.model.rfi.tracker_view import turn_order_view
from gmscreen.model.scene_record import tracker_of
from gmscreen.model.serialize import record_from_dict
from gmscreen.model.serialize import record_to_dict
from gmscreen.model.session import Session
from gmscreen.model.state import Character
from gmscreen.model.state import Pool
from gmscreen.model.state import Tracker
from gmscreen.rules.errors import RulesError

SCENE = 1
VEX, INES, TUSK, RAIDER, HALDANE, BROKER = 1, 2, 3, 4, 5, 6
EVERYONE = (VEX, INES, TUSK, RAIDER, HALDANE, BROKER)


def fight_session(*, momentum: int = 2, threat: int = 6, first: str = PLAYERS) -> Session:
    records = demo_records()
    records = [
        dataclasses.replace(r, value={"momentum": momentum, "threat": threat}[r.name])
        if isinstance(r, Pool) and r.name in ("momentum", "threat")
        else r
        for r in records
    ]
    session = Session(MemoryRepository(records))
    session.execute(StartCombat(SCENE, EVERYONE, first_side=first))
    return session


def run(session: Session, *commands: Command) -> None:
    for command in commands:
        session.execute(command)


def momentum(session: Session) -> int:
    return read_pools(session.state).momentum


def threat(session: Session) -> int:
    return read_pools(session.state).threat


def side_to_act(session: Session) -> str | None:
    return turn_order_view(session.state, SCENE).side_to_act


def test_starting_combat_creates_the_scene_tracker_in_the_same_undo_step() -> None:
    session = Session(MemoryRepository(demo_records()))
    assert tracker_of(session.state, SCENE) is None
    session.execute(StartCombat(SCENE, EVERYONE, first_side=NPCS))
    view = turn_order_view(session.state, SCENE)
    assert view.round == 1
    assert view.side_to_act == NPCS
    assert [[c.name for c in members] for _side, members in view.sides] == [
        ["Vex Marlo", "Dr. Ines Calder", "Tusk Okafor"],
        ["Raider", "Captain Haldane", "The Broker"],
    ]
    session.undo()
    assert tracker_of(session.state, SCENE) is None
    session.redo()
    assert turn_order_view(session.state, SCENE).in_combat


def test_a_second_fight_in_the_same_scene_is_refused_until_the_first_ends() -> None:
    session = fight_session()
    with pytest.raises(CommandError, match="already under way"):
        session.execute(StartCombat(SCENE, (VEX, RAIDER)))
    session.execute(EndCombat(SCENE))
    assert not turn_order_view(session.state, SCENE).in_combat
    session.execute(StartCombat(SCENE, (VEX, RAIDER)))
    assert len(session.state.of(Tracker)) == 1  # one tracker record per scene, reused


def test_turns_alternate_between_the_sides_and_the_acting_side_picks_who_goes() -> None:
    session = fight_session()
    assert side_to_act(session) == PLAYERS
    session.execute(NextTurn(SCENE, TUSK))
    assert side_to_act(session) == NPCS
    with pytest.raises(RulesError, match="the next turn belongs to the NPCs, not the players"):
        session.execute(NextTurn(SCENE, VEX))
    session.execute(NextTurn(SCENE, HALDANE))
    view = turn_order_view(session.state, SCENE)
    assert view.side_to_act == PLAYERS
    haldane = view.find(HALDANE)
    tusk = view.find(TUSK)
    assert haldane is not None
    assert haldane.current
    assert haldane.acted
    assert tusk is not None
    assert tusk.acted
    assert not tusk.current
    assert {c.character_id for c in view.combatants if c.can_act} == {VEX, INES}


def test_next_turn_is_undone_and_redone_exactly() -> None:
    session = fight_session()
    before = read_fight(session.state, SCENE)
    session.execute(NextTurn(SCENE, VEX))
    after = read_fight(session.state, SCENE)
    session.undo()
    assert read_fight(session.state, SCENE) == before
    session.redo()
    assert read_fight(session.state, SCENE) == after


def test_keeping_the_initiative_costs_2_momentum_and_the_side_acts_again() -> None:
    session = fight_session(momentum=5)
    run(session, NextTurn(SCENE, VEX))
    command = KeepInitiative(SCENE)
    session.execute(command)
    assert momentum(session) == 3
    assert side_to_act(session) == PLAYERS
    assert command.name == "the players keep the initiative"
    assert "2 momentum spent" in command.summary
    session.undo()
    assert momentum(session) == 5
    assert side_to_act(session) == NPCS
    session.redo()
    assert momentum(session) == 3
    assert side_to_act(session) == PLAYERS


def test_a_side_cannot_keep_the_initiative_twice_in_a_row() -> None:
    session = fight_session(momentum=6)
    run(session, NextTurn(SCENE, VEX), KeepInitiative(SCENE), NextTurn(SCENE, INES))
    assert not turn_order_view(session.state, SCENE).can_keep_initiative
    with pytest.raises(RulesError, match="the players kept the initiative last time") as refused:
        session.execute(KeepInitiative(SCENE))
    assert refused.value.rule == "keep the initiative"
    assert momentum(session) == 4  # the refusal charged nothing
    assert side_to_act(session) == NPCS
    # Once the other side has taken a turn, the players may keep it again.
    session.execute(NextTurn(SCENE, RAIDER))
    assert turn_order_view(session.state, SCENE).kept_by == ()


def test_the_npcs_keep_the_initiative_with_threat() -> None:
    session = fight_session(momentum=6, threat=3, first=NPCS)
    run(session, NextTurn(SCENE, BROKER), KeepInitiative(SCENE))
    assert (momentum(session), threat(session)) == (6, 1)
    assert side_to_act(session) == NPCS


def test_the_players_may_add_threat_instead_of_spending_momentum() -> None:
    session = fight_session(momentum=0, threat=2)
    session.execute(NextTurn(SCENE, VEX))
    with pytest.raises(RulesError, match="holds 0 momentum; cannot spend 2"):
        session.execute(KeepInitiative(SCENE))
    session.execute(KeepInitiative(SCENE, payment=Payment.THREAT))
    assert (momentum(session), threat(session)) == (0, 4)


def test_ending_the_round_waits_for_everyone_then_counts_the_round() -> None:
    session = fight_session()
    run(session, NextTurn(SCENE, VEX), NextTurn(SCENE, RAIDER))
    with pytest.raises(RulesError, match=r"Dr\. Ines Calder, Tusk Okafor still to act"):
        session.execute(EndRound(SCENE))
    run(
        session,
        NextTurn(SCENE, INES),
        NextTurn(SCENE, HALDANE),
        NextTurn(SCENE, TUSK),
        NextTurn(SCENE, BROKER),
    )
    assert side_to_act(session) is None
    session.execute(EndRound(SCENE))
    view = turn_order_view(session.state, SCENE)
    assert view.round == 2
    assert not any(c.acted for c in view.combatants)
    assert view.side_to_act == PLAYERS  # the NPCs took the last turn
    session.undo()
    assert turn_order_view(session.state, SCENE).round == 1
    session.redo()
    assert turn_order_view(session.state, SCENE).round == 2


def test_the_gm_may_end_a_round_early_and_choose_who_opens_the_next() -> None:
    session = fight_session()
    session.execute(NextTurn(SCENE, VEX))
    session.execute(EndRound(SCENE, early=True, first_side=PLAYERS))
    view = turn_order_view(session.state, SCENE)
    assert (view.round, view.side_to_act) == (2, PLAYERS)


def test_a_major_npc_may_have_two_turns_a_round() -> None:
    session = fight_session()
    with pytest.raises(CommandError, match="only a major NPC"):
        session.execute(SetTurnsPerRound(SCENE, HALDANE, 2))
    session.execute(SetTurnsPerRound(SCENE, BROKER, 2))
    run(session, NextTurn(SCENE, VEX), NextTurn(SCENE, BROKER), NextTurn(SCENE, INES))
    run(session, NextTurn(SCENE, BROKER))
    broker = turn_order_view(session.state, SCENE).find(BROKER)
    assert broker is not None
    assert (broker.turns_taken, broker.turns_per_round) == (2, 2)
    with pytest.raises(RulesError, match="The Broker has no turn left this round"):
        run(session, NextTurn(SCENE, TUSK), NextTurn(SCENE, BROKER))
    session.undo()  # Tusk's turn
    session.undo()  # the Broker's second turn
    broker = turn_order_view(session.state, SCENE).find(BROKER)
    assert broker is not None
    assert broker.turns_taken == 1
    assert not broker.acted
    session.redo()
    assert turn_order_view(session.state, SCENE).find(BROKER) == dataclasses.replace(
        broker, turns_taken=2, acted=True, current=True, can_act=False
    )


def test_a_major_npcs_second_turn_brings_its_own_major_action() -> None:
    session = fight_session(threat=6, first=NPCS)
    run(session, SetTurnsPerRound(SCENE, BROKER, 2), NextTurn(SCENE, BROKER))
    run(session, TakeAction(SCENE, BROKER, "attack"), TakeAction(SCENE, BROKER, "guard"))
    assert threat(session) == 4  # the extra major action: 2 threat
    run(session, NextTurn(SCENE, VEX), NextTurn(SCENE, BROKER))
    session.execute(TakeAction(SCENE, BROKER, "attack"))
    assert threat(session) == 4


def test_an_extra_minor_action_costs_1_momentum_and_each_minor_is_once_a_turn() -> None:
    session = fight_session(momentum=3)
    run(session, NextTurn(SCENE, VEX), TakeAction(SCENE, VEX, "aim"))
    assert momentum(session) == 3
    with pytest.raises(RulesError, match="Aim was already taken this turn"):
        session.execute(TakeAction(SCENE, VEX, "aim"))
    extra = TakeAction(SCENE, VEX, "prepare")
    session.execute(extra)
    assert momentum(session) == 2
    assert "1 momentum spent" in extra.summary
    with pytest.raises(RulesError, match="only 1 extra minor action"):
        session.execute(TakeAction(SCENE, VEX, "interact"))
    vex = turn_order_view(session.state, SCENE).find(VEX)
    assert vex is not None
    assert vex.minor_actions == ("Aim", "Prepare")
    session.undo()
    assert momentum(session) == 3
    vex = turn_order_view(session.state, SCENE).find(VEX)
    assert vex is not None
    assert vex.minor_actions == ("Aim",)
    session.redo()
    assert momentum(session) == 2


def test_an_extra_major_action_costs_2_momentum_is_harder_and_a_third_is_refused() -> None:
    session = fight_session(momentum=6)
    run(session, NextTurn(SCENE, TUSK), TakeAction(SCENE, TUSK, "attack"))
    extra = TakeAction(SCENE, TUSK, "attack")
    session.execute(extra)
    assert extra.report is not None
    assert extra.report.difficulty_increase == 1
    assert momentum(session) == 4
    with pytest.raises(RulesError, match="no more than 2 major actions in a round"):
        session.execute(TakeAction(SCENE, TUSK, "guard"))


def test_actions_belong_to_the_combatant_whose_turn_it_is() -> None:
    session = fight_session()
    with pytest.raises(CommandError, match="it is not Vex Marlo's turn"):
        session.execute(TakeAction(SCENE, VEX, "aim"))
    session.execute(NextTurn(SCENE, VEX))
    choices = {c.action.id: c for c in action_choices(session.state, SCENE, VEX)}
    assert choices["aim"].refusal == ""
    assert choices["aim"].cost == 0
    assert all(c.refusal == "not their turn" for c in action_choices(session.state, SCENE, INES))
    session.execute(TakeAction(SCENE, VEX, "aim"))
    choices = {c.action.id: c for c in action_choices(session.state, SCENE, VEX)}
    assert choices["prepare"].cost == 1
    assert "already taken" in choices["aim"].refusal


def test_assisting_uses_up_the_assistants_turn() -> None:
    session = fight_session()
    run(session, NextTurn(SCENE, VEX), Assist(SCENE, TUSK))
    tusk = turn_order_view(session.state, SCENE).find(TUSK)
    assert tusk is not None
    assert tusk.acted
    assert tusk.major_actions == ("Assist",)
    assert side_to_act(session) == NPCS  # assisting is out of turn: the order is unchanged
    run(session, NextTurn(SCENE, RAIDER))
    with pytest.raises(RulesError, match="Tusk Okafor has no turn left"):
        session.execute(NextTurn(SCENE, TUSK))
    with pytest.raises(RulesError, match="Vex Marlo has already acted this round"):
        session.execute(Assist(SCENE, VEX))
    session.execute(NextTurn(SCENE, INES))
    session.undo()
    session.undo()
    session.undo()
    tusk = turn_order_view(session.state, SCENE).find(TUSK)
    assert tusk is not None
    assert not tusk.acted


def test_defeated_and_dying_come_from_the_sheet_and_the_defeated_do_not_act() -> None:
    session = fight_session()
    haldane = session.state.find(Character, HALDANE)
    assert haldane is not None
    wounded = {**haldane.sheet, "injuries": [{"name": "Burn", "severity": 2, "kind": "deadly"}]}
    session.state.put(dataclasses.replace(haldane, sheet=wounded))
    session.execute(SetDefeated(RAIDER, True))
    view = turn_order_view(session.state, SCENE)
    raider, captain = view.find(RAIDER), view.find(HALDANE)
    assert raider is not None
    assert raider.defeated
    assert not raider.dying
    assert captain is not None
    assert captain.defeated
    assert captain.dying
    session.execute(NextTurn(SCENE, VEX))
    with pytest.raises(CommandError, match="Raider is defeated"):
        session.execute(NextTurn(SCENE, RAIDER))
    # Revived by first aid: the injury stays, the character is no longer defeated or dying.
    session.execute(SetDefeated(HALDANE, False))
    captain = turn_order_view(session.state, SCENE).find(HALDANE)
    assert captain is not None
    assert not captain.defeated
    assert not captain.dying


def test_the_round_can_end_when_only_the_defeated_are_left() -> None:
    session = fight_session()
    run(session, SetDefeated(RAIDER, True), SetDefeated(HALDANE, True), SetDefeated(BROKER, True))
    run(session, NextTurn(SCENE, VEX), NextTurn(SCENE, INES), NextTurn(SCENE, TUSK))
    session.execute(EndRound(SCENE))
    assert turn_order_view(session.state, SCENE).round == 2


def test_combatants_join_and_leave_and_deleted_characters_drop_out() -> None:
    session = Session(MemoryRepository(demo_records()))
    session.execute(StartCombat(SCENE, (VEX, RAIDER)))
    with pytest.raises(CommandError, match="Vex Marlo is already in the fight"):
        session.execute(AddCombatant(SCENE, VEX))
    session.execute(AddCombatant(SCENE, BROKER, turns_per_round=2))
    broker = turn_order_view(session.state, SCENE).find(BROKER)
    assert broker is not None
    assert broker.turns_per_round == 2
    assert broker.side == NPCS
    session.execute(RemoveCombatant(SCENE, RAIDER))
    assert turn_order_view(session.state, SCENE).find(RAIDER) is None
    session.undo()
    assert turn_order_view(session.state, SCENE).find(RAIDER) is not None
    session.state.remove("character", RAIDER)
    assert turn_order_view(session.state, SCENE).find(RAIDER) is None


def test_the_fight_survives_a_round_trip_through_the_tracker_record_json() -> None:
    session = fight_session(momentum=6)
    run(
        session,
        SetTurnsPerRound(SCENE, BROKER, 2),
        NextTurn(SCENE, VEX),
        TakeAction(SCENE, VEX, "aim"),
        TakeAction(SCENE, VEX, "attack"),
        TakeAction(SCENE, VEX, "guard"),
        KeepInitiative(SCENE),
        Assist(SCENE, TUSK),
    )
    tracker = tracker_of(session.state, SCENE)
    assert tracker is not None
    text = json.dumps(record_to_dict(tracker))
    again = record_from_dict(json.loads(text))
    assert again == tracker
    assert isinstance(again, Tracker)
    fight = read_fight(session.state, SCENE)
    assert fight is not None
    assert fight_from_json(again.state) == fight
    assert fight_to_json(fight) == tracker.state


def test_a_damaged_tracker_is_reported_not_crashed_on() -> None:
    session = fight_session()
    tracker = tracker_of(session.state, SCENE)
    assert tracker is not None
    session.state.put(dataclasses.replace(tracker, state={"combatants": [{"id": "x"}]}))
    assert "cannot be read" in turn_order_view(session.state, SCENE).problem
    with pytest.raises(CommandError, match="cannot be read"):
        session.execute(NextTurn(SCENE, VEX))


def test_the_players_part_of_the_view_holds_names_and_order_only() -> None:
    session = fight_session()
    session.execute(NextTurn(SCENE, VEX))
    players = turn_order_view(session.state, SCENE).for_players()
    # "out" (defeated or dead) is what the players saw happen; dying and injuries stay GM-only.
    assert {f.name for f in dataclasses.fields(PlayerCombatant)} == {
        "name",
        "current",
        "acted",
        "out",
    }
    assert "notes" not in {f.name for f in dataclasses.fields(CombatantView)}
    assert players.sides[0] == (
        PLAYERS,
        (
            PlayerCombatant("Vex Marlo", current=True, acted=True),
            PlayerCombatant("Dr. Ines Calder", current=False, acted=False),
            PlayerCombatant("Tusk Okafor", current=False, acted=False),
        ),
    )


def test_without_a_scene_or_a_fight_commands_are_refused() -> None:
    session = Session(MemoryRepository(demo_records()))
    with pytest.raises(CommandError, match="no scene is being played"):
        session.execute(StartCombat(None, EVERYONE))
    with pytest.raises(CommandError, match="no fight is under way"):
        session.execute(NextTurn(SCENE, VEX))
    with pytest.raises(CommandError, match="nobody fights for the NPCs"):
        session.execute(StartCombat(SCENE, (VEX,), first_side=NPCS))


COMMANDS = st.sampled_from(
    [NextTurn(SCENE, who) for who in EVERYONE]
    + [KeepInitiative(SCENE), EndRound(SCENE), Assist(SCENE, TUSK), Assist(SCENE, HALDANE)]
    + [TakeAction(SCENE, who, a) for who in (VEX, RAIDER) for a in ("aim", "prepare", "attack")]
)


@settings(max_examples=40, deadline=None)
@given(st.lists(COMMANDS, max_size=12))
def test_undoing_every_tracker_command_restores_the_campaign_exactly(
    commands: list[Command],
) -> None:
    session = fight_session(momentum=4)
    start = session.state.records()
    done = 0
    for command in commands:
        try:
            session.execute(command)
            done += 1
        except (CommandError, RulesError):
            pass
    pools = [find_pool(session.state, name) for name in ("momentum", "threat")]
    assert all(pool is not None and pool.value >= 0 for pool in pools)
    for _ in range(done):
        session.undo()
    assert session.state.records() == start
