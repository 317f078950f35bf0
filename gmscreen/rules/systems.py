"""The explicit registry of rule systems gmscreen knows (no plugin discovery)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class RuleSystem:
    """A rule system a campaign can be played with.

    Every system has the zone map; what a move costs there is the system's movement policy.
    """

    id: str
    name: str


RFI_FREELANCERS = RuleSystem(id="rfi", name="RFI: Freelancers")
FIRELOCK = RuleSystem(id="firelock", name="Firelock")
HOT_CIRCLE = RuleSystem(id="hotcircle", name="Hot Circle RPG")
RENAISSANCE = RuleSystem(id="renaissance", name="Renaissance")

SYSTEMS: tuple[RuleSystem, ...] = (RFI_FREELANCERS, FIRELOCK, HOT_CIRCLE, RENAISSANCE)


def system_by_id(system_id: str) -> RuleSystem:
    """Return the registered system with this id; `KeyError` names the unknown id."""
    for system in SYSTEMS:
        if system.id == system_id:
            return system
    raise KeyError(f"unknown rule system {system_id!r}")
