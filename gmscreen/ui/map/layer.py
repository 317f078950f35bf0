"""One item paints the map: every zone, connection and token, in one pass into one cache.

Zones, connections and tokens stay items of their own for what the mouse does with them (hover,
selection, drags, tooltips, menus), as children of the layer that draw nothing themselves
(ItemHasNoContents). Painted each into a cache of its own, with a painter of its own, hundreds of
small items took most of the time a large map needed to open; the layer paints what an exposed
area holds in one pass, and only that area again when one part's look changes. A token being
dragged paints itself above the layer until it is let go.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem
from PySide6.QtWidgets import QGraphicsRectItem
from PySide6.QtWidgets import QStyleOptionGraphicsItem
from PySide6.QtWidgets import QWidget

from gmscreen.ui.drawn_item import DrawnItem

NO_CONTENTS = QGraphicsItem.GraphicsItemFlag.ItemHasNoContents
EXPOSED_ONLY = QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption
BY_BOUNDS = Qt.ItemSelectionMode.IntersectsItemBoundingRect
BOTTOM_UP = Qt.SortOrder.AscendingOrder


class MapPart(DrawnItem, QGraphicsRectItem):
    """A zone, connection or token: a child of the map's layer, which draws it.

    Its rectangle is its bounds (asked for often while placing and painting: answered in C++).
    Call `refresh` whenever what it draws changes.
    """

    paints_itself = False  # true while a token is dragged: it draws itself above the layer
    # The layer that draws it, kept by the part: asking Qt for the parent item costs
    # microseconds through the binding, and a part asks at every change of its look.
    layer: MapLayer | None = None

    def __init__(
        self, rect: QRectF | None = None, flags: QGraphicsItem.GraphicsItemFlag = NO_CONTENTS
    ) -> None:
        """`flags` include NO_CONTENTS: the layer draws the part."""
        if rect is None:
            super().__init__()
        else:
            super().__init__(rect)
        self.setFlags(flags)

    def refresh(self) -> None:
        """Have the layer draw this part again where it stands."""
        layer = self.layer
        if layer is not None and not layer.redrawing_all:
            layer.update(self.mapRectToParent(self.rect()))

    def describe(self) -> str:
        """One line for the GM about what it stands for: its tooltip on the GM's map."""
        raise NotImplementedError

    @property
    def overlaid(self) -> bool:
        """Whether it draws something above every part (`draw_over`)."""
        return False

    def draw_over(self, painter: QPainter, detail: float) -> None:
        """Draw what stands above every part (a zone's range band), in its own coordinates."""

    def set_painting_itself(self, itself: bool) -> None:
        """Draw above the layer (a drag) or be drawn by it again (the drag is over)."""
        if itself == self.paints_itself:
            return
        self.paints_itself = itself
        self.setFlag(NO_CONTENTS, not itself)
        self.refresh()
        self.update()


class MapLayer(QGraphicsRectItem):
    """The parent of every zone, connection and token of the shown map; paints them all."""

    def __init__(self) -> None:
        super().__init__()
        # Set from a call to `redraw_all` to the next paint: what a part asks to be redrawn
        # meanwhile is redrawn anyway (a map opened or rebuilt asks for hundreds of areas).
        self.redrawing_all = False
        self.setFlag(EXPOSED_ONLY)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # Painted once at a zoom, then copied: a drag or a hover repaints a small area only.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def adopt(self, part: MapPart) -> None:
        """Take a new zone, connection or token in, to draw it."""
        part.setParentItem(self)
        part.layer = self
        part.refresh()

    def release(self, part: MapPart) -> None:
        """Take a part off the map, painting over where it stood."""
        part.refresh()
        part.layer = None
        self.scene().removeItem(part)

    def redraw_all(self) -> None:
        """Draw every part again at the next paint."""
        self.redrawing_all = True
        self.update()

    def cover(self, rect: QRectF) -> None:
        """Reach over `rect` (where the map's parts stand): a part outside is not drawn."""
        if rect != self.rect():
            self.setRect(rect)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        self.redrawing_all = False
        scene = self.scene()
        detail = option.levelOfDetailFromTransform(painter.worldTransform())
        # The scene's index finds what stands in the exposed area, in stacking order: zones,
        # then connections, then tokens, as their z-values say.
        parts = [
            item
            for item in scene.items(option.exposedRect, BY_BOUNDS, BOTTOM_UP)
            if isinstance(item, MapPart) and not item.paints_itself
        ]
        for part in parts:
            x, y = part.x(), part.y()
            if x or y:
                painter.translate(x, y)
                part.draw(painter, detail)
                painter.translate(-x, -y)
            else:
                part.draw(painter, detail)
        for part in parts:  # what stands above every part goes last
            if part.overlaid:
                x, y = part.x(), part.y()
                painter.translate(x, y)
                part.draw_over(painter, detail)
                painter.translate(-x, -y)
