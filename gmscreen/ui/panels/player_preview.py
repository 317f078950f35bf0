"""The player view's dock in the GM window: a live preview of exactly what the table sees, and
the controls — show or hide it, which monitor, text size, threat and turn order shown or not,
blackout (B).

The options are this machine's (its monitors, its TV), so they live in QSettings, not in the
campaign, and changing them is not an undoable action.
"""

from __future__ import annotations

from typing import TypeVar

from PySide6.QtCore import QPoint
from PySide6.QtCore import QRect
from PySide6.QtCore import QRectF
from PySide6.QtCore import QSettings
from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtCore import QTimer
from PySide6.QtCore import Signal
from PySide6.QtGui import QAction
from PySide6.QtGui import QColor
from PySide6.QtGui import QGuiApplication
from PySide6.QtGui import QHideEvent
from PySide6.QtGui import QKeySequence
from PySide6.QtGui import QPainter
from PySide6.QtGui import QPaintEvent
from PySide6.QtGui import QPixmap
from PySide6.QtGui import QRegion
from PySide6.QtGui import QResizeEvent
from PySide6.QtGui import QScreen
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QDockWidget
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QSizePolicy
from PySide6.QtWidgets import QSpinBox
from PySide6.QtWidgets import QToolButton
from PySide6.QtWidgets import QWidget

from gmscreen.model.system_models import system_model
from gmscreen.ui import boxes
from gmscreen.ui.least_height import LeastHeightPanel
from gmscreen.ui.playerview import PlayerView
from gmscreen.ui.shell.undo import SessionBridge

SHOW_THREAT_KEY = "playerView/showThreat"
SHOW_TURN_ORDER_KEY = "playerView/showTurnOrder"
TEXT_SIZE_KEY = "playerView/textSize"  # per cent of the size that suits the screen
SCREEN_KEY = "playerView/screen"  # the chosen monitor's name
TEXT_SIZES = (50, 300, 10)  # least, most, step (per cent)
T = TypeVar("T", bool, int, str)
LETTERBOX = QColor("#05070a")  # around the preview, when its shape is not the panel's
PREVIEW_STRETCH = 100  # against the stretch under the controls: the preview grows first


def screen_key(screen: QScreen) -> str:
    """What identifies a monitor across runs: its name, else its make, model and place."""
    if screen.name():
        return screen.name()
    where = screen.geometry().topLeft()
    return f"{screen.manufacturer()} {screen.model()} @{where.x()},{where.y()}"


class PreviewImage(QWidget):
    """The player view's latest rendering, scaled down to fit, letterboxed.

    Painted by itself rather than shown by a QLabel: a label's new pixmap asks every layout
    up to the main window to lay out again, and the window then repaints all of itself, on
    every change the preview follows. A new rendering here repaints the preview alone (its
    size hint changes only with the view's shape).

    It takes the room its dock has: at most the view's shape at its width, less in a short
    dock (the picture scales down, letterboxed at the sides), so the dock never scrolls to
    show the controls under it.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playerPreviewImage")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)  # it paints every pixel
        self.image = QPixmap()
        self._scaled = QPixmap()

    def show_image(self, image: QPixmap, changed: QRect | None = None) -> None:
        """Show a new rendering (kept at full size, so resizing the panel stays sharp);
        `changed`, when known, is the only part that differs from the rendering before."""
        reshaped = image.size() != self.image.size()
        self.image = image
        if changed is None or reshaped or self._scaled.isNull() or image.devicePixelRatio() != 1:
            self._rescale()
        else:
            self._rescale_part(changed)
        if reshaped:
            self._fit_height()
            self.updateGeometry()
        self.update()

    def _rescale_part(self, area: QRect) -> None:
        """Scale down only `area` of the rendering into the shown pixmap (a pool's value: the
        header), a pixel wider all round so its edge blends with what was there."""
        ratio = self._scaled.devicePixelRatio()
        self._scaled.setDevicePixelRatio(1)  # device pixels throughout
        across = self._scaled.width() / max(1, self.image.width())
        down = self._scaled.height() / max(1, self.image.height())
        target = (
            QRectF(area.x() * across, area.y() * down, area.width() * across, area.height() * down)
            .toAlignedRect()
            .adjusted(-1, -1, 1, 1)
            & self._scaled.rect()
        )
        source = (
            QRectF(
                target.x() / across,
                target.y() / down,
                target.width() / across,
                target.height() / down,
            ).toAlignedRect()
            & self.image.rect()
        )
        part = self.image.copy(source).scaled(
            target.size(),
            Qt.AspectRatioMode.IgnoreAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )
        painter = QPainter(self._scaled)
        painter.drawPixmap(target.topLeft(), part)
        painter.end()
        self._scaled.setDevicePixelRatio(ratio)

    def _rescale(self) -> None:
        if self.image.isNull():
            return
        ratio = self.devicePixelRatioF()
        self._scaled = self.image.scaled(
            self.contentsRect().size() * ratio,
            Qt.AspectRatioMode.KeepAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )
        self._scaled.setDevicePixelRatio(ratio)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), LETTERBOX)
        if not self._scaled.isNull():
            size = self._scaled.deviceIndependentSize().toSize()
            place = QRect(QPoint(0, 0), size)
            place.moveCenter(self.contentsRect().center())
            painter.drawPixmap(place.topLeft(), self._scaled)
        painter.end()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit_height()
        self._rescale()

    def _fit_height(self) -> None:
        """No taller than the view's shape at this width: a taller preview is only black."""
        self.setMaximumHeight(max(self.minimumSizeHint().height(), self.shaped(self.width())))

    def shaped(self, width: int) -> int:
        """The height of the view's shape at `width` (16:9 before the first rendering)."""
        shape = QSize(16, 9) if self.image.isNull() else self.image.size()
        return round(width * shape.height() / max(1, shape.width()))

    def sizeHint(self) -> QSize:
        return QSize(320, self.shaped(320))

    def minimumSizeHint(self) -> QSize:
        return QSize(160, self.shaped(160))


class PlayerPreviewPanel(LeastHeightPanel):
    """Shows, places and blacks out the player view, with a live preview of it.

    Signals:
        preview_updated: the preview was redrawn from the player view.
    """

    preview_updated = Signal()

    def __init__(
        self,
        bridge: SessionBridge,
        parent: QWidget | None = None,
        *,
        settings: QSettings | None = None,
    ) -> None:
        super().__init__(parent)
        self._settings = settings
        self._bridge_system = bridge.state.campaign.system
        self.player_view = PlayerView(
            bridge,
            show_threat=self._setting(SHOW_THREAT_KEY, False),
            show_turn_order=self._setting(SHOW_TURN_ORDER_KEY, True),
            text_scale=self._setting(TEXT_SIZE_KEY, 100) / 100,
            watched=False,  # until the preview shows: the panel may start behind a tab
        )
        # The view is its own top-level window; it goes when the panel goes (a campaign closes).
        self.destroyed.connect(self.player_view.deleteLater)
        self.preview = PreviewImage()
        self.status = QLabel("")
        self.status.setObjectName("playerViewStatus")
        self.status.setWordWrap(True)
        self._build_actions()
        self._build_options()
        self._preview_stale = False  # the view changed while the preview was hidden
        self._dock: QDockWidget | None = None  # the dock the panel is in, once shown there
        self._preview_timer = QTimer(self)
        self._preview_timer.setSingleShot(True)
        self._preview_timer.setInterval(0)  # one redraw for the burst of changes of one action
        self._preview_timer.timeout.connect(self.refresh_preview)
        self.player_view.updated.connect(self._preview_timer.start)
        self.player_view.visibility_changed.connect(self._on_view_visibility)
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.screenAdded.connect(self._on_screens_changed)
            app.screenRemoved.connect(self._on_screens_changed)
        self._fit_hidden_view()
        self._update_status()
        self.refresh_preview()

    def _setting(self, key: str, default: T) -> T:
        if self._settings is None:
            return default
        try:
            value = self._settings.value(key, default, type=type(default))
        except (TypeError, ValueError):  # a value edited by hand into something unreadable
            return default
        return value if isinstance(value, type(default)) else default

    def _save(self, key: str, value: object) -> None:
        if self._settings is not None:
            self._settings.setValue(key, value)

    def _build_actions(self) -> None:
        self.show_action = QAction(self.tr("Show player view"), self)
        self.show_action.setCheckable(True)
        self.show_action.setToolTip(
            self.tr(
                "Open the player view on the chosen monitor (full screen there), or close it. "
                "It shows only what the players may see, never the GM window."
            )
        )
        self.show_action.toggled.connect(self.set_player_view_shown)
        self.blackout_action = QAction(self.tr("Blackout"), self)
        self.blackout_action.setCheckable(True)
        self.blackout_action.setShortcut(QKeySequence("B"))
        self.blackout_action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.blackout_action.setToolTip(
            self.tr(
                "Black out the player view: solid black, nothing else, until you press it "
                "again. Shortcut: B (in the GM window or the player view)."
            )
        )
        self.blackout_action.toggled.connect(self.player_view.set_blackout)
        self.blackout_action.toggled.connect(self._update_status)
        # Both windows, so B works wherever the GM clicked last.
        self.addAction(self.blackout_action)
        self.player_view.addAction(self.blackout_action)
        self.show_button = self._button(self.show_action)
        self.blackout_button = self._button(self.blackout_action)

    def _button(self, action: QAction) -> QToolButton:
        button = QToolButton()
        button.setDefaultAction(action)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        button.setMinimumHeight(30)
        return button

    def _build_options(self) -> None:
        self.screen_box = QComboBox()
        self.screen_box.setToolTip(
            self.tr("The monitor or TV facing the table; the player view fills it")
        )
        self._fill_screens()
        self.screen_box.currentIndexChanged.connect(self._on_screen_chosen)
        self.text_size = QSpinBox()
        least, most, step = TEXT_SIZES
        self.text_size.setRange(least, most)
        self.text_size.setSingleStep(step)
        self.text_size.setSuffix(" %")
        self.text_size.setValue(round(self.player_view.text_scale * 100))
        self.text_size.setToolTip(
            self.tr("Text size on the player view (100 % suits the screen's size)")
        )
        self.text_size.valueChanged.connect(self._on_text_size)
        self.show_threat = QCheckBox(self.tr("Show threat to the players"))
        self.show_threat.setChecked(self.player_view.show_threat)
        self.show_threat.toggled.connect(self._on_show_threat)
        self.show_turn_order = QCheckBox(self.tr("Show the turn order in a fight"))
        self.show_turn_order.setToolTip(
            self.tr(
                "Round, whose turn it is and who has acted. Characters whose token is "
                "GM-only stay off it."
            )
        )
        self.show_turn_order.setChecked(self.player_view.show_turn_order)
        self.show_turn_order.toggled.connect(self._on_show_turn_order)
        buttons = boxes.row(self.show_button, self.blackout_button)
        form = QFormLayout()
        form.addRow(self.tr("Monitor"), self.screen_box)
        form.addRow(self.tr("Text size"), self.text_size)
        form.addRow(self.show_threat)
        form.addRow(self.show_turn_order)
        # Only a system that shows the players its pools and a fight's order has them (RFI).
        shows = system_model(self._bridge_system)
        self.show_threat.setVisible(shows.player_pools is not None)
        self.show_turn_order.setVisible(shows.player_turn_order is not None)
        # The preview takes the height there is, up to its shape; what is left goes below all.
        preview = boxes.grow(self.preview, PREVIEW_STRETCH)
        boxes.column(preview, self.status, buttons, form, boxes.STRETCH, parent=self)

    # screens
    def _fill_screens(self) -> None:
        wanted = self._setting(SCREEN_KEY, "") or self.screen_box.currentData()
        screens = QGuiApplication.screens()
        self.screen_box.blockSignals(True)
        self.screen_box.clear()
        for number, screen in enumerate(screens, start=1):
            size = screen.size()
            name = screen.name() or self.tr("Screen %d") % number
            self.screen_box.addItem(f"{name} — {size.width()}×{size.height()}", screen_key(screen))
        index = self.screen_box.findData(wanted) if wanted else -1
        if index < 0:
            # Unchosen: the first monitor the GM window is not on, the TV most likely.
            mine = self.screen()
            others = [i for i, screen in enumerate(screens) if screen is not mine]
            index = others[0] if others else 0
        self.screen_box.setCurrentIndex(index)
        self.screen_box.setEnabled(len(screens) > 1)
        self.screen_box.blockSignals(False)

    def chosen_screen(self) -> QScreen | None:
        """The monitor the player view goes to."""
        key = self.screen_box.currentData()
        for screen in QGuiApplication.screens():
            if screen_key(screen) == key:
                return screen
        return QGuiApplication.primaryScreen()

    @staticmethod
    def full_screen() -> bool:
        """Whether the player view fills its monitor: yes when there is a second monitor."""
        return len(QGuiApplication.screens()) > 1

    def _on_screen_chosen(self) -> None:
        self._save(SCREEN_KEY, self.screen_box.currentData())
        if self.player_view.isVisible():
            self.player_view.show_on(self.chosen_screen(), full_screen=self.full_screen())
        else:
            self._fit_hidden_view()
        self._update_status()

    def _on_screens_changed(self) -> None:
        self._fill_screens()
        self._on_screen_chosen()

    def _fit_hidden_view(self) -> None:
        """Size the closed view as it will open, so the preview matches what will show."""
        if not self.player_view.isVisible():
            self.player_view.place_on(self.chosen_screen(), full_screen=self.full_screen())

    # options
    def set_player_view_shown(self, shown: bool) -> None:
        """Open the player view on the chosen monitor, or close it."""
        if shown and not self.player_view.isVisible():
            self.player_view.show_on(self.chosen_screen(), full_screen=self.full_screen())
        elif not shown and self.player_view.isVisible():
            self.player_view.hide()

    def _on_view_visibility(self, visible: bool) -> None:
        self.show_action.setChecked(visible)  # the GM may close the window itself
        self._update_status()

    def _on_text_size(self, percent: int) -> None:
        self._save(TEXT_SIZE_KEY, percent)
        self.player_view.set_text_scale(percent / 100)

    def _on_show_threat(self, shown: bool) -> None:
        self._save(SHOW_THREAT_KEY, shown)
        self.player_view.set_show_threat(shown)

    def _on_show_turn_order(self, shown: bool) -> None:
        self._save(SHOW_TURN_ORDER_KEY, shown)
        self.player_view.set_show_turn_order(shown)

    def _update_status(self) -> None:
        view = self.player_view
        if not view.isVisible():
            text = self.tr("Closed. The preview shows what the players will see.")
        elif view.isFullScreen():
            text = self.tr("Showing full screen on %s.") % self.screen_box.currentText()
        else:
            text = self.tr("Showing in a window.")
        if view.blackout:
            text = self.tr("Blacked out. ") + text
        self.status.setText(text)

    # preview
    def refresh_preview(self) -> None:
        """Redraw the preview from the player view, exactly as it is (blackout included).

        Not while the preview is out of view (its dock closed or behind another tab), not even
        the first time: rendering the whole view costs a few milliseconds per change (the
        first rendering at 100,000 actions, 0.1 s), and coming into view redraws it anyway.
        While the view is on a screen, its pixels are copied from there (the view paints once
        per change, not twice); closed, it is rendered: only what changed when the view says.
        """
        self._preview_timer.stop()
        if not self._in_view():
            self._preview_stale = True
            return
        self._preview_stale = False
        view, image = self.player_view, self.preview.image
        area = view.take_changed_area()
        partial = area is not None and image.size() == view.size() and image.devicePixelRatio() == 1
        shown = view.image_on_screen()
        if shown is not None:  # on the table's screen: copy its pixels, paint nothing again
            if partial and area is not None and shown.devicePixelRatio() == 1:
                painter = QPainter(image)
                painter.drawImage(area.topLeft(), shown, area)
                painter.end()
            else:
                image = QPixmap.fromImage(shown.copy())  # a copy: the window paints on in its own
        elif partial and area is not None:  # only what changed (a pool's value: the header)
            view.render(image, area.topLeft(), QRegion(area))
        else:
            image = view.grab()
        self.preview.show_image(image, area if partial else None)
        self.preview_updated.emit()

    def _in_view(self) -> bool:
        """Whether the preview is on show: a dock behind another tab is "visible" to Qt, but
        moved out of the window's sight."""
        return self.preview.isVisible() and not self.preview.visibleRegion().isEmpty()

    def _follow_view(self) -> None:
        """Into view: the closed player view is drawn for the preview, and the preview
        redrawn if it missed a change; out of view: the closed view's cards may wait."""
        in_view = self._in_view()
        self.player_view.set_watched(in_view)
        if in_view and (self._preview_stale or self.preview.image.isNull()):
            self.refresh_preview()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._dock is None:  # its tab raised or put behind another: no show or hide here
            parent = self.parentWidget()
            while parent is not None and not isinstance(parent, QDockWidget):
                parent = parent.parentWidget()
            if parent is not None:
                self._dock = parent
                parent.visibilityChanged.connect(self._on_dock_visibility)
        self._follow_view()

    def _on_dock_visibility(self, _shown: bool) -> None:
        QTimer.singleShot(0, self, self._follow_view)  # once the dock area placed the tabs

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self.player_view.set_watched(False)
