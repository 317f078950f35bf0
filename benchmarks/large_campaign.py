"""Builds the large campaign the budgets are measured on: 1 season, 12 episodes, 240 scenes,
60 characters, 10,000 rolls (and, for the store, as many logged actions as asked for).

`build_with_actions` writes it with any number of logged actions of the project's benchmark mix
(`benchmarks.store.random_command`: rolls, pool spends, trait and sheet edits, new traits, undo
and redo), played in memory in linear time and written in one transaction: the file those
actions committed one by one would leave.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from gmscreen.model.changes import ChangeSet
from gmscreen.model.demo import demo_records
from gmscreen.model.repository import HistoryEntry
from gmscreen.model.rfi.sheet import DEFAULT_ATTRIBUTES
from gmscreen.model.rfi.sheet import DEFAULT_SKILLS
from gmscreen.model.state import Campaign
from gmscreen.model.state import Character
from gmscreen.model.state import Episode
from gmscreen.model.state import Pool
from gmscreen.model.state import Record
from gmscreen.model.state import RollRecord
from gmscreen.model.state import Scene
from gmscreen.model.state import Season
from gmscreen.model.state import Token
from gmscreen.model.state import Trait
from gmscreen.model.state import Zone
from gmscreen.model.state import ZoneLink
from gmscreen.model.state import ZoneMap

MAP_SIDE = 4  # the battle map of the first scene: a 4 × 4 grid of zones


def large_campaign_records(
    *, characters: int = 60, rolls: int = 10_000, with_map: bool = False
) -> list[Record]:
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
    if with_map:
        records.extend(battle_map(characters))
    return records


def battle_map(characters: int) -> list[Record]:
    """A map for the first scene: a grid of zones linked to their neighbours, a token for each
    player character and five NPCs."""
    records: list[Record] = [ZoneMap(1, "Hangar", scene_id=1)]
    size = 100.0
    for row in range(MAP_SIDE):
        for column in range(MAP_SIDE):
            zone_id = row * MAP_SIDE + column + 1
            x, y = column * size, row * size
            outline = ((x, y), (x + size, y), (x + size, y + size), (x, y + size))
            records.append(Zone(zone_id, 1, f"Zone {zone_id}", outline))
    link_id = 0
    for zone_id in range(1, MAP_SIDE * MAP_SIDE + 1):
        right = zone_id + 1 if zone_id % MAP_SIDE else None
        below = zone_id + MAP_SIDE if zone_id + MAP_SIDE <= MAP_SIDE * MAP_SIDE else None
        for other in (right, below):
            if other is not None:
                link_id += 1
                records.append(ZoneLink(link_id, 1, zone_id, other))
    for token_id, character_id in enumerate([1, 2, 3, 4, 5, 6, 7, 8, 9, 10][:characters], 1):
        side = "players" if character_id <= 5 else "npcs"
        records.append(Token(token_id, 1, token_id, character_id, side=side))
    return records


class ActionRecorder:
    """A repository in memory that logs every action with its status, in linear time (the
    model's MemoryRepository scans its whole log on each commit)."""

    def __init__(self, records: list[Record]) -> None:
        from gmscreen.model.state import CampaignState

        self.state = CampaignState(records)
        self.log: dict[int, tuple[str, ChangeSet]] = {}
        self.status: dict[int, str] = {}
        self._undone: list[int] = []

    def load_state(self):  # type: ignore[no-untyped-def]
        from gmscreen.model.state import CampaignState

        return CampaignState(self.state.records())

    def load_done(self, below: int | None, limit: int | None) -> list[HistoryEntry]:
        return []

    def load_undone(self, above: int | None, limit: int | None) -> list[HistoryEntry]:
        return []

    def load_changes(self, seq: int) -> ChangeSet:
        return self.log[seq][1]

    def commit_action(self, name: str, changes: ChangeSet) -> int:
        for seq in self._undone:
            self.status[seq] = "dropped"
        self._undone.clear()
        seq = len(self.log) + 1
        self.log[seq] = (name, changes)
        self.status[seq] = "done"
        return seq

    def commit_undo(self, seq: int, changes: ChangeSet) -> None:
        self.status[seq] = "undone"
        self._undone.append(seq)

    def commit_redo(self, seq: int, changes: ChangeSet) -> None:
        self.status[seq] = "done"
        self._undone.remove(seq)


def build_with_actions(path: Path, actions: int, *, with_map: bool = True) -> int:
    """Write the large campaign with `actions` logged actions of the benchmark mix; returns
    how many records the file holds."""
    from sqlalchemy import Connection
    from sqlalchemy import insert

    from benchmarks.store import play
    from gmscreen.model.serialize import change_set_to_list
    from gmscreen.model.session import Session
    from gmscreen.store.file import DEFAULT_MIGRATIONS
    from gmscreen.store.file import build_campaign_file
    from gmscreen.store.repository import ACTION
    from gmscreen.store.repository import write_records

    recorder = ActionRecorder(large_campaign_records(with_map=with_map))
    session = Session(recorder)
    play(session, random.Random(7), actions)
    final = session.state.records()

    def fill(connection: Connection) -> None:
        write_records(connection, final)
        rows = [
            {
                "seq": seq,
                "time": "2026-03-01T20:00:00.000+00:00",
                "name": name,
                "status": recorder.status[seq],
                "changes": change_set_to_list(changes),
            }
            for seq, (name, changes) in recorder.log.items()
        ]
        for start in range(0, len(rows), 5_000):
            connection.execute(insert(ACTION), rows[start : start + 5_000])

    build_campaign_file(path, DEFAULT_MIGRATIONS, fill)
    return len(final)
