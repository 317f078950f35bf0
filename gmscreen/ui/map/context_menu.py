"""The right-click menu of a zone, connection or token on the map.

Every entry goes through the inspector's own fields (or the move gesture, for "Move to"), so a
menu edit is the same single undoable command as an edit in the inspector.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QListWidget
from PySide6.QtWidgets import QMenu
from PySide6.QtWidgets import QWidget

from gmscreen.model.rfi.map_commands import tokens_of
from gmscreen.model.rfi.map_commands import zones_of
from gmscreen.model.state import Character
from gmscreen.ui.map.inspector import MapInspector
from gmscreen.ui.map.interaction import MapGestures
from gmscreen.ui.map.items import LinkItem
from gmscreen.ui.map.items import TokenItem
from gmscreen.ui.map.items import ZoneItem
from gmscreen.ui.shell.undo import SessionBridge

MapItem = ZoneItem | LinkItem | TokenItem


def translate(context: str, text: str) -> str:
    """Text in the GM's language; called as translate("MapContextMenu", "…") with literal
    arguments, so that lupdate files the text under that context (a bare tr() outside a
    class is filed under no context, and the German menu stayed English)."""
    return QCoreApplication.translate(context, text)


def _choices(menu: QMenu, title: str, combo: QComboBox) -> None:
    """A submenu offering a combo box's entries, the current one checked."""
    sub = menu.addMenu(title)
    for index in range(combo.count()):
        action = sub.addAction(combo.itemText(index))
        action.setCheckable(True)
        action.setChecked(index == combo.currentIndex())
        action.triggered.connect(lambda _=False, i=index: combo.setCurrentIndex(i))


def _checks(menu: QMenu, title: str, items: QListWidget) -> None:
    """A submenu offering a checkable list's entries, each toggling its own check."""
    sub = menu.addMenu(title)
    for row in range(items.count()):
        item = items.item(row)
        action = sub.addAction(item.text())
        action.setCheckable(True)
        action.setChecked(item.checkState() == Qt.CheckState.Checked)
        action.toggled.connect(
            lambda on, it=item: it.setCheckState(
                Qt.CheckState.Checked if on else Qt.CheckState.Unchecked
            )
        )


def _toggle(menu: QMenu, box: QCheckBox) -> QAction:
    action = menu.addAction(translate("MapContextMenu", "GM only (hidden from players)"))
    action.setCheckable(True)
    action.setChecked(box.isChecked())
    action.toggled.connect(box.setChecked)
    return action


def _place_here(menu: QMenu, zone: ZoneItem, gestures: MapGestures, bridge: SessionBridge) -> None:
    """A submenu putting a character's token in this zone: where the map shares a dock with the
    characters (Hot Circle, Renaissance, Firelock), a drag from the list cannot reach it."""
    sub = menu.addMenu(translate("MapContextMenu", "Place a character here"))
    state = bridge.state
    on_map = {token.character_id for token in tokens_of(state, zone.zone.map_id)}
    for character in state.of(Character):
        action = sub.addAction(character.name)
        action.setEnabled(character.id not in on_map)
        action.triggered.connect(
            lambda _=False, c=character.id: gestures.place_character(c, zone.zone_id)
        )
    sub.setEnabled(not sub.isEmpty())


def _token_actions(
    menu: QMenu, character_id: int | None, gestures: MapGestures, bridge: SessionBridge
) -> None:
    """What the rule system lets the GM do with a character's token now (RFI: attack in a
    fight), first and set apart; nothing for a token of no character or a system adding none."""
    if character_id is None:
        return
    actions = gestures.rules_ui.token_actions(bridge, character_id)
    parent = menu.parentWidget() or menu
    for entry in actions:
        action = menu.addAction(entry.text)
        action.setObjectName(entry.name)
        action.setToolTip(entry.tooltip)
        action.triggered.connect(lambda _=False, e=entry: e.run(parent, gestures.done.emit))
    if actions:
        menu.setToolTipsVisible(True)
        menu.addSeparator()


def item_menu(
    item: MapItem,
    inspector: MapInspector,
    gestures: MapGestures,
    bridge: SessionBridge,
    reveal: Callable[[QWidget], None],
    parent: QWidget | None = None,
) -> QMenu:
    """The menu for one selected item; `reveal(field)` unfolds the inspector on a field."""
    inspector.refresh()  # its fields hold the item's values: the menu reads and drives them
    menu = QMenu(parent)
    menu.setObjectName("mapContextMenu")
    if isinstance(item, ZoneItem):
        menu.addAction(translate("MapContextMenu", "Rename…")).triggered.connect(
            lambda: reveal(inspector.zone_page.name)
        )
        if gestures.movement.hindrances:
            _choices(menu, translate("MapContextMenu", "Terrain"), inspector.zone_page.terrain)
        menu.addAction(translate("MapContextMenu", "Cover…")).triggered.connect(
            lambda: reveal(inspector.zone_page.cover)
        )
        _toggle(menu, inspector.zone_page.hidden)
        _place_here(menu, item, gestures, bridge)
        menu.addSeparator()
        menu.addAction(translate("MapContextMenu", "Remove zone")).triggered.connect(
            inspector.delete_selected
        )
    elif isinstance(item, LinkItem):
        if gestures.movement.hindrances:
            _checks(menu, translate("MapContextMenu", "Obstacles"), inspector.link_page.obstacles)
        menu.addSeparator()
        menu.addAction(translate("MapContextMenu", "Remove connection")).triggered.connect(
            inspector.delete_selected
        )
    else:
        token = item.token
        _token_actions(menu, token.character_id, gestures, bridge)
        menu.addAction(translate("MapContextMenu", "Rename…")).triggered.connect(
            lambda: reveal(inspector.token_page.label)
        )
        move = menu.addMenu(translate("MapContextMenu", "Move to zone"))
        for zone in zones_of(bridge.state, token.map_id):
            action = move.addAction(zone.name)
            action.setEnabled(zone.id != token.zone_id)
            action.triggered.connect(lambda _=False, z=zone.id: gestures.drop_token(token.id, z))
        _toggle(menu, inspector.token_page.hidden)
        menu.addSeparator()
        menu.addAction(translate("MapContextMenu", "Remove from map")).triggered.connect(
            inspector.delete_selected
        )
    return menu
