"""Everything Qt: the main window, its panels, the map and the player view."""

import sys

import PySide6.QtCore  # noqa: F401 - loads PySide's import hook, so that it can be eased below


def _ease_pyside_import_hook() -> None:
    """Stop PySide6 reading the source of every module imported after it.

    PySide6 checks each newly imported module for its `from __feature__ import …` switches by
    reading the module's whole source, which then stays in `linecache`: importing the store
    (SQLAlchemy, pydantic) after Qt kept 300,000 source lines (~25 MB, an eighth of the memory
    budget) and took a few hundred ms of start-up. gmscreen uses none of those switches, so
    every module is taken as not using them. (A frozen build has no sources to read anyway.)
    """
    feature = sys.modules.get("shibokensupport.feature")
    if feature is not None and callable(getattr(feature, "_mod_uses_pyside", None)):
        vars(feature)["_mod_uses_pyside"] = lambda _module: False


_ease_pyside_import_hook()
