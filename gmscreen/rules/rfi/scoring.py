"""How one d20 of an RFI: Freelancers task scores: target number, critical success, complication."""

from __future__ import annotations

from dataclasses import dataclass

from gmscreen.rules.errors import check_between
from gmscreen.rules.rfi.constants import ATTRIBUTE_MAX
from gmscreen.rules.rfi.constants import ATTRIBUTE_MIN
from gmscreen.rules.rfi.constants import COMPLICATION_RANGE_MAX
from gmscreen.rules.rfi.constants import COMPLICATION_RANGE_MIN
from gmscreen.rules.rfi.constants import CRITICAL_SUCCESS_SCORE
from gmscreen.rules.rfi.constants import DIE_SIDES
from gmscreen.rules.rfi.constants import SKILL_MAX
from gmscreen.rules.rfi.constants import SKILL_MIN


def check_attribute_and_skill(attribute: int, skill: int, *, whose: str) -> None:
    """Target number parts: an attribute is 7–12 and a skill 1–5.

    Args:
        attribute: the attribute rating added to the target number.
        skill: the skill rating added to the target number.
        whose: who rolls ("the leader", "assistant 1"), named in the message.

    Raises:
        RulesError: either rating is out of its range.
    """
    check_between(
        attribute,
        ATTRIBUTE_MIN,
        ATTRIBUTE_MAX,
        what=f"{whose}'s attribute",
        rule="target number: attribute",
    )
    check_between(skill, SKILL_MIN, SKILL_MAX, what=f"{whose}'s skill", rule="target number: skill")


def check_complication_range(complication_range: int) -> None:
    """Complication range: 1 (only a 20) up to 5 (16–20), never more.

    Raises:
        RulesError: the range is below 1 or above 5.
    """
    check_between(
        complication_range,
        COMPLICATION_RANGE_MIN,
        COMPLICATION_RANGE_MAX,
        what="complication range",
        rule="complication range",
    )


@dataclass(frozen=True, slots=True, kw_only=True)
class DieScore:
    """What one d20 scored: its successes (0, 1 or 2), whether critical, whether a complication."""

    successes: int
    critical: bool
    complication: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class DieProfile:
    """Scoring of one d20: at or under the target number succeeds, criticals, complications.

    Attributes:
        target_number: attribute + skill; a face at or under it scores.
        critical_up_to: faces at or under this are critical successes (1, or the skill rating
            with an applicable specialty).
        complication_from: faces at or above this cause a complication (21 − range).
    """

    target_number: int
    critical_up_to: int
    complication_from: int

    @classmethod
    def for_roller(
        cls, *, attribute: int, skill: int, has_specialty: bool, complication_range: int
    ) -> DieProfile:
        """Target number and critical range of one roller, and the task's complication range."""
        return cls(
            target_number=attribute + skill,
            critical_up_to=skill if has_specialty else 1,
            complication_from=DIE_SIDES + 1 - complication_range,
        )

    def successes(self, face: int) -> int:
        """Successes one face scores: 2 if critical, 1 at or under the target number, else 0."""
        if face <= self.critical_up_to:
            return CRITICAL_SUCCESS_SCORE
        return 1 if face <= self.target_number else 0

    def score(self, face: int) -> DieScore:
        """Critical success scores 2, success 1, anything above the target number 0."""
        critical = face <= self.critical_up_to
        return DieScore(
            successes=self.successes(face),
            critical=critical,
            complication=face >= self.complication_from,
        )
