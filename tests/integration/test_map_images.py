"""Images dropped on the map are decoded and bounded before they are stored (issue 14, point 6):
a text file named `.png`, a truncated PNG and decompression bombs are refused with a message in
the map's banner, nothing stored; a file far over the limit is not read whole."""

import struct
import zlib
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData
from PySide6.QtCore import QPointF
from PySide6.QtCore import QUrl
from PySide6.QtGui import QColor
from PySide6.QtGui import QImage
from pytestqt.qtbot import QtBot

from gmscreen.model.state import ZoneMap
from gmscreen.ui.map import background_image
from gmscreen.ui.shell.undo import SessionBridge
from tests.gui.conftest import session  # noqa: F401
from tests.gui.test_map import bridge  # noqa: F401
from tests.gui.test_map import drop
from tests.gui.test_map import open_map


def chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def bomb(side: int) -> bytes:
    """A PNG of a few kilobytes that claims `side`² pixels: decoding it would take gigabytes."""
    rows = zlib.compress(b"\0" * (1 + side * 3) * 16, 9)
    header = struct.pack(">IIBBBBB", side, side, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", rows) + chunk(b"IEND", b"")
    )


def noisy_png(path: Path) -> bytes:
    image = QImage(128, 96, QImage.Format.Format_RGB32)
    for y in range(96):
        for x in range(128):
            image.setPixelColor(x, y, QColor((x * 7) % 256, (y * 13) % 256, (x * y) % 256))
    assert image.save(str(path))
    return path.read_bytes()


def drop_file(qtbot: QtBot, bridge: SessionBridge, path: Path) -> str:  # noqa: F811
    widget = open_map(qtbot, bridge)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    drop(widget, mime, QPointF(100, 100))
    return widget.banner.text.text()


@pytest.mark.qt_log_ignore("libpng")
@pytest.mark.parametrize(
    ("name", "make", "says"),
    [
        ("notes.png", lambda _p: b"session notes, not an image", "not an image"),
        ("cut.png", lambda p: noisy_png(p)[:700], "damaged or cut short"),
        ("bomb.png", lambda _p: bomb(16_000), "16000 × 16000 pixels"),
        ("large.png", lambda _p: bomb(11_000), "11000 × 11000 pixels"),
    ],
)
def test_an_image_the_map_cannot_show_is_refused_and_not_stored(
    qtbot: QtBot,
    bridge: SessionBridge,  # noqa: F811
    tmp_path: Path,
    name: str,
    make: object,
    says: str,
) -> None:
    path = tmp_path / name
    path.write_bytes(make(tmp_path / "source.png"))  # type: ignore[operator]
    message = drop_file(qtbot, bridge, path)
    assert says in message
    record = bridge.state.find(ZoneMap, 1)
    assert record is not None
    assert record.background is None
    assert bridge.session.undo_name is None  # nothing was stored, not even as an action


def test_a_file_over_the_limit_is_refused_without_being_read_whole(
    qtbot: QtBot,
    bridge: SessionBridge,  # noqa: F811
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(background_image, "MAX_BACKGROUND_BYTES", 4096)
    path = tmp_path / "huge.png"
    path.write_bytes(b"\x89PNG" + bytes(100_000))
    read: list[int] = []
    original = background_image.read_bounded

    def counting(file: Path) -> bytes:
        data = original(file)
        read.append(len(data))
        return data

    monkeypatch.setattr("gmscreen.ui.map.mime.read_bounded", counting)
    assert "is over" in drop_file(qtbot, bridge, path)
    assert read
    assert max(read) == 4097


def test_a_good_image_still_becomes_the_background(
    qtbot: QtBot,
    bridge: SessionBridge,  # noqa: F811
    tmp_path: Path,
) -> None:
    path = tmp_path / "deck.png"
    data = noisy_png(path)
    assert drop_file(qtbot, bridge, path) == "Background set"
    record = bridge.state.find(ZoneMap, 1)
    assert record is not None
    assert record.background == data
