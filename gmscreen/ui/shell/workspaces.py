"""The registry of workspaces: which package declares each rule system's docks and centre.

Each rule system's UI package declares `WORKSPACE` (see `gmscreen.ui.workspace`); the main
window asks here for the workspace of the campaign it shows. A package is imported when first
needed, so a campaign of one system never loads the panels of another.
"""

from __future__ import annotations

import importlib

from gmscreen.ui.workspace import Workspace

DEFAULT_SYSTEM = "rfi"
# One line per rule system: its id and the module that declares its workspace.
PACKAGED: dict[str, str] = {
    "rfi": "gmscreen.ui.rfi.workspace",
    "firelock": "gmscreen.ui.firelock.workspace",
    "renaissance": "gmscreen.ui.renaissance.workspace",
    "hotcircle": "gmscreen.ui.hotcircle.workspace",
}
WORKSPACES: dict[str, Workspace] = {}


def workspace_for(system_id: str) -> Workspace:
    """The workspace of a rule system (RFI: Freelancers for an unknown id)."""
    if system_id not in PACKAGED:
        system_id = DEFAULT_SYSTEM
    if system_id not in WORKSPACES:
        module = importlib.import_module(PACKAGED[system_id])
        WORKSPACES[system_id] = module.WORKSPACE
    return WORKSPACES[system_id]
