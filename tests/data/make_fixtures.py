"""Make the campaign files the store tests migrate: `campaign-v1.gmscreen`, in the first schema
(revision 0001), and `campaign-v1.json`, its export in version 1, which a migrated copy must
still match. Both are built from today's records and taken down with the migrations' downgrades
and `legacy_terrain`, so the script keeps working as the schema grows. Run it from the
repository root: `.venv/bin/python tests/data/make_fixtures.py`.

The files are kept in the repository: regenerate them only when a test needs more in them,
and only while revision 0001 is still the one that shipped.
"""

import json
from datetime import UTC
from datetime import datetime
from datetime import timedelta
from pathlib import Path

from gmscreen.model.changes import ChangeSet
from gmscreen.model.commands import Command
from gmscreen.model.commands import CreateRecord
from gmscreen.model.commands import DeleteRecord
from gmscreen.model.commands import EditRecord
from gmscreen.model.commands import logged_roll
from gmscreen.model.session import Session
from gmscreen.model.state import Campaign
from gmscreen.model.state import CampaignState
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
from gmscreen.store import database
from gmscreen.store.export import export_json
from gmscreen.store.file import create_campaign
from gmscreen.store.legacy_terrain import DOWN
from gmscreen.store.legacy_terrain import OBSTACLE_BY_COST
from gmscreen.store.legacy_terrain import convert_changes
from gmscreen.store.legacy_terrain import convert_grouped
from gmscreen.store.migrate import Migrations

FOLDER = Path(__file__).parent
FIRST_SCHEMA = Migrations(revisions=("0001",))


class Clock:
    """Fixed, ticking times, so the fixture's action log is the same on every run."""

    def __init__(self) -> None:
        self.now = datetime(2026, 1, 10, 20, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.now += timedelta(minutes=1)
        return self.now


def records() -> list[Record]:
    return [
        Campaign(id=1, name="First Schema", settings={"threat_per_pc": 2}, current_scene_id=1),
        Season(id=1, title="Season 1"),
        Episode(id=1, season_id=1, title="Pilot"),
        Scene(id=1, episode_id=1, title="Cold open"),
        Character(id=1, name="Vex", player="Ana", sheet={"attributes": {"Agility": 9}}),
        Character(id=2, name="Guard", kind="npc", tier="minor"),
        Pool(id=1, name="momentum", value=3),
        Pool(id=2, name="threat", value=4),
        ZoneMap(id=1, name="Dock", scene_id=1, background=b"\x89PNG\r\n\x1a\n" + bytes(200)),
        Zone(id=1, map_id=1, name="Pier", outline=((0.0, 0.0), (5.0, 0.0), (5.0, 3.0))),
        Zone(id=2, map_id=1, name="Shed", outline=((6.0, 0.0), (9.0, 3.0))),
        # A price-1 obstacle, as the first schema stored it (`obstacle_cost=1`).
        ZoneLink(id=1, map_id=1, zone_a=1, zone_b=2, obstacles=(OBSTACLE_BY_COST[1],)),
        Token(id=1, map_id=1, zone_id=1, character_id=1, label="V"),
        Trait(id=1, name="Fog", category="location", scene_id=1, potency=2),
    ]


class Roll(Command):
    @property
    def name(self) -> str:
        return "roll: Vex sneaks"

    def plan(self, state: CampaignState) -> ChangeSet:
        roll = RollRecord(
            id=1, time="2026-01-10T20:05:00", kind="task", summary="1 success", faces=(4, 15)
        )
        return ChangeSet((logged_roll(roll),))


def main(folder: Path = FOLDER) -> None:
    """Play the fixture's session in a file of today's schema, then take the file down to the
    first schema with the migrations' own downgrades and the export down to version 1."""
    path = folder / "campaign-v1.gmscreen"
    export = folder / "campaign-v1.json"
    path.unlink(missing_ok=True)
    clock = Clock()
    with create_campaign(path, records(), clock=clock) as campaign:
        session = Session(campaign.repository)
        session.execute(EditRecord("pool", 1, label="spend 2 Momentum", value=1))
        session.execute(
            CreateRecord("trait", lambda i: Trait(id=i, name="Alarmed", owner_id=2), label="add")
        )
        session.execute(Roll())
        session.execute(DeleteRecord("character", 2, label="delete Guard"))
        session.undo()
        session.undo()
        session.execute(EditRecord("pool", 2, label="add 1 Threat", value=5))
        session.execute(EditRecord("zone", 2, label="shed burns", hazard="fire"))
        session.undo()
        export_json(campaign, export)
    _downgrade(path, FIRST_SCHEMA.head)
    _export_down(export)
    print(f"wrote {path} and {export.name}")


def _downgrade(path: Path, revision: str) -> None:
    from alembic import command
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(FIRST_SCHEMA.script_location))
    connection = database.connect(path)
    try:
        config.attributes["connection"] = connection
        # As for an upgrade: tables are rebuilt, so foreign keys are off (only outside a
        # transaction can they be switched off).
        database.driver_connection(connection).execute("PRAGMA foreign_keys = OFF")
        with connection.begin():
            command.downgrade(config, revision)
    finally:
        database.close(connection)


def _export_down(export: Path) -> None:
    """The export as version 1 wrote it: terrain and obstacle prices instead of named kinds."""
    data = json.loads(export.read_text("utf-8"))
    data["version"] = 1
    convert_grouped(data.get("records"), DOWN)
    for action in data.get("actions", []):
        convert_changes(action.get("changes"), DOWN)
    text = json.dumps(data, ensure_ascii=False, indent=2) + "\n"
    export.write_text(text, encoding="utf-8", newline="\n")


if __name__ == "__main__":
    main()
