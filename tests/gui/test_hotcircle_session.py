"""Running a Hot Circle session from the board: the spotlight, the cut, the relationship map,
and the end-of-session checklist whose results are saved."""

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from gmscreen.model.hotcircle.creation import read_creation
from gmscreen.model.hotcircle.demo import demo_hotcircle_records
from gmscreen.model.hotcircle.flow import scene_flow
from gmscreen.model.hotcircle.session_end import session_ends
from gmscreen.model.hotcircle.sheet import read_character
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.session import Session
from gmscreen.model.state import Character
from gmscreen.model.state import Episode
from gmscreen.model.state import Scene
from gmscreen.rules.hotcircle.campaign import Relation
from gmscreen.ui.hotcircle.board import SessionBoard
from gmscreen.ui.hotcircle.end_of_session import EndOfSessionDialog
from gmscreen.ui.shell.undo import SessionBridge

ARIA, BRANN, ILSE = 1, 2, 3


@pytest.fixture
def session() -> Session:
    return Session(MemoryRepository(demo_hotcircle_records()))


def make_board(qtbot: QtBot, session: Session) -> tuple[SessionBoard, SessionBridge]:
    bridge = SessionBridge(session)
    board = SessionBoard(bridge)
    qtbot.addWidget(board)
    board.resize(700, 560)
    board.show()
    return board, bridge


def sheet(session: Session, character_id: int) -> Character:
    found = session.state.find(Character, character_id)
    assert found is not None
    return found


def test_the_spotlight_bar_shows_the_scene_its_tests_and_who_is_next(
    qtbot: QtBot, session: Session
) -> None:
    board, _bridge = make_board(qtbot, session)
    bar = board.spotlight
    assert "Session 2" in bar.title.text()
    assert "A ledger in the rain" in bar.title.text()
    assert bar.chips[ARIA].isChecked()
    assert bar.chips[ARIA].text() == "★ Aria Venn · 1"  # in the spotlight: not colour alone
    assert "<b>1</b> ability" in bar.tally.text()
    assert not bar.cut_hint.isVisible()
    assert bar.next_up.text() == "Fewest scenes this session: Brann Holt, Sister Ilse"
    assert not bar.chips[ILSE].text().startswith("★")
    qtbot.mouseClick(bar.chips[ILSE], Qt.MouseButton.LeftButton)
    assert scene_flow(session.state).spotlight == (ARIA, ILSE)
    assert bar.chips[ILSE].text().startswith("★ Sister Ilse")
    assert bar.next_up.text() == "Fewest scenes this session: Brann Holt"
    # The GM's house rule: cut after a single ability test.
    bar.cut_ability.setValue(1)
    bar.cut_ability.editingFinished.emit()
    assert bar.cut_hint.isVisible()
    assert "Time to cut" in bar.cut_hint.text()


def test_cutting_to_a_new_scene_gives_it_to_the_fewest_scenes(
    qtbot: QtBot, session: Session, monkeypatch: pytest.MonkeyPatch
) -> None:
    board, bridge = make_board(qtbot, session)

    def ask(_parent: QWidget, _title: str, _label: str, **kwargs: object) -> tuple[str, bool]:
        assert kwargs["text"] == "Scene 2"
        return "Down the old well", True

    monkeypatch.setattr(QInputDialog, "getText", ask)
    qtbot.mouseClick(board.spotlight.cut_button, Qt.MouseButton.LeftButton)
    scene = session.state.find(Scene, session.state.campaign.current_scene_id)
    assert scene is not None
    assert scene.title == "Down the old well"
    assert scene_flow(session.state).spotlight == (BRANN,)
    assert board.spotlight.chips[BRANN].isChecked()
    assert "scene 2: Down the old well" in board.spotlight.title.text()
    assert "<b>0</b> ability" in board.spotlight.tally.text()
    bridge.undo()
    assert "A ledger in the rain" in board.spotlight.title.text()


def test_the_relationship_map_is_edited_on_the_board(qtbot: QtBot, session: Session) -> None:
    board, bridge = make_board(qtbot, session)
    board.map.tie_flipped.emit("Salt Guild", "House Varre")
    creation = read_creation(session.state.campaign.settings)
    assert creation is not None
    assert "House Varre" in creation.relationships.target("Salt Guild", Relation.COMPETE)
    tie = board.map.tie_at("Salt Guild", "House Varre")
    assert tie is not None
    assert tie.tie.relation is Relation.COMPETE
    assert bridge.undo_action.text() == "Undo: flip the tie Salt Guild → House Varre"
    board.situation.setPlainText("The salt tax has lapsed.")
    assert board.save_situation.isVisible()
    board.save_situation.click()
    creation = read_creation(session.state.campaign.settings)
    assert creation is not None
    assert creation.situation == "The salt tax has lapsed."


def test_the_end_of_session_checklist_is_applied_and_saved(qtbot: QtBot, session: Session) -> None:
    bridge = SessionBridge(session)
    dialog = EndOfSessionDialog(bridge)
    qtbot.addWidget(dialog)
    dialog.show()
    # 1. Awards: Aria furthered one goal and resolved a simple one with Brann.
    spins = dialog.awards.spins[ARIA]
    spins["furthered_goals"].setValue(1)
    spins["resolved_simple"].setValue(1)
    spins["resolved_with_another_pc"].setValue(1)
    dialog.next()
    # 2. Aria's first stance changes: counted as a changed stance.
    beliefs = dialog.beliefs.beliefs[ARIA]
    beliefs.stances[0].setText("the salt tax is theft")
    beliefs.stances[0].editingFinished.emit()
    assert dialog.beliefs.changed_stances[ARIA].value() == 1
    dialog.next()
    # 3. A milestone: the table votes Soft-spoken out and Sharp-tongued in for Aria.
    votes = dialog.trait_vote
    votes.hold.setChecked(True)
    for voter in ("Sam", "Priya", "Jo"):
        combo = votes.removals[ARIA][voter]
        combo.setCurrentIndex(combo.findData("Soft-spoken"))
        votes.additions[ARIA][voter].setText("Sharp-tongued")
    assert "Removes: Soft-spoken · adds: Sharp-tongued" in votes.previews[ARIA].text()
    dialog.next()
    # 4. Brann sets a voluntary condition with an epilogue.
    dialog.conditions.names[BRANN].setText("Hopeful")
    dialog.conditions.epilogues[BRANN].setText("Brann hears the marsh horn at dawn.")
    dialog.next()
    assert (
        "Aria Venn</b>: +8 persona, −Soft-spoken, +Sharp-tongued" in dialog.summary.summary.text()
    )
    assert dialog.summary.next_title.text() == "Session 3"
    dialog.accept()
    assert dialog.result() == int(EndOfSessionDialog.DialogCode.Accepted)

    aria = read_character(sheet(session, ARIA))
    # 1 + 2 + 1 for the goals, 2 for the stance, 2 for the trait: 1 held + 8.
    assert aria.artha.persona_points == 9
    assert aria.beliefs[0].stance == "the salt tax is theft"
    assert aria.traits == ("Quick-fingered", "Stubborn", "Sharp-tongued")
    brann = read_character(sheet(session, BRANN))
    assert brann.condition("Hopeful").voluntary
    [entry] = session_ends(session.state)
    assert entry.outcome["characters"][1]["epilogue"] == "Brann hears the marsh horn at dawn."
    scene = session.state.find(Scene, session.state.campaign.current_scene_id)
    assert scene is not None
    episode = session.state.find(Episode, scene.episode_id)
    assert episode is not None
    assert episode.title == "Session 3"
    assert bridge.undo_action.text() == "Undo: end of session"


def test_an_unfinished_belief_keeps_the_checklist_open(qtbot: QtBot, session: Session) -> None:
    bridge = SessionBridge(session)
    dialog = EndOfSessionDialog(bridge)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.beliefs.beliefs[BRANN].goals[1].setText("")
    before = session.state.records()
    dialog.accept()
    assert dialog.isVisible()
    assert "goal cannot be empty" in dialog.summary.error.text()
    assert session.state.records() == before


def test_the_tally_and_the_cut_rule_never_run_together(qtbot: QtBot, session: Session) -> None:
    """The reported "obstacleCut after": on a narrow bar the two labels touched."""
    board, _bridge = make_board(qtbot, session)
    bar = board.spotlight
    board.resize(board.minimumSizeHint().width(), 560)
    qtbot.waitUntil(lambda: bar.tally.width() > 0)
    assert bar.tally.text().endswith("obstacle")
    assert bar.tally.geometry().bottom() < bar.cut_rule.mapTo(bar, QPoint(0, 0)).y()
