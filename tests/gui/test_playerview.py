"""The player view and its preview in the GM window: nothing GM-only reaches the table."""

from PySide6.QtCore import QSettings
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QDockWidget
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QMainWindow
from pytestqt.qtbot import QtBot

from gmscreen.model.commands import EditRecord
from gmscreen.model.demo import demo_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.rfi.tracker import NextTurn
from gmscreen.model.rfi.tracker import StartCombat
from gmscreen.model.rfi.traits import AddTrait
from gmscreen.model.session import Session
from gmscreen.model.state import Trait
from gmscreen.ui.panels.player_preview import PlayerPreviewPanel
from gmscreen.ui.playerview import PlayerView
from gmscreen.ui.rfi.traits import TraitsPanel
from gmscreen.ui.shell.undo import SessionBridge

GM_ONLY = "Raiders already aboard"


def shown_texts(view: PlayerView) -> set[str]:
    """Every text the player view draws right now."""
    return {label.text() for label in view.findChildren(QLabel) if label.isVisibleTo(view)}


def board_texts(panel: TraitsPanel) -> set[str]:
    model = panel.board.model()
    return {model.index(row, 0).data() for row in range(model.rowCount())}


def make_panel(
    qtbot: QtBot, session: Session, settings: QSettings, bridge: SessionBridge | None = None
) -> PlayerPreviewPanel:
    panel = PlayerPreviewPanel(bridge or SessionBridge(session), settings=settings)
    qtbot.addWidget(panel)
    qtbot.addWidget(panel.player_view)
    with qtbot.waitExposed(panel):
        panel.show()
    return panel


def is_black(image: QImage) -> bool:
    black = QImage(image.size(), image.format())
    black.fill(QColor("black"))
    return image == black


def test_the_player_view_never_lists_the_gm_only_trait_the_gm_board_shows(
    qtbot: QtBot, session: Session
) -> None:
    bridge = SessionBridge(session)
    board = TraitsPanel(bridge)
    view = PlayerView(bridge)
    qtbot.addWidget(board)
    qtbot.addWidget(view)
    with qtbot.waitExposed(view):
        view.show()
    assert GM_ONLY in board_texts(board)
    assert GM_ONLY not in shown_texts(view)
    assert view.trait_names() == [
        "Derelict freighter",
        "Drifting debris",
        "Emergency lighting",
        "Rattled",
        "Plasma cutter",
    ]
    assert {"Docking approach", "The Derelict"} <= shown_texts(view)


def test_threat_is_hidden_until_the_gm_shows_it_and_the_choice_is_remembered(
    qtbot: QtBot, session: Session, settings: QSettings
) -> None:
    panel = make_panel(qtbot, session, settings)
    view = panel.player_view
    assert not view.threat.isVisibleTo(view)
    assert "Threat" not in shown_texts(view)
    panel.show_threat.click()
    assert view.threat.isVisibleTo(view)
    assert view.threat.value.text() == "6"
    again = make_panel(qtbot, session, settings)
    assert again.show_threat.isChecked()
    assert again.player_view.threat.isVisibleTo(again.player_view)


def test_a_trait_made_gm_only_leaves_the_view_and_the_preview_and_undo_brings_it_back(
    qtbot: QtBot, session: Session, settings: QSettings
) -> None:
    bridge = SessionBridge(session)
    panel = make_panel(qtbot, session, settings, bridge)
    view = panel.player_view
    before = panel.preview.image.toImage()
    with qtbot.waitSignal(panel.preview_updated):
        bridge.execute(EditRecord("trait", 2, label="hide trait", visible=False))
    assert "Drifting debris" not in view.trait_names()
    after = panel.preview.image.toImage()
    assert after != before
    assert after == view.grab().toImage()  # the preview is exactly what the table sees
    with qtbot.waitSignal(panel.preview_updated):
        bridge.undo()
    assert "Drifting debris" in view.trait_names()
    assert panel.preview.image.toImage() == before


def test_blackout_shows_nothing_on_the_view_or_the_preview_and_b_toggles_it(
    qtbot: QtBot, session: Session, settings: QSettings
) -> None:
    panel = make_panel(qtbot, session, settings)
    with qtbot.waitActive(panel):
        panel.activateWindow()
    with qtbot.waitSignal(panel.preview_updated):
        qtbot.keyClick(panel, Qt.Key.Key_B)
    view = panel.player_view
    assert view.blackout
    assert panel.blackout_action.isChecked()
    assert shown_texts(view) == set()
    assert is_black(view.grab().toImage())
    assert is_black(panel.preview.image.toImage())
    assert "B" in panel.blackout_button.toolTip()
    with qtbot.waitSignal(panel.preview_updated):
        qtbot.keyClick(panel, Qt.Key.Key_B)
    assert not view.blackout
    assert "Docking approach" in shown_texts(view)


def test_the_toggle_opens_the_window_and_closing_the_window_clears_the_toggle(
    qtbot: QtBot, session: Session, settings: QSettings
) -> None:
    panel = make_panel(qtbot, session, settings)
    view = panel.player_view
    assert not view.isVisible()
    with qtbot.waitExposed(view):
        panel.show_button.click()
    assert view.isVisible()
    assert not view.isFullScreen()  # one monitor: a window beside the GM's, not over it
    view.close()
    assert not panel.show_action.isChecked()
    assert "Closed" in panel.status.text()


def test_text_size_and_monitor_are_remembered_on_this_machine(
    qtbot: QtBot, session: Session, settings: QSettings
) -> None:
    panel = make_panel(qtbot, session, settings)
    title_size = panel.player_view.scene_title.font().pixelSize()
    panel.text_size.setValue(150)
    assert panel.player_view.scene_title.font().pixelSize() > title_size
    again = make_panel(qtbot, session, settings)
    assert again.text_size.value() == 150
    assert again.player_view.text_scale == 1.5
    assert again.screen_box.count() == 1
    assert not again.screen_box.isEnabled()  # one monitor: nothing to choose


def test_a_map_takes_the_middle_and_the_traits_move_beside_it(
    qtbot: QtBot, session: Session
) -> None:
    view = PlayerView(SessionBridge(session))
    qtbot.addWidget(view)
    view.resize(1920, 1080)
    first, second = QLabel("map"), QLabel("other map")
    assert view.set_map_widget(first) is None
    with qtbot.waitExposed(view):
        view.show()
    assert first.isVisible()
    assert len(view.board.columns) == 1  # one column of traits beside the map
    assert first.geometry().width() > view.board.width()
    assert view.set_map_widget(second) is first
    assert view.set_map_widget(None) is second
    assert len(view.board.columns) == 2


def fight(bridge: SessionBridge) -> None:
    bridge.execute(StartCombat(1, [1, 2, 3, 4, 5, 6]))
    bridge.execute(NextTurn(1, 1))


def test_a_fight_shows_its_turn_order_without_the_gm_only_raider_and_the_gm_can_hide_it(
    qtbot: QtBot, settings: QSettings
) -> None:
    session = Session(MemoryRepository(demo_records(tokens=True)))
    bridge = SessionBridge(session)
    panel = make_panel(qtbot, session, settings, bridge)
    view = panel.player_view
    assert not view.turn_strip.isVisibleTo(view)
    with qtbot.waitSignal(panel.preview_updated):
        fight(bridge)
    assert view.turn_strip.isVisibleTo(view)
    texts = shown_texts(view)
    assert {"Round 1", "Vex Marlo is acting", "▶ Vex Marlo", "Dr. Ines Calder"} <= texts
    assert not any("Raider" in text for text in texts)
    panel.show_turn_order.click()
    assert not view.turn_strip.isVisibleTo(view)
    again = make_panel(qtbot, session, settings)
    assert not again.show_turn_order.isChecked()
    assert not again.player_view.turn_strip.isVisibleTo(again.player_view)
    bridge.undo()  # the view shows no turn order now: nothing for the preview to redraw
    bridge.undo()
    assert view.content is not None
    assert view.content.turn_order is None


def test_the_turn_strip_marks_who_acted_and_fits_a_narrow_window(qtbot: QtBot) -> None:
    session = Session(MemoryRepository(demo_records(tokens=True)))
    bridge = SessionBridge(session)
    fight(bridge)
    bridge.execute(NextTurn(1, 5))
    view = PlayerView(bridge)
    qtbot.addWidget(view)
    view.resize(640, 360)
    with qtbot.waitExposed(view):
        view.show()
    names = {label.text(): label.property("turn") for label in view.turn_strip.names}
    assert names["✓ Vex Marlo"] == "acted"
    assert names["▶ Captain Haldane"] == "current"
    assert names["The Broker"] == "waiting"
    strip = view.turn_strip
    assert strip.minimumSizeHint().width() <= strip.width()


def test_momentum_threat_and_turn_order_are_rfi_only(
    qtbot: QtBot, session: Session, settings: QSettings
) -> None:
    campaign = session.state.campaign
    session.execute(EditRecord("campaign", campaign.id, label="system", system="firelock"))
    panel = make_panel(qtbot, session, settings)
    view = panel.player_view
    assert not view.momentum.isVisibleTo(view)
    assert not panel.show_threat.isVisibleTo(panel)
    assert not panel.show_turn_order.isVisibleTo(panel)
    assert "Docking approach" in shown_texts(view)


def test_behind_another_tab_the_closed_view_waits_and_its_preview_follows_it_into_view(
    qtbot: QtBot, session: Session, settings: QSettings
) -> None:
    # As the GM window builds it after the first paint: in a dock behind the task panel's tab.
    bridge = SessionBridge(session)
    window = QMainWindow()
    qtbot.addWidget(window)
    front, back = QDockWidget("Task"), QDockWidget("Player View")
    front.setWidget(QLabel("Roll"))
    for dock in (front, back):
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.tabifyDockWidget(front, back)
    front.raise_()
    with qtbot.waitExposed(window):
        window.show()
    panel = PlayerPreviewPanel(bridge, settings=settings)
    qtbot.addWidget(panel.player_view)
    back.setWidget(panel)
    view = panel.player_view
    updates: list[None] = []
    panel.preview_updated.connect(lambda: updates.append(None))
    scene = bridge.state.campaign.current_scene_id
    bridge.execute(AddTrait(Trait(0, "Sparking conduit", "situation", scene_id=scene)))
    qtbot.wait(50)
    assert view.board.grids == []  # not a card built, nothing rendered for the preview
    assert panel.preview.image.isNull()
    assert updates == []
    assert "Sparking conduit" in [trait.name for trait in view.content.traits]  # yet up to date

    with qtbot.waitSignal(panel.preview_updated):
        back.raise_()  # the GM brings the player view's tab to the front
    assert "Sparking conduit" in view.trait_names()
    assert panel.preview.image.toImage() == view.grab().toImage()

    front.raise_()
    qtbot.wait(50)
    updates.clear()
    bridge.execute(EditRecord("trait", 2, label="hide trait", visible=False))
    qtbot.wait(50)
    assert updates == []  # behind the tab again: the preview is not redrawn
    with qtbot.waitSignal(panel.preview_updated):
        back.raise_()
    assert "Drifting debris" not in view.trait_names()
    assert panel.preview.image.toImage() == view.grab().toImage()
