"""An evening at the table, per rule system, in the real main window on a 1366×768 laptop (the
window 1366×728, a taskbar below): open the campaign, set up and roll with given dice, use the
result, end the scene and start the next, undo three steps, switch to another system's campaign
and back. After every step the window must still fit, no dock may be squeezed, and the Roll
button and the odds must be in view without scrolling."""

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtCore import QRect
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QAbstractScrollArea
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from gmscreen.model.demo import demo_records
from gmscreen.model.firelock import demo_firelock_records
from gmscreen.model.hotcircle.demo import demo_hotcircle_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.renaissance.records import demo_renaissance_records
from gmscreen.model.session import Session
from gmscreen.model.state import Record
from gmscreen.model.state import RollRecord
from gmscreen.rules.dice import FixedDice
from gmscreen.ui.firelock.challenge import ChallengePanel
from gmscreen.ui.hotcircle.roll_panel import HotCircleTestPanel
from gmscreen.ui.panels.scenes import ScenesPanel
from gmscreen.ui.renaissance.check_panel import CheckPanel
from gmscreen.ui.rfi.task import TaskPanel
from gmscreen.ui.shell.mainwindow import MainWindow

WINDOW = QSize(1366, 728)
NARROWEST_DOCK = 160
DEMOS: dict[str, Callable[[], list[Record]]] = {
    "rfi": lambda: demo_records(tokens=True),
    "firelock": demo_firelock_records,
    "hotcircle": demo_hotcircle_records,
    "renaissance": demo_renaissance_records,
}
OTHER = {
    "rfi": "firelock",
    "firelock": "hotcircle",
    "hotcircle": "renaissance",
    "renaissance": "rfi",
}


def in_view(widget: QWidget) -> bool:
    """Shown, painted whole, and inside the viewport of every scroll area around it."""
    if not widget.isVisible() or widget.visibleRegion().boundingRect() != widget.rect():
        return False
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            viewport = parent.viewport()
            placed = QRect(widget.mapTo(viewport, QPoint(0, 0)), widget.size())
            if not viewport.rect().contains(placed):
                return False
        parent = parent.parentWidget()
    return True


class Evening:
    """The window, the system's resolution panel and what it rolls with."""

    def __init__(self, qtbot: QtBot, system: str) -> None:
        self.qtbot = qtbot
        self.system = system
        self.window = MainWindow(self.campaign(system))
        qtbot.addWidget(self.window)
        self.window.resize(WINDOW)
        self.window.show()
        qtbot.waitExposed(self.window)

    @staticmethod
    def campaign(system: str) -> Session:
        return Session(MemoryRepository(DEMOS[system]()))

    def resolution(self) -> QWidget:
        workspace = self.window.workspace
        assert workspace is not None
        if workspace.resolution:
            return self.window.panels[workspace.resolution]
        assert self.window.central is not None
        return self.window.central

    def odds(self) -> QWidget:
        panel = self.resolution()
        if isinstance(panel, TaskPanel):
            return panel.active.odds
        if isinstance(panel, ChallengePanel):
            return panel.chance
        if isinstance(panel, HotCircleTestPanel):
            return panel.before
        assert isinstance(panel, CheckPanel)
        return panel.first.success

    def check(self, step: str) -> None:
        """What a GM would trip over after this step, as one readable failure."""
        self.qtbot.wait(20)
        window = self.window
        faults = []
        minimum = window.minimumSizeHint().expandedTo(window.minimumSize())
        if minimum.width() > WINDOW.width() or minimum.height() > WINDOW.height():
            faults.append(f"minimum size {minimum.width()}×{minimum.height()}")
        if window.size() != WINDOW:
            faults.append(f"the window became {window.width()}×{window.height()}")
        for name, dock in window.docks.items():
            on_screen = dock.isVisible() and not dock.visibleRegion().isEmpty()
            if on_screen and not dock.isFloating() and dock.width() < NARROWEST_DOCK:
                faults.append(f"{name} is {dock.width()} px wide")
        roll = self.resolution().roll_button  # type: ignore[attr-defined]
        if not in_view(roll):
            faults.append("Roll is not in view")
        if not in_view(self.odds()):
            faults.append("the odds are not in view")
        assert faults == [], f"{self.system}, after {step}"

    @property
    def bridge(self):  # type: ignore[no-untyped-def]
        assert self.window.bridge is not None
        return self.window.bridge

    def rolls(self) -> int:
        return len([r for r in self.bridge.state.of(RollRecord) if not r.undone])

    def next_scene(self) -> None:
        """End the scene being played and start the next (adding one if the episode has none
        left)."""
        scenes = self.window.panels["scenesPanel"]
        assert isinstance(scenes, ScenesPanel)
        if not scenes.to_scene_action.isEnabled():
            assert scenes.add("scene", "After the storm"), scenes.message.text()
        current = self.bridge.state.campaign.current_scene_id
        assert scenes.end_scene(to_next_episode=False), scenes.message.text()
        assert self.bridge.state.campaign.current_scene_id != current


def roll_rfi(evening: Evening) -> None:
    """Vex Marlo pilots through the debris (Reason + Piloting, a bought die): three 1s."""
    task = evening.resolution()
    assert isinstance(task, TaskPanel)
    row = task.active.form.leader
    row.attribute.setCurrentIndex(row.attribute.findText("Reason"))
    row.skill.setCurrentIndex(row.skill.findText("Piloting"))
    task.active.form.base_difficulty.setValue(1)
    task.active.form.bought.setValue(1)  # buying a die must not push anything out of view
    task.dice = FixedDice([1, 1, 1])
    assert task.roll(), task.message.text()


def use_rfi(evening: Evening) -> None:
    """Save the roll's Momentum to the group pool."""
    task = evening.resolution()
    assert isinstance(task, TaskPanel)
    assert task.active.result.save.isEnabled()
    task.active.result.save.click()


def roll_firelock(evening: Evening) -> None:
    """Kim Ashdown (Finesse) against Bo the Duellist (Melee): a 2 and a 7."""
    panel = evening.resolution()
    assert isinstance(panel, ChallengePanel)
    panel.setup_form.title.setText("Duel at the well")
    panel.initiator.choose(1, "Finesse")
    panel.responder.choose(4, "Melee")
    panel.dice = FixedDice([2, 7])
    assert panel.roll(), panel.message.text()


def use_firelock(evening: Evening) -> None:
    """The loser bids: a claim backed by a score."""
    panel = evening.resolution()
    assert isinstance(panel, ChallengePanel)
    form = panel.exchange.form
    form.choose_score("Melee")
    form.claim.setText("I'm the better swordsman")
    form.accept_button.click()


def roll_hotcircle(evening: Evening) -> None:
    """Aria Venn walks into the tax house like a clerk who belongs."""
    panel = evening.resolution()
    assert isinstance(panel, HotCircleTestPanel)
    form = panel.obstacle
    form.intent.setText("slip past the tax-house guard")
    form.task.setText("walk in like a clerk who belongs")
    form.consequence.setText("the guard takes her name")
    roller = form.player
    roller.character.setCurrentIndex(roller.character.findText("Aria Venn"))
    roller.lifepath.setCurrentIndex(roller.lifepath.findData("Clerk of the Rolls"))
    roller.fit.setCurrentIndex(0)
    form.difficulty.setCurrentIndex(2)
    panel.dice = FixedDice([2, 2, 1, 1, 5, 4, 1])
    assert panel.roll(), panel.problem.text()


def use_hotcircle(evening: Evening) -> None:
    """A persona point rerolls the obstacle's dice."""
    panel = evening.resolution()
    assert isinstance(panel, HotCircleTestPanel)
    buttons = panel.result.reroll_buttons
    assert buttons, "no reroll offered"
    button = next(iter(buttons.values()))
    panel.dice = FixedDice([1, 3, 1, 2, 1, 1])
    button.click()


def roll_renaissance(evening: Evening) -> None:
    """Aryn searches the ruin: Search, a 27."""
    panel = evening.resolution()
    assert isinstance(panel, CheckPanel)
    form = panel.first.form
    form.select_character(1)
    form.skill.setCurrentIndex(form.skill.findData("Search"))
    panel.dice = FixedDice([27])
    assert panel.roll(), panel.message.text()


def use_renaissance(evening: Evening) -> None:
    """A Luck Point upgrades the success."""
    panel = evening.resolution()
    assert isinstance(panel, CheckPanel)
    result = panel.first.result
    result.spend_luck.setChecked(True)
    assert result.upgrade.isEnabled()
    result.upgrade.click()


PLAYS: dict[str, tuple[Callable[[Evening], None], Callable[[Evening], None]]] = {
    "rfi": (roll_rfi, use_rfi),
    "firelock": (roll_firelock, use_firelock),
    "hotcircle": (roll_hotcircle, use_hotcircle),
    "renaissance": (roll_renaissance, use_renaissance),
}


@pytest.mark.parametrize("system", list(PLAYS))
def test_an_evening_keeps_the_window_usable_on_a_laptop(qtbot: QtBot, system: str) -> None:
    evening = Evening(qtbot, system)
    evening.check("opening the campaign")
    roll, use = PLAYS[system]
    roll(evening)
    assert evening.rolls() == 1
    evening.check("the roll")
    undo_before_use = evening.bridge.undo_action.text()
    use(evening)
    assert evening.bridge.undo_action.text() != undo_before_use  # the result was used
    evening.check("using the result")
    evening.next_scene()
    evening.check("ending the scene and starting the next")
    for _ in range(3):
        evening.bridge.undo()
    evening.check("undoing three steps")
    evening.window.load_session(evening.campaign(OTHER[system]))
    evening.window.load_session(evening.campaign(system))
    QApplication.processEvents()
    evening.check(f"switching to {OTHER[system]} and back")
