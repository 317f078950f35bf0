"""The Renaissance workspace: the check panel in the centre, sheets and initiative docked."""

from __future__ import annotations

from gmscreen.ui.renaissance.check_panel import CheckPanel
from gmscreen.ui.renaissance.initiative import InitiativePanel
from gmscreen.ui.renaissance.roll_lines import LINES as ROLL_LINES
from gmscreen.ui.renaissance.sheets import SheetsPanel
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP
from gmscreen.ui.workspace import LEFT
from gmscreen.ui.workspace import SCENES
from gmscreen.ui.workspace import PanelSpec
from gmscreen.ui.workspace import Workspace
from gmscreen.ui.workspace import characters_dock
from gmscreen.ui.workspace import panel
from gmscreen.ui.workspace import with_shared_docks

INITIATIVE = PanelSpec(
    "renaissanceInitiativePanel",
    QT_TRANSLATE_NOOP("DockHost", "Initiative"),
    LEFT,
    panel(InitiativePanel),
)
SHEETS = characters_dock("renaissanceSheetsPanel", SheetsPanel)

# Renaissance has no movement rules in the basic text, so the centre holds the check panel
# (wide enough for an opposed check's two sides); the zone map is a dock beside the sheets.
WORKSPACE = with_shared_docks(
    Workspace(
        id="renaissance",
        panels=(INITIATIVE, SCENES, SHEETS),
        central=CheckPanel,
        tabbed=(
            ("renaissanceInitiativePanel", "scenesPanel"),
            ("renaissanceSheetsPanel", "playerViewPanel"),
        ),
        widths=(270, 370),
        roll_lines=ROLL_LINES,
    ),
    map_beside="renaissanceSheetsPanel",
)
