"""What the GM sets before a challenge's first roll: its name, its rolls and the scores each
side is offered for them, who must keep winning in a complex challenge, and group play."""

from __future__ import annotations

import re

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QAbstractItemView
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QHeaderView
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QTableWidget
from PySide6.QtWidgets import QTableWidgetItem
from PySide6.QtWidgets import QWidget

from gmscreen.model.firelock import ChallengeSetup
from gmscreen.model.firelock import RunningChallenge
from gmscreen.model.firelock import Team
from gmscreen.rules.errors import RulesError
from gmscreen.rules.firelock import ChainStep
from gmscreen.rules.firelock import Offer
from gmscreen.rules.firelock import Side
from gmscreen.ui import boxes
from gmscreen.ui.flow_layout import FlowLayout
from gmscreen.ui.translatable import QT_TRANSLATE_NOOP

STEP, INITIATOR, RESPONDER = range(3)
# The text's two-roll fight: land the blow, then see how bad the wound is.
# The roll names are marked for the translators: `use_combat_steps` shows them in the GM's
# language (the scores are the campaign's own names).
COMBAT_STEPS = (
    (QT_TRANSLATE_NOOP("SetupForm", "Hit"), "Finesse, Melee", "Finesse, Melee"),
    (QT_TRANSLATE_NOOP("SetupForm", "Wound"), "Body", "Body"),
)


def parse_scores(text: str) -> tuple[str, ...]:
    """ "Finesse or Melee", "Finesse, Melee", "Finesse / Melee" → ("Finesse", "Melee")."""
    parts = re.split(r",|/|\bor\b", text)
    return tuple(" ".join(part.split()) for part in parts if part.strip())


class SetupForm(QWidget):
    """The challenge's setup; locked (showing the saved setup) while a challenge runs."""

    changed = Signal()
    group_toggled = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLineEdit()
        self.title.setPlaceholderText(self.tr("e.g. Duel at the well"))
        self.steps = QTableWidget(0, 3)
        self.steps.setAccessibleName(self.tr("Challenge steps"))
        # Short headings (the columns are narrow in a narrow centre), said in full on hover.
        self.steps.setHorizontalHeaderLabels(
            [self.tr("Roll"), self.tr("Initiator"), self.tr("Responder")]
        )
        for column, tip in (
            (INITIATOR, self.tr("The scores the initiator may use, e.g. Finesse, Melee")),
            (RESPONDER, self.tr("The scores the responder may use, e.g. Body")),
        ):
            heading = self.steps.horizontalHeaderItem(column)
            if heading is not None:
                heading.setToolTip(tip)
        self.steps.verticalHeader().hide()
        self.steps.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        header = self.steps.horizontalHeader()
        header.setSectionResizeMode(STEP, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(INITIATOR, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(RESPONDER, QHeaderView.ResizeMode.Stretch)
        self.steps.itemChanged.connect(lambda *_: self.changed.emit())
        self.add_step = QPushButton(self.tr("Add roll"))
        self.add_step.setToolTip(self.tr("A complex challenge: another roll after this one"))
        self.add_step.clicked.connect(
            lambda: self._append(self.tr("Roll %d") % (self.steps.rowCount() + 1), "", "")
        )
        self.remove_step = QPushButton(self.tr("Remove"))
        self.remove_step.clicked.connect(self._remove)
        self.combat = QPushButton(self.tr("Hit, then wound"))
        self.combat.setToolTip(self.tr("Finesse or Melee to land a blow, then Body for the wound"))
        self.combat.clicked.connect(self.use_combat_steps)
        self.continues = QComboBox()
        self.continues.addItem(self.tr("the initiator wins each roll"), Side.INITIATOR)
        self.continues.addItem(self.tr("the responder wins each roll"), Side.RESPONDER)
        # A narrow centre (1024 px wide, German words) shows every part of the setup: the
        # choice and its label share a line only where both fit, the buttons wrap, and the
        # group box's long explanation is its tooltip.
        self.continues.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.continues.setMinimumContentsLength(12)
        self.group = QCheckBox(self.tr("Group challenge"))
        self.group.setToolTip(self.tr("Group challenge: each side puts forward a champion"))
        self.group.toggled.connect(self.group_toggled)
        buttons = FlowLayout()
        for button in (self.add_step, self.remove_step, self.combat):
            buttons.addWidget(button)
        form = QFormLayout()
        form.setContentsMargins(0, 0, 0, 0)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.addRow(self.tr("Challenge"), self.title)
        form.addRow(self.tr("Goes on while"), self.continues)
        boxes.column(form, self.steps, buttons, self.group, parent=self, margins=0)
        self._shown: ChallengeSetup | None = None  # the saved setup last copied into the form
        self._append(self.tr("Challenge"), "Finesse, Melee", "Finesse, Melee")

    def _append(self, name: str, initiator: str, responder: str) -> None:
        self.steps.blockSignals(True)
        row = self.steps.rowCount()
        self.steps.insertRow(row)
        for column, text in enumerate((name, initiator, responder)):
            self.steps.setItem(row, column, QTableWidgetItem(text))
        self.steps.blockSignals(False)
        self._fit_table()
        self.changed.emit()

    def _remove(self) -> None:
        row = self.steps.currentRow()
        if self.steps.rowCount() > 1 and row >= 0:
            self.steps.removeRow(row)
            self._fit_table()
            self.changed.emit()

    def _fit_table(self) -> None:
        # The table is as tall as its rows: the form scrolls, never the table.
        height = self.steps.horizontalHeader().sizeHint().height()
        height += sum(self.steps.rowHeight(r) for r in range(self.steps.rowCount()))
        self.steps.setFixedHeight(height + 2 * self.steps.frameWidth())

    def use_combat_steps(self) -> None:
        """The text's two-roll fight: hit (Finesse or Melee), then wound (Body)."""
        self.steps.setRowCount(0)
        for name, initiator, responder in COMBAT_STEPS:
            self._append(self.tr(name), initiator, responder)
        if not self.title.text().strip():
            self.title.setText(self.tr("Fight"))

    def set_steps(self, rows: list[tuple[str, str, str]]) -> None:
        """Replace the rolls (name, initiator's offer, responder's offer)."""
        self.steps.setRowCount(0)
        for row in rows:
            self._append(*row)

    # reading
    def _text(self, row: int, column: int) -> str:
        item = self.steps.item(row, column)
        return item.text() if item is not None else ""

    def chain_steps(self) -> tuple[ChainStep, ...]:
        """The rolls as set in the table (a roll without a name is called by its number)."""
        steps = []
        for row in range(self.steps.rowCount()):
            name = self._text(row, STEP).strip() or self.tr("Roll %d") % (row + 1)
            offer = Offer(
                parse_scores(self._text(row, INITIATOR)), parse_scores(self._text(row, RESPONDER))
            )
            steps.append(ChainStep(name, offer))
        return tuple(steps)

    def setup(self, initiators: Team | None, responders: Team | None) -> ChallengeSetup:
        """The setup for a new challenge; `RulesError` if it has no roll."""
        steps = self.chain_steps()
        if not steps:
            raise RulesError("a challenge needs at least one roll", rule="complex challenges")
        return ChallengeSetup(
            title=self.title.text().strip(),
            steps=steps,
            continues_while=self.continues.currentData(),
            initiators=initiators,
            responders=responders,
        )

    def show_running(self, challenge: RunningChallenge | None) -> None:
        """Lock the form on a running challenge's saved setup, or unlock it for a new one."""
        running = challenge is not None and not challenge.is_over
        if challenge is not None and challenge.setup != self._shown:
            self._shown = setup = challenge.setup
            self.title.setText(setup.title)
            self.set_steps(
                [
                    (step.name, ", ".join(step.offer.initiator), ", ".join(step.offer.responder))
                    for step in setup.steps
                ]
            )
            self.continues.setCurrentIndex(self.continues.findData(setup.continues_while))
            group = setup.initiators is not None or setup.responders is not None
            if group != self.group.isChecked():
                self.group.setChecked(group)
        for widget in (self.title, self.steps, self.add_step, self.remove_step, self.combat):
            widget.setEnabled(not running)
        self.continues.setEnabled(not running)
        self.group.setEnabled(not running)
        current = len(challenge.chain.settled) if running and challenge is not None else -1
        self.steps.blockSignals(True)  # a bold font is no edit
        for row in range(self.steps.rowCount()):
            for column in range(self.steps.columnCount()):
                item = self.steps.item(row, column)
                if item is not None:
                    font = item.font()
                    font.setBold(row == current)
                    item.setFont(font)
        self.steps.blockSignals(False)
