"""The inspector's pages: the map, a zone, a connection, a token; each shows one record's fields.

A page holds fields and shows a record in them; what a field's edit does is handed in (the
inspector turns it into one command). The zone, connection and token pages are built when first
needed: a map opens showing the map's page only.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QListWidget
from PySide6.QtWidgets import QListWidgetItem
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QWidget

from gmscreen.model.state import Token
from gmscreen.model.state import Zone
from gmscreen.model.state import ZoneLink
from gmscreen.model.state import ZoneMap
from gmscreen.rules.rfi.terrain import TerrainTables
from gmscreen.ui import boxes
from gmscreen.ui.map.hindrances import hindrance_text
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

Edit = Callable[..., None]  # an edit of the shown record's fields, as keyword arguments
SIDES = (
    ("players", QT_TRANSLATE_NOOP("MapInspector", "Players")),
    ("npcs", QT_TRANSLATE_NOOP("MapInspector", "NPCs")),
    ("", QT_TRANSLATE_NOOP("MapInspector", "Object (no side)")),
)


def translate(context: str, text: str) -> str:
    """Text in the GM's language, filed under the inspector's context (the pages share it)."""
    return QCoreApplication.translate(context, text)


class InspectorPage(QWidget):
    """A heading over a form of fields."""

    def __init__(self, title: str) -> None:
        super().__init__()
        heading = QLabel(title)
        heading.setStyleSheet("font-weight: 600; font-size: 13pt;")
        self.form = QFormLayout()
        boxes.column(heading, self.form, boxes.STRETCH, parent=self)

    def line(self, label: str, commit: Callable[[str], None]) -> QLineEdit:
        """A text field that commits when the GM leaves it or presses Return."""
        edit = QLineEdit()
        edit.editingFinished.connect(lambda: commit(edit.text()))
        self.form.addRow(translate("MapInspector", label), edit)
        return edit

    def button(self, text: str, clicked: Callable[[], None]) -> QPushButton:
        """A button on a row of its own."""
        button = QPushButton(text)
        button.clicked.connect(clicked)
        self.form.addRow(button)
        return button

    def hidden_box(self, toggled: Callable[[bool], None]) -> QCheckBox:
        """The GM-only box on a row of its own."""
        box = QCheckBox(translate("MapInspector", "GM only (hidden from players)"))
        box.toggled.connect(toggled)
        self.form.addRow(box)
        return box


class MapPage(InspectorPage):
    """The map itself: its name, its background, and how to start."""

    def __init__(self, rename: Callable[[str], None], clear_background: Callable[[], None]) -> None:
        super().__init__(translate("MapInspector", "Map"))
        self.name = self.line(QT_TRANSLATE_NOOP("MapInspector", "Name"), rename)
        self.clear_background = self.button(
            translate("MapInspector", "Clear background"), clear_background
        )
        hint = QLabel(
            translate(
                "MapInspector",
                "Draw zones with the rectangle or polygon tool, connect them, then drag "
                "characters from the sheets or the tracker onto a zone. Drop an image file "
                "here to use it as the background. Select a token to see range bands.",
            )
        )
        hint.setWordWrap(True)
        hint.setStyleSheet("color: palette(mid);")
        self.form.addRow(hint)

    def show_map(self, record: ZoneMap | None) -> None:
        """Show the map's fields (greyed out without a map)."""
        self.name.setText(record.name if record is not None else "")
        self.name.setEnabled(record is not None)
        self.clear_background.setEnabled(record is not None and bool(record.background))


class ZonePage(InspectorPage):
    """A zone: name, terrain, cover, hazard, traits, GM-only."""

    def __init__(self, tables: TerrainTables, edit: Edit, delete: Callable[[], None]) -> None:
        super().__init__(translate("MapInspector", "Zone"))
        self.name = self.line(QT_TRANSLATE_NOOP("MapInspector", "Name"), lambda t: edit(name=t))
        # The rules' table of difficult terrain, priced: what leaving the zone costs.
        self.terrain = QComboBox()
        self.terrain.addItem(translate("MapInspector", "None"), "")
        for kind in tables.terrain:
            self.terrain.addItem(hindrance_text(kind.id, obstacle=False, tables=tables), kind.id)
        self.terrain.setToolTip(
            translate("MapInspector", "Difficult terrain: momentum to leave the zone")
        )
        self.terrain.currentIndexChanged.connect(
            lambda index: edit(terrain=self.terrain.itemData(index))
        )
        self.form.addRow(translate("MapInspector", "Terrain"), self.terrain)
        self.cover = self.line(QT_TRANSLATE_NOOP("MapInspector", "Cover"), lambda t: edit(cover=t))
        self.cover.setPlaceholderText(translate("MapInspector", "e.g. light, crates"))
        self.hazard = self.line(
            QT_TRANSLATE_NOOP("MapInspector", "Hazard"), lambda t: edit(hazard=t)
        )
        self.traits = self.line(
            QT_TRANSLATE_NOOP("MapInspector", "Traits"), lambda t: edit(traits=t)
        )
        self.traits.setPlaceholderText(translate("MapInspector", "comma-separated"))
        self.hidden = self.hidden_box(lambda on: edit(gm_only=on))
        self.button(translate("MapInspector", "Delete zone"), delete).setToolTip(
            translate(
                "MapInspector", "Its connections and tokens go with it (undo brings them back)"
            )
        )

    def show_zone(self, zone: Zone) -> None:
        """Show a zone's values."""
        self.name.setText(zone.name)
        self.terrain.setCurrentIndex(max(0, self.terrain.findData(zone.terrain)))
        self.cover.setText(zone.cover)
        self.hazard.setText(zone.hazard)
        self.traits.setText(zone.traits)
        self.hidden.setChecked(zone.gm_only)


class LinkPage(InspectorPage):
    """A connection: the zones it joins and the obstacles on it."""

    def __init__(
        self, tables: TerrainTables, changed: Callable[[], None], remove: Callable[[], None]
    ) -> None:
        super().__init__(translate("MapInspector", "Connection"))
        self.ends = QLabel("")
        self.ends.setWordWrap(True)
        self.form.addRow(self.ends)
        # The rules' table of obstacles: tick every one the crossing holds; each is paid.
        self.obstacles = QListWidget()
        self.obstacles.setObjectName("mapObstacles")
        for kind in tables.obstacles:
            item = QListWidgetItem(hindrance_text(kind.id, obstacle=True, tables=tables))
            item.setData(Qt.ItemDataRole.UserRole, kind.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.obstacles.addItem(item)
        self.obstacles.setToolTip(
            translate("MapInspector", "Obstacles: momentum to cross between the zones, each")
        )
        self.obstacles.setMaximumHeight(
            self.obstacles.sizeHintForRow(0) * len(tables.obstacles) + 6
        )
        self.obstacles.itemChanged.connect(changed)
        self.form.addRow(translate("MapInspector", "Obstacles"), self.obstacles)
        self.button(translate("MapInspector", "Remove connection"), remove)

    def show_link(self, link: ZoneLink, names: list[str]) -> None:
        """Show a connection: the names of its zones and its obstacles ticked."""
        self.ends.setText(" ↔ ".join(names))
        for row in range(self.obstacles.count()):
            entry = self.obstacles.item(row)
            held = entry.data(Qt.ItemDataRole.UserRole) in link.obstacles
            entry.setCheckState(Qt.CheckState.Checked if held else Qt.CheckState.Unchecked)

    def checked(self) -> tuple[str, ...]:
        """The obstacle kinds ticked, in table order."""
        rows = (self.obstacles.item(row) for row in range(self.obstacles.count()))
        return tuple(
            str(item.data(Qt.ItemDataRole.UserRole))
            for item in rows
            if item.checkState() == Qt.CheckState.Checked
        )


class TokenPage(InspectorPage):
    """A token: its label, side and GM-only."""

    def __init__(self, edit: Edit, remove: Callable[[], None]) -> None:
        super().__init__(translate("MapInspector", "Token"))
        self.label = self.line(QT_TRANSLATE_NOOP("MapInspector", "Label"), lambda t: edit(label=t))
        self.label.setPlaceholderText(translate("MapInspector", "the character's name"))
        self.side = QComboBox()
        for key, label in SIDES:
            self.side.addItem(translate("MapInspector", label), key)
        self.side.currentIndexChanged.connect(lambda index: edit(side=self.side.itemData(index)))
        self.form.addRow(translate("MapInspector", "Side"), self.side)
        self.hidden = self.hidden_box(lambda on: edit(gm_only=on))
        self.button(translate("MapInspector", "Remove from map"), remove)

    def show_token(self, token: Token, name: str) -> None:
        """Show a token's values; `name` is what it is called without a label of its own."""
        self.label.setText(token.label)
        self.label.setPlaceholderText(name)
        self.side.setCurrentIndex(max(0, self.side.findData(token.side)))
        self.hidden.setChecked(token.gm_only)
