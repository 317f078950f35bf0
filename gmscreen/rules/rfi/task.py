"""RFI: Freelancers tasks: what the GM sets up before the roll, and its validation."""

from __future__ import annotations

from dataclasses import dataclass

from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.assistance import Assistant
from gmscreen.rules.rfi.assistance import assisted_complication_range
from gmscreen.rules.rfi.constants import ASSISTANT_DICE
from gmscreen.rules.rfi.constants import BASE_DICE
from gmscreen.rules.rfi.constants import COMPLICATION_RANGE_MIN
from gmscreen.rules.rfi.constants import DEFAULT_DIFFICULTY
from gmscreen.rules.rfi.constants import MAX_BOUGHT_DICE
from gmscreen.rules.rfi.constants import MAX_DICE
from gmscreen.rules.rfi.constants import SUCCESS_AT_COST_COMPLICATIONS
from gmscreen.rules.rfi.scoring import DieProfile
from gmscreen.rules.rfi.scoring import check_attribute_and_skill
from gmscreen.rules.rfi.scoring import check_complication_range


@dataclass(frozen=True, slots=True, kw_only=True)
class Task:
    """A task as the GM sets it: target number, difficulty, dice pool, assistance and options.

    Attributes:
        attribute: the leader's attribute (7–12).
        skill: the leader's skill (1–5); target number = attribute + skill.
        has_specialty: an applicable specialty makes faces at or under the skill critical.
        difficulty: successes needed; 0–5 usual, higher allowed, never negative.
        complication_range: 1 (a 20) to 5 (16–20), before any assistance penalty.
        bonus_dice: free d20s granted by talents or other effects.
        bought_dice: d20s bought with momentum or threat (0–3).
        assistants: each rolls 1d20 with their own target number and specialty.
        assistance_raises_complication_range: GM option, +1 range per assistant after the
            first (the range never exceeds 5).
        roll_at_difficulty_zero: the GM lets a difficulty 0 task be rolled: every success is
            momentum, and complications apply.
        success_at_cost: a failed roll still succeeds, with `cost_complications` extra
            complications and no momentum.
        cost_complications: the automatic complications of success at cost (GM's choice, ≥ 1).

    Raises:
        RulesError: any value the rules refuse, naming the rule.
    """

    attribute: int
    skill: int
    has_specialty: bool = False
    difficulty: int = DEFAULT_DIFFICULTY
    complication_range: int = COMPLICATION_RANGE_MIN
    bonus_dice: int = 0
    bought_dice: int = 0
    assistants: tuple[Assistant, ...] = ()
    assistance_raises_complication_range: bool = False
    roll_at_difficulty_zero: bool = False
    success_at_cost: bool = False
    cost_complications: int = SUCCESS_AT_COST_COMPLICATIONS

    def __post_init__(self) -> None:
        # A list would make the task unhashable, and odds are cached per task shape.
        object.__setattr__(self, "assistants", tuple(self.assistants))
        check_attribute_and_skill(self.attribute, self.skill, whose="the leader")
        if self.difficulty < 0:
            raise RulesError(
                f"difficulty must be 0 or more, not {self.difficulty}", rule="difficulty"
            )
        check_complication_range(self.complication_range)
        _check_pool(self.bonus_dice, self.bought_dice)
        if self.cost_complications < 1:
            raise RulesError(
                f"success at cost brings at least 1 complication, not {self.cost_complications}",
                rule="success at cost",
            )

    @property
    def target_number(self) -> int:
        """The leader's target number: attribute + skill."""
        return self.attribute + self.skill

    @property
    def rolled(self) -> bool:
        """Whether dice are rolled: always, except at difficulty 0 unless the GM allows it."""
        return self.difficulty > 0 or self.roll_at_difficulty_zero

    @property
    def leader_dice(self) -> int:
        """The leader's pool: 2d20 plus bonus and bought dice, never more than 5."""
        return BASE_DICE + self.bonus_dice + self.bought_dice

    @property
    def dice_count(self) -> int:
        """Every d20 the task rolls: the leader's pool and one per assistant (0 if unrolled)."""
        if not self.rolled:
            return 0
        return self.leader_dice + ASSISTANT_DICE * len(self.assistants)

    @property
    def effective_complication_range(self) -> int:
        """The range for every die of the task, after the GM's assistance penalty if any."""
        return assisted_complication_range(
            self.complication_range,
            len(self.assistants),
            raises_range=self.assistance_raises_complication_range,
        )

    @property
    def leader_profile(self) -> DieProfile:
        """How each of the leader's dice (including bonus and bought dice) scores."""
        return DieProfile.for_roller(
            attribute=self.attribute,
            skill=self.skill,
            has_specialty=self.has_specialty,
            complication_range=self.effective_complication_range,
        )

    @property
    def assistant_profiles(self) -> tuple[DieProfile, ...]:
        """How each assistant's die scores, in the order of `assistants`."""
        complication_range = self.effective_complication_range
        return tuple(
            DieProfile.for_roller(
                attribute=assistant.attribute,
                skill=assistant.skill,
                has_specialty=assistant.has_specialty,
                complication_range=complication_range,
            )
            for assistant in self.assistants
        )


def _check_pool(bonus_dice: int, bought_dice: int) -> None:
    if bonus_dice < 0:
        raise RulesError(f"bonus dice cannot be negative ({bonus_dice})", rule="dice pool")
    if not 0 <= bought_dice <= MAX_BOUGHT_DICE:
        raise RulesError(
            f"a character buys 0–{MAX_BOUGHT_DICE} extra d20s, not {bought_dice}",
            rule="buying d20s",
        )
    pool = BASE_DICE + bonus_dice + bought_dice
    if pool > MAX_DICE:
        raise RulesError(
            f"a task never rolls more than {MAX_DICE}d20 (here {BASE_DICE} + {bonus_dice} bonus"
            f" + {bought_dice} bought = {pool})",
            rule="dice pool",
        )
