"""The trait board: add, stack, weaken, rename and remove traits, each one undoable."""

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtCore import QModelIndex
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from gmscreen.model.commands import EditRecord
from gmscreen.model.demo import demo_records
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.rfi.traits import AddTrait
from gmscreen.model.rfi.traits import bears_on_task
from gmscreen.model.session import Session
from gmscreen.model.state import Character
from gmscreen.model.state import Trait
from gmscreen.ui.rfi import task_form
from gmscreen.ui.rfi.task import TaskPanel
from gmscreen.ui.rfi.trait_board_model import FOLD_AT
from gmscreen.ui.rfi.trait_board_model import TraitBoardModel
from gmscreen.ui.rfi.trait_dialog import TraitDialog
from gmscreen.ui.rfi.traits import TraitsPanel
from gmscreen.ui.shell.undo import SessionBridge

MATCH = Qt.MatchFlag.MatchExactly
DISPLAY = Qt.ItemDataRole.DisplayRole


def make_panel(qtbot: QtBot, session: Session) -> tuple[TraitsPanel, SessionBridge]:
    bridge = SessionBridge(session)
    panel = TraitsPanel(bridge)
    qtbot.addWidget(panel)
    return panel, bridge


def labels(panel: TraitsPanel) -> list[str]:
    """The traits the board shows (its open categories'), top to bottom."""
    model = panel.model
    rows = [model.index(row, 0) for row in range(model.rowCount())]
    return [row.data() for row in rows if model.trait_id(row) is not None]


def click_title(qtbot: QtBot, panel: TraitsPanel, category: str) -> None:
    """Click a category's title on the board."""
    title = panel.board.visualRect(panel.model.group_index(category)).center()
    qtbot.mouseClick(panel.board.viewport(), Qt.MouseButton.LeftButton, pos=title)


def select(panel: TraitsPanel, label: str) -> None:
    """Click the trait shown with this label."""
    model = panel.model
    panel.board.setCurrentIndex(model.match(model.index(0, 0), DISPLAY, label, 1, MATCH)[0])


def answer_dialog(monkeypatch: pytest.MonkeyPatch, **values: object) -> None:
    """Make the trait dialog accept at once with these values typed in."""

    def exec_(dialog: TraitDialog) -> int:
        if "name" in values:
            dialog.name.setText(str(values["name"]))
        if "potency" in values:
            dialog.potency.setValue(int(str(values["potency"])))
        if "visible" in values:
            dialog.visible.setChecked(bool(values["visible"]))
        return 1

    monkeypatch.setattr(TraitDialog, "exec", exec_)


def test_adding_an_identical_trait_stacks_it_and_undo_unstacks(
    qtbot: QtBot, session: Session, monkeypatch: pytest.MonkeyPatch
) -> None:
    panel, bridge = make_panel(qtbot, session)
    answer_dialog(monkeypatch, name="Dense fog")
    panel.add()
    assert "Dense fog" in labels(panel)
    panel.add()
    assert "Dense fog 2" in labels(panel)
    assert bridge.undo_action.text() == "Undo: add trait Dense fog"
    bridge.undo()
    assert "Dense fog" in labels(panel)
    assert "Dense fog 2" not in labels(panel)


def test_renaming_a_trait_in_the_dialog_is_one_undoable_edit(
    qtbot: QtBot, session: Session, monkeypatch: pytest.MonkeyPatch
) -> None:
    panel, bridge = make_panel(qtbot, session)
    select(panel, "Emergency lighting")
    answer_dialog(monkeypatch, name="Total darkness", visible=False)
    panel.edit_selected()
    trait = session.state.find(Trait, 3)
    assert trait is not None
    assert (trait.name, trait.visible) == ("Total darkness", False)
    bridge.undo()
    assert session.state.find(Trait, 3) == Trait(
        3, "Emergency lighting", "situation", scene_id=1, effect="raises the difficulty"
    )


def test_weakening_a_trait_to_nothing_removes_it(qtbot: QtBot, session: Session) -> None:
    panel, bridge = make_panel(qtbot, session)
    debris = next(t for t in session.state.of(Trait) if t.name == "Drifting debris")
    assert debris.potency == 2
    select(panel, "Drifting debris 2")
    panel.buttons["weaken"].click()
    assert "Drifting debris" in labels(panel)
    panel.buttons["weaken"].click()
    assert not any(label.startswith("Drifting debris") for label in labels(panel))
    bridge.undo()
    bridge.undo()
    assert "Drifting debris 2" in labels(panel)


def session_with_gear(count: int, owner_index: int = 0) -> Session:
    """The demo campaign with `count` more traits travelling with one of its characters."""
    records = demo_records()
    owner = [record.id for record in records if isinstance(record, Character)][owner_index]
    first = 1 + max(record.id for record in records if isinstance(record, Trait))
    gear = [Trait(first + n, f"Spare part {n}", "equipment", owner_id=owner) for n in range(count)]
    return Session(MemoryRepository([*records, *gear]))


def test_opening_the_board_reads_only_the_rows_on_screen(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A long campaign carries thousands of traits travelling with their owners: showing the
    # board must not make, lay out or ask about one row per trait. A category that large
    # starts folded; the GM unfolds it and it stays so when the board is redrawn.
    asked: set[int] = set()
    index = TraitBoardModel.index

    def counting(
        model: TraitBoardModel,
        row: int,
        column: int,
        parent: QModelIndex = QModelIndex(),  # noqa: B008
    ) -> QModelIndex:
        found = index(model, row, column, parent)
        if (trait_id := model.trait_id(found)) is not None:
            asked.add(trait_id)
        return found

    monkeypatch.setattr(TraitBoardModel, "index", counting)
    session = session_with_gear(FOLD_AT + 1500)
    panel, bridge = make_panel(qtbot, session)
    panel.resize(400, 300)
    with qtbot.waitExposed(panel):
        panel.show()
    panel.board.viewport().repaint()
    assert 0 < len(asked) < 100
    equipment = panel.model.group_index("equipment")
    assert panel.is_folded("equipment")
    count = QLocale().toString(FOLD_AT + 1501)  # these and the demo's plasma cutter
    assert equipment.data() == f"Equipment ({count})"
    assert not panel.is_folded("situation")  # a category of a few traits is open, as before
    assert not any(label.startswith("Spare part") for label in labels(panel))

    owner = session.state.of(Character)[0].id
    bridge.execute(AddTrait(Trait(0, "Spare coil", "equipment", owner_id=owner)))
    assert panel.is_folded("equipment")
    equipment = panel.model.group_index("equipment")
    assert equipment.data() == f"Equipment ({QLocale().toString(FOLD_AT + 1502)})"

    click_title(qtbot, panel, "equipment")  # the GM unfolds it: every trait is there
    assert sum(label.startswith("Spare part") for label in labels(panel)) == FOLD_AT + 1500
    bridge.execute(
        EditRecord(
            "campaign", session.state.campaign.id, current_scene_id=None, label="leave the scene"
        )
    )
    assert not panel.is_folded("equipment")


def test_a_trait_change_redraws_its_one_row(qtbot: QtBot) -> None:
    session = session_with_gear(200)
    panel, bridge = make_panel(qtbot, session)
    select(panel, "Spare part 7")
    changed: list[tuple[int, int]] = []
    panel.model.dataChanged.connect(lambda top, bottom: changed.append((top.row(), bottom.row())))
    panel.model.modelReset.connect(lambda: changed.append((-1, -1)))
    trait_id, row = panel.selected_id(), panel.board.currentIndex().row()
    assert trait_id is not None
    bridge.execute(EditRecord("trait", trait_id, label="stack", potency=2))
    assert changed == [(row, row)]  # no other row, not even its category's title
    assert "Spare part 7 2" in labels(panel)
    assert panel.selected_id() == trait_id


def test_the_task_form_lists_the_leaders_traits_without_asking_about_everyone_elses(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Another character's gear never bears on the leader's task: the list is read from the
    # state's indexes (the scene's traits, the leader's), not by asking about every trait.
    asked: list[int] = []

    def counting(trait: Trait, scene_id: int | None, leader_id: int | None) -> bool:
        asked.append(trait.id)
        return bears_on_task(trait, scene_id, leader_id)

    monkeypatch.setattr(task_form, "bears_on_task", counting)
    panel = TaskPanel(SessionBridge(session_with_gear(1000, owner_index=-1)))
    qtbot.addWidget(panel)
    listed = panel.active.form.traits
    texts = [listed.item(row).text() for row in range(listed.count())]
    assert any(text.startswith("Drifting debris") for text in texts)
    assert not any(text.startswith("Spare part") for text in texts)
    assert asked == []


class Signals:
    """What the board's model told its view, signal by signal."""

    def __init__(self, model: TraitBoardModel) -> None:
        self.seen: list[tuple[str, int, int]] = []
        model.rowsInserted.connect(lambda _p, first, last: self.seen.append(("in", first, last)))
        model.rowsRemoved.connect(lambda _p, first, last: self.seen.append(("out", first, last)))
        model.dataChanged.connect(
            lambda top, bottom, *_: self.seen.append(("data", top.row(), bottom.row()))
        )
        model.modelReset.connect(lambda: self.seen.append(("reset", -1, -1)))
        model.layoutChanged.connect(lambda *_: self.seen.append(("layout", -1, -1)))


def test_one_trait_added_or_removed_in_an_open_category_of_thousands_is_one_row(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A tree view lays out every open row again when one comes or goes, asking the model about
    # each: with 2,000 traits unfolded that cost 20-50 ms a trait. The board tells its view of
    # one row, and the view asks only about the rows on screen.
    asked: list[int] = []
    index = TraitBoardModel.index

    def counting(
        model: TraitBoardModel,
        row: int,
        column: int,
        parent: QModelIndex = QModelIndex(),  # noqa: B008
    ) -> QModelIndex:
        asked.append(row)
        return index(model, row, column, parent)

    monkeypatch.setattr(TraitBoardModel, "index", counting)
    session = session_with_gear(2000)
    panel, bridge = make_panel(qtbot, session)
    panel.resize(400, 300)
    with qtbot.waitExposed(panel):
        panel.show()
    click_title(qtbot, panel, "equipment")
    panel.board.scrollToBottom()  # the end of the category, where a new trait lands
    panel.board.viewport().repaint()
    signals = Signals(panel.model)
    asked.clear()

    owner = session.state.of(Character)[0].id
    bridge.execute(AddTrait(Trait(0, "Spare coil", "equipment", owner_id=owner)))
    panel.board.viewport().repaint()
    added = panel.model.trait_index(session.state.next_id("trait") - 1)
    title = panel.model.group_index("equipment").row()
    assert signals.seen == [("in", added.row(), added.row()), ("data", title, title)]
    assert 0 < len(asked) < 200  # the rows on screen (three columns), not 2,000
    assert labels(panel)[-1] == "Spare coil"

    signals.seen.clear()
    asked.clear()
    bridge.undo()
    panel.board.viewport().repaint()
    assert signals.seen == [("out", added.row(), added.row()), ("data", title, title)]
    assert 0 < len(asked) < 200
    assert "Spare coil" not in labels(panel)


def test_a_first_trait_brings_its_category_and_the_last_takes_it_away(
    qtbot: QtBot, session: Session
) -> None:
    panel, bridge = make_panel(qtbot, session)
    title = panel.model.group_index("personal")
    assert [label for label in labels(panel) if label.startswith("− Rattled")]
    select(panel, next(label for label in labels(panel) if label.startswith("− Rattled")))
    signals = Signals(panel.model)
    panel.buttons["remove"].click()  # the category's one trait
    assert signals.seen == [("out", title.row(), title.row() + 1)]  # its title goes with it
    assert not panel.model.group_index("personal").isValid()
    assert not any("Rattled" in label for label in labels(panel))
    signals.seen.clear()
    bridge.undo()
    assert signals.seen == [("in", title.row(), title.row() + 1)]
    assert panel.model.group_index("personal").data() == "Personal"
    assert any("Rattled" in label for label in labels(panel))


def test_a_title_folds_and_unfolds_its_category_by_mouse_and_keyboard(
    qtbot: QtBot, session: Session
) -> None:
    panel, _bridge = make_panel(qtbot, session)
    panel.resize(400, 300)
    with qtbot.waitExposed(panel):
        panel.show()
    assert "Emergency lighting" in labels(panel)
    click_title(qtbot, panel, "situation")
    assert panel.is_folded("situation")
    assert "Emergency lighting" not in labels(panel)
    assert "Folded" in panel.model.group_index("situation").data(Qt.ItemDataRole.ToolTipRole)
    panel.board.setFocus()
    panel.board.setCurrentIndex(panel.model.group_index("situation"))
    qtbot.keyClick(panel.board, Qt.Key.Key_Left)  # already folded: stays so
    assert panel.is_folded("situation")
    qtbot.keyClick(panel.board, Qt.Key.Key_Right)
    assert "Emergency lighting" in labels(panel)
    qtbot.keyClick(panel.board, Qt.Key.Key_Space)
    assert panel.is_folded("situation")
    qtbot.keyClick(panel.board, Qt.Key.Key_Return)
    assert not panel.is_folded("situation")
    # A double click on a title (a click, then the double click) folds once.
    click_title(qtbot, panel, "situation")
    title = panel.board.visualRect(panel.model.group_index("situation")).center()
    qtbot.mouseDClick(panel.board.viewport(), Qt.MouseButton.LeftButton, pos=title)
    assert panel.is_folded("situation")


def test_renaming_an_owner_redraws_the_owners_and_keeps_the_board_where_it_was(
    qtbot: QtBot,
) -> None:
    session = session_with_gear(2000)
    panel, bridge = make_panel(qtbot, session)
    panel.resize(400, 300)
    with qtbot.waitExposed(panel):
        panel.show()
    click_title(qtbot, panel, "equipment")
    select(panel, "Spare part 1500")
    panel.board.scrollTo(panel.board.currentIndex())
    scrolled = panel.board.verticalScrollBar().value()
    signals = Signals(panel.model)
    owner = session.state.of(Character)[0]
    bridge.execute(EditRecord("character", owner.id, label="rename", name="Vex the Bold"))
    assert [kind for kind, *_ in signals.seen] == ["data"]  # no reset, no row moved
    row = panel.board.currentIndex()
    assert row.siblingAtColumn(1).data() == "Vex the Bold"
    assert panel.model.trait_id(row) is not None
    assert row.data() == "Spare part 1500"
    assert panel.board.verticalScrollBar().value() == scrolled


def test_a_selected_trait_moved_to_another_category_stays_selected_there(
    qtbot: QtBot, session: Session
) -> None:
    panel, bridge = make_panel(qtbot, session)
    select(panel, "Emergency lighting")
    trait_id = panel.selected_id()
    assert trait_id is not None
    bridge.execute(EditRecord("trait", trait_id, label="move", category="location"))
    assert panel.selected_id() == trait_id
    location = panel.model.group_index("location").row()
    situation = panel.model.group_index("situation").row()
    assert location < panel.board.currentIndex().row() < situation
    assert panel.buttons["remove"].isEnabled()
