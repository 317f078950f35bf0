"""The main window's size and dock layout: where it starts, what is remembered, what is dropped.

The window starts inside the screen's available geometry (a taskbar keeps its room). Each
campaign's docks live in a `DockHost` of their own; the next campaign of the same rule system
takes over the docks' places as they were, another system gets its saved layout. That is applied
only when it was saved for the same workspace shape on a screen of the same size, and kept only
when, once applied, the window still fits the screen, every dock is wide enough to use and the
system's resolution panel (where the dice are rolled) shows whole. Anything else falls back to
the workspace's default.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray
from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QRect
from PySide6.QtCore import QSettings
from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow
from PySide6.QtWidgets import QMenu

from gmscreen.ui.shell.dock_host import MIN_DOCK_WIDTH
from gmscreen.ui.shell.dock_host import DockHost
from gmscreen.ui.shell.dock_widths import Arrangement
from gmscreen.ui.shell.dock_widths import DockWidths
from gmscreen.ui.shell.layout_store import LayoutStore

PREFERRED_SIZE = QSize(1366, 768)
MAX_MINIMUM_SIZE = QSize(1280, 680)  # the window must fit a 1366×768 laptop with a taskbar
FRAME_ROOM = QSize(16, 40)  # a window manager's borders and title bar, outside our geometry
MIN_DOCK_HEIGHT = 60
# The window width the first-start layout is made for: a 1366×768 laptop's, less the frame. A
# narrower window shrinks the side docks with it (`DockWidths`).
DESIGN_WIDTH = PREFERRED_SIZE.width() - FRAME_ROOM.width()


def fitted_geometry(available: QRect, preferred: QSize = PREFERRED_SIZE) -> QRect:
    """Where a window with no remembered geometry goes: its preferred size, shrunk to the
    screen's available area less the frame, centred in it."""
    size = preferred.boundedTo(available.size() - FRAME_ROOM)
    rect = QRect(0, 0, size.width(), size.height())
    rect.moveCenter(available.center())
    return rect


class WindowLayout:
    """Builds each workspace's dock host into the window and keeps its layout sound."""

    def __init__(self, window: QMainWindow, settings: QSettings | None, view_menu: QMenu):
        self._window = window
        self._settings = settings
        self._store = LayoutStore(settings) if settings is not None else None
        self._view_menu = view_menu
        self.host: DockHost | None = None
        self._default = QByteArray()
        self._made_default = Arrangement(DESIGN_WIDTH)  # the first-start side docks' widths
        self.widths: DockWidths | None = None  # the host's side docks, kept as the GM made them
        self._default_minimum = QSize()  # what the default layout needs (a tiny screen: more)
        self._default_squeezes = False  # the default leaves the resolution panel scrolling
        self._arranged = False
        self._carried: QByteArray | None = None  # the docks' places of the host replaced
        self._carried_made: Arrangement | None = None  # and how its side docks were made
        self.dropped = False  # the last arrange found a saved layout unfit and used the default

    # the window
    def available(self) -> QRect:
        """The available geometry (screen less taskbars) of the window's screen."""
        screen = self._window.screen() or QGuiApplication.primaryScreen()
        return screen.availableGeometry()

    def place_window(self) -> None:
        """Restore the remembered window geometry if it fits this screen; else fit the screen."""
        available = self.available()
        if self._settings is not None:
            geometry = self._settings.value("window/geometry")
            if (
                isinstance(geometry, QByteArray)
                and self._window.restoreGeometry(geometry)
                and available.contains(self._window.geometry())
            ):
                return
        self._window.setGeometry(fitted_geometry(available))

    # the docks
    def install(self, host: DockHost) -> None:
        """Put a host built off to the side in the window's centre (the old one goes). A host
        of the workspace shown before takes over its docks' places as they are."""
        self.save()
        old = self.host
        same = old is not None and self._arranged and old.workspace is host.workspace
        self._carried = old.saveState() if old is not None and same else None
        self._carried_made = self.widths.arrangement if same and self.widths is not None else None
        self.widths = None
        self.host = host
        self._window.setCentralWidget(host)  # deletes the previous host and its docks
        self._arranged = False
        self._view_menu.clear()
        for spec in host.workspace.panels:
            self._view_menu.addAction(host.docks[spec.name].toggleViewAction())
        self._view_menu.addSeparator()
        reset = self._view_menu.addAction(QCoreApplication.translate("MainWindow", "&Reset layout"))
        reset.triggered.connect(self.reset)

    def arrange(self) -> None:
        """Size the new host's docks and apply the saved layout if it fits; once per host, when
        the window is shown (sizes before that are not real)."""
        host = self.host
        if host is None or self._arranged or not self._window.isVisible():
            return
        self._arranged = True
        host.show()
        self._settle()
        self._made_default = Arrangement(DESIGN_WIDTH, host.default_widths(DESIGN_WIDTH))
        widths = self.widths = DockWidths(host, self._made_default)
        self._default = host.size_defaults(widths.fit)
        self._settle()
        self._default_minimum = self._window.minimumSizeHint()
        self._default_squeezes = host.resolution_in_view() is False
        self.dropped = False
        saved, self._carried = self._carried, None
        made, self._carried_made = self._carried_made, None
        if saved is None and self._store is not None:
            saved = self._store.load(host.workspace, self.available().size())
            made = Arrangement.from_text(self._store.made(host.workspace))
        if saved is not None and not self._applied(host, saved, made):
            self.dropped = True
            self.reset()
        host.drop_retired_tab_bars()

    def _applied(self, host: DockHost, saved: QByteArray, made: Arrangement | None) -> bool:
        """Whether a saved layout was restored and is sound on this screen. Its side docks
        are fitted to the window as `made` (None: as they were saved, at this width)."""
        if not host.restoreState(saved):
            return False
        self._settle()
        assert self.widths is not None
        self.widths.use(made or self.widths.as_now())
        return self.problem() is None

    def _settle(self) -> None:
        """Lay the window out now, so the geometry checks see real sizes."""
        layout = self._window.layout()
        if layout is not None:
            layout.activate()
        host_layout = self.host.layout() if self.host is not None else None
        if host_layout is not None:
            host_layout.activate()

    def problem(self) -> str | None:
        """Why the current layout is unusable on this screen, or None when it is sound."""
        host = self.host
        if host is None:
            return None
        bound = MAX_MINIMUM_SIZE.boundedTo(self.available().size())
        bound = bound.expandedTo(self._default_minimum)  # never stricter than the default
        minimum = self._window.minimumSizeHint()
        if minimum.width() > bound.width() or minimum.height() > bound.height():
            return f"the window would need at least {minimum.width()}×{minimum.height()}"
        screens = QGuiApplication.primaryScreen().virtualGeometry()
        for name, dock in host.docks.items():
            if not dock.isVisible() or dock.visibleRegion().isEmpty():  # closed, or a back tab
                continue
            if dock.isFloating():
                if not screens.intersects(dock.geometry()):
                    return f"{name} floats off the screen"
            elif dock.width() < MIN_DOCK_WIDTH or dock.height() < MIN_DOCK_HEIGHT:
                return f"{name} is squeezed to {dock.width()}×{dock.height()}"
        if host.resolution_in_view() is False and not self._default_squeezes:
            return "the odds, the difficulty and Roll are not in view together"
        return None

    def save(self) -> None:
        """Remember the window's geometry and the current host's layout on this machine."""
        if self._settings is None or self._store is None or not self._arranged:
            return
        assert self.host is not None
        self._settings.setValue("window/geometry", self._window.saveGeometry())
        assert self.widths is not None
        made = self.widths.arrangement.text()
        self._store.save(self.host.workspace, self.available().size(), self.host.saveState(), made)

    def reset(self) -> None:
        """Put every dock back where it starts, visible."""
        if self.host is None:
            return
        if not self._default.isEmpty():
            self.host.restoreState(self._default)  # every dock open, the first tabs in front
        self._settle()
        if self.widths is not None:
            self.widths.use(self._made_default)
        self.host.drop_retired_tab_bars()
