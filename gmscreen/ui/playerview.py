"""The player view: the window facing the table (a TV or a second monitor).

It shows only a `PlayerViewContent` (see `gmscreen.model.player_view`), never the GM window, so
nothing GM-only can reach it. Text scales with the window and with the GM's text size; the trait
cards shrink to fit, since nobody scrolls a TV; a blackout turns it solid black.
`PlayerView(bridge)` can be resized and grabbed offscreen like any widget.

It is drawn with Qt's own widgets and style sheets, with no Python paint or layout overrides
(Qt would call them on every repaint and layout pass, and the GM's live preview re-renders the
view on each change); sizes are fitted once per change of size, text size or content.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QHideEvent, QResizeEvent, QScreen, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QScrollArea,
    QStackedLayout,
    QVBoxLayout,
    QWidget,
)

from gmscreen.model.changes import ChangeSet
from gmscreen.model.player_view import (
    PlayerTrait,
    PlayerTraitGroup,
    PlayerViewContent,
    player_view_of,
)
from gmscreen.model.rfi.tracker import NPCS, PLAYERS, PlayerTurnOrder
from gmscreen.ui.undo import SessionBridge

TEXT, MUTED, ACCENT = "#f1f4f9", "#8d99ad", "#f0b54a"
BACK_TOP, BACK_BOTTOM = "#17202c", "#0a0d13"
CARD, CARD_BORDER, BADGE = "#1b2431", "#2b3747", "#2f3d52"
POSITIVE, NEGATIVE, NEUTRAL = "#5cc98a", "#ef6a5a", "#4a5a70"
MOMENTUM_COLOURS = ("#58a6ff", "#2c4563")  # a held point, an empty place under the cap
THREAT_COLOURS = ("#ef6a5a", "#5a2d2a")
MAX_PIPS = 12  # past this many, pips are too small to count from across a table: number only
FIT_STEPS = (1.0, 0.9, 0.8, 0.7, 0.62, 0.55)  # how far trait cards may shrink to fit
TITLE_SIZES = (2.3, 1.9, 1.6)  # the scene title takes the largest that needs at most two lines
SCENE_CATEGORIES = frozenset({"location", "situation"})
# Tokens and zones too: a GM-only token keeps its character out of the players' turn order.
WATCHED_KINDS = frozenset(
    {"campaign", "scene", "episode", "trait", "pool", "character", "tracker", "token", "zone"}
)
SIDE_TITLES = {PLAYERS: "Players", NPCS: "NPCs"}

# Text by object name, in text units (34 px on a 1080-line screen at 100 %):
# (size, weight, letter spacing in %, all capitals)
FONTS: dict[str, tuple[float, QFont.Weight, float, bool]] = {
    "episodeTitle": (0.75, QFont.Weight.DemiBold, 112, True),
    "sceneTitle": (2.3, QFont.Weight.Bold, 100, False),
    "categoryTitle": (0.66, QFont.Weight.Bold, 115, True),
    "traitName": (1.2, QFont.Weight.DemiBold, 100, False),
    "traitSign": (1.2, QFont.Weight.Bold, 100, False),
    "traitOwner": (0.72, QFont.Weight.Normal, 100, False),
    "traitPotency": (0.9, QFont.Weight.Bold, 100, False),
    "poolTitle": (0.6, QFont.Weight.Bold, 115, True),
    "poolPips": (0.95, QFont.Weight.Normal, 108, False),
    "poolValue": (1.7, QFont.Weight.Bold, 100, False),
    "poolCap": (0.8, QFont.Weight.Normal, 100, False),
    "emptyBoard": (0.9, QFont.Weight.Normal, 100, False),
    "campaignName": (0.55, QFont.Weight.DemiBold, 112, True),
    "turnRound": (0.62, QFont.Weight.Bold, 115, True),
    "turnStatus": (0.8, QFont.Weight.DemiBold, 100, False),
    "turnSide": (0.55, QFont.Weight.Bold, 115, True),
    "turnName": (0.72, QFont.Weight.DemiBold, 100, False),
}


def text_unit(size: QSize, text_scale: float) -> int:
    """The text unit in pixels: proportional to the window, so a TV and a laptop look alike."""
    return max(8, round(min(size.height() / 32, size.width() / 50) * text_scale))


def size_label(label: QLabel, unit: float) -> None:
    """Give a named text its font for a text unit of `unit` pixels (see FONTS)."""
    spec = FONTS.get(label.objectName())
    if spec is not None:
        size, weight, spacing, capitals = spec
        font = QFont(label.font())
        font.setPixelSize(max(6, round(size * unit)))
        font.setWeight(weight)
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, spacing)
        font.setCapitalization(
            QFont.Capitalization.AllUppercase if capitals else QFont.Capitalization.MixedCase
        )
        label.setFont(font)


def size_texts(root: QWidget, unit: float) -> None:
    """Size every named text and trait card under `root` for a text unit of `unit` pixels."""
    for label in root.findChildren(QLabel):
        size_label(label, unit)
    for card in root.findChildren(TraitCard):
        card.size_to(unit)


def invalidate_tree(layout: QLayout) -> None:
    """Drop the cached sizes of a layout and of everything in it.

    Qt does this by itself only for widgets on screen; the preview renders a hidden view.
    """
    for index in range(layout.count()):
        item = layout.itemAt(index)
        if item is None:
            continue
        if (inner := item.layout()) is not None:
            invalidate_tree(inner)
        elif (widget := item.widget()) is not None:
            if (own := widget.layout()) is not None:
                invalidate_tree(own)
            widget.updateGeometry()
    layout.invalidate()


class TraitCard(QFrame):
    """One trait: its sign, name, potency and owner, on a card edged in its polarity's colour."""

    def __init__(self, trait: PlayerTrait, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("traitCard")
        self.setProperty("polarity", trait.polarity or "none")
        self.trait = trait
        self.name = QLabel(trait.name)
        self.name.setObjectName("traitName")
        self.name.setWordWrap(True)
        texts = QVBoxLayout()
        texts.setSpacing(2)
        texts.addWidget(self.name)
        if trait.owner:
            owner = QLabel(trait.owner)
            owner.setObjectName("traitOwner")
            owner.setWordWrap(True)
            texts.addWidget(owner)
        texts.addStretch(1)
        self.row = QHBoxLayout(self)
        if trait.polarity is not None:
            sign = QLabel("+" if trait.polarity == "positive" else "−")
            sign.setObjectName("traitSign")
            sign.setProperty("polarity", trait.polarity)
            self.row.addWidget(sign, 0, Qt.AlignmentFlag.AlignTop)
        self.row.addLayout(texts, 1)
        self.potency: QLabel | None = None
        if trait.potency > 1:
            self.potency = QLabel(str(trait.potency))
            self.potency.setObjectName("traitPotency")
            self.potency.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self.row.addWidget(self.potency, 0, Qt.AlignmentFlag.AlignTop)

    def size_to(self, unit: float) -> None:
        """Set the padding for a text unit of `unit` px (the labels are sized by name)."""
        self.row.setContentsMargins(
            round(unit * 0.55), round(unit * 0.4), round(unit * 0.5), round(unit * 0.4)
        )
        self.row.setSpacing(round(unit * 0.3))
        if self.potency is not None:
            self.potency.setMinimumWidth(round(unit * 1.35))


class CardGrid(QWidget):
    """The cards of one category in equal columns, as many columns as the width allows."""

    def __init__(self, group: PlayerTraitGroup, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards = [TraitCard(trait) for trait in group.traits]
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.columns = 0
        self.arrange(1)

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


class TraitBoard(QScrollArea):
    """The trait cards, by category: the scene's beside the characters' when there is room.

    A TV cannot scroll: when the cards do not fit, their text shrinks (down to FIT_STEPS[-1]
    of the GM's size) until they do.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("traitBoard")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.viewport().setAutoFillBackground(False)
        self.grids: list[CardGrid] = []
        self.columns: list[QVBoxLayout] = []
        self.fit_scale = 1.0
        self._unit = 20.0
        self._fitted: tuple[float, int, int, QWidget] | None = None

    def show_groups(self, groups: tuple[PlayerTraitGroup, ...], *, split: bool) -> None:
        """Show these trait groups (sized on the next `fit`); `split` puts the characters'
        traits in a second column."""
        board = QWidget()
        board.setObjectName("traitBoardPage")
        row = QHBoxLayout(board)
        row.setContentsMargins(0, 0, 0, 0)
        scene_side = [group for group in groups if group.category in SCENE_CATEGORIES]
        crew_side = [group for group in groups if group.category not in SCENE_CATEGORIES]
        sides = [scene_side, crew_side] if split and scene_side and crew_side else [list(groups)]
        self.grids = []
        self.columns = []
        for side in sides:
            column = QVBoxLayout()
            self.columns.append(column)
            for group in side:
                title = QLabel(self.tr(group.category.title()))
                title.setObjectName("categoryTitle")
                column.addWidget(title)
                grid = CardGrid(group)
                column.addWidget(grid)
                self.grids.append(grid)
            if not groups:
                empty = QLabel(self.tr("No traits in play"))
                empty.setObjectName("emptyBoard")
                column.addWidget(empty)
            column.addStretch(1)
            row.addLayout(column, 1)
        old = self.takeWidget()
        if old is not None:
            old.deleteLater()
        self.setWidget(board)
        board.setAutoFillBackground(False)  # setWidget turned it on; the window paints the back

    def forget_fit(self) -> None:
        """Fit the cards again on the next `fit`, even if nothing it measures changed."""
        self._fitted = None

    def fit(self, unit: float) -> None:
        """Size the cards for `unit`, shrinking them as far as needed to show them all."""
        self._unit = unit
        board = self.widget()
        row = board.layout() if board is not None else None
        if board is None or row is None:
            return
        width, height = self.viewport().width(), self.viewport().height()
        if (unit, width, height, board) == self._fitted:
            return
        self._fitted = (unit, width, height, board)
        scale = FIT_STEPS[0]
        for scale in FIT_STEPS:
            size = unit * scale
            size_texts(board, size)
            row.setSpacing(round(size * 1.2))
            for column in self.columns:
                column.setSpacing(round(size * 0.45))
            sides = len(self.columns)
            side_width = (width - (sides - 1) * row.spacing()) / sides
            gap, least = round(size * 0.5), round(size * 13)
            for grid in self.grids:
                grid.grid.setSpacing(gap)
                grid.grid.setContentsMargins(0, 0, 0, gap)
                columns = max(1, int((side_width + gap) // (least + gap)))
                grid.arrange(columns)
                invalidate_tree(grid.grid)
                # A long word must not push a card past the edge: fewer columns instead.
                while columns > 1 and grid.minimumSizeHint().width() > side_width:
                    columns -= 1
                    grid.arrange(columns)
                    invalidate_tree(grid.grid)
            invalidate_tree(row)
            if board.heightForWidth(width) <= height:
                break
        self.fit_scale = scale
        row.activate()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit(self._unit)


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


class TurnStrip(QFrame):
    """The fight's turn order in one line: the round, whose turn it is, and every combatant the
    players may see, side by side, marked acting (▶) or acted (✓).

    Names shrink (down to FIT_STEPS[-1] of the GM's size) rather than run off the edge.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("turnStrip")
        self.order: PlayerTurnOrder | None = None
        self.round = QLabel("")
        self.round.setObjectName("turnRound")
        self.status = QLabel("")
        self.status.setObjectName("turnStatus")
        self.row = QHBoxLayout(self)
        self.names: list[QLabel] = []
        self._unit = 20.0

    def show_order(self, order: PlayerTurnOrder | None) -> None:
        """Show a turn order (None: no fight, the strip hides)."""
        self.order = order
        while (item := self.row.takeAt(0)) is not None:
            widget = item.widget()
            if widget is not None and widget not in (self.round, self.status):
                widget.hide()  # now: a grab before the deferred delete must not show it
                widget.deleteLater()
        self.names = []
        self.setVisible(order is not None)
        if order is None:
            return
        self.round.setText(self.tr("Round %d") % order.round)
        self.status.setText(self._status_text(order))
        self.row.addWidget(self.round)
        self.row.addWidget(self.status)
        self.row.addStretch(1)
        for side, members in order.sides:
            title = QLabel(self.tr(SIDE_TITLES.get(side, side)))
            title.setObjectName("turnSide")
            title.setProperty("toAct", side == order.side_to_act)
            self.row.addWidget(title)
            for member in members:
                mark = "▶ " if member.current else ("✓ " if member.acted else "")
                name = QLabel(mark + member.name)
                name.setObjectName("turnName")
                state = "current" if member.current else ("acted" if member.acted else "waiting")
                name.setProperty("turn", state)
                self.row.addWidget(name)
                self.names.append(name)

    def _status_text(self, order: PlayerTurnOrder) -> str:
        acting = [m.name for _side, members in order.sides for m in members if m.current]
        if acting:
            return self.tr("%s is acting") % acting[0]
        if order.side_to_act is not None:
            side = self.tr(SIDE_TITLES.get(order.side_to_act, order.side_to_act))
            return self.tr("%s to act") % side
        return self.tr("End of the round")

    def fit(self, unit: float, width: int) -> None:
        """Size the strip for `unit`, shrinking its text as far as needed to fit `width`."""
        self._unit = unit
        if self.order is None:
            return
        for scale in FIT_STEPS:
            size = unit * scale
            size_texts(self, size)
            self.row.setContentsMargins(
                round(size * 0.5), round(size * 0.25), round(size * 0.5), round(size * 0.25)
            )
            self.row.setSpacing(round(size * 0.4))
            invalidate_tree(self.row)
            if self.minimumSizeHint().width() <= width:
                break


class PlayerView(QWidget):
    """The player view window: scene, visible traits, momentum (threat if chosen), the map.

    Signals:
        updated: what the view shows changed (content, size, text size, map or blackout).
        visibility_changed(bool): the window was shown or hidden.
    """

    updated = Signal()
    visibility_changed = Signal(bool)

    def __init__(
        self,
        bridge: SessionBridge,
        *,
        show_threat: bool = False,
        show_turn_order: bool = True,
        text_scale: float = 1.0,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("playerView")
        self.setWindowTitle(self.tr("Player view"))
        # Closing the GM window quits the app; this window must not keep it running.
        self.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)
        # Opening it must not take the keyboard from the GM window.
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
        self.setMinimumSize(480, 270)
        self._bridge = bridge
        self._show_threat = show_threat
        self._show_turn_order = show_turn_order
        self._text_scale = text_scale
        self._blackout = False
        self._content: PlayerViewContent | None = None
        self._unit = 0
        self.map_widget: QWidget | None = None
        self._build()
        bridge.changed.connect(self._on_changed)
        self.resize(1280, 720)
        self.refresh()

    def _build(self) -> None:
        self.page = QWidget()
        self.page.setObjectName("playerContent")
        self.episode_title = QLabel("")
        self.episode_title.setObjectName("episodeTitle")
        self.scene_title = QLabel("")
        self.scene_title.setObjectName("sceneTitle")
        self.scene_title.setWordWrap(True)
        titles = QVBoxLayout()
        titles.setSpacing(0)
        titles.addWidget(self.episode_title)
        titles.addWidget(self.scene_title)
        titles.addStretch(1)
        self.momentum = PoolBox(self.tr("Momentum"), MOMENTUM_COLOURS)
        self.threat = PoolBox(self.tr("Threat"), THREAT_COLOURS)
        self.header = QHBoxLayout()
        self.header.addLayout(titles, 1)
        self.header.addWidget(self.momentum, 0, Qt.AlignmentFlag.AlignTop)
        self.header.addWidget(self.threat, 0, Qt.AlignmentFlag.AlignTop)
        divider = QFrame()
        divider.setObjectName("divider")
        divider.setFixedHeight(2)
        self.turn_strip = TurnStrip()
        self.turn_strip.hide()
        self.map_area = QFrame()
        self.map_area.setObjectName("mapArea")
        self.map_layout = QVBoxLayout(self.map_area)
        self.map_layout.setContentsMargins(0, 0, 0, 0)
        self.map_area.hide()
        self.board = TraitBoard()
        self.body = QHBoxLayout()
        self.body.addWidget(self.map_area, 5)
        self.body.addWidget(self.board, 2)
        self.campaign_name = QLabel("")
        self.campaign_name.setObjectName("campaignName")
        self.page_layout = QVBoxLayout(self.page)
        self.page_layout.addLayout(self.header)
        self.page_layout.addWidget(divider)
        self.page_layout.addWidget(self.turn_strip)
        self.page_layout.addLayout(self.body, 1)
        self.page_layout.addWidget(self.campaign_name)
        blackout = QWidget()
        blackout.setObjectName("blackout")
        for page in (self.page, blackout):
            page.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.stack = QStackedLayout(self)
        self.stack.addWidget(self.page)
        self.stack.addWidget(blackout)

    # state
    @property
    def content(self) -> PlayerViewContent | None:
        """The content shown now (None before the first refresh)."""
        return self._content

    @property
    def blackout(self) -> bool:
        """Whether the view is blacked out."""
        return self._blackout

    @property
    def show_threat(self) -> bool:
        """Whether the threat pool is shown."""
        return self._show_threat

    @property
    def show_turn_order(self) -> bool:
        """Whether the turn order of a fight is shown."""
        return self._show_turn_order

    @property
    def text_scale(self) -> float:
        """The GM's text size, 1.0 being the size that suits the window."""
        return self._text_scale

    def set_blackout(self, blackout: bool) -> None:
        """Black the view out (solid black, nothing else) or bring it back."""
        if blackout != self._blackout:
            self._blackout = blackout
            self.stack.setCurrentIndex(1 if blackout else 0)
            self.updated.emit()

    def set_show_threat(self, show: bool) -> None:
        """Show the threat pool to the players, or hide it."""
        if show != self._show_threat:
            self._show_threat = show
            self.refresh()

    def set_show_turn_order(self, show: bool) -> None:
        """Show the players the turn order of a fight, or hide it."""
        if show != self._show_turn_order:
            self._show_turn_order = show
            self.refresh()

    def set_text_scale(self, scale: float) -> None:
        """Make every text larger or smaller (1.0 = the size that suits the window)."""
        if scale != self._text_scale:
            self._text_scale = scale
            self._apply_metrics(force=True)
            self.updated.emit()

    def set_map_widget(self, widget: QWidget | None) -> QWidget | None:
        """Show a map beside the traits (None removes it); returns the map it replaced.

        The map must itself be player-safe (no GM-only zone or token); after it redraws, emit
        `updated` so the GM's preview follows.
        """
        old = self.map_widget
        if old is not None:
            self.map_layout.removeWidget(old)
            old.setParent(None)
        self.map_widget = widget
        if widget is not None:
            self.map_layout.addWidget(widget)
        self.map_area.setVisible(widget is not None)
        self._rebuild_board()
        return old

    def trait_names(self) -> list[str]:
        """The names on the trait cards as drawn now."""
        return [card.name.text() for card in self.page.findChildren(TraitCard)]

    def refresh(self) -> None:
        """Rebuild from the campaign state, if what the players may see changed."""
        content = player_view_of(
            self._bridge.state,
            show_threat=self._show_threat,
            show_turn_order=self._show_turn_order,
        )
        if content == self._content:
            return
        self._content = content
        self.episode_title.setText(content.episode_title)
        self.episode_title.setVisible(bool(content.episode_title))
        self.scene_title.setText(content.scene_title or content.campaign_name)
        self.campaign_name.setText(content.campaign_name)
        self.campaign_name.setVisible(bool(content.scene_title))
        self.momentum.setVisible(content.momentum is not None)
        self.momentum.show_value(content.momentum or 0, content.momentum_cap)
        self.threat.setVisible(content.threat is not None)
        self.threat.show_value(content.threat or 0, None)
        if content.turn_order != self.turn_strip.order:
            self.turn_strip.show_order(content.turn_order)  # fitted with the board, below
        self._rebuild_board()

    def place_on(self, screen: QScreen | None, *, full_screen: bool) -> None:
        """Size and place the window for a screen without showing it (so a preview of the
        closed window matches what will appear)."""
        if screen is None:
            return
        if self.isVisible() and self.isFullScreen():
            self.showNormal()  # a full-screen window moves to another screen only via normal
        self.setScreen(screen)
        if full_screen:
            self.setGeometry(screen.geometry())
        else:
            area = screen.availableGeometry()
            self.resize(self.size().boundedTo(area.size() * 0.9))
            self.move(area.center() - self.rect().center())

    def show_on(self, screen: QScreen | None, *, full_screen: bool) -> None:
        """Show the window on a screen: full screen there, or as a normal window."""
        self.place_on(screen, full_screen=full_screen)
        if full_screen:
            self.setCursor(Qt.CursorShape.BlankCursor)  # no pointer left in the middle of a TV
            self.showFullScreen()
        else:
            self.unsetCursor()
            self.showNormal()

    # drawing
    def _on_changed(self, changes: ChangeSet) -> None:
        if changes.kinds() & WATCHED_KINDS:
            self.refresh()

    def _rebuild_board(self) -> None:
        if self._content is not None:
            self.board.show_groups(self._content.trait_groups, split=self.map_widget is None)
        self._apply_metrics()
        self.updated.emit()

    def _apply_metrics(self, *, force: bool = False) -> None:
        unit = text_unit(self.size(), self._text_scale)
        if unit != self._unit or force:
            self._unit = unit
            self.setStyleSheet(style_sheet(unit))
            for label in (self.episode_title, self.scene_title, self.campaign_name):
                size_label(label, unit)
            for box in (self.momentum, self.threat):
                size_texts(box, unit)
            margin = round(unit * 1.4)
            self.page_layout.setContentsMargins(margin, round(margin * 0.8), margin, margin)
            self.page_layout.setSpacing(round(unit * 0.7))
            self.header.setSpacing(round(unit * 0.6))
            self.body.setSpacing(round(unit * 0.8))
            self.board.forget_fit()  # the style sheet changed under the cards
        self.turn_strip.fit(unit, self._strip_width())
        self._fit_title(unit)
        # The header keeps the geometry of the old text size unless told: pools would stay large.
        invalidate_tree(self.header)
        self.page_layout.activate()
        self.board.fit(unit)

    def _strip_width(self) -> int:
        margins = self.page_layout.contentsMargins()
        return self.width() - margins.left() - margins.right()

    def _fit_title(self, unit: int) -> None:
        margins = self.page_layout.contentsMargins()
        pools = [box for box in (self.momentum, self.threat) if not box.isHidden()]
        width = self.width() - margins.left() - margins.right()
        width -= sum(box.sizeHint().width() + self.header.spacing() for box in pools)
        font = QFont(self.scene_title.font())
        for size in TITLE_SIZES:
            font.setPixelSize(round(size * unit))
            metrics = QFontMetrics(font)
            needed = metrics.boundingRect(
                QRect(0, 0, max(1, width), 100_000),
                Qt.TextFlag.TextWordWrap,
                self.scene_title.text(),
            )
            if needed.height() <= 2 * metrics.lineSpacing():
                break
        self.scene_title.setFont(font)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._apply_metrics()
        self.updated.emit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.visibility_changed.emit(True)

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self.visibility_changed.emit(False)


def style_sheet(unit: int) -> str:
    """The player view's look for a text unit of `unit` pixels (sizes in code, colours here)."""

    def px(factor: float) -> str:
        return f"{max(1, round(unit * factor))}px"

    return f"""
        QWidget#playerView, QWidget#blackout {{ background: black; }}
        QWidget#playerContent {{
            background: qlineargradient(x1: 0, y1: 0, x2: 0, y2: 1,
                                        stop: 0 {BACK_TOP}, stop: 1 {BACK_BOTTOM});
        }}
        QLabel {{ color: {TEXT}; background: transparent; }}
        QLabel#episodeTitle {{ color: {ACCENT}; }}
        QLabel#categoryTitle, QLabel#poolTitle, QLabel#campaignName, QLabel#traitOwner,
        QLabel#poolCap, QLabel#emptyBoard {{ color: {MUTED}; }}
        QFrame#divider {{ background: {CARD_BORDER}; border: none; }}
        QScrollArea#traitBoard {{ background: transparent; }}
        QFrame#traitCard {{
            background: {CARD}; border: 1px solid {CARD_BORDER};
            border-left: {px(0.16)} solid {NEUTRAL}; border-radius: {px(0.3)};
        }}
        QFrame#traitCard[polarity="positive"] {{ border-left-color: {POSITIVE}; }}
        QFrame#traitCard[polarity="negative"] {{ border-left-color: {NEGATIVE}; }}
        QLabel#traitSign[polarity="positive"] {{ color: {POSITIVE}; }}
        QLabel#traitSign[polarity="negative"] {{ color: {NEGATIVE}; }}
        QLabel#traitPotency {{
            background: {BADGE}; border-radius: {px(0.3)}; padding: {px(0.1)} {px(0.3)};
        }}
        QFrame#poolBox {{
            background: rgba(255, 255, 255, 10); border: 1px solid {CARD_BORDER};
            border-radius: {px(0.35)}; padding: {px(0.2)} {px(0.5)};
        }}
        QFrame#mapArea {{ background: {CARD}; border-radius: {px(0.3)}; }}
        QFrame#turnStrip {{
            background: rgba(255, 255, 255, 8); border: 1px solid {CARD_BORDER};
            border-radius: {px(0.35)};
        }}
        QLabel#turnRound, QLabel#turnSide[toAct="true"] {{ color: {ACCENT}; }}
        QLabel#turnSide {{ color: {MUTED}; padding-left: {px(0.4)}; }}
        QLabel#turnName {{
            background: {CARD}; border: 1px solid {CARD_BORDER}; border-radius: {px(0.25)};
            padding: {px(0.08)} {px(0.35)};
        }}
        QLabel#turnName[turn="current"] {{
            background: {ACCENT}; color: {BACK_TOP}; border-color: {ACCENT};
        }}
        QLabel#turnName[turn="acted"] {{ color: {MUTED}; }}
    """
