"""What an initiative gesture just did, in the GM's language, for the initiative panel's status
line.

The turn-order commands keep an English summary (the model has no translations); the panel says
what happened from the order as it was before the command and as it is after, which holds the
same facts: whose turn it is, the round, who did not act, how many rounds it lasted.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from gmscreen.model.commands import Command
from gmscreen.model.renaissance.initiative import InitiativeView
from gmscreen.model.renaissance.turns import EndRound
from gmscreen.model.renaissance.turns import EndTurnOrder
from gmscreen.model.renaissance.turns import NextTurn
from gmscreen.model.renaissance.turns import OrderTie
from gmscreen.ui.panels.roll_lines import fill


class InitiativeNews(QObject):
    """The initiative panel's words for what a turn-order command did (a QObject for plurals)."""

    def said(self, command: Command, before: InitiativeView, after: InitiativeView) -> str | None:
        """What `command` did, or None when these views cannot say it (the caller shows the
        command's own summary then)."""
        if isinstance(command, NextTurn):
            current = after.current
            if current is None:
                return fill(self.tr("Everyone has acted in round %1"), after.round)
            return fill(self.tr("%1's turn"), current.name)
        if isinstance(command, EndRound) and after.current is not None:
            text = fill(self.tr("Round %1: %2 acts first"), after.round, after.current.name)
            skipped = [line.name for line in before.lines if not line.acted and not line.current]
            if not skipped:
                return text
            template = self.tr("%1 (%2 did not act in round %3)")
            return fill(template, text, ", ".join(skipped), before.round)
        if isinstance(command, EndTurnOrder) and before.in_order:
            return self.tr("Turn order over after %n round(s)", "", before.round)
        if isinstance(command, OrderTie):
            return self.tr("Tie ordered")
        return None
