"""The Hot Circle test panel: set up an obstacle or ability test, see both pools and the exact
odds, roll, reroll (persona point, fate point, advantage, accepting the compromise), settle.

What the panel shows of a rolled test is replayed from its roll log entry after every change,
so an undone reroll or test disappears from the panel as it does from the log.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QEvent
from PySide6.QtCore import Qt
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QSizePolicy
from PySide6.QtWidgets import QStackedWidget
from PySide6.QtWidgets import QTabBar
from PySide6.QtWidgets import QWidget

from gmscreen.model.changes import ChangeSet
from gmscreen.model.hotcircle.flow import scene_flow
from gmscreen.model.hotcircle.replay import ABILITY_KIND
from gmscreen.model.hotcircle.replay import OBSTACLE_KIND
from gmscreen.model.hotcircle.replay import replay_ability_test
from gmscreen.model.hotcircle.replay import replay_obstacle_test
from gmscreen.model.hotcircle.rolls import SETTLED
from gmscreen.model.hotcircle.rolls import RecordAbilityTest
from gmscreen.model.hotcircle.rolls import RecordObstacleTest
from gmscreen.model.hotcircle.rolls import Reroll
from gmscreen.model.hotcircle.rolls import SettleTest
from gmscreen.model.hotcircle.rolls import open_test
from gmscreen.model.state import RollRecord
from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.ability import AbilityOutcome
from gmscreen.rules.hotcircle.ability import AbilityRoll
from gmscreen.rules.hotcircle.ability import reroll_ability_test
from gmscreen.rules.hotcircle.ability import resolve_ability_test
from gmscreen.rules.hotcircle.ability import roll_ability_test
from gmscreen.rules.hotcircle.contest import Pool
from gmscreen.rules.hotcircle.contest import RerollReason
from gmscreen.rules.hotcircle.contest import Side
from gmscreen.rules.hotcircle.obstacle import ObstacleOutcome
from gmscreen.rules.hotcircle.obstacle import ObstacleRoll
from gmscreen.rules.hotcircle.obstacle import ObstacleTest
from gmscreen.rules.hotcircle.obstacle import reroll_obstacle_test
from gmscreen.rules.hotcircle.obstacle import resolve_obstacle_test
from gmscreen.rules.hotcircle.obstacle import roll_obstacle_test
from gmscreen.ui import boxes
from gmscreen.ui.hotcircle.ability_form import AbilityForm
from gmscreen.ui.hotcircle.roll_forms import ObstacleForm
from gmscreen.ui.hotcircle.roll_forms import RollChoice
from gmscreen.ui.hotcircle.roll_result import ContestView
from gmscreen.ui.hotcircle.roll_setup import odds_html
from gmscreen.ui.hotcircle.roll_setup import pools_html
from gmscreen.ui.hotcircle.roll_setup import with_linked_edge
from gmscreen.ui.inline_messages import ERROR_STYLE
from gmscreen.ui.panels.resolution import ResolutionPanel
from gmscreen.ui.panels.resolution import divider
from gmscreen.ui.panels.resolution import scrolling
from gmscreen.ui.refusals import refusal_text
from gmscreen.ui.shell.undo import SessionBridge
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

TEST_KINDS = (OBSTACLE_KIND, ABILITY_KIND)
# Why Roll waits (its tooltip, and the line beside it in place of the next test's odds).
WAIT_FOR_OPEN_TEST = QT_TRANSLATE_NOOP(
    "HotCircleTestPanel",
    "A test is open: reroll, let it ride or undo it before rolling the next one.",
)


class HotCircleTestPanel(ResolutionPanel):
    """Obstacle tests and ability tests, from stakes to roll to rerolls to the outcome."""

    def __init__(self, bridge: SessionBridge, parent: QWidget | None = None) -> None:
        super().__init__(bridge, parent)
        self.record_id: int | None = None
        self.tabs = QTabBar()
        self.tabs.addTab(self.tr("Obstacle test"))
        self.tabs.addTab(self.tr("Ability test"))
        self.tabs.setExpanding(False)
        self.obstacle = ObstacleForm()
        self.ability = AbilityForm()
        self.forms = QStackedWidget()
        self.forms.addWidget(self.obstacle)
        self.forms.addWidget(self.ability)
        self.tabs.currentChanged.connect(self._tab_changed)
        self.linked = QCheckBox(self.tr("Linked to the last test settled"))
        self.linked.setToolTip(
            self.tr("Advantage if the last test passed, disadvantage if it failed")
        )
        self.linked.toggled.connect(lambda *_: self.update_odds())
        self.pools = QLabel("")
        self.pools.setWordWrap(True)
        self.pools.setTextFormat(Qt.TextFormat.RichText)
        self.before = QLabel("")
        self.before.setWordWrap(True)
        self.before.setTextFormat(Qt.TextFormat.RichText)
        self.problem = QLabel("")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(ERROR_STYLE)
        self.result = ContestView()
        self.result.reroll_requested.connect(self.reroll)
        self.result.settle_requested.connect(self.settle)
        self.roll_button = QPushButton(self.tr("Roll"))
        self.roll_button.setDefault(True)
        self.roll_button.clicked.connect(self.roll)
        inner = QWidget()
        boxes.column(
            self.forms,
            self.linked,
            divider(),
            self.pools,
            self.problem,
            self.result,
            self.message,
            boxes.STRETCH,
            parent=inner,
        )
        self.scroll_area = scrolling(inner)
        buttons = boxes.row(
            boxes.grow(self.before),  # the odds beside Roll, in view while the form scrolls
            boxes.aligned(self.roll_button, Qt.AlignmentFlag.AlignBottom),
            margins=(9, 0, 9, 0),
        )
        boxes.column(self.tabs, boxes.grow(self.scroll_area), buttons, parent=self, margins=0)
        self.obstacle.changed.connect(self.update_odds)
        self.ability.changed.connect(self.update_odds)
        bridge.changed.connect(self._on_changed)
        self._scene_id = bridge.state.campaign.current_scene_id
        self._refresh_forms()
        self._tab_changed(0)
        self._follow_open_test()
        self._show_record()

    def essentials(self) -> tuple[QWidget, ...]:
        """What the GM must see together without scrolling: the odds and Roll."""
        return (self.before, self.roll_button)

    # choosing
    def _tab_changed(self, index: int) -> None:
        self.forms.setCurrentIndex(index)
        # The stack takes the height of the form shown, not of the tallest one.
        for page, form in enumerate((self.obstacle, self.ability)):
            policy = QSizePolicy.Policy.Preferred if page == index else QSizePolicy.Policy.Ignored
            form.setSizePolicy(policy, policy)
        self.forms.adjustSize()
        self.scroll_area.verticalScrollBar().setValue(0)  # the new form from its first field
        self.update_odds()

    def _refresh_forms(self) -> None:
        state = self._bridge.state
        self.obstacle.refresh(state)
        self.ability.refresh(state)
        self.update_odds()

    def choice(self) -> RollChoice:
        """The test set up in the current tab, with the edge a linked test gives it."""
        form = self.obstacle if self.tabs.currentIndex() == 0 else self.ability
        choice = form.choice()
        if self.linked.isChecked():
            return with_linked_edge(choice, self._bridge.state)
        return choice

    def update_odds(self) -> RollChoice:
        """Show both pools, their dice line by line, and the exact odds before the roll."""
        choice = self.choice()
        self.problem.setText(choice.problem)
        self.problem.setVisible(bool(choice.problem))
        test = choice.test
        self.pools.setVisible(test is not None)
        if test is not None:
            self.pools.setText(pools_html(test))
        if self._test_is_open():  # beside the disabled Roll: why it is disabled
            self.before.setText(self.tr(WAIT_FOR_OPEN_TEST))
        elif test is not None:
            self.before.setText(odds_html(test))
        else:  # the odds keep their place beside Roll
            self.before.setText(self.tr("The odds show once the test is set up."))
        return choice

    def _follow_the_spotlight(self) -> None:
        """A new scene: its tests are first of all its star's (the one a cut gave it to)."""
        state = self._bridge.state
        scene_id = state.campaign.current_scene_id
        if scene_id == self._scene_id:
            return
        self._scene_id = scene_id
        starring = scene_flow(state).spotlight
        if starring:
            for combo in (self.obstacle.player.character, self.ability.character):
                found = combo.findData(starring[0])
                if found >= 0:
                    combo.setCurrentIndex(found)

    def _test_is_open(self) -> bool:
        return open_test(self._bridge.state) is not None

    def _follow_open_test(self) -> None:
        """Show the campaign's open test (after a roll, an undone settling, a redone roll) and
        enable Roll only when there is none: a stray click never rolls over its rerolls."""
        record = open_test(self._bridge.state)
        if record is not None:
            self.record_id = record.id
        self.roll_button.setEnabled(record is None)
        self.roll_button.setToolTip(
            self.tr(WAIT_FOR_OPEN_TEST) if record is not None else self.tr("Roll the test set up")
        )
        self.update_odds()

    # rolling
    def roll(self) -> bool:
        """Roll the test set up and log it (open for rerolls); False if refused."""
        choice = self.update_odds()
        test = choice.test
        if self._test_is_open():
            self._say(self.tr(WAIT_FOR_OPEN_TEST), warning=True)
            return False
        if test is None:
            self._say(choice.problem, warning=True)
            return False
        command: RecordObstacleTest | RecordAbilityTest
        try:
            if isinstance(test, ObstacleTest):
                command = RecordObstacleTest(
                    roll_obstacle_test(test, dice=self.dice),
                    character_id=choice.character_id,
                    opponent_id=choice.opponent_id,
                )
            else:
                command = RecordAbilityTest(
                    roll_ability_test(test, dice=self.dice), character_id=choice.character_id
                )
        except RulesError as error:
            self._say(refusal_text(error), warning=True)
            return False
        self._say("")
        if not self._run(command):
            return False
        # The result appears below the form: once it is laid out, scroll to the pools.
        QTimer.singleShot(0, self._scroll_to_result)
        return True

    def _scroll_to_result(self) -> None:
        # The reroll buttons were just added: lay them out before measuring.
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        self.scroll_area.verticalScrollBar().setValue(self.pools.y() - 6)

    def _record(self) -> RollRecord | None:
        record = self._bridge.state.find(RollRecord, self.record_id)
        if record is None or record.kind not in TEST_KINDS or record.undone:
            return None
        return record

    def current_roll(self) -> ObstacleRoll | AbilityRoll | None:
        """The test being rolled, replayed from the log (None when there is none)."""
        record = self._record()
        if record is None:
            return None
        replay = replay_obstacle_test if record.kind == OBSTACLE_KIND else replay_ability_test
        roll, _dice = replay(record)
        return roll

    def _show_record(self) -> None:
        record = self._record()
        if record is None:
            self.result.show_test(None)
            return
        try:
            roll: ObstacleRoll | AbilityRoll
            outcome: ObstacleOutcome | AbilityOutcome | None = None
            if record.kind == OBSTACLE_KIND:
                roll, dice = replay_obstacle_test(record)
                if record.outcome.get("status") == SETTLED:
                    outcome = resolve_obstacle_test(roll, dice=dice)
            else:
                roll, dice = replay_ability_test(record)
                if record.outcome.get("status") == SETTLED:
                    outcome = resolve_ability_test(roll, dice=dice)
                    if record.outcome.get("alternative"):
                        outcome = outcome.with_alternative_failure()
        except RulesError as error:
            self.result.show_test(None)
            self._say(refusal_text(error), warning=True)
            return
        events = tuple(str(line) for line in record.outcome.get("events", []))
        heading = str(record.inputs.get("head", ""))
        self.result.show_test(roll, outcome, events, heading)

    def _on_changed(self, changes: ChangeSet) -> None:
        if changes.kinds() & {"character", "campaign"}:
            self._refresh_forms()
            self._follow_the_spotlight()
        if changes.touches("roll"):
            self._follow_open_test()
            self._show_record()

    def reroll(self, side: str, reason: str, pool: str) -> bool:
        """Reroll one pool of the open test, paid as chosen; one undo step."""
        roll = self.current_roll()
        if roll is None or self.record_id is None:
            return False
        try:
            if isinstance(roll, ObstacleRoll):
                rerolled: ObstacleRoll | AbilityRoll = reroll_obstacle_test(
                    roll, Pool(pool), reason=RerollReason(reason), side=Side(side), dice=self.dice
                )
            else:
                rerolled = reroll_ability_test(
                    roll, Pool(pool), reason=RerollReason(reason), side=Side(side), dice=self.dice
                )
        except RulesError as error:
            self._say(refusal_text(error), warning=True)
            return False
        self._say("")
        if not self._run(Reroll(self.record_id, rerolled)):
            return False
        # The buttons are rebuilt: keep the dice and the standing in view, not the form.
        QTimer.singleShot(0, self._scroll_to_result)
        return True

    def settle(self, alternative: bool = False) -> bool:
        """No more rerolls: settle the open test and apply what it does."""
        roll = self.current_roll()
        if roll is None or self.record_id is None:
            return False
        try:
            outcome: ObstacleOutcome | AbilityOutcome
            if isinstance(roll, ObstacleRoll):
                outcome = resolve_obstacle_test(roll, dice=self.dice)
            else:
                outcome = resolve_ability_test(roll, dice=self.dice)
                if alternative and not outcome.passed:
                    outcome = outcome.with_alternative_failure()
        except RulesError as error:
            self._say(refusal_text(error), warning=True)
            return False
        command = SettleTest(self.record_id, outcome)
        if not self._run(command):
            return False
        self._say("")
        QTimer.singleShot(0, self._scroll_to_result)  # the outcome, with what it did
        return True
