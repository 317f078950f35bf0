"""The Hot Circle workspace: the session board in the centre (no battle map), characters and
tests on the right, the shared scenes, roll log, reference and player view."""

from __future__ import annotations

from gmscreen.ui.hotcircle.board import SessionBoard
from gmscreen.ui.hotcircle.roll_panel import HotCircleTestPanel
from gmscreen.ui.hotcircle.sheet import HotCircleSheetPanel
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

WORKSPACE = Workspace(
    id="hotcircle",
    panels=(
        SCENES,
        PanelSpec(
            "hotcircleTestPanel",
            QT_TRANSLATE_NOOP("DockHost", "Test"),
            RIGHT,
            panel(HotCircleTestPanel),
        ),
        PanelSpec(
            "hotcircleSheetsPanel",
            QT_TRANSLATE_NOOP("DockHost", "Characters"),
            RIGHT,
            panel(HotCircleSheetPanel),
        ),
        ROLL_LOG,
        REFERENCE,
        PLAYER_VIEW,
        MAP,
    ),
    central=SessionBoard,
    tabbed=(
        ("hotcircleTestPanel", "hotcircleSheetsPanel"),
        ("hotcircleTestPanel", "playerViewPanel"),
        ("rollLogPanel", "referencePanel"),
        ("hotcircleSheetsPanel", "mapPanel"),
    ),
    player_map=player_map,
    widths=(250, 450),
    bottom_height=140,
    resolution="hotcircleTestPanel",
)
