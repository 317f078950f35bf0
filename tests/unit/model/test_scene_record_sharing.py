"""A scene's record holds both a fight and a challenge: neither may break or erase the other."""

from gmscreen.model.demo import demo_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.rfi.scene_challenge import demo_challenge_records
from gmscreen.model.rfi.scene_challenge import read_challenge
from gmscreen.model.rfi.tracker import EndCombat
from gmscreen.model.rfi.tracker import StartCombat
from gmscreen.model.rfi.tracker import read_fight
from gmscreen.model.session import Session


def test_a_fight_starts_and_ends_in_a_scene_with_a_challenge_under_way() -> None:
    session = Session(MemoryRepository(demo_records() + demo_challenge_records()))
    challenge = read_challenge(session.state, 1)
    assert challenge is not None
    assert read_fight(session.state, 1) is None
    session.execute(StartCombat(1, [1, 2, 4]))
    assert read_fight(session.state, 1) is not None
    assert read_challenge(session.state, 1) == challenge
    session.execute(EndCombat(1))
    assert read_fight(session.state, 1) is None
    assert read_challenge(session.state, 1) == challenge
    session.undo()
    session.undo()
    assert read_challenge(session.state, 1) == challenge
