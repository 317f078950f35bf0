"""The RFI: Freelancers workspace: pools, traits, tracker, task, challenges and the zone map."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QDockWidget
from PySide6.QtWidgets import QWidget

from gmscreen.model.rfi.movement_policy import RFI_MOVEMENT
from gmscreen.model.state import JsonDict
from gmscreen.ui.map.widget import MapWidget
from gmscreen.ui.rfi.map_rules import RFI_MAP_UI
from gmscreen.ui.rfi.pool_report import pool_reports
from gmscreen.ui.rfi.pools import PoolsPanel
from gmscreen.ui.rfi.roll_lines import LINES as ROLL_LINES
from gmscreen.ui.rfi.task import TaskPanel
from gmscreen.ui.rfi.traits import TraitsPanel
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP
from gmscreen.ui.workspace import LEFT
from gmscreen.ui.workspace import RIGHT
from gmscreen.ui.workspace import SCENES
from gmscreen.ui.workspace import PanelSpec
from gmscreen.ui.workspace import SettingsDialog
from gmscreen.ui.workspace import Workspace
from gmscreen.ui.workspace import characters_dock
from gmscreen.ui.workspace import deferred
from gmscreen.ui.workspace import panel
from gmscreen.ui.workspace import with_shared_docks

if TYPE_CHECKING:
    from gmscreen.ui.shell.lazy_panels import LazyPanels


def _connect_rfi(panels: LazyPanels, docks: dict[str, QDockWidget]) -> None:
    """A key task of a challenge runs in the task panel, with its difficulty and approach."""
    task = panels["taskPanel"]
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

    def show_reference(title: str) -> None:
        from gmscreen.ui.panels.reference import ReferencePanel  # built behind a tab

        reference = panels["referencePanel"]
        assert isinstance(reference, ReferencePanel)
        if reference.show_section(title):
            docks["referencePanel"].show()
            docks["referencePanel"].raise_()

    def wire(challenges: QWidget) -> None:
        from gmscreen.ui.rfi.challenges.panel import ChallengesPanel  # built behind a tab

        assert isinstance(challenges, ChallengesPanel)
        challenges.run_task_requested.connect(run)
        challenges.approach_suggested.connect(suggest)
        challenges.key_task_run.connect(task.run_key_task)

    for side in (task.active, task.reactive):
        side.form.reference_requested.connect(show_reference)
    panels.when_built("challengesPanel", wire)  # behind a tab: built when first needed


# The zone map is the centre (moves cost Momentum by RFI's movement rules), so no map dock.
def _campaign_settings(settings: JsonDict, parent: QWidget) -> SettingsDialog:
    """RFI's pools and rule defaults (imported when the GM asks for them)."""
    from gmscreen.ui.rfi.campaign_settings import CampaignSettingsDialog

    return CampaignSettingsDialog(settings, parent)


WORKSPACE = with_shared_docks(
    Workspace(
        id="rfi",
        panels=(
            PanelSpec(
                "poolsPanel", QT_TRANSLATE_NOOP("DockHost", "Pools"), LEFT, panel(PoolsPanel)
            ),
            SCENES,
            PanelSpec(
                "traitsPanel", QT_TRANSLATE_NOOP("DockHost", "Traits"), LEFT, panel(TraitsPanel)
            ),
            PanelSpec(
                "trackerPanel",
                QT_TRANSLATE_NOOP("DockHost", "Turn Tracker"),
                LEFT,
                panel(deferred("gmscreen.ui.rfi.tracker", "TrackerPanel")),
            ),
            characters_dock("sheetsPanel", deferred("gmscreen.ui.rfi.sheets", "SheetsPanel")),
            PanelSpec("taskPanel", QT_TRANSLATE_NOOP("DockHost", "Task"), RIGHT, panel(TaskPanel)),
            PanelSpec(
                "challengesPanel",
                QT_TRANSLATE_NOOP("DockHost", "Challenges"),
                RIGHT,
                panel(deferred("gmscreen.ui.rfi.challenges.panel", "ChallengesPanel")),
            ),
        ),
        central=lambda bridge: MapWidget(bridge, movement=RFI_MOVEMENT, rules_ui=RFI_MAP_UI),
        tabbed=(
            ("traitsPanel", "trackerPanel"),
            ("traitsPanel", "scenesPanel"),
            ("taskPanel", "sheetsPanel"),
            ("taskPanel", "challengesPanel"),
            ("taskPanel", "playerViewPanel"),
        ),
        connect=_connect_rfi,
        resolution="taskPanel",
        roll_lines=ROLL_LINES,
        scene_reports=pool_reports,
        campaign_settings=_campaign_settings,
    )
)
