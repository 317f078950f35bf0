"""How a rule system declares its workspace, and the panels every system shares.

Each rule system's package declares its `WORKSPACE` from these pieces; the shell's registry
(`gmscreen.ui.shell.workspaces`) finds it by the system's id.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from dataclasses import field
from dataclasses import replace
from typing import TYPE_CHECKING
from typing import Protocol
from typing import cast

from PySide6.QtCore import QSettings
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget
from PySide6.QtWidgets import QWidget

from gmscreen.model.map_movement import FREE_MOVES
from gmscreen.model.state import JsonDict
from gmscreen.ui.map.widget import MapWidget
from gmscreen.ui.panels.roll_lines import RollLines
from gmscreen.ui.panels.rolllog import RollLogPanel
from gmscreen.ui.shell.undo import SessionBridge
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from gmscreen.ui.shell.lazy_panels import LazyPanels

PanelFactory = Callable[[SessionBridge, QSettings | None], QWidget]
CentralFactory = Callable[[SessionBridge], QWidget]

LEFT = Qt.DockWidgetArea.LeftDockWidgetArea
RIGHT = Qt.DockWidgetArea.RightDockWidgetArea
BOTTOM = Qt.DockWidgetArea.BottomDockWidgetArea


@dataclass(frozen=True)
class PanelSpec:
    """A dock: stable object name (the saved layout is keyed by it), title, area, contents."""

    name: str
    title: str
    area: Qt.DockWidgetArea
    factory: PanelFactory


@dataclass(frozen=True)
class Workspace:
    """A rule system's docks, which of them share a place as tabs, and the central widget.

    `connect` wires panels to each other (panels and docks by name); a panel behind another
    tab may be built later (`LazyPanels.when_built`).

    `player_map` builds the player-safe map for the player view (None: the system has no map).
    `widths` are the first-start widths of the left and right dock columns.
    `resolution` names the dock where the system's dice are rolled ("" for the central
    panel): a saved layout that leaves it without room for its odds and Roll is not restored.
    `roll_lines` write the system's rolls in the roll log, by kind of roll, in the GM's language.
    `scene_reports` words for the Scenes panel what the system's rules did as play moved to
    another scene (the reports of `SystemModel.scene_rules`); "" for nothing to say.
    `campaign_settings` opens the dialog for the campaign's rule defaults (Edit ▸ Campaign
    settings…) over a parent, filled from the campaign's settings; None: the system keeps its
    options in its own panels and the Edit menu offers none.
    """

    id: str
    panels: tuple[PanelSpec, ...]
    central: CentralFactory
    tabbed: tuple[tuple[str, str], ...] = ()
    player_map: CentralFactory | None = None
    widths: tuple[int, int] = (340, 460)
    bottom_height: int = 150
    connect: Callable[[LazyPanels, dict[str, QDockWidget]], None] | None = None
    resolution: str = ""
    roll_lines: RollLines = field(default_factory=dict)
    scene_reports: Callable[[tuple[object, ...]], str] = lambda _reports: ""  # nothing to say
    campaign_settings: Callable[[JsonDict, QWidget], SettingsDialog] | None = None


class SettingsDialog(Protocol):
    """A dialog editing the campaign's settings: `exec` is true once the GM accepted it."""

    def exec(self) -> int: ...
    def settings(self) -> JsonDict: ...


def panel(cls: Callable[[SessionBridge], QWidget]) -> PanelFactory:
    """A factory for a panel that needs only the bridge."""
    return lambda bridge, _settings: cls(bridge)


def deferred(module: str, name: str) -> Callable[[SessionBridge], QWidget]:
    """The panel class `name` of `module`, imported when its first panel is built.

    For panels that start behind another tab: their modules (and the model and rules they
    bring) are imported after the window's first paint, not on the way to it.
    """

    def build(bridge: SessionBridge) -> QWidget:
        cls = getattr(importlib.import_module(module), name)
        return cast(Callable[[SessionBridge], QWidget], cls)(bridge)

    return build


def _player_view(bridge: SessionBridge, settings: QSettings | None) -> QWidget:
    from gmscreen.ui.panels.player_preview import PlayerPreviewPanel  # see `deferred`

    return PlayerPreviewPanel(bridge, settings=settings)


# Every system shares these: where play stands, what was rolled, the rules, the players' screen.
SCENES = PanelSpec(
    "scenesPanel",
    QT_TRANSLATE_NOOP("DockHost", "Scenes"),
    LEFT,
    panel(deferred("gmscreen.ui.panels.scenes", "ScenesPanel")),
)
ROLL_LOG = PanelSpec(
    "rollLogPanel", QT_TRANSLATE_NOOP("DockHost", "Roll Log"), BOTTOM, panel(RollLogPanel)
)
REFERENCE = PanelSpec(
    "referencePanel",
    QT_TRANSLATE_NOOP("DockHost", "Reference"),
    BOTTOM,
    panel(deferred("gmscreen.ui.panels.reference", "ReferencePanel")),
)
PLAYER_VIEW = PanelSpec(
    "playerViewPanel", QT_TRANSLATE_NOOP("DockHost", "Player View"), RIGHT, _player_view
)

# The zone map: for systems whose centre is their resolution panel it is a dock (moves are free:
# their texts set no movement rules); the players' screen shows it without GM-only parts.
MAP = PanelSpec(
    "mapPanel",
    QT_TRANSLATE_NOOP("DockHost", "Map"),
    RIGHT,
    lambda bridge, _settings: MapWidget(bridge, movement=FREE_MOVES),
)


def characters_dock(name: str, cls: Callable[[SessionBridge], QWidget]) -> PanelSpec:
    """The dock of a system's character list and sheet (every system has one, on the right).

    `name` stays the system's own: saved layouts are keyed by it.
    """
    return PanelSpec(name, QT_TRANSLATE_NOOP("DockHost", "Characters"), RIGHT, panel(cls))


def player_map(bridge: SessionBridge) -> QWidget:
    """The read-only, player-safe map the player view embeds."""
    return MapWidget(bridge, player_safe=True)


def with_shared_docks(own: Workspace, map_beside: str = "") -> Workspace:
    """A system's workspace completed with what every system shares, after its own docks.

    The roll log and reference share a tab at the bottom, the player view docks on the right
    and embeds the player-safe map. `map_beside` names the dock the zone map shares a tab
    with; "" where the map is the system's central panel instead (RFI).
    """
    lines = own.roll_lines
    roll_log = replace(
        ROLL_LOG, factory=lambda bridge, _settings: RollLogPanel(bridge, lines=lines)
    )
    panels = (*own.panels, roll_log, REFERENCE, PLAYER_VIEW)
    tabbed = (*own.tabbed, (ROLL_LOG.name, REFERENCE.name))
    if map_beside:
        panels += (MAP,)
        tabbed += ((map_beside, MAP.name),)
    return replace(own, panels=panels, tabbed=tabbed, player_map=player_map)
