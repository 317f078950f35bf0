"""A sheet's beliefs ("I believe … so I must …") and instincts ("I always …", "When … then I …").

Each box shows the slots the sheet holds and emits every finished edit as the whole new list of
drafts; nothing changes on screen until the sheet is redrawn from the campaign.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QGridLayout
from PySide6.QtWidgets import QGroupBox
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QWidget

from gmscreen.rules.hotcircle.character import InstinctForm
from gmscreen.rules.hotcircle.tables import BELIEFS_PER_CHARACTER
from gmscreen.rules.hotcircle.tables import INSTINCTS_PER_CHARACTER

BeliefDraft = tuple[str, str]
InstinctDraft = tuple[str, str, str]


def _set(field: QLineEdit, text: str) -> None:
    if field.text() != text:
        field.setText(text)
        field.setCursorPosition(0)


class BeliefsBox(QGroupBox):
    """Three beliefs, each a stance and the goal it drives."""

    edited = Signal(list)  # list[BeliefDraft]

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Beliefs"), parent)
        self.stances: list[QLineEdit] = []
        self.goals: list[QLineEdit] = []
        grid = QGridLayout(self)
        grid.setVerticalSpacing(2)
        for index in range(BELIEFS_PER_CHARACTER):
            stance, goal = QLineEdit(), QLineEdit()
            stance.setPlaceholderText(self.tr("a stance on the world"))
            goal.setPlaceholderText(self.tr("the goal it drives"))
            for field in (stance, goal):
                field.editingFinished.connect(self._finished)
            row = index * 2
            number = QLabel(f"<b>{index + 1}</b>")
            grid.addWidget(number, row, 0)
            grid.addWidget(QLabel(self.tr("I believe")), row, 1)
            grid.addWidget(stance, row, 2)
            grid.addWidget(QLabel(self.tr("so I must")), row + 1, 1)
            grid.addWidget(goal, row + 1, 2)
            self.stances.append(stance)
            self.goals.append(goal)
        grid.setColumnStretch(2, 1)
        self._shown: list[BeliefDraft] = []

    def show_beliefs(self, drafts: list[BeliefDraft]) -> None:
        """Show the sheet's beliefs (slots past the sheet's are left empty)."""
        self._shown = list(drafts)
        for index in range(BELIEFS_PER_CHARACTER):
            stance, goal = drafts[index] if index < len(drafts) else ("", "")
            _set(self.stances[index], stance)
            _set(self.goals[index], goal)

    def drafts(self) -> list[BeliefDraft]:
        """The beliefs as written now."""
        return [
            (stance.text().strip(), goal.text().strip())
            for stance, goal in zip(self.stances, self.goals, strict=True)
        ]

    def _finished(self) -> None:
        drafts = self.drafts()
        if drafts[: len(self._shown)] != self._shown or any(
            s or g for s, g in drafts[len(self._shown) :]
        ):
            self.edited.emit(drafts)


class InstinctsBox(QGroupBox):
    """Three instincts: always …, never …, or when … then I …."""

    edited = Signal(list)  # list[InstinctDraft]

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Instincts"), parent)
        self.forms: list[QComboBox] = []
        self.triggers: list[QLineEdit] = []
        self.action_fields: list[QLineEdit] = []
        self.thens: list[QLabel] = []
        grid = self._grid = QGridLayout(self)
        grid.setVerticalSpacing(2)
        for index in range(INSTINCTS_PER_CHARACTER):
            form = QComboBox()
            form.addItem(self.tr("I always"), InstinctForm.ALWAYS.value)
            form.addItem(self.tr("I never"), InstinctForm.NEVER.value)
            form.addItem(self.tr("When …"), InstinctForm.WHEN.value)
            trigger, action = QLineEdit(), QLineEdit()
            trigger.setPlaceholderText(self.tr("the trigger, then I …"))
            action.setPlaceholderText(self.tr("what the character does"))
            form.activated.connect(lambda _=0, i=index: self._form_chosen(i))
            for field in (trigger, action):
                field.editingFinished.connect(self._finished)
            then = QLabel(self.tr("then I"))
            then.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            row = index * 2
            grid.addWidget(form, row, 0)
            grid.addWidget(trigger, row, 1)
            grid.addWidget(then, row + 1, 0)
            grid.addWidget(action, row + 1, 1)
            self.thens.append(then)
            self.forms.append(form)
            self.triggers.append(trigger)
            self.action_fields.append(action)
        grid.setColumnStretch(1, 1)
        grid.setVerticalSpacing(2)
        self._shown: list[InstinctDraft] = []

    def _place(self, index: int, when: bool) -> None:
        # "When … then I …" takes two lines; "I always …" and "I never …" take one.
        self.triggers[index].setVisible(when)
        self.thens[index].setVisible(when)
        self._grid.addWidget(self.action_fields[index], index * 2 + (1 if when else 0), 1)

    def _form_chosen(self, index: int) -> None:
        self._place(index, self.forms[index].currentData() == InstinctForm.WHEN.value)
        self._finished()

    def show_instincts(self, drafts: list[InstinctDraft]) -> None:
        """Show the sheet's instincts (slots past the sheet's are left empty)."""
        self._shown = list(drafts)
        for index in range(INSTINCTS_PER_CHARACTER):
            form, action, trigger = drafts[index] if index < len(drafts) else ("always", "", "")
            self.forms[index].setCurrentIndex(max(0, self.forms[index].findData(form)))
            self._place(index, form == InstinctForm.WHEN.value)
            _set(self.triggers[index], trigger)
            _set(self.action_fields[index], action)

    def drafts(self) -> list[InstinctDraft]:
        """The instincts as written now."""
        found = []
        for form, trigger, action in zip(
            self.forms, self.triggers, self.action_fields, strict=True
        ):
            shape = str(form.currentData())
            text = trigger.text().strip() if shape == InstinctForm.WHEN.value else ""
            found.append((shape, action.text().strip(), text))
        return found

    def _finished(self) -> None:
        drafts = self.drafts()
        if drafts[: len(self._shown)] != self._shown or any(
            a or t for _f, a, t in drafts[len(self._shown) :]
        ):
            self.edited.emit(drafts)
