"""Whether dropped bytes can become a map's background: size, decodable, bounded pixels.

Checked before anything is stored: a file too large is not read past the limit, the image's
size is read from its header before it is decoded (a decompression bomb is refused without
allocating it), and the image is then decoded whole so a truncated file or a text file named
`.png` is refused rather than stored and never shown.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QBuffer
from PySide6.QtCore import QByteArray
from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QIODevice
from PySide6.QtGui import QImageReader

MAX_BACKGROUND_BYTES = 32 * 1024 * 1024
MAX_BACKGROUND_PIXELS = 64 * 1000 * 1000  # 8000 x 8000: a battle map at screen resolution
MAX_BACKGROUND_SIDE = 16_384


def read_bounded(path: Path) -> bytes:
    """A dropped file's bytes, never more than one past the limit (so a 100 MB file is not
    read whole to be refused)."""
    with path.open("rb") as stream:
        return stream.read(MAX_BACKGROUND_BYTES + 1)


def background_problem(data: bytes) -> tuple[str, str | None]:
    """The image's format and None, or "" and what is wrong with it, in words for the GM."""
    translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")
    if len(data) > MAX_BACKGROUND_BYTES:
        megabytes = MAX_BACKGROUND_BYTES // (1024 * 1024)
        return "", translate(
            "background", "That image is over %d MB: use a smaller one."
        ) % megabytes
    buffer = QBuffer()
    buffer.setData(QByteArray(data))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(buffer)
    if not reader.canRead():
        return "", translate("background", "That file is not an image the map can show.")
    size = reader.size()
    too_big = size.width() * size.height() > MAX_BACKGROUND_PIXELS
    if not size.isValid() or too_big or max(size.width(), size.height()) > MAX_BACKGROUND_SIDE:
        return "", translate(
            "background",
            "That image is %d × %d pixels: the map takes at most %d megapixels (%d on a side).",
        ) % (
            size.width(),
            size.height(),
            MAX_BACKGROUND_PIXELS // 1_000_000,
            MAX_BACKGROUND_SIDE,
        )
    image_format = bytes(reader.format().data()).decode("ascii", "replace")
    if reader.read().isNull():
        return "", translate("background", "That image is damaged or cut short (%s).") % (
            reader.errorString()
        )
    return image_format, None
