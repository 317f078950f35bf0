"""Views react in proportion to a change: a Momentum point, a trait edit or a new roll changes
what it touched and rebuilds nothing else (see `gmscreen.model.changes`)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtCore import QObject
from PySide6.QtCore import QSettings
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from gmscreen.model.commands import CreateRecord
from gmscreen.model.commands import DeleteRecord
from gmscreen.model.commands import EditRecord
from gmscreen.model.player_view import PlayerTrait
from gmscreen.model.rfi.traits import AddTrait
from gmscreen.model.session import Session
from gmscreen.model.state import RollRecord
from gmscreen.model.state import Trait
from gmscreen.ui.panels.player_preview import PlayerPreviewPanel
from gmscreen.ui.panels.rolllog import RollLogPanel
from gmscreen.ui.playerview import PlayerView
from gmscreen.ui.playerview import board
from gmscreen.ui.playerview import cards
from gmscreen.ui.playerview import window
from gmscreen.ui.playerview.cards import MAX_CARDS
from gmscreen.ui.playerview.cards import TraitCard
from gmscreen.ui.playerview.style import FIT_STEPS
from gmscreen.ui.playerview.style import FONTS
from gmscreen.ui.rfi.pools import PoolsPanel
from gmscreen.ui.rfi.task import TaskPanel
from gmscreen.ui.shell.dock_host import DockHost
from gmscreen.ui.shell.undo import SessionBridge
from tests.gui.workspaces_walk import open_window


class Counts:
    """How many trait cards were made and how often the board's text was sized."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.cards_made = 0
        self.boards_sized = 0
        make_card = TraitCard.__init__
        size_texts = board.size_texts

        def counting_card(card: TraitCard, *args: object, **kwargs: object) -> None:
            self.cards_made += 1
            make_card(card, *args, **kwargs)  # type: ignore[arg-type]

        def counting_size(root: object, unit: float) -> None:
            if isinstance(root, board.QWidget) and root.objectName() == "traitBoardPage":
                self.boards_sized += 1
            size_texts(root, unit)  # type: ignore[arg-type]

        monkeypatch.setattr(cards.TraitCard, "__init__", counting_card)
        monkeypatch.setattr(board, "size_texts", counting_size)


@pytest.fixture
def shown_view(qtbot: QtBot, session: Session) -> tuple[SessionBridge, PlayerView]:
    bridge = SessionBridge(session)
    view = PlayerView(bridge)
    qtbot.addWidget(view)
    with qtbot.waitExposed(view):
        view.show()
    return bridge, view


def cards_of(view: PlayerView) -> list[TraitCard]:
    return [card for grid in view.board.grids for card in grid.cards]


def test_a_momentum_point_changes_the_pool_and_recreates_no_card(
    shown_view: tuple[SessionBridge, PlayerView], monkeypatch: pytest.MonkeyPatch
) -> None:
    bridge, view = shown_view
    before, page = cards_of(view), view.board.widget()
    counts = Counts(monkeypatch)
    bridge.execute(EditRecord("pool", 1, label="add 1 Momentum", value=3))
    assert view.momentum.value.text() == "3"
    assert counts.cards_made == 0
    assert counts.boards_sized == 0  # no fitting of the text either
    assert view.board.widget() is page
    assert all(a is b for a, b in zip(cards_of(view), before, strict=True))
    bridge.undo()
    assert view.momentum.value.text() == "2"
    assert counts.cards_made == 0


def test_a_trait_edit_updates_its_one_card_in_place(
    shown_view: tuple[SessionBridge, PlayerView], monkeypatch: pytest.MonkeyPatch
) -> None:
    bridge, view = shown_view
    before = cards_of(view)
    texts = [(card.name.text(), card.potency.text()) for card in before]
    counts = Counts(monkeypatch)
    bridge.execute(EditRecord("trait", 2, label="stack", potency=3))
    after = cards_of(view)
    assert counts.cards_made == 0
    assert all(a is b for a, b in zip(after, before, strict=True))
    changed = [
        card
        for card, (name, potency) in zip(after, texts, strict=True)
        if (card.name.text(), card.potency.text()) != (name, potency)
    ]
    assert [(card.name.text(), card.potency.text()) for card in changed] == [
        ("Drifting debris", "3")
    ]
    assert changed[0].potency.isVisibleTo(view)


def test_a_new_trait_adds_one_card_and_undo_takes_it_away(
    shown_view: tuple[SessionBridge, PlayerView], monkeypatch: pytest.MonkeyPatch
) -> None:
    bridge, view = shown_view
    before = cards_of(view)
    counts = Counts(monkeypatch)
    scene = bridge.state.campaign.current_scene_id
    bridge.execute(AddTrait(Trait(0, "Sparking conduit", "situation", scene_id=scene)))
    assert counts.cards_made == 1
    assert "Sparking conduit" in view.trait_names()
    assert len(cards_of(view)) == len(before) + 1
    assert counts.boards_sized == 0  # the new card sized alone: the others keep their size
    bridge.undo()
    assert "Sparking conduit" not in view.trait_names()
    assert counts.cards_made == 1
    assert counts.boards_sized == 0
    assert view.trait_names() == [card.name.text() for card in before]
    shown = [card for card in view.findChildren(TraitCard) if card.isVisibleTo(view)]
    assert len(shown) == len(before)  # the card taken away is kept hidden, never drawn
    bridge.redo()
    assert "Sparking conduit" in view.trait_names()
    assert counts.cards_made == 1  # the card taken away came back: no widget made again


def test_a_trait_change_reaches_the_player_view_without_gathering_every_trait(
    shown_view: tuple[SessionBridge, PlayerView], monkeypatch: pytest.MonkeyPatch
) -> None:
    bridge, view = shown_view
    gathered: list[bool] = []
    gather = window.player_view_of
    monkeypatch.setattr(
        window, "player_view_of", lambda *a, **k: gathered.append(True) or gather(*a, **k)
    )
    scene = bridge.state.campaign.current_scene_id
    bridge.execute(AddTrait(Trait(0, "Sparking conduit", "situation", scene_id=scene)))
    bridge.execute(EditRecord("trait", 2, label="stack", potency=3))
    bridge.execute(EditRecord("zone", 1, label="hide zone", gm_only=True))  # the turn order's
    for _ in range(3):
        bridge.undo()
    assert gathered == []  # each change applied to the content shown, trait by trait
    assert view.content == gather(bridge.state)
    bridge.execute(EditRecord("campaign", 1, label="next scene", current_scene_id=scene + 1))
    assert gathered == [True]  # another scene: gathered anew
    assert view.content == gather(bridge.state)


def test_a_new_roll_is_one_row_inserted_and_undo_marks_it_without_a_reset(
    qtbot: QtBot, session: Session
) -> None:
    bridge = SessionBridge(session)
    panel = RollLogPanel(bridge)
    qtbot.addWidget(panel)
    model = panel.model
    rows = model.rowCount()
    inserted: list[tuple[int, int]] = []
    resets: list[bool] = []
    changed: list[int] = []
    model.rowsInserted.connect(lambda _p, first, last: inserted.append((first, last)))
    model.modelReset.connect(lambda: resets.append(True))
    model.dataChanged.connect(lambda top, _bottom: changed.append(top.row()))
    summary = "Vex — Agility + Pilot: passed"
    bridge.execute(
        CreateRecord(
            "roll",
            lambda i: RollRecord(i, "2026-03-01T21:05:00", "rfi-task", summary),
            label="roll",
        )
    )
    assert inserted == [(0, 0)]  # the newest roll, at the top
    assert model.rowCount() == rows + 1
    assert model.index(0, 2).data().startswith("Vex — Agility + Pilot")
    newest = model.record_at(0).id
    bridge.execute(EditRecord("roll", newest, label="undo roll", undone=True))
    assert changed == [0]
    assert model.index(0, 2).data().endswith("(undone)")
    bridge.undo()
    bridge.undo()
    assert model.rowCount() == rows
    assert resets == []
    assert model.row_of(newest) == -1


@pytest.fixture
def preview(
    qtbot: QtBot, session: Session, settings: QSettings
) -> tuple[SessionBridge, PlayerPreviewPanel]:
    """The GM's preview panel, shown, its player view closed."""
    bridge = SessionBridge(session)
    panel = PlayerPreviewPanel(bridge, settings=settings)
    qtbot.addWidget(panel)
    qtbot.addWidget(panel.player_view)
    with qtbot.waitExposed(panel):
        panel.show()
    return bridge, panel


def preview_paints(
    qtbot: QtBot,
    preview: tuple[SessionBridge, PlayerPreviewPanel],
    monkeypatch: pytest.MonkeyPatch,
) -> list[list[str]]:
    """Add a Momentum point, then a trait: what the preview painted of the player view for
    each (grab: all of it; render: a part), each preview checked against a grab of the view."""
    bridge, panel = preview
    view = panel.player_view
    qtbot.waitUntil(lambda: not panel._preview_timer.isActive())  # the view settles
    painted: list[str] = []
    grab, render = view.grab, view.render
    monkeypatch.setattr(view, "grab", lambda *args: painted.append("grab") or grab(*args))
    monkeypatch.setattr(view, "render", lambda *args: painted.append("render") or render(*args))
    scene = bridge.state.campaign.current_scene_id
    paints: list[list[str]] = []
    for command in (
        EditRecord("pool", 1, label="add 1 Momentum", value=3),
        AddTrait(Trait(0, "Sparking conduit", "situation", scene_id=scene)),
    ):
        with qtbot.waitSignal(panel.preview_updated):
            bridge.execute(command)
        paints.append(painted[:])
        painted.clear()
        assert panel.preview.image.toImage() == grab().toImage()
    assert "Sparking conduit" in view.trait_names()
    return paints


def test_the_closed_view_s_preview_renders_only_the_header_or_the_board_that_changed(
    qtbot: QtBot,
    preview: tuple[SessionBridge, PlayerPreviewPanel],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert preview_paints(qtbot, preview, monkeypatch) == [["render"], ["render"]]


def test_the_preview_copies_the_shown_view_instead_of_painting_it_again(
    qtbot: QtBot,
    preview: tuple[SessionBridge, PlayerPreviewPanel],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _bridge, panel = preview
    with qtbot.waitExposed(panel.player_view):
        panel.show_action.setChecked(True)  # on the table's screen
    # The view painted itself once, for its screen; the preview copies those pixels.
    assert preview_paints(qtbot, preview, monkeypatch) == [[], []]


def test_a_pool_rescales_only_the_header_of_the_preview_and_it_looks_the_same(
    qtbot: QtBot, preview: tuple[SessionBridge, PlayerPreviewPanel]
) -> None:
    bridge, panel = preview
    qtbot.waitUntil(lambda: not panel._preview_timer.isActive())  # the view settles
    shown = panel.preview._scaled
    with qtbot.waitSignal(panel.preview_updated):
        bridge.execute(EditRecord("pool", 1, label="add 1 Momentum", value=3))
    assert panel.preview._scaled is shown  # drawn into, not scaled anew
    partial = shown.toImage()
    panel.preview._rescale()  # the whole rendering scaled down at once
    whole = panel.preview._scaled.toImage()
    assert partial.size() == whole.size()
    differing = sum(
        1
        for y in range(0, whole.height(), 2)
        for x in range(0, whole.width(), 2)
        if max(
            abs(a - b)
            for a, b in zip(
                partial.pixelColor(x, y).getRgb()[:3],
                whole.pixelColor(x, y).getRgb()[:3],
                strict=True,
            )
        )
        > 40
    )
    assert differing < whole.width() * whole.height() / 4 / 100  # under 1 %: seams at most


def test_a_crowded_category_shows_its_first_cards_and_counts_the_rest(
    shown_view: tuple[SessionBridge, PlayerView], monkeypatch: pytest.MonkeyPatch
) -> None:
    bridge, view = shown_view
    scene = bridge.state.campaign.current_scene_id
    for number in range(MAX_CARDS + 5):
        bridge.execute(AddTrait(Trait(0, f"Loose cable {number}", "location", scene_id=scene)))
    grid = next(g for g in view.board.grids if "Loose cable 0" in [c.name.text() for c in g.cards])
    assert len(grid.cards) == MAX_CARDS
    assert grid.more.isVisibleTo(view)
    assert view.content is not None
    location = next(g for g in view.content.trait_groups if g.category == "location")
    hidden = len(location.traits) - MAX_CARDS
    assert grid.more.text() == f"+ {hidden} more"
    counts = Counts(monkeypatch)
    bridge.execute(AddTrait(Trait(0, "One more cable", "location", scene_id=scene)))
    assert counts.cards_made == 0
    assert grid.more.text() == f"+ {hidden + 1} more"


def fresh_fit(qtbot: QtBot, bridge: SessionBridge, view: PlayerView) -> tuple[object, ...]:
    """The text scale and columns a new player view of the same size fits the same cards to."""
    fresh = PlayerView(bridge)
    qtbot.addWidget(fresh)
    fresh.resize(view.size())
    with qtbot.waitExposed(fresh):
        fresh.show()
    fitted = (fresh.board.fit_scale, [grid.columns for grid in fresh.board.grids])
    fresh.close()
    return fitted


def made_small(qtbot: QtBot, view: PlayerView) -> None:
    """A small window: the cards soon need smaller text."""
    view.resize(640, 360)
    qtbot.waitUntil(lambda: view.board.viewport().height() < 300)


def add_hazard(bridge: SessionBridge, number: int) -> None:
    """A situation of the current scene with a long name."""
    scene = bridge.state.campaign.current_scene_id
    name = f"A long-winded hazard of the cargo hold {number}"
    bridge.execute(AddTrait(Trait(0, name, "situation", scene_id=scene)))


def crowded(qtbot: QtBot, shown_view: tuple[SessionBridge, PlayerView], hazards: int) -> None:
    """The view made small, with `hazards` long-named situations added to the scene."""
    bridge, view = shown_view
    made_small(qtbot, view)
    for number in range(hazards):
        add_hazard(bridge, number)


def test_cards_added_or_taken_one_by_one_fit_as_a_fresh_board_would_sizing_texts_once_per_size(
    qtbot: QtBot, shown_view: tuple[SessionBridge, PlayerView], monkeypatch: pytest.MonkeyPatch
) -> None:
    bridge, view = shown_view
    made_small(qtbot, view)

    def fitted() -> tuple[object, ...]:
        return (view.board.fit_scale, [grid.columns for grid in view.board.grids])

    counts = Counts(monkeypatch)
    scale = view.board.fit_scale
    for number in range(16):
        before, sized = scale, counts.boards_sized
        add_hazard(bridge, number)
        scale = view.board.fit_scale
        # The new card alone is sized; the board's texts again only for each smaller size
        # tried, none while the cards fit the size they have.
        assert counts.boards_sized - sized == FIT_STEPS.index(scale) - FIT_STEPS.index(before)
        assert scale <= before
        if number % 5 == 0:
            assert fitted() == fresh_fit(qtbot, bridge, view)
    assert scale == FIT_STEPS[-1]  # the text shrank as cards came
    for _ in range(16):
        before, sized = scale, counts.boards_sized
        bridge.undo()
        scale = view.board.fit_scale
        # Each of these boards was fitted before: its size is known, the texts sized at most
        # once (when it differs from the one they have), nothing measured again.
        assert counts.boards_sized - sized == (scale != before)
        assert scale >= before
    assert scale == FIT_STEPS[0]  # all grown back
    assert fitted() == fresh_fit(qtbot, bridge, view)
    for _ in range(16):
        before, sized = scale, counts.boards_sized
        bridge.redo()
        assert counts.boards_sized - sized == (view.board.fit_scale != before)
        scale = view.board.fit_scale
    assert fitted() == fresh_fit(qtbot, bridge, view)


def test_cards_taken_away_grow_back_to_the_largest_text_that_fits_as_a_fresh_board(
    qtbot: QtBot, shown_view: tuple[SessionBridge, PlayerView], monkeypatch: pytest.MonkeyPatch
) -> None:
    crowded(qtbot, shown_view, 12)
    bridge, view = shown_view
    added = [
        card.trait.trait_id
        for card in cards_of(view)
        if card.trait is not None and card.trait.name.startswith("A long-winded")
    ]
    view.resize(680, 380)  # the boards fitted so far were for another screen
    qtbot.waitUntil(lambda: view.board.viewport().width() > 600)
    counts = Counts(monkeypatch)
    scale = view.board.fit_scale
    for trait_id in reversed(added):  # hidden from the players, one by one: boards never seen
        before, sized = scale, counts.boards_sized
        bridge.execute(EditRecord("trait", trait_id, label="hide", visible=False))
        scale = view.board.fit_scale
        # A larger text tried, kept while it fits; else back to the one the cards had.
        assert counts.boards_sized - sized <= 2 + FIT_STEPS.index(before) - FIT_STEPS.index(scale)
        assert scale >= before
        assert (scale, [grid.columns for grid in view.board.grids]) == fresh_fit(
            qtbot, bridge, view
        )
    assert scale == FIT_STEPS[0]


def test_a_trait_renamed_longer_shrinks_the_text_so_every_card_stays_on_the_screen(
    qtbot: QtBot, shown_view: tuple[SessionBridge, PlayerView], monkeypatch: pytest.MonkeyPatch
) -> None:
    crowded(qtbot, shown_view, 6)
    bridge, view = shown_view
    before = view.board.fit_scale
    assert before > FIT_STEPS[-1]
    counts = Counts(monkeypatch)
    bridge.execute(EditRecord("trait", 2, label="rename", name="Drifting debris " * 8))
    assert counts.cards_made == 0
    page = view.board.widget()
    assert page is not None
    assert page.heightForWidth(view.board.viewport().width()) <= view.board.viewport().height()
    assert view.board.fit_scale < before  # the text shrank, the cards all show
    assert counts.boards_sized == FIT_STEPS.index(view.board.fit_scale) - FIT_STEPS.index(before)
    edited = counts.boards_sized
    bridge.execute(EditRecord("trait", 3, label="notes", notes="the players never see this"))
    assert counts.boards_sized == edited  # nothing shown changed: nothing measured


def test_a_trait_moved_to_another_category_keeps_the_text_sized_as_it_was(
    qtbot: QtBot, shown_view: tuple[SessionBridge, PlayerView], monkeypatch: pytest.MonkeyPatch
) -> None:
    bridge, view = shown_view
    counts = Counts(monkeypatch)
    bridge.execute(EditRecord("trait", 3, label="move", category="location"))
    names = [[card.name.text() for card in grid.cards] for grid in view.board.grids]
    assert ["Derelict freighter", "Emergency lighting"] in names  # the location's cards
    assert counts.boards_sized == 0  # one card less here, one more there: no text sized
    assert (view.board.fit_scale, [g.columns for g in view.board.grids]) == fresh_fit(
        qtbot, bridge, view
    )


def test_a_potency_shown_after_the_text_size_changed_has_the_size_of_the_others(
    qtbot: QtBot, shown_view: tuple[SessionBridge, PlayerView]
) -> None:
    bridge, view = shown_view
    made_small(qtbot, view)  # another text size while the potency of 1 was hidden
    bridge.execute(EditRecord("trait", 3, label="stack", potency=3))
    fresh = PlayerView(bridge)
    qtbot.addWidget(fresh)
    fresh.resize(view.size())
    with qtbot.waitExposed(fresh):
        fresh.show()

    def sizes(shown: PlayerView) -> list[tuple[str, int]]:
        return [
            (label.text(), label.font().pixelSize())
            for card in cards_of(shown)
            for label in (card.name, card.owner, card.sign, card.potency)
            if label.isVisibleTo(shown)
        ]

    assert "3" in [text for text, _size in sizes(view)]  # the badge shows
    assert sizes(view) == sizes(fresh)


def test_a_card_sizes_a_text_it_shows_again_for_the_unit_it_was_given(qtbot: QtBot) -> None:
    card = TraitCard(PlayerTrait("Emergency lighting"))
    qtbot.addWidget(card)
    card.size_to(20)  # the potency of 1 hidden: not sized
    card.show_trait(PlayerTrait("Emergency lighting", potency=3))
    assert card.potency.font().pixelSize() == round(FONTS["traitPotency"][0] * 20)


def test_a_card_with_a_long_word_takes_a_column_away_at_the_smallest_text(
    qtbot: QtBot, shown_view: tuple[SessionBridge, PlayerView]
) -> None:
    crowded(qtbot, shown_view, 16)
    bridge, view = shown_view
    assert view.board.fit_scale == FIT_STEPS[-1]
    word = "Unbreathable" * 4
    scene = bridge.state.campaign.current_scene_id
    bridge.execute(AddTrait(Trait(0, word, "situation", scene_id=scene)))
    grid = next(g for g in view.board.grids if word in [card.name.text() for card in g.cards])
    page = view.board.widget()
    row = page.layout() if page is not None else None
    assert row is not None
    side = (view.board.viewport().width() - row.spacing()) / 2  # the scene's, the crew's
    assert grid.minimumSizeHint().width() <= side  # its column holds it: nothing cut off
    assert (view.board.fit_scale, [g.columns for g in view.board.grids]) == fresh_fit(
        qtbot, bridge, view
    )


def test_the_task_form_follows_a_trait_change_one_row_at_a_time(
    qtbot: QtBot, session: Session
) -> None:
    bridge = SessionBridge(session)
    panel = TaskPanel(bridge)
    qtbot.addWidget(panel)
    listed = panel.active.form.traits
    rows = {listed.item(row).text(): listed.item(row) for row in range(listed.count())}
    assert "Plasma cutter (+) — Lowers the difficulty" not in rows  # another character's gear
    debris = next(item for text, item in rows.items() if text.startswith("Drifting debris"))
    debris.setCheckState(Qt.CheckState.Unchecked)  # the GM's choice survives what follows
    bridge.execute(EditRecord("trait", 2, label="stack", potency=3))
    assert listed.trait_ids() == [1, 2, 3, 4]
    assert [listed.item(row) for row in range(listed.count())] == list(rows.values())
    assert debris.text() == "Drifting debris 3 — Raises the difficulty"
    assert debris.checkState() == Qt.CheckState.Unchecked
    scene = bridge.state.campaign.current_scene_id
    bridge.execute(AddTrait(Trait(0, "Elsewhere", "situation", scene_id=scene + 1)))
    bridge.execute(AddTrait(Trait(0, "Sparking conduit", "situation", scene_id=scene)))
    new_id = bridge.state.next_id("trait") - 1
    assert listed.trait_ids() == [1, 2, 3, 4, new_id]  # one row, the other scene's not at all
    assert [listed.item(row) for row in range(4)] == list(rows.values())
    bridge.execute(DeleteRecord("trait", 3, label="remove"))
    assert listed.trait_ids() == [1, 2, 4, new_id]
    panel.active.form.leader.character.setCurrentIndex(2)  # the owner of the plasma cutter
    assert 5 in listed.trait_ids()
    assert (listed.trait_ids(), listed.ticked_ids()) == ([1, 2, 4, 5, new_id], [5])


def test_a_new_value_in_a_panel_lays_out_that_panel_not_the_window(qtbot: QtBot) -> None:
    # A panel laid out again asked every layout up to the main window to lay out again, and
    # the window then repainted all of itself: on every click, whatever it changed.
    window = open_window(qtbot, "rfi")
    host = window.findChild(DockHost)
    assert host is not None
    pools = window.panels["poolsPanel"]
    assert isinstance(pools, PoolsPanel)
    laid_out: list[str] = []

    class Watch(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.LayoutRequest:
                laid_out.append(watched.objectName())
            return False

    watch = Watch(window)
    for widget in (window, host, pools):
        widget.installEventFilter(watch)

    def quiet() -> bool:  # the panels built at idle after the first paint are all there
        laid_out.clear()
        qtbot.wait(100)
        return laid_out == []

    qtbot.waitUntil(quiet, timeout=20_000)
    qtbot.mouseClick(pools.momentum.plus, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: laid_out != [])
    qtbot.wait(20)
    assert pools.momentum.value.text() == "3"
    assert laid_out == [pools.objectName()]
