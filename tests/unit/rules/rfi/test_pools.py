"""RFI pools: momentum cap and scene loss, threat, fortune per character, and the GM's defaults."""

from dataclasses import replace

import pytest

from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.defaults import CLASSIC_FORTUNE_SPENDS
from gmscreen.rules.rfi.defaults import DEFAULT_ATTRIBUTES
from gmscreen.rules.rfi.defaults import DEFAULT_SKILLS
from gmscreen.rules.rfi.defaults import FortuneTiming
from gmscreen.rules.rfi.defaults import RfiDefaults
from gmscreen.rules.rfi.pools import PoolLimits
from gmscreen.rules.rfi.pools import Pools
from gmscreen.rules.rfi.pools import add_fortune
from gmscreen.rules.rfi.pools import add_momentum
from gmscreen.rules.rfi.pools import add_threat
from gmscreen.rules.rfi.pools import buy_off_complication
from gmscreen.rules.rfi.pools import buy_off_npc_complication
from gmscreen.rules.rfi.pools import deadly_attack
from gmscreen.rules.rfi.pools import end_scene
from gmscreen.rules.rfi.pools import invoke_negatively
from gmscreen.rules.rfi.pools import join_character
from gmscreen.rules.rfi.pools import leave_character
from gmscreen.rules.rfi.pools import spend_fortune
from gmscreen.rules.rfi.pools import spend_momentum
from gmscreen.rules.rfi.pools import spend_threat
from gmscreen.rules.rfi.pools import start_episode
from gmscreen.rules.rfi.resolution import fail_task_voluntarily
from gmscreen.rules.rfi.task import Task

# A difficulty 2 task a player may give up on (not difficulty 0, no success at cost).
TASK = Task(attribute=8, skill=2, difficulty=2)


def party(momentum: int = 0, threat: int = 0, **fortune: int) -> Pools:
    return Pools.create(momentum=momentum, threat=threat, fortune=fortune or {"ana": 3, "bo": 3})


# Group momentum


def test_saved_momentum_fills_the_pool() -> None:
    change = add_momentum(party(momentum=2), 3)
    assert change.pools.momentum == 5
    assert change.momentum_change == 3
    assert change.momentum_lost == 0


def test_momentum_past_six_is_lost_and_reported() -> None:
    change = add_momentum(party(momentum=4), 3)
    assert change.pools.momentum == 6
    assert change.momentum_lost == 1
    assert "1 lost over the cap of 6" in change.summary


def test_a_full_pool_keeps_nothing_more() -> None:
    change = add_momentum(party(momentum=6), 2)
    assert change.pools.momentum == 6
    assert change.momentum_lost == 2


def test_spending_momentum_empties_the_pool() -> None:
    assert spend_momentum(party(momentum=3), 3).pools.momentum == 0


def test_spending_more_momentum_than_the_pool_holds_is_refused() -> None:
    pools = party(momentum=2)
    with pytest.raises(RulesError, match="holds 2 momentum; cannot spend 3"):
        spend_momentum(pools, 3)
    assert pools == party(momentum=2)


def test_negative_amounts_are_refused() -> None:
    with pytest.raises(RulesError, match="cannot be negative"):
        add_momentum(party(), -1)


def test_a_scene_end_removes_one_momentum() -> None:
    assert end_scene(party(momentum=3)).pools.momentum == 2


def test_a_scene_end_with_an_empty_pool_removes_nothing() -> None:
    change = end_scene(party(momentum=0))
    assert change.pools.momentum == 0
    assert change.momentum_change == 0


def test_a_gm_can_raise_the_momentum_cap() -> None:
    pools = Pools(momentum=6, limits=PoolLimits(momentum_cap=8))
    change = add_momentum(pools, 3)
    assert (change.pools.momentum, change.momentum_lost) == (8, 1)


def test_pools_outside_their_limits_cannot_exist() -> None:
    with pytest.raises(RulesError, match="momentum must be 0–6, not 7"):
        Pools(momentum=7)
    with pytest.raises(RulesError, match="threat cannot be negative"):
        Pools(threat=-1)
    with pytest.raises(RulesError, match="ana's fortune must be 0–5, not 6"):
        Pools.create(fortune={"ana": 6})


# Threat


def test_threat_has_no_cap() -> None:
    assert add_threat(party(threat=40), 25).pools.threat == 65


def test_the_gm_cannot_spend_threat_the_pool_lacks() -> None:
    pools = party(threat=1)
    with pytest.raises(RulesError, match="holds 1; cannot spend 2"):
        spend_threat(pools, 2)
    assert pools.threat == 1


def test_an_episode_starts_with_two_threat_per_player_character() -> None:
    change = start_episode(party(momentum=4, threat=9), ["ana", "bo", "cy"], threat_per_character=2)
    assert change.pools.threat == 6
    assert [change.pools.fortune_of(pc) for pc in ("ana", "bo", "cy")] == [3, 3, 3]
    assert change.pools.momentum == 4


def test_the_gm_adjusts_the_starting_threat() -> None:
    pcs = ["ana", "bo"]
    assert (
        start_episode(party(), pcs, threat_per_character=2, threat_adjustment=3).pools.threat == 7
    )
    assert start_episode(party(), pcs, threat_per_character=3).pools.threat == 6
    with pytest.raises(RulesError, match="leaves the threat pool at -1"):
        start_episode(party(), pcs, threat_per_character=2, threat_adjustment=-5)


def test_an_episode_start_refreshes_spent_and_full_fortune_to_three() -> None:
    change = start_episode(party(ana=0, bo=5), ["ana", "bo"], threat_per_character=2)
    assert (change.pools.fortune_of("ana"), change.pools.fortune_of("bo")) == (3, 3)


def test_a_player_buys_off_a_complication_with_two_threat() -> None:
    assert buy_off_complication(party(threat=1)).pools.threat == 3


def test_the_gm_buys_off_an_npc_complication_by_removing_two_threat() -> None:
    assert buy_off_npc_complication(party(threat=3)).pools.threat == 1


def test_an_npc_buy_off_needs_two_threat_in_the_pool() -> None:
    pools = party(threat=1)
    with pytest.raises(RulesError, match="takes 2 threat; the pool holds 1"):
        buy_off_npc_complication(pools)
    assert pools.threat == 1


def test_a_deadly_attack_adds_one_threat() -> None:
    assert deadly_attack(party(threat=2)).pools.threat == 3


# Fortune


def test_fortune_past_five_is_lost_and_reported() -> None:
    change = add_fortune(party(ana=4), "ana", 3, reason="clever plan")
    assert change.pools.fortune_of("ana") == 5
    assert change.fortune_lost == 2
    assert change.fortune_change("ana") == 1


def test_spending_fortune_records_the_reason() -> None:
    change = spend_fortune(party(ana=2), "ana", reason="Reroll the pool")
    assert change.pools.fortune_of("ana") == 1
    assert change.reason == "Reroll the pool"


def test_a_fortune_spend_without_a_reason_is_refused() -> None:
    with pytest.raises(RulesError, match="say what the fortune is spent on"):
        spend_fortune(party(), "ana", reason=" ")


def test_spending_fortune_a_character_lacks_is_refused() -> None:
    pools = party(ana=1)
    with pytest.raises(RulesError, match="ana holds 1 fortune; cannot spend 2"):
        spend_fortune(pools, "ana", 2, reason="stunt")
    assert pools.fortune_of("ana") == 1


def test_fortune_for_an_unknown_character_is_refused() -> None:
    with pytest.raises(RulesError, match="no fortune pool for character 'zed'"):
        add_fortune(party(), "zed")


def test_characters_join_and_leave_with_their_fortune() -> None:
    joined = join_character(party(), "cy").pools
    assert joined.fortune_of("cy") == 3
    assert leave_character(joined, "ana").pools.character_ids == ("bo", "cy")
    with pytest.raises(RulesError, match="already holds"):
        join_character(joined, "cy")


def test_voluntary_failure_gives_the_gm_threat_and_the_character_fortune() -> None:
    # One call fails the task and returns the pools: +1 threat, +1 fortune for who gave up.
    failure = fail_task_voluntarily(TASK, party(threat=2, ana=1, bo=1), "ana")
    assert failure.result.voluntary_failure
    assert failure.pools.threat == 3
    assert failure.pools.fortune_of("ana") == 2
    assert failure.pools.fortune_of("bo") == 1


def test_voluntary_failure_at_the_fortune_cap_still_adds_threat() -> None:
    change = fail_task_voluntarily(TASK, party(threat=0, ana=5), "ana").change
    assert (change.pools.threat, change.pools.fortune_of("ana"), change.fortune_lost) == (1, 5, 1)


def test_voluntary_failure_is_refused_at_difficulty_zero_and_at_a_cost() -> None:
    pools = party()
    with pytest.raises(RulesError, match="difficulty 0"):
        fail_task_voluntarily(replace(TASK, difficulty=0), pools, "ana")
    with pytest.raises(RulesError, match="succeed at cost"):
        fail_task_voluntarily(replace(TASK, success_at_cost=True), pools, "ana")
    with pytest.raises(RulesError, match="no fortune pool"):
        fail_task_voluntarily(TASK, pools, "guard")


def test_invoking_a_trait_against_yourself_earns_one_fortune() -> None:
    change = invoke_negatively(party(ana=2, bo=2), "ana", invoked="hot-headed")
    assert change.pools.fortune_of("ana") == 3
    assert change.threat_change == 0


# The GM's defaults


def test_the_defaults_carry_the_texts_numbers_and_names() -> None:
    defaults = RfiDefaults()
    assert DEFAULT_ATTRIBUTES == ("Fitness", "Cunning", "Will", "Reason")
    assert DEFAULT_SKILLS == ("Security", "Science", "Leadership", "Piloting")
    assert defaults.threat_per_player_character == 2
    assert (defaults.fortune_start, defaults.fortune_cap, defaults.momentum_cap) == (3, 5, 6)
    timings = [option.timing for option in CLASSIC_FORTUNE_SPENDS]
    assert timings == [FortuneTiming.BEFORE_ROLL, FortuneTiming.AFTER_ROLL]


def test_an_episode_started_from_edited_defaults_uses_them() -> None:
    defaults = replace(RfiDefaults(), threat_per_player_character=3, fortune_start=4, fortune_cap=6)
    pools = defaults.start_episode(defaults.empty_pools(), ["ana", "bo"]).pools
    assert pools.threat == 6
    assert pools.fortune_of("ana") == 4
    assert add_fortune(pools, "ana", 5).pools.fortune_of("ana") == 6


def test_edited_defaults_are_validated() -> None:
    defaults = RfiDefaults()
    with pytest.raises(RulesError, match="starting fortune must be 0–5, not 6"):
        replace(defaults, fortune_start=6)
    with pytest.raises(RulesError, match="two skills share a name"):
        replace(defaults, skills=(*defaults.skills, "science"))
    with pytest.raises(RulesError, match="keep at least one attribute"):
        replace(defaults, attributes=())
    assert replace(defaults, skills=(*defaults.skills, "Medicine")).skills[-1] == "Medicine"
