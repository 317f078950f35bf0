"""Campaign state as plain immutable records, one kind per table of the campaign file.

Every record has an integer `id` unique within its kind. `CampaignState` holds them by kind and id;
only the session changes it, by applying a `ChangeSet` (see `gmscreen.model.changes`).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass
from dataclasses import field
from typing import Any
from typing import Literal
from typing import TypeAlias
from typing import TypeVar

from gmscreen.rules.systems import RFI_FREELANCERS

JsonDict: TypeAlias = dict[str, Any]
CharacterKind: TypeAlias = Literal["pc", "npc"]
NpcTier: TypeAlias = Literal["minor", "notable", "major"]
TraitCategory: TypeAlias = Literal["location", "situation", "personal", "equipment"]
Polarity: TypeAlias = Literal["positive", "negative"]

CAMPAIGN_ID = 1  # a campaign file holds exactly one campaign record


@dataclass(frozen=True, slots=True)
class Campaign:
    """The campaign itself: its name, rule system, GM settings and where play stands."""

    id: int
    name: str
    system: str = RFI_FREELANCERS.id
    settings: JsonDict = field(default_factory=dict)
    current_scene_id: int | None = None
    notes: str = ""


@dataclass(frozen=True, slots=True)
class Season:
    """A season: an ordered run of episodes."""

    id: int
    title: str
    order: int = 0
    notes: str = ""


@dataclass(frozen=True, slots=True)
class Episode:
    """An episode of a season: an ordered run of scenes."""

    id: int
    season_id: int
    title: str
    order: int = 0
    notes: str = ""


@dataclass(frozen=True, slots=True)
class Scene:
    """A scene of an episode."""

    id: int
    episode_id: int
    title: str
    order: int = 0
    notes: str = ""


@dataclass(frozen=True, slots=True)
class Character:
    """A player character or an NPC; `sheet` holds the rule system's values (validated JSON)."""

    id: int
    name: str
    kind: CharacterKind = "pc"
    tier: NpcTier | None = None
    player: str = ""
    sheet: JsonDict = field(default_factory=dict)
    notes: str = ""


@dataclass(frozen=True, slots=True)
class Trait:
    """A trait: on a scene (scene_id) or owned by a character (owner_id), or both."""

    id: int
    name: str
    category: TraitCategory = "situation"
    potency: int = 1
    owner_id: int | None = None
    polarity: Polarity | None = None
    visible: bool = True
    scene_id: int | None = None
    effect: str = "no effect"  # a `gmscreen.rules.rfi.traits.TraitEffect` value
    notes: str = ""


@dataclass(frozen=True, slots=True)
class Pool:
    """A counter: group momentum, threat, one character's fortune, or another system's points."""

    id: int
    name: str
    value: int = 0
    owner_id: int | None = None


@dataclass(frozen=True, slots=True)
class ZoneMap:
    """A battle map: zones, their links and the tokens on them, over an optional background."""

    id: int
    name: str
    scene_id: int | None = None
    background: bytes | None = None
    background_type: str = ""


@dataclass(frozen=True, slots=True)
class Zone:
    """A zone of a map: its outline (x, y points), terrain, cover and hazards.

    `terrain` is the id of a difficult terrain kind in the rules' tables ("" for none).
    """

    id: int
    map_id: int
    name: str
    outline: tuple[tuple[float, float], ...] = ()
    terrain: str = ""
    cover: str = ""
    hazard: str = ""
    traits: str = ""
    gm_only: bool = False


@dataclass(frozen=True, slots=True)
class ZoneLink:
    """Two adjacent zones and the obstacles between them (ids of the rules' obstacle kinds)."""

    id: int
    map_id: int
    zone_a: int
    zone_b: int
    obstacles: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Token:
    """A token in a zone, usually standing for a character."""

    id: int
    map_id: int
    zone_id: int
    character_id: int | None = None
    label: str = ""
    side: str = "players"
    gm_only: bool = False


@dataclass(frozen=True, slots=True)
class Tracker:
    """The turn tracker of a scene: the rule system's turn-order state as validated JSON."""

    id: int
    scene_id: int | None = None
    state: JsonDict = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class RollRecord:
    """One roll in the roll log: its inputs, faces, outcome and time; kept when undone."""

    id: int
    time: str
    kind: str
    summary: str
    character_id: int | None = None
    inputs: JsonDict = field(default_factory=dict)
    faces: tuple[int, ...] = ()
    outcome: JsonDict = field(default_factory=dict)
    undone: bool = False


Record: TypeAlias = (
    Campaign
    | Season
    | Episode
    | Scene
    | Character
    | Trait
    | Pool
    | ZoneMap
    | Zone
    | ZoneLink
    | Token
    | Tracker
    | RollRecord
)

# Kind names double as table names in the campaign file; the order is a safe creation order.
KINDS: dict[str, type[Record]] = {
    "campaign": Campaign,
    "season": Season,
    "episode": Episode,
    "scene": Scene,
    "character": Character,
    "trait": Trait,
    "pool": Pool,
    "zone_map": ZoneMap,
    "zone": Zone,
    "zone_link": ZoneLink,
    "token": Token,
    "tracker": Tracker,
    "roll": RollRecord,
}
R = TypeVar("R", bound=Record)
KIND_OF: dict[type, str] = {cls: kind for kind, cls in KINDS.items()}

# What disappears with a record: (kind, field pointing at it). Deleting a record deletes these
# in the same step, so no command ever leaves a dangling reference behind.
DEPENDENTS: dict[str, tuple[tuple[str, str], ...]] = {
    "season": (("episode", "season_id"),),
    "episode": (("scene", "episode_id"),),
    "scene": (("trait", "scene_id"), ("zone_map", "scene_id"), ("tracker", "scene_id")),
    "character": (("trait", "owner_id"), ("pool", "owner_id"), ("token", "character_id")),
    "zone_map": (("zone", "map_id"), ("zone_link", "map_id"), ("token", "map_id")),
    "zone": (("zone_link", "zone_a"), ("zone_link", "zone_b"), ("token", "zone_id")),
}


def kind_of(record: Record) -> str:
    """The kind (table) name of a record."""
    return KIND_OF[type(record)]


# Stamps count changes to any campaign state of the process, so a stamp names one version of
# one kind's records: a state and its copy share a stamp only until either of them changes.
_STAMPS = itertools.count(1)


class CampaignState:
    """All records of one campaign, by kind and id. Only the session writes to it."""

    def __init__(self, records: list[Record] | None = None) -> None:
        self._records: dict[str, dict[int, Record]] = {kind: {} for kind in KINDS}
        # Traits by their own scene (None: no scene), kept with the records: one scene's board
        # and the stacking of a new trait read their scene's traits, not every trait.
        self._traits_by_scene: dict[int | None, dict[int, Trait]] = {}
        # And by owner (None: no one's): a character's gear without every trait of the campaign.
        self._traits_by_owner: dict[int | None, dict[int, Trait]] = {}
        # Tokens by zone: a move is checked against who stands in its zone, not every token.
        self._tokens_by_zone: dict[int, dict[int, Token]] = {}
        # And by character: an attack finds its two tokens without going through every token.
        self._tokens_by_character: dict[int | None, dict[int, Token]] = {}
        # Per kind, the stamp of its last change (see `stamp`).
        self._stamps: dict[str, int] = {kind: next(_STAMPS) for kind in KINDS}
        # Per kind, its ids highest first and the stamp they were read at: `newest` is asked
        # several times per change (is a roll still in use?), the log sorted once.
        self._newest_first: dict[str, tuple[int, list[int]]] = {}
        for record in records or []:
            self.put(record)

    def copy(self) -> CampaignState:
        """A copy that later changes to this state leave alone (records are immutable, so only
        the index is copied: a few milliseconds for 100,000 records)."""
        copied = CampaignState()
        copied._records = {kind: dict(records) for kind, records in self._records.items()}
        copied._traits_by_scene = {
            scene: dict(traits) for scene, traits in self._traits_by_scene.items()
        }
        copied._traits_by_owner = {
            owner: dict(traits) for owner, traits in self._traits_by_owner.items()
        }
        copied._tokens_by_zone = {
            zone: dict(tokens) for zone, tokens in self._tokens_by_zone.items()
        }
        copied._tokens_by_character = {
            character: dict(tokens) for character, tokens in self._tokens_by_character.items()
        }
        copied._stamps = dict(self._stamps)
        copied._newest_first = dict(self._newest_first)  # read only: the lists are never changed
        return copied

    def put(self, record: Record) -> None:
        """Insert or replace a record."""
        # Exact types (no record class is subclassed): this runs for every record loaded.
        kind = KIND_OF[type(record)]
        records = self._records[kind]
        if type(record) is Trait:
            self._unindex(records.get(record.id))
            self._traits_by_scene.setdefault(record.scene_id, {})[record.id] = record
            self._traits_by_owner.setdefault(record.owner_id, {})[record.id] = record
        elif type(record) is Token:
            self._unindex(records.get(record.id))
            self._tokens_by_zone.setdefault(record.zone_id, {})[record.id] = record
            self._tokens_by_character.setdefault(record.character_id, {})[record.id] = record
        records[record.id] = record
        self._stamps[kind] = next(_STAMPS)

    def remove(self, kind: str, record_id: int) -> None:
        """Remove a record if present."""
        self._unindex(self._records[kind].pop(record_id, None))
        self._stamps[kind] = next(_STAMPS)

    def _unindex(self, record: Record | None) -> None:
        if isinstance(record, Trait):
            self._traits_by_scene.get(record.scene_id, {}).pop(record.id, None)
            self._traits_by_owner.get(record.owner_id, {}).pop(record.id, None)
        elif isinstance(record, Token):
            self._tokens_by_zone.get(record.zone_id, {}).pop(record.id, None)
            self._tokens_by_character.get(record.character_id, {}).pop(record.id, None)

    def stamp(self, kind: str) -> int:
        """A number naming this version of a kind's records: it changes with every change of
        that kind, and two states (a state and its copy) share it only while their records of
        that kind are the same, so what is worked out from them can be kept under it."""
        return self._stamps[kind]

    @property
    def version(self) -> int:
        """A number naming this version of the whole state, in the sense of `stamp`."""
        return max(self._stamps.values())

    def tokens_in(self, zone_id: int) -> list[Token]:
        """The tokens standing in a zone, in id order, without going through every token."""
        tokens = self._tokens_by_zone.get(zone_id, {})
        return [tokens[key] for key in sorted(tokens)]

    def tokens_of_character(self, character_id: int) -> list[Token]:
        """The tokens standing for a character (on any map), in id order, without going
        through every token."""
        tokens = self._tokens_by_character.get(character_id, {})
        return [tokens[key] for key in sorted(tokens)]

    def traits_in(self, scene_id: int | None) -> list[Trait]:
        """The traits whose own scene is `scene_id` (None: the traits of no scene), in id
        order, without going through every trait of the campaign."""
        traits = self._traits_by_scene.get(scene_id, {})
        return [traits[key] for key in sorted(traits)]

    def traits_of(self, owner_id: int | None) -> list[Trait]:
        """The traits a character owns (None: the traits no one owns), in id order, without
        going through every trait of the campaign."""
        traits = self._traits_by_owner.get(owner_id, {})
        return [traits[key] for key in sorted(traits)]

    def traits_at(self, scene_id: int | None, owner_id: int | None) -> list[Trait]:
        """The traits of one own scene and one owner (None: of no scene, no one's), in id
        order: the smaller of the two indexes read, not every trait of either."""
        by_scene = self._traits_by_scene.get(scene_id, {})
        by_owner = self._traits_by_owner.get(owner_id, {})
        if len(by_scene) <= len(by_owner):
            found = {key: t for key, t in by_scene.items() if t.owner_id == owner_id}
        else:
            found = {key: t for key, t in by_owner.items() if t.scene_id == scene_id}
        return [found[key] for key in sorted(found)]

    def get(self, kind: str, record_id: int) -> Record | None:
        """The record of this kind and id, or None."""
        return self._records[kind].get(record_id)

    def all(self, kind: str) -> list[Record]:
        """Every record of a kind, in id order."""
        return [self._records[kind][key] for key in sorted(self._records[kind])]

    def next_id(self, kind: str) -> int:
        """A fresh id for a new record of this kind."""
        return max(self._records[kind], default=0) + 1

    def of(self, cls: type[R]) -> list[R]:
        """Every record of a class, in id order, typed."""
        return [record for record in self.all(KIND_OF[cls]) if isinstance(record, cls)]

    def newest(self, cls: type[R], where: Callable[[R], bool]) -> R | None:
        """The record of a class with the highest id that `where` accepts, or None; read from
        the newest back, so the last of a long log is found without going through all of it."""
        kind = KIND_OF[cls]
        records = self._records[kind]
        for key in self._ids_newest_first(kind):
            record = records[key]
            if isinstance(record, cls) and where(record):
                return record
        return None

    def _ids_newest_first(self, kind: str) -> list[int]:
        stamp = self._stamps[kind]
        known = self._newest_first.get(kind)
        if known is None or known[0] != stamp:
            known = (stamp, sorted(self._records[kind], reverse=True))
            self._newest_first[kind] = known
        return known[1]

    def find(self, cls: type[R], record_id: int | None) -> R | None:
        """The record of this class and id, typed, or None."""
        if record_id is None:
            return None
        record = self._records[KIND_OF[cls]].get(record_id)
        return record if isinstance(record, cls) else None

    def records(self) -> list[Record]:
        """Every record, kinds in creation order."""
        return [record for kind in KINDS for record in self.all(kind)]

    @property
    def campaign(self) -> Campaign:
        """The campaign record (every campaign file has one)."""
        record = self._records["campaign"].get(CAMPAIGN_ID)
        if not isinstance(record, Campaign):
            raise LookupError("this campaign state has no campaign record")
        return record
