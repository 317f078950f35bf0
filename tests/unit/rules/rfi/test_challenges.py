"""RFI challenges: basic, linear and gated structures, graph checks, opposition, saving."""

import json
from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.challenge_graph import Challenge
from gmscreen.rules.rfi.challenge_graph import ChallengeError
from gmscreen.rules.rfi.challenge_graph import ChallengeFormatError
from gmscreen.rules.rfi.challenge_graph import ChallengeGraphError
from gmscreen.rules.rfi.challenge_graph import DuplicateKeyTaskError
from gmscreen.rules.rfi.challenge_graph import KeyTask
from gmscreen.rules.rfi.challenge_graph import Needs
from gmscreen.rules.rfi.challenge_graph import Structure
from gmscreen.rules.rfi.challenge_graph import UnknownKeyTaskError
from gmscreen.rules.rfi.challenge_graph import UnlockCycleError
from gmscreen.rules.rfi.challenge_graph import UnreachableVictoryError
from gmscreen.rules.rfi.challenges import BranchClosing
from gmscreen.rules.rfi.challenges import ChallengeOutcome
from gmscreen.rules.rfi.challenges import ChallengeOverError
from gmscreen.rules.rfi.challenges import ChallengeRules
from gmscreen.rules.rfi.challenges import ChallengeState
from gmscreen.rules.rfi.challenges import KeyTaskStatus
from gmscreen.rules.rfi.challenges import KeyTaskUnavailableError
from gmscreen.rules.rfi.challenges import OpposedKeyTask
from gmscreen.rules.rfi.challenges import SideOutcome

AVAILABLE, LOCKED, DONE = KeyTaskStatus.AVAILABLE, KeyTaskStatus.LOCKED, KeyTaskStatus.DONE
FAILED, CLOSED = KeyTaskStatus.FAILED, KeyTaskStatus.CLOSED


def _tasks(*ids: str) -> tuple[KeyTask, ...]:
    return tuple(KeyTask(id=task_id) for task_id in ids)


def _heist() -> Challenge:
    """Case the vault, then in by the vents or by the door (not both), then crack the safe."""
    return Challenge(
        structure=Structure.GATED,
        key_tasks=(
            KeyTask(
                id="case",
                name="case the vault",
                difficulty=1,
                attributes=("Cunning",),
                skills=("Security",),
                unlocks=("vents", "door"),
            ),
            KeyTask(
                id="vents",
                name="crawl the vents",
                unlocks=("safe",),
                closes=("door",),
                difficulty=2,
            ),
            KeyTask(id="door", name="hack the door", unlocks=("safe",), closes=("vents",)),
            KeyTask(id="safe", name="crack the safe", needs=Needs.ANY, victory=True, difficulty=3),
        ),
    )


# --- basic and linear -------------------------------------------------------------------------


def test_a_basic_challenge_takes_every_key_task_in_any_order() -> None:
    state = ChallengeState.start(Challenge(key_tasks=_tasks("a", "b", "c")))
    assert state.available == ("a", "b", "c")
    state = state.attempt("c", character="ana", passed=True)
    state = state.attempt("a", character="bo", passed=True)
    assert state.outcome is ChallengeOutcome.IN_PROGRESS
    assert state.available == ("b",)
    state = state.attempt("b", character="ana", passed=True)
    assert state.outcome is ChallengeOutcome.WON
    assert state.available == ()


def test_a_failed_key_task_may_be_tried_again_by_default() -> None:
    state = ChallengeState.start(Challenge(key_tasks=_tasks("a", "b")))
    state = state.attempt("a", character="ana", passed=False)
    assert state.status("a") is AVAILABLE
    assert state.attempt("a", character="ana", passed=True).status("a") is DONE


def test_a_failure_ruled_final_loses_a_basic_challenge() -> None:
    state = ChallengeState.start(Challenge(key_tasks=_tasks("a", "b")))
    state = state.attempt("a", character="ana", passed=False, final=True)
    assert state.status("a") is FAILED
    assert state.outcome is ChallengeOutcome.LOST
    with pytest.raises(ChallengeOverError, match="over"):
        state.attempt("b", character="ana", passed=True)


def test_the_gm_can_make_every_failure_final_and_reopen_one() -> None:
    rules = ChallengeRules(failure_is_final=True)
    state = ChallengeState.start(Challenge(key_tasks=_tasks("a", "b")), rules=rules)
    state = state.attempt("a", character="ana", passed=False)
    assert state.status("a") is FAILED
    reopened = state.reopen("a")
    assert reopened.status("a") is AVAILABLE
    assert reopened.outcome is ChallengeOutcome.IN_PROGRESS


def test_a_linear_challenge_opens_each_key_task_after_the_one_before() -> None:
    challenge = Challenge(
        structure=Structure.LINEAR,
        key_tasks=(KeyTask(id="in", name="get in"), KeyTask(id="up"), KeyTask(id="out")),
    )
    state = ChallengeState.start(challenge)
    assert state.statuses() == {"in": AVAILABLE, "up": LOCKED, "out": LOCKED}
    with pytest.raises(KeyTaskUnavailableError, match="'up' is still locked: 'get in' first"):
        state.attempt("up", character="ana", passed=True)
    for task_id in ("in", "up"):
        state = state.attempt(task_id, character="ana", passed=True)
    assert state.available == ("out",)
    assert state.attempt("out", character="bo", passed=True).outcome is ChallengeOutcome.WON


def test_a_done_key_task_cannot_be_attempted_again() -> None:
    state = ChallengeState.start(Challenge(key_tasks=_tasks("a", "b")))
    state = state.attempt("a", character="ana", passed=True)
    with pytest.raises(KeyTaskUnavailableError, match="'a' is already done"):
        state.attempt("a", character="ana", passed=True)


def test_other_tasks_complete_nothing_but_are_logged() -> None:
    state = ChallengeState.start(Challenge(key_tasks=_tasks("a", "b")))
    after = state.attempt(None, character="ana", passed=True, label="create a trait: smoke")
    assert after.done == frozenset()
    assert after.attempts[-1].label == "create a trait: smoke"


def test_steps_return_new_states_and_leave_the_old_one_alone() -> None:
    state = ChallengeState.start(Challenge(key_tasks=_tasks("a", "b")))
    state.attempt("a", character="ana", passed=True)
    assert state.done == frozenset()
    assert state.attempts == ()


# --- gated ------------------------------------------------------------------------------------


def test_a_gated_challenge_runs_through_one_branch_to_victory() -> None:
    state = ChallengeState.start(_heist())
    assert state.statuses() == {"case": AVAILABLE, "vents": LOCKED, "door": LOCKED, "safe": LOCKED}
    state = state.attempt("case", character="ana", passed=True)
    assert state.available == ("vents", "door")
    state = state.attempt("door", character="bo", passed=False)
    assert state.status("vents") is AVAILABLE  # a failed branch is not yet taken
    state = state.attempt("vents", character="cy", passed=True)
    assert state.statuses() == {"case": DONE, "vents": DONE, "door": CLOSED, "safe": AVAILABLE}
    with pytest.raises(KeyTaskUnavailableError, match="'hack the door' is closed off"):
        state.attempt("door", character="bo", passed=True)
    state = state.attempt("safe", character="ana", passed=True)
    assert state.outcome is ChallengeOutcome.WON
    assert [attempt.task_id for attempt in state.attempts] == ["case", "door", "vents", "safe"]


def test_a_branch_can_close_the_others_as_soon_as_it_is_tried() -> None:
    rules = ChallengeRules(branch_closing=BranchClosing.ON_ATTEMPT)
    state = ChallengeState.start(_heist(), rules=rules)
    state = state.attempt("case", character="ana", passed=True)
    state = state.attempt("door", character="bo", passed=False)
    assert state.status("vents") is CLOSED
    assert state.status("door") is AVAILABLE


def test_key_tasks_behind_a_closed_branch_are_closed_too() -> None:
    challenge = Challenge(
        structure=Structure.GATED,
        key_tasks=(
            KeyTask(id="talk", unlocks=("deal",), closes=("fight",)),
            KeyTask(id="fight", unlocks=("loot",), closes=("talk",)),
            KeyTask(id="deal", victory=True),
            KeyTask(id="loot", victory=True),
        ),
    )
    state = ChallengeState.start(challenge).attempt("talk", character="ana", passed=True)
    assert state.statuses() == {"talk": DONE, "fight": CLOSED, "deal": AVAILABLE, "loot": CLOSED}
    assert state.outcome is ChallengeOutcome.IN_PROGRESS
    assert state.attempt("deal", character="ana", passed=True).outcome is ChallengeOutcome.WON


def test_a_gated_challenge_is_lost_when_every_victory_is_cut_off() -> None:
    challenge = Challenge(
        structure=Structure.GATED,
        key_tasks=(KeyTask(id="key", unlocks=("exit",)), KeyTask(id="exit", victory=True)),
    )
    state = ChallengeState.start(challenge).attempt(
        "key", character="ana", passed=False, final=True
    )
    assert state.status("exit") is CLOSED
    assert not state.can_still_win
    assert state.outcome is ChallengeOutcome.LOST


def test_a_key_task_needing_all_its_gates_waits_for_every_one() -> None:
    challenge = Challenge(
        structure=Structure.GATED,
        key_tasks=(
            KeyTask(id="code", unlocks=("vault",)),
            KeyTask(id="card", unlocks=("vault",)),
            KeyTask(id="vault", victory=True),
        ),
    )
    state = ChallengeState.start(challenge).attempt("code", character="ana", passed=True)
    with pytest.raises(KeyTaskUnavailableError, match="still locked: 'card' first"):
        state.attempt("vault", character="ana", passed=True)
    assert challenge.fewest_key_tasks_to_win() == 3


def test_victory_may_need_every_victory_condition() -> None:
    challenge = Challenge(
        structure=Structure.GATED,
        victory_needs=Needs.ALL,
        key_tasks=(KeyTask(id="a", victory=True), KeyTask(id="b", victory=True)),
    )
    state = ChallengeState.start(challenge).attempt("a", character="ana", passed=True)
    assert state.outcome is ChallengeOutcome.IN_PROGRESS
    assert state.attempt("b", character="ana", passed=True).outcome is ChallengeOutcome.WON


def test_one_victory_condition_of_several_wins_by_default() -> None:
    challenge = Challenge(
        structure=Structure.GATED,
        key_tasks=(KeyTask(id="a", victory=True), KeyTask(id="b", victory=True)),
    )
    state = ChallengeState.start(challenge).attempt("b", character="ana", passed=True)
    assert state.outcome is ChallengeOutcome.WON


# --- graph checks -----------------------------------------------------------------------------


def test_an_unlock_cycle_is_refused_with_its_path() -> None:
    with pytest.raises(UnlockCycleError) as raised:
        Challenge(
            structure=Structure.GATED,
            key_tasks=(
                KeyTask(id="hack door", unlocks=("find terminal",), victory=True),
                KeyTask(id="find terminal", unlocks=("hack door",)),
            ),
        )
    assert raised.value.args[0] == "key task 'hack door' unlocks itself through 'find terminal'"
    assert raised.value.task_ids == ("hack door", "find terminal")
    assert isinstance(raised.value, RulesError)


def test_a_longer_cycle_and_a_task_unlocking_itself_are_refused() -> None:
    with pytest.raises(UnlockCycleError, match="'a' unlocks itself through 'b' → 'c'"):
        Challenge(
            structure=Structure.GATED,
            key_tasks=(
                KeyTask(id="a", unlocks=("b",)),
                KeyTask(id="b", unlocks=("c",)),
                KeyTask(id="c", unlocks=("a",), victory=True),
            ),
        )
    with pytest.raises(UnlockCycleError, match=r"^key task 'a' unlocks itself \("):
        Challenge(
            structure=Structure.GATED,
            key_tasks=(KeyTask(id="a", unlocks=("a",)), KeyTask(id="b", victory=True)),
        )


def test_a_reference_to_an_unknown_key_task_is_refused() -> None:
    with pytest.raises(UnknownKeyTaskError) as raised:
        Challenge(
            structure=Structure.GATED,
            key_tasks=(
                KeyTask(id="case", unlocks=("vents",)),
                KeyTask(id="safe", victory=True, closes=("door",)),
            ),
        )
    assert raised.value.args[0] == (
        "key task 'case' unlocks 'vents', which is not a key task of this challenge"
    )
    with pytest.raises(UnknownKeyTaskError, match="'safe' closes 'door', which is not"):
        Challenge(
            structure=Structure.GATED,
            key_tasks=(KeyTask(id="case"), KeyTask(id="safe", victory=True, closes=("door",))),
        )


def test_a_victory_no_route_can_reach_is_refused() -> None:
    with pytest.raises(UnreachableVictoryError) as raised:
        Challenge(
            structure=Structure.GATED,
            key_tasks=(
                KeyTask(id="bribe", unlocks=("pass",), closes=("knock out",)),
                KeyTask(id="knock out", unlocks=("pass",), closes=("bribe",)),
                KeyTask(id="pass", name="get past the guard", victory=True),
            ),
        )
    assert raised.value.args[0].startswith(
        "victory condition 'get past the guard' can never be reached"
    )
    assert raised.value.task_ids == ("pass",)


def test_a_branch_closing_its_own_victory_is_refused() -> None:
    with pytest.raises(UnreachableVictoryError, match="'blow the wall' closes 'escape'"):
        Challenge(
            structure=Structure.GATED,
            key_tasks=(
                KeyTask(id="blow the wall", unlocks=("escape",), closes=("escape",)),
                KeyTask(id="escape", victory=True),
            ),
        )


def test_every_victory_condition_must_be_reachable_not_just_one() -> None:
    with pytest.raises(UnreachableVictoryError, match="'b'"):
        Challenge(
            structure=Structure.GATED,
            key_tasks=(
                KeyTask(id="a", victory=True),
                KeyTask(id="gate", unlocks=("b",), closes=("b",)),
                KeyTask(id="b", victory=True),
            ),
        )


def test_victories_needed_together_must_be_reachable_together() -> None:
    with pytest.raises(UnreachableVictoryError, match="can never be all reached"):
        Challenge(
            structure=Structure.GATED,
            victory_needs=Needs.ALL,
            key_tasks=(
                KeyTask(id="left", victory=True, closes=("right",)),
                KeyTask(id="right", victory=True, closes=("left",)),
            ),
        )


@pytest.mark.parametrize(
    ("key_tasks", "structure", "error", "message"),
    [
        (_tasks("a"), Structure.BASIC, ChallengeGraphError, "at least 2 key tasks, not 1"),
        (_tasks("a", "a"), Structure.BASIC, DuplicateKeyTaskError, "share the id 'a'"),
        (_tasks("a", "b"), Structure.GATED, ChallengeGraphError, "needs at least one victory"),
        (
            (KeyTask(id="a", unlocks=("b",)), KeyTask(id="b")),
            Structure.LINEAR,
            ChallengeGraphError,
            "only a gated challenge allows",
        ),
    ],
)
def test_badly_built_challenges_are_refused(
    key_tasks: tuple[KeyTask, ...], structure: Structure, error: type[Exception], message: str
) -> None:
    with pytest.raises(error, match=message):
        Challenge(key_tasks=key_tasks, structure=structure)


def test_a_key_task_is_checked_on_its_own() -> None:
    with pytest.raises(ChallengeGraphError, match="difficulty must be 0 or more, not -1"):
        KeyTask(id="a", difficulty=-1)
    with pytest.raises(ChallengeGraphError, match="'a' closes itself"):
        KeyTask(id="a", closes=("a",))
    with pytest.raises(ChallengeGraphError, match="needs an id"):
        KeyTask(id=" ")


# --- opposition -------------------------------------------------------------------------------


def _guarded() -> Challenge:
    return Challenge(key_tasks=_tasks("sneak", "grab"), direct_opposition=True, opposition="guards")


def test_direct_opposition_records_both_sides_and_the_winner_decides() -> None:
    lost = OpposedKeyTask(
        players=SideOutcome(passed=True, momentum=1),
        opposition=SideOutcome(passed=True, momentum=2, complications=1),
        players_won=False,
    )
    state = ChallengeState.start(_guarded()).attempt(
        "sneak", character="ana", opposed=lost, note="the guards raise the alarm level"
    )
    assert state.status("sneak") is AVAILABLE
    assert state.attempts[-1].opposed == lost
    assert state.attempts[-1].passed is False
    won = OpposedKeyTask(
        players=SideOutcome(passed=True), opposition=SideOutcome(passed=False), players_won=True
    )
    assert state.attempt("sneak", character="ana", opposed=won).status("sneak") is DONE


def test_direct_opposition_needs_both_sides_results() -> None:
    state = ChallengeState.start(_guarded())
    with pytest.raises(ChallengeError, match="is opposed in this challenge"):
        state.attempt("sneak", character="ana", passed=True)
    with pytest.raises(ChallengeError, match="give either"):
        state.attempt("sneak", character="ana")


def test_a_challenge_can_become_a_conflict() -> None:
    state = ChallengeState.start(_guarded()).become_conflict("the guards open fire")
    assert state.outcome is ChallengeOutcome.CONFLICT
    assert state.conflict_note == "the guards open fire"
    with pytest.raises(ChallengeOverError, match=r"over \(conflict\)"):
        state.attempt(None, character="ana", passed=True)


# --- saving -----------------------------------------------------------------------------------


def test_a_running_challenge_survives_a_json_round_trip() -> None:
    state = ChallengeState.start(_heist(), rules=ChallengeRules(failure_is_final=True))
    state = state.attempt("case", character="ana", passed=True, helpers=("bo",))
    state = state.attempt("door", character="bo", passed=False)
    saved = json.loads(json.dumps(state.to_dict()))
    restored = ChallengeState.from_dict(saved)
    assert restored == state
    assert restored.statuses() == state.statuses()


def test_damaged_saved_data_raises_a_clear_error() -> None:
    data = ChallengeState.start(_heist()).to_dict()
    del data["challenge"]["key_tasks"][0]["id"]
    with pytest.raises(ChallengeFormatError, match="saved key task is damaged"):
        ChallengeState.from_dict(data)
    with pytest.raises(ChallengeFormatError, match="newer gmscreen"):
        ChallengeState.from_dict({**ChallengeState.start(_heist()).to_dict(), "format": 99})


def test_saved_data_is_checked_like_new_data() -> None:
    data = ChallengeState.start(_heist()).to_dict()
    data["challenge"]["key_tasks"][0]["unlocks"] = ["nowhere"]
    with pytest.raises(UnknownKeyTaskError):
        ChallengeState.from_dict(data)


# --- properties -------------------------------------------------------------------------------


@st.composite
def _gated_setups(draw: st.DrawFn) -> tuple[tuple[KeyTask, ...], Needs]:
    """Small random gated key tasks; links only point forward, so there are no cycles."""
    count = draw(st.integers(min_value=2, max_value=6))
    ids = [f"t{index}" for index in range(count)]
    tasks = []
    for index, task_id in enumerate(ids):
        later = ids[index + 1 :]
        others = [other for other in ids if other != task_id]
        tasks.append(
            KeyTask(
                id=task_id,
                unlocks=tuple(draw(st.lists(st.sampled_from(later), unique=True))) if later else (),
                closes=tuple(draw(st.lists(st.sampled_from(others), unique=True, max_size=2))),
                needs=draw(st.sampled_from(Needs)),
                victory=draw(st.booleans()),
            )
        )
    return tuple(tasks), draw(st.sampled_from(Needs))


def _can_ever_do_all(state: ChallengeState, goals: frozenset[str]) -> bool:
    """Brute force: try every order of successes, by the statuses alone."""
    seen: set[frozenset[str]] = set()
    pending = [state]
    while pending:
        current = pending.pop()
        if goals <= current.done:
            return True
        if current.done in seen:
            continue
        seen.add(current.done)
        statuses = current.statuses()
        pending.extend(
            current.attempt(task_id, character="ana", passed=True)
            for task_id, status in statuses.items()
            if status is AVAILABLE and task_id != "free"
        )
    return False


@settings(max_examples=80, deadline=None)
@given(setup=_gated_setups())
def test_a_victory_is_refused_as_unreachable_only_when_it_is(
    setup: tuple[tuple[KeyTask, ...], Needs],
) -> None:
    tasks, victory_needs = setup
    goals = [task.id for task in tasks if task.victory]
    # The same tasks, none of them a victory condition, plus one that always wins.
    plain = tuple(replace(task, victory=False) for task in tasks)
    free = ChallengeState.start(
        Challenge(structure=Structure.GATED, key_tasks=(*plain, KeyTask(id="free", victory=True)))
    )
    groups = [[goal] for goal in goals] if victory_needs is Needs.ANY else [goals]
    reachable = [_can_ever_do_all(free, frozenset(group)) for group in groups if group]
    refused: ChallengeGraphError | None = None
    try:
        Challenge(structure=Structure.GATED, key_tasks=tasks, victory_needs=victory_needs)
    except ChallengeGraphError as error:
        refused = error
    if isinstance(refused, UnreachableVictoryError):
        assert not _can_ever_do_all(free, frozenset(refused.task_ids))
    elif refused is not None:
        assert not goals  # the only other refusal here: no victory condition at all
    else:
        assert all(reachable)


@settings(max_examples=60, deadline=None)
@given(setup=_gated_setups(), data=st.data())
def test_a_challenge_that_passes_its_checks_can_always_be_won(
    setup: tuple[tuple[KeyTask, ...], Needs], data: st.DataObject
) -> None:
    tasks, victory_needs = setup
    try:
        challenge = Challenge(
            structure=Structure.GATED, key_tasks=tasks, victory_needs=victory_needs
        )
    except ChallengeGraphError:
        return
    fewest = challenge.fewest_key_tasks_to_win()
    assert fewest is not None
    state = ChallengeState.start(challenge)
    while state.outcome is ChallengeOutcome.IN_PROGRESS:
        keeps_victory = [
            task_id
            for task_id in state.available
            if state.attempt(task_id, character="ana", passed=True).can_still_win
        ]
        assert keeps_victory, "the route search and the statuses disagree"
        state = state.attempt(data.draw(st.sampled_from(keeps_victory)), character="a", passed=True)
    assert state.outcome is ChallengeOutcome.WON
    assert len(state.attempts) >= fewest
