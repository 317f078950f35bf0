"""What a turn tracker gesture just did, in the GM's language, for the tracker's status line.

The fight's commands keep an English summary (the model has no translations); the tracker says
what happened from the fight as it was before the command and as it is after, which holds the
same facts: the round, the side due, whose turn it is, who joined or left.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QObject

from gmscreen.model.commands import Command
from gmscreen.model.rfi.tracker import AddCombatant
from gmscreen.model.rfi.tracker import Assist
from gmscreen.model.rfi.tracker import EndCombat
from gmscreen.model.rfi.tracker import EndRound
from gmscreen.model.rfi.tracker import KeepInitiative
from gmscreen.model.rfi.tracker import NextTurn
from gmscreen.model.rfi.tracker import RemoveCombatant
from gmscreen.model.rfi.tracker import SetDefeated
from gmscreen.model.rfi.tracker import SetTurnsPerRound
from gmscreen.model.rfi.tracker import StartCombat
from gmscreen.model.rfi.tracker import TakeAction
from gmscreen.model.rfi.tracker_view import CombatantView
from gmscreen.model.rfi.tracker_view import TurnOrderView
from gmscreen.rules.rfi.pools import PoolChange
from gmscreen.ui.panels.roll_lines import fill
from gmscreen.ui.rfi.action_words import action_name
from gmscreen.ui.rfi.terms import side_name

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")


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
        said = self._acted(command, before, after)
        if said is not None:
            return said
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

    def _acted(self, command: Command, before: TurnOrderView, after: TurnOrderView) -> str | None:
        """What an action, an assist, a kept initiative or a change to one combatant did."""
        if isinstance(command, KeepInitiative) and after.side_to_act is not None:
            text = fill(self.tr("%1 keep the initiative"), side_name(after.side_to_act))
            return self._with_payment(text, command.paid)
        if isinstance(command, TakeAction) and command.report is not None:
            current = next((c for c in after.combatants if c.current), None)
            if current is None:
                return None
            action = command.report.action
            text = fill(self.tr("%1: %2"), current.name, action_name(action))
            text = self._with_payment(text, command.paid, " — ")
            harder = command.report.difficulty_increase
            if harder:
                text = fill(self.tr("%1 — its task is %2 harder"), text, harder)
            return text
        changed = _changed(before, after)
        if changed is None:
            return None
        if isinstance(command, Assist):
            return fill(self.tr("%1 assists, using up their turn this round"), changed.name)
        if isinstance(command, SetTurnsPerRound):
            count = changed.turns_per_round
            return fill(self.tr("%1 has %n turn(s) a round", "", count), changed.name)
        if isinstance(command, SetDefeated):
            template = self.tr("%1 is defeated") if changed.defeated else self.tr("%1 is revived")
            return fill(template, changed.name)
        return None

    def _with_payment(self, text: str, paid: PoolChange | None, glue: str = ": ") -> str:
        """`text` and what it cost the pools, in the Pools panel's words for the same change
        ("2 momentum spent from the group pool")."""
        if paid is None:
            return text
        costs = []
        if paid.momentum_change < 0:
            template = translate("PoolReport", "%1 momentum spent from the group pool")
            costs.append(fill(template, -paid.momentum_change))
        if paid.threat_change > 0:
            costs.append(fill(translate("PoolReport", "%1 threat added"), paid.threat_change))
        if paid.threat_change < 0:
            costs.append(fill(translate("PoolReport", "%1 threat spent"), -paid.threat_change))
        if not costs:
            return text
        template = self.tr("%1: %2") if glue == ": " else self.tr("%1 — %2")
        return fill(template, text, "; ".join(costs))


def _changed(before: TurnOrderView, after: TurnOrderView) -> CombatantView | None:
    """The one combatant whose line differs between the two views (None: none, or several)."""
    old = {c.character_id: c for c in before.combatants}
    changed = [c for c in after.combatants if old.get(c.character_id, c) != c]
    return changed[0] if len(changed) == 1 else None
