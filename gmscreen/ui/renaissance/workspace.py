"""The Renaissance workspace: the check panel in the centre, sheets and initiative docked."""

from __future__ import annotations

from gmscreen.ui.renaissance.check_panel import CheckPanel
from gmscreen.ui.renaissance.initiative import InitiativePanel
from gmscreen.ui.renaissance.sheets import SheetsPanel
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP
from gmscreen.ui.workspace import (
    LEFT,
    MAP,
    PLAYER_VIEW,
    REFERENCE,
    RIGHT,
    ROLL_LOG,
    SCENES,
    PanelSpec,
    Workspace,
    panel,
    player_map,
)

INITIATIVE = PanelSpec(
    "renaissanceInitiativePanel",
    QT_TRANSLATE_NOOP("DockHost", "Initiative"),
    LEFT,
    panel(InitiativePanel),
)
SHEETS = PanelSpec(
    "renaissanceSheetsPanel", QT_TRANSLATE_NOOP("DockHost", "Characters"), RIGHT, panel(SheetsPanel)
)

# Renaissance has no movement rules in the basic text, so the centre holds the check panel
# (wide enough for an opposed check's two sides); the zone map is a dock beside the sheets.
WORKSPACE = Workspace(
    id="renaissance",
    panels=(INITIATIVE, SCENES, SHEETS, ROLL_LOG, REFERENCE, PLAYER_VIEW, MAP),
    central=CheckPanel,
    tabbed=(
        ("renaissanceInitiativePanel", "scenesPanel"),
        ("renaissanceSheetsPanel", "playerViewPanel"),
        ("rollLogPanel", "referencePanel"),
        ("renaissanceSheetsPanel", "mapPanel"),
    ),
    player_map=player_map,
    widths=(270, 370),
)
