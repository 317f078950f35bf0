"""Hot Circle characters: what a sheet must hold, and what a new player character starts with."""

import pytest

from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.character import Artha
from gmscreen.rules.hotcircle.character import Asset
from gmscreen.rules.hotcircle.character import Belief
from gmscreen.rules.hotcircle.character import Character
from gmscreen.rules.hotcircle.character import Condition
from gmscreen.rules.hotcircle.character import Instinct
from gmscreen.rules.hotcircle.character import InstinctForm
from gmscreen.rules.hotcircle.character import Lifepath
from gmscreen.rules.hotcircle.creation import born_lifepath_name
from gmscreen.rules.hotcircle.creation import check_new_character
from gmscreen.rules.hotcircle.creation import creation_problems
from gmscreen.rules.hotcircle.tables import AssetKind

BELIEFS = (
    Belief("the guild is rotten", "expose the guildmaster"),
    Belief("family comes first", "pay my sister's debt"),
    Belief("the sea is freedom", "buy my own boat"),
)
INSTINCTS = (
    Instinct(InstinctForm.ALWAYS, "check the exits"),
    Instinct(InstinctForm.NEVER, "turn my back on a guard"),
    Instinct(InstinctForm.WHEN, "draw my knife", trigger="someone shouts"),
)
SETTINGS = ("Docks", "City", "Sea", "Court")


def ada(**changes: object) -> Character:
    options: dict[str, object] = {
        "name": "Ada",
        "beliefs": BELIEFS,
        "instincts": INSTINCTS,
        "traits": ("Sly", "Proud", "Quick"),
        "lifepaths": (
            Lifepath(born_lifepath_name("Docks"), "Docks"),
            Lifepath("Smuggler", "Docks", 4, bridge=True),
            Lifepath("Guard", "City"),
        ),
    }
    options.update(changes)
    return Character(**options)  # type: ignore[arg-type]


def test_beliefs_and_instincts_read_as_the_text_frames_them() -> None:
    assert str(BELIEFS[0]) == "I believe the guild is rotten so I must expose the guildmaster."
    assert str(INSTINCTS[0]) == "I always check the exits."
    assert str(INSTINCTS[2]) == "When someone shouts then I draw my knife."


def test_a_trigger_belongs_only_to_a_when_instinct() -> None:
    with pytest.raises(RulesError, match="trigger"):
        Instinct(InstinctForm.WHEN, "run")
    with pytest.raises(RulesError, match="trigger"):
        Instinct(InstinctForm.ALWAYS, "run", trigger="fire")


def test_a_player_character_has_three_beliefs_and_three_instincts() -> None:
    with pytest.raises(RulesError, match="3 beliefs, not 2"):
        ada(beliefs=BELIEFS[:2])
    with pytest.raises(RulesError, match="3 instincts, not 0"):
        ada(instincts=())


def test_a_bystander_can_be_perfectly_average() -> None:
    bystander = Character(name="Passer-by", player_character=False)
    assert bystander.lifepaths == ()
    assert bystander.artha == Artha()


def test_a_sheet_refuses_impossible_entries() -> None:
    with pytest.raises(RulesError, match="3–6, not 7"):
        Lifepath("Smuggler", "Docks", 7)
    with pytest.raises(RulesError, match="which Ada never lived"):
        ada(assets=(Asset(AssetKind.GEAR, "boat", "Pirate"),))
    with pytest.raises(RulesError, match="two conditions share a name"):
        ada(conditions=(Condition("Tired"), Condition("tired")))
    with pytest.raises(RulesError, match="below 0"):
        Artha(fate_points=-1)


def test_a_new_character_matches_the_campaigns_starting_lifepaths() -> None:
    # Three lifepaths, one of them picked twice (4D): four picks.
    check_new_character(ada(), settings=SETTINGS, starting_lifepaths=4)
    assert creation_problems(ada(), settings=SETTINGS, starting_lifepaths=3) == (
        "pick 3 lifepaths, not 4",
    )


def test_a_new_character_sheet_lists_every_problem() -> None:
    odd = ada(
        traits=("Sly",),
        conditions=(Condition("Tired"),),
        lifepaths=(
            Lifepath("Docks-born", "Docks", 4),
            Lifepath("Smuggler", "Docks", 4),
            Lifepath("Guard", "City", 5),
            Lifepath("Pirate", "Moon"),
        ),
    )
    problems = creation_problems(odd, settings=SETTINGS, starting_lifepaths=4)
    assert "start with 3 traits, not 1" in problems
    assert "a new character starts without conditions" in problems
    assert "only one lifepath may be picked twice" in problems
    assert "Guard starts at 3D, or 4D if picked twice" in problems
    assert "Pirate's setting 'Moon' is not in play" in problems
    assert "Guard leaves Docks: Smuggler must be agreed as a bridge" in problems
    with pytest.raises(RulesError, match="character creation"):
        check_new_character(odd, settings=SETTINGS, starting_lifepaths=4)
