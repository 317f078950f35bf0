"""The player view window: the page facing the table, built from a `PlayerViewContent`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QEvent
from PySide6.QtCore import QPoint
from PySide6.QtCore import QRect
from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtGui import QFont
from PySide6.QtGui import QFontMetrics
from PySide6.QtGui import QGuiApplication
from PySide6.QtGui import QHideEvent
from PySide6.QtGui import QImage
from PySide6.QtGui import QResizeEvent
from PySide6.QtGui import QScreen
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QFrame
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QStackedLayout
from PySide6.QtWidgets import QWidget

from gmscreen.model.changes import ChangeSet
from gmscreen.model.player_view import PlayerTraitGroup
from gmscreen.model.player_view import PlayerViewContent
from gmscreen.model.player_view import player_view_of
from gmscreen.model.player_view import with_pools
from gmscreen.model.player_view import with_traits
from gmscreen.model.player_view import with_turn_order
from gmscreen.rules.systems import RFI_FREELANCERS
from gmscreen.ui import boxes
from gmscreen.ui.map.widget import MapWidget
from gmscreen.ui.playerview.board import TraitBoard
from gmscreen.ui.playerview.cards import PoolBox
from gmscreen.ui.playerview.cards import size_texts
from gmscreen.ui.playerview.strip import TurnStrip
from gmscreen.ui.playerview.style import MOMENTUM_COLOURS
from gmscreen.ui.playerview.style import THREAT_COLOURS
from gmscreen.ui.playerview.style import invalidate_tree
from gmscreen.ui.playerview.style import size_label
from gmscreen.ui.playerview.style import style_sheet
from gmscreen.ui.playerview.style import text_unit
from gmscreen.ui.shell.undo import SessionBridge

TITLE_SIZES = (2.3, 1.9, 1.6)  # the scene title takes the largest that needs at most two lines
# Tokens and zones too: a GM-only token keeps its character out of the players' turn order.
WATCHED_KINDS = frozenset(
    {"campaign", "scene", "episode", "trait", "pool", "character", "tracker", "token", "zone"}
)
POOL_KINDS = frozenset({"pool", "roll"})  # a change of these alone reaches only the pools
TURN_KINDS = frozenset({"token", "zone", "tracker"})  # they reach only the turn order
# A change of these alone reaches the pools, the changed traits' cards and the turn order:
# the rest of the content stays, nothing is gathered again.
IN_PLACE_KINDS = POOL_KINDS | TURN_KINDS | {"trait"}
# Platforms whose window pixels stay readable after they reach the screen (a raster image the
# window keeps). macOS hands its layers' buffers on after each frame: the preview grabs there.
SHARED_PIXEL_PLATFORMS = frozenset({"offscreen", "xcb", "windows", "wayland"})
TRAIT_SYSTEMS = frozenset({RFI_FREELANCERS.id})  # the rule systems whose scenes hold traits


class PlayerView(QWidget):
    """The player view window: scene, visible traits, momentum (threat if chosen), the map.

    Closed and watched by nobody (`set_watched`: the GM's preview, behind another tab), the
    view keeps its content and texts up to date but builds its cards and sizes its texts only
    once it is shown or watched again: at 100,000 actions that was most of building the
    player view's panel after the first paint, three times over (at its first size, at its
    screen's, and with the map beside the cards).

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
        watched: bool = True,
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
        self._fitted_title: tuple[str, int, int] | None = None
        self.map_widget: QWidget | None = None
        self._partial_area: QRect | None = None
        self._changed_area = QRect()
        self._whole_changed = True
        self._drawn_size = QSize()
        self._watched = watched
        # Closed and unwatched: the cards wait (None: drawn; True: the board is to be built
        # again, not only brought up to date; False: brought up to date).
        self._waiting: bool | None = None
        self.updated.connect(self._note_update)
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
        titles = boxes.column(self.episode_title, self.scene_title, boxes.STRETCH, spacing=0)
        self.momentum = PoolBox(self.tr("Momentum"), MOMENTUM_COLOURS)
        self.threat = PoolBox(self.tr("Threat"), THREAT_COLOURS)
        top = Qt.AlignmentFlag.AlignTop
        self.header = boxes.row(
            boxes.grow(titles), boxes.aligned(self.momentum, top), boxes.aligned(self.threat, top)
        )
        divider = QFrame()
        divider.setObjectName("divider")
        divider.setFixedHeight(2)
        self.turn_strip = TurnStrip()
        self.turn_strip.hide()
        self.map_area = QFrame()
        self.map_area.setObjectName("mapArea")
        self.map_layout = boxes.column(parent=self.map_area, margins=0)  # the map, when shown
        self.map_area.hide()
        self.board = TraitBoard()
        # Only RFI: Freelancers puts traits in play: elsewhere "No traits in play" would take a
        # third of the table's screen from the map to say what the system never has.
        self.board.setVisible(self._bridge.state.campaign.system in TRAIT_SYSTEMS)
        self.body = boxes.row(boxes.grow(self.map_area, 5), boxes.grow(self.board, 2))
        self.campaign_name = QLabel("")
        self.campaign_name.setObjectName("campaignName")
        self.page_layout = boxes.column(
            self.header,
            divider,
            self.turn_strip,
            boxes.grow(self.body),
            self.campaign_name,
            parent=self.page,
        )
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
            if self._waits():
                self._unit = 0  # every text sized again when drawn
            else:
                self._apply_metrics(force=True)
            self.updated.emit()

    def set_map_widget(self, widget: QWidget | None) -> QWidget | None:
        """Show a map beside the traits (None removes it); returns the map it replaced.

        The map must itself be player-safe (no GM-only zone or token); each time it redraws
        (its `redrawn` signal) the view emits `updated`, so the GM's preview follows it.
        """
        old = self.map_widget
        if old is not None:
            if isinstance(old, MapWidget):
                old.redrawn.disconnect(self.updated)
                old.redrawn.disconnect(self._follow_map)
            self.map_layout.removeWidget(old)
            old.setParent(None)
        self.map_widget = widget
        if widget is not None:
            self.map_layout.addWidget(widget)
            if isinstance(widget, MapWidget):
                widget.redrawn.connect(self._follow_map)
                widget.redrawn.connect(self.updated)
        self._follow_map()
        self._rebuild_board()
        return old

    def _follow_map(self) -> None:
        """The map's area shows while the map shows a map: a scene without one leaves no
        empty dark field on the table's screen (the scene's title and traits have it)."""
        widget = self.map_widget
        shown = widget is not None and not (
            isinstance(widget, MapWidget) and widget.scene.map_id is None
        )
        if self.map_area.isHidden() == shown:
            self.map_area.setVisible(shown)

    def set_watched(self, watched: bool) -> None:
        """Whether the closed view is watched (the GM's preview is on show): if so it is kept
        drawn, else its cards wait until it is shown or watched again."""
        self._watched = watched
        if watched:
            self.draw()

    def draw(self) -> None:
        """Build the cards and size the texts that wait (see the class); nothing if none do.
        What the view shows is announced already (`updated`): not again."""
        rebuild, self._waiting = self._waiting, None
        if rebuild is None:
            return
        if self._content is not None:
            if rebuild:
                self.board.show_groups(self._content.trait_groups, split=self.map_widget is None)
            else:
                self._show_traits(self._content.trait_groups)
        self._apply_metrics()

    def _waits(self) -> bool:
        """Whether the cards wait: closed, unwatched (or waiting already, until drawn)."""
        if self._waiting is None and (self._watched or self.isVisible()):
            return False
        if self._waiting is None:
            self._waiting = False
        return True

    def trait_names(self) -> list[str]:
        """The names on the trait cards as drawn now (those waiting drawn first)."""
        self.draw()
        return [card.name.text() for grid in self.board.grids for card in grid.cards]

    def refresh(self, changes: ChangeSet | None = None) -> None:
        """Show what the players may see now, changing only what differs from what is shown.

        `changes` (the change set that made this refresh necessary) lets a change to pools
        or traits alone change just those, without gathering the scene's traits; None reads
        everything.
        """
        state = self._bridge.state
        content: PlayerViewContent | None = None
        if changes is not None and self._content is not None and changes.kinds() <= IN_PLACE_KINDS:
            content = self._content
            if changes.touches("trait"):
                content = with_traits(content, state, changes.of_kind("trait"))
            if content is not None and changes.kinds() & POOL_KINDS:
                content = with_pools(content, state, show_threat=self._show_threat)
            if content is not None and changes.kinds() & TURN_KINDS:
                content = with_turn_order(content, state, show_turn_order=self._show_turn_order)
        if content is None:
            content = player_view_of(
                state, show_threat=self._show_threat, show_turn_order=self._show_turn_order
            )
        if content == self._content:
            return
        old, self._content = self._content, content
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
        if self._waits():
            self.updated.emit()
            return
        if old is None or content.trait_groups != old.trait_groups:
            self._show_traits(content.trait_groups)
        # What was redrawn, when one part alone changed and stays in place: a pool's value
        # (the header) or cards (the board). Anything else may have moved: the whole view.
        part: Callable[[], QRect] | None = None
        if old is not None and content == replace(
            old, momentum=content.momentum, momentum_cap=content.momentum_cap, threat=content.threat
        ):
            part = self._header_area
        elif old is not None and content == replace(old, trait_groups=content.trait_groups):
            part = self._board_area
        before = part() if part is not None else None
        self._apply_metrics()
        if part is not None and before == part():
            self._emit_updated(part())
        else:
            self.updated.emit()

    def image_on_screen(self) -> QImage | None:
        """The window's pixels as they are on its screen, pending changes painted (as the next
        frame would paint them anyway): what the GM's preview copies instead of painting the
        whole view a second time. None when the window is not on a screen (closed, minimised)
        or the platform keeps its pixels out of reach: the caller renders the view instead.

        The image is the window's own buffer: copy from it, never paint into it.
        """
        handle = self.windowHandle()
        if (
            handle is None
            or not handle.isExposed()
            or QGuiApplication.platformName() not in SHARED_PIXEL_PLATFORMS
        ):
            return None
        QCoreApplication.sendPostedEvents(self, QEvent.Type.UpdateRequest)
        store = self.backingStore()
        image = store.paintDevice() if store is not None else None
        if not isinstance(image, QImage):
            return None
        ratio = image.devicePixelRatio()
        wanted = QSize(round(self.width() * ratio), round(self.height() * ratio))
        return image if image.size() == wanted else None  # resized, not yet painted

    def take_changed_area(self) -> QRect | None:
        """The part of the view that changed since the last call, in the view's coordinates,
        so the GM's preview redraws only that; None when anything may have changed."""
        whole, area = self._whole_changed, self._changed_area
        self._whole_changed, self._changed_area = False, QRect()
        return None if whole or not area.isValid() else area

    def _emit_updated(self, area: QRect) -> None:
        self._partial_area = area
        self.updated.emit()

    def _note_update(self) -> None:
        # Every `updated` passes here first: one not marked partial (a resize, a new scene,
        # the map redrawn) stands for the whole view.
        area, self._partial_area = self._partial_area, None
        if area is None:
            self._whole_changed = True
        else:
            self._changed_area = self._changed_area.united(area)

    def _header_area(self) -> QRect:
        area = self.header.geometry()
        return QRect(self.page.mapTo(self, area.topLeft()), area.size())

    def _board_area(self) -> QRect:
        return QRect(self.board.mapTo(self, QPoint(0, 0)), self.board.size())

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
            self.refresh(changes)

    def _rebuild_board(self) -> None:
        if self._waits():
            self._waiting = True
            self.updated.emit()
            return
        if self._content is not None:
            self.board.show_groups(self._content.trait_groups, split=self.map_widget is None)
        self._apply_metrics()
        self.updated.emit()

    def _show_traits(self, groups: tuple[PlayerTraitGroup, ...]) -> None:
        """The cards in place when only cards changed; the board built again otherwise."""
        split = self.map_widget is None
        if not self.board.update_groups(groups, split=split):
            self.board.show_groups(groups, split=split)

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
        fitting = (self.scene_title.text(), unit, width)
        if fitting == self._fitted_title:
            return  # fitted once per title and size, not on every change of the view
        self._fitted_title = fitting
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
        # A grab of the hidden view sends it a resize of the same size: redrawing the preview
        # for that would grab again, and again, for as long as the view stays closed.
        if event.size() != self._drawn_size:
            self._drawn_size = event.size()
            if not self._waits():
                self._apply_metrics()
            self.updated.emit()

    def showEvent(self, event: QShowEvent) -> None:
        self.draw()  # at the size it is shown at, before its first frame
        super().showEvent(event)
        self.visibility_changed.emit(True)

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self.visibility_changed.emit(False)
