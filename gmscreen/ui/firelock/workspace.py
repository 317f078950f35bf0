"""The Firelock workspace: the challenge panel in the middle, character sheets on the right."""

from __future__ import annotations

from gmscreen.ui.firelock.challenge import ChallengePanel
from gmscreen.ui.firelock.roll_lines import LINES as ROLL_LINES
from gmscreen.ui.firelock.sheets import FirelockSheetsPanel
from gmscreen.ui.workspace import SCENES
from gmscreen.ui.workspace import Workspace
from gmscreen.ui.workspace import characters_dock
from gmscreen.ui.workspace import with_shared_docks

SHEETS = characters_dock("firelockSheetsPanel", FirelockSheetsPanel)

WORKSPACE = with_shared_docks(
    Workspace(
        id="firelock",
        panels=(SHEETS, SCENES),
        central=ChallengePanel,
        tabbed=(("firelockSheetsPanel", "playerViewPanel"),),
        widths=(230, 380),
        bottom_height=150,
        roll_lines=ROLL_LINES,
    ),
    map_beside="firelockSheetsPanel",
)
