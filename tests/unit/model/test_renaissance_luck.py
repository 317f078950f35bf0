"""Luck Points as pools: spending, session breaks (with the GM's cap), corrections, undo."""

import pytest

from gmscreen.model.commands import CommandError
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.renaissance import AddRenaissanceCharacter
from gmscreen.model.renaissance import demo_renaissance_records
from gmscreen.model.renaissance.luck import LUCK
from gmscreen.model.renaissance.luck import SessionBreakLuck
from gmscreen.model.renaissance.luck import SetLuck
from gmscreen.model.renaissance.luck import SpendLuck
from gmscreen.model.renaissance.luck import luck_of
from gmscreen.model.renaissance.luck import luck_pool
from gmscreen.model.renaissance.options import RenaissanceOptions
from gmscreen.model.renaissance.options import SetRenaissanceOptions
from gmscreen.model.session import Session
from gmscreen.rules.errors import RulesError
from gmscreen.rules.renaissance import LuckOptions

ARYN, KATARINA, CHANDRA, GOBLIN = 1, 2, 3, 4


@pytest.fixture
def session() -> Session:
    return Session(MemoryRepository(demo_renaissance_records()))


def test_spending_a_luck_point_takes_one_and_undo_gives_it_back(session: Session) -> None:
    before = session.state.records()
    session.execute(SpendLuck(KATARINA, reason="upgrade a Persuasion check"))
    assert luck_of(session.state, KATARINA) == 1
    assert session.undo_name == "Lady Katarina spends 1 Luck Point: upgrade a Persuasion check"
    session.undo()
    assert session.state.records() == before


def test_nobody_spends_luck_they_do_not_have(session: Session) -> None:
    before = session.state.records()
    with pytest.raises(RulesError, match="only 0 Luck Points"):
        session.execute(SpendLuck(CHANDRA))
    assert session.state.records() == before


def test_a_session_break_gives_each_player_character_a_luck_point(session: Session) -> None:
    before = session.state.records()
    command = SessionBreakLuck()
    session.execute(command)
    assert [luck_of(session.state, c) for c in (ARYN, KATARINA, CHANDRA)] == [2, 3, 1]
    assert luck_of(session.state, GOBLIN) == 0  # an NPC without a pool gains nothing
    assert command.report == (("Aryn", 2), ("Lady Katarina", 3), ("Chandra", 1))
    session.undo()
    assert session.state.records() == before


def test_an_npc_the_gm_gave_luck_gains_at_session_breaks_too(session: Session) -> None:
    session.execute(SetLuck(GOBLIN, 1))
    pool = luck_pool(session.state, GOBLIN)
    assert pool is not None
    assert pool.name == LUCK
    session.execute(SessionBreakLuck())
    assert luck_of(session.state, GOBLIN) == 2


def test_the_gms_cap_and_amount_apply_at_a_session_break(session: Session) -> None:
    options = RenaissanceOptions(luck=LuckOptions(gained_per_session_break=2, maximum=3))
    session.execute(SetRenaissanceOptions(options))
    session.execute(SessionBreakLuck())
    assert [luck_of(session.state, c) for c in (ARYN, KATARINA, CHANDRA)] == [3, 3, 2]


def test_luck_points_cannot_be_set_below_zero(session: Session) -> None:
    with pytest.raises(CommandError, match="cannot be -1"):
        session.execute(SetLuck(ARYN, -1))


def test_a_new_player_character_gets_a_luck_pool_and_an_npc_none(session: Session) -> None:
    pc = AddRenaissanceCharacter("Ven", player="Ana")
    npc = AddRenaissanceCharacter("Guard", kind="npc")
    session.execute(pc)
    session.execute(npc)
    assert luck_pool(session.state, pc.character_id) is not None
    assert luck_pool(session.state, npc.character_id) is None
    session.undo()
    session.undo()
    assert (
        session.state.records()
        == Session(MemoryRepository(demo_renaissance_records())).state.records()
    )
