"""The task panel: choose a task, see its exact odds, roll, and act on the result."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint
from PySide6.QtCore import QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QInputDialog
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QWidget

from gmscreen.model.changes import ChangeSet
from gmscreen.model.rfi.key_task_rolls import KeyTaskRun
from gmscreen.model.rfi.pools import fortune_key
from gmscreen.model.rfi.pools import read_pools
from gmscreen.model.rfi.roll_steps import InvokeNegatively
from gmscreen.model.rfi.roll_steps import apply_roll_complication
from gmscreen.model.rfi.roll_steps import buy_off_roll_complication
from gmscreen.model.rfi.roll_steps import save_roll_momentum
from gmscreen.model.rfi.roll_steps import spend_roll_momentum
from gmscreen.model.rfi.rolls import FAILURE_STANDS
from gmscreen.model.rfi.rolls import OPPOSES_INPUT
from gmscreen.model.rfi.rolls import SCENE_INPUT
from gmscreen.model.rfi.rolls import LetFailureStand
from gmscreen.model.rfi.rolls import RecordTaskRoll
from gmscreen.model.rfi.rolls import SettleTaskRoll
from gmscreen.model.rfi.rolls import SucceedAtCost
from gmscreen.model.rfi.rolls import failure_awaiting_call
from gmscreen.model.rfi.rolls import replay_task
from gmscreen.model.rfi.rolls import task_state_of
from gmscreen.model.rfi.rolls import unsettled_task_rolls
from gmscreen.model.rfi.scene_challenge import TASK_ROLL_KIND
from gmscreen.model.state import Character
from gmscreen.model.state import RollRecord
from gmscreen.rules.dice import Dice
from gmscreen.rules.dice import SeededDice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi import pools as pool_rules
from gmscreen.rules.rfi.opposed import OpposedResult
from gmscreen.rules.rfi.opposed import OpposedSide
from gmscreen.rules.rfi.opposed import judge_opposed_task
from gmscreen.rules.rfi.resolution import TaskOutcome
from gmscreen.rules.rfi.resolution import TaskResult
from gmscreen.rules.rfi.resolution import fail_task_voluntarily
from gmscreen.rules.rfi.resolution import offer_success_at_cost
from gmscreen.rules.rfi.resolution import resolve_task
from gmscreen.rules.rfi.spends import MomentumSpend
from gmscreen.ui import boxes
from gmscreen.ui.action_message import cleared_on_change
from gmscreen.ui.panels.resolution import scrolling
from gmscreen.ui.refusals import refusal_text
from gmscreen.ui.rfi.challenges.news import ChallengeNews
from gmscreen.ui.rfi.pool_report import pool_report
from gmscreen.ui.rfi.spend_dialog import SpendDialog
from gmscreen.ui.rfi.task_form import TaskChoice
from gmscreen.ui.rfi.task_side import TaskSide
from gmscreen.ui.rfi.terms import verdict
from gmscreen.ui.shell.undo import SessionBridge
from gmscreen.ui.side_by_side import SideBySideLayout
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

# Why Roll (and Fail voluntarily) wait: the last roll's result is still in use.
WAIT_FOR_ROLL = QT_TRANSLATE_NOOP(
    "TaskPanel",
    "The last roll is still in use: save or spend its Momentum, settle each complication, "
    "let a failure stand or succeed at a cost (or undo the roll) before the next roll.",
)


class TaskPanel(QWidget):
    """Tasks and opposed tasks, from choice to roll to what the roll's momentum buys."""

    def __init__(self, bridge: SessionBridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self.dice: Dice = SeededDice()
        self.active = TaskSide(self.tr("Task"), bridge)
        self.reactive = TaskSide(self.tr("Opposed by"), bridge)
        self.reactive.form.base_difficulty.setValue(1)
        self.opposed = QCheckBox(self.tr("Opposed task"))
        self.opposed.setToolTip(self.tr("Both sides roll at base difficulty 1, side by side"))
        self.opposed.toggled.connect(self._show_opposed)
        self.roll_button = QPushButton(self.tr("Roll"))
        self.roll_button.setDefault(True)
        self.roll_button.clicked.connect(self.roll)
        self.fail_button = QPushButton(self.tr("Fail voluntarily"))
        self.fail_button.clicked.connect(self.fail_voluntarily)
        self.verdict = QLabel("")
        self.verdict.setWordWrap(True)
        self.override = QComboBox()
        self.override.addItem(self.tr("Default outcome"), None)
        self.override.addItem(self.tr("GM: the active side wins"), OpposedSide.ACTIVE)
        self.override.addItem(self.tr("GM: the reactive side wins"), OpposedSide.REACTIVE)
        self.override.currentIndexChanged.connect(self._show_verdict)
        self.message = cleared_on_change(QLabel(""), bridge)
        self.message.setWordWrap(True)
        self._opposed_result: OpposedResult | None = None
        # The roll being logged: the announcement of its command makes it its side's roll.
        self._recording: tuple[TaskSide, RecordTaskRoll, str] | None = None
        self._waiting_ids: frozenset[int] = frozenset()  # the rolls Roll waits for
        self.key_task: KeyTaskRun | None = None  # a challenge's key task awaiting its roll
        self._key_task_scene: int | None = None
        self._recorded_on_key_task = ""
        self._challenge_news = ChallengeNews(self)  # its words for what the roll did to a task
        self.key_task_note = QLabel("")
        self.key_task_note.setObjectName("keyTaskNote")
        self.key_task_note.hide()
        # Why Roll waits, under the roll that holds it (Roll's tooltip says it too): in the
        # scroll, so the odds and Roll keep their room in a 1366×768 dock.
        self.waiting = QLabel("")
        self.waiting.setWordWrap(True)
        self.waiting.hide()
        # Side by side when the dock is wide enough, else the reactive side under the active.
        sides = SideBySideLayout()
        sides.addWidget(self.active)
        sides.addWidget(self.reactive)
        odds = SideBySideLayout()  # outside the scroll: in view while the form scrolls
        odds.setContentsMargins(9, 0, 9, 0)
        odds.addWidget(self.active.odds, 1)
        odds.addWidget(self.reactive.odds, 1)
        buttons = boxes.row(
            self.opposed, self.key_task_note, boxes.STRETCH, self.fail_button, self.roll_button
        )
        verdict_row = boxes.row(boxes.grow(self.verdict), self.override)
        inner = QWidget()
        boxes.column(sides, self.waiting, verdict_row, self.message, boxes.STRETCH, parent=inner)
        scroll = self.scroll_area = scrolling(inner)
        boxes.column(scroll, odds, buttons, parent=self, margins=0)
        for side in (self.active, self.reactive):
            side.result.save_requested.connect(lambda s=side: self._save(s))
            side.result.buy_off_requested.connect(lambda npc, s=side: self.buy_off(s, npc=npc))
            side.result.apply_requested.connect(lambda s=side: self.apply_complication(s))
            side.result.invoke_requested.connect(lambda s=side: self._ask_invoke(s))
            side.result.spend_requested.connect(lambda spend, s=side: self._spend(s, spend))
            side.result.at_cost_requested.connect(lambda s=side: self._at_cost(s))
            side.result.stand_requested.connect(lambda s=side: self.let_failure_stand(s))
        bridge.changed.connect(self._on_changed)
        self.active.form.refresh()
        self.reactive.form.refresh()
        self._oppose_actor()
        self.active.form.leader.character.currentIndexChanged.connect(self._oppose_actor)
        self._show_opposed(False)
        self._restore_last_roll()
        # A reopened campaign whose last roll is still in use: once the panel is first shown,
        # that roll and why Roll waits come into view, as after an undo.
        self._waiting_on_open = self._follow_open_rolls()
        self._show_rolls()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_results()

    def _fit_results(self) -> None:
        """Each side's result buttons in as many columns as the dock's width holds."""
        inner = self.scroll_area.widget()
        if inner is None:
            return
        for side in (self.active, self.reactive):
            left = side.result.mapTo(inner, QPoint(0, 0)).x()
            side.result.fit_columns(self.scroll_area.viewport().width() - 2 * left)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        waiting, self._waiting_on_open = self._waiting_on_open, None
        if waiting is not None:
            self._reveal(waiting.result)

    def essentials(self) -> tuple[QWidget, ...]:
        """What the GM must see together without scrolling: the odds, the difficulty, Roll. In
        an opposed task: both sides' odds (each histogram marks its side's difficulty) and Roll,
        all below the scroll, so the verdict scrolled into view after the roll keeps them."""
        if self.opposed.isChecked():
            return (self.active.odds, self.reactive.odds, self.roll_button)
        return (self.active.odds, self.active.form.base_difficulty, self.roll_button)

    def _on_changed(self, changes: ChangeSet) -> None:
        for side in (self.active, self.reactive):
            side.form.react(changes)
        self._oppose_actor()  # a re-filled roster may have changed who acts
        if changes.touches("roll") or "current_scene_id" in changes.fields("campaign"):
            recording = self._recording
            if recording is not None:  # this panel's roll, logged: its side's roll now
                rolled_by, command, label = recording
                if command.record is not None:
                    rolled_by.hold(command.record.id, command.result, label)
            newly_waiting = self._follow_open_rolls()
            self._show_rolls()
            if newly_waiting is not None and recording is None:
                # An undo or redo brought back a roll still in use: like after a roll, the
                # roll and why Roll waits come into view (a roll of this panel's does it itself).
                self._reveal(newly_waiting.result)
        scene = self._bridge.state.campaign.current_scene_id
        if self.key_task is not None and scene != self._key_task_scene:
            self.key_task = None  # the scene moved on: its key task no longer waits for a roll
            self._show_key_task()

    def _oppose_actor(self) -> None:
        """The reactive side never offers the acting character as their own opponent."""
        self.reactive.form.oppose(self.active.form.leader.character.currentData())

    def _restore_last_roll(self) -> None:
        """Hold the newest logged task roll, as a reopened campaign keeps it (if any)."""
        last = self._bridge.state.newest(
            RollRecord, lambda roll: roll.kind == TASK_ROLL_KIND and not roll.undone
        )
        replayed = replay_task(last) if last is not None else None
        if last is None or replayed is None:
            return
        self.active.hold(last.id, replayed, str(last.inputs.get("label", "")))

    def _follow_open_rolls(self) -> TaskSide | None:
        """Hold the rolls whose result is still in use, as the campaign holds them (after an
        undo, a redo, a reopen), and let Roll wait until they are settled: a stray click
        never rolls over unsaved Momentum or unsettled complications. The side of a roll that
        waits now and did not before (None if none)."""
        waiting = unsettled_task_rolls(self._bridge.state)
        newly_waiting: TaskSide | None = None
        for record in waiting:
            side = self.reactive if OPPOSES_INPUT in record.inputs else self.active
            if record.id not in self._waiting_ids and newly_waiting is None:
                newly_waiting = side
            replayed = replay_task(record)
            if side.record_id == record.id or replayed is None:
                continue
            side.hold(record.id, replayed, str(record.inputs.get("label", "")))
            if side is self.reactive:
                self.opposed.setChecked(True)  # the other side's roll waits too: in view
        self._waiting_ids = frozenset(record.id for record in waiting)
        reason = self.tr(WAIT_FOR_ROLL) if waiting else ""
        self.waiting.setText(reason)
        self.waiting.setVisible(bool(waiting))
        for button in (self.roll_button, self.fail_button):
            button.setEnabled(not waiting)
        self.roll_button.setToolTip(reason)
        self.fail_button.setToolTip(
            reason or self.tr("No roll: +1 Threat, +1 Fortune to the character")
        )
        return newly_waiting

    def _show_rolls(self) -> None:
        """One pass over the roll display: each side's roll as the log holds it now (a side
        that holds no roll and shows none is left as it is)."""
        for side in (self.active, self.reactive):
            if side.record_id is not None or side.result.result is not None:
                self._show_roll(side)
        self._fit_results()  # the buttons' words changed with the roll ("Save 2 Momentum…")

    def _waits(self) -> bool:
        """Whether the last roll is still in use (said in the message line)."""
        if not unsettled_task_rolls(self._bridge.state):
            return False
        self._say(self.tr(WAIT_FOR_ROLL), warning=True)
        return True

    def _show_roll(self, side: TaskSide) -> None:
        """Show the side's last roll as its log entry holds it now (undone: nothing)."""
        record = self._bridge.state.find(RollRecord, side.record_id)
        rolled = side.rolled
        # What is left of a roll belongs to its scene: once play moves on, nothing of it is
        # offered (an old failure is not succeeded at cost in the next episode).
        made_in = record.inputs.get(SCENE_INPUT) if record is not None else None
        elsewhere = made_in is not None and made_in != self._bridge.state.campaign.current_scene_id
        if record is None or record.undone or rolled is None or elsewhere:
            side.result.show_result(None)
            return
        shown = rolled
        at_cost = TaskOutcome.SUCCEEDED_AT_COST.value
        if record.outcome.get("outcome") == at_cost and not rolled.succeeded_at_cost:
            extra = int(record.outcome.get("complications", 0)) - rolled.dice_complications
            shown = offer_success_at_cost(rolled, complications=max(1, extra))
        awaiting = failure_awaiting_call(self._bridge.state)
        side.result.show_result(
            shown,
            task_state_of(record),
            failure_stands=bool(record.outcome.get(FAILURE_STANDS)),
            call_pending=awaiting is not None and awaiting.id == record.id,
        )

    def _show_opposed(self, opposed: bool) -> None:
        self.reactive.setVisible(opposed)
        self.reactive.odds.setVisible(opposed)
        for side in (self.active, self.reactive):
            side.odds.set_caption(side.title() if opposed else "")
        self.verdict.setVisible(opposed)
        self.override.setVisible(opposed)
        self.fail_button.setVisible(not opposed)

    def _say(self, text: str, *, warning: bool = False) -> None:
        self.message.setText(text)
        style = "color: #b35c00;" if warning else ""
        if self.message.styleSheet() != style:  # a new style sheet restyles the label: rarely
            self.message.setStyleSheet(style)

    # rolling
    def run_key_task(self, run: KeyTaskRun) -> None:
        """A challenge's key task was sent here: the next roll is recorded on it as it is made."""
        self.key_task = run
        self._key_task_scene = self._bridge.state.campaign.current_scene_id
        self._show_key_task()

    def _show_key_task(self) -> None:
        run = self.key_task
        self.key_task_note.setText(self.tr("For key task '%s'") % run.label if run else "")
        self.key_task_note.setVisible(run is not None)

    def _record(self, side: TaskSide, result: TaskResult, choice: TaskChoice) -> bool:
        run = self.key_task if side is self.active else None
        command = RecordTaskRoll(
            result,
            character_id=choice.character_id,
            label=choice.label,
            payment=choice.payment,
            key_task=run.task_id if run is not None else None,
            opposes=self.active.record_id if side is self.reactive else None,
        )
        self._recording = (side, command, choice.label)
        try:
            return self._log(command, run)
        finally:
            self._recording = None

    def _log(self, command: RecordTaskRoll, run: KeyTaskRun | None) -> bool:
        """Run the roll's command (on the key task awaiting it, if any); False if refused."""
        if run is not None:
            self.key_task = None
            self._show_key_task()
            combined = run.command(command)
            before = self._challenge_news.running(self._bridge.state)
            refusal = self._bridge.attempt(combined)
            if refusal is None:
                news = self._challenge_news.said_of_roll(combined, before, self._bridge.state)
                self._recorded_on_key_task = news
            elif self._bridge.execute(command) is None:
                return False
            else:  # the roll stands; the challenges panel offers it again for its key task
                self._recorded_on_key_task = self.tr("Logged, but not recorded on '%s': %s") % (
                    run.label,
                    refusal,
                )
        elif self._bridge.execute(command) is None:
            return False
        return True

    def roll(self) -> bool:
        """Roll the task (both sides of an opposed task) and log it; False if refused."""
        if self._waits():
            return False
        sides = [self.active, self.reactive] if self.opposed.isChecked() else [self.active]
        choices = [side.update_odds() for side in sides]
        for side, choice in zip(sides, choices, strict=True):
            if choice.task is None:
                self._say(f"{side.title()}: {choice.problem}", warning=True)
                return False
        try:
            results = [resolve_task(choice.task, self.dice) for choice in choices if choice.task]
        except RulesError as error:
            self._say(refusal_text(error), warning=True)
            return False
        for side, result, choice in zip(sides, results, choices, strict=True):
            if not self._record(side, result, choice):
                return False
        if self.opposed.isChecked():
            self._opposed_result = judge_opposed_task(results[0], results[1])
            self.override.setCurrentIndex(0)
            self._show_verdict()
        said, self._recorded_on_key_task = self._recorded_on_key_task, ""
        self._say(said, warning=said.startswith(self.tr("Logged, but")))
        # On a small screen the result sits below the form: bring it into view, with its
        # buttons, once the layout has taken the result's new height (not before). An opposed
        # task's verdict comes under both sides (under the reactive one in a narrow dock).
        self._reveal(self.verdict if self.opposed.isChecked() else self.active.result)
        return True

    def _reveal(self, shown: QWidget) -> None:
        """Bring `shown` and, under it, why Roll waits into view once the layout has taken their
        new height (not before)."""
        QTimer.singleShot(0, self, lambda: self._bring_into_view(shown))

    def _bring_into_view(self, shown: QWidget) -> None:
        self.scroll_area.ensureWidgetVisible(shown)
        if self.waiting.isVisible():  # and, under it, what Roll waits for
            self.scroll_area.ensureWidgetVisible(self.waiting)

    def fail_voluntarily(self) -> None:
        """Fail without rolling: the GM gains threat, the character fortune."""
        if self._waits():
            return
        choice = self.active.update_odds()
        if choice.task is None:
            self._say(choice.problem, warning=True)
            return
        state = self._bridge.state
        character = state.find(Character, choice.character_id)
        if character is None:
            self._say(self.tr("Choose who fails on purpose."), warning=True)
            return
        try:
            failure = fail_task_voluntarily(
                choice.task, read_pools(state), fortune_key(state, character)
            )
        except RulesError as error:
            self._say(refusal_text(error), warning=True)
            return
        self._record(self.active, failure.result, choice)

    def _show_verdict(self) -> None:
        result = self._opposed_result
        if result is None:
            self.verdict.setText("")
            return
        override = self.override.currentData()
        if override is not None:
            result = OpposedResult(
                active=result.active,
                reactive=result.reactive,
                default_winner=result.default_winner,
                reason=result.reason,
                gm_override=override,
            )
        self.verdict.setText(f"<b>{verdict(result)}</b>")

    # after the roll: each step is a command on the roll's state (model/rfi/roll_steps.py)
    def _settle(self, side: TaskSide, step: Callable[[int], SettleTaskRoll]) -> bool:
        """Run one step on the side's roll; show what it did, or why it was refused."""
        if side.record_id is None:
            self._say(self.tr("Roll the task first."), warning=True)
            return False
        command = step(side.record_id)
        refusal = self._bridge.attempt(command)
        if refusal is not None or command.report is None:
            self._say(refusal or "", warning=True)
            return False
        report = command.report.pools
        self._say(pool_report(report), warning=report.momentum_lost + report.fortune_lost > 0)
        return True

    def _save(self, side: TaskSide) -> None:
        amount = side.result.unsaved_momentum
        self._settle(side, lambda roll: save_roll_momentum(roll, amount))

    def buy_off(self, side: TaskSide, *, npc: bool) -> bool:
        """Buy off one of the roll's complications (refused when none is left)."""
        return self._settle(side, lambda roll: buy_off_roll_complication(roll, npc=npc))

    def apply_complication(self, side: TaskSide) -> bool:
        """The GM applies one of the roll's complications in play: settled, nothing paid."""
        return self._settle(side, apply_roll_complication)

    def _ask_invoke(self, side: TaskSide) -> None:
        invoked, accepted = QInputDialog.getText(
            self,
            self.tr("Invoke negatively"),
            self.tr("Truth or trait that works against the character:"),
        )
        if accepted:
            self.invoke_negatively(side, invoked)

    def invoke_negatively(self, side: TaskSide, invoked: str) -> bool:
        """The roller's player invokes a truth or trait against them: +1 Fortune to the
        character, +1 complication on this task (refused for an NPC's roll)."""
        return self._settle(side, lambda roll: InvokeNegatively(roll, invoked))

    def _spend(self, side: TaskSide, spend: MomentumSpend) -> None:
        """Ask how to pay the spend (the roll's momentum first, by default), then pay it."""
        dialog = SpendDialog(spend, self._current_pools(), side.result.unsaved_momentum, self)
        if dialog.exec():
            self.pay_spend(side, dialog)

    def pay_spend(self, side: TaskSide, dialog: SpendDialog) -> None:
        """Pay a spend as the dialog describes it, as one undoable command."""
        chosen = dialog.payment()  # checked on accept; the command checks it again
        paid = chosen.payment
        self._settle(
            side,
            lambda roll: spend_roll_momentum(
                roll,
                chosen.spend,
                chosen.times,
                from_task=paid.from_task,
                from_pool=paid.from_pool,
                from_threat=paid.from_threat,
            ),
        )

    def _current_pools(self) -> pool_rules.Pools:
        return read_pools(self._bridge.state)

    def _at_cost(self, side: TaskSide) -> None:
        """The GM lets a failed roll succeed at a cost: the log entry is corrected to match."""
        result = side.result.result
        if result is None or side.record_id is None:
            return
        try:
            at_cost = offer_success_at_cost(result)
        except RulesError as error:
            self._say(refusal_text(error), warning=True)
            return
        refusal = self._bridge.attempt(SucceedAtCost(side.record_id, at_cost, side.label))
        self._say(refusal or "", warning=refusal is not None)

    def let_failure_stand(self, side: TaskSide) -> bool:
        """The GM lets the side's failed roll stand (no success at cost): Roll is free again."""
        if side.record_id is None:
            return False
        refusal = self._bridge.attempt(LetFailureStand(side.record_id))
        self._say(refusal or "", warning=refusal is not None)
        return refusal is None

    def smoke_roll(self) -> str | None:
        """Roll the current task once with seeded dice (for `gmscreen --smoke`)."""
        self.dice = SeededDice(20)
        if not self.roll():
            return f"the smoke test's task roll was refused: {self.message.text()}"
        return None
