"""The form for one key task in the challenge builder: name, difficulty, approach and its links."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QListWidget
from PySide6.QtWidgets import QListWidgetItem
from PySide6.QtWidgets import QSpinBox
from PySide6.QtWidgets import QWidget

from gmscreen.rules.rfi.challenge_graph import KeyTask
from gmscreen.rules.rfi.challenge_graph import Needs
from gmscreen.rules.rfi.constants import USUAL_DIFFICULTY_MAX
from gmscreen.ui import boxes

TASK_ID = Qt.ItemDataRole.UserRole + 1
MAX_DIFFICULTY = 9  # the task panel's limit too
NONE = "—"


class KeyTaskForm(QWidget):
    """Edits one key task; `edited` fires on every change, `task()` reads the result."""

    edited = Signal()

    def __init__(
        self, attributes: list[str], skills: list[str], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._task: KeyTask | None = None
        self._loading = False
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("What the characters must do"))
        self.difficulty = QSpinBox()
        self.difficulty.setRange(0, MAX_DIFFICULTY)
        self.difficulty.setToolTip(
            self.tr("Successes needed; 0–%d is the usual range") % USUAL_DIFFICULTY_MAX
        )
        self.attribute = QComboBox()
        self.skill = QComboBox()
        for combo, names in ((self.attribute, attributes), (self.skill, skills)):
            combo.addItem(NONE, "")
            for name in names:
                combo.addItem(name, name)
        self.description = QLineEdit()
        self.description.setPlaceholderText(self.tr("Notes for the GM"))
        self.unlocks = QListWidget()
        self.unlocks.setObjectName("unlocks")
        self.closes = QListWidget()
        self.closes.setObjectName("closes")
        for listing in (self.unlocks, self.closes):
            listing.setMaximumHeight(110)
        self.needs = QComboBox()
        self.needs.addItem(self.tr("all of the key tasks opening it"), Needs.ALL)
        self.needs.addItem(self.tr("any one of them"), Needs.ANY)
        self.victory = QCheckBox(self.tr("Victory condition: doing this wins"))
        self.links = QWidget()
        needs = QFormLayout()
        needs.addRow(self.tr("Opens once it has"), self.needs)
        boxes.grid(
            [
                [QLabel(self.tr("Done, it opens:")), QLabel(self.tr("Taken, it closes off:"))],
                [self.unlocks, self.closes],
                [boxes.Span(needs, 2)],
                [boxes.Span(self.victory, 2)],
            ],
            parent=self.links,
            margins=0,
        )
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow(self.tr("Key task"), self.name)
        form.addRow(self.tr("Difficulty"), self.difficulty)
        form.addRow(self.tr("Attribute"), self.attribute)
        form.addRow(self.tr("Skill"), self.skill)
        form.addRow(self.tr("Notes"), self.description)
        form.addRow(self.links)
        self.name.textEdited.connect(self._changed)
        self.description.textEdited.connect(self._changed)
        self.difficulty.valueChanged.connect(self._changed)
        for combo in (self.attribute, self.skill, self.needs):
            combo.currentIndexChanged.connect(self._changed)
        self.victory.toggled.connect(self._changed)
        self.unlocks.itemChanged.connect(self._changed)
        self.closes.itemChanged.connect(self._changed)

    def show_task(self, task: KeyTask | None, others: list[KeyTask], *, gated: bool) -> None:
        """Load a key task (None: nothing to edit) and offer the others as links."""
        self._loading = True
        self._task = task
        self.setEnabled(task is not None)
        self.links.setVisible(gated)
        shown = task or KeyTask(id="-")
        self.name.setText(shown.name)
        self.difficulty.setValue(shown.difficulty)
        self.description.setText(shown.description)
        _choose(self.attribute, shown.attributes[0] if shown.attributes else "")
        _choose(self.skill, shown.skills[0] if shown.skills else "")
        self.needs.setCurrentIndex(self.needs.findData(shown.needs))
        self.victory.setChecked(shown.victory)
        for listing, ticked in ((self.unlocks, shown.unlocks), (self.closes, shown.closes)):
            listing.clear()
            for other in others:
                item = QListWidgetItem(other.label)
                item.setData(TASK_ID, other.id)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                checked = other.id in ticked
                item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
                listing.addItem(item)
        self._loading = False

    def task(self) -> KeyTask | None:
        """The key task as the form has it now (keeping its id and any further suggestions)."""
        if self._task is None:
            return None
        old = self._task
        attribute, skill = str(self.attribute.currentData()), str(self.skill.currentData())
        return replace(
            old,
            name=self.name.text().strip(),
            difficulty=self.difficulty.value(),
            description=self.description.text().strip(),
            attributes=_first(attribute, old.attributes),
            skills=_first(skill, old.skills),
            unlocks=_ticked(self.unlocks),
            closes=_ticked(self.closes),
            needs=Needs(self.needs.currentData()),
            victory=self.victory.isChecked(),
        )

    def _changed(self) -> None:
        if not self._loading:
            self.edited.emit()


def _choose(combo: QComboBox, value: str) -> None:
    index = combo.findData(value)
    if index < 0:  # a name the campaign no longer lists: keep it on offer
        combo.addItem(value, value)
        index = combo.count() - 1
    combo.setCurrentIndex(index)


def _first(chosen: str, before: tuple[str, ...]) -> tuple[str, ...]:
    """The chosen suggestion first, then the others the key task had."""
    rest = tuple(name for name in before[1:] if name != chosen)
    return ((chosen,) if chosen else ()) + rest


def _ticked(listing: QListWidget) -> tuple[str, ...]:
    items = (listing.item(row) for row in range(listing.count()))
    return tuple(
        str(item.data(TASK_ID)) for item in items if item.checkState() == Qt.CheckState.Checked
    )
