"""How the battle map looks: colours, sizes and fonts, in one place."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush
from PySide6.QtGui import QColor
from PySide6.QtGui import QFont
from PySide6.QtGui import QFontMetricsF
from PySide6.QtGui import QPen

from gmscreen.rules.rfi.zones import RangeBand

BACKGROUND = QColor("#10151c")
GRID = QColor(255, 255, 255, 22)
GRID_STEP = 50.0

ZONE_FILL = QColor(36, 48, 66, 225)
ZONE_FILL_OVER_IMAGE = QColor(24, 32, 44, 120)
ZONE_BORDER = QColor("#6b7d96")
ZONE_BORDER_HOVER = QColor("#a9bbd3")
ZONE_BORDER_SELECTED = QColor("#f0b54a")
ZONE_BORDER_TARGET = QColor("#e8f1ff")
ZONE_NAME = QColor("#f1f4f9")
TEXT_HALO = QColor(10, 14, 20, 200)

TERRAIN = QColor("#d9a441")
TERRAIN_HATCH = QColor(217, 164, 65, 70)
TERRAIN_HATCH_BRUSH = QBrush(TERRAIN_HATCH, Qt.BrushStyle.BDiagPattern)
COVER = QColor("#7fa7d9")
HAZARD = QColor("#ef6a5a")
GM_ONLY = QColor("#b48ead")

LINK = QColor(169, 187, 211, 190)
OBSTACLE = QColor("#e0803a")
OBSTACLE_TEXT = QColor("#1a1206")
LABEL_TEXT = QColor("#e8edf4")  # range band names, token names
NAME_BACKGROUND = QColor(10, 14, 20, 190)

SIDE_COLOURS = {"players": QColor("#3b82d6"), "npcs": QColor("#d64545")}
OTHER_SIDE = QColor("#8a7f5c")
TOKEN_RING = QColor("#f5f7fa")
TOKEN_RING_SELECTED = QColor("#f0b54a")
TOKEN_SHADOW = QColor(0, 0, 0, 110)
TOKEN_SHADOW_BRUSH = QBrush(TOKEN_SHADOW)
TOKEN_LETTERS = QColor("white")

BAND_COLOURS: dict[RangeBand, QColor] = {
    RangeBand.CLOSE: QColor(46, 160, 67, 150),
    RangeBand.MEDIUM: QColor(214, 170, 38, 140),
    RangeBand.LONG: QColor(224, 112, 40, 130),
    RangeBand.EXTREME: QColor(137, 87, 229, 120),
    RangeBand.UNREACHABLE: QColor(20, 20, 24, 150),
}

BAND_BRUSHES = {band: QBrush(colour) for band, colour in BAND_COLOURS.items()}
ZONE_BORDERS = {  # how a zone's border looks: colour, width in pixels
    "plain": (ZONE_BORDER, 2.0),
    "hovered": (ZONE_BORDER_HOVER, 2.0),
    "selected": (ZONE_BORDER_SELECTED, 3.0),
    "target": (ZONE_BORDER_TARGET, 3.5),
}

CHIP_DIAMETER = 38.0
SLOT_WIDTH = 88.0  # a chip and its name underneath
SLOT_HEIGHT = 60.0
NAME_WIDTH = 86.0
ZONE_PADDING = 8.0
ZONE_NAME_HEIGHT = 24.0
BADGE_HEIGHT = 20.0
OBSTACLE_BADGE = 22.0

# Below this zoom the map draws only outlines, names and chips: detail would be unreadable.
DETAIL_LEVEL = 0.45
# Text is drawn only when its letters come out at least this many device pixels tall: smaller,
# it is a grey smudge that tells nothing and costs as much to draw.
MIN_TEXT_PIXELS = 6.0


def legible(pixel_size: int, detail: float) -> bool:
    """Whether text of this pixel size can be read at this zoom (`detail`: device pixels per
    scene unit)."""
    return pixel_size * detail >= MIN_TEXT_PIXELS


def side_colour(side: str) -> QColor:
    """The colour of a side's tokens."""
    return SIDE_COLOURS.get(side, OTHER_SIDE)


# Pens and brushes are made once per look and shared by every item that paints with them: a map
# paints hundreds of items, and making a pen costs about what drawing with it does.
@cache
def side_brush(side: str) -> QBrush:
    """The brush of a side's token chips."""
    return QBrush(side_colour(side))


@cache
def zone_border(look: str, *, dashed: bool) -> QPen:
    """A zone's border pen: "plain", "hovered", "selected" or "target"; dashed when GM-only.

    Cosmetic: as wide on screen at any zoom."""
    colour, width = ZONE_BORDERS[look]
    pen = QPen(colour, width)
    pen.setCosmetic(True)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    if dashed:
        pen.setStyle(Qt.PenStyle.DashLine)
    return pen


@cache
def token_ring(selected: bool, *, dashed: bool) -> QPen:
    """The ring around a token chip; dashed when the token is hidden from the players."""
    pen = QPen(TOKEN_RING_SELECTED if selected else TOKEN_RING, 4.0 if selected else 2.5)
    if dashed:
        pen.setStyle(Qt.PenStyle.DashLine)
    return pen


def link_pen(colour: QColor) -> QPen:
    """The pen of a connection's line in this colour."""
    return _link_pen(colour.rgba())


@cache
def _link_pen(rgba: int) -> QPen:
    return QPen(QColor.fromRgba(rgba), 6.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)


@cache
def metrics(pixel_size: int, *, bold: bool = False) -> QFontMetricsF:
    """The metrics of `font(pixel_size, bold=bold)`, made once (items measure text often)."""
    return QFontMetricsF(font(pixel_size, bold=bold))


@cache
def baseline_drop(pixel_size: int) -> float:
    """How far below the middle of a line of the bold map font its baseline lies."""
    made = metrics(pixel_size, bold=True)
    return (made.ascent() - made.descent()) / 2


@cache
def font(pixel_size: int, *, bold: bool = False) -> QFont:
    """A map font of this pixel size (scene units, so it scales with the zoom).

    Made once and shared by every item that paints with it: copy it before changing it.
    """
    made = QFont()
    made.setPixelSize(pixel_size)
    made.setBold(bold)
    return made
