"""The registry of workspaces: each rule system's docks and centre, by the system's id.

Each rule system's UI package declares `WORKSPACE` in its `workspace.py` (see
`gmscreen.ui.workspace`); the main window asks here for the workspace of the campaign it shows.
A package is imported when first needed, so a campaign of one system never loads the panels of
another (see `gmscreen.model.declarations`).
"""

from __future__ import annotations

from gmscreen.model.declarations import Declarations
from gmscreen.ui.workspace import Workspace

DEFAULT_SYSTEM = "rfi"


def _default(_system_id: str) -> Workspace:
    return workspace_for(DEFAULT_SYSTEM)  # RFI: Freelancers for an id no system has


workspace_for: Declarations[Workspace] = Declarations(
    "gmscreen.ui.{}.workspace", "WORKSPACE", _default
)
WORKSPACES = workspace_for.found
