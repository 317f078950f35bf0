"""The strip over the map that offers a move's cost for payment, or says why it was refused.

It floats over the top of the map, so showing it never changes the map's size or zoom.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtCore import QObject
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QBoxLayout
from PySide6.QtWidgets import QFrame
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from gmscreen.model.map_movement import Quote
from gmscreen.model.rfi.map_moves import Payment
from gmscreen.rules.rfi.pools import Pools

STYLES = {
    "info": "background: #1f2a38; color: #e8edf4; border: 1px solid #3a4a60;",
    "pay": "background: #2e2712; color: #f6e7c1; border: 1px solid #f0b54a;",
    "refused": "background: #3d1d1d; color: #ffd9d4; border: 1px solid #ef6a5a;",
}
MARGIN = 10


class MoveBanner(QFrame):
    """Payment choices for a move that costs momentum; refusals and results in between.

    Signals:
        paid(Payment): the GM chose how to pay the waiting move.
        cancelled(): the GM called the waiting move off.
        sprint_chosen(): the GM asked to retry a refused minor move as a Sprint.
    """

    paid = Signal(object)
    cancelled = Signal()
    sprint_chosen = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("moveBanner")
        parent.installEventFilter(self)
        self.text = QLabel("")
        self.text.setWordWrap(True)
        self.text.setObjectName("moveBannerText")
        self.text.setStyleSheet("background: transparent; border: none;")
        self.buttons: dict[str, QPushButton] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 8, 8)
        top = QHBoxLayout()
        top.addWidget(self.text, 1)
        layout.addLayout(top)
        # The choices stand in a row, or one under another where the map is too narrow for
        # their labels: a button is never narrower than its text.
        row = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        row.addStretch(1)
        layout.addLayout(row)
        self._row = row
        for key, slot in (
            ("pool", lambda: self.paid.emit(Payment.POOL)),
            ("threat", lambda: self.paid.emit(Payment.THREAT)),
            ("task", lambda: self.paid.emit(Payment.TASK)),
            ("sprint", self.sprint_chosen.emit),
            ("cancel", self.cancelled.emit),
            ("close", self.hide),
        ):
            button = QPushButton()
            button.setObjectName(f"moveBanner-{key}")
            button.clicked.connect(slot)
            (top if key == "close" else row).addWidget(button, 0, Qt.AlignmentFlag.AlignTop)
            self.buttons[key] = button
        self.buttons["close"].setText("✕")
        self.buttons["close"].setFlat(True)
        self.buttons["close"].setToolTip(self.tr("Dismiss"))
        self.buttons["cancel"].setText(self.tr("Cancel move"))
        self.buttons["sprint"].setText(self.tr("Sprint instead"))
        self.buttons["task"].setText(self.tr("Paid by the task"))
        self.buttons["task"].setToolTip(
            self.tr("Paid with momentum from the task just rolled (e.g. the Sprint task)")
        )
        self.hide()

    def _show(self, kind: str, text: str, shown: set[str]) -> None:
        sheet = f"QFrame#moveBanner {{ {STYLES[kind]} border-radius: 8px; }}"
        if sheet != self.styleSheet():  # setting a style sheet restyles every child: once a kind
            self.setStyleSheet(sheet)
        self.text.setText(text)
        for key, button in self.buttons.items():
            button.setVisible(key in shown)
        self.buttons["close"].setVisible(kind != "pay")  # a waiting move ends with a choice
        self.show()
        self.raise_()
        self.reposition()

    def reposition(self) -> None:
        """Lie across the top of the map, as tall as the text needs."""
        parent = self.parentWidget()
        if parent is None:
            return
        width = max(200, parent.width() - 2 * MARGIN)
        shown = [b for key, b in self.buttons.items() if key != "close" and not b.isHidden()]
        margins = self._row.contentsMargins().left() + 12 + 8  # the banner's own margins
        needed = sum(b.sizeHint().width() for b in shown) + max(6, self._row.spacing()) * len(shown)
        self._row.setDirection(
            QBoxLayout.Direction.LeftToRight
            if needed + margins <= width
            else QBoxLayout.Direction.TopToBottom
        )
        layout = self.layout()
        height = layout.heightForWidth(width) if layout is not None else -1
        self.setGeometry(MARGIN, MARGIN, width, max(height, self.sizeHint().height()))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.isVisible():
            self.reposition()
        return False

    def offer(self, quote: Quote, pools: Pools, summary: str) -> None:
        """Offer the ways this move's cost can be paid, with what each pool holds; `summary`
        is the move and its cost in the GM's language."""
        cost = quote.cost
        text = self.tr("%s. How is it paid?") % summary
        if quote.payer == "players":
            pool = self.buttons["pool"]
            pool.setText(self.tr("Spend %d Momentum (pool %d)") % (cost, pools.momentum))
            pool.setEnabled(pools.momentum >= cost)
            pool.setToolTip(
                "" if pool.isEnabled() else self.tr("The group pool does not hold enough")
            )
            self.buttons["threat"].setText(self.tr("Add %d Threat") % cost)
            self.buttons["threat"].setEnabled(True)
            self._show("pay", text, {"pool", "threat", "task", "cancel"})
        else:
            threat = self.buttons["threat"]
            threat.setText(self.tr("Spend %d Threat (pool %d)") % (cost, pools.threat))
            threat.setEnabled(pools.threat >= cost)
            self._show("pay", text, {"threat", "task", "cancel"})

    def refuse(self, reason: str, sprint_would_do: bool) -> None:
        """Say why a move or edit was refused; offer a Sprint when one would do."""
        self._show("refused", reason, {"sprint"} if sprint_would_do else set())

    def inform(self, text: str) -> None:
        """Say what a gesture did."""
        self._show("info", text, set())
