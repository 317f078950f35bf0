"""The Firelock challenge panel driven like a GM would: sides, odds, roll, then the bidding."""

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from gmscreen.app import FileCampaigns
from gmscreen.model.firelock import demo_firelock_records
from gmscreen.model.firelock import read_challenge
from gmscreen.model.memory import MemoryRepository
from gmscreen.model.session import Session
from gmscreen.model.state import RollRecord
from gmscreen.rules.dice import FixedDice
from gmscreen.rules.firelock import Plausibility
from gmscreen.store.file import create_campaign
from gmscreen.ui.firelock.bidding_view import RULING
from gmscreen.ui.firelock.challenge import ChallengePanel
from gmscreen.ui.firelock.rules_dialog import FirelockRulesDialog
from gmscreen.ui.firelock.sheets import FirelockSheetsPanel
from gmscreen.ui.firelock.workspace import WORKSPACE
from gmscreen.ui.panels.rolllog import RollLogPanel
from gmscreen.ui.shell import workspaces
from gmscreen.ui.shell.mainwindow import MainWindow
from gmscreen.ui.shell.undo import SessionBridge

KIM, ADAM, SELA, BO, SENTRY = 1, 2, 3, 4, 6
LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def firelock() -> Session:
    return Session(MemoryRepository(demo_firelock_records()))


def make_panel(qtbot: QtBot, session: Session) -> tuple[ChallengePanel, SessionBridge]:
    bridge = SessionBridge(session)
    panel = ChallengePanel(bridge)
    qtbot.addWidget(panel)
    panel.resize(900, 700)
    panel.show()
    return panel, bridge


def bid(qtbot: QtBot, panel: ChallengePanel, claim: str, *, score: str | None = None) -> None:
    form = panel.exchange.form
    if score is not None:
        form.choose_score(score)
    form.claim.setText(claim)
    qtbot.mouseClick(form.accept_button, LEFT)


def duel(qtbot: QtBot, panel: ChallengePanel, faces: tuple[int, int] = (2, 7)) -> None:
    """Kim (Finesse 6) against Bo (Melee 3); a 2 and a 7 leave Kim losing 8 to 10."""
    panel.setup_form.title.setText("Duel at the well")
    panel.initiator.choose(KIM, "Finesse")
    panel.responder.choose(BO, "Melee")
    panel.dice = FixedDice(list(faces))
    qtbot.mouseClick(panel.roll_button, LEFT)


def test_a_full_challenge_with_two_bids_and_a_refused_bid(qtbot: QtBot, firelock: Session) -> None:
    panel, bridge = make_panel(qtbot, firelock)
    panel.initiator.choose(KIM, "Finesse")
    panel.responder.choose(BO, "Melee")
    # Kim adds 6, Bo 3: Kim wins (ties included) when her d10 + 3 reaches Bo's d10.
    assert "Kim Ashdown wins the roll <b>79.0%</b>" in panel.chance.text()
    assert "exactly 79/100" in panel.chance.text()

    duel(qtbot, panel)
    exchange, form = panel.exchange, panel.exchange.form
    assert "Finesse 6 + die 2 = <b>8</b>" in exchange.totals.text()
    assert "Melee 3 + die 7 = <b>10</b>" in exchange.totals.text()
    assert not panel.roll_button.isEnabled()
    assert "<b>Kim Ashdown</b> to bid: strength 3 or more" in form.turn.text()

    bid(qtbot, panel, "I'm the better swordsman", score="Melee")
    assert exchange.bids.rowCount() == 1
    assert exchange.bids.item(0, RULING).text() == "accepted"
    assert "<b>Bo the Duellist</b> to bid: strength 2 or more" in form.turn.text()

    before = firelock.state.records()
    form.strength.setValue(1)
    bid(qtbot, panel, "I have the high ground")
    assert form.refusal.isVisible()
    assert form.refusal.text().startswith("Refused — bids must be significant: 1 falls more")
    assert "#b00020" in form.refusal.styleSheet()
    assert form.fail_button.isVisible()
    assert firelock.state.records() == before  # a refused bid changes nothing
    assert exchange.bids.rowCount() == 1

    bid(qtbot, panel, "I'm far stronger", score="Body")
    assert exchange.bids.rowCount() == 2
    assert not form.refusal.isVisible()
    assert "Bo the Duellist leads after 2 bid(s)" in exchange.standing.text()
    qtbot.mouseClick(form.decline_button, LEFT)
    assert exchange.winner.text() == "Bo the Duellist wins the challenge."
    assert exchange.bids.item(2, 2).text() == "declines to bid"
    assert not form.isVisible()
    assert panel.roll_button.isEnabled()
    logged = firelock.state.of(RollRecord)
    assert [r.kind for r in logged] == ["firelock-challenge"] + ["firelock-bid"] * 3
    assert logged[0].faces == (2, 7)

    assert bridge.undo_action.text() == "Undo: the initiator declines to bid"
    bridge.undo()
    assert exchange.winner.text() == ""
    assert "<b>Kim Ashdown</b> to bid" in form.turn.text()
    assert firelock.state.of(RollRecord)[-1].undone
    bridge.undo()
    bridge.undo()
    bridge.undo()
    assert read_challenge(firelock.state, 1) is None
    assert exchange.bids.rowCount() == 0
    assert panel.roll_button.isEnabled()
    assert panel.setup_form.title.isEnabled()


def test_a_substitution_takes_the_gms_ruling_and_a_veto_refuses_the_roll(
    qtbot: QtBot, firelock: Session
) -> None:
    panel, _bridge = make_panel(qtbot, firelock)
    side = panel.initiator
    side.choose(ADAM, "Reputation")
    assert side.form.isRowVisible(side.ruling)
    side.ruling.setCurrentIndex(side.ruling.findData(Plausibility.MOSTLY_SENSIBLE))
    assert side.summary.text() == "Adds 4 − 3 = 1 to the d10."
    side.ruling.setCurrentIndex(side.ruling.findData(3))
    assert side.summary.text() == "Adds 4 + 3 = 7 to the d10."
    assert [side.ruling.itemText(i) for i in range(side.ruling.count())] == [
        "mostly sensible (−3)",
        "dubious (−5)",
        "borderline (−8)",
        "implausible: vetoed",
        "clever: bonus +1",
        "clever: bonus +2",
        "clever: bonus +3",
    ]
    side.ruling.setCurrentIndex(side.ruling.findData(Plausibility.IMPLAUSIBLE))
    assert "vetoes this substitution" in side.summary.text()
    assert panel.chance.text() == ""
    assert not panel.roll()
    assert "vetoes this substitution" in panel.message.text()
    assert firelock.state.of(RollRecord) == []
    side.choose(ADAM, "Melee")
    assert not side.form.isRowVisible(side.ruling)


def test_a_bid_the_gm_rules_untrue_loses_the_bidding_for_its_side(
    qtbot: QtBot, firelock: Session
) -> None:
    panel, _bridge = make_panel(qtbot, firelock)
    duel(qtbot, panel)
    panel.exchange.form.true.setChecked(False)
    bid(qtbot, panel, "Bo is half blind", score="Sense")
    bids = panel.exchange.bids
    assert bids.item(0, RULING).text() == "refused: bids must be true"
    assert bids.item(0, RULING).foreground().color().name() == "#b00020"
    assert panel.exchange.winner.text() == "Bo the Duellist wins the challenge."


def test_a_side_can_lose_with_a_refused_bid(qtbot: QtBot, firelock: Session) -> None:
    panel, _bridge = make_panel(qtbot, firelock)
    duel(qtbot, panel)
    form = panel.exchange.form
    form.strength.setValue(2)
    bid(qtbot, panel, "I'm quick")
    assert "the first bid beats the margin lost by" in form.refusal.text()
    qtbot.mouseClick(form.fail_button, LEFT)
    assert panel.exchange.winner.text() == "Bo the Duellist wins the challenge."


def test_a_chained_fight_hits_then_wounds_and_keeps_each_step_in_the_log(
    qtbot: QtBot, firelock: Session
) -> None:
    panel, _bridge = make_panel(qtbot, firelock)
    qtbot.mouseClick(panel.setup_form.combat, LEFT)
    assert panel.setup_form.steps.rowCount() == 2
    duel(qtbot, panel, faces=(9, 1))  # Kim 15 against Bo 4: the blow lands
    assert "Roll 1 of 2" in panel.exchange.progress.text()
    qtbot.mouseClick(panel.exchange.form.decline_button, LEFT)
    assert panel.exchange.winner.text() == "Kim Ashdown wins this roll. Next: Wound."
    assert not panel.setup_form.steps.isEnabled()
    # The wound roll offers Body only; Kim's Finesse would now be a substitution.
    assert panel.initiator.score.currentData() == "Body"
    assert panel.responder.score.currentData() == "Body"
    panel.dice = FixedDice([8, 3])  # Kim 3 + 8 = 11 against Bo 6 + 3 = 9
    qtbot.mouseClick(panel.roll_button, LEFT)
    assert "Roll 2 of 2: Hit won by Kim Ashdown" in panel.exchange.progress.text()
    qtbot.mouseClick(panel.exchange.form.decline_button, LEFT)
    assert panel.exchange.winner.text() == "Kim Ashdown wins the challenge."
    summaries = [r.summary for r in firelock.state.of(RollRecord)]
    assert summaries[1] == "Bo the Duellist declines to bid; Kim Ashdown wins Hit"
    assert summaries[2].startswith("Wound — Kim Ashdown: Body 3, rolled 8 = 11")
    assert summaries[3].endswith("Kim Ashdown wins Wound and the challenge")
    assert panel.setup_form.steps.isEnabled()  # over: the next roll starts a new challenge


def test_a_group_challenge_rolls_one_champion_per_side(qtbot: QtBot, firelock: Session) -> None:
    panel, _bridge = make_panel(qtbot, firelock)
    setup = panel.setup_form
    setup.set_steps([("Sneak", "Finesse, Sneak", "Sense or Paranoia")])
    setup.group.setChecked(True)
    # Until someone is ticked, a side is no party: an obstacle may still answer a party.
    assert panel.responder.who.findText("Static obstacle") >= 0
    for side, members in ((panel.initiator, (ADAM, SELA, KIM)), (panel.responder, (SENTRY,))):
        for row in range(side.members.count()):
            item = side.members.item(row)
            if item.data(Qt.ItemDataRole.UserRole + 1) in members:
                item.setCheckState(Qt.CheckState.Checked)
    assert panel.initiator.who.count() == 3
    assert panel.initiator.who.findText("Static obstacle") < 0
    qtbot.mouseClick(panel.initiator.best, LEFT)
    assert panel.initiator.character_id() == KIM  # Finesse 6 is the crew's best
    assert panel.initiator.score.currentData() == "Finesse"
    qtbot.mouseClick(panel.responder.best, LEFT)
    assert panel.responder.score.currentData() == "Paranoia"
    panel.dice = FixedDice([4, 4])
    assert panel.roll()
    challenge = read_challenge(firelock.state, 1)
    assert challenge is not None
    assert challenge.setup.initiators is not None
    assert [m.character_id for m in challenge.setup.initiators.members] == [KIM, ADAM, SELA]
    assert not setup.group.isEnabled()


def test_an_exchange_in_progress_is_there_after_a_reopen_and_still_undoable(
    qtbot: QtBot, tmp_path: Path
) -> None:
    path = tmp_path / "ember.gmscreen"
    create_campaign(path, demo_firelock_records()).close()
    campaigns = FileCampaigns()
    panel, _bridge = make_panel(qtbot, campaigns.open(path))
    duel(qtbot, panel)
    bid(qtbot, panel, "I'm the better swordsman", score="Melee")
    campaigns.close()

    campaigns = FileCampaigns()
    again, bridge = make_panel(qtbot, campaigns.open(path))
    assert again.exchange.bids.rowCount() == 1
    assert again.exchange.bids.item(0, 2).text() == "I'm the better swordsman"
    assert "<b>Bo the Duellist</b> to bid" in again.exchange.form.turn.text()
    assert again.setup_form.title.text() == "Duel at the well"
    bridge.undo()
    assert again.exchange.bids.rowCount() == 0
    assert "<b>Kim Ashdown</b> to bid" in again.exchange.form.turn.text()
    campaigns.close()


def test_the_firelock_workspace_puts_the_challenge_in_the_middle(
    qtbot: QtBot, firelock: Session, settings: QSettings, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(workspaces.WORKSPACES, "firelock", WORKSPACE)
    window = MainWindow(firelock, settings=settings)
    qtbot.addWidget(window)
    window.show()
    assert isinstance(window.central, ChallengePanel)
    assert set(window.docks) == {
        "firelockSheetsPanel",
        "scenesPanel",
        "rollLogPanel",
        "referencePanel",
        "playerViewPanel",
        "mapPanel",
    }
    panel = window.central
    assert isinstance(panel, ChallengePanel)
    duel(qtbot, panel)
    log = window.panels["rollLogPanel"]
    assert isinstance(log, RollLogPanel)
    assert log.model.rowCount() == 1
    sheets = window.panels["firelockSheetsPanel"]
    assert isinstance(sheets, FirelockSheetsPanel)
    assert sheets.selected_id() == KIM


def test_the_gm_edits_the_rules_options_and_a_refused_option_is_explained(
    qtbot: QtBot, firelock: Session, monkeypatch: pytest.MonkeyPatch
) -> None:
    panel, bridge = make_panel(qtbot, firelock)
    refusals: list[str] = []

    def fill_in(dialog: FirelockRulesDialog) -> int:
        dialog.rating_min.setValue(5)
        dialog.rating_max.setValue(4)
        dialog.accept()
        refusals.append(dialog.error.text())
        dialog.rating_min.setValue(0)
        dialog.dubious.setValue(-4)
        dialog.accept()
        return int(dialog.result())

    monkeypatch.setattr(FirelockRulesDialog, "exec", fill_in)
    qtbot.mouseClick(panel.rules_button, LEFT)
    assert refusals == ["lowest rating 5 is above highest 4 (Firelock defaults)"]
    ruling = panel.initiator.ruling
    assert ruling.itemText(ruling.findData(Plausibility.DUBIOUS)) == "dubious (−4)"
    assert bridge.undo_action.text() == "Undo: change the Firelock rules options"
    bridge.undo()
    assert ruling.itemText(ruling.findData(Plausibility.DUBIOUS)) == "dubious (−5)"
