"""The Renaissance check panel: one check, or an opposed or variable check side by side.

Choose who rolls what, tick the modifiers, read the exact chance of each grade, roll, then
upgrade or downgrade the result. Every roll and shift goes through a command into the roll log.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QSizePolicy
from PySide6.QtWidgets import QSpinBox
from PySide6.QtWidgets import QWidget

from gmscreen.model.changes import ChangeSet
from gmscreen.model.character_commands import characters_in_order
from gmscreen.model.renaissance.checks import RecordCheck
from gmscreen.model.renaissance.contests import RecordContest
from gmscreen.model.renaissance.initiative import initiative_view
from gmscreen.model.renaissance.options import campaign_options
from gmscreen.model.renaissance.shifts import ApplyShift
from gmscreen.model.state import Character
from gmscreen.model.state import RollRecord
from gmscreen.rules.dice import SeededDice
from gmscreen.rules.errors import RulesError
from gmscreen.rules.renaissance import ContestKind
from gmscreen.rules.renaissance import GradeShift
from gmscreen.rules.renaissance import entered_percentile
from gmscreen.rules.renaissance import resolve_check
from gmscreen.rules.renaissance import roll_check
from gmscreen.rules.renaissance import roll_contest
from gmscreen.ui import boxes
from gmscreen.ui.panels.resolution import ResolutionPanel
from gmscreen.ui.panels.resolution import scrolling
from gmscreen.ui.refusals import refusal_text
from gmscreen.ui.renaissance.check_side import CheckSide
from gmscreen.ui.renaissance.contest_view import ContestView
from gmscreen.ui.renaissance.options_dialog import RulesOptionsDialog
from gmscreen.ui.shell.undo import SessionBridge
from gmscreen.ui.side_by_side import SideBySideLayout

SINGLE = None
NOT_TYPED = -1  # the table-roll box's "roll dice" value
WATCHED = frozenset({"character", "campaign", "pool"})


class CheckPanel(ResolutionPanel):
    """Checks from choice to roll to grade shift; a contest shows both sides and its rounds."""

    def __init__(self, bridge: SessionBridge, parent: QWidget | None = None) -> None:
        super().__init__(bridge, parent)
        self.setObjectName("renaissanceCheckPanel")
        self.mode = QComboBox()
        self.mode.addItem(self.tr("Check"), SINGLE)
        self.mode.addItem(self.tr("Opposed check"), ContestKind.OPPOSED)
        self.mode.addItem(self.tr("Variable check"), ContestKind.VARIABLE)
        self.mode.setToolTip(self.tr("Opposed: one side wins. Variable: both may partly succeed."))
        self.options_button = QPushButton(self.tr("Rule options…"))
        self.options_button.setToolTip(self.tr("The defaults where the rules are silent"))
        self.options_button.clicked.connect(self.edit_options)
        self.first = CheckSide(self.tr("Check"), bridge)
        self.second = CheckSide(self.tr("Against"), bridge)
        self.contest = ContestView()
        self.message.setObjectName("checkMessage")
        self.roll_button = QPushButton(self.tr("Roll"))
        self.roll_button.setObjectName("rollCheck")
        self.roll_button.setDefault(True)
        self.roll_button.setMinimumWidth(120)
        self.roll_button.clicked.connect(self.roll)
        self.table_roll = QSpinBox()
        self.table_roll.setObjectName("tableRoll")
        self.table_roll.setRange(NOT_TYPED, 99)
        self.table_roll.setValue(NOT_TYPED)
        self.table_roll.setSpecialValueText(self.tr("roll dice"))
        self.table_roll.setPrefix(self.tr("D% "))
        self.table_roll.setToolTip(
            self.tr("A D% rolled at the table, typed in (a 100 is entered as 0)")
        )
        sides = SideBySideLayout()  # stacked when the window leaves too little room (German)
        sides.addWidget(self.first, 1)
        sides.addWidget(self.second, 1)
        inner = QWidget()
        boxes.column(sides, boxes.STRETCH, parent=inner)
        self.scroll_area = scrolling(inner)
        # A check's form cannot wrap below its least width (German labels and the modifiers'
        # fields): in a narrow centre (1024 px with the docks open) it scrolls sideways rather
        # than lose its right edge out of reach.
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        # The form's scroll takes the height the contest above leaves, never asks for more: a
        # contest's rounds growing must not push Roll out of the centre's view.
        self.scroll_area.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        top = boxes.row(QLabel(self.tr("Roll")), self.mode, boxes.STRETCH, self.options_button)
        bottom = boxes.row(boxes.grow(self.message), self.table_roll, self.roll_button)
        # A contest's odds (each side's TN in them) and its verdict stay above the sides' forms,
        # in view with Roll however far the GM scrolls to tick the second side's modifiers.
        boxes.column(top, self.contest, boxes.grow(self.scroll_area), bottom, parent=self)
        self.mode.currentIndexChanged.connect(self._mode_changed)
        for side in (self.first, self.second):
            side.form.changed.connect(self._update_contest_odds)
            side.result.shift_requested.connect(
                lambda shift, luck, s=side: self.shift(s, shift, spend_luck=luck)
            )
        bridge.changed.connect(self._on_changed)
        current = initiative_view(bridge.state, bridge.state.campaign.current_scene_id).current
        self._turn = current.character_id if current is not None else None
        self.first.form.refresh()
        self.second.form.refresh()
        npcs = [c for c in characters_in_order(bridge.state) if c.kind == "npc"]
        if npcs:
            self.second.form.select_character(npcs[0].id)
        self._mode_changed()

    def essentials(self) -> tuple[QWidget, ...]:
        """What the GM must see together without scrolling: the chance, the target, Roll (for
        a contest: the chance of each ending with both sides' TNs, and Roll)."""
        if self.kind is not None:
            return (self.contest.odds, self.roll_button)
        return (self.first.success, self.first.tn, self.roll_button)

    # reading
    @property
    def kind(self) -> ContestKind | None:
        """The contest being set up, or None for a single check."""
        data = self.mode.currentData()
        return data if isinstance(data, ContestKind) else None

    def _mode_changed(self) -> None:
        contest = self.kind is not None
        self.second.setVisible(contest)
        self.table_roll.setVisible(not contest)  # contests reroll: the app rolls them
        self.contest.setVisible(contest)
        self.first.set_wide(not contest)
        self.first.setTitle(self.tr("First side") if contest else self.tr("Check"))
        self.second.setTitle(self.tr("Second side"))
        self._update_contest_odds()
        self.show_results()

    def _on_changed(self, changes: ChangeSet) -> None:
        if changes.kinds() & WATCHED:
            self.first.form.refresh()
            self.second.form.refresh()
        if changes.kinds() & {"tracker", "campaign"}:
            self._follow_the_turn()
        if changes.kinds() & (WATCHED | {"roll"}):
            self.show_results()

    def _follow_the_turn(self) -> None:
        """In turn order, a new turn sets the check up for whoever's turn it is (the GM may
        still pick anyone); the same turn redrawn keeps the GM's choice."""
        state = self._bridge.state
        current = initiative_view(state, state.campaign.current_scene_id).current
        turn = current.character_id if current is not None else None
        if turn != self._turn and turn is not None:
            self.first.form.select_character(turn)
        self._turn = turn

    def show_results(self) -> None:
        """Show each side's last roll, and a contest's rounds, as the roll log holds them."""
        state = self._bridge.state
        self.first.show_result(state)
        self.second.show_result(state)
        if self.kind is None:
            self.contest.show_rolls(state, None, None)
        else:
            self.contest.show_rolls(
                state,
                state.find(RollRecord, self.first.record_id),
                state.find(RollRecord, self.second.record_id),
            )

    def _update_contest_odds(self) -> None:
        if self.kind is not None:
            targets = (self.first.form.choice().target, self.second.form.choice().target)
            self.contest.show_odds(self.kind, targets, self._names())

    def _names(self) -> tuple[str, str]:
        names = []
        for side in (self.first, self.second):
            character = self._bridge.state.find(Character, side.form.character.currentData())
            names.append(character.name if character is not None else side.title())
        return names[0], names[1]

    # rolling
    def roll(self) -> bool:
        """Roll the check (both sides of a contest, rerolling as the rules say) and log it."""
        kind = self.kind
        sides = [self.first] if kind is None else [self.first, self.second]
        choices = [side.update_view() for side in sides]
        for side, choice in zip(sides, choices, strict=True):
            if choice.target is None:
                self._say(f"{side.title()}: {choice.problem}", warning=True)
                return False
        options = campaign_options(self._bridge.state)
        method = options.percentile_method
        command: RecordCheck | RecordContest
        try:
            if kind is None:
                assert choices[0].target is not None
                typed = self.table_roll.value()
                result = (
                    roll_check(self.dice, choices[0].target, method=method)
                    if typed == NOT_TYPED
                    else resolve_check(choices[0].target, entered_percentile(typed))
                )
                command = RecordCheck(
                    result,
                    character_id=choices[0].side.character_id,
                    label=choices[0].side.label,
                    check=choices[0].side.check,
                )
            else:
                first, second = choices
                assert first.target is not None
                assert second.target is not None
                contest = roll_contest(
                    self.dice,
                    first.target,
                    second.target,
                    kind=kind,
                    method=method,
                    options=options.contest,
                )
                command = RecordContest(contest, first.side, second.side)
        except RulesError as error:
            self._say(refusal_text(error), warning=True)
            return False
        if not self._run(command):
            return False
        if isinstance(command, RecordCheck):
            self.first.record_id = command.record.id if command.record else None
        else:
            self.first.record_id, self.second.record_id = (r.id for r in command.records)
        self._say("")
        self.table_roll.setValue(NOT_TYPED)  # the next roll is the dice's again
        self.show_results()
        # On a small screen a single check's result may sit out of view (a contest's verdict
        # stands above the scroll, always in view).
        if self.kind is None:
            self.scroll_area.ensureWidgetVisible(self.first.result)
        return True

    def shift(self, side: CheckSide, shift: GradeShift, *, spend_luck: bool = False) -> bool:
        """Upgrade or downgrade the side's last roll (perhaps paying a Luck Point)."""
        if side.record_id is None:
            return False
        if self._run(ApplyShift(side.record_id, shift, spend_luck=spend_luck)):
            self._say("")
            return True
        return False

    def smoke_roll(self) -> str | None:
        """Roll the current check once with seeded dice (for `gmscreen --smoke`)."""
        self.dice = SeededDice(20)
        if not self.roll():
            return f"the smoke test's check was refused: {self.message.text()}"
        return None

    # options
    def edit_options(self) -> None:
        """Open the rule options; accepting them is one undoable command."""
        dialog = RulesOptionsDialog(campaign_options(self._bridge.state), self)
        dialog.accepted.connect(lambda: self._run(dialog.command()))
        dialog.finished.connect(dialog.deleteLater)
        self.options_dialog = dialog
        dialog.open()
