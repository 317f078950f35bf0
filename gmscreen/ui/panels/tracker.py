"""The turn tracker: both sides' combatants, whose turn it is, the round, actions, defeat."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QPoint, Qt, Signal
from PySide6.QtGui import (
    QContextMenuEvent,
    QDrag,
    QDragEnterEvent,
    QDropEvent,
    QMouseEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gmscreen.model.changes import ChangeSet
from gmscreen.model.commands import Command
from gmscreen.model.rfi.characters import characters_in_order
from gmscreen.model.rfi.tracker import (
    NPCS,
    PLAYERS,
    AddCombatant,
    Assist,
    CombatantView,
    EndCombat,
    EndRound,
    KeepInitiative,
    NextTurn,
    Payment,
    RemoveCombatant,
    SetDefeated,
    SetTurnsPerRound,
    StartCombat,
    TakeAction,
    TurnOrderView,
    action_choices,
    turn_order_view,
)
from gmscreen.model.state import Character
from gmscreen.rules.rfi.actions import ActionKind
from gmscreen.ui.dialogs.attack import AttackDialog
from gmscreen.ui.map.mime import CHARACTER_MIME
from gmscreen.ui.undo import SessionBridge

WATCHED_KINDS = frozenset({"tracker", "character", "campaign", "scene"})
MIN_LIST_HEIGHT = 90  # about three combatants, even in a crowded dock column at 1366×768
MAX_TURNS_OFFERED = 4  # turns a round the menu offers a major NPC
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
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.marker)
        top.addWidget(self.name, 1)
        top.addWidget(self.status)
        self.chips = [chip(n, ActionKind.MINOR) for n in view.minor_actions] + [
            chip(n, ActionKind.MAJOR) for n in view.major_actions
        ]
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 3, 4, 3)
        layout.setSpacing(2)
        layout.addLayout(top)
        if self.chips:
            chips = QHBoxLayout()
            chips.setContentsMargins(18, 0, 0, 0)
            chips.setSpacing(3)
            for each in self.chips:
                chips.addWidget(each)
            chips.addStretch(1)
            layout.addLayout(chips)
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


class StartCombatDialog(QDialog):
    """Choose who fights and which side acts first."""

    def __init__(self, characters: list[Character], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Start combat"))
        self.combatants = QListWidget()
        for character in characters:
            kind = (
                self.tr("player")
                if character.kind == "pc"
                else self.tr("%s NPC") % (character.tier or "minor")
            )
            item = QListWidgetItem(f"{character.name}  ({kind})")
            item.setData(Qt.ItemDataRole.UserRole, character.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
            self.combatants.addItem(item)
        self.first_side = QComboBox()
        self.first_side.addItem(self.tr("The players"), PLAYERS)
        self.first_side.addItem(self.tr("The NPCs"), NPCS)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Who is in the fight?")))
        layout.addWidget(self.combatants)
        layout.addWidget(QLabel(self.tr("Who acts first? (the GM decides)")))
        layout.addWidget(self.first_side)
        layout.addWidget(buttons)

    def chosen(self) -> list[int]:
        """The ids of the ticked characters, in list order."""
        items = (self.combatants.item(row) for row in range(self.combatants.count()))
        return [
            int(item.data(Qt.ItemDataRole.UserRole))
            for item in items
            if item.checkState() == Qt.CheckState.Checked
        ]

    def side(self) -> str:
        """The side chosen to act first."""
        return str(self.first_side.currentData())


class TrackerPanel(QWidget):
    """The current scene's fight: every gesture is one undoable command; redraws on changes."""

    def __init__(self, bridge: SessionBridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self._running = False
        self.selected: int | None = None
        self.view = TurnOrderView(None)
        self.rows: dict[int, CombatantRow] = {}
        self.start_dialog: StartCombatDialog | None = None
        self.attack_dialog: AttackDialog | None = None
        self.setAcceptDrops(True)

        self.round_label = QLabel("")
        self.round_label.setObjectName("roundLabel")
        font = self.round_label.font()
        font.setPointSize(font.pointSize() + 6)
        font.setBold(True)
        self.round_label.setFont(font)
        self.turn_label = QLabel("")
        self.turn_label.setObjectName("turnLabel")
        self.turn_label.setWordWrap(True)
        self.turn_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        header = QHBoxLayout()
        header.addWidget(self.round_label)
        header.addWidget(self.turn_label, 1)

        self.list_area = QScrollArea()
        self.list_area.setWidgetResizable(True)
        self.list_area.setFrameShape(QFrame.Shape.NoFrame)
        self.list_area.setMinimumHeight(MIN_LIST_HEIGHT)

        self.message = QLabel("")
        self.message.setObjectName("trackerMessage")
        self.message.setWordWrap(True)

        self.next_button = QToolButton()
        self.next_button.setObjectName("nextTurn")
        self.next_button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        self.next_button.setMenu(QMenu(self.next_button))
        self.next_button.clicked.connect(self.next_turn)
        self.keep_button = QPushButton(self.tr("Keep the initiative"))
        self.keep_button.setObjectName("keepInitiative")
        self.keep_button.setToolTip(
            self.tr("2 Momentum (NPCs: 2 Threat): the side that just acted takes the next turn too")
        )
        self.keep_button.clicked.connect(self.keep_initiative)
        self.end_round_button = QToolButton()
        self.end_round_button.setObjectName("endRound")
        self.end_round_button.setText(self.tr("End round"))
        self.end_round_button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        end_menu = QMenu(self.end_round_button)
        end_menu.addAction(self.tr("End the round now (unused turns are lost)")).triggered.connect(
            lambda: self.end_round(early=True)
        )
        end_menu.addSeparator()
        end_menu.addAction(self.tr("End round: the players open the next")).triggered.connect(
            lambda: self.end_round(first_side=PLAYERS)
        )
        end_menu.addAction(self.tr("End round: the NPCs open the next")).triggered.connect(
            lambda: self.end_round(first_side=NPCS)
        )
        self.end_round_button.setMenu(end_menu)
        self.end_round_button.clicked.connect(lambda: self.end_round())
        self.combat_button = QPushButton("")
        self.combat_button.setObjectName("startEndCombat")
        self.combat_button.clicked.connect(self._start_or_end)
        self.add_button = QToolButton()
        self.add_button.setObjectName("addCombatant")
        self.add_button.setText(self.tr("Add"))
        self.add_button.setToolTip(self.tr("Add a character to the fight (or drop one here)"))
        self.add_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        add_menu = QMenu(self.add_button)
        add_menu.aboutToShow.connect(lambda: self._fill_add_menu(add_menu))
        self.add_button.setMenu(add_menu)
        self.pay_with_threat = QCheckBox(self.tr("Players add Threat instead of paying Momentum"))
        self.pay_with_threat.setObjectName("payWithThreat")
        self.pay_with_threat.setToolTip(
            self.tr("For Immediate costs: keeping the initiative, extra minor and major actions")
        )
        for button in (self.next_button, self.end_round_button, self.add_button):
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        buttons = QGridLayout()
        buttons.addWidget(self.next_button, 0, 0)
        buttons.addWidget(self.keep_button, 0, 1)
        buttons.addWidget(self.end_round_button, 1, 0)
        combat = QHBoxLayout()
        combat.addWidget(self.combat_button, 1)
        combat.addWidget(self.add_button)
        buttons.addLayout(combat, 1, 1)

        layout = QVBoxLayout(self)
        layout.addLayout(header)
        layout.addWidget(self.list_area, 1)
        layout.addWidget(self.message)
        layout.addLayout(buttons)
        layout.addWidget(self.pay_with_threat)
        bridge.changed.connect(self._on_changed)
        bridge.refused.connect(self._show_refusal)
        self.refresh()

    # reading
    @property
    def scene_id(self) -> int | None:
        """The scene being played (the tracker shows its fight)."""
        return self._bridge.state.campaign.current_scene_id

    def _on_changed(self, changes: ChangeSet) -> None:
        if changes.kinds() & WATCHED_KINDS:
            self.refresh()

    def refresh(self) -> None:
        """Redraw from the campaign as it is now, keeping the selection."""
        view = turn_order_view(self._bridge.state, self.scene_id)
        self.view = view
        if self.selected is not None and view.find(self.selected) is None:
            self.selected = None
        self._rebuild_rows()
        fighting = view.in_combat
        self.round_label.setText(self.tr("Round %d") % view.round if fighting else "")
        self.turn_label.setText(self._turn_text())
        self.combat_button.setText(self.tr("End combat") if fighting else self.tr("Start combat…"))
        self.combat_button.setEnabled(self.scene_id is not None and not view.problem)
        self.keep_button.setEnabled(view.can_keep_initiative)
        self.end_round_button.setEnabled(fighting)
        self.add_button.setEnabled(fighting)
        self._update_next_button()
        if view.problem:
            self._say(view.problem, warning=True)

    def _turn_text(self) -> str:
        view = self.view
        if not view.in_combat:
            return ""
        if view.side_to_act is None:
            return self.tr("Everyone has acted: end the round")
        side = self.tr("Players") if view.side_to_act == PLAYERS else self.tr("NPCs")
        return self.tr("%s pick who acts next") % side

    def _rebuild_rows(self) -> None:
        # A fresh list each time: the scroll area sizes a new widget from its layout at once,
        # where a refilled one could stay squeezed to its old height.
        self.rows.clear()
        container = QWidget()
        rows = QVBoxLayout(container)
        rows.setContentsMargins(0, 0, 0, 0)
        rows.setSpacing(2)
        self._fill_rows(rows)
        scrolled = self.list_area.verticalScrollBar().value()
        previous = self.list_area.takeWidget()
        self.list_area.setWidget(container)
        self.list_area.verticalScrollBar().setValue(scrolled)
        if previous is not None:
            # Later, not now: a row of it may be in the middle of its own event (a menu, a click).
            previous.deleteLater()

    def _fill_rows(self, rows: QVBoxLayout) -> None:
        view = self.view
        if not view.in_combat:
            text = (
                self.tr("No scene is being played.")
                if self.scene_id is None
                else self.tr("No fight in this scene.\nStart combat to track turns.")
            )
            empty = QLabel(text)
            empty.setObjectName("noFight")
            empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
            empty.setStyleSheet(f"color: {MUTED};")
            rows.addWidget(empty)
            rows.addStretch(1)
            return
        for side, members in view.sides:
            rows.addWidget(self._side_header(side, len(members)))
            for member in members:
                row = CombatantRow(member, selected=member.character_id == self.selected)
                row.pressed.connect(self.select)
                row.activated.connect(self.take_turn)
                row.menu_requested.connect(self._show_row_menu)
                rows.addWidget(row)
                self.rows[member.character_id] = row
        rows.addStretch(1)

    def _side_header(self, side: str, count: int) -> QLabel:
        name = {PLAYERS: self.tr("Players"), NPCS: self.tr("NPCs")}.get(side, side)
        to_act = self.view.side_to_act == side
        label = QLabel(name.upper() + ("  ◀ to act" if to_act else "") + ("" if count else " —"))
        label.setObjectName(f"side-{side}")
        colour = ACCENT if to_act else MUTED
        label.setStyleSheet(
            f"color: {colour}; font-weight: 700; letter-spacing: 1px; "
            f"border-bottom: 1px solid {MUTED}; margin-top: 6px; padding-bottom: 1px;"
        )
        return label

    def _update_next_button(self) -> None:
        ready = [c for c in self.view.combatants if c.can_act]
        menu = self.next_button.menu()
        menu.clear()
        for member in ready:
            menu.addAction(member.name).triggered.connect(
                lambda _=False, who=member.character_id: self.take_turn(who)
            )
        chosen = self.view.find(self._next_choice() or 0)
        name = chosen.name if chosen is not None else ""
        self.next_button.setText(self.tr("Next: %s") % name if name else self.tr("Next turn"))
        self.next_button.setEnabled(bool(ready))
        self.next_button.setToolTip(
            self.tr("Start the chosen combatant's turn; the arrow lists everyone who may go")
        )

    def _next_choice(self) -> int | None:
        ready = [c.character_id for c in self.view.combatants if c.can_act]
        if self.selected in ready:
            return self.selected
        return ready[0] if len(ready) == 1 else None

    # gestures
    def select(self, character_id: int) -> None:
        """Choose a combatant (for Next turn)."""
        self.selected = character_id
        for other, row in self.rows.items():
            row.setProperty("selected", other == character_id)
            row.style().unpolish(row)
            row.style().polish(row)
        self._update_next_button()

    def next_turn(self) -> None:
        """The chosen combatant takes the next turn; with nobody chosen, list who may."""
        chosen = self._next_choice()
        if chosen is not None:
            self.take_turn(chosen)
        elif self.next_button.isEnabled():
            self._say(self.tr("Choose who takes the next turn (click a name)"), warning=False)
            self.next_button.showMenu()

    def take_turn(self, character_id: int) -> None:
        """This combatant's turn starts."""
        self.run(NextTurn(self.scene_id, character_id))

    def keep_initiative(self) -> None:
        """The side that just acted keeps the initiative."""
        self.run(KeepInitiative(self.scene_id, payment=self._payment()))

    def end_round(self, *, first_side: str | None = None, early: bool = False) -> None:
        """End the round (early: with turns unused)."""
        self.run(EndRound(self.scene_id, first_side=first_side, early=early))

    def start_combat(self, character_ids: list[int], first_side: str) -> None:
        """Start a fight in the current scene."""
        self.run(StartCombat(self.scene_id, character_ids, first_side=first_side))

    def _start_or_end(self) -> None:
        if self.view.in_combat:
            self.run(EndCombat(self.scene_id))
            return
        dialog = StartCombatDialog(characters_in_order(self._bridge.state), self)
        dialog.accepted.connect(lambda: self.start_combat(dialog.chosen(), dialog.side()))
        dialog.finished.connect(dialog.deleteLater)
        self.start_dialog = dialog
        dialog.open()

    def _payment(self) -> Payment:
        return Payment.THREAT if self.pay_with_threat.isChecked() else Payment.MOMENTUM

    def run(self, command: Command) -> bool:
        """Execute a command; show what it did, or why it was refused."""
        self._running = True
        try:
            done = self._bridge.execute(command)
        finally:
            self._running = False
        if done is None:
            return False
        summary = getattr(command, "summary", "")
        self._say(summary, warning=False)
        return True

    # menus
    def _fill_add_menu(self, menu: QMenu) -> None:
        menu.clear()
        for character in characters_in_order(self._bridge.state):
            if self.view.find(character.id) is None:
                menu.addAction(character.name).triggered.connect(
                    lambda _=False, who=character.id: self.run(AddCombatant(self.scene_id, who))
                )
        if menu.isEmpty():
            menu.addAction(self.tr("Everyone is in the fight")).setEnabled(False)

    def _show_row_menu(self, character_id: int, where: QPoint) -> None:
        self.select(character_id)
        self.row_menu(character_id).exec(where)

    def row_menu(self, character_id: int) -> QMenu:
        """The context menu of one combatant: turn, actions, assist, turns a round, defeat."""
        member = self.view.find(character_id)
        menu = QMenu(self)
        menu.setToolTipsVisible(True)
        if member is None:
            return menu
        turn = menu.addAction(self.tr("Take the next turn"))
        turn.setEnabled(member.can_act)
        turn.triggered.connect(lambda: self.take_turn(character_id))
        choices = action_choices(self._bridge.state, self.scene_id, character_id)
        for kind, title in (
            (ActionKind.MINOR, self.tr("Minor action")),
            (ActionKind.MAJOR, self.tr("Major action")),
        ):
            sub = menu.addMenu(title)
            sub.setToolTipsVisible(True)
            sub.setEnabled(member.current and not member.defeated)
            for choice in (c for c in choices if c.kind is kind):
                text = choice.name
                if choice.cost:
                    text += self.tr(" — %d Momentum") % choice.cost
                if choice.difficulty_increase:
                    text += self.tr(", +%d difficulty") % choice.difficulty_increase
                action = sub.addAction(text)
                action.setObjectName(f"action-{choice.id}")
                action.setEnabled(not choice.refusal)
                action.setToolTip(choice.refusal or choice.summary)
                action.triggered.connect(
                    lambda _=False, a=choice.id: self.run(
                        TakeAction(self.scene_id, character_id, a, payment=self._payment())
                    )
                )
        attack = menu.addAction(self.tr("Attack…"))
        attack.setObjectName("attack")
        attack.setEnabled(not member.defeated)
        attack.setToolTip(self.tr("Roll an attack and deal its injury, as one undoable step"))
        attack.triggered.connect(lambda: self.open_attack(character_id))
        assist = menu.addAction(self.tr("Assist now (uses up their turn)"))
        assist.setEnabled(not member.acted and not member.current and not member.defeated)
        assist.triggered.connect(lambda: self.run(Assist(self.scene_id, character_id)))
        if member.kind == "npc" and member.tier == "major":
            turns = menu.addMenu(self.tr("Turns a round"))
            for count in range(1, MAX_TURNS_OFFERED + 1):
                option = turns.addAction(str(count))
                option.setCheckable(True)
                option.setChecked(count == member.turns_per_round)
                option.triggered.connect(
                    lambda _=False, n=count: self.run(
                        SetTurnsPerRound(self.scene_id, character_id, n)
                    )
                )
        menu.addSeparator()
        defeated = menu.addAction(self.tr("Defeated"))
        defeated.setCheckable(True)
        defeated.setChecked(member.defeated)
        defeated.setToolTip(self.tr("Mark defeated (hit, unconscious) or revived (first aid)"))
        defeated.triggered.connect(lambda on: self.run(SetDefeated(character_id, bool(on))))
        remove = menu.addAction(self.tr("Remove from the fight"))
        remove.triggered.connect(lambda: self.run(RemoveCombatant(self.scene_id, character_id)))
        return menu

    def open_attack(self, attacker_id: int) -> None:
        """Open the Attack dialog for this attacker, aimed at the first enemy still standing."""
        attacker = self.view.find(attacker_id)
        enemies = [
            c
            for c in self.view.combatants
            if attacker is not None and c.side != attacker.side and not c.defeated
        ]
        dialog = AttackDialog(
            self._bridge,
            attacker_id=attacker_id,
            target_id=enemies[0].character_id if enemies else None,
            parent=self,
        )
        dialog.applied.connect(lambda summary: self._say(summary, warning=False))
        dialog.finished.connect(dialog.deleteLater)
        self.attack_dialog = dialog
        dialog.open()

    # drops: a character dragged in from elsewhere joins the fight
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self.view.in_combat and event.mimeData().hasFormat(CHARACTER_MIME):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        data = event.mimeData().data(CHARACTER_MIME).data()
        try:
            character_id = int(bytes(data).decode("ascii"))
        except ValueError:
            return
        event.acceptProposedAction()
        if self.view.find(character_id) is None:
            self.run(AddCombatant(self.scene_id, character_id))

    # messages
    def _say(self, text: str, *, warning: bool) -> None:
        self.message.setText(text)
        self.message.setStyleSheet(f"color: {DYING};" if warning else "color: palette(text);")

    def _show_refusal(self, reason: str) -> None:
        if self._running:
            self._say(reason, warning=True)
