"""Switching campaigns on game night never leaves the GM stuck: a campaign the window cannot
show is one message, and the window stays exactly as it was (docks, tab bars, half-filled
forms, the map's view, undo, the open file); a switch that works gives one set of docks.

Through the real window and the File menu, with the real message box: a timer looks at the
window while the box is up, then closes it as the GM would.
"""

import dataclasses
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtCore import Qt
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QMessageBox
from PySide6.QtWidgets import QTabBar
from pytestqt.qtbot import QtBot

from gmscreen.app import FileCampaigns
from gmscreen.model.demo import demo_records
from gmscreen.model.new_campaign import new_campaign_records
from gmscreen.model.state import Campaign
from gmscreen.store.file import create_campaign
from gmscreen.store.identity import SCHEMA_REVISIONS
from gmscreen.store.migrate import Migrations
from gmscreen.ui.firelock.workspace import WORKSPACE as FIRELOCK
from gmscreen.ui.map.widget import MapWidget
from gmscreen.ui.rfi.pools import PoolsPanel
from gmscreen.ui.rfi.task import TaskPanel
from gmscreen.ui.shell import workspaces
from gmscreen.ui.shell.campaigns import CampaignOpenError
from gmscreen.ui.shell.mainwindow import MainWindow
from tests.gui.test_reopen import open_window
from tests.gui.test_window_layout import DEMOS
from tests.gui.test_window_layout import campaign
from tests.gui.test_window_layout import shown
from tests.integration.test_damaged_files import flip_page_bytes
from tests.integration.test_window_failures import SmallDisk
from tests.integration.test_window_failures import bad_settings_campaign
from tests.integration.test_window_failures import small_disk  # noqa: F401

TabBars = list[tuple[str, ...]]


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def tab_bars(window: MainWindow) -> TabBars:
    """The dock tab bars the GM sees in the window, by their tabs' titles."""
    return sorted(
        tuple(bar.tabText(index) for index in range(bar.count()))
        for bar in window.findChildren(QTabBar)
        if bar.isVisible()
    )


def shown_bars(window: MainWindow) -> set[QTabBar]:
    return {bar for bar in window.findChildren(QTabBar) if bar.isVisible()}


class MessageWatch:
    """While a message box is up: note its text and the window's tab bars, then press OK."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.messages: list[str] = []
        self.bars_during: list[TabBars] = []
        self.bar_objects_during: list[set[QTabBar]] = []
        self.title_during: list[str] = []
        self._timer = QTimer()
        self._timer.setInterval(20)
        self._timer.timeout.connect(self._look)
        self._timer.start()

    def _look(self) -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            return
        self.messages.append(box.text())
        self.bars_during.append(tab_bars(self.window))
        self.bar_objects_during.append(shown_bars(self.window))
        self.title_during.append(self.window.windowTitle())
        box.accept()

    def stop(self) -> None:
        self._timer.stop()


class HalfFilled:
    """An RFI window mid-evening: a task half set up, the map zoomed in, a Momentum to undo."""

    def __init__(self, qtbot: QtBot, window: MainWindow) -> None:
        self.window = window
        task = window.panels["taskPanel"]
        assert isinstance(task, TaskPanel)
        self.task = task
        form = task.active.form
        form.leader.attribute.setCurrentIndex(form.leader.attribute.findText("Reason"))
        form.leader.skill.setCurrentIndex(form.leader.skill.findText("Piloting"))
        form.base_difficulty.setValue(3)
        form.bought.setValue(2)
        pools = window.panels["poolsPanel"]
        assert isinstance(pools, PoolsPanel)
        self.pools = pools
        qtbot.mouseClick(pools.momentum.plus, Qt.MouseButton.LeftButton)  # 2 → 3, undoable
        assert isinstance(window.central, MapWidget)
        self.map = window.central
        self.map.view.zoom_in()
        self.zoom = self.map.view.transform()
        self.bridge = window.bridge
        self.title = window.windowTitle()
        qtbot.wait(20)  # Qt's retired tab bars go with the turn of the event loop
        self.bars = tab_bars(window)
        self.bar_objects = shown_bars(window)

    def form(self) -> tuple[str, str, int, int]:
        form = self.task.active.form
        return (
            form.leader.attribute.currentText(),
            form.leader.skill.currentText(),
            form.base_difficulty.value(),
            form.bought.value(),
        )

    def assert_unchanged(self, watch: MessageWatch) -> None:
        window = self.window
        assert watch.bars_during == [self.bars]  # while the message is up
        assert watch.bar_objects_during == [self.bar_objects]
        assert watch.title_during == [self.title]
        assert tab_bars(window) == self.bars  # and after it
        assert shown_bars(window) == self.bar_objects
        assert window.panels["taskPanel"] is self.task
        assert self.form() == ("Reason", "Piloting", 3, 2)
        assert window.central is self.map
        assert self.map.view.transform() == self.zoom
        assert window.bridge is self.bridge
        assert window.windowTitle() == self.title
        assert self.pools.momentum.value.text() == "3"


def switch(qtbot: QtBot, window: MainWindow, path: Path) -> tuple[bool, MessageWatch]:
    """Open `path` from the File menu's handler inside the event loop, as a click would (a
    dialog it opens then runs a loop of its own, as on game night)."""
    watch = MessageWatch(window)
    assert window.file_menu is not None
    menu = window.file_menu
    results: list[bool] = []
    QTimer.singleShot(0, lambda: results.append(menu.open_path(path)))
    try:
        qtbot.waitUntil(lambda: bool(results), timeout=20_000)
    finally:
        watch.stop()
    return results[0], watch


def raising_firelock_sheets(monkeypatch: pytest.MonkeyPatch) -> None:
    """Firelock's character panel raises while it is built (a bug in one panel)."""

    def broken(*_args: object) -> None:
        raise RuntimeError("the sheets panel fell over")

    specs = tuple(
        dataclasses.replace(spec, factory=broken) if spec.name == "firelockSheetsPanel" else spec
        for spec in FIRELOCK.panels
    )
    monkeypatch.setitem(
        workspaces.WORKSPACES, "firelock", dataclasses.replace(FIRELOCK, panels=specs)
    )


def firelock_campaign(path: Path) -> Path:
    records = new_campaign_records("Duel at dawn", "firelock", (("Ana", "Sam"),))
    create_campaign(path, records).close()
    return path


def damaged_campaign(path: Path) -> Path:
    create_campaign(path, demo_records()).close()
    flip_page_bytes(path)
    return path


Failing = Callable[[Path, pytest.MonkeyPatch], Path]


def panel_raises(folder: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    raising_firelock_sheets(monkeypatch)
    return firelock_campaign(folder / "duel.gmscreen")


FAILURES: dict[str, tuple[Failing, str]] = {
    "a damaged file": (lambda folder, _m: damaged_campaign(folder / "damaged.gmscreen"), "damaged"),
    "another system's panel raises while built": (
        panel_raises,
        "The Characters panel cannot show “Duel at dawn”, so it was not opened. “Salvage Rights”"
        " is still open",
    ),
    "a panel of the same system cannot show the records": (
        lambda folder, _m: bad_settings_campaign(folder / "caps.gmscreen"),
        "cannot show “Broken caps”",
    ),
}


def good_campaign(folder: Path) -> Path:
    path = folder / "table.gmscreen"
    create_campaign(path, demo_records(tokens=True)).close()
    return path


def assert_switches_after(qtbot: QtBot, window: MainWindow, folder: Path) -> None:
    """A following switch works: another campaign, one set of docks, its own undo."""
    other = folder / "other.gmscreen"
    create_campaign(other, demo_records()).close()
    opened, watch = switch(qtbot, window, other)
    assert opened, watch.messages
    assert watch.messages == []
    assert window.bridge is not None
    assert window.bridge.session.undo_name is None  # a fresh campaign's history
    assert tab_bars(window) == RFI_BARS


RFI_BARS = [
    ("Roll Log", "Reference"),
    ("Task", "Characters", "Challenges", "Player View"),
    ("Traits", "Turn Tracker", "Scenes"),
]
FIRELOCK_BARS = [("Characters", "Player View", "Map"), ("Roll Log", "Reference")]


@pytest.mark.parametrize("failure", list(FAILURES))
def test_a_campaign_the_window_cannot_show_leaves_it_exactly_as_it_was(
    qtbot: QtBot,
    tmp_path: Path,
    settings: QSettings,
    monkeypatch: pytest.MonkeyPatch,
    failure: str,
) -> None:
    good = good_campaign(tmp_path)
    window, campaigns = open_window(qtbot, good, settings)
    evening = HalfFilled(qtbot, window)
    assert evening.bars == RFI_BARS
    make, said = FAILURES[failure]
    bad = make(tmp_path, monkeypatch)
    before = bad.read_bytes()

    opened, watch = switch(qtbot, window, bad)

    assert not opened
    assert len(watch.messages) == 1
    assert said in watch.messages[0]
    evening.assert_unchanged(watch)
    assert bad.read_bytes() == before
    assert campaigns.path == good  # the old campaign is still the one open, its store too
    assert settings.value("campaigns/last") == str(good)
    assert window.bridge is not None
    window.bridge.undo_action.trigger()  # the undo of the Momentum clicked before
    assert evening.pools.momentum.value.text() == "2"
    window.bridge.redo_action.trigger()
    assert evening.pools.momentum.value.text() == "3"
    assert window.problem_banner.problem is None  # saved to the file each time
    monkeypatch.undo()
    assert_switches_after(qtbot, window, tmp_path)
    campaigns.close()


def test_a_campaign_on_a_full_disk_leaves_the_window_as_it_was(
    qtbot: QtBot,
    tmp_path: Path,
    settings: QSettings,
    small_disk: SmallDisk,  # noqa: F811
) -> None:
    good = good_campaign(tmp_path)
    old = small_disk.folder / "old.gmscreen"  # its update needs room for a backup copy first
    first_format = Migrations(revisions=SCHEMA_REVISIONS[:1])
    create_campaign(old, [Campaign(id=1, name="Old")], migrations=first_format).close()
    window, campaigns = open_window(qtbot, good, settings)
    evening = HalfFilled(qtbot, window)
    small_disk.fill()
    before = old.read_bytes()

    opened, watch = switch(qtbot, window, old)

    assert not opened
    assert len(watch.messages) == 1
    assert "could not be written" in watch.messages[0]
    evening.assert_unchanged(watch)
    assert old.read_bytes() == before
    assert campaigns.path == good
    qtbot.mouseClick(evening.pools.momentum.plus, Qt.MouseButton.LeftButton)
    assert evening.pools.momentum.value.text() == "4"  # the old campaign is still written
    small_disk.free()
    assert_switches_after(qtbot, window, tmp_path)
    campaigns.close()


def test_switching_systems_and_back_gives_one_set_of_docks_each_time(
    qtbot: QtBot, tmp_path: Path, settings: QSettings
) -> None:
    rfi = good_campaign(tmp_path)
    duel = firelock_campaign(tmp_path / "duel.gmscreen")
    second = tmp_path / "second.gmscreen"
    create_campaign(second, demo_records()).close()
    window, campaigns = open_window(qtbot, rfi, settings)
    qtbot.wait(20)
    assert tab_bars(window) == RFI_BARS
    window.docks["referencePanel"].close()  # the GM's own arrangement

    assert switch(qtbot, window, duel)[0]
    assert tab_bars(window) == FIRELOCK_BARS
    assert len(window.findChildren(QTabBar)) == 2  # nothing of RFI's docks stays
    assert switch(qtbot, window, rfi)[0]
    left = [("Roll Log",), *RFI_BARS[1:]]  # as the GM left it: the reference closed
    assert tab_bars(window) == left
    assert not window.docks["referencePanel"].toggleViewAction().isChecked()
    assert switch(qtbot, window, second)[0]  # the same system: the docks keep their places
    assert tab_bars(window) == left
    assert not window.docks["referencePanel"].toggleViewAction().isChecked()
    assert len(window.findChildren(QTabBar)) == 3
    campaigns.close()


def test_a_message_right_after_a_switch_stands_over_one_set_of_tab_bars(
    qtbot: QtBot, tmp_path: Path, settings: QSettings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Qt retires tab bars when docks are tabbed or a layout restored, and deletes them only
    when the event loop turns: a dialog opened first (the synced-folder warning after a switch)
    would show them doubled."""
    rfi = good_campaign(tmp_path)
    duel = firelock_campaign(tmp_path / "duel.gmscreen")
    window, campaigns = open_window(qtbot, rfi, settings)
    monkeypatch.setattr(FileCampaigns, "cloud_warning", lambda _self: "A synced folder.")
    for path, bars in (
        (duel, FIRELOCK_BARS),
        (rfi, RFI_BARS),
    ):
        opened, watch = switch(qtbot, window, path)
        assert opened
        assert watch.messages == ["A synced folder."]
        assert watch.bars_during == [bars]
    campaigns.close()


def panel_raising(monkeypatch: pytest.MonkeyPatch, system: str) -> None:
    """The system's last dock raises while built (a bug in one panel of it)."""
    workspace = workspaces.workspace_for(system)

    def broken(*_args: object) -> None:
        raise RuntimeError("a panel fell over")

    last = workspace.panels[-1]
    specs = (*workspace.panels[:-1], dataclasses.replace(last, factory=broken))
    monkeypatch.setitem(workspaces.WORKSPACES, system, dataclasses.replace(workspace, panels=specs))


@pytest.mark.parametrize("system", list(DEMOS))
def test_every_system_keeps_its_panels_when_a_campaign_of_its_own_system_fails(
    qtbot: QtBot, settings: QSettings, monkeypatch: pytest.MonkeyPatch, system: str
) -> None:
    """The hardest switch: to a campaign of the system shown, whose panel raises; each panel
    of the window is still the one the GM was typing in (nothing was rebuilt)."""
    window = shown(qtbot, system, settings)
    qtbot.wait(20)
    panels = {name: window.panels[name] for name in window.docks}
    central, bridge, bars = window.central, window.bridge, tab_bars(window)
    monkeypatch.setattr(QMessageBox, "warning", lambda *_args: QMessageBox.StandardButton.Ok)
    panel_raising(monkeypatch, system)

    with pytest.raises(CampaignOpenError, match="panel cannot show") as refused:
        window.load_session(campaign(system))
    assert "a panel fell over" in refused.value.detail  # for a bug report, not the message

    assert {name: window.panels[name] for name in window.docks} == panels
    assert (window.central, window.bridge) == (central, bridge)
    assert tab_bars(window) == bars
    monkeypatch.undo()
    window.load_session(campaign(system))  # and the next switch works
    assert window.bridge is not bridge
    assert tab_bars(window) == bars


def test_open_recent_names_each_campaign_by_its_title_and_file(
    qtbot: QtBot, tmp_path: Path, settings: QSettings
) -> None:
    rfi = good_campaign(tmp_path)
    duel = firelock_campaign(tmp_path / "duel.gmscreen")
    window, campaigns = open_window(qtbot, rfi, settings)
    assert switch(qtbot, window, duel)[0]
    assert window.file_menu is not None
    recent_menu = window.file_menu.recent_menu
    recent_menu.aboutToShow.emit()
    shown_names = [(a.text(), a.toolTip()) for a in recent_menu.actions()]
    rfi_title = demo_records()[0]
    assert isinstance(rfi_title, Campaign)
    assert shown_names == [
        ("Duel at dawn — duel.gmscreen", str(duel)),
        (f"{rfi_title.name} — {rfi.name}", str(rfi)),
    ]
    settings.setValue("campaigns/recent_titles", "{damaged")  # a hand-edited settings file
    recent_menu.aboutToShow.emit()
    assert [a.text() for a in recent_menu.actions()] == ["duel.gmscreen", rfi.name]
    campaigns.close()
