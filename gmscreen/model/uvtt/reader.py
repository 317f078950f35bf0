"""Reading a Universal VTT file's bytes: the grid, the image, the walls and the doors.

Everything is bounded before work is done on it (file size, the image's pixel count read from
its header before decoding, wall and door counts), and anything that cannot be read is refused
with `UvttError` naming what is wrong. Unknown fields, and newer format versions, are accepted:
what is known is read and the rest ignored, with a note.
"""

from __future__ import annotations

import base64
import binascii
import io
import json
import math
import warnings
from dataclasses import dataclass
from typing import Any

from PIL import Image
from PIL import UnidentifiedImageError

MAX_FILE_BYTES = 64 * 1024 * 1024
MAX_IMAGE_BYTES = 32 * 1024 * 1024  # the map background limit
MAX_PIXELS = 40_000_000  # e.g. 6,300 × 6,300 px
MAX_CELLS_PER_SIDE = 1000
MAX_WALL_SEGMENTS = 20_000
MAX_DOORS = 2_000
OUTSIDE_TOLERANCE = 1.0  # grid cells a wall may stray past the map's edge (exporters round)
KNOWN_FORMAT = 0.3
THUMBNAIL_SIDE = 1600  # px: the preview shows this, not a second decode of the whole image
IMAGE_FORMATS = {"PNG": "png", "WEBP": "webp", "JPEG": "jpeg"}

Point = tuple[float, float]


class UvttError(ValueError):
    """A file that cannot be imported, with the reason in the GM's terms."""


@dataclass(frozen=True, slots=True)
class Door:
    """A door (portal): its two ends in grid units, and whether it is closed."""

    ends: tuple[Point, Point]
    closed: bool


@dataclass(frozen=True, slots=True)
class Thumbnail:
    """A small copy of the decoded image for the preview: RGB bytes, row after row."""

    width: int
    height: int
    rgb: bytes


@dataclass(frozen=True, slots=True)
class MapImage:
    """The map's image as the file holds it (becoming the map's background), its kind ("png",
    "webp", "jpeg"), its size in pixels, and a thumbnail for the preview."""

    data: bytes
    kind: str
    pixels: tuple[int, int]
    thumbnail: Thumbnail


@dataclass(frozen=True, slots=True)
class UvttMap:
    """What was read: grid size in cells, the image, walls, doors, notes."""

    cells: tuple[float, float]
    image: MapImage
    walls: tuple[tuple[Point, ...], ...]
    doors: tuple[Door, ...]
    notes: tuple[str, ...]


def _number(value: Any, what: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise UvttError(f"The file's {what} is not a number.")
    return float(value)


def _point(value: Any, what: str) -> Point:
    if not isinstance(value, dict):
        raise UvttError(f"A point of the file's {what} is not an x/y pair.")
    return _number(value.get("x"), what), _number(value.get("y"), what)


def _json(data: bytes) -> dict[str, Any]:
    if len(data) > MAX_FILE_BYTES:
        raise UvttError(f"The file is over {MAX_FILE_BYTES // (1024 * 1024)} MB.")
    try:
        content = json.loads(data)
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise UvttError(f"This is not a Universal VTT file: it is not JSON ({error}).") from None
    if not isinstance(content, dict):
        raise UvttError("This is not a Universal VTT file: it holds no map object.")
    return content


def _grid(content: dict[str, Any]) -> tuple[Point, tuple[float, float], float]:
    resolution = content.get("resolution")
    if not isinstance(resolution, dict):
        raise UvttError("The file has no grid (its “resolution” is missing).")
    origin = _point(resolution.get("map_origin", {"x": 0, "y": 0}), "map origin")
    width, height = _point(resolution.get("map_size"), "map size")
    per_cell = _number(resolution.get("pixels_per_grid"), "pixels per grid cell")
    if not (0 < width <= MAX_CELLS_PER_SIDE and 0 < height <= MAX_CELLS_PER_SIDE):
        raise UvttError(
            f"The map is {width:g} × {height:g} grid cells: "
            f"each side must be between 1 and {MAX_CELLS_PER_SIDE}."
        )
    if per_cell <= 0:
        raise UvttError("The file's pixels per grid cell must be above 0.")
    return origin, (width, height), per_cell


def _thumbnail(opened: Image.Image) -> Thumbnail:
    factor = max(1, math.ceil(max(opened.size) / THUMBNAIL_SIDE))
    small = opened.reduce(factor) if factor > 1 else opened
    rgb = small.convert("RGB")
    return Thumbnail(rgb.width, rgb.height, rgb.tobytes())


def _image(content: dict[str, Any]) -> MapImage:
    encoded = content.get("image")
    if not isinstance(encoded, str) or not encoded.strip():
        raise UvttError("The file holds no map image.")
    if "," in encoded[:100] and encoded.startswith("data:"):
        encoded = encoded.split(",", 1)[1]  # a data URL, as some exporters write
    if len(encoded) * 3 // 4 > MAX_IMAGE_BYTES:
        raise UvttError(f"The map image is over {MAX_IMAGE_BYTES // (1024 * 1024)} MB.")
    try:
        image = base64.b64decode(encoded, validate=False)
    except (binascii.Error, ValueError):
        raise UvttError("The map image is not readable (its base64 text is damaged).") from None
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(io.BytesIO(image)) as opened:  # reads the header only
                kind = IMAGE_FORMATS.get(opened.format or "")
                width, height = opened.size
                if kind is None:
                    raise UvttError(
                        f"The map image is {opened.format or 'of an unknown kind'}: "
                        "PNG, WebP or JPEG are read."
                    )
                if width * height > MAX_PIXELS:
                    raise UvttError(
                        f"The map image is {width:,} × {height:,} px: at most "
                        f"{MAX_PIXELS // 1_000_000} million pixels are imported."
                    )
                opened.load()  # decodes: a truncated or damaged image fails here
                thumbnail = _thumbnail(opened)
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):
        raise UvttError(
            f"The map image is far too large: at most {MAX_PIXELS // 1_000_000} million pixels "
            "are imported."
        ) from None
    except (UnidentifiedImageError, OSError, SyntaxError, ValueError) as error:
        if isinstance(error, UvttError):
            raise
        raise UvttError("The map image does not decode: it is damaged or not an image.") from None
    return MapImage(image, kind, (width, height), thumbnail)


def _walls(
    content: dict[str, Any], origin: Point, cells: tuple[float, float]
) -> tuple[tuple[Point, ...], ...]:
    lines = content.get("line_of_sight", [])
    if not isinstance(lines, list):
        raise UvttError("The file's walls (“line_of_sight”) are not a list of lines.")
    segments = sum(max(0, len(line) - 1) for line in lines if isinstance(line, list))
    if segments > MAX_WALL_SEGMENTS:
        raise UvttError(
            f"The file has {segments:,} wall segments: at most {MAX_WALL_SEGMENTS:,} are imported."
        )
    walls = []
    for line in lines:
        if not isinstance(line, list):
            raise UvttError("A wall of the file is not a list of points.")
        points = tuple(_point(point, "walls") for point in line)
        for x, y in points:
            if not (
                origin[0] - OUTSIDE_TOLERANCE <= x <= origin[0] + cells[0] + OUTSIDE_TOLERANCE
                and origin[1] - OUTSIDE_TOLERANCE <= y <= origin[1] + cells[1] + OUTSIDE_TOLERANCE
            ):
                raise UvttError(
                    f"A wall reaches ({x:g}, {y:g}), outside the {cells[0]:g} × {cells[1]:g} "
                    "map: the file does not match its own grid."
                )
        if len(points) >= 2:
            walls.append(points)
    return tuple(walls)


def _doors(content: dict[str, Any]) -> tuple[Door, ...]:
    portals = content.get("portals", [])
    if not isinstance(portals, list):
        raise UvttError("The file's doors (“portals”) are not a list.")
    if len(portals) > MAX_DOORS:
        raise UvttError(f"The file has {len(portals):,} doors: at most {MAX_DOORS:,} are read.")
    doors = []
    for portal in portals:
        if not isinstance(portal, dict):
            raise UvttError("A door of the file is not a door object.")
        bounds = portal.get("bounds")
        if not isinstance(bounds, list) or len(bounds) != 2:
            raise UvttError("A door of the file has no two ends (“bounds”).")
        ends = (_point(bounds[0], "doors"), _point(bounds[1], "doors"))
        doors.append(Door(ends, bool(portal.get("closed", True))))
    return tuple(doors)


def read_uvtt(data: bytes) -> UvttMap:
    """Read and bound a Universal VTT file (format 0.2, 0.3, or newer with unknown fields).

    Walls and doors come back in pixels of the image, origin at its top-left corner.

    Raises:
        UvttError: what cannot be read, in the GM's terms; nothing is half-read.
    """
    content = _json(data)
    notes = []
    version = content.get("format")
    if isinstance(version, int | float) and not isinstance(version, bool):
        if version > KNOWN_FORMAT:
            notes.append(
                f"Format {version:g} is newer than the {KNOWN_FORMAT:g} this importer knows: "
                "what it knows was read, the rest ignored."
            )
    elif version is not None:
        raise UvttError("The file's format version is not a number.")
    origin, cells, per_cell = _grid(content)
    image = _image(content)
    pixels = image.pixels
    # The image may be exported at another resolution than pixels_per_grid says: trust the image.
    scale = (pixels[0] / cells[0], pixels[1] / cells[1])
    if abs(scale[0] - per_cell) > per_cell * 0.01:
        notes.append(
            f"The image is {pixels[0]} px wide for {cells[0]:g} cells, not "
            f"{per_cell:g} px per cell as the file says: the image's own scale was used."
        )

    def to_pixels(point: Point) -> Point:
        return ((point[0] - origin[0]) * scale[0], (point[1] - origin[1]) * scale[1])

    walls = _walls(content, origin, cells)
    doors = _doors(content)
    objects = content.get("objects_line_of_sight", [])
    if isinstance(objects, list) and objects:
        notes.append(f"{len(objects)} object outline(s) (furniture, pillars) not used for zones.")
    return UvttMap(
        cells=cells,
        image=image,
        walls=tuple(tuple(to_pixels(p) for p in wall) for wall in walls),
        doors=tuple(
            Door((to_pixels(door.ends[0]), to_pixels(door.ends[1])), door.closed) for door in doors
        ),
        notes=tuple(notes),
    )
