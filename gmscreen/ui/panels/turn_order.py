"""The frame every turn-order panel shares (RFI's turn tracker, Renaissance's initiative): the
round and whose turn it is above, the order with its controls, and a status line below.

The order gets the height: in a short, wide dock (a tabbed dock column at 1366×768) the
controls stand in a column beside the order instead of under it, and the status line has its
own row, so nothing is ever drawn over a combatant. A wide control (a check box with a long
label) then goes on a row of its own under both: in the column it would widen the column past
the dock in German.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any
from typing import Protocol

from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QBoxLayout
from PySide6.QtWidgets import QGridLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLayout
from PySide6.QtWidgets import QSizePolicy
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from gmscreen.model.commands import Command
from gmscreen.ui import boxes
from gmscreen.ui.action_message import cleared_on_change
from gmscreen.ui.inline_messages import ERROR_STYLE
from gmscreen.ui.shell.undo import SessionBridge

# Below this height the controls go beside the order: under it they would leave the order
# room for only two or three combatants.
STACKED_MIN_HEIGHT = 380
# Beside the order only when this wide: a narrow column keeps the controls under it.
SIDE_BY_SIDE_MIN_WIDTH = 300


class OrderNews(Protocol):
    """What a turn-order command did, in the GM's language, from the order before and after
    it (the model keeps an English summary; None lets the panel show that)."""

    def said(self, command: Command, before: Any, after: Any) -> str | None: ...


class TurnOrderPanel(QWidget):
    """Round and turn above, the order and its controls, a status line below.

    A subclass builds its order widget and controls, then calls `set_body`; `run` executes a
    command and says what it did or why it was refused.
    """

    def __init__(
        self, bridge: SessionBridge, names: tuple[str, str, str], parent: QWidget | None = None
    ) -> None:
        """`names`: the object names of the round label, the turn label and the status line."""
        super().__init__(parent)
        self._bridge = bridge
        self.news: OrderNews | None = None  # a subclass's words for what a command did
        self.round_label = QLabel("")
        self.round_label.setObjectName(names[0])
        font = self.round_label.font()
        font.setPointSize(font.pointSize() + 3)
        font.setBold(True)
        self.round_label.setFont(font)
        self.turn_label = QLabel("")
        self.turn_label.setObjectName(names[1])
        self.turn_label.setWordWrap(True)
        self.turn_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        header = self._header = boxes.row(self.round_label, boxes.grow(self.turn_label))
        self.message = cleared_on_change(QLabel(""), bridge)
        self.message.setObjectName(names[2])
        self.message.setWordWrap(True)
        self._body = QBoxLayout(QBoxLayout.Direction.TopToBottom)
        self._controls = QGridLayout()
        self._controls.setSpacing(4)
        self._control_widgets: list[QWidget] = []
        self._wide: list[QWidget] = []
        self._side_by_side: bool | None = None
        self._order: QWidget | None = None
        self._below = QVBoxLayout()  # the wide controls, when the others stand beside the order
        self._below.setSpacing(self._controls.spacing())
        layout = self._layout = boxes.column(
            header,
            boxes.grow(self._body),
            self._below,
            self.message,
            parent=self,
            margins=4,
            spacing=3,
        )
        # The stacked arrangement must not hold the panel tall: a short dock makes it go side
        # by side (see `minimumSizeHint`).
        layout.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)

    def set_body(
        self, order: QWidget, controls: Sequence[QWidget] = (), wide: Sequence[QWidget] = ()
    ) -> None:
        """Place the order and its controls (`wide` ones span the controls' width)."""
        self._order = order
        self._body.addWidget(order, 1)
        self._body.addLayout(self._controls)
        self._control_widgets = list(controls)
        self._wide = list(wide)
        for widget in self._control_widgets:
            widget.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._arrange(side_by_side=False)

    @property
    def scene_id(self) -> int | None:
        """The scene being played: its turn order is shown."""
        return self._bridge.state.campaign.current_scene_id

    @property
    def side_by_side(self) -> bool:
        """Whether the controls stand beside the order (a short, wide panel)."""
        return bool(self._side_by_side)

    def wanted_order_height(self) -> int:
        """The height the order would like (a subclass asks room for its usual fight)."""
        return 0 if self._order is None else self._order.minimumHeight()

    def _side_by_side_height(self, order_height: int) -> int:
        def stacked(widgets: Sequence[QWidget]) -> int:
            height = sum(w.minimumSizeHint().height() for w in widgets)
            return height + self._controls.spacing() * max(0, len(widgets) - 1)

        margins = self._layout.contentsMargins()
        height = margins.top() + margins.bottom() + 2 * self._layout.spacing()
        height += self._header.minimumSize().height()
        height += max(order_height, stacked(self._control_widgets))
        if self._wide:
            height += self._layout.spacing() + stacked(self._wide)
        return height + self.message.minimumSizeHint().height()

    def minimumSizeHint(self) -> QSize:
        """As short as the side-by-side arrangement allows, when there are controls."""
        hint = super().minimumSizeHint()
        if self._order is None or not self._control_widgets:
            return hint
        height = self._side_by_side_height(self._order.minimumHeight())
        return QSize(hint.width(), min(hint.height(), height))

    def sizeHint(self) -> QSize:
        """Tall enough for the order a subclass wants, side by side with the controls."""
        hint = super().sizeHint()
        if self._order is None or not self._control_widgets:
            return hint
        return QSize(hint.width(), self._side_by_side_height(self.wanted_order_height()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        size = event.size()
        self._arrange(
            side_by_side=size.height() < STACKED_MIN_HEIGHT
            and size.width() >= SIDE_BY_SIDE_MIN_WIDTH
        )
        super().resizeEvent(event)

    def _arrange(self, *, side_by_side: bool) -> None:
        if side_by_side == self._side_by_side or not self._control_widgets:
            return
        self._side_by_side = side_by_side
        for layout in (self._controls, self._below):
            while layout.count():
                layout.takeAt(0)
        for row in range(self._controls.rowCount()):
            self._controls.setRowStretch(row, 0)
        columns = 1 if side_by_side else 2
        for index, widget in enumerate(self._control_widgets):
            self._controls.addWidget(widget, *divmod(index, columns))
        row = (len(self._control_widgets) + columns - 1) // columns
        if side_by_side:  # the controls stand at the top of their column, the wide ones below
            self._controls.setRowStretch(row, 1)
            for widget in self._wide:
                self._below.addWidget(widget)
        else:
            for offset, widget in enumerate(self._wide):
                self._controls.addWidget(widget, row + offset, 0, 1, columns)
        self._body.setDirection(
            QBoxLayout.Direction.LeftToRight if side_by_side else QBoxLayout.Direction.TopToBottom
        )
        self._layout.activate()  # now, not on the next pass: the old arrangement would overlap

    # commands and what they did
    def run(self, command: Command) -> bool:
        """Execute a command; show what it did, or why it was refused."""
        before = self.order_view() if self.news is not None else None
        refusal = self._bridge.attempt(command)
        if refusal is not None:
            self.say(refusal, warning=True)
            return False
        said = None
        if self.news is not None:
            said = self.news.said(command, before, self.order_view())
        self.say(said if said is not None else str(getattr(command, "summary", "")))
        return True

    def order_view(self) -> Any:
        """The order as a subclass reads it from the campaign now, for its `news` to compare
        before and after a command (the campaign changes in place); nothing here."""
        return None

    def say(self, text: str, *, warning: bool = False) -> None:
        """Show a status line (a warning in red, with the same words)."""
        self.message.setText(text)
        self.message.setStyleSheet(ERROR_STYLE if warning else "")
