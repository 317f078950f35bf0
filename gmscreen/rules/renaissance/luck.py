"""Renaissance Luck Points across sessions: gained at each session break, spent one by one."""

from __future__ import annotations

from dataclasses import dataclass

from gmscreen.rules.errors import RulesError


@dataclass(frozen=True, slots=True)
class LuckOptions:
    """Luck Point numbers the GM may change.

    Attributes:
        gained_per_session_break: Luck Points each character gains at the start of a session
            or at a session break the GM declares (1).
        maximum: most Luck Points a character may hold; the basic rules give no limit (None).
    """

    gained_per_session_break: int = 1
    maximum: int | None = None


def luck_after_session_break(points: int, *, options: LuckOptions | None = None) -> int:
    """Session breaks: a character's Luck Points once a session starts or a break is declared."""
    options = options or LuckOptions()
    _check_points(points)
    gained = points + options.gained_per_session_break
    return gained if options.maximum is None else min(gained, max(points, options.maximum))


def luck_after_spending(points: int, *, spent: int = 1) -> int:
    """Spending Luck: what is left after spending Luck Points (a character cannot go below 0)."""
    _check_points(points)
    if spent < 1:
        raise RulesError(f"spend at least one Luck Point, not {spent}", rule="luck points")
    if spent > points:
        raise RulesError(f"only {points} Luck Points to spend, not {spent}", rule="luck points")
    return points - spent


def _check_points(points: int) -> None:
    if points < 0:
        raise RulesError(f"Luck Points cannot be {points}", rule="luck points")
