"""The challenges panel: the scene's challenge as a flow chart, run from the task panel."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QLabel,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from gmscreen.model.changes import ChangeSet
from gmscreen.model.commands import Command, CommandError
from gmscreen.model.rfi.challenge_commands import (
    CloseKeyTask,
    CreateChallenge,
    EditChallenge,
    EndChallenge,
    ReopenKeyTask,
    TurnIntoConflict,
)
from gmscreen.model.rfi.characters import characters_in_order
from gmscreen.model.rfi.scene_challenge import (
    Running,
    TaskOutcome,
    newest_task_roll,
    read_challenge,
    recorded_rolls,
    setup_of,
)
from gmscreen.rules.rfi.challenge_graph import KeyTask
from gmscreen.rules.rfi.challenges import ChallengeState
from gmscreen.rules.rfi.contest import ContestState, Side
from gmscreen.ui.rfi.challenges.builder import ChallengeBuilder
from gmscreen.ui.rfi.challenges.controls import ChallengeHeader, KeyTaskBar, NoChallengePage
from gmscreen.ui.rfi.challenges.flowchart import FlowChartView
from gmscreen.ui.rfi.challenges.record import RecordBox, record_command, record_context
from gmscreen.ui.rfi.challenges.status import BAD, ChallengeStatus
from gmscreen.ui.rfi.task_form import attribute_names, skill_names
from gmscreen.ui.shell.undo import SessionBridge

WATCHED_KINDS = frozenset({"tracker", "roll", "campaign", "scene", "character"})


class ChallengesPanel(QWidget):
    """The current scene's challenge: every gesture is one undoable command; redraws on changes."""

    run_task_requested = Signal(int, str)  # difficulty, key task name: set up the task panel
    approach_suggested = Signal(str, str)  # attribute, skill ("" when the GM suggested none)

    def __init__(self, bridge: SessionBridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self.running: Running | None = None
        self.selected: str | None = None
        self.builder: ChallengeBuilder | None = None

        self.header = ChallengeHeader()
        self.header.edit_requested.connect(self.edit_challenge)
        self.header.conflict_requested.connect(lambda: self.run(TurnIntoConflict(self.scene_id)))
        self.header.end_requested.connect(lambda: self.run(EndChallenge(self.scene_id)))
        self.side = QComboBox()
        self.side.setObjectName("contestSide")
        self.side.addItem(self.tr("The players' key tasks"), Side.PLAYERS)
        self.side.addItem(self.tr("The opposition's key tasks"), Side.OPPOSITION)
        self.side.currentIndexChanged.connect(self._redraw)
        self.status = ChallengeStatus()
        self.chart = FlowChartView()
        self.chart.task_selected.connect(lambda task_id: self.select(task_id or None))
        self.task_bar = KeyTaskBar()
        self.task_bar.run_requested.connect(self.run_selected)
        self.task_bar.reopen_requested.connect(lambda: self._rule(reopen=True))
        self.task_bar.close_requested.connect(lambda: self._rule(reopen=False))
        self.record = RecordBox()
        self.record.record_requested.connect(lambda: self.record_roll(on_key_task=True))
        self.record.other_requested.connect(lambda: self.record_roll(on_key_task=False))
        self.record.manual_requested.connect(self.record_without_roll)
        self.message = QLabel("")
        self.message.setObjectName("challengeMessage")
        self.message.setWordWrap(True)
        self.message.hide()
        self.empty = NoChallengePage()
        self.new_button = self.empty.new_button
        self.new_button.clicked.connect(self.new_challenge)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.empty)
        self.pages.addWidget(self._challenge_page())
        layout = QVBoxLayout(self)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.message)
        bridge.changed.connect(self._on_changed)
        self.refresh()

    def _challenge_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.header)
        layout.addWidget(self.status)
        layout.addWidget(self.side)
        layout.addWidget(self.chart, 1)
        layout.addWidget(self.task_bar)
        layout.addWidget(self.record)
        return page

    # reading
    @property
    def scene_id(self) -> int | None:
        """The scene being played (the panel shows its challenge)."""
        return self._bridge.state.campaign.current_scene_id

    def _on_changed(self, changes: ChangeSet) -> None:
        if changes.kinds() & WATCHED_KINDS:
            self.refresh()

    def refresh(self) -> None:
        """Redraw from the campaign as it is now, keeping the selected key task."""
        state = self._bridge.state
        try:
            self.running = read_challenge(state, self.scene_id)
        except CommandError as error:
            self.running = None
            self._say(str(error), warning=True)
        running = self.running
        if running is None:
            self.empty.show_scene(has_scene=self.scene_id is not None)
            self.pages.setCurrentIndex(0)
            self.chart.clear()
            return
        self.pages.setCurrentIndex(1)
        challenge = self.shown().challenge
        self.header.show_challenge(challenge.name, challenge.description, running.outcome.value)
        if isinstance(running, ContestState):
            self.side.show()
            self.status.show_contest(running)
            self.side.blockSignals(True)
            self.side.setCurrentIndex(self.side.findData(running.next_side))
            self.side.blockSignals(False)
        else:
            self.side.hide()
            self.status.show_challenge(running)
        self._redraw()

    def shown(self) -> ChallengeState:
        """The challenge the chart shows: the running one, or the chosen side's in a contest."""
        running = self.running
        if isinstance(running, ContestState):
            return running.side_state(Side(self.side.currentData()))
        if running is None:
            raise CommandError("no challenge is running in this scene")
        return running

    def _redraw(self) -> None:
        if self.running is None:
            return
        state = self.shown()
        statuses = state.statuses()
        if self.selected not in statuses:
            self.selected = next(iter(state.available), None) if state.available else None
        self.chart.show_challenge(state.challenge, statuses, self.selected)
        self._show_selected()

    def _show_selected(self) -> None:
        task = self._selected_task()
        state = self.shown() if self.running is not None else None
        self.task_bar.show_task(task, state.status(task.id) if task and state else None)
        self._show_record(task)

    def _show_record(self, task: KeyTask | None) -> None:
        running = self.running
        if running is None:
            return
        state = self._bridge.state
        roll = newest_task_roll(state)
        used = roll is not None and roll.id in recorded_rolls(state, self.scene_id)
        context = record_context(running, task.label if task else "")
        self.record.show_roll(roll, characters_in_order(state), used=used, context=context)

    def _selected_task(self) -> KeyTask | None:
        if self.running is None or self.selected is None:
            return None
        challenge = self.shown().challenge
        return challenge.task(self.selected) if self.selected in challenge.ids else None

    # gestures
    def select(self, task_id: str | None) -> None:
        """Choose a key task (for running it, recording a roll on it, or a ruling)."""
        self.selected = task_id
        self.chart.select(task_id)
        self._show_selected()

    def run_selected(self) -> None:
        """Send the selected key task to the task panel: its difficulty, name and approach."""
        task = self._selected_task()
        if task is None:
            return
        self.run_task_requested.emit(task.difficulty, task.label)
        attribute = task.attributes[0] if task.attributes else ""
        skill = task.skills[0] if task.skills else ""
        self.approach_suggested.emit(attribute, skill)
        self._say(
            self.tr("'%s' is in the task panel: roll it there, then record it here.") % task.label
        )

    def record_roll(self, *, on_key_task: bool) -> bool:
        """Apply the newest task roll to the selected key task (or as another task)."""
        roll = newest_task_roll(self._bridge.state)
        if roll is None or not self.record.usable:
            self._say(self.tr("Roll the task in the task panel first."), warning=True)
            return False
        if on_key_task and self.selected is None:
            self._say(self.tr("Choose the key task the roll was for."), warning=True)
            return False
        task_id = self.selected if on_key_task else None
        label = str(roll.inputs.get("label", "")) if task_id is None else ""
        done = self.run(
            self._command(task_id, TaskOutcome.of_roll(roll), label=label, roll_id=roll.id)
        )
        if done:
            self.record.reset()
        return done

    def record_without_roll(self, passed: bool) -> bool:
        """Record the selected key task as passed or failed without a roll (the GM's call)."""
        if self.selected is None:
            self._say(self.tr("Choose a key task first."), warning=True)
            return False
        return self.run(self._command(self.selected, TaskOutcome(passed)))

    def _command(
        self,
        task_id: str | None,
        outcome: TaskOutcome,
        *,
        label: str = "",
        roll_id: int | None = None,
    ) -> Command:
        if self.running is None:
            raise CommandError("no challenge is running in this scene")
        choices = self.record.choices()
        return record_command(
            self.running, self.scene_id, task_id, outcome, choices, label=label, roll_id=roll_id
        )

    def _rule(self, *, reopen: bool) -> None:
        if self.selected is None:
            return
        side = (
            Side(self.side.currentData())
            if isinstance(self.running, ContestState)
            else Side.PLAYERS
        )
        command = ReopenKeyTask if reopen else CloseKeyTask
        self.run(command(self.scene_id, self.selected, side=side))

    def new_challenge(self) -> None:
        """Open the builder for a new challenge in this scene."""
        self._open_builder(editing=False)

    def edit_challenge(self) -> None:
        """Open the builder on the running challenge."""
        self._open_builder(editing=True)

    def _open_builder(self, *, editing: bool) -> None:
        state = self._bridge.state
        setup = setup_of(self.running) if editing and self.running is not None else None
        dialog = ChallengeBuilder(attribute_names(state), skill_names(state), setup, self)
        dialog.accepted.connect(lambda: self._built(dialog, editing=editing))
        dialog.finished.connect(dialog.deleteLater)
        self.builder = dialog
        dialog.open()

    def _built(self, dialog: ChallengeBuilder, *, editing: bool) -> None:
        try:
            setup = dialog.setup()
        except (CommandError, ValueError) as error:
            self._say(str(error), warning=True)
            return
        command = EditChallenge if editing else CreateChallenge
        self.run(command(self.scene_id, setup))

    def run(self, command: Command) -> bool:
        """Execute a command; show what it did, or why it was refused."""
        refusal = self._bridge.attempt(command)
        if refusal is not None:
            self._say(refusal, warning=True)
            return False
        self._say(getattr(command, "summary", ""))
        return True

    # messages
    def _say(self, text: str, *, warning: bool = False) -> None:
        self.message.setText(text)
        self.message.setStyleSheet(f"color: {BAD};" if warning else "color: palette(text);")
        self.message.setVisible(bool(text))
