"""What Renaissance's rules add to the shared scene flow and player view: nothing today.

Moving to another scene or episode changes only the current scene, and the player view shows
the scene and its traits alone (see `gmscreen.model.system_model`).
"""

from __future__ import annotations

from gmscreen.model.system_model import SystemModel

SYSTEM_MODEL = SystemModel("renaissance")
