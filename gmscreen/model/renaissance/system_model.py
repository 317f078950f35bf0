"""What Renaissance's rules add to what every system shares: a new campaign's own records.

Moving to another scene or episode changes only the current scene, and the player view shows
the scene and its traits alone (see `gmscreen.model.system_model`).
"""

from __future__ import annotations

from gmscreen.model.renaissance.records import new_renaissance_records
from gmscreen.model.system_model import SystemModel

SYSTEM_MODEL = SystemModel("renaissance", new_records=new_renaissance_records)
