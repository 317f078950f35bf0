"""The task panel driven like a GM would: choose, read the odds, roll given dice, save momentum."""

from fractions import Fraction

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from gmscreen.model.commands import EditRecord
from gmscreen.model.rfi.pools import read_pools
from gmscreen.model.rfi.traits import AddTrait
from gmscreen.model.session import Session
from gmscreen.model.state import Character
from gmscreen.model.state import RollRecord
from gmscreen.model.state import Trait
from gmscreen.rules.dice import FixedDice
from gmscreen.rules.rfi.odds import task_odds
from gmscreen.rules.rfi.spends import CREATE_TRAIT
from gmscreen.rules.rfi.task import Task
from gmscreen.ui.rfi.odds_view import percent
from gmscreen.ui.rfi.spend_dialog import SpendDialog
from gmscreen.ui.rfi.task import WAIT_FOR_ROLL
from gmscreen.ui.rfi.task import TaskPanel
from gmscreen.ui.rfi.task_form import TaskChoice
from gmscreen.ui.rfi.task_form import TaskForm
from gmscreen.ui.shell.undo import SessionBridge
from tests.gui.workspaces_walk import open_window


def make_panel(qtbot: QtBot, session: Session) -> tuple[TaskPanel, SessionBridge]:
    bridge = SessionBridge(session)
    panel = TaskPanel(bridge)
    qtbot.addWidget(panel)
    panel.show()
    return panel, bridge


def choose(panel: TaskPanel, character: str, attribute: str, skill: str) -> None:
    row = panel.active.form.leader
    row.character.setCurrentIndex(row.character.findText(character))
    row.attribute.setCurrentIndex(row.attribute.findText(attribute))
    row.skill.setCurrentIndex(row.skill.findText(skill))


def untick_all_traits(panel: TaskPanel) -> None:
    traits = panel.active.form.traits
    for index in range(traits.count()):
        traits.item(index).setCheckState(Qt.CheckState.Unchecked)


def test_a_task_from_choice_to_roll_then_momentum_saved_and_undone(
    qtbot: QtBot, session: Session
) -> None:
    panel, bridge = make_panel(qtbot, session)
    # Vex Marlo: Reason 10 + Piloting 4 = TN 14, specialty; the scene's traits stay out.
    choose(panel, "Vex Marlo", "Reason", "Piloting")
    untick_all_traits(panel)
    panel.active.form.leader.specialty.setChecked(True)
    panel.active.form.base_difficulty.setValue(1)
    assert panel.active.form.leader.tn.text() == "TN 14"
    choice = panel.active.form.choice()
    assert choice.task is not None
    expected = task_odds(choice.task).probability_to_pass
    assert panel.active.odds.pass_chance.text() == f"Pass <b>{percent(expected)}</b>"

    # A 3 (≤ skill 4 with a specialty: critical, 2 successes) and a 12 (1 success): 3 − 1 = 2.
    panel.dice = FixedDice([3, 12])
    momentum_before = read_pools(session.state).momentum
    assert panel.roll()
    view = panel.active.result
    assert view.unsaved_momentum == 2
    assert "Passed" in view.outcome.text()
    [roll] = session.state.of(RollRecord)
    assert roll.faces == (3, 12)
    assert roll.outcome["momentum"] == 2

    qtbot.mouseClick(view.save, Qt.MouseButton.LeftButton)
    assert read_pools(session.state).momentum == momentum_before + 2
    assert bridge.undo_action.text() == "Undo: save 2 Momentum"

    bridge.undo()
    assert read_pools(session.state).momentum == momentum_before
    bridge.undo()
    [undone] = session.state.of(RollRecord)
    assert undone.undone
    bridge.redo()
    bridge.redo()
    assert read_pools(session.state).momentum == momentum_before + 2
    assert not session.state.of(RollRecord)[0].undone


def test_a_scene_trait_raises_the_difficulty_line_by_line(qtbot: QtBot, session: Session) -> None:
    panel, _bridge = make_panel(qtbot, session)
    choose(panel, "Tusk Okafor", "Fitness", "Security")
    untick_all_traits(panel)
    panel.active.form.base_difficulty.setValue(1)
    assert panel.active.form.choice().task.difficulty == 1  # type: ignore[union-attr]
    traits = panel.active.form.traits
    debris = next(
        traits.item(i) for i in range(traits.count()) if "Drifting debris" in traits.item(i).text()
    )
    debris.setCheckState(Qt.CheckState.Checked)
    choice = panel.active.form.choice()
    assert choice.task is not None
    assert choice.task.difficulty == 3
    assert "Drifting debris 2: +2" in panel.active.form.breakdown.text()


def test_buying_dice_the_pool_cannot_pay_is_refused_and_changes_nothing(
    qtbot: QtBot, session: Session
) -> None:
    panel, bridge = make_panel(qtbot, session)
    choose(panel, "Vex Marlo", "Fitness", "Security")
    panel.active.form.bought.setValue(3)  # costs 6; the demo pool holds 2 momentum
    before = session.state.records()
    panel.dice = FixedDice([5, 5, 5, 5, 5])
    assert not panel.roll()
    assert session.state.records() == before
    assert bridge.session.undo_name is None


def test_bought_dice_take_the_momentum_part_and_put_the_rest_on_threat(
    qtbot: QtBot, session: Session
) -> None:
    # Buying d20s: two dice cost 1 + 2 = 3, part Momentum and part Threat at the same price.
    panel, _bridge = make_panel(qtbot, session)
    choose(panel, "Vex Marlo", "Fitness", "Security")
    before = read_pools(session.state)
    panel.active.form.bought.setValue(2)
    panel.active.form.pay_threat.setValue(1)
    assert panel.active.form.cost.text() == "cost 3 (2 Momentum, 1 Threat)"
    panel.dice = FixedDice([15, 15, 15, 15])
    assert panel.roll()
    after = read_pools(session.state)
    assert (after.momentum, after.threat) == (before.momentum - 2, before.threat + 1)


def test_failing_on_purpose_logs_the_failure_and_trades_threat_for_fortune(
    qtbot: QtBot, session: Session
) -> None:
    # Voluntary failure: no dice, +1 Threat for the GM, +1 Fortune for the character.
    panel, _bridge = make_panel(qtbot, session)
    choose(panel, "Vex Marlo", "Fitness", "Security")
    panel.active.form.base_difficulty.setValue(2)
    before = read_pools(session.state)
    panel.fail_button.click()
    after = read_pools(session.state)
    assert after.threat == before.threat + 1
    assert after.fortune_of("Vex Marlo") == before.fortune_of("Vex Marlo") + 1
    [roll] = session.state.of(RollRecord)
    assert roll.faces == ()
    assert roll.outcome["outcome"] == "voluntary failure"


def test_assistants_roll_one_die_each_and_count_only_when_the_leader_scores(
    qtbot: QtBot, session: Session
) -> None:
    panel, _bridge = make_panel(qtbot, session)
    choose(panel, "Vex Marlo", "Fitness", "Security")
    untick_all_traits(panel)
    panel.active.form.add_assistant.click()
    assistant = panel.active.form.assistants[0]
    assistant.character.setCurrentIndex(assistant.character.findText("Tusk Okafor"))
    panel.dice = FixedDice([19, 18, 1])  # the leader scores nothing; Tusk's 1 is wasted
    assert panel.roll()
    result = panel.active.result.result
    assert result is not None
    assert result.successes == 0
    assert "not counted" in panel.active.result.outcome.text()
    assert task_odds(result.task).probability_to_pass > Fraction(0)


def test_opposed_task_shows_both_results_and_the_default_winner(
    qtbot: QtBot, session: Session
) -> None:
    panel, _bridge = make_panel(qtbot, session)
    panel.opposed.setChecked(True)
    choose(panel, "Vex Marlo", "Fitness", "Security")
    untick_all_traits(panel)
    reactive = panel.reactive.form
    reactive.leader.character.setCurrentIndex(reactive.leader.character.findText("Raider"))
    for index in range(reactive.traits.count()):
        reactive.traits.item(index).setCheckState(Qt.CheckState.Unchecked)
    panel.dice = FixedDice([1, 15, 20, 20])  # active: 2 successes; reactive: none
    assert panel.roll()
    assert "The active side wins" in panel.verdict.text()
    panel.override.setCurrentIndex(2)
    assert "The reactive side wins (GM's call)" in panel.verdict.text()


def test_a_spend_takes_the_rolls_momentum_first_and_the_gm_can_change_the_split(
    qtbot: QtBot, session: Session
) -> None:
    panel, bridge = make_panel(qtbot, session)
    choose(panel, "Vex Marlo", "Reason", "Piloting")
    untick_all_traits(panel)
    panel.active.form.base_difficulty.setValue(1)
    panel.dice = FixedDice([5, 9])  # 2 successes: 1 momentum
    assert panel.roll()
    side = panel.active
    assert side.result.unsaved_momentum == 1
    pool_before = read_pools(session.state).momentum  # the demo's 2

    # Create a Trait costs 2: the default split is 1 from the roll and 1 from the pool.
    dialog = SpendDialog(CREATE_TRAIT, read_pools(session.state), 1)
    qtbot.addWidget(dialog)
    assert (dialog.from_task.value(), dialog.from_pool.value()) == (1, 1)
    panel.pay_spend(side, dialog)
    assert read_pools(session.state).momentum == pool_before - 1
    assert side.result.unsaved_momentum == 0
    assert bridge.undo_action.text() == "Undo: spend 2 Momentum: Create a Trait"

    # Not an immediate spend: paying it with threat is refused and nothing changes.
    refused = SpendDialog(CREATE_TRAIT, read_pools(session.state), 0)
    qtbot.addWidget(refused)
    refused.from_pool.setValue(0)
    refused.from_threat.setEnabled(True)
    refused.from_threat.setValue(2)
    before = session.state.records()
    refused.accept()
    assert "immediate" in refused.error.text()
    assert session.state.records() == before
    assert refused.result() == 0


def test_gear_that_does_not_bear_on_the_task_leaves_its_odds_alone(
    qtbot: QtBot, session: Session, monkeypatch: pytest.MonkeyPatch
) -> None:
    panel, bridge = make_panel(qtbot, session)
    choose(panel, "Vex Marlo", "Reason", "Piloting")
    form = panel.active.form
    leader = form.leader.character.currentData()
    shown = panel.active.odds.pass_chance.text()
    before = form.choice().task
    assert before is not None
    read: list[TaskForm] = []
    reading = TaskForm.choice

    def counted(self: TaskForm) -> TaskChoice:
        read.append(self)
        return reading(self)

    monkeypatch.setattr(TaskForm, "choice", counted)
    # A spare magazine: listed for the task, unticked (no effect): the task is the same one.
    bridge.execute(AddTrait(Trait(0, "Spare magazine", "equipment", owner_id=leader)))
    magazine = bridge.state.next_id("trait") - 1
    assert magazine in form.traits.trait_ids()
    assert magazine not in form.traits.ticked_ids()
    assert read == []  # not read again, so not recomputed
    assert panel.active.odds.pass_chance.text() == shown
    bridge.execute(EditRecord("trait", magazine, label="rename", name="Two spare magazines"))
    bridge.undo()
    bridge.undo()
    assert magazine not in form.traits.trait_ids()
    assert read == []
    assert panel.active.odds.pass_chance.text() == shown

    # A targeting visor lowers the difficulty: ticked as it is listed, the odds follow it.
    visor = Trait(
        0, "Targeting visor", "equipment", owner_id=leader, effect="lowers the difficulty"
    )
    bridge.execute(AddTrait(visor))
    visor_id = bridge.state.next_id("trait") - 1
    assert visor_id in form.traits.ticked_ids()
    assert read != []
    after = reading(form).task
    assert after is not None
    assert after.difficulty == before.difficulty - 1
    assert panel.active.odds.pass_chance.text() == f"Pass <b>{percent(odds(after))}</b>"
    # Edited (its potency) or gone, a ticked trait changes the odds again.
    read.clear()
    bridge.execute(EditRecord("trait", visor_id, label="stack", potency=2))
    assert read != []
    bridge.undo()
    bridge.undo()
    assert reading(form).task == before
    assert panel.active.odds.pass_chance.text() == shown


def odds(task: Task) -> Fraction:
    """The chance to pass a task, as the rules give it."""
    return task_odds(task).probability_to_pass


def offered(row_combo: QComboBox) -> list[str]:
    return [row_combo.itemText(index) for index in range(row_combo.count())]


def test_opposed_by_defaults_to_the_other_side_and_never_offers_the_actor(
    qtbot: QtBot, session: Session
) -> None:
    """A PC acting is opposed by the first NPC, an NPC by the first PC; the actor is never in
    the "Opposed by" list, and a GM's own pick stays while it is not the new actor."""
    panel, _bridge = make_panel(qtbot, session)
    panel.opposed.setChecked(True)
    actor = panel.active.form.leader.character
    opponent = panel.reactive.form.leader.character
    kinds = {c.name: c.kind for c in session.state.of(Character)}
    for name in offered(actor):
        actor.setCurrentIndex(actor.findText(name))
        assert name not in offered(opponent), name
        assert opponent.currentText() != name
        assert kinds[opponent.currentText()] != kinds[name], name  # the other side
    actor.setCurrentIndex(actor.findText("Vex Marlo"))
    assert opponent.currentText() == "Raider"
    actor.setCurrentIndex(actor.findText("Captain Haldane"))
    assert opponent.currentText() == "Vex Marlo"
    # The GM picks Tusk to oppose Haldane; Tusk stays when the Broker acts instead.
    opponent.setCurrentIndex(opponent.findText("Tusk Okafor"))
    opponent.activated.emit(opponent.currentIndex())
    actor.setCurrentIndex(actor.findText("The Broker"))
    assert opponent.currentText() == "Tusk Okafor"
    # Tusk acts himself: he cannot oppose himself, so the first NPC does.
    actor.setCurrentIndex(actor.findText("Tusk Okafor"))
    assert "Tusk Okafor" not in offered(opponent)
    assert opponent.currentText() == "Raider"
    panel.dice = FixedDice([1, 15, 20, 20])
    assert panel.roll()
    rolls = session.state.of(RollRecord)
    assert [roll.character_id for roll in rolls[-2:]] == [3, 4]  # Tusk against the Raider


def test_roll_waits_while_the_last_rolls_momentum_and_complications_are_unused(
    qtbot: QtBot,
) -> None:
    """A double-click rolls once; Roll and Fail voluntarily wait, saying why, until the
    roll's Momentum is saved and its complication settled; undo and redo follow the log."""
    window = open_window(qtbot, "rfi")
    bridge = window.bridge
    assert bridge is not None
    session = bridge.session
    panel = window.panels["taskPanel"]
    assert isinstance(panel, TaskPanel)
    choose(panel, "Vex Marlo", "Reason", "Piloting")
    untick_all_traits(panel)
    panel.active.form.leader.specialty.setChecked(True)
    panel.active.form.base_difficulty.setValue(1)
    roll = panel.roll_button
    waiting = panel.tr(WAIT_FOR_ROLL)
    # 3 and 12: 2 Momentum; then a 20 on the second roll the double-click must not make.
    panel.dice = FixedDice([3, 12, 20, 20])
    qtbot.mouseClick(roll, Qt.MouseButton.LeftButton)
    qtbot.mouseDClick(roll, Qt.MouseButton.LeftButton)
    [first] = session.state.of(RollRecord)
    view = panel.active.result
    assert view.unsaved_momentum == 2
    assert not roll.isEnabled()
    assert not panel.fail_button.isEnabled()
    assert roll.toolTip() == waiting
    assert panel.waiting.isVisible()  # under the roll, in the GM's language
    assert panel.waiting.text() == waiting
    assert not panel.roll()
    assert panel.message.text() == waiting
    assert len(session.state.of(RollRecord)) == 1

    qtbot.mouseClick(view.save, Qt.MouseButton.LeftButton)
    assert roll.isEnabled()
    assert roll.toolTip() == ""
    assert not panel.waiting.isVisible()
    bridge.undo()  # the save: the Momentum is the roll's again, Roll waits
    assert view.unsaved_momentum == 2
    assert not roll.isEnabled()
    bridge.undo()  # the roll
    assert roll.isEnabled()
    bridge.redo()
    assert not roll.isEnabled()
    assert panel.active.record_id == first.id
    bridge.redo()
    assert roll.isEnabled()

    # A failure that succeeds at a cost: its complication waits to be settled.
    panel.active.form.at_cost.setChecked(True)
    panel.active.form.base_difficulty.setValue(3)
    panel.dice = FixedDice([18, 19])
    assert panel.roll()
    assert view.remaining.complications == 1
    assert not roll.isEnabled()
    assert panel.apply_complication(panel.active)
    assert roll.isEnabled()

    # A plain failure waits for the GM's call: success at a cost, or the failure stands.
    panel.active.form.at_cost.setChecked(False)
    panel.dice = FixedDice([18, 19, 18, 19])
    assert panel.roll()
    assert view.at_cost.isVisible()
    assert view.stand.isVisible()
    assert not roll.isEnabled()
    qtbot.mouseClick(view.stand, Qt.MouseButton.LeftButton)
    assert roll.isEnabled()
    assert not view.at_cost.isVisible()
    assert bridge.undo_action.text() == "Undo: let the failure stand"
    bridge.undo()
    assert not roll.isEnabled()
    qtbot.mouseClick(view.at_cost, Qt.MouseButton.LeftButton)  # a cost: one complication
    assert view.remaining.complications == 1
    assert not roll.isEnabled()


def test_an_opposed_roll_waits_for_both_sides(qtbot: QtBot, session: Session) -> None:
    """Each side of an opposed task holds its own Momentum: Roll waits for both; undoing the
    reactive side's roll leaves the active side's waiting."""
    panel, bridge = make_panel(qtbot, session)
    panel.opposed.setChecked(True)
    choose(panel, "Vex Marlo", "Reason", "Piloting")
    untick_all_traits(panel)
    panel.active.form.leader.specialty.setChecked(True)
    reactive = panel.reactive.form
    for index in range(reactive.traits.count()):
        reactive.traits.item(index).setCheckState(Qt.CheckState.Unchecked)
    panel.dice = FixedDice([3, 12, 1, 1])  # Vex 2 Momentum; the Raider 3 (two criticals)
    assert panel.roll()
    assert panel.active.result.unsaved_momentum == 2
    assert panel.reactive.result.unsaved_momentum > 0
    qtbot.mouseClick(panel.active.result.save, Qt.MouseButton.LeftButton)
    assert not panel.roll_button.isEnabled()  # the Raider's Momentum still waits
    bridge.undo()  # the save
    bridge.undo()  # the Raider's roll: Vex's Momentum still waits
    assert not panel.roll_button.isEnabled()
    assert not panel.reactive.result.outcome.isVisible()
    qtbot.mouseClick(panel.active.result.save, Qt.MouseButton.LeftButton)
    assert panel.roll_button.isEnabled()
    # Both sides fail: the verdict decides, no call on success at cost waits.
    panel.dice = FixedDice([18, 19, 18, 19])
    assert panel.roll()
    assert panel.roll_button.isEnabled()
    assert not panel.active.result.stand.isVisible()
    # Both fail with a complication each: Roll waits for those, not for a call on the failure.
    panel.dice = FixedDice([20, 19, 20, 19])
    assert panel.roll()
    assert not panel.roll_button.isEnabled()
    for side in (panel.active, panel.reactive):
        assert not side.result.stand.isVisible()
        assert panel.apply_complication(side)
    assert panel.roll_button.isEnabled()
