"""Renaissance modifiers, target numbers, the common checks table and defaulting."""

import pytest

from gmscreen.rules.errors import RulesError
from gmscreen.rules.renaissance import COMMON_CHECKS
from gmscreen.rules.renaissance import ActionType
from gmscreen.rules.renaissance import Aptitude
from gmscreen.rules.renaissance import AptitudeFormula
from gmscreen.rules.renaissance import DefaultingOptions
from gmscreen.rules.renaissance import Modifier
from gmscreen.rules.renaissance import ModifierKind
from gmscreen.rules.renaissance import Modifiers
from gmscreen.rules.renaissance import TargetNumber
from gmscreen.rules.renaissance import common_check
from gmscreen.rules.renaissance import default_to_aptitude
from gmscreen.rules.renaissance import default_to_skill
from gmscreen.rules.renaissance import modifiers as mod
from gmscreen.rules.renaissance import skill_target


@pytest.mark.parametrize(
    ("ranks", "bonus"), [([10], 10), ([10, 40], 20), ([12, 10, 55], 30), ([10] * 4, 30)]
)
def test_assistance_gives_10_each_up_to_30(ranks: list[int], bonus: int) -> None:
    assert mod.assist(ranks).value == bonus


def test_a_fourth_assistant_is_shown_as_capped() -> None:
    assert mod.assist([10] * 4).label == "4 assistants (capped)"


def test_an_assistant_needs_10_ranks() -> None:
    with pytest.raises(RulesError, match="needs 10 ranks"):
        mod.assist([25, 9])


@pytest.mark.parametrize(
    ("ranks", "bonus"), [(10, 10), (24, 10), (25, 20), (39, 20), (40, 30), (90, 30)]
)
def test_related_skill_tiers(ranks: int, bonus: int) -> None:
    assert mod.related_skill(ranks).value == bonus


def test_a_related_skill_needs_10_ranks() -> None:
    with pytest.raises(RulesError, match="needs 10 ranks, not 9"):
        mod.related_skill(9)


def test_fixed_modifiers() -> None:
    assert mod.specialization("Swords").value == 10
    assert mod.missing_proficiency().value == -20
    assert mod.passive().value == -20


@pytest.mark.parametrize("value", [-30, -15, 0, 10, 30])
def test_difficulty_runs_from_minus_30_to_plus_30(value: int) -> None:
    assert mod.difficulty(value).value == value


@pytest.mark.parametrize("value", [-31, 31, 40])
def test_difficulty_beyond_30_is_refused(value: int) -> None:
    with pytest.raises(RulesError, match="difficulty runs"):
        mod.difficulty(value)


@pytest.mark.parametrize(
    ("extra", "bonus"), [(49, 0), (50, 10), (99, 10), (100, 20), (150, 30), (300, 30)]
)
def test_taking_time_gives_10_per_50_percent_rounded_down_up_to_30(extra: int, bonus: int) -> None:
    assert mod.taking_time(extra, action=ActionType.TASK).value == bonus


@pytest.mark.parametrize(("cut", "penalty"), [(24, 0), (25, -10), (50, -20), (74, -20), (75, -30)])
def test_rushing_costs_10_per_25_percent_rounded_down(cut: int, penalty: int) -> None:
    assert mod.rushing(cut, action=ActionType.JOB).value == penalty


def test_rushing_past_75_percent_is_refused() -> None:
    with pytest.raises(RulesError, match="1–75%"):
        mod.rushing(76, action=ActionType.TASK)


@pytest.mark.parametrize("action", [ActionType.STANDARD, ActionType.QUICK, ActionType.SUSTAINED])
def test_only_task_actions_and_jobs_can_be_rushed_or_slowed(action: ActionType) -> None:
    with pytest.raises(RulesError, match="only task actions and jobs"):
        mod.taking_time(50, action=action)
    with pytest.raises(RulesError, match="only task actions and jobs"):
        mod.rushing(25, action=action)


@pytest.mark.parametrize(("maintained", "penalty"), [(0, 0), (1, 0), (2, -10), (3, -20), (6, -50)])
def test_each_sustained_action_beyond_the_first_costs_10(maintained: int, penalty: int) -> None:
    assert mod.sustained_actions(maintained).value == penalty


@pytest.mark.parametrize(("earlier", "penalty"), [(0, 0), (1, -10), (2, -20), (5, -50)])
def test_the_optional_retry_penalty_is_cumulative(earlier: int, penalty: int) -> None:
    assert mod.retry(earlier).value == penalty


def test_everything_stacks_with_no_overall_cap() -> None:
    lines = Modifiers((mod.assist([10, 10, 10]), mod.related_skill(40), mod.difficulty(30)))
    lines = lines.plus(mod.specialization(), mod.situational(15, "high ground"))
    assert lines.total == 115
    target = TargetNumber(base=40, modifiers=lines)
    assert (target.unclamped, target.value) == (155, 98)


@pytest.mark.parametrize(
    "twice",
    [
        (mod.related_skill(10), mod.related_skill(40)),
        (mod.assist([10]), mod.assist([10])),
        (mod.specialization(), mod.specialization()),
        (mod.difficulty(10), mod.difficulty(-10)),
        (mod.passive(), mod.passive()),
        (mod.sustained_actions(2), mod.sustained_actions(3)),
    ],
)
def test_a_check_takes_each_kind_of_modifier_once(twice: tuple[Modifier, Modifier]) -> None:
    with pytest.raises(RulesError, match="takes one"):
        Modifiers(twice)


def test_situational_and_feature_modifiers_may_repeat() -> None:
    lines = Modifiers((mod.situational(-10, "rain"), mod.situational(-10, "dark")))
    lines = lines.plus(mod.feature(10, "Keen Eyes"), mod.feature(5, "Lucky Charm"))
    assert lines.total == -5
    assert [line.kind for line in lines].count(ModifierKind.SITUATIONAL) == 2


def test_a_check_cannot_be_both_rushed_and_taken_slowly() -> None:
    with pytest.raises(RulesError, match="both rushed and taken slowly"):
        Modifiers(
            (mod.taking_time(50, action=ActionType.TASK), mod.rushing(25, action=ActionType.TASK))
        )


def test_adding_a_refused_line_leaves_the_list_as_it_was() -> None:
    lines = Modifiers((mod.passive(),))
    with pytest.raises(RulesError):
        lines.plus(mod.passive())
    assert lines.total == -20


def test_aryns_search_is_int_plus_ranks_and_shows_each_line() -> None:
    target = skill_target(skill="Search", aptitude=Aptitude.INT, aptitude_score=25, ranks=50)
    assert target.value == 75
    assisted = target.plus(mod.assist([10, 12]), mod.passive())
    assert assisted.breakdown() == (
        "Search: INT 25 + 50 ranks: 75",
        "2 assistants: +20",
        "passive test: -20",
        "TN 75",
    )


def test_negative_ranks_are_refused() -> None:
    with pytest.raises(RulesError, match="ranks in Stealth cannot be -1"):
        skill_target(skill="Stealth", aptitude=Aptitude.COO, aptitude_score=20, ranks=-1)


def test_the_common_checks_table_in_full() -> None:
    table = {row.name: row.target_text for row in COMMON_CHECKS}
    assert table == {
        "Skill check": "linked aptitude + ranks",
        "Resist intimidation": "WIL + SAV",
        "Overcome fear": "WIL × 2",
        "Resist social manipulation": "SAV + INT",
        "Difficult recall": "COG × 3",
        "Take a chance / stroke of luck": "Luck × 10",
        "Make a guess": "INT × 3",
        "Get a hint": "INT × 3",
        "Solve a puzzle": "COG × 3",
        "Feat of strength": "SOM + STR",
        "Feat of endurance": "DUR + WIL",
        "React quickly": "COO × 3",
        "Catch something": "COO × 3",
        "Difficult use of language": "INT × 3",
    }


SCORES = {
    Aptitude.WIL: 25,
    Aptitude.SAV: 20,
    Aptitude.INT: 18,
    Aptitude.COG: 22,
    Aptitude.SOM: 30,
    Aptitude.STR: 15,
    Aptitude.DUR: 12,
    Aptitude.COO: 30,
    Aptitude.LUCK: 4,
}


@pytest.mark.parametrize(
    ("check_id", "tn"),
    [
        ("overcome-fear", 50),
        ("react-quickly", 90),
        ("feat-of-strength", 45),
        ("resist-intimidation", 45),
        ("take-a-chance", 40),
    ],
)
def test_common_checks_give_their_tn(check_id: str, tn: int) -> None:
    """Common checks table: each row looked up by its stable id gives its TN."""
    formula = common_check(check_id).formula
    assert formula is not None
    assert formula.target(SCORES).value == tn


def test_an_unknown_common_check_is_refused() -> None:
    with pytest.raises(RulesError, match="no common check has the id 'juggle'"):
        common_check("juggle")
    with pytest.raises(RulesError, match="no common check"):
        common_check("Overcome fear")  # a display name is not an id
    assert len({row.id for row in COMMON_CHECKS}) == len(COMMON_CHECKS)


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("COO×3", "COO × 3"),
        ("coo x 3", "COO × 3"),
        ("SOM + STR", "SOM + STR"),
        ("luck*10", "Luck × 10"),
    ],
)
def test_gm_written_formulas_are_read(text: str, shown: str) -> None:
    assert str(AptitudeFormula.parse(text)) == shown


@pytest.mark.parametrize("text", ["CHA×2", "WIL×", "WIL + ", "2×WIL"])
def test_unreadable_formulas_are_refused(text: str) -> None:
    with pytest.raises(RulesError):
        AptitudeFormula.parse(text)


def test_a_mix_divided_rounds_down() -> None:
    formula = AptitudeFormula(AptitudeFormula.parse("COG + COO + DUR + STR").terms, divisor=2)
    assert formula.target(SCORES).value == 39  # 79 / 2
    assert str(formula) == "(COG + COO + DUR + STR) ÷ 2"


def test_an_aptitude_the_character_lacks_is_refused() -> None:
    with pytest.raises(RulesError, match="no SOM score"):
        AptitudeFormula.parse("SOM×2").target({Aptitude.WIL: 20})


def test_defaulting_to_a_related_skill_takes_the_gms_penalty() -> None:
    target = default_to_skill(missing_skill="Protocol", skill="Persuasion", rating=60)
    assert target.value == 30
    assert target.breakdown()[1] == "defaulting: Persuasion for Protocol: -30"
    lighter = default_to_skill(
        missing_skill="Protocol",
        skill="Persuasion",
        rating=60,
        options=DefaultingOptions(related_skill_penalty=20),
    )
    assert lighter.value == 40


def test_defaulting_to_the_linked_aptitude_rolls_it_once_without_penalty_by_default() -> None:
    target = default_to_aptitude(missing_skill="Stealth", aptitude=Aptitude.COO, score=30)
    assert target.value == 30
    assert len(target.modifiers) == 0
    with_penalty = default_to_aptitude(
        missing_skill="Stealth",
        aptitude=Aptitude.COO,
        score=30,
        options=DefaultingOptions(aptitude_penalty=10),
    )
    assert with_penalty.value == 20


def test_a_plain_number_is_a_situational_modifier() -> None:
    """Modifiers (all stack; the TN is then held to 1–98): +10 and -25 given as plain numbers."""
    target = TargetNumber(base=40).plus(10, mod.situational(-25, "in the dark"), 90)
    assert [str(line) for line in target.modifiers] == [
        "modifier: +10",
        "in the dark: -25",
        "modifier: +90",
    ]
    assert (target.unclamped, target.value) == (115, 98)
