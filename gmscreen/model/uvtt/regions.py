"""From walls and doors to zones and links: the rooms a map's walls enclose.

Walls and doors (open or closed: a door is a room's boundary) are noded together with the map's
edge and polygonised by shapely. A region smaller than about one grid cell merges into the
neighbour it shares most boundary with; a door whose two sides lie in two regions links them.
Wall pieces that close no room are counted and reported, never guessed at.
"""

from __future__ import annotations

from dataclasses import dataclass

import shapely
from shapely.geometry import LineString
from shapely.geometry import MultiLineString
from shapely.geometry import Point
from shapely.geometry import Polygon
from shapely.geometry import box
from shapely.geometry.base import BaseGeometry
from shapely.ops import polygonize_full
from shapely.ops import unary_union

from gmscreen.model.uvtt.reader import MapImage
from gmscreen.model.uvtt.reader import UvttMap

Outline = tuple[tuple[float, float], ...]
DOOR_PROBE = 0.3  # grid cells either side of a door where its two rooms are looked for
SNAP = 0.05  # grid cells: wall ends closer than this meet
DOOR_SNAP = 0.25  # grid cells: a door's end this close to a wall's corner is on it


@dataclass(frozen=True, slots=True)
class ProposedMap:
    """A zone map proposed from a file, before anything is created.

    Outlines are in the image's pixels; links are index pairs into `zones`.
    """

    name: str
    image: MapImage
    zones: tuple[tuple[str, Outline], ...]
    links: tuple[tuple[int, int], ...]
    notes: tuple[str, ...]


def _regions(lines: list[BaseGeometry], frame: Polygon) -> tuple[list[Polygon], int]:
    """The faces the lines and the frame enclose, and how many wall pieces closed nothing."""
    noded = unary_union([*lines, frame.exterior])
    polygons, cuts, dangles, invalid = polygonize_full(noded)
    faces = [p for p in polygons.geoms if isinstance(p, Polygon) and p.area > 0]
    stray = len(cuts.geoms) + len(dangles.geoms) + len(invalid.geoms)
    return faces, stray


def _merge_small(faces: list[Polygon], min_area: float) -> list[Polygon]:
    """Merge each region under `min_area` into the neighbour sharing most of its boundary."""
    faces = sorted(faces, key=lambda f: f.area)
    while len(faces) > 1 and faces[0].area < min_area:
        small, rest = faces[0], faces[1:]
        shared = [small.boundary.intersection(other.boundary).length for other in rest]
        best = max(range(len(rest)), key=lambda i: shared[i])
        if shared[best] <= 0:  # touches nothing: an island inside a room, drop it
            faces = rest
            continue
        merged = unary_union([small, rest[best]])
        if not isinstance(merged, Polygon):
            merged = max(getattr(merged, "geoms", [merged]), key=lambda g: g.area)
        faces = sorted([*rest[:best], merged, *rest[best + 1 :]], key=lambda f: f.area)
    return faces


def _drop_outside(
    faces: list[Polygon], links: set[tuple[int, int]], frame: Polygon, notes: list[str]
) -> tuple[list[Polygon], set[tuple[int, int]]]:
    """Leave out the space around the building: regions on the map's edge that no door opens
    onto, when doors do link rooms (a map without doors keeps every region)."""
    if not links:
        return faces, links
    linked = {i for link in links for i in link}
    edge = frame.exterior
    keep = [i for i, f in enumerate(faces) if i in linked or not f.boundary.intersects(edge)]
    if len(keep) == len(faces):
        return faces, links
    notes.append(f"{len(faces) - len(keep)} area(s) outside the walls, with no door, left out.")
    new_index = {old: new for new, old in enumerate(keep)}
    return [faces[i] for i in keep], {(new_index[a], new_index[b]) for a, b in links}


def _outline(face: Polygon, tolerance: float) -> Outline:
    simple = face.simplify(tolerance, preserve_topology=True)
    shape = simple if isinstance(simple, Polygon) and not simple.is_empty else face
    return tuple((round(x, 2), round(y, 2)) for x, y in shape.exterior.coords[:-1])


def propose_map(source: UvttMap, name: str) -> ProposedMap:
    """The zones the walls enclose (named "Room 1"… top to bottom, left to right), the links
    the doors make between them, and notes on what could not be understood."""
    width, height = source.image.pixels
    cell = min(width / source.cells[0], height / source.cells[1])
    frame = box(0, 0, width, height)
    walls = [LineString(w) for w in source.walls]
    doors = [LineString(d.ends) for d in source.doors]
    if walls and doors:
        # A door drawn a little short of its gap would leave the rooms open to each other:
        # its ends meet the wall ends near them.
        snapped = shapely.snap(MultiLineString(doors), MultiLineString(walls), DOOR_SNAP * cell)
        doors = list(getattr(snapped, "geoms", [snapped]))
    notes = list(source.notes)
    clipped = (
        shapely.intersection(MultiLineString([*walls, *doors]), frame) if walls or doors else None
    )
    lines = []
    if clipped is not None and not clipped.is_empty:
        lines = [shapely.set_precision(clipped, SNAP * cell)]
    faces, stray = _regions(lines, frame)
    if stray:
        notes.append(f"{stray} wall fragment(s) ignored: they close no room.")
    before = len(faces)
    faces = _merge_small(faces, cell * cell)
    if len(faces) < before:
        notes.append(f"{before - len(faces)} region(s) smaller than a grid cell merged.")
    faces.sort(key=lambda f: (round(f.centroid.y / cell), f.centroid.x))
    links: set[tuple[int, int]] = set()
    unlinked = 0
    for door in doors:
        if door.length == 0:
            unlinked += 1
            continue
        (x0, y0), (x1, y1) = door.coords[0], door.coords[-1]
        middle = door.interpolate(0.5, normalized=True)
        nx, ny = (y0 - y1) / door.length, (x1 - x0) / door.length
        sides = []
        for sign in (1, -1):
            probe = Point(
                middle.x + sign * nx * DOOR_PROBE * cell, middle.y + sign * ny * DOOR_PROBE * cell
            )
            sides.append(next((i for i, f in enumerate(faces) if f.covers(probe)), None))
        a, b = sides
        if a is None or b is None or a == b:
            unlinked += 1
        else:
            links.add((min(a, b), max(a, b)))
    if unlinked:
        notes.append(f"{unlinked} door(s) do not lie between two rooms: no link made.")
    faces, links = _drop_outside(faces, links, frame, notes)
    zones = tuple((f"Room {i + 1}", _outline(f, cell * 0.05)) for i, f in enumerate(faces))
    return ProposedMap(
        name=name,
        image=source.image,
        zones=zones,
        links=tuple(sorted(links)),
        notes=tuple(notes),
    )
