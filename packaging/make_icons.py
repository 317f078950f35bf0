"""Draws gmscreen's application icon and writes it as PNGs, a Windows .ico and a macOS .icns.

The icon is a three-panel GM screen behind a d20, painted with QPainter at each size (small
sizes drop the fine lines rather than blurring them). Run it after changing the drawing and
commit what it writes to resources/icons/:

    .venv/bin/python packaging/make_icons.py

The .ico and .icns are written here rather than by platform tools (iconutil, Pillow): both
formats are a small index around PNG images, which Qt writes on every platform.
"""

from __future__ import annotations

import math
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer
from PySide6.QtCore import QByteArray
from PySide6.QtCore import QIODevice
from PySide6.QtCore import QPointF
from PySide6.QtCore import QRectF
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush
from PySide6.QtGui import QColor
from PySide6.QtGui import QGuiApplication
from PySide6.QtGui import QImage
from PySide6.QtGui import QImageWriter
from PySide6.QtGui import QLinearGradient
from PySide6.QtGui import QPainter
from PySide6.QtGui import QPainterPath
from PySide6.QtGui import QPen
from PySide6.QtGui import QPolygonF

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
CANVAS = 512.0  # the drawing's own units; every size scales from them
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# Apple's icon types holding PNG data, by pixel size (the @2x types reuse the larger images).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)

TILE_TOP, TILE_BOTTOM = QColor("#35506d"), QColor("#162433")
PANEL_FRONT, PANEL_SIDE = QColor("#b0383d"), QColor("#7a2127")
TRIM = QColor("#e9bb4f")
INK = QColor("#17212c")
DIE_LIGHT, DIE_MID, DIE_DARK = QColor("#fffaf0"), QColor("#eadfc6"), QColor("#cdbb98")


def points(*xy: tuple[float, float]) -> QPolygonF:
    return QPolygonF([QPointF(x, y) for x, y in xy])


def draw_tile(painter: QPainter) -> None:
    gradient = QLinearGradient(0, 24, 0, 488)
    gradient.setColorAt(0, TILE_TOP)
    gradient.setColorAt(1, TILE_BOTTOM)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(gradient))
    painter.drawRoundedRect(QRectF(24, 24, 464, 464), 100, 100)


def draw_screen(painter: QPainter, unit: float, *, detailed: bool) -> None:
    """The GM screen: a front panel and two wings folded towards the viewer."""
    left = points((58, 80), (180, 110), (180, 330), (58, 370))
    right = points((454, 80), (332, 110), (332, 330), (454, 370))
    front = points((180, 110), (332, 110), (332, 330), (180, 330))
    trim = QPen(TRIM, max(10.0, 1.2 * unit))
    trim.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    for panel, colour in ((left, PANEL_SIDE), (right, PANEL_SIDE), (front, PANEL_FRONT)):
        painter.setBrush(colour)
        painter.setPen(trim)
        painter.drawPolygon(panel)
    if not detailed:
        return
    # Ruled tables on the panels, the way a real screen is printed.
    rule = QPen(QColor(233, 187, 79, 150), max(5.0, 0.8 * unit))
    rule.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(rule)
    for step in range(1, 4):
        y = 110 + step * 48
        painter.drawLine(QPointF(202, y), QPointF(310, y))
        # The wings' rules follow their perspective: from the fold to the nearer outer edge.
        outer_top, outer_bottom, inner_top, inner_bottom = 80, 370, 110, 330
        fraction = step * 48 / (inner_bottom - inner_top)
        y_outer = outer_top + fraction * (outer_bottom - outer_top)
        painter.drawLine(QPointF(160, y), QPointF(80, y_outer))
        painter.drawLine(QPointF(352, y), QPointF(432, y_outer))


def draw_d20(painter: QPainter, unit: float, size: int) -> None:
    """A d20 seen face-on: a hexagon outline around a central triangle and its facets.

    Below 24 px the lines inside would only muddy the die, so it keeps its shading alone.
    """
    cx, cy, radius = 256.0, 356.0, 118.0
    hexagon = [
        QPointF(cx + radius * math.cos(math.radians(a)), cy + radius * math.sin(math.radians(a)))
        for a in (-90, -30, 30, 90, 150, 210)
    ]
    top, upper_right, lower_right, bottom, lower_left, upper_left = hexagon
    peak = QPointF(cx, cy - 0.5 * radius)
    base_left = QPointF(cx - 0.52 * radius, cy + 0.33 * radius)
    base_right = QPointF(cx + 0.52 * radius, cy + 0.33 * radius)

    outline = QPen(INK, max(11.0, 1.5 * unit))
    outline.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(Qt.PenStyle.NoPen)
    shading = (
        ([top, upper_right, base_right, peak], DIE_MID),
        ([top, peak, base_left, upper_left], DIE_LIGHT),
        ([upper_left, base_left, lower_left], DIE_MID),
        ([upper_right, lower_right, base_right], DIE_DARK),
        ([lower_left, base_left, base_right, bottom], DIE_DARK),
        ([base_right, lower_right, bottom], DIE_DARK),
        ([peak, base_right, base_left], DIE_LIGHT),
    )
    for corners, colour in shading:
        painter.setBrush(colour)
        painter.drawPolygon(QPolygonF(corners))
    facet = QPen(INK, max(6.0, 0.8 * unit))
    facet.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    facet.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(facet)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if size >= 24:
        painter.drawPolygon(QPolygonF([peak, base_right, base_left]))
    if size >= 32:
        for start, end in (
            (peak, top),
            (peak, upper_left),
            (peak, upper_right),
            (base_left, upper_left),
            (base_left, lower_left),
            (base_left, bottom),
            (base_right, upper_right),
            (base_right, lower_right),
            (base_right, bottom),
        ):
            painter.drawLine(start, end)
    path = QPainterPath()
    path.addPolygon(QPolygonF([*hexagon, top]))
    painter.strokePath(path, outline)


def render(size: int) -> QImage:
    """The icon at `size`×`size` pixels, drawn for that size."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(size / CANVAS, size / CANVAS)
    unit = CANVAS / size  # one pixel, in drawing units
    draw_tile(painter)
    draw_screen(painter, unit, detailed=size >= 48)
    draw_d20(painter, unit, size)
    painter.end()
    return image


def png_bytes(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QImageWriter(buffer, QByteArray(b"png"))
    if not writer.write(image):
        raise RuntimeError(f"Qt could not encode a PNG: {writer.errorString()}")
    return bytes(data.data())


def ico_bytes(images: dict[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG per size (Windows Vista and later read PNG entries)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, payload = b"", b""
    for size, png in sorted(images.items()):
        side = 0 if size >= 256 else size  # 0 means 256 in the directory entry
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset)
        payload += png
        offset += len(png)
    return header + entries + payload


def icns_bytes(images: dict[int, bytes]) -> bytes:
    """A macOS .icns: a header, then (type, length, PNG) for each of Apple's PNG icon types."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(images[size])) + images[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    """Write every icon file into resources/icons/."""
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    ICONS.mkdir(parents=True, exist_ok=True)
    sizes = sorted({*PNG_SIZES, *ICO_SIZES, *(size for _kind, size in ICNS_TYPES)})
    images = {size: png_bytes(render(size)) for size in sizes}
    for size in PNG_SIZES:
        (ICONS / f"gmscreen-{size}.png").write_bytes(images[size])
    (ICONS / "gmscreen.ico").write_bytes(ico_bytes({size: images[size] for size in ICO_SIZES}))
    (ICONS / "gmscreen.icns").write_bytes(icns_bytes(images))
    print(f"wrote {len(PNG_SIZES)} PNGs, gmscreen.ico and gmscreen.icns in {ICONS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
