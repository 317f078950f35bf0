"""Renaissance sheets as JSON: reading, validating and editing aptitudes, skills, initiative."""

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gmscreen.model.renaissance import demo_renaissance_records
from gmscreen.model.renaissance import new_renaissance_records
from gmscreen.model.renaissance.sheet import RenaissanceSheet
from gmscreen.model.renaissance.sheet import SheetError
from gmscreen.model.renaissance.sheet import SkillEntry
from gmscreen.model.renaissance.sheet import blank_sheet
from gmscreen.model.renaissance.sheet import read_sheet
from gmscreen.model.renaissance.sheet import sheet_json
from gmscreen.model.renaissance.sheet import with_aptitude
from gmscreen.model.renaissance.sheet import with_initiative_modifier
from gmscreen.model.renaissance.sheet import with_skill
from gmscreen.model.renaissance.sheet import without_skill
from gmscreen.model.state import Character
from gmscreen.rules.renaissance import Aptitude


def aryn_sheet() -> dict[str, object]:
    aryn = next(r for r in demo_renaissance_records() if isinstance(r, Character))
    return aryn.sheet


def test_a_skills_rating_is_its_linked_aptitude_plus_ranks() -> None:
    sheet = read_sheet(aryn_sheet())
    search = sheet.skill("search")
    assert search is not None
    assert (search.aptitude, search.ranks, search.specialization) == (Aptitude.INT, 50, "Tracking")
    assert sheet.rating(search) == 75  # INT 25 + 50 ranks, as in the rules' example


def test_a_blank_sheet_reads_back_with_every_score_0_and_no_skills() -> None:
    sheet = read_sheet(blank_sheet())
    assert set(sheet.aptitudes.values()) == {0}
    assert sheet.skills == ()
    assert sheet.initiative_modifier == 0


def test_new_campaign_sheets_are_valid_and_survive_json() -> None:
    for record in new_renaissance_records("Test", (("Ven", "Ana"),)):
        if isinstance(record, Character):
            assert read_sheet(json.loads(json.dumps(record.sheet))) == read_sheet(record.sheet)


def test_editing_an_aptitude_changes_the_ratings_linked_to_it() -> None:
    sheet = with_aptitude(aryn_sheet(), Aptitude.INT, 30)
    typed = read_sheet(sheet)
    search = typed.skill("Search")
    assert search is not None
    assert typed.rating(search) == 80


@pytest.mark.parametrize("score", [-1, 100])
def test_an_aptitude_outside_0_to_99_is_refused(score: int) -> None:
    with pytest.raises(SheetError, match="COG must be 0–99"):
        with_aptitude(aryn_sheet(), Aptitude.COG, score)


def test_the_luck_stat_is_kept_with_the_aptitudes_but_no_skill_links_to_it() -> None:
    sheet = with_aptitude(aryn_sheet(), Aptitude.LUCK, 7)
    assert read_sheet(sheet).luck_stat == 7
    with pytest.raises(SheetError, match="cannot be linked to the Luck stat"):
        SkillEntry("Gambling", Aptitude.LUCK, 10)


def test_two_skills_cannot_share_a_name_whatever_the_case() -> None:
    with pytest.raises(SheetError, match="share a name"):
        with_skill(aryn_sheet(), SkillEntry("SEARCH", Aptitude.INT, 5))


def test_a_skill_is_renamed_and_edited_in_place() -> None:
    new = SkillEntry("Tracking", Aptitude.INT, 55, "Bears")
    sheet = read_sheet(with_skill(aryn_sheet(), new, replacing="Search"))
    assert sheet.skill("Search") is None
    assert sheet.skill("Tracking") == new
    assert sheet.skills[0] == new  # it keeps its place on the sheet


def test_only_a_proficiency_skill_holds_proficiencies() -> None:
    with pytest.raises(SheetError, match="not a proficiency skill"):
        SkillEntry("Stealth", Aptitude.COO, 10, proficiencies=("Swords",))
    with pytest.raises(SheetError, match="twice"):
        SkillEntry("Melee", Aptitude.SOM, 10, proficiency_skill=True, proficiencies=("A", "a"))


def test_removing_a_skill_that_is_not_there_is_refused() -> None:
    sheet = without_skill(aryn_sheet(), "Stealth")
    assert read_sheet(sheet).skill("Stealth") is None
    with pytest.raises(SheetError, match="no skill called Stealth"):
        without_skill(sheet, "Stealth")


def test_the_initiative_modifier_is_stored_on_the_sheet() -> None:
    assert read_sheet(with_initiative_modifier(aryn_sheet(), -3)).initiative_modifier == -3


def test_an_unreadable_sheet_says_so() -> None:
    with pytest.raises(SheetError, match="cannot be read"):
        read_sheet({"skills": [{"name": "Search", "aptitude": "XYZ"}]})


@given(
    scores=st.lists(st.integers(0, 99), min_size=9, max_size=9),
    ranks=st.lists(st.integers(0, 99), max_size=5),
    initiative=st.integers(-20, 20),
)
def test_any_valid_sheet_reads_back_exactly_from_its_json(
    scores: list[int], ranks: list[int], initiative: int
) -> None:
    sheet = RenaissanceSheet(
        aptitudes=dict(zip(Aptitude, scores, strict=True)),
        initiative_modifier=initiative,
        skills=tuple(SkillEntry(f"Skill {i}", Aptitude.COG, r) for i, r in enumerate(ranks)),
    )
    assert read_sheet(json.loads(json.dumps(sheet_json(sheet)))) == sheet
