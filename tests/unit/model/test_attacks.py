"""Attacks in the campaign: injuries by tier, avoiding them, the pools, the log, undo, scene end."""

import dataclasses
import itertools
import random
from datetime import datetime

import pytest

from gmscreen.model.commands import CommandError
from gmscreen.model.commands import EditRecord
from gmscreen.model.demo import demo_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.rfi.attacks import ATTACK_ROLL_KIND
from gmscreen.model.rfi.attacks import THREAT_AVOIDANCES
from gmscreen.model.rfi.attacks import Attack
from gmscreen.model.rfi.attacks import EndSceneCasualties
from gmscreen.model.rfi.attacks import MakeAttack
from gmscreen.model.rfi.attacks import attack_setup
from gmscreen.model.rfi.attacks import nearest_target
from gmscreen.model.rfi.attacks import scene_end_changes
from gmscreen.model.rfi.map_moves import rules_positions
from gmscreen.model.rfi.map_moves import rules_zone_map
from gmscreen.model.rfi.pools import read_pools
from gmscreen.model.rfi.tracker import condition_of
from gmscreen.model.session import Session
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.model.state import Record
from gmscreen.model.state import RollRecord
from gmscreen.model.state import Token
from gmscreen.model.state import Zone
from gmscreen.model.state import ZoneLink
from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.combat import Weapon
from gmscreen.rules.rfi.combat import prepare_attack
from gmscreen.rules.rfi.injuries import Avoidance
from gmscreen.rules.rfi.injuries import InjuryKind
from gmscreen.rules.rfi.resolution import TaskResult
from gmscreen.rules.rfi.resolution import resolve_task_from_faces
from gmscreen.rules.rfi.task import Task
from gmscreen.rules.rfi.zones import RangeBand

VEX, INES, TUSK, RAIDER, HALDANE, BROKER = 1, 2, 3, 4, 5, 6
CARGO_HOLD = 2
# Vex: Fitness 9 + Security 2 = TN 11; demo pools hold 2 momentum and 6 threat.
HIT_ONE_MOMENTUM = (3, 5)  # 2 successes against difficulty 1
HIT_NO_MOMENTUM = (3, 18)  # 1 success against difficulty 1
MISS = (15, 18)


def roll(faces: tuple[int, int], *, difficulty: int = 1) -> TaskResult:
    return resolve_task_from_faces(Task(attribute=9, skill=2, difficulty=difficulty), faces)


def clock() -> datetime:
    return datetime(2024, 5, 1, 20, 30)


def demo_session(*changed: Record) -> Session:
    records = {(type(r), r.id): r for r in demo_records(tokens=True)}
    for record in changed:
        records[(type(record), record.id)] = record
    return Session(MemoryRepository(list(records.values())))


def attack(session: Session, faces: tuple[int, int], **fields: object) -> MakeAttack:
    spec = Attack(**{"attacker_id": VEX, "target_id": RAIDER, "severity": 2, **fields})  # type: ignore[arg-type]
    command = MakeAttack(spec, roll(faces), clock=clock)
    session.execute(command)
    return command


def sheet(session: Session, character_id: int) -> dict[str, object]:
    character = session.state.find(Character, character_id)
    assert character is not None
    return character.sheet


def pools(session: Session) -> tuple[int, int]:
    held = read_pools(session.state)
    return held.momentum, held.threat


def non_rolls(session: Session) -> list[Record]:
    return [r for r in session.state.records() if not isinstance(r, RollRecord)]


def test_a_stun_hit_knocks_a_minor_npc_out_with_no_injury_and_undo_restores_everything() -> None:
    session = demo_session()
    before = non_rolls(session)
    command = attack(session, HIT_NO_MOMENTUM)
    raider = sheet(session, RAIDER)
    assert raider["defeated"] is True
    assert "dead" not in raider
    assert raider["injuries"] == []
    assert command.report is not None
    assert "Raider is knocked out" in command.report.summary
    session.undo()
    assert non_rolls(session) == before
    (logged,) = session.state.of(RollRecord)
    assert logged.kind == ATTACK_ROLL_KIND
    assert logged.undone
    assert logged.faces == HIT_NO_MOMENTUM


def test_a_deadly_hit_kills_a_minor_npc_and_adds_one_threat() -> None:
    session = demo_session()
    attack(session, HIT_NO_MOMENTUM, kind=InjuryKind.DEADLY)
    assert sheet(session, RAIDER)["dead"] is True
    assert pools(session) == (2, 7)


def test_a_deadly_miss_still_adds_threat_and_leaves_the_target_alone() -> None:
    session = demo_session()
    command = attack(session, MISS, kind=InjuryKind.DEADLY, target_id=HALDANE)
    assert command.report is not None
    assert not command.report.hit
    assert command.report.summary == (
        "Vex Marlo attacks Captain Haldane (deadly, Attack): miss; +1 threat for a deadly attack"
    )
    assert sheet(session, HALDANE) == next(
        r.sheet for r in demo_records() if isinstance(r, Character) and r.id == HALDANE
    )
    assert pools(session) == (2, 7)
    (logged,) = session.state.of(RollRecord)
    assert logged.outcome["hit"] is False


def test_protection_lowers_severity_but_never_below_one() -> None:
    session = demo_session()
    attack(session, HIT_NO_MOMENTUM, target_id=TUSK, severity=3, protection=1)
    assert sheet(session, TUSK)["injuries"] == [
        {"name": "Attack", "severity": 2, "kind": "stun", "treated": False}
    ]
    attack(session, HIT_NO_MOMENTUM, target_id=INES, severity=2, protection=5, weapon="Baton")
    assert sheet(session, INES)["injuries"] == [
        {"name": "Baton", "severity": 1, "kind": "stun", "treated": False}
    ]


def test_added_severity_is_paid_from_the_rolls_momentum_first_then_the_pool() -> None:
    session = demo_session()
    command = attack(session, HIT_ONE_MOMENTUM, target_id=TUSK, added_severity=1)
    assert sheet(session, TUSK)["injuries"][0]["severity"] == 3  # type: ignore[index]
    assert command.report is not None
    assert command.report.momentum_from_roll == 1
    assert pools(session) == (1, 6)


def test_an_npc_attacker_pays_added_severity_with_threat() -> None:
    session = demo_session()
    attack(session, HIT_NO_MOMENTUM, attacker_id=HALDANE, target_id=TUSK, added_severity=2)
    assert sheet(session, TUSK)["injuries"][0]["severity"] == 4  # type: ignore[index]
    assert pools(session) == (2, 2)


@pytest.mark.parametrize(
    ("faces", "added", "why"),
    [
        (MISS, 1, "only be raised on a hit"),
        (HIT_ONE_MOMENTUM, 3, "0–2"),
        (HIT_NO_MOMENTUM, 2, "momentum"),  # 4 momentum needed, the pool holds 2
    ],
)
def test_added_severity_the_rules_refuse_changes_nothing(
    faces: tuple[int, int], added: int, why: str
) -> None:
    session = demo_session()
    before = session.state.records()
    with pytest.raises(RulesError, match=why):
        attack(session, faces, target_id=TUSK, added_severity=added)
    assert session.state.records() == before


def test_a_player_character_avoids_injury_by_taking_stress_not_threat() -> None:
    session = demo_session()
    attack(session, HIT_NO_MOMENTUM, target_id=TUSK, severity=3, avoid=Avoidance.STRESS)
    tusk = sheet(session, TUSK)
    assert (tusk["stress"], tusk["injuries"]) == (3, [])
    assert "defeated" not in tusk
    with pytest.raises(RulesError, match="would pass the stress track"):
        attack(session, HIT_NO_MOMENTUM, target_id=TUSK, severity=3, avoid=Avoidance.STRESS)
    with pytest.raises(RulesError, match="with stress, not threat"):
        attack(session, HIT_NO_MOMENTUM, target_id=TUSK, avoid=Avoidance.THREAT)


def test_a_minor_npc_cannot_avoid_injury() -> None:
    session = demo_session()
    with pytest.raises(RulesError, match="minor NPC cannot avoid"):
        attack(session, HIT_NO_MOMENTUM, avoid=Avoidance.STRESS)


def test_a_notable_npc_has_half_the_stress_and_one_threat_avoidance_a_scene() -> None:
    session = demo_session()  # Haldane's track is 5: 2 in play
    with pytest.raises(RulesError, match="stress track"):
        attack(session, HIT_NO_MOMENTUM, target_id=HALDANE, severity=3, avoid=Avoidance.STRESS)
    attack(session, HIT_NO_MOMENTUM, target_id=HALDANE, severity=3, avoid=Avoidance.THREAT)
    assert pools(session) == (2, 3)
    assert sheet(session, HALDANE)[THREAT_AVOIDANCES] == {"scene_id": 1, "count": 1}
    with pytest.raises(RulesError, match="once per scene"):
        attack(session, HIT_NO_MOMENTUM, target_id=HALDANE, severity=1, avoid=Avoidance.THREAT)
    attack(session, HIT_NO_MOMENTUM, target_id=HALDANE, severity=2, avoid=Avoidance.STRESS)
    assert sheet(session, HALDANE)["stress"] == 2
    next_scene = dataclasses.replace(session.state.campaign, current_scene_id=2)
    later = demo_session(next_scene, session.state.find(Character, HALDANE))  # type: ignore[arg-type]
    attack(later, HIT_NO_MOMENTUM, target_id=HALDANE, severity=1, avoid=Avoidance.THREAT)
    assert sheet(later, HALDANE)[THREAT_AVOIDANCES] == {"scene_id": 2, "count": 1}


def test_a_major_npc_avoids_with_threat_only_and_only_with_enough_threat() -> None:
    session = demo_session()
    with pytest.raises(RulesError, match="with threat, not stress"):
        attack(session, HIT_NO_MOMENTUM, target_id=BROKER, avoid=Avoidance.STRESS)
    with pytest.raises(RulesError, match="threat pool holds 6"):
        attack(session, HIT_NO_MOMENTUM, target_id=BROKER, severity=7, avoid=Avoidance.THREAT)
    attack(session, HIT_NO_MOMENTUM, target_id=BROKER, severity=4, avoid=Avoidance.THREAT)
    attack(session, HIT_NO_MOMENTUM, target_id=BROKER, severity=2, avoid=Avoidance.THREAT)
    assert pools(session) == (2, 0)
    assert sheet(session, BROKER)["injuries"] == []


def test_a_deadly_injury_leaves_a_player_character_dying_on_the_tracker() -> None:
    session = demo_session()
    command = attack(session, HIT_NO_MOMENTUM, target_id=INES, kind=InjuryKind.DEADLY)
    condition = condition_of(session.state.find(Character, INES))  # type: ignore[arg-type]
    assert condition.defeated
    assert condition.dying
    assert command.report is not None
    assert "defeated and dying" in command.report.summary


def test_the_defeated_cannot_attack_nobody_attacks_themselves_and_the_dead_stay_dead() -> None:
    session = demo_session()
    attack(session, HIT_NO_MOMENTUM, kind=InjuryKind.DEADLY)
    with pytest.raises(CommandError, match="defeated"):
        attack(session, HIT_NO_MOMENTUM, attacker_id=RAIDER, target_id=VEX)
    with pytest.raises(CommandError, match="themselves"):
        attack(session, HIT_NO_MOMENTUM, target_id=VEX)
    with pytest.raises(RulesError, match="already dead"):
        attack(session, HIT_NO_MOMENTUM, attacker_id=TUSK)


def test_unspent_momentum_of_a_player_characters_roll_can_be_saved() -> None:
    session = demo_session()
    attack(session, HIT_ONE_MOMENTUM, target_id=TUSK, save_momentum=True)
    assert pools(session) == (3, 6)


def test_scene_end_kills_the_dying_and_lifts_defeat_and_stun_injuries_from_the_rest() -> None:
    session = demo_session()
    attack(session, HIT_NO_MOMENTUM, target_id=INES, kind=InjuryKind.DEADLY)
    attack(session, HIT_NO_MOMENTUM, target_id=TUSK)
    attack(session, HIT_NO_MOMENTUM, target_id=HALDANE, severity=1, avoid=Avoidance.THREAT)
    changed = {change.id for change in scene_end_changes(session.state)}
    assert changed == {INES, TUSK, HALDANE}
    command = EndSceneCasualties()
    session.execute(command)
    assert command.summary == "Dr. Ines Calder died of their injuries"
    ines, tusk = sheet(session, INES), sheet(session, TUSK)
    assert (ines["dead"], ines["defeated"]) == (True, True)
    assert (tusk["defeated"], tusk["injuries"]) == (False, [])
    assert THREAT_AVOIDANCES not in sheet(session, HALDANE)
    assert scene_end_changes(session.state) == []


def test_scene_end_spares_a_defeated_character_whose_deadly_injury_was_treated() -> None:
    session = demo_session()
    attack(session, HIT_NO_MOMENTUM, target_id=INES, kind=InjuryKind.DEADLY)
    ines = session.state.find(Character, INES)
    assert ines is not None
    treated = [{**ines.sheet["injuries"][0], "treated": True}]
    state_after = demo_session(dataclasses.replace(ines, sheet={**ines.sheet, "injuries": treated}))
    state_after.execute(EndSceneCasualties())
    after = sheet(state_after, INES)
    assert "dead" not in after
    assert after["defeated"] is False
    assert after["injuries"] == treated


def test_the_map_gives_the_range_and_cover_and_refuses_melee_out_of_reach() -> None:
    state = demo_session().state
    setup = attack_setup(state, VEX, HALDANE, melee=False)  # airlock to the catwalk
    assert setup is not None
    assert setup.band is RangeBand.LONG
    assert setup.opposed_by_cover
    with pytest.raises(RulesError, match="within reach"):
        attack_setup(state, VEX, HALDANE, melee=True)
    assert attack_setup(state, VEX, BROKER, melee=False) is None  # the Broker has no token


def random_battle(seed: int) -> CampaignState:
    """The demo on a random map of the scene: 40 zones (some in cover) joined in a chain with
    shortcuts, a few other islands, the demo's characters (one with two tokens) and objects
    (no side) scattered over it, crowded in places."""
    chance = random.Random(seed)
    kept = [r for r in demo_records(tokens=True) if not isinstance(r, Zone | ZoneLink | Token)]
    zones = [
        Zone(number, 1, f"Zone {number}", cover=chance.choice(("", "", "light")))
        for number in range(1, 41)
    ]
    pairs = {(number, number + 1) for number in range(1, 36)}  # zones 37-40: islands
    pairs |= {tuple(sorted(chance.sample(range(1, 37), 2))) for _ in range(10)}  # type: ignore[misc]
    links = [ZoneLink(number, 1, a, b) for number, (a, b) in enumerate(sorted(pairs), start=1)]
    crowded = chance.sample(range(1, 41), 4)
    characters = [VEX, INES, TUSK, RAIDER, HALDANE, VEX]  # the Broker has none; Vex two
    tokens = [
        Token(
            number,
            1,
            chance.choice(crowded),
            character_id=character,
            side="players" if character in (VEX, INES, TUSK) else "npcs",
        )
        for number, character in enumerate(characters, start=1)
    ]
    tokens += [
        Token(number, 1, chance.choice(crowded), label="Crate", side="")
        for number in range(len(tokens) + 1, len(tokens) + 6)
    ]
    return CampaignState([*kept, *zones, *links, *tokens])


def whole_map_setup(
    state: CampaignState, attacker_id: int, target_id: int, *, melee: bool
) -> object:
    """The attack set-up read from every token of the scene's map (how it was read before the
    state's indexes took its place): the set-up, or the refusal's text."""
    tokens = {t.character_id: t for t in state.of(Token) if t.map_id == 1}
    attacker, target = tokens.get(attacker_id), tokens.get(target_id)
    if attacker is None or target is None:
        return None
    positions, sides = rules_positions(state, 1)
    weapon = Weapon("weapon", 1, melee=melee)
    try:
        return prepare_attack(
            rules_zone_map(state, 1), positions, sides, str(attacker.id), str(target.id), weapon
        )
    except RulesError as error:
        return str(error)


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_the_attack_set_up_reads_the_map_as_the_whole_map_would(seed: int) -> None:
    state = random_battle(seed)
    read = []
    for attacker, target in itertools.permutations((VEX, INES, TUSK, RAIDER, HALDANE, BROKER), 2):
        for melee in (False, True):
            try:
                setup: object = attack_setup(state, attacker, target, melee=melee)
            except RulesError as error:
                setup = str(error)
            assert setup == whole_map_setup(state, attacker, target, melee=melee)
            read.append(setup)
    kinds = {type(setup).__name__ for setup in read}
    assert kinds == {"NoneType", "AttackSetup", "str"}  # no token, a set-up, a refusal


def test_an_attack_aims_at_the_nearest_enemy_on_the_map() -> None:
    session = demo_session()
    # Vex stands in the Airlock; the Raider (Engine room) and Haldane (Catwalk) are both at
    # Long range, the Broker is not on the map: a tie keeps the order given.
    assert nearest_target(session.state, VEX, [BROKER, RAIDER, HALDANE]) == RAIDER
    (haldane,) = session.state.tokens_of_character(HALDANE)
    session.execute(EditRecord("token", haldane.id, label="move Haldane", zone_id=CARGO_HOLD))
    assert nearest_target(session.state, VEX, [BROKER, RAIDER, HALDANE]) == HALDANE
    assert nearest_target(session.state, VEX, [BROKER]) == BROKER
    assert nearest_target(session.state, VEX, []) is None
