"""Builds the large campaign the budgets are measured on: 1 season, 12 episodes, 240 scenes,
60 characters, 10,000 rolls (and, for the store, as many logged actions as asked for)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gmscreen.model.demo import demo_records
from gmscreen.model.rfi.sheet import DEFAULT_ATTRIBUTES, DEFAULT_SKILLS
from gmscreen.model.state import (
    Campaign,
    Character,
    Episode,
    Pool,
    Record,
    RollRecord,
    Scene,
    Season,
    Trait,
)


def large_campaign_records(*, characters: int = 60, rolls: int = 10_000) -> list[Record]:
    """The large campaign's records, from a fixed seed so every run measures the same file."""
    rng = random.Random(2026)
    campaign = next(r for r in demo_records() if isinstance(r, Campaign))
    records: list[Record] = [campaign, Season(1, "Season 1")]
    scene_id = 0
    for episode in range(1, 13):
        records.append(Episode(episode, 1, f"Episode {episode}", episode))
        for order in range(20):
            scene_id += 1
            records.append(Scene(scene_id, episode, f"Scene {episode}.{order + 1}", order))
    for character_id in range(1, characters + 1):
        sheet = {
            "attributes": {name: rng.randint(7, 12) for name in DEFAULT_ATTRIBUTES},
            "skills": {name: rng.randint(1, 5) for name in DEFAULT_SKILLS},
            "specialties": [],
            "truths": [],
            "stress": 0,
            "max_stress": 5,
            "injuries": [],
        }
        kind = "pc" if character_id <= 5 else "npc"
        tier = None if kind == "pc" else rng.choice(["minor", "notable", "major"])
        records.append(
            Character(character_id, f"Character {character_id}", kind, tier, sheet=sheet)
        )
    for trait_id in range(1, 481):
        records.append(Trait(trait_id, f"Trait {trait_id}", scene_id=1 + trait_id % scene_id))
    records.append(Pool(1, "momentum", 3))
    records.append(Pool(2, "threat", 10))
    records.extend(Pool(2 + pc, "fortune", 3, owner_id=pc) for pc in range(1, 6))
    for roll_id in range(1, rolls + 1):
        faces = tuple(rng.randint(1, 20) for _ in range(2))
        records.append(
            RollRecord(
                roll_id,
                f"2026-0{1 + roll_id % 9}-1{roll_id % 10}T20:{roll_id % 60:02d}:00",
                "rfi-task",
                f"Character {1 + roll_id % characters} — Fitness + Security, difficulty 1: passed",
                character_id=1 + roll_id % characters,
                inputs={"attribute": 9, "skill": 2, "difficulty": 1},
                faces=faces,
                outcome={"outcome": "passed", "successes": 1, "momentum": 0},
            )
        )
    return records
