"""The last task roll, and how to apply it to the challenge: time saved, lost, priority seized."""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import replace

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QGroupBox
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QMenu
from PySide6.QtWidgets import QSpinBox
from PySide6.QtWidgets import QToolButton
from PySide6.QtWidgets import QWidget

from gmscreen.model.commands import Command
from gmscreen.model.rfi.challenge_commands import AttemptKeyTask
from gmscreen.model.rfi.contest_commands import TakeContestTurn
from gmscreen.model.rfi.scene_challenge import Running
from gmscreen.model.rfi.scene_challenge import TaskOutcome
from gmscreen.model.state import Character
from gmscreen.model.state import RollRecord
from gmscreen.rules.rfi.challenges import ChallengeOutcome
from gmscreen.rules.rfi.contest import ContestOutcome
from gmscreen.rules.rfi.contest import ContestState
from gmscreen.rules.rfi.contest import Side
from gmscreen.rules.rfi.timed import TimedRules
from gmscreen.ui import boxes
from gmscreen.ui.panels.roll_lines import names_of
from gmscreen.ui.panels.roll_lines import roll_line
from gmscreen.ui.rfi.roll_lines import LINES as ROLL_LINES


@dataclass(frozen=True)
class RecordChoices:
    """How the GM wants the roll applied."""

    character_id: int | None
    save_time: bool
    pay_from_roll: bool
    complications_adding_time: int
    final: bool
    seize_priority: bool


@dataclass(frozen=True)
class RecordContext:
    """What the box needs to know to offer the right choices."""

    timed: TimedRules | None = None  # the timed rules, on a timed challenge
    contest_side: Side | None = None  # the side acting, in a contest
    may_seize: bool = False  # that side lacks priority, so it may seize it
    failure_is_final: bool = False
    target: str = ""  # the key task the offered roll was run for ("" for none)
    open: bool = True  # the challenge is in progress
    pending: str = ""  # a key task sent to the task panel, its roll not made yet


def record_context(running: Running, target: str, pending: str = "") -> RecordContext:
    """The choices a roll may carry in this challenge (or contest), for its key task."""
    if isinstance(running, ContestState):
        side = running.next_side
        return RecordContext(
            contest_side=side,
            may_seize=side is not running.priority,
            failure_is_final=running.side_state(side).rules.failure_is_final,
            target=target,
            open=running.outcome is ContestOutcome.IN_PROGRESS,
            pending=pending,
        )
    return RecordContext(
        timed=running.clock.rules if running.clock else None,
        failure_is_final=running.rules.failure_is_final,
        target=target,
        open=running.outcome is ChallengeOutcome.IN_PROGRESS,
        pending=pending,
    )


class RecordBox(QGroupBox):
    """The choices that apply a key task's roll to the challenge, made before or after the roll.

    A roll run for a key task is recorded on it as it is made, with the choices as they stand;
    the box offers a logged roll only when that failed (on its own key task), or a roll of this
    scene made for no key task (as another task, which only takes time).
    """

    record_requested = Signal()  # on the selected key task
    other_requested = Signal()  # as another task (it only takes time)
    manual_requested = Signal(bool)  # a pass (True) or failure without a roll

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Record a roll"), parent)
        self.roll: RollRecord | None = None
        self.summary = QLabel("")
        self.summary.setObjectName("lastRoll")
        self.summary.setWordWrap(True)
        self.who = QComboBox()
        self.who.setToolTip(self.tr("Who led the task"))
        self.save_time = QCheckBox("")
        self.save_time.setObjectName("saveTime")
        self.from_roll = QCheckBox(self.tr("from the roll"))
        self.from_roll.setChecked(True)
        self.from_roll.setToolTip(
            self.tr("Pay with the roll's own momentum first (then save only the rest)")
        )
        self.lost_time = QSpinBox()
        self.lost_time.setObjectName("lostTime")
        self.lost_time.setSuffix(self.tr(" complication(s) → time"))
        self.lost_time.setToolTip(
            self.tr("Complications of the roll the GM turns into lost time (1 interval each)")
        )
        self.final = QCheckBox(self.tr("Failure is final"))
        self.seize = QCheckBox("")
        self.seize.setObjectName("seizePriority")
        self.record_button = QToolButton()
        self.record_button.setObjectName("recordRoll")
        self.record_button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        self.record_button.clicked.connect(self.record_requested)
        menu = QMenu(self.record_button)
        self.other_action = menu.addAction(self.tr("Record as another task (takes time only)"))
        self.other_action.triggered.connect(self.other_requested)
        menu.addSeparator()
        menu.addAction(self.tr("Passed, without a roll")).triggered.connect(
            lambda: self.manual_requested.emit(True)
        )
        menu.addAction(self.tr("Failed, without a roll")).triggered.connect(
            lambda: self.manual_requested.emit(False)
        )
        self.record_button.setMenu(menu)
        self.save_time.toggled.connect(self._update_enabled)
        # Seize shares the time row: a contest has no clock, so one or the other shows.
        time_row = boxes.row(self.save_time, self.from_roll, self.seize, boxes.STRETCH)
        lost_row = boxes.row(self.lost_time, self.final, boxes.STRETCH)
        layout = boxes.grid(
            [
                [boxes.Span(self.summary, 2)],
                [boxes.Span(time_row, 2)],
                [boxes.Span(lost_row, 2)],
                [self.who, self.record_button],
            ],
            parent=self,
            margins=(6, 4, 6, 6),
        )
        layout.setVerticalSpacing(3)
        layout.setColumnStretch(0, 1)
        self._context = RecordContext()
        self._used = False

    def show_roll(
        self,
        roll: RollRecord | None,
        characters: list[Character],
        *,
        used: bool,
        context: RecordContext,
    ) -> None:
        """Show the newest roll and offer the choices that fit the challenge and the roll."""
        fresh = (roll.id if roll else None) != (self.roll.id if self.roll else None)
        fresh = fresh or context.failure_is_final != self._context.failure_is_final
        self.roll, self._used, self._context = roll, used, context
        if fresh:  # the choices were made for another roll: start again from the defaults
            self.reset()
        current = self.who.currentData()
        wanted = roll.character_id if roll is not None and not used else current
        self.who.blockSignals(True)
        self.who.clear()
        self.who.addItem(self.tr("(no one in particular)"), None)
        for character in characters:
            self.who.addItem(character.name, character.id)
        index = self.who.findData(wanted)
        self.who.setCurrentIndex(max(index, 0))
        self.who.blockSignals(False)
        outcome = TaskOutcome.of_roll(roll) if roll is not None and not used else None
        if context.pending and context.open:
            self.summary.setText(
                self.tr(
                    "<b>'%s'</b> is in the task panel: its roll is recorded here as it is made."
                )
                % context.pending
            )
        elif roll is None:
            self.summary.setText(
                self.tr("Run a key task, then roll it in the Task panel: it is recorded here.")
            )
        else:
            shown = roll_line(roll, ROLL_LINES, names_of(characters))  # in the GM's language
            if used:
                self.summary.setText(self.tr("<i>Already recorded:</i> %s") % shown)
            else:
                self.summary.setText(self.tr("<b>Last roll:</b> %s") % shown)
        # Only the choices this roll can use show: the dock stays short while nothing is rolled.
        # Before the roll every choice shows, for either outcome; after it, those that apply.
        pending = bool(context.pending) and context.open
        usable = roll is not None and not used and context.open and not pending
        passed = outcome is not None and outcome.passed
        timed = context.timed
        if_passed = self.tr("If passed: ") if pending else ""
        self.save_time.setVisible((usable or pending) and timed is not None)
        self.from_roll.setVisible(
            timed is not None and (pending or (usable and passed and _momentum(outcome)))
        )
        self.lost_time.setVisible(
            timed is not None and (pending or (usable and _complications(outcome) > 0))
        )
        self.final.setVisible(pending or (usable and not passed))
        self.seize.setVisible((pending or (usable and passed)) and context.may_seize)
        if timed is not None:
            momentum = self.tr("%d Momentum") % timed.saving_momentum
            threat = self.tr("+%d Threat") % timed.saving_threat
            if pending:
                cost = self.tr("%s if passed, %s if failed") % (momentum, threat)
            else:
                cost = momentum if passed else threat
            self.save_time.setText(self.tr("Save %d interval: %s") % (timed.intervals_saved, cost))
            self.lost_time.setRange(0, 5 if pending else _complications(outcome))
        if context.contest_side is Side.PLAYERS:
            self.seize.setText(if_passed + self.tr("Seize priority for next round: 2 Momentum"))
        elif context.contest_side is Side.OPPOSITION:
            self.seize.setText(if_passed + self.tr("Opposition seizes priority: 2 Threat"))
        target = context.target
        if target:
            self.record_button.setText(self.tr("Record on '%s'") % _short(target))
        elif usable:  # made for no key task: the only place it can go
            self.record_button.setText(self.tr("Record as another task"))
        else:
            self.record_button.setText(self.tr("Record"))
        if context.contest_side is Side.PLAYERS:
            self.setTitle(self.tr("Record a roll — the players' turn"))
        elif context.contest_side is Side.OPPOSITION:
            self.setTitle(self.tr("Record a roll — the opposition's turn"))
        else:
            self.setTitle(self.tr("Record a roll"))
        self._update_enabled()

    def _update_enabled(self) -> None:
        self.record_button.setEnabled(self._context.open)
        self.other_action.setEnabled(
            self.usable and self._context.open and not self._context.target
        )
        self.from_roll.setEnabled(self.save_time.isChecked())

    @property
    def usable(self) -> bool:
        """Whether the offered roll can be applied (there is one, not yet recorded)."""
        return self.roll is not None and not self._used

    def choices(self) -> RecordChoices:
        """The GM's choices as they stand."""
        data = self.who.currentData()
        return RecordChoices(
            character_id=int(data) if data is not None else None,
            save_time=not self.save_time.isHidden() and self.save_time.isChecked(),
            pay_from_roll=self.from_roll.isChecked(),
            complications_adding_time=0 if self.lost_time.isHidden() else self.lost_time.value(),
            final=self.final.isChecked(),
            seize_priority=not self.seize.isHidden() and self.seize.isChecked(),
        )

    def reset(self) -> None:
        """Back to the defaults: no time saved or lost, no priority seized, the rules' finality."""
        for box in (self.save_time, self.seize):
            box.setChecked(False)
        self.from_roll.setChecked(True)
        self.lost_time.setValue(0)
        self.final.setChecked(self._context.failure_is_final)


def _momentum(outcome: TaskOutcome | None) -> bool:
    return outcome is not None and outcome.momentum > 0


def _complications(outcome: TaskOutcome | None) -> int:
    return 0 if outcome is None else outcome.complications


def _short(text: str, limit: int = 18) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def record_command(
    running: Running,
    scene_id: int | None,
    task_id: str | None,
    outcome: TaskOutcome,
    choices: RecordChoices,
    *,
    label: str = "",
    roll_id: int | None = None,
) -> Command:
    """The command that applies a task's outcome to the challenge as the GM chose.

    Choices made before the roll apply only where the outcome allows them: complications spent
    on time up to those rolled, priority seized only on a pass.
    """
    final = choices.final if not outcome.passed else None
    choices = replace(
        choices,
        complications_adding_time=min(choices.complications_adding_time, outcome.complications),
        seize_priority=choices.seize_priority and outcome.passed,
    )
    if isinstance(running, ContestState):
        return TakeContestTurn(
            scene_id,
            running.next_side,
            task_id,
            outcome,
            character_id=choices.character_id,
            seize_priority=choices.seize_priority,
            pay_from_roll=choices.pay_from_roll,
            final=final,
            label=label,
            roll_id=roll_id,
        )
    return AttemptKeyTask(
        scene_id,
        task_id,
        outcome,
        character_id=choices.character_id,
        save_time_with_momentum=choices.save_time and outcome.passed,
        pay_from_roll=choices.pay_from_roll,
        save_time_with_threat=choices.save_time and not outcome.passed,
        complications_adding_time=choices.complications_adding_time,
        final=final,
        label=label,
        roll_id=roll_id,
    )
