"""The relationship map's scene items: a faction as a node, a tie as a curved arrow."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF
from PySide6.QtCore import QRectF
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush
from PySide6.QtGui import QColor
from PySide6.QtGui import QFont
from PySide6.QtGui import QPainter
from PySide6.QtGui import QPainterPath
from PySide6.QtGui import QPainterPathStroker
from PySide6.QtGui import QPen
from PySide6.QtGui import QPolygonF
from PySide6.QtWidgets import QGraphicsPathItem
from PySide6.QtWidgets import QGraphicsRectItem
from PySide6.QtWidgets import QGraphicsSimpleTextItem
from PySide6.QtWidgets import QStyleOptionGraphicsItem
from PySide6.QtWidgets import QWidget

from gmscreen.rules.hotcircle.campaign import Faction
from gmscreen.rules.hotcircle.campaign import Power
from gmscreen.rules.hotcircle.campaign import Relation
from gmscreen.rules.hotcircle.campaign import Tie

COOPERATE_COLOUR = QColor("#2e7d32")
COMPETE_COLOUR = QColor("#c62828")
SETTING_COLOURS = ("#3b6fb6", "#8e5bb5", "#b7791f", "#2b8a7e", "#b5475b", "#5b6b7d")
NODE_WIDTH, NODE_HEIGHT = 150.0, 52.0
BEND = 26.0  # how far an arrow curves to its left, so ties both ways stay apart
SELECTED = QColor("#f0b54a")


def setting_colour(settings: tuple[str, ...], setting: str) -> QColor:
    """The colour of a lifepath setting (its place in the campaign's list picks it)."""
    index = settings.index(setting) if setting in settings else len(SETTING_COLOURS) - 1
    return QColor(SETTING_COLOURS[index % len(SETTING_COLOURS)])


class FactionItem(QGraphicsRectItem):
    """A faction: its name, its setting, and a heavier frame for a major power."""

    def __init__(self, faction: Faction, colour: QColor) -> None:
        super().__init__(-NODE_WIDTH / 2, -NODE_HEIGHT / 2, NODE_WIDTH, NODE_HEIGHT)
        self.faction = faction
        self.colour = colour
        self.selected_for_tie = False
        major = faction.power is Power.MAJOR
        self.setPen(QPen(colour.darker(130), 3.5 if major else 1.5))
        self.setBrush(QBrush(_tint(colour)))
        self.setZValue(2)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        name = QGraphicsSimpleTextItem(faction.name, self)
        font = QFont()
        font.setBold(True)
        font.setPointSizeF(10)
        name.setFont(font)
        self._fit(name, NODE_WIDTH - 10)
        name.setPos(-name.boundingRect().width() / 2, -NODE_HEIGHT / 2 + 6)
        power = "major power" if major else "minor power"
        detail = QGraphicsSimpleTextItem(f"{faction.setting} · {power}", self)
        small = QFont()
        small.setPointSizeF(8.5)
        detail.setFont(small)
        detail.setBrush(QBrush(QColor("#37474f")))
        self._fit(detail, NODE_WIDTH - 10)
        detail.setPos(-detail.boundingRect().width() / 2, 4)
        self.setToolTip(f"{faction.name} — {power} in {faction.setting}")

    @staticmethod
    def _fit(text: QGraphicsSimpleTextItem, width: float) -> None:
        if text.boundingRect().width() > width:
            text.setScale(width / text.boundingRect().width())

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(self.pen())
        if self.selected_for_tie:
            pen = QPen(SELECTED, 4)
        painter.setPen(pen)
        painter.setBrush(self.brush())
        painter.drawRoundedRect(self.rect(), 10, 10)


def _tint(colour: QColor, amount: float = 0.22) -> QColor:
    """A pale version of a colour (mixed with white), for a node's fill."""
    return QColor(
        round(255 - (255 - colour.red()) * amount),
        round(255 - (255 - colour.green()) * amount),
        round(255 - (255 - colour.blue()) * amount),
    )


def _border_point(centre: QPointF, towards: QPointF) -> QPointF:
    """Where the line from a node's centre towards a point leaves the node's box."""
    dx, dy = towards.x() - centre.x(), towards.y() - centre.y()
    if dx == 0 and dy == 0:
        return centre
    scale = min(
        (NODE_WIDTH / 2 + 4) / abs(dx) if dx else math.inf,
        (NODE_HEIGHT / 2 + 4) / abs(dy) if dy else math.inf,
    )
    return QPointF(centre.x() + dx * scale, centre.y() + dy * scale)


class TieItem(QGraphicsPathItem):
    """One tie: a curved arrow, green and solid to cooperate, red and dashed to compete."""

    def __init__(self, tie: Tie, start: QPointF, end: QPointF) -> None:
        super().__init__()
        self.tie = tie
        cooperate = tie.relation is Relation.COOPERATE
        colour = COOPERATE_COLOUR if cooperate else COMPETE_COLOUR
        pen = QPen(colour, 2.4)
        if not cooperate:
            pen.setStyle(Qt.PenStyle.DashLine)
        self.setPen(pen)
        self.setZValue(1)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        middle = (start + end) / 2
        dx, dy = end.x() - start.x(), end.y() - start.y()
        length = math.hypot(dx, dy) or 1.0
        control = QPointF(middle.x() + dy / length * BEND, middle.y() - dx / length * BEND)
        start = _border_point(start, control)
        end = _border_point(end, control)
        path = QPainterPath(start)
        path.quadTo(control, end)
        self.setPath(path)
        self._arrow = self._arrow_head(control, end)
        rolled = f" (rolled {', '.join(map(str, tie.faces))})" if tie.faces else ""
        self.setToolTip(f"{tie}{rolled}\nClick to flip; right-click for more")

    @staticmethod
    def _arrow_head(control: QPointF, tip: QPointF) -> QPolygonF:
        angle = math.atan2(tip.y() - control.y(), tip.x() - control.x())
        size = 11.0
        left = QPointF(
            tip.x() - size * math.cos(angle - 0.45), tip.y() - size * math.sin(angle - 0.45)
        )
        right = QPointF(
            tip.x() - size * math.cos(angle + 0.45), tip.y() - size * math.sin(angle + 0.45)
        )
        return QPolygonF([tip, left, right])

    def shape(self) -> QPainterPath:
        stroker = QPainterPathStroker()
        stroker.setWidth(12)
        return stroker.createStroke(self.path())

    def boundingRect(self) -> QRectF:
        return super().boundingRect().united(self._arrow.boundingRect()).adjusted(-6, -6, 6, 6)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(self.pen())
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self.path())
        painter.setPen(QPen(self.pen().color(), 1))
        painter.setBrush(self.pen().color())
        painter.drawPolygon(self._arrow)
