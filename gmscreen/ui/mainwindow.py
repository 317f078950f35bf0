"""The main window: a thin assembler of the docked panels, the central map and the menus."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QByteArray, QSettings, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMessageBox, QStatusBar, QWidget

from gmscreen import APP_DISPLAY_NAME, __version__
from gmscreen.model.changes import ChangeSet
from gmscreen.model.commands import EditRecord
from gmscreen.model.session import Session
from gmscreen.ui.campaigns import Campaigns
from gmscreen.ui.dialogs.campaign_settings import CampaignSettingsDialog
from gmscreen.ui.filemenu import FileMenu
from gmscreen.ui.map.widget import MapWidget
from gmscreen.ui.panels.player_preview import PlayerPreviewPanel
from gmscreen.ui.panels.pools import PoolsPanel
from gmscreen.ui.panels.reference import ReferencePanel
from gmscreen.ui.panels.rolllog import RollLogPanel
from gmscreen.ui.panels.scenes import ScenesPanel
from gmscreen.ui.panels.sheets import SheetsPanel
from gmscreen.ui.panels.task import TaskPanel
from gmscreen.ui.panels.tracker import TrackerPanel
from gmscreen.ui.panels.traits import TraitsPanel
from gmscreen.ui.playerview import PlayerView
from gmscreen.ui.undo import SessionBridge

PanelFactory = Callable[[SessionBridge, QSettings | None], QWidget]


@dataclass(frozen=True)
class PanelSpec:
    """A dock: stable object name (the saved layout is keyed by it), title, area, contents."""

    name: str
    title: str
    area: Qt.DockWidgetArea
    factory: PanelFactory


def _panel(cls: Callable[[SessionBridge], QWidget]) -> PanelFactory:
    """A factory for a panel that needs only the bridge."""
    return lambda bridge, _settings: cls(bridge)


LEFT = Qt.DockWidgetArea.LeftDockWidgetArea
RIGHT = Qt.DockWidgetArea.RightDockWidgetArea
BOTTOM = Qt.DockWidgetArea.BottomDockWidgetArea

PANELS: tuple[PanelSpec, ...] = (
    PanelSpec("poolsPanel", "Pools", LEFT, _panel(PoolsPanel)),
    PanelSpec("scenesPanel", "Scenes", LEFT, _panel(ScenesPanel)),
    PanelSpec("traitsPanel", "Traits", LEFT, _panel(TraitsPanel)),
    PanelSpec("trackerPanel", "Turn Tracker", LEFT, _panel(TrackerPanel)),
    PanelSpec("sheetsPanel", "Characters", RIGHT, _panel(SheetsPanel)),
    PanelSpec("taskPanel", "Task", RIGHT, _panel(TaskPanel)),
    PanelSpec("rollLogPanel", "Roll Log", BOTTOM, _panel(RollLogPanel)),
    PanelSpec("referencePanel", "Reference", BOTTOM, _panel(ReferencePanel)),
    PanelSpec(
        "playerViewPanel",
        "Player View",
        RIGHT,
        lambda bridge, settings: PlayerPreviewPanel(bridge, settings=settings),
    ),
)
# Panels that share one place as tabs in the first-start layout (the first one is in front).
TABBED: tuple[tuple[str, str], ...] = (
    ("traitsPanel", "trackerPanel"),
    ("traitsPanel", "scenesPanel"),
    ("taskPanel", "sheetsPanel"),
    ("taskPanel", "playerViewPanel"),
    ("rollLogPanel", "referencePanel"),
)
DOCKS = tuple((spec.name, spec.title, spec.area) for spec in PANELS)
LAYOUT_VERSION = 2  # bump when docks are added or renamed, so old saved layouts are ignored


class MainWindow(QMainWindow):
    """The GM's window: the map in the middle, the panels docked around it."""

    def __init__(
        self,
        session: Session,
        *,
        campaigns: Campaigns | None = None,
        settings: QSettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.resize(1366, 768)
        self.setDockOptions(
            QMainWindow.DockOption.AnimatedDocks
            | QMainWindow.DockOption.AllowTabbedDocks
            | QMainWindow.DockOption.AllowNestedDocks
        )
        self._settings = settings
        self.setStatusBar(QStatusBar(self))
        self.docks: dict[str, QDockWidget] = {}
        for spec in PANELS:
            dock = QDockWidget(self.tr(spec.title), self)
            dock.setObjectName(spec.name)
            dock.setFeatures(
                QDockWidget.DockWidgetFeature.DockWidgetClosable
                | QDockWidget.DockWidgetFeature.DockWidgetMovable
                | QDockWidget.DockWidgetFeature.DockWidgetFloatable
            )
            self.addDockWidget(spec.area, dock)
            self.docks[spec.name] = dock
        self._arrange_default_docks()
        self._default_layout = self.saveState(LAYOUT_VERSION)
        self.bridge: SessionBridge | None = None
        self.panels: dict[str, QWidget] = {}
        self.file_menu = (
            FileMenu(self, campaigns, settings, self.load_session)
            if campaigns is not None
            else None
        )
        self.edit_menu = self.menuBar().addMenu(self.tr("&Edit"))
        self.view_menu = self.menuBar().addMenu(self.tr("&View"))
        self.load_session(session)
        self._build_menus()
        self.restore_layout()

    def _build_menus(self) -> None:
        if self.file_menu is not None:
            self.menuBar().insertMenu(self.edit_menu.menuAction(), self.file_menu.menu)
        for spec in PANELS:
            self.view_menu.addAction(self.docks[spec.name].toggleViewAction())
        self.view_menu.addSeparator()
        reset = self.view_menu.addAction(self.tr("&Reset layout"))
        reset.triggered.connect(self.reset_layout)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        about = help_menu.addAction(self.tr("&About gmscreen"))
        about.triggered.connect(
            lambda: QMessageBox.about(
                self,
                self.tr("About gmscreen"),
                self.tr("gmscreen %s — a GM screen for tabletop role-playing games.") % __version__,
            )
        )

    def _arrange_default_docks(self) -> None:
        """The first-start layout: related panels share a place as tabs, the map gets the rest."""
        docks = self.docks
        for first, second in TABBED:
            self.tabifyDockWidget(docks[first], docks[second])
        for first, _second in TABBED:
            docks[first].raise_()
        self.resizeDocks(
            [docks["poolsPanel"], docks["taskPanel"]], [340, 460], Qt.Orientation.Horizontal
        )
        self.resizeDocks([docks["rollLogPanel"]], [170], Qt.Orientation.Vertical)

    # campaign
    def load_session(self, session: Session) -> None:
        """Show a campaign: a new bridge and fresh panels; the docks keep their places."""
        if self.bridge is not None:
            self.bridge.detach()
            self.bridge.deleteLater()
        bridge = SessionBridge(session, self)
        self.bridge = bridge
        bridge.changed.connect(self._on_changed)
        bridge.refused.connect(lambda reason: self.statusBar().showMessage(reason, 8000))
        self.edit_menu.clear()
        self.edit_menu.addAction(bridge.undo_action)
        self.edit_menu.addAction(bridge.redo_action)
        self.edit_menu.addSeparator()
        settings_action = self.edit_menu.addAction(self.tr("Campaign &settings…"))
        settings_action.triggered.connect(self.edit_campaign_settings)
        self.map_widget = MapWidget(bridge)
        self.setCentralWidget(self.map_widget)
        for spec in PANELS:
            old = self.panels.pop(spec.name, None)
            panel = spec.factory(bridge, self._settings)
            panel.setObjectName(spec.name + "Widget")
            self.docks[spec.name].setWidget(panel)
            self.panels[spec.name] = panel
            if old is not None:
                old.deleteLater()
        # The players' screen shows the same map, without anything GM-only.
        replaced = self.player_view.set_map_widget(MapWidget(bridge, player_safe=True))
        if replaced is not None:
            replaced.deleteLater()
        self._update_title()

    def edit_campaign_settings(self) -> None:
        """Change the campaign's rule defaults, as one undoable command."""
        assert self.bridge is not None
        campaign = self.bridge.state.campaign
        dialog = CampaignSettingsDialog(campaign.settings, self)
        if dialog.exec() and dialog.settings() != campaign.settings:
            self.bridge.execute(
                EditRecord(
                    "campaign",
                    campaign.id,
                    label=self.tr("change campaign settings"),
                    settings=dialog.settings(),
                )
            )

    @property
    def player_view(self) -> PlayerView:
        """The window facing the players (owned by the Player View panel)."""
        panel = self.panels["playerViewPanel"]
        assert isinstance(panel, PlayerPreviewPanel)
        return panel.player_view

    def _on_changed(self, changes: ChangeSet) -> None:
        if changes.touches("campaign"):
            self._update_title()

    def _update_title(self) -> None:
        assert self.bridge is not None
        name = self.bridge.state.campaign.name
        self.setWindowTitle(f"{name} — {self.tr(APP_DISPLAY_NAME)}")

    # layout
    def restore_layout(self) -> None:
        """Put the docks where the GM left them on this machine."""
        if self._settings is None:
            return
        geometry = self._settings.value("window/geometry")
        state = self._settings.value("window/state")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        if isinstance(state, QByteArray):
            self.restoreState(state, LAYOUT_VERSION)

    def save_layout(self) -> None:
        """Remember the window's size and the docks' places on this machine."""
        if self._settings is None:
            return
        self._settings.setValue("window/geometry", self.saveGeometry())
        self._settings.setValue("window/state", self.saveState(LAYOUT_VERSION))

    def reset_layout(self) -> None:
        """Put every dock back where it starts, visible."""
        self.restoreState(self._default_layout, LAYOUT_VERSION)
        for dock in self.docks.values():
            dock.show()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.save_layout()
        super().closeEvent(event)
