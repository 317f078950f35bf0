"""Finding what a rule system's own packages declare, by the system's id.

A system declares its model (`SYSTEM_MODEL`, through `gmscreen.model.system_models`) and its UI
(`WORKSPACE`, through `gmscreen.ui.shell.workspaces`) in a module of the package named by its
id (`gmscreen/model/rfi/`, `gmscreen/ui/rfi/`). The systems are those the rules register
(`gmscreen.rules.systems.SYSTEMS`): nothing is discovered. A module is imported when first asked
for, so a campaign of one system never loads another system's packages.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Generic
from typing import TypeVar
from typing import cast

from gmscreen.rules.systems import SYSTEMS

T = TypeVar("T")


class Declarations(Generic[T]):
    """One kind of declaration, one per rule system; called with a system's id, gives its own.

    Args:
        module: the declaring module, with `{}` for the system's id.
        name: the name the module declares it under.
        unknown: what an id no rule system has gets instead.
    """

    def __init__(self, module: str, name: str, unknown: Callable[[str], T]) -> None:
        self._module = module
        self._name = name
        self._unknown = unknown
        self.found: dict[str, T] = {}  # by system id, once imported

    def __call__(self, system_id: str) -> T:
        if system_id not in self.found:
            if all(system.id != system_id for system in SYSTEMS):
                return self._unknown(system_id)
            module = importlib.import_module(self._module.format(system_id))
            self.found[system_id] = cast(T, getattr(module, self._name))
        return self.found[system_id]
