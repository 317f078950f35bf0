"""The choices of one side of a task: who rolls what, against which difficulty, with what help."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QSpinBox
from PySide6.QtWidgets import QToolButton
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from gmscreen.model.changes import ChangeSet
from gmscreen.model.rfi.rolls import DicePayment
from gmscreen.model.rfi.traits import bears_on_task
from gmscreen.model.rfi.traits import task_difficulty
from gmscreen.model.rfi.traits import task_traits
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.model.state import Trait
from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.assistance import Assistant
from gmscreen.rules.rfi.constants import DIFFICULTY_FLOOR
from gmscreen.rules.rfi.constants import MAX_BOUGHT_DICE
from gmscreen.rules.rfi.purchase import dice_cost
from gmscreen.rules.rfi.task import Task
from gmscreen.rules.rfi.traits import DifficultyBreakdown
from gmscreen.rules.rfi.traits import TraitEffect
from gmscreen.ui import boxes
from gmscreen.ui.panels.reference_topics import topic_name
from gmscreen.ui.rfi.approach_row import ApproachRow
from gmscreen.ui.rfi.task_traits import TaskTraitList
from gmscreen.ui.rfi.trait_dialog import effect_title

MAX_ASSISTANTS = 3


@dataclass(frozen=True)
class TaskChoice:
    """A side's task as chosen, or the reason it cannot be rolled."""

    task: Task | None
    problem: str
    character_id: int | None
    label: str
    payment: DicePayment
    breakdown: DifficultyBreakdown | None


class TaskForm(QWidget):
    """One side of a task: approach, difficulty with traits, dice, assistants and options."""

    changed = Signal()
    reference_requested = Signal(str)  # the title of the reference section the GM asked for

    def __init__(self, state_source: object, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._state_source = state_source
        self.leader = ApproachRow()
        self.leader.changed.connect(self._on_leader_changed)
        self._opposes: int | None = None  # the actor an opposing side never offers
        self._leader_picked = False  # the GM chose who rolls: a new actor keeps that choice
        self.leader.character.activated.connect(self._leader_chosen)
        self.base_difficulty = QSpinBox()
        self.base_difficulty.setRange(0, 9)
        self.base_difficulty.setValue(1)
        self.traits = TaskTraitList()
        self._traits_for: int | None = None  # the leader whose gear the list offers
        self.traits.setMaximumHeight(96)
        self.traits.itemChanged.connect(lambda *_: self.changed.emit())
        self.breakdown = QLabel("")
        self.breakdown.setWordWrap(True)
        self.breakdown.setStyleSheet("color: palette(dark);")
        self.complication_range = QSpinBox()
        self.complication_range.setRange(1, 5)
        self.complication_range.setToolTip(self.tr("1: a 20 complicates … 5: 16–20 complicate"))
        self.bought = QSpinBox()
        self.bought.setRange(0, MAX_BOUGHT_DICE)
        self.pay_threat = QSpinBox()
        self.pay_threat.setRange(0, 6)
        self.pay_threat.setToolTip(self.tr("How much of the price is paid by adding Threat"))
        self.cost = QLabel("")
        self.cost.setWordWrap(True)  # a bought die's price wraps instead of widening the panel
        self.assistants: list[ApproachRow] = []
        self.assistant_box = QVBoxLayout()
        self.add_assistant = QPushButton(self.tr("Add assistant"))
        self.add_assistant.clicked.connect(self._add_assistant)
        self.assist_range = QCheckBox(self.tr("+1 range per extra assistant"))
        self.assist_range.setToolTip(
            self.tr("GM option: +1 complication range for each assistant after the first")
        )
        self.roll_zero = QCheckBox(self.tr("Roll even at difficulty 0"))
        self.roll_zero.setToolTip(
            self.tr("At difficulty 0 the GM may allow a roll: every success is Momentum")
        )
        self.at_cost = QCheckBox(self.tr("Success at cost"))
        self.cost_complications = QSpinBox()
        self.cost_complications.setRange(1, 5)
        for spin in (
            self.base_difficulty,
            self.complication_range,
            self.bought,
            self.pay_threat,
            self.cost_complications,
        ):
            spin.valueChanged.connect(lambda *_: self.changed.emit())
        for box in (self.assist_range, self.roll_zero, self.at_cost):
            box.toggled.connect(lambda *_: self.changed.emit())
        self.bought.setAccessibleName(self.tr("Bought dice"))
        self.cost_complications.setAccessibleName(self.tr("Complications for success at cost"))
        threat_pays = QLabel(self.tr("Threat pays"))
        threat_pays.setBuddy(self.pay_threat)
        dice_row = boxes.row(self.bought, threat_pays, self.pay_threat, boxes.grow(self.cost))
        complications = QLabel(self.tr("complication(s)"))
        cost_row = boxes.row(self.at_cost, self.cost_complications, boxes.grow(complications))
        form = QFormLayout(self)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        # A row too wide for a narrow dock puts its label above its field, not off the side.
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow(self.tr("Who rolls"), self.leader)
        form.addRow(
            self._linked_label(self.tr("Base difficulty"), "Difficulty", self.base_difficulty),
            self.base_difficulty,
        )
        # The traits take the form's whole width, their label above them: a trait's name and
        # its effect ("Erhöht die Schwierigkeit") read whole in a 1366×768 dock column.
        traits_label = QLabel(self.tr("Traits in play"))
        traits_label.setBuddy(self.traits)
        self.traits.setAccessibleName(traits_label.text())
        form.addRow(traits_label)
        form.addRow(self.traits)
        form.addRow("", self.breakdown)
        form.addRow(
            self._linked_label(
                self.tr("Complication range"), "Complication range", self.complication_range
            ),
            self.complication_range,
        )
        form.addRow(
            self._linked_label(self.tr("Bought dice"), "Buying dice", self.bought), dice_row
        )
        form.addRow(self.tr("Assistants"), self._assistant_area())
        form.addRow("", self.roll_zero)
        form.addRow("", cost_row)

    def _linked_label(self, text: str, section: str, field: QWidget) -> QLabel:
        """A row's label with a link to the reference table that applies (by its title)."""
        # The label itself is the link: no extra width for a narrow dock's form column.
        label = QLabel(f'<a href="{section}">{text}</a>')
        label.setTextInteractionFlags(
            Qt.TextInteractionFlag.LinksAccessibleByMouse
            | Qt.TextInteractionFlag.LinksAccessibleByKeyboard
        )
        label.setToolTip(self.tr("Show the reference table: %s") % topic_name(section))
        label.setBuddy(field)
        if not field.accessibleName():
            field.setAccessibleName(text)
        label.linkActivated.connect(self.reference_requested.emit)
        return label

    def _assistant_area(self) -> QWidget:
        area = QWidget()
        add = boxes.aligned(self.add_assistant, Qt.AlignmentFlag.AlignLeft)
        boxes.column(self.assistant_box, add, self.assist_range, parent=area, margins=0)
        return area

    @property
    def state(self) -> CampaignState:
        """The campaign state the form reads."""
        return self._state_source.state  # type: ignore[attr-defined, no-any-return]

    # filling
    def breakdown_text(self, breakdown: DifficultyBreakdown) -> str:
        """The difficulty line by line, in the GM's language (the rules give the numbers)."""
        rows = [self.tr("Base difficulty: %1").replace("%1", str(breakdown.base))]
        for line in breakdown.lines:
            changes = line.effect in (
                TraitEffect.RAISES_DIFFICULTY,
                TraitEffect.LOWERS_DIFFICULTY,
            )
            what = f"{line.difficulty_change:+d}" if changes else effect_title(line.effect)
            rows.append(f"{line.trait.label}: {what}")
        if breakdown.floored:
            rows.append(self.tr("(never below %1)").replace("%1", str(DIFFICULTY_FLOOR)))
        final = self.tr("Difficulty: %1").replace("%1", str(breakdown.difficulty))
        rows.append(self.tr("Impossible") if breakdown.impossible else final)
        return "\n".join(rows)

    def react(self, changes: ChangeSet) -> None:
        """Follow a change of the campaign, doing only what it touched (see model.changes):
        the roster or names re-fill the form; a chosen character's sheet re-reads the
        ratings; a trait of the scene re-lists the traits; anything else is left alone."""
        character_fields = changes.fields("character")
        if (
            changes.touches("campaign")
            or changes.structural("character")
            or character_fields & {"name", "kind", "tier"}
        ):
            self.refresh()
            return
        if changes.touches("trait"):
            traits = [
                (change.id, change.after if isinstance(change.after, Trait) else None)
                for change in changes.of_kind("trait")
            ]
            if self.traits.update_traits(traits, self._relevant):
                self._on_leader_changed()
            return
        rows = [self.leader, *self.assistants]
        if changes.ids("character") & {row.character.currentData() for row in rows}:
            self._on_leader_changed()

    def refresh(self) -> None:
        """Re-read characters, names and traits from the campaign, keeping choices."""
        state = self.state
        characters = self._offered(state)
        self.leader.fill(state, characters)
        for row in self.assistants:
            row.fill(state, characters)
        self._fill_traits()
        self._on_leader_changed()

    def _offered(self, state: CampaignState) -> list[Character]:
        return [c for c in state.of(Character) if c.id != self._opposes]

    def _leader_chosen(self) -> None:
        self._leader_picked = True

    def oppose(self, actor_id: int | None) -> None:
        """Make this the side opposing `actor_id`: the actor is never offered here, and unless
        the GM chose someone, the first character of the other side rolls (an NPC against a
        PC, a PC against an NPC; the first one left if that side has nobody)."""
        if actor_id == self._opposes:
            return
        self._opposes = actor_id
        state = self.state
        actor = state.find(Character, actor_id)
        offered = self._offered(state)
        combo = self.leader.character
        before = combo.currentData()
        keep = self._leader_picked and any(c.id == before for c in offered)
        others = [c for c in offered if actor is None or c.kind != actor.kind]
        first = next(iter(others or offered), None)
        wanted = before if keep else (first.id if first is not None else None)
        self.leader.fill(state, offered)
        for row in self.assistants:
            row.fill(state, offered)
        combo.blockSignals(True)
        combo.setCurrentIndex(combo.findData(wanted))
        combo.blockSignals(False)
        self._on_leader_changed()

    def _fill_traits(self) -> None:
        state = self.state
        self._traits_for = self.leader.character.currentData()
        self.traits.fill(task_traits(state, state.campaign.current_scene_id, self._traits_for))

    def _relevant(self, trait: Trait) -> bool:
        """Whether a trait bears on the leader's task: in play in the scene, and not someone
        else's gear or personal trait."""
        leader = self.leader.character.currentData()
        return bears_on_task(trait, self.state.campaign.current_scene_id, leader)

    def _on_leader_changed(self) -> None:
        if self.leader.character.currentData() != self._traits_for:
            self._fill_traits()  # another character's gear bears on the task
        _character, attribute, skill = self.leader.ratings(self.state)
        self.leader.show_target(attribute, skill)
        for row in self.assistants:
            _c, a, s = row.ratings(self.state)
            row.show_target(a, s)
        self.changed.emit()

    def _add_assistant(self) -> None:
        if len(self.assistants) >= MAX_ASSISTANTS:
            return
        row = ApproachRow()
        row.fill(self.state, self._offered(self.state))
        row.character.setCurrentIndex(min(len(self.assistants) + 1, row.character.count() - 1))
        remove = QToolButton()
        remove.setText("×")
        remove.setToolTip(self.tr("Remove this assistant"))
        holder = QWidget()
        boxes.grid([[row, remove]], parent=holder, margins=0)
        remove.clicked.connect(lambda: self._remove_assistant(row, holder))
        row.changed.connect(self._on_leader_changed)
        self.assistants.append(row)
        self.assistant_box.addWidget(holder)
        self.add_assistant.setEnabled(len(self.assistants) < MAX_ASSISTANTS)
        self._on_leader_changed()

    def _remove_assistant(self, row: ApproachRow, holder: QWidget) -> None:
        self.assistants.remove(row)
        holder.deleteLater()
        self.add_assistant.setEnabled(True)
        self.changed.emit()

    # reading
    def choice(self) -> TaskChoice:
        """The task the form describes, or why it cannot be rolled."""
        state = self.state
        character, attribute, skill = self.leader.ratings(state)
        price = dice_cost(self.bought.value())
        payment = DicePayment(from_pool=max(0, price - self.pay_threat.value()))
        self.cost.setText(
            self.tr("cost %d (%d Momentum, %d Threat)")
            % (price, payment.from_pool, price - payment.from_pool)
            if self.bought.value()
            else ""
        )
        label = self.leader.label()
        if character is None:
            return TaskChoice(None, self.tr("Choose who rolls."), None, label, payment, None)
        ticked = [state.find(Trait, trait_id) for trait_id in self.traits.ticked_ids()]
        try:
            breakdown = task_difficulty(
                self.base_difficulty.value(), [t for t in ticked if t is not None]
            )
            self.breakdown.setText(self.breakdown_text(breakdown))
            if breakdown.impossible:
                return TaskChoice(
                    None,
                    self.tr("A trait makes this task impossible."),
                    character.id,
                    label,
                    payment,
                    breakdown,
                )
            assistants = []
            for row in self.assistants:
                _c, a_attribute, a_skill = row.ratings(state)
                assistants.append(
                    Assistant(
                        attribute=a_attribute,
                        skill=a_skill,
                        has_specialty=row.specialty.isChecked(),
                    )
                )
            task = Task(
                attribute=attribute,
                skill=skill,
                has_specialty=self.leader.specialty.isChecked(),
                difficulty=breakdown.difficulty,
                complication_range=self.complication_range.value(),
                bought_dice=self.bought.value(),
                assistants=tuple(assistants),
                assistance_raises_complication_range=self.assist_range.isChecked(),
                roll_at_difficulty_zero=self.roll_zero.isChecked(),
                success_at_cost=self.at_cost.isChecked(),
                cost_complications=self.cost_complications.value(),
            )
        except RulesError as error:
            return TaskChoice(None, str(error), character.id, label, payment, None)
        return TaskChoice(task, "", character.id, label, payment, breakdown)
