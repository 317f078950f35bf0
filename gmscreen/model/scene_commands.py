"""The base of the commands that change what a scene holds: its fight, its initiative order,
its challenge."""

from __future__ import annotations

from gmscreen.model.commands import Command


class SceneCommand(Command):
    """A change to something a scene holds; the undo label is set while planning.

    `summary` says what happened, for the panel, once the command has been planned.
    """

    def __init__(self, scene_id: int | None) -> None:
        self._scene_id = scene_id
        self._label = ""
        self.summary = ""

    @property
    def name(self) -> str:
        return self._label
