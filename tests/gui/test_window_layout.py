"""The window fits a 1366×768 laptop and its docks stay put: per rule system, across switches,
across restarts, and a remembered layout that would not fit is dropped for the default."""

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtCore import QRect
from PySide6.QtCore import QSettings
from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QListWidget
from PySide6.QtWidgets import QScrollArea
from PySide6.QtWidgets import QToolButton
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from gmscreen.model.demo import demo_records
from gmscreen.model.firelock import demo_firelock_records
from gmscreen.model.hotcircle.demo import demo_hotcircle_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.renaissance.records import demo_renaissance_records
from gmscreen.model.rfi.tracker import PLAYERS
from gmscreen.model.rfi.tracker import StartCombat
from gmscreen.model.session import Session
from gmscreen.model.state import Character
from gmscreen.model.state import Record
from gmscreen.rules.dice import FixedDice
from gmscreen.rules.dice import SeededDice
from gmscreen.rules.renaissance import ContestKind
from gmscreen.ui.firelock.challenge import ChallengePanel
from gmscreen.ui.hotcircle.board import SessionBoard
from gmscreen.ui.hotcircle.roll_panel import HotCircleTestPanel
from gmscreen.ui.renaissance.check_panel import CheckPanel
from gmscreen.ui.rfi.pools import PoolsPanel
from gmscreen.ui.rfi.task import TaskPanel
from gmscreen.ui.rfi.tracker import TrackerPanel
from gmscreen.ui.shell.dock_host import MIN_DOCK_WIDTH
from gmscreen.ui.shell.dock_host import fully_in_view
from gmscreen.ui.shell.layout_store import LayoutStore
from gmscreen.ui.shell.mainwindow import MainWindow
from gmscreen.ui.shell.window_layout import MAX_MINIMUM_SIZE
from gmscreen.ui.shell.window_layout import fitted_geometry
from gmscreen.ui.shell.workspaces import workspace_for

LAPTOP = QSize(1366, 728)  # a 1366×768 screen less a taskbar
DEMOS: dict[str, Callable[[], list[Record]]] = {
    "rfi": demo_records,
    "firelock": demo_firelock_records,
    "hotcircle": demo_hotcircle_records,
    "renaissance": demo_renaissance_records,
}


@pytest.fixture(params=["en", "de"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> str:
    """Each test that takes it runs in English and in German (longer words, same room)."""
    if request.param == "de":
        request.getfixturevalue("german")
    return str(request.param)


def campaign(system: str) -> Session:
    return Session(MemoryRepository(DEMOS[system]()))


def shown(qtbot: QtBot, system: str, settings: QSettings | None) -> MainWindow:
    window = MainWindow(campaign(system), settings=settings)
    qtbot.addWidget(window)
    window.resize(LAPTOP)
    window.show()
    qtbot.waitExposed(window)
    return window


def scrolling(qtbot: QtBot, window: MainWindow, name: str) -> str | None:
    """How a dock's panel (or the central panel's, for "") scrolls with its tab in front
    ("sideways 36 px"); None: it shows whole, as a GM needs it at the table."""
    if name:  # a dock ("" is the central panel)
        window.panels[name]  # built now, if it waited behind a tab
        window.docks[name].raise_()
    qtbot.wait(10)
    host = window.window_layout.host
    assert host is not None
    body = host.body(name)
    assert body is not None
    panel = body.widget()
    assert panel is not None
    sideways = body.horizontalScrollBar().maximum()
    down = body.verticalScrollBar().maximum()
    ways = [f"sideways {sideways} px" if sideways else "", f"down {down} px" if down else ""]
    # A panel's own scrolling form (a resolution panel's, a sheet's) may scroll down, never
    # sideways: a label or field cut at the dock's edge.
    for inner in panel.findChildren(QScrollArea):
        across = inner.horizontalScrollBar().maximum()
        if inner.isVisible() and across:
            ways.append(f"{type(inner.widget()).__name__} inside sideways {across} px")
    return " and ".join(way for way in ways if way) or None


def layout_faults(window: MainWindow) -> list[str]:
    """What a GM would trip over: a window too big for the laptop, a squeezed dock."""
    faults = []
    minimum = window.minimumSizeHint().expandedTo(window.minimumSize())
    if minimum.width() > MAX_MINIMUM_SIZE.width() or minimum.height() > MAX_MINIMUM_SIZE.height():
        faults.append(f"minimum size {minimum.width()}×{minimum.height()}")
    if window.height() > LAPTOP.height():
        faults.append(f"window grew to {window.height()} px high")
    for name, dock in window.docks.items():
        in_view = dock.isVisible() and not dock.visibleRegion().isEmpty()  # not a back tab
        if in_view and not dock.isFloating() and dock.width() < MIN_DOCK_WIDTH:
            faults.append(f"{name} is {dock.width()} px wide")
    return faults


def test_cycling_every_rule_system_in_one_window_keeps_it_on_a_laptop_screen(
    qtbot: QtBot, settings: QSettings
) -> None:
    window = shown(qtbot, "rfi", settings)
    assert layout_faults(window) == []
    for system in ("firelock", "hotcircle", "renaissance", "rfi", "firelock"):
        window.load_session(campaign(system))
        qtbot.wait(10)
        assert layout_faults(window) == [], system
        assert window.workspace is not None
        assert window.workspace.id == system


def test_a_firelock_campaign_after_rfi_gets_a_wide_challenge_panel_with_roll_in_view(
    qtbot: QtBot, settings: QSettings
) -> None:
    window = shown(qtbot, "rfi", settings)
    window.close()  # remembers RFI's layout
    window = shown(qtbot, "rfi", settings)
    window.load_session(campaign("firelock"))
    qtbot.wait(10)
    central = window.central
    assert central is not None
    assert central.width() >= 500
    roll = central.roll_button  # type: ignore[attr-defined]
    assert roll.isVisible()
    assert not roll.visibleRegion().isEmpty()


def test_each_system_restores_its_own_layout(qtbot: QtBot, settings: QSettings) -> None:
    def is_open(window: MainWindow, name: str) -> bool:
        return window.docks[name].toggleViewAction().isChecked()

    window = shown(qtbot, "rfi", settings)
    window.docks["referencePanel"].close()
    window.load_session(campaign("firelock"))
    assert is_open(window, "referencePanel")  # RFI's choice is not Firelock's
    window.docks["scenesPanel"].close()
    window.load_session(campaign("rfi"))
    assert not is_open(window, "referencePanel")  # RFI's own choice, kept
    assert is_open(window, "scenesPanel")  # Firelock's choice stayed there
    window.load_session(campaign("firelock"))
    assert not is_open(window, "scenesPanel")


def test_a_saved_layout_that_squeezes_the_task_panel_is_dropped_for_the_default(
    qtbot: QtBot, settings: QSettings
) -> None:
    window = shown(qtbot, "rfi", settings)
    host = window.window_layout.host
    assert host is not None
    task, pools = window.docks["taskPanel"], window.docks["poolsPanel"]
    host.splitDockWidget(pools, task, Qt.Orientation.Vertical)  # the task under the pools
    host.resizeDocks([pools, task], [600, 60], Qt.Orientation.Vertical)
    qtbot.wait(10)
    assert window.window_layout.problem() is not None  # the task panel no longer fits
    window.close()
    again = shown(qtbot, "rfi", settings)
    qtbot.wait(10)
    assert again.window_layout.dropped
    assert again.window_layout.problem() is None
    assert again.docks["taskPanel"].height() > 300


def test_a_layout_saved_for_another_screen_size_or_workspace_shape_is_not_applied(
    qtbot: QtBot, settings: QSettings
) -> None:
    window = shown(qtbot, "rfi", settings)
    window.docks["poolsPanel"].close()
    window.close()
    store = LayoutStore(settings)
    rfi = workspace_for("rfi")
    available = window.window_layout.available().size()
    assert store.load(rfi, available) is not None
    assert store.load(rfi, QSize(1920, 1040)) is None
    settings.setValue("layout/rfi/shape", "a workspace of an older version")
    assert store.load(rfi, available) is None
    again = shown(qtbot, "rfi", settings)
    assert again.docks["poolsPanel"].isVisible()


@pytest.mark.parametrize(
    ("available", "fits"),
    [
        (QRect(0, 0, 1366, 738), QSize(1350, 698)),  # laptop with a taskbar: shrunk to fit
        (QRect(0, 30, 1920, 1050), QSize(1366, 768)),  # a big screen: the preferred size
    ],
)
def test_a_first_start_fits_the_screen_less_its_taskbar(available: QRect, fits: QSize) -> None:
    placed = fitted_geometry(available)
    assert placed.size() == fits
    assert available.contains(placed)


def test_reset_layout_shows_the_task_panel_in_front_after_the_gm_moved_things(
    qtbot: QtBot, settings: QSettings
) -> None:
    window = shown(qtbot, "rfi", settings)
    window.docks["sheetsPanel"].raise_()
    window.docks["taskPanel"].close()
    window.reset_layout()
    qtbot.wait(10)
    assert window.panels["taskPanel"].isVisible()
    assert layout_faults(window) == []


def test_buying_a_die_keeps_the_task_panel_width_and_tn_spec_and_momentum_in_view(
    qtbot: QtBot,
) -> None:
    window = shown(qtbot, "rfi", None)
    task = window.panels["taskPanel"]
    assert isinstance(task, TaskPanel)
    before = task.minimumSizeHint().width()
    task.active.form.bought.setValue(3)
    qtbot.wait(10)
    assert task.minimumSizeHint().width() == before
    row = task.active.form.leader
    for widget in (row.tn, row.specialty, task.active.odds.momentum):
        assert fully_in_view(widget), widget


def test_the_rfi_pools_show_every_row_and_a_click_moves_no_button(
    qtbot: QtBot, language: str
) -> None:
    window = shown(qtbot, "rfi", None)
    host = window.window_layout.host
    assert host is not None
    pools = window.panels["poolsPanel"]
    assert isinstance(pools, PoolsPanel)
    body = host.body("poolsPanel")
    assert body is not None
    rows = [pools.momentum, pools.threat, *pools.fortune_labels.values()]
    rows += pools.findChildren(QToolButton)  # every + and −, each player character's too
    assert len(pools.fortune_labels) == 3  # the demo's player characters
    assert body.verticalScrollBar().maximum() == 0, "the Pools dock scrolls"
    assert all(fully_in_view(row) for row in rows)
    # A GM adding Momentum click after click: the first click's message takes no button away
    # from under the mouse, and the message itself shows.
    plus = pools.momentum.plus
    where = [row.mapTo(window, QPoint(0, 0)) for row in rows]
    for _click in range(3):
        qtbot.mouseClick(plus, Qt.MouseButton.LeftButton)
        qtbot.wait(10)
        assert [row.mapTo(window, QPoint(0, 0)) for row in rows] == where
    assert pools.momentum.value.text() == "5"
    assert body.verticalScrollBar().maximum() == 0
    assert pools.message.lines_shown() >= 1
    assert fully_in_view(pools.message)
    # The docks tabbed below keep their room: none of them scrolls either.
    for name in ("traitsPanel", "trackerPanel", "scenesPanel"):
        assert scrolling(qtbot, window, name) is None, name


@pytest.mark.parametrize("system", DEMOS)
def test_every_dock_and_the_centre_show_their_whole_panel_in_english_and_german(
    qtbot: QtBot, system: str, language: str
) -> None:
    """Nothing scrolls at the first-start layout: German's longer buttons wrap onto another
    line (traits, scenes), the turn tracker's controls fit beside the fight, the player
    view's preview scales down to leave its controls in view, a form's label goes above its
    field, the Hot Circle board's map and beliefs take the height there is."""
    window = shown(qtbot, system, None)
    faults = {name or "centre": scrolling(qtbot, window, name) for name in ["", *window.docks]}
    assert {name: how for name, how in faults.items() if how} == {}
    assert layout_faults(window) == []


def test_a_dock_column_narrowed_by_the_gm_wraps_its_buttons_and_cuts_none(
    qtbot: QtBot, language: str
) -> None:
    window = shown(qtbot, "rfi", None)
    host = window.window_layout.host
    assert host is not None
    host.resizeDocks([window.docks["poolsPanel"]], [200], Qt.Orientation.Horizontal)
    for name in ("traitsPanel", "scenesPanel"):
        assert scrolling(qtbot, window, name) is None, name
        buttons = window.panels[name].findChildren(QAbstractButton)
        shown_buttons = [b for b in buttons if b.isVisible() and b.text()]
        assert len(shown_buttons) >= 3, name
        assert all(fully_in_view(button) for button in shown_buttons), name
        assert all(b.width() >= b.sizeHint().width() for b in shown_buttons), name  # whole text


def opposed_task(window: MainWindow) -> str:
    task = window.panels["taskPanel"]
    assert isinstance(task, TaskPanel)
    task.opposed.setChecked(True)
    task.roll()
    return "taskPanel"


def ability_test(window: MainWindow) -> str:
    test = window.panels["hotcircleTestPanel"]
    assert isinstance(test, HotCircleTestPanel)
    test.tabs.setCurrentIndex(1)
    return "hotcircleTestPanel"


def opposed_check(window: MainWindow) -> str:
    check = window.central
    assert isinstance(check, CheckPanel)
    check.mode.setCurrentIndex(check.mode.findData(ContestKind.OPPOSED))
    return ""


@pytest.mark.parametrize(
    ("system", "arrange"),
    [("rfi", opposed_task), ("hotcircle", ability_test), ("renaissance", opposed_check)],
)
def test_an_opposed_roll_or_another_kind_of_test_still_fits_without_scrolling_sideways(
    qtbot: QtBot,
    system: str,
    arrange: Callable[[MainWindow], str],
    language: str,
) -> None:
    """Both sides of a contest stand side by side when the room allows, else one above the
    other (each side's odds named): the dock or the centre scrolls down at most."""
    window = shown(qtbot, system, None)
    name = arrange(window)
    how = scrolling(qtbot, window, name) or ""
    assert "sideways" not in how


def test_the_rfi_tracker_in_a_fight_fits_its_dock_with_a_long_name_shortened(
    qtbot: QtBot, language: str
) -> None:
    window = shown(qtbot, "rfi", None)
    assert window.bridge is not None
    everyone = [c.id for c in window.bridge.state.of(Character)]
    scene_id = window.bridge.state.campaign.current_scene_id
    window.bridge.execute(StartCombat(scene_id, everyone, first_side=PLAYERS))
    tracker = window.panels["trackerPanel"]
    assert isinstance(tracker, TrackerPanel)
    ines = next(c.id for c in window.bridge.state.of(Character) if c.name == "Dr. Ines Calder")
    tracker.select(ines)  # "Als Nächstes: Dr. Ines Calder" is wider than the controls' column
    assert scrolling(qtbot, window, "trackerPanel") is None
    assert tracker.list_area.horizontalScrollBar().maximum() == 0  # nor does the fight
    button = tracker.next_button
    assert fully_in_view(button)
    assert button.full_text().endswith("Dr. Ines Calder")
    shown_whole = button.text() == button.full_text()
    assert shown_whole or button.full_text() in button.toolTip()  # shortened: the tip says it
    assert button.text().endswith("…") != shown_whole


def test_the_hot_circle_board_still_fits_when_it_says_it_is_time_to_cut(
    qtbot: QtBot, language: str
) -> None:
    """The cut hint takes a row of its own above the board: the faction map gives up that
    height, the centre does not start to scroll (seen after a GM's first roll of a scene)."""
    window = shown(qtbot, "hotcircle", None)
    board = window.central
    assert isinstance(board, SessionBoard)
    spotlight = board.spotlight
    spotlight.cut_ability.setValue(1)  # the demo scene has had one ability test
    spotlight.cut_ability.editingFinished.emit()
    assert spotlight.cut_hint.isVisible()
    assert scrolling(qtbot, window, "") is None


def test_a_renaissance_opposed_check_keeps_both_sides_odds_and_tns_in_view_with_roll(
    qtbot: QtBot, language: str
) -> None:
    """In a contest what the GM weighs is who wins: the odds of each ending, each side's TN
    named in them, in view with Roll however far the sides' forms are scrolled; after the roll
    the verdict shows in the same place."""
    window = shown(qtbot, "renaissance", None)
    opposed_check(window)
    check = window.central
    assert isinstance(check, CheckPanel)
    qtbot.wait(10)
    assert window.window_layout.problem() is None
    assert check.essentials() == (check.contest.odds, check.roll_button)
    for side in (check.first, check.second):
        target = side.form.choice().target
        assert target is not None
        assert f"{target.value}" in check.contest.odds.text()
    bar = check.scroll_area.verticalScrollBar()
    bar.setValue(bar.maximum())  # down at the second side's modifiers
    qtbot.wait(10)
    assert fully_in_view(check.contest.odds)
    assert fully_in_view(check.roll_button)
    check.dice = SeededDice(20)  # a round rerolled: the rounds take two lines
    assert check.roll()
    qtbot.wait(10)
    assert check.contest.rounds.text().count("<br>") == 1  # two rounds
    assert fully_in_view(check.contest.verdict)
    assert fully_in_view(check.roll_button)
    assert scrolling(qtbot, window, "") is None


def roll_stays_under_the_mouse(qtbot: QtBot, window: MainWindow, panel: QWidget) -> bool:
    """Click the panel's Roll (seeded dice) as a GM does, let the panel scroll to what the roll
    shows, and tell whether Roll is still what lies under the mouse (nothing slid there)."""
    roll = panel.roll_button  # type: ignore[attr-defined]
    mouse = roll.mapTo(window, roll.rect().center())
    panel.dice = SeededDice(3)  # type: ignore[attr-defined]
    qtbot.mouseClick(roll, Qt.MouseButton.LeftButton)
    qtbot.wait(50)  # a panel scrolls to the result once it is laid out
    return window.childAt(mouse) is roll


def test_a_firelock_challenge_shows_who_rolls_and_the_odds_then_the_bidding_under_a_still_roll(
    qtbot: QtBot, language: str
) -> None:
    """Before the roll: who rolls with which score, the chance and Roll, without scrolling.
    After it the bidding (stacked under the sides in German) scrolls into view, and Roll
    stays where the GM clicked: no bid button slides under the mouse."""
    window = shown(qtbot, "firelock", None)
    challenge = window.central
    assert isinstance(challenge, ChallengePanel)
    qtbot.wait(10)
    sides = (challenge.initiator, challenge.responder)
    before = [w for side in sides for w in (side.who, side.score)]
    for widget in [*before, challenge.chance, challenge.roll_button]:
        assert fully_in_view(widget), widget
    assert window.window_layout.problem() is None
    assert roll_stays_under_the_mouse(qtbot, window, challenge)
    assert challenge.challenge is not None  # rolled: the bidding is open
    assert not challenge.roll_button.isEnabled()  # a double-click's second click rolls nothing
    form = challenge.exchange.form
    for widget in (challenge.exchange.totals, form.accept_button, challenge.chance):
        assert fully_in_view(widget), widget


def test_an_rfi_opposed_task_keeps_both_sides_odds_and_roll_in_view_before_and_after_the_roll(
    qtbot: QtBot, language: str
) -> None:
    """Before the roll the GM weighs both sides' odds (each histogram marks its difficulty)
    beside Roll; after it the verdict scrolls into view while those odds and Roll stay put."""
    window = shown(qtbot, "rfi", None)
    host = window.window_layout.host
    assert host is not None
    task = window.panels["taskPanel"]
    assert isinstance(task, TaskPanel)
    task.opposed.setChecked(True)
    qtbot.wait(10)
    assert host.resolution_in_view() is True
    assert roll_stays_under_the_mouse(qtbot, window, task)
    assert task.verdict.text()
    for widget in (task.verdict, task.active.odds, task.reactive.odds):
        assert fully_in_view(widget), widget
    assert host.resolution_in_view() is True


def cut_short(panel: QWidget) -> list[str]:
    """What a panel shows cut: a one-line label or a button narrower than its words, a list
    that scrolls sideways or holds a row wider than itself."""
    cut = []
    for widget in panel.findChildren(QWidget):
        if not widget.isVisible():
            continue
        if isinstance(widget, QLabel) and widget.wordWrap():
            continue  # it takes another line, never cuts a word
        if isinstance(widget, QLabel | QAbstractButton):
            if widget.width() < widget.sizeHint().width():
                cut.append(f"{widget.text()!r} {widget.width()} < {widget.sizeHint().width()} px")
        elif isinstance(widget, QListWidget):
            rows = widget.sizeHintForColumn(0)
            if widget.horizontalScrollBar().isVisible() or rows > widget.viewport().width():
                cut.append(f"list rows {rows} > {widget.viewport().width()} px")
    return cut


def test_an_rfi_opposed_task_fits_the_task_dock_at_1366_with_every_word_whole(
    qtbot: QtBot, language: str
) -> None:
    """Both sides of an opposed task stack in the dock column a 1366×768 screen gives the
    task (German's longer words included): the dock keeps its width, nothing scrolls
    sideways, every label, button and trait in play reads whole, before and after the roll."""
    window = shown(qtbot, "rfi", None)
    task = window.panels["taskPanel"]
    assert isinstance(task, TaskPanel)
    dock = window.docks["taskPanel"]
    width = dock.width()
    task.opposed.setChecked(True)
    qtbot.wait(10)
    assert task.reactive.isVisible()
    assert task.reactive.form.traits.count() >= 3  # the scene's traits, listed on each side
    assert dock.width() == width
    assert scrolling(qtbot, window, "taskPanel") is None
    assert cut_short(task.active) == []
    assert cut_short(task.reactive) == []
    task.dice = SeededDice(3)
    assert task.roll()
    qtbot.wait(10)
    assert dock.width() == width
    assert scrolling(qtbot, window, "taskPanel") is None
    assert cut_short(task) == []
    # A task alone fails with two complications: why Roll waits shows, Roll keeps its place.
    task.opposed.setChecked(False)
    task.dice = FixedDice([20, 20])
    assert task.roll()
    qtbot.wait(10)
    assert task.waiting.isVisible()
    assert scrolling(qtbot, window, "taskPanel") is None
    assert fully_in_view(task.roll_button)
    assert cut_short(task) == []


def test_a_hot_circle_versus_test_shows_both_pools_sizes_beside_the_odds_and_roll(
    qtbot: QtBot, language: str
) -> None:
    """In a versus test the opponent's form stands below the fold: how many dice each side
    rolls shows in the odds line beside Roll; after the roll the result comes into view and
    Roll stays under the mouse."""
    window = shown(qtbot, "hotcircle", None)
    host = window.window_layout.host
    assert host is not None
    panel = window.panels["hotcircleTestPanel"]
    assert isinstance(panel, HotCircleTestPanel)
    form = panel.obstacle
    form.versus.setChecked(True)
    for field, text in ((form.intent, "Get the ledger"), (form.task, "Talk him round")):
        field.setText(text)
        field.editingFinished.emit()
    form.consequence.setText("He keeps it")
    form.consequence.editingFinished.emit()
    qtbot.wait(10)
    test = panel.choice().test
    assert test is not None
    for dice, words in (
        (test.task_dice, "Task roll %1D"),
        (test.obstacle_dice, "Obstacle roll %1D"),
    ):
        said = QApplication.translate("RollSetup", words).replace("%1", str(dice))
        assert said in panel.before.text()
    assert host.resolution_in_view() is True
    assert roll_stays_under_the_mouse(qtbot, window, panel)
    assert fully_in_view(panel.pools)
