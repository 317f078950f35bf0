"""Injectable dice shared by every rule system: given faces for replays and tests, or a seed.

The engine never calls `random` on its own; it asks a `Dice` for faces, so every roll in the roll
log can be replayed exactly from the faces (or the seed) it recorded.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Protocol

from gmscreen.rules.errors import DiceError


class Dice(Protocol):
    """Anything that can roll `count` dice of `sides` faces, numbered 1..sides."""

    def roll(self, count: int, sides: int) -> tuple[int, ...]:
        """Roll `count` dice with faces 1..`sides` and return the faces in order."""
        ...


class SeededDice:
    """Pseudo-random dice from a seed: the same seed gives the same faces."""

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed if seed is not None else random.SystemRandom().randrange(2**63)
        self._rng = random.Random(self.seed)

    def roll(self, count: int, sides: int) -> tuple[int, ...]:
        """Roll `count` dice with faces 1..`sides`."""
        _check_request(count, sides)
        return tuple(self._rng.randint(1, sides) for _ in range(count))


class FixedDice:
    """Dice that return given faces in order: for replays of logged rolls and for tests.

    Raises `DiceError` when asked for more faces than it holds or for a face a die cannot show.
    """

    def __init__(self, faces: Iterable[int]) -> None:
        self._faces = list(faces)
        self._next = 0

    @property
    def remaining(self) -> int:
        """How many given faces have not been used yet."""
        return len(self._faces) - self._next

    def roll(self, count: int, sides: int) -> tuple[int, ...]:
        """Return the next `count` given faces, checked against `sides`."""
        _check_request(count, sides)
        if count > self.remaining:
            raise DiceError(
                f"{count} dice asked for but only {self.remaining} faces given",
                rule="replayed dice",
            )
        faces = tuple(self._faces[self._next : self._next + count])
        for face in faces:
            if not 1 <= face <= sides:
                raise DiceError(f"a d{sides} cannot show {face}", rule="replayed dice")
        self._next += count
        return faces


def _check_request(count: int, sides: int) -> None:
    if count < 0:
        raise DiceError(f"cannot roll {count} dice", rule="dice")
    if sides < 2:
        raise DiceError(f"a die needs at least 2 faces, not {sides}", rule="dice")
