"""The five Renaissance action types, and which of them run against a timeframe."""

from __future__ import annotations

from enum import Enum


class ActionType(Enum):
    """Action types: how long an action takes and whether it needs the character's focus."""

    STANDARD = "standard action"
    QUICK = "quick action"
    TASK = "task action"
    SUSTAINED = "sustained action"
    JOB = "job"

    @property
    def label(self) -> str:
        """The action type as a GM reads it."""
        return self.value

    @property
    def has_timeframe(self) -> bool:
        """Task actions and jobs have a timeframe: only they can be rushed or taken slowly."""
        return self in (ActionType.TASK, ActionType.JOB)

    @property
    def needs_focus(self) -> bool:
        """Quick and sustained actions leave the character free to do other things."""
        return self not in (ActionType.QUICK, ActionType.SUSTAINED)
