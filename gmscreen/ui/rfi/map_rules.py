"""RFI's part in the map's window: attacking from a token in a fight, and its moves said in the
GM's language.

In a fight, a combatant's token offers "Attack…" (that character attacks, aimed at the nearest
enemy still standing), and an enemy of whoever has the turn offers "Attack this target…" (the
acting character attacks it). Both open the tracker's own Attack dialog, so the attack is the
same single undoable step; what it did is said on the map's banner as the roll log words it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from gmscreen.model.commands import Command
from gmscreen.model.map_movement import Quote
from gmscreen.model.rfi.map_moves import MoveToken
from gmscreen.model.rfi.rolls import ATTACK_ROLL_KIND
from gmscreen.model.state import CampaignState
from gmscreen.model.state import Character
from gmscreen.model.state import RollRecord
from gmscreen.rules.rfi.movement import MoveKind
from gmscreen.ui.map.rules_ui import MapRulesUi
from gmscreen.ui.map.rules_ui import Say
from gmscreen.ui.map.rules_ui import TokenAction
from gmscreen.ui.panels.roll_lines import fill
from gmscreen.ui.panels.roll_lines import names_of
from gmscreen.ui.panels.roll_lines import roll_line
from gmscreen.ui.rfi.move_words import move_said
from gmscreen.ui.rfi.pool_report import pool_report
from gmscreen.ui.shell.undo import SessionBridge

# The fight's view, the attack's rules and the dialog bring the rules of attacks and injuries
# (~50 ms): imported when the GM first right-clicks a token, not before the first paint.
if TYPE_CHECKING:
    from gmscreen.model.rfi.tracker_view import TurnOrderView
    from gmscreen.ui.rfi.attack_dialog import AttackDialog

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text")


def attack_said(state: CampaignState, summary: str) -> str:
    """The attack just applied (the model's English `summary`) as the roll log words it."""
    from gmscreen.ui.rfi.roll_lines import attack_line

    record = state.newest(RollRecord, lambda roll: roll.kind == ATTACK_ROLL_KIND)
    if not summary or record is None or record.summary != summary:
        return summary
    lines = {ATTACK_ROLL_KIND: attack_line}
    return roll_line(record, lines, names_of(state.of(Character)))


def _default_target(view: TurnOrderView, state: CampaignState, attacker_id: int) -> int | None:
    """The nearest enemy of the attacker still standing (the first in the turn order where the
    map does not tell)."""
    from gmscreen.model.rfi.attacks import nearest_target

    attacker = view.find(attacker_id)
    enemies = [
        c.character_id
        for c in view.combatants
        if attacker is not None and c.side != attacker.side and not c.defeated
    ]
    return nearest_target(state, attacker_id, enemies)


def open_attack(
    bridge: SessionBridge,
    attacker_id: int,
    parent: QWidget,
    say: Say,
    target_id: int | None = None,
) -> AttackDialog:
    """Open the Attack dialog for this attacker, aimed at `target_id` or else at the nearest
    enemy still standing; what the applied attack did goes to `say`."""
    from gmscreen.model.rfi.tracker_view import turn_order_view
    from gmscreen.ui.rfi.attack_dialog import AttackDialog

    state = bridge.state
    if target_id is None:
        view = turn_order_view(state, state.campaign.current_scene_id)
        target_id = _default_target(view, state, attacker_id)
    dialog = AttackDialog(bridge, attacker_id=attacker_id, target_id=target_id, parent=parent)
    dialog.applied.connect(lambda summary: say(attack_said(bridge.state, summary)))
    dialog.finished.connect(dialog.deleteLater)
    dialog.open()
    return dialog


class RfiMapUi:
    """Attacks from the tokens of a fight; moves said with what they cost."""

    def token_actions(self, bridge: SessionBridge, character_id: int) -> tuple[TokenAction, ...]:
        """In a fight of the current scene: "Attack…" for a combatant still standing, and
        "Attack this target…" for an enemy of the one whose turn it is; else nothing."""
        from gmscreen.model.rfi.tracker_view import turn_order_view

        state = bridge.state
        view = turn_order_view(state, state.campaign.current_scene_id)
        member = view.find(character_id)
        if not view.in_combat or member is None or member.defeated:
            return ()
        own = TokenAction(
            translate("RfiMapUi", "Attack…"),
            "attack",
            translate("RfiMapUi", "Roll an attack and deal its injury, as one undoable step"),
            lambda parent, say: open_attack(bridge, character_id, parent, say),
        )
        acting = next((c for c in view.combatants if c.current), None)
        if acting is None or acting.side == member.side or acting.defeated:
            return (own,)
        attacker = acting.character_id
        aimed = TokenAction(
            translate("RfiMapUi", "Attack this target…"),
            "attackTarget",
            fill(
                translate("RfiMapUi", "%1, whose turn it is, attacks %2"), acting.name, member.name
            ),
            lambda parent, say: open_attack(bridge, attacker, parent, say, character_id),
        )
        return (own, aimed)

    def move_done(self, quote: Quote, command: Command) -> str | None:
        """ "Vex moved to Catwalk: 2 momentum spent from the group pool (Sprint: the major
        action)", from the move's facts."""
        said = fill(translate("RfiMapUi", "%1 moved to %2"), quote.mover, quote.route_names[-1])
        paid = command.paid if isinstance(command, MoveToken) else None
        if paid is not None:
            said = fill(translate("RfiMapUi", "%1: %2"), said, pool_report(paid))
        elif quote.cost:
            paid_by_task = translate("RfiMapUi", "%1: %2 momentum paid from the task")
            said = fill(paid_by_task, said, quote.cost)
        if quote.kind is MoveKind.SPRINT:
            said = fill(translate("RfiMapUi", "%1 (Sprint: the major action)"), said)
        return said

    def worded(self, text: str) -> str:
        """A quote's summary or a move's refusal, read back by its form."""
        return move_said(text)


RFI_MAP_UI: MapRulesUi = RfiMapUi()
