"""A check's modifier list: each common modifier as a line to tick and adjust, its value beside it.

Every line shows what it would add even when unticked, so the GM sees the price of each choice;
the total counts the ticked lines only. Lines that cannot apply to this check are greyed, with
the reason as their tooltip. The rules engine builds each line (caps and limits included).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QAbstractSpinBox
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QGridLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QWidget

from gmscreen.model.renaissance.sheet import RenaissanceSheet
from gmscreen.model.renaissance.sheet import SkillEntry
from gmscreen.rules.errors import RulesError
from gmscreen.rules.renaissance import ActionType
from gmscreen.rules.renaissance import Modifier
from gmscreen.rules.renaissance import Modifiers
from gmscreen.rules.renaissance import modifiers as rules
from gmscreen.ui import boxes
from gmscreen.ui.choice_box import refill
from gmscreen.ui.refusals import refusal_text
from gmscreen.ui.renaissance.grade_bars import signed
from gmscreen.ui.renaissance.modifier_line import ModifierLine
from gmscreen.ui.renaissance.modifier_line import SituationalEditor
from gmscreen.ui.renaissance.modifier_line import spin
from gmscreen.ui.renaissance.modifier_line import value_label
from gmscreen.ui.renaissance.terms import DIFFICULTIES
from gmscreen.ui.renaissance.terms import difficulty_name
from gmscreen.ui.renaissance.terms import difficulty_words


class ModifierList(QWidget):
    """The modifier lines of one check; `changed` fires on every tick or adjustment."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sheet: RenaissanceSheet | None = None
        self.skill: SkillEntry | None = None
        self.action = ActionType.STANDARD
        self.retry_rule = True
        self.lines: dict[str, ModifierLine] = {}
        self.situational: list[ModifierLine] = []
        self._grid = QGridLayout()
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setVerticalSpacing(2)
        self._grid.setColumnStretch(1, 1)
        self.assistants = spin(1, 5, 1, 1)
        self.related = QComboBox()
        self.related.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.related.setMinimumContentsLength(6)
        self.specialization = QLabel("")
        self.proficiencies = QLabel("")
        self.difficulty = spin(-30, 30, 10, -10)
        self.difficulty_name = QLabel("")
        self.difficulty_name.setWordWrap(True)
        # Room for the longest word on two lines at most: the form's layout does not grow the
        # row for a third ("schwerer / als / üblich" lost its last line).
        metrics = self.difficulty_name.fontMetrics()
        longest = max(metrics.horizontalAdvance(difficulty_words(label)) for label in DIFFICULTIES)
        self.difficulty_name.setMinimumWidth(longest // 2 + metrics.averageCharWidth() * 2)
        self.more_time = spin(50, 300, 50, 50, "%")
        self.more_time.setPrefix("+")
        self.less_time = spin(25, 75, 25, 25, "%")
        self.less_time.setPrefix("−")
        self.sustained = spin(2, 9, 1, 2)
        self.tries = spin(1, 9, 1, 1)
        difficulty_box = QWidget()
        boxes.row(
            self.difficulty, boxes.grow(self.difficulty_name), parent=difficulty_box, margins=0
        )
        self._add(
            "assist",
            self.tr("Assistants"),
            self.assistants,
            self._assist,
            self.tr("+10 per assistant, at most +30; each needs 10 ranks in a useful skill"),
        )
        self._add(
            "related",
            self.tr("Related skill"),
            self.related,
            self._related,
            self.tr("+10 / +20 / +30 for 10 / 25 / 40 ranks in one related skill"),
            lambda: "" if self.related.count() else self.tr("no other skill with 10 ranks"),
        )
        self._add(
            "specialization",
            self.tr("Specialization"),
            self.specialization,
            lambda: rules.specialization(self.skill.specialization if self.skill else ""),
            self.tr("+10 when the skill's specialization applies"),
            lambda: (
                ""
                if self.skill and self.skill.specialization
                else self.tr("this skill has no specialization")
            ),
        )
        self._add(
            "proficiency",
            self.tr("No proficiency"),
            self.proficiencies,
            rules.missing_proficiency,
            self.tr("−20: a proficiency skill used without a fitting proficiency"),
            lambda: (
                ""
                if self.skill and self.skill.proficiency_skill
                else self.tr("not a proficiency skill")
            ),
        )
        self._add(
            "difficulty",
            self.tr("Difficulty"),
            difficulty_box,
            lambda: rules.difficulty(self.difficulty.value()),
            self.tr("From very easy (+30) to very hard (−30)"),
        )
        self._add(
            "taking_time",
            self.tr("Taking time"),
            self.more_time,
            lambda: rules.taking_time(self.more_time.value(), action=self.action),
            self.tr("+10 per +50% of the timeframe, at most +30"),
            self._timeframe,
        )
        self._add(
            "rushing",
            self.tr("Rushing"),
            self.less_time,
            lambda: rules.rushing(self.less_time.value(), action=self.action),
            self.tr("−10 per 25% cut from the timeframe, at most −30"),
            self._timeframe,
        )
        self._add(
            "passive",
            self.tr("Passive test"),
            None,
            rules.passive,
            self.tr("−20 when the GM rolls for the character"),
        )
        self._add(
            "sustained",
            self.tr("Sustained actions"),
            self.sustained,
            lambda: rules.sustained_actions(self.sustained.value()),
            self.tr("Sustained actions maintained: −10 for each beyond the first"),
        )
        self._add(
            "retry",
            self.tr("Earlier tries"),
            self.tries,
            lambda: rules.retry(self.tries.value()),
            self.tr("Trying again (optional rule): −10 for each earlier try"),
            lambda: "" if self.retry_rule else self.tr("the retry rule is switched off"),
        )
        self._situational_grid = QGridLayout()
        self._situational_grid.setContentsMargins(0, 0, 0, 0)
        self._situational_grid.setColumnStretch(1, 1)
        self.add_button = QPushButton(self.tr("Add a situational modifier"))
        self.add_button.clicked.connect(lambda: self.add_situational())
        self.total = QLabel("")
        self.total.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.problem = QLabel("")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00020;")
        footer = boxes.row(self.add_button, boxes.STRETCH, QLabel(self.tr("Total")), self.total)
        boxes.column(
            self._grid,
            self._situational_grid,
            footer,
            self.problem,
            parent=self,
            margins=0,
            spacing=3,
        )
        for box in (
            self.assistants,
            self.difficulty,
            self.more_time,
            self.less_time,
            self.sustained,
            self.tries,
        ):
            box.valueChanged.connect(self._changed)
        self.related.currentIndexChanged.connect(self._changed)
        self.refresh()

    # building the lines
    def _add(
        self,
        key: str,
        title: str,
        editor: QWidget | None,
        build: Callable[[], Modifier],
        tooltip: str,
        not_applicable: Callable[[], str] = lambda: "",
    ) -> None:
        check = QCheckBox(title)
        check.setObjectName(f"modifier-{key}")
        check.setToolTip(tooltip)
        if editor is not None:  # the tick box's title names the field that sets its amount
            for field in [editor, *editor.findChildren(QWidget)]:
                if isinstance(field, (QAbstractSpinBox, QComboBox)) and not field.accessibleName():
                    field.setAccessibleName(title)
        line = ModifierLine(key, check, editor, value_label(), build, not_applicable)
        self._place(self._grid, line)
        self.lines[key] = line

    def _place(self, grid: QGridLayout, line: ModifierLine) -> None:
        row = grid.rowCount()
        grid.addWidget(line.check, row, 0)
        if line.editor is not None:
            grid.addWidget(line.editor, row, 1)
        grid.addWidget(line.value, row, 2)
        line.check.toggled.connect(self._changed)

    def add_situational(self, reason: str = "", value: int = 10) -> ModifierLine:
        """A new situational line (ticked), with its reason and value to fill in."""
        check = QCheckBox(self.tr("Situational"))
        check.setChecked(True)
        editor = SituationalEditor(reason, value)
        key = f"situational-{len(self.situational)}"
        line = ModifierLine(key, check, editor, value_label(), editor.modifier)
        self._place(self._situational_grid, line)
        editor.edited.connect(self._changed)
        editor.remove_requested.connect(lambda: self._remove_situational(line))
        self.situational.append(line)
        self._changed()
        return line

    def _remove_situational(self, line: ModifierLine) -> None:
        self.situational.remove(line)
        for widget in (line.check, line.editor, line.value):
            if widget is not None:
                self._situational_grid.removeWidget(widget)
                widget.deleteLater()
        self._changed()

    # context
    def set_context(
        self,
        sheet: RenaissanceSheet | None,
        skill: SkillEntry | None,
        action: ActionType,
        *,
        retry_rule: bool,
    ) -> None:
        """The character and skill being checked, the action type, the retry option."""
        self.sheet, self.skill, self.action, self.retry_rule = sheet, skill, action, retry_rule
        others = sheet.skills if sheet is not None else ()
        useful = [o for o in others if o is not skill and o.ranks >= rules.USEFUL_RANKS]
        refill(self.related, [(f"{o.name} ({o.ranks})", o.name) for o in useful])
        self.specialization.setText(
            f"[{skill.specialization}]" if skill and skill.specialization else ""
        )
        held = ", ".join(skill.proficiencies) if skill else ""
        self.proficiencies.setText(self.tr("holds: %s") % held if held else "")
        self.refresh()

    def _related(self) -> Modifier:
        name = self.related.currentData()
        other = self.sheet.skill(str(name)) if self.sheet is not None and name else None
        if other is None:
            raise RulesError("pick a related skill", rule="related skill")
        return rules.related_skill(other.ranks, skill=other.name)

    def _assist(self) -> Modifier:
        # The GM vouches for each assistant's 10 ranks in a useful skill by counting them in.
        return rules.assist([rules.USEFUL_RANKS] * self.assistants.value())

    def _timeframe(self) -> str:
        return "" if self.action.has_timeframe else self.tr("task actions and jobs only")

    # reading
    def _changed(self) -> None:
        self.refresh()
        self.changed.emit()

    def all_lines(self) -> list[ModifierLine]:
        """Every line, fixed ones first, then the situational ones."""
        return [*self.lines.values(), *self.situational]

    def refresh(self) -> None:
        """Update each line's value, the greyed lines and the total."""
        self.difficulty_name.setText(difficulty_name(rules.difficulty(self.difficulty.value())))
        for line in self.all_lines():
            reason = line.not_applicable()
            line.check.setEnabled(not reason)
            if line.editor is not None:
                line.editor.setEnabled(not reason)
            try:
                line.value.setText(signed(line.build().value))
                line.value.setToolTip(reason)
            except RulesError as error:
                line.value.setText("—")
                line.value.setToolTip(refusal_text(error))
            active = line.check.isChecked() and not reason
            line.value.setStyleSheet("font-weight: 600;" if active else "color: palette(mid);")
        lines, problem = self.modifiers()
        self.problem.setText(problem)
        self.problem.setVisible(bool(problem))
        self.total.setText(f"<b>{signed(Modifiers(lines).total)}</b>" if not problem else "—")

    def modifiers(self) -> tuple[tuple[Modifier, ...], str]:
        """The ticked lines that apply, or the reason they cannot stand together."""
        built = []
        try:
            for line in self.all_lines():
                if line.check.isChecked() and not line.not_applicable():
                    built.append(line.build())
            Modifiers(tuple(built))
        except RulesError as error:
            return (), refusal_text(error)
        return tuple(built), ""
