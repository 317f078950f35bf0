"""The player view's cards: a trait's card, a category's grid of them, and a pool's box."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame
from PySide6.QtWidgets import QGridLayout
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from gmscreen.model.player_view import PlayerTrait
from gmscreen.model.player_view import PlayerTraitGroup
from gmscreen.ui import boxes
from gmscreen.ui.playerview.style import size_label

MAX_PIPS = 12  # past this many, pips are too small to count from across a table: number only
MAX_CARDS = 24  # cards of one category on the board; more are counted, not shown
# Cards taken away that a grid keeps, hidden, for the next to come (a trait undone and
# redone, added and removed): a new card costs its styling under the view's style sheet.
SPARE_CARDS = 4


def size_texts(root: QWidget, unit: float) -> None:
    """Size every named text and trait card under `root` (and `root`, when it is one) for a
    text unit of `unit` pixels."""
    for label in root.findChildren(QLabel):
        if not isinstance(label.parent(), TraitCard):  # a card sizes its own (see size_to)
            size_label(label, unit)
    for card in root.findChildren(TraitCard):
        card.size_to(unit)
    if isinstance(root, TraitCard):  # a card shown alone
        root.size_to(unit)


class TraitCard(QFrame):
    """One trait: its sign, name, potency and owner, on a card edged in its polarity's colour.

    `show_trait` changes the card in place: a trait edited on the GM's board updates its card,
    no widget is made again.
    """

    def __init__(self, trait: PlayerTrait, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("traitCard")
        self.trait: PlayerTrait | None = None
        self._unit: float | None = None  # the text unit of the last `size_to`
        self.name = QLabel("")
        self.name.setObjectName("traitName")
        self.name.setWordWrap(True)
        self.owner = QLabel("")
        self.owner.setObjectName("traitOwner")
        self.owner.setWordWrap(True)
        texts = boxes.column(self.name, self.owner, boxes.STRETCH, spacing=2)
        self.sign = QLabel("")
        self.sign.setObjectName("traitSign")
        self.potency = QLabel("")
        self.potency.setObjectName("traitPotency")
        self.potency.setAlignment(Qt.AlignmentFlag.AlignCenter)
        top = Qt.AlignmentFlag.AlignTop
        self.row = boxes.row(
            boxes.aligned(self.sign, top),
            boxes.grow(texts),
            boxes.aligned(self.potency, top),
            parent=self,
        )
        self.show_trait(trait)

    def show_trait(self, trait: PlayerTrait) -> None:
        """Show another trait (or the same one edited) on this card."""
        if trait == self.trait:
            return
        polarity = trait.polarity or "none"
        if self.trait is None or (self.trait.polarity or "none") != polarity:
            for widget in (self, self.sign):
                widget.setProperty("polarity", polarity)
                if self.trait is not None:  # the style sheet picks the edge's colour by it
                    widget.style().unpolish(widget)
                    widget.style().polish(widget)
        self.trait = trait
        self.name.setText(trait.name)
        self.owner.setText(trait.owner)
        self.sign.setText("+" if trait.polarity == "positive" else "−")
        self.potency.setText(str(trait.potency))
        for label, shown in self._texts():
            if shown and label.isHidden() and self._unit is not None:
                size_label(label, self._unit)  # hidden, it kept the size it had then
            if label is not self.name:
                label.setVisible(shown)

    def _texts(self) -> tuple[tuple[QLabel, bool], ...]:
        """The card's texts, each with whether the trait shows it."""
        trait = self.trait
        assert trait is not None
        return (
            (self.name, True),
            (self.owner, bool(trait.owner)),
            (self.sign, trait.polarity is not None),
            (self.potency, trait.potency > 1),
        )

    def size_to(self, unit: float) -> None:
        """Size the texts shown and the padding for a text unit of `unit` px. A text hidden
        now (no owner, no sign, a potency of 1) is sized when `show_trait` shows it: most
        cards show one text of four, and the board sizes them all at each text size."""
        self._unit = unit
        for label, shown in self._texts():
            if shown:
                size_label(label, unit)
        self.row.setContentsMargins(
            round(unit * 0.55), round(unit * 0.4), round(unit * 0.5), round(unit * 0.4)
        )
        self.row.setSpacing(round(unit * 0.3))
        self.potency.setMinimumWidth(round(unit * 1.35))


class CardGrid(QWidget):
    """The cards of one category in equal columns, as many columns as the width allows.

    At most MAX_CARDS cards: past that a line says how many more there are. Nobody reads a
    hundred cards across a table, and the board's layout time grows with every card.
    """

    def __init__(self, group: PlayerTraitGroup, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.more = QLabel("")
        self.more.setObjectName("moreTraits")
        self.more.hide()
        self.cards: list[TraitCard] = []
        self._spare: list[TraitCard] = []  # hidden, polished, out of the layout
        self.columns = 1
        self.show_traits(group.traits)
        self.columns = 0
        self.arrange(1)

    def show_traits(self, traits: tuple[PlayerTrait, ...]) -> list[TraitCard]:
        """Show these traits, reusing the cards in place; returns the cards that changed or
        were added (to be sized). Cards past the new count go (a few kept hidden, for the next
        to come); new ones join the last row."""
        shown = traits[:MAX_CARDS]
        changed: list[TraitCard] = []
        for card, trait in zip(self.cards, shown, strict=False):
            if card.trait != trait:
                card.show_trait(trait)
                changed.append(card)
        while len(self.cards) > len(shown):
            card = self.cards.pop()
            self.grid.removeWidget(card)
            card.hide()  # now: a grab before the deferred delete must not show it
            if len(self._spare) < SPARE_CARDS:
                self._spare.append(card)
            else:
                card.setParent(None)
                card.deleteLater()
        columns = max(1, self.columns)
        for trait in shown[len(self.cards) :]:
            if self._spare:
                card = self._spare.pop()
                card.show_trait(trait)
            else:
                card = TraitCard(trait)
            index = len(self.cards)
            self.cards.append(card)
            self.grid.addWidget(card, index // columns, index % columns)
            # Now, not when the event loop next runs (what a layout does for a new child): the
            # board's fit must measure the new card, or it may run off a screen nobody scrolls.
            card.show()
            changed.append(card)
        hidden = len(traits) - len(shown)
        self.more.setText(self.tr("+ %n more", "", hidden))
        self._place_more(columns, shown=hidden > 0)
        return changed

    def arrange(self, columns: int) -> None:
        """Lay the cards out in `columns` equal columns, row after row."""
        if columns == self.columns:
            return
        for card in self.cards:
            self.grid.removeWidget(card)
        for index, card in enumerate(self.cards):
            self.grid.addWidget(card, index // columns, index % columns)
        for column in range(max(columns, self.grid.columnCount())):
            self.grid.setColumnStretch(column, 1 if column < columns else 0)
        self.columns = columns
        self._place_more(columns, shown=not self.more.isHidden())

    def _place_more(self, columns: int, *, shown: bool) -> None:
        """The "+ N more" line under the last row, across every column."""
        self.grid.removeWidget(self.more)
        if shown:
            rows = (len(self.cards) + columns - 1) // columns
            self.grid.addWidget(self.more, rows, 0, 1, columns)
        self.more.setVisible(shown)


class PoolBox(QFrame):
    """A pool for the table: its name, its points as pips and its value (and cap)."""

    def __init__(self, title: str, colours: tuple[str, str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("poolBox")
        self._colours = colours
        heading = QLabel(title)
        heading.setObjectName("poolTitle")
        self.pips = QLabel("")
        self.pips.setObjectName("poolPips")
        self.pips.setTextFormat(Qt.TextFormat.RichText)
        self.value = QLabel("0")
        self.value.setObjectName("poolValue")
        self.cap = QLabel("")
        self.cap.setObjectName("poolCap")
        row = QHBoxLayout()
        row.addWidget(self.pips, 0, Qt.AlignmentFlag.AlignVCenter)
        row.addSpacing(6)
        row.addWidget(self.value, 0, Qt.AlignmentFlag.AlignBaseline)
        row.addWidget(self.cap, 0, Qt.AlignmentFlag.AlignBaseline)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addLayout(row)

    def show_value(self, value: int, cap: int | None) -> None:
        """Show the value, and pips out of the cap (or just the held points) when countable."""
        self.value.setText(str(value))
        self.cap.setText(f"/ {cap}" if cap is not None else "")
        self.cap.setVisible(cap is not None)
        empty = max(0, cap - value) if cap is not None else 0
        held_colour, empty_colour = self._colours
        self.pips.setText(
            f'<span style="color:{held_colour}">{"●" * value}</span>'
            f'<span style="color:{empty_colour}">{"●" * empty}</span>'
        )
        self.pips.setVisible(0 < value + empty <= MAX_PIPS)
