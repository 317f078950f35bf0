"""The side panel of the map: edit the selected zone, connection or token, or the map itself."""

from __future__ import annotations

import dataclasses
from typing import Any

from PySide6.QtWidgets import QStackedWidget
from PySide6.QtWidgets import QWidget

from gmscreen.model.changes import ChangeSet
from gmscreen.model.commands import DeleteRecord
from gmscreen.model.commands import EditRecord
from gmscreen.model.rfi.map_commands import EditZone
from gmscreen.model.rfi.map_commands import SetBackground
from gmscreen.model.rfi.map_commands import SetObstacles
from gmscreen.model.rfi.map_commands import terrain_tables
from gmscreen.model.rfi.map_commands import token_label
from gmscreen.model.rfi.map_tokens import EditToken
from gmscreen.model.state import Zone
from gmscreen.model.state import ZoneLink
from gmscreen.model.state import ZoneMap
from gmscreen.ui.map.inspector_pages import LinkPage
from gmscreen.ui.map.inspector_pages import MapPage
from gmscreen.ui.map.inspector_pages import TokenPage
from gmscreen.ui.map.inspector_pages import ZonePage
from gmscreen.ui.map.interaction import MapGestures
from gmscreen.ui.map.items import LinkItem
from gmscreen.ui.map.items import TokenItem
from gmscreen.ui.map.items import ZoneItem
from gmscreen.ui.map.scene import MapScene
from gmscreen.ui.shell.undo import SessionBridge


class MapInspector(QStackedWidget):
    """Edits what is selected on the map; each edit is one command, shown after it is made.

    The zone, connection and token pages are built when first shown or asked for.
    """

    def __init__(
        self,
        bridge: SessionBridge,
        scene: MapScene,
        gestures: MapGestures,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("mapInspector")
        self.setMinimumWidth(220)
        self.setMaximumWidth(320)
        self._bridge = bridge
        self._scene = scene
        self._gestures = gestures
        self._refreshing = False
        self._hindrances = True
        self.map_page = MapPage(self._rename_map, self._clear_background)
        self.addWidget(self.map_page)
        self._zone_page: ZonePage | None = None
        self._link_page: LinkPage | None = None
        self._token_page: TokenPage | None = None
        scene.selectionChanged.connect(self.refresh)
        bridge.changed.connect(self._on_changed)
        self.refresh()

    # the pages
    @property
    def zone_page(self) -> ZonePage:
        """The page of the selected zone."""
        if self._zone_page is None:
            tables = terrain_tables(self._bridge.state)
            self._zone_page = ZonePage(tables, self._edit_zone, self._delete_zone)
            self._zone_page.form.setRowVisible(self._zone_page.terrain, self._hindrances)
            self.addWidget(self._zone_page)
        return self._zone_page

    @property
    def link_page(self) -> LinkPage:
        """The page of the selected connection."""
        if self._link_page is None:
            tables = terrain_tables(self._bridge.state)
            self._link_page = LinkPage(tables, self._set_obstacles, self._remove_link)
            self._link_page.form.setRowVisible(self._link_page.obstacles, self._hindrances)
            self.addWidget(self._link_page)
        return self._link_page

    @property
    def token_page(self) -> TokenPage:
        """The page of the selected token."""
        if self._token_page is None:
            self._token_page = TokenPage(self._edit_token, self._remove_token)
            self.addWidget(self._token_page)
        return self._token_page

    # showing the selection
    def selected(self) -> ZoneItem | LinkItem | TokenItem | None:
        """The one item selected on the map, if exactly one is."""
        items = self._scene.selectedItems()
        if len(items) == 1 and isinstance(items[0], ZoneItem | LinkItem | TokenItem):
            return items[0]
        return None

    def refresh(self) -> None:
        """Show the selected item's values (or the map's, with nothing selected)."""
        self._refreshing = True
        try:
            self._show(self.selected())
        finally:
            self._refreshing = False

    def _show(self, item: ZoneItem | LinkItem | TokenItem | None) -> None:
        state = self._bridge.state
        if isinstance(item, ZoneItem):
            self.zone_page.show_zone(item.zone)
            self.setCurrentWidget(self.zone_page)
        elif isinstance(item, LinkItem):
            link = item.link
            names = [
                z.name if (z := state.find(Zone, i)) else "?" for i in (link.zone_a, link.zone_b)
            ]
            self.link_page.show_link(link, names)
            self.setCurrentWidget(self.link_page)
        elif isinstance(item, TokenItem):
            token = item.token
            self.token_page.show_token(
                token, token_label(state, dataclasses.replace(token, label=""))
            )
            self.setCurrentWidget(self.token_page)
        else:
            self.map_page.show_map(self._scene.zone_map())
            self.setCurrentWidget(self.map_page)

    def show_hindrances(self, shown: bool) -> None:
        """Show or hide the terrain and obstacle rows (a system without their costs)."""
        self._hindrances = shown
        if self._zone_page is not None:
            self._zone_page.form.setRowVisible(self._zone_page.terrain, shown)
        if self._link_page is not None:
            self._link_page.form.setRowVisible(self._link_page.obstacles, shown)

    def _on_changed(self, changes: ChangeSet) -> None:
        if any(changes.touches(k) for k in ("zone_map", "zone", "zone_link", "token")):
            self.refresh()

    # edits
    # Edits arrive from the fields' signals; while the fields are being filled in they are not
    # the GM's edits, so they are ignored.
    def _edit_zone(self, **fields: Any) -> None:
        item = self.selected()
        if self._refreshing or not isinstance(item, ZoneItem):
            return
        if not self._gestures.run(EditZone(item.zone_id, **fields)):
            self.refresh()  # refused: show the zone as it still is

    def edit_name(self) -> None:
        """Put the cursor in the selected zone's name, ready to type a new one."""
        if isinstance(self.selected(), ZoneItem):
            self.zone_page.name.setFocus()
            self.zone_page.name.selectAll()

    def delete_selected(self) -> None:
        """Delete the selected zone, connection or token (one undo step)."""
        item = self.selected()
        if isinstance(item, ZoneItem):
            self._delete_zone()
        elif isinstance(item, LinkItem):
            self._remove_link()
        elif isinstance(item, TokenItem):
            self._remove_token()

    def _delete_zone(self) -> None:
        item = self.selected()
        if isinstance(item, ZoneItem):
            label = f"delete zone {item.zone.name}"  # stored in English: undo_names words it
            self._gestures.run(DeleteRecord("zone", item.zone_id, label=label))

    def _set_obstacles(self) -> None:
        item = self.selected()
        if self._refreshing or not isinstance(item, LinkItem):
            return
        if not self._gestures.run(SetObstacles(item.link_id, self.link_page.checked())):
            self.refresh()  # refused: show the connection as it still is

    def _remove_link(self) -> None:
        item = self.selected()
        if isinstance(item, LinkItem) and self._bridge.state.find(ZoneLink, item.link_id):
            label = "remove connection"
            self._gestures.run(DeleteRecord("zone_link", item.link_id, label=label))

    def _edit_token(self, **fields: Any) -> None:
        item = self.selected()
        if self._refreshing or not isinstance(item, TokenItem):
            return
        if not self._gestures.run(EditToken(item.token_id, **fields)):
            self.refresh()

    def _remove_token(self) -> None:
        item = self.selected()
        if isinstance(item, TokenItem):
            label = f"remove {item.label} from the map"
            self._gestures.run(DeleteRecord("token", item.token_id, label=label))

    def _rename_map(self, text: str) -> None:
        record = self._scene.zone_map()
        if (
            not self._refreshing
            and record is not None
            and text.strip()
            and text.strip() != record.name
        ):
            label = f"rename map to {text.strip()}"
            self._gestures.run(EditRecord("zone_map", record.id, label=label, name=text.strip()))

    def _clear_background(self) -> None:
        record: ZoneMap | None = self._scene.zone_map()
        if record is not None:
            self._gestures.run(SetBackground(record.id, None))
