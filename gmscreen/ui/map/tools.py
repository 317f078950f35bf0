"""Drawing on the map: rectangle and polygon zones, connecting zones, dragging a zone's corners.

A tool sees the scene's mouse events before the items do and reports a finished gesture through
a callback (an outline, two zone ids); the widget turns that into one command.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLineF
from PySide6.QtCore import QPointF
from PySide6.QtCore import QRectF
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush
from PySide6.QtGui import QColor
from PySide6.QtGui import QKeyEvent
from PySide6.QtGui import QPainterPath
from PySide6.QtGui import QPen
from PySide6.QtGui import QPolygonF
from PySide6.QtWidgets import QGraphicsItem
from PySide6.QtWidgets import QGraphicsLineItem
from PySide6.QtWidgets import QGraphicsPathItem
from PySide6.QtWidgets import QGraphicsRectItem
from PySide6.QtWidgets import QGraphicsScene
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from gmscreen.ui.map import style
from gmscreen.ui.map.geometry import corners
from gmscreen.ui.map.items import ZoneItem
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

Outline = tuple[tuple[float, float], ...]
SNAP = 10.0
MIN_SIZE = 30.0
CLOSE_DISTANCE = 14.0


def snap(point: QPointF) -> QPointF:
    """A point on the 10-unit grid, so neighbouring zones line up without fiddling."""
    return QPointF(round(point.x() / SNAP) * SNAP, round(point.y() / SNAP) * SNAP)


def preview_pen() -> QPen:
    """The dashed outline of a zone being drawn."""
    pen = QPen(style.ZONE_BORDER_SELECTED, 2.0, Qt.PenStyle.DashLine)
    pen.setCosmetic(True)
    return pen


class MapTool:
    """A way of using the mouse on the map; handlers return True when they used the event.

    `hint` is its English (marked for translation in the "MapTools" context); the map shows it
    through `translate("MapTools", hint)`.
    """

    hint = ""

    def press(self, event: QGraphicsSceneMouseEvent) -> bool:
        return False

    def move(self, event: QGraphicsSceneMouseEvent) -> bool:
        return False

    def release(self, event: QGraphicsSceneMouseEvent) -> bool:
        return False

    def double_click(self, event: QGraphicsSceneMouseEvent) -> bool:
        return False

    def key(self, event: QKeyEvent) -> bool:
        return False

    def cancel(self) -> None:
        """Drop a gesture half done (switching tools, Escape)."""


class RectangleTool(MapTool):
    """Drag out a rectangular zone."""

    hint = QT_TRANSLATE_NOOP("MapTools", "Drag to draw a rectangular zone (Esc cancels).")

    def __init__(self, scene: QGraphicsScene, on_drawn: Callable[[Outline], None]) -> None:
        self._scene = scene
        self._on_drawn = on_drawn
        self._start: QPointF | None = None
        self._preview: QGraphicsRectItem | None = None

    def press(self, event: QGraphicsSceneMouseEvent) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        self._start = snap(event.scenePos())
        self._preview = self._scene.addRect(QRectF(self._start, self._start), preview_pen())
        self._preview.setBrush(QColor(240, 181, 74, 40))
        self._preview.setZValue(40)
        return True

    def move(self, event: QGraphicsSceneMouseEvent) -> bool:
        if self._start is None or self._preview is None:
            return False
        self._preview.setRect(QRectF(self._start, snap(event.scenePos())).normalized())
        return True

    def release(self, event: QGraphicsSceneMouseEvent) -> bool:
        if self._start is None:
            return False
        rect = QRectF(self._start, snap(event.scenePos())).normalized()
        self.cancel()
        if rect.width() >= MIN_SIZE and rect.height() >= MIN_SIZE:
            self._on_drawn(
                (
                    (rect.left(), rect.top()),
                    (rect.right(), rect.top()),
                    (rect.right(), rect.bottom()),
                    (rect.left(), rect.bottom()),
                )
            )
        return True

    def key(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Escape and self._start is not None:
            self.cancel()
            return True
        return False

    def cancel(self) -> None:
        if self._preview is not None:
            self._scene.removeItem(self._preview)
        self._start, self._preview = None, None


class PolygonTool(MapTool):
    """Click corner after corner; close on the first corner, a double click or Enter."""

    hint = QT_TRANSLATE_NOOP(
        "MapTools",
        "Click each corner; click the first corner, double-click or press Enter to finish "
        "(Backspace removes a corner, Esc cancels).",
    )

    def __init__(self, scene: QGraphicsScene, on_drawn: Callable[[Outline], None]) -> None:
        self._scene = scene
        self._on_drawn = on_drawn
        self.points: list[QPointF] = []
        self._cursor: QPointF | None = None
        self._preview: QGraphicsPathItem | None = None

    def press(self, event: QGraphicsSceneMouseEvent) -> bool:
        if event.button() == Qt.MouseButton.RightButton and self.points:
            self.finish()
            return True
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        point = snap(event.scenePos())
        if len(self.points) >= 3 and QLineF(point, self.points[0]).length() <= CLOSE_DISTANCE:
            self.finish()
            return True
        if not self.points or QLineF(point, self.points[-1]).length() > 1:
            self.points.append(point)
        self._redraw()
        return True

    def move(self, event: QGraphicsSceneMouseEvent) -> bool:
        if not self.points:
            return False
        self._cursor = snap(event.scenePos())
        self._redraw()
        return True

    def release(self, event: QGraphicsSceneMouseEvent) -> bool:
        return bool(self.points)

    def double_click(self, event: QGraphicsSceneMouseEvent) -> bool:
        if not self.points:
            return False
        self.finish()
        return True

    def key(self, event: QKeyEvent) -> bool:
        if not self.points:
            return False
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.finish()
        elif event.key() == Qt.Key.Key_Backspace:
            self.points.pop()
            self._redraw()
        elif event.key() == Qt.Key.Key_Escape:
            self.cancel()
        else:
            return False
        return True

    def finish(self) -> None:
        """Close the outline and report it (three corners at least; fewer are dropped)."""
        points = [(p.x(), p.y()) for p in self.points]
        self.cancel()
        if len(points) >= 3:
            self._on_drawn(tuple(points))

    def cancel(self) -> None:
        if self._preview is not None:
            self._scene.removeItem(self._preview)
        self.points, self._cursor, self._preview = [], None, None

    def _redraw(self) -> None:
        path = QPainterPath()
        path.addPolygon(QPolygonF([*self.points, *([self._cursor] if self._cursor else [])]))
        if self._preview is None:
            self._preview = self._scene.addPath(path, preview_pen(), QColor(240, 181, 74, 40))
            self._preview.setZValue(40)
        else:
            self._preview.setPath(path)


class ConnectTool(MapTool):
    """Drag from one zone to another (or click one, then the other) to connect them."""

    hint = QT_TRANSLATE_NOOP(
        "MapTools", "Drag from one zone to another, or click both, to connect them."
    )

    def __init__(
        self,
        scene: QGraphicsScene,
        zone_at: Callable[[QPointF], ZoneItem | None],
        on_connected: Callable[[int, int], None],
    ) -> None:
        self._scene = scene
        self._zone_at = zone_at
        self._on_connected = on_connected
        self.start: ZoneItem | None = None
        self._line: QGraphicsLineItem | None = None

    def press(self, event: QGraphicsSceneMouseEvent) -> bool:
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        zone = self._zone_at(event.scenePos())
        if self.start is not None and zone is not None and zone is not self.start:
            self._connect(zone)
            return True
        self.cancel()
        if zone is not None:
            self.start = zone
            centre = zone.polygon.boundingRect().center()
            self._line = self._scene.addLine(QLineF(centre, event.scenePos()), preview_pen())
            self._line.setZValue(40)
        return True

    def move(self, event: QGraphicsSceneMouseEvent) -> bool:
        if self.start is None or self._line is None:
            return False
        line = self._line.line()
        line.setP2(event.scenePos())
        self._line.setLine(line)
        return True

    def release(self, event: QGraphicsSceneMouseEvent) -> bool:
        if self.start is None:
            return False
        zone = self._zone_at(event.scenePos())
        if zone is not None and zone is not self.start:
            self._connect(zone)
        return True

    def key(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_Escape and self.start is not None:
            self.cancel()
            return True
        return False

    def cancel(self) -> None:
        if self._line is not None:
            self._scene.removeItem(self._line)
        self.start, self._line = None, None

    def _connect(self, zone: ZoneItem) -> None:
        start = self.start
        self.cancel()
        if start is not None:
            self._on_connected(start.zone_id, zone.zone_id)


class CornerHandle(QGraphicsRectItem):
    """A draggable corner of the selected zone; its size stays the same at any zoom."""

    def __init__(self, editor: ShapeEditor, index: int, point: QPointF) -> None:
        super().__init__(QRectF(-5, -5, 10, 10))
        self._editor = editor
        self.index = index
        self.setPos(point)
        self.setZValue(30)
        self.setBrush(QBrush(style.ZONE_BORDER_SELECTED))
        self.setPen(QPen(QColor("#1a1206"), 1.0))
        self.setCursor(Qt.CursorShape.SizeAllCursor)
        flags = QGraphicsItem.GraphicsItemFlag
        self.setFlag(flags.ItemIsMovable)
        self.setFlag(flags.ItemIgnoresTransformations)
        self.setFlag(flags.ItemSendsGeometryChanges)

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: object) -> object:
        if change == QGraphicsItem.GraphicsItemChange.ItemPositionChange and isinstance(
            value, QPointF
        ):
            return snap(value)
        if change == QGraphicsItem.GraphicsItemChange.ItemPositionHasChanged:
            self._editor.corner_moved()
        return super().itemChange(change, value)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mouseReleaseEvent(event)
        self._editor.finished()


class ShapeEditor:
    """Corner handles on one zone; a drag of a corner reshapes the zone in one command."""

    def __init__(
        self,
        scene: QGraphicsScene,
        zone: ZoneItem,
        on_reshaped: Callable[[int, Outline], None],
    ) -> None:
        self._scene = scene
        self.zone = zone
        self._on_reshaped = on_reshaped
        self._outline = QGraphicsPathItem()
        self._outline.setPen(preview_pen())
        self._outline.setZValue(29)
        scene.addItem(self._outline)
        self.handles = [CornerHandle(self, i, p) for i, p in enumerate(corners(zone.polygon))]
        for handle in self.handles:
            scene.addItem(handle)
        self.corner_moved()

    def outline(self) -> Outline:
        """The outline the handles describe now."""
        return tuple((h.pos().x(), h.pos().y()) for h in self.handles)

    def corner_moved(self) -> None:
        """Show the outline as the handles now describe it."""
        path = QPainterPath()
        path.addPolygon(QPolygonF([h.pos() for h in getattr(self, "handles", [])]))
        path.closeSubpath()
        self._outline.setPath(path)

    def finished(self) -> None:
        """A corner was let go: report the new outline if it changed."""
        outline = self.outline()
        if outline != tuple((p.x(), p.y()) for p in corners(self.zone.polygon)):
            self._on_reshaped(self.zone.zone_id, outline)

    def remove(self) -> None:
        """Take the handles off the map."""
        for item in (*self.handles, self._outline):
            if item.scene() is self._scene:
                self._scene.removeItem(item)
        self.handles = []
