"""The end-of-session checklist applied as one undo step: awards, beliefs, trait vote, condition."""

from datetime import datetime

import pytest

from gmscreen.model.commands import CommandError
from gmscreen.model.hotcircle.demo import demo_hotcircle_records
from gmscreen.model.hotcircle.session_end import CharacterEnd
from gmscreen.model.hotcircle.session_end import EndOfSession
from gmscreen.model.hotcircle.session_end import TraitVote
from gmscreen.model.hotcircle.session_end import session_ends
from gmscreen.model.hotcircle.sheet import read_character
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.session import Session
from gmscreen.model.state import Character
from gmscreen.model.state import Episode
from gmscreen.model.state import RollRecord
from gmscreen.model.state import Scene
from gmscreen.rules.hotcircle.character import Belief
from gmscreen.rules.hotcircle.character import Condition
from gmscreen.rules.hotcircle.session import SessionReview

ARIA, BRANN, ILSE = 1, 2, 3


def clock() -> datetime:
    return datetime(2024, 12, 21, 23, 0)


@pytest.fixture
def session() -> Session:
    return Session(MemoryRepository(demo_hotcircle_records()))


def sheet(session: Session, character_id: int) -> Character:
    found = session.state.find(Character, character_id)
    assert found is not None
    return found


def test_the_checklist_awards_resets_votes_and_sets_a_condition_in_one_step(
    session: Session,
) -> None:
    before = session.state.records()
    aria = read_character(sheet(session, ARIA))
    new_beliefs = (
        Belief("the salt tax is theft from the poor", aria.beliefs[0].goal),  # stance changed
        aria.beliefs[1],
        aria.beliefs[2],
    )
    results = (
        CharacterEnd(
            character_id=ARIA,
            # 1 furthered, 1 changed stance, a simple goal resolved with another PC: 1+2+2+1.
            review=SessionReview(
                furthered_goals=1,
                changed_stances=1,
                resolved_simple=1,
                resolved_with_another_pc=1,
            ),
            beliefs=new_beliefs,
            trait_vote=TraitVote(
                removal_votes=(("Sam", "Soft-spoken"), ("Priya", "Soft-spoken"), ("Jo", None)),
                addition_votes=(("Sam", "Sharp-tongued"), ("Priya", "Sharp-tongued")),
                player="Sam",
            ),
            voluntary_condition=Condition("Angry", voluntary=True),
            epilogue="Aria tears the forged pass in two.",
        ),
        CharacterEnd(character_id=BRANN, review=SessionReview(furthered_goals=2)),
    )
    command = EndOfSession(results, clock=clock)
    session.execute(command)
    aria = read_character(sheet(session, ARIA))
    # 6 for the review, +2 for the trait replaced (counted once): 1 held + 8.
    assert aria.artha.persona_points == 9
    assert aria.beliefs[0].stance == "the salt tax is theft from the poor"
    assert aria.traits == ("Quick-fingered", "Stubborn", "Sharp-tongued")
    assert aria.condition("Angry").voluntary
    assert read_character(sheet(session, BRANN)).artha.persona_points == 4
    [entry] = session_ends(session.state)
    assert entry.summary.startswith("End of session: Aria Venn +8 persona")
    assert entry.outcome["characters"][0]["epilogue"] == "Aria tears the forged pass in two."
    assert session.undo_name == "end of session"
    session.undo()
    # Everything is as before; the log keeps the checklist's entry, marked undone.
    assert [r for r in session.state.records() if not isinstance(r, RollRecord)] == before
    [undone] = session.state.of(RollRecord)
    assert undone.undone
    assert not session_ends(session.state)


def test_a_new_voluntary_condition_replaces_the_last_one(session: Session) -> None:
    session.execute(
        EndOfSession(
            (CharacterEnd(character_id=ILSE, voluntary_condition=Condition("Weary")),),
            clock=clock,
        )
    )
    ilse = read_character(sheet(session, ILSE))
    assert [c.name for c in ilse.conditions] == ["Weary"]


def test_a_player_character_must_keep_three_beliefs(session: Session) -> None:
    before = session.state.records()
    aria = read_character(sheet(session, ARIA))
    with pytest.raises(CommandError, match="three beliefs"):
        session.execute(EndOfSession((CharacterEnd(character_id=ARIA, beliefs=aria.beliefs[:2]),)))
    assert session.state.records() == before


def test_the_next_session_can_start_straight_away(session: Session) -> None:
    session.execute(EndOfSession((), next_session="Session 3", clock=clock))
    scene = session.state.find(Scene, session.state.campaign.current_scene_id)
    assert scene is not None
    episode = session.state.find(Episode, scene.episode_id)
    assert episode is not None
    assert (episode.title, episode.order, scene.title) == ("Session 3", 3, "Opening scene")
