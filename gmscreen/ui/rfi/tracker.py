"""The turn tracker: both sides' combatants, whose turn it is, the round, actions, defeat."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QPoint
from PySide6.QtCore import Qt
from PySide6.QtGui import QDragEnterEvent
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QFrame
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QMenu
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QScrollArea
from PySide6.QtWidgets import QToolButton
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from gmscreen.model.changes import ChangeSet
from gmscreen.model.character_commands import characters_in_order
from gmscreen.model.rfi.tracker import NPCS
from gmscreen.model.rfi.tracker import PLAYERS
from gmscreen.model.rfi.tracker import AddCombatant
from gmscreen.model.rfi.tracker import Assist
from gmscreen.model.rfi.tracker import EndCombat
from gmscreen.model.rfi.tracker import EndRound
from gmscreen.model.rfi.tracker import KeepInitiative
from gmscreen.model.rfi.tracker import NextTurn
from gmscreen.model.rfi.tracker import Payment
from gmscreen.model.rfi.tracker import RemoveCombatant
from gmscreen.model.rfi.tracker import SetDefeated
from gmscreen.model.rfi.tracker import SetTurnsPerRound
from gmscreen.model.rfi.tracker import StartCombat
from gmscreen.model.rfi.tracker import TakeAction
from gmscreen.model.rfi.tracker_view import TurnOrderView
from gmscreen.model.rfi.tracker_view import action_choices
from gmscreen.model.rfi.tracker_view import turn_order_view
from gmscreen.rules.rfi.actions import ActionKind
from gmscreen.ui.eliding_button import ElidingToolButton
from gmscreen.ui.map.mime import CHARACTER_MIME
from gmscreen.ui.panels.turn_order import TurnOrderPanel
from gmscreen.ui.rfi.action_words import action_description
from gmscreen.ui.rfi.action_words import action_name
from gmscreen.ui.rfi.action_words import action_refusal
from gmscreen.ui.rfi.attack_dialog import AttackDialog
from gmscreen.ui.rfi.map_rules import open_attack
from gmscreen.ui.rfi.start_combat_dialog import StartCombatDialog
from gmscreen.ui.rfi.start_combat_dialog import ticked_by_default
from gmscreen.ui.rfi.tracker_news import TrackerNews
from gmscreen.ui.rfi.tracker_rows import ACCENT
from gmscreen.ui.rfi.tracker_rows import MUTED
from gmscreen.ui.rfi.tracker_rows import CombatantRow
from gmscreen.ui.shell.undo import SessionBridge

MIN_LIST_HEIGHT = 90  # about three combatants, even in a crowded dock column at 1366×768
MIN_LIST_WIDTH = 150  # a name and its state ("DYING", "2/2 turns") beside the controls
WANTED_ROWS = 6  # combatants a dock shows without scrolling, when the window has the room
ROW_PADDING, SIDE_HEADER_PADDING = 6, 8  # a row's and a side header's height beyond a line
MAX_TURNS_OFFERED = 4  # turns a round the menu offers a major NPC


class TrackerPanel(TurnOrderPanel):
    """The current scene's fight: every gesture is one undoable command; redraws on changes."""

    def __init__(self, bridge: SessionBridge, parent: QWidget | None = None) -> None:
        super().__init__(bridge, ("roundLabel", "turnLabel", "trackerMessage"), parent)
        self.selected: int | None = None
        self.view = TurnOrderView(None)
        self.rows: dict[int, CombatantRow] = {}
        self.start_dialog: StartCombatDialog | None = None
        self.attack_dialog: AttackDialog | None = None
        self.news = TrackerNews(self)
        self.setAcceptDrops(True)

        self.list_area = QScrollArea()
        self.list_area.setWidgetResizable(True)
        self.list_area.setFrameShape(QFrame.Shape.NoFrame)
        self.list_area.setMinimumHeight(MIN_LIST_HEIGHT)
        self.list_area.setMinimumWidth(MIN_LIST_WIDTH)

        self.next_button = ElidingToolButton()
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
        self.pay_with_threat = QCheckBox(self.tr("Players pay in Threat"))
        self.pay_with_threat.setObjectName("payWithThreat")
        self.pay_with_threat.setToolTip(
            self.tr(
                "Players add Threat instead of paying Momentum for Immediate costs: keeping the "
                "initiative, extra minor and major actions"
            )
        )
        self.set_body(
            self.list_area,
            (
                self.next_button,
                self.keep_button,
                self.end_round_button,
                self.combat_button,
                self.add_button,
            ),
            wide=(self.pay_with_threat,),
        )
        bridge.changed.connect(self._on_changed)
        self.refresh()

    def wanted_order_height(self) -> int:
        """Room for both sides' headers and six combatants: a usual fight without scrolling."""
        line = self.fontMetrics().height()
        return WANTED_ROWS * (line + ROW_PADDING) + 2 * (line + SIDE_HEADER_PADDING)

    # reading
    def _on_changed(self, changes: ChangeSet) -> None:
        # Only what the fight shows: its tracker, the campaign (another scene, its settings),
        # its scene, a combatant (or the roster).
        if (
            changes.touches("tracker")
            or changes.touches("campaign")
            or self.scene_id in changes.ids("scene")
            or changes.structural("character")
            or any(self.view.find(i) is not None for i in changes.ids("character"))
        ):
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
            self.say(view.problem, warning=True)

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
        rows.setSpacing(1)
        self._fill_rows(rows)
        scrolled = self.list_area.verticalScrollBar().value()
        previous = self.list_area.takeWidget()
        # As wide as its rows (a side's title in German): the list scrolls down, not sideways.
        bar = self.list_area.verticalScrollBar().sizeHint().width()
        rows_width = container.minimumSizeHint().width() + bar
        self.list_area.setMinimumWidth(max(MIN_LIST_WIDTH, rows_width))
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
            empty.setWordWrap(True)
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
        to_act_mark = "  " + self.tr("◀ to act") if to_act else ""
        label = QLabel(name.upper() + to_act_mark + ("" if count else " —"))
        label.setObjectName(f"side-{side}")
        colour = ACCENT if to_act else MUTED
        label.setStyleSheet(
            f"color: {colour}; font-weight: 700; letter-spacing: 1px; "
            f"border-bottom: 1px solid {MUTED}; margin-top: 2px; padding-bottom: 0px;"
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
        # A long name is shortened to the room the dock leaves (the tooltip names it whole).
        self.next_button.set_full_text(
            self.tr("Next: %s") % name if name else self.tr("Next turn"),
            self.tr("Start the chosen combatant's turn; the arrow lists everyone who may go"),
        )
        self.next_button.setEnabled(bool(ready))

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
            self.say(self.tr("Choose who takes the next turn (click a name)"), warning=False)
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

    def order_view(self) -> TurnOrderView:
        """The order as the campaign holds it now (for the news of a command)."""
        return turn_order_view(self._bridge.state, self.scene_id)

    def _start_or_end(self) -> None:
        if self.view.in_combat:
            self.run(EndCombat(self.scene_id))
            return
        state = self._bridge.state
        ticked = ticked_by_default(state, self.scene_id)
        dialog = StartCombatDialog(characters_in_order(state), ticked, self)
        dialog.accepted.connect(lambda: self.start_combat(dialog.chosen(), dialog.side()))
        dialog.finished.connect(dialog.deleteLater)
        self.start_dialog = dialog
        dialog.open()

    def _payment(self) -> Payment:
        return Payment.THREAT if self.pay_with_threat.isChecked() else Payment.MOMENTUM

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
            for choice in (c for c in choices if c.action.kind is kind):
                text = action_name(choice.action)
                if choice.cost:
                    text += self.tr(" — %d Momentum") % choice.cost
                if choice.difficulty_increase:
                    text += self.tr(", +%d difficulty") % choice.difficulty_increase
                action = sub.addAction(text)
                action.setObjectName(f"action-{choice.action.id}")
                action.setEnabled(not choice.refusal)
                action.setToolTip(
                    action_refusal(choice.refusal)
                    if choice.refusal
                    else action_description(choice.action)
                )
                action.triggered.connect(
                    lambda _=False, a=choice.action.id: self.run(
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
        """Open the Attack dialog for this attacker, aimed at the nearest enemy still standing
        (the first in the turn order where the map does not tell)."""
        said = partial(self.say, warning=False)
        self.attack_dialog = open_attack(self._bridge, attacker_id, self, said)

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
