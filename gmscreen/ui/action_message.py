"""A panel's word on its last action lasts until the campaign changes again.

"scene ended: 1 momentum removed" must not still stand after the GM undid it, nor a challenge's
last attempt after the scene moved on. Each panel sets its message right after its own command
returns, so clearing on every announcement (connected before the panel's own reaction, which
may say something of its own) leaves exactly the messages about the newest change.
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QObject
from PySide6.QtCore import Slot
from PySide6.QtWidgets import QLabel

from gmscreen.model.changes import ChangeSet
from gmscreen.ui.shell.undo import SessionBridge

Label = TypeVar("Label", bound=QLabel)


class _Clearer(QObject):
    """Empties its label (its parent, so the connection ends with the label)."""

    def __init__(self, label: QLabel) -> None:
        super().__init__(label)
        self._label = label

    @Slot(object)
    def clear(self, _changes: ChangeSet) -> None:
        if self._label.text():  # an empty label is left alone: no layout for nothing
            self._label.clear()


def cleared_on_change(label: Label, bridge: SessionBridge) -> Label:
    """Make `label` empty at each change the bridge announces; connect before the panel's own
    reaction to the change. Returns the label."""
    bridge.changed.connect(_Clearer(label).clear)
    return label
