"""Long jobs (snapshots, JSON export and import) as steps a window can run between paints.

A job is a generator: each `next()` does one step and yields (its progress, for a job that
reports one), and its return value is the job's result. Whoever drives it decides when the next
step runs: a window between events, a script at once (`finish`). Closing the generator early
stops the job; each job leaves nothing half-written when stopped.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Generator
from typing import Any
from typing import TypeVar

T = TypeVar("T")

# What one step may take: well inside a 60 Hz frame (16.7 ms), leaving the window room to paint.
STEP_SECONDS = 0.005


def finish(steps: Generator[Any, None, T]) -> T:
    """Run every step of a job now and return its result."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value  # type: ignore[no-any-return]


def collector_paused(steps: Generator[Any, None, T]) -> Generator[Any, None, T]:
    """`steps` with Python's cycle collector paused from the first step until the job ends or
    is stopped (and left paused if it already was).

    Reading or writing a long campaign's JSON makes millions of objects, none of them in a
    cycle: the collector, set off again and again by so many new objects, went through all of
    them each time (at 100,000 actions, over a third of an import's time).
    """
    collecting = gc.isenabled()
    gc.disable()
    try:
        return (yield from steps)
    finally:
        if collecting:
            gc.enable()


class StepClock:
    """Says when the current step has used its time (`due`), and starts the next (`restart`)."""

    def __init__(self, seconds: float | None = None) -> None:
        self._seconds = STEP_SECONDS if seconds is None else seconds
        self._end = time.perf_counter() + self._seconds

    def due(self) -> bool:
        """Whether this step's time is up."""
        return time.perf_counter() >= self._end

    def restart(self) -> None:
        """A new step starts now."""
        self._end = time.perf_counter() + self._seconds
