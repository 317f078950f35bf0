"""A challenge's flow chart: key tasks coloured by status, unlock arrows, closed-off branches."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QPointF
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtGui import QBrush
from PySide6.QtGui import QColor
from PySide6.QtGui import QPainter
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame
from PySide6.QtWidgets import QGraphicsScene
from PySide6.QtWidgets import QGraphicsView
from PySide6.QtWidgets import QWidget

from gmscreen.rules.rfi.challenge_graph import Challenge
from gmscreen.rules.rfi.challenge_graph import Structure
from gmscreen.rules.rfi.challenges import KeyTaskStatus
from gmscreen.ui.rfi.challenges.chart_items import KeyTaskItem
from gmscreen.ui.rfi.challenges.chart_items import closes_line
from gmscreen.ui.rfi.challenges.chart_items import unlock_arrow
from gmscreen.ui.rfi.challenges.layout import flow_layout

MARGIN = 12.0
MIN_SCALE = 0.8  # below this, the chart scrolls instead of shrinking


class FlowChartView(QGraphicsView):
    """The flow chart of one side's challenge; click a key task to select it."""

    task_selected = Signal(str)  # "" when the selection is cleared

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.items_by_id: dict[str, KeyTaskItem] = {}
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setBackgroundBrush(QBrush(QColor("#fbfcfd")))
        self.setMinimumHeight(120)
        # Queued: a listener may redraw the chart, which must not happen inside the click.
        self.scene().selectionChanged.connect(
            self._selection_changed, Qt.ConnectionType.QueuedConnection
        )
        self._quiet = False
        self._announced: str | None = None

    def show_challenge(
        self, challenge: Challenge, statuses: Mapping[str, KeyTaskStatus], selected: str | None
    ) -> None:
        """Draw the challenge anew with these statuses, keeping `selected` selected."""
        self._quiet = True
        scene = self.scene()
        scene.clear()
        self.items_by_id.clear()
        for task_id, (x, y) in flow_layout(challenge).items():
            item = KeyTaskItem(challenge.task(task_id), statuses[task_id])
            item.setPos(x, y)
            scene.addItem(item)
            self.items_by_id[task_id] = item
        self._draw_links(challenge, statuses)
        if selected in self.items_by_id:
            self.items_by_id[selected].setSelected(True)
        self._announced = self.selected_id() or ""
        bounds = scene.itemsBoundingRect().adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
        scene.setSceneRect(bounds)
        self._quiet = False
        self.fit()

    def clear(self) -> None:
        """No challenge: an empty chart."""
        self._quiet = True
        self.scene().clear()
        self.items_by_id.clear()
        self._quiet = False

    def _draw_links(self, challenge: Challenge, statuses: Mapping[str, KeyTaskStatus]) -> None:
        scene, boxes = self.scene(), {k: item.box() for k, item in self.items_by_id.items()}
        for task_id in challenge.ids:
            for after in (
                challenge.prerequisites(task_id)
                if challenge.structure is not Structure.BASIC
                else ()
            ):
                scene.addItem(
                    unlock_arrow(
                        boxes[after],
                        boxes[task_id],
                        done=statuses[after] is KeyTaskStatus.DONE,
                        closed=statuses[task_id] is KeyTaskStatus.CLOSED,
                    )
                )
        drawn: set[frozenset[str]] = set()
        for task in challenge.key_tasks:
            for other in task.closes:
                pair = frozenset((task.id, other))
                if pair in drawn:
                    continue
                drawn.add(pair)
                mutual = task.id in challenge.task(other).closes
                scene.addItem(closes_line(boxes[task.id], boxes[other], mutual=mutual))

    def fit(self) -> None:
        """Show the whole chart: shrunk to fit if it is too big, never blown up past 1:1."""
        rect = self.sceneRect()
        if rect.isEmpty():
            return
        self.resetTransform()
        view = self.viewport().rect()
        across, down = view.width() / rect.width(), view.height() / rect.height()
        scale = min(1.0, across, down)
        if scale < MIN_SCALE:
            # Shrunk further the names would be unreadable: fit the width, scroll down instead.
            scale = min(1.0, across, MIN_SCALE)
        self.scale(scale, scale)
        self.centerOn(QPointF(rect.center().x(), rect.top()))

    def select(self, task_id: str | None) -> None:
        """Select a key task (None clears the selection)."""
        self.scene().clearSelection()
        if task_id in self.items_by_id:
            self.items_by_id[task_id].setSelected(True)
        self._announced = self.selected_id() or ""

    def selected_id(self) -> str | None:
        """The selected key task, if any."""
        for task_id, item in self.items_by_id.items():
            if item.isSelected():
                return task_id
        return None

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def _selection_changed(self) -> None:
        selected = self.selected_id() or ""
        if not self._quiet and selected != self._announced:
            self._announced = selected
            self.task_selected.emit(selected)
