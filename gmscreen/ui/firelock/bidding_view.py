"""The bidding exchange after a Firelock roll: the bids so far, and the next bid to judge."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtGui import QBrush
from PySide6.QtGui import QColor
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QAbstractItemView
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QHeaderView
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QSpinBox
from PySide6.QtWidgets import QStyle
from PySide6.QtWidgets import QTableWidget
from PySide6.QtWidgets import QTableWidgetItem
from PySide6.QtWidgets import QWidget

from gmscreen.rules.errors import RulesError
from gmscreen.rules.firelock import Bid
from gmscreen.rules.firelock import Bidding
from gmscreen.rules.firelock import BidRefusedError
from gmscreen.rules.firelock import CharacterSheet
from gmscreen.rules.firelock import ScoreComparison
from gmscreen.rules.firelock import claim_key
from gmscreen.ui import boxes
from gmscreen.ui.firelock.bid_refusals import reason_words
from gmscreen.ui.firelock.bid_refusals import refusal_facts
from gmscreen.ui.firelock.side_names import side_name
from gmscreen.ui.inline_messages import error_label
from gmscreen.ui.inline_messages import show_error

WHO, STRENGTH, CLAIM, RESTS_ON, RULING = range(5)
REFUSED = QColor("#b00020")
CLAIM_SHARE = 1 / 3  # of the table's width, at least, for the claim itself


def rests_on(bid: Bid) -> str:
    """What a bid leans on: "Melee", "Melee vs Melee", or "—" for a circumstance."""
    if bid.compares is not None:
        return f"{bid.compares.mine} vs {bid.compares.theirs}"
    return bid.relies_on or "—"


class BidsTable(QTableWidget):
    """The bids of the roll in play, in order, and how the bidding ended."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 5, parent)
        self.setHorizontalHeaderLabels(
            [
                self.tr("Who"),
                self.tr("Bid"),
                self.tr("Claim"),
                self.tr("Rests on"),
                self.tr("Ruling"),
            ]
        )
        # A heading cut short by a narrow column ends in "…" and is said in full on hover.
        self.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideRight)
        for column in range(self.columnCount()):
            heading = self.horizontalHeaderItem(column)
            if heading is not None:
                heading.setToolTip(heading.text())
        self.verticalHeader().hide()
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        # The columns share the width the table has (`_fit_columns`), wrapping their words:
        # never a sideways scroll that hides the claim or the ruling.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = self.horizontalHeader()
        for column in (WHO, STRENGTH, RESTS_ON, RULING):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
        header.setSectionResizeMode(CLAIM, QHeaderView.ResizeMode.Stretch)
        self._fit_columns()

    def sizeHint(self) -> QSize:
        """Room for three bids: more when the column has height to spare (the table
        stretches), while at 1366×768 the bid form under it stays in view without scrolling."""
        rows = 3 * self.verticalHeader().defaultSectionSize()
        height = self.horizontalHeader().sizeHint().height() + rows + 2 * self.frameWidth()
        return QSize(super().sizeHint().width(), height)

    def show_bidding(self, bidding: Bidding | None) -> None:
        """Show every placed bid, then the ending (a decline, or the bid that failed)."""
        self.setRowCount(0)
        if bidding is None:
            return
        result = bidding.challenge
        for placed in bidding.bids:
            ruling = self.tr("accepted")
            if placed.underbid:
                ruling = self.tr("accepted, underbid")
            self._add(side_name(result, placed.side), placed.bid, ruling)
        end = bidding.end
        if end is not None:
            who = side_name(result, end.quitter)
            if end.declined or end.failed_bid is None:
                self._add(who, None, self.tr("declines to bid"))
            else:
                reason = reason_words(end.refusal) if end.refusal else self.tr("refused")
                self._add(who, end.failed_bid, self.tr("refused: %s") % reason, refused=True)
        self._fit_columns()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Share the new width among the columns again."""
        super().resizeEvent(event)
        self._fit_columns()

    def _fit_columns(self) -> None:
        """Each column as wide as its words, while the claim keeps at least a third of the
        width: narrower, the names, groundings and rulings wrap onto more lines, but never
        narrower than their longest word (a heading cut short ends in "…"). The bid's number
        keeps its width."""
        header = self.horizontalHeader()
        room = self.viewport().width()
        spare = room - max(CLAIM_SHARE * room, header.sectionSizeFromContents(CLAIM).width())
        natural, least = {}, {}
        for column in (WHO, STRENGTH, RESTS_ON, RULING):
            natural[column] = max(
                header.sectionSizeFromContents(column).width(), self.sizeHintForColumn(column)
            )
            wraps = column != STRENGTH
            least[column] = (
                min(natural[column], self._longest_word(column)) if wraps else natural[column]
            )
        wanted = sum(natural.values()) - sum(least.values())
        give = max(0, spare - sum(least.values()))
        share = min(1.0, give / wanted) if wanted else 1.0
        for column, width in natural.items():
            self.setColumnWidth(column, least[column] + int((width - least[column]) * share))
        self.resizeRowsToContents()

    def _longest_word(self, column: int) -> int:
        """The width of the longest word in the column's cells, with the cell's margins and a
        few pixels to spare for the text's rounding; 0 for a column with nothing in it yet."""
        metrics = self.fontMetrics()
        texts = [item.text() for row in range(self.rowCount()) if (item := self.item(row, column))]
        if not any(text.strip() for text in texts):
            return 0
        words = [word for text in texts for word in text.split()]
        margin = 2 * (self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1) + 5
        return max((metrics.horizontalAdvance(word) for word in words), default=0) + margin

    def _add(self, who: str, bid: Bid | None, ruling: str, *, refused: bool = False) -> None:
        row = self.rowCount()
        self.insertRow(row)
        if bid is None:
            texts = [who, "", ruling, "", ""]
        else:
            texts = [who, str(bid.strength), bid.claim, rests_on(bid), ruling]
        for column, text in enumerate(texts):
            item = QTableWidgetItem(text)
            if column == STRENGTH:
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            if refused or bid is None:
                item.setForeground(QBrush(REFUSED if refused else QColor("#555555")))
            self.setItem(row, column, item)


class BidForm(QWidget):
    """The bid the side in turn makes, with the GM's rulings, and the buttons that judge it."""

    bid_requested = Signal(object)  # Bid
    decline_requested = Signal()
    fail_requested = Signal(object)  # Bid

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.turn = QLabel("")
        self.turn.setWordWrap(True)
        self.strength = QSpinBox()
        self.strength.setRange(0, 40)
        self.strength.setToolTip(
            self.tr("The score's rating, or what the GM sets for a circumstance")
        )
        self.relies_on = QComboBox()
        self.relies_on.setToolTip(self.tr("The bidder's score the claim rests on"))
        self.relies_on.currentIndexChanged.connect(self._relies_on_changed)
        self.versus = QComboBox()
        self.versus.setToolTip(
            self.tr("A claim to be better than the opponent: checked against both sheets")
        )
        for combo in (self.relies_on, self.versus):
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(6)
        self.claim = QLineEdit()
        self.claim.setPlaceholderText(self.tr("e.g. I have the high ground"))
        self.claim.returnPressed.connect(self._accept)
        self.relevant = QCheckBox(self.tr("Relevant"))
        self.relevant.setToolTip(self.tr("The GM rules that the claim bears on this challenge"))
        self.true = QCheckBox(self.tr("True"))
        self.true.setToolTip(self.tr("The GM rules that the claim holds"))
        self.refusal = error_label()
        self.refusal.setObjectName("bidRefusal")
        self.accept_button = QPushButton(self.tr("Accept bid"))
        self.accept_button.setToolTip(
            self.tr("Check the bid against the bidding rules and place it")
        )
        self.accept_button.clicked.connect(self._accept)
        self.decline_button = QPushButton(self.tr("Decline"))
        self.decline_button.setToolTip(self.tr("The side bids no further: the other side wins"))
        self.decline_button.clicked.connect(self.decline_requested)
        self.fail_button = QPushButton(self.tr("Lose with it"))
        self.fail_button.setToolTip(
            self.tr("The side keeps the refused bid instead of making another: it loses")
        )
        self.fail_button.clicked.connect(self._fail)
        rulings = boxes.row(self.relevant, self.true, boxes.STRETCH)
        # One field a line: beside the sides at 1366 px, or under them in a narrow centre, the
        # German labels and the score's name both keep their words.
        fields = boxes.grid(
            [
                [QLabel(self.tr("Strength")), boxes.row(self.strength, boxes.STRETCH)],
                [QLabel(self.tr("Rests on")), self.relies_on],
                [QLabel(self.tr("Claim")), self.claim],
                [QLabel(self.tr("Better than")), self.versus],
                [QLabel(self.tr("GM rules it")), rulings],
            ],
            margins=0,
        )
        fields.setColumnStretch(1, 1)
        buttons = boxes.row(
            self.fail_button, boxes.STRETCH, self.decline_button, self.accept_button
        )
        boxes.column(self.turn, fields, self.refusal, buttons, parent=self, margins=0)
        self._bidder: CharacterSheet | None = None
        self._bidding: Bidding | None = None  # the bidding the form bids in, for its refusals
        self._shown_turn: tuple[object, ...] | None = None
        # A refusal is about the bid as it was judged: an edit to it takes the refusal (and
        # the offer to lose with that bid) away, so neither speaks of a bid no longer there.
        self.strength.valueChanged.connect(self._bid_edited)
        self.relies_on.currentIndexChanged.connect(self._bid_edited)
        self.versus.currentIndexChanged.connect(self._bid_edited)
        self.claim.textEdited.connect(self._bid_edited)
        self.relevant.toggled.connect(self._bid_edited)
        self.true.toggled.connect(self._bid_edited)
        self.show_turn(None)

    def show_turn(self, bidding: Bidding | None) -> None:
        """Ready the form for the side whose turn it is (disabled when nobody is to bid)."""
        side = None if bidding is None else bidding.to_bid
        self.setEnabled(side is not None)
        self._bidding = bidding
        if bidding is None or side is None:
            self.turn.setText("")
            self._shown_turn = None
            self.show_refusal(None)
            return
        turn = (bidding.challenge, len(bidding.bids))
        if turn == self._shown_turn:
            return  # the same turn redrawn: keep what the GM is typing
        self._shown_turn = turn
        result = bidding.challenge
        minimum = bidding.minimum_strength or 0
        self.turn.setText(
            self.tr("<b>%s</b> to bid: strength %d or more, or decline.")
            % (side_name(result, side), minimum)
        )
        self._bidder = result.roll_of(side).approach.character
        opponent = result.roll_of(side.other).approach.character
        self._fill(self.relies_on, self._bidder, self.tr("— a circumstance"))
        self._fill(self.versus, opponent, self.tr("— no comparison with the opponent"))
        self.strength.setValue(minimum)
        self.claim.clear()
        self.relevant.setChecked(True)
        self.true.setChecked(True)
        self.show_refusal(None)

    def _fill(self, combo: QComboBox, sheet: CharacterSheet | None, none: str) -> None:
        combo.blockSignals(True)
        combo.clear()
        combo.addItem(none, None)
        if sheet is not None:
            for name, rating in sheet.abilities + sheet.skills:
                combo.addItem(f"{name} {rating}", name)
        combo.blockSignals(False)
        combo.setEnabled(combo.count() > 1)

    def _bid_edited(self) -> None:
        if self.refusal.text():
            self.show_refusal(None)

    def _relies_on_changed(self) -> None:
        score = self.relies_on.currentData()
        if score is not None and self._bidder is not None:
            self.strength.setValue(self._bidder.rating(score))

    def choose_score(self, score: str | None) -> None:
        """Rest the bid on one of the bidder's scores (its rating becomes the strength)."""
        self.relies_on.setCurrentIndex(max(0, self.relies_on.findData(score)))

    def bid(self) -> Bid:
        """The bid as entered; `RulesError` when it cannot be a bid at all (no claim)."""
        mine = self.relies_on.currentData()
        theirs = self.versus.currentData()
        claim = self.claim.text().strip()
        # Said in the GM's language here: the rules' own refusals of these are English.
        if not claim_key(claim):
            raise RulesError(self.tr("Write the claim the side makes."), rule="bids")
        if theirs is not None and mine is None:
            raise RulesError(
                self.tr("Choose the score of yours that the claim compares."), rule="bids"
            )
        return Bid(
            self.strength.value(),
            claim,
            relies_on=mine,
            compares=None if theirs is None else ScoreComparison(mine, theirs),
            relevant=self.relevant.isChecked(),
            true=self.true.isChecked(),
        )

    def show_refusal(self, refused: RulesError | None) -> None:
        """Say in red why the bid was refused (and offer to lose with it), or clear that."""
        if refused is None:
            show_error(self.refusal, "")
        elif isinstance(refused, BidRefusedError) and self._bidding is not None:
            facts = refusal_facts(self._bidding, refused)
            message = self.tr("Refused — %s: %s") % (reason_words(refused.reason), facts)
            show_error(self.refusal, message)
        else:
            show_error(self.refusal, str(refused.args[0]))
        self.fail_button.setVisible(isinstance(refused, BidRefusedError))

    def _accept(self) -> None:
        try:
            bid = self.bid()
        except RulesError as error:
            self.show_refusal(error)
            return
        self.bid_requested.emit(bid)

    def _fail(self) -> None:
        try:
            self.fail_requested.emit(self.bid())
        except RulesError as error:
            self.show_refusal(error)
