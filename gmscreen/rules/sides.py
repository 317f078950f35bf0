"""Two sides facing each other, as every system's contests and challenges have them."""

from __future__ import annotations

from enum import Enum
from typing import Self


class TwoSides(Enum):
    """The base of an enum of exactly two opposing sides (each system names its own)."""

    @property
    def other(self) -> Self:
        """The side facing this one."""
        first, second = type(self)
        return second if self is first else first
