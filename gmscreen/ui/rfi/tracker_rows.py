"""One combatant's row in the turn tracker: turn marker, name, state and action chips."""

from __future__ import annotations

from PySide6.QtCore import QMimeData
from PySide6.QtCore import QPoint
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtGui import QDrag
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QFrame
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QWidget

from gmscreen.model.rfi.tracker_view import CombatantView
from gmscreen.rules.rfi.actions import ActionKind
from gmscreen.ui import boxes
from gmscreen.ui.map.mime import CHARACTER_MIME
from gmscreen.ui.rfi.action_words import action_named

ACCENT, DYING, MUTED = "#e0a030", "#d32f2f", "palette(mid)"
CHIP_STYLES = {
    ActionKind.MINOR: "background: rgba(70,130,220,0.16); border: 1px solid rgba(70,130,220,0.6);",
    ActionKind.MAJOR: "background: rgba(220,110,40,0.16); border: 1px solid rgba(220,110,40,0.6);",
}
ROW_STYLE = f"""
CombatantRow {{ border: 1px solid transparent; border-left: 4px solid transparent;
    border-radius: 3px; }}
CombatantRow[current="true"] {{ background: rgba(224,160,48,0.20); border-left-color: {ACCENT}; }}
CombatantRow[selected="true"] {{ border-color: palette(highlight); }}
"""


def chip(text: str, kind: ActionKind) -> QLabel:
    """A small rounded label naming an action used this turn."""
    label = QLabel(text)
    label.setObjectName("actionChip")
    label.setStyleSheet(f"{CHIP_STYLES[kind]} border-radius: 7px; padding: 0 6px;")
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 0.85)
    label.setFont(font)
    return label


class CombatantRow(QFrame):
    """One combatant: turn marker, name (struck when defeated, red when dying), action chips.

    Dragging a row carries the character id (`CHARACTER_MIME`), e.g. onto the map.
    """

    pressed = Signal(int)
    activated = Signal(int)
    menu_requested = Signal(int, QPoint)

    def __init__(self, view: CombatantView, *, selected: bool, parent: QWidget | None = None):
        super().__init__(parent)
        self.view = view
        self._press: QPoint | None = None
        self.setObjectName(f"combatant-{view.character_id}")
        self.setProperty("current", view.current)
        self.setProperty("selected", selected)
        self.setStyleSheet(ROW_STYLE)
        self.marker = QLabel(self._marker_text())
        self.marker.setFixedWidth(14)
        self.marker.setStyleSheet(f"color: {ACCENT if view.current or view.can_act else MUTED};")
        self.name = QLabel(view.name)
        font = self.name.font()
        font.setBold(view.current)
        font.setStrikeOut(view.defeated)
        self.name.setFont(font)
        if view.dying:
            self.name.setStyleSheet(f"color: {DYING};")
        elif view.defeated:
            self.name.setStyleSheet(f"color: {MUTED};")
        self.status = QLabel(self._status_text())
        self.status.setObjectName("combatantStatus")
        colour = DYING if view.dying else MUTED
        self.status.setStyleSheet(f"color: {colour}; font-weight: {600 if view.dying else 400};")
        top = boxes.row(self.marker, boxes.grow(self.name), self.status, margins=0)
        self.chips = [chip(action_named(n), ActionKind.MINOR) for n in view.minor_actions] + [
            chip(action_named(n), ActionKind.MAJOR) for n in view.major_actions
        ]
        layout = boxes.column(top, parent=self, margins=(4, 1, 4, 1), spacing=2)
        if self.chips:
            layout.addLayout(
                boxes.row(*self.chips, boxes.STRETCH, margins=(18, 0, 0, 0), spacing=3)
            )
        self.setToolTip(self._tooltip())

    def _marker_text(self) -> str:
        view = self.view
        if view.current:
            return "▶"
        if view.defeated:
            return "✕"
        if view.acted:
            return "✓"
        return "•" if view.can_act else "·"

    def _status_text(self) -> str:
        view = self.view
        parts = []
        if view.turns_per_round > 1:
            parts.append(self.tr("%d/%d turns") % (view.turns_taken, view.turns_per_round))
        if view.dead:
            parts.append(self.tr("dead"))
        elif view.dying:
            parts.append(self.tr("DYING"))
        elif view.defeated:
            parts.append(self.tr("defeated"))
        elif view.acted and not view.current:
            parts.append(self.tr("acted"))
        return "  ".join(parts)

    def _tooltip(self) -> str:
        view = self.view
        if view.current:
            return self.tr("%s is acting") % view.name
        if view.can_act:
            return self.tr("%s may take the next turn (double-click)") % view.name
        return view.name

    def mime_data(self) -> QMimeData:
        """What a drag of this row carries: the character id as ASCII."""
        mime = QMimeData()
        mime.setData(CHARACTER_MIME, str(self.view.character_id).encode("ascii"))
        mime.setText(self.view.name)
        return mime

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
            self.pressed.emit(self.view.character_id)
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is None or not event.buttons() & Qt.MouseButton.LeftButton:
            return
        moved = event.position().toPoint() - self._press
        if moved.manhattanLength() < QApplication.startDragDistance():
            return
        self._press = None
        drag = QDrag(self)
        drag.setMimeData(self.mime_data())
        drag.exec(Qt.DropAction.CopyAction | Qt.DropAction.LinkAction)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._press = None
        super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        self.activated.emit(self.view.character_id)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        self.menu_requested.emit(self.view.character_id, event.globalPos())
