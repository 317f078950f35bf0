"""What a turn tracker gesture just did, in the GM's language, for the tracker's status line.

The fight's commands keep an English summary (the model has no translations); the tracker says
what happened from the fight as it was before the command and as it is after, which holds the
same facts: the round, the side due, whose turn it is, who joined or left.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from gmscreen.model.commands import Command
from gmscreen.model.rfi.tracker import (
    AddCombatant,
    EndCombat,
    EndRound,
    NextTurn,
    RemoveCombatant,
    StartCombat,
)
from gmscreen.model.rfi.tracker_view import TurnOrderView
from gmscreen.ui.panels.roll_lines import fill
from gmscreen.ui.rfi.terms import side_name


class TrackerNews(QObject):
    """The tracker's words for what a fight command did (a QObject for its plurals)."""

    def said(self, command: Command, before: TurnOrderView, after: TurnOrderView) -> str | None:
        """What `command` did, or None when these views cannot say it (the caller shows the
        command's own summary then)."""
        if isinstance(command, (StartCombat, EndRound)) and after.side_to_act is not None:
            template = self.tr("Round %1: %2 act first")
            return fill(template, after.round, side_name(after.side_to_act))
        if isinstance(command, EndCombat) and before.in_combat:
            return self.tr("Combat over after %n round(s)", "", before.round)
        if isinstance(command, NextTurn):
            current = next((c for c in after.combatants if c.current), None)
            return None if current is None else fill(self.tr("%1's turn"), current.name)
        old = {c.character_id for c in before.combatants}
        if isinstance(command, AddCombatant):
            joined = [c for c in after.combatants if c.character_id not in old]
            if len(joined) == 1:
                return fill(self.tr("%1 joins %2"), joined[0].name, side_name(joined[0].side))
        if isinstance(command, RemoveCombatant):
            new = {c.character_id for c in after.combatants}
            left = [c for c in before.combatants if c.character_id not in new]
            if len(left) == 1:
                return fill(self.tr("%1 leaves the fight"), left[0].name)
        return None
