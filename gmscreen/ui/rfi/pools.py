"""The pool counters: group momentum (with its cap), threat, and each player character's fortune."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFrame
from PySide6.QtWidgets import QGridLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QMenu
from PySide6.QtWidgets import QSizePolicy
from PySide6.QtWidgets import QToolButton
from PySide6.QtWidgets import QWidget

from gmscreen.model.changes import ChangeSet
from gmscreen.model.character_commands import player_characters
from gmscreen.model.rfi.pools import ChangePools
from gmscreen.model.rfi.pools import fortune_key
from gmscreen.model.rfi.pools import read_pools
from gmscreen.rules.rfi import pools as rules
from gmscreen.ui import boxes
from gmscreen.ui.action_message import cleared_on_change
from gmscreen.ui.rfi.pool_message import PoolMessage
from gmscreen.ui.rfi.pool_report import FORTUNE_REASONS
from gmscreen.ui.rfi.pool_report import fortune_reason
from gmscreen.ui.rfi.pool_report import pool_report
from gmscreen.ui.shell.undo import SessionBridge

MESSAGE_LINES = 2  # most reports fit in two lines of a default-width dock


class PoolCounter(QFrame):
    """One counter: its name, value, cap, and −/+ buttons with shortcuts."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(f"pool-{title.lower().replace(' ', '-')}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.title = QLabel(title)
        self.title.setStyleSheet("font-weight: 600;")
        self.value = QLabel("0")
        self.value.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.value.font()
        font.setPointSize(font.pointSize() + 10)
        font.setBold(True)
        self.value.setFont(font)
        self.cap = QLabel("")
        self.cap.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.cap.setStyleSheet("color: palette(mid);")
        self.minus = QToolButton()
        self.minus.setText("−")
        self.plus = QToolButton()
        self.plus.setText("+")
        for button in (self.minus, self.plus):
            button.setMinimumSize(32, 32)
        # Tight rows: the dock shows both counters, every fortune row and the message at once.
        layout = boxes.grid(
            [
                [boxes.Span(self.title, 3)],
                [self.minus, self.value, self.plus],
                [boxes.Span(self.cap, 3)],
            ],
            parent=self,
            margins=(6, 3, 6, 3),
        )
        layout.setVerticalSpacing(2)
        # A counter keeps its height: a long message below it must not squash the number.
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def show_value(self, value: int, cap: int | None) -> None:
        """Show the value and, when there is one, the cap as pips ("●●○○○○ of 6")."""
        self.value.setText(str(value))
        if cap is None:
            self.cap.setText(self.tr("no cap"))
        else:
            self.cap.setText("●" * value + "○" * max(0, cap - value) + self.tr("  max %d") % cap)
        self.minus.setEnabled(value > 0)
        self.plus.setEnabled(cap is None or value < cap)


class PoolsPanel(QWidget):
    """Momentum, threat and fortune, each change an undoable command with a visible report."""

    def __init__(self, bridge: SessionBridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self.momentum = PoolCounter(self.tr("Momentum"))
        self.threat = PoolCounter(self.tr("Threat"))
        self._bind(self.momentum, "F6", "F5", self._add_momentum, self._spend_momentum)
        self._bind(self.threat, "F8", "F7", self._add_threat, self._spend_threat)
        self._fortune_box = QGridLayout()
        self._fortune_box.setColumnStretch(0, 1)
        self._fortune_box.setVerticalSpacing(2)
        # Last, below every button, and asking for no room: its text never moves a button.
        self.message = cleared_on_change(PoolMessage(), bridge)
        self.message.setObjectName("poolMessage")
        fortune_title = QLabel(self.tr("Fortune"))
        fortune_title.setStyleSheet("font-weight: 600;")
        boxes.column(
            boxes.row(self.momentum, self.threat),
            fortune_title,
            self._fortune_box,
            boxes.grow(self.message),
            parent=self,
            margins=(6, 4, 6, 4),
            spacing=4,
        )
        self.fortune_labels: dict[int, QLabel] = {}
        bridge.changed.connect(self._on_changed)
        self._rebuild_fortune()
        self.refresh()

    def sizeHint(self) -> QSize:  # Qt's name
        """The rows, and two lines below them for the message: the room the dock is given."""
        hint = super().sizeHint()  # the message counts for nothing in it, its spacing does
        room = MESSAGE_LINES * self.message.fontMetrics().lineSpacing()
        return QSize(hint.width(), hint.height() + room)

    def _bind(
        self,
        counter: PoolCounter,
        plus_key: str,
        minus_key: str,
        plus: Callable[[], None],
        minus: Callable[[], None],
    ) -> None:
        counter.plus.clicked.connect(plus)
        counter.minus.clicked.connect(minus)
        adds, removes = self.tr("Add 1 %s (%s)"), self.tr("Remove 1 %s (%s)")
        for key, slot, button, verb in (
            (plus_key, plus, counter.plus, adds),
            (minus_key, minus, counter.minus, removes),
        ):
            action = QAction(self)
            action.setShortcut(QKeySequence(key))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(slot)
            self.addAction(action)
            button.setToolTip(verb % (counter.title.text(), key))

    # commands
    def _run(
        self, name: str, operation: Callable[[rules.Pools], rules.PoolChange], who: str = ""
    ) -> None:
        command = ChangePools(name, operation)
        refusal = self._bridge.attempt(command)
        if refusal is not None:
            self._say(refusal, warning=True)
        elif command.report is not None:
            lost = command.report.momentum_lost + command.report.fortune_lost
            self._say(pool_report(command.report, who), warning=lost > 0)

    def _add_momentum(self) -> None:
        self._run("add 1 Momentum", lambda p: rules.add_momentum(p, 1))  # stored in English

    def _spend_momentum(self) -> None:
        self._run("spend 1 Momentum", lambda p: rules.spend_momentum(p, 1))

    def _add_threat(self) -> None:
        self._run("add 1 Threat", lambda p: rules.add_threat(p, 1))

    def _spend_threat(self) -> None:
        self._run("spend 1 Threat", lambda p: rules.spend_threat(p, 1))

    def _add_fortune(self, key: str) -> None:
        self._run(f"give {key} 1 Fortune", lambda p: rules.add_fortune(p, key, 1), key)

    def _spend_fortune(self, key: str, reason: str) -> None:
        self._run(
            f"{key} spends 1 Fortune",
            lambda p: rules.spend_fortune(p, key, 1, reason=reason),
            key,
        )

    # display
    def _say(self, text: str, *, warning: bool) -> None:
        self.message.setText(text)
        style = "color: #b35c00;" if warning else "color: palette(text);"
        if self.message.styleSheet() != style:  # a new style sheet restyles the label: rarely
            self.message.setStyleSheet(style)

    def _on_changed(self, changes: ChangeSet) -> None:
        # The fortune rows are the player characters by name: a sheet edit leaves them be.
        roster = changes.structural("character") or bool(
            changes.fields("character") & {"name", "kind"}
        )
        if roster:
            self._rebuild_fortune()
        if roster or changes.touches("pool") or changes.touches("campaign"):
            self.refresh()

    def _rebuild_fortune(self) -> None:
        while self._fortune_box.count():
            item = self._fortune_box.takeAt(0)
            if item is not None and (widget := item.widget()) is not None:
                widget.deleteLater()
        self.fortune_labels.clear()
        state = self._bridge.state
        for row, pc in enumerate(player_characters(state)):
            key = fortune_key(state, pc)
            name = QLabel(pc.name)
            value = QLabel("")
            value.setObjectName(f"fortune-{pc.id}")
            minus = QToolButton()
            minus.setText("−")
            minus.setToolTip(self.tr("Spend 1 Fortune (the reason is recorded)"))
            minus.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
            menu = QMenu(minus)
            for reason in FORTUNE_REASONS:
                menu.addAction(fortune_reason(reason)).triggered.connect(
                    lambda _=False, k=key, r=reason: self._spend_fortune(k, r)
                )
            minus.setMenu(menu)
            plus = QToolButton()
            plus.setText("+")
            plus.setToolTip(self.tr("Give 1 Fortune"))
            plus.clicked.connect(lambda _=False, k=key: self._add_fortune(k))
            self._fortune_box.addWidget(name, row, 0)
            self._fortune_box.addWidget(minus, row, 1)
            self._fortune_box.addWidget(value, row, 2)
            self._fortune_box.addWidget(plus, row, 3)
            self.fortune_labels[pc.id] = value

    def refresh(self) -> None:
        """Show the pools as the campaign holds them now."""
        state = self._bridge.state
        pools = read_pools(state)
        self.momentum.show_value(pools.momentum, pools.limits.momentum_cap)
        self.threat.show_value(pools.threat, None)
        for pc in player_characters(state):
            label = self.fortune_labels.get(pc.id)
            if label is not None:
                held = pools.fortune_of(fortune_key(state, pc))
                label.setText(f"{held} / {pools.limits.fortune_cap}")
