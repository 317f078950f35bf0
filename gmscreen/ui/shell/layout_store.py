"""Each workspace's remembered dock layout, and when a remembered layout is not used.

A layout is kept per rule system, tagged with the workspace's shape (its docks, their areas and
tabs) and the screen's available size it was saved on. One saved for another shape or another
screen size is never applied: restoring it would put docks where the current workspace has none,
or size them for room this screen does not have.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray
from PySide6.QtCore import QSettings
from PySide6.QtCore import QSize

from gmscreen.ui.shell.digest import sha256_hex
from gmscreen.ui.workspace import Workspace

LAYOUT_VERSION = 5  # bump when the way docks are built changes, so every saved layout is dropped


def workspace_shape(workspace: Workspace) -> str:
    """A short fingerprint of what a saved layout depends on: which docks exist, and where."""
    parts = [str(LAYOUT_VERSION), workspace.id]
    parts += [f"{spec.name}@{spec.area.value}" for spec in workspace.panels]
    parts += [f"{first}+{second}" for first, second in workspace.tabbed]
    parts += [str(workspace.widths), str(workspace.bottom_height)]
    return sha256_hex("|".join(parts), 16)


def screen_tag(available: QSize) -> str:
    """The screen a layout was saved on, by its available size (e.g. "1366x738")."""
    return f"{available.width()}x{available.height()}"


class LayoutStore:
    """Saved dock layouts in the settings, one per rule system's workspace."""

    def __init__(self, settings: QSettings) -> None:
        self._settings = settings
        settings.remove("window/state")  # layouts saved before they were tagged: never fit-checked

    @staticmethod
    def _group(workspace: Workspace) -> str:
        return f"layout/{workspace.id}"

    def load(self, workspace: Workspace, available: QSize) -> QByteArray | None:
        """The layout saved for this workspace on a screen of this size, else None."""
        group = self._group(workspace)
        state = self._settings.value(f"{group}/state")
        if not isinstance(state, QByteArray) or state.isEmpty():
            return None
        if self._settings.value(f"{group}/shape") != workspace_shape(workspace):
            return None
        if self._settings.value(f"{group}/screen") != screen_tag(available):
            return None
        return state

    def made(self, workspace: Workspace) -> str | None:
        """How the GM made the saved layout's side docks (`Arrangement.text`), if saved."""
        made = self._settings.value(f"{self._group(workspace)}/made")
        return made if isinstance(made, str) else None

    def save(self, workspace: Workspace, available: QSize, state: QByteArray, made: str) -> None:
        """Remember the layout of this workspace, as it is on a screen of this size, and how
        its side docks were made (at a window size it may no longer have)."""
        group = self._group(workspace)
        self._settings.setValue(f"{group}/state", state)
        self._settings.setValue(f"{group}/made", made)
        self._settings.setValue(f"{group}/shape", workspace_shape(workspace))
        self._settings.setValue(f"{group}/screen", screen_tag(available))

    def forget(self, workspace: Workspace) -> None:
        """Drop this workspace's saved layout (it did not fit, or the GM reset it)."""
        self._settings.remove(self._group(workspace))
