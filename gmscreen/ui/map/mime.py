"""The drag payloads the map accepts: characters from other panels (the sheets panel and the
turn tracker), images, and Universal VTT map files from the desktop."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QBuffer
from PySide6.QtCore import QByteArray
from PySide6.QtCore import QIODevice
from PySide6.QtCore import QMimeData
from PySide6.QtGui import QImage
from PySide6.QtGui import QImageWriter

from gmscreen.ui.map.background_image import read_bounded

CHARACTER_MIME = "application/x-gmscreen-character"


def character_mime(character_id: int) -> QMimeData:
    """A drag payload carrying one character, for a panel starting a drag towards the map."""
    mime = QMimeData()
    mime.setData(CHARACTER_MIME, str(character_id).encode())
    return mime


def dropped_character_id(mime: QMimeData) -> int | None:
    """The id of the character a drag carries, if it carries one."""
    if not mime.hasFormat(CHARACTER_MIME):
        return None
    try:
        return int(bytes(mime.data(CHARACTER_MIME).data()).decode())
    except ValueError:
        return None


IMAGE_SUFFIXES = frozenset({"png", "jpg", "jpeg", "gif", "bmp", "webp"})


def dropped_image(mime: QMimeData) -> tuple[bytes, str] | None:
    """The image a drag carries, as (data, format): a dropped image file, or image data."""
    for url in mime.urls() if mime.hasUrls() else []:
        path = Path(url.toLocalFile())
        suffix = path.suffix.lower().lstrip(".")
        if url.isLocalFile() and suffix in IMAGE_SUFFIXES and path.is_file():
            return read_bounded(path), "jpeg" if suffix == "jpg" else suffix
    if mime.hasImage():
        image = QImage(mime.imageData())
        if not image.isNull():
            buffer = QBuffer()
            buffer.open(QIODevice.OpenModeFlag.WriteOnly)
            if QImageWriter(buffer, QByteArray(b"png")).write(image):
                return bytes(buffer.data().data()), "png"
    return None


def carries_image(mime: QMimeData) -> bool:
    """Whether a drag may carry an image (checked cheaply, without reading the file)."""
    if mime.hasImage():
        return True
    return any(
        url.isLocalFile() and Path(url.toLocalFile()).suffix.lower().lstrip(".") in IMAGE_SUFFIXES
        for url in (mime.urls() if mime.hasUrls() else [])
    )


MAP_FILE_SUFFIXES = frozenset({"dd2vtt", "df2vtt", "uvtt"})


def _map_file_path(mime: QMimeData) -> Path | None:
    for url in mime.urls() if mime.hasUrls() else []:
        path = Path(url.toLocalFile())
        if url.isLocalFile() and path.suffix.lower().lstrip(".") in MAP_FILE_SUFFIXES:
            return path
    return None


def carries_map_file(mime: QMimeData) -> bool:
    """Whether a drag carries a Universal VTT map file (by its name, without reading it)."""
    return _map_file_path(mime) is not None


def dropped_map_file(mime: QMimeData) -> Path | None:
    """The Universal VTT file a drop carries (its path; read by the importer), if any."""
    return _map_file_path(mime)
