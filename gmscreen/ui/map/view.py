"""The map view: zoom with the wheel, pan with the middle button or Space-drag, fit the map.

Until the GM zooms or pans, the view keeps the whole map fitted as the window changes size.
While a token is selected it draws the legend of the range bands shaded on the map.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtCore import QPointF
from PySide6.QtCore import QRect
from PySide6.QtCore import QRectF
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtGui import QColor
from PySide6.QtGui import QKeyEvent
from PySide6.QtGui import QMouseEvent
from PySide6.QtGui import QPainter
from PySide6.QtGui import QResizeEvent
from PySide6.QtGui import QShowEvent
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QGraphicsView
from PySide6.QtWidgets import QWidget

from gmscreen.rules.rfi.zones import RangeBand
from gmscreen.ui.map import style
from gmscreen.ui.map.items import band_title
from gmscreen.ui.map.scene import MapScene

MIN_SCALE, MAX_SCALE = 0.05, 8.0
ZOOM_STEP = 1.25
FIT_MARGIN = 24.0
LEGEND = (RangeBand.CLOSE, RangeBand.MEDIUM, RangeBand.LONG, RangeBand.EXTREME)


class MapView(QGraphicsView):
    """A view of a `MapScene` the GM can zoom, pan and fit.

    Signals:
        zoom_changed(float): the scale shown (1.0 is one scene unit per pixel).
        delete_pressed(): the GM pressed Delete with nothing being drawn.
    """

    zoom_changed = Signal(float)
    delete_pressed = Signal()

    def __init__(self, scene: MapScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.map_scene = scene
        self.auto_fit = True
        # The scene rect the view pans within, set by the view (never Qt's own, which follows
        # the items and would re-centre the view whenever one is added).
        self._room = QRectF()
        self.empty_text = ""
        self._drawn_empty = False  # whether the last paint drew `empty_text` over the view
        self._pan_from: QPoint | None = None
        self._space_held = False
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setBackgroundBrush(style.BACKGROUND)
        self.setAcceptDrops(True)
        self.viewport().setMouseTracking(True)
        scene.synced.connect(self._scene_changed)

    @property
    def scale_factor(self) -> float:
        """The zoom shown: device pixels per scene unit."""
        return self.transform().m11()

    def fit(self) -> None:
        """Show the whole map, and keep it fitted until the GM zooms or pans."""
        self.auto_fit = True
        self._fit_now()

    def _fit_now(self) -> None:
        rect = self.map_scene.content_rect()
        if rect.isEmpty():
            self.resetTransform()
            return
        rect = rect.adjusted(-FIT_MARGIN, -FIT_MARGIN, FIT_MARGIN, FIT_MARGIN)
        self._widen_scene_rect(rect)
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        self._clamp_scale()
        self.zoom_changed.emit(self.scale_factor)

    def _widen_scene_rect(self, content: QRectF) -> None:
        # Room around the map so the GM can pan a zone to the middle of the screen.
        margin = max(content.width(), content.height(), 800.0)
        self._room = content.adjusted(-margin, -margin, margin, margin)
        self.setSceneRect(self._room)

    def zoom_by(self, factor: float, anchor: QPointF | None = None) -> None:
        """Zoom in (factor > 1) or out, keeping `anchor` (a viewport point) where it is."""
        target = max(MIN_SCALE, min(MAX_SCALE, self.scale_factor * factor))
        if target == self.scale_factor:
            return
        self.auto_fit = False
        if anchor is None:
            self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.scale(target / self.scale_factor, target / self.scale_factor)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.zoom_changed.emit(self.scale_factor)

    def zoom_in(self) -> None:
        """Zoom in one step around the middle of the view."""
        self.zoom_by(ZOOM_STEP)

    def zoom_out(self) -> None:
        """Zoom out one step around the middle of the view."""
        self.zoom_by(1 / ZOOM_STEP)

    def _clamp_scale(self) -> None:
        scale = self.scale_factor
        clamped = max(MIN_SCALE, min(MAX_SCALE, scale))
        if clamped != scale:
            self.scale(clamped / scale, clamped / scale)

    def _scene_changed(self) -> None:
        if self._drawn_empty != (self.map_scene.map_id is None):
            # A map came (or went): the words over the whole view go (or come) with it, though
            # no item there changed.
            self.viewport().update()
        content = self.map_scene.content_rect()
        if not content.isEmpty() and not self._room.contains(content):
            # The map grew past the room around it (a zone drawn at the edge): widen the room
            # but keep the view where it is, so what the GM just drew stays under the mouse.
            middle = self.mapToScene(self.viewport().rect().center())
            self._widen_scene_rect(content)
            self.centerOn(middle)

    # Qt events
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.auto_fit:
            self._fit_now()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.auto_fit:
            self._fit_now()

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120
        if steps:
            self.zoom_by(ZOOM_STEP**steps, event.position())
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Delete and self.map_scene.tool is None:
            self.delete_pressed.emit()
            event.accept()
            return
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space_held = True
            self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            event.accept()
            return
        super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Space and not event.isAutoRepeat():
            self._space_held = False
            self.viewport().unsetCursor()
            event.accept()
            return
        super().keyReleaseEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        button = event.button()
        if button == Qt.MouseButton.MiddleButton or (
            button == Qt.MouseButton.LeftButton and self._space_held
        ):
            self._pan_from = event.position().toPoint()
            self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            here = event.position().toPoint()
            delta = here - self._pan_from
            self._pan_from = here
            self.auto_fit = False
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - delta.x())
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - delta.y())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._pan_from is not None:
            self._pan_from = None
            if self._space_held:
                self.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            else:
                self.viewport().unsetCursor()
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def drawForeground(self, painter: QPainter, exposed: QRectF | QRect) -> None:
        painter.save()
        painter.resetTransform()
        self._drawn_empty = self.map_scene.map_id is None
        if self.map_scene.map_id is None and self.empty_text:
            painter.setPen(QColor("#8d99ad"))
            painter.setFont(style.font(18, bold=True))
            painter.drawText(
                self.viewport().rect(),
                int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
                self.empty_text,
            )
        elif self.map_scene.shading_from is not None:
            self._draw_legend(painter)
        painter.restore()

    def _draw_legend(self, painter: QPainter) -> None:
        painter.setFont(style.font(12, bold=True))
        metrics = painter.fontMetrics()
        x, y, height = 12.0, self.viewport().height() - 34.0, 22.0
        total = sum(metrics.horizontalAdvance(band_title(band)) + 34 for band in LEGEND) + 8
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(10, 14, 20, 210))
        painter.drawRoundedRect(QRectF(x - 6, y - 5, total, height + 10), 8, 8)
        for band in LEGEND:
            colour = QColor(style.BAND_COLOURS[band])
            colour.setAlpha(255)
            painter.setBrush(colour)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(QRectF(x, y + 4, 14, 14), 3, 3)
            painter.setPen(QColor("#e8edf4"))
            title = band_title(band)
            width = metrics.horizontalAdvance(title)
            painter.drawText(
                QRectF(x + 20, y, width + 4, height), Qt.AlignmentFlag.AlignVCenter, title
            )
            x += width + 34
