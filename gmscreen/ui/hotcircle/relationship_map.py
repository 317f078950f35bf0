"""The faction relationship map as a graph: factions as nodes, cooperate and compete as arrows.

The view only draws and reports clicks: a click on a faction and then another asks for a new
tie, a click on a tie asks to flip it, a right-click offers to flip or remove it. The owner
turns those into edits (the wizard's draft, or a command in a running campaign).
"""

from __future__ import annotations

import math

from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtGui import QColor
from PySide6.QtGui import QMouseEvent
from PySide6.QtGui import QPainter
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QGraphicsItem
from PySide6.QtWidgets import QGraphicsScene
from PySide6.QtWidgets import QGraphicsView
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QMenu
from PySide6.QtWidgets import QWidget

from gmscreen.rules.hotcircle.campaign import Faction
from gmscreen.rules.hotcircle.campaign import Relation
from gmscreen.rules.hotcircle.campaign import RelationshipMap
from gmscreen.rules.hotcircle.campaign import Tie
from gmscreen.ui.hotcircle.relationship_items import NODE_HEIGHT
from gmscreen.ui.hotcircle.relationship_items import NODE_WIDTH
from gmscreen.ui.hotcircle.relationship_items import FactionItem
from gmscreen.ui.hotcircle.relationship_items import TieItem
from gmscreen.ui.hotcircle.relationship_items import setting_colour


class RelationshipMapView(QGraphicsView):
    """Draws factions around an ellipse, grouped by setting, with their ties between them."""

    tie_requested = Signal(str, str)  # faction, other: add a tie (cooperate) or flip one
    tie_flipped = Signal(str, str)
    tie_removed = Signal(str, str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setBackgroundBrush(QColor("#f7f5f0"))
        # Low enough that the board fits a laptop screen with the cut hint shown: the map
        # scales to the room it gets.
        self.setMinimumSize(220, 150)
        self.editable = True
        self.nodes: dict[str, FactionItem] = {}
        self.ties: list[TieItem] = []
        self._picked: str | None = None
        self._empty_text = self.tr("No factions yet.")
        self._shown: tuple[tuple[str, ...], tuple[Faction, ...], RelationshipMap] = (
            (),
            (),
            RelationshipMap(),
        )
        self.legend = QLabel(
            self.tr(
                "<span style='color:#2e7d32'>━━▶ cooperates with</span> &nbsp; "
                "<span style='color:#c62828'>╍╍▶ competes with</span>"
            ),
            self,
        )
        self.legend.setStyleSheet(
            "background: rgba(255,255,255,210); border-radius: 4px; padding: 2px 6px;"
        )

    def show_map(
        self, settings: tuple[str, ...], factions: tuple[Faction, ...], ties: RelationshipMap
    ) -> None:
        """Draw these factions and ties (the picked faction stays picked if still there)."""
        self._shown = (settings, factions, ties)
        self._draw()

    def _draw(self) -> None:
        settings, factions, ties = self._shown
        scene = self.scene()
        scene.clear()
        self.nodes = {}
        self.ties = []
        if not factions:
            text = scene.addSimpleText(self._empty_text)
            text.setBrush(QColor("#6b7280"))
            self._fit()
            return
        ordered = sorted(
            factions, key=lambda f: settings.index(f.setting) if f.setting in settings else 99
        )
        count = len(ordered)
        # The ellipse fills the view, so names stay at their real size; a view too small for
        # the factions is scaled down instead.
        viewport = self.viewport().size()
        crowded = count > 4
        radius_x = max(200.0 if crowded else 170.0, (viewport.width() - NODE_WIDTH - 30) / 2)
        radius_y = max(135.0 if crowded else 110.0, (viewport.height() - NODE_HEIGHT - 60) / 2)
        for index, faction in enumerate(ordered):
            angle = -math.pi / 2 + 2 * math.pi * index / count
            node = FactionItem(faction, setting_colour(settings, faction.setting))
            node.setPos(radius_x * math.cos(angle), radius_y * math.sin(angle))
            scene.addItem(node)
            self.nodes[faction.name] = node
        for tie in ties.ties:
            if tie.faction in self.nodes and tie.other in self.nodes:
                item = TieItem(tie, self.nodes[tie.faction].pos(), self.nodes[tie.other].pos())
                scene.addItem(item)
                self.ties.append(item)
        if self._picked not in self.nodes:
            self._picked = None
        elif self._picked is not None:
            self.nodes[self._picked].selected_for_tie = True
        self._fit()

    def _fit(self) -> None:
        # Room at the bottom for the legend.
        rect = self.scene().itemsBoundingRect().adjusted(-15, -15, 15, 40)
        self.scene().setSceneRect(rect)
        self.resetTransform()
        viewport = self.viewport().size()
        if rect.width() > viewport.width() or rect.height() > viewport.height():
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.legend.adjustSize()
        self.legend.move(6, self.height() - self.legend.height() - 6)
        self._draw()

    def tie_at(self, faction: str, other: str) -> TieItem | None:
        """The drawn tie from `faction` to `other`."""
        return next(
            (item for item in self.ties if (item.tie.faction, item.tie.other) == (faction, other)),
            None,
        )

    def _item_at(self, event: QMouseEvent) -> QGraphicsItem | None:
        item = self.itemAt(event.position().toPoint())
        while item is not None and not isinstance(item, FactionItem | TieItem):
            item = item.parentItem()
        return item

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if not self.editable:
            return
        item = self._item_at(event)
        if isinstance(item, TieItem):
            tie = item.tie
            if event.button() == Qt.MouseButton.RightButton:
                self._tie_menu(tie, event)
            else:
                self.tie_flipped.emit(tie.faction, tie.other)
        elif isinstance(item, FactionItem):
            self.pick(item.faction.name)
        else:
            self.pick(None)

    def pick(self, name: str | None) -> None:
        """A click on a faction: the first picks it, the second asks for a tie to it."""
        picked = self._picked
        for node in self.nodes.values():
            node.selected_for_tie = False
        if picked is not None and name is not None and name != picked:
            self._picked = None
            self.viewport().update()
            self.tie_requested.emit(picked, name)
            return
        self._picked = name if name != picked else None
        if self._picked is not None:
            self.nodes[self._picked].selected_for_tie = True
        self.viewport().update()
        self.scene().update()

    def _tie_menu(self, tie: Tie, event: QMouseEvent) -> None:
        menu = QMenu(self)
        other = "compete" if tie.relation is Relation.COOPERATE else "cooperate"
        menu.addAction(self.tr("Make it %s") % other).triggered.connect(
            lambda: self.tie_flipped.emit(tie.faction, tie.other)
        )
        menu.addAction(self.tr("Remove this tie")).triggered.connect(
            lambda: self.tie_removed.emit(tie.faction, tie.other)
        )
        menu.popup(event.globalPosition().toPoint())


def edited_map(
    relationships: RelationshipMap, action: str, faction: str, other: str
) -> RelationshipMap:
    """The map after a click: "request" adds a cooperating tie (or flips an existing one),
    "flip" flips a tie, "remove" removes it."""
    if action == "remove":
        return relationships.without_tie(faction, other)
    exists = any((t.faction, t.other) == (faction, other) for t in relationships.ties)
    if action == "flip" or exists:
        return relationships.flipped(faction, other)
    return relationships.with_tie(faction, Relation.COOPERATE, other)
