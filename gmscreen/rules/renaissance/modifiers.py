"""Renaissance check modifiers: each line with its reason, their total, and the caps on each."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from gmscreen.rules.errors import RulesError
from gmscreen.rules.renaissance.actions import ActionType

USEFUL_RANKS = 10
"""Ranks that make a skill useful: to assist, to count as a related skill, basic proficiency."""
ASSIST_STEP, ASSIST_CAP = 10, 30
RELATED_SKILL_TIERS = ((40, 30), (25, 20), (10, 10))
"""(fewest ranks, bonus), best first."""
SPECIALIZATION_BONUS = 10
MISSING_PROFICIENCY_PENALTY = -20
DIFFICULTY_LIMIT = 30
TAKING_TIME_STEP_PERCENT, TAKING_TIME_STEP, TAKING_TIME_CAP = 50, 10, 30
RUSHING_STEP_PERCENT, RUSHING_STEP, RUSHING_MAX_PERCENT = 25, -10, 75
PASSIVE_PENALTY = -20
SUSTAINED_ACTION_STEP = -10
RETRY_STEP = -10


class ModifierKind(Enum):
    """Where a modifier comes from; some kinds may appear only once on a check."""

    ASSIST = "assist"
    RELATED_SKILL = "related skill"
    SPECIALIZATION = "specialization"
    MISSING_PROFICIENCY = "missing proficiency"
    DIFFICULTY = "difficulty"
    TAKING_TIME = "taking time"
    RUSHING = "rushing"
    PASSIVE = "passive test"
    SUSTAINED_ACTIONS = "sustained actions"
    RETRY = "trying again"
    DEFAULTING = "defaulting"
    FEATURE = "feature"
    SITUATIONAL = "situational"


_ONCE_PER_CHECK = frozenset(ModifierKind) - {ModifierKind.FEATURE, ModifierKind.SITUATIONAL}


@dataclass(frozen=True, slots=True)
class Modifier:
    """One modifier line: a signed value and the reason the GM reads beside it."""

    kind: ModifierKind
    value: int
    label: str

    def __str__(self) -> str:
        return f"{self.label}: {self.value:+d}"


@dataclass(frozen=True, slots=True)
class Modifiers:
    """Stacking modifiers (everything stacks): the lines of one check and their total.

    There is no overall cap: only the target number itself is clamped (1–98). Each kind except
    feature and situational modifiers appears at most once (one related skill, one
    specialization, one assist line for all assistants…), and a check cannot be both rushed and
    taken slowly.
    """

    lines: tuple[Modifier, ...] = ()

    def __post_init__(self) -> None:
        counts = Counter(line.kind for line in self.lines)
        for kind in _ONCE_PER_CHECK:
            if counts[kind] > 1:
                raise RulesError(
                    f"a check takes one {kind.value} modifier, not {counts[kind]}", rule="modifiers"
                )
        if counts[ModifierKind.TAKING_TIME] and counts[ModifierKind.RUSHING]:
            raise RulesError(
                "a check cannot be both rushed and taken slowly",
                rule="taking your time and rushing",
            )

    def plus(self, *modifiers: Modifier | int) -> Modifiers:
        """These lines with more added (refused as a whole if any breaks a rule).

        A plain number is a situational modifier the GM gives without a reason ("+10").
        """
        return Modifiers(self.lines + tuple(as_modifier(m) for m in modifiers))

    @property
    def total(self) -> int:
        """The sum of every line."""
        return sum(line.value for line in self.lines)

    def __iter__(self) -> Iterator[Modifier]:
        return iter(self.lines)

    def __len__(self) -> int:
        return len(self.lines)


def assist(assistant_ranks: Sequence[int]) -> Modifier:
    """Being assisted: +10 per assistant, at most +30; each needs 10 ranks in a useful skill.

    Args:
        assistant_ranks: each assistant's ranks in the skill they help with (any useful skill).
    """
    if not assistant_ranks:
        raise RulesError("name at least one assistant", rule="being assisted")
    for ranks in assistant_ranks:
        if ranks < USEFUL_RANKS:
            raise RulesError(
                f"an assistant needs {USEFUL_RANKS} ranks in a useful skill, not {ranks}",
                rule="being assisted",
            )
    count = len(assistant_ranks)
    value = min(ASSIST_STEP * count, ASSIST_CAP)
    capped = " (capped)" if ASSIST_STEP * count > ASSIST_CAP else ""
    noun = "assistant" if count == 1 else "assistants"
    return Modifier(ModifierKind.ASSIST, value, f"{count} {noun}{capped}")


def related_skill(ranks: int, *, skill: str = "related skill") -> Modifier:
    """Related skill: +10 for 10–24 ranks, +20 for 25–39, +30 for 40 or more (one per check)."""
    for fewest, bonus in RELATED_SKILL_TIERS:
        if ranks >= fewest:
            return Modifier(ModifierKind.RELATED_SKILL, bonus, f"{skill} ({ranks} ranks)")
    raise RulesError(
        f"a related skill needs {USEFUL_RANKS} ranks, not {ranks}", rule="related skill"
    )


def specialization(name: str = "specialization") -> Modifier:
    """Specialization: +10 when it applies (and nothing, not a penalty, when it does not)."""
    return Modifier(ModifierKind.SPECIALIZATION, SPECIALIZATION_BONUS, f"[{name}]")


def missing_proficiency() -> Modifier:
    """Proficiencies: −20 on a proficiency skill used without a fitting proficiency."""
    return Modifier(
        ModifierKind.MISSING_PROFICIENCY, MISSING_PROFICIENCY_PENALTY, "no fitting proficiency"
    )


def difficulty(value: int) -> Modifier:
    """Difficulty: from very easy (+30) to very hard (−30), any step between."""
    if not -DIFFICULTY_LIMIT <= value <= DIFFICULTY_LIMIT:
        raise RulesError(f"difficulty runs from −30 to +30, not {value:+d}", rule="difficulty")
    return Modifier(ModifierKind.DIFFICULTY, value, _difficulty_label(value))


def _difficulty_label(value: int) -> str:
    if value == DIFFICULTY_LIMIT:
        return "very easy"
    if value == -DIFFICULTY_LIMIT:
        return "very hard"
    if value == 0:
        return "ordinary difficulty"
    return "easier than usual" if value > 0 else "harder than usual"


def taking_time(extra_percent: int, *, action: ActionType) -> Modifier:
    """Taking your time: +10 per full +50% of the timeframe, at most +30 (from +150%).

    More time than +150% may be spent but earns nothing more. Only task actions and jobs.
    """
    _check_timeframe_action(action, rule="taking your time")
    if extra_percent <= 0:
        raise RulesError(
            f"taking time adds a positive share of time, not {extra_percent}%",
            rule="taking your time",
        )
    steps = extra_percent // TAKING_TIME_STEP_PERCENT
    value = min(TAKING_TIME_STEP * steps, TAKING_TIME_CAP)
    return Modifier(ModifierKind.TAKING_TIME, value, f"taking {extra_percent}% more time")


def rushing(cut_percent: int, *, action: ActionType) -> Modifier:
    """Rushing: −10 per full 25% cut from the timeframe, down to −75% time for −30.

    Only task actions and jobs; cutting more than 75% is refused.
    """
    _check_timeframe_action(action, rule="rushing")
    if not 0 < cut_percent <= RUSHING_MAX_PERCENT:
        raise RulesError(
            f"rushing cuts 1–{RUSHING_MAX_PERCENT}% of the time, not {cut_percent}%", rule="rushing"
        )
    value = RUSHING_STEP * (cut_percent // RUSHING_STEP_PERCENT)
    return Modifier(ModifierKind.RUSHING, value, f"rushing {cut_percent}% faster")


def _check_timeframe_action(action: ActionType, *, rule: str) -> None:
    if not action.has_timeframe:
        raise RulesError(
            f"only task actions and jobs have a timeframe, not a {action.label}", rule=rule
        )


def passive() -> Modifier:
    """Passive tests: −20 when the GM rolls on a character's behalf."""
    return Modifier(ModifierKind.PASSIVE, PASSIVE_PENALTY, "passive test")


def sustained_actions(maintained: int) -> Modifier:
    """Sustained actions: −10 on every test for each one maintained beyond the first."""
    if maintained < 0:
        raise RulesError(f"sustained actions cannot number {maintained}", rule="sustained actions")
    value = SUSTAINED_ACTION_STEP * max(0, maintained - 1)
    return Modifier(ModifierKind.SUSTAINED_ACTIONS, value, f"{maintained} sustained actions")


def retry(earlier_attempts: int) -> Modifier:
    """Trying again (optional rule): −10 for each earlier try at the same check, cumulative."""
    if earlier_attempts < 0:
        raise RulesError(f"earlier attempts cannot number {earlier_attempts}", rule="trying again")
    return Modifier(
        ModifierKind.RETRY, RETRY_STEP * earlier_attempts, f"try {earlier_attempts + 1}"
    )


def as_modifier(modifier: Modifier | int) -> Modifier:
    """Modifiers: a plain number is a situational bonus or penalty of that size."""
    if isinstance(modifier, Modifier):
        return modifier
    return Modifier(ModifierKind.SITUATIONAL, modifier, "modifier")


def situational(value: int, reason: str) -> Modifier:
    """Situational modifier: any bonus or penalty the GM assigns, with its reason."""
    if not reason.strip():
        raise RulesError("give the situational modifier a reason", rule="situational modifiers")
    return Modifier(ModifierKind.SITUATIONAL, value, reason.strip())


def feature(value: int, name: str) -> Modifier:
    """Feature modifier: a bonus or penalty a character's feature or trait grants."""
    if not name.strip():
        raise RulesError("name the feature that grants the modifier", rule="modifiers")
    return Modifier(ModifierKind.FEATURE, value, name.strip())
