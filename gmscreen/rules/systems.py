"""The explicit registry of rule systems gmscreen knows (no plugin discovery)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class RuleSystem:
    """A rule system a campaign can be played with."""

    id: str
    name: str
    has_battle_map: bool


RFI_FREELANCERS = RuleSystem(id="rfi", name="RFI: Freelancers", has_battle_map=True)
FIRELOCK = RuleSystem(id="firelock", name="Firelock", has_battle_map=False)
HOT_CIRCLE = RuleSystem(id="hotcircle", name="Hot Circle RPG", has_battle_map=False)
RENAISSANCE = RuleSystem(id="renaissance", name="Renaissance", has_battle_map=False)

SYSTEMS: tuple[RuleSystem, ...] = (RFI_FREELANCERS, FIRELOCK, HOT_CIRCLE, RENAISSANCE)


def system_by_id(system_id: str) -> RuleSystem:
    """Return the registered system with this id; `KeyError` names the unknown id."""
    for system in SYSTEMS:
        if system.id == system_id:
            return system
    raise KeyError(f"unknown rule system {system_id!r}")
