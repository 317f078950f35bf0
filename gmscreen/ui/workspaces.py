"""Which panels a campaign's rule system gets, where they dock, and what fills the centre.

Each rule system has a workspace; the main window builds its docks from the workspace of the
campaign it shows, and remembers each workspace's layout on its own.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDockWidget, QWidget

from gmscreen.ui.challenges.panel import ChallengesPanel
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
from gmscreen.ui.undo import SessionBridge

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

    `connect` wires panels to each other once they are built (panels and docks by name).

    `player_map` builds the player-safe map for the player view (None: the system has no map).
    `widths` are the first-start widths of the left and right dock columns.
    """

    id: str
    panels: tuple[PanelSpec, ...]
    central: CentralFactory
    tabbed: tuple[tuple[str, str], ...] = ()
    player_map: CentralFactory | None = None
    widths: tuple[int, int] = (340, 460)
    bottom_height: int = 170
    connect: Callable[[dict[str, QWidget], dict[str, QDockWidget]], None] | None = None


def panel(cls: Callable[[SessionBridge], QWidget]) -> PanelFactory:
    """A factory for a panel that needs only the bridge."""
    return lambda bridge, _settings: cls(bridge)


# Every system shares these: where play stands, what was rolled, the rules, the players' screen.
SCENES = PanelSpec("scenesPanel", "Scenes", LEFT, panel(ScenesPanel))
ROLL_LOG = PanelSpec("rollLogPanel", "Roll Log", BOTTOM, panel(RollLogPanel))
REFERENCE = PanelSpec("referencePanel", "Reference", BOTTOM, panel(ReferencePanel))
PLAYER_VIEW = PanelSpec(
    "playerViewPanel",
    "Player View",
    RIGHT,
    lambda bridge, settings: PlayerPreviewPanel(bridge, settings=settings),
)


def _connect_rfi(panels: dict[str, QWidget], docks: dict[str, QDockWidget]) -> None:
    """A key task of a challenge runs in the task panel, with its difficulty and approach."""
    challenges, task = panels["challengesPanel"], panels["taskPanel"]
    assert isinstance(challenges, ChallengesPanel)
    assert isinstance(task, TaskPanel)

    def run(difficulty: int, _label: str) -> None:
        task.active.form.base_difficulty.setValue(difficulty)
        docks["taskPanel"].raise_()

    def suggest(attribute: str, skill: str) -> None:
        row = task.active.form.leader
        for combo, name in ((row.attribute, attribute), (row.skill, skill)):
            index = combo.findText(name) if name else -1
            if index >= 0:
                combo.setCurrentIndex(index)

    challenges.run_task_requested.connect(run)
    challenges.approach_suggested.connect(suggest)


RFI = Workspace(
    id="rfi",
    panels=(
        PanelSpec("poolsPanel", "Pools", LEFT, panel(PoolsPanel)),
        SCENES,
        PanelSpec("traitsPanel", "Traits", LEFT, panel(TraitsPanel)),
        PanelSpec("trackerPanel", "Turn Tracker", LEFT, panel(TrackerPanel)),
        PanelSpec("sheetsPanel", "Characters", RIGHT, panel(SheetsPanel)),
        PanelSpec("taskPanel", "Task", RIGHT, panel(TaskPanel)),
        PanelSpec("challengesPanel", "Challenges", RIGHT, panel(ChallengesPanel)),
        ROLL_LOG,
        REFERENCE,
        PLAYER_VIEW,
    ),
    central=MapWidget,
    tabbed=(
        ("traitsPanel", "trackerPanel"),
        ("traitsPanel", "scenesPanel"),
        ("taskPanel", "sheetsPanel"),
        ("taskPanel", "challengesPanel"),
        ("taskPanel", "playerViewPanel"),
        ("rollLogPanel", "referencePanel"),
    ),
    player_map=lambda bridge: MapWidget(bridge, player_safe=True),
    connect=_connect_rfi,
)


WORKSPACES: dict[str, Workspace] = {"rfi": RFI}
# Rule systems whose workspace lives in their own package, imported when first needed (the
# packages build on this module's shared panel specs).
PACKAGED: dict[str, str] = {
    "firelock": "gmscreen.ui.firelock.workspace",
    "renaissance": "gmscreen.ui.renaissance.workspace",
    "hotcircle": "gmscreen.ui.hotcircle.workspace",
}


def workspace_for(system_id: str) -> Workspace:
    """The workspace of a rule system (RFI: Freelancers for an unknown id)."""
    if system_id not in WORKSPACES and system_id in PACKAGED:
        module = importlib.import_module(PACKAGED[system_id])
        WORKSPACES[system_id] = module.WORKSPACE
    return WORKSPACES.get(system_id, RFI)
