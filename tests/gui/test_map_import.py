"""A Universal VTT file dropped on the map: preview, import as one undo step, redo, reopen, and
the player view without the GM-only parts; a bad file refused with nothing changed."""

from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData
from PySide6.QtCore import QPointF
from PySide6.QtCore import QSettings
from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot

from gmscreen.app import FileCampaigns
from gmscreen.model.demo import demo_records
from gmscreen.model.rfi.map_commands import EditZone
from gmscreen.model.state import Zone
from gmscreen.model.state import ZoneLink
from gmscreen.model.state import ZoneMap
from gmscreen.model.uvtt.build import door
from gmscreen.model.uvtt.build import uvtt
from gmscreen.store.file import create_campaign
from gmscreen.ui.map.widget import MapWidget
from gmscreen.ui.shell.mainwindow import MainWindow
from tests.gui.test_map import drop

HOUSE_WALLS = [
    [(0, 0), (12, 0), (12, 6), (0, 6), (0, 0)],
    [(4, 0), (4, 2)],
    [(4, 3), (4, 6)],
    [(8, 0), (8, 3)],
    [(8, 4), (8, 6)],
]
HOUSE_DOORS = [door((4, 2), (4, 3)), door((8, 3), (8, 4), closed=False)]


def open_window(
    qtbot: QtBot, path: Path, settings: QSettings
) -> tuple[MainWindow, FileCampaigns, MapWidget]:
    campaigns = FileCampaigns()
    window = MainWindow(campaigns.open(path), campaigns=campaigns, settings=settings)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    qtbot.waitExposed(window)
    (map_widget,) = [m for m in window.findChildren(MapWidget) if not m.player_safe]
    return window, campaigns, map_widget


def drop_file(widget: MapWidget, path: Path) -> None:
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    drop(widget, mime, QPointF(100, 100))


def open_demo(
    qtbot: QtBot, tmp_path: Path, settings: QSettings
) -> tuple[MainWindow, FileCampaigns, MapWidget]:
    path = tmp_path / "table.gmscreen"
    create_campaign(path, demo_records()).close()
    return open_window(qtbot, path, settings)


def imported_maps(window: MainWindow) -> list[ZoneMap]:
    assert window.bridge is not None
    return [m for m in window.bridge.state.of(ZoneMap) if m.name == "Smugglers house"]


def test_a_dropped_uvtt_file_is_previewed_imported_undone_redone_and_reopened(
    qtbot: QtBot, tmp_path: Path, settings: QSettings
) -> None:
    path = tmp_path / "table.gmscreen"
    create_campaign(path, demo_records()).close()
    house = tmp_path / "Smugglers house.dd2vtt"
    house.write_bytes(uvtt((12, 6), HOUSE_WALLS, HOUSE_DOORS))
    window, campaigns, map_widget = open_window(qtbot, path, settings)
    bridge = window.bridge
    assert bridge is not None

    drop_file(map_widget, house)
    preview = map_widget.importer.preview
    assert preview is not None
    qtbot.waitExposed(preview)
    assert preview.summary.text().startswith("3 zone(s), 2 link(s)")
    assert preview.map_name() == "Smugglers house"
    assert not imported_maps(window)  # nothing is created before the GM accepts
    preview.import_button.click()

    (record,) = imported_maps(window)
    assert map_widget.scene.map_id == record.id
    assert sorted(item.zone.name for item in map_widget.scene.zones.values()) == [
        "Room 1",
        "Room 2",
        "Room 3",
    ]
    assert len(map_widget.scene.links) == 2
    assert map_widget.scene.background is not None
    bridge.undo()
    assert not imported_maps(window)
    assert record.id != map_widget.scene.map_id
    bridge.redo()
    (record,) = imported_maps(window)
    map_widget.show_map(record.id)
    room_3 = next(z for z in bridge.state.of(Zone) if z.map_id == record.id and z.name == "Room 3")
    bridge.execute(EditZone(room_3.id, gm_only=True))
    window.close()
    campaigns.close()

    again, campaigns, map_widget = open_window(qtbot, path, settings)
    assert again.bridge is not None
    (record,) = imported_maps(again)
    zones = [z for z in again.bridge.state.of(Zone) if z.map_id == record.id]
    links = [link for link in again.bridge.state.of(ZoneLink) if link.map_id == record.id]
    assert len(zones) == 3
    assert len(links) == 2
    assert record.background is not None
    player_map = again.player_view.map_widget
    assert isinstance(player_map, MapWidget)
    player_map.show_map(record.id)
    shown = sorted(item.zone.name for item in player_map.scene.zones.values())
    assert shown == ["Room 1", "Room 2"]  # Room 3 is GM-only
    assert player_map.scene.background is not None
    campaigns.close()


def test_a_bad_map_file_is_refused_on_the_map_and_changes_nothing(
    qtbot: QtBot, tmp_path: Path, settings: QSettings
) -> None:
    bad = tmp_path / "broken.uvtt"
    bad.write_bytes(b"this is not json")
    window, campaigns, map_widget = open_demo(qtbot, tmp_path, settings)
    assert window.bridge is not None
    maps = window.bridge.state.of(ZoneMap)
    drop_file(map_widget, bad)
    assert map_widget.importer.preview is None
    assert map_widget.banner.isVisible()
    assert "broken.uvtt: This is not a Universal VTT file: it is not JSON" in (
        map_widget.banner.text.text()
    )
    assert window.bridge.state.of(ZoneMap) == maps
    assert window.bridge.undo_action.text() == "Undo"
    campaigns.close()


def test_cancelling_the_preview_creates_nothing(
    qtbot: QtBot, tmp_path: Path, settings: QSettings
) -> None:
    cave = tmp_path / "cave.uvtt"
    cave.write_bytes(uvtt((8, 5), image_kind="webp"))
    window, campaigns, map_widget = open_demo(qtbot, tmp_path, settings)
    assert window.bridge is not None
    maps = window.bridge.state.of(ZoneMap)
    assert map_widget.importer.import_file(cave.read_bytes(), cave.name)
    preview = map_widget.importer.preview
    assert preview is not None
    assert preview.summary.text().startswith("1 zone(s), 0 link(s)")
    preview.reject()
    assert window.bridge.state.of(ZoneMap) == maps
    campaigns.close()


def test_file_menu_import_map_asks_for_a_file_and_previews_it(
    qtbot: QtBot, tmp_path: Path, settings: QSettings, monkeypatch: pytest.MonkeyPatch
) -> None:
    house = tmp_path / "Smugglers house.uvtt"
    house.write_bytes(uvtt((12, 6), HOUSE_WALLS, HOUSE_DOORS, version=0.2))
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *_args: (str(house), ""))
    )
    window, campaigns, map_widget = open_demo(qtbot, tmp_path, settings)
    file_menu = window.menuBar().actions()[0].menu()
    (action,) = [a for a in file_menu.actions() if a.text() == "Import &map…"]
    action.trigger()
    preview = map_widget.importer.preview
    assert preview is not None
    assert preview.summary.text().startswith("3 zone(s), 2 link(s)")
    preview.import_button.click()
    assert len(imported_maps(window)) == 1
    campaigns.close()


def test_a_map_file_that_cannot_be_read_is_refused_with_the_reason(
    qtbot: QtBot, tmp_path: Path, settings: QSettings
) -> None:
    folder = tmp_path / "not a file.uvtt"
    folder.mkdir()
    _window, campaigns, map_widget = open_demo(qtbot, tmp_path, settings)
    assert not map_widget.importer.import_path(str(folder))
    assert map_widget.banner.text.text() == "not a file.uvtt could not be read: Is a directory"
    assert map_widget.importer.preview is None
    campaigns.close()
