"""Importing a Universal VTT file onto the map: read, preview, then one undoable command.

A file that cannot be read is refused on the map's banner and nothing changes; the preview is
window-modal but not blocking, so the map stays drawn behind it.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from gmscreen.ui.map.import_words import import_said
from gmscreen.ui.map.interaction import MapGestures
from gmscreen.ui.panels.roll_lines import fill
from gmscreen.ui.shell.undo import SessionBridge

# Reading a map file needs shapely (and numpy) and Pillow: about a third of a second of
# imports, kept off the way to the first painted window and paid on the first import instead.
if TYPE_CHECKING:
    from gmscreen.model.uvtt.regions import ProposedMap
    from gmscreen.ui.map.import_preview import ImportPreview


class MapImporter(QObject):
    """Reads a map file, shows its preview, and creates the map when the GM accepts.

    Signals:
        imported(map_id): the map was created (after the command's announcement).
    """

    imported = Signal(int)

    def __init__(self, bridge: SessionBridge, gestures: MapGestures, parent: QWidget) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self._gestures = gestures
        self._parent = parent
        self.preview: ImportPreview | None = None

    def import_path(self, path: str) -> bool:
        """Read a map file from disk (its size checked first) and preview it."""
        from gmscreen.model.uvtt.reader import MAX_FILE_BYTES
        from gmscreen.model.uvtt.reader import UvttError

        name = Path(path).name
        try:
            if Path(path).stat().st_size > MAX_FILE_BYTES:
                megabytes = MAX_FILE_BYTES // (1024 * 1024)
                too_big = fill(self.tr("%1: the file is over %2 MB."), name, megabytes)
                self._gestures.refused.emit(too_big, False)
                return False
            data = Path(path).read_bytes()
        except OSError as error:
            unread = fill(self.tr("%1 could not be read: %2"), name, error.strerror)
            self._gestures.refused.emit(unread, False)
            return False
        except UvttError as error:
            self._refuse(name, error)
            return False
        return self.import_file(data, name)

    def import_file(self, data: bytes, file_name: str) -> bool:
        """Read a UVTT file and preview it; False (with the reason shown) when it is refused."""
        from gmscreen.model.uvtt.reader import UvttError
        from gmscreen.model.uvtt.reader import read_uvtt
        from gmscreen.model.uvtt.regions import propose_map
        from gmscreen.ui.map.import_preview import ImportPreview

        name = Path(file_name).stem or "Imported map"
        try:
            proposal = propose_map(read_uvtt(data), name)
        except UvttError as error:
            self._refuse(Path(file_name).name, error)
            return False
        if self.preview is not None:
            self.preview.deleteLater()
        preview = ImportPreview(proposal, self._parent)
        preview.accepted.connect(lambda: self._create(preview, proposal))
        preview.finished.connect(preview.deleteLater)
        self.preview = preview
        preview.open()
        return True

    def _refuse(self, file_name: str, error: Exception) -> None:
        """Say on the map why the file cannot be imported, in the GM's language."""
        said = fill(self.tr("%1: %2"), file_name, import_said(str(error)))
        self._gestures.refused.emit(said, False)

    def _create(self, preview: ImportPreview, proposal: ProposedMap) -> None:
        from gmscreen.model.uvtt.command import ImportMap

        named = dataclasses.replace(proposal, name=preview.map_name())
        command = ImportMap(named, scene_id=self._bridge.state.campaign.current_scene_id)
        if self._gestures.run(command) and command.map_id is not None:
            zones, links = len(proposal.zones), len(proposal.links)
            # %n: Qt's numerus form ("1 zone", "2 zones"); the links are said apart for theirs.
            zones_said = self.tr("%n zone(s)", "", zones)
            links_said = self.tr("%n link(s)", "", links)
            imported = self.tr("Imported %1: %2, %3 (one undo step)")
            self._gestures.done.emit(fill(imported, named.name, zones_said, links_said))
            self.imported.emit(command.map_id)
        if self.preview is preview:
            self.preview = None
