"""The Firelock challenge panel: set up the challenge and both sides, read the exact chance,
roll, then judge the bidding until a side declines or fails; complex and group challenges too.

Every action is a command; the panel redraws from the scene's saved challenge when the session
announces a change, so undo and a reopen show exactly what the campaign holds.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QWidget

from gmscreen.model.changes import ChangeSet
from gmscreen.model.commands import Command
from gmscreen.model.firelock import AbandonChallenge
from gmscreen.model.firelock import DeclineBid
from gmscreen.model.firelock import FailBid
from gmscreen.model.firelock import PlaceBid
from gmscreen.model.firelock import RecordChallengeRoll
from gmscreen.model.firelock import RunningChallenge
from gmscreen.model.firelock import SetFirelockDefaults
from gmscreen.model.firelock import campaign_defaults
from gmscreen.model.firelock import read_challenge
from gmscreen.rules.dice import Dice
from gmscreen.rules.dice import SeededDice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.firelock import Bid
from gmscreen.rules.firelock import Bidding
from gmscreen.rules.firelock import BidRefusal
from gmscreen.rules.firelock import Chain
from gmscreen.rules.firelock import ChainStep
from gmscreen.rules.firelock import Side
from gmscreen.rules.firelock import initiator_win_chance
from gmscreen.ui import boxes
from gmscreen.ui.firelock.exchange_view import ExchangeView
from gmscreen.ui.firelock.rules_dialog import FirelockRulesDialog
from gmscreen.ui.firelock.setup_form import SetupForm
from gmscreen.ui.firelock.side_form import SideForm
from gmscreen.ui.inline_messages import error_label
from gmscreen.ui.inline_messages import show_error
from gmscreen.ui.odds_text import percent
from gmscreen.ui.panels.resolution import scrolling
from gmscreen.ui.refusals import refusal_text
from gmscreen.ui.shell.undo import SessionBridge
from gmscreen.ui.side_by_side import SideBySideLayout

UNTRUTHS = frozenset({BidRefusal.UNTRUE, BidRefusal.COMPARISON_FALSE})
TWO_COLUMNS_FROM = 700  # px: narrower than this (or than both need), the bidding goes below


class ChallengePanel(QWidget):
    """A Firelock challenge from setup to winner, for the campaign's current scene."""

    def __init__(self, bridge: SessionBridge, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self.dice: Dice = SeededDice()
        self.setup_form = SetupForm()
        self.initiator = SideForm(self.tr("Initiator (wins ties)"))
        self.responder = SideForm(self.tr("Responder"))
        self.responder.prefer_npc = True
        self.chance = QLabel("")
        self.chance.setObjectName("winChance")
        self.chance.setWordWrap(True)
        self.message = error_label()
        self.message.setObjectName("challengeMessage")
        self.roll_button = QPushButton(self.tr("Roll"))
        self.roll_button.setDefault(True)
        self.roll_button.clicked.connect(self.roll)
        self.abandon_button = QPushButton(self.tr("Clear"))
        self.abandon_button.setToolTip(self.tr("Put this challenge away (undoable)"))
        self.abandon_button.clicked.connect(self.abandon)
        self.rules_button = QPushButton(self.tr("Rules options…"))
        self.rules_button.setToolTip(self.tr("Penalties, rating range and bidding options"))
        self.rules_button.clicked.connect(self.edit_rules)
        self.exchange = ExchangeView()
        form = self.exchange.form
        form.bid_requested.connect(self.place_bid)
        form.decline_requested.connect(self.decline)
        form.fail_requested.connect(self.fail_bid)
        self.setup_form.changed.connect(self._update_offers)
        self.setup_form.group_toggled.connect(self._group_toggled)
        for side, which in ((self.initiator, Side.INITIATOR), (self.responder, Side.RESPONDER)):
            side.changed.connect(self._update_chance)
            side.best_requested.connect(lambda s=side, w=which: self._best_champion(s, w))
        before = QWidget()
        boxes.column(
            self.setup_form, self.initiator, self.responder, boxes.STRETCH, parent=before, margins=0
        )
        inner = QWidget()
        self._columns = SideBySideLayout(inner, from_width=TWO_COLUMNS_FROM)
        self._columns.addWidget(before, 1)
        self._columns.addWidget(self.exchange, 1)
        self._scroll = scrolling(inner)
        buttons = boxes.row(self.rules_button, self.abandon_button, boxes.STRETCH, self.roll_button)
        # The chance and Roll stay below the scroll: when a roll scrolls the bidding (stacked
        # under the sides in a narrow centre) into view, Roll keeps its place under the mouse
        # and no bid button slides there.
        below = boxes.column(self.chance, self.message, buttons, margins=(9, 0, 9, 9))
        boxes.column(boxes.grow(self._scroll), below, parent=self, margins=0)
        self.challenge: RunningChallenge | None = None
        bridge.changed.connect(self._on_changed)
        self.refresh(fill=True)

    def essentials(self) -> tuple[QWidget, ...]:
        """What the GM must see together without scrolling: the win chance and Roll."""
        return (self.chance, self.roll_button)

    # drawing
    def _on_changed(self, changes: ChangeSet) -> None:
        kinds = changes.kinds()
        if kinds & {"tracker", "character", "campaign", "scene"}:
            self.refresh(fill=bool(kinds & {"character", "campaign"}))

    def refresh(self, *, fill: bool = False) -> None:
        """Redraw from the current scene's saved challenge (and re-read sheets when `fill`)."""
        state = self._bridge.state
        if fill:
            defaults = campaign_defaults(state)
            self.initiator.fill(state, defaults)
            self.responder.fill(state, defaults)
        try:
            self.challenge = read_challenge(state, self.scene_id)
        except RulesError as error:
            self.challenge = None
            show_error(self.message, refusal_text(error))
        self.setup_form.show_running(self.challenge)
        self.exchange.show_challenge(self.challenge)
        bidding_open = self.challenge is not None and self.challenge.open_round is not None
        if bidding_open and self.roll_button.isEnabled():
            # The bidding opened (a reopened campaign, an undone decline, another scene): it
            # comes into view, not the locked setup above it with Roll greyed out.
            QTimer.singleShot(0, self, self._show_bidding)
        self.roll_button.setEnabled(not bidding_open)
        self.roll_button.setToolTip(
            self.tr("Finish the bidding first") if bidding_open else self.tr("Roll both d10s")
        )
        self.abandon_button.setEnabled(self.challenge is not None)
        self._update_offers()

    @property
    def scene_id(self) -> int | None:
        """The scene whose challenge the panel shows: the campaign's current one."""
        return self._bridge.state.campaign.current_scene_id

    def _running_chain(self) -> Chain | None:
        challenge = self.challenge
        return None if challenge is None or challenge.is_over else challenge.chain

    def _next_step(self) -> ChainStep | None:
        chain = self._running_chain()
        if chain is not None:
            return chain.current_step
        steps = self.setup_form.chain_steps()
        return steps[0] if steps else None

    def _update_offers(self) -> None:
        step = self._next_step()
        self.initiator.set_offered(step.offer.initiator if step else ())
        self.responder.set_offered(step.offer.responder if step else ())
        self._update_chance()

    def _group_toggled(self, group: bool) -> None:
        self.initiator.set_group(group)
        self.responder.set_group(group)

    def _update_chance(self) -> None:
        first, second = self.initiator.choice(), self.responder.choice()
        if first.approach is None or second.approach is None:
            self.chance.setText("")
            return
        chance = initiator_win_chance(
            initiator=first.approach,
            responder=second.approach,
            defaults=campaign_defaults(self._bridge.state),
        )
        who = self.initiator.who.currentText()
        self.chance.setText(
            self.tr("%s wins the roll <b>%s</b> of the time (exactly %s), before bidding.")
            % (who, percent(chance), f"{chance.numerator}/{chance.denominator}")
        )

    # actions
    def _run(self, command: Command) -> bool:
        refusal = self._bridge.attempt(command)
        show_error(self.message, refusal or "")
        return refusal is None

    def roll(self) -> bool:
        """Make the next roll (a new challenge if none runs); False if refused."""
        first, second = self.initiator.choice(), self.responder.choice()
        if first.approach is None or second.approach is None:
            show_error(self.message, first.problem or second.problem)
            return False
        challenge = self.challenge
        setup = None
        try:
            if challenge is None or challenge.is_over:
                setup = self.setup_form.setup(
                    self.initiator.team(self.tr("the initiators")),
                    self.responder.team(self.tr("the responders")),
                )
                chain = setup.chain(campaign_defaults(self._bridge.state))
            else:
                chain = challenge.chain
            result = chain.roll(initiator=first.approach, responder=second.approach, dice=self.dice)
        except RulesError as error:
            show_error(self.message, refusal_text(error))
            return False
        command = RecordChallengeRoll(
            result,
            scene_id=self.scene_id,
            character_ids=(first.character_id, second.character_id),
            setup=setup,
        )
        if not self._run(command):
            return False
        self._show_bidding()
        # Again once the opened bidding is laid out: its new lines and rows move the form down.
        QTimer.singleShot(0, self, self._show_bidding)
        return True

    def _show_bidding(self) -> None:
        """The bidding opens: its totals, and at least its whole form, come into view."""
        self._scroll.ensureWidgetVisible(self.exchange, 0, 0)
        self._scroll.ensureWidgetVisible(self.exchange.form, 0, 0)

    def _open_bidding(self) -> Bidding | None:
        challenge = self.challenge
        current = None if challenge is None else challenge.open_round
        return None if current is None else current.bidding

    def place_bid(self, bid: Bid) -> bool:
        """Judge a bid by the side in turn: refused in red (nothing changes), or placed."""
        bidding = self._open_bidding()
        if bidding is None or bidding.to_bid is None or self.challenge is None:
            return False
        side = bidding.to_bid
        refused = bidding.check(side, bid)
        ends = refused is not None and refused.reason in UNTRUTHS
        if refused is not None and not (ends and self.challenge.defaults.untrue_bid_ends_bidding):
            self.exchange.form.show_refusal(refused)
            return False
        return self._run(PlaceBid(side, bid, scene_id=self.scene_id))

    def decline(self) -> bool:
        """The side in turn declines to bid: the other side wins the roll."""
        bidding = self._open_bidding()
        if bidding is None or bidding.to_bid is None:
            return False
        return self._run(DeclineBid(bidding.to_bid, scene_id=self.scene_id))

    def fail_bid(self, bid: Bid) -> bool:
        """The side in turn keeps its refused bid, and loses the bidding."""
        bidding = self._open_bidding()
        if bidding is None or bidding.to_bid is None:
            return False
        return self._run(FailBid(bidding.to_bid, bid, scene_id=self.scene_id))

    def abandon(self) -> bool:
        """Put the scene's challenge away; undo brings it back."""
        return self._run(AbandonChallenge(scene_id=self.scene_id))

    def edit_rules(self) -> None:
        """Change the campaign's Firelock defaults (one undoable step)."""
        dialog = FirelockRulesDialog(campaign_defaults(self._bridge.state), self)
        if dialog.exec():
            self._run(SetFirelockDefaults(dialog.defaults()))

    def _best_champion(self, form: SideForm, side: Side) -> None:
        team = form.team("")
        step = self._next_step()
        if team is None or step is None:
            return
        chain = self._running_chain()
        used = chain.used_scores(side) if chain is not None else frozenset()
        try:
            best = team.party().best_champion(
                step.offer.for_side(side), used=used, defaults=campaign_defaults(self._bridge.state)
            )
        except RulesError as error:
            show_error(self.message, refusal_text(error))
            return
        member = next(m for m in team.members if m.sheet == best.character)
        if member.character_id is not None:
            form.choose(member.character_id, best.score)
