"""Assisted RFI: Freelancers tasks: who may help, what their die adds, what it risks."""

from __future__ import annotations

from dataclasses import dataclass

from gmscreen.rules.rfi.constants import COMPLICATION_RANGE_MAX
from gmscreen.rules.rfi.scoring import check_attribute_and_skill


@dataclass(frozen=True, slots=True, kw_only=True)
class Assistant:
    """An assistant: rolls exactly 1d20 against their own target number and specialty.

    Attributes:
        attribute: the assistant's attribute (7–12), not necessarily the leader's.
        skill: the assistant's skill (1–5).
        has_specialty: an applicable specialty makes faces at or under the skill critical.
    """

    attribute: int
    skill: int
    has_specialty: bool = False

    def __post_init__(self) -> None:
        check_attribute_and_skill(self.attribute, self.skill, whose="an assistant")

    @property
    def target_number(self) -> int:
        """The assistant's own target number: attribute + skill."""
        return self.attribute + self.skill


def assisted_complication_range(
    complication_range: int, assistant_count: int, *, raises_range: bool
) -> int:
    """Assistance penalty (GM's option): +1 complication range per assistant after the first.

    Args:
        complication_range: the task's range before assistance (1–5).
        assistant_count: how many characters assist the leader.
        raises_range: whether the GM applies the penalty to this task.

    Returns:
        The range that applies to every die of the task, never above 5.
    """
    if not raises_range:
        return complication_range
    return min(COMPLICATION_RANGE_MAX, complication_range + max(0, assistant_count - 1))


def assistance_counts(leader_successes: int) -> bool:
    """Assistants' successes count only when the leader's own dice score at least one success.

    Their complications count either way; the caller adds those regardless.
    """
    return leader_successes >= 1
