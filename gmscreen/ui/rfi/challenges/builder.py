"""The challenge builder: key tasks, their structure and links, a time limit or a contest."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QDialog
from PySide6.QtWidgets import QDialogButtonBox
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QListWidget
from PySide6.QtWidgets import QListWidgetItem
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QWidget

from gmscreen.model.commands import CommandError
from gmscreen.model.rfi.scene_challenge import ChallengeSetup
from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.challenge_graph import Challenge
from gmscreen.rules.rfi.challenge_graph import ChallengeError
from gmscreen.rules.rfi.challenge_graph import KeyTask
from gmscreen.rules.rfi.challenge_graph import Needs
from gmscreen.rules.rfi.challenge_graph import Structure
from gmscreen.rules.rfi.challenges import ChallengeState
from gmscreen.ui import boxes
from gmscreen.ui.rfi.challenges.builder_options import ChallengeOptions
from gmscreen.ui.rfi.challenges.flowchart import FlowChartView
from gmscreen.ui.rfi.challenges.key_task_form import KeyTaskForm

TASK_ID = Qt.ItemDataRole.UserRole + 1
FAULT = QColor("#c62828")


class ChallengeBuilder(QDialog):
    """Set up (or edit) a challenge; OK is enabled only when the rules accept it."""

    def __init__(
        self,
        attributes: list[str],
        skills: list[str],
        setup: ChallengeSetup | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        editing = setup is not None
        self.setWindowTitle(self.tr("Edit challenge") if editing else self.tr("New challenge"))
        start = setup or ChallengeSetup(
            challenge=Challenge(
                key_tasks=(
                    KeyTask(id="task-1", name=self.tr("Key task 1")),
                    KeyTask(id="task-2", name=self.tr("Key task 2")),
                )
            )
        )
        self.tasks: list[KeyTask] = list(start.challenge.key_tasks)
        self._building = True
        self.name = QLineEdit(start.challenge.name)
        self.name.setPlaceholderText(self.tr("Wake the derelict"))
        self.structure = QComboBox()
        for text, value in (
            (self.tr("Basic: every key task, any order"), Structure.BASIC),
            (self.tr("Linear: every key task, in order"), Structure.LINEAR),
            (self.tr("Gated: key tasks open and close others"), Structure.GATED),
        ):
            self.structure.addItem(text, value)
        self.structure.setCurrentIndex(self.structure.findData(start.challenge.structure))
        self.victory_needs = QComboBox()
        self.victory_needs.addItem(self.tr("Any one victory condition wins"), Needs.ANY)
        self.victory_needs.addItem(self.tr("Every victory condition is needed"), Needs.ALL)
        self.victory_needs.setCurrentIndex(
            self.victory_needs.findData(start.challenge.victory_needs)
        )
        self.task_list = QListWidget()
        self.task_list.setObjectName("keyTasks")
        self.add_button = QPushButton(self.tr("Add"))
        self.remove_button = QPushButton(self.tr("Remove"))
        self.up_button = QPushButton("↑")
        self.up_button.setToolTip(self.tr("Earlier (a linear challenge runs in this order)"))
        self.down_button = QPushButton("↓")
        self.form = KeyTaskForm(attributes, skills)
        self.preview = FlowChartView()
        self.preview.setMinimumWidth(300)

        self.options = ChallengeOptions(start, editing=editing)

        self.problem = QLabel("")
        self.problem.setObjectName("builderProblem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(f"color: {FAULT.name()};")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._lay_out()
        self._connect()
        self._building = False
        self._fill_list(select=0)

    def _lay_out(self) -> None:
        top = QFormLayout()
        top.addRow(self.tr("Challenge"), self.name)
        top.addRow(self.tr("Structure"), self.structure)
        top.addRow(self.tr("Victory"), self.victory_needs)
        list_buttons = boxes.row(
            self.add_button, self.remove_button, self.up_button, self.down_button
        )
        tasks = boxes.column(boxes.grow(self.task_list), list_buttons)
        middle = boxes.row(
            boxes.grow(tasks, 2), boxes.grow(self.form, 3), boxes.grow(self.preview, 3)
        )
        boxes.column(top, boxes.grow(middle), self.options, self.problem, self.buttons, parent=self)
        self.resize(960, 620)

    def _connect(self) -> None:
        self.task_list.currentRowChanged.connect(self._show_current)
        self.add_button.clicked.connect(self.add_task)
        self.remove_button.clicked.connect(self.remove_task)
        self.up_button.clicked.connect(lambda: self.move_task(-1))
        self.down_button.clicked.connect(lambda: self.move_task(1))
        self.form.edited.connect(self._task_edited)
        self.preview.task_selected.connect(self._select_by_id)
        self.name.textEdited.connect(self._check)
        self.options.changed.connect(self._check)
        for combo in (self.structure, self.victory_needs):
            combo.currentIndexChanged.connect(self._structure_changed)

    # key tasks
    @property
    def gated(self) -> bool:
        """Whether the challenge being built is gated (only then do links count)."""
        return Structure(self.structure.currentData()) is Structure.GATED

    def _fill_list(self, *, select: int) -> None:
        self._building = True
        self.task_list.clear()
        for task in self.tasks:
            item = QListWidgetItem(task.label)
            item.setData(TASK_ID, task.id)
            self.task_list.addItem(item)
        self._building = False
        self.task_list.setCurrentRow(min(select, len(self.tasks) - 1))
        self._show_current()

    def _show_current(self) -> None:
        if self._building:
            return
        row = self.task_list.currentRow()
        task = self.tasks[row] if 0 <= row < len(self.tasks) else None
        others = [other for other in self.tasks if task is None or other.id != task.id]
        self.form.show_task(task, others, gated=self.gated)
        self.remove_button.setEnabled(task is not None)
        self._check()

    def _task_edited(self) -> None:
        row = self.task_list.currentRow()
        edited = self._form_task()
        if edited is None or not 0 <= row < len(self.tasks):
            return
        self.tasks[row] = edited
        self.task_list.item(row).setText(edited.label)
        self._check()

    def _form_task(self) -> KeyTask | None:
        try:
            return self.form.task()
        except RulesError as error:
            self._say(str(error))
            return None

    def _select_by_id(self, task_id: str) -> None:
        rows = [row for row, task in enumerate(self.tasks) if task.id == task_id]
        if rows and rows[0] != self.task_list.currentRow():
            self.task_list.setCurrentRow(rows[0])

    def add_task(self) -> None:
        """A new key task at the end of the list."""
        taken = {task.id for task in self.tasks}
        number = len(self.tasks) + 1
        while f"task-{number}" in taken:
            number += 1
        self.tasks.append(KeyTask(id=f"task-{number}", name=self.tr("Key task %d") % number))
        self._fill_list(select=len(self.tasks) - 1)
        self.form.name.setFocus()
        self.form.name.selectAll()

    def remove_task(self) -> None:
        """Remove the selected key task and every link to it."""
        row = self.task_list.currentRow()
        if not 0 <= row < len(self.tasks):
            return
        gone = self.tasks.pop(row).id
        self.tasks = [
            replace(
                task,
                unlocks=tuple(i for i in task.unlocks if i != gone),
                closes=tuple(i for i in task.closes if i != gone),
            )
            for task in self.tasks
        ]
        self._fill_list(select=row)

    def move_task(self, step: int) -> None:
        """Move the selected key task earlier (−1) or later (+1)."""
        row = self.task_list.currentRow()
        target = row + step
        if not (0 <= row < len(self.tasks) and 0 <= target < len(self.tasks)):
            return
        self.tasks[row], self.tasks[target] = self.tasks[target], self.tasks[row]
        self._fill_list(select=target)

    # the whole challenge
    def _structure_changed(self) -> None:
        self.victory_needs.setEnabled(self.gated)
        self._show_current()

    def challenge(self) -> Challenge:
        """The challenge as built; links are dropped unless it is gated. Raises if refused."""
        tasks = self.tasks
        if not self.gated:
            tasks = [
                replace(task, unlocks=(), closes=(), victory=False, needs=Needs.ALL)
                for task in tasks
            ]
        return Challenge(
            key_tasks=tuple(tasks),
            structure=Structure(self.structure.currentData()),
            victory_needs=Needs(self.victory_needs.currentData()),
            name=self.name.text().strip(),
        )

    def setup(self) -> ChallengeSetup:
        """Everything the GM set up; raises `RulesError` or `CommandError` when refused."""
        options = self.options
        limit = options.time_limit()
        contest = options.contest.isChecked()
        if contest and limit is not None:
            raise CommandError(self.tr("a contest races the opposition, not a clock: untick Timed"))
        return ChallengeSetup(
            challenge=self.challenge(),
            rules=options.rules(),
            time_limit=limit,
            timed_rules=options.timed_rules(),
            contest=contest,
            gm_takes_priority=contest and options.gm_priority.isChecked(),
        )

    def _check(self) -> None:
        if self._building:
            return
        faults: tuple[str, ...] = ()
        try:
            setup = self.setup()
            setup.start()
        except ChallengeError as error:
            faults = error.task_ids
            self._say(str(error))
            setup = None
        except (RulesError, CommandError) as error:
            self._say(str(error))
            setup = None
        else:
            self._say("")
        self._mark_faults(faults)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(setup is not None)
        if setup is not None:
            self.options.suggest_budget(setup.challenge)
            fresh = ChallengeState.start(setup.challenge)
            selected = self.form.task()
            self.preview.show_challenge(
                setup.challenge, fresh.statuses(), selected.id if selected else None
            )

    def _mark_faults(self, task_ids: tuple[str, ...]) -> None:
        for row in range(self.task_list.count()):
            item = self.task_list.item(row)
            at_fault = item.data(TASK_ID) in task_ids
            item.setForeground(FAULT if at_fault else self.palette().text().color())

    def _say(self, text: str) -> None:
        self.problem.setText(text)
