"""Rolling a Renaissance D% (0–99) through injected dice, keeping the faces for the log."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from gmscreen.rules.dice import Dice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.renaissance.grades import check_roll_value


class PercentileMethod(Enum):
    """How a D% is produced from dice faces (both read 0–99)."""

    ONE_D100 = "1d100"
    """One hundred-sided die read 1–100; a 100 reads as 00."""
    TWO_D10 = "2d10"
    """Two ten-sided dice read 1–10, tens die first; a 10 reads as 0 on either die."""
    ENTERED = "entered"
    """The GM typed the D% in (rolled at the table); no faces are kept."""


@dataclass(frozen=True, slots=True)
class PercentileRoll:
    """One D% roll: its value 0–99, the faces it came from and how they were read."""

    value: int
    faces: tuple[int, ...] = ()
    method: PercentileMethod = PercentileMethod.ENTERED

    def __post_init__(self) -> None:
        check_roll_value(self.value)
        if self.method is not PercentileMethod.ENTERED:
            expected = percentile_from_faces(self.faces, method=self.method)
            if expected != self.value:
                raise RulesError(
                    f"faces {self.faces} read {expected} on {self.method.value}, not {self.value}",
                    rule="D% check",
                )


def percentile_from_faces(faces: tuple[int, ...], *, method: PercentileMethod) -> int:
    """D% reading: turn 1d100 or 2d10 faces into 0–99 (a 100, or a 10, counts as zero)."""
    if method is PercentileMethod.ONE_D100:
        if len(faces) != 1 or not 1 <= faces[0] <= 100:
            raise RulesError(f"1d100 needs one face 1–100, not {faces}", rule="D% check")
        return faces[0] % 100
    if method is PercentileMethod.TWO_D10:
        if len(faces) != 2 or not all(1 <= face <= 10 for face in faces):
            raise RulesError(f"2d10 needs two faces 1–10, not {faces}", rule="D% check")
        tens, units = faces
        return (tens % 10) * 10 + units % 10
    raise RulesError("a D% typed in has no faces to read", rule="D% check")


def roll_percentile(
    dice: Dice, *, method: PercentileMethod = PercentileMethod.ONE_D100
) -> PercentileRoll:
    """D% roll: a number from 0 to 99 (by default one d100 whose 100 reads as 00)."""
    if method is PercentileMethod.ONE_D100:
        faces = dice.roll(1, 100)
    elif method is PercentileMethod.TWO_D10:
        faces = dice.roll(2, 10)
    else:
        raise RulesError("the engine cannot roll a D% that is typed in", rule="D% check")
    return PercentileRoll(
        value=percentile_from_faces(faces, method=method), faces=faces, method=method
    )


def entered_percentile(value: int) -> PercentileRoll:
    """D% rolled at the table: the GM types the 0–99 reading (a physical 100 is entered as 0)."""
    return PercentileRoll(value=value)
