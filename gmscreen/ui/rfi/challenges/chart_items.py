"""What the flow chart draws: key task boxes in their status colours, unlock arrows, branches."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QLineF
from PySide6.QtCore import QPointF
from PySide6.QtCore import QRectF
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush
from PySide6.QtGui import QColor
from PySide6.QtGui import QFont
from PySide6.QtGui import QFontMetricsF
from PySide6.QtGui import QPainter
from PySide6.QtGui import QPainterPath
from PySide6.QtGui import QPen
from PySide6.QtGui import QPolygonF
from PySide6.QtGui import QTextOption
from PySide6.QtWidgets import QGraphicsItem
from PySide6.QtWidgets import QGraphicsPathItem

from gmscreen.rules.rfi.challenge_graph import KeyTask
from gmscreen.rules.rfi.challenges import KeyTaskStatus
from gmscreen.ui.drawn_item import DrawnItem
from gmscreen.ui.panels.roll_lines import fill
from gmscreen.ui.rfi.challenges.layout import NODE_HEIGHT
from gmscreen.ui.rfi.challenges.layout import NODE_WIDTH
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

# fill, border, text
STATUS_COLOURS: dict[KeyTaskStatus, tuple[str, str, str]] = {
    KeyTaskStatus.AVAILABLE: ("#fff1cc", "#d99a1e", "#3d2c00"),
    KeyTaskStatus.DONE: ("#d9f0dc", "#2e7d32", "#1b4d1f"),
    KeyTaskStatus.LOCKED: ("#e9edf2", "#8d99a8", "#4a5564"),
    KeyTaskStatus.FAILED: ("#fbe0e0", "#c62828", "#7a1010"),
    KeyTaskStatus.CLOSED: ("#f3f3f3", "#c0c0c0", "#9a9a9a"),
}
SELECTED = QColor("#2f6fd0")
VICTORY = QColor("#b8860b")
ARROW = QColor("#5f6b7a")
translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")
ARROW_DONE = QColor("#2e7d32")
CLOSES = QColor("#c62828")


STATUS_TITLES = {
    KeyTaskStatus.LOCKED: QT_TRANSLATE_NOOP("KeyTaskStatus", "locked"),
    KeyTaskStatus.AVAILABLE: QT_TRANSLATE_NOOP("KeyTaskStatus", "available"),
    KeyTaskStatus.DONE: QT_TRANSLATE_NOOP("KeyTaskStatus", "done"),
    KeyTaskStatus.FAILED: QT_TRANSLATE_NOOP("KeyTaskStatus", "failed"),
    KeyTaskStatus.CLOSED: QT_TRANSLATE_NOOP("KeyTaskStatus", "closed"),
}


def status_name(status: KeyTaskStatus) -> str:
    """A status in the GM's language ("available")."""
    return QCoreApplication.translate("KeyTaskStatus", STATUS_TITLES.get(status, status.value))


def status_text(status: KeyTaskStatus) -> str:
    """A status as the chart prints it, in words (its colours only repeat it)."""
    return status_name(status).upper()


def approach_text(task: KeyTask) -> str:
    """The suggested attribute and skill: "Cunning + Security" (or what there is of it)."""
    return " + ".join(part for part in (task.attributes[:1] + task.skills[:1]) if part)


class KeyTaskItem(DrawnItem, QGraphicsItem):
    """One key task: a rounded box in its status colour; name, difficulty and approach."""

    def __init__(self, task: KeyTask, status: KeyTaskStatus) -> None:
        super().__init__()
        self.task = task
        self.status = status
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAcceptHoverEvents(True)
        tip = [
            f"<b>{task.label}</b> — {status_name(status)}",
            fill(translate("KeyTaskItem", "Difficulty %1"), task.difficulty),
        ]
        if approach_text(task):
            tip.append(fill(translate("KeyTaskItem", "Suggested: %1"), approach_text(task)))
        if task.victory:
            tip.append(translate("KeyTaskItem", "Victory condition"))
        if task.description:
            tip.append(task.description)
        self.setToolTip("<br>".join(tip))

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, NODE_WIDTH + 6, NODE_HEIGHT + 6)

    def box(self) -> QRectF:
        """The box in scene coordinates, for arrows to end at."""
        return QRectF(
            self.pos(), QPointF(self.pos().x() + NODE_WIDTH, self.pos().y() + NODE_HEIGHT)
        )

    def draw(self, painter: QPainter, _detail: float) -> None:
        fill, border, text = (QColor(c) for c in STATUS_COLOURS[self.status])
        rect = QRectF(0, 0, NODE_WIDTH, NODE_HEIGHT)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(border, 2.5 if self.task.victory else 1.5)
        if self.status is KeyTaskStatus.CLOSED:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(QBrush(fill))
        painter.drawRoundedRect(rect, 8, 8)
        if self.isSelected():
            painter.setPen(QPen(SELECTED, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2.5, -2.5, 2.5, 2.5), 10, 10)
        small = _font(7, bold=True)
        painter.setFont(small)
        painter.setPen(QPen(text))
        top = rect.adjusted(6, 2, -6, 0)
        painter.drawText(
            top, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop, status_text(self.status)
        )
        if self.task.victory:
            painter.setPen(QPen(VICTORY))
            painter.drawText(
                top, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, "★ VICTORY"
            )
        name_font = _font(9, bold=True)
        name_font.setStrikeOut(self.status is KeyTaskStatus.CLOSED)
        painter.setFont(name_font)
        painter.setPen(QPen(text))
        name_box = QRectF(5, 13, NODE_WIDTH - 10, 28)
        centred = QTextOption(Qt.AlignmentFlag.AlignCenter)
        centred.setWrapMode(QTextOption.WrapMode.WordWrap)
        painter.drawText(
            name_box, _two_lines(self.task.label, name_font, name_box.width()), centred
        )
        detail_font = _font(7.5)
        painter.setFont(detail_font)
        detail = f"Diff {self.task.difficulty}"
        if approach_text(self.task):
            detail += f" · {approach_text(self.task)}"
        metrics = QFontMetricsF(detail_font)
        detail = metrics.elidedText(detail, Qt.TextElideMode.ElideRight, NODE_WIDTH - 12)
        painter.drawText(
            QRectF(5, NODE_HEIGHT - 15, NODE_WIDTH - 10, 13), Qt.AlignmentFlag.AlignCenter, detail
        )


def _font(points: float, *, bold: bool = False) -> QFont:
    font = QFont()
    font.setPointSizeF(points)
    font.setBold(bold)
    return font


def _two_lines(text: str, font: QFont, width: float) -> str:
    """The name as it fits in two lines of the box: the second one elided if need be."""
    metrics = QFontMetricsF(font)
    if metrics.horizontalAdvance(text) <= width:
        return text
    words, first = text.split(), ""
    while words and metrics.horizontalAdvance((first + " " + words[0]).strip()) <= width:
        first = (first + " " + words.pop(0)).strip()
    rest = metrics.elidedText(" ".join(words), Qt.TextElideMode.ElideRight, width)
    return (
        f"{first}\n{rest}"
        if first
        else metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)
    )


def _edge_point(rect: QRectF, towards: QPointF) -> QPointF:
    """Where the line from the box's centre towards a point leaves the box."""
    centre = rect.center()
    line = QLineF(centre, towards)
    sides = (
        QLineF(rect.topLeft(), rect.topRight()),
        QLineF(rect.topRight(), rect.bottomRight()),
        QLineF(rect.bottomRight(), rect.bottomLeft()),
        QLineF(rect.bottomLeft(), rect.topLeft()),
    )
    for side in sides:
        kind, point = line.intersects(side)
        if kind == QLineF.IntersectionType.BoundedIntersection:
            return point
    return centre


def unlock_arrow(source: QRectF, target: QRectF, *, done: bool, closed: bool) -> QGraphicsPathItem:
    """An arrow from a key task to one it unlocks: down from box to box, with a head."""
    start = QPointF(source.center().x(), source.bottom())
    end = QPointF(target.center().x(), target.top())
    if target.top() <= source.bottom():  # side by side: leave and arrive through the sides
        start = _edge_point(source, target.center())
        end = _edge_point(target, source.center())
    path = QPainterPath(start)
    bend = max(12.0, (end.y() - start.y()) / 2)
    path.cubicTo(QPointF(start.x(), start.y() + bend), QPointF(end.x(), end.y() - bend), end)
    colour = ARROW_DONE if done else ARROW
    if closed:
        colour = QColor(STATUS_COLOURS[KeyTaskStatus.CLOSED][1])
    head = QPolygonF([end, QPointF(end.x() - 5, end.y() - 9), QPointF(end.x() + 5, end.y() - 9)])
    path.addPolygon(head)
    path.closeSubpath()
    item = QGraphicsPathItem(path)
    item.setPen(QPen(colour, 1.6))
    item.setBrush(QBrush(colour))
    item.setZValue(-1)
    return item


def closes_line(first: QRectF, second: QRectF, *, mutual: bool) -> QGraphicsPathItem:
    """A dashed red line between a branch and what it closes, crossed in the middle."""
    start = _edge_point(first, second.center())
    end = _edge_point(second, first.center())
    path = QPainterPath(start)
    path.lineTo(end)
    middle = (start + end) / 2
    for dx, dy in ((-4, -4), (-4, 4)):
        path.moveTo(middle + QPointF(dx, dy))
        path.lineTo(middle - QPointF(dx, dy))
    item = QGraphicsPathItem(path)
    pen = QPen(CLOSES, 1.6, Qt.PenStyle.DashLine)
    item.setPen(pen)
    item.setZValue(-1)
    item.setToolTip("either one or the other: taking one closes the other" if mutual else "closes")
    return item
