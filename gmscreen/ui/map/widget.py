"""The battle map as one widget: toolbar, view, move banner, inspector and a status line.

`player_safe=True` gives the read-only map the player view embeds: the view alone, without
GM-only zones and tokens, tooltips or editing. `movement` is the rule system's say on what a
token move costs and whether it is allowed (free moves unless the workspace gives another);
`rules_ui` what its tokens offer besides moving and how its moves are said (`ui/map/rules_ui.py`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPoint
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtGui import QAction
from PySide6.QtGui import QActionGroup
from PySide6.QtGui import QKeySequence
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QDockWidget
from PySide6.QtWidgets import QFileDialog
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QMenu
from PySide6.QtWidgets import QSplitter
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from gmscreen.model.changes import ChangeSet
from gmscreen.model.map_movement import FREE_MOVES
from gmscreen.model.map_movement import MovementPolicy
from gmscreen.model.map_movement import Quote
from gmscreen.model.rfi.map_commands import AddMap
from gmscreen.model.rfi.map_commands import UseMapForScene
from gmscreen.model.rfi.map_commands import map_for_scene
from gmscreen.model.rfi.pools import read_pools
from gmscreen.model.state import Scene
from gmscreen.model.state import ZoneMap
from gmscreen.ui.map.banner import MoveBanner
from gmscreen.ui.map.context_menu import MapItem
from gmscreen.ui.map.context_menu import item_menu
from gmscreen.ui.map.importing import MapImporter
from gmscreen.ui.map.inspector import MapInspector
from gmscreen.ui.map.interaction import MapGestures
from gmscreen.ui.map.interaction import Tool
from gmscreen.ui.map.items import TokenItem
from gmscreen.ui.map.items import ZoneItem
from gmscreen.ui.map.items import band_title
from gmscreen.ui.map.mime import IMAGE_SUFFIXES
from gmscreen.ui.map.mime import MAP_FILE_SUFFIXES
from gmscreen.ui.map.rules_ui import PLAIN_MAP
from gmscreen.ui.map.rules_ui import MapRulesUi
from gmscreen.ui.map.scene import MapScene
from gmscreen.ui.map.toolbar import WrappingToolBar
from gmscreen.ui.map.view import MapView
from gmscreen.ui.shell.undo import SessionBridge
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

TOOLS = (
    (
        Tool.SELECT,
        QT_TRANSLATE_NOOP("MapWidget", "Select"),
        "S",
        QT_TRANSLATE_NOOP("MapWidget", "Select, drag tokens between zones, drag a zone's corners"),
    ),
    (
        Tool.RECTANGLE,
        QT_TRANSLATE_NOOP("MapWidget", "Rectangle"),
        "R",
        QT_TRANSLATE_NOOP("MapWidget", "Draw a rectangular zone"),
    ),
    (
        Tool.POLYGON,
        QT_TRANSLATE_NOOP("MapWidget", "Polygon"),
        "P",
        QT_TRANSLATE_NOOP("MapWidget", "Draw a zone corner by corner"),
    ),
    (
        Tool.CONNECT,
        QT_TRANSLATE_NOOP("MapWidget", "Connect"),
        "C",
        QT_TRANSLATE_NOOP("MapWidget", "Connect two zones"),
    ),
)


NARROW_MAP_WIDTH = 820
INSPECTOR_WIDTH = 240
HANDLE_WIDTH = 8  # wide enough to see and to grab, folded or not


class MapWidget(QWidget):
    """The battle map of the current scene (or of the map the GM picks), ready to play on.

    Signals:
        redrawn(): what the map shows changed (the player view's preview follows it).
    """

    redrawn = Signal()

    def __init__(
        self,
        bridge: SessionBridge,
        parent: QWidget | None = None,
        *,
        player_safe: bool = False,
        movement: MovementPolicy = FREE_MOVES,
        rules_ui: MapRulesUi = PLAIN_MAP,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("mapWidget")
        self._bridge = bridge
        self.player_safe = player_safe
        self.scene = MapScene(bridge, player_safe=player_safe, parent=self)
        # Deleting the scene deselects its items: nobody may listen to that any more.
        scene = self.scene
        self.destroyed.connect(lambda *_: scene.blockSignals(True))
        self.view = MapView(self.scene)
        self.gestures = MapGestures(bridge, self.scene, self, movement=movement, rules_ui=rules_ui)
        self.scene.measures_range = movement.ranges
        self.tool_actions: dict[Tool, QAction] = {}
        self._split: QSplitter | None = None  # the view and the inspector (editor only)
        self._inspector_fitted = False
        self._scene_id = bridge.state.campaign.current_scene_id
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        if player_safe:
            self.view.setInteractive(False)
            self.view.setAcceptDrops(False)
            layout.addWidget(self.view)
        else:
            self._build_editor(layout)
        bridge.changed.connect(self._on_changed)
        self.scene.synced.connect(self.redrawn)
        self.show_map(self._default_map())

    # building
    def _build_editor(self, layout: QVBoxLayout) -> None:
        self.toolbar = WrappingToolBar(self.tr("Map tools"))
        self.toolbar.setObjectName("mapToolbar")
        self.map_choice = QComboBox()
        self.map_choice.setObjectName("mapChoice")
        self.map_choice.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.map_choice.setMaximumWidth(240)
        self.map_choice.setPlaceholderText(self.tr("Choose a map…"))
        self.map_choice.activated.connect(self._map_chosen)
        self.toolbar.addWidget(self.map_choice)
        # Shown while the GM looks at a map that is not the scene's: the players' screen and
        # an attack's ranges follow the scene's map, so the GM says when this one is it.
        self.use_map_action = self._action(self.tr("Use for this scene"), "", self.use_for_scene)
        self.use_map_action.setToolTip(
            self.tr(
                "The players see this scene's own map. Make the map shown here the scene's map: "
                "on their screen and for ranges."
            )
        )
        self.new_map_action = self._action(self.tr("New map"), "", self.new_map)
        self.new_map_action.setToolTip(self.tr("Add an empty map for the current scene"))
        self.toolbar.addSeparator()
        group = QActionGroup(self)
        for tool, text, key, tip in TOOLS:
            action = self._action(self.tr(text), key, lambda _=False, t=tool: self.use_tool(t))
            action.setCheckable(True)
            action.setToolTip(self.tr("%s (%s)") % (self.tr(tip), key))
            group.addAction(action)
            self.tool_actions[tool] = action
        self.tool_actions[Tool.SELECT].setChecked(True)
        self.toolbar.addSeparator()
        self.move_kind = QComboBox()
        self.move_kind.setObjectName("moveKind")
        for label, kind in self.gestures.movement.kinds:
            self.move_kind.addItem(self.tr(label), kind)
        self.move_kind.setToolTip(self.tr("How the next dragged token moves"))
        self.move_kind.currentIndexChanged.connect(self._kind_chosen)
        if self.move_kind.count() > 1:  # a system with one kind of move has nothing to choose
            self.toolbar.addWidget(self.move_kind)
            self.toolbar.addSeparator()
        self._action(self.tr("Fit"), "F", self.view.fit).setToolTip(self.tr("Show the whole map"))
        self._action("+", "+", self.view.zoom_in).setToolTip(self.tr("Zoom in (+, or the wheel)"))
        self._action("−", "-", self.view.zoom_out).setToolTip(self.tr("Zoom out (−)"))
        self.toolbar.addSeparator()
        self._action(self.tr("Background…"), "", self.choose_background)
        self._action(self.tr("Import map…"), "", self.choose_map_file).setToolTip(
            self.tr("A Universal VTT file (.dd2vtt, .df2vtt, .uvtt): rooms become zones")
        )
        self.inspector_action = self._action(self.tr("Inspector"), "I", self.toggle_inspector)
        self.inspector_action.setCheckable(True)
        self.inspector_action.setToolTip(
            self.tr("Show or hide the inspector: name, terrain, cover, GM-only (I)")
        )
        self.banner = MoveBanner(self.view)
        self.banner.paid.connect(self.gestures.pay)
        self.banner.cancelled.connect(self._cancel_move)
        self.banner.sprint_chosen.connect(self.gestures.sprint_instead)
        self.gestures.payment_needed.connect(self._offer_payment)
        self.gestures.refused.connect(self.banner.refuse)
        self.gestures.done.connect(self.banner.inform)
        self.gestures.moved.connect(self._moved)
        self.importer = MapImporter(self._bridge, self.gestures, self)
        self.importer.imported.connect(self.show_map)
        self.scene.map_file_dropped.connect(self.importer.import_path)
        self.inspector = MapInspector(self._bridge, self.scene, self.gestures)
        self.inspector.show_hindrances(self.gestures.movement.hindrances)
        self.view.delete_pressed.connect(self.inspector.delete_selected)
        self.scene.edit_requested.connect(self.edit_item)
        self.scene.context_requested.connect(self._context_menu)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.setObjectName("mapSplit")
        split.addWidget(self.view)
        split.addWidget(self.inspector)
        split.setStretchFactor(0, 1)
        split.setCollapsible(0, False)
        split.setCollapsible(1, True)
        split.setSizes([1000, INSPECTOR_WIDTH])
        split.setHandleWidth(HANDLE_WIDTH)
        handle = split.handle(1)
        handle.setToolTip(self.tr("Drag, or press I, to show or hide the inspector"))
        handle.setStyleSheet("background: palette(mid);")
        split.splitterMoved.connect(lambda *_: self._sync_inspector_action())
        self._split = split
        self.status = QLabel("")
        self.status.setObjectName("mapStatus")
        self.status.setContentsMargins(8, 3, 8, 3)
        self.status.setStyleSheet("color: palette(mid);")
        self._hovered_zone: int | None = None
        self.scene.zone_hovered.connect(self._zone_hovered)
        self.scene.synced.connect(self._hovered_changed)
        self.scene.selectionChanged.connect(self._hovered_changed)
        self.view.empty_text = self.tr(
            "No map for this scene yet.\nChoose “New map” to draw one, or pick a map above."
        )
        layout.addWidget(self.toolbar)
        layout.addWidget(split, 1)
        layout.addWidget(self.status)

    def _action(self, text: str, key: str, slot: Callable[..., None]) -> QAction:
        action = QAction(text, self)
        if key:
            action.setShortcut(QKeySequence(key))
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(slot)
        self.toolbar.add_action(action)
        # The map's too: its key works wherever the GM is in the map (the view, mostly), not
        # only with the focus on the toolbar. A text field there keeps its letters.
        self.addAction(action)
        return action

    # maps
    def _default_map(self) -> int | None:
        state = self._bridge.state
        found = map_for_scene(state, state.campaign.current_scene_id)
        return found.id if found is not None else None

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # On a laptop screen the map needs the room more than the inspector: start it folded
        # (the splitter handle at the right edge brings it back).
        if self._split is not None and not self._inspector_fitted and event.size().width() > 0:
            self._inspector_fitted = True
            if event.size().width() < NARROW_MAP_WIDTH:
                self._split.setSizes([event.size().width(), 0])
            self._sync_inspector_action()

    # the inspector
    def inspector_shown(self) -> bool:
        """Whether the inspector is unfolded beside the map."""
        return self._split is not None and self._split.sizes()[1] > 0

    def show_inspector(self, shown: bool = True) -> None:
        """Unfold the inspector beside the map (or fold it away)."""
        if self._split is None or shown == self.inspector_shown():
            return
        total = sum(self._split.sizes())
        width = min(INSPECTOR_WIDTH, max(0, total - 120)) if shown else 0
        self._split.setSizes([total - width, width])
        self._sync_inspector_action()

    def toggle_inspector(self) -> None:
        """Fold or unfold the inspector."""
        self.show_inspector(not self.inspector_shown())

    def _sync_inspector_action(self) -> None:
        if not self.player_safe:
            self.inspector_action.setChecked(self.inspector_shown())

    def reveal(self, field: QWidget) -> None:
        """Unfold the inspector and put the cursor in one of its fields."""
        self.show_inspector()
        field.setFocus()
        if isinstance(field, QLineEdit):
            field.selectAll()

    def edit_item(self, item: MapItem) -> None:
        """Edit a zone, connection or token (double-clicked): its first field, ready to type."""
        if self.scene.selectedItems() != [item]:
            self.scene.clearSelection()
            item.setSelected(True)
        self.inspector.refresh()
        if isinstance(item, ZoneItem):
            self.reveal(self.inspector.zone_page.name)
        elif isinstance(item, TokenItem):
            self.reveal(self.inspector.token_page.label)
        else:
            self.reveal(self.inspector.link_page.obstacles)

    def context_menu(self, item: MapItem) -> QMenu:
        """The right-click menu of a zone, connection or token."""
        return item_menu(item, self.inspector, self.gestures, self._bridge, self.reveal, self)

    def _context_menu(self, item: MapItem, at: QPoint) -> None:
        self.context_menu(item).exec(at)

    def show_map(self, map_id: int | None) -> None:
        """Show a map, fitted to the view (None: no map)."""
        self.gestures.cancel()
        self.scene.show_map(map_id)
        self.view.fit()
        if not self.player_safe:
            self._fill_map_choice()
            self.inspector.refresh()

    def _map_chosen(self, index: int) -> None:
        map_id = self.map_choice.itemData(index)
        self.show_map(map_id if isinstance(map_id, int) else None)

    def _fill_map_choice(self) -> None:
        state = self._bridge.state
        self.map_choice.blockSignals(True)
        self.map_choice.clear()
        for record in state.of(ZoneMap):
            scene = state.find(Scene, record.scene_id)
            self.map_choice.addItem(record.name, record.id)
            tip = self.tr("Map of the scene %s") % scene.title if scene is not None else ""
            self.map_choice.setItemData(
                self.map_choice.count() - 1, tip, Qt.ItemDataRole.ToolTipRole
            )
        self.map_choice.setCurrentIndex(self.map_choice.findData(self.scene.map_id))
        self.map_choice.setEnabled(self.map_choice.count() > 0)
        self.map_choice.blockSignals(False)
        has_map = self.scene.map_id is not None
        for action in self.tool_actions.values():
            action.setEnabled(has_map)
        self.use_map_action.setVisible(self._shown_elsewhere())

    def _shown_elsewhere(self) -> bool:
        """Whether the GM looks at a map that is not the current scene's own."""
        state = self._bridge.state
        scene_id = state.campaign.current_scene_id
        shown = state.find(ZoneMap, self.scene.map_id) if self.scene.map_id is not None else None
        return shown is not None and scene_id is not None and shown.scene_id != scene_id

    def use_for_scene(self) -> None:
        """Make the map shown here the current scene's map, as one undoable step."""
        scene_id = self._bridge.state.campaign.current_scene_id
        if self.scene.map_id is not None and scene_id is not None:
            self.gestures.run(UseMapForScene(self.scene.map_id, scene_id))

    def new_map(self) -> None:
        """Add an empty map for the current scene and show it."""
        state = self._bridge.state
        scene = state.find(Scene, state.campaign.current_scene_id)
        name = scene.title if scene is not None else self.tr("New map")
        command = AddMap(name, scene_id=scene.id if scene is not None else None)
        if self.gestures.run(command):
            self.show_map(command.map_id)
            self.use_tool(Tool.RECTANGLE)

    def choose_background(self) -> None:
        """Pick an image file for the map's background."""
        if self.scene.map_id is None:
            return
        patterns = " ".join(f"*.{suffix}" for suffix in sorted(IMAGE_SUFFIXES))
        path, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Map background"), "", self.tr("Images (%s)") % patterns
        )
        if path:
            suffix = Path(path).suffix.lower().lstrip(".")
            self.gestures.set_background(Path(path).read_bytes(), suffix.replace("jpg", "jpeg"))

    def import_map_file(self) -> None:
        """Bring the map forward (its dock may hide behind a tab), then pick a file to import."""
        parent = self.parentWidget()
        while parent is not None and not isinstance(parent, QDockWidget):
            parent = parent.parentWidget()
        if parent is not None:
            parent.show()
            parent.raise_()
        self.choose_map_file()

    def choose_map_file(self) -> None:
        """Pick a Universal VTT file to import as a new map (after a preview)."""
        patterns = " ".join(f"*.{suffix}" for suffix in sorted(MAP_FILE_SUFFIXES))
        path, _filter = QFileDialog.getOpenFileName(
            self, self.tr("Import map"), "", self.tr("Universal VTT maps (%s)") % patterns
        )
        if path:
            self.importer.import_path(path)

    # tools and moves
    def use_tool(self, tool: Tool) -> None:
        """Switch what the mouse does on the map."""
        if self.player_safe:
            return
        self.tool_actions[tool].setChecked(True)
        hint = self.gestures.use_tool(tool)
        self.status.setText(hint)
        self.view.setFocus()

    def set_move_kind(self, kind: object) -> None:
        """Choose how the next dragged token moves (RFI: a minor Movement or a Sprint)."""
        if not self.player_safe and self.move_kind.findData(kind) >= 0:
            self.move_kind.setCurrentIndex(self.move_kind.findData(kind))

    def _kind_chosen(self, index: int) -> None:
        self.gestures.move_kind = self.move_kind.itemData(index)

    def _offer_payment(self, quote: Quote) -> None:
        said = self.gestures.rules_ui.worded(quote.summary)
        self.banner.offer(quote, read_pools(self._bridge.state), said)

    def _cancel_move(self) -> None:
        self.gestures.cancel()
        self.banner.hide()

    def _moved(self, quote: Quote) -> None:
        # Any kind but the usual one (RFI's Sprint) is chosen for one move at a time.
        if self.move_kind.count() and quote.kind != self.move_kind.itemData(0):
            self.set_move_kind(self.move_kind.itemData(0))

    def _zone_hovered(self, zone_id: int | None) -> None:
        self._hovered_zone = zone_id
        item = self.scene.zones.get(zone_id) if zone_id is not None else None
        if item is not None:
            band = "" if item.band is None else self.tr(" · %s range") % band_title(item.band)
            self.status.setText(item.describe() + band)
        elif self.gestures.tool is Tool.SELECT:
            self.status.setText("")

    def _hovered_changed(self) -> None:
        # The zone under the mouse was edited, or its range band moved with a token.
        if self._hovered_zone is not None:
            self._zone_hovered(self._hovered_zone)

    def _on_changed(self, changes: ChangeSet) -> None:
        state = self._bridge.state
        scene_id = state.campaign.current_scene_id
        if scene_id != self._scene_id:
            self._scene_id = scene_id
            self.show_map(self._default_map())
            return
        if changes.reset or changes.touches("zone_map"):
            shown = self.scene.map_id
            gone = shown is None or state.find(ZoneMap, shown) is None
            # The players' screen shows the scene's map, also when the GM makes another its map.
            if gone or (self.player_safe and shown != self._default_map()):
                self.show_map(self._default_map())
            elif changes.reset:
                self.scene.sync()
            if not self.player_safe:
                self._fill_map_choice()
        if self.player_safe and changes.touches("zone") and self.view.auto_fit:
            self.view.fit()
        pending = None if self.player_safe else self.gestures.pending
        if pending is not None and changes.touches("pool"):
            self._offer_payment(pending)  # the pools changed: offer what they hold now
