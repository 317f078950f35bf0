"""The map's parts: zones that lay out their own tokens, connections, and token chips.

Parts say how they look (`draw`, called by the map's layer) and report drags; they hold no rules.
Geometry that drawing needs (paths, badge sizes, token slots) is computed when a record changes,
never while drawing. A part whose look changes calls `refresh`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QLineF
from PySide6.QtCore import QPointF
from PySide6.QtCore import QRectF
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtGui import QPainter
from PySide6.QtGui import QPainterPath
from PySide6.QtWidgets import QGraphicsItem
from PySide6.QtWidgets import QGraphicsSceneHoverEvent
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from gmscreen.model.rfi.map_commands import hindrance_kind
from gmscreen.model.state import Token
from gmscreen.model.state import Zone
from gmscreen.model.state import ZoneLink
from gmscreen.rules.rfi.zones import RangeBand
from gmscreen.ui.map import style
from gmscreen.ui.map.cover import cover_label
from gmscreen.ui.map.geometry import connector
from gmscreen.ui.map.geometry import line_band
from gmscreen.ui.map.geometry import outline_polygon
from gmscreen.ui.map.geometry import token_layout
from gmscreen.ui.map.geometry import upright_box
from gmscreen.ui.map.hindrances import hindrance_text
from gmscreen.ui.map.hindrances import kind_name
from gmscreen.ui.map.layer import NO_CONTENTS
from gmscreen.ui.map.layer import MapPart
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

Badge = tuple[str, QColor, float]  # text, colour, width
# Looked up once: a Qt enum member costs a lookup through the binding at every use, and the
# painting below runs for hundreds of items.
SMOOTH = QPainter.RenderHint.Antialiasing
NO_PEN = Qt.PenStyle.NoPen
NO_BRUSH = Qt.BrushStyle.NoBrush
SELECTABLE = QGraphicsItem.GraphicsItemFlag.ItemIsSelectable
MOVABLE = QGraphicsItem.GraphicsItemFlag.ItemIsMovable
# Combined once: or-ing Qt flags costs microseconds through the binding, for every part.
EDITABLE_PART = NO_CONTENTS | SELECTABLE
MOVABLE_PART = NO_CONTENTS | SELECTABLE | MOVABLE
OPEN_HAND = Qt.CursorShape.OpenHandCursor
TokenCallback = Callable[["TokenItem"], None]
BORDER_ROOM = 10.0  # around a zone's outline, for its border at any zoom
NAME_SIZE = 16  # a zone name's pixel size in scene units
LEAST_NAME_SIZE = 10  # a name shrinks to fit its zone down to this, then is elided
BADGE_SIZE = 12  # a mark's pixel size (GM only, cover, hazard)
LEAST_BADGE_SIZE = 9  # the marks shrink to fit a small zone down to this
BADGE_PADDING = 14.0  # a mark's pill is this much wider than its text
LINK_REACH = 8.0  # how far from a connection's line a click still hits it
LINK_HUB = 14.0  # the radius of the spot at its middle that hits it too
_RADIUS = style.CHIP_DIAMETER / 2
TOKEN_BOUNDS = QRectF(-style.SLOT_WIDTH / 2, -_RADIUS - 3, style.SLOT_WIDTH, 2 * _RADIUS + 24)
ORIGIN = QPointF(0, 0)
SHADOW_CENTRE = QPointF(1.5, 2.5)
TOKEN_SHAPE = QPainterPath()
TOKEN_SHAPE.addEllipse(QPointF(0, 0), _RADIUS + 2, _RADIUS + 2)
BAND_TITLES = {
    RangeBand.CLOSE: QT_TRANSLATE_NOOP("MapItems", "Close"),
    RangeBand.MEDIUM: QT_TRANSLATE_NOOP("MapItems", "Medium"),
    RangeBand.LONG: QT_TRANSLATE_NOOP("MapItems", "Long"),
    RangeBand.EXTREME: QT_TRANSLATE_NOOP("MapItems", "Extreme"),
    RangeBand.UNREACHABLE: QT_TRANSLATE_NOOP("MapItems", "Unreachable"),
}


def band_title(band: RangeBand) -> str:
    """A range band's name in the GM's language."""
    return translate("MapItems", BAND_TITLES.get(band, band.value))


def translate(context: str, text: str) -> str:
    """Text on the map in the user's language (items are not QObjects, so they have no tr);
    called as translate("MapItems", "…") so that lupdate files the text under that context."""
    return QCoreApplication.translate(context, text)


def initials(label: str) -> str:
    """A chip's letters: "Vex Marlo" → "VM", "Dr. Ines Calder" → "IC", "Raider 2" → "R2"."""
    words = [word for word in label.split() if not word.endswith(".")] or label.split()
    if not words:
        return "?"
    if len(words) > 1 and words[-1].isdigit():
        return (words[0][0] + words[-1]).upper()[:3]
    if len(words) > 1:
        return (words[0][0] + words[-1][0]).upper()
    return words[0][:2].title()


def centred_text(painter: QPainter, centre: QPointF, text: str, width: float, size: int) -> None:
    """Text of a known width centred on a point, in the painter's font (the bold map font of
    that pixel size). Cheaper than drawText's rectangle form, which lays the text out afresh:
    hundreds of labels paint when a large map opens."""
    painter.drawText(QPointF(centre.x() - width / 2, centre.y() + style.baseline_drop(size)), text)


def _pill(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)


class ZoneItem(MapPart):
    """A zone: its outline, name, terrain, cover and hazard marks; it places its own tokens."""

    def __init__(self, zone: Zone, *, editable: bool) -> None:
        super().__init__(flags=EDITABLE_PART if editable else NO_CONTENTS)
        self.band: RangeBand | None = None
        self.hovered = False
        self.target = False
        self.over_image = False
        self.setAcceptHoverEvents(True)
        self.zone = zone
        self._apply(zone)

    @property
    def zone_id(self) -> int:
        """The id of the zone record drawn."""
        return self.zone.id

    def update_zone(self, zone: Zone) -> None:
        """Draw a changed zone record."""
        self.refresh()  # where it stood
        self.prepareGeometryChange()
        self.zone = zone
        self._apply(zone)
        self.refresh()

    def _apply(self, zone: Zone) -> None:
        self.polygon = outline_polygon(zone.outline)
        self.upright = upright_box(zone.outline) is not None
        self._path: QPainterPath | None = None  # built when first asked (a click, a hover)
        room = BORDER_ROOM
        self.setRect(self.polygon.boundingRect().adjusted(-room, -room, room, room))
        self.marks = self._marks()
        self._badges: list[Badge] | None = None  # measured when first drawn close enough
        self.badge_size = BADGE_SIZE
        self._box = box = self.polygon.boundingRect()
        self._name: tuple[str, float, int] | None = None  # measured when first drawn legibly
        self._name_centre = QPointF(box.center().x(), box.top() + 4 + style.ZONE_NAME_HEIGHT / 2)
        self._slots: dict[int, tuple[list[QPointF], bool]] = {}

    def _marks(self) -> list[tuple[str, QColor]]:
        zone = self.zone
        marks: list[tuple[str, QColor]] = []
        if zone.terrain:
            marks.append((hindrance_text(zone.terrain, obstacle=False), style.TERRAIN))
        if zone.cover.strip():
            cover = translate("MapItems", "Cover: %s") % cover_label(zone.cover)
            marks.append((cover, style.COVER))
        if zone.hazard.strip():
            marks.append((f"⚠ {zone.hazard.strip()}", style.HAZARD))
        if zone.gm_only:
            marks.append((translate("MapItems", "GM only"), style.GM_ONLY))
        return marks

    def name_text(self) -> tuple[str, float, int]:
        """The name at the top, its width and its font's pixel size: a smaller font where the
        name is wider than the zone (a small zone drawn zoomed in), elided only below that."""
        if self._name is None:
            size = NAME_SIZE
            metrics = style.metrics(size, bold=True)
            text, width = self.zone.name, metrics.horizontalAdvance(self.zone.name)
            room = max(20.0, self._box.width() - 4)
            if width > room:  # eliding measures every character: only when it must
                size = max(LEAST_NAME_SIZE, int(size * room / width))
                metrics = style.metrics(size, bold=True)
                width = metrics.horizontalAdvance(text)
            if width > room:
                text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)
                width = metrics.horizontalAdvance(text)
            self._name = (text, width, size)
        return self._name

    @property
    def badges(self) -> list[Badge]:
        """The marks as drawn: text, colour and the width of its pill, in a smaller font
        (`badge_size`) where the row of them is wider than the zone."""
        if self._badges is None:
            room = self._box.width() - 4
            for size in range(BADGE_SIZE, LEAST_BADGE_SIZE - 1, -1):
                metrics = style.metrics(size, bold=True)
                self._badges = [
                    (text, colour, metrics.horizontalAdvance(text) + BADGE_PADDING)
                    for text, colour in self.marks
                ]
                self.badge_size = size
                total = sum(width for _t, _c, width in self._badges)
                if total + 6 * (len(self._badges) - 1) <= room:
                    break
        return self._badges or []

    def describe(self) -> str:
        """One line for the GM: the zone's name, terrain, cover, hazard and traits."""
        zone = self.zone
        parts = [zone.name]
        kind = hindrance_kind(zone.terrain, obstacle=False) if zone.terrain else None
        if kind is not None:
            leave = translate("MapItems", "%s: %d momentum to leave")
            parts.append(leave % (kind_name(kind), kind.cost))
        elif zone.terrain:
            parts.append(translate("MapItems", "difficult terrain: %s") % zone.terrain)
        if zone.cover.strip():
            parts.append(translate("MapItems", "cover: %s") % cover_label(zone.cover))
        if zone.hazard.strip():
            parts.append(translate("MapItems", "hazard: %s") % zone.hazard.strip())
        if zone.traits.strip():
            parts.append(translate("MapItems", "traits: %s") % zone.traits.strip())
        if zone.gm_only:
            parts.append(translate("MapItems", "hidden from the players"))
        return " · ".join(parts)

    def header_height(self) -> float:
        """The room the name and marks take at the top of the zone."""
        return style.ZONE_NAME_HEIGHT + (style.BADGE_HEIGHT + 4 if self.marks else 0) + 4

    def token_slots(self, count: int) -> tuple[list[QPointF], bool]:
        """Where `count` tokens stand, and whether it is too crowded to show their names.

        A centred grid below the name; crowded, the chips drop their names and close up.
        """
        if count not in self._slots:
            box = self.polygon.boundingRect()
            inner = box.adjusted(
                style.ZONE_PADDING, self.header_height(), -style.ZONE_PADDING, -style.ZONE_PADDING
            )
            self._slots[count] = token_layout(self.polygon, inner, count)
        return self._slots[count]

    # QGraphicsItem
    def shape(self) -> QPainterPath:
        if self._path is None:
            self._path = QPainterPath()
            self._path.addPolygon(self.polygon)
            self._path.closeSubpath()
        return self._path

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = True
        self.refresh()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = False
        self.refresh()

    def draw(self, painter: QPainter, detail: float) -> None:
        zone = self.zone
        # The fills are drawn aliased: the border drawn over their edge hides it, and an
        # antialiased fill makes Qt split it across its thread pool and wait (a frame lost on
        # a busy machine when a large map first paints).
        polygon = self.polygon
        smooth = painter.testRenderHint(SMOOTH)
        painter.setRenderHint(SMOOTH, False)
        painter.setPen(NO_PEN)
        painter.setBrush(style.ZONE_FILL_OVER_IMAGE if self.over_image else style.ZONE_FILL)
        painter.drawPolygon(polygon)
        if self.band is not None:
            painter.setBrush(style.BAND_BRUSHES[self.band])
            painter.drawPolygon(polygon)
        if zone.terrain:
            painter.setBrush(style.TERRAIN_HATCH_BRUSH)
            painter.drawPolygon(polygon)
        painter.setRenderHint(SMOOTH, smooth)
        if self.isSelected():
            look = "selected"
        elif self.target:
            look = "target"
        else:
            look = "hovered" if self.hovered else "plain"
        painter.setPen(style.zone_border(look, dashed=zone.gm_only))
        painter.setBrush(NO_BRUSH)
        if self.upright:  # straight along the pixels: as sharp without antialiasing, cheaper
            painter.setRenderHint(SMOOTH, False)
            painter.drawPolygon(polygon)
            painter.setRenderHint(SMOOTH, smooth)
        else:
            painter.drawPolygon(polygon)
        if not style.legible(NAME_SIZE, detail):
            return  # zoomed too far out to read a name: the outlines are the map
        box = self._box
        name_centre = self._name_centre
        name, name_width, size = self.name_text()
        painter.setFont(style.font(size, bold=True))
        if self.over_image:
            halo = QRectF(0, 0, name_width + 16, style.ZONE_NAME_HEIGHT - 2)
            halo.moveCenter(name_centre)
            _pill(painter, halo, style.TEXT_HALO)
        painter.setPen(style.ZONE_NAME)
        centred_text(painter, name_centre, name, name_width, size)
        if detail < style.DETAIL_LEVEL:
            return
        self._paint_badges(painter, box)

    @property
    def overlaid(self) -> bool:
        return self.band is not None

    def draw_over(self, painter: QPainter, detail: float) -> None:
        # The range band in words too (its shade alone would not tell all), above the tokens
        # standing at the bottom of the zone, on a pill of its own.
        if self.band is None or not style.legible(11, detail):
            return  # also nothing when too small to read: the shade shows it
        painter.setFont(style.font(11, bold=True))
        title = band_title(self.band)
        width = style.metrics(11, bold=True).horizontalAdvance(title)
        pill = QRectF(0, 0, width + 12, 16)
        pill.moveCenter(QPointF(self._box.center().x(), self._box.bottom() - 11))
        _pill(painter, pill, style.NAME_BACKGROUND)
        painter.setPen(style.LABEL_TEXT)
        centred_text(painter, pill.center(), title, width, 11)

    def _paint_badges(self, painter: QPainter, box: QRectF) -> None:
        if not self.marks:
            return
        badges = self.badges
        size = self.badge_size
        painter.setFont(style.font(size, bold=True))
        total = sum(width for _t, _c, width in badges) + 6 * (len(badges) - 1)
        x = box.center().x() - total / 2
        y = box.top() + style.ZONE_NAME_HEIGHT + 4
        for text, colour, width in badges:
            background = QColor(colour)
            background.setAlpha(60)
            rect = QRectF(x, y, width, style.BADGE_HEIGHT)
            _pill(painter, rect, background)
            painter.setPen(colour.lighter(135))
            centred_text(painter, rect.center(), text, width - BADGE_PADDING, size)
            x += width + 6


class LinkItem(MapPart):
    """A connection between two zones, drawn across the gap; an obstacle shows its cost."""

    def __init__(
        self, link: ZoneLink, first: ZoneItem, second: ZoneItem, *, editable: bool
    ) -> None:
        super().__init__(flags=EDITABLE_PART if editable else NO_CONTENTS)
        self.setZValue(1)
        self.link = link
        self.reshape(first, second)

    @property
    def link_id(self) -> int:
        """The id of the connection record drawn."""
        return self.link.id

    def update_link(self, link: ZoneLink, first: ZoneItem, second: ZoneItem) -> None:
        """Draw a changed connection, or one whose zones changed shape."""
        self.refresh()  # where it ran
        self.link = link
        self.reshape(first, second)
        self.refresh()

    def reshape(self, first: ZoneItem, second: ZoneItem) -> None:
        """Place the connection where the two zones' outlines face each other."""
        x1, y1, x2, y2 = connector(first.zone.outline, second.zone.outline)
        self.line = QLineF(x1, y1, x2, y2)
        self._shape: QPainterPath | None = None  # built when first asked: few links ever are
        self._ends = (first.zone.name, second.zone.name)
        # What `shape` covers: the band along the line, the circle at its middle, the badge.
        cx, cy = (x1 + x2) / 2, (y1 + y2) / 2
        left = min(x1 - LINK_REACH, x2 - LINK_REACH, cx - LINK_HUB)
        top = min(y1 - LINK_REACH, y2 - LINK_REACH, cy - LINK_HUB)
        right = max(x1 + LINK_REACH, x2 + LINK_REACH, cx + LINK_HUB)
        bottom = max(y1 + LINK_REACH, y2 + LINK_REACH, cy + LINK_HUB)
        self.badge = QRectF()
        self.label = ""
        if self.link.obstacles:
            obstacles = [hindrance_text(kind, obstacle=True) for kind in self.link.obstacles]
            self.label = ", ".join(obstacles)
            self._label_width = style.metrics(12, bold=True).horizontalAdvance(self.label)
            half_width, half_height = self._label_width / 2 + 8, style.OBSTACLE_BADGE / 2
            self.badge = QRectF(cx - half_width, cy - half_height, 2 * half_width, 2 * half_height)
            left, right = min(left, cx - half_width), max(right, cx + half_width)
            top, bottom = min(top, cy - half_height), max(bottom, cy + half_height)
        self.setRect(QRectF(left - 4, top - 4, right - left + 8, bottom - top + 8))

    def describe(self) -> str:
        """One line for the GM: the zones it joins and what crossing costs."""
        first, second = self._ends
        names = f"{first} ↔ {second}"
        if self.label:
            names += translate("MapItems", ": obstacles (momentum to cross) %s") % self.label
        return names

    def shape(self) -> QPainterPath:
        if self._shape is None:
            self._shape = line_band(self.line, LINK_REACH)
            self._shape.addEllipse(self.line.center(), LINK_HUB, LINK_HUB)
            if not self.badge.isNull():
                self._shape.addRect(self.badge)
        return self._shape

    def draw(self, painter: QPainter, detail: float) -> None:
        cost = bool(self.link.obstacles)
        colour = style.OBSTACLE if cost else style.LINK
        if self.isSelected():
            colour = style.ZONE_BORDER_SELECTED
        painter.setPen(style.link_pen(colour))
        centre = self.line.center()
        if self.line.length() < 4:
            painter.setBrush(colour)
            painter.drawEllipse(centre, 5, 5)
        else:
            painter.drawLine(self.line)
        if not cost:
            return
        if detail < style.DETAIL_LEVEL:
            painter.setPen(NO_PEN)
            painter.setBrush(colour)
            painter.drawEllipse(centre, 10, 10)
            return
        painter.setFont(style.font(12, bold=True))
        _pill(painter, self.badge, colour)
        painter.setPen(style.OBSTACLE_TEXT)
        centred_text(painter, self.badge.center(), self.label, self._label_width, 12)


class TokenItem(MapPart):
    """A token chip: initials in its side's colour, the name below; draggable by the GM."""

    def __init__(
        self,
        token: Token,
        label: str,
        *,
        movable: bool,
        on_dragged: TokenCallback | None = None,
        on_released: TokenCallback | None = None,
    ) -> None:
        super().__init__(TOKEN_BOUNDS, MOVABLE_PART if movable else NO_CONTENTS)
        self.setZValue(10)
        if movable:
            self.setCursor(OPEN_HAND)
        self._on_dragged = on_dragged
        self._on_released = on_released
        self._pressed_at: QPointF | None = None
        self.compact = False  # crowded in its zone: the chip alone, no name
        self.token = token
        self.label = ""
        self.update_token(token, label)

    @property
    def token_id(self) -> int:
        """The id of the token record drawn."""
        return self.token.id

    def update_token(self, token: Token, label: str) -> None:
        """Draw a changed token record or a renamed character."""
        self.token = token
        if label != self.label:
            self.label = label
            self.letters = initials(label)
            self._letters_width: float | None = None  # measured when first drawn legibly
            self._name: tuple[str, float] | None = None  # elided when first drawn
        self.refresh()

    def stand_at(self, slot: QPointF) -> None:
        """Stand on a spot of its zone's layout."""
        if self.pos() != slot:
            self.refresh()  # where it stood
            self.setPos(slot)
            self.refresh()

    def set_compact(self, compact: bool) -> None:
        """Crowded in its zone (the chip alone) or not (the chip and the name below)."""
        if compact != self.compact:
            self.compact = compact
            self.refresh()

    def describe(self) -> str:
        """The token's name (its chip shows only initials)."""
        return self.label

    @property
    def dragging(self) -> bool:
        """Whether the GM is dragging this token right now."""
        return self._pressed_at is not None

    def shape(self) -> QPainterPath:
        return TOKEN_SHAPE

    def draw(self, painter: QPainter, detail: float) -> None:
        radius = _RADIUS
        hidden = self.token.gm_only
        if hidden:
            painter.setOpacity(0.65)
        self._draw_chip(painter, radius, hidden, detail)
        if hidden:
            painter.setOpacity(1.0)  # the layer draws the next part with the same painter

    def _draw_chip(self, painter: QPainter, radius: float, hidden: bool, detail: float) -> None:
        if detail >= style.DETAIL_LEVEL:  # farther out the shadow is under a pixel wide
            painter.setPen(NO_PEN)
            painter.setBrush(style.TOKEN_SHADOW_BRUSH)
            painter.drawEllipse(SHADOW_CENTRE, radius, radius)
        painter.setPen(style.token_ring(self.isSelected(), dashed=hidden))
        painter.setBrush(style.side_brush(self.token.side))
        painter.drawEllipse(ORIGIN, radius - 1, radius - 1)
        if not style.legible(15, detail):
            return  # a coloured chip: its initials would be a smudge
        painter.setPen(style.TOKEN_LETTERS)
        painter.setFont(style.font(15, bold=True))
        if self._letters_width is None:
            self._letters_width = style.metrics(15, bold=True).horizontalAdvance(self.letters)
        centred_text(painter, ORIGIN, self.letters, self._letters_width, 15)
        if self.compact or detail < style.DETAIL_LEVEL:
            return
        name, width = self.name_text()
        box = QRectF(-width / 2 - 5, radius + 3, width + 10, 16)
        painter.setFont(style.font(10, bold=True))
        _pill(painter, box, style.NAME_BACKGROUND)
        painter.setPen(style.LABEL_TEXT)
        centred_text(painter, box.center(), name, width, 10)

    def name_text(self) -> tuple[str, float]:
        """The name under the chip, elided to fit, and its width."""
        if self._name is None:
            metrics = style.metrics(10, bold=True)
            text = metrics.elidedText(self.label, Qt.TextElideMode.ElideRight, style.NAME_WIDTH - 8)
            self._name = (text, metrics.horizontalAdvance(text))
        return self._name

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mousePressEvent(event)
        if event.button() == Qt.MouseButton.LeftButton and self.flags() & MOVABLE:
            self._pressed_at = self.pos()
            self.set_painting_itself(True)
            self.setZValue(20)
            self.setCursor(Qt.CursorShape.ClosedHandCursor)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # A double-click opens the token for editing; it never starts a drag (the default
        # handling would, as a second press, and the unfolding inspector would move the token).
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mouseMoveEvent(event)
        if self._pressed_at is not None and self._on_dragged is not None:
            self._on_dragged(self)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mouseReleaseEvent(event)
        pressed_at, self._pressed_at = self._pressed_at, None
        if pressed_at is None:
            return
        self.setZValue(10)
        self.set_painting_itself(False)
        self.setCursor(OPEN_HAND)
        if self.pos() != pressed_at and self._on_released is not None:
            self._on_released(self)
