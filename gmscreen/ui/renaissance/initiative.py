"""The Renaissance turn tracker in initiative order: roll, order the ties, next turn, rounds."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QListWidget
from PySide6.QtWidgets import QListWidgetItem
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QStackedWidget
from PySide6.QtWidgets import QWidget

from gmscreen.model.changes import ChangeSet
from gmscreen.model.character_commands import characters_in_order
from gmscreen.model.renaissance.initiative import InitiativeLine
from gmscreen.model.renaissance.initiative import InitiativeView
from gmscreen.model.renaissance.initiative import initiative_view
from gmscreen.model.renaissance.options import campaign_options
from gmscreen.model.renaissance.sheet import SheetError
from gmscreen.model.renaissance.sheet import read_sheet
from gmscreen.model.renaissance.turns import EndRound
from gmscreen.model.renaissance.turns import EndTurnOrder
from gmscreen.model.renaissance.turns import NextTurn
from gmscreen.model.renaissance.turns import OrderTie
from gmscreen.model.renaissance.turns import RollInitiative
from gmscreen.model.state import Character
from gmscreen.rules.dice import Dice
from gmscreen.rules.dice import SeededDice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.renaissance import roll_initiative
from gmscreen.ui import boxes
from gmscreen.ui.panels.turn_order import TurnOrderPanel
from gmscreen.ui.renaissance.initiative_news import InitiativeNews
from gmscreen.ui.shell.undo import SessionBridge

WATCHED = frozenset({"tracker", "character", "campaign", "scene"})
ID_ROLE = Qt.ItemDataRole.UserRole + 1
ACCENT, TIE = "#e0a030", "#fff1d6"
SETUP, ORDER = 0, 1


def initiative_modifier(character: Character) -> int:
    """The initiative modifier on a character's sheet (0 when the sheet cannot be read)."""
    try:
        return read_sheet(character.sheet).initiative_modifier
    except SheetError:
        return 0


class InitiativePanel(TurnOrderPanel):
    """Initiative order of the scene being played; each gesture is one undoable command."""

    def __init__(self, bridge: SessionBridge, parent: QWidget | None = None) -> None:
        super().__init__(bridge, ("initiativeRound", "initiativeTurn", "initiativeMessage"), parent)
        self.dice: Dice = SeededDice()
        self.view = InitiativeView(None)
        self._choosing = False  # picking who rolls again while an order stands
        self.news = InitiativeNews(self)
        # setup: who rolls
        self.roster = QListWidget()
        self.roster.setObjectName("initiativeRoster")
        self.roster.setAccessibleName(self.tr("Who rolls initiative"))
        self.roll_button = QPushButton(self.tr("Roll initiative"))
        self.roll_button.setObjectName("rollInitiative")
        self.roll_button.setToolTip(self.tr("Each ticked character rolls 1d10 + modifier"))
        self.roll_button.clicked.connect(self.roll)
        self.cancel_button = QPushButton(self.tr("Back to the order"))
        self.cancel_button.clicked.connect(lambda: self._show_setup(False))
        setup = QWidget()
        hint = QLabel(self.tr("Who takes part? Each rolls 1d10 + initiative modifier."))
        hint.setWordWrap(True)
        setup_buttons = boxes.row(self.cancel_button, boxes.STRETCH, self.roll_button)
        boxes.column(hint, boxes.grow(self.roster), setup_buttons, parent=setup, margins=0)
        # order: the turns
        self.order = QListWidget()
        self.order.setObjectName("initiativeOrder")
        self.order.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.order.setToolTip(self.tr("Total (d10 face + initiative modifier), highest first"))
        self.order.currentRowChanged.connect(lambda *_: self._update_tie_buttons())
        # Short words and arrows: two columns of buttons must fit the dock in German too
        # ("Bei Gleichstand früher" widened it past the screen and squeezed the check panel).
        self.up_button = QPushButton(self.tr("▲ Earlier"))
        self.up_button.setToolTip(self.tr("Move the chosen character earlier among those tied"))
        self.up_button.clicked.connect(lambda: self.move_in_tie(-1))
        self.down_button = QPushButton(self.tr("▼ Later"))
        self.down_button.setToolTip(self.tr("Move the chosen character later among those tied"))
        self.down_button.clicked.connect(lambda: self.move_in_tie(1))
        self.next_button = QPushButton(self.tr("Next turn"))
        self.next_button.setObjectName("nextTurn")
        self.next_button.clicked.connect(lambda: self.run(NextTurn(self.scene_id)))
        self.end_round_button = QPushButton(self.tr("End round"))
        self.end_round_button.setObjectName("endRound")
        self.end_round_button.clicked.connect(lambda: self.run(EndRound(self.scene_id)))
        self.reroll_button = QPushButton(self.tr("New roll…"))
        self.reroll_button.clicked.connect(lambda: self._show_setup(True))
        self.end_button = QPushButton(self.tr("End turn order"))
        self.end_button.setObjectName("endTurnOrder")
        self.end_button.clicked.connect(lambda: self.run(EndTurnOrder(self.scene_id)))
        self.pages = QStackedWidget()
        self.pages.addWidget(setup)
        self.pages.addWidget(self.order)
        self.order_controls = (
            self.up_button,
            self.down_button,
            self.next_button,
            self.end_round_button,
            self.reroll_button,
            self.end_button,
        )
        # The longest ("Zugreihenfolge beenden") spans both columns rather than widen one.
        self.set_body(self.pages, self.order_controls[:4], wide=self.order_controls[4:])
        bridge.changed.connect(self._on_changed)
        self.refresh()

    def order_view(self) -> InitiativeView:
        """The order as the campaign holds it now (for the news of a command)."""
        return initiative_view(self._bridge.state, self.scene_id)

    def _on_changed(self, changes: ChangeSet) -> None:
        if changes.kinds() & WATCHED:
            self.refresh()

    # drawing
    def refresh(self) -> None:
        """Redraw from the campaign as it is now."""
        view = self.view = initiative_view(self._bridge.state, self.scene_id)
        self._fill_roster()
        self._fill_order()
        if view.in_order:
            self.round_label.setText(self.tr("Round %d") % view.round)
            current = view.current
            self.turn_label.setText(
                self.tr("%s's turn") % current.name
                if current is not None
                else self.tr("Everyone has acted: end the round")
            )
        else:
            self.round_label.setText(self.tr("Initiative"))
            self.turn_label.setText(self.tr("not in turn order") if not view.problem else "")
        self._choosing = self._choosing and view.in_order
        self.pages.setCurrentIndex(SETUP if self._choosing or not view.in_order else ORDER)
        for button in self.order_controls:  # the setup page has its own buttons
            button.setVisible(self.pages.currentIndex() == ORDER)
        self.cancel_button.setVisible(view.in_order)
        self.next_button.setEnabled(view.in_order and not view.round_over)
        self.end_round_button.setEnabled(view.in_order)
        self.end_button.setEnabled(view.in_order)
        self.roll_button.setEnabled(self.scene_id is not None)
        if view.problem:
            self.say(view.problem, warning=True)

    def _fill_roster(self) -> None:
        checked = {
            self.roster.item(row).data(ID_ROLE): self.roster.item(row).checkState()
            for row in range(self.roster.count())
        }
        self.roster.clear()
        for character in characters_in_order(self._bridge.state):
            modifier = initiative_modifier(character)
            item = QListWidgetItem(self.tr("%s  (1d10 %+d)") % (character.name, modifier))
            item.setData(ID_ROLE, character.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(checked.get(character.id, Qt.CheckState.Checked))
            self.roster.addItem(item)

    def _fill_order(self) -> None:
        selected = self.selected_id()
        self.order.blockSignals(True)
        self.order.clear()
        for place, line in enumerate(self.view.lines, start=1):
            item = QListWidgetItem(self._line_text(place, line))
            item.setData(ID_ROLE, line.character_id)
            font = item.font()
            font.setBold(line.current)
            font.setStrikeOut(line.acted and not line.current)
            item.setFont(font)
            if line.unbroken:
                item.setBackground(QBrush(QColor(TIE)))
                item.setToolTip(
                    self.tr("Tied: the GM decides who acts first (use the tie buttons)")
                )
            if line.current:
                item.setForeground(QBrush(QColor("#8a5a00")))
            self.order.addItem(item)
            if line.character_id == selected:
                self.order.setCurrentItem(item)
        self.order.blockSignals(False)
        self._update_tie_buttons()

    def _line_text(self, place: int, line: InitiativeLine) -> str:
        marker = "▶" if line.current else ("✓" if line.acted else " ")
        tie = self.tr("  ⚠ tie") if line.unbroken else (self.tr("  tie") if line.tie else "")
        return self.tr("%s %d. %s — %d (%d%+d)%s") % (
            marker,
            place,
            line.name,
            line.total,
            line.face,
            line.modifier,
            tie,
        )

    def selected_id(self) -> int | None:
        """The character selected in the order."""
        item = self.order.currentItem()
        return None if item is None else int(item.data(ID_ROLE))

    def _update_tie_buttons(self) -> None:
        selected = self.selected_id()
        group = self.view.tie_group(selected) if selected is not None else ()
        place = group.index(selected) if selected in group else -1
        self.up_button.setEnabled(place > 0)
        self.down_button.setEnabled(0 <= place < len(group) - 1)

    # gestures
    def _show_setup(self, choosing: bool) -> None:
        self._choosing = choosing
        self.refresh()

    def roll(self) -> bool:
        """The ticked characters roll initiative; the order replaces any earlier one."""
        state = self._bridge.state
        chosen = []
        for row in range(self.roster.count()):
            item = self.roster.item(row)
            character = state.find(Character, item.data(ID_ROLE))
            if item.checkState() == Qt.CheckState.Checked and character is not None:
                chosen.append((str(character.id), initiative_modifier(character)))
        if not chosen:
            self.say(self.tr("Tick at least one character to roll initiative."), warning=True)
            return False
        options = campaign_options(state).initiative
        try:
            order = roll_initiative(self.dice, chosen, options=options)
        except RulesError as error:
            self.say(str(error), warning=True)
            return False
        choosing, self._choosing = self._choosing, False
        if not self.run(RollInitiative(self.scene_id, order)):
            self._choosing = choosing
            return False
        ties = len(order.unbroken_ties)
        self.say(
            self.tr("%d tie(s) to order: select a tied name and move it") % ties if ties else ""
        )
        return True

    def move_in_tie(self, step: int) -> bool:
        """Move the selected tied character earlier (−1) or later (+1) among those tied."""
        selected = self.selected_id()
        group = list(self.view.tie_group(selected)) if selected is not None else []
        if selected not in group:
            return False
        place = group.index(selected)
        other = place + step
        if not 0 <= other < len(group):
            return False
        group[place], group[other] = group[other], group[place]
        return self.run(OrderTie(self.scene_id, group))
