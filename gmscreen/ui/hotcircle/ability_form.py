"""The choices of an ability test: what to establish, from which past lifepath, against the
ability's table of task bonuses and difficulty modifiers (or the difficulty scale for deeds)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QGridLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QSpinBox
from PySide6.QtWidgets import QWidget

from gmscreen.model.character_commands import characters_in_order
from gmscreen.model.hotcircle.creation import die_sides
from gmscreen.model.hotcircle.sheet import read_character
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character as CharacterRecord
from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.ability import ability_test_for
from gmscreen.rules.hotcircle.pools import Edge
from gmscreen.rules.hotcircle.pools import LifepathFit
from gmscreen.rules.hotcircle.tables import Ability
from gmscreen.rules.hotcircle.tables import AbilityTables
from gmscreen.rules.hotcircle.tables import Rank
from gmscreen.ui import boxes
from gmscreen.ui.choice_box import refill
from gmscreen.ui.choice_box import shrinking
from gmscreen.ui.hotcircle.ability_words import ability_words
from gmscreen.ui.hotcircle.breakdown_words import rated
from gmscreen.ui.hotcircle.roll_forms import RollChoice
from gmscreen.ui.hotcircle.roll_forms import difficulty_row
from gmscreen.ui.hotcircle.roll_forms import edge_combo
from gmscreen.ui.hotcircle.roll_sides import fit_combo
from gmscreen.ui.hotcircle.roll_sides import show_helpful_rating
from gmscreen.ui.hotcircle.terms import term
from gmscreen.ui.refusals import refusal_text


class AbilityForm(QWidget):
    """Resources, circles, wises or deeds: what to establish, from which past lifepath."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._state: CampaignState | None = None
        self.tables = AbilityTables()
        self.character = QComboBox()
        self.ability = QComboBox()
        for ability in Ability:
            table = self.tables.table(ability)
            self.ability.addItem(
                f"{term(ability.value)} → {term(table.establishes)}", ability.value
            )
        self.asset = QLineEdit()
        self.asset.setPlaceholderText(self.tr("the gear, contact, subject or focus"))
        self.lifepath = QComboBox()
        self.fit = fit_combo()
        lifepath_row = boxes.row(boxes.grow(self.lifepath), self.fit)
        self.bonuses = QWidget()
        self.bonus_boxes: dict[str, QCheckBox] = {}
        self.modifiers = QWidget()
        self.modifier_spins: dict[str, QSpinBox] = {}
        self.difficulty, self.rank, difficulty_layout = difficulty_row()
        self.difficulty_row = QWidget()
        self.difficulty_row.setLayout(difficulty_layout)
        difficulty_layout.setContentsMargins(0, 0, 0, 0)
        self.edge = edge_combo()
        self.form = QFormLayout(self)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        # German labels and long choices must not widen the test's dock past the screen.
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        for combo in (self.ability, self.lifepath):
            shrinking(combo)
        self.form.addRow(self.tr("Who"), self.character)
        self.form.addRow(self.tr("Ability"), self.ability)
        self.form.addRow(self.tr("Establish"), self.asset)
        self.form.addRow(self.tr("Lifepath"), lifepath_row)
        self.form.addRow(self.tr("Task +1D"), self.bonuses)
        self.form.addRow(self.tr("Obstacle +1D"), self.modifiers)
        self.form.addRow(self.tr("Difficulty"), self.difficulty_row)
        self.form.addRow(self.tr("Edge"), self.edge)
        self.character.currentIndexChanged.connect(lambda *_: self._fill_lifepaths())
        self.ability.currentIndexChanged.connect(lambda *_: self._fill_table())
        self.lifepath.currentIndexChanged.connect(lambda *_: self._show_rating())
        self.asset.textChanged.connect(lambda *_: self.changed.emit())
        for combo in (self.lifepath, self.fit, self.difficulty, self.rank, self.edge):
            combo.currentIndexChanged.connect(lambda *_: self.changed.emit())
        self._fill_table()

    def refresh(self, state: CampaignState) -> None:
        """Re-read characters from the campaign, keeping the choices."""
        self._state = state
        refill(self.character, [(c.name, c.id) for c in characters_in_order(state)])
        self._fill_lifepaths()

    def _record(self) -> CharacterRecord | None:
        if self._state is None:
            return None
        return self._state.find(CharacterRecord, self.character.currentData())

    def _fill_lifepaths(self) -> None:
        record = self._record()
        current = self.lifepath.currentData()
        self.lifepath.blockSignals(True)
        self.lifepath.clear()
        try:
            lifepaths = read_character(record).lifepaths if record is not None else ()
        except RulesError:
            lifepaths = ()
        for lifepath in lifepaths:
            taxed = ", ".join(sorted(term(a.value) for a in lifepath.taxed))
            text = rated(lifepath.name, lifepath.rating)
            if taxed:
                text += " " + self.tr("(taxed: %s)") % taxed
            self.lifepath.addItem(text, lifepath.name)
        self.lifepath.setCurrentIndex(max(0, self.lifepath.findData(current)))
        self.lifepath.blockSignals(False)
        self._show_rating()
        self.changed.emit()

    def _show_rating(self) -> None:
        record = self._record()
        try:
            sheet = read_character(record) if record is not None else None
        except RulesError:
            sheet = None
        ratings = {lp.name: lp.rating for lp in sheet.lifepaths} if sheet else {}
        show_helpful_rating(self.fit, ratings.get(str(self.lifepath.currentData())))

    def _fill_table(self) -> None:
        table = self.tables.table(Ability(self.ability.currentData()))
        for holder, by_name in (
            (self.bonuses, self.bonus_boxes),
            (self.modifiers, self.modifier_spins),
        ):
            old = holder.layout()
            if old is not None:
                QWidget().setLayout(old)  # hands the old layout and its widgets to a throwaway
            by_name.clear()
        bonus_grid = QGridLayout(self.bonuses)
        bonus_grid.setContentsMargins(0, 0, 0, 0)
        for index, row in enumerate(table.task_bonuses):
            box = QCheckBox(ability_words(row.label))
            box.setToolTip(ability_words(row.meaning))
            box.toggled.connect(lambda *_: self.changed.emit())
            bonus_grid.addWidget(box, index // 2, index % 2)
            self.bonus_boxes[row.key] = box
        modifier_grid = QGridLayout(self.modifiers)
        modifier_grid.setContentsMargins(0, 0, 0, 0)
        for index, row in enumerate(table.obstacle_modifiers):
            spin = QSpinBox()
            spin.setRange(0, 3 if table.modifiers_may_repeat else 1)
            spin.setToolTip(ability_words(row.meaning))
            spin.valueChanged.connect(lambda *_: self.changed.emit())
            label = QLabel(ability_words(row.label))
            label.setToolTip(ability_words(row.meaning))
            modifier_grid.addWidget(label, index // 2, (index % 2) * 2)
            modifier_grid.addWidget(spin, index // 2, (index % 2) * 2 + 1)
            self.modifier_spins[row.key] = spin
        modifier_grid.setColumnStretch(0, 1)
        modifier_grid.setColumnStretch(2, 1)
        self.form.setRowVisible(self.modifiers, bool(table.obstacle_modifiers))
        self.form.setRowVisible(self.difficulty_row, table.uses_difficulty_scale)
        self.changed.emit()

    def choice(self) -> RollChoice:
        """The test the form describes, or why it cannot be rolled."""
        record = self._record()
        if record is None or self._state is None:
            return RollChoice(None, self.tr("Choose who tests."))
        ability = Ability(self.ability.currentData())
        table = self.tables.table(ability)
        modifiers: list[str] = []
        for key, spin in self.modifier_spins.items():
            modifiers.extend([key] * spin.value())
        try:
            if not self.lifepath.count():
                return RollChoice(None, self.tr("%s has no lifepath to draw on.") % record.name)
            test = ability_test_for(
                read_character(record),
                ability=ability,
                lifepath=str(self.lifepath.currentData()),
                asset=self.asset.text().strip(),
                fit=LifepathFit(self.fit.currentData()),
                task_bonuses=tuple(k for k, box in self.bonus_boxes.items() if box.isChecked()),
                obstacle_modifiers=tuple(modifiers),
                difficulty=int(self.difficulty.currentData())
                if table.uses_difficulty_scale
                else None,
                rank=Rank(self.rank.currentData()),
                edge=Edge(self.edge.currentData()),
                sides=die_sides(self._state),
            )
        except RulesError as error:
            return RollChoice(None, refusal_text(error), record.id)
        return RollChoice(test, "", record.id)
