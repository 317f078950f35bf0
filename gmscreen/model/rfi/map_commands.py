"""Battle-map editing as commands: maps, zones, connections, obstacles and backgrounds.

Terrain and obstacles name kinds of the rules engine's `TerrainTables`, checked when set, so a
zone or a connection the rules could not price never reaches the campaign.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from gmscreen.model.changes import ChangeSet
from gmscreen.model.changes import RecordChange
from gmscreen.model.commands import Command
from gmscreen.model.commands import CommandError
from gmscreen.model.commands import require
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.model.state import Scene
from gmscreen.model.state import Token
from gmscreen.model.state import Zone
from gmscreen.model.state import ZoneLink
from gmscreen.model.state import ZoneMap
from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.terrain import HindranceKind
from gmscreen.rules.rfi.terrain import TerrainTables

Outline = tuple[tuple[float, float], ...]
PLAYERS_SIDE, NPCS_SIDE = "players", "npcs"
DEFAULT_TABLES = TerrainTables()
ZONE_FIELDS = frozenset({"name", "outline", "terrain", "cover", "hazard", "traits", "gm_only"})


def map_for_scene(state: CampaignState, scene_id: int | None) -> ZoneMap | None:
    """The battle map of a scene (the first one, when a scene has several), or None."""
    if scene_id is None:
        return None
    return next((m for m in state.of(ZoneMap) if m.scene_id == scene_id), None)


def zones_of(state: CampaignState, map_id: int) -> list[Zone]:
    """The zones of a map, in id order."""
    return [zone for zone in state.of(Zone) if zone.map_id == map_id]


def links_of(state: CampaignState, map_id: int) -> list[ZoneLink]:
    """The connections between zones of a map, in id order."""
    return [link for link in state.of(ZoneLink) if link.map_id == map_id]


def tokens_of(state: CampaignState, map_id: int) -> list[Token]:
    """The tokens on a map, in id order."""
    return [token for token in state.of(Token) if token.map_id == map_id]


def token_label(state: CampaignState, token: Token) -> str:
    """What a token is called: its own label, else its character's name."""
    if token.label:
        return token.label
    character = state.find(Character, token.character_id)
    return character.name if character is not None else f"Token {token.id}"


def side_of(character: Character) -> str:
    """The side a character's token takes: player characters with the players, NPCs opposite."""
    return PLAYERS_SIDE if character.kind == "pc" else NPCS_SIDE


def next_zone_name(state: CampaignState, map_id: int) -> str:
    """A name no zone of the map has yet: "Zone 5"."""
    taken = {zone.name for zone in zones_of(state, map_id)}
    number = len(taken) + 1
    while f"Zone {number}" in taken:
        number += 1
    return f"Zone {number}"


def terrain_tables(state: CampaignState) -> TerrainTables:
    """The difficult terrain and obstacle tables the campaign's maps use (the rules' defaults)."""
    del state  # one place to read a campaign's own tables from, once the GM can edit them
    return DEFAULT_TABLES


def hindrance_kind(
    kind_id: str, *, obstacle: bool, tables: TerrainTables = DEFAULT_TABLES
) -> HindranceKind | None:
    """The terrain or obstacle kind an id names, or None when the tables lack it."""
    try:
        return tables.obstacle_kind(kind_id) if obstacle else tables.terrain_kind(kind_id)
    except RulesError:
        return None


def hindrance_label(kind_id: str, *, obstacle: bool, tables: TerrainTables = DEFAULT_TABLES) -> str:
    """ "Stairs (1)": a terrain or obstacle kind as the GM reads it; an id the tables lack (the
    GM removed that kind) reads as itself, so nothing on the map silently disappears."""
    kind = hindrance_kind(kind_id, obstacle=obstacle, tables=tables)
    return kind_id if kind is None else f"{kind.name} ({kind.cost})"


def check_terrain(state: CampaignState, kind: str) -> None:
    """Difficult terrain is a kind the tables name ("" for none); the rules refuse others."""
    if kind:
        terrain_tables(state).terrain_kind(kind)


def check_obstacles(state: CampaignState, kinds: tuple[str, ...]) -> None:
    """Each obstacle of a crossing is a kind the tables name; the rules refuse others."""
    tables = terrain_tables(state)
    for kind in kinds:
        tables.obstacle_kind(kind)


def check_zone(state: CampaignState, zone: Zone) -> None:
    """A zone the map can hold: a unique name, a real outline, terrain the rules accept."""
    if not zone.name.strip():
        raise CommandError("a zone needs a name")
    for other in zones_of(state, zone.map_id):
        if other.id != zone.id and other.name == zone.name:
            raise CommandError(f"this map already has a zone called {zone.name!r}")
    if len(zone.outline) < 3:
        raise CommandError("a zone's outline needs at least three corners")
    check_terrain(state, zone.terrain)


class AddMap(Command):
    """Create an empty battle map, usually for a scene. `map_id` holds the new id once run."""

    def __init__(self, name: str, *, scene_id: int | None = None) -> None:
        self._map_name = name.strip()
        self._scene_id = scene_id
        self.map_id: int | None = None

    @property
    def name(self) -> str:
        return f"add map {self._map_name}"

    def plan(self, state: CampaignState) -> ChangeSet:
        if not self._map_name:
            raise CommandError("a map needs a name")
        if self._scene_id is not None:
            require(state, "scene", self._scene_id)
        self.map_id = state.next_id("zone_map")
        record = ZoneMap(self.map_id, self._map_name, scene_id=self._scene_id)
        return ChangeSet((RecordChange.of(None, record),))


class UseMapForScene(Command):
    """Make a map the one the scene shows: on the GM's map, the players' screen and for the
    ranges of an attack. A scene shows one map, so a map it showed before is no longer its own;
    the chosen map stops being another scene's (scenes often carry on in the same place)."""

    def __init__(self, map_id: int, scene_id: int) -> None:
        self._map_id = map_id
        self._scene_id = scene_id
        self._map_name = ""
        self._scene_title = ""

    @property
    def name(self) -> str:
        return f"show map {self._map_name} in {self._scene_title}"

    def plan(self, state: CampaignState) -> ChangeSet:
        chosen = state.find(ZoneMap, self._map_id)
        if chosen is None:
            raise CommandError(f"there is no map {self._map_id} any more")
        scene = state.find(Scene, self._scene_id)
        if scene is None:
            raise CommandError(f"there is no scene {self._scene_id} any more")
        self._map_name, self._scene_title = chosen.name, scene.title
        changes = [
            RecordChange.of(other, dataclasses.replace(other, scene_id=None))
            for other in state.of(ZoneMap)
            if other.scene_id == self._scene_id and other.id != self._map_id
        ]
        if chosen.scene_id != self._scene_id:
            changes.append(
                RecordChange.of(chosen, dataclasses.replace(chosen, scene_id=self._scene_id))
            )
        return ChangeSet(tuple(changes))


class AddZone(Command):
    """Draw a zone on a map. `zone_id` holds the new id once run."""

    def __init__(self, map_id: int, name: str, outline: Outline, **fields: Any) -> None:
        self._map_id = map_id
        self._zone_name = name.strip()
        self._outline = tuple((float(x), float(y)) for x, y in outline)
        self._fields = fields
        self.zone_id: int | None = None

    @property
    def name(self) -> str:
        return f"add zone {self._zone_name}"

    def plan(self, state: CampaignState) -> ChangeSet:
        require(state, "zone_map", self._map_id)
        self.zone_id = state.next_id("zone")
        zone = Zone(self.zone_id, self._map_id, self._zone_name, self._outline, **self._fields)
        check_zone(state, zone)
        return ChangeSet((RecordChange.of(None, zone),))


class EditZone(Command):
    """Rename, reshape or re-mark a zone: terrain, cover, hazard, traits, GM-only.

    `label` is what the Edit menu shows; by default it names the zone and what changed.
    """

    def __init__(self, zone_id: int, *, label: str | None = None, **fields: Any) -> None:
        unknown = set(fields) - ZONE_FIELDS
        if unknown:
            raise CommandError(f"a zone has no field {sorted(unknown)[0]!r}")
        self._zone_id = zone_id
        self._fields = fields
        self._label = label
        self._name = label or "edit zone"

    @property
    def name(self) -> str:
        return self._name

    def plan(self, state: CampaignState) -> ChangeSet:
        before = state.find(Zone, self._zone_id)
        if before is None:
            raise CommandError(f"there is no zone {self._zone_id} any more")
        fields = dict(self._fields)
        if "outline" in fields:
            fields["outline"] = tuple((float(x), float(y)) for x, y in fields["outline"])
        if "name" in fields:
            fields["name"] = str(fields["name"]).strip()
        after = dataclasses.replace(before, **fields)
        if after == before:
            return ChangeSet()
        check_zone(state, after)
        if self._label is None and set(fields) == {"name"}:
            self._name = f"rename {before.name} to {after.name}"
        elif self._label is None:
            what = ", ".join(sorted(key.replace("_", " ") for key in fields))
            self._name = f"edit {before.name}: {what}"
        return ChangeSet((RecordChange.of(before, after),))


class ConnectZones(Command):
    """Join two zones of one map, optionally with an obstacle between them."""

    def __init__(self, zone_a: int, zone_b: int, *, obstacles: Sequence[str] = ()) -> None:
        self._ends = (zone_a, zone_b)
        self._obstacles = tuple(obstacles)
        self._name = "connect zones"
        self.link_id: int | None = None

    @property
    def name(self) -> str:
        return self._name

    def plan(self, state: CampaignState) -> ChangeSet:
        a, b = (state.find(Zone, zone_id) for zone_id in self._ends)
        if a is None or b is None:
            raise CommandError("one of the zones to connect no longer exists")
        if a.id == b.id:
            raise CommandError(f"{a.name} cannot be connected to itself")
        if a.map_id != b.map_id:
            raise CommandError(f"{a.name} and {b.name} are on different maps")
        if any({link.zone_a, link.zone_b} == {a.id, b.id} for link in links_of(state, a.map_id)):
            raise CommandError(f"{a.name} and {b.name} are already connected")
        check_obstacles(state, self._obstacles)
        self._name = f"connect {a.name} and {b.name}"
        self.link_id = state.next_id("zone_link")
        link = ZoneLink(self.link_id, a.map_id, a.id, b.id, obstacles=self._obstacles)
        return ChangeSet((RecordChange.of(None, link),))


class SetObstacles(Command):
    """Mark the obstacles between two connected zones (kinds of the tables; none clears them)."""

    def __init__(self, link_id: int, obstacles: Sequence[str]) -> None:
        self._link_id = link_id
        self._obstacles = tuple(obstacles)

    @property
    def name(self) -> str:
        return "set obstacles" if self._obstacles else "clear obstacles"

    def plan(self, state: CampaignState) -> ChangeSet:
        before = state.find(ZoneLink, self._link_id)
        if before is None:
            raise CommandError(f"there is no connection {self._link_id} any more")
        check_obstacles(state, self._obstacles)
        after = dataclasses.replace(before, obstacles=self._obstacles)
        return ChangeSet((RecordChange.of(before, after),) if after != before else ())


class SetBackground(Command):
    """Put an image behind a map (None clears it); `image_type` is its format, e.g. "png"."""

    def __init__(self, map_id: int, image: bytes | None, image_type: str = "") -> None:
        self._map_id = map_id
        self._image = image
        self._type = image_type.lower() if image is not None else ""

    @property
    def name(self) -> str:
        return "set map background" if self._image is not None else "clear map background"

    def plan(self, state: CampaignState) -> ChangeSet:
        before = state.find(ZoneMap, self._map_id)
        if before is None:
            raise CommandError(f"there is no map {self._map_id} any more")
        if self._image is not None and not self._image:
            raise CommandError("the background image is empty")
        after = dataclasses.replace(before, background=self._image, background_type=self._type)
        return ChangeSet((RecordChange.of(before, after),) if after != before else ())
