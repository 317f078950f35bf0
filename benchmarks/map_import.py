"""Universal VTT import budget: a 4,000 × 4,000 px map with 2,000 wall segments reaches its
preview (file read and bounded, image decoded, rooms polygonised, preview dialog painted) in
≤ 2 s. Prints the figures (median of a few runs) and exits non-zero when over budget.
"""

from __future__ import annotations

import io
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PIL import Image
from PIL import ImageDraw
from PySide6.QtWidgets import QApplication

from gmscreen.model.uvtt.build import door
from gmscreen.model.uvtt.build import uvtt
from gmscreen.model.uvtt.reader import read_uvtt
from gmscreen.model.uvtt.regions import propose_map
from gmscreen.ui.map.import_preview import ImportPreview

PIXELS, PER_CELL = 4000, 50  # 80 × 80 cells
ROOM = 8  # cells: a 10 × 10 grid of rooms
SEGMENTS = 2000
RUNS = 3
BUDGET_S = 2.0

Segment = tuple[tuple[float, float], tuple[float, float]]


def walls_and_doors() -> tuple[list[Segment], list[dict[str, object]]]:
    """A grid of rooms, one door in each inner wall of a room, walls cut into short segments."""
    cells = PIXELS // PER_CELL
    segments: list[Segment] = []
    doors = []
    for line in range(0, cells + 1, ROOM):
        for start in range(0, cells, ROOM):
            inner = 0 < line < cells
            gap = start + ROOM // 2 if inner else None
            for cell in range(start, start + ROOM):
                if cell == gap:
                    doors.append(door((line, cell), (line, cell + 1)))
                    doors.append(door((cell, line), (cell + 1, line)))
                    continue
                segments.append(((line, cell), (line, cell + 1)))
                segments.append(((cell, line), (cell + 1, line)))
    while len(segments) < SEGMENTS:  # cut the first segments in half until there are 2,000
        (x0, y0), (x1, y1) = segments.pop(0)
        middle = ((x0 + x1) / 2, (y0 + y1) / 2)
        segments += [((x0, y0), middle), (middle, (x1, y1))]
    return segments[:SEGMENTS], doors


def map_image() -> bytes:
    """A textured 4,000 px square PNG: a painted map does not compress to nothing."""
    texture = Image.effect_noise((PIXELS // 4, PIXELS // 4), 40).convert("RGB")
    image = texture.resize((PIXELS, PIXELS), Image.Resampling.BILINEAR)
    draw = ImageDraw.Draw(image)
    for step in range(0, PIXELS, PER_CELL * ROOM):
        draw.line([(step, 0), (step, PIXELS)], fill="black", width=8)
        draw.line([(0, step), (PIXELS, step)], fill="black", width=8)
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", compress_level=6)
    return buffer.getvalue()


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)
    segments, doors = walls_and_doors()
    data = uvtt(
        (PIXELS // PER_CELL, PIXELS // PER_CELL),
        segments,
        doors,
        per_cell=PER_CELL,
        image=map_image(),
    )
    times, parts = [], []
    for _ in range(RUNS):
        start = time.perf_counter()
        source = read_uvtt(data)
        read = time.perf_counter()
        proposal = propose_map(source, "Warren")
        proposed = time.perf_counter()
        preview = ImportPreview(proposal)
        preview.show()
        preview.grab()  # painted
        end = time.perf_counter()
        preview.close()
        preview.deleteLater()
        app.processEvents()
        times.append(end - start)
        parts.append((read - start, proposed - read, end - proposed))
    median = statistics.median(times)
    read_s, propose_s, preview_s = (statistics.median(p[i] for p in parts) for i in range(3))
    print(
        f"UVTT import, {PIXELS} × {PIXELS} px, {len(segments)} wall segments, "
        f"{len(doors)} doors, file {len(data) / 1e6:.1f} MB"
    )
    print(
        f"  to the preview: median {median:.2f} s (budget {BUDGET_S:.1f} s) — read and decode "
        f"{read_s:.2f} s, zones {propose_s:.2f} s, preview {preview_s:.2f} s; "
        f"{len(proposal.zones)} zones, {len(proposal.links)} links"
    )
    return 0 if median <= BUDGET_S else 1


if __name__ == "__main__":
    sys.exit(main())
