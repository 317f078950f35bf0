"""The main window: a thin assembler of the docked panels, the central map and the menus."""

from __future__ import annotations

import traceback
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings
from PySide6.QtCore import QTimer
from PySide6.QtCore import Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtGui import QPaintEvent
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QDockWidget
from PySide6.QtWidgets import QMainWindow
from PySide6.QtWidgets import QStatusBar
from PySide6.QtWidgets import QWidget

from gmscreen import APP_DISPLAY_NAME
from gmscreen.model.changes import ChangeSet
from gmscreen.model.commands import EditRecord
from gmscreen.model.session import Session
from gmscreen.ui.shell.accessible_names import install_hint_names
from gmscreen.ui.shell.campaign_view import CampaignView
from gmscreen.ui.shell.campaign_view import build_view
from gmscreen.ui.shell.campaigns import CampaignOpenError
from gmscreen.ui.shell.campaigns import Campaigns
from gmscreen.ui.shell.filemenu import FileMenu
from gmscreen.ui.shell.help_menu import HelpMenu
from gmscreen.ui.shell.language import LanguageMenu
from gmscreen.ui.shell.lazy_panels import LazyPanels
from gmscreen.ui.shell.lazy_panels import PanelBuildError
from gmscreen.ui.shell.panel_failure import PanelFailure
from gmscreen.ui.shell.panel_keys import PanelKeys
from gmscreen.ui.shell.panel_keys import install_tab_leaves_views
from gmscreen.ui.shell.problems import ProblemBanner
from gmscreen.ui.shell.undo import SessionBridge
from gmscreen.ui.shell.wheel_guard import install_wheel_guard
from gmscreen.ui.shell.window_layout import WindowLayout
from gmscreen.ui.workspace import PLAYER_VIEW
from gmscreen.ui.workspace import Workspace

if TYPE_CHECKING:
    from gmscreen.ui.playerview import PlayerView


class MainWindow(QMainWindow):
    """The GM's window: the map in the middle, the panels docked around it.

    Signals:
        first_painted: the window has painted for the first time (once, right after that
            paint): work the first frame does not need waits for it.
    """

    first_painted = Signal()

    def __init__(
        self,
        session: Session,
        *,
        campaigns: Campaigns | None = None,
        settings: QSettings | None = None,
        parent: QWidget | None = None,
        rest_after_paint: bool = True,
    ) -> None:
        """`rest_after_paint`: build the panels behind tabs in idle turns right after the first
        paint (False: whoever shows the window calls `panels.build_rest` when it is done with
        its own start-up work)."""
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self._painted = False
        self._rest_after_paint = rest_after_paint
        self._settings = settings
        self.setStatusBar(QStatusBar(self))
        self.problem_banner = ProblemBanner(self, self.statusBar())
        self.workspace: Workspace | None = None
        self.central: QWidget | None = None  # the workspace's central panel (map, challenge…)
        self.bridge: SessionBridge | None = None
        self._view: CampaignView | None = None  # the campaign shown: bridge, docks, panels
        self.file_menu = (
            FileMenu(self, campaigns, settings, self.load_session)
            if campaigns is not None
            else None
        )
        self.edit_menu = self.menuBar().addMenu(self.tr("&Edit"))
        self.view_menu = self.menuBar().addMenu(self.tr("&View"))
        self.window_layout = WindowLayout(self, settings, self.view_menu)
        self.load_session(session)
        self._build_menus()
        if self.file_menu is not None:
            self.file_menu.started(session.state.campaign.name)
        self.window_layout.place_window()

    def _build_menus(self) -> None:
        if self.file_menu is not None:
            self.menuBar().insertMenu(self.edit_menu.menuAction(), self.file_menu.menu)
        self.help_menu = HelpMenu(self)
        self.menuBar().addMenu(self.help_menu)
        self.language_menu = LanguageMenu(self._settings, self)
        self.language_menu.attach_to(self.view_menu)
        self.panel_keys = PanelKeys(self)

    @property
    def docks(self) -> dict[str, QDockWidget]:
        """The current workspace's docks, by name."""
        host = self.window_layout.host
        return host.docks if host is not None else {}

    # campaign
    def load_session(self, session: Session) -> None:
        """Show a campaign: its view (bridge, docks, panels) is built off to the side, then
        swapped in whole; a campaign of the same rule system keeps the docks' places.

        Raises:
            CampaignOpenError: the window cannot show this campaign; nothing in the window
                changed (the campaign shown before is still there, half-filled forms and all).
        """
        try:
            view = build_view(
                session,
                self._settings,
                owner=self,
                whole=self.isVisible(),  # once the window is up, a campaign shows whole
                failed=self._panel_failed,
            )
        except Exception as error:  # any panel that cannot show the campaign refuses it
            raise CampaignOpenError(
                self._refusal(session.state.campaign.name, error),
                detail="".join(traceback.format_exception(error)),  # for a bug report
            ) from error
        self._swap(view)
        self._show_read_only(session)

    def _refusal(self, name: str, error: Exception) -> str:
        """Why the campaign `name` is not shown, in the GM's words: which panel could not show
        it, and where the GM still is (the error itself goes to the details)."""
        if isinstance(error, PanelBuildError) and error.title:
            refused = self.tr("The %s panel cannot show “%s”, so it was not opened.") % (
                error.title,
                name,
            )
        elif isinstance(error, PanelBuildError):
            refused = self.tr("The main view cannot show “%s”, so it was not opened.") % name
        else:
            refused = self.tr("The window cannot show “%s”, so it was not opened.") % name
        if self.bridge is not None:  # the GM is told where they still are
            refused += " " + self.tr("“%s” is still open, as you left it.") % (
                self.bridge.state.campaign.name
            )
        return refused

    def _show_read_only(self, session: Session) -> None:
        """A campaign opened read-only says so for as long as it is open, title and banner."""
        # Only a file's repository can be read-only; the in-memory one has no such flag.
        read_only = bool(getattr(session.repository, "read_only", False))
        self.problem_banner.set_standing(
            self.tr(
                "Opened read-only: nothing you change here is saved. Use File ▸ Save As for a "
                "copy you can change."
            )
            if read_only
            else None
        )
        if read_only:
            self.setWindowTitle(self.windowTitle() + self.tr(" (read-only)"))

    def _swap(self, view: CampaignView) -> None:
        """Put a view built whole in the window, in place of the one shown before."""
        if self._view is not None:
            self._view.retire()
        self._view = view
        bridge = view.bridge
        self.bridge, self.workspace = bridge, view.host.workspace
        self.central = view.central
        self.window_layout.install(view.host)
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
        if view.host.workspace.campaign_settings is not None:
            settings_action = self.edit_menu.addAction(self.tr("Campaign &settings…"))
            settings_action.triggered.connect(self.edit_campaign_settings)
        self.window_layout.arrange()  # now if shown, else when the window is first shown
        self._update_title()

    def edit_campaign_settings(self) -> None:
        """Change the campaign's rule defaults, as one undoable command."""
        assert self.bridge is not None
        assert self.workspace is not None
        settings_dialog = self.workspace.campaign_settings
        assert settings_dialog is not None  # the menu offers it only then
        campaign = self.bridge.state.campaign
        dialog = settings_dialog(campaign.settings, self)
        if dialog.exec() and dialog.settings() != campaign.settings:
            self.bridge.execute(
                EditRecord(
                    "campaign",
                    campaign.id,
                    label="change campaign settings",  # stored: undo_names words it
                    settings=dialog.settings(),
                )
            )

    @property
    def panels(self) -> LazyPanels:
        """The shown campaign's panels by dock name (asking for one builds it if need be)."""
        assert self._view is not None
        return self._view.panels

    @property
    def player_view(self) -> PlayerView:
        """The window facing the players (owned by the Player View panel)."""
        from gmscreen.ui.panels.player_preview import PlayerPreviewPanel  # built behind a tab

        panel = self.panels[PLAYER_VIEW.name]
        assert isinstance(panel, PlayerPreviewPanel)
        return panel.player_view

    def _panel_failed(self, name: str, failure: PanelFailure) -> None:
        title = self.docks[name].windowTitle() if name in self.docks else name
        self.problem_banner.report(
            self.tr("A panel cannot show the campaign"),
            self.tr("The %s panel cannot show this campaign. The other panels work.") % title,
            details=failure.details(),  # the panel's own error, for a bug report
        )

    def _on_changed(self, changes: ChangeSet) -> None:
        if changes.touches("campaign"):
            self._update_title()

    def _update_title(self) -> None:
        assert self.bridge is not None
        name = self.bridge.state.campaign.name
        self.setWindowTitle(f"{name} — {self.tr(APP_DISPLAY_NAME)}")

    # layout
    def save_layout(self) -> None:
        """Remember the window's size and the docks' places on this machine."""
        self.window_layout.save()

    def reset_layout(self) -> None:
        """Put every dock back where it starts, visible."""
        self.window_layout.reset()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.window_layout.arrange()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self._painted:
            return
        self._painted = True
        # App-wide filters see every event of every widget: installed before the window was
        # built, shown and laid out, they would double the time to its first paint (thousands
        # of events, each through Python). Installed now, each also covers the widgets there.
        install_wheel_guard()  # no field changes on the wheel without focus
        install_hint_names()  # a control's hint names it for screen readers
        install_tab_leaves_views()  # Tab always leaves a table
        QTimer.singleShot(0, self, self._after_first_paint)

    def _after_first_paint(self) -> None:
        if self._rest_after_paint:
            self.panels.build_rest()  # the panels behind tabs, in the moments the GM is idle
        self.first_painted.emit()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.save_layout()
        super().closeEvent(event)
