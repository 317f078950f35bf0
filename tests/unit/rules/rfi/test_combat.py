"""Attacks and injuries: every injury path for each tier, first aid, healing and combat spends."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gmscreen.rules.rfi.actions import MomentumCost
from gmscreen.rules.rfi.actions import SkillPair
from gmscreen.rules.rfi.combat import COMBAT_SPENDS
from gmscreen.rules.rfi.combat import AttackError
from gmscreen.rules.rfi.combat import CareError
from gmscreen.rules.rfi.combat import CareOptions
from gmscreen.rules.rfi.combat import CareTask
from gmscreen.rules.rfi.combat import Weapon
from gmscreen.rules.rfi.combat import declare_attack
from gmscreen.rules.rfi.combat import disarm_cost
from gmscreen.rules.rfi.combat import heal
from gmscreen.rules.rfi.combat import healing_progress_track
from gmscreen.rules.rfi.combat import healing_task
from gmscreen.rules.rfi.combat import prepare_attack
from gmscreen.rules.rfi.combat import reopen
from gmscreen.rules.rfi.combat import resolve_attack
from gmscreen.rules.rfi.combat import revive
from gmscreen.rules.rfi.combat import revive_task
from gmscreen.rules.rfi.combat import treat
from gmscreen.rules.rfi.combat import treat_task
from gmscreen.rules.rfi.injuries import Avoidance
from gmscreen.rules.rfi.injuries import CannotAvoidInjuryError
from gmscreen.rules.rfi.injuries import Combatant
from gmscreen.rules.rfi.injuries import Injury
from gmscreen.rules.rfi.injuries import InjuryError
from gmscreen.rules.rfi.injuries import InjuryKind
from gmscreen.rules.rfi.injuries import InjuryOptions
from gmscreen.rules.rfi.injuries import Rounding
from gmscreen.rules.rfi.injuries import Tier
from gmscreen.rules.rfi.injuries import avoidance_choices
from gmscreen.rules.rfi.injuries import end_scene
from gmscreen.rules.rfi.injuries import end_turn
from gmscreen.rules.rfi.injuries import guard
from gmscreen.rules.rfi.injuries import protected_severity
from gmscreen.rules.rfi.injuries import start_turn
from gmscreen.rules.rfi.injuries import stress_track
from gmscreen.rules.rfi.injuries import suffer_injury
from gmscreen.rules.rfi.zones import Positions
from gmscreen.rules.rfi.zones import RangeBand
from gmscreen.rules.rfi.zones import Zone
from gmscreen.rules.rfi.zones import ZoneMap

DISRUPTOR = Weapon("disruptor", 3, injury_name="Burn")
FISTS = Weapon("unarmed", 2, kinds=frozenset({InjuryKind.STUN}), melee=True)
BURN = Injury("Burn", 3, InjuryKind.DEADLY)
DAZE = Injury("Daze", 2, InjuryKind.STUN)
HERO = Combatant(max_stress=5)


def test_a_deadly_attack_adds_one_threat_and_a_stun_attack_none() -> None:
    assert declare_attack(DISRUPTOR, InjuryKind.DEADLY).threat_added == 1
    assert declare_attack(DISRUPTOR, InjuryKind.STUN).threat_added == 0
    with pytest.raises(AttackError, match="unarmed cannot inflict deadly injuries"):
        declare_attack(FISTS, InjuryKind.DEADLY)


def test_a_hit_inflicts_the_weapon_severity_and_momentum_adds_up_to_two() -> None:
    deadly = declare_attack(DISRUPTOR, InjuryKind.DEADLY)
    assert resolve_attack(deadly, passed=True).injury == BURN
    raised = resolve_attack(deadly, passed=True, added_severity=2)
    assert raised.injury is not None
    assert raised.injury.severity == 5
    assert raised.cost == MomentumCost(4)
    with pytest.raises(AttackError, match="raised by 0–2, not 3"):
        resolve_attack(deadly, passed=True, added_severity=3)


def test_a_miss_inflicts_nothing_and_cannot_buy_severity() -> None:
    stun = declare_attack(FISTS, InjuryKind.STUN)
    assert resolve_attack(stun, passed=False).injury is None
    with pytest.raises(AttackError, match="only be raised on a hit"):
        resolve_attack(stun, passed=False, added_severity=1)


@given(st.integers(1, 9), st.integers(0, 9))
def test_protection_lowers_severity_but_never_below_one(severity: int, protection: int) -> None:
    after = protected_severity(severity, protection)
    assert after == max(1, severity - protection)
    armored = Combatant(max_stress=20, protection=protection)
    outcome = suffer_injury(armored, Injury("Cut", severity, InjuryKind.STUN))
    assert outcome.injury is not None
    assert outcome.injury.severity == after


def test_an_accepted_injury_defeats_and_a_deadly_one_leaves_the_target_dying() -> None:
    outcome = suffer_injury(HERO, BURN)
    assert outcome.defeated
    assert outcome.target.injuries == (BURN,)
    assert outcome.target.defeated
    assert outcome.target.prone
    assert outcome.target.dying
    stunned = suffer_injury(HERO, DAZE).target
    assert stunned.defeated
    assert not stunned.dying


def test_a_main_character_avoids_injury_with_stress_while_the_track_allows() -> None:
    outcome = suffer_injury(HERO, BURN, avoid=Avoidance.STRESS)
    assert (outcome.stress_taken, outcome.target.stress) == (3, 3)
    assert not outcome.target.defeated
    assert outcome.target.injuries == ()
    to_the_brim = suffer_injury(outcome.target, DAZE, avoid=Avoidance.STRESS)
    assert to_the_brim.target.stress == 5
    with pytest.raises(CannotAvoidInjuryError, match="would pass the stress track"):
        suffer_injury(outcome.target, BURN, avoid=Avoidance.STRESS)
    with pytest.raises(CannotAvoidInjuryError, match="with stress, not threat"):
        suffer_injury(HERO, BURN, avoid=Avoidance.THREAT)


def test_stress_to_avoid_is_the_severity_after_protection() -> None:
    armored = Combatant(max_stress=5, protection=1)
    assert suffer_injury(armored, BURN, avoid=Avoidance.STRESS).stress_taken == 2


def test_a_minor_npc_is_knocked_out_by_stun_and_killed_by_deadly_and_cannot_avoid() -> None:
    goon = Combatant(tier=Tier.MINOR_NPC)
    out = suffer_injury(goon, DAZE)
    assert out.target.defeated
    assert not out.target.dead
    assert out.target.injuries == ()
    killed = suffer_injury(goon, BURN)
    assert killed.killed
    assert killed.target.dead
    assert avoidance_choices(goon, 1) == ()
    with pytest.raises(CannotAvoidInjuryError, match="a minor NPC cannot avoid injury"):
        suffer_injury(goon, DAZE, avoid=Avoidance.STRESS)
    with pytest.raises(InjuryError, match="already dead"):
        suffer_injury(killed.target, DAZE)


def test_notable_npcs_have_half_stress_rounded_as_the_gm_chooses() -> None:
    assert stress_track(Tier.NOTABLE_NPC, 9) == 4
    assert stress_track(Tier.NOTABLE_NPC, 9, options=InjuryOptions(Rounding.UP)) == 5
    assert stress_track(Tier.MAIN, 9) == stress_track(Tier.MAJOR_NPC, 9) == 9
    assert stress_track(Tier.MINOR_NPC, 9) == 0


def test_a_notable_npc_avoids_with_stress_or_with_threat_once_a_scene() -> None:
    lieutenant = Combatant(tier=Tier.NOTABLE_NPC, max_stress=stress_track(Tier.NOTABLE_NPC, 8))
    assert avoidance_choices(lieutenant, 3) == (Avoidance.STRESS, Avoidance.THREAT)
    assert suffer_injury(lieutenant, BURN, avoid=Avoidance.STRESS).target.stress == 3
    bought = suffer_injury(lieutenant, BURN, avoid=Avoidance.THREAT)
    assert bought.threat_spent == 3
    assert not bought.target.defeated
    assert avoidance_choices(bought.target, 3) == (Avoidance.STRESS,)
    with pytest.raises(CannotAvoidInjuryError, match="only once per scene"):
        suffer_injury(bought.target, BURN, avoid=Avoidance.THREAT)
    next_scene = end_scene(bought.target).combatant
    assert suffer_injury(next_scene, BURN, avoid=Avoidance.THREAT).threat_spent == 3


def test_a_major_npc_avoids_with_threat_as_often_as_it_is_paid() -> None:
    villain = Combatant(tier=Tier.MAJOR_NPC, max_stress=10, protection=1)
    for _ in range(3):
        outcome = suffer_injury(villain, BURN, avoid=Avoidance.THREAT)
        assert outcome.threat_spent == 2
        villain = outcome.target
    assert avoidance_choices(villain, 2) == (Avoidance.THREAT,)
    with pytest.raises(CannotAvoidInjuryError, match="threat, not stress"):
        suffer_injury(villain, BURN, avoid=Avoidance.STRESS)
    assert suffer_injury(villain, BURN).target.dying


def test_the_dying_die_at_scene_end_and_the_rest_recover() -> None:
    dying = suffer_injury(HERO, BURN).target
    ended = end_scene(dying)
    assert ended.died
    assert ended.combatant.dead
    knocked_out = end_scene(suffer_injury(HERO, DAZE).target)
    assert not knocked_out.died
    assert not knocked_out.combatant.defeated
    assert knocked_out.combatant.injuries == ()


def test_a_treated_deadly_injury_stops_the_dying_but_stays_after_the_scene() -> None:
    dying = suffer_injury(HERO, BURN).target
    tended = treat(dying, 0)
    assert tended.defeated
    assert not tended.dying
    after = end_scene(tended)
    assert not after.died
    assert after.combatant.injuries == (Injury("Burn", 3, InjuryKind.DEADLY, treated=True),)


def test_stun_injuries_go_at_the_end_of_the_next_turn_after_revival() -> None:
    stunned = suffer_injury(HERO, DAZE).target
    assert end_turn(stunned).injuries == (DAZE,)
    revived = revive(stunned)
    assert revived.prone
    assert not revived.defeated
    assert end_turn(revived).injuries == ()
    wounded = revive(suffer_injury(HERO, BURN).target)
    assert end_turn(wounded).injuries == (BURN,)


def test_guard_lasts_until_the_guarded_combatants_next_turn() -> None:
    guarded = guard(Combatant())
    assert guarded.guarded
    assert not start_turn(guarded).guarded


def test_first_aid_revives_at_difficulty_two_with_the_pair_the_gm_picks() -> None:
    dying = suffer_injury(HERO, BURN).target
    assert revive_task(dying) == CareTask(SkillPair("Will", "Science"), 2)
    cunning = CareOptions(revive_with=SkillPair("Cunning", "Science"))
    assert revive_task(dying, options=cunning).skill_pair == SkillPair("Cunning", "Science")
    assert not revive(dying).dying
    with pytest.raises(CareError, match="not defeated"):
        revive_task(HERO)
    with pytest.raises(CareError, match="the patient is dead"):
        revive_task(end_scene(dying).combatant)


def test_first_aid_treats_at_the_injury_severity_and_a_complication_reopens_it() -> None:
    hurt = suffer_injury(HERO, BURN).target
    assert treat_task(hurt, 0) == CareTask(SkillPair("Will", "Science"), 3)
    treated = treat(hurt, 0)
    assert treated.injuries[0].treated
    with pytest.raises(CareError, match="Burn is already treated"):
        treat(treated, 0)
    assert reopen(treated, 0).injuries[0] == BURN
    with pytest.raises(InjuryError, match="no injury number 2"):
        treat_task(hurt, 1)


def test_healing_takes_severity_hours_and_is_harder_untreated() -> None:
    """Healing (combat): difficulty and hours = severity; untreated, +1 difficulty and +1
    complication range, given as the final figures (the range never past 5)."""
    hurt = suffer_injury(HERO, BURN).target
    assert healing_task(hurt, 0) == CareTask(
        SkillPair("Reason", "Science"), 4, complication_range=2, hours=3
    )
    assert healing_task(hurt, 0, complication_range=5).complication_range == 5
    assert healing_task(treat(hurt, 0), 0) == CareTask(SkillPair("Reason", "Science"), 3, hours=3)
    assert heal(hurt, 0).injuries == ()


def test_many_injuries_heal_as_an_extended_task_of_three_per_injury() -> None:
    twice = suffer_injury(suffer_injury(HERO, BURN).target, DAZE).target
    assert healing_progress_track(twice) == 6
    with pytest.raises(CareError, match="no injuries"):
        healing_progress_track(HERO)


SIDES = {"kira": "crew", "thug": "raiders", "boss": "raiders"}
FIELD = ZoneMap(zones=(Zone("bar", cover_features=("crate",)), Zone("yard", cover=True)))


def test_melee_needs_reach_and_is_not_harder_for_enemies_in_reach() -> None:
    apart = Positions(zone_of={"kira": "bar", "thug": "bar"})
    with pytest.raises(AttackError, match="melee attack needs the target within reach"):
        prepare_attack(FIELD, apart, SIDES, "kira", "thug", FISTS)
    engaged = apart.enter_reach("kira", "thug")
    setup = prepare_attack(FIELD, engaged, SIDES, "kira", "thug", FISTS)
    assert (setup.band, setup.difficulty_increase, setup.opposed_by_cover) == (
        RangeBand.CLOSE,
        0,
        False,
    )


def test_shooting_with_an_enemy_in_reach_or_at_a_guarded_target_is_harder() -> None:
    engaged = Positions(zone_of={"kira": "bar", "thug": "bar", "boss": "bar"})
    engaged = engaged.enter_reach("kira", "thug")
    setup = prepare_attack(FIELD, engaged, SIDES, "kira", "boss", DISRUPTOR, target_guarded=True)
    assert setup.difficulty_increase == 2
    assert setup.difficulty == 1 + 2  # the final figure, from the usual base of 1
    hard = prepare_attack(
        FIELD, engaged, SIDES, "kira", "boss", DISRUPTOR, target_guarded=True, base_difficulty=3
    )
    assert hard.difficulty == 5
    assert setup.reasons == ("an enemy is within reach of the attacker", "the target is guarded")


def test_cover_turns_a_ranged_attack_into_an_opposed_task() -> None:
    spread = Positions(zone_of={"kira": "bar", "thug": "bar", "boss": "yard", "crate": "bar"})
    assert prepare_attack(FIELD, spread, SIDES, "kira", "boss", DISRUPTOR).opposed_by_cover
    assert not prepare_attack(FIELD, spread, SIDES, "kira", "thug", DISRUPTOR).opposed_by_cover
    hiding = spread.enter_reach("thug", "crate")
    assert prepare_attack(FIELD, hiding, SIDES, "kira", "thug", DISRUPTOR).opposed_by_cover


def test_combat_spends_are_listed_with_their_costs() -> None:
    spends = {spend.id: spend for spend in COMBAT_SPENDS}
    assert spends["keep-initiative"].cost == 2
    assert spends["keep-initiative"].immediate
    assert spends["extra-minor-action"].immediate
    assert spends["added-severity"].repeatable
    assert (spends["disarm"].cost, spends["disarm"].max_cost) == (1, 2)
    assert disarm_cost(DISRUPTOR) == MomentumCost(1)
    assert disarm_cost(Weapon("rifle", 4, two_handed=True)) == MomentumCost(2)
