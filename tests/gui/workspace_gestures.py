"""A GM's first gestures in each workspace, for tests that look at what the panels say after
them: the words the rules engines and the model decide (a verdict, a round, a pool report, a
refusal, a check's shift) only show once something has happened."""

from collections.abc import Callable
from typing import TypeVar

from PySide6.QtWidgets import QApplication

from gmscreen.model.character_commands import characters_in_order
from gmscreen.model.rfi.tracker import PLAYERS
from gmscreen.model.rfi.tracker import TakeAction
from gmscreen.rules.dice import FixedDice
from gmscreen.ui.firelock.challenge import ChallengePanel
from gmscreen.ui.hotcircle.roll_panel import HotCircleTestPanel
from gmscreen.ui.renaissance.check_form import APTITUDE
from gmscreen.ui.renaissance.check_panel import CheckPanel
from gmscreen.ui.rfi.pools import PoolsPanel
from gmscreen.ui.rfi.task import TaskPanel
from gmscreen.ui.rfi.tracker import TrackerPanel
from gmscreen.ui.shell.mainwindow import MainWindow

P = TypeVar("P")
# What the gestures type, as a GM would (their words, not the app's).
INTENT, TASK, CONSEQUENCE = "Get past the gate", "Talk to the guard", "Turned away"
DUEL, CLAIM = "Duel at the well", "I'm the better swordsman"
TYPED = frozenset({INTENT, TASK, CONSEQUENCE, DUEL, CLAIM})


def _panel(window: MainWindow, name: str, kind: type[P]) -> P:
    panel = window.panels[name]
    assert isinstance(panel, kind)
    return panel


def rfi(window: MainWindow) -> None:
    """Start a fight (the players first), give the first one their turn, build their menu of
    actions and take Aim; save a Momentum; roll an opposed task that both sides fail."""
    assert window.bridge is not None
    ids = [character.id for character in characters_in_order(window.bridge.state)]
    tracker = _panel(window, "trackerPanel", TrackerPanel)
    tracker.start_combat(ids, PLAYERS)
    tracker.take_turn(ids[0])
    tracker.row_menu(ids[0])  # their menu of actions, with what each does (not opened)
    assert tracker.run(TakeAction(tracker.scene_id, ids[0], "aim"))  # its chip on their row
    _panel(window, "poolsPanel", PoolsPanel).momentum.plus.click()
    task = _panel(window, "taskPanel", TaskPanel)
    task.opposed.setChecked(True)
    task.dice = FixedDice([20] * 12)
    assert task.roll()


def hotcircle(window: MainWindow) -> None:
    """Set up an independent obstacle test and roll it."""
    panel = _panel(window, "hotcircleTestPanel", HotCircleTestPanel)
    form = panel.obstacle
    form.intent.setText(INTENT)
    form.task.setText(TASK)
    form.consequence.setText(CONSEQUENCE)
    panel.dice = FixedDice([6] * 12)
    assert panel.roll()


def renaissance(window: MainWindow) -> None:
    """Roll an aptitude check a little harder than usual, and upgrade it."""
    panel = window.findChild(CheckPanel)
    assert panel is not None
    form = panel.first.form
    form.check.setCurrentIndex(form.check.findData(APTITUDE))
    form.modifiers.lines["difficulty"].check.setChecked(True)
    form.modifiers.difficulty.setValue(-10)
    panel.dice = FixedDice([11])
    assert panel.roll()
    panel.first.result.upgrade.click()


def firelock(window: MainWindow) -> None:
    """Roll a challenge between the first two characters (each with their first score) and
    make the first bid, resting it on the bidder's first score."""
    panel = window.findChild(ChallengePanel)
    assert panel is not None
    assert window.bridge is not None
    first, second = characters_in_order(window.bridge.state)[:2]
    panel.setup_form.title.setText(DUEL)
    panel.initiator.choose(first.id)
    panel.responder.choose(second.id)
    panel.dice = FixedDice([2, 7])
    panel.roll_button.click()
    form = panel.exchange.form
    form.choose_score(None)
    form.claim.setText(CLAIM)
    form.accept_button.click()
    assert panel.exchange.bids.rowCount() == 1


GESTURES: dict[str, Callable[[MainWindow], None]] = {
    "rfi": rfi,
    "firelock": firelock,
    "hotcircle": hotcircle,
    "renaissance": renaissance,
}


def make_gestures(window: MainWindow, system: str) -> None:
    """The system's gestures (none yet for a system not listed), then the panels settled."""
    window.panels.build_rest()
    GESTURES.get(system, lambda _window: None)(window)
    QApplication.processEvents()
