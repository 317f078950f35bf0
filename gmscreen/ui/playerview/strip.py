"""The player view's turn strip: a fight's turn order in one line, as the players may see it."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QWidget

from gmscreen.model.player_turn_order import PlayerTurnOrder
from gmscreen.model.rfi.tracker import NPCS
from gmscreen.model.rfi.tracker import PLAYERS
from gmscreen.ui.playerview.cards import size_texts
from gmscreen.ui.playerview.style import FIT_STEPS
from gmscreen.ui.playerview.style import invalidate_tree

SIDE_TITLES = {PLAYERS: "Players", NPCS: "NPCs"}


class TurnStrip(QFrame):
    """The fight's turn order in one line: the round, whose turn it is, and every combatant the
    players may see, side by side, marked acting (▶), acted (✓) or out of the fight (✕).

    Names shrink (down to FIT_STEPS[-1] of the GM's size) rather than run off the edge.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("turnStrip")
        self.order: PlayerTurnOrder | None = None
        self.round = QLabel("")
        self.round.setObjectName("turnRound")
        self.status = QLabel("")
        self.status.setObjectName("turnStatus")
        self.row = QHBoxLayout(self)
        self.names: list[QLabel] = []
        self._unit = 20.0
        self._fitted: tuple[PlayerTurnOrder, float, int] | None = None

    def show_order(self, order: PlayerTurnOrder | None) -> None:
        """Show a turn order (None: no fight, the strip hides)."""
        self.order = order
        while (item := self.row.takeAt(0)) is not None:
            widget = item.widget()
            if widget is not None and widget not in (self.round, self.status):
                widget.hide()  # now: a grab before the deferred delete must not show it
                widget.deleteLater()
        self.names = []
        self.setVisible(order is not None)
        if order is None:
            return
        self.round.setText(self.tr("Round %d") % order.round)
        self.status.setText(self._status_text(order))
        self.row.addWidget(self.round)
        self.row.addWidget(self.status)
        self.row.addStretch(1)
        for side, members in order.sides:
            title = QLabel(self.tr(SIDE_TITLES.get(side, side)))
            title.setObjectName("turnSide")
            title.setProperty("toAct", side == order.side_to_act)
            self.row.addWidget(title)
            for member in members:
                # Out of the fight is not "acted": a fallen NPC must not read like one done.
                state = (
                    "out"
                    if member.out
                    else "current"
                    if member.current
                    else "acted"
                    if member.acted
                    else "waiting"
                )
                mark = {"out": "✕ ", "current": "▶ ", "acted": "✓ "}.get(state, "")
                name = QLabel(mark + member.name)
                name.setObjectName("turnName")
                if member.out:
                    name.setToolTip(self.tr("Out of the fight"))
                name.setProperty("turn", state)
                self.row.addWidget(name)
                self.names.append(name)

    def _status_text(self, order: PlayerTurnOrder) -> str:
        acting = [m.name for _side, members in order.sides for m in members if m.current]
        if acting:
            return self.tr("%s is acting") % acting[0]
        if order.side_to_act is not None:
            side = self.tr(SIDE_TITLES.get(order.side_to_act, order.side_to_act))
            return self.tr("%s to act") % side
        return self.tr("End of the round")

    def fit(self, unit: float, width: int) -> None:
        """Size the strip for `unit`, shrinking its text as far as needed to fit `width`."""
        self._unit = unit
        if self.order is None or (self.order, unit, width) == self._fitted:
            return  # fitted once per order and size, not on every change of the view
        self._fitted = (self.order, unit, width)
        for scale in FIT_STEPS:
            size = unit * scale
            size_texts(self, size)
            self.row.setContentsMargins(
                round(size * 0.5), round(size * 0.25), round(size * 0.5), round(size * 0.25)
            )
            self.row.setSpacing(round(size * 0.4))
            invalidate_tree(self.row)
            if self.minimumSizeHint().width() <= width:
                break
