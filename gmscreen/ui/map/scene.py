"""The map scene: one item per zone, connection and token of the shown map, kept up to date.

The items are parts of one layer that paints them all (`ui/map/layer.py`).

The scene keeps {id: item} for each kind and brings them in line with the campaign state whenever
the session announces a change (a command, its undo, a reload), so the map never updates itself
after a gesture. It reports gestures as signals: a token dropped in another zone, a character or
an image dropped from outside, the zone under the mouse.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from PySide6.QtCore import QObject
from PySide6.QtCore import QPoint
from PySide6.QtCore import QPointF
from PySide6.QtCore import QRect
from PySide6.QtCore import QRectF
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtGui import QPainter
from PySide6.QtGui import QPen
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QGraphicsPixmapItem
from PySide6.QtWidgets import QGraphicsScene
from PySide6.QtWidgets import QGraphicsSceneContextMenuEvent
from PySide6.QtWidgets import QGraphicsSceneDragDropEvent
from PySide6.QtWidgets import QGraphicsSceneHelpEvent
from PySide6.QtWidgets import QGraphicsSceneMouseEvent
from PySide6.QtWidgets import QToolTip

from gmscreen.model.changes import ChangeSet
from gmscreen.model.rfi.map_commands import links_of
from gmscreen.model.rfi.map_commands import token_label
from gmscreen.model.rfi.map_commands import tokens_of
from gmscreen.model.rfi.map_commands import zones_of
from gmscreen.model.rfi.map_moves import rules_zone_map
from gmscreen.model.state import Token
from gmscreen.model.state import Zone
from gmscreen.model.state import ZoneMap
from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.zones import RangeBand
from gmscreen.rules.rfi.zones import ZoneMap as RulesZoneMap
from gmscreen.rules.rfi.zones import range_bands_from
from gmscreen.ui.map import style
from gmscreen.ui.map.items import BORDER_ROOM
from gmscreen.ui.map.items import LinkItem
from gmscreen.ui.map.items import TokenItem
from gmscreen.ui.map.items import ZoneItem
from gmscreen.ui.map.layer import MapLayer
from gmscreen.ui.map.layer import MapPart
from gmscreen.ui.map.mime import carries_image
from gmscreen.ui.map.mime import carries_map_file
from gmscreen.ui.map.mime import dropped_character_id
from gmscreen.ui.map.mime import dropped_image
from gmscreen.ui.map.mime import dropped_map_file
from gmscreen.ui.map.tools import MapTool
from gmscreen.ui.map.tools import Outline
from gmscreen.ui.map.tools import ShapeEditor
from gmscreen.ui.shell.undo import SessionBridge

MAP_KINDS = frozenset({"zone_map", "zone", "zone_link", "token", "character"})
SIDE_ORDER = {"players": 0, "npcs": 1}


class MapScene(QGraphicsScene):
    """The shown map's zones, connections and tokens; `player_safe` leaves out GM-only ones.

    Signals:
        token_dropped(token_id, zone_id): the GM let go of a token over another zone.
        character_dropped(character_id, zone_id): a character was dropped onto a zone.
        image_dropped(data, format): an image was dropped onto the map.
        map_file_dropped(path): a Universal VTT map file was dropped (map or not).
        zone_hovered(zone_id or None): the zone under the mouse changed.
        zone_reshaped(zone_id, outline): the GM let go of a dragged corner.
        zone_double_clicked(zone_id): the GM double-clicked a zone (to name it).
        edit_requested(item): the GM double-clicked a zone, connection or token (to edit it).
        context_requested(item, screen_pos): the GM right-clicked a zone, connection or token.
        synced: the items were brought in line with the campaign (after any change).
    """

    token_dropped = Signal(int, int)
    character_dropped = Signal(int, int)
    image_dropped = Signal(bytes, str)
    map_file_dropped = Signal(str)
    zone_hovered = Signal(object)
    zone_reshaped = Signal(int, object)
    zone_double_clicked = Signal(int)
    edit_requested = Signal(object)
    context_requested = Signal(object, QPoint)
    synced = Signal()

    def __init__(
        self, bridge: SessionBridge, *, player_safe: bool = False, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self.player_safe = player_safe
        self.map_id: int | None = None
        self.zones: dict[int, ZoneItem] = {}
        self.links: dict[int, LinkItem] = {}
        self.tokens: dict[int, TokenItem] = {}
        self.background: QGraphicsPixmapItem | None = None
        self.shading_from: int | None = None  # the zone range bands are shaded from
        self.measures_range = True  # whether the system has range bands to shade
        # Dropped tokens waiting for the GM to pay: {token: the zone they wait to enter}. They
        # stand in that zone's layout meanwhile, never on top of a token already there.
        self.held_tokens: dict[int, int] = {}
        # {zone: the tokens whose record stands there}, so a move lays out two zones only.
        self._standing: dict[int, set[int]] = defaultdict(set)
        # What the zones' shades were worked out from: the start zone and the rules' graph.
        self._shaded: tuple[int | None, RulesZoneMap | None] = (None, None)
        self.tool: MapTool | None = None
        self._rules_map: RulesZoneMap | None = None
        self._hovered: ZoneItem | None = None
        self._target: ZoneItem | None = None
        self._editor: ShapeEditor | None = None
        self._background_key: tuple[int, bytes | None] | None = None
        self._zones_rect: QRectF | None = None  # the zones' extent, kept until they change
        self._selected: set[MapPart] = set()  # drawn as selected: to redraw when that changes
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.BspTreeIndex)
        self.layer = MapLayer()
        self.addItem(self.layer)
        bridge.changed.connect(self._on_changed)
        self.selectionChanged.connect(self._selection_changed)

    # what is shown
    def show_map(self, map_id: int | None) -> None:
        """Show another map (None: an empty map)."""
        if map_id == self.map_id and map_id is not None:
            return
        self._drop_editor()
        self.clearSelection()
        for item in (*self.tokens.values(), *self.links.values(), *self.zones.values()):
            self._remove(item)
        self.zones.clear()
        self.links.clear()
        self.tokens.clear()
        self.held_tokens.clear()
        self._standing.clear()
        self._shaded = (None, None)
        self._set_background(None)
        self._hovered = self._target = None
        self._rules_map = None
        self._zones_rect = None
        self.map_id = map_id
        self.layer.redraw_all()
        self.sync()

    def zone_map(self) -> ZoneMap | None:
        """The map record shown, if any."""
        return self._bridge.state.find(ZoneMap, self.map_id)

    def sync(self) -> None:
        """Bring every item in line with the campaign state (cheap when little changed)."""
        record = self.zone_map()
        if record is None:
            self.map_id = None
        self._set_background(record)
        state = self._bridge.state
        zones = [z for z in zones_of(state, record.id) if self._shows_zone(z)] if record else []
        reshaped = self._sync_zones(zones)
        if reshaped:
            self.layer.cover(self.content_rect())
        self._sync_links(reshaped)
        rearrange = self._sync_tokens(self._shown_tokens(record), reshaped)
        self.arrange(rearrange)
        if self._editor is not None and self._editor.zone.zone_id in reshaped:
            self._selection_changed()
        self._update_shading()
        self.synced.emit()

    def _shows_zone(self, zone: Zone) -> bool:
        return not (self.player_safe and zone.gm_only)

    def _shown_tokens(self, record: ZoneMap | None) -> list[Token]:
        if record is None:
            return []
        return [
            token
            for token in tokens_of(self._bridge.state, record.id)
            if token.zone_id in self.zones and not (self.player_safe and token.gm_only)
        ]

    def _sync_zones(self, zones: list[Zone]) -> set[int]:
        wanted = {zone.id: zone for zone in zones}
        changed: set[int] = set()
        for zone_id in [z for z in self.zones if z not in wanted]:
            self._remove(self.zones.pop(zone_id))
            changed.add(zone_id)
        over_image = self.background is not None
        for zone in zones:
            item = self.zones.get(zone.id)
            if item is None:
                item = self.zones[zone.id] = ZoneItem(zone, editable=not self.player_safe)
                self.layer.adopt(item)
                changed.add(zone.id)
            elif item.zone != zone:
                changed.add(zone.id)
                item.update_zone(zone)
            if item.over_image != over_image:
                item.over_image = over_image
                item.refresh()
        if changed:
            self._rules_map = None
            self._zones_rect = None
        return changed

    def _sync_links(self, reshaped: set[int]) -> None:
        links = [
            link
            for link in (links_of(self._bridge.state, self.map_id) if self.map_id else [])
            if link.zone_a in self.zones and link.zone_b in self.zones
        ]
        wanted = {link.id for link in links}
        for link_id in [k for k in self.links if k not in wanted]:
            self._remove(self.links.pop(link_id))
            self._rules_map = None
        for link in links:
            item = self.links.get(link.id)
            ends = (self.zones[link.zone_a], self.zones[link.zone_b])
            if item is None:
                self.links[link.id] = item = LinkItem(link, *ends, editable=not self.player_safe)
                self.layer.adopt(item)
                self._rules_map = None
            elif item.link != link or {link.zone_a, link.zone_b} & reshaped:
                if item.link != link:
                    self._rules_map = None
                item.update_link(link, *ends)

    def _sync_tokens(self, tokens: list[Token], reshaped: set[int]) -> set[int]:
        wanted = {token.id: token for token in tokens}
        rearrange = set(reshaped)
        for token_id in [t for t in self.tokens if t not in wanted]:
            rearrange |= self._sync_token(token_id, None)
        for token in tokens:
            rearrange |= self._sync_token(token.id, token)
        return rearrange

    def _sync_token(self, token_id: int, token: Token | None) -> set[int]:
        """Bring one token's item in line (None: not shown); the zones to lay out again."""
        item = self.tokens.get(token_id)
        if token is None:
            if item is None:
                return set()
            self.tokens.pop(token_id)
            self._remove(item)
            self.held_tokens.pop(token_id, None)
            self._standing[item.token.zone_id].discard(token_id)
            return {item.token.zone_id}
        label = token_label(self._bridge.state, token)
        if item is None:
            item = TokenItem(
                token,
                label,
                movable=not self.player_safe,
                on_dragged=self._token_dragged,
                on_released=self._token_released,
            )
            self.tokens[token.id] = item
            self.layer.adopt(item)
            self._standing[token.zone_id].add(token.id)
            return {token.zone_id}
        rearrange: set[int] = set()
        if item.token != token or item.label != label:
            if item.token.zone_id != token.zone_id:
                rearrange |= {item.token.zone_id, token.zone_id}
                self.held_tokens.pop(token.id, None)
                self._standing[item.token.zone_id].discard(token.id)
                self._standing[token.zone_id].add(token.id)
            elif (item.token.side, item.label) != (token.side, label):
                rearrange.add(token.zone_id)
            item.update_token(token, label)
        return rearrange

    def _sync_changed_tokens(self, token_ids: Iterable[int]) -> None:
        """Only some tokens changed: bring those in line, not the whole map."""
        state = self._bridge.state
        rearrange: set[int] = set()
        for token_id in token_ids:
            token = state.find(Token, token_id)
            shown = (
                token is not None
                and token.map_id == self.map_id
                and token.zone_id in self.zones
                and not (self.player_safe and token.gm_only)
            )
            rearrange |= self._sync_token(token_id, token if shown else None)
        self.arrange(rearrange)
        self._update_shading()
        self.synced.emit()

    def arrange(self, zone_ids: Iterable[int] | None = None) -> None:
        """Let zones place their tokens (all zones when none are named)."""
        wanted = set(self.zones) if zone_ids is None else set(zone_ids) & set(self.zones)
        if not wanted:
            return
        for zone_id in wanted:
            standing = [
                self.tokens[token_id]
                for token_id in self._standing.get(zone_id, ())
                if token_id not in self.held_tokens
            ]
            held = [self.tokens[t] for t, zone in self.held_tokens.items() if zone == zone_id]
            items = sorted(
                standing + held,
                key=lambda i: (SIDE_ORDER.get(i.token.side, 2), i.label.casefold(), i.token_id),
            )
            slots, compact = self.zones[zone_id].token_slots(len(items))
            for item, slot in zip(items, slots, strict=True):
                item.set_compact(compact)
                if not item.dragging:
                    item.stand_at(slot)

    def hold(self, token_id: int, zone_id: int) -> None:
        """Stand a dropped token in the zone it waits to enter (until paid or called off)."""
        item = self.tokens.get(token_id)
        if item is not None:
            self.held_tokens[token_id] = zone_id
            self.arrange([item.token.zone_id, zone_id])

    def snap_back(self, token_id: int) -> None:
        """Put a token dropped in vain back in its zone's layout."""
        held = self.held_tokens.pop(token_id, None)
        item = self.tokens.get(token_id)
        if item is not None:
            self.arrange([item.token.zone_id] + ([held] if held is not None else []))

    def zone_at(self, point: QPointF) -> ZoneItem | None:
        """The zone under a scene point (the top one where zones overlap)."""
        for item in self.items(point):
            if isinstance(item, ZoneItem):
                return item
        return None

    def _set_background(self, record: ZoneMap | None) -> None:
        key = None if record is None else (record.id, record.background)
        if key == self._background_key:
            return
        self._background_key = key
        if self.background is not None:
            self.removeItem(self.background)
            self.background = None
        if record is not None and record.background:
            pixmap = QPixmap()
            if pixmap.loadFromData(record.background):
                self.background = self.addPixmap(pixmap)
                self.background.setZValue(-100)
                self.background.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        for item in self.zones.values():
            item.over_image = self.background is not None
            item.refresh()

    def content_rect(self) -> QRectF:
        """What "fit" shows: every zone (tokens stand inside theirs) and the background."""
        if self._zones_rect is None:
            rect = QRectF()
            for item in self.zones.values():
                rect = rect.united(item.polygon.boundingRect())
            if not rect.isNull():  # no zones: nothing to fit (a margin alone is not a map)
                # A zone's border and a chip standing at its edge still fit.
                margin = BORDER_ROOM + style.CHIP_DIAMETER
                rect = rect.adjusted(-margin, -margin, margin, margin)
            self._zones_rect = rect
        rect = QRectF(self._zones_rect) if not self._zones_rect.isEmpty() else QRectF()
        if self.background is not None:
            rect = rect.united(self.background.sceneBoundingRect())
        return rect

    # range shading
    def rules_map(self) -> RulesZoneMap | None:
        """The rules engine's zone graph of the shown map (rebuilt only after map edits)."""
        if self._rules_map is None and self.map_id is not None:
            try:
                self._rules_map = rules_zone_map(self._bridge.state, self.map_id)
            except RulesError:  # a map the rules cannot read (an old or hand-edited file)
                return None
        return self._rules_map

    def _selected_token(self) -> TokenItem | None:
        selected = [item for item in self.selectedItems() if isinstance(item, TokenItem)]
        return selected[0] if len(selected) == 1 else None

    def _update_shading(self) -> None:
        token = self._selected_token()
        start = token.token.zone_id if token is not None else None
        bands: dict[str, RangeBand] = {}
        zone_map = self.rules_map() if start is not None else None
        if self.measures_range and zone_map is not None and str(start) in zone_map:
            bands = range_bands_from(zone_map, str(start))
        else:
            start = None
        self.shading_from = start
        graph = zone_map if bands else None
        if start == self._shaded[0] and graph is self._shaded[1]:
            return  # the same start on the same graph: every zone keeps its shade
        self._shaded = (start, graph)
        for zone_id, item in self.zones.items():
            band = bands.get(str(zone_id))
            if item.band != band:
                item.band = band
                item.refresh()

    def _remove(self, part: MapPart) -> None:
        self._selected.discard(part)
        self.layer.release(part)

    def _selection_changed(self) -> None:
        selected = {item for item in self.selectedItems() if isinstance(item, MapPart)}
        for part in selected ^ self._selected:
            part.refresh()
        self._selected = selected
        self._update_shading()
        self._drop_editor()
        zones = [item for item in self.selectedItems() if isinstance(item, ZoneItem)]
        if len(zones) == 1 and self.tool is None and not self.player_safe:
            self._editor = ShapeEditor(self, zones[0], self._reshaped)

    def _drop_editor(self) -> None:
        if self._editor is not None:
            self._editor.remove()
            self._editor = None

    def _reshaped(self, zone_id: int, outline: Outline) -> None:
        self.zone_reshaped.emit(zone_id, outline)

    def set_tool(self, tool: MapTool | None) -> None:
        """Hand the mouse to a drawing tool (None: select and drag)."""
        if self.tool is not None:
            self.tool.cancel()
        self.tool = tool
        if tool is not None:
            self.clearSelection()
        self._selection_changed()

    # gestures
    def _set_target(self, zone: ZoneItem | None) -> None:
        if zone is self._target:
            return
        for item in (self._target, zone):
            if item is not None:
                item.target = item is zone
                item.refresh()
        self._target = zone

    def _token_dragged(self, item: TokenItem) -> None:
        zone = self.zone_at(item.scenePos())
        self._set_target(zone if zone is not None and zone.zone_id != item.token.zone_id else None)

    def _token_released(self, item: TokenItem) -> None:
        self._set_target(None)
        zone = self.zone_at(item.scenePos())
        if zone is None or zone.zone_id == item.token.zone_id:
            self.snap_back(item.token_id)
            return
        self.token_dropped.emit(item.token_id, zone.zone_id)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.tool is not None and self.tool.press(event):
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        zone = self.zone_at(event.scenePos())
        if zone is not self._hovered:
            self._hovered = zone
            self.zone_hovered.emit(zone.zone_id if zone is not None else None)
        if self.tool is not None and self.tool.move(event):
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.tool is not None and self.tool.release(event):
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.tool is not None and self.tool.double_click(event):
            event.accept()
            return
        super().mouseDoubleClickEvent(event)
        item = self.editable_at(event.scenePos())
        if self.tool is None and item is not None:
            grabber = self.mouseGrabberItem()
            if grabber is not None:
                grabber.ungrabMouse()  # the release that follows must not drag what is edited
            self.clearSelection()
            item.setSelected(True)
            self.edit_requested.emit(item)
            if isinstance(item, ZoneItem):
                self.zone_double_clicked.emit(item.zone_id)

    def editable_at(self, point: QPointF) -> ZoneItem | LinkItem | TokenItem | None:
        """The topmost zone, connection or token under a scene point (None on the player map)."""
        if self.player_safe:
            return None
        for item in self.items(point):
            if isinstance(item, ZoneItem | LinkItem | TokenItem):
                return item
        return None

    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:
        # Tooltips are written when asked for, not kept on every part: a large map opens
        # faster, and a tooltip always says what the part is now.
        part = self.editable_at(event.scenePos())
        if part is None:
            super().helpEvent(event)
            return
        QToolTip.showText(event.screenPos(), part.describe(), event.widget())
        event.accept()

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        item = self.editable_at(event.scenePos())
        if item is None or self.tool is not None:
            super().contextMenuEvent(event)
            return
        if not item.isSelected():
            self.clearSelection()
            item.setSelected(True)
        event.accept()
        self.context_requested.emit(item, event.screenPos())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.tool is not None and self.tool.key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    # drops from other panels and from the desktop
    def _drop_target(self, event: QGraphicsSceneDragDropEvent) -> ZoneItem | bool | None:
        """The zone a character lands in, True for an image, None for a refused drop."""
        if self.player_safe or self.map_id is None:
            return None
        mime = event.mimeData()
        if dropped_character_id(mime) is not None:
            return self.zone_at(event.scenePos())
        return True if carries_image(mime) else None

    def dragEnterEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        mime = event.mimeData()
        if not self.player_safe and carries_map_file(mime):
            event.acceptProposedAction()  # a new map: welcome with or without a map shown
        elif self.player_safe or self.map_id is None:
            event.ignore()
        elif dropped_character_id(mime) is not None or carries_image(mime):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        if not self.player_safe and carries_map_file(event.mimeData()):
            event.acceptProposedAction()
            return
        target = self._drop_target(event)
        self._set_target(target if isinstance(target, ZoneItem) else None)
        if target is None:
            event.ignore()
        else:
            event.acceptProposedAction()

    def dragLeaveEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        self._set_target(None)
        event.accept()

    def dropEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        if not self.player_safe and carries_map_file(event.mimeData()):
            event.acceptProposedAction()
            path = dropped_map_file(event.mimeData())
            if path is not None:
                self.map_file_dropped.emit(str(path))
            return
        target = self._drop_target(event)
        self._set_target(None)
        mime = event.mimeData()
        character_id = dropped_character_id(mime)
        if isinstance(target, ZoneItem) and character_id is not None:
            event.acceptProposedAction()
            self.character_dropped.emit(character_id, target.zone_id)
        elif target is True and (image := dropped_image(mime)) is not None:
            event.acceptProposedAction()
            self.image_dropped.emit(*image)
        else:
            event.ignore()

    def drawBackground(self, painter: QPainter, exposed: QRectF | QRect) -> None:
        rect = QRectF(exposed)
        painter.fillRect(rect, style.BACKGROUND)
        if painter.worldTransform().m11() * style.GRID_STEP < 12:
            return  # too far out: the grid would be a grey blur
        pen = QPen(style.GRID, 1.0)
        pen.setCosmetic(True)
        painter.setPen(pen)
        step = style.GRID_STEP
        x = rect.left() - rect.left() % step
        while x < rect.right():
            painter.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))
            x += step
        y = rect.top() - rect.top() % step
        while y < rect.bottom():
            painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
            y += step

    def _on_changed(self, changes: ChangeSet) -> None:
        touched = changes.kinds() & MAP_KINDS
        if self.map_id is None or not touched:
            return
        if changes.reset or touched & {"zone_map", "zone", "zone_link"}:
            self.sync()
            return
        # A move, a new token, a renamed character: only the tokens concerned.
        token_ids = set(changes.ids("token"))
        characters = changes.ids("character")
        if characters:
            token_ids |= {
                t for t, item in self.tokens.items() if item.token.character_id in characters
            }
        if token_ids:
            self._sync_changed_tokens(token_ids)
