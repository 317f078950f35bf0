"""What Firelock's rules add to what every system shares: a new campaign's own records.

Moving to another scene or episode changes only the current scene, and the player view shows
the scene and its traits alone (see `gmscreen.model.system_model`).
"""

from __future__ import annotations

from gmscreen.model.firelock.records import new_firelock_records
from gmscreen.model.system_model import SystemModel

SYSTEM_MODEL = SystemModel("firelock", new_records=new_firelock_records)
