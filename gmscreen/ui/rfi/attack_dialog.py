"""The Attack dialog: who attacks whom and how, the roll, and what the hit does — applied as one
undoable command (`MakeAttack`, with the attacker's Attack action when it is their turn)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QDialog
from PySide6.QtWidgets import QDialogButtonBox
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QGridLayout
from PySide6.QtWidgets import QGroupBox
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QSpinBox
from PySide6.QtWidgets import QWidget

from gmscreen.model.character_commands import characters_in_order
from gmscreen.model.commands import Batch
from gmscreen.model.commands import Command
from gmscreen.model.rfi.attacks import Attack
from gmscreen.model.rfi.attacks import MakeAttack
from gmscreen.model.rfi.attacks import attack_setup
from gmscreen.model.rfi.attacks import combatant_of
from gmscreen.model.rfi.attacks import injury_options
from gmscreen.model.rfi.attacks import protection_of
from gmscreen.model.rfi.characters import attribute_names
from gmscreen.model.rfi.characters import skill_names
from gmscreen.model.rfi.sheet import attribute_of
from gmscreen.model.rfi.sheet import skill_of
from gmscreen.model.rfi.tracker import TakeAction
from gmscreen.model.rfi.tracker import condition_of
from gmscreen.model.rfi.tracker_view import action_choices
from gmscreen.model.state import Character
from gmscreen.rules.dice import Dice
from gmscreen.rules.dice import SeededDice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.rfi.constants import MAX_ADDED_SEVERITY
from gmscreen.rules.rfi.injuries import Avoidance
from gmscreen.rules.rfi.injuries import InjuryKind
from gmscreen.rules.rfi.injuries import avoidance_choices
from gmscreen.rules.rfi.injuries import protected_severity
from gmscreen.rules.rfi.resolution import TaskResult
from gmscreen.rules.rfi.resolution import resolve_task
from gmscreen.rules.rfi.resolution import resolve_task_from_faces
from gmscreen.rules.rfi.task import Task
from gmscreen.ui import boxes
from gmscreen.ui.inline_messages import error_label
from gmscreen.ui.inline_messages import show_error
from gmscreen.ui.refusals import refusal_text
from gmscreen.ui.rfi.action_words import action_refusal
from gmscreen.ui.shell.undo import SessionBridge

RESPONSES = (
    (None, "Take the injury"),
    (Avoidance.STRESS, "Avoid it: take stress"),
    (Avoidance.THREAT, "Avoid it: the GM spends threat"),
)


def spin(least: int, most: int, value: int) -> QSpinBox:
    """A spin box with a range and a value."""
    box = QSpinBox()
    box.setRange(least, most)
    box.setValue(value)
    return box


class AttackDialog(QDialog):
    """Set up an attack, roll it (or type the faces rolled at the table), then apply it.

    `dice` rolls the attack (tests give `FixedDice`). Signals:
        applied(str): the attack was applied; what it did.
    """

    applied = Signal(str)

    def __init__(
        self,
        bridge: SessionBridge,
        *,
        attacker_id: int | None = None,
        target_id: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Attack"))
        self._bridge = bridge
        self.dice: Dice = SeededDice()
        self.roll_result: TaskResult | None = None
        state = bridge.state
        fighters = [c for c in characters_in_order(state) if not condition_of(c).dead]
        self.attacker, self.target = QComboBox(), QComboBox()
        for combo in (self.attacker, self.target):
            for character in fighters:
                combo.addItem(character.name, character.id)
        self.attacker.setCurrentIndex(max(0, self.attacker.findData(attacker_id)))
        self.target.setCurrentIndex(max(0, self.target.findData(target_id or self._enemy())))
        self.kind = QComboBox()
        self.kind.addItem(self.tr("Stun"), InjuryKind.STUN)
        self.kind.addItem(self.tr("Deadly (+1 Threat, hit or miss)"), InjuryKind.DEADLY)
        self.weapon = QLineEdit()
        self.weapon.setPlaceholderText(self.tr("e.g. Pistol"))
        self.weapon.setToolTip(self.tr("The injury is named for the weapon (the GM may rename it)"))
        self.severity = spin(1, 9, 2)
        self.severity.setPrefix(self.tr("Severity "))
        self.melee = QCheckBox(self.tr("Melee (needs the target within reach)"))
        self.setup = QLabel("")
        self.setup.setWordWrap(True)
        self.setup.setStyleSheet("color: palette(mid);")
        self.attribute, self.skill = QComboBox(), QComboBox()
        self.attribute.addItems(list(attribute_names(state)))
        self.skill.addItems(list(skill_names(state)))
        self.attribute.setCurrentIndex(max(0, self.attribute.findText("Fitness")))
        self.skill.setCurrentIndex(max(0, self.skill.findText("Security")))
        self.specialty = QCheckBox(self.tr("Specialty"))
        self.difficulty = spin(0, 9, 1)
        self.faces = QLineEdit()
        self.faces.setPlaceholderText(self.tr("or faces rolled at the table: 4 17"))
        self.roll_button = QPushButton(self.tr("Roll 2d20"))
        self.roll_button.setObjectName("rollAttack")
        self.roll_button.clicked.connect(self.roll)
        self.rolled = QLabel(self.tr("Not rolled yet"))
        self.rolled.setObjectName("attackRoll")
        self.added = spin(0, MAX_ADDED_SEVERITY, 0)
        self.added.setSuffix(self.tr(" (2 Momentum each)"))
        self.protection = spin(0, 9, 0)
        self.response = QComboBox()
        for way, text in RESPONSES:
            self.response.addItem(self.tr(text), way)
        self.save_momentum = QCheckBox(self.tr("Save the roll's unspent Momentum"))
        self.as_action = QCheckBox("")
        self.preview = QLabel("")
        self.preview.setObjectName("attackPreview")
        self.preview.setWordWrap(True)
        self.error = error_label()
        self._layout()
        for signal in (self.attacker.currentIndexChanged, self.target.currentIndexChanged):
            signal.connect(self._people_changed)
        self.melee.toggled.connect(self._update_setup)
        for box in (self.added, self.protection, self.severity):
            box.valueChanged.connect(self._update_preview)
        for combo in (self.kind, self.response):
            combo.currentIndexChanged.connect(self._update_preview)
        for check in (self.save_momentum, self.as_action):
            check.toggled.connect(self._update_preview)
        self.weapon.textChanged.connect(self._update_preview)
        self._people_changed()

    def _layout(self) -> None:
        who = QGroupBox(self.tr("Attack"))
        form = QFormLayout(who)
        form.addRow(self.tr("Attacker"), self.attacker)
        form.addRow(self.tr("Target"), self.target)
        form.addRow(self.tr("Injury"), self.kind)
        form.addRow(self.tr("Weapon"), boxes.row(boxes.grow(self.weapon), self.severity))
        form.addRow(self.melee)
        form.addRow(self.setup)
        roll = QGroupBox(self.tr("Roll"))
        task = QFormLayout(roll)
        pair = boxes.row(boxes.grow(self.attribute), boxes.grow(self.skill), self.specialty)
        task.addRow(self.tr("Task"), pair)
        task.addRow(self.tr("Difficulty"), self.difficulty)
        task.addRow(self.faces)
        task.addRow(self.roll_button, self.rolled)
        self.hit_box = QGroupBox(self.tr("On a hit"))
        hit = QFormLayout(self.hit_box)
        hit.addRow(self.tr("Added severity"), self.added)
        hit.addRow(self.tr("Target's protection"), self.protection)
        hit.addRow(self.tr("Response"), self.response)
        hit.addRow(self.save_momentum)
        self.hit_box.setEnabled(False)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.apply_button = self.buttons.addButton(
            self.tr("Apply"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.apply_button.setEnabled(False)
        self.buttons.accepted.connect(self.apply)
        self.buttons.rejected.connect(self.reject)
        grid = QGridLayout(self)
        grid.addWidget(who, 0, 0, 2, 1)
        grid.addWidget(roll, 0, 1)
        grid.addWidget(self.hit_box, 1, 1)
        grid.addWidget(self.as_action, 2, 0, 1, 2)
        grid.addWidget(self.preview, 3, 0, 1, 2)
        grid.addWidget(self.error, 4, 0, 1, 2)
        grid.addWidget(self.buttons, 5, 0, 1, 2)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)

    # reading the form
    def _character(self, combo: QComboBox) -> Character | None:
        return self._bridge.state.find(Character, combo.currentData())

    def _enemy(self) -> int | None:
        attacker = self._character(self.attacker)
        for index in range(self.target.count()):
            other = self._bridge.state.find(Character, self.target.itemData(index))
            if attacker is None or other is None or other.kind == attacker.kind:
                continue
            if not condition_of(other).defeated:
                return other.id
        return None

    def attack(self) -> Attack:
        """The attack as the form sets it up."""
        return Attack(
            attacker_id=int(self.attacker.currentData()),
            target_id=int(self.target.currentData()),
            kind=InjuryKind(self.kind.currentData()),
            weapon=self.weapon.text().strip(),  # none named: the model stores "Attack"
            severity=self.severity.value(),
            added_severity=self.added.value() if self._hit() else 0,
            protection=self.protection.value(),
            avoid=self.response.currentData() if self._hit() else None,
            save_momentum=self.save_momentum.isChecked(),
        )

    def command(self) -> Command | None:
        """The command Apply runs (None before the roll)."""
        built = self._build()
        return built[0] if built is not None else None

    def _build(self) -> tuple[Command, MakeAttack] | None:
        """The command Apply runs, and the attack inside it (whose report says what it did)."""
        if self.roll_result is None:
            return None
        attack = MakeAttack(self.attack(), self.roll_result)
        if not (self.as_action.isChecked() and self.as_action.isEnabled()):
            return attack, attack
        scene = self._bridge.state.campaign.current_scene_id
        turn = TakeAction(scene, attack.attack.attacker_id, "attack")
        attacker = self.attacker.currentText()
        label = f"{attacker} attacks {self.target.currentText()}"  # stored in English
        return Batch([turn, attack], label=label), attack

    def _hit(self) -> bool:
        return self.roll_result is not None and self.roll_result.succeeded

    # reacting
    def _people_changed(self) -> None:
        target = self._character(self.target)
        self.protection.setValue(protection_of(target) if target is not None else 0)
        attacker = self._character(self.attacker)
        pc = attacker is not None and attacker.kind == "pc"
        self.save_momentum.setEnabled(pc)  # an NPC's momentum is not the group's
        self.save_momentum.setChecked(pc)
        self._update_action()
        self._update_setup()

    def _update_action(self) -> None:
        attacker = self._character(self.attacker)
        state = self._bridge.state
        scene = state.campaign.current_scene_id
        choice = None
        if attacker is not None:
            choices = action_choices(state, scene, attacker.id)
            choice = next((c for c in choices if c.action.id == "attack"), None)
        allowed = choice is not None and not choice.refusal
        cost = self.tr(", %d Momentum") % choice.cost if choice is not None and choice.cost else ""
        name = attacker.name if attacker is not None else ""
        self.as_action.setText(self.tr("Counts as %s's Attack major action%s") % (name, cost))
        self.as_action.setEnabled(allowed)
        self.as_action.setChecked(allowed)
        self.as_action.setToolTip(action_refusal(choice.refusal) if choice is not None else "")

    def _update_setup(self) -> None:
        if self.roll_result is not None:
            return
        attacker, target = self.attacker.currentData(), self.target.currentData()
        try:
            setup = attack_setup(
                self._bridge.state, int(attacker), int(target), melee=self.melee.isChecked()
            )
        except RulesError as error:
            self.setup.setText(refusal_text(error))
            self.setup.setStyleSheet("color: #b00020;")
            self.roll_button.setEnabled(False)
            return
        self.roll_button.setEnabled(True)
        self.setup.setStyleSheet("color: palette(mid);")
        if setup is None:
            self.setup.setText(self.tr("Not both on the map: set the difficulty by hand."))
            self._update_preview()
            return
        parts = [self.tr("%s range") % setup.band.value]
        parts += [f"+{setup.difficulty_increase}: {why}" for why in setup.reasons[:1]]
        parts += setup.reasons[1:]
        if setup.opposed_by_cover:
            parts.append(self.tr("the target is in cover and may oppose the attack"))
        self.setup.setText("; ".join(parts))
        self.difficulty.setValue(setup.difficulty)
        self._update_preview()

    def _update_responses(self) -> None:
        target = self._character(self.target)
        model = self.response.model()
        assert isinstance(model, QStandardItemModel)
        ways: tuple[Avoidance, ...] = ()
        if target is not None and self._hit():
            condition = combatant_of(self._bridge.state, target, protection=self.protection.value())
            severity = protected_severity(
                self.severity.value() + self.added.value(), self.protection.value()
            )
            ways = avoidance_choices(
                condition, severity, options=injury_options(self._bridge.state)
            )
        for index, (way, _text) in enumerate(RESPONSES):
            model.item(index).setEnabled(way is None or way in ways)
        if self.response.currentData() is not None and self.response.currentData() not in ways:
            self.response.setCurrentIndex(0)

    def _update_preview(self) -> None:
        self._update_responses()
        built = self._build()
        if built is None:
            self.preview.setText("")
            self.apply_button.setEnabled(False)
            return
        command, attack = built
        try:
            command.plan(self._bridge.state)
        except (RulesError, ValueError) as error:
            show_error(self.error, str(error))
            self.preview.setText("")
            self.apply_button.setEnabled(False)
            return
        show_error(self.error, "")
        report = attack.report
        self.preview.setText(self.tr("Apply: %s") % report.summary if report is not None else "")
        self.apply_button.setEnabled(True)

    # gestures
    def roll(self) -> None:
        """Roll the attack (or read the faces typed in); the setup is fixed from then on."""
        attacker = self._character(self.attacker)
        if attacker is None:
            return
        try:
            task = Task(
                attribute=attribute_of(attacker.sheet, self.attribute.currentText()),
                skill=skill_of(attacker.sheet, self.skill.currentText()),
                has_specialty=self.specialty.isChecked(),
                difficulty=self.difficulty.value(),
            )
            typed = self.faces.text().replace(",", " ").split()
            result = (
                resolve_task_from_faces(task, [int(face) for face in typed])
                if typed
                else resolve_task(task, self.dice)
            )
        except (RulesError, ValueError) as error:
            show_error(self.error, str(error))
            return
        self.roll_result = result
        for widget in self._set_before_the_roll():
            widget.setEnabled(False)
        faces = ", ".join(str(face) for face in result.faces)
        verdict = self.tr("Hit") if result.succeeded else self.tr("Miss")
        self.rolled.setText(
            self.tr("%s — %s: %s, %d Momentum")
            % (faces, verdict, self.tr("%n success(es)", "", result.successes), result.momentum)
        )
        self.hit_box.setEnabled(result.succeeded)
        self._update_preview()

    def _set_before_the_roll(self) -> list[QWidget]:
        return [
            self.attacker,
            self.target,
            self.kind,
            self.weapon,
            self.severity,
            self.melee,
            self.attribute,
            self.skill,
            self.specialty,
            self.difficulty,
            self.faces,
            self.roll_button,
        ]

    def apply(self) -> None:
        """Apply the attack as one undoable command; a refusal keeps the dialog open."""
        built = self._build()
        if built is None:
            return
        command, attack = built
        refusal = self._bridge.attempt(command)
        if refusal is not None:
            show_error(self.error, refusal)
            return
        self.applied.emit(attack.report.summary if attack.report is not None else "")
        self.accept()
