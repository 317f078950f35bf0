"""The main window: a thin assembler of the docked panels, the central map and the menus."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSettings, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QDockWidget, QMainWindow, QStatusBar, QWidget

from gmscreen import APP_DISPLAY_NAME
from gmscreen.model.changes import ChangeSet
from gmscreen.model.commands import EditRecord
from gmscreen.model.session import Session
from gmscreen.rules.systems import RFI_FREELANCERS
from gmscreen.ui.panels.player_preview import PlayerPreviewPanel
from gmscreen.ui.playerview import PlayerView
from gmscreen.ui.rfi.campaign_settings import CampaignSettingsDialog
from gmscreen.ui.shell.campaigns import CampaignOpenError, Campaigns
from gmscreen.ui.shell.filemenu import FileMenu
from gmscreen.ui.shell.help import HelpMenu
from gmscreen.ui.shell.language import LanguageMenu
from gmscreen.ui.shell.problems import ProblemBanner
from gmscreen.ui.shell.undo import SessionBridge
from gmscreen.ui.shell.workspaces import workspace_for
from gmscreen.ui.workspace import BOTTOM, LEFT, RIGHT, Workspace

LAYOUT_VERSION = 3  # bump when docks are added or renamed, so old saved layouts are ignored


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
        self.problem_banner = ProblemBanner(self, self.statusBar())
        self.docks: dict[str, QDockWidget] = {}
        self.workspace: Workspace | None = None
        self._default_layout = QByteArray()
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
        if self.file_menu is not None:
            self.file_menu.started()
        if self._settings is not None:
            geometry = self._settings.value("window/geometry")
            if isinstance(geometry, QByteArray):
                self.restoreGeometry(geometry)

    def _build_menus(self) -> None:
        if self.file_menu is not None:
            self.menuBar().insertMenu(self.edit_menu.menuAction(), self.file_menu.menu)
        self.help_menu = HelpMenu(self)
        self.menuBar().addMenu(self.help_menu)
        self.language_menu = LanguageMenu(self._settings, self)
        self.language_menu.attach_to(self.view_menu)

    def _build_docks(self, workspace: Workspace) -> None:
        """Replace the docks with the workspace's, in their first-start places."""
        if self.workspace is not None:
            self.save_layout()
        for dock in self.docks.values():
            self.removeDockWidget(dock)
            dock.deleteLater()
        self.docks = {}
        self.panels = {}
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
        for first, _second in workspace.tabbed:
            self.docks[first].raise_()
        self.workspace = workspace
        self._size_columns()
        self._default_layout = self.saveState(LAYOUT_VERSION)
        self.view_menu.clear()
        for spec in workspace.panels:
            self.view_menu.addAction(self.docks[spec.name].toggleViewAction())
        self.view_menu.addSeparator()
        self.view_menu.addAction(self.tr("&Reset layout")).triggered.connect(self.reset_layout)

    def _size_columns(self) -> None:
        assert self.workspace is not None
        left = [d for n, d in self.docks.items() if self._area_of(n) == LEFT]
        right = [d for n, d in self.docks.items() if self._area_of(n) == RIGHT]
        bottom = [d for n, d in self.docks.items() if self._area_of(n) == BOTTOM]
        if left and right:
            self.resizeDocks(
                [left[0], right[0]], list(self.workspace.widths), Qt.Orientation.Horizontal
            )
        if bottom:
            self.resizeDocks([bottom[0]], [self.workspace.bottom_height], Qt.Orientation.Vertical)

    def _area_of(self, name: str) -> Qt.DockWidgetArea:
        assert self.workspace is not None
        return next(spec.area for spec in self.workspace.panels if spec.name == name)

    # campaign
    def load_session(self, session: Session) -> None:
        """Show a campaign: a new bridge and fresh panels; the docks keep their places.

        Raises:
            CampaignOpenError: the window cannot show this campaign; the one shown before (if
                any) is shown again, as it was.
        """
        previous = self.bridge.session if self.bridge is not None else None
        try:
            self._show_session(session)
        except Exception as error:  # any panel that cannot show the campaign refuses it
            if previous is not None:
                self._show_session(previous)
            raise CampaignOpenError(
                self.tr("The window cannot show “%s”: %s. It was not opened.")
                % (session.state.campaign.name, error)
            ) from error

    def _show_session(self, session: Session) -> None:
        if self.bridge is not None:
            self.bridge.detach()
            self.bridge.deleteLater()
        bridge = SessionBridge(session, self)
        self.bridge = bridge
        workspace = workspace_for(session.state.campaign.system)
        changed_workspace = workspace is not self.workspace
        if changed_workspace:
            self._build_docks(workspace)
        bridge.changed.connect(self._on_changed)
        bridge.refused.connect(lambda reason: self.statusBar().showMessage(reason, 8000))
        bridge.save_failed.connect(
            lambda reason: self.problem_banner.report(self.tr("Not saved"), reason)
        )
        bridge.changed.connect(lambda _changes: self.problem_banner.clear())
        self.edit_menu.clear()
        self.edit_menu.addAction(bridge.undo_action)
        self.edit_menu.addAction(bridge.redo_action)
        self.edit_menu.addSeparator()
        if session.state.campaign.system == RFI_FREELANCERS.id:  # its numbers are RFI's pools
            settings_action = self.edit_menu.addAction(self.tr("Campaign &settings…"))
            settings_action.triggered.connect(self.edit_campaign_settings)
        self.map_widget = workspace.central(bridge)
        self.setCentralWidget(self.map_widget)
        for spec in workspace.panels:
            old = self.panels.pop(spec.name, None)
            panel = spec.factory(bridge, self._settings)
            panel.setObjectName(spec.name + "Widget")
            self.docks[spec.name].setWidget(panel)
            self.panels[spec.name] = panel
            if old is not None:
                old.deleteLater()
        # The players' screen shows the same map, without anything GM-only.
        if workspace.connect is not None:
            workspace.connect(self.panels, self.docks)
        player_map = workspace.player_map(bridge) if workspace.player_map else None
        replaced = self.player_view.set_map_widget(player_map)
        if replaced is not None:
            replaced.deleteLater()
        if changed_workspace:
            self.restore_layout()
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
    def _layout_key(self) -> str:
        assert self.workspace is not None
        return f"window/state/{self.workspace.id}"

    def restore_layout(self) -> None:
        """Put the docks where the GM left them on this machine, for this rule system."""
        if self._settings is None or self.workspace is None:
            return
        state = self._settings.value(self._layout_key())
        if isinstance(state, QByteArray):
            self.restoreState(state, LAYOUT_VERSION)

    def save_layout(self) -> None:
        """Remember the window's size and the docks' places on this machine."""
        if self._settings is None or self.workspace is None:
            return
        self._settings.setValue("window/geometry", self.saveGeometry())
        self._settings.setValue(self._layout_key(), self.saveState(LAYOUT_VERSION))

    def reset_layout(self) -> None:
        """Put every dock back where it starts, visible."""
        self.restoreState(self._default_layout, LAYOUT_VERSION)
        for dock in self.docks.values():
            dock.show()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.save_layout()
        super().closeEvent(event)
