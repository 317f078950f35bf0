"""The Hot Circle workspace: the session board in the centre (no battle map), characters and
tests on the right, the shared scenes, roll log, reference and player view."""

from __future__ import annotations

from gmscreen.ui.hotcircle.board import SessionBoard
from gmscreen.ui.hotcircle.roll_lines import LINES as ROLL_LINES
from gmscreen.ui.hotcircle.roll_panel import HotCircleTestPanel
from gmscreen.ui.hotcircle.sheet import HotCircleSheetPanel
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP
from gmscreen.ui.workspace import RIGHT
from gmscreen.ui.workspace import SCENES
from gmscreen.ui.workspace import PanelSpec
from gmscreen.ui.workspace import Workspace
from gmscreen.ui.workspace import characters_dock
from gmscreen.ui.workspace import panel
from gmscreen.ui.workspace import with_shared_docks

WORKSPACE = with_shared_docks(
    Workspace(
        id="hotcircle",
        panels=(
            SCENES,
            PanelSpec(
                "hotcircleTestPanel",
                QT_TRANSLATE_NOOP("DockHost", "Test"),
                RIGHT,
                panel(HotCircleTestPanel),
            ),
            characters_dock("hotcircleSheetsPanel", HotCircleSheetPanel),
        ),
        central=SessionBoard,
        tabbed=(
            ("hotcircleTestPanel", "hotcircleSheetsPanel"),
            ("hotcircleTestPanel", "playerViewPanel"),
        ),
        widths=(250, 450),
        bottom_height=140,
        resolution="hotcircleTestPanel",
        roll_lines=ROLL_LINES,
    ),
    map_beside="hotcircleSheetsPanel",
)
