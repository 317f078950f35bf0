"""Hot Circle sessions: cutting scenes, sharing the spotlight, linked tests, awards, trait vote."""

import pytest

from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.character import Artha
from gmscreen.rules.hotcircle.character import Character
from gmscreen.rules.hotcircle.pools import Edge
from gmscreen.rules.hotcircle.session import KindOfTest
from gmscreen.rules.hotcircle.session import LinkOptions
from gmscreen.rules.hotcircle.session import SceneFlowOptions
from gmscreen.rules.hotcircle.session import SceneTally
from gmscreen.rules.hotcircle.session import SessionReview
from gmscreen.rules.hotcircle.session import Spotlight
from gmscreen.rules.hotcircle.session import linked_edge
from gmscreen.rules.hotcircle.session import session_awards
from gmscreen.rules.hotcircle.traitvote import TraitVoteOptions
from gmscreen.rules.hotcircle.traitvote import hold_trait_vote


def test_cut_after_two_ability_tests_or_one_obstacle_test() -> None:
    tally = SceneTally().counted(KindOfTest.ABILITY)
    assert not tally.should_cut()
    assert tally.counted(KindOfTest.ABILITY).should_cut()
    assert SceneTally().counted(KindOfTest.OBSTACLE).should_cut()
    patient = SceneFlowOptions(cut_after_obstacle_tests=2)
    assert not SceneTally().counted(KindOfTest.OBSTACLE).should_cut(patient)


def test_the_spotlight_goes_to_whoever_has_had_fewest_scenes() -> None:
    spotlight = Spotlight.of(["Ada", "Bo", "Cy"])
    assert spotlight.next_up() == ("Ada", "Bo", "Cy")
    spotlight = spotlight.after_scene(["Ada", "Bo"]).after_scene(["Ada"])
    assert spotlight.next_up() == ("Cy",)
    with pytest.raises(RulesError, match="not in the spotlight list: Dee"):
        spotlight.after_scene(["Dee"])


def test_a_linked_test_carries_advantage_or_disadvantage() -> None:
    assert linked_edge(KindOfTest.OBSTACLE, KindOfTest.OBSTACLE, first_passed=True) is (
        Edge.ADVANTAGE
    )
    assert linked_edge(KindOfTest.ABILITY, KindOfTest.OBSTACLE, first_passed=False) is (
        Edge.DISADVANTAGE
    )


def test_ability_tests_do_not_link_into_each_other() -> None:
    with pytest.raises(RulesError, match="cannot be linked"):
        linked_edge(KindOfTest.ABILITY, KindOfTest.ABILITY, first_passed=True)
    with pytest.raises(RulesError, match="GM option"):
        linked_edge(KindOfTest.OBSTACLE, KindOfTest.ABILITY, first_passed=True)
    allowed = LinkOptions(allow_obstacle_into_ability=True)
    assert (
        linked_edge(KindOfTest.OBSTACLE, KindOfTest.ABILITY, first_passed=True, options=allowed)
        is Edge.ADVANTAGE
    )


@pytest.mark.parametrize(
    ("review", "persona"),
    [
        (SessionReview(furthered_goals=2), 2),
        (SessionReview(changed_stances=1, changed_instincts=1, changed_traits=1), 6),
        (SessionReview(resolved_simple=1), 2),
        (SessionReview(resolved_moderate=1), 4),
        (SessionReview(resolved_complex=1, resolved_with_another_pc=1), 7),
    ],
)
def test_end_of_session_persona_awards(review: SessionReview, persona: int) -> None:
    assert session_awards(review) == Artha(0, persona)


def test_lost_assets_are_repaid_at_the_end_of_the_session() -> None:
    review = SessionReview(furthered_goals=1, lost_assets=(Artha(12, 1),))
    assert session_awards(review) == Artha(12, 2)


def test_a_review_cannot_share_more_goals_than_it_resolved() -> None:
    with pytest.raises(RulesError, match="more goals resolved with another PC"):
        SessionReview(resolved_with_another_pc=1)


def sheet() -> Character:
    return Character(name="Ada", player_character=False, traits=("Sly", "Proud", "Quick"))


def test_a_trait_with_a_majority_is_removed_and_the_new_one_added() -> None:
    result = hold_trait_vote(
        sheet(),
        removal_votes={"gm": "Proud", "bo": "Proud", "ada": None},
        addition_votes={"gm": "Weary", "bo": "Weary", "ada": "Bold"},
        player="ada",
    )
    assert result.character.traits == ("Sly", "Quick", "Weary")
    assert result.changed_traits == 1
    loose = TraitVoteOptions(replacement_counts_once=False)
    again = hold_trait_vote(
        sheet(),
        removal_votes={"gm": "Proud", "bo": "Proud", "ada": None},
        addition_votes={"gm": "Weary", "bo": "Weary", "ada": "Bold"},
        player="ada",
        options=loose,
    )
    assert again.changed_traits == 2


def test_without_a_majority_all_traits_remain_unless_the_player_breaks_the_tie() -> None:
    split = hold_trait_vote(
        sheet(),
        removal_votes={"gm": "Proud", "bo": "Proud", "cy": "Sly", "dee": "Sly", "ada": None},
        addition_votes={"gm": "Weary", "bo": "Weary", "cy": "Bold", "dee": "Bold", "ada": "Grim"},
        player="ada",
    )
    assert split.character.traits == ("Sly", "Proud", "Quick")
    assert split.changed_traits == 0
    tied = hold_trait_vote(
        sheet(),
        removal_votes={"gm": "Proud", "bo": "Proud", "cy": "Sly", "ada": "Sly"},
        addition_votes={"gm": "Weary", "bo": "Weary", "cy": "Bold", "ada": "Bold"},
        player="ada",
    )
    assert tied.removal.decided_by_player
    assert tied.character.traits == ("Proud", "Quick", "Bold")


def test_trait_vote_ballots_must_make_sense() -> None:
    with pytest.raises(RulesError, match="no trait 'Brave'"):
        hold_trait_vote(sheet(), removal_votes={"ada": "Brave"}, addition_votes={}, player="ada")
    with pytest.raises(RulesError, match="not a new trait"):
        hold_trait_vote(
            sheet(), removal_votes={"ada": None}, addition_votes={"ada": "Sly"}, player="ada"
        )
    with pytest.raises(RulesError, match="votes too"):
        hold_trait_vote(
            sheet(), removal_votes={"gm": None}, addition_votes={"gm": "X"}, player="ada"
        )
