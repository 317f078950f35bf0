"""One workspace's docks around its central panel, built fresh for every campaign shown.

The main window holds one `DockHost` as its centre and replaces it with each campaign it shows
(the next one is built off to the side first, see `campaign_view`). A fresh host is the point:
Qt's dock layout keeps tab bars, placeholders of removed docks and half-applied restored states,
and reuses docks by object name (every system has a "scenesPanel"), so docks rebuilt in one
QMainWindow inherit sizes and tabs from the system shown before. A new host starts empty and
owns only its own docks.

Every panel sits in a `PanelBody`, which caps the minimum size the panel can force on the
window: a panel that needs more room than its dock has scrolls inside the dock instead of
pushing the window off the screen.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QByteArray
from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QEvent
from PySide6.QtCore import QObject
from PySide6.QtCore import QPoint
from PySide6.QtCore import QRect
from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QDockWidget
from PySide6.QtWidgets import QFrame
from PySide6.QtWidgets import QMainWindow
from PySide6.QtWidgets import QScrollArea
from PySide6.QtWidgets import QTabBar
from PySide6.QtWidgets import QWidget

from gmscreen.ui.workspace import BOTTOM
from gmscreen.ui.workspace import LEFT
from gmscreen.ui.workspace import RIGHT
from gmscreen.ui.workspace import Workspace

MIN_DOCK_WIDTH = 160  # narrower, a dock shows nothing usable; the layout never squeezes below
MAX_MIN_SIZE = QSize(300, 120)  # the most minimum size one panel may force on the window


class PanelBody(QScrollArea):
    """A panel in a dock (or the centre): it scrolls when squeezed below its own minimum."""

    def __init__(self, panel: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(panel.objectName() + "Body")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setWidget(panel)
        # The panel's sizes feed ours: when they change, the dock layout must ask again. Only
        # then: a new value in a label lays its panel out again, and asking the docks too made
        # the main window lay out and repaint all of itself on every click.
        self._hints = (QSize(), QSize())
        self.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.viewport() and event.type() == QEvent.Type.LayoutRequest:
            hints = (self.sizeHint(), self.minimumSizeHint())
            if hints != self._hints:
                self._hints = hints
                self.updateGeometry()
        return super().eventFilter(watched, event)

    def sizeHint(self) -> QSize:
        panel = self.widget()
        return panel.sizeHint() if panel is not None else super().sizeHint()

    def minimumSizeHint(self) -> QSize:
        panel = self.widget()
        if panel is None:
            return QSize(MIN_DOCK_WIDTH, 0)
        needed = panel.minimumSizeHint().expandedTo(panel.minimumSize())
        return QSize(
            max(MIN_DOCK_WIDTH, min(needed.width(), MAX_MIN_SIZE.width())),
            min(needed.height(), MAX_MIN_SIZE.height()),
        )


def fully_in_view(widget: QWidget) -> bool:
    """True when the whole widget is on screen in its window: shown, and not clipped by any
    scroll area's viewport, dock or splitter around it (a back tab's dock lies outside)."""
    if not widget.isVisible():
        return False
    top = widget.window()
    rect = QRect(widget.mapTo(top, QPoint(0, 0)), widget.size())
    parent = widget.parentWidget()
    while parent is not None and parent is not top:
        if not QRect(parent.mapTo(top, QPoint(0, 0)), parent.size()).contains(rect):
            return False
        parent = parent.parentWidget()
    return top.rect().contains(rect)


def essentials_in_view(panel: QWidget) -> bool:
    """True when a resolution panel's odds, difficulty and Roll are all in view together (a
    panel without `essentials()` has nothing to check)."""
    essentials = getattr(panel, "essentials", None)
    if essentials is None:
        return True
    return all(fully_in_view(w) for w in essentials() if w.isVisibleTo(panel))


# The line height the first-start column widths were set for (the 9 pt default font). A larger
# system font (150 % for a GM who needs it) widens the columns alike, up to what leaves the
# centre a usable width.
REFERENCE_LINE_HEIGHT = 14
MIN_CENTRE_WIDTH = 240


def font_scaled(widths: tuple[int, ...], widget: QWidget, width: int) -> list[int]:
    """`widths` grown with the widget's font, within `width` less the centre's."""
    scale = max(1.0, QFontMetrics(widget.font()).height() / REFERENCE_LINE_HEIGHT)
    room = max(sum(widths), width - MIN_CENTRE_WIDTH)
    scale = min(scale, room / sum(widths))
    return [round(width * scale) for width in widths]


def behind_tabs(tabbed: tuple[tuple[str, str], ...], raised: list[str]) -> frozenset[str]:
    """The docks that start behind another tab: in each group of tabbed docks, all but the one
    raised last (`raised`, in the order they were raised)."""
    groups: list[set[str]] = []
    for pair in tabbed:
        joined = [group for group in groups if group & set(pair)]
        merged = set(pair).union(*joined)
        groups = [group for group in groups if group not in joined] + [merged]
    behind: set[str] = set()
    for group in groups:
        front = next(name for name in [*reversed(raised), *sorted(group)] if name in group)
        behind |= group - {front}
    return frozenset(behind)


class DockHost(QMainWindow):
    """A workspace's docks, in their first-start places, and the panel in the centre."""

    def __init__(self, workspace: Workspace, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Widget)
        self.setObjectName("dockHost_" + workspace.id)
        self.workspace = workspace
        self.setDockOptions(
            QMainWindow.DockOption.AnimatedDocks
            | QMainWindow.DockOption.AllowTabbedDocks
            | QMainWindow.DockOption.AllowNestedDocks
        )
        self.docks: dict[str, QDockWidget] = {}
        for spec in workspace.panels:
            dock = QDockWidget(self.tr(spec.title), self)
            dock.setObjectName(spec.name)
            dock.setFeatures(
                QDockWidget.DockWidgetFeature.DockWidgetClosable
                | QDockWidget.DockWidgetFeature.DockWidgetMovable
                | QDockWidget.DockWidgetFeature.DockWidgetFloatable
            )
            self.addDockWidget(spec.area, dock)
            self.docks[spec.name] = dock
        for first, second in workspace.tabbed:
            self.tabifyDockWidget(self.docks[first], self.docks[second])
        raised = [first for first, _second in workspace.tabbed]
        if workspace.resolution:  # where the dice are rolled is the tab in front
            raised.append(workspace.resolution)
        for name in raised:
            self.docks[name].raise_()
        self.behind = behind_tabs(workspace.tabbed, raised)

    def drop_retired_tab_bars(self) -> None:
        """Delete now the tab bars Qt's dock layout retired (tabifying, restoring a state).

        Qt deletes them when the event loop next turns and leaves them shown till then: a
        dialog opened first (a message right after a switch) would stand over two of each.
        """
        for bar in self.findChildren(QTabBar, options=Qt.FindChildOption.FindDirectChildrenOnly):
            QCoreApplication.sendPostedEvents(bar, QEvent.Type.DeferredDelete)

    def set_panel(self, name: str, panel: QWidget) -> None:
        """Put a panel in its dock (the panel it replaces is deleted)."""
        old = self.docks[name].widget()
        self.docks[name].setWidget(PanelBody(panel))
        if old is not None:
            old.deleteLater()

    def set_central(self, panel: QWidget) -> None:
        """Put the workspace's central panel in the middle (Qt deletes the one it replaces)."""
        self.setCentralWidget(PanelBody(panel))

    def body(self, name: str) -> PanelBody | None:
        """The body holding a dock's panel, or the central panel's for "" (None if empty)."""
        widget = self.centralWidget() if not name else self.docks[name].widget()
        return widget if isinstance(widget, PanelBody) else None

    def resolution_in_view(self) -> bool | None:
        """Whether the resolution panel shows its odds, difficulty and Roll together; None when
        the GM has closed its dock or put another tab in front."""
        name = self.workspace.resolution
        if name and self.docks[name].visibleRegion().isEmpty():
            return None
        body = self.body(name)
        panel = body.widget() if body is not None else None
        return panel is None or essentials_in_view(panel)

    def default_widths(self, made_at: int) -> dict[str, int]:
        """The first-start width of each dock of the left and right columns, in a host
        `made_at` px wide (grown with the font)."""
        left, right = font_scaled(self.workspace.widths, self, made_at)
        sides = {LEFT: left, RIGHT: right}
        return {s.name: sides[s.area] for s in self.workspace.panels if s.area in sides}

    def size_defaults(self, size_columns: Callable[[], None]) -> QByteArray:
        """Give the docks their first-start sizes, the side columns' widths by `size_columns`
        (they depend on the host's width); returns that layout as a state."""
        columns = {
            area: [self.docks[s.name] for s in self.workspace.panels if s.area == area]
            for area in (LEFT, RIGHT, BOTTOM)
        }
        size_columns()
        if columns[BOTTOM]:
            bottom = columns[BOTTOM][0]
            height = max(self.workspace.bottom_height, self._whole_height(bottom))
            # Qt does not count all of the dock's frame in the size asked for, nor always the
            # same part: ask again, raised by what the last request fell short, a few times.
            asked = height
            for _attempt in range(4):
                self.resizeDocks([bottom], [asked], Qt.Orientation.Vertical)
                layout = self.layout()
                if layout is not None:
                    layout.activate()
                if bottom.height() >= height:
                    break
                asked += height - bottom.height()
        for area in (LEFT, RIGHT):
            self._size_top_dock(columns[area])
        return self.saveState()

    def _size_top_dock(self, column: list[QDockWidget]) -> None:
        """Give the top dock of a side column the height its panel asks for (the pools: every
        row and room for its message), when that is at most half the column; else Qt's split
        stays. The docks below keep at least half: the turn tracker's six rows need it."""
        if not column:
            return
        top = column[0]
        tabbed = {top, *self.tabifiedDockWidgets(top)}
        below = [d for d in column if d not in tabbed and not d.visibleRegion().isEmpty()]
        body = top.widget()
        panel = body.widget() if isinstance(body, PanelBody) else None
        if not below or body is None or panel is None:
            return
        wanted = top.height() - body.height() + panel.sizeHint().height()
        total = top.height() + below[0].height()
        if not top.height() < wanted <= total // 2:
            return
        asked = wanted  # Qt's frame counting again (see the bottom dock): correct, ask again
        for _attempt in range(3):
            self.resizeDocks([top, below[0]], [asked, total - asked], Qt.Orientation.Vertical)
            layout = self.layout()
            if layout is not None:
                layout.activate()
            if top.height() == wanted:
                break
            asked += wanted - top.height()

    def _whole_height(self, dock: QDockWidget) -> int:
        """The dock's height with its panel at its own minimum, not scrolled."""
        body = dock.widget()
        panel = body.widget() if isinstance(body, PanelBody) else None
        if body is None or panel is None:
            return 0
        chrome = dock.minimumSizeHint().height() - body.minimumSizeHint().height()
        return chrome + panel.minimumSizeHint().height()
