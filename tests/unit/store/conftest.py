"""Campaigns for the store tests: every kind of record with unusual values, built in tmp_path."""

from collections.abc import Iterator
from datetime import UTC
from datetime import datetime
from datetime import timedelta
from pathlib import Path

import pytest

from gmscreen.model.state import Campaign
from gmscreen.model.state import Character
from gmscreen.model.state import Episode
from gmscreen.model.state import Pool
from gmscreen.model.state import Record
from gmscreen.model.state import RollRecord
from gmscreen.model.state import Scene
from gmscreen.model.state import Season
from gmscreen.model.state import Token
from gmscreen.model.state import Tracker
from gmscreen.model.state import Trait
from gmscreen.model.state import Zone
from gmscreen.model.state import ZoneLink
from gmscreen.model.state import ZoneMap
from gmscreen.store.file import CampaignFile
from gmscreen.store.file import create_campaign

# A PNG header and some bytes that are not valid UTF-8: the background must survive as bytes.
IMAGE = b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 4


def sample_records() -> list[Record]:
    """One record of every kind, with values that would expose a lossy mapping."""
    return [
        Campaign(
            id=1,
            name="Salvage — “Rights”",
            settings={"threat_per_pc": 2, "skills": ["Pilot", "Fight"], "nested": {"a": [1.5]}},
            current_scene_id=1,
            notes="multi\nline",
        ),
        Season(id=1, title="Season 1", order=1, notes="s"),
        Episode(id=1, season_id=1, title="Derelict", order=2),
        Scene(id=1, episode_id=1, title="Docking", order=3, notes="n"),
        Character(id=1, name="Vex", kind="pc", player="Ana", sheet={"attributes": {"Agility": 9}}),
        Character(
            id=2,
            name="Drone",
            kind="npc",
            tier="minor",
            sheet={"float": 0.1, "tiny": 1e-07, "big": 2**62, "none": None, "flag": False},
            notes='tab\t "quoted" \\ back\nslash 🎲 \u0000 end',
        ),
        Trait(
            id=1,
            name="Wounded",
            category="personal",
            potency=2,
            owner_id=1,
            polarity="negative",
            visible=False,
            scene_id=1,
            effect="difficulty",
            notes="ouch",
        ),
        Pool(id=1, name="momentum", value=3),
        Pool(id=2, name="fortune", value=1, owner_id=1),
        ZoneMap(id=1, name="Deck", scene_id=1, background=IMAGE, background_type="image/png"),
        Zone(
            id=1,
            map_id=1,
            name="Bridge",
            outline=((0.0, 0.0), (10.5, 0.0), (10.5, 7.25)),
            terrain="stairs",
            cover="light",
            gm_only=True,
        ),
        Zone(id=2, map_id=1, name="Hold", outline=((11.0, 0.0), (20.0, 9.0))),
        ZoneLink(id=1, map_id=1, zone_a=1, zone_b=2, obstacles=("short-jump", "long-jump")),
        Token(id=1, map_id=1, zone_id=1, character_id=1, label="V", side="players"),
        Token(id=2, map_id=1, zone_id=2, label="?", side="gm", gm_only=True),
        Tracker(id=1, scene_id=1, state={"order": [1, 2], "round": 3}),
        RollRecord(
            id=1,
            time="2026-01-01T20:00:00",
            kind="task",
            summary="2 successes",
            character_id=1,
            inputs={"target": 12, "focus": True},
            faces=(3, 17),
            outcome={"successes": 2},
        ),
        RollRecord(id=2, time="2026-01-01T20:01:00", kind="damage", summary="3", undone=True),
    ]


class TickingClock:
    """A clock that moves one second each time it is read, for predictable times."""

    def __init__(self) -> None:
        self.now = datetime(2026, 3, 1, 19, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.now += timedelta(seconds=1)
        return self.now


@pytest.fixture
def clock() -> TickingClock:
    return TickingClock()


@pytest.fixture
def campaign_path(tmp_path: Path) -> Path:
    return tmp_path / "campaign.gmscreen"


@pytest.fixture
def campaign(campaign_path: Path, clock: TickingClock) -> Iterator[CampaignFile]:
    """An open campaign file holding `sample_records()`."""
    with create_campaign(campaign_path, sample_records(), clock=clock) as opened:
        yield opened
