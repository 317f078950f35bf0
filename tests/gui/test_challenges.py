"""The challenges panel driven like a GM would: build, run key tasks from the task panel, undo."""

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from PySide6.QtWidgets import QListWidget
from pytestqt.qtbot import QtBot

from gmscreen.model.demo import demo_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.rfi.challenge_commands import AttemptKeyTask
from gmscreen.model.rfi.pools import read_pools
from gmscreen.model.rfi.scene_challenge import TaskOutcome
from gmscreen.model.rfi.scene_challenge import demo_challenge_records
from gmscreen.model.rfi.scene_challenge import read_challenge
from gmscreen.model.rfi.scene_challenge import recorded_rolls
from gmscreen.model.scene_flow import StartScene
from gmscreen.model.session import Session
from gmscreen.model.state import RollRecord
from gmscreen.rules.dice import FixedDice
from gmscreen.rules.rfi.challenges import ChallengeOutcome
from gmscreen.rules.rfi.challenges import ChallengeState
from gmscreen.rules.rfi.challenges import KeyTaskStatus
from gmscreen.rules.rfi.contest import ContestState
from gmscreen.rules.rfi.contest import Side
from gmscreen.ui.rfi.challenges.builder import ChallengeBuilder
from gmscreen.ui.rfi.challenges.flowchart import FlowChartView
from gmscreen.ui.rfi.challenges.panel import ChallengesPanel
from gmscreen.ui.rfi.task import TaskPanel
from gmscreen.ui.shell.undo import SessionBridge

SCENE = 1
PASSING = [3, 12]  # Vex, Reason 10 + Piloting 4 = TN 14: 2 successes, 1 momentum at difficulty 1
FAILING = [18, 19]  # no success, no complication


class Table:
    """The task panel and the challenges panel on one session, wired as the lead wires them."""

    def __init__(self, qtbot: QtBot, session: Session) -> None:
        self.session = session
        self.bridge = SessionBridge(session)
        self.task = TaskPanel(self.bridge)
        self.panel = ChallengesPanel(self.bridge)
        self.panel.run_task_requested.connect(
            lambda difficulty, _label: self.task.active.form.base_difficulty.setValue(difficulty)
        )
        self.panel.key_task_run.connect(self.task.run_key_task)
        for widget in (self.task, self.panel):
            qtbot.addWidget(widget)
            widget.show()
        self.panel.resize(420, 640)
        row = self.task.active.form.leader
        row.character.setCurrentIndex(row.character.findText("Vex Marlo"))
        row.attribute.setCurrentIndex(row.attribute.findText("Reason"))
        row.skill.setCurrentIndex(row.skill.findText("Piloting"))
        traits = self.task.active.form.traits
        for index in range(traits.count()):
            traits.item(index).setCheckState(Qt.CheckState.Unchecked)
        self.qtbot = qtbot

    def click_task(self, task_id: str) -> None:
        chart = self.panel.chart
        item = chart.items_by_id[task_id]
        point = chart.mapFromScene(item.sceneBoundingRect().center())
        self.qtbot.mouseClick(chart.viewport(), Qt.MouseButton.LeftButton, pos=point)
        self.qtbot.waitUntil(lambda: self.panel.selected == task_id)

    def run(self, task_id: str) -> None:
        """Select a key task and send it to the task panel."""
        self.click_task(task_id)
        with self.qtbot.waitSignal(self.panel.run_task_requested) as signal:
            self.qtbot.mouseClick(self.panel.task_bar.run_button, Qt.MouseButton.LeftButton)
        assert signal.args is not None
        assert self.task.active.form.base_difficulty.value() == signal.args[0]

    def roll(self, faces: list[int]) -> None:
        """Roll in the task panel: a key task that was run records the roll as it is made. The
        last roll's Momentum is saved first (a failure let stand): Roll waits until it is used."""
        for button in (self.task.active.result.save, self.task.active.result.stand):
            if button.isVisible() and button.isEnabled():
                self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert self.task.roll_button.isEnabled()
        self.task.dice = FixedDice(faces)
        assert self.task.roll()

    def run_and_roll(self, task_id: str, faces: list[int]) -> None:
        self.run(task_id)
        self.roll(faces)

    def record(self) -> None:
        self.qtbot.mouseClick(self.panel.record.record_button, Qt.MouseButton.LeftButton)

    def running(self) -> ChallengeState:
        found = read_challenge(self.session.state, SCENE)
        assert isinstance(found, ChallengeState)
        return found

    def status(self, task_id: str) -> KeyTaskStatus:
        return self.panel.chart.items_by_id[task_id].status


def open_builder(table: Table) -> ChallengeBuilder:
    table.qtbot.mouseClick(table.panel.new_button, Qt.MouseButton.LeftButton)
    builder = table.panel.builder
    assert builder is not None
    return builder


def edit_task(
    qtbot: QtBot, builder: ChallengeBuilder, row: int, name: str, difficulty: int
) -> None:
    builder.task_list.setCurrentRow(row)
    builder.form.name.clear()
    qtbot.keyClicks(builder.form.name, name)
    builder.form.difficulty.setValue(difficulty)


def tick(listing: QListWidget, name: str) -> None:
    for index in range(listing.count()):
        if listing.item(index).text() == name:
            listing.item(index).setCheckState(Qt.CheckState.Checked)
            return
    raise AssertionError(f"{name} is not offered")


def build_heist(table: Table) -> None:
    """Case the vault opens the vents and the door; each closes the other; either wins."""
    qtbot = table.qtbot
    builder = open_builder(table)
    qtbot.keyClicks(builder.name, "The vault")
    builder.structure.setCurrentIndex(
        builder.structure.findText("Gated", Qt.MatchFlag.MatchStartsWith)
    )
    builder.add_button.click()
    edit_task(qtbot, builder, 0, "Case the vault", 1)
    tick(builder.form.unlocks, "Key task 2")
    tick(builder.form.unlocks, "Key task 3")
    edit_task(qtbot, builder, 1, "Crawl the vents", 1)
    tick(builder.form.closes, "Key task 3")
    builder.form.victory.setChecked(True)
    edit_task(qtbot, builder, 2, "Hack the door", 2)
    tick(builder.form.closes, "Crawl the vents")
    builder.form.victory.setChecked(True)
    ok = builder.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok.isEnabled(), builder.problem.text()
    assert builder.preview.items_by_id["task-1"].status is KeyTaskStatus.AVAILABLE
    builder.accept()


def test_a_gated_challenge_runs_to_victory_through_the_task_panel(
    qtbot: QtBot, session: Session
) -> None:
    table = Table(qtbot, session)
    assert table.panel.pages.currentIndex() == 0  # no challenge yet
    build_heist(table)
    panel = table.panel
    assert panel.header.title.full_text == "The vault"
    assert panel.header.outcome.text() == "IN PROGRESS"
    assert [table.status(t) for t in ("task-1", "task-2", "task-3")] == [
        KeyTaskStatus.AVAILABLE,
        KeyTaskStatus.LOCKED,
        KeyTaskStatus.LOCKED,
    ]
    assert table.bridge.undo_action.text() == "Undo: set up challenge 'The vault'"

    table.run("task-1")
    assert table.task.key_task_note.text() == "For key task 'Case the vault'"
    assert "recorded here as it is made" in panel.record.summary.text()
    table.roll(PASSING)  # recorded on the key task as it is made: no trip back to this tab
    assert table.status("task-1") is KeyTaskStatus.DONE
    assert table.status("task-2") is KeyTaskStatus.AVAILABLE
    assert "Vex Marlo: 'Case the vault' passed" in table.task.message.text()
    assert table.bridge.undo_action.text().startswith("Undo: roll")
    assert not table.task.key_task_note.isVisibleTo(table.task)
    assert not panel.record.usable  # nothing left to record by hand

    table.run_and_roll("task-3", FAILING)
    assert table.task.active.form.base_difficulty.value() == 2
    assert table.status("task-3") is KeyTaskStatus.AVAILABLE  # failed, may be tried again

    table.run_and_roll("task-2", PASSING)
    assert table.running().outcome is ChallengeOutcome.WON
    assert panel.header.outcome.text() == "WON"
    assert table.status("task-3") is KeyTaskStatus.CLOSED
    assert not panel.record.record_button.isEnabled()
    assert panel.status.progress.format() == "2 done · victory"
    assert len(recorded_rolls(session.state, SCENE)) == 3

    table.bridge.undo()  # the winning roll and its attempt, one step
    assert panel.header.outcome.text() == "IN PROGRESS"
    assert table.status("task-2") is KeyTaskStatus.AVAILABLE
    assert table.status("task-3") is KeyTaskStatus.AVAILABLE
    assert len(recorded_rolls(session.state, SCENE)) == 2


def test_a_timed_challenge_runs_out_of_time(qtbot: QtBot, session: Session) -> None:
    table = Table(qtbot, session)
    builder = open_builder(table)
    qtbot.keyClicks(builder.name, "Beat the lockdown")
    builder.options.timed.setChecked(True)
    builder.options.budget.setValue(4)
    qtbot.keyClicks(builder.options.consequence, "The bulkheads seal")
    builder.accept()
    panel = table.panel
    assert panel.status.time.isVisibleTo(panel)
    assert panel.status.time.format() == "0 of 4 intervals (15 minutes each)"

    # A pass with 1 momentum; saving an interval costs 2: 1 from the roll, 1 from the pool.
    momentum = read_pools(session.state).momentum
    table.run("task-1")
    assert panel.record.save_time.text() == (
        "Save 1 interval: 2 Momentum if passed, +2 Threat if failed"
    )
    panel.record.save_time.setChecked(True)  # chosen before the roll, applied as it is made
    table.roll(PASSING)
    assert read_pools(session.state).momentum == momentum - 1
    assert panel.status.time.format() == "1 of 4 intervals (15 minutes each)"

    table.run_and_roll("task-2", FAILING)
    assert panel.status.time.format() == "3 of 4 intervals (15 minutes each)"
    table.run_and_roll("task-2", FAILING)
    assert table.running().outcome is ChallengeOutcome.OUT_OF_TIME
    assert panel.header.outcome.text() == "OUT OF TIME"
    assert panel.status.time.format() == "5 of 4 intervals (15 minutes each)"
    assert panel.status.time.toolTip() == "Out of time: The bulkheads seal"
    assert not panel.record.record_button.isEnabled()

    table.bridge.undo()
    assert panel.header.outcome.text() == "IN PROGRESS"
    assert panel.record.record_button.isEnabled()


def test_a_roll_not_run_for_a_key_task_is_never_recorded_on_one(
    qtbot: QtBot, session: Session
) -> None:
    table = Table(qtbot, session)
    build_heist(table)
    table.roll(PASSING)  # rolled without "Run": made for no key task
    table.click_task("task-1")
    assert table.panel.record.record_button.text() == "Record as another task"
    table.record()
    assert table.status("task-1") is KeyTaskStatus.AVAILABLE
    [attempt] = table.running().attempts
    assert attempt.task_id is None  # recorded as another task, which only takes time


def test_a_stale_roll_of_another_scene_is_never_offered(qtbot: QtBot, session: Session) -> None:
    """The reported bug: a new challenge offered the last roll of another scene."""
    table = Table(qtbot, session)
    table.roll(PASSING)  # a roll in scene 1, no challenge
    table.bridge.execute(StartScene(2))
    build_heist_in = table.panel.scene_id
    assert build_heist_in == 2
    build_heist(table)
    table.click_task("task-1")
    assert not table.panel.record.usable
    assert "Last roll" not in table.panel.record.summary.text()
    before = session.state.records()
    assert not table.panel.record_roll(on_key_task=True)
    assert not table.panel.record_roll(on_key_task=False)
    assert session.state.records() == before
    # Nor can a command take it: the roll was made in another scene.
    [roll] = session.state.of(RollRecord)
    refusal = table.bridge.attempt(AttemptKeyTask(2, None, TaskOutcome(True), roll_id=roll.id))
    assert refusal is not None
    assert "not made in this scene" in refusal


def test_a_refused_step_is_shown_in_the_panel_and_changes_nothing(
    qtbot: QtBot, session: Session
) -> None:
    table = Table(qtbot, session)
    build_heist(table)
    table.click_task("task-2")
    before = session.state.records()
    assert not table.panel.record_without_roll(True)
    assert "is still locked: 'Case the vault' first" in table.panel.message.text()
    assert session.state.records() == before
    assert not table.panel.task_bar.run_button.isEnabled()


def test_the_builder_refuses_a_gated_challenge_without_a_victory_condition(
    qtbot: QtBot, session: Session
) -> None:
    table = Table(qtbot, session)
    builder = open_builder(table)
    builder.structure.setCurrentIndex(
        builder.structure.findText("Gated", Qt.MatchFlag.MatchStartsWith)
    )
    ok = builder.buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert not ok.isEnabled()
    assert "needs at least one victory condition" in builder.problem.text()
    builder.form.victory.setChecked(True)
    assert ok.isEnabled()
    tick(builder.form.unlocks, "Key task 2")
    builder.task_list.setCurrentRow(1)
    tick(builder.form.unlocks, "Key task 1")
    assert not ok.isEnabled()
    assert "unlocks itself" in builder.problem.text()
    assert builder.task_list.item(0).foreground().color().name() == "#c62828"
    builder.reject()
    assert read_challenge(session.state, SCENE) is None


def test_a_contest_shows_priority_and_the_players_can_seize_it(
    qtbot: QtBot, session: Session
) -> None:
    table = Table(qtbot, session)
    builder = open_builder(table)
    builder.options.contest.setChecked(True)
    builder.options.gm_priority.setChecked(True)
    threat = read_pools(session.state).threat
    builder.accept()
    panel = table.panel
    assert read_pools(session.state).threat == threat - 2
    assert "<b>Opposition</b> have priority" in panel.status.priority.text()
    assert panel.side.currentData() == Side.OPPOSITION
    table.click_task("task-1")
    panel.record_without_roll(True)  # the opposition's turn, the GM's call
    assert "next: <b>Players</b>" in panel.status.priority.text()
    table.run("task-1")
    assert panel.record.seize.isEnabled()
    assert panel.record.seize.text() == "If passed: Seize priority for next round: 2 Momentum"
    panel.record.seize.setChecked(True)
    momentum = read_pools(session.state).momentum
    table.roll(PASSING)
    contest = read_challenge(session.state, SCENE)
    assert isinstance(contest, ContestState)
    assert contest.priority is Side.PLAYERS
    assert read_pools(session.state).momentum == momentum - 1  # 1 from the roll
    assert "Round 2 · <b>Players</b> have priority" in panel.status.priority.text()


def test_the_demo_challenge_opens_on_its_flow_chart(qtbot: QtBot) -> None:
    session = Session(MemoryRepository([*demo_records(), *demo_challenge_records()]))
    table = Table(qtbot, session)
    panel = table.panel
    assert isinstance(panel.chart, FlowChartView)
    assert panel.selected == "bridge"  # the first key task available
    assert table.status("hull") is KeyTaskStatus.CLOSED
    assert panel.status.progress.format() == "2 done · at least 2 more to win"
    assert panel.task_bar.run_button.full_text == "▶ Run 'Reach the bridge' (difficulty 2)"
    panel.run_selected()
    assert table.task.active.form.base_difficulty.value() == 2
