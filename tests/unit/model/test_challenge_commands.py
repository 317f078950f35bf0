"""A scene's challenge: set up, attempts, timed savings, contests, rulings, undo and storage."""

import dataclasses
import json

import pytest

from gmscreen.model.commands import Command
from gmscreen.model.commands import CommandError
from gmscreen.model.commands import CreateRecord
from gmscreen.model.commands import EditRecord
from gmscreen.model.demo import demo_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.rfi.challenge_commands import AttemptKeyTask
from gmscreen.model.rfi.challenge_commands import CloseKeyTask
from gmscreen.model.rfi.challenge_commands import CreateChallenge
from gmscreen.model.rfi.challenge_commands import EditChallenge
from gmscreen.model.rfi.challenge_commands import EndChallenge
from gmscreen.model.rfi.challenge_commands import ReopenKeyTask
from gmscreen.model.rfi.challenge_commands import TurnIntoConflict
from gmscreen.model.rfi.contest_commands import TakeContestTurn
from gmscreen.model.rfi.pools import read_pools
from gmscreen.model.rfi.scene_challenge import CHALLENGE_KEY
from gmscreen.model.rfi.scene_challenge import ChallengeSetup
from gmscreen.model.rfi.scene_challenge import TaskOutcome
from gmscreen.model.rfi.scene_challenge import demo_challenge
from gmscreen.model.rfi.scene_challenge import demo_challenge_records
from gmscreen.model.rfi.scene_challenge import newest_task_roll
from gmscreen.model.rfi.scene_challenge import read_challenge
from gmscreen.model.rfi.scene_challenge import recorded_rolls
from gmscreen.model.rfi.scene_challenge import setup_of
from gmscreen.model.rfi.tracker import StartCombat
from gmscreen.model.rfi.tracker import read_fight
from gmscreen.model.scene_record import tracker_of
from gmscreen.model.serialize import record_from_dict
from gmscreen.model.serialize import record_to_dict
from gmscreen.model.session import Session
from gmscreen.model.state import Pool
from gmscreen.model.state import RollRecord
from gmscreen.model.state import Tracker
from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.challenge_graph import Challenge
from gmscreen.rules.rfi.challenge_graph import KeyTask
from gmscreen.rules.rfi.challenge_graph import Needs
from gmscreen.rules.rfi.challenge_graph import Structure
from gmscreen.rules.rfi.challenges import ChallengeOutcome
from gmscreen.rules.rfi.challenges import ChallengeOverError
from gmscreen.rules.rfi.challenges import ChallengeState
from gmscreen.rules.rfi.challenges import KeyTaskStatus
from gmscreen.rules.rfi.challenges import KeyTaskUnavailableError
from gmscreen.rules.rfi.contest import ContestOutcome
from gmscreen.rules.rfi.contest import ContestState
from gmscreen.rules.rfi.contest import Side
from gmscreen.rules.rfi.timed import TimeLimit

SCENE = 1
VEX, INES, TUSK = 1, 2, 3
PASS, FAIL = TaskOutcome(passed=True), TaskOutcome(passed=False)


def heist() -> Challenge:
    """Case the vault, then the vents or the door (each closes the other), then the safe."""
    return Challenge(
        name="The vault",
        structure=Structure.GATED,
        key_tasks=(
            KeyTask(id="case", name="Case the vault", unlocks=("vents", "door")),
            KeyTask(id="vents", name="Crawl the vents", unlocks=("safe",), closes=("door",)),
            KeyTask(id="door", name="Hack the door", unlocks=("safe",), closes=("vents",)),
            KeyTask(id="safe", name="Crack the safe", needs=Needs.ANY, victory=True),
        ),
    )


def session_with(*, momentum: int = 2, threat: int = 6) -> Session:
    values = {"momentum": momentum, "threat": threat}
    records = [
        dataclasses.replace(r, value=values[r.name])
        if isinstance(r, Pool) and r.name in values
        else r
        for r in demo_records()
    ]
    return Session(MemoryRepository(records))


def timed(budget: int = 6) -> ChallengeSetup:
    return ChallengeSetup(
        challenge=heist(), time_limit=TimeLimit(interval="10 minutes", budget=budget)
    )


def log_roll(
    session: Session,
    *,
    passed: bool,
    momentum: int = 0,
    complications: int = 0,
    key_task: str | None = None,
    scene: int = SCENE,
) -> int:
    """A task roll logged in `scene`, run for `key_task` (None: for no key task)."""

    def build(roll_id: int) -> RollRecord:
        outcome = {"passed": passed, "momentum": momentum, "complications": complications}
        inputs = {"scene_id": scene, "key_task": key_task}
        return RollRecord(
            roll_id, "2024-01-01T20:00:00", "rfi-task", "a roll", VEX, inputs, (), outcome
        )

    session.execute(CreateRecord("roll", build, label="roll"))
    roll = newest_task_roll(session.state)
    assert roll is not None
    return roll.id


def running(session: Session) -> ChallengeState:
    found = read_challenge(session.state, SCENE)
    assert isinstance(found, ChallengeState)
    return found


def momentum(session: Session) -> int:
    return read_pools(session.state).momentum


def threat(session: Session) -> int:
    return read_pools(session.state).threat


def undo_restores_exactly(session: Session, command: Command) -> None:
    before = session.state.records()
    session.execute(command)
    assert session.state.records() != before
    session.undo()
    assert session.state.records() == before


def test_a_gated_challenge_runs_to_victory_and_a_branch_closes_the_other_route() -> None:
    session = session_with()
    session.execute(CreateChallenge(SCENE, ChallengeSetup(challenge=heist())))
    assert running(session).available == ("case",)
    session.execute(AttemptKeyTask(SCENE, "case", PASS, character_id=INES))
    session.execute(AttemptKeyTask(SCENE, "door", FAIL, character_id=VEX))
    assert running(session).status("door") is KeyTaskStatus.AVAILABLE  # a failure may be retried
    command = AttemptKeyTask(SCENE, "door", PASS, character_id=VEX)
    session.execute(command)
    assert command.summary == "Vex Marlo: 'Hack the door' passed"
    assert running(session).status("vents") is KeyTaskStatus.CLOSED
    with pytest.raises(KeyTaskUnavailableError, match="closed off"):
        session.execute(AttemptKeyTask(SCENE, "vents", PASS))
    finish = AttemptKeyTask(SCENE, "safe", PASS, character_id=TUSK)
    session.execute(finish)
    assert running(session).outcome is ChallengeOutcome.WON
    assert finish.summary.endswith("challenge won")
    assert [a.character for a in running(session).attempts] == ["2", "1", "1", "3"]


def test_a_locked_key_task_is_refused_and_nothing_changes() -> None:
    session = session_with()
    session.execute(CreateChallenge(SCENE, ChallengeSetup(challenge=heist())))
    before = session.state.records()
    locked = "still locked: 'Crawl the vents' or 'Hack the door' first"
    with pytest.raises(KeyTaskUnavailableError, match=locked):
        session.execute(AttemptKeyTask(SCENE, "safe", PASS))
    assert session.state.records() == before


def test_a_second_challenge_in_the_scene_is_refused_and_no_scene_refuses_any() -> None:
    session = session_with()
    session.execute(CreateChallenge(SCENE, ChallengeSetup(challenge=heist())))
    with pytest.raises(CommandError, match="already running"):
        session.execute(CreateChallenge(SCENE, ChallengeSetup(challenge=heist())))
    with pytest.raises(CommandError, match="no scene is being played"):
        session.execute(CreateChallenge(None, ChallengeSetup(challenge=heist())))
    with pytest.raises(CommandError, match="no challenge is running"):
        session.execute(AttemptKeyTask(2, "case", PASS))


def test_every_command_is_one_undo_step_that_restores_the_exact_prior_state() -> None:
    session = session_with(momentum=1)
    undo_restores_exactly(session, CreateChallenge(SCENE, timed()))
    session.execute(CreateChallenge(SCENE, timed()))
    roll = log_roll(session, passed=True, momentum=1, complications=1, key_task="case")
    undo_restores_exactly(
        session,
        AttemptKeyTask(
            SCENE,
            "case",
            TaskOutcome(passed=True, momentum=1, complications=1),
            character_id=VEX,
            save_time_with_momentum=True,
            complications_adding_time=1,
            roll_id=roll,
        ),
    )
    session.execute(AttemptKeyTask(SCENE, "case", PASS))
    undo_restores_exactly(session, AttemptKeyTask(SCENE, "door", FAIL, final=True))
    undo_restores_exactly(session, CloseKeyTask(SCENE, "door"))
    undo_restores_exactly(session, EditChallenge(SCENE, timed(budget=9)))
    undo_restores_exactly(session, TurnIntoConflict(SCENE, "they draw guns"))
    undo_restores_exactly(session, EndChallenge(SCENE))


def test_saving_time_on_a_success_pays_2_momentum_from_the_roll_first_then_the_pool() -> None:
    session = session_with(momentum=3)
    session.execute(CreateChallenge(SCENE, timed()))
    outcome = TaskOutcome(passed=True, momentum=1)
    command = AttemptKeyTask(SCENE, "case", outcome, character_id=VEX, save_time_with_momentum=True)
    session.execute(command)
    assert running(session).clock is not None
    assert running(session).clock.elapsed == 1  # type: ignore[union-attr]
    assert momentum(session) == 2  # 1 from the roll, 1 from the pool
    assert "1 momentum from the roll and 1 momentum from the group pool" in command.summary
    session.undo()
    assert momentum(session) == 3
    session.execute(
        AttemptKeyTask(SCENE, "case", outcome, save_time_with_momentum=True, pay_from_roll=False)
    )
    assert momentum(session) == 1  # both from the pool


def test_saving_time_is_refused_when_the_pool_cannot_pay_and_nothing_changes() -> None:
    session = session_with(momentum=0)
    session.execute(CreateChallenge(SCENE, timed()))
    before = session.state.records()
    with pytest.raises(RulesError, match="the group pool holds 0 momentum; cannot spend 2"):
        session.execute(AttemptKeyTask(SCENE, "case", PASS, save_time_with_momentum=True))
    assert session.state.records() == before


def test_saving_time_on_a_failure_adds_2_threat_and_complications_cost_time() -> None:
    session = session_with(threat=4)
    session.execute(CreateChallenge(SCENE, timed()))
    outcome = TaskOutcome(passed=False, complications=2)
    session.execute(
        AttemptKeyTask(
            SCENE, "case", outcome, save_time_with_threat=True, complications_adding_time=2
        )
    )
    assert threat(session) == 6
    assert running(session).clock.elapsed == 3  # type: ignore[union-attr]  # 2 − 1 + 2
    with pytest.raises(CommandError, match="the roll has 0 complication"):
        session.execute(AttemptKeyTask(SCENE, "case", FAIL, complications_adding_time=1))
    with pytest.raises(RulesError, match="momentum saves time only on a successful task"):
        session.execute(AttemptKeyTask(SCENE, "case", FAIL, save_time_with_momentum=True))


def test_a_timed_challenge_runs_out_of_time_and_more_time_lets_it_go_on() -> None:
    session = session_with()
    session.execute(CreateChallenge(SCENE, timed(budget=4)))
    session.execute(AttemptKeyTask(SCENE, "case", FAIL))
    session.execute(AttemptKeyTask(SCENE, "case", PASS))
    assert running(session).outcome is ChallengeOutcome.OUT_OF_TIME
    with pytest.raises(ChallengeOverError, match="time has run out"):
        session.execute(AttemptKeyTask(SCENE, "door", PASS))
    session.execute(EditChallenge(SCENE, timed(budget=8)))
    assert running(session).outcome is ChallengeOutcome.IN_PROGRESS
    assert running(session).done == {"case"}
    session.execute(AttemptKeyTask(SCENE, "door", PASS))
    session.execute(AttemptKeyTask(SCENE, "safe", PASS))
    assert running(session).outcome is ChallengeOutcome.WON  # victory at 8 of 8: just in time


def test_a_roll_is_recorded_once_and_an_undone_roll_not_at_all() -> None:
    session = session_with()
    session.execute(CreateChallenge(SCENE, ChallengeSetup(challenge=heist())))
    roll = log_roll(session, passed=True, key_task="case")
    session.execute(AttemptKeyTask(SCENE, "case", PASS, roll_id=roll))
    assert recorded_rolls(session.state, SCENE) == {roll}
    with pytest.raises(CommandError, match="already recorded"):
        session.execute(AttemptKeyTask(SCENE, "door", PASS, roll_id=roll))
    other = log_roll(session, passed=True, key_task="door")
    session.execute(EditRecord("roll", other, label="undo roll", undone=True))
    with pytest.raises(CommandError, match="no longer in the roll log"):
        session.execute(AttemptKeyTask(SCENE, "door", PASS, roll_id=other))
    assert newest_task_roll(session.state) is not None
    assert newest_task_roll(session.state).id == roll  # type: ignore[union-attr]


def test_a_key_task_takes_only_the_roll_made_for_it_in_this_scene() -> None:
    session = session_with()
    session.execute(CreateChallenge(SCENE, ChallengeSetup(challenge=heist())))
    challenge_before = read_challenge(session.state, SCENE)
    for roll, reason in (
        (log_roll(session, passed=True, scene=SCENE + 1, key_task="case"), "not made in this"),
        (log_roll(session, passed=True, key_task="door"), "not made for this key task"),
        (log_roll(session, passed=True), "not made for this key task"),
    ):
        with pytest.raises(CommandError, match=reason):
            session.execute(AttemptKeyTask(SCENE, "case", PASS, roll_id=roll))
    assert read_challenge(session.state, SCENE) == challenge_before
    # A roll run for a key task is not "another task" either.
    made_for_case = log_roll(session, passed=True, key_task="case")
    with pytest.raises(CommandError, match="recorded there"):
        session.execute(AttemptKeyTask(SCENE, None, PASS, roll_id=made_for_case))
    assert recorded_rolls(session.state, SCENE) == frozenset()


def test_the_challenge_shares_the_tracker_record_with_a_fight_without_touching_it() -> None:
    session = session_with()
    session.execute(StartCombat(SCENE, (VEX, 4)))
    fight = read_fight(session.state, SCENE)
    session.execute(CreateChallenge(SCENE, ChallengeSetup(challenge=heist())))
    session.execute(AttemptKeyTask(SCENE, "case", PASS))
    assert len(session.state.of(Tracker)) == 1
    assert read_fight(session.state, SCENE) == fight
    session.execute(EndChallenge(SCENE))
    tracker = tracker_of(session.state, SCENE)
    assert tracker is not None
    assert CHALLENGE_KEY not in tracker.state
    assert read_fight(session.state, SCENE) == fight


def test_the_stored_challenge_survives_the_campaign_file_as_plain_json() -> None:
    session = session_with()
    session.execute(CreateChallenge(SCENE, timed()))
    session.execute(AttemptKeyTask(SCENE, "case", PASS, character_id=INES))
    tracker = tracker_of(session.state, SCENE)
    assert tracker is not None
    copied = record_from_dict(json.loads(json.dumps(record_to_dict(tracker))))
    assert copied == tracker
    again = Session(MemoryRepository([*demo_records(), copied]))
    assert read_challenge(again.state, SCENE) == running(session)


def test_a_damaged_challenge_is_reported_not_guessed_at() -> None:
    damaged = Tracker(1, SCENE, {CHALLENGE_KEY: {"challenge": {"key_tasks": "nonsense"}}})
    session = Session(MemoryRepository([*demo_records(), damaged]))
    with pytest.raises(CommandError, match="this scene's challenge cannot be read"):
        read_challenge(session.state, SCENE)
    with pytest.raises(CommandError, match="cannot be read"):
        session.execute(EndChallenge(SCENE))


def test_editing_keeps_progress_and_drops_what_no_longer_exists() -> None:
    session = session_with()
    session.execute(CreateChallenge(SCENE, ChallengeSetup(challenge=heist())))
    session.execute(AttemptKeyTask(SCENE, "case", PASS))
    session.execute(AttemptKeyTask(SCENE, "door", PASS))
    smaller = Challenge(
        name="The vault",
        structure=Structure.GATED,
        key_tasks=(
            KeyTask(id="case", name="Case the vault", unlocks=("safe",)),
            KeyTask(id="safe", name="Crack the safe", victory=True, difficulty=3),
        ),
    )
    session.execute(EditChallenge(SCENE, ChallengeSetup(challenge=smaller)))
    assert running(session).done == {"case"}
    assert running(session).available == ("safe",)
    assert setup_of(running(session)).challenge == smaller
    with pytest.raises(CommandError, match="cannot become a contest"):
        session.execute(EditChallenge(SCENE, ChallengeSetup(challenge=smaller, contest=True)))


def test_gm_rulings_reopen_a_final_failure_and_close_a_key_task() -> None:
    session = session_with()
    session.execute(CreateChallenge(SCENE, ChallengeSetup(challenge=heist())))
    session.execute(AttemptKeyTask(SCENE, "case", PASS))
    session.execute(AttemptKeyTask(SCENE, "door", FAIL, final=True))
    assert running(session).status("door") is KeyTaskStatus.FAILED
    reopen = ReopenKeyTask(SCENE, "door")
    session.execute(reopen)
    assert reopen.name == "reopen 'Hack the door'"
    assert running(session).status("door") is KeyTaskStatus.AVAILABLE
    session.execute(CloseKeyTask(SCENE, "vents"))
    session.execute(CloseKeyTask(SCENE, "door"))
    assert running(session).outcome is ChallengeOutcome.LOST


def contest_session(*, gm_takes_priority: bool = False, momentum: int = 2) -> Session:
    session = session_with(momentum=momentum, threat=6)
    basic = Challenge(
        name="Race to the shuttle",
        key_tasks=(KeyTask(id="map", name="Find the route"), KeyTask(id="run", name="Run")),
    )
    setup = ChallengeSetup(challenge=basic, contest=True, gm_takes_priority=gm_takes_priority)
    session.execute(CreateChallenge(SCENE, setup))
    return session


def contest(session: Session) -> ContestState:
    found = read_challenge(session.state, SCENE)
    assert isinstance(found, ContestState)
    return found


def test_the_gm_spends_2_threat_so_the_opposition_opens_the_contest() -> None:
    session = contest_session(gm_takes_priority=True)
    assert threat(session) == 4
    assert contest(session).next_side is Side.OPPOSITION
    with pytest.raises(RulesError, match="it is the opposition's turn in round 1"):
        session.execute(TakeContestTurn(SCENE, Side.PLAYERS, "map", PASS))
    session.undo()
    assert threat(session) == 6
    assert read_challenge(session.state, SCENE) is None


def test_seizing_priority_costs_the_players_momentum_and_the_opposition_threat() -> None:
    session = contest_session(gm_takes_priority=True, momentum=2)
    session.execute(TakeContestTurn(SCENE, Side.OPPOSITION, "map", PASS))
    roll = TaskOutcome(passed=True, momentum=1)
    session.execute(
        TakeContestTurn(SCENE, Side.PLAYERS, "map", roll, character_id=VEX, seize_priority=True)
    )
    assert momentum(session) == 1
    assert contest(session).priority is Side.PLAYERS
    session.execute(TakeContestTurn(SCENE, Side.PLAYERS, "run", FAIL))
    session.execute(TakeContestTurn(SCENE, Side.OPPOSITION, "run", PASS, seize_priority=True))
    assert threat(session) == 2  # 2 at the start, 2 to seize priority
    assert contest(session).outcome is ContestOutcome.OPPOSITION_WON


def test_a_plain_challenge_takes_no_contest_turns_and_a_contest_no_attempts() -> None:
    session = contest_session()
    with pytest.raises(CommandError, match="runs a contest"):
        session.execute(AttemptKeyTask(SCENE, "map", PASS))
    session.execute(EndChallenge(SCENE))
    session.execute(CreateChallenge(SCENE, ChallengeSetup(challenge=heist())))
    with pytest.raises(CommandError, match="not a contest"):
        session.execute(TakeContestTurn(SCENE, Side.PLAYERS, "case", PASS))


def test_a_contest_has_no_clock() -> None:
    session = session_with()
    setup = dataclasses.replace(timed(), contest=True)
    with pytest.raises(CommandError, match="no time limit"):
        session.execute(CreateChallenge(SCENE, setup))


def test_the_demo_challenge_is_under_way_with_a_branch_taken() -> None:
    session = Session(MemoryRepository([*demo_records(), *demo_challenge_records()]))
    state = running(session)
    assert state.challenge == demo_challenge()
    assert state.statuses() == {
        "scan": KeyTaskStatus.DONE,
        "airlock": KeyTaskStatus.DONE,
        "hull": KeyTaskStatus.CLOSED,
        "bridge": KeyTaskStatus.AVAILABLE,
        "engines": KeyTaskStatus.CLOSED,
        "power": KeyTaskStatus.LOCKED,
        "distress": KeyTaskStatus.LOCKED,
    }
    assert state.clock is not None
    assert (state.clock.elapsed, state.clock.limit.budget) == (4, 12)
