"""Running a Hot Circle session: when to cut a scene, who gets the spotlight, linked tests, and
the end-of-session review."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from dataclasses import field
from dataclasses import replace
from enum import StrEnum

from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.character import Artha
from gmscreen.rules.hotcircle.pools import Edge
from gmscreen.rules.hotcircle.tables import AdvancementRules
from gmscreen.rules.hotcircle.tables import AwardKind

END_OF_SESSION_STEPS: tuple[str, ...] = (
    "Award persona points for beliefs furthered and resolved",
    "Set beliefs and instincts for the next session (persona points for changes)",
    "Hold a trait vote if a significant milestone was passed",
    "Each player may set one voluntary condition, with a short epilogue",
)


class KindOfTest(StrEnum):
    """The two families of test, counted apart by the scene flow."""

    OBSTACLE = "obstacle"
    ABILITY = "ability"


@dataclass(frozen=True, slots=True, kw_only=True)
class SceneFlowOptions:
    """When to suggest cutting a scene (GM-editable; the text says after 2 ability tests or
    1 obstacle test)."""

    cut_after_ability_tests: int = 2
    cut_after_obstacle_tests: int = 1

    def __post_init__(self) -> None:
        if self.cut_after_ability_tests < 1 or self.cut_after_obstacle_tests < 1:
            raise RulesError("a scene is cut after at least 1 test", rule="setting scenes")


@dataclass(frozen=True, slots=True)
class SceneTally:
    """The tests made in the current scene."""

    ability_tests: int = 0
    obstacle_tests: int = 0

    def counted(self, category: KindOfTest) -> SceneTally:
        """This tally with one more test."""
        if category is KindOfTest.ABILITY:
            return replace(self, ability_tests=self.ability_tests + 1)
        return replace(self, obstacle_tests=self.obstacle_tests + 1)

    def should_cut(self, options: SceneFlowOptions | None = None) -> bool:
        """Setting scenes: cut after two ability tests or one obstacle test."""
        options = options or SceneFlowOptions()
        return (
            self.ability_tests >= options.cut_after_ability_tests
            or self.obstacle_tests >= options.cut_after_obstacle_tests
        )


@dataclass(frozen=True, slots=True)
class Spotlight:
    """How many scenes each player character has starred in this session, in table order."""

    scenes: tuple[tuple[str, int], ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "scenes", tuple(self.scenes))
        names = [name for name, _ in self.scenes]
        if len(set(names)) != len(names):
            raise RulesError("a character is listed twice", rule="spotlight")
        if any(count < 0 for _, count in self.scenes):
            raise RulesError("a scene count cannot be negative", rule="spotlight")

    @classmethod
    def of(cls, characters: Iterable[str]) -> Spotlight:
        """A fresh session: everyone at 0 scenes."""
        return cls(tuple((name, 0) for name in characters))

    def after_scene(self, characters: Iterable[str]) -> Spotlight:
        """The tally after a scene starring these characters."""
        starring = set(characters)
        unknown = starring - {name for name, _ in self.scenes}
        if unknown:
            raise RulesError(
                f"not in the spotlight list: {', '.join(sorted(unknown))}", rule="spotlight"
            )
        return Spotlight(tuple((name, count + (name in starring)) for name, count in self.scenes))

    def next_up(self) -> tuple[str, ...]:
        """Sharing the spotlight: the characters with the fewest scenes so far, in table order."""
        if not self.scenes:
            return ()
        fewest = min(count for _, count in self.scenes)
        return tuple(name for name, count in self.scenes if count == fewest)


@dataclass(frozen=True, slots=True, kw_only=True)
class LinkOptions:
    """Which tests may be linked (GM-editable). The text links an obstacle test into another
    obstacle test and an ability test into an obstacle test, and forbids ability into ability;
    it says nothing of an obstacle test into an ability test, refused by default."""

    allow_obstacle_into_ability: bool = False


def linked_edge(
    first: KindOfTest,
    second: KindOfTest,
    *,
    first_passed: bool,
    options: LinkOptions | None = None,
) -> Edge:
    """Linked tests: the next test has advantage if the first passed, disadvantage if not."""
    options = options or LinkOptions()
    if first is KindOfTest.ABILITY and second is KindOfTest.ABILITY:
        raise RulesError("an ability test cannot be linked into another", rule="linked tests")
    if (
        first is KindOfTest.OBSTACLE
        and second is KindOfTest.ABILITY
        and not options.allow_obstacle_into_ability
    ):
        raise RulesError(
            "only an obstacle test follows a linked test (GM option)", rule="linked tests"
        )
    return Edge.ADVANTAGE if first_passed else Edge.DISADVANTAGE


@dataclass(frozen=True, slots=True, kw_only=True)
class SessionReview:
    """The end-of-session review of one player character, counted per reason.

    Attributes:
        furthered_goals: belief goals moved forward.
        changed_stances, changed_instincts, changed_traits: replaced (character growth).
        resolved_simple, resolved_moderate, resolved_complex: goals resolved, by difficulty.
        resolved_with_another_pc: resolved goals that involved another player character.
        lost_assets: artha still owed for permanent assets lost this session.
    """

    furthered_goals: int = 0
    changed_stances: int = 0
    changed_instincts: int = 0
    changed_traits: int = 0
    resolved_simple: int = 0
    resolved_moderate: int = 0
    resolved_complex: int = 0
    resolved_with_another_pc: int = 0
    lost_assets: tuple[Artha, ...] = field(default=())

    def __post_init__(self) -> None:
        if any(count < 0 for _, count in self.counts()):
            raise RulesError("a review counts 0 or more of each reason", rule="end of session")
        resolved = self.resolved_simple + self.resolved_moderate + self.resolved_complex
        if self.resolved_with_another_pc > resolved:
            raise RulesError(
                "more goals resolved with another PC than goals resolved", rule="end of session"
            )

    def counts(self) -> tuple[tuple[AwardKind, int], ...]:
        """(award reason, count) pairs in the order of the awards table."""
        return (
            (AwardKind.FURTHERED_GOAL, self.furthered_goals),
            (AwardKind.CHANGED_STANCE, self.changed_stances),
            (AwardKind.CHANGED_INSTINCT, self.changed_instincts),
            (AwardKind.CHANGED_TRAIT, self.changed_traits),
            (AwardKind.RESOLVED_SIMPLE_GOAL, self.resolved_simple),
            (AwardKind.RESOLVED_MODERATE_GOAL, self.resolved_moderate),
            (AwardKind.RESOLVED_COMPLEX_GOAL, self.resolved_complex),
            (AwardKind.RESOLVED_WITH_ANOTHER_PC, self.resolved_with_another_pc),
        )


def session_awards(review: SessionReview, *, rules: AdvancementRules | None = None) -> Artha:
    """End of session: persona points per the awards table (1 per furthered goal, 2 per
    changed stance, instinct or trait, 2/4/6 per resolved goal, +1 if another PC took part),
    plus what lost permanent assets give back."""
    rules = rules or AdvancementRules()
    persona = sum(rules.award(kind) * count for kind, count in review.counts())
    fate = sum(owed.fate_points for owed in review.lost_assets)
    persona += sum(owed.persona_points for owed in review.lost_assets)
    return Artha(fate, persona)
