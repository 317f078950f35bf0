"""The session zero wizard's relationship map and situation pages."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QListWidget
from PySide6.QtWidgets import QListWidgetItem
from PySide6.QtWidgets import QPlainTextEdit
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QWidget
from PySide6.QtWidgets import QWizardPage

from gmscreen.rules.dice import Dice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.hotcircle.campaign import Faction
from gmscreen.rules.hotcircle.campaign import Relation
from gmscreen.rules.hotcircle.campaign import RelationshipMap
from gmscreen.rules.hotcircle.campaign import roll_relationships
from gmscreen.ui import boxes
from gmscreen.ui.hotcircle.relationship_map import RelationshipMapView
from gmscreen.ui.hotcircle.relationship_map import edited_map
from gmscreen.ui.inline_messages import error_label
from gmscreen.ui.inline_messages import show_error

DiceSource = Callable[[], Dice]


def missing_ties(factions: tuple[Faction, ...], relationships: RelationshipMap) -> list[str]:
    """Factions still without an ally or a rival, as lines for the GM."""
    lines = []
    for faction in factions:
        for relation, what in ((Relation.COOPERATE, "ally"), (Relation.COMPETE, "rival")):
            if not relationships.target(faction.name, relation):
                lines.append(f"{faction.name} has no {what} yet")
    return lines


class MapPage(QWizardPage):
    """Roll each faction's rival and ally with 1D (nonsense rerolled), then edit by clicking."""

    def __init__(
        self,
        factions: Callable[[], tuple[tuple[str, ...], tuple[Faction, ...]]],
        dice: DiceSource,
        die_sides: Callable[[], int],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Faction relationship map"))
        self.setSubTitle(
            self.tr(
                "Note any obvious ties, then roll the rest: 1D for each faction's rival and 1D "
                "for its ally. Click a faction and then another to add a tie; click a tie to "
                "flip it; right-click to remove it."
            )
        )
        self._factions = factions
        self._dice = dice
        self._die_sides = die_sides
        self.relationships = RelationshipMap()
        self.view = RelationshipMapView()
        self.view.tie_requested.connect(lambda a, b: self.edit("request", a, b))
        self.view.tie_flipped.connect(lambda a, b: self.edit("flip", a, b))
        self.view.tie_removed.connect(lambda a, b: self.edit("remove", a, b))
        self.roll_button = QPushButton(self.tr("Roll the missing ties"))
        self.roll_button.clicked.connect(lambda: self.roll(keep_noted=True))
        self.reroll_button = QPushButton(self.tr("Roll them all again"))
        self.reroll_button.clicked.connect(lambda: self.roll(keep_noted=False))
        self.status = QLabel("")
        self.status.setWordWrap(True)
        self.status.setStyleSheet("color: palette(dark);")
        self.error = error_label()
        buttons = boxes.row(self.roll_button, self.reroll_button, boxes.STRETCH)
        boxes.column(boxes.grow(self.view), buttons, self.status, self.error, parent=self)

    def initializePage(self) -> None:
        _settings, factions = self._factions()
        names = {faction.name for faction in factions}
        # Factions renamed or removed since the map was drawn take their ties with them.
        self.relationships = RelationshipMap(
            tuple(
                tie
                for tie in self.relationships.ties
                if tie.faction in names and tie.other in names
            )
        )
        self._redraw()

    def roll(self, *, keep_noted: bool) -> None:
        """Roll the ties not noted yet (or all of them again)."""
        _settings, factions = self._factions()
        try:
            self.relationships = roll_relationships(
                factions,
                dice=self._dice(),
                die_sides=self._die_sides(),
                noted=self.relationships if keep_noted else None,
            )
        except RulesError as error:
            show_error(self.error, str(error))
            return
        show_error(self.error, "")
        self._redraw()

    def edit(self, action: str, faction: str, other: str) -> None:
        """A click on the map: add, flip or remove a tie."""
        try:
            self.relationships = edited_map(self.relationships, action, faction, other)
        except RulesError as error:
            show_error(self.error, str(error))
            return
        show_error(self.error, "")
        self._redraw()

    def _redraw(self) -> None:
        settings, factions = self._factions()
        self.view.show_map(settings, factions, self.relationships)
        missing = missing_ties(factions, self.relationships)
        if missing:
            self.status.setText(
                self.tr("Still open: %s.") % "; ".join(missing[:4])
                + (self.tr(" (and %d more)") % (len(missing) - 4) if len(missing) > 4 else "")
            )
        else:
            self.status.setText(self.tr("Every faction has an ally and a rival."))


class SituationPage(QWizardPage):
    """Read the map for tensions and turn the most interesting one into the situation."""

    def __init__(
        self, relationships: Callable[[], RelationshipMap], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("The situation"))
        self.setSubTitle(
            self.tr(
                "Look for tensions on the map. If it is too stable, think of an event that "
                "flips a tie or turns a major faction minor. Then write the conflict the "
                "campaign is about."
            )
        )
        self._relationships = relationships
        self.tensions = QListWidget()
        self.tensions.setToolTip(self.tr("Double-click a tension to start the situation from it"))
        self.tensions.itemDoubleClicked.connect(self._use_tension)
        self.situation = QPlainTextEdit()
        self.situation.setPlaceholderText(
            self.tr("The conflict that drives the campaign, involving several factions")
        )
        self.situation.textChanged.connect(self._check)
        self.error = error_label()
        boxes.column(
            QLabel(self.tr("Tensions on the map")),
            boxes.grow(self.tensions),
            QLabel(self.tr("Situation")),
            boxes.grow(self.situation, 2),
            self.error,
            parent=self,
        )

    def initializePage(self) -> None:
        self.tensions.clear()
        found = self._relationships().tensions()
        for tension in found:
            self.tensions.addItem(QListWidgetItem(tension))
        if not found:
            self.tensions.addItem(
                self.tr("No tension stands out: think of an event that disrupts the balance.")
            )

    def _use_tension(self, item: QListWidgetItem) -> None:
        text = self.situation.toPlainText().strip()
        self.situation.setPlainText(f"{text}\n{item.text()}".strip())

    def _check(self) -> None:
        self.completeChanged.emit()

    def isComplete(self) -> bool:
        return bool(self.situation.toPlainText().strip())
