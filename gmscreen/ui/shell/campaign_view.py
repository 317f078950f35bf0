"""One campaign as the window shows it, built off to the side before the window takes it.

Switching to another campaign builds its whole view first — a bridge to its session, a fresh
dock host, the central panel, the panels — outside the window; the window swaps it in only once
that worked. A campaign whose view cannot be built (a panel that raises on its records) is
refused with the window untouched: the same docks and tab bars, the half-filled forms, the map
where the GM left it, the old campaign's undo.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QEvent
from PySide6.QtCore import QObject
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QWidget

from gmscreen.model.session import Session
from gmscreen.ui.shell.dock_host import DockHost
from gmscreen.ui.shell.lazy_panels import Failed
from gmscreen.ui.shell.lazy_panels import LazyPanels
from gmscreen.ui.shell.lazy_panels import PanelBuildError
from gmscreen.ui.shell.undo import SessionBridge
from gmscreen.ui.shell.workspaces import workspace_for
from gmscreen.ui.workspace import PLAYER_VIEW


def delete_now(thing: QObject) -> None:
    """Delete a Qt object at once rather than when the event loop next turns: a dialog opened
    meanwhile runs a loop of its own that would keep it alive (and shown) behind the dialog."""
    thing.deleteLater()
    QCoreApplication.sendPostedEvents(thing, QEvent.Type.DeferredDelete)


@dataclass(frozen=True)
class CampaignView:
    """A campaign's bridge, dock host, central panel and panels, built whole."""

    bridge: SessionBridge
    host: DockHost
    central: QWidget
    panels: LazyPanels

    def retire(self) -> None:
        """Another campaign is shown: build nothing more, stop listening to this session (its
        host goes when the window takes the next one)."""
        self.panels.detach()
        self.bridge.detach()
        self.bridge.deleteLater()


def build_view(
    session: Session,
    settings: QSettings | None,
    *,
    owner: QObject,
    whole: bool,
    failed: Failed,
) -> CampaignView:
    """Build a campaign's view outside the window; `whole`: every panel now (the window is up),
    else the panels behind tabs wait until first needed. `owner` keeps the bridge; `failed`
    hears of a panel that cannot show the campaign when it is built later.

    Raises:
        PanelBuildError: a panel (or the central one) raised while built, its error the cause.
        Exception: whatever else the workspace raised; nothing built is left behind.
    """
    bridge = SessionBridge(session, owner)
    host: DockHost | None = None
    try:
        workspace = workspace_for(session.state.campaign.system)
        host = DockHost(workspace)  # no parent: nothing of it is in the window before the swap
        try:
            central = workspace.central(bridge)
        except Exception as error:
            raise PanelBuildError() from error  # the central panel: it has no dock title
        host.set_central(central)

        def built(name: str, panel: QWidget) -> None:
            # The players' screen shows the same map, without anything GM-only.
            if name == PLAYER_VIEW.name and workspace.player_map is not None:
                from gmscreen.ui.panels.player_preview import PlayerPreviewPanel  # behind a tab

                assert isinstance(panel, PlayerPreviewPanel)
                panel.player_view.set_map_widget(workspace.player_map(bridge))

        panels = LazyPanels(host, bridge, settings, built=built, failed=failed)
        behind = host.behind
        panels.build(defer=lambda name: not whole and name in behind)
        if workspace.connect is not None:
            workspace.connect(panels, host.docks)
    except BaseException:
        bridge.detach()
        delete_now(bridge)
        if host is not None:
            delete_now(host)
        raise
    return CampaignView(bridge, host, central, panels)
