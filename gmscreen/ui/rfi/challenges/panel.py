"""The challenges panel: the scene's challenge as a flow chart, run from the task panel."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QStackedWidget
from PySide6.QtWidgets import QWidget

from gmscreen.model.changes import ChangeSet
from gmscreen.model.character_commands import characters_in_order
from gmscreen.model.commands import Command
from gmscreen.model.commands import CommandError
from gmscreen.model.rfi.challenge_commands import CloseKeyTask
from gmscreen.model.rfi.challenge_commands import CreateChallenge
from gmscreen.model.rfi.challenge_commands import EditChallenge
from gmscreen.model.rfi.challenge_commands import EndChallenge
from gmscreen.model.rfi.challenge_commands import ReopenKeyTask
from gmscreen.model.rfi.challenge_commands import TurnIntoConflict
from gmscreen.model.rfi.characters import attribute_names
from gmscreen.model.rfi.characters import skill_names
from gmscreen.model.rfi.key_task_rolls import KeyTaskRun
from gmscreen.model.rfi.key_task_rolls import key_task_of
from gmscreen.model.rfi.key_task_rolls import offered_roll
from gmscreen.model.rfi.scene_challenge import Running
from gmscreen.model.rfi.scene_challenge import TaskOutcome
from gmscreen.model.rfi.scene_challenge import read_challenge
from gmscreen.model.rfi.scene_challenge import setup_of
from gmscreen.model.state import RollRecord
from gmscreen.rules.rfi.challenge_graph import KeyTask
from gmscreen.rules.rfi.challenges import ChallengeState
from gmscreen.rules.rfi.contest import ContestState
from gmscreen.rules.rfi.contest import Side
from gmscreen.ui import boxes
from gmscreen.ui.action_message import cleared_on_change
from gmscreen.ui.rfi.challenges.builder import ChallengeBuilder
from gmscreen.ui.rfi.challenges.controls import ChallengeHeader
from gmscreen.ui.rfi.challenges.controls import KeyTaskBar
from gmscreen.ui.rfi.challenges.controls import NoChallengePage
from gmscreen.ui.rfi.challenges.flowchart import FlowChartView
from gmscreen.ui.rfi.challenges.news import ChallengeNews
from gmscreen.ui.rfi.challenges.record import RecordBox
from gmscreen.ui.rfi.challenges.record import record_command
from gmscreen.ui.rfi.challenges.record import record_context
from gmscreen.ui.rfi.challenges.status import BAD
from gmscreen.ui.rfi.challenges.status import ChallengeStatus
from gmscreen.ui.shell.undo import SessionBridge

WATCHED_KINDS = frozenset({"tracker", "roll", "campaign", "scene", "character"})


class ChallengesPanel(QWidget):
    """The current scene's challenge: every gesture is one undoable command; redraws on changes."""

    run_task_requested = Signal(int, str)  # difficulty, key task name: set up the task panel
    approach_suggested = Signal(str, str)  # attribute, skill ("" when the GM suggested none)
    key_task_run = Signal(object)  # a KeyTaskRun: the task panel records its next roll on it

    def __init__(self, bridge: SessionBridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self.news = ChallengeNews(self)  # its words for what a command did
        self.running: Running | None = None
        self.selected: str | None = None
        self.builder: ChallengeBuilder | None = None
        self.pending: tuple[int | None, KeyTaskRun] | None = None  # (scene, run) awaiting a roll

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
        self.message = cleared_on_change(QLabel(""), bridge)
        self.message.setObjectName("challengeMessage")
        self.message.setWordWrap(True)
        self.message.hide()
        self.empty = NoChallengePage()
        self.new_button = self.empty.new_button
        self.new_button.clicked.connect(self.new_challenge)
        self.pages = QStackedWidget()
        self.pages.addWidget(self.empty)
        self.pages.addWidget(self._challenge_page())
        boxes.column(boxes.grow(self.pages), self.message, parent=self)
        bridge.changed.connect(self._on_changed)
        self.refresh()

    def _challenge_page(self) -> QWidget:
        page = QWidget()
        boxes.column(
            self.header,
            self.status,
            self.side,
            boxes.grow(self.chart),
            self.task_bar,
            self.record,
            parent=page,
            margins=0,
        )
        return page

    # reading
    @property
    def scene_id(self) -> int | None:
        """The scene being played (the panel shows its challenge)."""
        return self._bridge.state.campaign.current_scene_id

    def _on_changed(self, changes: ChangeSet) -> None:
        # A roll newly logged (its entry goes from undone, or nothing, to live).
        rolled = any(
            isinstance(change.after, RollRecord)
            and not change.after.undone
            and (not isinstance(change.before, RollRecord) or change.before.undone)
            for change in changes.changes
        )
        if self.pending is not None and (rolled or self.pending[0] != self.scene_id):
            self.pending = None  # the roll was made (or the scene moved on): nothing awaits
            self.record.reset()  # the choices were for that roll
        # A roll matters only to a running challenge (its key tasks); with none in this scene,
        # the many rolls of an evening leave the panel alone.
        kinds = changes.kinds()
        if kinds & (WATCHED_KINDS - {"roll"}) or ("roll" in kinds and self.running is not None):
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
        roll = offered_roll(state, self.scene_id)
        context = record_context(
            running,
            self._label_of(key_task_of(roll)) if roll is not None else "",
            self.pending[1].label if self.pending is not None else "",
        )
        self.record.show_roll(roll, characters_in_order(state), used=False, context=context)

    def _label_of(self, task_id: str | None) -> str:
        if task_id is None or self.running is None:
            return ""
        challenge = self.shown().challenge
        return challenge.task(task_id).label if task_id in challenge.ids else task_id

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
        scene_id = self.scene_id
        run = KeyTaskRun(task.id, task.label, lambda roll: self._attempt(scene_id, task.id, roll))
        self.pending = (self.scene_id, run)
        self.run_task_requested.emit(task.difficulty, task.label)
        attribute = task.attributes[0] if task.attributes else ""
        skill = task.skills[0] if task.skills else ""
        self.approach_suggested.emit(attribute, skill)
        self.key_task_run.emit(run)
        self._say(self.tr("'%s' is in the task panel: its roll is recorded here.") % task.label)
        self._show_record(task)

    def _attempt(self, scene_id: int | None, task_id: str, roll: RollRecord) -> Command:
        """The step that records a roll made for a key task, with the GM's choices so far."""
        running = read_challenge(self._bridge.state, scene_id)
        if running is None:
            raise CommandError("the challenge this key task belongs to has ended")
        outcome = TaskOutcome.of_roll(roll)
        choices = self.record.choices()
        if roll.character_id is not None:  # whoever rolled led the task
            choices = replace(choices, character_id=roll.character_id)
        return record_command(running, scene_id, task_id, outcome, choices, roll_id=roll.id)

    def record_roll(self, *, on_key_task: bool) -> bool:
        """Record the offered roll on the key task it was run for (or as another task)."""
        roll = offered_roll(self._bridge.state, self.scene_id)
        if roll is None or not self.record.usable:
            self._say(self.tr("Run a key task and roll it in the task panel."), warning=True)
            return False
        # A roll made for no key task goes where it can only go, as another task (the button
        # says so); a key task selected in the chart never takes it.
        task_id = key_task_of(roll) if on_key_task else None
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
        names = list(attribute_names(state)), list(skill_names(state))
        dialog = ChallengeBuilder(*names, setup, self)
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
        before = self.running
        refusal = self._bridge.attempt(command)
        if refusal is not None:
            self._say(refusal, warning=True)
            return False
        said = self.news.said(command, before, self.running, self._bridge.state)
        self._say(said if said is not None else getattr(command, "summary", ""))
        return True

    # messages
    def _say(self, text: str, *, warning: bool = False) -> None:
        self.message.setText(text)
        self.message.setStyleSheet(f"color: {BAD};" if warning else "color: palette(text);")
        self.message.setVisible(bool(text))
