"""The registry of rule systems' model declarations: each system's `SYSTEM_MODEL`, by its id.

Each rule system's model package declares `SYSTEM_MODEL` in its `system_model.py` (see
`gmscreen.model.system_model`); the shared scene flow and player view ask here for the
campaign's. The one shared model module that reaches into the systems' packages (when first
asked for one, see `gmscreen.model.declarations`).
"""

from __future__ import annotations

from gmscreen.model.declarations import Declarations
from gmscreen.model.system_model import SystemModel

# A campaign of a system gmscreen does not know moves between scenes and shows its player view
# without any system's rules.
system_model = Declarations("gmscreen.model.{}.system_model", "SYSTEM_MODEL", SystemModel)
