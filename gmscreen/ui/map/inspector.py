"""The side panel of the map: edit the selected zone, connection or token, or the map itself."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from gmscreen.model.changes import ChangeSet
from gmscreen.model.commands import DeleteRecord, EditRecord
from gmscreen.model.rfi.map_commands import (
    EditZone,
    SetBackground,
    SetObstacles,
    hindrance_label,
    terrain_tables,
    token_label,
)
from gmscreen.model.rfi.map_tokens import EditToken
from gmscreen.model.state import Zone, ZoneLink, ZoneMap
from gmscreen.ui.map.interaction import MapGestures
from gmscreen.ui.map.items import LinkItem, TokenItem, ZoneItem
from gmscreen.ui.map.scene import MapScene
from gmscreen.ui.shell.undo import SessionBridge
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

SIDES = (
    ("players", "Players"),
    ("npcs", "NPCs"),
    ("", QT_TRANSLATE_NOOP("MapInspector", "Object (no side)")),
)


class MapInspector(QStackedWidget):
    """Edits what is selected on the map; each edit is one command, shown after it is made."""

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
        self._build_map_page()
        self._build_zone_page()
        self._build_link_page()
        self._build_token_page()
        scene.selectionChanged.connect(self.refresh)
        bridge.changed.connect(self._on_changed)
        self.refresh()

    # building
    def _page(self, title: str) -> tuple[QWidget, QFormLayout]:
        page = QWidget()
        layout = QVBoxLayout(page)
        heading = QLabel(title)
        heading.setStyleSheet("font-weight: 600; font-size: 13pt;")
        layout.addWidget(heading)
        form = QFormLayout()
        layout.addLayout(form)
        layout.addStretch(1)
        self.addWidget(page)
        return page, form

    def _line(self, form: QFormLayout, label: str, commit: Callable[[str], None]) -> QLineEdit:
        edit = QLineEdit()
        edit.editingFinished.connect(lambda: commit(edit.text()))
        form.addRow(self.tr(label), edit)
        return edit

    def _build_map_page(self) -> None:
        self.map_page, form = self._page(self.tr("Map"))
        self.map_name = self._line(
            form, QT_TRANSLATE_NOOP("MapInspector", "Name"), self._rename_map
        )
        self.clear_background = QPushButton(self.tr("Clear background"))
        self.clear_background.clicked.connect(self._clear_background)
        form.addRow(self.clear_background)
        hint = QLabel(
            self.tr(
                "Draw zones with the rectangle or polygon tool, connect them, then drag "
                "characters from the sheets or the tracker onto a zone. Drop an image file "
                "here to use it as the background. Select a token to see range bands."
            )
        )
        hint.setWordWrap(True)
        hint.setStyleSheet("color: palette(mid);")
        form.addRow(hint)

    def _build_zone_page(self) -> None:
        self.zone_page, form = self._page(self.tr("Zone"))
        self.zone_name = self._line(
            form, QT_TRANSLATE_NOOP("MapInspector", "Name"), lambda text: self._edit_zone(name=text)
        )
        # The rules' table of difficult terrain, priced: what leaving the zone costs.
        tables = terrain_tables(self._bridge.state)
        self.terrain = QComboBox()
        self.terrain.addItem(self.tr("None"), "")
        for kind in tables.terrain:
            self.terrain.addItem(hindrance_label(kind.id, obstacle=False, tables=tables), kind.id)
        self.terrain.setToolTip(self.tr("Difficult terrain: momentum to leave the zone"))
        self.terrain.currentIndexChanged.connect(
            lambda index: self._edit_zone(terrain=self.terrain.itemData(index))
        )
        form.addRow(self.tr("Terrain"), self.terrain)
        self.cover = self._line(
            form,
            QT_TRANSLATE_NOOP("MapInspector", "Cover"),
            lambda text: self._edit_zone(cover=text),
        )
        self.cover.setPlaceholderText(self.tr("e.g. light, crates"))
        self.hazard = self._line(
            form,
            QT_TRANSLATE_NOOP("MapInspector", "Hazard"),
            lambda text: self._edit_zone(hazard=text),
        )
        self.traits = self._line(form, "Traits", lambda text: self._edit_zone(traits=text))
        self.traits.setPlaceholderText(self.tr("comma-separated"))
        self.zone_hidden = QCheckBox(self.tr("GM only (hidden from players)"))
        self.zone_hidden.toggled.connect(lambda on: self._edit_zone(gm_only=on))
        form.addRow(self.zone_hidden)
        delete = QPushButton(self.tr("Delete zone"))
        delete.setToolTip(self.tr("Its connections and tokens go with it (undo brings them back)"))
        delete.clicked.connect(self._delete_zone)
        form.addRow(delete)

    def _build_link_page(self) -> None:
        self.link_page, form = self._page(self.tr("Connection"))
        self.link_ends = QLabel("")
        self.link_ends.setWordWrap(True)
        form.addRow(self.link_ends)
        # The rules' table of obstacles: tick every one the crossing holds; each is paid.
        tables = terrain_tables(self._bridge.state)
        self.obstacles = QListWidget()
        self.obstacles.setObjectName("mapObstacles")
        for kind in tables.obstacles:
            item = QListWidgetItem(hindrance_label(kind.id, obstacle=True, tables=tables))
            item.setData(Qt.ItemDataRole.UserRole, kind.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.obstacles.addItem(item)
        self.obstacles.setToolTip(self.tr("Obstacles: momentum to cross between the zones, each"))
        self.obstacles.setMaximumHeight(
            self.obstacles.sizeHintForRow(0) * len(tables.obstacles) + 6
        )
        self.obstacles.itemChanged.connect(self._set_obstacles)
        form.addRow(self.tr("Obstacles"), self.obstacles)
        remove = QPushButton(self.tr("Remove connection"))
        remove.clicked.connect(self._remove_link)
        form.addRow(remove)

    def _build_token_page(self) -> None:
        self.token_page, form = self._page(self.tr("Token"))
        self.token_label = self._line(
            form,
            QT_TRANSLATE_NOOP("MapInspector", "Label"),
            lambda text: self._edit_token(label=text),
        )
        self.token_label.setPlaceholderText(self.tr("the character's name"))
        self.side = QComboBox()
        for key, label in SIDES:
            self.side.addItem(self.tr(label), key)
        self.side.currentIndexChanged.connect(
            lambda index: self._edit_token(side=self.side.itemData(index))
        )
        form.addRow(self.tr("Side"), self.side)
        self.token_hidden = QCheckBox(self.tr("GM only (hidden from players)"))
        self.token_hidden.toggled.connect(lambda on: self._edit_token(gm_only=on))
        form.addRow(self.token_hidden)
        remove = QPushButton(self.tr("Remove from map"))
        remove.clicked.connect(self._remove_token)
        form.addRow(remove)

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
            zone = item.zone
            self.zone_name.setText(zone.name)
            self.terrain.setCurrentIndex(max(0, self.terrain.findData(zone.terrain)))
            self.cover.setText(zone.cover)
            self.hazard.setText(zone.hazard)
            self.traits.setText(zone.traits)
            self.zone_hidden.setChecked(zone.gm_only)
            self.setCurrentWidget(self.zone_page)
        elif isinstance(item, LinkItem):
            link = item.link
            names = [
                z.name if (z := state.find(Zone, i)) else "?" for i in (link.zone_a, link.zone_b)
            ]
            self.link_ends.setText(" ↔ ".join(names))
            for row in range(self.obstacles.count()):
                entry = self.obstacles.item(row)
                held = entry.data(Qt.ItemDataRole.UserRole) in link.obstacles
                entry.setCheckState(Qt.CheckState.Checked if held else Qt.CheckState.Unchecked)
            self.setCurrentWidget(self.link_page)
        elif isinstance(item, TokenItem):
            token = item.token
            self.token_label.setText(token.label)
            self.token_label.setPlaceholderText(
                token_label(state, dataclasses.replace(token, label=""))
            )
            self.side.setCurrentIndex(max(0, self.side.findData(token.side)))
            self.token_hidden.setChecked(token.gm_only)
            self.setCurrentWidget(self.token_page)
        else:
            record = self._scene.zone_map()
            self.map_name.setText(record.name if record is not None else "")
            self.map_name.setEnabled(record is not None)
            self.clear_background.setEnabled(record is not None and bool(record.background))
            self.setCurrentWidget(self.map_page)

    def show_hindrances(self, shown: bool) -> None:
        """Show or hide the terrain and obstacle rows (a system without their costs)."""
        for field in (self.terrain, self.obstacles):
            page = self.zone_page if field is self.terrain else self.link_page
            for form in page.findChildren(QFormLayout):
                if form.indexOf(field) >= 0:
                    form.setRowVisible(field, shown)

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
            self.zone_name.setFocus()
            self.zone_name.selectAll()

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
            label = self.tr("delete zone %s") % item.zone.name
            self._gestures.run(DeleteRecord("zone", item.zone_id, label=label))

    def checked_obstacles(self) -> tuple[str, ...]:
        """The obstacle kinds ticked for the selected connection, in table order."""
        rows = (self.obstacles.item(row) for row in range(self.obstacles.count()))
        return tuple(
            str(item.data(Qt.ItemDataRole.UserRole))
            for item in rows
            if item.checkState() == Qt.CheckState.Checked
        )

    def _set_obstacles(self) -> None:
        item = self.selected()
        if self._refreshing or not isinstance(item, LinkItem):
            return
        if not self._gestures.run(SetObstacles(item.link_id, self.checked_obstacles())):
            self.refresh()  # refused: show the connection as it still is

    def _remove_link(self) -> None:
        item = self.selected()
        if isinstance(item, LinkItem) and self._bridge.state.find(ZoneLink, item.link_id):
            label = self.tr("remove connection")
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
            label = self.tr("remove %s from the map") % item.label
            self._gestures.run(DeleteRecord("token", item.token_id, label=label))

    def _rename_map(self, text: str) -> None:
        record = self._scene.zone_map()
        if (
            not self._refreshing
            and record is not None
            and text.strip()
            and text.strip() != record.name
        ):
            label = self.tr("rename map to %s") % text.strip()
            self._gestures.run(EditRecord("zone_map", record.id, label=label, name=text.strip()))

    def _clear_background(self) -> None:
        record: ZoneMap | None = self._scene.zone_map()
        if record is not None:
            self._gestures.run(SetBackground(record.id, None))
