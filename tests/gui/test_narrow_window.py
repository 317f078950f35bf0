"""A window smaller than the layout was made for (a 1024×700 laptop, a window not maximised):
the side docks give up width in proportion with the window, so the centre (the map, the Hot
Circle board, the Renaissance check, the Firelock challenge) stays usable; grown back, the docks
are as they were, the GM's own arrangement included, across a restart."""

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QScrollArea
from pytestqt.qtbot import QtBot

from gmscreen.model.memory import MemoryRepository
from gmscreen.model.session import Session
from gmscreen.ui.shell.dock_host import MIN_DOCK_WIDTH
from gmscreen.ui.shell.dock_widths import Arrangement
from gmscreen.ui.shell.dock_widths import side_docks
from gmscreen.ui.shell.mainwindow import MainWindow
from tests.gui.workspaces_walk import SYSTEMS
from tests.gui.workspaces_walk import campaign_records
from tests.gui.workspaces_walk import open_window

USABLE = 360  # px: the map still shows a few zones; the board, check and challenge reflow


@pytest.fixture(params=["en", "de"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> str:
    if request.param == "de":
        request.getfixturevalue("german")
    return str(request.param)


def resized(qtbot: QtBot, window: MainWindow, width: int, height: int) -> None:
    window.resize(width, height)
    qtbot.wait(10)


def widths(window: MainWindow) -> dict[str, int]:
    """The side docks in view, by name: their widths."""
    host = window.window_layout.host
    assert host is not None
    return {dock.objectName(): dock.width() for dock in side_docks(host)}


def centre_width(window: MainWindow) -> int:
    host = window.window_layout.host
    assert host is not None
    central = host.centralWidget()
    assert central is not None
    return central.width()


def squeezed(window: MainWindow) -> list[str]:
    """Docks in view narrower than they can be, or than shows anything usable."""
    docks = [d for d in window.docks.values() if d.isVisible() and not d.isFloating()]
    in_view = [d for d in docks if not d.visibleRegion().isEmpty()]  # not behind a tab
    least = {d: max(MIN_DOCK_WIDTH, d.minimumSizeHint().width()) for d in in_view}
    return [f"{d.objectName()} {d.width()} < {px} px" for d, px in least.items() if d.width() < px]


def cut_at_the_side(window: MainWindow, names: list[str] | None = None) -> list[str]:
    """Of the docks named (the side docks in view; "" the centre), those whose panel, or a
    form in it, scrolls sideways: a field or button cut at the edge."""
    host = window.window_layout.host
    assert host is not None
    cut = []
    for name in [dock.objectName() for dock in side_docks(host)] if names is None else names:
        body = host.body(name)
        assert body is not None
        areas = [body, *body.findChildren(QScrollArea)]
        across = max(a.horizontalScrollBar().maximum() for a in areas if a.isVisible())
        if across:
            cut.append(f"{name or 'centre'} {across} px")
    return cut


@pytest.mark.parametrize("system", SYSTEMS)
def test_at_1024x700_the_docks_give_way_and_the_centre_stays_usable_then_come_back(
    qtbot: QtBot, system: str, language: str
) -> None:
    window = open_window(qtbot, system)
    full, centre = widths(window), centre_width(window)
    assert len(full) >= 2  # a left and a right column at least
    resized(qtbot, window, 1024, 700)
    narrow = widths(window)
    assert centre_width(window) >= USABLE, (centre, centre_width(window), narrow)
    assert squeezed(window) == []
    assert all(narrow[name] < full[name] for name in full), (full, narrow)  # each gave some
    assert cut_at_the_side(window) == []
    host = window.window_layout.host
    assert host is not None
    # Where the dice are rolled shows its odds with Roll; the Renaissance check stacks its odds
    # under the form in a centre this narrow, by its design (it scrolls down, not sideways).
    if system != "renaissance":
        assert host.resolution_in_view() is True
    assert cut_at_the_side(window, [""]) == []
    resized(qtbot, window, 1366, 768)
    assert widths(window) == full
    assert centre_width(window) == centre


def dragged(qtbot: QtBot, window: MainWindow, name: str, width: int) -> dict[str, int]:
    """What a GM's drag of a dock's edge does (the dock layout resizes the dock); the side
    docks' widths after it."""
    host = window.window_layout.host
    assert host is not None
    host.resizeDocks([window.docks[name]], [width], Qt.Orientation.Horizontal)
    layout = host.layout()
    assert layout is not None
    layout.activate()  # a drag moves the docks at once
    qtbot.wait(10)
    return widths(window)


def test_a_gm_arrangement_is_kept_at_the_size_it_was_made_and_comes_back_there(
    qtbot: QtBot,
) -> None:
    """Made at 1366 px, the docks shrink with a narrower window and come back as made; made
    at 1024 px, they are the GM's there and a larger window leaves them as made."""
    window = open_window(qtbot, "renaissance")
    mine = dragged(qtbot, window, "renaissanceSheetsPanel", 300)
    assert mine["renaissanceSheetsPanel"] == 300
    resized(qtbot, window, 1024, 700)
    narrow = widths(window)
    assert narrow["renaissanceInitiativePanel"] < mine["renaissanceInitiativePanel"]
    assert narrow["renaissanceSheetsPanel"] <= 300  # its sheet's fields need about that
    resized(qtbot, window, 1366, 768)
    assert widths(window) == mine
    resized(qtbot, window, 1024, 700)
    mine = dragged(qtbot, window, "renaissanceSheetsPanel", 330)
    assert mine["renaissanceSheetsPanel"] == 330
    resized(qtbot, window, 1366, 768)
    assert widths(window) == mine


def test_raising_a_back_tab_in_a_narrow_window_keeps_the_full_size_arrangement(
    qtbot: QtBot,
) -> None:
    window = open_window(qtbot, "rfi")
    full = widths(window)
    resized(qtbot, window, 1024, 700)
    window.docks["scenesPanel"].raise_()  # in the traits' place
    window.docks["sheetsPanel"].raise_()  # in the task's
    qtbot.wait(10)
    resized(qtbot, window, 1366, 768)
    window.docks["traitsPanel"].raise_()
    window.docks["taskPanel"].raise_()
    qtbot.wait(10)
    assert widths(window) == full


def shown_at(qtbot: QtBot, settings: QSettings | None, width: int, height: int) -> MainWindow:
    window = MainWindow(Session(MemoryRepository(campaign_records("rfi"))), settings=settings)
    qtbot.addWidget(window)
    window.resize(width, height)
    window.show()
    qtbot.waitExposed(window)
    QApplication.processEvents()
    return window


def test_a_first_start_in_a_narrow_window_grows_to_the_full_size_layout(qtbot: QtBot) -> None:
    window = shown_at(qtbot, None, 1024, 700)
    assert centre_width(window) >= USABLE
    assert squeezed(window) == []
    resized(qtbot, window, 1366, 768)
    full = widths(window)
    assert (full["poolsPanel"], full["taskPanel"]) == (340, 460)  # RFI's first-start widths


def test_a_layout_closed_in_a_narrow_window_reopens_as_the_gm_made_it_at_full_size(
    qtbot: QtBot, settings: QSettings
) -> None:
    window = shown_at(qtbot, settings, 1366, 768)
    mine = dragged(qtbot, window, "poolsPanel", 300)
    resized(qtbot, window, 1024, 700)
    window.close()  # remembers the docks as they are, and as the GM made them
    made = Arrangement.from_text(settings.value("layout/rfi/made"))
    assert made is not None
    assert made.made_at == 1366
    again = shown_at(qtbot, settings, 1366, 768)
    assert widths(again) == mine


@pytest.mark.parametrize("text", ["", "x", "1350 a=b", "0 a=3", "1350 a=-2", 7])
def test_a_damaged_or_foreign_arrangement_setting_is_not_used(text: object) -> None:
    assert Arrangement.from_text(text) is None


def test_an_arrangement_reads_back_as_written() -> None:
    made = Arrangement(1350, {"poolsPanel": 340, "taskPanel": 460})
    assert Arrangement.from_text(made.text()) == made


def test_the_next_campaign_of_the_system_in_a_narrow_window_grows_to_the_same_arrangement(
    qtbot: QtBot,
) -> None:
    """A campaign of the same system takes over the docks' places, and how they were made."""
    window = shown_at(qtbot, None, 1366, 768)
    mine = dragged(qtbot, window, "poolsPanel", 300)
    resized(qtbot, window, 1024, 700)
    window.load_session(Session(MemoryRepository(campaign_records("rfi"))))
    qtbot.wait(10)
    assert centre_width(window) >= USABLE
    resized(qtbot, window, 1366, 768)
    assert widths(window) == mine


def test_at_1024x700_an_rfi_roll_result_fits_the_task_dock(qtbot: QtBot, language: str) -> None:
    """After a roll the result's buttons ("0 Momentum in den Pool sparen", "Fehlschlag
    hinnehmen" …) stand one under another where two side by side would not fit: the task dock
    never scrolls sideways, cutting both edges."""
    from gmscreen.rules.dice import FixedDice
    from gmscreen.ui.rfi.task import TaskPanel

    window = open_window(qtbot, "rfi")
    resized(qtbot, window, 1024, 700)
    qtbot.wait(50)
    task = window.panels["taskPanel"]
    assert isinstance(task, TaskPanel)
    task.dice = FixedDice([20, 6])  # a failure with a complication: every button shows
    assert task.roll()
    qtbot.wait(50)
    assert task.active.result.stand.isVisible()
    assert cut_at_the_side(window, ["taskPanel"]) == []
