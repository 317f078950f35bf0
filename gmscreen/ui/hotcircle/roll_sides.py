"""One side of an obstacle test: who rolls, the lifepath and how it fits, what helps (+1D to
their roll) and what they turn against themselves (+1D to the other roll, for a reward)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QListWidget
from PySide6.QtWidgets import QListWidgetItem
from PySide6.QtWidgets import QSpinBox
from PySide6.QtWidgets import QWidget

from gmscreen.model.character_commands import characters_in_order
from gmscreen.model.hotcircle.sheet import read_character
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character as CharacterRecord
from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.character import Character
from gmscreen.rules.hotcircle.pools import LifepathFit
from gmscreen.rules.hotcircle.pools import TaskDice
from gmscreen.rules.hotcircle.stakes import Hindrance
from gmscreen.rules.hotcircle.stakes import HindranceKind
from gmscreen.rules.hotcircle.stakes import Reward
from gmscreen.rules.hotcircle.stakes import Roller
from gmscreen.rules.hotcircle.stakes import roller_for
from gmscreen.rules.hotcircle.tables import AssetKind
from gmscreen.ui import boxes
from gmscreen.ui.choice_box import refill
from gmscreen.ui.choice_box import shrinking
from gmscreen.ui.hotcircle.breakdown_words import rated
from gmscreen.ui.hotcircle.terms import term

ITEM_ROLE = Qt.ItemDataRole.UserRole + 1
NO_SHEET = -1


def checkable_list(rows: int = 4) -> QListWidget:
    """A short list of tickable items."""
    widget = QListWidget()
    widget.setMaximumHeight(widget.fontMetrics().height() * rows + 10)
    return widget


def ticked(widget: QListWidget) -> list[tuple[str, str]]:
    """The (category, name) of every ticked item."""
    found = []
    for row in range(widget.count()):
        item = widget.item(row)
        if item.checkState() == Qt.CheckState.Checked:
            category, name = item.data(ITEM_ROLE)
            found.append((str(category), str(name)))
    return found


def fill_checkable(widget: QListWidget, entries: list[tuple[str, str]]) -> None:
    """Offer these (category, name) items, keeping the ticks of those still offered."""
    kept = set(ticked(widget))
    widget.blockSignals(True)
    widget.clear()
    for category, name in entries:
        item = QListWidgetItem(f"{name}  ·  {term(category)}")
        item.setData(ITEM_ROLE, (category, name))
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        checked = (category, name) in kept
        item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
        widget.addItem(item)
    widget.blockSignals(False)


def fit_combo() -> QComboBox:
    """Helpful (rating), neutral (2D), hindering (1D)."""
    combo = QComboBox()
    translate = QCoreApplication.translate
    combo.addItem(translate("RollSides", "helpful (its rating)"), LifepathFit.HELPFUL.value)
    combo.addItem(translate("RollSides", "neutral (2D)"), LifepathFit.NEUTRAL.value)
    combo.addItem(translate("RollSides", "hindering (1D)"), LifepathFit.HINDERING.value)
    combo.setCurrentIndex(1)
    return shrinking(combo)


def show_helpful_rating(combo: QComboBox, rating: int | None) -> None:
    """Word the helpful choice with the chosen lifepath's rating ("helpful (4D)"): short
    enough to fit beside the lifepath in a laptop's dock, and the number the GM needs."""
    translate = QCoreApplication.translate
    text = (
        translate("RollSides", "helpful (%1D)").replace("%1", str(rating))
        if rating is not None
        else translate("RollSides", "helpful (its rating)")
    )
    combo.setItemText(0, text)
    if combo.currentIndex() == 0:
        combo.setToolTip(text)


class RollerForm(QWidget):
    """The choices of one side; `roller()` turns them into the rules' `Roller`."""

    changed = Signal()

    def __init__(self, *, opponent: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._opponent = opponent
        self._state: CampaignState | None = None
        self.character = QComboBox()
        self.nameless = QLineEdit()
        self.nameless.setPlaceholderText(self.tr("who opposes (no sheet)"))
        self.lifepath = QComboBox()
        self.fit = fit_combo()
        self.rating = QSpinBox()
        self.rating.setRange(3, 6)
        self.rating.setSuffix("D")
        self.rating.setToolTip(self.tr("The rating of their helpful lifepath"))
        self.lifepath_reward = QComboBox()
        self.lifepath_reward.addItem(self.tr("for a fate point"), Reward.FATE_POINT.value)
        self.lifepath_reward.addItem(self.tr("to clear its tax"), Reward.CLEAR_TAX.value)
        self.helps = checkable_list()
        self.hinders = checkable_list(3)
        self.condition_reward = QComboBox()
        self.condition_reward.addItem(
            self.tr("hindering conditions count toward clearing"), Reward.CLEAR_CONDITION.value
        )
        self.condition_reward.addItem(
            self.tr("hindering conditions earn a fate point"), Reward.FATE_POINT.value
        )
        for combo in (self.character, self.lifepath, self.fit, self.lifepath_reward):
            combo.currentIndexChanged.connect(lambda *_: self._on_choice())
        self.condition_reward.currentIndexChanged.connect(lambda *_: self.changed.emit())
        self.rating.valueChanged.connect(lambda *_: self.changed.emit())
        self.nameless.textChanged.connect(lambda *_: self.changed.emit())
        for widget in (self.helps, self.hinders):
            widget.itemChanged.connect(lambda *_: self.changed.emit())
        lifepath_row = boxes.row(boxes.grow(self.lifepath), self.fit, self.rating)
        # Sentence-long choices and German labels must not widen the test's dock past the
        # screen: the choices shorten, a row too wide puts its label above its field.
        for combo in (self.lifepath, self.lifepath_reward, self.condition_reward):
            shrinking(combo)
        self.form = QFormLayout(self)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.form.addRow(self.tr("Opponent") if opponent else self.tr("Who"), self.character)
        self.form.addRow("", self.nameless)
        self.form.addRow(self.tr("Lifepath"), lifepath_row)
        self.form.addRow(self.tr("Hindering"), self.lifepath_reward)
        self.form.addRow(self.tr("Helps +1D"), self.helps)
        self.form.addRow(self.tr("Hinders"), self.hinders)
        self.form.addRow("", self.condition_reward)
        self.hinders.setToolTip(
            self.tr("Their own traits and conditions turned against them: +1D to the other roll")
        )

    def refresh(self, state: CampaignState) -> None:
        """Offer the campaign's characters, keeping the choices."""
        self._state = state
        records = characters_in_order(state)
        items = [(record.name, record.id) for record in records]
        if not self._opponent:
            refill(self.character, items)
        else:  # the opposition usually is an NPC: a new test starts on the first one
            items.append((self.tr("Someone without a sheet"), NO_SHEET))
            first_npc = next((i for i, r in enumerate(records) if r.kind == "npc"), 0)
            refill(self.character, items, first_npc)
        self._on_choice()

    def character_id(self) -> int | None:
        """The chosen character's id (None for someone without a sheet)."""
        value = self.character.currentData()
        return None if value in (None, NO_SHEET) else int(value)

    def sheet(self) -> Character | None:
        """The chosen character's sheet, as the rules read it."""
        record = self._state.find(CharacterRecord, self.character_id()) if self._state else None
        if record is None:
            return None
        try:
            return read_character(record)
        except RulesError:
            return None

    def _on_choice(self) -> None:
        sheet = self.sheet()
        nameless = sheet is None
        self.form.setRowVisible(self.nameless, nameless)
        self.rating.setVisible(nameless and self._fit() is LifepathFit.HELPFUL)
        self.form.setRowVisible(self.helps, not nameless)
        self.form.setRowVisible(self.hinders, not nameless)
        self.form.setRowVisible(
            self.condition_reward, not nameless and bool(sheet and sheet.conditions)
        )
        self.form.setRowVisible(self.lifepath_reward, self._fit() is LifepathFit.HINDERING)
        current = self.lifepath.currentText()
        self.lifepath.blockSignals(True)
        self.lifepath.clear()
        self.lifepath.addItem(self.tr("(no lifepath)"), "")
        for lifepath in sheet.lifepaths if sheet else ():
            self.lifepath.addItem(rated(lifepath.name, lifepath.rating), lifepath.name)
        if nameless:
            self.lifepath.addItem(self.tr("their lifepath"), "their lifepath")
        index = self.lifepath.findText(current)
        self.lifepath.setCurrentIndex(index if index >= 0 else min(1, self.lifepath.count() - 1))
        self.lifepath.blockSignals(False)
        chosen = str(self.lifepath.currentData() or "")
        ratings = {lp.name: lp.rating for lp in sheet.lifepaths} if sheet else {}
        show_helpful_rating(self.fit, ratings.get(chosen))
        helps: list[tuple[str, str]] = []
        hinders: list[tuple[str, str]] = []
        if sheet is not None:
            helps.extend(("lifepath", lp.name) for lp in sheet.lifepaths if lp.name != chosen)
            helps.extend(("trait", trait) for trait in sheet.traits)
            helps.extend(("condition", c.name) for c in sheet.conditions)
            helps.extend(
                (asset.kind.value, asset.name)
                for asset in sheet.assets
                if asset.kind in (AssetKind.WISE, AssetKind.SKILL)
            )
            hinders.extend(("trait", trait) for trait in sheet.traits)
            hinders.extend(("condition", c.name) for c in sheet.conditions)
        fill_checkable(self.helps, helps)
        fill_checkable(self.hinders, hinders)
        self.changed.emit()

    def _fit(self) -> LifepathFit:
        return LifepathFit(self.fit.currentData())

    def who(self) -> str:
        """The name of whoever rolls."""
        sheet = self.sheet()
        return sheet.name if sheet is not None else self.nameless.text().strip()

    def roller(self) -> Roller:
        """The side as the rules see it; raises `RulesError` for a choice they refuse."""
        fit = self._fit()
        lifepath = str(self.lifepath.currentData() or "")
        reward = Reward(self.lifepath_reward.currentData())
        lifepath_reward = reward if fit is LifepathFit.HINDERING else Reward.FATE_POINT
        sheet = self.sheet()
        if sheet is None:
            helpful = fit is LifepathFit.HELPFUL
            return Roller(
                name=self.who(),
                dice=TaskDice(
                    fit=fit,
                    lifepath=lifepath if fit is not LifepathFit.NEUTRAL else "",
                    rating=self.rating.value() if helpful else None,
                ),
                lifepath_reward=lifepath_reward,
            )
        helps = ticked(self.helps)

        def named(category: str) -> tuple[str, ...]:
            return tuple(name for kind, name in helps if kind == category)

        condition_reward = Reward(self.condition_reward.currentData())
        hindrances = tuple(
            Hindrance(
                HindranceKind(kind),
                name,
                condition_reward if kind == HindranceKind.CONDITION.value else Reward.FATE_POINT,
            )
            for kind, name in ticked(self.hinders)
        )
        return roller_for(
            sheet,
            fit=fit,
            lifepath=lifepath,
            extra_lifepaths=named("lifepath"),
            traits=named("trait"),
            conditions=named("condition"),
            wises=named(AssetKind.WISE.value),
            skills=named(AssetKind.SKILL.value),
            hindrances=hindrances,
            lifepath_reward=lifepath_reward,
        )
