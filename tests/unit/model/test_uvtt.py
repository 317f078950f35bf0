"""Universal VTT files the tests build themselves become proposed zone maps: rooms as zones,
doors as links; bad files are refused with a clear message; the import is one undo step."""

import base64
import itertools
import json
import struct
import zlib

import pytest

from gmscreen.model.demo import demo_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.session import Session
from gmscreen.model.state import Zone
from gmscreen.model.state import ZoneLink
from gmscreen.model.state import ZoneMap
from gmscreen.model.uvtt.build import door
from gmscreen.model.uvtt.build import image_bytes
from gmscreen.model.uvtt.build import uvtt
from gmscreen.model.uvtt.command import ImportMap
from gmscreen.model.uvtt.reader import UvttError
from gmscreen.model.uvtt.reader import read_uvtt
from gmscreen.model.uvtt.regions import ProposedMap
from gmscreen.model.uvtt.regions import propose_map

# A 12 × 6 house: three rooms side by side; doors in the walls at x = 4 and x = 8.
HOUSE_WALLS = [
    [(0, 0), (12, 0), (12, 6), (0, 6), (0, 0)],
    [(4, 0), (4, 2)],
    [(4, 3), (4, 6)],
    [(8, 0), (8, 3)],
    [(8, 4), (8, 6)],
]
HOUSE_DOORS = [door((4, 2), (4, 3)), door((8, 3), (8, 4), closed=False)]


def propose(data: bytes) -> ProposedMap:
    return propose_map(read_uvtt(data), "Imported")


def area(outline: tuple[tuple[float, float], ...]) -> float:
    points = [*outline, outline[0]]
    return abs(sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in itertools.pairwise(points))) / 2


@pytest.mark.parametrize("version", [0.2, 0.3])
def test_a_three_room_house_with_two_doors_gives_three_zones_and_two_links(
    version: float,
) -> None:
    proposal = propose(uvtt((12, 6), HOUSE_WALLS, HOUSE_DOORS, version=version))
    assert [name for name, _ in proposal.zones] == ["Room 1", "Room 2", "Room 3"]
    assert proposal.links == ((0, 1), (1, 2))
    cell = 50 * 50
    assert [area(outline) / cell for _, outline in proposal.zones] == [24, 24, 24]
    assert proposal.image.pixels == (600, 300)
    assert proposal.notes == ()


def test_doors_drawn_a_little_short_of_their_gaps_still_close_the_rooms() -> None:
    doors = [door((4, 2.1), (4, 2.9)), door((8, 3.15), (8, 3.85))]
    proposal = propose(uvtt((12, 6), HOUSE_WALLS, doors))
    assert len(proposal.zones) == 3
    assert proposal.links == ((0, 1), (1, 2))


def test_a_corridor_with_a_side_room_leaves_out_the_rock_around_them() -> None:
    walls = [
        [(0, 0), (10, 0), (10, 2), (7, 2), (7, 6), (3, 6), (3, 2), (0, 2), (0, 0)],
        [(3, 2), (4.5, 2)],
        [(5.5, 2), (7, 2)],
    ]
    proposal = propose(uvtt((10, 6), walls, [door((4.5, 2), (5.5, 2))]))
    outlines = [outline for _, outline in proposal.zones]
    assert len(outlines) == 2
    assert sorted(area(o) / 2500 for o in outlines) == [16, 20]  # the room, the corridor
    assert proposal.links == ((0, 1),)
    assert any("outside the walls" in note for note in proposal.notes)


def test_a_cave_without_walls_is_one_zone_the_gm_can_split() -> None:
    proposal = propose(uvtt((8, 5), image_kind="webp"))
    assert len(proposal.zones) == 1
    assert area(proposal.zones[0][1]) == 8 * 50 * 5 * 50
    assert proposal.links == ()
    assert proposal.image.kind == "webp"


def test_walls_that_do_not_close_give_the_rooms_they_close_and_a_note() -> None:
    walls = [*HOUSE_WALLS[:3], [(8, 1), (8, 5)]]  # the second inner wall stops short
    proposal = propose(uvtt((12, 6), walls, HOUSE_DOORS[:1]))
    assert len(proposal.zones) == 2
    assert proposal.links == ((0, 1),)
    assert any("wall fragment(s) ignored" in note for note in proposal.notes)


def test_a_region_smaller_than_a_cell_merges_into_its_neighbour() -> None:
    walls = [*HOUSE_WALLS, [(1, 1), (1.5, 1), (1.5, 1.5), (1, 1.5), (1, 1)]]  # a pillar
    proposal = propose(uvtt((12, 6), walls, HOUSE_DOORS))
    assert len(proposal.zones) == 3
    assert any("smaller than a grid cell" in note for note in proposal.notes)


def test_png_and_webp_images_at_another_resolution_keep_the_rooms_on_the_image() -> None:
    picture = image_bytes(1200, 600, "webp")  # 100 px per cell although the file says 50
    proposal = propose(uvtt((12, 6), HOUSE_WALLS, HOUSE_DOORS, image=picture))
    assert proposal.image.pixels == (1200, 600)
    assert max(x for _, outline in proposal.zones for x, _ in outline) == 1200
    assert any("image's own scale" in note for note in proposal.notes)


def test_a_newer_format_with_unknown_fields_is_read_with_a_note() -> None:
    data = uvtt((12, 6), HOUSE_WALLS, HOUSE_DOORS, version=0.7, ambient_music="rain.ogg")
    proposal = propose(data)
    assert len(proposal.zones) == 3
    assert any("Format 0.7 is newer" in note for note in proposal.notes)


def broken(**fields: object) -> bytes:
    content = json.loads(uvtt((12, 6), HOUSE_WALLS, HOUSE_DOORS))
    content.update(fields)
    return json.dumps({k: v for k, v in content.items() if v is not None}).encode()


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (b"\x89PNG not json", "not JSON"),
        (b"[1, 2]", "holds no map object"),
        (broken(image=None), "holds no map image"),
        (broken(image=base64.b64encode(b"not an image at all").decode()), "does not decode"),
        (broken(image=base64.b64encode(image_bytes(40, 40)[:60]).decode()), "does not decode"),
        (broken(image=base64.b64encode(image_bytes(20, 20, "gif")).decode()), "PNG, WebP"),
        (broken(resolution=None), "has no grid"),
        (broken(resolution={"map_size": {"x": 5000, "y": 5}, "pixels_per_grid": 50}), "cells"),
        (broken(line_of_sight=[[{"x": 0, "y": 0}, {"x": 40, "y": 0}]]), "outside"),
        (broken(line_of_sight=[[{"x": i % 12, "y": 0} for i in range(20_002)]]), "segments"),
        (broken(line_of_sight=[[{"x": "a", "y": 0}, {"x": 1, "y": 0}]]), "not a number"),
        (broken(portals=[{"bounds": [{"x": 1, "y": 1}]}]), "two ends"),
        (broken(format="new"), "format version"),
    ],
)
def test_bad_files_are_refused_with_their_reason(data: bytes, message: str) -> None:
    with pytest.raises(UvttError, match=message):
        read_uvtt(data)


def with_size(png: bytes, width: int, height: int) -> bytes:
    """The same PNG with the size in its header changed (and the header's checksum redone)."""
    header = png[16:29]
    header = struct.pack(">II", width, height) + header[8:]
    chunk = b"IHDR" + header
    return png[:12] + chunk + struct.pack(">I", zlib.crc32(chunk)) + png[33:]


@pytest.mark.parametrize("size", [(8_000, 8_000), (100_000, 100_000)])
def test_an_image_with_absurd_dimensions_is_refused_before_it_is_decoded(
    size: tuple[int, int],
) -> None:
    png = with_size(image_bytes(40, 40), *size)
    with pytest.raises(UvttError, match="million pixels"):
        read_uvtt(broken(image=base64.b64encode(png).decode()))


def test_the_import_is_one_undo_step_creating_the_map_its_zones_and_links() -> None:
    session = Session(MemoryRepository(demo_records()))
    maps_before = len(session.state.of(ZoneMap))
    proposal = propose(uvtt((12, 6), HOUSE_WALLS, HOUSE_DOORS))
    command = ImportMap(proposal, scene_id=session.state.campaign.current_scene_id)
    session.execute(command)
    record = session.state.find(ZoneMap, command.map_id)
    assert record is not None
    assert record.background == proposal.image.data
    assert record.background_type == "png"
    zones = [z for z in session.state.of(Zone) if z.map_id == record.id]
    links = [link for link in session.state.of(ZoneLink) if link.map_id == record.id]
    assert [z.name for z in zones] == ["Room 1", "Room 2", "Room 3"]
    assert {(link.zone_a, link.zone_b) for link in links} == {
        (zones[0].id, zones[1].id),
        (zones[1].id, zones[2].id),
    }
    session.undo()
    assert len(session.state.of(ZoneMap)) == maps_before
    assert not [z for z in session.state.of(Zone) if z.map_id == record.id]
