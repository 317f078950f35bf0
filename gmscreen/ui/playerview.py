"""The player view: the window facing the table (a TV or a second monitor).

It shows only a `PlayerViewContent` (see `gmscreen.model.player_view`), never the GM window, so
nothing GM-only can reach it. Text scales with the window and with the GM's text size; a
blackout turns it solid black. `PlayerView(bridge)` can be resized and grabbed offscreen.
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QRect, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QHideEvent,
    QLinearGradient,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
    QScreen,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLayoutItem,
    QScrollArea,
    QSizePolicy,
    QStackedLayout,
    QVBoxLayout,
    QWidget,
)

from gmscreen.model.changes import ChangeSet
from gmscreen.model.player_view import PlayerTrait, PlayerViewContent, player_view_of
from gmscreen.ui.undo import SessionBridge

TEXT, MUTED, ACCENT = "#f1f4f9", "#8d99ad", "#f0b54a"
CARD, CARD_BORDER, BADGE = "#1b2431", "#2b3747", "#2f3d52"
POSITIVE, NEGATIVE, NEUTRAL = "#5cc98a", "#ef6a5a", "#4a5a70"
MOMENTUM_COLOUR, THREAT_COLOUR = "#58a6ff", "#ef6a5a"
MAX_PIPS = 12  # past this many, pips are too small to count from across a table: number only
WATCHED_KINDS = frozenset({"campaign", "scene", "episode", "trait", "pool", "character"})

# Font sizes as multiples of the text unit (a 30 px unit on a 1080-line screen at 100 %):
# (size, weight, letter spacing in %, upper case)
FONTS: dict[str, tuple[float, QFont.Weight, float, bool]] = {
    "episodeTitle": (0.75, QFont.Weight.DemiBold, 112, True),
    "sceneTitle": (2.3, QFont.Weight.Bold, 100, False),
    "categoryTitle": (0.66, QFont.Weight.Bold, 115, True),
    "traitName": (1.0, QFont.Weight.DemiBold, 100, False),
    "traitSign": (1.0, QFont.Weight.Bold, 100, False),
    "traitOwner": (0.66, QFont.Weight.Normal, 100, False),
    "traitPotency": (0.8, QFont.Weight.Bold, 100, False),
    "poolTitle": (0.6, QFont.Weight.Bold, 115, True),
    "poolValue": (1.7, QFont.Weight.Bold, 100, False),
    "poolCap": (0.8, QFont.Weight.Normal, 100, False),
    "emptyBoard": (0.9, QFont.Weight.Normal, 100, False),
}


def text_unit(size: QSize, text_scale: float) -> int:
    """The text unit in pixels: proportional to the window, so a TV and a laptop look alike."""
    return max(8, round(min(size.height() / 36, size.width() / 56) * text_scale))


class Pips(QWidget):
    """A row of dots: `filled` solid, the rest up to `total` hollow."""

    def __init__(self, colour: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._colour = QColor(colour)
        self._filled = self._total = 0
        self._diameter = 20
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def show_count(self, filled: int, total: int) -> None:
        """Show `filled` of `total` dots (nothing when there are too many to count)."""
        self._filled, self._total = filled, total if total <= MAX_PIPS else 0
        self.updateGeometry()
        self.update()

    def set_diameter(self, diameter: int) -> None:
        """Set the size of one dot in pixels."""
        self._diameter = diameter
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        gap = self._diameter // 3
        width = self._total * self._diameter + max(0, self._total - 1) * gap
        return QSize(width, self._diameter)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        stroke = max(2.0, self._diameter / 9)
        size = self._diameter - stroke
        for index in range(self._total):
            x = index * (self._diameter + self._diameter // 3) + stroke / 2
            hollow = QColor(self._colour)
            hollow.setAlphaF(0.45)
            painter.setPen(QPen(self._colour if index < self._filled else hollow, stroke))
            painter.setBrush(self._colour if index < self._filled else Qt.BrushStyle.NoBrush)
            painter.drawEllipse(round(x), round(stroke / 2), round(size), round(size))


class CardGridLayout(QLayout):
    """Cards in equal columns, as many as fit, each row as tall as its tallest card."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self.min_column_width = 300
        self.gap = 12

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # type: ignore[override]
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # type: ignore[override]
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._arrange(QRect(0, 0, width, 0), apply=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._arrange(rect, apply=True)

    def sizeHint(self) -> QSize:
        return self.minimumSize()

    def minimumSize(self) -> QSize:
        margins = self.contentsMargins()
        return QSize(self.min_column_width, 0).grownBy(margins)

    def _arrange(self, rect: QRect, *, apply: bool) -> int:
        area = rect.marginsRemoved(self.contentsMargins())
        columns = max(1, (area.width() + self.gap) // (self.min_column_width + self.gap))
        width = (area.width() - (columns - 1) * self.gap) // columns
        items = [item for item in self._items if not item.isEmpty()]
        y = area.y()
        for start in range(0, len(items), columns):
            row = items[start : start + columns]
            height = max(
                item.heightForWidth(width) if item.hasHeightForWidth() else item.sizeHint().height()
                for item in row
            )
            if apply:
                for column, item in enumerate(row):
                    x = area.x() + column * (width + self.gap)
                    item.setGeometry(QRect(x, y, width, height))
            y += height + self.gap
        used = y - area.y() - (self.gap if items else 0)
        margins = self.contentsMargins()
        return used + margins.top() + margins.bottom()


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
        row = QHBoxLayout(self)
        if trait.polarity is not None:
            sign = QLabel("+" if trait.polarity == "positive" else "−")
            sign.setObjectName("traitSign")
            sign.setProperty("polarity", trait.polarity)
            row.addWidget(sign, 0, Qt.AlignmentFlag.AlignTop)
        row.addLayout(texts, 1)
        if trait.potency > 1:
            potency = QLabel(str(trait.potency))
            potency.setObjectName("traitPotency")
            potency.setAlignment(Qt.AlignmentFlag.AlignCenter)
            potency.setToolTip(self.tr("Potency"))
            row.addWidget(potency, 0, Qt.AlignmentFlag.AlignTop)


class PoolBox(QFrame):
    """A pool for the table: its name, its pips and its value (and cap)."""

    def __init__(self, title: str, colour: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("poolBox")
        heading = QLabel(title)
        heading.setObjectName("poolTitle")
        self.pips = Pips(colour)
        self.value = QLabel("0")
        self.value.setObjectName("poolValue")
        self.cap = QLabel("")
        self.cap.setObjectName("poolCap")
        row = QHBoxLayout()
        row.addWidget(self.pips, 0, Qt.AlignmentFlag.AlignVCenter)
        row.addSpacing(8)
        row.addWidget(self.value, 0, Qt.AlignmentFlag.AlignBaseline)
        row.addWidget(self.cap, 0, Qt.AlignmentFlag.AlignBaseline)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addLayout(row)

    def show_value(self, value: int, cap: int | None) -> None:
        """Show the value, as pips out of the cap when there is one."""
        self.value.setText(str(value))
        self.cap.setText(f"/ {cap}" if cap is not None else "")
        self.cap.setVisible(cap is not None)
        self.pips.show_count(value, cap if cap is not None else value)


class PlayerView(QWidget):
    """The player view window: scene, visible traits, momentum (threat if chosen), the map.

    Signals:
        updated: what the view shows changed (content, size, text size or blackout).
        visibility_changed(bool): the window was shown or hidden.
    """

    updated = Signal()
    visibility_changed = Signal(bool)

    def __init__(
        self,
        bridge: SessionBridge,
        *,
        show_threat: bool = False,
        text_scale: float = 1.0,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("playerView")
        self.setWindowTitle(self.tr("Player view"))
        # The GM window's closing quits the app; this window must not keep it running.
        self.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)
        self.setMinimumSize(480, 270)
        self._bridge = bridge
        self._show_threat = show_threat
        self._text_scale = text_scale
        self._blackout = False
        self._content: PlayerViewContent | None = None
        self._unit = 0
        self.map_widget: QWidget | None = None
        self._build()
        bridge.changed.connect(self._on_changed)
        self.resize(1280, 720)
        self.refresh()

    # building
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
        self.momentum = PoolBox(self.tr("Momentum"), MOMENTUM_COLOUR)
        self.threat = PoolBox(self.tr("Threat"), THREAT_COLOUR)
        self.header = QHBoxLayout()
        self.header.addLayout(titles, 1)
        self.header.addWidget(self.momentum, 0, Qt.AlignmentFlag.AlignTop)
        self.header.addWidget(self.threat, 0, Qt.AlignmentFlag.AlignTop)
        divider = QFrame()
        divider.setObjectName("divider")
        divider.setFixedHeight(2)
        self.map_area = QFrame()
        self.map_area.setObjectName("mapArea")
        QVBoxLayout(self.map_area).setContentsMargins(0, 0, 0, 0)
        self.map_area.hide()
        self.board = QScrollArea()
        self.board.setObjectName("traitBoard")
        self.board.setFrameShape(QFrame.Shape.NoFrame)
        self.board.setWidgetResizable(True)
        self.board.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.board.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.board.viewport().setAutoFillBackground(False)
        self.body = QHBoxLayout()
        self.body.addWidget(self.map_area, 5)
        self.body.addWidget(self.board, 2)
        self.page_layout = QVBoxLayout(self.page)
        self.page_layout.addLayout(self.header)
        self.page_layout.addWidget(divider)
        self.page_layout.addLayout(self.body, 1)
        self.stack = QStackedLayout(self)
        self.stack.addWidget(self.page)
        self.stack.addWidget(QWidget())  # the blackout: nothing on it, painted black

    def _build_board(self, content: PlayerViewContent) -> QWidget:
        board = QWidget()
        board.setAutoFillBackground(False)
        layout = QVBoxLayout(board)
        layout.setContentsMargins(0, 0, 0, 0)
        for group in content.trait_groups:
            title = QLabel(self.tr(group.category.title()))
            title.setObjectName("categoryTitle")
            layout.addWidget(title)
            grid = CardGridLayout()
            for trait in group.traits:
                grid.addWidget(TraitCard(trait))
            layout.addLayout(grid)
        if not content.trait_groups:
            empty = QLabel(self.tr("No traits in play"))
            empty.setObjectName("emptyBoard")
            layout.addWidget(empty)
        layout.addStretch(1)
        return board

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
    def text_scale(self) -> float:
        """The GM's text size, 1.0 being the size that suits the window."""
        return self._text_scale

    def set_blackout(self, blackout: bool) -> None:
        """Black the view out (solid black, nothing else) or bring it back."""
        if blackout != self._blackout:
            self._blackout = blackout
            self.stack.setCurrentIndex(1 if blackout else 0)
            self.update()
            self.updated.emit()

    def set_show_threat(self, show: bool) -> None:
        """Show the threat pool to the players, or hide it."""
        if show != self._show_threat:
            self._show_threat = show
            self.refresh()

    def set_text_scale(self, scale: float) -> None:
        """Make every text larger or smaller (1.0 = the size that suits the window)."""
        if scale != self._text_scale:
            self._text_scale = scale
            self._apply_metrics(force=True)

    def set_map_widget(self, widget: QWidget | None) -> QWidget | None:
        """Show a map beside the traits (None removes it); returns the map it replaced."""
        old = self.map_widget
        layout = self.map_area.layout()
        assert layout is not None
        if old is not None:
            layout.removeWidget(old)
            old.setParent(None)  # type: ignore[call-overload]
        self.map_widget = widget
        if widget is not None:
            layout.addWidget(widget)
        self.map_area.setVisible(widget is not None)
        self._apply_metrics(force=True)
        return old

    def trait_names(self) -> list[str]:
        """The names on the trait cards as drawn now (for checks and tests)."""
        return [card.name.text() for card in self.page.findChildren(TraitCard)]

    def refresh(self) -> None:
        """Rebuild from the campaign state, if what the players may see changed."""
        content = player_view_of(self._bridge.state, show_threat=self._show_threat)
        if content == self._content:
            return
        self._content = content
        self.episode_title.setText(content.episode_title)
        self.episode_title.setVisible(bool(content.episode_title))
        self.scene_title.setText(content.scene_title or content.campaign_name)
        self.momentum.show_value(content.momentum, content.momentum_cap)
        self.threat.setVisible(content.threat is not None)
        self.threat.show_value(content.threat or 0, None)
        old = self.board.takeWidget()
        if old is not None:
            old.deleteLater()
        self.board.setWidget(self._build_board(content))
        self._apply_metrics(force=True)

    def show_on(self, screen: QScreen | None, *, full_screen: bool) -> None:
        """Show the window on a screen: full screen there, or as a normal window."""
        if screen is not None:
            if self.isFullScreen():
                self.showNormal()
            self.setScreen(screen)
            if full_screen:
                self.setGeometry(screen.geometry())
            else:
                area = screen.availableGeometry()
                self.resize(self.size().boundedTo(area.size() * 0.9))
                self.move(area.center() - self.rect().center())
        if full_screen:
            self.setCursor(Qt.CursorShape.BlankCursor)  # no pointer left in the middle of a TV
            self.showFullScreen()
        else:
            self.unsetCursor()
            self.showNormal()
        self.raise_()

    # drawing
    def _on_changed(self, changes: ChangeSet) -> None:
        if changes.kinds() & WATCHED_KINDS:
            self.refresh()

    def _apply_metrics(self, *, force: bool = False) -> None:
        unit = text_unit(self.size(), self._text_scale)
        if unit == self._unit and not force:
            return
        self._unit = unit
        self.setStyleSheet(self._style_sheet(unit))
        for label in self.page.findChildren(QLabel):
            spec = FONTS.get(label.objectName())
            if spec is not None:
                size, weight, spacing, upper = spec
                font = QFont(self.font())
                font.setPixelSize(max(6, round(size * unit)))
                font.setWeight(weight)
                font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, spacing)
                font.setCapitalization(
                    QFont.Capitalization.AllUppercase if upper else QFont.Capitalization.MixedCase
                )
                label.setFont(font)
        for label in self.page.findChildren(QLabel, "traitPotency"):
            label.setMinimumWidth(round(unit * 1.35))
        for pips in self.page.findChildren(Pips):
            pips.set_diameter(round(unit * 0.8))
        margin = round(unit * 1.4)
        self.page_layout.setContentsMargins(margin, round(margin * 0.8), margin, margin)
        self.page_layout.setSpacing(round(unit * 0.7))
        self.header.setSpacing(round(unit * 0.6))
        self.body.setSpacing(round(unit * 0.8))
        board = self.board.widget()
        if board is not None and (layout := board.layout()) is not None:
            layout.setSpacing(round(unit * 0.45))
            for grid in board.findChildren(CardGridLayout):
                grid.min_column_width = round(unit * 12)
                grid.gap = round(unit * 0.5)
                grid.setContentsMargins(QMargins(0, 0, 0, round(unit * 0.5)))
                grid.invalidate()
        self.update()
        self.updated.emit()

    @staticmethod
    def _style_sheet(unit: int) -> str:
        def px(factor: float) -> str:
            return f"{max(1, round(unit * factor))}px"

        return f"""
            QLabel {{ color: {TEXT}; background: transparent; }}
            QLabel#episodeTitle {{ color: {ACCENT}; }}
            QLabel#categoryTitle, QLabel#poolTitle, QLabel#traitOwner, QLabel#poolCap,
            QLabel#emptyBoard {{ color: {MUTED}; }}
            QFrame#divider {{ background: {CARD_BORDER}; border: none; }}
            QScrollArea#traitBoard {{ background: transparent; }}
            QFrame#traitCard {{
                background: {CARD}; border: 1px solid {CARD_BORDER};
                border-left: {px(0.16)} solid {NEUTRAL}; border-radius: {px(0.3)};
                padding: {px(0.35)} {px(0.45)};
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
        """

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._apply_metrics()
        self.updated.emit()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        if self._blackout:
            painter.fillRect(self.rect(), Qt.GlobalColor.black)
            return
        gradient = QLinearGradient(0, 0, 0, self.height())
        gradient.setColorAt(0.0, QColor("#17202c"))
        gradient.setColorAt(1.0, QColor("#0a0d13"))
        painter.fillRect(self.rect(), gradient)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.visibility_changed.emit(True)

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self.visibility_changed.emit(False)
