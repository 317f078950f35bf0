"""The Firelock workspace: the challenge panel in the middle, character sheets on the right."""

from __future__ import annotations

from gmscreen.ui.firelock.challenge import ChallengePanel
from gmscreen.ui.firelock.sheets import FirelockSheetsPanel
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP
from gmscreen.ui.workspace import (
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

SHEETS = PanelSpec(
    "firelockSheetsPanel",
    QT_TRANSLATE_NOOP("DockHost", "Characters"),
    RIGHT,
    panel(FirelockSheetsPanel),
)

WORKSPACE = Workspace(
    id="firelock",
    panels=(SHEETS, SCENES, ROLL_LOG, REFERENCE, PLAYER_VIEW, MAP),
    central=ChallengePanel,
    tabbed=(
        ("firelockSheetsPanel", "playerViewPanel"),
        ("rollLogPanel", "referencePanel"),
        ("firelockSheetsPanel", "mapPanel"),
    ),
    player_map=player_map,
    widths=(230, 380),
    bottom_height=150,
)
