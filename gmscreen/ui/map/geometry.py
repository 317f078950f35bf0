"""Map geometry in plain numbers: where two zones face each other, and where tokens stand."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QLineF
from PySide6.QtCore import QPointF
from PySide6.QtCore import QRectF
from PySide6.QtCore import Qt
from PySide6.QtGui import QPainterPath
from PySide6.QtGui import QPolygonF

from gmscreen.ui.map import style


def corners(polygon: QPolygonF) -> list[QPointF]:
    """The corners of a polygon, in order."""
    return [polygon.at(index) for index in range(polygon.count())]


def outline_polygon(outline: tuple[tuple[float, float], ...]) -> QPolygonF:
    """A zone outline as a Qt polygon."""
    return QPolygonF([QPointF(x, y) for x, y in outline])


Point = tuple[float, float]


Pair = tuple[float, float, float, float, float]  # squared distance, x1, y1, x2, y2


def _facing_pairs(
    points: Sequence[Point], other: Sequence[Point], found: list[Pair], *, back: bool
) -> float:
    """Add each corner of `points` with the nearest point of each edge of `other`, every pair
    running from the first outline (so from the edge's point when `back`); return the smallest
    squared distance added.

    Plain floats, inlined: this runs thousands of times when a large map opens.
    """
    edges = []
    for (ax, ay), (bx, by) in zip(other, (*other[1:], other[0]), strict=True):
        dx, dy = bx - ax, by - ay
        edges.append((ax, ay, dx, dy, dx * dx + dy * dy))
    smallest = math.inf
    for px, py in points:
        for ax, ay, dx, dy, length in edges:
            t = 0.0 if length == 0 else ((px - ax) * dx + (py - ay) * dy) / length
            t = 0.0 if t < 0 else 1.0 if t > 1 else t
            qx, qy = ax + dx * t, ay + dy * t
            distance = (px - qx) * (px - qx) + (py - qy) * (py - qy)
            smallest = distance if distance < smallest else smallest
            found.append((distance, qx, qy, px, py) if back else (distance, px, py, qx, qy))
    return smallest


def _centre(points: Sequence[Point]) -> Point:
    if not points:
        return (0.0, 0.0)
    xs, ys = [x for x, _y in points], [y for _x, y in points]
    return ((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)


Line = tuple[float, float, float, float]  # x1, y1, x2, y2


def connector(first: Sequence[Point], second: Sequence[Point]) -> Line:
    """The short line between two outlines where they face each other (the middle of the gap),
    as x1, y1, x2, y2: the average of the corner-to-edge pairs within a unit of the shortest."""
    if not first or not second:
        return (*_centre(first), *_centre(second))
    box_a, box_b = upright_box(first), upright_box(second)
    if box_a is not None and box_b is not None:
        line = _facing_boxes(box_a, box_b)
        if line is not None:
            return line
    return _facing_outlines(first, second)


Box = tuple[float, float, float, float]  # left, top, right, bottom


def upright_box(points: Sequence[Point]) -> Box | None:
    """The outline as a box, if it is an upright rectangle at least two units each way (what
    the rectangle tool draws)."""
    if len(points) != 4:
        return None
    (ax, ay), (bx, by), (cx, cy), (dx, dy) = points
    # Each side runs along an axis, turning at every corner: a first side vertical, or
    # horizontal.
    if not (
        (ax == bx and by == cy and cx == dx and dy == ay)
        or (ay == by and bx == cx and cy == dy and dx == ax)
    ):
        return None
    left, right = (ax, cx) if ax < cx else (cx, ax)
    top, bottom = (ay, cy) if ay < cy else (cy, ay)
    if right - left < 2 or bottom - top < 2:
        return None
    return left, top, right, bottom


def _facing_boxes(a: Box, b: Box) -> Line | None:
    """The connector of two upright rectangles side by side or one above the other, in closed
    form: it equals what `_facing_outlines` finds for them, at a fraction of the cost (a large
    map opens with hundreds of links). None where the rectangles overlap, meet only
    diagonally, or a corner stands so near the shared stretch that the general search would
    count it too."""
    for flipped in (False, True):
        # Work as if side by side (a's right facing b's left, or the reverse); flipped, the
        # same with x and y swapped: one above the other.
        (al, at, ar, ab), (bl, bt, br, bb) = (
            ((a[1], a[0], a[3], a[2]), (b[1], b[0], b[3], b[2])) if flipped else (a, b)
        )
        if ar <= bl:
            x1, x2 = ar, bl
        elif br <= al:
            x1, x2 = al, br
        else:
            continue
        low, high = max(at, bt), min(ab, bb)
        if low > high:
            return None
        # A corner facing the other outline's corner less than this apart along the side is
        # within a unit of the shortest distance: the general search would average it in.
        near = math.sqrt(2 * abs(x2 - x1) + 1) + 1e-9
        if any(0 < abs(y - z) <= near for y in (at, ab) for z in (bt, bb)):
            return None
        spots = {y for y in (at, ab, bt, bb) if low <= y <= high}
        middle = sum(spots) / len(spots)
        return (middle, x1, middle, x2) if flipped else (x1, middle, x2, middle)
    return None


def _facing_outlines(first: Sequence[Point], second: Sequence[Point]) -> Line:
    """The connector of any two outlines: every corner against every edge of the other."""
    pairs: list[Pair] = []
    smallest = min(
        _facing_pairs(first, second, pairs, back=False),
        _facing_pairs(second, first, pairs, back=True),
    )
    limit = (math.sqrt(smallest) + 1.0) ** 2
    nearest: dict[tuple[int, int, int, int], Pair] = {}
    for pair in pairs:
        if pair[0] <= limit:  # one pair per place: where two corners meet, it is found twice
            _d, x1, y1, x2, y2 = pair
            nearest[(round(x1), round(y1), round(x2), round(y2))] = pair
    count = len(nearest)
    chosen = nearest.values()
    return (
        sum(pair[1] for pair in chosen) / count,
        sum(pair[2] for pair in chosen) / count,
        sum(pair[3] for pair in chosen) / count,
        sum(pair[4] for pair in chosen) / count,
    )


def line_band(line: QLineF, half_width: float) -> QPainterPath:
    """The area within `half_width` of a line segment, ends rounded: where a click hits it.

    Built from a polygon and two circles: much cheaper than stroking a path, for every link.
    """
    band = QPainterPath()
    band.setFillRule(Qt.FillRule.WindingFill)
    length = line.length()
    if length > 0:
        nx, ny = -line.dy() / length * half_width, line.dx() / length * half_width
        p1, p2 = line.p1(), line.p2()
        band.addPolygon(
            QPolygonF(
                [  # wound the way Qt winds ellipses, so the winding fill adds them up
                    QPointF(p1.x() - nx, p1.y() - ny),
                    QPointF(p2.x() - nx, p2.y() - ny),
                    QPointF(p2.x() + nx, p2.y() + ny),
                    QPointF(p1.x() + nx, p1.y() + ny),
                ]
            )
        )
        band.closeSubpath()
    for end in (line.p1(), line.p2()):
        band.addEllipse(end, half_width, half_width)
    return band


def token_layout(polygon: QPolygonF, inner: QRectF, count: int) -> tuple[list[QPointF], bool]:
    """Where `count` tokens stand inside `inner` (within the outline), and whether crowded.

    A centred grid of chips with their names; crowded, the chips drop their names and close up;
    past reason, a tight spiral: never a pile on one spot.
    """
    if count == 0:
        return [], False
    named = (style.SLOT_WIDTH, style.SLOT_HEIGHT)
    chip = style.CHIP_DIAMETER + 8
    for (width, height), compact in [(named, False)] + [
        ((chip * scale, chip * scale), True) for scale in (1.0, 0.85, 0.72, 0.6)
    ]:
        slots = _grid(polygon, inner, count, width, height)
        if slots is not None:
            return slots, compact
    centre = inner.center()
    spiral = [
        centre + QPointF(math.cos(i * 2.4), math.sin(i * 2.4)) * 9 * math.sqrt(i)
        for i in range(count)
    ]
    return spiral, True


def _grid(
    polygon: QPolygonF, inner: QRectF, count: int, step_x: float, step_y: float
) -> list[QPointF] | None:
    fill = Qt.FillRule.OddEvenFill
    columns = max(1, int(inner.width() // step_x))
    rows = max(1, int(inner.height() // step_y))
    used_columns = min(columns, count)
    used_rows = math.ceil(count / used_columns)
    left = inner.center().x() - (used_columns - 1) * step_x / 2
    top = inner.top() + max(0.0, (inner.height() - used_rows * step_y) / 2) + step_y / 2
    block = [
        QPointF(left + (i % used_columns) * step_x, top + (i // used_columns) * step_y)
        for i in range(count)
    ]
    if used_rows <= rows and all(polygon.containsPoint(p, fill) for p in block):
        return block
    # Not a rectangle, or too tight for a centred block: every grid cell inside the outline.
    grid = [
        QPointF(inner.left() + step_x * (column + 0.5), inner.top() + step_y * (row + 0.5))
        for row in range(rows)
        for column in range(columns)
    ]
    inside = [p for p in grid if polygon.containsPoint(p, fill)]
    return inside[:count] if len(inside) >= count else None
