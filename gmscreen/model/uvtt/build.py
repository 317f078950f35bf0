"""Building Universal VTT files: how tests, benchmarks and the demo make maps without downloads.

A UVTT file is JSON: `format`, `resolution` (map_origin, map_size in cells, pixels_per_grid),
`line_of_sight` walls as point lists in grid units, `portals` (doors) and a base64 `image`.
"""

from __future__ import annotations

import base64
import io
import json
from collections.abc import Sequence
from typing import Any

from PIL import Image

Point = tuple[float, float]


def image_bytes(width: int, height: int, kind: str = "png", colour: str = "#6b5b45") -> bytes:
    """A plain image of this size, encoded as PNG or WebP."""
    buffer = io.BytesIO()
    Image.new("RGB", (width, height), colour).save(buffer, format=kind.upper())
    return buffer.getvalue()


def door(a: Point, b: Point, *, closed: bool = True) -> dict[str, Any]:
    """A portal between two points (grid units), as exporters write it."""
    return {
        "position": {"x": (a[0] + b[0]) / 2, "y": (a[1] + b[1]) / 2},
        "bounds": [{"x": a[0], "y": a[1]}, {"x": b[0], "y": b[1]}],
        "rotation": 0.0,
        "closed": closed,
        "freestanding": False,
    }


def uvtt(
    cells: tuple[int, int],
    walls: Sequence[Sequence[Point]] = (),
    doors: Sequence[dict[str, Any]] = (),
    *,
    per_cell: int = 50,
    image: bytes | None = None,
    image_kind: str = "png",
    version: float = 0.3,
    **extra: Any,
) -> bytes:
    """A UVTT file's bytes; `extra` adds or overrides top-level fields."""
    picture = image or image_bytes(cells[0] * per_cell, cells[1] * per_cell, image_kind)
    content: dict[str, Any] = {
        "format": version,
        "resolution": {
            "map_origin": {"x": 0, "y": 0},
            "map_size": {"x": cells[0], "y": cells[1]},
            "pixels_per_grid": per_cell,
        },
        "line_of_sight": [[{"x": x, "y": y} for x, y in wall] for wall in walls],
        "objects_line_of_sight": [],
        "portals": list(doors),
        "environment": {"baked_lighting": True, "ambient_light": "ffffffff"},
        "lights": [],
        "image": base64.b64encode(picture).decode("ascii"),
    }
    content.update(extra)
    return json.dumps(content).encode()
