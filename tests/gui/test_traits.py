"""The trait board: add, stack, weaken, rename and remove traits, each one undoable."""

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from gmscreen.model.session import Session
from gmscreen.model.state import Trait
from gmscreen.ui.rfi.trait_dialog import TraitDialog
from gmscreen.ui.rfi.traits import TraitsPanel
from gmscreen.ui.shell.undo import SessionBridge

MATCH = Qt.MatchFlag.MatchRecursive


def make_panel(qtbot: QtBot, session: Session) -> tuple[TraitsPanel, SessionBridge]:
    bridge = SessionBridge(session)
    panel = TraitsPanel(bridge)
    qtbot.addWidget(panel)
    return panel, bridge


def labels(panel: TraitsPanel) -> list[str]:
    found = []
    for group in range(panel.tree.topLevelItemCount()):
        item = panel.tree.topLevelItem(group)
        assert item is not None
        found.extend(item.child(i).text(0) for i in range(item.childCount()))
    return found


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
    item = panel.tree.findItems("Emergency lighting", MATCH)[0]
    panel.tree.setCurrentItem(item)
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
    panel.tree.setCurrentItem(panel.tree.findItems("Drifting debris 2", MATCH)[0])
    panel.buttons["weaken"].click()
    assert "Drifting debris" in labels(panel)
    panel.buttons["weaken"].click()
    assert not any(label.startswith("Drifting debris") for label in labels(panel))
    bridge.undo()
    bridge.undo()
    assert "Drifting debris 2" in labels(panel)
