"""The side docks' widths as the GM made them, shared out again when the window is narrower.

Qt's dock layout gives all of a narrower window's loss to the centre, until the centre is at its
minimum: in a 1024 px window the map, the board or the check is squeezed to a strip while the
docks keep the widths made for a 1366 px laptop; grown again, all the gain goes to the centre.

`DockWidths` remembers an `Arrangement`: each side dock's width at the host width it was made at
(the first-start layout: a 1366×768 laptop's window; a GM's own: wherever they dragged a
separator or moved, opened or closed a dock). In a host narrower than that, each side dock gets
its made width shrunk in proportion, never below its minimum, and the centre the rest; at that
width or wider, the docks are as made. A change to the docks that no resize of the window
caused is the GM's new arrangement, made at the width the window has then.
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QEvent
from PySide6.QtCore import QObject
from PySide6.QtCore import Qt
from PySide6.QtCore import QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QDockWidget
from PySide6.QtWidgets import QScrollArea

from gmscreen.ui.shell.dock_host import DockHost
from gmscreen.ui.shell.dock_host import PanelBody
from gmscreen.ui.workspace import LEFT
from gmscreen.ui.workspace import RIGHT

# The centre's width (the map, the Hot Circle board, the Renaissance check with both sides of a
# contest stacked) that a dock's panel scrolling sideways does not take away.
USABLE_CENTRE = 360
ROLL_STEP = 16  # px at a time the dock where the dice are rolled widens to show Roll
SLACK = 1  # px a dock may differ from what was asked for without counting as the GM's change


@dataclass(frozen=True)
class Arrangement:
    """Side docks' widths (by dock name) as made in a host `made_at` px wide."""

    made_at: int
    widths: dict[str, int] = field(default_factory=dict)

    def text(self) -> str:
        """The arrangement as one settings value ("1350 poolsPanel=340 taskPanel=460")."""
        return " ".join([str(self.made_at), *(f"{n}={w}" for n, w in self.widths.items())])

    @classmethod
    def from_text(cls, text: object) -> Arrangement | None:
        """An arrangement `text()` wrote, or None for anything else (an older version's)."""
        if not isinstance(text, str):
            return None
        try:
            made_at, *pairs = text.split()
            widths = {name: int(width) for name, _, width in (p.partition("=") for p in pairs)}
            arrangement = cls(int(made_at), widths)
        except ValueError:
            return None
        if arrangement.made_at <= 0 or any(w <= 0 for w in widths.values()):
            return None
        return arrangement


def side_docks(host: DockHost) -> list[QDockWidget]:
    """The docks beside the centre that take its width: docked left or right, in view (not
    closed, floating or behind another tab)."""
    return [
        dock
        for dock in host.docks.values()
        if host.dockWidgetArea(dock) in (LEFT, RIGHT)
        and not dock.isFloating()
        and dock.isVisible()
        and not dock.visibleRegion().isEmpty()
    ]


def whole_width(dock: QDockWidget) -> int:
    """The dock's width at which its panel shows whole across, not scrolling sideways."""
    body = dock.widget()
    panel = body.widget() if isinstance(body, PanelBody) else None
    if not isinstance(body, PanelBody) or panel is None:
        return 0
    needed = panel.minimumSizeHint().expandedTo(panel.minimumSize()).width()
    return dock.width() - body.viewport().width() + needed


def sideways(dock: QDockWidget) -> int:
    """How far the dock's panel, or a scrolling form in it, scrolls sideways (px)."""
    body = dock.widget()
    if not isinstance(body, PanelBody):
        return 0
    areas = [body, *(area for area in body.findChildren(QScrollArea) if area.isVisible())]
    return max(area.horizontalScrollBar().maximum() for area in areas)


def column_minimum(dock: QDockWidget, docks: list[QDockWidget]) -> int:
    """The least width of the dock's column: of the side docks `docks` above and below it
    and the docks behind their tabs, the widest minimum."""
    host = dock.parentWidget()
    assert isinstance(host, DockHost)
    column = [d for d in docks if d.x() == dock.x()]
    column += [tab for d in column for tab in host.tabifiedDockWidgets(d)]
    return max(d.minimumSizeHint().expandedTo(d.minimumSize()).width() for d in column)


def shrunk(made: int, factor: float, minimum: int) -> int:
    """A made width in a host `factor` times as wide as it was made for (at most 1)."""
    return max(minimum, round(made * min(1.0, factor)))


class DockWidths(QObject):
    """Keeps a host's side docks at its arrangement, shrunk in proportion in a narrower host."""

    def __init__(self, host: DockHost, arrangement: Arrangement) -> None:
        super().__init__(host)
        self._host = host
        self.arrangement = arrangement
        self._expected: dict[str, int] = {}  # each side dock's width after the last fit
        # Each side dock's width at the last fit in a host as wide as the arrangement was made
        # for: where a panel's need (a tab bar, a word) kept one wider than made, it comes back
        # as the GM last saw it there.
        self._full: dict[str, int] = {}
        self._width = 0  # the host width of the last fit: a different one is a resize under way
        self._fitting = False
        self._painted = False
        host.installEventFilter(self)
        for dock in host.docks.values():
            dock.installEventFilter(self)

    def use(self, arrangement: Arrangement) -> None:
        """Take `arrangement` as the GM's (a restored or default layout) and fit it."""
        self.arrangement = arrangement
        self._full = {}
        self.fit()

    def made(self, dock: QDockWidget, widths: dict[str, int]) -> int | None:
        """The dock's width in `widths`, or the width of a dock it shares a tab with there."""
        for each in (dock, *self._host.tabifiedDockWidgets(dock)):
            if each.objectName() in widths:
                return widths[each.objectName()]
        return None

    def targets(self) -> dict[QDockWidget, int]:
        """The width each side dock gets in the host as wide as it is now."""
        factor = self._host.width() / self.arrangement.made_at
        targets = {}
        for dock in side_docks(self._host):
            made = self.made(dock, self.arrangement.widths)
            if made is not None and factor >= 1:
                targets[dock] = max(made, self.made(dock, self._full) or 0)
            elif made is not None:
                minimum = dock.minimumSizeHint().expandedTo(dock.minimumSize()).width()
                targets[dock] = shrunk(made, factor, minimum)
        return targets

    def fit(self) -> None:
        """Give the side docks their widths for the host's current width: each its share,
        then more to a dock whose panel would scroll sideways or that rolls the dice, from
        what the centre has above a usable width (and, where the centre rolls them, what it
        shows beside Roll at its share stays there)."""
        host = self._host
        self._fitting = True
        try:
            targets = self.targets()
            self._resize(targets)
            if host.workspace.resolution:  # in a dock
                self._resize(self._widened(targets))
                self._widen_to_roll()
            else:  # in the centre: what shows beside Roll at its share stays there
                rolling = self._rolls_in_view()
                shared = {dock: dock.width() for dock in targets}
                self._resize(self._widened(targets))
                if rolling and self._rolls_in_view() is False:
                    self._resize(shared)
        finally:
            self._fitting = False
        self._expected = {dock.objectName(): dock.width() for dock in side_docks(host)}
        if host.width() >= self.arrangement.made_at:
            self._full.update(self._expected)
        self._width = host.width()

    def _resize(self, widths: dict[QDockWidget, int]) -> None:
        if not widths:
            return
        self._host.resizeDocks(list(widths), list(widths.values()), Qt.Orientation.Horizontal)
        layout = self._host.layout()
        if layout is not None:
            layout.activate()  # now, while a dock's resize is known to be ours

    def _rolls_in_view(self) -> bool | None:
        """`DockHost.resolution_in_view` once the panels re-laid out for the docks' new
        widths (a form that goes below or beside another does so in its next layout)."""
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        return self._host.resolution_in_view()

    def _widened(self, targets: dict[QDockWidget, int]) -> dict[QDockWidget, int]:
        """The docks given their share whose panels lack width, with what the centre can
        spare above `USABLE_CENTRE` shared out by what each column lacks (never past the width the
        dock was made with)."""
        central = self._host.centralWidget()
        spare = central.width() - USABLE_CENTRE if central is not None else 0
        lacking: dict[int, int] = {}  # by column (its x): the most any of its docks lacks
        for dock in targets:
            lack = max(whole_width(dock) - dock.width(), sideways(dock))
            if lack > 0:
                lacking[dock.x()] = max(lacking.get(dock.x(), 0), lack)
        total = sum(lacking.values())
        if spare <= 0 or not total:
            return {}
        share = min(1.0, spare / total)
        return {
            dock: min(dock.width() + int(lacking[dock.x()] * share), made)
            for dock in targets
            if dock.x() in lacking and (made := self.made(dock, self.arrangement.widths))
        }

    def _widen_to_roll(self) -> None:
        """Widen the dock where the dice are rolled, a step at a time, till its odds and Roll
        show together (its panel grows taller as it narrows), from what the centre can spare
        above `USABLE_CENTRE`, never past the width it was made with."""
        host = self._host
        central = host.centralWidget()
        name = host.workspace.resolution
        if not name or central is None or self._rolls_in_view() is not False:
            return
        dock = host.docks[name]
        made = self.made(dock, self.arrangement.widths) or 0
        shared = {each: each.width() for each in side_docks(host)}
        while self._rolls_in_view() is False:
            before = dock.width()
            step = min(ROLL_STEP, made - before, central.width() - USABLE_CENTRE)
            self._resize({dock: before + step} if step > 0 else {})
            if dock.width() == before:  # no more to give, or held by the docks beside it
                self._resize(shared)  # too little height, say: the centre keeps its width
                return

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        across = isinstance(event, QResizeEvent) and event.size().width() != event.oldSize().width()
        if watched is self._host:
            if across and self._host.isVisible():
                self.fit()
            elif event.type() == QEvent.Type.Paint and not self._painted:
                # Until its first paint a panel may ask for more than it will (a title, a word
                # not wrapped yet) or scroll more than it will: fit again once all is shown.
                self._painted = True
                QTimer.singleShot(0, self, self.fit)
        elif across or event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
            self._docks_changed()
        return False

    def _docks_changed(self) -> None:
        """A dock was resized, shown or hidden: unless a resize of the window or a fit did it,
        or a panel built or grown since needs the width, the docks as they are now are the
        GM's arrangement, made at this width."""
        host = self._host
        if self._fitting or self._width != host.width() or not host.isVisible():
            return
        docks = side_docks(host)
        widened = {}  # docks Qt widened to what a panel in their column needs now
        for dock in docks:
            expected = self.made(dock, self._expected)
            if expected is not None and expected < dock.width() <= column_minimum(dock, docks):
                widened[dock.objectName()] = dock.width()
            elif expected is None or abs(dock.width() - expected) > SLACK:
                break
        else:  # as fitted: a tab raised, a dock back where it was, a panel's need met
            self._expected.update(widened)
            return
        self.arrangement = self.as_now()
        self._expected = dict(self.arrangement.widths)
        self._full = {}

    def as_now(self) -> Arrangement:
        """The side docks as they are, made at the host's current width."""
        widths = {dock.objectName(): dock.width() for dock in side_docks(self._host)}
        return Arrangement(self._host.width(), widths)
